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
export function ohaCount(value: string | true | undefined, suffixes = false): number | undefined {
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
      concurrency: o.c !== undefined ? ohaCount(o.c) : 50,
      ...(duration !== undefined ? { durationSeconds: duration } : { requests: o.n !== undefined ? ohaCount(o.n, true) : 200 }),
    };
  },
};
