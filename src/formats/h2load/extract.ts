/** Finding h2load's output in other text (extract), and its command line. */
import { type ExtractSignature } from "../../kit/line-tests.js";
import type { ProgramSpec } from "../../kit/format.js";
import { APP_PROTOCOL, FINISHED, MESSAGE, PHASE, PROGRESS, REQUESTS, RUN_LINES, SPAWNING, STARTING, TLS_LINE, USAGE, USAGE_BODY, VERSION } from "./lines.js";

/** A -n, -c, -t value as h2load's util::parse_uint reads it: digits only; undefined for anything it would refuse. */
export function uintArgument(value: string | true | undefined): number | undefined {
  if (typeof value !== "string" || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * A -D value as h2load's util::parse_duration_with_unit reads it: a whole number and an optional unit h, m, s or ms
 * (any case; seconds without one), in seconds.
 */
export function durationArgument(value: string | true | undefined): number | undefined {
  const m = typeof value === "string" ? /^(\d+)(h|m|s|ms)?$/i.exec(value) : null;
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = (m[2] ?? "s").toLowerCase();
  const seconds = unit === "ms" ? n / 1000 : n * { h: 3600, m: 60, s: 1 }[unit as "h" | "m" | "s"];
  return Number.isFinite(seconds) && Number.isSafeInteger(n) ? seconds : undefined;
}

/** h2load, as its getopt_long reads it (nghttp2 src/h2load.cc main). */
export const h2loadProgram: ProgramSpec = {
  name: "h2load",
  // "hvW:c:d:m:n:p:t:w:f:H:i:r:T:N:D:B:" and the long options that take a value (--h1, --ktls, --no-udp-gso,
  // --verbose, --version and --help take none)
  shortWithValue: "WcdmnptwfHirTNDB",
  // `h2load nghttp2/1.52.0` is what `h2load --version` prints
  ownLines: [/^nghttp2\/\d\S*$/],
  longWithValue: [
    "requests", "clients", "data", "threads", "max-concurrent-streams", "window-bits", "max-frame-size", "connection-window-bits",
    "input-file", "header", "no-tls-proto", "ciphers", "rate", "connection-active-timeout", "connection-inactivity-timeout",
    "duration", "timing-script-file", "base-uri", "npn-list", "alpn-list", "rate-period", "header-table-size",
    "encoder-header-table-size", "warm-up-time", "log-file", "connect-to", "rps", "groups", "tls13-ciphers", "qlog-file-base",
    "max-udp-payload-size", "sni",
  ],
  // h2load's defaults when the option is not given: -n 1, -c 1, -t 1; -D makes the run timing-based (-n is ignored).
  figures: (o) => {
    const duration = o.D ?? o.duration;
    return {
      concurrency: o.c !== undefined || o.clients !== undefined ? uintArgument(o.c ?? o.clients) : 1,
      threads: o.t !== undefined || o.threads !== undefined ? uintArgument(o.t ?? o.threads) : 1,
      ...(duration !== undefined
        ? { durationSeconds: durationArgument(duration) }
        : { requests: o.n !== undefined || o.requests !== undefined ? uintArgument(o.n ?? o.requests) : 1 }),
    };
  },
};

/** The last line of a run: the table's `req/s` row. */
const REQ_PER_SEC_ROW = /^\s*req\/s(?: \(client\))? *: +\d/;

// h2load — FORMATS-more.md §3

export const h2loadSignature: ExtractSignature = {
  start: [VERSION, STARTING, SPAWNING, TLS_LINE, APP_PROTOCOL, PROGRESS, PHASE, FINISHED, REQUESTS, USAGE, MESSAGE],
  body: [VERSION, ...RUN_LINES, USAGE, ...USAGE_BODY, MESSAGE],
  hardStart: [VERSION],
  runStart: [VERSION, STARTING, USAGE, MESSAGE],
  runEnd: [REQ_PER_SEC_ROW],
  splitBefore: [
    /h2load nghttp2\/\d/, /starting benchmark\.\.\./, /spawning thread #\d/, /TLS Protocol: /, /Cipher: [A-Z]/, /Server Temp Key: /,
    /Application protocol: /, /progress: \d+% /, /Warm-up (?:started|phase)/, /Main benchmark duration is/, /Stopped all clients for thread/,
    /finished in \d/, /requests: \d+ total/, /status codes: \d/, /traffic: \d/, /UDP datagram: \d/, /(?<!\w)min {2,}max /,
    /time for request *:/, /time for connect *:/, /time to 1st byte *:/, /req\/s(?: \(client\))? +:/,
  ],
};
