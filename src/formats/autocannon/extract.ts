/** Finding autocannon's output in other text (extract), and its command line. */
import { type ExtractSignature, type LineTest } from "../../kit/line-tests.js";
import {
  CODE_HEADER, CONNECTIONS, ERRORS, MISMATCHES, NODE_VERSION, PAIR_ROW, PERCENTILE_HEADER, RESETS, RESPONSES, RULE, RUN_LINES, RUNNING,
  SAMPLED, SAMPLES, STAT_HEADER, STAT_ROW, TOTALS, VERSION, WORKERS,
} from "./lines.js";

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
