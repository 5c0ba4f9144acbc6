import { heyGrammar } from "../../../grammars/hey/parser.js";
import { heyLines } from "../../../grammars/hey/rows.js";
import { runGrammar } from "../../kit/grammar.js";
import { percentileRows, runsCutter } from "../load-test/runs.js";
import { type FormatDefinition } from "../../kit/format.js";
import { detectHey } from "./detect.js";
import { heyProgram, heySignature } from "./extract.js";
import { BUCKET, DETAIL, MESSAGE, PERCENTILE, REQUESTS_PER_SEC, SIZES, SUMMARY, TIMES, TITLES, TOTAL, USAGE } from "./lines.js";
import { normalizeHey } from "./normalize.js";
import { groupRuns, HEY_COMMAND, type HeyRawRun } from "./raw.js";
import { HeyRecord } from "./schema.js";
import { summarizeHey } from "./summary.js";
import { heyMetrics } from "./metrics.js";

/** Lines that begin a run once a run has begun (as groupRuns splits them). */
const NEXT_RUN = [SUMMARY, USAGE, MESSAGE, HEY_COMMAND];
/** Lines that show a run has begun (a `[N]` row alone may be prose: groupRuns reads it only inside a run). */
const BEGUN = [SUMMARY, TOTAL, TIMES, REQUESTS_PER_SEC, SIZES, TITLES, BUCKET, PERCENTILE, DETAIL];

export const heyFormat: FormatDefinition<HeyRecord, HeyRawRun> = {
  name: "hey",
  description: "hey (rakyll/hey) text summary: one record per run, histogram, latency distribution, details, status codes and errors",
  records: "one per run",
  role: "load-test",
  priority: 83,
  grammar: heyGrammar,
  testing: { samples: "samples/hey" },
  detect: detectHey,
  parseRaw(ctx) {
    // the usual lines are read by hand (grammars/hey/rows.ts, pinned to the grammar by test/hey/rows.test.ts)
    const lines = heyLines(ctx.text, (text) => runGrammar(heyGrammar, text, "hey", ctx.source));
    return groupRuns(lines, ctx.text);
  },
  normalize: normalizeHey,
  schema: HeyRecord,
  summarize: summarizeHey,
  metrics: heyMetrics,
  report: {
    notes: [
      "hey: requests are every request made (the status codes plus the Error distribution); successful are the 2xx responses; bytes/s is Total data (the responses' Content-Length) / Total; URL and concurrency come from the pasted command line.",
    ],
  },
  extract: heySignature,
  // the command line pasted before the output (`$ hey -n 1000 -c 50 URL`) is context, not output
  command: { programs: [heyProgram] },
  // Pieces: once a run has begun, its next Summary:, usage text, message or pasted command line starts another.
  stream: { cutter: runsCutter(NEXT_RUN, BEGUN, SUMMARY) },
  // One row per percentile, with the run's headline numbers beside it.
  csvRows: percentileRows,
};
