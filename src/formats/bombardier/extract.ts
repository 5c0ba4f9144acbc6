/** Finding bombardier's output in other text (extract), and its command line. */
import { readArguments } from "../../kit/arguments.js";
import { type ExtractSignature } from "../../kit/line-tests.js";
import { goDuration } from "./normalize.js";
import type { ProgramSpec } from "../../kit/format.js";
import { ERROR_LINE, INTRO, RUN_LINES, STATS_HEADER, THROUGHPUT } from "./lines.js";

/** A whole number as kingpin's Uint64 reads it (`125`); undefined for anything else. */
function count(value: string | true | undefined): number | undefined {
  return typeof value === "string" && /^\d+$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : undefined;
}

/** A duration as Go's time.ParseDuration reads it (`10s`, `1m`, `1m30s`, `500ms`), in seconds. */
function duration(value: string | true | undefined): number | undefined {
  if (typeof value !== "string") return undefined;
  try {
    return goDuration(value);
  } catch {
    return undefined;
  }
}

/** bombardier, as its kingpin flags read (codesenberg/bombardier args_parser.go), and its release binaries' names. */
export const bombardierProgram: ProgramSpec = {
  name: "bombardier",
  aliases: [
    "bombardier.exe",
    "bombardier-windows-amd64.exe",
    "bombardier-windows-386.exe",
    "bombardier-linux-amd64",
    "bombardier-linux-arm64",
    "bombardier-linux-386",
    "bombardier-darwin-amd64",
    "bombardier-darwin-arm64",
  ],
  // -c -t -m -b -f -H -n -d -r -p -o take a value; -l -s -k -a -q and --fasthttp/--http1/--http2 take none
  shortWithValue: "ctmbfHndrpo",
  longWithValue: ["connections", "timeout", "method", "body", "body-file", "cert", "key", "header", "requests", "duration", "rate", "print", "format"],
  // bombardier's defaults: 125 connections, 10 s unless -n is given (args_parser.go, config.go)
  figures: (o, operands) => {
    const n = count(o.n ?? o.requests);
    const d = duration(o.d ?? o.duration);
    const url = operands[0];
    return {
      concurrency: o.c !== undefined || o.connections !== undefined ? count(o.c ?? o.connections) : 125,
      ...(n !== undefined ? { requests: n } : {}),
      ...(d !== undefined ? { durationSeconds: d } : n === undefined ? { durationSeconds: 10 } : {}),
      ...(url !== undefined && !/^https?:\/\//i.test(url) ? { url: `http://${url}` } : {}),
    };
  },
};

/**
 * What a pasted bombardier command line says that its output does not: the -r/--rate limit.
 *
 * @example
 * bombardierOptionsFromCommand(["-c", "125", "-r", "2000", "http://h/"]) //=> { rate: 2000 }
 */
export function bombardierOptionsFromCommand(args: readonly string[]): { rate?: number } {
  const { options } = readArguments(bombardierProgram, args);
  const rate = count(options.r ?? options.rate);
  return rate !== undefined && rate > 0 ? { rate } : {};
}

// bombardier — FORMATS-more.md §5

export const bombardierSignature: ExtractSignature = {
  start: [INTRO, STATS_HEADER],
  body: [...RUN_LINES, (t) => ERROR_LINE.test(t) && !/^\s*[-*#>|]/.test(t)],
  hardStart: [INTRO],
  runStart: [INTRO, STATS_HEADER],
  runEnd: [THROUGHPUT],
  splitBefore: [/Bombarding \S+ (?:with|for) /, /Statistics\s+Avg\s+Stdev/, /(?:Reqs\/sec|Latency)\s+\d/, /Latency Distribution/, /HTTP codes:/, /[1-5]xx - \d/, /others - \d/, /Errors:/, /Throughput:/, /Done!/],
};
