/** Finding autocannon's output in other text (extract), and its command line. */
import { type ExtractSignature, type LineTest } from "../../kit/line-tests.js";
import type { ProgramSpec } from "../../kit/format.js";
import {
  CODE_HEADER, CONNECTIONS, ERRORS, MISMATCHES, NODE_VERSION, PAIR_ROW, PERCENTILE_HEADER, RESETS, RESPONSES, RULE, RUN_LINES, RUNNING,
  SAMPLED, SAMPLES, STAT_HEADER, STAT_ROW, TOTALS, VERSION, WORKERS,
} from "./lines.js";

/** A whole number as autocannon's option parser (subarg/minimist) reads it: `100`; undefined for anything else. */
function whole(value: string | true | undefined): number | undefined {
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : undefined;
  return n !== undefined && Number.isSafeInteger(n) ? n : undefined;
}

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
  // replaces the duration
  figures: (o) => {
    const amount = whole(o.a ?? o.amount);
    return {
      concurrency: o.c !== undefined || o.connections !== undefined ? whole(o.c ?? o.connections) : 10,
      ...(amount !== undefined ? { requests: amount } : { durationSeconds: o.d !== undefined || o.duration !== undefined ? whole(o.d ?? o.duration) : 10 }),
    };
  },
};

// autocannon — FORMATS-more.md §7

/**
 * autocannon's `Running 10s test @ URL` is wrk's `Running 10s test @ URL` too: it opens an autocannon block only when
 * autocannon's connections line follows it (wrk's says `2 threads and 10 connections`).
 */
const RUNNING_THEN_CONNECTIONS: LineTest = (text, next) => RUNNING.test(text) && next !== undefined && (CONNECTIONS.test(next) || RUNNING.test(next));

export const autocannonSignature: ExtractSignature = {
  start: [VERSION, RUNNING_THEN_CONNECTIONS, STAT_HEADER, STAT_ROW, PERCENTILE_HEADER, CODE_HEADER, SAMPLED, TOTALS],
  // a table's top border before its header (a lone box rule is not enough to open a block: other tools draw them)
  lead: [RULE],
  body: [...RUN_LINES, PAIR_ROW, VERSION, NODE_VERSION],
  hardStart: [VERSION],
  runStart: [VERSION, RUNNING_THEN_CONNECTIONS],
  runEnd: [TOTALS, ERRORS, MISMATCHES, RESETS],
  splitBefore: [
    /Running (?:\d+(?:\.\d+)?s|\d+ requests) (?:test|warmup) @ /, /(?<![\d,.k])\d+ connections/, /Req\/Bytes counts sampled/, /# of samples: /,
    /(?<![\d.k])\d+k? requests in \d/, /(?<![\d.k])\d+k? errors \(/,
  ],
};

export { CODE_HEADER, CONNECTIONS, ERRORS, MISMATCHES, PERCENTILE_HEADER, RESETS, RESPONSES, SAMPLES, WORKERS };
