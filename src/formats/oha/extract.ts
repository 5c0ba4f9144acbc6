/** Finding oha's output in other text (extract), and its command line. */
import type { ProgramSpec } from "../../kit/format.js";
import { type ExtractSignature } from "../../kit/line-tests.js";
import { OWN_LINES, RUN_LINES, startsSummary, STATUS_TITLE, SUMMARY } from "./lines.js";

/** humantime's units (what oha's -z and -t read), in seconds. */
const HUMANTIME: Readonly<Record<string, number>> = {
  nsec: 1e-9, ns: 1e-9, usec: 1e-6, us: 1e-6, msec: 1e-3, ms: 1e-3,
  seconds: 1, second: 1, sec: 1, s: 1, minutes: 60, minute: 60, min: 60, m: 60,
  hours: 3600, hour: 3600, hr: 3600, h: 3600, days: 86400, day: 86400, d: 86400, weeks: 604800, week: 604800, w: 604800,
};

/**
 * A -z value as humantime reads it, in seconds: whole numbers each with a unit, summed, blanks allowed between
 * (`10s`, `3m`, `1h 30m`, `500ms`); undefined for anything else.
 *
 * @example
 * humantimeSeconds("1h 30m") //=> 5400
 * humantimeSeconds("10")     //=> undefined (a unit is needed)
 */
export function humantimeSeconds(value: string | true | undefined): number | undefined {
  if (typeof value !== "string" || !/^\s*(?:\d+\s*[a-z]+\s*)+$/.test(value)) return undefined;
  let seconds = 0;
  for (const m of value.matchAll(/(\d+)\s*([a-z]+)/g)) {
    const unit = HUMANTIME[m[2]!];
    if (unit === undefined) return undefined;
    seconds += Number(m[1]) * unit;
  }
  return Number.isFinite(seconds) ? seconds : undefined;
}

/**
 * A -n or -c value as oha reads it (src/cli.rs parse_n_requests for -n: `10k`, `1m` too); undefined when oha would
 * refuse it.
 */
export function countArgument(value: string | true | undefined, suffixes = false): number | undefined {
  if (typeof value !== "string") return undefined;
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(value.trim());
  if (!m || (!suffixes && (m[2] !== "" || m[1]!.includes(".")))) return undefined;
  const n = Math.floor(Number(m[1]) * (m[2]!.toLowerCase() === "k" ? 1e3 : m[2] ? 1e6 : 1));
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * oha, as clap reads its options (hatoo/oha src/lib.rs `Opts`, 1.15): the short options that take a value and the
 * long ones (`-j`, `-w`, `--no-tui`, `--latency-correction`, `--disable-keepalive`, `--stats-success-breakdown`,
 * `--http2`, `--insecure` take none).
 */
export const ohaProgram: ProgramSpec = {
  name: "oha",
  aliases: ["oha.exe"],
  shortWithValue: "ncpzqmHtAdDZFTaxruo",
  longWithValue: [
    "burst-delay", "burst-rate", "max-repeat", "dump-urls", "fps", "method", "proxy-header", "connect-timeout", "form",
    "aws-session", "aws-sigv4", "proxy-http-version", "http-version", "host", "redirect", "cacert", "cert", "key",
    "connect-to", "unix-socket", "vsock-addr", "db-url", "output", "output-format", "time-unit", "completions",
  ],
  // oha's defaults when the option is not given: -c 50, -n 200; -z (humantime) runs for that long and conflicts with -n.
  figures: (o) => {
    const duration = o.z !== undefined ? humantimeSeconds(o.z) : undefined;
    return {
      concurrency: o.c !== undefined ? countArgument(o.c) : 50,
      ...(duration !== undefined ? { durationSeconds: duration } : { requests: o.n !== undefined ? countArgument(o.n, true) : 200 }),
    };
  },
};

// oha 0.1 to 1.15 — hatoo/oha src/printer.rs print_summary
/** A line only oha prints, or `Summary:` with `Success rate:` after it: where oha's output starts. */
const ownStart = (text: string, next: string | undefined): boolean => startsSummary(text, next) || OWN_LINES.some((re) => re.test(text));

export const ohaSignature: ExtractSignature = {
  start: [ownStart],
  body: RUN_LINES,
  runStart: [SUMMARY],
  runEnd: [STATUS_TITLE],
  splitBefore: [
    /Summary:/, /Success rate:\s+\d/, /(?:Total|Slowest|Fastest|Average):\s+(?:\d|NaN)/, /Requests\/sec:\s+\d/,
    /(?:Total data|Size\/request|Size\/sec):\s+\d/, /Response time histogram/, /(?:Response time|Latency) distribution/,
    /Details \(average, fastest, slowest\):/, /(?:DNS\+dialup|DNS-lookup):\s+(?:\d|NaN)/, /Status code distribution:/,
    /Error distribution:/, /(?<![\d.])\d+\.\d{3}(?: [a-z]+)? \[\d+\]/, /(?<![\d.])\d{1,2}\.\d\d% in \d/, /\[\d{3}\]\s+\d+ responses/,
  ],
};
