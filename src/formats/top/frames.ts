/**
 * Where frames start. A top log is cut into frame texts before the grammar runs, so that one damaged frame becomes
 * one error item (never a failed file). The engine cuts a stream into frame pieces at the same lines (topFormat.stream).
 */
import type { TopFamily } from "./columns.js";

/**
 * The kinds of a frame's first line: one per family, and procps 2.0 (Linux 2.4 era) apart from later procps, whose
 * frames start with the bare uptime line (`  6:58pm  up 14 min, ...`, ` 19:15:16  up 2 days, ...`) instead of
 * `top - `. Only lines of the first marker's kind cut a text: an `uptime` line printed between the frames of a
 * procps 3 log does not start a frame.
 */
export type MarkerKind = TopFamily | "procps2";

/** The first line of a frame in each kind (procps `top - HH:MM:SS`, BusyBox `Mem: ...K used`, ...). */
const MARKERS: Record<MarkerKind, RegExp> = {
  procps: /^top - \d/,
  procps2: /^ {0,3}\d\d?:\d\d(?::\d\d)?(?:[ap]m)? +up /,
  busybox: /^Mem: +\d+K used/,
  freebsd: /^last pid: /,
  macos: /^Processes: +\d+ total/,
};
const KINDS = ["procps", "busybox", "freebsd", "macos"] as const;
const ANY_MARKER = /^(?:top - \d|Mem: +\d+K used|last pid: |Processes: +\d+ total| {0,3}\d\d?:\d\d(?::\d\d)?(?:[ap]m)? +up )/gm;

/**
 * Whether a line that starts with a blank or a digit is a procps 2.0 uptime line. Process rows start the same way:
 * they are turned away by their first characters (a row's number is followed by a digit or a blank, not by `:`),
 * before the pattern is tried.
 */
function isBareUptime(line: string, c: number): boolean {
  let i = 0;
  while (c === 32 && i < 3) c = line.charCodeAt(++i);
  if (c < 48 || c > 57) return false;
  const c1 = line.charCodeAt(i + 1);
  if (c1 !== 58 && (c1 < 48 || c1 > 57 || line.charCodeAt(i + 2) !== 58)) return false;
  return MARKERS.procps2.test(line);
}

/**
 * Lines a procps frame copied without its first line may start at (a first test; raw.ts startsHeadless and
 * PROCPS_HEADER decide): its task, CPU or memory line, or its column header.
 */
const HEADLESS = /^(?:[^\s:]{1,20}: +\d+ total,|%?(?:Cpu|CPU)(?:\(s\)|\d+)\s*:|%Node\d+\s*:|(?:[KMGTPE]iB|Kb) [^\n:]{1,12}:|Mem: +\d+k total|\d+ processes:|[ \t]*PID[ \t].*(?:VIRT|PR[ \t]+NI))/m;

/** The kind of a frame's first line, or undefined when the line does not start a frame. */
export function markerKind(line: string): MarkerKind | undefined {
  // every marker starts with t, M, l, P, a blank or a digit: most lines (process rows) are turned away by their
  // first characters
  const c = line.charCodeAt(0);
  if (c === 32 || (c >= 48 && c <= 57)) return isBareUptime(line, c) ? "procps2" : undefined;
  if (c !== 116 && c !== 77 && c !== 108 && c !== 80) return undefined;
  for (const kind of KINDS) if (MARKERS[kind].test(line)) return kind;
  return undefined;
}

/** The family of a frame's first line, or undefined when the line does not start a frame. */
export function markerFamily(line: string): TopFamily | undefined {
  const kind = markerKind(line);
  return kind === "procps2" ? "procps" : kind;
}

/** The text a marker of each kind starts with, looked for before the pattern is tried (none for procps 2.0). */
const NEEDLES: Record<MarkerKind, string> = { procps: "top - ", procps2: "", busybox: "Mem: ", freebsd: "last pid: ", macos: "Processes: " };

/**
 * Offsets where frames start, in a text whose family is the first marker's. Only markers of that kind count: a
 * procps 3.2 frame has a `Mem:` line of its own, which is not a BusyBox frame.
 */
export function frameStarts(text: string): { family: TopFamily | undefined; starts: number[] } {
  ANY_MARKER.lastIndex = 0;
  const first = ANY_MARKER.exec(text);
  // no first line of a frame: a procps frame copied from a later line down (raw.ts buildFrames says where it starts)
  if (!first) return HEADLESS.test(text) ? { family: "procps", starts: [0] } : { family: undefined, starts: [] };
  let kind = markerKind(text.slice(first.index, first.index + 40))!;
  // an `uptime` line before the first frame of a later procps: that procps's `top - ` lines cut the text
  if (kind === "procps2" && /^top - \d/m.test(text)) kind = "procps";
  const family = kind === "procps2" ? "procps" : kind;
  const re = new RegExp(MARKERS[kind].source.slice(1), "gm");
  const starts: number[] = [];
  const needle = NEEDLES[kind];
  if (needle === "") {
    // procps 2.0: line by line from the first marker (its lines start with blanks or digits, as its rows do)
    for (let i = first.index; i !== -1 && i < text.length; ) {
      const nl = text.indexOf("\n", i);
      const end = nl === -1 ? text.length : nl;
      if (markerKind(text.slice(i, Math.min(end, i + 40))) === kind) starts.push(i);
      i = nl === -1 ? -1 : nl + 1;
    }
    return { family, starts };
  }
  // A marker must start a line: test each candidate's line start.
  for (let i = text.indexOf(needle, first.index); i !== -1; i = text.indexOf(needle, i + 1)) {
    if (i !== 0 && text.charCodeAt(i - 1) !== 10) continue;
    re.lastIndex = i;
    const m = re.exec(text);
    if (m && m.index === i) starts.push(i);
  }
  return { family, starts };
}
