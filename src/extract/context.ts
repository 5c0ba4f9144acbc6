/**
 * Links each monitoring block (sar, atsar, top, free, stub_status) to the load test it was captured during:
 * - by time, when both sides have times (CI log timestamps in front of the lines, or the monitor's own sample
 *   timestamps): the load test whose time span overlaps the monitor's most;
 * - otherwise by place: the nearest load test before it in the same document section (sections are separated by
 *   headings), or else the nearest one after it in that section.
 */

export interface TimeSpan {
  /** As found: ISO 8601 date-time, or a clock time HH:MM:SS. */
  start: string;
  end: string;
}

export interface ContextCandidate {
  index: number;
  role: string;
  /** Position in the document (index of its first prepared line) and its section number. */
  position: number;
  section: number;
  time?: TimeSpan;
}

export interface ContextLink {
  block: number;
  by: "time" | "section";
}

/**
 * Seconds for comparing two times: full date-times on a common axis (a time without an offset is read as UTC), or,
 * when either side is a clock time only, seconds since midnight.
 */
function toSeconds(value: string, clockOnly: boolean): number | undefined {
  const clock = /(\d{1,2}):(\d\d):(\d\d)(?:[.,](\d+))?/.exec(value);
  if (clockOnly) return clock ? Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) : undefined;
  if (!/^\d{4}-\d\d-\d\d/.test(value)) return undefined;
  const iso = value.replace(" ", "T");
  const withZone = /(?:Z|[+-]\d\d:?\d\d)$/.test(iso) ? iso : `${iso}Z`;
  const ms = Date.parse(withZone);
  return Number.isNaN(ms) ? undefined : ms / 1000;
}

/** Overlap in seconds of two spans (negative: the gap between them). */
export function overlapSeconds(a: TimeSpan, b: TimeSpan): number | undefined {
  const clockOnly = [a.start, a.end, b.start, b.end].some((v) => !/^\d{4}-\d\d-\d\d/.test(v));
  const [as, ae, bs, be] = [a.start, a.end, b.start, b.end].map((v) => toSeconds(v, clockOnly));
  if (as === undefined || ae === undefined || bs === undefined || be === undefined) return undefined;
  const aEnd = ae < as ? ae + 86400 : ae;
  const bEnd = be < bs ? be + 86400 : be;
  return Math.min(aEnd, bEnd) - Math.max(as, bs);
}

/**
 * The load test each monitor belongs to (undefined when none fits). `candidates` are all blocks in document order.
 */
export function linkContexts(candidates: ContextCandidate[]): Map<number, ContextLink> {
  const loads = candidates.filter((c) => c.role === "load-test");
  const timedLoads = loads.filter((l) => l.time !== undefined);
  const out = new Map<number, ContextLink>();
  for (const m of candidates) {
    if (m.role !== "monitor") continue;
    if (m.time && timedLoads.length > 0) {
      let best: { load: ContextCandidate; overlap: number } | undefined;
      for (const l of timedLoads) {
        const o = overlapSeconds(m.time, l.time!);
        if (o === undefined) continue;
        if (o >= 0 && (!best || o > best.overlap)) best = { load: l, overlap: o };
      }
      if (best) {
        out.set(m.index, { block: best.load.index, by: "time" });
        continue;
      }
      if (timedLoads.length === loads.length) continue; // every run has a time and none matches: not captured during one
    }
    const sameSection = loads.filter((l) => l.section === m.section);
    const before = sameSection.filter((l) => l.position < m.position).pop();
    const after = sameSection.find((l) => l.position > m.position);
    const pick = before ?? after;
    if (pick) out.set(m.index, { block: pick.index, by: "section" });
  }
  return out;
}

/** The earliest and latest `timestamp` (or `time`) of a block's records, when they have them. */
export function recordTimeSpan(records: readonly unknown[]): TimeSpan | undefined {
  const times: string[] = [];
  for (const r of records) {
    if (r === null || typeof r !== "object") continue;
    const o = r as Record<string, unknown>;
    const t = typeof o.timestamp === "string" ? o.timestamp : typeof o.time === "string" ? o.time : undefined;
    if (t !== undefined && /\d{1,2}:\d\d:\d\d/.test(t)) times.push(t);
  }
  if (times.length === 0) return undefined;
  return { start: times[0]!, end: times[times.length - 1]! };
}
