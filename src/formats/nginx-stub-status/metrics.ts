import { borrowed, family } from "../../kit/metrics/names.js";
import { shiftDecimal } from "../../kit/metrics/units.js";
import type { FormatMetrics, InfluxFieldDoc, MetricFamily, MetricSample } from "../../kit/metrics/types.js";
import type { StubStatusPage, StubStatusRecord } from "./schema.js";

/*
 * stub_status pages as nginx-prometheus-exporter names them (its names and types, so that backfilled series join the
 * live ones; its accepted/handled counters have no `_total`), and as Telegraf's nginx input writes them to Influx
 * (measurement `nginx`, integer fields). A `missing` sample (a failed fetch) has no value.
 */
const EXPORTER = "nginx-prometheus-exporter";
const gauge = (name: string, help: string, source: string): MetricFamily => borrowed(EXPORTER, name, "gauge", { name, unit: "{connection}" }, help, source);

const GAUGES: readonly [keyof StubStatusPage["gauges"], MetricFamily][] = [
  ["activeConnections", gauge("nginx_connections_active", "Active client connections", "Active connections (gauges.activeConnections)")],
  ["readingConnections", gauge("nginx_connections_reading", "Connections where NGINX is reading the request header", "Reading (gauges.readingConnections)")],
  ["writingConnections", gauge("nginx_connections_writing", "Connections where NGINX is writing the response back to the client", "Writing (gauges.writingConnections)")],
  ["waitingConnections", gauge("nginx_connections_waiting", "Idle client connections", "Waiting (gauges.waitingConnections)")],
];
const ACCEPTED = borrowed(EXPORTER, "nginx_connections_accepted", "counter", { name: "nginx_connections_accepted", unit: "{connection}" }, "Accepted client connections", "accepts (counters.acceptedConnections)");
const HANDLED = borrowed(EXPORTER, "nginx_connections_handled", "counter", { name: "nginx_connections_handled", unit: "{connection}" }, "Handled client connections", "handled (counters.handledConnections)");
const REQUESTS = borrowed(EXPORTER, "nginx_http_requests_total", "counter", { name: "nginx_http_requests_total", unit: "{request}" }, "Total http requests", "requests (counters.requests)");
const REQUEST_TIME = family("counter", "nginx.http.request_time", "s", "Total time spent on requests (Tengine request_time), seconds", "Tengine request_time (counters.requestTimeMs / 1000)");

const INFLUX: readonly InfluxFieldDoc[] = [
  ["active", "Active connections"],
  ["accepts", "accepts"],
  ["handled", "handled"],
  ["requests", "requests"],
  ["reading", "Reading"],
  ["writing", "Writing"],
  ["waiting", "Waiting"],
].map(([field, source]) => ({ measurement: "nginx", field: field!, source: source!, unit: "count (integer)" }));

export const stubStatusMetrics: FormatMetrics<StubStatusRecord> = {
  families: [...GAUGES.map(([, f]) => f), ACCEPTED, HANDLED, REQUESTS, REQUEST_TIME],
  influxFields: [...INFLUX, { measurement: "nginx", field: "request_time", source: "Tengine request_time", unit: "ms (integer)" }],
  samples(record) {
    if (record.kind !== "page") return [];
    const at = record.timestamp;
    const out: MetricSample[] = [];
    for (const [key, f] of GAUGES) {
      const v = record.gauges[key];
      if (v !== null) out.push({ family: f, value: v, timestamp: at });
    }
    const c = record.counters;
    out.push({ family: ACCEPTED, value: c.acceptedConnections, timestamp: at });
    out.push({ family: HANDLED, value: c.handledConnections, timestamp: at });
    out.push({ family: REQUESTS, value: c.requests, timestamp: at });
    if (c.requestTimeMs !== undefined) out.push({ family: REQUEST_TIME, value: shiftDecimal(c.requestTimeMs, -3), timestamp: at });
    return out;
  },
  influx(record) {
    if (record.kind !== "page") return [];
    const g = record.gauges;
    const c = record.counters;
    const fields: Record<string, { int: number }> = {
      active: { int: g.activeConnections },
      accepts: { int: c.acceptedConnections },
      handled: { int: c.handledConnections },
      requests: { int: c.requests },
      reading: { int: g.readingConnections },
      writing: { int: g.writingConnections },
    };
    if (g.waitingConnections !== null) fields.waiting = { int: g.waitingConnections };
    if (c.requestTimeMs !== undefined) fields.request_time = { int: c.requestTimeMs };
    return [{ measurement: "nginx", fields, timestamp: record.timestamp }];
  },
};
