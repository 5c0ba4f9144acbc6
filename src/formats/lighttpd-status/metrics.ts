import { family } from "../../kit/metrics/names.js";
import type { FormatMetrics, InfluxFieldDoc } from "../../kit/metrics/types.js";
import { sampleCollector } from "../../kit/metrics/samples.js";
import type { LighttpdScoreboard, LighttpdStatusPage, LighttpdStatusRecord } from "./schema.js";

/*
 * lighttpd's mod_status pages. No Prometheus exporter for lighttpd 1.4's page is in use widely (netdata's and Datadog's
 * collectors are not Prometheus), so the names follow apache_exporter's (Lusitaniae/apache_exporter) with a
 * `lighttpd_` prefix: `lighttpd_accesses_total`, `lighttpd_uptime_seconds_total`, `lighttpd_workers{state}`,
 * `lighttpd_scoreboard{state}`; bytes sent in bytes (`lighttpd_sent_bytes_total`: a name of our own takes the base
 * unit, where apache_exporter's `apache_sent_kilobytes_total` keeps its own). Influx: measurement `lighttpd`, the
 * page's field names without blanks (as Telegraf's apache input writes Apache's). A `missing` sample has no value.
 */
const ACCESSES = family("counter", "lighttpd.accesses", "{request}", "Total requests served (Total Accesses)", "Total Accesses (accessesTotal)");
const SENT = family("counter", "lighttpd.sent", "By", "Total bytes sent (Total kBytes x 1024)", "Total kBytes (sentBytesTotal)");
const UPTIME = family("counter", "lighttpd.uptime", "s", "Seconds since lighttpd started", "Uptime (uptimeSeconds)");
const WORKERS = family("gauge", "lighttpd.workers", "{connection}", "Connections open (busy) and free connection slots (idle)", "BusyServers/IdleServers (state=busy|idle)");
const SCOREBOARD = family("gauge", "lighttpd.scoreboard", "{slot}", "Connection slots per state", "Scoreboard counted per letter (state=idle|connect|request_start|read|request_end|read_post|handle_request|response_start|write|response_end|error|close|keepalive)");

/** The scoreboard's labels, by the record's keys. */
const SCOREBOARD_LABELS: Partial<Record<keyof LighttpdScoreboard, string>> = {
  idle: "idle",
  connect: "connect",
  requestStart: "request_start",
  read: "read",
  requestEnd: "request_end",
  readPost: "read_post",
  handleRequest: "handle_request",
  responseStart: "response_start",
  write: "write",
  responseEnd: "response_end",
  error: "error",
  close: "close",
  keepalive: "keepalive",
};

const INFLUX_FIELDS: readonly (readonly [string, keyof LighttpdStatusPage, string])[] = [
  ["TotalAccesses", "accessesTotal", "count"],
  ["TotalkBytes", "sentBytesTotal", "KiB (as printed)"],
  ["Uptime", "uptimeSeconds", "s"],
  ["BusyServers", "busyServers", "count"],
  ["IdleServers", "idleServers", "count"],
];

const INFLUX: readonly InfluxFieldDoc[] = [
  ...INFLUX_FIELDS.map(([field, key, unit]) => ({ measurement: "lighttpd", field, source: String(key), unit })),
  ...Object.values(SCOREBOARD_LABELS).map((state) => ({ measurement: "lighttpd", field: `scboard_${state}`, source: "Scoreboard", unit: "count" })),
];

export const lighttpdStatusMetrics: FormatMetrics<LighttpdStatusRecord> = {
  families: [ACCESSES, SENT, UPTIME, WORKERS, SCOREBOARD],
  influxFields: INFLUX,
  samples(record) {
    if (record.kind !== "page") return [];
    const { out, put } = sampleCollector(record.timestamp);
    put(ACCESSES, record.accessesTotal);
    put(SENT, record.sentBytesTotal);
    put(UPTIME, record.uptimeSeconds);
    put(WORKERS, record.busyServers, { state: "busy" });
    put(WORKERS, record.idleServers, { state: "idle" });
    if (record.scoreboard) for (const [key, label] of Object.entries(SCOREBOARD_LABELS)) put(SCOREBOARD, record.scoreboard[key as keyof LighttpdScoreboard], { state: label });
    return out;
  },
  influx(record) {
    if (record.kind !== "page") return [];
    const fields: Record<string, number> = {};
    for (const [field, key] of INFLUX_FIELDS) {
      const v = record[key];
      if (typeof v === "number") fields[field] = key === "sentBytesTotal" ? v / 1024 : v;
    }
    if (record.scoreboard) for (const [key, state] of Object.entries(SCOREBOARD_LABELS)) fields[`scboard_${state}`] = record.scoreboard[key as keyof LighttpdScoreboard];
    return Object.keys(fields).length ? [{ measurement: "lighttpd", fields, ...(record.timestamp !== undefined ? { timestamp: record.timestamp } : {}) }] : [];
  },
};
