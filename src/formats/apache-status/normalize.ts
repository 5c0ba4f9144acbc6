import { isValid } from "date-fns/isValid";
import { parseISO } from "date-fns/parseISO";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { countScoreboard, readFieldTable, readFieldValue, type TableValues } from "../status-page/fields.js";
import { failAtValue as fail, normalizeStatusPages, type StatusPageTable } from "../status-page/normalize.js";
import { counterRates } from "../status-page/series.js";
import { APACHE_FIELDS, SCOREBOARD_STATES, TLS_FIELDS, type FieldKind } from "./fields.js";
import type { ApacheStatusRawSample, RawField } from "./raw.js";
import type { ApacheStatusPage, ApacheStatusRates, ApacheStatusRecord, ApacheTlsSessionCache } from "./schema.js";
import { fieldSetter } from "../../kit/field-setter.js";

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

/** A page's values as the series loop carries them from read to record. */
interface PageValues extends TableValues {
  tls: ApacheTlsSessionCache | undefined;
  warnings: string[];
}

/** mod_status on the status-page kit: its field table, counters, restarts and rates. */
const APACHE_TABLE: StatusPageTable<ApacheStatusRawSample, PageValues, Counters, ApacheStatusRates, ApacheStatusPage> = {
  stateKey: "apacheSeries",
  expected: EXPECTED,
  read(sample, ctx, zone) {
    if (!sample.fields) return undefined;
    const warnings: string[] = [];
    const read = (name: string, value: string, kind: FieldKind): unknown =>
      name === "Scoreboard" ? countScoreboard(value, SCOREBOARD_STATES) : readValue(sample, `field:${name}`, name, value, kind, zone.zoneOffsets, warnings, ctx);
    const table = readFieldTable(sample.fields, APACHE_FIELDS, read, warnings);
    const tls = sample.tlsSessionCache ? tlsOf(sample, sample.tlsSessionCache, warnings, ctx) : undefined;
    return { values: table.values, other: table.other, tls, warnings };
  },
  counters({ values }) {
    const counters: Counters = {};
    for (const k of ["accessesTotal", "sentBytesTotal", "durationTotalMs", "restartTime"] as const) if (values[k] !== undefined) (counters as Record<string, unknown>)[k] = values[k];
    return counters;
  },
  restarted,
  rates: ratesBetween,
  record(sample, { values, other, tls, warnings }, time, segment, rates) {
    const rec = { format: "apache-status", kind: "page" } as ApacheStatusPage;
    if (sample.serverName !== undefined) rec.serverName = sample.serverName;
    if (sample.server !== undefined) rec.server = sample.server;
    const versionOf = (s: string | undefined) => (s === undefined ? undefined : /^Apache\/(\d[\w.-]*)/.exec(s)?.[1]);
    const version = versionOf(values.serverVersion as string | undefined) ?? versionOf(sample.server);
    if (version) rec.version = version;
    if (time) rec.timestamp = time.iso;
    rec.segment = segment;
    // the fields in the schema's order
    for (const [key] of Object.values(APACHE_FIELDS)) if (values[key] !== undefined) fieldSetter(key)(rec as Record<string, unknown>, values[key]);
    if (tls) rec.tlsSessionCache = tls;
    if (other) rec.other = other;
    if (rates) rec.rates = rates;
    if (rec.busyWorkers !== undefined && rec.scoreboard && rec.gracefulWorkers === 0 && rec.scoreboard.gracefullyFinishing > 0) {
      warnings.push(`GracefulWorkers is 0 while the scoreboard shows ${rec.scoreboard.gracefullyFinishing} G slots (Apache counts GracefulWorkers for the current generation only)`);
    }
    if (warnings.length) rec.warnings = warnings;
    return rec;
  },
  fail,
};

/**
 * Raw samples to typed records: each field by the field table (fields.ts), the Scoreboard counted per state letter,
 * the TLS session cache block typed; rates against the previous page of the segment; a restart (a counter going down,
 * a new RestartTime) starts a new segment.
 */
export function normalizeApacheStatus(samples: ApacheStatusRawSample[], ctx: ParseContext): ApacheStatusRecord[] {
  return normalizeStatusPages(samples, ctx, APACHE_TABLE) as ApacheStatusRecord[];
}

function restarted(before: Counters, after: Counters): boolean {
  const down = (k: "accessesTotal" | "sentBytesTotal" | "durationTotalMs") => before[k] !== undefined && after[k] !== undefined && after[k] < before[k];
  return down("accessesTotal") || down("sentBytesTotal") || down("durationTotalMs") || (before.restartTime !== undefined && after.restartTime !== undefined && before.restartTime !== after.restartTime);
}

function ratesBetween(a: Counters, b: Counters, seconds: number): ApacheStatusRates | undefined {
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


function readValue(sample: ApacheStatusRawSample, offsetKey: string, name: string, value: string, kind: string, zoneOffsets: Record<string, string> | undefined, warnings: string[], ctx: ParseContext): unknown {
  try {
    return kind === "time" ? apacheTime(value, zoneOffsets, name, warnings) : readFieldValue(kind, value);
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

function tlsOf(sample: ApacheStatusRawSample, fields: readonly RawField[], warnings: string[], ctx: ParseContext): ApacheTlsSessionCache {
  const values: Record<string, unknown> = {};
  for (const [name, value] of fields) {
    if (!Object.hasOwn(TLS_FIELDS, name)) continue;
    const [key, kind] = TLS_FIELDS[name as keyof typeof TLS_FIELDS];
    values[key] ??= readValue(sample, `tls:${name}`, name, value, kind, undefined, warnings, ctx);
  }
  const out: Record<string, unknown> = {};
  for (const [key] of Object.values(TLS_FIELDS)) if (values[key] !== undefined) fieldSetter(key)(out, values[key]);
  return out as ApacheTlsSessionCache;
}
