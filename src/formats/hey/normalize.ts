import type { HeyDetailLabel } from "../../../grammars/hey/parser.js";
import { ParseError } from "../../kit/errors.js";
import { scaleDecimal } from "../../normalize/decimal-scale.js";
import { inSchema } from "../../normalize/in-schema.js";
import { parseInteger } from "../../normalize/number.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { type HeyRawRun } from "./raw.js";
import { HeyPercentile, HeyStatusCode, type HeyBucket, type HeyDetails, type HeyError, type HeyPhase, type HeyRecord } from "./schema.js";
import { fieldErrors } from "../../normalize/field-errors.js";
import { placesOf } from "../../kit/places.js";

/** The percentiles hey's template prints, in order (report.go `latencies`). */
const PERCENTILES = [10, 25, 50, 75, 90, 95, 99] as const;
/** The histogram's buckets (report.go `histogram`: bc = 10, plus the slowest). */
const BUCKETS = 11;
/** hey keeps at most this many results (report.go `maxRes`): the statistics cover the first million successes. */
const MAX_RESULTS = 1_000_000;
const DETAIL_ROWS: readonly HeyDetailLabel[] = ["dnsDialup", "dnsLookup", "requestWrite", "responseWait", "responseRead"];
const DETAIL_NAMES: Readonly<Record<HeyDetailLabel, string>> = {
  dnsDialup: "DNS+dialup",
  dnsLookup: "DNS-lookup",
  requestWrite: "req write",
  responseWait: "resp wait",
  responseRead: "resp read",
};

/** A printed value: a number, Go's NaN or ±Inf, or nothing usable (cut off, and said so). */
type Value = number | "NaN" | "Inf" | undefined;

/** Raw hey runs (strings as printed) to typed records with units in their names. */
export function normalizeHey(runs: HeyRawRun[], ctx: ParseContext): HeyRecord[] {
  const oha = runs.find((r) => r.oha?.length);
  if (oha) {
    throw new ParseError({
      format: "hey",
      source: ctx.source,
      text: ctx.text,
      offset: placesOf(oha)?.get("oha") ?? 0,
      message: `this is oha's summary (its line ${JSON.stringify(oha.oha![0]!.slice(0, 40))}), not hey's: read it as format oha`,
    });
  }
  const heys = runs.filter(hasHeyLine);
  if (!heys.length) throw new ParseError({ format: "hey", source: ctx.source, text: ctx.text, offset: 0, message: "no hey output in the input (no line hey prints)" });
  return heys.map((run) => normalizeRun(run, ctx));
}

/**
 * True when the run holds a line only hey prints: its titles, histogram, details, status and error rows, messages and
 * usage, a `10% in 0.0016 secs` row, or a Summary value with hey's unit (`0.0233 secs`, `1200000 bytes`). Lines other
 * tools print too are not hey's alone: `Requests/sec:` (wrk's), a `Total:` or `Average:` without a unit (ab's
 * Connection Times, sar's and free's rows), `50%    2.10ms` (bombardier's).
 */
function hasHeyLine(run: HeyRawRun): boolean {
  if (run.titles.length > 0 || run.histogram || run.details || run.statusCodes || run.errorDistribution || run.messages || run.usage) return true;
  if (run.latencyDistribution?.some((p) => p.value !== undefined)) return true;
  return Object.entries(run.summary).some(([label, value]) => label !== "requestsPerSec" && / (?:secs|bytes)$/.test(value ?? ""));
}

function normalizeRun(run: HeyRawRun, ctx: ParseContext): HeyRecord {
  const offsets = placesOf(run) ?? new Map<string, number>();
  const { fail, read } = fieldErrors("hey", ctx, offsets);
  const warnings: string[] = [];
  let cut = false;
  /** A line whose value or unit is missing: the capture was cut there when nothing follows the line, else it is damaged. */
  const missing = (field: string, what: string, lacking = "value"): undefined => {
    if (!endsInput(ctx.text, offsets.get(field))) fail(field, new ValueError(`the ${what} has no ${lacking}`));
    if (!cut) warnings.push(`the output is cut off in the ${what}`);
    cut = true;
    return undefined;
  };
  /** `0.1571 secs` (or `NaN secs`, `+Inf`) as printed; `unit` is the unit hey prints after it, if any. */
  const value = (field: string, printed: string | undefined, unit: string | undefined, what: string): Value => {
    if (printed === undefined) return undefined;
    const [number = "", after, ...more] = printed.split(" ");
    if (number === "") return missing(field, what);
    if (unit !== undefined && after === undefined) return missing(field, what, `unit (${unit})`);
    if (after !== unit || more.length) fail(field, new ValueError(`expected ${unit === undefined ? "a number alone" : `a number and ${JSON.stringify(unit)}`}, found ${JSON.stringify(printed.slice(0, 40))}`));
    if (number === "NaN") return "NaN";
    if (/^[+-]Inf$/.test(number)) return "Inf";
    return read(field, () => (unit === "bytes" ? parseInteger(number) : scaleDecimal(number, 0)));
  };
  /** Seconds as printed to milliseconds, exactly (`0.0196` is 19.6). */
  const toMs = (field: string, seconds: number | undefined, printed: string | undefined): number | undefined =>
    seconds === undefined ? undefined : read(field, () => scaleDecimal(printed!.split(" ")[0]!, 3));

  const rec: HeyRecord = { format: "hey", status: "complete" };
  if (run.messages?.length) rec.messages = run.messages;
  if (run.usage) rec.usage = true;

  // Summary
  const s = run.summary;
  const summaryValue = (label: keyof HeyRawRun["summary"], unit: string | undefined, name: string): Value => value(`summary.${label}`, s[label], unit, `${name} line`);
  const total = summaryValue("total", "secs", "Total:");
  const slowest = summaryValue("slowest", "secs", "Slowest:");
  const fastest = summaryValue("fastest", "secs", "Fastest:");
  const average = summaryValue("average", "secs", "Average:");
  const rps = summaryValue("requestsPerSec", undefined, "Requests/sec:");
  const totalData = summaryValue("totalData", "bytes", "Total data:");
  const sizePerRequest = summaryValue("sizePerRequest", "bytes", "Size/request:");
  const finite = (label: string, v: Value, name: string): number | undefined => {
    if (v === "NaN" || v === "Inf") fail(`summary.${label}`, new ValueError(`hey prints ${name} as a number, not ${v}`));
    return v as number | undefined;
  };
  if (total !== undefined) rec.durationSeconds = finite("total", total, "Total:");
  /** No request succeeded: hey prints NaN for the averages and 0.0000 for the fastest and slowest, which were not measured. */
  const noSuccess = average === "NaN";
  const summaryMs = (label: "slowest" | "fastest", v: Value): number | null | undefined => (v === undefined ? undefined : noSuccess ? null : toMs(`summary.${label}`, finite(label, v, label), s[label]));
  const slowestMs = summaryMs("slowest", slowest);
  if (slowestMs !== undefined) rec.slowestMs = slowestMs;
  const fastestMs = summaryMs("fastest", fastest);
  if (fastestMs !== undefined) rec.fastestMs = fastestMs;
  if (average !== undefined) rec.averageMs = average === "NaN" ? null : toMs("summary.average", finite("average", average, "Average:"), s.average);
  if (rps !== undefined) {
    if (rps === "Inf") warnings.push("Requests/sec printed as Inf: hey divided by a Total of 0");
    rec.requestsPerSecond = rps === "NaN" || rps === "Inf" ? null : rps;
  }
  if (totalData !== undefined) rec.totalDataBytes = finite("totalData", totalData, "Total data:");
  if (sizePerRequest !== undefined) rec.sizePerRequestBytes = finite("sizePerRequest", sizePerRequest, "Size/request:");

  // Response time histogram
  if (run.histogram) {
    const rows: HeyBucket[] = [];
    run.histogram.forEach((b, i) => {
      const field = `histogram.${i}`;
      if (b.count === undefined) return missing(field, `histogram row ${b.mark}`);
      rows.push({ markMs: read(`${field}.mark`, () => scaleDecimal(b.mark, 3)), count: read(field, () => parseInteger(b.count!)) });
    });
    rec.histogram = rows;
  } else if (run.titles.includes("histogram")) rec.histogram = [];

  // Latency distribution
  if (run.latencyDistribution) {
    const rows: HeyPercentile[] = [];
    let positional = true;
    run.latencyDistribution.forEach((p, i) => {
      const field = `latencyDistribution.${i}`;
      const percent = read(`${field}.percent`, () => inSchema(HeyPercentile.shape.percent, parseInteger(p.percent)));
      const v = value(field, p.value, "secs", `Latency distribution row ${p.percent}%`);
      if (v === undefined) return;
      if (v === "NaN" || v === "Inf") return fail(field, new ValueError(`hey prints a latency as a number, not ${v}`));
      const ms = toMs(field, v, p.value)!;
      if (percent === 0 && ms === 0) {
        // report.go leaves a percentile it did not reach as the zero entry: its place says which one it was
        if (positional && i < PERCENTILES.length) rows.push({ percent: PERCENTILES[i]!, ms: null });
        else warnings.push(`a Latency distribution row \`0% in 0.0000 secs\` (a percentile hey did not reach) was left out: its place does not say which percentile it stands for`);
        return;
      }
      if (percent !== PERCENTILES[i]) positional = false;
      rows.push({ percent, ms });
    });
    rec.latencyDistribution = rows;
  } else if (run.titles.includes("latency")) rec.latencyDistribution = [];

  // Details
  if (run.details) {
    const details: HeyDetails = {};
    for (const label of DETAIL_ROWS) {
      const cells = run.details[label];
      if (cells === undefined) continue;
      const name = `${DETAIL_NAMES[label]} row`;
      if (cells.length > 3) fail(`details.${label}.3`, new ValueError(`the ${name} has more than 3 values`));
      const values = cells.map((c, i) => value(`details.${label}.${i}`, c, "secs", name));
      if (cells.length < 3 && values.every((v) => v !== undefined)) missing(`details.${label}`, name);
      if (values.length < 3 || values.some((v) => v === undefined)) continue;
      const [avg, min, max] = values;
      const cellMs = (i: number, v: Value): number | null => {
        if (v === "Inf" || (v === "NaN" && i > 0)) return fail(`details.${label}.${i}`, new ValueError(`hey prints this value as a number, not ${v}`));
        if (v === "NaN") return null;
        return i > 0 && noSuccess ? null : toMs(`details.${label}.${i}`, v, cells[i])!;
      };
      details[label] = { averageMs: cellMs(0, avg), fastestMs: cellMs(1, min), slowestMs: cellMs(2, max) } satisfies HeyPhase;
    }
    // hey up to 0.1.4 (before 01fa416) prints the Summary's Fastest and Slowest in the DNS+dialup row
    const dial = run.details.dnsDialup;
    if (details.dnsDialup && !noSuccess && dial?.[1] === s.fastest && dial?.[2] === s.slowest) {
      details.dnsDialup.fastestMs = null;
      details.dnsDialup.slowestMs = null;
      warnings.push("DNS+dialup's fastest and slowest are the Summary's Fastest and Slowest (hey 0.1.4 and earlier print those there, not the dial times): left out (null)");
    }
    rec.details = details;
  }

  // Status code and error distributions
  if (run.statusCodes || run.titles.includes("status")) {
    rec.statusCodes = (run.statusCodes ?? []).flatMap((row, i) => {
      const field = `statusCodes.${i}`;
      const status = read(`${field}.status`, () => inSchema(HeyStatusCode.shape.status, parseInteger(row.status)));
      const what = `Status code distribution row [${row.status}]`;
      let count: number | undefined;
      if (row.count !== undefined && /^\d+ responses$/.test(row.count)) count = read(field, () => parseInteger(row.count!.split(" ")[0]!));
      else if (row.count === undefined || endsInput(ctx.text, offsets.get(field))) missing(field, what, "count");
      else fail(field, new ValueError(`expected "N responses", found ${JSON.stringify(row.count.slice(0, 40))}`));
      return count === undefined ? [] : [{ status, count }];
    });
  }
  if (run.errorDistribution) {
    rec.errorDistribution = run.errorDistribution.flatMap((row, i): HeyError[] => {
      const field = `errorDistribution.${i}`;
      if (row.message === undefined) {
        missing(field, "Error distribution row");
        return [];
      }
      return [{ count: read(field, () => parseInteger(row.count)), message: row.message }];
    });
  } else if (run.titles.includes("error")) rec.errorDistribution = [];

  // What the distributions add up to
  if (rec.statusCodes) {
    rec.responses = sum(rec.statusCodes.map((r) => r.count));
    rec.requestErrors = sum((rec.errorDistribution ?? []).map((r) => r.count));
    rec.requests = rec.responses + rec.requestErrors;
    checkTotals(rec, warnings);
  }

  const ran = run.titles.length > 0 || Object.keys(s).length > 0 || run.histogram || run.latencyDistribution || run.details || run.statusCodes || run.errorDistribution;
  if (!ran) {
    rec.status = "aborted";
    rec.error = { message: run.messages?.[0] ?? "hey printed its usage text and did not run (bad or missing options, or no URL)" };
  } else {
    const absent = expectedLines(run).filter(([present]) => !present).map(([, name]) => name);
    if (absent.length) warnings.push(`no ${absent.join("; no ")}`);
    if (absent.length || cut) rec.status = "incomplete";
  }
  if (run.detailedReport?.length) warnings.push("hey 0.1.0's Detailed Report is not read (its lines are in the raw record)");
  if (warnings.length) rec.warnings = warnings;
  return rec;
}

/**
 * The counts against each other and against the rates, as hey computes them (report.go): the histogram and the status
 * codes both count the successful results kept (at most a million), Requests/sec counts every result (errors too) over
 * Total, Size/request is Total data over the results kept. A difference means a damaged copy, or the million cap.
 */
function checkTotals(rec: HeyRecord, warnings: string[]): void {
  const responses = rec.responses!;
  const errors = rec.requestErrors!;
  if (rec.histogram?.length) {
    const inHistogram = sum(rec.histogram.map((b) => b.count));
    if (inHistogram !== responses) warnings.push(`the histogram counts ${inHistogram} requests, the status codes ${responses}`);
  }
  if (rec.totalDataBytes !== undefined && rec.sizePerRequestBytes !== undefined && responses > 0 && Math.floor(rec.totalDataBytes / responses) !== rec.sizePerRequestBytes) {
    warnings.push(`Size/request is not Total data / ${responses} responses (${Math.floor(rec.totalDataBytes / responses)})`);
  }
  const rate = rec.requestsPerSecond;
  const seconds = rec.durationSeconds;
  if (rate === undefined || rate === null || seconds === undefined) return;
  // both printed with 4 decimals: rate x Total is within this of the count hey divided
  const product = rate * seconds;
  const slack = rate * 0.00005 + seconds * 0.00005 + 1e-6;
  if (responses === MAX_RESULTS && product - errors - responses > slack) {
    rec.requests = Math.round(product);
    warnings.push(`hey keeps at most ${MAX_RESULTS} results: the histogram, percentiles, status codes, Size/request and averages cover the first ${MAX_RESULTS} successful requests; requests is Requests/sec x Total (within ${Math.ceil(slack)})`);
    return;
  }
  if (Math.abs(product - rec.requests!) > slack) warnings.push(`Requests/sec x Total is ${product.toFixed(1)}, not the ${rec.requests} requests the distributions count`);
}

/** The lines hey prints for every run (the Details' five rows, the histogram's 11 rows when it has any), and whether the run has each. */
function expectedLines(run: HeyRawRun): [boolean, string][] {
  const s = run.summary;
  const buckets = run.histogram?.length ?? 0;
  return [
    [run.titles.includes("summary"), "Summary: line"],
    [s.total !== undefined, "Total: line"],
    [s.slowest !== undefined, "Slowest: line"],
    [s.fastest !== undefined, "Fastest: line"],
    [s.average !== undefined, "Average: line"],
    [s.requestsPerSec !== undefined, "Requests/sec: line"],
    [(s.totalData === undefined) === (s.sizePerRequest === undefined), s.totalData === undefined ? "Total data: line before Size/request:" : "Size/request: line after Total data:"],
    [run.titles.includes("histogram"), "Response time histogram"],
    [buckets === 0 || buckets === BUCKETS, `histogram rows after ${buckets} (hey prints ${BUCKETS})`],
    [run.titles.includes("latency"), "Latency distribution"],
    [run.titles.includes("details"), "Details (average, fastest, slowest)"],
    ...DETAIL_ROWS.map((label): [boolean, string] => [run.details?.[label] !== undefined, `${DETAIL_NAMES[label]} row`]),
    [run.titles.includes("status"), "Status code distribution"],
  ];
}

function sum(values: number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** True when nothing but white space follows the line that holds `offset`: the capture was cut there. */
function endsInput(text: string, offset: number | undefined): boolean {
  if (offset === undefined) return false;
  const end = text.indexOf("\n", offset);
  return end === -1 || text.slice(end).trim() === "";
}
