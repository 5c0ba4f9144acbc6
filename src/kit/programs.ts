import type { ProgramSpec } from "./format.js";
import { intArgument, numberArgument } from "./shell.js";

const GO_UNITS: Readonly<Record<string, number>> = { ns: 1e-9, us: 1e-6, "\u00b5s": 1e-6, "\u03bcs": 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };

/**
 * curl and wget, as their getopt reads them (only the options that take a value matter): the programs that fetch a
 * status page (nginx stub_status and the other servers' pages), declared by each status-page format as its programs.
 */
export const FETCH_PROGRAMS: readonly ProgramSpec[] = [
  { name: "curl", shortWithValue: "HXodAeEuUmrwx", expectOutput: false },
  { name: "wget", shortWithValue: "Oo", expectOutput: false },
];

/** ab, as its getopt reads it. */
export const abProgram: ProgramSpec = {
  name: "ab",
  aliases: ["ab2", "abs", "ab.exe", "abs.exe"],
  // ab 2.4: "n:c:t:s:b:T:p:u:v:lrkVhwiIx:y:z:C:H:P:A:g:X:de:SqB:m:" plus the SSL build's "f:E:".
  shortWithValue: "nctsbTpuvxyzCHPAgXeBmfE",
  figures: (o, operands) => ({
    // ab takes a URL without its scheme (`127.0.0.1:8080/`)
    url: operands.find((w) => /^[\w.-]+(?::\d+)?\//.test(w)),
    concurrency: intArgument(o.c),
    requests: intArgument(o.n),
    durationSeconds: numberArgument(o.t),
  }),
};

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

/** autocannon, as its command line reads (autocannon.js parseArguments: minimist aliases and defaults). */
export const autocannonProgram: ProgramSpec = {
  name: "autocannon",
  aliases: ["autocannon.cmd"],
  // the options that take a value (-c -p -d -a -L -S -w -W -m -t -T -b -F -i -H -B -M -O -r -R -D -s -E)
  shortWithValue: "cpdaLSwWmtTbFiHBMOrRDsE",
  longWithValue: [
    "connections", "pipelining", "duration", "amount", "socketPath", "workers", "warmup", "method", "timeout", "title", "body", "form",
    "input", "headers", "har", "bailout", "maxConnectionRequests", "maxOverallRequests", "connectionRate", "overallRate", "reconnectRate",
    "servername", "expectBody", "cert", "key", "ca",
  ],
  // autocannon's defaults when an option is not given: 10 connections, 10 seconds (lib/defaultOptions.js); -a
  // replaces the duration; numbers as minimist gives them to it (whole numbers only)
  figures: (o) => {
    const amount = intArgument(o.a ?? o.amount);
    return {
      concurrency: o.c !== undefined || o.connections !== undefined ? intArgument(o.c ?? o.connections) : 10,
      ...(amount !== undefined ? { requests: amount } : { durationSeconds: o.d !== undefined || o.duration !== undefined ? intArgument(o.d ?? o.duration) : 10 }),
    };
  },
};

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
  // bombardier's defaults: 125 connections, 10 s unless -n is given (args_parser.go, config.go); counts as kingpin's
  // Uint64 reads them, -d as Go's time.ParseDuration
  figures: (o, operands) => {
    const n = intArgument(o.n ?? o.requests);
    const d = goDuration(o.d ?? o.duration);
    const url = operands[0];
    return {
      concurrency: o.c !== undefined || o.connections !== undefined ? intArgument(o.c ?? o.connections) : 125,
      ...(n !== undefined ? { requests: n } : {}),
      ...(d !== undefined ? { durationSeconds: d } : n === undefined ? { durationSeconds: 10 } : {}),
      ...(url !== undefined && !/^https?:\/\//i.test(url) ? { url: `http://${url}` } : {}),
    };
  },
};
