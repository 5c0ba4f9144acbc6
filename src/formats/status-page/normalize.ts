import { ParseError } from "../../kit/errors.js";
import type { ParseContext } from "../../kit/format.js";
import { ValueError } from "../../normalize/value-error.js";
import type { TimestampLine, TimestampLineOptions } from "../../normalize/timestamp-line.js";
import type { StatusPageOptions } from "./options.js";
import { missingReason, offsetOf, offsetsOf, type StatusSample } from "./samples.js";
import { StatusSeries } from "./series.js";
import { intervalSeconds, sampleTime } from "./time.js";

/** The record of a sample whose page is missing (missingSampleSchema's shape). */
export interface MissingSampleRecord<F extends string = string> {
  format: F;
  kind: "missing";
  timestamp?: string;
  segment: number;
  httpStatus?: string;
  reason: string;
}

/**
 * What a status-page format gives the series loop besides its page rule: how a page's values read (its field table),
 * which of them are counters, what marks a restart, the rates between two pages, and the record of a page.
 * `V`: a page's values as `read` makes them; `C`: its counters; `R`: its rates; `P`: its page record.
 */
export interface StatusPageTable<S extends StatusSample, V, C, R, P> {
  /** Where the segment and the previous page carry over between the pieces of a stream (`ctx.state[stateKey]`). */
  stateKey: string;
  /** What a timestamp line stands before, for its error (`a page ('Active connections: N')`). */
  expected: string;
  /** The page's values (a value that does not read throws the format's located error); undefined: no page. */
  read(sample: S, ctx: ParseContext, zone: TimestampLineOptions): V | undefined;
  /** The counters of a page's values, as the next page compares them. */
  counters(values: V): C;
  /** Whether the server restarted between two pages (a counter went down, a new start time): a new segment. */
  restarted(before: C, after: C): boolean;
  /** Rates between two pages of a segment `seconds` apart (`counterRates` by a table); undefined when none. */
  rates(before: C, after: C, seconds: number): R | undefined;
  /** The page's record, its keys in the schema's order. */
  record(sample: S, values: V, time: TimestampLine | undefined, segment: number, rates: R | undefined): P;
  /** A timestamp line or Date header that does not read, as the format's located error. */
  fail(sample: S, field: "timestamp" | "date", err: unknown, ctx: ParseContext): never;
}

/**
 * The normalize of a status-page format: raw samples to records, one per sample. Each sample's time (its timestamp
 * line, else its Date header); a sample with no page becomes a `missing` record; a page gets the rates against the
 * previous page of its segment, and a restart starts a new segment. The segment and the previous page carry over
 * between the pieces of a stream.
 */
export function normalizeStatusPages<S extends StatusSample, V, C, R, P>(samples: readonly S[], ctx: ParseContext, table: StatusPageTable<S, V, C, R, P>): (P | MissingSampleRecord)[] {
  const options = ctx.options as ParseContext["options"] & StatusPageOptions;
  const series = new StatusSeries<C>(ctx.state, table.stateKey);
  const zone: TimestampLineOptions = options.zoneOffsets ? { zoneOffsets: options.zoneOffsets } : {};
  // (no closures per sample: a series has a sample per page)
  const failAt = (s: S, field: "timestamp" | "date", err: unknown): never => table.fail(s, field, err, ctx);
  const restarted = (a: C, b: C): boolean => table.restarted(a, b);
  const records = samples.map((sample): P | MissingSampleRecord => {
    const time = sampleTime(sample, zone, table.expected, failAt);
    const values = sample.kind === "page" ? table.read(sample, ctx, zone) : undefined;
    if (values === undefined) return missingRecord(sample, time, series.segment);
    const counters = table.counters(values);
    const prev = series.next({ counters, time }, restarted);
    const seconds = prev ? intervalSeconds(prev.time, time) : undefined;
    const rates = seconds !== undefined ? table.rates(prev!.counters, counters, seconds) : undefined;
    return table.record(sample, values, time, series.segment, rates);
  });
  series.save();
  return records;
}

/** The record of a sample with no page (its keys in missingSampleSchema's order). */
export function missingRecord<F extends string>(sample: StatusSample<F>, time: TimestampLine | undefined, segment: number): MissingSampleRecord<F> {
  const rec = { format: sample.format, kind: "missing" } as MissingSampleRecord<F>;
  if (time) rec.timestamp = time.iso;
  rec.segment = segment;
  if (sample.httpStatus !== undefined) rec.httpStatus = sample.httpStatus;
  rec.reason = missingReason(sample);
  return rec;
}

/** A value of a sample that does not read, as a ParseError at the value (`field`: an offsetOf key), else at its page. */
export function failAtValue(sample: StatusSample, field: string, err: unknown, ctx: ParseContext): never {
  const message = err instanceof ValueError ? err.message : String(err);
  const offsets = offsetsOf(sample);
  throw new ParseError({ format: ctx.format, source: ctx.source, text: ctx.text, offset: offsetOf(offsets, field) ?? offsetOf(offsets, "page") ?? 0, message });
}
