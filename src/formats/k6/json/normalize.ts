import { shiftDecimal } from "../../../kit/metrics/units.js";
import { ParseError } from "../../../kit/errors.js";
import type { ParseContext } from "../../../kit/format.js";
import { parseInteger, parseNumber } from "../../../normalize/number.js";
import { ValueError } from "../../../normalize/value-error.js";
import { COUNTING, k6Totals } from "../normalize.js";
import type { K6Check, K6Metric, K6Threshold } from "../schema.js";
import type { K6JsonPrinted, K6JsonRawMetric, K6JsonRawSummary } from "./raw.js";
import type { K6JsonRecord } from "./schema.js";

/**
 * k6's own time trends (their values in ms): --summary-export does not say what a metric contains (handleSummary's
 * `contains: "time"` does), so a time trend is known by its name there; a custom time trend's unit stays unknown.
 */
const TIME_TRENDS = new Set([
  "http_req_duration", "http_req_blocked", "http_req_connecting", "http_req_tls_handshaking", "http_req_sending", "http_req_waiting",
  "http_req_receiving", "iteration_duration", "group_duration", "ws_connecting", "ws_session_duration", "ws_ping", "grpc_req_duration",
]);
/** k6's own data counters (bytes). */
const DATA = new Set(["data_received", "data_sent"]);
const STAT = /^(avg|min|med|max|count|rate|passes|fails|value|p\((\d+(?:\.\d+)?)\))$/;

/** k6's JSON summaries to the records the k6 text summary gives (same fields and units), `format: "k6-json"`. */
export function normalizeK6Json(summaries: K6JsonRawSummary[], ctx: ParseContext): K6JsonRecord[] {
  if (summaries.length === 0) throw new ParseError({ format: "k6-json", source: ctx.source, text: ctx.text, offset: 0, message: "no k6 summary in the input (no JSON document)" });
  return summaries.map((s) => normalizeSummary(s, ctx));
}

function normalizeSummary(s: K6JsonRawSummary, ctx: ParseContext): K6JsonRecord {
  const fail = (offset: number, error: unknown): never => {
    throw new ParseError({ format: "k6-json", source: ctx.source, text: ctx.text, offset, message: error instanceof ValueError ? error.message : String(error) });
  };
  const number = (p: K6JsonPrinted, what: string): number => {
    if (p.type !== "number") return fail(p.offset, new ValueError(`${what}: not a number: ${p.text.slice(0, 40)}`));
    try {
      return parseNumber(p.text);
    } catch (err) {
      return fail(p.offset, err instanceof ValueError ? new ValueError(`${what}: ${err.message}`) : err);
    }
  };
  const count = (p: K6JsonPrinted, what: string): number => {
    const n = number(p, what);
    if (!Number.isInteger(n) || n < 0) fail(p.offset, new ValueError(`${what}: not a whole count: ${p.text}`));
    return n;
  };
  const warnings: string[] = [];
  const rec: K6JsonRecord = { format: "k6-json", status: s.metrics.length ? "complete" : "incomplete", source: s.source, metrics: [] };
  if (s.testRunDurationMs !== undefined) {
    const ms = number(s.testRunDurationMs, "state.testRunDurationMs");
    if (ms < 0) fail(s.testRunDurationMs.offset, new ValueError(`state.testRunDurationMs: below 0: ${s.testRunDurationMs.text}`));
    rec.testRunDurationSeconds = shiftDecimal(ms, -3);
  }
  const thresholds: K6Threshold[] = [];
  rec.metrics = s.metrics.map((m) => {
    let metric: K6Metric;
    try {
      metric = metricOf(m, s.source, number, count, warnings);
    } catch (err) {
      return fail(m.offset, err);
    }
    for (const t of m.thresholds) {
      if (t.text !== "true" && t.text !== "false") fail(t.offset, new ValueError(`a threshold's flag is neither true nor false: ${t.text}`));
      // --summary-export prints k6's LastFailed (true: failed), handleSummary `ok`
      thresholds.push({ metric: m.key, source: t.source, passed: (t.text === "true") === (t.form === "ok") });
    }
    const mine = thresholds.filter((t) => t.metric === m.key);
    if (mine.length > 0) metric.thresholds = mine.every((t) => t.passed) ? "passed" : "failed";
    if (COUNTING.has(metric.name) && [metric.count, metric.value, metric.min, metric.max, metric.ratePerSecond].some((v) => v !== undefined && v < 0)) {
      fail(m.offset, new ValueError(`${metric.name}: a count k6 gives cannot be negative`));
    }
    return metric;
  });
  if (thresholds.length > 0) rec.thresholds = thresholds;
  if (s.checks.length > 0) {
    rec.checks = s.checks.map((c): K6Check => {
      if (c.passes === undefined || c.fails === undefined) return fail(c.offset, new ValueError(`check ${JSON.stringify(c.name.slice(0, 40))}: without its "passes" and "fails"`));
      const passes = count(c.passes, "a check's passes");
      const fails = count(c.fails, "a check's fails");
      // (the text summary's `↳  NN%`: passes / runs, floored)
      return { name: c.name, ...(c.group !== undefined ? { group: c.group } : {}), passed: fails === 0, ...(passes + fails > 0 ? { percent: Math.floor((100 * passes) / (passes + fails)) } : {}), passes, fails };
    });
  }
  Object.assign(rec, k6Totals(rec.metrics, (i, error) => fail(s.metrics[i]!.offset, error), warnings));
  if (!s.closed) warnings.push("the JSON ends before its closing brace (cut off): the metrics and checks it ends inside are left out");
  if (rec.status === "incomplete") warnings.push("no metrics: the summary is empty or cut off");
  if (warnings.length) rec.warnings = warnings;
  return rec;
}

/** A metric's statistics by its type (handleSummary's `type`, else what its statistics are), in its unit. */
function metricOf(
  m: K6JsonRawMetric,
  source: K6JsonRawSummary["source"],
  number: (p: K6JsonPrinted, what: string) => number,
  count: (p: K6JsonPrinted, what: string) => number,
  warnings: string[],
): K6Metric {
  const brace = m.key.indexOf("{");
  const name = brace > 0 && m.key.endsWith("}") ? m.key.slice(0, brace) : m.key;
  const out: K6Metric = { name, ...(brace > 0 && m.key.endsWith("}") ? { tags: m.key.slice(brace + 1, -1) } : {}), kind: "none" };
  const stats = new Map<string, K6JsonPrinted>();
  for (const v of m.values) {
    if (!STAT.test(v.stat)) continue;
    // JSON.stringify prints a statistic k6 could not compute (NaN) as null
    if (v.type === "word" && v.text === "null") {
      warnings.push(`${m.key}: ${v.stat} is null (k6 could not compute it), left out`);
      continue;
    }
    stats.set(v.stat, v);
  }
  const has = (k: string): boolean => stats.has(k);
  const kind =
    m.type !== undefined
      ? m.type
      : has("passes") || has("fails")
        ? "rate"
        : has("avg") || has("med") || [...stats.keys()].some((k) => k.startsWith("p("))
          ? "trend"
          : has("rate")
            ? "counter"
            : has("value")
              ? "gauge"
              : "none";
  if (kind !== "trend" && kind !== "counter" && kind !== "rate" && kind !== "gauge" && kind !== "none") throw new ValueError(`${m.key}: not a metric type k6 has: ${kind}`);
  out.kind = stats.size === 0 ? "none" : kind;
  const unit = m.contains !== undefined ? (m.contains === "time" ? "ms" : m.contains === "data" ? "bytes" : undefined) : source === "summary-export" && TIME_TRENDS.has(name) ? "ms" : DATA.has(name) ? "bytes" : undefined;
  if (unit !== undefined && out.kind !== "none" && out.kind !== "rate") out.unit = unit;
  const num = (stat: string): number | undefined => (stats.has(stat) ? number(stats.get(stat)!, `${m.key}.${stat}`) : undefined);
  const whole = (stat: string): number | undefined => (stats.has(stat) ? count(stats.get(stat)!, `${m.key}.${stat}`) : undefined);
  const put = <K extends keyof K6Metric>(k: K, v: K6Metric[K] | undefined): void => {
    if (v !== undefined) out[k] = v;
  };
  switch (out.kind) {
    case "trend":
      for (const stat of ["avg", "min", "med", "max"] as const) put(stat, num(stat));
      for (const [stat, p] of stats) {
        const percent = STAT.exec(stat)![2];
        if (percent === undefined) continue;
        const at = parseNumber(percent);
        if (at > 100) throw new ValueError(`${m.key}: a percentile above 100: ${stat}`);
        (out.percentiles ??= []).push({ percent: at, value: number(p, `${m.key}.${stat}`) });
      }
      put("count", whole("count"));
      break;
    case "counter":
      put("count", num("count"));
      put("ratePerSecond", num("rate"));
      break;
    case "rate": {
      const passes = whole("passes");
      const fails = whole("fails");
      // k6's rate (0-1): `value` in --summary-export, `rate` in handleSummary
      const share = num("rate") ?? num("value");
      if (share !== undefined) {
        if (share < 0 || share > 1) throw new ValueError(`${m.key}: a rate outside 0-1: ${share}`);
        out.percent = shiftDecimal(share, 2);
      }
      put("passes", passes);
      put("fails", fails);
      break;
    }
    case "gauge":
      put("value", num("value"));
      put("min", num("min"));
      put("max", num("max"));
      break;
  }
  return out;
}
