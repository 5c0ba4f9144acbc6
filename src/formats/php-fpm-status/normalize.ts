import { isValid } from "date-fns/isValid";
import { parseISO } from "date-fns/parseISO";
import { ParseError } from "../../kit/errors.js";
import { parseInteger, parseNumber } from "../../normalize/number.js";
import { safeKey } from "../../normalize/safe-key.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import type { StatusPageOptions } from "../status-page/options.js";
import { missingReason, offsetOf, offsetsOf } from "../status-page/samples.js";
import { counterRates, StatusSeries } from "../status-page/series.js";
import { intervalSeconds, sampleTime } from "../status-page/time.js";
import { POOL_FIELDS, PROCESS_FIELDS, type FieldKind } from "./fields.js";
import type { PhpFpmStatusRawSample, RawField } from "./raw.js";
import type { PhpFpmProcess, PhpFpmStatusMissing, PhpFpmStatusPage, PhpFpmStatusRates, PhpFpmStatusRecord } from "./schema.js";
import { assignFields, fieldSetter } from "../../kit/field-setter.js";

/** What marks a restart between two pages: accepted conn going down, or a new start time. */
interface Counters {
  acceptedConnections?: number;
  slowRequests?: number;
  maxChildrenReached?: number;
  startMs?: number;
}

const EXPECTED = "a php-fpm status page";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** `%d/%b/%Y:%H:%M:%S %z` */
const FPM_TIME = /^(\d\d)\/([A-Z][a-z]{2})\/(\d{4}):(\d\d:\d\d:\d\d) ([+-]\d\d)(\d\d)$/;

const RATES = [
  ["acceptedConnections", "acceptedConnectionsPerSecond"],
  ["slowRequests", "slowRequestsPerSecond"],
  ["maxChildrenReached", "maxChildrenReachedPerSecond"],
] as const;

/**
 * Raw samples to typed records: the pool's fields and each process's by the field tables (fields.ts), the same for
 * the text and JSON forms; rates against the previous page of the segment; a restart (accepted conn going down, a new
 * start time) starts a new segment.
 */
export function normalizePhpFpmStatus(samples: PhpFpmStatusRawSample[], ctx: ParseContext): PhpFpmStatusRecord[] {
  const options = ctx.options as ParseContext["options"] & StatusPageOptions;
  const series = new StatusSeries<Counters>(ctx.state, "phpFpmSeries");
  const zone = options.zoneOffsets ? { zoneOffsets: options.zoneOffsets } : {};
  const failAt = (s: PhpFpmStatusRawSample, field: string, err: unknown): never => fail(s, field, err, ctx);
  const records = samples.map((sample): PhpFpmStatusRecord => {
    const time = sampleTime(sample, zone, EXPECTED, failAt);
    if (sample.kind === "missing" || !sample.fields) {
      const rec = { format: "php-fpm-status", kind: "missing" } as PhpFpmStatusMissing;
      if (time) rec.timestamp = time.iso;
      rec.segment = series.segment;
      if (sample.httpStatus !== undefined) rec.httpStatus = sample.httpStatus;
      rec.reason = missingReason(sample);
      return rec;
    }
    const warnings: string[] = [];
    const rec = { format: "php-fpm-status", kind: "page", form: sample.form ?? "text" } as PhpFpmStatusPage;
    if (sample.server !== undefined) rec.server = sample.server;
    if (time) rec.timestamp = time.iso;
    const values = readFields(sample, sample.fields, POOL_FIELDS, "field:", failAt, warnings);
    const start = typeof values.startTime === "string" ? Date.parse(values.startTime) : undefined;
    const counters: Counters = {};
    for (const k of ["acceptedConnections", "slowRequests", "maxChildrenReached"] as const) if (typeof values[k] === "number") counters[k] = values[k];
    if (start !== undefined) counters.startMs = start;
    const prev = series.next({ counters, time }, restarted);
    rec.segment = series.segment;
    assignFields(rec, values);
    if (sample.processes) {
      rec.processes = sample.processes.map((fields, i) => readFields(sample, fields, PROCESS_FIELDS, `process:${i}:`, failAt, warnings) as PhpFpmProcess);
      if (rec.totalProcesses !== undefined && rec.processes.length !== rec.totalProcesses) {
        warnings.push(`total processes is ${rec.totalProcesses} but ${rec.processes.length} process blocks follow (php-fpm reads the pool's counters and the processes at different moments)`);
      }
    }
    if (prev) {
      const seconds = intervalSeconds(prev.time, time);
      const made = seconds === undefined ? undefined : counterRates(prev.counters, counters, seconds, RATES);
      if (made) rec.rates = { intervalSeconds: seconds, ...made } as PhpFpmStatusRates;
    }
    if (warnings.length) rec.warnings = warnings;
    return rec;
  });
  series.save();
  return records;
}

function restarted(before: Counters, after: Counters): boolean {
  const down = before.acceptedConnections !== undefined && after.acceptedConnections !== undefined && after.acceptedConnections < before.acceptedConnections;
  return down || (before.startMs !== undefined && after.startMs !== undefined && before.startMs !== after.startMs);
}

/** A block's fields by a table, in the table's order; unknown ones in `other`; a field printed twice keeps the first. */
function readFields(
  sample: PhpFpmStatusRawSample,
  fields: readonly RawField[],
  table: Record<string, readonly [string, FieldKind]>,
  offsetPrefix: string,
  failAt: (s: PhpFpmStatusRawSample, field: string, err: unknown) => never,
  warnings: string[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  let other: Record<string, string> | undefined;
  for (const [name, value] of fields) {
    const lower = name.toLowerCase();
    const known = Object.hasOwn(table, lower) ? table[lower] : undefined;
    if (!known) {
      (other ??= {})[safeKey(name)] = value;
      continue;
    }
    const [key, kind] = known;
    if (Object.hasOwn(values, key)) {
      warnings.push(`${name} printed twice in one block; the first is kept`);
      continue;
    }
    const negative = kind === "us" ? wrappedNegative(value) : undefined;
    if (negative !== undefined) {
      values[key] = null;
      warnings.push(`${name} ${value} is a negative duration (${negative} us) printed as unsigned (php-fpm reads the clock once per page, so a request accepted after that has a negative duration): given as null`);
      continue;
    }
    try {
      values[key] = read(value, kind);
    } catch (err) {
      failAt(sample, `${offsetPrefix}${lower}`, err instanceof ValueError ? new ValueError(`${name}: ${err.message}`) : err);
    }
  }
  const out: Record<string, unknown> = {};
  for (const [key] of Object.values(table)) if (values[key] !== undefined) fieldSetter(key)(out, values[key]);
  if (other) out.other = other;
  return out;
}

function read(value: string, kind: FieldKind): unknown {
  switch (kind) {
    case "int":
      return parseInteger(value);
    case "number":
      return parseNumber(value);
    case "us":
      return parseInteger(value) / 1000;
    case "time":
      return fpmTime(value);
    case "dash":
      return value === "-" ? null : value;
    default:
      return value;
  }
}

/**
 * A 64-bit unsigned number at or above 2^63 as the negative number it wraps (`%lu` of a negative difference), else
 * undefined.
 *
 * @example
 * wrappedNegative("18446744073709551227") //=> "-389"
 */
function wrappedNegative(text: string): string | undefined {
  if (!/^\d{19,20}$/.test(text)) return undefined;
  const n = BigInt(text);
  return n >= 2n ** 63n && n < 2n ** 64n ? String(n - 2n ** 64n) : undefined;
}

/** `06/Dec/2026:02:50:37 +0000` (text forms) or `1796525437` (JSON, epoch seconds) as ISO 8601. */
function fpmTime(text: string): string {
  if (/^\d{1,11}$/.test(text)) return new Date(Number(text) * 1000).toISOString().replace(".000Z", "Z");
  const m = FPM_TIME.exec(text);
  const month = m ? MONTHS.indexOf(m[2]!) + 1 : 0;
  if (!m || month === 0) throw new ValueError(`not a time like "06/Dec/2026:02:50:37 +0000" or epoch seconds: ${JSON.stringify(text)}`);
  const iso = `${m[3]}-${String(month).padStart(2, "0")}-${m[1]}T${m[4]}${m[5]}:${m[6]}`;
  if (!isValid(parseISO(iso))) throw new ValueError(`not a valid date: ${JSON.stringify(text)}`);
  return iso;
}

/** A value of the sample that does not read, as a ParseError at the value. */
function fail(sample: PhpFpmStatusRawSample, field: string, err: unknown, ctx: ParseContext): never {
  const message = err instanceof ValueError ? err.message : String(err);
  throw new ParseError({ format: ctx.format, source: ctx.source, text: ctx.text, offset: offsetOf(offsetsOf(sample), field) ?? offsetOf(offsetsOf(sample), "page") ?? 0, message });
}
