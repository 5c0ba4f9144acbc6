import { parseTimestampLine, type TimestampLine, type TimestampLineOptions } from "../../normalize/timestamp-line.js";
import { ValueError } from "../../normalize/value-error.js";

/** What a sample of a status-page series says about its time. */
export interface SampleClock {
  /** The timestamp line before the page (`date +%s.%N`, `date -Iseconds`, `date`), as printed. */
  timestamp?: string;
  /** The HTTP `Date:` header (curl -i). */
  date?: string;
}

/**
 * A sample's time: its timestamp line, else its HTTP Date header; undefined when it has neither. A line that does not
 * read calls `fail(sample, field, error)` (`field`: `timestamp` or `date`), which throws the format's located error; `expected`
 * names what a timestamp line stands before (`a page ('Active connections: N')`).
 */
export function sampleTime<S extends SampleClock>(sample: S, zone: TimestampLineOptions, expected: string, fail: (sample: S, field: "timestamp" | "date", err: unknown) => never): TimestampLine | undefined {
  if (sample.timestamp !== undefined) {
    try {
      return parseTimestampLine(sample.timestamp, zone);
    } catch (err) {
      return fail(sample, "timestamp", err instanceof ValueError ? new ValueError(`${err.message}; expected ${expected} or a timestamp line (date, date -Iseconds, date +%s)`) : err);
    }
  }
  if (sample.date !== undefined) {
    try {
      return parseTimestampLine(sample.date, zone);
    } catch (err) {
      return fail(sample, "date", err);
    }
  }
  return undefined;
}

/**
 * Seconds between two samples: exact when both have an offset, else from the wall clock when the zone text is the
 * same; undefined otherwise, and when the interval is not positive (no rate can be made of it).
 *
 * @example
 * intervalSeconds(parseTimestampLine("1796050000"), parseTimestampLine("1796050002.5")) //=> 2.5
 */
export function intervalSeconds(a: TimestampLine | undefined, b: TimestampLine | undefined): number | undefined {
  if (!a || !b) return undefined;
  let seconds: number | undefined;
  if (a.epochMs !== undefined && b.epochMs !== undefined) seconds = (b.epochMs - a.epochMs) / 1000;
  else if (a.epochMs === undefined && b.epochMs === undefined && a.zone === b.zone) seconds = (b.wallClockMs - a.wallClockMs) / 1000;
  return seconds !== undefined && seconds > 0 ? seconds : undefined;
}
