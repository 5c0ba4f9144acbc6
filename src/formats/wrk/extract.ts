/** Finding wrk's output in other text (extract), and its command line. */
import { readArguments } from "../../kit/arguments.js";
import { type ExtractSignature } from "../../kit/line-tests.js";
import type { ProgramSpec } from "../../kit/format.js";
import { CALIBRATION, HDR_TITLE, MESSAGE, RUN_LINES, RUNNING, SPECTRUM_HEADER, SPECTRUM_TITLE, TRANSFER_PER_SEC, USAGE, USAGE_BODY, VERSION, WRK2_LINES } from "./lines.js";

/**
 * A -c or -t value as wrk's scan_metric reads it: a whole number and an optional 1000-based unit, any case (`400`,
 * `1k`); undefined for anything wrk itself would refuse.
 */
export function metricArgument(value: string | true | undefined): number | undefined {
  return scanUnits(value, { "": 1, k: 1e3, m: 1e6, g: 1e9, t: 1e12, p: 1e15 });
}

/** A -d value as wrk's scan_time reads it: whole seconds, minutes or hours (`30s`, `30`, `2m`, `1h`), any case. */
export function timeArgument(value: string | true | undefined): number | undefined {
  return scanUnits(value, { "": 1, s: 1, m: 60, h: 3600 });
}

function scanUnits(value: string | true | undefined, units: Record<string, number>): number | undefined {
  const m = typeof value === "string" ? /^(\d+)([A-Za-z]{0,2})$/.exec(value) : null;
  const scale = m ? units[m[2]!.toLowerCase()] : undefined;
  if (!m || scale === undefined) return undefined;
  const n = Number(m[1]) * scale;
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * wrk, as its getopt_long reads it (wg/wrk src/wrk.c parse_args), and wrk2 (giltene/wrk2 src/wrk.c), which builds a
 * program named `wrk` too and is often installed as `wrk2`.
 */
export const wrkProgram: ProgramSpec = {
  name: "wrk",
  aliases: ["wrk.exe", "wrk2"],
  // wrk: "t:c:d:s:H:T:Lrv?" with --connections --duration --threads --script --header --timeout (--latency, --help,
  // --version take none); wrk2: "t:c:d:s:H:T:R:LUBrv?", adding --rate (-U/--u_latency and -B/--batch_latency take none)
  shortWithValue: "tcdsHTR",
  longWithValue: ["connections", "duration", "threads", "script", "header", "timeout", "rate"],
  // wrk's defaults when the option is not given: -c 10, -d 10s (src/wrk.c parse_args).
  figures: (o) => ({
    concurrency: o.c !== undefined || o.connections !== undefined ? metricArgument(o.c ?? o.connections) : 10,
    threads: o.t !== undefined || o.threads !== undefined ? metricArgument(o.t ?? o.threads) : 2,
    durationSeconds: o.d !== undefined || o.duration !== undefined ? timeArgument(o.d ?? o.duration) : 10,
  }),
};

/**
 * What a pasted wrk command line says about its output: wrk2's `-R`/`--rate` (read as scan_metric reads it: `2000`,
 * `2k`) is the rate the run was asked to hold, which the output does not print.
 *
 * @example
 * wrkOptionsFromCommand(["-t2", "-c100", "-d30s", "-R2000", "http://h/"]) //=> { rate: 2000 }
 */
export function wrkOptionsFromCommand(args: readonly string[]): { rate?: number } {
  const { options } = readArguments(wrkProgram, args);
  const rate = metricArgument(options.R ?? options.rate);
  return rate !== undefined && rate > 0 ? { rate } : {};
}

// wrk 4.x — FORMATS-more.md §1

export const wrkSignature: ExtractSignature = {
  start: [VERSION, ...RUN_LINES, CALIBRATION, HDR_TITLE, SPECTRUM_TITLE, SPECTRUM_HEADER, USAGE, MESSAGE],
  body: [VERSION, ...RUN_LINES, ...WRK2_LINES, USAGE, ...USAGE_BODY, MESSAGE],
  hardStart: [VERSION],
  runStart: [VERSION, RUNNING, USAGE, MESSAGE],
  runEnd: [TRANSFER_PER_SEC],
  splitBefore: [
    /wrk \S+ \[[a-z]+\] Copyright/, /Running \d+[smh]? test @ /, /(?<!\d)\d+ threads and \d+ connections/,
    /Thread Stats\s+Avg/, /(?:Latency|Req\/Sec)\s+(?:-?nan|\d)/, /Latency Distribution/, /(?<![\d.])\d{2}% +\d/,
    /(?<!\d)\d+ requests in \d/, /Socket errors:/, /Non-2xx or 3xx responses:/, /Requests\/sec:/, /Transfer\/sec:/,
    /Thread calibration: mean lat\.:/, /Detailed Percentile spectrum:/, /#\[(?:Mean|Max|Buckets) +=/,
  ],
};
