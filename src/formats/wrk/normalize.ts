import { ParseError } from "../../kit/errors.js";
import { parseInteger, parseNumber } from "../../normalize/number.js";
import { endsInput } from "../../normalize/ends-input.js";
import { scaled, type Scale } from "../../normalize/scaled.js";
import { parseSize } from "../../normalize/size.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { type WrkRawRun, type WrkRawStatRow } from "./raw.js";
import type { WrkLatencyStats, WrkPercentile, WrkRecord, WrkSpectrum, WrkThreadRateStats } from "./schema.js";
import type { WrkRawHistogram } from "./raw.js";
import { fieldErrors } from "../../normalize/field-errors.js";
import { placesOf } from "../../kit/places.js";

/**
 * wrk's units (src/units.c): times are `us`, `ms`, `s`, `m` (and `h`, which format_units never reaches); counts and
 * Req/Sec use the 1000-based `k`, `M`, `G`, `T`; sizes the 1024-based `K`, `M`, `G`, `T` followed by `B`. Each table
 * maps a unit to [multiplier, power of ten to divide by] for the canonical unit.
 */
const TO_MS: Scale = { "": [1, 3], us: [1, 3], ms: [1, 0], s: [1000, 0], m: [60_000, 0], h: [3_600_000, 0] };
const TO_SECONDS: Scale = { us: [1, 6], ms: [1, 3], s: [1, 0], m: [60, 0], h: [3600, 0] };
const PLAIN: Scale = { "": [1, 0] };
const METRIC: Scale = { "": [1, 0], k: [1e3, 0], M: [1e6, 0], G: [1e9, 0], T: [1e12, 0], P: [1e15, 0] };

/** wrk2's spectrum percentile, a 0-1 fraction (`0.999023`), as a percentage: the digits over 10^(decimals - 2). */
const FRACTION_TO_PERCENT: Scale = { "": [1, -2] };
/** Older wrk2's calibration units (`9747 usec`, `21 msec`) besides wrk's own. */
const CALIBRATION_MS: Scale = { ...TO_MS, usec: [1, 3], msec: [1, 0] };

/** Raw wrk runs (strings as printed) to typed records with units in their names. */
export function normalizeWrk(runs: WrkRawRun[], ctx: ParseContext): WrkRecord[] {
  if (!runs.some(hasWrkLine)) throw new ParseError({ format: "wrk", source: ctx.source, text: ctx.text, offset: 0, message: "no wrk output in the input (no line wrk prints)" });
  return runs.filter(hasWrkLine).map((run) => normalizeRun(run, ctx));
}

/**
 * True when the run holds a line only wrk prints. Lines other tools print too are not wrk's alone: `Running 3s test @
 * URL` (autocannon's first line), `Requests/sec:` (hey's), and what wrk does not print (a script's output).
 */
function hasWrkLine(run: WrkRawRun): boolean {
  return Object.keys(run).some((k) => !["format", "startLine", "endLine", "scriptOutputBefore", "scriptOutput", "duration", "url", "requestsPerSec"].includes(k));
}

function normalizeRun(run: WrkRawRun, ctx: ParseContext): WrkRecord {
  const offsets = placesOf(run) ?? new Map<string, number>();
  const { fail, read } = fieldErrors("wrk", ctx, offsets);
  const warnings: string[] = [];
  /** A value missing from its line: the capture was cut there when nothing follows the line, else the line is damaged. */
  const missing = (field: string, line: string, what: string): void => {
    if (endsInput(ctx.text, offsets.get(line))) warnings.push(`the output is cut off in the ${what}`);
    else fail(field, new ValueError(`the ${what} has no ${field.split(".").at(-1)}`));
  };
  /** A count wrk prints with %d from a 32-bit unsigned counter: a negative one wrapped, and is read back. */
  const wrapped = (field: string, text: string): number => {
    const n = read(field, () => parseInteger(text));
    if (n >= 0) return n;
    if (n < -(2 ** 31)) return fail(field, new ValueError(`a count cannot be negative: ${n}`));
    warnings.push(`${field} printed as ${n}: wrk prints its 32-bit counter with %d, read as ${n + 2 ** 32}`);
    return n + 2 ** 32;
  };

  /** A whole number wrk prints with %PRIu64 (threads, connections, requests). */
  const count = (field: string, text: string): number => {
    const n = read(field, () => parseInteger(text));
    return n < 0 ? fail(field, new ValueError(`a count cannot be negative: ${n}`)) : n;
  };
  /** A percentage, 0 to 100 (`93.14%`; `-nan%` is null). */
  const share = (field: string, value: number | null): number | null =>
    value !== null && (value > 100 || value < 0) ? fail(field, new ValueError(`a percentage outside 0-100: ${value}`)) : value;

  /** A wrk2 block's percentile rows (`50.000%    1.37ms`): every row printed, each with its value. */
  const hdrPercentiles = (h: WrkRawHistogram, field: string): WrkPercentile[] => {
    const rows: WrkPercentile[] = [];
    h.percentiles.forEach((p, i) => {
      const at = `${field}.percentiles.${i}`;
      if (p.value === undefined) return missing(at, at, `HdrHistogram row ${p.percent}%`);
      rows.push({ percent: share(at, read(at, () => parseNumber(p.percent)))!, ms: read(at, () => scaled(p.value!, TO_MS)) });
    });
    return rows;
  };
  /** A wrk2 block's Detailed Percentile spectrum: Value is in ms (3 decimals), Percentile a 0-1 fraction. */
  const hdrSpectrum = (h: WrkRawHistogram, field: string): WrkSpectrum | undefined => {
    if (!h.spectrum?.length && h.footer === undefined) return undefined;
    const out: WrkSpectrum = { rows: [] };
    h.spectrum?.forEach((row, i) => {
      const at = `${field}.spectrum.${i}`;
      if (row.percentile === undefined || row.totalCount === undefined || row.inverse === undefined) missing(at, at, "Detailed Percentile spectrum row");
      if (row.percentile === undefined || row.totalCount === undefined) return;
      out.rows.push({
        ms: read(at, () => scaled(row.value, PLAIN)),
        percent: share(at, read(at, () => scaled(row.percentile!, FRACTION_TO_PERCENT)))!,
        totalCount: count(at, row.totalCount),
      });
    });
    const footer = h.footer ?? {};
    const value = (name: string): string | undefined => (Object.prototype.hasOwnProperty.call(footer, name) ? footer[name] : undefined);
    const number = (name: string, key: "meanMs" | "stdDeviationMs" | "maxMs"): void => {
      const v = value(name);
      if (v !== undefined) out[key] = /^-?(?:nan|inf)$/.test(v) ? null : read(`${field}.footer.${name}`, () => scaled(v, PLAIN));
    };
    number("Mean", "meanMs");
    number("StdDeviation", "stdDeviationMs");
    number("Max", "maxMs");
    for (const [name, key] of [["Total count", "totalCount"], ["Buckets", "buckets"], ["SubBuckets", "subBuckets"]] as const) {
      const v = value(name);
      if (v !== undefined) out[key] = count(`${field}.footer.${name}`, v);
    }
    return out;
  };

  const rec: WrkRecord = { format: "wrk", status: "complete" };
  if (run.version !== undefined) {
    const banner = /^wrk (\S+) \[([a-z]+)\]$/.exec(run.version);
    if (banner) {
      rec.version = banner[1]!;
      rec.eventLoop = banner[2]!;
    }
  }
  if (run.errors?.length) rec.errors = run.errors;
  if (run.usage) rec.usage = true;
  if (run.url !== undefined) rec.url = run.url;
  const rate = ctx.options.rate;
  if (typeof rate === "number") rec.targetRequestsPerSecond = rate;
  if (run.calibration?.length || run.hdrHistograms?.length || rec.targetRequestsPerSecond !== undefined) rec.variant = "wrk2";
  if (run.duration !== undefined) {
    const seconds = read("duration", () => scaled(run.duration!, TO_SECONDS));
    if (!Number.isInteger(seconds)) fail("duration", new ValueError(`wrk prints the test duration in whole units: ${run.duration}`));
    rec.testDurationSeconds = seconds;
  }
  if (run.threads !== undefined) rec.threads = count("threads", run.threads);
  if (run.connections !== undefined) rec.connections = count("connections", run.connections);
  if (run.calibration?.length) {
    rec.calibration = run.calibration.map((c, i) => {
      const field = `calibration.${i}`;
      if (c.meanLatency === undefined || c.samplingInterval === undefined) missing(field, field, "Thread calibration line");
      return {
        ...(c.meanLatency !== undefined ? { meanLatencyMs: read(field, () => scaled(c.meanLatency!.replace(" ", ""), CALIBRATION_MS)) } : {}),
        ...(c.samplingInterval !== undefined ? { samplingIntervalMs: read(field, () => scaled(c.samplingInterval!.replace(" ", ""), CALIBRATION_MS)) } : {}),
      };
    });
  }

  /**
   * A value wrk prints with printf (`%Lf`, format_units): glibc's `-nan`, `nan`, `inf`, `-inf`, with or without the
   * unit glued on (`-nanus`: no samples), is a placeholder, null, and said once per line.
   */
  const notFinite = (line: string, printed: string): boolean => {
    if (!NOT_FINITE.test(printed)) return false;
    const note = `${line} printed ${printed} (glibc's 0/0 or x/0: no samples), read as null`;
    if (!warnings.includes(note)) warnings.push(note);
    return true;
  };
  // The third column: wrk's Max, or the 99th percentile in DeathStarBench's wrk2 (`Avg Stdev 99% +/- Stdev`).
  let third: "max" | "p99" = "max";
  if (run.statsColumns !== undefined) {
    if (run.statsColumns.join(" ") !== "Avg Stdev 99% +/- Stdev") fail("statsHeader", new ValueError(`not a Thread Stats header wrk prints: ${JSON.stringify(run.statsColumns.join(" ").slice(0, 60))}`));
    third = "p99";
    warnings.push("the Thread Stats header's third column is 99% (DeathStarBench's wrk2): read as the 99th percentile, the largest latency is not printed");
  }
  const row = (field: "latency" | "requestsPerThread", raw: WrkRawStatRow, table: Scale, unit: string): Record<string, number | null> => {
    const out: Record<string, number | null> = {};
    const name = field === "latency" ? "the Latency row" : "the Req/Sec row";
    for (const key of ["avg", "stdev", "max"] as const) {
      const printed = raw[key];
      if (printed === undefined) continue;
      out[`${key === "max" ? third : key}${unit}`] = notFinite(name, printed) ? null : read(`${field}.${key}`, () => scaled(printed, table));
    }
    if (raw.withinStdev !== undefined) out.withinStdevPercent = share(`${field}.withinStdev`, read(`${field}.withinStdev`, () => percent(raw.withinStdev!)));
    const absent = (["stdev", "max", "withinStdev"] as const).find((k) => raw[k] === undefined);
    if (absent !== undefined) missing(`${field}.${absent}`, field, `${field === "latency" ? "Latency" : "Req/Sec"} row`);
    return out;
  };
  if (run.latency) rec.latency = row("latency", run.latency, TO_MS, "Ms") as WrkLatencyStats;
  if (run.requestsPerThread) rec.requestsPerThread = row("requestsPerThread", run.requestsPerThread, METRIC, "PerSecond") as WrkThreadRateStats;
  if (run.latencyDistribution?.length) {
    const rows: WrkPercentile[] = [];
    run.latencyDistribution.forEach((p, i) => {
      const field = `latencyDistribution.${i}`;
      if (p.value === undefined) return missing(field, field, `Latency Distribution row ${p.percent}%`);
      rows.push({ percent: share(field, read(field, () => parseNumber(p.percent)))!, ms: read(field, () => scaled(p.value!, TO_MS)) });
    });
    if (rows.length) rec.latencyDistribution = rows;
  }
  if (run.hdrHistograms?.length) {
    if (rec.latencyDistribution) fail("hdrHistograms.0", new ValueError("both wrk's Latency Distribution and wrk2's HdrHistogram percentiles in one run"));
    run.hdrHistograms.forEach((h, i) => {
      const field = `hdrHistograms.${i}`;
      const kind = h.name === undefined ? "recorded" : /^Recorded Latency/.test(h.name) ? "recorded" : /^Uncorrected Latency/.test(h.name) ? "uncorrected" : undefined;
      if (kind === undefined) return fail(field, new ValueError(`not a histogram wrk2 prints: ${JSON.stringify(h.name!.slice(0, 40))}`));
      if (h.name === undefined) warnings.push("a Detailed Percentile spectrum without its `Latency Distribution (HdrHistogram - ...)` title: read as the recorded (corrected) latency");
      const percentiles = hdrPercentiles(h, field);
      const spectrum = hdrSpectrum(h, field);
      if (kind === "recorded") {
        if (rec.latencySpectrum || (rec.latencyDistribution && percentiles.length)) fail(field, new ValueError("a second Recorded Latency histogram in one run"));
        if (percentiles.length) rec.latencyDistribution = percentiles;
        if (spectrum) rec.latencySpectrum = spectrum;
      } else {
        if (rec.uncorrectedLatencyDistribution || rec.uncorrectedLatencySpectrum) fail(field, new ValueError("a second Uncorrected Latency histogram in one run"));
        if (percentiles.length) rec.uncorrectedLatencyDistribution = percentiles;
        if (spectrum) rec.uncorrectedLatencySpectrum = spectrum;
      }
    });
  }
  if (run.requests !== undefined) rec.requests = count("requests", run.requests);
  if (run.runtime !== undefined) rec.durationSeconds = read("runtime", () => scaled(run.runtime!, TO_SECONDS));
  else if (run.requests !== undefined) missing("runtime", "totals", "totals line");
  if (run.bytesRead !== undefined) rec.readBytes = read("bytesRead", () => size(run.bytesRead!));
  else if (run.requests !== undefined && run.runtime !== undefined) missing("bytesRead", "totals", "totals line");
  if (run.socketErrors) {
    const parts = run.socketErrors;
    const kinds = ["connect", "read", "write", "timeout"] as const;
    const absent = kinds.find((k) => parts[k] === undefined);
    if (absent !== undefined) missing(`socketErrors.${absent}`, "socketErrors", "Socket errors line");
    else {
      const [connect, read_, write, timeout] = kinds.map((k) => wrapped(`socketErrors.${k}`, parts[k]!)) as [number, number, number, number];
      rec.socketErrors = { connect, read: read_, write, timeout };
    }
  }
  if (run.non2xx !== undefined) {
    if (run.non2xx === "") missing("non2xx", "non2xx", "Non-2xx or 3xx responses line");
    else rec.non2xxResponses = wrapped("non2xx", run.non2xx);
  }
  if (run.requestsPerSec !== undefined) {
    if (run.requestsPerSec === "") missing("requestsPerSec", "requestsPerSec", "Requests/sec line");
    else rec.requestsPerSecond = notFinite("Requests/sec", run.requestsPerSec) ? null : read("requestsPerSec", () => scaled(run.requestsPerSec!, PLAIN));
  }
  if (run.transferPerSec !== undefined) {
    if (run.transferPerSec === "") missing("transferPerSec", "transferPerSec", "Transfer/sec line");
    else rec.transferBytesPerSecond = notFinite("Transfer/sec", run.transferPerSec) ? null : read("transferPerSec", () => size(run.transferPerSec!));
  }
  // A Lua script's lines stay in the raw record only: extract cannot tell them from the prose around a pasted run.

  const ran = run.duration !== undefined || run.threads !== undefined || run.statsHeader || run.latency || run.requestsPerThread || run.requests !== undefined || run.requestsPerSec !== undefined || run.transferPerSec !== undefined;
  if (!ran && (run.errors?.length || run.usage)) {
    rec.status = "aborted";
    rec.error = { message: run.errors?.[0] ?? "wrk printed its usage text and did not run (bad or missing options, or -v without a URL)" };
  } else {
    const absent = expectedLines(run).filter(([present]) => !present).map(([, name]) => name);
    if (absent.length) warnings.push(`no ${absent.join("; no ")}`);
    if (rec.transferBytesPerSecond === undefined || warnings.some((w) => w.startsWith("the output is cut off"))) rec.status = "incomplete";
  }
  if (warnings.length) rec.warnings = warnings;
  return rec;
}

/** The lines wrk prints for every run (the distribution's four rows after its title), and whether the run has each. */
function expectedLines(run: WrkRawRun): [boolean, string][] {
  const rows = run.latencyDistribution?.length ?? 0;
  return [
    [run.duration !== undefined, "Running line"],
    [run.threads !== undefined, "threads and connections line"],
    [run.statsHeader === true, "Thread Stats header"],
    [run.latency !== undefined, "Latency row"],
    [run.requestsPerThread !== undefined, "Req/Sec row"],
    [!run.distributionTitle || rows >= 4, `Latency Distribution rows after ${rows === 0 ? "its title" : `${run.latencyDistribution![rows - 1]!.percent}%`}`],
    ...(run.hdrHistograms ?? []).flatMap((h): [boolean, string][] => {
      const name = `HdrHistogram ${h.name === undefined ? "block" : JSON.stringify(h.name.replace(/\)$/, "").split(" (")[0])}`;
      const n = h.percentiles.length;
      return [
        [h.name === undefined || n >= 8, `${name} rows after ${n === 0 ? "its title" : `${h.percentiles[n - 1]!.percent}%`}`],
        [h.spectrumHeader === true, `${name} Detailed Percentile spectrum`],
        [h.footer !== undefined && ["Mean", "Max", "Buckets"].every((k) => h.footer![k] !== undefined), `${name} #[Mean/Max/Buckets] footer`],
        [h.rule === true, `${name} closing ---- line`],
      ];
    }),
    [run.requests !== undefined, "totals line (N requests in T, S read)"],
    [run.requestsPerSec !== undefined, "Requests/sec line"],
    [run.transferPerSec !== undefined, "Transfer/sec line"],
  ];
}

/** glibc's printf of 0/0 and x/0, with a unit glued on or not: `-nan`, `nan`, `-nanus`, `inf`, `-inf`, `infB`. */
const NOT_FINITE = /^-?(?:nan|inf)(?:us|ms|[KMGTP]?B|[smhkMGTP])?$/;

/** `93.14%` to 93.14; `-nan%` (no samples) and `inf%` to null. */
function percent(text: string): number | null {
  if (/^-?(?:nan|inf)%?$/.test(text)) return null;
  if (!text.endsWith("%")) throw new ValueError(`expected a percentage: ${JSON.stringify(text)}`);
  return parseNumber(text.slice(0, -1));
}

/** `25.86MB`, `0.00B`: wrk's sizes are 1024-based (src/units.c binary_units), to whole bytes. */
function size(text: string): number {
  if (!/^\d+(?:\.\d+)?[KMGTP]?B$/.test(text)) throw new ValueError(`not a size wrk prints: ${JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text)}`);
  return parseSize(text, { base: 1024 });
}

