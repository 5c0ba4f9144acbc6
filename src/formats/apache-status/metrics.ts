import { borrowed } from "../../kit/metrics/names.js";
import type { FormatMetrics, InfluxFieldDoc, MetricFamily } from "../../kit/metrics/types.js";
import { sampleCollector } from "../../kit/metrics/samples.js";
import { SCOREBOARD_STATES } from "./fields.js";
import type { ApacheScoreboard, ApacheStatusPage, ApacheStatusRecord } from "./schema.js";

/*
 * mod_status pages as Lusitaniae/apache_exporter names them (collector/collector.go: its names, types, labels and
 * units, so that backfilled series join the live ones: `apache_sent_kilobytes_total` is in KiB as printed, CPU time
 * in ms, user and system each the sum of the server's and its children's), and as Telegraf's apache input writes them
 * to Influx (measurement `apache`, the page's field names without blanks, `scboard_*` per state). A `missing` sample
 * has no value.
 */
const EXPORTER = "apache_exporter";
const fam = (name: string, type: "gauge" | "counter", unit: string, help: string, source: string): MetricFamily => borrowed(EXPORTER, name, type, { name, unit }, help, source);

const ACCESSES = fam("apache_accesses_total", "counter", "{request}", "Current total apache accesses (*)", "Total Accesses (accessesTotal)");
const KBYTES = fam("apache_sent_kilobytes_total", "counter", "KiBy", "Current total kbytes sent (*)", "Total kBytes (sentBytesTotal / 1024)");
const DURATION = fam("apache_duration_ms_total", "counter", "ms", "Total duration of all registered requests in ms", "Total Duration (durationTotalMs)");
const CPU = fam("apache_cpu_time_ms_total", "counter", "ms", "Apache CPU time", "CPUUser + CPUChildrenUser, CPUSystem + CPUChildrenSystem, in ms (type=user|system)");
const CPULOAD = fam("apache_cpuload", "gauge", "%", "The current percentage CPU used by each worker and in total by all workers combined (*)", "CPULoad (cpuLoadPercent)");
const UPTIME = fam("apache_uptime_seconds_total", "counter", "s", "Current uptime in seconds (*)", "Uptime (uptimeSeconds)");
const WORKERS = fam("apache_workers", "gauge", "{worker}", "Apache worker statuses", "BusyWorkers/IdleWorkers (1.3: BusyServers/IdleServers), state=busy|idle");
const PROCESSES = fam("apache_processes", "gauge", "{process}", "Apache process count", "Processes, Stopping (state=all|stopping)");
const CONNECTIONS = fam("apache_connections", "gauge", "{connection}", "Apache connection statuses", "ConnsTotal, ConnsAsyncWriting/KeepAlive/Closing (state=total|writing|keepalive|closing)");
const SCOREBOARD = fam("apache_scoreboard", "gauge", "{slot}", "Apache scoreboard statuses", "Scoreboard counted per letter (state=idle|startup|read|reply|keepalive|dns|closing|logging|graceful_stop|idle_cleanup|open_slot)");
const LOAD = fam("apache_load", "gauge", "1", "Apache server load", "Load1/Load5/Load15 (interval=1min|5min|15min)");
const GENERATION = fam("apache_generation", "gauge", "1", "Apache restart generation", "ParentServerConfigGeneration/ParentServerMPMGeneration (type=config|mpm)");

/** apache_exporter's scoreboard labels, by the record's scoreboard keys. */
const SCOREBOARD_LABELS: Record<(typeof SCOREBOARD_STATES)[keyof typeof SCOREBOARD_STATES], string> = {
  waiting: "idle",
  starting: "startup",
  reading: "read",
  sending: "reply",
  keepalive: "keepalive",
  dnsLookup: "dns",
  closing: "closing",
  logging: "logging",
  gracefullyFinishing: "graceful_stop",
  idleCleanup: "idle_cleanup",
  openSlot: "open_slot",
};

/** Telegraf's apache input: the page's field names without blanks, and the scoreboard as `scboard_<state>`. */
const INFLUX_SCOREBOARD: Record<keyof typeof SCOREBOARD_LABELS, string> = {
  waiting: "scboard_waiting",
  starting: "scboard_starting",
  reading: "scboard_reading",
  sending: "scboard_sending",
  keepalive: "scboard_keepalive",
  dnsLookup: "scboard_dnslookup",
  closing: "scboard_closing",
  logging: "scboard_logging",
  gracefullyFinishing: "scboard_finishing",
  idleCleanup: "scboard_idle_cleanup",
  openSlot: "scboard_open",
};

const INFLUX_FIELDS: readonly (readonly [string, keyof ApacheStatusPage, string])[] = [
  ["TotalAccesses", "accessesTotal", "count"],
  ["TotalkBytes", "sentBytesTotal", "KiB (as printed)"],
  ["TotalDuration", "durationTotalMs", "ms"],
  ["CPULoad", "cpuLoadPercent", "percent"],
  ["Uptime", "uptimeSeconds", "s"],
  ["ReqPerSec", "requestsPerSecondSinceStart", "1/s"],
  ["BytesPerSec", "bytesPerSecondSinceStart", "B/s"],
  ["BytesPerReq", "bytesPerRequest", "B"],
  ["BusyWorkers", "busyWorkers", "count"],
  ["IdleWorkers", "idleWorkers", "count"],
  ["ConnsTotal", "connections", "count"],
  ["ConnsAsyncWriting", "asyncWritingConnections", "count"],
  ["ConnsAsyncKeepAlive", "asyncKeepAliveConnections", "count"],
  ["ConnsAsyncClosing", "asyncClosingConnections", "count"],
];

const INFLUX: readonly InfluxFieldDoc[] = [
  ...INFLUX_FIELDS.map(([field, key, unit]) => ({ measurement: "apache", field, source: String(key), unit })),
  ...Object.values(INFLUX_SCOREBOARD).map((field) => ({ measurement: "apache", field, source: "Scoreboard", unit: "count" })),
];

export const apacheStatusMetrics: FormatMetrics<ApacheStatusRecord> = {
  families: [ACCESSES, KBYTES, DURATION, CPU, CPULOAD, UPTIME, WORKERS, PROCESSES, CONNECTIONS, SCOREBOARD, LOAD, GENERATION],
  influxFields: INFLUX,
  samples(record) {
    if (record.kind !== "page") return [];
    const { out, put } = sampleCollector(record.timestamp);
    put(ACCESSES, record.accessesTotal);
    put(KBYTES, record.sentBytesTotal === undefined ? undefined : record.sentBytesTotal / 1024);
    put(DURATION, record.durationTotalMs);
    const sum = (a: number | undefined, b: number | undefined) => (a === undefined && b === undefined ? undefined : 1000 * ((a ?? 0) + (b ?? 0)));
    put(CPU, sum(record.cpuUserSeconds, record.cpuChildrenUserSeconds), { type: "user" });
    put(CPU, sum(record.cpuSystemSeconds, record.cpuChildrenSystemSeconds), { type: "system" });
    put(CPULOAD, record.cpuLoadPercent);
    put(UPTIME, record.uptimeSeconds);
    put(WORKERS, record.busyWorkers ?? record.busyServers, { state: "busy" });
    put(WORKERS, record.idleWorkers ?? record.idleServers, { state: "idle" });
    put(PROCESSES, record.processes, { state: "all" });
    put(PROCESSES, record.stoppingProcesses, { state: "stopping" });
    put(CONNECTIONS, record.connections, { state: "total" });
    put(CONNECTIONS, record.asyncWritingConnections, { state: "writing" });
    put(CONNECTIONS, record.asyncKeepAliveConnections, { state: "keepalive" });
    put(CONNECTIONS, record.asyncClosingConnections, { state: "closing" });
    if (record.scoreboard) for (const [key, label] of Object.entries(SCOREBOARD_LABELS)) put(SCOREBOARD, record.scoreboard[key as keyof ApacheScoreboard], { state: label });
    put(LOAD, record.load1, { interval: "1min" });
    put(LOAD, record.load5, { interval: "5min" });
    put(LOAD, record.load15, { interval: "15min" });
    put(GENERATION, record.parentServerConfigGeneration, { type: "config" });
    put(GENERATION, record.parentServerMpmGeneration, { type: "mpm" });
    return out;
  },
  influx(record) {
    if (record.kind !== "page") return [];
    const fields: Record<string, number> = {};
    for (const [field, key] of INFLUX_FIELDS) {
      const v = record[key];
      if (typeof v === "number") fields[field] = key === "sentBytesTotal" ? v / 1024 : v;
    }
    if (record.scoreboard) for (const [key, field] of Object.entries(INFLUX_SCOREBOARD)) fields[field] = record.scoreboard[key as keyof ApacheScoreboard];
    return Object.keys(fields).length ? [{ measurement: "apache", fields, ...(record.timestamp !== undefined ? { timestamp: record.timestamp } : {}) }] : [];
  },
};
