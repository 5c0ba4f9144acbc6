import { summarize, type LoadTestSummary } from "../api/summary.js";
import type { AbRecord } from "../formats/ab/schema.js";
import type { WebbenchRecord } from "../formats/webbench/schema.js";
import { family } from "./names.js";
import { shiftDecimal } from "./units.js";
import type { FormatMetrics, InfluxFieldDoc, MetricContext, MetricFamily, MetricSample } from "./types.js";

/*
 * Load-test runs (ab, webbench) as metrics, from their comparison view (summarize): gauges of the run and, where the
 * tool printed a percentile table (ab), a summary `loadtest_latency_seconds` with its quantiles. No exporter measures
 * these, so the names are ours (`loadtest.*` the OTel way). Labels: `tool` (the format), `target`, `concurrency` and
 * `run` (the run's number in the output, from 0, so that two runs of one target are two series). Runs print no time:
 * the samples have none.
 */
const gauge = (name: string, unit: string, help: string, source: string): MetricFamily => family("gauge", `loadtest.${name}`, unit, help, source);
const GAUGES: readonly [keyof LoadTestSummary, MetricFamily, number][] = [
  ["requestsPerSecond", gauge("requests", "{request}/s", "Requests per second over the run (mean).", "ab Requests per second; webbench (succeeded + failed) / duration (requestsPerSecond)"), 0],
  ["bytesPerSecond", gauge("received", "By/s", "Bytes received per second over the run.", "ab Transfer rate; webbench bytes/sec (bytesPerSecond)"), 0],
  ["durationSeconds", gauge("duration", "s", "How long the run took (ab) or was asked to run (webbench -t).", "ab Time taken for tests; webbench running T sec (durationSeconds)"), 0],
  ["requests", gauge("requests.completed", "{request}", "Requests the tool counted.", "ab Complete requests; webbench succeeded + failed (requests)"), 0],
  ["successful", gauge("requests.successful", "{request}", "Successful requests.", "ab complete - failed - non-2xx; webbench succeeded (successful)"), 0],
  ["failed", gauge("requests.failed", "{request}", "Failed requests.", "requests - successful (failed)"), 0],
  ["successRate", gauge("success", "1", "Successful requests / requests, 0-1.", "successRate"), 0],
];
const LATENCY = family("summary", "loadtest.latency", "s", "Time to serve a request: quantiles from the tool's percentile table; sum / count is its mean time per request.", "ab percentile table, Complete requests, Time per request (latencyPercentiles, completeRequests, timePerRequestMs)");

function labels(s: LoadTestSummary, ctx: MetricContext): Record<string, string> {
  const shared = ctx.shared as { loadTestRuns?: number };
  const run = shared.loadTestRuns ?? 0;
  shared.loadTestRuns = run + 1;
  return { tool: s.format, ...(s.target !== undefined ? { target: s.target } : {}), ...(s.concurrency !== undefined ? { concurrency: String(s.concurrency) } : {}), run: String(run) };
}

const INFLUX: readonly InfluxFieldDoc[] = [
  ...GAUGES.map(([k]) => ({ measurement: "loadtest", field: k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), source: `summarize() ${k}`, unit: k === "requests" || k === "successful" || k === "failed" ? "count (integer)" : "float, the record's unit" })),
  { measurement: "loadtest", field: "latency_p<N>_ms", source: "ab percentile table (latencyPercentiles)", unit: "ms (float)" },
];

/**
 * The metric mapping of a load-test format (ab, webbench): FormatDefinition.metrics of each. `observations` gives
 * the latency summary's count and the mean time per request (ms) its sum is made from, for a tool that prints them.
 */
export function loadTestMetrics<R extends AbRecord | WebbenchRecord>(observations?: (record: R) => { count?: number; meanMs?: number | null }): FormatMetrics<R> {
  return {
    families: [...GAUGES.map(([, f]) => f), LATENCY],
    influxFields: INFLUX,
    samples(record, ctx) {
      const s = summarize(record);
      const l = labels(s, ctx);
      const out: MetricSample[] = [];
      for (const [key, f] of GAUGES) {
        const v = s[key];
        if (typeof v === "number") out.push({ family: f, labels: l, value: v });
      }
      const table = s.latencyPercentiles?.filter((p): p is { percent: number; ms: number } => p.ms !== null);
      if (table && table.length > 0) {
        const { count, meanMs: mean } = observations?.(record) ?? {};
        out.push({
          family: LATENCY,
          labels: l,
          value: 0,
          quantiles: table.map((p) => ({ quantile: shiftDecimal(p.percent, -2), value: shiftDecimal(p.ms, -3) })),
          ...(count !== undefined ? { count } : {}),
          ...(count !== undefined && typeof mean === "number" ? { sum: shiftDecimal(Number((mean * count).toPrecision(15)), -3) } : {}),
        });
      }
      return out;
    },
    influx(record, ctx) {
      const s = summarize(record);
      const tags = labels(s, ctx);
      const fields: Record<string, number | { int: number }> = {};
      for (const [key] of GAUGES) {
        const v = s[key];
        if (typeof v !== "number") continue;
        const name = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
        fields[name] = key === "requests" || key === "successful" || key === "failed" ? { int: v } : v;
      }
      for (const p of s.latencyPercentiles ?? []) if (p.ms !== null) fields[`latency_p${String(p.percent).replace(".", "_")}_ms`] = p.ms;
      return [{ measurement: "loadtest", tags, fields }];
    },
  };
}
