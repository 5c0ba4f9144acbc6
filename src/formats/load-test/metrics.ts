import type { LoadTestSummary } from "../../kit/load-test-summary.js";
import { family } from "../../kit/metrics/names.js";
import { shiftDecimal, snakeCase } from "../../kit/metrics/units.js";
import type { FormatMetrics, InfluxFieldDoc, InfluxPoint, MetricContext, MetricFamily, MetricSample } from "../../kit/metrics/types.js";

/*
 * Every load generator's runs as metrics, from one mapping: the run's comparison view (summarize, the same for every
 * tool) gives the gauges and the latency summary; a format adds what only it prints (its errors by kind, its
 * histogram, its latency count and sum, the Influx points its own exporter writes). Names: ours are `loadtest.*` the
 * OTel way (no exporter measures a finished run): the latency summary `loadtest.request.duration` (seconds),
 * quantiles as `quantile` labels, the tool's maximum as quantile 1; a printed histogram is OpenTelemetry's
 * `http.client.request.duration` (a histogram in seconds, as the semantic conventions define it).
 * Labels: `tool` (the format), `target`, `concurrency` (the tool's, else its command line's: summarize) and `run`
 * (the run's number in the output, from 0, so that two runs of one target are two series). Runs print no time: the
 * samples have none.
 */

/** The kinds of error a run's errors are counted by (the `kind` label): each format maps its own onto these. */
export const ERROR_KINDS = ["connect", "read", "write", "timeout", "reset", "status", "length", "exception", "other"] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

const gauge = (name: string, unit: string, help: string, source: string): MetricFamily => family("gauge", `loadtest.${name}`, unit, help, source);
const COUNTS = new Set<keyof LoadTestSummary>(["requests", "successful", "failed"]);
const GAUGES: readonly [keyof LoadTestSummary, MetricFamily][] = [
  ["requestsPerSecond", gauge("requests", "{request}/s", "Requests per second over the run (mean).", "summarize() requestsPerSecond: each tool's own rate")],
  ["bytesPerSecond", gauge("received", "By/s", "Bytes received per second over the run.", "summarize() bytesPerSecond")],
  ["durationSeconds", gauge("duration", "s", "How long the run took (or was asked to run).", "summarize() durationSeconds")],
  ["requests", gauge("requests.completed", "{request}", "Requests the tool counted.", "summarize() requests")],
  ["successful", gauge("requests.successful", "{request}", "Successful requests, as the tool counts them.", "summarize() successful")],
  ["failed", gauge("requests.failed", "{request}", "Failed requests: requests - successful.", "summarize() failed")],
  ["successRate", gauge("success", "1", "Successful requests / requests, 0-1.", "summarize() successRate")],
];
const ERRORS = gauge("errors", "{error}", `Errors of the run by kind (${ERROR_KINDS.join(", ")}): the tool's own counts, mapped by kind.`, "the format's errors (each format's metrics.ts); status: summarize() non2xx");
const LATENCY = family(
  "summary",
  "loadtest.request.duration",
  "s",
  "Duration of HTTP client requests: the tool's latency percentiles as quantiles (its maximum as quantile 1); count and sum where the tool prints how many requests its statistics hold and their mean.",
  "summarize() latencyPercentiles, latencyMaxMs; the format's count and mean",
);
const HISTOGRAM = family("histogram", "http.client.request.duration", "s", "Duration of HTTP client requests: the tool's latency histogram, requests cumulative at each upper bound as printed (hey rounds its marks to 1 ms; buckets printed with one bound are one).", "the format's histogram (hey Response time histogram, vegeta report -type=hist)");

/** What a format adds to the common mapping (each in src/formats/<name>/metrics.ts). */
export interface LoadTestParts<R> {
  /** How many requests the latency statistics hold and their mean (ms): the summary's count and sum. */
  observations?: (record: R) => { count?: number; meanMs?: number | null };
  /** The run's errors by kind (a kind absent or undefined: not printed); `status` defaults to summarize's non2xx. */
  errors?: (record: R) => Partial<Record<ErrorKind, number | undefined>> | undefined;
  /** The printed histogram: each bucket's upper bound (ms, null for +Inf) and the requests in it (not cumulative). */
  histogram?: (record: R) => readonly { toMs: number | null; count: number }[] | undefined;
  /** Influx: the points the tool's own InfluxDB output (or its report's JSON names) would give, instead of ours. */
  influx?: (record: R, tags: Readonly<Record<string, string>>, summary: LoadTestSummary) => InfluxPoint[];
  /** The README table's rows for those points. */
  influxFields?: readonly InfluxFieldDoc[];
}

function labels(s: LoadTestSummary, ctx: MetricContext): Record<string, string> {
  const shared = ctx.shared as { loadTestRuns?: number };
  const run = shared.loadTestRuns ?? 0;
  shared.loadTestRuns = run + 1;
  return { tool: s.format, ...(s.target !== undefined ? { target: s.target } : {}), ...(s.concurrency !== undefined ? { concurrency: String(s.concurrency) } : {}), run: String(run) };
}

/** The errors by kind: the format's, and non2xx as `status` when the format does not say it. */
function errorsOf<R>(record: R, s: LoadTestSummary, parts: LoadTestParts<R>): [ErrorKind, number][] {
  const given = parts.errors?.(record) ?? {};
  const out: [ErrorKind, number][] = [];
  for (const kind of ERROR_KINDS) {
    const v = kind === "status" && given.status === undefined ? s.non2xx : given[kind];
    if (typeof v === "number" && Number.isFinite(v)) out.push([kind, v]);
  }
  return out;
}

/** Quantiles (0-1) in seconds: the percentile table, and the maximum as quantile 1 when the table has no 100. */
function quantilesOf(s: LoadTestSummary): { quantile: number; value: number }[] {
  const table = (s.latencyPercentiles ?? []).filter((p): p is { percent: number; ms: number } => p.ms !== null);
  const out = table.map((p) => ({ quantile: shiftDecimal(p.percent, -2), value: shiftDecimal(p.ms, -3) }));
  if (typeof s.latencyMaxMs === "number" && !table.some((p) => p.percent === 100)) out.push({ quantile: 1, value: shiftDecimal(s.latencyMaxMs, -3) });
  return out;
}

const DEFAULT_INFLUX: readonly InfluxFieldDoc[] = [
  ...GAUGES.map(([k]) => ({ measurement: "loadtest", field: snakeCase(k), source: `summarize() ${k}`, unit: COUNTS.has(k) ? "count (integer)" : "float, the summary's unit" })),
  { measurement: "loadtest", field: "errors_<kind>", source: "the format's errors by kind", unit: "count (integer)" },
  { measurement: "loadtest", field: "latency_p<N>_ms", source: "summarize() latencyPercentiles", unit: "ms (float)" },
  { measurement: "loadtest", field: "latency_mean_ms, latency_max_ms", source: "summarize() latencyMeanMs, latencyMaxMs", unit: "ms (float)" },
];

/** Our Influx point of a run: measurement `loadtest`, the summary's numbers as fields. */
function defaultInflux(s: LoadTestSummary, tags: Readonly<Record<string, string>>, errors: readonly [ErrorKind, number][]): InfluxPoint[] {
  const fields: Record<string, number | { int: number }> = {};
  for (const [key] of GAUGES) {
    const v = s[key];
    if (typeof v === "number") fields[snakeCase(key)] = COUNTS.has(key) ? { int: v } : v;
  }
  for (const [kind, n] of errors) fields[`errors_${kind}`] = { int: n };
  for (const p of s.latencyPercentiles ?? []) if (p.ms !== null) fields[`latency_p${String(p.percent).replace(".", "_")}_ms`] = p.ms;
  if (typeof s.latencyMeanMs === "number") fields.latency_mean_ms = s.latencyMeanMs;
  if (typeof s.latencyMaxMs === "number") fields.latency_max_ms = s.latencyMaxMs;
  return Object.keys(fields).length > 0 ? [{ measurement: "loadtest", tags, fields }] : [];
}

/**
 * The metric mapping of a load-test format (FormatDefinition.metrics of ab, webbench, wrk, hey, h2load, siege,
 * httperf, bombardier, autocannon, vegeta and k6), with what the format adds (LoadTestParts).
 */
export function loadTestMetrics<R>(parts: LoadTestParts<R> = {}): FormatMetrics<R> {
  return {
    families: [...GAUGES.map(([, f]) => f), ERRORS, LATENCY, ...(parts.histogram ? [HISTOGRAM] : [])],
    influxFields: parts.influxFields ?? DEFAULT_INFLUX,
    samples(record, ctx) {
      const s = ctx.summarize(record);
      const l = labels(s, ctx);
      const out: MetricSample[] = [];
      for (const [key, f] of GAUGES) {
        const v = s[key];
        if (typeof v === "number") out.push({ family: f, labels: l, value: v });
      }
      for (const [kind, n] of errorsOf(record, s, parts)) out.push({ family: ERRORS, labels: { ...l, kind }, value: n });
      const quantiles = quantilesOf(s);
      if (quantiles.length > 0) {
        const { count, meanMs: mean } = parts.observations?.(record) ?? {};
        out.push({
          family: LATENCY,
          labels: l,
          value: 0,
          quantiles,
          ...(count !== undefined ? { count } : {}),
          ...(count !== undefined && typeof mean === "number" ? { sum: shiftDecimal(Number((mean * count).toPrecision(15)), -3) } : {}),
        });
      }
      const buckets = parts.histogram?.(record);
      if (buckets && buckets.length > 0) {
        let total = 0;
        const cumulative: { le: number; count: number }[] = [];
        for (const b of buckets) {
          total += b.count;
          if (b.toMs === null) continue;
          const le = shiftDecimal(b.toMs, -3);
          // (bounds printed alike, hey's 3 decimals of a second: one bucket, or the series would repeat)
          if (cumulative.at(-1)?.le === le) cumulative.at(-1)!.count = total;
          else cumulative.push({ le, count: total });
        }
        out.push({ family: HISTOGRAM, labels: l, value: 0, buckets: cumulative, count: total });
      }
      return out;
    },
    influx(record, ctx) {
      const s = ctx.summarize(record);
      const tags = labels(s, ctx);
      return parts.influx ? parts.influx(record, tags, s) : defaultInflux(s, tags, errorsOf(record, s, parts));
    },
  };
}

/**
 * The kind of an error from its message as Go and C tools print it (hey's and bombardier's error lines).
 *
 * @example
 * errorKindOf("dial tcp 127.0.0.1:1: connect: connection refused")   //=> "connect"
 * errorKindOf("context deadline exceeded (Client.Timeout exceeded while awaiting headers)") //=> "timeout"
 * errorKindOf("read tcp 127.0.0.1:5->127.0.0.1:80: read: connection reset by peer") //=> "reset"
 */
export function errorKindOf(message: string): ErrorKind {
  if (/time(?:d )?out|deadline exceeded/i.test(message)) return "timeout";
  if (/reset by peer|connection reset|broken pipe/i.test(message)) return "reset";
  if (/refused|dial |connect:|no such host|unreachable/i.test(message)) return "connect";
  if (/\bEOF\b|read:|\bread tcp/i.test(message)) return "read";
  if (/write:|\bwrite tcp/i.test(message)) return "write";
  return "other";
}

/** Counts by kind of messages with counts (hey's Error distribution, bombardier's Errors). */
export function errorsByMessage(rows: readonly { message: string; count: number }[] | undefined): Partial<Record<ErrorKind, number>> | undefined {
  if (rows === undefined) return undefined;
  const out: Partial<Record<ErrorKind, number>> = {};
  for (const r of rows) {
    const kind = errorKindOf(r.message);
    out[kind] = (out[kind] ?? 0) + r.count;
  }
  return out;
}
