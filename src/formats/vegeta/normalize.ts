import { ParseError } from "../../kit/errors.js";
import { parseInteger, parseNumber } from "../../normalize/number.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { type VegetaRawReport, type VegetaRawRow } from "./raw.js";
import type { VegetaBucket, VegetaLatencies, VegetaRecord } from "./schema.js";
import { fieldErrors } from "../../normalize/field-errors.js";
import { placesOf } from "../../kit/places.js";

const shown = (text: string): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text);

/** Nanoseconds per unit of Go's time.Duration.String(): `h`, `m`, `s`, `ms`, `µs` (U+00B5; U+03BC and `us` too), `ns`. */
const NS: Record<string, number> = { h: 3_600_000_000_000, m: 60_000_000_000, s: 1_000_000_000, ms: 1_000_000, "µs": 1000, "μs": 1000, us: 1000, ns: 1 };
const GO_DURATION = /^(?:(\d+)h)?(?:(\d+)m(?![sµμ]))?(?:(\d+)(?:\.(\d+))?(s|ms|µs|μs|us|ns))?$/;

/**
 * A Go duration as time.Duration.String() prints it (`1.012ms`, `850µs`, `1m30.006s`, `2h0m0s`, `0s`), in whole
 * nanoseconds, exactly: each part's digits are a whole number times its unit.
 *
 * @example
 * goDurationNs("1m30.006s") //=> 90006000000
 * goDurationNs("625.778µs") //=> 625778
 */
export function goDurationNs(text: string): number {
  const m = GO_DURATION.exec(text);
  if (!m || text === "" || (m[1] === undefined && m[2] === undefined && m[5] === undefined)) throw new ValueError(`not a Go duration: ${shown(text)}`);
  let ns = 0;
  if (m[1] !== undefined) ns += parseInteger(m[1]) * NS.h!;
  if (m[2] !== undefined) ns += parseInteger(m[2]) * NS.m!;
  if (m[5] !== undefined) {
    const unit = NS[m[5]]!;
    const frac = m[4] ?? "";
    if (10 ** frac.length > unit) throw new ValueError(`finer than a nanosecond: ${shown(text)}`);
    ns += parseInteger(m[3]!) * unit + (frac ? parseInteger(frac) * (unit / 10 ** frac.length) : 0);
  }
  if (!Number.isSafeInteger(ns)) throw new ValueError(`too large to be exact: ${shown(text)}`);
  return ns;
}

/** A `%.2f` value (`100.03`) or Go's `NaN`: null. */
function fixed(text: string): number | null {
  if (text === "NaN") return null;
  if (!/^\d+(?:\.\d+)?$/.test(text)) throw new ValueError(`not a number vegeta prints: ${shown(text)}`);
  return parseNumber(text);
}

/** The latency names of the bracket, as the record's keys. */
const LATENCY_KEYS: Record<string, keyof VegetaLatencies> = { min: "minMs", mean: "meanMs", "50": "p50Ms", "90": "p90Ms", "95": "p95Ms", "99": "p99Ms", max: "maxMs" };

/** Raw vegeta reports (strings as printed) to typed records with units in their names. */
export function normalizeVegeta(reports: VegetaRawReport[], ctx: ParseContext): VegetaRecord[] {
  if (reports.length === 0) throw new ParseError({ format: "vegeta", source: ctx.source, text: ctx.text, offset: 0, message: "no vegeta report in the input (no line `vegeta report` prints)" });
  return reports.map((r) => normalizeReport(r, ctx));
}

function normalizeReport(report: VegetaRawReport, ctx: ParseContext): VegetaRecord {
  const offsets = placesOf(report) ?? new Map<string, number>();
  const { fail, read } = fieldErrors("vegeta", ctx, offsets);
  const warnings: string[] = [];
  const rec: VegetaRecord = { format: "vegeta", kind: report.kind, status: "complete" };

  if (report.kind === "histogram") {
    if (offsets.has("header.bad")) fail("header", new ValueError("not vegeta's histogram header (`Bucket # % Histogram`)"));
    const buckets: VegetaBucket[] = (report.buckets ?? []).map((b, i) => {
      if (b.hi === undefined || b.count === undefined || b.share === undefined) return fail(`buckets.${i}`, new ValueError("a histogram row cut short (`[lo, hi] count share%`)"));
      const share = /^(\d+\.\d+)%$/.exec(b.share);
      if (!share) return fail(`buckets.${i}.share`, new ValueError(`not a share vegeta prints (%.2f%%): ${shown(b.share)}`));
      const percent = parseNumber(share[1]!);
      if (percent > 100) fail(`buckets.${i}.share`, new ValueError(`a share above 100%: ${b.share}`));
      return {
        fromMs: read(`buckets.${i}.lo`, () => goDurationNs(b.lo)) / 1e6,
        toMs: b.hi === "+Inf" ? null : read(`buckets.${i}.hi`, () => goDurationNs(b.hi!)) / 1e6,
        count: read(`buckets.${i}.count`, () => parseInteger(b.count!)),
        percent,
      };
    });
    if (buckets.length === 0) {
      rec.status = "incomplete";
      warnings.push("the histogram has no rows");
    } else if (buckets.at(-1)!.toMs !== null) {
      rec.status = "incomplete";
      warnings.push("the histogram stops before its `+Inf` row");
    }
    rec.buckets = buckets;
    if (warnings.length) rec.warnings = warnings;
    return rec;
  }

  /** A row's values under its bracketed names; the names must be the ones vegeta prints. */
  const row = (field: string, r: VegetaRawRow | undefined, expected: readonly (readonly string[])[]): string[] | undefined => {
    if (r === undefined) return undefined;
    if (offsets.has(`${field}.open`) || !expected.some((e) => e.join(",") === r.names.join(","))) fail(field, new ValueError(`not vegeta's [${expected[0]!.join(", ")}] row: [${r.names.join(", ")}]`));
    const names = r.names;
    if (field !== "statusCodes" && r.values.length > names.length) fail(`${field}.${names.length}`, new ValueError(`more values than the row names (${names.length})`));
    if (field !== "statusCodes" && r.values.length < names.length) warnings.push(`the ${field} row is cut off after ${r.values.length} of its ${names.length} values`);
    return r.values;
  };
  const requests = row("requests", report.requests, [["total", "rate", "throughput"], ["total", "rate"]]);
  if (requests) {
    if (requests[0] !== undefined) rec.requests = read("requests.0", () => parseInteger(requests[0]!));
    if (requests[1] !== undefined) rec.ratePerSecond = read("requests.1", () => fixed(requests[1]!)) ?? fail("requests.1", new ValueError("a rate of NaN"));
    if (requests[2] !== undefined) rec.throughputPerSecond = read("requests.2", () => fixed(requests[2]!)) ?? fail("requests.2", new ValueError("a throughput of NaN"));
  }
  const duration = row("duration", report.duration, [["total", "attack", "wait"]]);
  if (duration) {
    const keys = ["durationSeconds", "attackSeconds", "waitSeconds"] as const;
    duration.forEach((v, i) => (rec[keys[i]!] = read(`duration.${i}`, () => goDurationNs(v)) / 1e9));
  }
  const latencies = row("latencies", report.latencies, [["min", "mean", "50", "90", "95", "99", "max"], ["mean", "50", "95", "99", "max"]]);
  if (latencies) {
    const latency: VegetaLatencies = {};
    latencies.forEach((v, i) => (latency[LATENCY_KEYS[report.latencies!.names[i]!]!] = read(`latencies.${i}`, () => goDurationNs(v)) / 1e6));
    rec.latency = latency;
  }
  for (const field of ["bytesIn", "bytesOut"] as const) {
    const values = row(field, report[field], [["total", "mean"]]);
    if (values?.[0] === undefined) continue;
    rec[field] = {
      totalBytes: read(`${field}.0`, () => parseInteger(values[0]!)),
      ...(values[1] !== undefined ? { meanBytes: read(`${field}.1`, () => fixed(values[1]!)) } : {}),
    };
  }
  const success = row("success", report.success, [["ratio"]]);
  if (success?.[0] !== undefined) {
    const m = /^(\d+\.\d+|NaN)%$/.exec(success[0]);
    if (!m) fail("success.0", new ValueError(`not a ratio vegeta prints (%.2f%%): ${shown(success[0])}`));
    const percent = m![1] === "NaN" ? null : parseNumber(m![1]!);
    if (percent !== null && percent > 100) fail("success.0", new ValueError(`a ratio above 100%: ${success[0]}`));
    rec.successPercent = percent;
  }
  const codes = row("statusCodes", report.statusCodes, [["code:count"]]);
  if (codes) {
    rec.statusCodes = codes.map((v, i) => {
      const m = /^(\d+):(\d+)$/.exec(v);
      if (!m) return fail(`statusCodes.${i}`, new ValueError(`not a code:count pair: ${shown(v)}`));
      return { code: m[1]!, count: read(`statusCodes.${i}`, () => parseInteger(m[2]!)) };
    });
  }
  if (report.errors?.length) rec.errors = report.errors;
  if (report.earlierTail) {
    const what = [report.earlierTail.statusCodes ? "a Status Codes row" : "", report.earlierTail.errorSet ? "an Error Set" : ""].filter(Boolean).join(" and ");
    warnings.push(`${what} before the Requests row: the end of an earlier report whose other lines are cut off (as \`kubectl logs\` shows a log's last lines), not read as this report's`);
  }
  // (a report cut off at its top, its last rows alone, is incomplete too)
  const missing = (["requests", "duration", "latencies", "bytesIn", "bytesOut", "success", "statusCodes"] as const).filter((f) => report[f] === undefined);
  if (missing.length) {
    rec.status = "incomplete";
    warnings.push(`the report is cut off or partly copied: no ${missing.join(", ")} row`);
  }
  if (warnings.length) rec.warnings = warnings;
  return rec;
}
