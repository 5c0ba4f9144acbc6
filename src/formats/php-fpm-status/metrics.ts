import { borrowed } from "../../kit/metrics/names.js";
import type { FormatMetrics, InfluxFieldDoc, MetricFamily } from "../../kit/metrics/types.js";
import { sampleCollector } from "../../kit/metrics/samples.js";
import type { PhpFpmStatusPage, PhpFpmStatusRecord } from "./schema.js";

/*
 * php-fpm status pages as hipages/php-fpm_exporter names them (phpfpm/exporter.go: its names, types and values, so
 * that backfilled series join the live ones: `phpfpm_process_request_duration` in microseconds as php-fpm prints it,
 * `phpfpm_process_last_request_cpu` in percent; label `pool`, and per process `pid` where the exporter has `child`, a
 * hash of start time and pid), and as Telegraf's phpfpm input writes them to Influx (measurement `phpfpm`, the page's
 * field names with `_`). A `missing` sample has no value.
 */
const EXPORTER = "php-fpm_exporter";
const fam = (name: string, type: "gauge" | "counter", unit: string, help: string, source: string): MetricFamily => borrowed(EXPORTER, name, type, { name, unit }, help, source);

/** The pool's families, each with the record's key. */
const POOL: readonly (readonly [keyof PhpFpmStatusPage, MetricFamily])[] = [
  ["startSinceSeconds", fam("phpfpm_start_since", "counter", "s", "The number of seconds since FPM has started.", "start since (startSinceSeconds)")],
  ["acceptedConnections", fam("phpfpm_accepted_connections", "counter", "{request}", "The number of requests accepted by the pool.", "accepted conn (acceptedConnections)")],
  ["listenQueue", fam("phpfpm_listen_queue", "gauge", "{request}", "The number of requests in the queue of pending connections.", "listen queue (listenQueue)")],
  ["maxListenQueue", fam("phpfpm_max_listen_queue", "counter", "{request}", "The maximum number of requests in the queue of pending connections since FPM has started.", "max listen queue (maxListenQueue)")],
  ["listenQueueLength", fam("phpfpm_listen_queue_length", "gauge", "{request}", "The size of the socket queue of pending connections.", "listen queue len (listenQueueLength)")],
  ["idleProcesses", fam("phpfpm_idle_processes", "gauge", "{process}", "The number of idle processes.", "idle processes (idleProcesses)")],
  ["activeProcesses", fam("phpfpm_active_processes", "gauge", "{process}", "The number of active processes.", "active processes (activeProcesses)")],
  ["totalProcesses", fam("phpfpm_total_processes", "gauge", "{process}", "The number of idle + active processes.", "total processes (totalProcesses)")],
  ["maxActiveProcesses", fam("phpfpm_max_active_processes", "counter", "{process}", "The maximum number of active processes since FPM has started.", "max active processes (maxActiveProcesses)")],
  ["maxChildrenReached", fam("phpfpm_max_children_reached", "counter", "{event}", "The number of times, the process limit has been reached, when pm tries to start more children (works only for pm 'dynamic' and 'ondemand').", "max children reached (maxChildrenReached)")],
  ["slowRequests", fam("phpfpm_slow_requests", "counter", "{request}", "The number of requests that exceeded your 'request_slowlog_timeout' value.", "slow requests (slowRequests)")],
];
const UP = fam("phpfpm_up", "gauge", "1", "Could PHP-FPM be reached?", "1 for a page, 0 for a missing sample");
const PROCESS_REQUESTS = fam("phpfpm_process_requests", "counter", "{request}", "The number of requests the process has served.", "?full: requests (processes[].requests), label pid");
const PROCESS_DURATION = fam("phpfpm_process_request_duration", "gauge", "us", "The duration in microseconds of the requests.", "?full: request duration in microseconds (processes[].requestDurationMs x 1000), label pid");
const PROCESS_MEMORY = fam("phpfpm_process_last_request_memory", "gauge", "By", "The max amount of memory the last request consumed.", "?full: last request memory (processes[].lastRequestMemoryBytes), label pid");
const PROCESS_CPU = fam("phpfpm_process_last_request_cpu", "gauge", "%", "The %cpu the last request consumed.", "?full: last request cpu (processes[].lastRequestCpuPercent), label pid");
const PROCESS_STATE = fam("phpfpm_process_state", "gauge", "1", "The state of the process (Idle, Running, ...).", "?full: 1 for each process's state (processes[].state), labels pid and state");

const INFLUX_FIELDS: readonly (readonly [string, keyof PhpFpmStatusPage])[] = [
  ["start_since", "startSinceSeconds"],
  ["accepted_conn", "acceptedConnections"],
  ["listen_queue", "listenQueue"],
  ["max_listen_queue", "maxListenQueue"],
  ["listen_queue_len", "listenQueueLength"],
  ["idle_processes", "idleProcesses"],
  ["active_processes", "activeProcesses"],
  ["total_processes", "totalProcesses"],
  ["max_active_processes", "maxActiveProcesses"],
  ["max_children_reached", "maxChildrenReached"],
  ["slow_requests", "slowRequests"],
];
const INFLUX: readonly InfluxFieldDoc[] = INFLUX_FIELDS.map(([field, key]) => ({ measurement: "phpfpm", field, source: String(key), unit: key === "startSinceSeconds" ? "s (integer)" : "count (integer)" }));

export const phpFpmStatusMetrics: FormatMetrics<PhpFpmStatusRecord> = {
  families: [UP, ...POOL.map(([, f]) => f), PROCESS_REQUESTS, PROCESS_DURATION, PROCESS_MEMORY, PROCESS_CPU, PROCESS_STATE],
  influxFields: INFLUX,
  samples(record) {
    const pool: Record<string, string> = record.kind === "page" && record.pool !== undefined ? { pool: record.pool } : {};
    const { out, put } = sampleCollector(record.timestamp, pool);
    if (record.kind !== "page") {
      put(UP, 0);
      return out;
    }
    put(UP, 1);
    for (const [key, family] of POOL) put(family, record[key] as number | undefined);
    for (const p of record.processes ?? []) {
      if (p.pid === undefined) continue;
      const labels = { ...pool, pid: String(p.pid) };
      put(PROCESS_REQUESTS, p.requests, labels);
      put(PROCESS_DURATION, p.requestDurationMs == null ? undefined : Math.round(p.requestDurationMs * 1000), labels);
      put(PROCESS_MEMORY, p.lastRequestMemoryBytes, labels);
      put(PROCESS_CPU, p.lastRequestCpuPercent, labels);
      if (p.state !== undefined) put(PROCESS_STATE, 1, { ...labels, state: p.state });
    }
    return out;
  },
  influx(record) {
    if (record.kind !== "page") return [];
    const fields: Record<string, { int: number }> = {};
    for (const [field, key] of INFLUX_FIELDS) {
      const v = record[key];
      if (typeof v === "number") fields[field] = { int: v };
    }
    return Object.keys(fields).length ? [{ measurement: "phpfpm", fields, ...(record.pool !== undefined ? { tags: { pool: record.pool } } : {}), ...(record.timestamp !== undefined ? { timestamp: record.timestamp } : {}) }] : [];
  },
};
