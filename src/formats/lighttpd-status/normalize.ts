import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { countScoreboard, readFieldTable, readFieldValue, tableKeys, type TableValues } from "../status-page/fields.js";
import { failAtValue as fail, normalizeStatusPages, type StatusPageTable } from "../status-page/normalize.js";
import { counterRates } from "../status-page/series.js";
import { LIGHTTPD_FIELDS, SCOREBOARD_STATES } from "./fields.js";
import type { LighttpdStatusRawSample } from "./raw.js";
import type { LighttpdStatusPage, LighttpdStatusRates, LighttpdStatusRecord } from "./schema.js";

/** What marks a restart between two pages: a counter or Uptime going down (lighttpd prints no start time). */
interface Counters {
  accessesTotal?: number;
  sentBytesTotal?: number;
  uptimeSeconds?: number;
}

interface PageValues {
  values: TableValues["values"];
  warnings: string[];
}

const EXPECTED = "a lighttpd mod_status ?auto page";
const KEYS = tableKeys(LIGHTTPD_FIELDS);
const RATES = [
  ["accessesTotal", "accessesPerSecond"],
  ["sentBytesTotal", "sentBytesPerSecond"],
] as const;

/** lighttpd's mod_status on the status-page kit: its field table, counters, restarts and rates. */
const LIGHTTPD_TABLE: StatusPageTable<LighttpdStatusRawSample, PageValues, Counters, LighttpdStatusRates, LighttpdStatusPage> = {
  stateKey: "lighttpdSeries",
  expected: EXPECTED,
  read(sample, ctx) {
    if (!sample.fields) return undefined;
    const warnings: string[] = [];
    const read = (name: string, value: string, kind: string): unknown => {
      if (name === "Scoreboard") return countScoreboard(value, SCOREBOARD_STATES);
      try {
        return readFieldValue(kind, value);
      } catch (err) {
        return fail(sample, `field:${name}`, err instanceof ValueError ? new ValueError(`${name}: ${err.message}`) : err, ctx);
      }
    };
    // (a field lighttpd does not print was refused with the page: index.ts)
    return { values: readFieldTable(sample.fields, LIGHTTPD_FIELDS, read, warnings).values, warnings };
  },
  counters({ values }) {
    const counters: Counters = {};
    for (const k of ["accessesTotal", "sentBytesTotal", "uptimeSeconds"] as const) if (typeof values[k] === "number") counters[k] = values[k];
    return counters;
  },
  restarted(before, after) {
    const down = (k: keyof Counters) => before[k] !== undefined && after[k] !== undefined && after[k] < before[k];
    return down("accessesTotal") || down("sentBytesTotal") || down("uptimeSeconds");
  },
  rates(a, b, seconds) {
    const made = counterRates(a, b, seconds, RATES);
    if (!made) return undefined;
    const rates = { intervalSeconds: seconds, ...made } as LighttpdStatusRates;
    const accesses = b.accessesTotal !== undefined && a.accessesTotal !== undefined ? b.accessesTotal - a.accessesTotal : 0;
    if (accesses > 0 && a.sentBytesTotal !== undefined && b.sentBytesTotal !== undefined) rates.bytesPerAccess = (b.sentBytesTotal - a.sentBytesTotal) / accesses;
    return rates;
  },
  record(sample, { values, warnings }, time, segment, rates) {
    const rec = { format: "lighttpd-status", kind: "page" } as LighttpdStatusPage;
    if (sample.server !== undefined) rec.server = sample.server;
    const version = sample.server !== undefined ? /^lighttpd\/(\d[\w.-]*)/i.exec(sample.server)?.[1] : undefined;
    if (version) rec.version = version;
    if (time) rec.timestamp = time.iso;
    rec.segment = segment;
    // the fields in the schema's order
    for (const key of KEYS) if (values[key] !== undefined) (rec as Record<string, unknown>)[key] = values[key];
    if (rates) rec.rates = rates;
    const board = rec.scoreboard;
    if (board && rec.busyServers !== undefined && rec.idleServers !== undefined && board.slots !== rec.busyServers + rec.idleServers) {
      warnings.push(`the Scoreboard has ${board.slots} letters but BusyServers + IdleServers is ${rec.busyServers + rec.idleServers} (one letter per connection slot): the line may be cut`);
    }
    if (warnings.length) rec.warnings = warnings;
    return rec;
  },
  fail: (sample, field, err, ctx) => fail(sample, field, err, ctx),
};

/**
 * Raw samples to typed records: each field by the field table (fields.ts), the Scoreboard counted per letter; rates
 * against the previous page of the segment; a restart (a counter or Uptime going down) starts a new segment.
 */
export function normalizeLighttpdStatus(samples: LighttpdStatusRawSample[], ctx: ParseContext): LighttpdStatusRecord[] {
  return normalizeStatusPages(samples, ctx, LIGHTTPD_TABLE) as LighttpdStatusRecord[];
}

