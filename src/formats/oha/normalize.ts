import type { OhaSubset } from "../../../grammars/oha/parser.js";
import { ParseError } from "../../kit/errors.js";
import type { ParseContext } from "../../kit/format.js";
import { placesOf } from "../../kit/places.js";
import { scaleDecimal } from "../../normalize/decimal-scale.js";
import { endsInput } from "../../normalize/ends-input.js";
import { fieldErrors } from "../../normalize/field-errors.js";
import { inSchema } from "../../normalize/in-schema.js";
import { parseInteger } from "../../normalize/number.js";
import { parseSize } from "../../normalize/size.js";
import { ValueError } from "../../normalize/value-error.js";
import { titleName, type OhaDetailLabel, type OhaRawBucket, type OhaRawPercentile, type OhaRawRun } from "./raw.js";
import { OhaRecord, OhaStatusCode, type OhaBucket, type OhaDetails, type OhaError, type OhaPercentile } from "./schema.js";

/**
 * oha's time units (src/timescale.rs Display; `secs` before -u/--time-unit, 1.9): the power of ten of a millisecond
 * and the factor beyond it (a minute is 60 x 10^3 ms).
 */
const UNITS: Readonly<Record<string, { power: number; factor: number }>> = {
  secs: { power: 3, factor: 1 },
  sec: { power: 3, factor: 1 },
  ms: { power: 0, factor: 1 },
  us: { power: -3, factor: 1 },
  ns: { power: -6, factor: 1 },
  "10 sec": { power: 4, factor: 1 },
  min: { power: 3, factor: 60 },
  "10 min": { power: 3, factor: 600 },
  hr: { power: 3, factor: 3600 },
};
/** `0.0148 secs`, `14.8000 ms`, `NaN ms`, `inf sec`, `1.2345 10 sec`: a value and oha's unit. */
const TIME = /^(NaN|-?inf|\d+(?:\.\d+)?) (secs|sec|ms|us|ns|10 sec|min|10 min|hr)$/;
/** `38.28 MiB`, `512 B`, `1.00 KiB`: byte-unit's binary sizes. */
const SIZE = /^\d+(?:\.\d+)? ?(?:B|[KMGTPE]iB)$/;
const DETAIL_NAMES: Readonly<Record<OhaDetailLabel, string>> = { dnsDialup: "DNS+dialup", dnsLookup: "DNS-lookup" };

/** A number in oha's unit to milliseconds (`power` 0), or to seconds (`power` -3), exactly where the unit is a power of ten. */
function scaled(number: string, unit: string, power: number): number {
  const u = UNITS[unit]!;
  const v = scaleDecimal(number, u.power + power);
  return u.factor === 1 ? v : Number((v * u.factor).toPrecision(15));
}

/** Raw oha runs (strings as printed) to typed records with units in their names. */
export function normalizeOha(runs: OhaRawRun[], ctx: ParseContext): OhaRecord[] {
  const ohas = runs.filter(hasOhaLine);
  if (!ohas.length) throw new ParseError({ format: "oha", source: ctx.source, text: ctx.text, offset: 0, message: "no oha output in the input (no line only oha prints: `Success rate:`, `Size/sec:`, a KiB/MiB size, a `10.00%` row; hey's summary is not oha's)" });
  return ohas.map((run) => normalizeRun(run, ctx));
}

/**
 * True when the run holds a line only oha prints: `Success rate:`, `Size/sec:`, a size in byte-unit's form (`38.28
 * MiB`, `800 B`: hey prints `bytes`), a percentile with two decimals (`10.00%`), a breakdown block, or a time in a
 * unit other than `secs`. hey's summary has oha's titles, Details and status rows and `secs` too, and is not oha's.
 */
function hasOhaLine(run: OhaRawRun): boolean {
  const s = run.summary;
  if (s.successRate !== undefined || s.sizePerSec !== undefined) return true;
  if ([s.totalData, s.sizePerRequest].some((v) => v !== undefined && SIZE.test(v))) return true;
  if (Object.values(run.distributions ?? {}).some((rows) => rows?.some((r) => r.percent.includes(".")))) return true;
  if (run.titles.some((t) => /\((?:successful|notSuccessful)\)$/.test(t))) return true;
  const times = [s.total, s.slowest, s.fastest, s.average, ...Object.values(run.details ?? {}).flatMap((v) => v?.split(/,\s*/) ?? [])];
  return times.some((v) => v !== undefined && TIME.exec(v)?.[2] !== undefined && TIME.exec(v)![2] !== "secs");
}

function normalizeRun(run: OhaRawRun, ctx: ParseContext): OhaRecord {
  const offsets = placesOf(run) ?? new Map<string, number>();
  const { fail, read } = fieldErrors("oha", ctx, offsets);
  const warnings: string[] = [];
  let cut = false;
  const units = new Set<string>();
  /** A line whose value is missing or cut: the capture was cut there when nothing follows the line, else it is damaged. */
  const missing = (field: string, what: string): undefined => {
    if (!endsInput(ctx.text, offsets.get(field))) fail(field, new ValueError(`the ${what} has no value`));
    if (!cut) warnings.push(`the output is cut off in the ${what}`);
    cut = true;
    return undefined;
  };
  /** A time as printed to milliseconds (or seconds, `power` -3); null for Rust's NaN and ±inf. */
  const time = (field: string, printed: string | undefined, what: string, power = 0): number | null | undefined => {
    if (printed === undefined) return undefined;
    if (printed === "") return missing(field, what);
    const m = TIME.exec(printed);
    if (!m) {
      if (endsInput(ctx.text, offsets.get(field)) && /^(?:NaN|-?inf|\d+(?:\.\d*)?)(?: \S*)?$/.test(printed)) return missing(field, what);
      return fail(field, new ValueError(`expected a time and oha's unit (secs, sec, ms, us, ns, min, hr), found ${JSON.stringify(printed.slice(0, 40))}`));
    }
    units.add(m[2]!);
    if (m[1] === "NaN" || m[1]!.endsWith("inf")) return null;
    return read(field, () => scaled(m[1]!, m[2]!, power));
  };
  /** A plain number (`3364.7592`), null for NaN and ±inf. */
  const plain = (field: string, printed: string | undefined, what: string): number | null | undefined => {
    if (printed === undefined) return undefined;
    if (printed === "") return missing(field, what);
    if (/^(?:NaN|-?inf)$/.test(printed)) return null;
    return read(field, () => scaleDecimal(printed, 0));
  };
  const size = (field: string, printed: string | undefined, what: string): number | undefined => {
    if (printed === undefined) return undefined;
    if (printed === "") return missing(field, what);
    if (!SIZE.test(printed)) {
      if (endsInput(ctx.text, offsets.get(field))) return missing(field, what);
      return fail(field, new ValueError(`expected a size (38.28 MiB), found ${JSON.stringify(printed.slice(0, 40))}`));
    }
    return read(field, () => parseSize(printed));
  };

  const rec: OhaRecord = { format: "oha", status: "complete" };
  const s = run.summary;

  // Summary
  if (s.successRate !== undefined) {
    const v = s.successRate;
    const m = /^(NaN|\d+(?:\.\d+)?)(%?)$/.exec(v);
    if (v === "") missing("summary.successRate", "Success rate: line");
    else if (!m) fail("summary.successRate", new ValueError(`expected a percentage (100.00%) or a ratio (1.0000), found ${JSON.stringify(v.slice(0, 40))}`));
    else if (m[1] === "NaN") rec.successRatePercent = null;
    else rec.successRatePercent = read("summary.successRate", () => inSchema(OhaRecord.shape.successRatePercent, scaleDecimal(m[1]!, m[2] ? 0 : 2)));
  }
  const total = time("summary.total", s.total, "Total: line", -3);
  if (total !== undefined) {
    rec.durationSeconds = total ?? fail("summary.total", new ValueError("oha prints Total as a number"));
  }
  const slowest = time("summary.slowest", s.slowest, "Slowest: line");
  if (slowest !== undefined) rec.slowestMs = slowest;
  const fastest = time("summary.fastest", s.fastest, "Fastest: line");
  if (fastest !== undefined) rec.fastestMs = fastest;
  const average = time("summary.average", s.average, "Average: line");
  if (average !== undefined) rec.averageMs = average;
  const rps = plain("summary.requestsPerSec", s.requestsPerSec, "Requests/sec: line");
  if (rps !== undefined) rec.requestsPerSecond = rps;
  const totalData = size("summary.totalData", s.totalData, "Total data: line");
  if (totalData !== undefined) rec.totalDataBytes = totalData;
  if (s.sizePerRequest !== undefined) {
    const v = s.sizePerRequest;
    if (v === "NaN") rec.sizePerRequestBytes = null;
    else if (v !== "" && v.length <= 2 && /^(?:\d\.?|\d\d|Na)$/.test(v)) {
      // oha 1.0 to 1.4.3 (byte-unit 5, before 2b2f404) formatted the size to a string, then `{:.2}` cut it to two characters
      rec.sizePerRequestBytes = null;
      warnings.push(`Size/request is cut to two characters (${JSON.stringify(v)}: oha 1.0 to 1.4.3 printed it so): left out (null)`);
    } else {
      const b = size("summary.sizePerRequest", v, "Size/request: line");
      if (b !== undefined) rec.sizePerRequestBytes = b;
    }
  }
  const perSec = size("summary.sizePerSec", s.sizePerSec, "Size/sec: line");
  if (perSec !== undefined) rec.sizePerSecondBytes = perSec;

  // Histograms and distributions
  const histogram = (subset: OhaSubset, rows: OhaRawBucket[]): OhaBucket[] =>
    rows.flatMap((row, i) => {
      const field = `histograms.${subset}.${i}`;
      if (row.count === undefined) return missing(field, "histogram row") ?? [];
      const [mark, ...unitWords] = row.mark.split(" ");
      const unit = unitWords.join(" ");
      // before 1.9 the marks are seconds without a unit
      if (unit !== "" && UNITS[unit] === undefined) fail(`${field}.mark`, new ValueError(`unknown time unit ${JSON.stringify(unit.slice(0, 20))}`));
      if (unit !== "") units.add(unit);
      return [{ markMs: read(`${field}.mark`, () => scaled(mark!, unit || "secs", 0)), count: read(field, () => parseInteger(row.count!)) }];
    });
  const distribution = (subset: OhaSubset, rows: OhaRawPercentile[]): OhaPercentile[] =>
    rows.flatMap((row, i) => {
      const field = `distributions.${subset}.${i}`;
      const percent = read(`${field}.percent`, () => scaleDecimal(row.percent, 0));
      if (percent > 100) fail(`${field}.percent`, new ValueError(`a percentage above 100: ${row.percent}`));
      if (row.value === undefined) return missing(field, `${row.percent}% row`) ?? [];
      const ms = time(field, row.value, `${row.percent}% row`);
      return ms === undefined ? [] : [{ percent, ms }];
    });
  const h = run.histograms ?? {};
  const d = run.distributions ?? {};
  if (h.all) rec.histogram = histogram("all", h.all);
  else if (run.titles.includes("histogram")) rec.histogram = [];
  if (d.all) rec.latencyDistribution = distribution("all", d.all);
  else if (run.titles.includes("distribution")) rec.latencyDistribution = [];
  for (const subset of ["successful", "notSuccessful"] as const) {
    const hasH = run.titles.includes(titleName("histogram", subset));
    const hasD = run.titles.includes(titleName("distribution", subset));
    if (!hasH && !hasD) continue;
    rec[subset] = {
      ...(hasH ? { histogram: histogram(subset, h[subset] ?? []) } : {}),
      ...(hasD ? { latencyDistribution: distribution(subset, d[subset] ?? []) } : {}),
    };
  }

  // Details
  if (run.details) {
    const details: OhaDetails = {};
    for (const label of ["dnsDialup", "dnsLookup"] as const) {
      const printed = run.details[label];
      if (printed === undefined) continue;
      const what = `${DETAIL_NAMES[label]} row`;
      const cells = printed === "" ? [] : printed.split(/,\s*/);
      if (cells.length > 3) fail(`details.${label}`, new ValueError(`the ${what} has more than 3 values`));
      if (cells.length < 3) {
        missing(`details.${label}`, what);
        continue;
      }
      const [avg, min, max] = cells.map((c) => time(`details.${label}`, c, what));
      if (avg === undefined || min === undefined || max === undefined) continue;
      details[label] = { averageMs: avg, fastestMs: min, slowestMs: max };
    }
    rec.details = details;
  }

  // Status code and error distributions
  if (run.statusCodes || run.titles.includes("status")) {
    rec.statusCodes = (run.statusCodes ?? []).flatMap((row, i) => {
      const field = `statusCodes.${i}`;
      const status = read(`${field}.status`, () => inSchema(OhaStatusCode.shape.status, parseInteger(row.status)));
      if (row.count !== undefined && /^\d+ responses$/.test(row.count)) return [{ status, count: read(field, () => parseInteger(row.count!.split(" ")[0]!)) }];
      if (row.count === undefined || endsInput(ctx.text, offsets.get(field))) return missing(field, `Status code distribution row [${row.status}]`) ?? [];
      return fail(field, new ValueError(`expected "N responses", found ${JSON.stringify(row.count.slice(0, 40))}`));
    });
  }
  if (run.errorDistribution) {
    rec.errorDistribution = run.errorDistribution.flatMap((row, i): OhaError[] => {
      const field = `errorDistribution.${i}`;
      if (row.message === undefined) return missing(field, "Error distribution row") ?? [];
      return [{ count: read(field, () => parseInteger(row.count)), message: row.message }];
    });
  } else if (run.titles.includes("error")) rec.errorDistribution = [];

  if (units.size > 1) warnings.push(`times printed in more than one unit (${[...units].join(", ")}): oha prints one per run`);
  if (units.size > 0) rec.timeUnit = [...units][0]!;

  addTotals(rec, warnings);

  const absent = expectedLines(run).filter(([present]) => !present).map(([, name]) => name);
  if (absent.length) warnings.push(`no ${absent.join("; no ")}`);
  if (absent.length || cut) rec.status = "incomplete";
  if (run.otherLines?.length) warnings.push(`${run.otherLines.length} line(s) inside the run that oha does not print (in the raw record)`);
  if (warnings.length) rec.warnings = warnings;
  return rec;
}

/** The fields of a record (text or JSON) that the totals come from and go to. */
type Totals = Pick<OhaRecord, "statusCodes" | "errorDistribution" | "histogram" | "requestsPerSecond" | "durationSeconds" | "responses" | "requestErrors" | "requests">;

/**
 * What the distributions add up to (when the Status code distribution is there): the responses, the requests that
 * ended in an error, all requests; then checked against the histogram and the rate (checkTotals).
 */
export function addTotals(rec: Totals, warnings: string[]): void {
  if (!rec.statusCodes) return;
  rec.responses = sum(rec.statusCodes.map((r) => r.count));
  rec.requestErrors = sum((rec.errorDistribution ?? []).map((r) => r.count));
  rec.requests = rec.responses + rec.requestErrors;
  checkTotals(rec, warnings);
}

/**
 * The counts against each other and against the rates, as oha computes them (result_data.rs): the histogram counts
 * the responses; Requests/sec counts every result (errors too) over Total, both printed with 4 decimals. A difference
 * means a damaged copy.
 */
function checkTotals(rec: Totals, warnings: string[]): void {
  const responses = rec.responses!;
  if (rec.histogram?.length) {
    const inHistogram = sum(rec.histogram.map((b) => b.count));
    if (inHistogram !== responses) warnings.push(`the histogram counts ${inHistogram} requests, the status codes ${responses}`);
  }
  const rate = rec.requestsPerSecond;
  const seconds = rec.durationSeconds;
  if (rate === undefined || rate === null || seconds === undefined) return;
  const product = rate * seconds;
  const slack = rate * 0.00005 + seconds * 0.00005 + 1e-6;
  if (Math.abs(product - rec.requests!) > slack + 0.5) warnings.push(`Requests/sec x Total is ${product.toFixed(1)}, not the ${rec.requests} requests the distributions count`);
}

/** The lines oha prints for every run, and whether the run has each. */
function expectedLines(run: OhaRawRun): [boolean, string][] {
  const s = run.summary;
  return [
    [run.titles.includes("summary"), "Summary: line"],
    [s.successRate !== undefined, "Success rate: line"],
    [s.total !== undefined, "Total: line"],
    [s.slowest !== undefined, "Slowest: line"],
    [s.fastest !== undefined, "Fastest: line"],
    [s.average !== undefined, "Average: line"],
    [s.requestsPerSec !== undefined, "Requests/sec: line"],
    [s.totalData !== undefined, "Total data: line"],
    [s.sizePerRequest !== undefined, "Size/request: line"],
    [s.sizePerSec !== undefined, "Size/sec: line"],
    [run.titles.includes("histogram"), "Response time histogram"],
    [run.titles.includes("distribution"), "Response time distribution"],
    [run.titles.includes("details"), "Details (average, fastest, slowest)"],
    [run.details?.dnsDialup !== undefined, "DNS+dialup row"],
    [run.details?.dnsLookup !== undefined, "DNS-lookup row"],
    [run.titles.includes("status"), "Status code distribution"],
  ];
}

function sum(values: number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
