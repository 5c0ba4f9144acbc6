/** Finding bombardier's output in other text (extract), and its command line. */
import { readArguments } from "../../kit/arguments.js";
import { type ExtractSignature } from "../../kit/line-tests.js";
import { bombardierProgram } from "../../kit/programs.js";
import { intArgument } from "../../kit/shell.js";
import { ERROR_LINE, INTRO, RUN_LINES, STATS_HEADER, THROUGHPUT } from "./lines.js";

/**
 * What a pasted bombardier command line says that its output does not: the -r/--rate limit.
 *
 * @example
 * bombardierOptionsFromCommand(["-c", "125", "-r", "2000", "http://h/"]) //=> { rate: 2000 }
 */
export function bombardierOptionsFromCommand(args: readonly string[]): { rate?: number } {
  const { options } = readArguments(bombardierProgram, args);
  const rate = intArgument(options.r ?? options.rate);
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
