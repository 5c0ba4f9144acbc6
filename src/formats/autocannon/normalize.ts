import { ParseError } from "../../kit/errors.js";
import { parseInteger } from "../../normalize/number.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { rawUnknownRows, type AutocannonRawRow, type AutocannonRawRun } from "./raw.js";
import { ROUNDED_COUNTS, type AutocannonRecord } from "./schema.js";
import { fieldErrors } from "../../normalize/field-errors.js";
import { placesOf } from "../../kit/places.js";

/** pretty-bytes' units (sindresorhus/pretty-bytes, used by autocannon): SI, each 1000 times the one before. */
const BYTE_UNITS = ["B", "kB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"];
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

const shown = (text: string): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text);

/**
 * A plain decimal (`0.09`, `1712.1`, `13870`) times 10^power, exactly: its digits are one whole number, divided or
 * multiplied once by a power of ten. A value whose digits pass 2^53 is refused (too large to be exact).
 *
 * @example
 * decimal("45.9", 6) //=> 45900000
 * decimal("0.09")    //=> 0.09
 */
export function decimal(text: string, power = 0): number {
  const m = DECIMAL.exec(text);
  if (!m) throw new ValueError(`not a number autocannon prints here: ${shown(text)}`);
  const frac = m[2] ?? "";
  const digits = parseInteger(m[1]! + frac);
  const shift = power - frac.length;
  const value = shift >= 0 ? digits * 10 ** shift : digits / 10 ** -shift;
  if (!Number.isSafeInteger(Math.trunc(value)) || !Number.isSafeInteger(digits * (shift > 0 ? 10 ** shift : 1))) throw new ValueError(`too large to be exact: ${shown(text)}`);
  return value;
}

/**
 * A size as pretty-bytes prints it (`45.9 MB`, `56.1 kB`, `0 B`, `158.37 kB` from older versions), in bytes: SI,
 * 1000-based (pretty-bytes' default, which autocannon uses: `prettyBytes(n)` without `binary`).
 *
 * @example
 * siBytes("45.9 MB") //=> 45900000
 * siBytes("171 kB")  //=> 171000
 */
export function siBytes(text: string): number {
  const m = /^(\S+) (\S+)$/.exec(text);
  const power = m ? BYTE_UNITS.indexOf(m[2]!) : -1;
  if (!m || power < 0) throw new ValueError(`not a size autocannon prints (a number and B, kB, MB, GB, ...): ${shown(text)}`);
  return decimal(m[1]!, 3 * power);
}

/**
 * A Req/Sec cell. Since 7.14.0 autocannon prints it with `toLocaleString()` in the machine's locale: `25,551`,
 * `2,333.7` (en), `80.575`, `87.916,8` (de), `28 383` (fr, a narrow no-break space), `12,34,567` (en-IN). Its
 * values have at most 2 decimals (autocannon rounds the mean and deviation up to 2), so a `.` or `,` followed by
 * exactly 3 digits, or followed later by another separator, groups thousands; the last one, followed by 1 or 2 digits,
 * is the decimal point. Before 7.14 the cells were plain numbers (`1712.1`), read the same way.
 *
 * @example
 * localeCount("25,551")   //=> 25551
 * localeCount("87.916,8") //=> 87916.8
 * localeCount("2,333.7")  //=> 2333.7
 */
export function localeCount(text: string): number {
  const m = /^(\d+(?:[.,\u202f\u00a0' \u2019]\d+)*)$/.exec(text.trim());
  if (!m) throw new ValueError(`not a count autocannon prints: ${shown(text)}`);
  const parts = m[1]!.split(/[.,\u202f\u00a0' \u2019]/);
  const seps = m[1]!.match(/[.,\u202f\u00a0' \u2019]/g) ?? [];
  const last = parts.at(-1)!;
  const decimalAt = seps.length > 0 && (seps.at(-1) === "." || seps.at(-1) === ",") && last.length <= 2 ? seps.length - 1 : -1;
  for (let i = 0; i < seps.length; i++) {
    if (i === decimalAt) continue;
    if (parts[i + 1]!.length !== 3 && !(parts[i + 1]!.length === 2 && i < seps.length - 1)) throw new ValueError(`not a count autocannon prints (digit groups of 3): ${shown(text)}`);
  }
  const whole = (decimalAt >= 0 ? parts.slice(0, -1) : parts).join("");
  return decimal(decimalAt >= 0 ? `${whole}.${last}` : whole);
}

/** A count as lib/format.js prints it: exact below 1000 (`42`), else thousands (`55k`, `1000k`). */
function formatted(text: string): { value: number; rounded: boolean } {
  const m = /^(\d+)(k?)$/.exec(text);
  if (!m) throw new ValueError(`not a count autocannon prints (N or Nk): ${shown(text)}`);
  const n = parseInteger(m[1]!);
  if (m[2] === "") return { value: n, rounded: false };
  const value = n * 1000;
  if (!Number.isSafeInteger(value)) throw new ValueError(`too large to be exact: ${shown(text)}`);
  return { value, rounded: true };
}

/** `2.01s`, `10s`, `30.2s`: seconds. */
function seconds(text: string): number {
  const m = /^(\d+(?:\.\d+)?)s$/.exec(text);
  if (!m) throw new ValueError(`not a duration autocannon prints (N s): ${shown(text)}`);
  return decimal(m[1]!);
}

/** A Latency cell: `0 ms`, `0.09 ms`, `16.45 ms`; before 3.0 (`Latency (ms)`) the number alone. */
function latencyMs(text: string, unitless: boolean): number {
  const m = unitless ? /^(\S+)$/.exec(text) : /^(\S+) ms$/.exec(text);
  if (!m) throw new ValueError(unitless ? `not a latency in ms: ${shown(text)}` : `not a latency autocannon prints (N ms): ${shown(text)}`);
  return decimal(m[1]!);
}

type Column = { kind: "percentile"; percent: number } | { kind: "avg" | "stdev" | "max" | "min" };

/** A header cell: `2.5%`, `Avg`, `Stdev`, `Max`, `Min`. */
function column(name: string): Column | undefined {
  const p = /^(\d+(?:\.\d+)?)%$/.exec(name);
  if (p) return { kind: "percentile", percent: Number(p[1]) };
  const named = ({ Avg: "avg", Stdev: "stdev", Max: "max", Min: "min" } as const)[name as "Avg"];
  return named ? { kind: named } : undefined;
}

/** Raw autocannon runs (strings as printed) to typed records with units in their names. */
export function normalizeAutocannon(runs: AutocannonRawRun[], ctx: ParseContext): AutocannonRecord[] {
  if (runs.length === 0) throw new ParseError({ format: "autocannon", source: ctx.source, text: ctx.text, offset: 0, message: "no autocannon output in the input (no line autocannon prints)" });
  return runs.map((run) => normalizeRun(run, ctx));
}

function normalizeRun(run: AutocannonRawRun, ctx: ParseContext): AutocannonRecord {
  const offsets = placesOf(run) ?? new Map<string, number>();
  const { fail, read } = fieldErrors("autocannon", ctx, offsets);
  const warnings: string[] = [];
  const rounded = new Set<(typeof ROUNDED_COUNTS)[number]>();
  const count = (field: (typeof ROUNDED_COUNTS)[number], text: string): number => {
    const c = read(field, () => formatted(text));
    if (c.rounded) rounded.add(field);
    return c.value;
  };
  const whole = (field: string, text: string): number => read(field, () => parseInteger(text));

  const onlyVersion = run.version !== undefined || run.nodeVersion !== undefined;
  const rec: AutocannonRecord = { format: "autocannon", status: run.totals ? "complete" : "incomplete" };
  if (run.version !== undefined) rec.version = run.version;
  if (run.nodeVersion !== undefined) rec.nodeVersion = run.nodeVersion;
  if (run.url !== undefined) {
    const m = /^(\S+) \((.+)\)$/.exec(run.url);
    rec.url = m ? m[1]! : run.url;
    if (m) rec.socketPath = m[2]!;
  }
  if (run.warmup) {
    const w = run.warmup;
    rec.warmup = {
      ...(w.duration !== undefined ? { durationSeconds: read("warmup.duration", () => seconds(w.duration!)) } : {}),
      ...(w.amount !== undefined ? { amount: whole("warmup.amount", w.amount) } : {}),
      ...(w.connections !== undefined ? { connections: whole("warmup.connections", w.connections) } : {}),
      ...(w.pipelining !== undefined ? { pipelining: whole("warmup.pipelining", w.pipelining) } : {}),
    };
  }
  if (run.duration !== undefined) rec.testDurationSeconds = read("duration", () => seconds(run.duration!));
  if (run.amount !== undefined) rec.amount = whole("amount", run.amount);
  if (run.connections !== undefined) rec.connections = whole("connections", run.connections);
  if (run.pipelining !== undefined) rec.pipelining = whole("pipelining", run.pipelining);
  if (run.workers !== undefined) rec.workers = whole("workers", run.workers);

  let interval = 1;
  if (run.sampled !== undefined) {
    const m = /^(?:once per second\.|every (\d+(?:\.\d+)?) seconds\.)$/.exec(run.sampled);
    if (!m) fail("sampled", new ValueError(`not autocannon's sampling line: ${shown(run.sampled)}`));
    interval = m![1] === undefined ? 1 : read("sampled", () => decimal(m![1]!));
    if (interval <= 0) fail("sampled", new ValueError("a sampling interval of 0 seconds"));
    rec.sampleIntervalSeconds = interval;
  }

  /** A stats row: each cell under its header's column (a row cut off has fewer cells). */
  const statsRow = (field: "latency" | "requestRate" | "transferRate", row: AutocannonRawRow, cell: (text: string, i: number) => number) => {
    if (row.columns.length === 0) fail(field, new ValueError("a table row without its `Stat` header line"));
    if (row.cells.length > row.columns.length) fail(`${field}.${row.columns.length}`, new ValueError(`more cells than the header has columns (${row.columns.length})`));
    const out: { percentiles: { percent: number; value: number }[]; avg?: number; stdev?: number; max?: number; min?: number } = { percentiles: [] };
    row.cells.forEach((text, i) => {
      const col = column(row.columns[i]!);
      if (col === undefined) return fail(`${field}.${i}`, new ValueError(`a column autocannon does not print: ${shown(row.columns[i]!)}`));
      const value = read(`${field}.${i}`, () => cell(text, i));
      if (col.kind === "percentile") out.percentiles.push({ percent: col.percent, value });
      else out[col.kind] = value;
    });
    if (row.cells.length < row.columns.length) warnings.push(`the ${field} row is cut off after ${row.cells.length} of its ${row.columns.length} cells`);
    return out;
  };
  if (run.latency) {
    const unitless = run.latency.unitless;
    const s = statsRow("latency", run.latency, (t) => latencyMs(t, unitless));
    rec.latency = {
      ...(s.percentiles.length ? { percentiles: s.percentiles.map((p) => ({ percent: p.percent, ms: p.value })) } : {}),
      ...(s.avg !== undefined ? { avgMs: s.avg } : {}),
      ...(s.stdev !== undefined ? { stdevMs: s.stdev } : {}),
      ...(s.max !== undefined ? { maxMs: s.max } : {}),
      ...(s.min !== undefined ? { minMs: s.min } : {}),
    };
  }
  if (run.requestRate) {
    const s = statsRow("requestRate", run.requestRate, (t) => localeCount(t) / interval);
    rec.requestRate = {
      ...(s.percentiles.length ? { percentiles: s.percentiles.map((p) => ({ percent: p.percent, perSecond: p.value })) } : {}),
      ...(s.avg !== undefined ? { avgPerSecond: s.avg } : {}),
      ...(s.stdev !== undefined ? { stdevPerSecond: s.stdev } : {}),
      ...(s.min !== undefined ? { minPerSecond: s.min } : {}),
      ...(s.max !== undefined ? { maxPerSecond: s.max } : {}),
    };
  }
  if (run.transferRate) {
    const s = statsRow("transferRate", run.transferRate, (t) => siBytes(t) / interval);
    rec.transferRate = {
      ...(s.percentiles.length ? { percentiles: s.percentiles.map((p) => ({ percent: p.percent, bytesPerSecond: p.value })) } : {}),
      ...(s.avg !== undefined ? { avgBytesPerSecond: s.avg } : {}),
      ...(s.stdev !== undefined ? { stdevBytesPerSecond: s.stdev } : {}),
      ...(s.min !== undefined ? { minBytesPerSecond: s.min } : {}),
      ...(s.max !== undefined ? { maxBytesPerSecond: s.max } : {}),
    };
  }
  if (run.statusCodes) {
    rec.statusCodes = run.statusCodes.map((c, i) => {
      if (c.count === undefined) return fail(`statusCodes.${i}.count`, new ValueError(`the status code ${shown(c.code)} has no count`));
      return { code: c.code, count: whole(`statusCodes.${i}.count`, c.count) };
    });
  }
  if (run.samples !== undefined) rec.samples = whole("samples", run.samples);
  if (run.latencyPercentiles) {
    rec.latencyPercentiles = run.latencyPercentiles.map((p, i) => {
      if (p.ms === undefined) return fail(`latencyPercentiles.${i}.percent`, new ValueError(`the percentile ${shown(p.percent)} has no latency`));
      const percent = read(`latencyPercentiles.${i}.percent`, () => decimal(p.percent));
      if (percent > 100) fail(`latencyPercentiles.${i}.percent`, new ValueError(`a percentile above 100: ${percent}`));
      return { percent, ms: read(`latencyPercentiles.${i}.ms`, () => decimal(p.ms!)) };
    });
  }
  if (run.responses2xx !== undefined) rec.responses2xx = whole("responses2xx", run.responses2xx);
  if (run.non2xx !== undefined) rec.non2xxResponses = whole("non2xx", run.non2xx);
  if (run.requests !== undefined) rec.requests = count("requests", run.requests);
  if (run.runtime !== undefined) rec.durationSeconds = read("runtime", () => seconds(run.runtime!));
  if (run.bytesRead !== undefined) {
    const bytes = read("bytesRead", () => siBytes(run.bytesRead!));
    if (!Number.isInteger(bytes)) fail("bytesRead", new ValueError(`not a whole number of bytes: ${shown(run.bytesRead)}`));
    rec.readBytes = bytes;
  }
  if (run.errors !== undefined) rec.errors = count("errors", run.errors);
  if (run.timeouts !== undefined) rec.timeouts = count("timeouts", run.timeouts);
  if (run.mismatches !== undefined) rec.mismatches = count("mismatches", run.mismatches);
  if (run.resets !== undefined) rec.resets = count("resets", run.resets);
  if (rounded.size > 0) rec.roundedToThousands = ROUNDED_COUNTS.filter((f) => rounded.has(f));

  const hasRun = Object.keys(run).some((k) => !["format", "startLine", "endLine", "version", "nodeVersion"].includes(k));
  if (onlyVersion && !hasRun) rec.status = "version";
  else if (!run.totals) warnings.push("the output ends before autocannon's totals line (`N requests in Ts, B read`): cut off, or autocannon stopped while printing");
  const unknown = rawUnknownRows.get(run);
  if (unknown?.length) {
    const first = unknown[0]!;
    warnings.push(`${unknown.length === 1 ? "a table line" : `${unknown.length} table lines`} autocannon does not print, not read: ${JSON.stringify(first.length > 60 ? `${first.slice(0, 60)}...` : first)}${unknown.length > 1 ? " and others" : ""}`);
  }
  if (warnings.length) rec.warnings = warnings;
  return rec;
}
