import { loadTestMetrics, type LoadTestParts } from "../load-test/metrics.js";
import type { InfluxPoint } from "../../kit/metrics/types.js";
import type { K6Metric, K6Results } from "./schema.js";

/**
 * k6 summaries as load-test metrics (src/formats/load-test/metrics.ts): http_req_failed's failed requests as the error kind
 * other (an unexpected status or no response: k6 does not tell them apart). Influx: what `k6 run --out influxdb`
 * writes and the k6 Grafana dashboards read, one measurement per metric (`http_req_duration`, `http_reqs`,
 * `http_req_failed`, `vus_max`, `data_received`, ...) with its value in the field `value` (ms for times, bytes for
 * data), a sub-metric's `{tag:value}` as tags. k6 writes one point per request; a summary is one point per metric
 * whose `value` gives the dashboards' aggregate over the run: a trend's mean, a counter's total (dashboards sum it),
 * a rate's share 0-1 (the mean of its 0 and 1 values), a gauge's last value. Its other statistics are fields too
 * (`min`, `med`, `max`, `p90`, `count`, `rate`, `passes`, `fails`).
 */
export const k6MetricParts: LoadTestParts<K6Results> = {
  errors: (r) => ({ other: r.httpRequestsFailed }),
  influx: (r, tags) => r.metrics.flatMap((m) => k6Point(m, tags)),
  influxFields: [
    { measurement: "<metric> (http_req_duration, http_reqs, http_req_failed, vus_max, data_received, ...)", field: "value", source: "trend: avg; counter: its total; rate: percent / 100; gauge: its value", unit: "the metric's (ms for times, bytes for data)" },
    { measurement: "<metric>", field: "min, med, max, p<N>, count, rate, passes, fails", source: "the metric's other printed statistics", unit: "the metric's; rate per second" },
  ],
};

export const k6Metrics = loadTestMetrics<K6Results>(k6MetricParts);

function k6Point(m: K6Metric, run: Readonly<Record<string, string>>): InfluxPoint[] {
  const f: Record<string, number | { int: number } | undefined> = {};
  if (m.kind === "trend") {
    Object.assign(f, { value: m.avg, min: m.min, med: m.med, max: m.max, count: m.count });
    for (const p of m.percentiles ?? []) f[`p${String(p.percent).replace(".", "_")}`] = p.value;
  } else if (m.kind === "counter") Object.assign(f, { value: m.count, rate: m.ratePerSecond });
  else if (m.kind === "rate") Object.assign(f, { value: m.passes !== undefined && m.fails !== undefined && m.passes + m.fails > 0 ? m.passes / (m.passes + m.fails) : m.percent !== undefined ? m.percent / 100 : undefined, passes: m.passes !== undefined ? { int: m.passes } : undefined, fails: m.fails !== undefined ? { int: m.fails } : undefined });
  else if (m.kind === "gauge") Object.assign(f, { value: m.value, min: m.min, max: m.max });
  const fields = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as InfluxPoint["fields"];
  if (Object.keys(fields).length === 0) return [];
  const tags: Record<string, string> = { ...run };
  for (const pair of m.tags?.split(",") ?? []) {
    const at = pair.indexOf(":");
    if (at > 0) tags[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  if (m.group !== undefined) tags.group = `::${m.group}`;
  if (m.scenario !== undefined) tags.scenario = m.scenario;
  return [{ measurement: m.name, tags, fields }];
}
