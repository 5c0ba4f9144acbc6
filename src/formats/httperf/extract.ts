/** Finding httperf's output in other text (extract), and its command line. */
import { type ExtractSignature } from "../../kit/line-tests.js";
import type { ProgramSpec } from "../../kit/format.js";
import {
  ANY_MESSAGE, BURST, CONNECTION_RATE, ECHO, ERRORS, HISTOGRAM_ROW, MESSAGE, MORE_ERRORS, PRINTED, RATE_SAMPLE, REPLY_STATUS, REPORT_LINES,
  SESSION_LINES, TOTAL, USAGE, USAGE_BODY, VERSION,
} from "./lines.js";
import { targetOf } from "./summary.js";

/** A whole number as getopt's strtoul reads an option here (decimal digits), else undefined. */
function whole(value: string | true | undefined): number | undefined {
  if (typeof value !== "string" || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** httperf, as its getopt_long reads it (src/httperf.c longopts, short options "d:hvVn"). */
export const httperfProgram: ProgramSpec = {
  name: "httperf",
  shortWithValue: "d",
  // the long options with a required value (optional ones, --print-reply[=...], take theirs after `=` only)
  longWithValue: [
    "add-header", "add-header-file", "burst-length", "client", "debug", "failure-status", "http-version", "max-connections",
    "max-piped-calls", "method", "myaddr", "num-calls", "num-conns", "period", "port", "rate", "recv-buffer", "runtime",
    "send-buffer", "server", "server-name", "servers", "uri", "ssl-ciphers", "ssl-certificate", "ssl-key", "ssl-ca-file",
    "ssl-ca-path", "ssl-protocol", "think-timeout", "timeout", "wlog", "wsess", "wsesslog", "wsesspage", "wset",
  ],
  echoes: ECHO,
  // httperf sets a rate, not a concurrency: the URL (server `localhost`, port 80 or 443, uri `/` by default), the
  // requests asked for (--num-conns x --num-calls, or --wsess sessions x calls) and --runtime.
  figures: (o) => {
    const port = whole(o.port);
    const url = targetOf({
      server: typeof o.server === "string" ? o.server : "localhost",
      ...(port !== undefined ? { port } : {}),
      uri: typeof o.uri === "string" ? o.uri : "/",
      ...(o.ssl === true ? { ssl: true } : {}),
    });
    const wsess = typeof o.wsess === "string" ? /^(\d+),(\d+),/.exec(o.wsess) : null;
    const conns = o["num-conns"] === undefined ? 1 : whole(o["num-conns"]);
    const calls = o["num-calls"] === undefined ? 1 : whole(o["num-calls"]);
    const requests = wsess ? Number(wsess[1]) * Number(wsess[2]) : conns !== undefined && calls !== undefined ? conns * calls : undefined;
    const runtime = typeof o.runtime === "string" && /^\d+(?:\.\d+)?$/.test(o.runtime) ? Number(o.runtime) : undefined;
    return { url, ...(requests !== undefined && Number.isSafeInteger(requests) && typeof o.wsesslog !== "string" ? { requests } : {}), ...(runtime !== undefined ? { durationSeconds: runtime } : {}) };
  },
};

// httperf 0.9 — FORMATS-more.md §6

const REPORT_START = [ECHO, BURST, TOTAL, CONNECTION_RATE, REPLY_STATUS, ERRORS, MORE_ERRORS];

export const httperfSignature: ExtractSignature = {
  start: [...REPORT_START, VERSION, USAGE, MESSAGE],
  body: [...REPORT_START, ...REPORT_LINES, ...SESSION_LINES, RATE_SAMPLE, HISTOGRAM_ROW, PRINTED, VERSION, USAGE, USAGE_BODY, ANY_MESSAGE],
  runStart: [ECHO, BURST, TOTAL, VERSION, USAGE, ANY_MESSAGE],
  runEnd: [MORE_ERRORS],
  splitBefore: [
    /httperf --client=/, /httperf --(?:verbose|hog|timeout=|think-timeout=|close-with-reset|print-re)/, /httperf: warning: /, /Maximum connect burst length: \d/,
    /Total: connections \d/, /Connection rate: \d/, /Connection time \[ms\]: /, /Connection length \[replies\/conn\]: /, /Request rate: \d/,
    /Request size \[B\]: /, /Reply rate \[replies\/s\]: /, /Reply time \[ms\]: /, /Reply size \[B\]: /, /Reply status: 1xx=/, /CPU time \[s\]: /,
    /Net I\/O: \d/, /Errors: (?:total|fd-unavail) \d/, /Session rate \[sess\/s\]: /, /Session: avg /, /Session (?:lifetime|failtime) \[s\]: /,
    /Session length histogram:/,
  ],
};
