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
import { APACHE_FIELDS, SCOREBOARD_STATES, TLS_FIELDS } from "./fields.js";
import type { ApacheStatusRawSample, RawField } from "./raw.js";
import type { ApacheScoreboard, ApacheStatusMissing, ApacheStatusPage, ApacheStatusRates, ApacheStatusRecord, ApacheTlsSessionCache } from "./schema.js";

/** What marks a restart between two pages: the counters going down, or a new RestartTime. */
interface Counters {
  accessesTotal?: number;
  sentBytesTotal?: number;
  durationTotalMs?: number;
  restartTime?: string;
}

const EXPECTED = "a mod_status ?auto page";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** `%A, %d-%b-%Y %H:%M:%S %Z` */
const APACHE_TIME = /^[A-Za-z]+, (\d\d)-([A-Z][a-z]{2})-(\d{4}) (\d\d:\d\d:\d\d) ([A-Za-z][A-Za-z0-9+-]*)$/;

/**
 * Raw samples to typed records: each field by the field table (fields.ts), the Scoreboard counted per state letter,
 * the TLS session cache block typed; rates against the previous page of the segment; a restart (a counter going down,
 * a new RestartTime) starts a new segment.
 */
export function normalizeApacheStatus(samples: ApacheStatusRawSample[], ctx: ParseContext): ApacheStatusRecord[] {
  const options = ctx.options as ParseContext["options"] & StatusPageOptions;
  const series = new StatusSeries<Counters>(ctx.state, "apacheSeries");
  const zone = options.zoneOffsets ? { zoneOffsets: options.zoneOffsets } : {};
  const failAt = (s: ApacheStatusRawSample, field: string, err: unknown): never => fail(s, field, err, ctx);
  const records = samples.map((sample): ApacheStatusRecord => {
    const time = sampleTime(sample, zone, EXPECTED, failAt);
    if (sample.kind === "missing" || !sample.fields) {
      const rec = { format: "apache-status", kind: "missing" } as ApacheStatusMissing;
      if (time) rec.timestamp = time.iso;
      rec.segment = series.segment;
      if (sample.httpStatus !== undefined) rec.httpStatus = sample.httpStatus;
      rec.reason = missingReason(sample);
      return rec;
    }
    const warnings: string[] = [];
    const rec = { format: "apache-status", kind: "page" } as ApacheStatusPage;
    if (sample.serverName !== undefined) rec.serverName = sample.serverName;
    if (sample.server !== undefined) rec.server = sample.server;
    const values: Record<string, unknown> = {};
    let other: Record<string, string> | undefined;
    const seen = new Map<string, string>();
    for (const [name, value] of sample.fields) {
      const known = Object.hasOwn(APACHE_FIELDS, name) ? APACHE_FIELDS[name as keyof typeof APACHE_FIELDS] : undefined;
      if (!known) {
        (other ??= {})[safeKey(name)] = value;
        continue;
      }
      const before = seen.get(name);
      if (before !== undefined) {
        if (before !== value) warnings.push(`${name} printed twice with different values (${before}, ${value}); the first is kept`);
        continue;
      }
      seen.set(name, value);
      const [key, kind] = known;
      if (name === "Scoreboard") values[key] = scoreboardOf(value);
      else values[key] = read(sample, `field:${name}`, name, value, kind, zone.zoneOffsets, warnings, ctx);
    }
    const versionOf = (s: string | undefined) => (s === undefined ? undefined : /^Apache\/(\d[\w.-]*)/.exec(s)?.[1]);
    const version = versionOf(values.serverVersion as string | undefined) ?? versionOf(sample.server);
    if (version) rec.version = version;
    if (time) rec.timestamp = time.iso;
    const counters: Counters = {};
    for (const k of ["accessesTotal", "sentBytesTotal", "durationTotalMs", "restartTime"] as const) if (values[k] !== undefined) (counters as Record<string, unknown>)[k] = values[k];
    const prev = series.next({ counters, time }, restarted);
    rec.segment = series.segment;
    // the fields in the schema's order
    for (const [key] of Object.values(APACHE_FIELDS)) if (values[key] !== undefined) (rec as Record<string, unknown>)[key] = values[key];
    if (sample.tlsSessionCache) rec.tlsSessionCache = tlsOf(sample, sample.tlsSessionCache, warnings, ctx);
    if (other) rec.other = other;
    if (prev) {
      const rates = ratesBetween(prev.counters, counters, intervalSeconds(prev.time, time));
      if (rates) rec.rates = rates;
    }
    if (rec.busyWorkers !== undefined && rec.scoreboard && rec.gracefulWorkers === 0 && rec.scoreboard.gracefullyFinishing > 0) {
      warnings.push(`GracefulWorkers is 0 while the scoreboard shows ${rec.scoreboard.gracefullyFinishing} G slots (Apache counts GracefulWorkers for the current generation only)`);
    }
    if (warnings.length) rec.warnings = warnings;
    return rec;
  });
  series.save();
  return records;
}

function restarted(before: Counters, after: Counters): boolean {
  const down = (k: "accessesTotal" | "sentBytesTotal" | "durationTotalMs") => before[k] !== undefined && after[k] !== undefined && after[k] < before[k];
  return down("accessesTotal") || down("sentBytesTotal") || down("durationTotalMs") || (before.restartTime !== undefined && after.restartTime !== undefined && before.restartTime !== after.restartTime);
}

function ratesBetween(a: Counters, b: Counters, seconds: number | undefined): ApacheStatusRates | undefined {
  if (seconds === undefined) return undefined;
  const made = counterRates(a, b, seconds, RATES);
  if (!made) return undefined;
  const rates = { intervalSeconds: seconds, ...made } as ApacheStatusRates;
  const accesses = b.accessesTotal !== undefined && a.accessesTotal !== undefined ? b.accessesTotal - a.accessesTotal : 0;
  if (accesses > 0 && a.durationTotalMs !== undefined && b.durationTotalMs !== undefined) rates.meanDurationMs = (b.durationTotalMs - a.durationTotalMs) / accesses;
  if (accesses > 0 && a.sentBytesTotal !== undefined && b.sentBytesTotal !== undefined) rates.bytesPerAccess = (b.sentBytesTotal - a.sentBytesTotal) / accesses;
  return rates;
}

const RATES = [
  ["accessesTotal", "accessesPerSecond"],
  ["sentBytesTotal", "sentBytesPerSecond"],
  ["durationTotalMs", "durationMsPerSecond"],
] as const;

/** A value of the sample that does not read, as a ParseError at the value. */
function fail(sample: ApacheStatusRawSample, field: string, err: unknown, ctx: ParseContext): never {
  const message = err instanceof ValueError ? err.message : String(err);
  throw new ParseError({ format: ctx.format, source: ctx.source, text: ctx.text, offset: offsetOf(offsetsOf(sample), field) ?? offsetOf(offsetsOf(sample), "page") ?? 0, message });
}

function read(sample: ApacheStatusRawSample, offsetKey: string, name: string, value: string, kind: string, zoneOffsets: Record<string, string> | undefined, warnings: string[], ctx: ParseContext): unknown {
  try {
    switch (kind) {
      case "int":
        return parseInteger(value);
      case "number":
        return parseNumber(value);
      case "kbytes":
        return parseInteger(value) * 1024;
      case "percent": {
        const m = /^(.*?)\s*%$/.exec(value);
        if (!m) throw new ValueError(`not a percentage: ${JSON.stringify(value)}`);
        return parseNumber(m[1]!);
      }
      case "time":
        return apacheTime(value, zoneOffsets, name, warnings);
      default:
        return value;
    }
  } catch (err) {
    return fail(sample, offsetKey, err instanceof ValueError ? new ValueError(`${name}: ${err.message}`) : err, ctx);
  }
}

/**
 * `Sunday, 06-Dec-2026 02:37:08 UTC` as ISO 8601: `Z` for UTC and GMT, the offset zoneOffsets gives an abbreviation,
 * else local time without an offset (and a warning).
 */
function apacheTime(text: string, zoneOffsets: Record<string, string> | undefined, name: string, warnings: string[]): string {
  const m = APACHE_TIME.exec(text);
  const month = m ? MONTHS.indexOf(m[2]!) + 1 : 0;
  if (!m || month === 0) throw new ValueError(`not a time like "Sunday, 06-Dec-2026 02:37:08 UTC": ${JSON.stringify(text)}`);
  const local = `${m[3]}-${String(month).padStart(2, "0")}-${m[1]}T${m[4]}`;
  if (!isValid(parseISO(local))) throw new ValueError(`not a valid date: ${JSON.stringify(text)}`);
  const zone = m[5]!;
  if (zone === "UTC" || zone === "GMT") return `${local}Z`;
  const configured = zoneOffsets && Object.hasOwn(zoneOffsets, zone) ? zoneOffsets[zone]! : undefined;
  if (configured !== undefined) return `${local}${configured === "Z" ? "Z" : configured.replace(/^([+-]\d\d)(\d\d)$/, "$1:$2")}`;
  warnings.push(`${name} names the zone ${zone}: given without an offset (set zoneOffsets, e.g. --zone-offset ${zone}=+HH:MM)`);
  return local;
}

function scoreboardOf(text: string): ApacheScoreboard {
  const board: ApacheScoreboard = { slots: text.length, waiting: 0, starting: 0, reading: 0, sending: 0, keepalive: 0, dnsLookup: 0, closing: 0, logging: 0, gracefullyFinishing: 0, idleCleanup: 0, openSlot: 0, unknown: 0 };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const key = Object.hasOwn(SCOREBOARD_STATES, c) ? SCOREBOARD_STATES[c as keyof typeof SCOREBOARD_STATES] : "unknown";
    board[key]++;
  }
  return board;
}

function tlsOf(sample: ApacheStatusRawSample, fields: readonly RawField[], warnings: string[], ctx: ParseContext): ApacheTlsSessionCache {
  const values: Record<string, unknown> = {};
  for (const [name, value] of fields) {
    if (!Object.hasOwn(TLS_FIELDS, name)) continue;
    const [key, kind] = TLS_FIELDS[name as keyof typeof TLS_FIELDS];
    values[key] ??= read(sample, `tls:${name}`, name, value, kind, undefined, warnings, ctx);
  }
  const out: Record<string, unknown> = {};
  for (const [key] of Object.values(TLS_FIELDS)) if (values[key] !== undefined) out[key] = values[key];
  return out as ApacheTlsSessionCache;
}
