/** Finding vegeta's output in other text (extract), and its command line. */
import { type ExtractSignature, type LineTest } from "../../kit/line-tests.js";
import type { ProgramSpec } from "../../kit/format.js";
import { goDurationNs } from "./normalize.js";
import { BUCKET, ERROR_LINE, ERROR_SET, HISTOGRAM_HEADER, LATENCIES, REPORT_LINES, REQUESTS, STATUS_CODES } from "./lines.js";

/** A -duration value as Go's flag package reads it (`30s`, `1m30s`), in seconds; undefined for anything else. */
function seconds(value: string | true | undefined): number | undefined {
  if (typeof value !== "string") return undefined;
  try {
    return goDurationNs(value) / 1e9;
  } catch {
    return undefined;
  }
}

/**
 * vegeta, as its command line reads (Go's flag package: `-rate=50`, `-rate 50`, `--rate=50`): `vegeta attack
 * -rate=50 -duration=30s | vegeta report`. The attack's duration is the figure a report takes (its -rate is a
 * request rate, not a number of clients: not given as concurrency).
 */
export const vegetaProgram: ProgramSpec = {
  name: "vegeta",
  aliases: ["vegeta.exe"],
  shortWithValue: "",
  singleDashLong: true,
  longWithValue: [
    "rate", "duration", "targets", "output", "format", "workers", "max-workers", "connections", "max-connections", "timeout", "name", "body",
    "cert", "key", "root-certs", "header", "laddr", "max-body", "redirects", "resolvers", "dns-ttl", "proxy-header", "session-tickets",
    "unix-socket", "type", "every", "buckets", "chunked", "connect-to", "cpus", "profile",
  ],
  // `vegeta report` alone (reading a results file) says nothing about the attack; `vegeta attack` without
  // -duration attacks until stopped
  figures: (o, operands) => (operands[0] === "attack" && o.duration !== undefined ? { durationSeconds: seconds(o.duration) } : {}),
};

// vegeta report — FORMATS-more.md §9

/** An earlier report's last lines before a report's Requests row (`kubectl logs`' tail): its `Status Codes` row, then `Error Set:` or `Requests`. */
const EARLIER_TAIL: LineTest = (t, next) => STATUS_CODES.test(t) && next !== undefined && (ERROR_SET.test(next) || REQUESTS.test(next));

export const vegetaSignature: ExtractSignature = {
  start: [REQUESTS, LATENCIES, HISTOGRAM_HEADER, EARLIER_TAIL],
  body: [...REPORT_LINES, HISTOGRAM_HEADER, BUCKET, ERROR_LINE],
  runStart: [REQUESTS, HISTOGRAM_HEADER],
  runEnd: [STATUS_CODES, ERROR_SET, ERROR_LINE, BUCKET],
  splitBefore: [/Requests +\[total, /, /Duration +\[total, /, /Latencies +\[/, /Bytes (?:In|Out) +\[total, /, /Success +\[ratio\]/, /Status Codes +\[code:count\]/, /Error Set:/],
};
