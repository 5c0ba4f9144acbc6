import { siegeGrammar } from "../../../grammars/siege/parser.js";
import { siegeLines } from "../../../grammars/siege/rows.js";
import { runGrammar, runGrammarCut } from "../../kit/grammar.js";
import { Cut, type FormatDefinition } from "../../kit/format.js";
import { detectSiege } from "./detect.js";
import { siegeProgram, siegeSignature } from "./extract.js";
import { BANNER, gluedCuts, JSON_OPEN, LIFTING, LOG_MARK, LOG_ROW, MAX_RUN_RESPONSES, PREPARING, RESPONSE, RESPONSE_CSV, TRANSACTIONS, UNDER_SIEGE } from "./lines.js";
import { normalizeSiege } from "./normalize.js";
import { groupRuns, type SiegeRawRun } from "./raw.js";
import { SiegeRecord } from "./schema.js";
import { summarizeSiege } from "./summary.js";
import { siegeMetrics } from "./metrics.js";

/**
 * Lines that begin a new piece once a run has its results (as groupRuns splits runs): `Lifting the server siege...`
 * too, which siege prints before the results of the run it ends (a -t run's, or one stopped with Ctrl-C).
 */
const NEXT_RUN = [BANNER, PREPARING, UNDER_SIEGE, LIFTING, TRANSACTIONS, JSON_OPEN, LOG_MARK, LOG_ROW];
/** Lines that end a run's results. */
const RESULTS_END = [/^\s*Shortest transaction:/, /^\s*\}\s*$/, LOG_ROW];

export const siegeFormat: FormatDefinition<SiegeRecord, SiegeRawRun> = {
  name: "siege",
  description: "siege 2.x-4.x: the classic results block (stderr), the JSON summary (stdout), -l log rows, -v per-request lines",
  records: "one per run (per log row)",
  role: "load-test",
  priority: 82,
  grammar: siegeGrammar,
  testing: { samples: "samples/siege" },
  detect: detectSiege,
  parseRaw(ctx) {
    // lines a copy glued together are read as the lines they were (src/formats/siege/lines.ts GLUED); the most
    // printed lines are read by hand (grammars/siege/rows.ts, pinned to the grammar by test/siege/rows.test.ts)
    const cuts = gluedCuts(ctx.text);
    const lines = cuts.length === 0 ? siegeLines(ctx.text, (text) => runGrammar(siegeGrammar, text, "siege", ctx.source)) : runGrammarCut(siegeGrammar, ctx.text, "siege", ctx.source, cuts);
    return groupRuns(lines, ctx.text, cuts);
  },
  normalize: normalizeSiege,
  schema: SiegeRecord,
  summarize: summarizeSiege,
  metrics: siegeMetrics,
  report: {
    notes: [
      "siege: requests are transactions (responses, any status) plus failed transactions (socket failures); successful are those with a status below 400 (and 401, 407); siege prints no URL and no percentiles.",
    ],
  },
  extract: siegeSignature,
  command: { programs: [siegeProgram] },
  // Pieces: once a run has printed its results, the next banner, block, JSON object or log row starts another (the
  // per-request lines and notices after the results stay with it: stdout is flushed after stderr's block). A piece
  // holds at most MAX_RUN_RESPONSES per-request lines: the next one starts another (normalize says so in both records).
  stream: {
    damage: "line",
    cutter() {
      let done = false;
      let responses = 0;
      return {
        line(line) {
          if (done && NEXT_RUN.some((re) => re.test(line))) {
            done = false;
            responses = 0;
            if (LOG_ROW.test(line)) done = true;
            return Cut.start;
          }
          if (RESULTS_END.some((re) => re.test(line))) done = true;
          else if (RESPONSE.test(line) || RESPONSE_CSV.test(line)) {
            if (responses === MAX_RUN_RESPONSES) {
              responses = 1;
              return Cut.start;
            }
            responses++;
          }
          return Cut.none;
        },
      };
    },
  },
  // One row per run (its per-request lines are in the JSON output, not the CSV).
  csvRows: (r) => [
    {
      shape: r.shape,
      status: r.status,
      timestamp: r.timestamp,
      concurrentUsers: r.concurrentUsers,
      transactions: r.transactions,
      availabilityPercent: r.availabilityPercent,
      elapsedSeconds: r.elapsedSeconds,
      dataTransferredBytes: r.dataTransferredBytes,
      responseTimeMs: r.responseTimeMs,
      transactionRatePerSecond: r.transactionRatePerSecond,
      throughputBytesPerSecond: r.throughputBytesPerSecond,
      concurrency: r.concurrency,
      successfulTransactions: r.successfulTransactions,
      failedTransactions: r.failedTransactions,
      longestTransactionMs: r.longestTransactionMs,
      shortestTransactionMs: r.shortestTransactionMs,
    },
  ],
};
