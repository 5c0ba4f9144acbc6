/** Finding hey's output in other text (extract), and its command line. */
import { type ExtractSignature } from "../../kit/line-tests.js";
import type { ProgramSpec } from "../../kit/format.js";
import { MESSAGE, RUN_LINES, startsSummary, STATUS_TITLE, SUMMARY, USAGE, USAGE_BODY } from "./lines.js";

const GO_UNITS: Readonly<Record<string, number>> = { ns: 1e-9, us: 1e-6, "\u00b5s": 1e-6, "\u03bcs": 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };

/**
 * A -z value as Go's time.ParseDuration reads it, in seconds: decimal numbers each with a unit, summed (`10s`,
 * `3m`, `1h30m`, `1.5s`, `500ms`; `0` alone); undefined for anything Go would refuse or a negative duration.
 *
 * @example
 * goDuration("1h30m") //=> 5400
 * goDuration("500ms") //=> 0.5
 * goDuration("10")    //=> undefined (Go wants a unit)
 */
export function goDuration(value: string | true | undefined): number | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.replace(/^\+/, "");
  if (text === "0") return 0;
  if (!/^(?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|\u00b5s|\u03bcs|ms|s|m|h))+$/.test(text)) return undefined;
  let seconds = 0;
  for (const m of text.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|\u00b5s|\u03bcs|ms|s|m|h)/g)) seconds += Number(m[1]) * GO_UNITS[m[2]!]!;
  return Number.isFinite(seconds) ? seconds : undefined;
}

/** A -c or -n value as Go's flag.Int reads it (decimal here); undefined when hey would refuse it. */
export function intArgument(value: string | true | undefined): number | undefined {
  if (typeof value !== "string" || !/^\+?\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** hey, as Go's flag package reads its options (hey.go: `flag.String("m", ...)`, `flag.Bool("h2", ...)`). */
export const heyProgram: ProgramSpec = {
  name: "hey",
  aliases: ["hey.exe", "hey_linux_amd64", "hey_darwin_amd64", "hey_windows_amd64.exe"],
  // Go's flags have no letters of their own: all are in longWithValue, read as -name or --name
  shortWithValue: "",
  longWithValue: ["n", "c", "q", "z", "o", "m", "H", "t", "A", "d", "D", "T", "U", "a", "x", "h", "host", "cpus"],
  optionStyle: "go",
  // hey's defaults when the option is not given: -c 50, -n 200; -z (a Go duration) runs for that long and ignores -n.
  figures: (o) => {
    const duration = o.z !== undefined ? goDuration(o.z) : undefined;
    const timed = duration !== undefined && duration > 0;
    return {
      concurrency: o.c !== undefined ? intArgument(o.c) : 50,
      ...(timed ? { durationSeconds: duration } : { requests: o.n !== undefined ? intArgument(o.n) : 200 }),
    };
  },
};

// hey 0.1.x — FORMATS-more.md §2

export const heySignature: ExtractSignature = {
  start: [startsSummary, USAGE, MESSAGE],
  body: [...RUN_LINES, USAGE, ...USAGE_BODY, MESSAGE],
  runStart: [SUMMARY, USAGE, MESSAGE],
  runEnd: [STATUS_TITLE],
  splitBefore: [
    /Summary:/, /(?:Total|Slowest|Fastest|Average):\s+(?:\d|NaN)/, /Requests\/sec:\s+\d/, /(?:Total data|Size\/request):\s+\d/,
    /Response time histogram:/, /Latency distribution:/, /Details \(average, fastest, slowest\):/,
    /(?:DNS\+dialup|DNS-lookup|req write|resp wait|resp read):\s+(?:\d|NaN)/, /Status code distribution:/, /Error distribution:/,
    /(?<![\d.])\d+\.\d{3} \[\d+\]/, /(?<![\d.])\d{1,2}% in \d/, /\[\d{3}\]\s+\d+ responses/,
  ],
};
