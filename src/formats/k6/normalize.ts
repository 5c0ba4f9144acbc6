import { ParseError } from "../../kit/errors.js";
import { parseInteger, parseNumber } from "../../normalize/number.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { type K6RawMetric, type K6RawSummary } from "./raw.js";
import type { K6Check, K6Metric, K6Record, K6Results, K6Threshold } from "./schema.js";
import { fieldErrors } from "../../normalize/field-errors.js";
import { placesOf } from "../../kit/places.js";
import { assignFields, fieldSetter } from "../../kit/field-setter.js";

const shown = (text: string): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text);

/** k6's humanizeBytes units: base 1000 (internal/js/summary.js `humanizeBytes`: `var base = 1000`). */
const BYTE_UNITS = ["B", "kB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"];
const MS_PER: Record<string, number> = { ns: 1e-6, "µs": 1e-3, "μs": 1e-3, us: 1e-3, ms: 1, s: 1000 };
const DURATION = /^(?:(\d+)h)?(?:(\d+)m(?![s]))?(?:(\d+(?:\.\d+)?)(ns|µs|μs|us|ms|s))?$/;
const NUMBER = /^-?\d+(?:\.\d+)?(?:e[-+]?\d+)?$/;

/**
 * A duration as k6's humanizeDuration prints it (`0s`, `147ns`, `6.95µs`, `19.74ms`, `1.01s`, `1m5s`, `1h2m3s`,
 * or `12.30ms` with --summary-time-unit), in milliseconds. A unit's value is read to the nearest double; hours and
 * minutes are whole.
 *
 * @example
 * k6DurationMs("689µs") //=> 0.689
 * k6DurationMs("1m5s")  //=> 65000
 */
export function k6DurationMs(text: string): number {
  const m = DURATION.exec(text);
  if (!m || text === "" || (m[1] === undefined && m[2] === undefined && m[4] === undefined)) throw new ValueError(`not a duration k6 prints: ${shown(text)}`);
  let ms = 0;
  if (m[1] !== undefined) ms += parseInteger(m[1]) * 3_600_000;
  if (m[2] !== undefined) ms += parseInteger(m[2]) * 60_000;
  if (m[4] !== undefined) {
    const [whole, frac = ""] = m[3]!.split(".");
    // digits as one whole number, scaled once: 19.74ms is 1974 / 100, not 19.74 * 1 rounded twice
    const digits = parseInteger(whole! + frac);
    const unit = MS_PER[m[4]]!;
    ms += unit >= 1 ? (digits * unit) / 10 ** frac.length : digits / (10 ** frac.length / unit);
  }
  return ms;
}

/**
 * A size as k6's humanizeBytes prints it (`75 MB`, `4.4 kB`, `933 B`, or below 10 bytes the number itself: `3.5 B`),
 * in bytes: 1000-based.
 *
 * @example
 * k6Bytes("4.4", "MB") //=> 4400000
 */
export function k6Bytes(value: string, unit: string): number {
  const power = BYTE_UNITS.indexOf(unit);
  if (power < 0 || !/^\d+(?:\.\d+)?$/.test(value)) throw new ValueError(`not a size k6 prints: ${shown(`${value} ${unit}`)}`);
  const [whole, frac = ""] = value.split(".");
  const digits = parseInteger(whole! + frac);
  const shift = 3 * power - frac.length;
  const bytes = shift >= 0 ? digits * 10 ** shift : digits / 10 ** -shift;
  if (!Number.isSafeInteger(Math.trunc(bytes))) throw new ValueError(`too large to be exact: ${shown(value)}`);
  return bytes;
}

type Unit = "ms" | "bytes" | undefined;

/** One value, possibly followed by its size unit in the next word: [number, its unit, words used]. */
function quantity(words: readonly string[], i: number): [number, Unit, number] {
  const w = words[i];
  if (w === undefined) throw new ValueError("a value is missing");
  const next = words[i + 1]?.replace(/\/s$/, "");
  if (next !== undefined && BYTE_UNITS.includes(next) && /^\d+(?:\.\d+)?$/.test(w)) return [k6Bytes(w, next), "bytes", 2];
  if (NUMBER.test(w)) return [parseNumber(w), undefined, 1];
  return [k6DurationMs(w), "ms", 1];
}

/** A metric line's values, by how k6 prints each metric type (summary.js `nonTrendMetricValueForSum`). */
function metricValues(m: K6RawMetric, warn: (message: string) => void): Omit<K6Metric, "name" | "tags" | "section" | "group" | "scenario" | "thresholds"> {
  const words = m.values;
  if (words[0]?.startsWith("[no") === true && words.join(" ") === "[no data]") return { kind: "none" };
  // trend: `avg=19.74ms min=689µs med=18.63ms max=118.55ms p(90)=32.18ms p(95)=37.97ms`
  if (/^(?:avg|min|med|max|count|p\(\d+(?:\.\d+)?\))=/.test(words[0] ?? "")) {
    // (the statistics in the order printed, after the unit and kind: built apart, then put after them at once)
    const out: Pick<K6Metric, "avg" | "min" | "med" | "max" | "count" | "percentiles"> = {};
    const units = new Set<Unit>();
    for (let i = 0; i < words.length; i++) {
      const e = /^(avg|min|med|max|count|p\((\d+(?:\.\d+)?)\))=(.*)$/.exec(words[i]!);
      if (!e) throw new ValueError(`not a trend column (stat=value): ${shown(words[i]!)}`);
      // the value and the word after it (a size's unit): not the rest of the line, which would be quadratic
      const rest = i + 1 < words.length ? [e[3]!, words[i + 1]!] : [e[3]!];
      let read: [number, Unit, number];
      try {
        read = e[1] === "count" ? [parseInteger(e[3]!), undefined, 1] : quantity(rest, 0);
      } catch (err) {
        // the line's last column cut at the terminal's (or the page's) right edge: `p(95)=21.44m`
        if (i !== words.length - 1 || !(err instanceof ValueError)) throw err;
        warn(`${m.name}${m.tags ? `{${m.tags}}` : ""}: the last column is cut off (${shown(words[i]!)}), left out`);
        break;
      }
      const [value, unit, used] = read;
      i += used - 1;
      if (e[1] !== "count") units.add(unit);
      if (e[2] !== undefined) {
        const percent = parseNumber(e[2]);
        if (percent > 100) throw new ValueError(`a percentile above 100: ${shown(words[i]!)}`);
        (out.percentiles ??= []).push({ percent, value });
      } else out[e[1] as "avg" | "min" | "med" | "max" | "count"] = value;
    }
    // `0s` is how k6 prints a time metric's 0; a plain-number trend prints `0`
    const unit: K6Metric["unit"] = units.has("ms") ? "ms" : units.has("bytes") ? "bytes" : undefined;
    if (units.size > 1 && !(units.size === 2 && units.has("ms") && units.has(undefined))) throw new ValueError("a trend whose columns have different units");
    return Object.assign(unit ? { unit, kind: "trend" as const } : { kind: "trend" as const }, out);
  }
  // rate: `0.00%  0 out of 100` (0.54+), `96.50% ✓ 193 ✗ 7` (before)
  const rate = /^(\d+\.\d{2})%$/.exec(words[0] ?? "");
  if (rate) {
    const percent = parseNumber(rate[1]!);
    if (percent > 100) throw new ValueError(`a rate above 100%: ${shown(words[0]!)}`);
    const rest = words.slice(1).join(" ");
    const outOf = /^(\d+) out of (\d+)$/.exec(rest);
    const marks = /^\u2713 (\d+) \u2717 (\d+)$/.exec(rest);
    if (outOf) {
      const passes = parseInteger(outOf[1]!);
      const total = parseInteger(outOf[2]!);
      if (passes > total) throw new ValueError(`more passes than values: ${shown(rest)}`);
      return { kind: "rate", percent, passes, fails: total - passes };
    }
    if (marks) return { kind: "rate", percent, passes: parseInteger(marks[1]!), fails: parseInteger(marks[2]!) };
    if (rest === "") return { kind: "rate", percent };
    throw new ValueError(`not a rate's counts (P out of T, or ✓ P ✗ F): ${shown(rest)}`);
  }
  const [value, unit, used] = quantity(words, 0);
  const after = words.slice(used);
  // gauge: `80     min=80        max=80`
  if (after[0]?.startsWith("min=")) {
    const flat = after.join(" ");
    const g = /^min=(\S+(?: [kMGTPEZY]?B)?) max=(\S+(?: [kMGTPEZY]?B)?)$/.exec(flat);
    if (!g) throw new ValueError(`not a gauge's min= and max=: ${shown(flat)}`);
    const [min] = quantity(g[1]!.split(" "), 0);
    const [max] = quantity(g[2]!.split(" "), 0);
    return unit ? { kind: "gauge", unit, value, min, max } : { kind: "gauge", value, min, max };
  }
  // counter: `40495  4044.482011/s`, `75 MB  7.4 MB/s`
  const perSecond = after.join(" ");
  const c = /^(\S+?)(?: ([kMGTPEZY]?B))?\/s$/.exec(perSecond);
  if (!c) throw new ValueError(`not a counter's rate (N/s): ${shown(perSecond)}`);
  const [rateValue] = c[2] !== undefined ? [k6Bytes(c[1]!, c[2])] : quantity([c[1]!], 0);
  return unit ? { kind: "counter", unit, count: value, ratePerSecond: rateValue } : { kind: "counter", count: value, ratePerSecond: rateValue };
}

/** A k6 progress duration (`10.0s`, `1m40.0s`, `15m00.7s`, `1h02m03.0s`) in seconds. */
function progressSeconds(text: string): number {
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(\d+(?:\.\d+)?)s$/.exec(text);
  if (!m) throw new ValueError(`not a progress duration: ${shown(text)}`);
  return (m[1] ? parseInteger(m[1]) * 3600 : 0) + (m[2] ? parseInteger(m[2]) * 60 : 0) + parseNumber(m[3]!);
}

/**
 * k6's own counters and gauges (its built-in metrics that count: requests, iterations, VUs, messages, bytes): their
 * values cannot be negative. A custom Counter or Gauge may be (`Gauge.add(-3)`), so only these are refused below 0.
 */
export const COUNTING = new Set([
  "http_reqs", "iterations", "dropped_iterations", "vus", "vus_max", "data_received", "data_sent", "checks_total",
  "ws_sessions", "ws_msgs_sent", "ws_msgs_received", "grpc_streams", "grpc_streams_msgs_sent", "grpc_streams_msgs_received",
]);

/** Raw k6 summaries (strings as printed) to typed records with units in their names. */
export function normalizeK6(summaries: K6RawSummary[], ctx: ParseContext): K6Record[] {
  if (summaries.length === 0) throw new ParseError({ format: "k6", source: ctx.source, text: ctx.text, offset: 0, message: "no k6 summary in the input (no line k6 prints)" });
  return summaries.map((s) => normalizeSummary(s, ctx));
}

function normalizeSummary(s: K6RawSummary, ctx: ParseContext): K6Record {
  const offsets = placesOf(s) ?? new Map<string, number>();
  const { fail, read } = fieldErrors("k6", ctx, offsets);
  const warnings: string[] = [];
  const rec: K6Record = { format: "k6", status: s.metrics.length ? "complete" : "incomplete", layout: s.layout, metrics: [] };
  if (s.script !== undefined) rec.script = s.script;
  if (s.output !== undefined) rec.output = s.output;
  if (s.scenarios !== undefined) {
    const m = /^\(\d+\.\d+%\) (\d+) scenarios?, (\d+) max VUs, (\S+) max duration/.exec(s.scenarios);
    if (m) rec.scenarios = { count: parseInteger(m[1]!), maxVUs: parseInteger(m[2]!), maxDurationSeconds: read("scenarios", () => k6DurationMs(m[3]!)) / 1000 };
  }
  if (s.run !== undefined) {
    const m = /^running \((\S+)\), (\d+)\/(\d+) VUs, (\d+) complete and (\d+) interrupted iterations$/.exec(s.run)!;
    rec.run = {
      elapsedSeconds: read("run", () => progressSeconds(m[1]!)),
      vus: read("run", () => parseInteger(m[2]!)),
      maxVUs: read("run", () => parseInteger(m[3]!)),
      completeIterations: read("run", () => parseInteger(m[4]!)),
      interruptedIterations: read("run", () => parseInteger(m[5]!)),
    };
  }
  if (s.thresholds) rec.thresholds = s.thresholds.map((t): K6Threshold => ({ metric: t.metric, source: t.source, passed: t.mark === "\u2713", ...(t.shown ? { shown: t.shown } : {}) }));
  if (s.checks) {
    rec.checks = s.checks.map((c, i): K6Check => {
      const out: K6Check = { name: c.name, ...(c.section ? { section: c.section } : {}), ...(c.group ? { group: c.group } : {}), ...(c.scenario ? { scenario: c.scenario } : {}), passed: c.mark === "\u2713" };
      if (c.details) {
        const d = /^(\d+)% \u2014 \u2713 (\d+) \/ \u2717 (\d+)$/.exec(c.details.join(" "));
        if (!d) return fail(`checks.${i}.details`, new ValueError(`not a check's details (NN% — ✓ P / ✗ F): ${shown(c.details.join(" "))}`));
        out.percent = parseInteger(d[1]!);
        out.passes = parseInteger(d[2]!);
        out.fails = parseInteger(d[3]!);
        if (out.percent > 100) fail(`checks.${i}.details`, new ValueError(`a share above 100%: ${out.percent}`));
      }
      return out;
    });
  }
  rec.metrics = s.metrics.map((m, i): K6Metric => {
    const values = read(`metrics.${i}`, () => metricValues(m, (w) => warnings.push(w)));
    // k6's own counters and gauges count things (a custom metric may go below 0: it is kept as printed)
    if (COUNTING.has(m.name) && [values.count, values.value, values.min, values.max, values.ratePerSecond].some((v) => v !== undefined && v < 0)) {
      fail(`metrics.${i}`, new ValueError(`${m.name}: a count k6 prints cannot be negative: ${shown(m.values.join(" "))}`));
    }
    return {
      name: m.name,
      ...(m.tags !== undefined ? { tags: m.tags } : {}),
      ...(m.section ? { section: m.section } : {}),
      ...(m.group ? { group: m.group } : {}),
      ...(m.scenario ? { scenario: m.scenario } : {}),
      ...(m.mark ? { thresholds: m.mark === "\u2713" ? ("passed" as const) : ("failed" as const) } : {}),
      ...values,
    };
  });

  assignFields(rec, k6Totals(rec.metrics, (i, error) => fail(`metrics.${i}`, error), warnings));
  if (rec.status === "incomplete") warnings.push("no metric lines: the summary is cut off or only its head was copied");
  if (warnings.length) rec.warnings = warnings;
  return rec;
}

/**
 * The common figures of a summary (http_reqs, http_req_failed, http_req_duration, iterations, vus_max, data,
 * checks) from the whole test's metrics (not a group's or a scenario's, not a sub-metric): the same for k6's text and
 * its JSON. `fail` refuses the metric at that index of `metrics`; a figure's doubt is added to `warnings`.
 */
export function k6Totals(metrics: readonly K6Metric[], fail: (index: number, error: ValueError) => never, warnings: string[]): Omit<K6Results, "metrics" | "checks" | "thresholds" | "warnings"> {
  const rec: Omit<K6Results, "metrics" | "checks" | "thresholds" | "warnings"> = {};
  const top = (name: string): K6Metric | undefined => metrics.find((m) => m.name === name && m.tags === undefined && m.group === undefined && m.scenario === undefined);
  /** A count of a metric, refused at the metric when it is not one. */
  const integer = (metric: K6Metric, n: number | undefined): number | undefined => {
    if (n === undefined) return undefined;
    if (!Number.isInteger(n) || n < 0) fail(metrics.indexOf(metric), new ValueError(`${metric.name}: not a whole count: ${n}`));
    return n;
  };
  const reqs = top("http_reqs");
  if (reqs?.kind === "counter") {
    rec.httpRequests = integer(reqs, reqs.count);
    rec.httpRequestsPerSecond = reqs.ratePerSecond;
  }
  const failed = top("http_req_failed");
  if (failed?.kind === "rate" && failed.passes !== undefined) rec.httpRequestsFailed = failed.passes;
  const duration = top("http_req_duration");
  if (duration?.kind === "trend" && duration.unit === "ms") {
    rec.httpRequestDuration = {
      ...(duration.avg !== undefined ? { avgMs: duration.avg } : {}),
      ...(duration.min !== undefined ? { minMs: duration.min } : {}),
      ...(duration.med !== undefined ? { medMs: duration.med } : {}),
      ...(duration.max !== undefined ? { maxMs: duration.max } : {}),
      ...(duration.percentiles ? { percentiles: duration.percentiles.map((p) => ({ percent: p.percent, ms: p.value })) } : {}),
    };
  }
  const iterations = top("iterations");
  if (iterations?.kind === "counter") {
    rec.iterations = integer(iterations, iterations.count);
    rec.iterationsPerSecond = iterations.ratePerSecond;
  }
  const vusMax = top("vus_max");
  if (vusMax?.kind === "gauge") rec.vusMax = integer(vusMax, vusMax.max ?? vusMax.value);
  for (const [name, key] of [["data_received", "dataReceived"], ["data_sent", "dataSent"]] as const) {
    const m = top(name);
    if (m?.kind !== "counter") continue;
    if (m.unit !== "bytes" && m.count !== 0) warnings.push(`${name} is printed without a size unit`);
    fieldSetter(`${key}Bytes`)(rec, Math.round(m.count!));
    fieldSetter(`${key}BytesPerSecond`)(rec, m.ratePerSecond);
  }
  const checks = top("checks");
  const succeeded = top("checks_succeeded");
  const failedChecks = top("checks_failed");
  if (checks?.kind === "rate" && checks.passes !== undefined) {
    rec.checksPassed = checks.passes;
    rec.checksFailed = checks.fails;
  } else if (succeeded?.kind === "rate" && succeeded.passes !== undefined) {
    rec.checksPassed = succeeded.passes;
    if (failedChecks?.kind === "rate" && failedChecks.passes !== undefined) rec.checksFailed = failedChecks.passes;
  }
  return rec;
}
