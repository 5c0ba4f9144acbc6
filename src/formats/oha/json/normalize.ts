import type { ParseContext } from "../../../kit/format.js";
import { shiftDecimal } from "../../../kit/metrics/units.js";
import { memberNumbers } from "../../load-test/json.js";
import { addTotals } from "../normalize.js";
import type { OhaBreakdown, OhaBucket, OhaError, OhaPercentile, OhaPhase, OhaRequestRate, OhaStatusCode } from "../schema.js";
import type { OhaJsonRawRun } from "./raw.js";
import type { OhaJsonRecord } from "./schema.js";

/** A histogram key as Rust's f64 Display prints it (`0.8260379576999999`, never an exponent), or `NaN` (no response). */
const MARK = /^\d+(?:\.\d+)?$/;
/** A percentile key: `p10`, `p99.9`. */
const PERCENTILE = /^p(\d+(?:\.\d+)?)$/;
/** The summary's members the text's Summary lines print. */
const SUMMARY = ["successRate", "total", "slowest", "fastest", "average", "requestsPerSec", "totalData", "sizePerRequest", "sizePerSec"];

/**
 * oha's JSON documents to oha's records (the fields of its text summary, in the same units, unrounded): times from
 * seconds to ms (durationSeconds stays seconds), successRate from a ratio to percent, the histograms sorted by their
 * marks (oha's BTreeMap sorts them as strings), the status codes by count as the text lists them, the byte figures as
 * the text computes them (Size/sec and the old float sizePerRequest truncated to whole bytes). What only the JSON has:
 * details.firstByte, firstByte (histogram, distribution), requestsPerSecondStats (`rps`); `metrics` (1.15) repeats the
 * summary rounded to µs and is checked against it. serde_json prints NaN and ±inf as null: null here too.
 */
export function normalizeOhaJson(raw: OhaJsonRawRun[], ctx: ParseContext): OhaJsonRecord[] {
  return raw.map((run) => normalizeRun(run, ctx));
}

function normalizeRun(run: OhaJsonRawRun, ctx: ParseContext): OhaJsonRecord {
  const m = run.members;
  const warnings = [...(run.warnings ?? [])];
  const { num, fail } = memberNumbers("oha-json", ctx, run);
  const ms = (path: string): number | null | undefined => {
    const s = num(path);
    return s === null || s === undefined ? s : shiftDecimal(s, 3);
  };
  const whole = (path: string, value: number | null | undefined): number | undefined => {
    if (value === null || value === undefined) return undefined;
    return Number.isSafeInteger(value) && value >= 0 ? value : fail(`${path} is not a count: ${m[path]}`);
  };
  /** The members under `group.`, by their own key (which may hold dots: `p99.9`, `0.0123`, an error message). */
  const entries = (group: string): [string, string][] => Object.keys(m).filter((k) => k.startsWith(`${group}.`)).map((k) => [k.slice(group.length + 1), k]);
  const has = (key: string): boolean => run.keys.includes(key);
  const first = (...keys: string[]): string | undefined => keys.find(has);

  const histogram = (group: string): OhaBucket[] => {
    const rows: OhaBucket[] = [];
    for (const [key, path] of entries(group)) {
      const count = whole(path, num(path)) ?? fail(`${path} has no count`);
      if (key === "NaN") {
        // oha's histogram of no response: one NaN mark counting 0
        if (count > 0) warnings.push(`${group} has a NaN mark counting ${count}: left out`);
        continue;
      }
      if (!MARK.test(key)) fail(`${group} has a key that is not a time in seconds: ${JSON.stringify(key.slice(0, 40))}`);
      rows.push({ markMs: shiftDecimal(Number(key), 3), count });
    }
    return rows.sort((a, b) => a.markMs - b.markMs);
  };
  const distribution = (group: string): OhaPercentile[] => {
    const rows: OhaPercentile[] = [];
    for (const [key, path] of entries(group)) {
      const p = PERCENTILE.exec(key);
      if (!p || Number(p[1]) > 100) fail(`${group} has a key that is not a percentile (p10 to p99.99): ${JSON.stringify(key.slice(0, 40))}`);
      rows.push({ percent: Number(p![1]), ms: ms(path) ?? null });
    }
    return rows.sort((a, b) => a.percent - b.percent);
  };
  const breakdown = (histogramKey: string | undefined, distributionKey: string | undefined): OhaBreakdown | undefined => {
    if (histogramKey === undefined && distributionKey === undefined) return undefined;
    return {
      ...(histogramKey !== undefined ? { histogram: histogram(histogramKey) } : {}),
      ...(distributionKey !== undefined ? { latencyDistribution: distribution(distributionKey) } : {}),
    };
  };
  const phase = (group: string): OhaPhase | undefined => {
    if (![`${group}.average`, `${group}.fastest`, `${group}.slowest`].every((k) => k in m)) return undefined;
    return { averageMs: ms(`${group}.average`) ?? null, fastestMs: ms(`${group}.fastest`) ?? null, slowestMs: ms(`${group}.slowest`) ?? null };
  };

  const rec: OhaJsonRecord = { format: "oha-json", status: "complete" };

  // Summary (the text's Summary lines)
  const rate = num("summary.successRate");
  if (rate !== undefined) rec.successRatePercent = rate === null ? null : shiftDecimal(rate, 2);
  const total = num("summary.total");
  if (total !== undefined) rec.durationSeconds = total ?? fail("summary.total is null: oha prints the run's duration as a number");
  for (const [key, field] of [["slowest", "slowestMs"], ["fastest", "fastestMs"], ["average", "averageMs"]] as const) {
    const v = ms(`summary.${key}`);
    if (v !== undefined) rec[field] = v;
  }
  const rps = num("summary.requestsPerSec");
  if (rps !== undefined) rec.requestsPerSecond = rps;
  const totalData = whole("summary.totalData", num("summary.totalData"));
  if (totalData !== undefined) rec.totalDataBytes = totalData;
  const perRequest = num("summary.sizePerRequest");
  // 1.x: whole bytes (Option<u64>, null with no response); before 0.6.4 a float (NaN: null), which the text printed
  // as the integer division: truncated the same way
  if (perRequest !== undefined) rec.sizePerRequestBytes = perRequest === null ? null : perRequest >= 0 ? Math.floor(perRequest) : fail(`summary.sizePerRequest is negative: ${m["summary.sizePerRequest"]}`);
  const perSec = num("summary.sizePerSec");
  // the text prints `(total_data / total) as u64`: truncated
  if (perSec !== undefined && perSec !== null) rec.sizePerSecondBytes = perSec >= 0 ? Math.floor(perSec) : fail(`summary.sizePerSec is negative: ${m["summary.sizePerSec"]}`);

  // Histograms and distributions
  const h = first("responseTimeHistogram", "reaponseTimeHistogram");
  if (h !== undefined) rec.histogram = histogram(h);
  const d = first("latencyPercentiles", "latencyDistribution");
  if (d !== undefined) rec.latencyDistribution = distribution(d);
  const successful = breakdown(first("responseTimeHistogramSuccessful"), first("latencyPercentilesSuccessful", "latencyPercentileSuccessful"));
  if (successful) rec.successful = successful;
  const notSuccessful = breakdown(first("responseTimeHistogramNotSuccessful"), first("latencyPercentilesNotSuccessful", "latencyPercentileNotSuccessful"));
  if (notSuccessful) rec.notSuccessful = notSuccessful;

  // Details
  if (has("details")) {
    const dnsDialup = phase("details.DNSDialup");
    const dnsLookup = phase("details.DNSLookup");
    const firstByte = phase("details.firstByte");
    rec.details = { ...(dnsDialup ? { dnsDialup } : {}), ...(dnsLookup ? { dnsLookup } : {}), ...(firstByte ? { firstByte } : {}) };
  }

  // Status code and error distributions (the text lists both by count, the most first)
  if (has("statusCodeDistribution")) {
    rec.statusCodes = entries("statusCodeDistribution")
      .map(([key, path]): OhaStatusCode => {
        if (!/^\d{1,3}$/.test(key)) fail(`statusCodeDistribution has a key that is not a status code: ${JSON.stringify(key.slice(0, 40))}`);
        return { status: Number(key), count: whole(path, num(path)) ?? fail(`${path} has no count`) };
      })
      .sort((a, b) => b.count - a.count || a.status - b.status);
  }
  const errors = entries("errorDistribution").map(([message, path]): OhaError => ({ count: whole(path, num(path)) ?? fail(`${path} has no count`), message }));
  // (the text prints no Error distribution when there was none: `{}` is no list)
  if (errors.length > 0) rec.errorDistribution = errors.sort((a, b) => b.count - a.count || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0));

  // What only the JSON has
  const fb = breakdown(first("firstByteHistogram"), first("firstBytePercentiles"));
  if (fb) rec.firstByte = fb;
  if (has("rps")) rec.requestsPerSecondStats = requestRate(m, num);
  checkMetrics(m, num, rec, warnings);

  // What the distributions add up to (as for the text)
  addTotals(rec, warnings);

  const absent = [
    ...SUMMARY.filter((k) => !(`summary.${k}` in m)).map((k) => `summary.${k}`),
    ...(h === undefined ? ["responseTimeHistogram"] : []),
    ...(d === undefined ? ["latencyPercentiles"] : []),
    ...["details", "statusCodeDistribution", "errorDistribution"].filter((k) => !has(k)),
  ];
  if (absent.length > 0) warnings.push(`no ${absent.join(", ")}`);
  if (absent.length > 0 || warnings.some((w) => /cut off/.test(w))) rec.status = "incomplete";
  if (warnings.length > 0) rec.warnings = warnings;
  return rec;
}

/** `rps`: the request-rate samples' statistics (null where serde_json printed NaN or ±inf). */
function requestRate(m: Record<string, string>, num: (path: string) => number | null | undefined): OhaRequestRate {
  const percentiles = Object.keys(m)
    .flatMap((k) => {
      const p = /^rps\.percentiles\.p(\d+(?:\.\d+)?)$/.exec(k);
      return p ? [{ percent: Number(p[1]), perSecond: num(k) ?? null }] : [];
    })
    .sort((a, b) => a.percent - b.percent);
  const rate: OhaRequestRate = { avgPerSecond: num("rps.mean") ?? null };
  for (const [key, field] of [["stddev", "stdevPerSecond"], ["min", "minPerSecond"], ["max", "maxPerSecond"]] as const) {
    const v = num(`rps.${key}`);
    if (v !== undefined) rate[field] = v;
  }
  if (percentiles.length > 0) rate.percentiles = percentiles;
  return rate;
}

/**
 * oha 1.15's `metrics`: the summary's success rate and rate as they are, its latencies in ms rounded to 3 decimals.
 * A figure that disagrees with the summary (beyond that rounding) is said.
 */
function checkMetrics(m: Record<string, string>, num: (path: string) => number | null | undefined, rec: OhaJsonRecord, warnings: string[]): void {
  const pairs: [string, number | null | undefined, number][] = [
    ["metrics.success_rate", rec.successRatePercent === null || rec.successRatePercent === undefined ? rec.successRatePercent : rec.successRatePercent / 100, 1e-9],
    ["metrics.requests_per_sec", rec.requestsPerSecond, 1e-6],
    ["metrics.latency_ms.min", rec.fastestMs, 0.0011],
    ["metrics.latency_ms.mean", rec.averageMs, 0.0011],
    ["metrics.latency_ms.max", rec.slowestMs, 0.0011],
    ...([50, 95, 99] as const).map((p): [string, number | null | undefined, number] => [`metrics.latency_ms.p${p}`, rec.latencyDistribution?.find((r) => r.percent === p)?.ms, 0.0011]),
  ];
  const off = pairs.filter(([path, value, slack]) => {
    const v = num(path);
    return typeof v === "number" && typeof value === "number" && Math.abs(v - value) > slack * Math.max(1, Math.abs(value));
  });
  if (off.length > 0) warnings.push(`metrics disagree with the summary and percentiles: ${off.map(([path]) => path).join(", ")}`);
}
