/**
 * Where frames start. A top log is cut into frame texts before the grammar runs, so that one damaged frame becomes
 * one error item (never a failed file), and so that a stream holds at most one frame in memory. The same splitter
 * serves parse and parseFrames, so both give the same records.
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

/**
 * Incremental frame cutting for streams: feed text, take the frame texts that are complete (followed by the next
 * frame's first line), and at the end take the rest. Only whole lines are examined, so a chunk boundary inside a
 * line (or inside `\r\n`) changes nothing.
 */
export class FrameCutter {
  private buf = "";
  /** Offset in buf from which lines have not been examined yet. */
  private scanned = 0;
  /** Whether a frame's first line has been seen. */
  private started = false;
  family: TopFamily | undefined;

  /** Adds text and returns the frame texts completed by it (the first one may carry lines before the first frame). */
  push(text: string): string[] {
    this.buf += text;
    const lastNl = this.buf.lastIndexOf("\n");
    const cuts: number[] = [];
    let i = this.scanned;
    while (i <= lastNl) {
      const nl = this.buf.indexOf("\n", i);
      const family = this.isMarker(this.buf.slice(i, Math.min(nl, i + 40)));
      if (family) {
        if (this.started) cuts.push(i);
        this.started = true;
        this.family ??= family;
      }
      i = nl + 1;
    }
    this.scanned = i;
    if (cuts.length === 0) return [];
    const out: string[] = [];
    let previous = 0;
    for (const cut of cuts) {
      out.push(this.buf.slice(previous, cut));
      previous = cut;
    }
    this.buf = this.buf.slice(previous);
    this.scanned -= previous;
    return out;
  }

  /** How many characters are held (the current frame and the unfinished line): bounded by one frame. */
  get buffered(): number {
    return this.buf.length;
  }

  /**
   * The frame texts left at the end of the input: the last frame (possibly cut off), and, when the input ends in an
   * unfinished first line of another frame, that line as a frame of its own (as frameStarts would cut it).
   */
  end(): string[] {
    const rest = this.buf;
    this.buf = "";
    const i = this.scanned;
    this.scanned = 0;
    if (rest === "") return [];
    if (i > 0 && i < rest.length && this.isMarker(rest.slice(i, i + 40))) {
      this.family ??= this.isMarker(rest.slice(i, i + 40));
      return [rest.slice(0, i), rest.slice(i)];
    }
    if (i === 0 && !this.started && this.isMarker(rest.slice(0, 40))) this.family ??= this.isMarker(rest.slice(0, 40));
    return [rest];
  }

  private isMarker(line: string): TopFamily | undefined {
    const family = markerFamily(line);
    if (!family) return undefined;
    if (this.family && family !== this.family) return undefined;
    return family;
  }
}
