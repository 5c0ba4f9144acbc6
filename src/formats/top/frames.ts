/**
 * Where frames start. A top log is cut into frame texts before the grammar runs, so that one damaged frame becomes
 * one error item (never a failed file). The engine cuts a stream into frame pieces at the same lines (topFormat.stream).
 */
import type { TopFamily } from "./columns.js";

/** The first line of a frame in each family (procps `top - HH:MM:SS`, BusyBox `Mem: ...K used`, ...). */
const MARKERS: Record<TopFamily, RegExp> = {
  procps: /^top - \d/,
  busybox: /^Mem: +\d+K used/,
  freebsd: /^last pid: /,
  macos: /^Processes: /,
};
const ANY_MARKER = /^(?:top - \d|Mem: +\d+K used|last pid: |Processes: )/gm;

/** The family of a frame's first line, or undefined when the line does not start a frame. */
export function markerFamily(line: string): TopFamily | undefined {
  // every marker starts with t, M, l or P: most lines (process rows) are turned away by their first character
  const c = line.charCodeAt(0);
  if (c !== 116 && c !== 77 && c !== 108 && c !== 80) return undefined;
  for (const family of ["procps", "busybox", "freebsd", "macos"] as const) if (MARKERS[family].test(line)) return family;
  return undefined;
}

/**
 * Offsets where frames start, in a text whose family is the first marker's. Only markers of that family count: a
 * procps 3.2 frame has a `Mem:` line of its own, which is not a BusyBox frame.
 */
export function frameStarts(text: string): { family: TopFamily | undefined; starts: number[] } {
  ANY_MARKER.lastIndex = 0;
  const first = ANY_MARKER.exec(text);
  if (!first) return { family: undefined, starts: [] };
  const family = markerFamily(text.slice(first.index, first.index + 40))!;
  const re = new RegExp(MARKERS[family].source.slice(1), "gm");
  const starts: number[] = [];
  // A marker must start a line: test each candidate's line start.
  const needle = family === "procps" ? "top - " : family === "busybox" ? "Mem: " : family === "freebsd" ? "last pid: " : "Processes: ";
  for (let i = text.indexOf(needle, first.index); i !== -1; i = text.indexOf(needle, i + 1)) {
    if (i !== 0 && text.charCodeAt(i - 1) !== 10) continue;
    re.lastIndex = i;
    const m = re.exec(text);
    if (m && m.index === i) starts.push(i);
  }
  return { family, starts };
}
