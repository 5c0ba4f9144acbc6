import { ohaGrammar } from "../../../grammars/oha/parser.js";
import { type FormatDefinition } from "../../kit/format.js";
import { ohaLines } from "../../../grammars/oha/rows.js";
import { runGrammar } from "../../kit/grammar.js";
import { percentileRows, runsCutter } from "../load-test/runs.js";
import { detectOha } from "./detect.js";
import { ohaSignature } from "./extract.js";
import { ohaProgram } from "../../kit/programs.js";
import { RUN_LINES, SUMMARY } from "./lines.js";
import { ohaMetrics } from "./metrics.js";
import { normalizeOha } from "./normalize.js";
import { groupRuns, OHA_COMMAND, type OhaRawRun } from "./raw.js";
import { OhaRecord } from "./schema.js";
import { summarizeOha } from "./summary.js";

export const ohaFormat: FormatDefinition<OhaRecord, OhaRawRun> = {
  name: "oha",
  description: "oha (hatoo/oha) text summary: one record per run, success rate, histogram, response time distribution, details, status codes and errors",
  records: "one per run",
  role: "load-test",
  priority: 84,
  grammar: ohaGrammar,
  testing: { samples: "samples/oha" },
  detect: detectOha,
  parseRaw(ctx) {
    // the usual lines are read by hand (grammars/oha/rows.ts, pinned to the grammar by test/oha/rows.test.ts)
    return groupRuns(ohaLines(ctx.text, (text) => runGrammar(ohaGrammar, text, "oha", ctx.source)), ctx.text);
  },
  normalize: normalizeOha,
  schema: OhaRecord,
  summarize: summarizeOha,
  metrics: ohaMetrics,
  report: {
    notes: [
      "oha: requests are every request made (the status codes plus the Error distribution, `aborted due to deadline` of a -z run included); successful are the 2xx responses; bytes/s is oha's Size/sec (printed to 2 decimals of KiB/MiB); URL and concurrency come from the pasted command line.",
    ],
  },
  extract: ohaSignature,
  // the command line pasted before the output (`$ oha -n 1000 -c 50 URL`) is context, not output
  command: { programs: [ohaProgram] },
  // Pieces: once a run has begun, its next Summary: or a pasted oha command line starts another.
  stream: { cutter: runsCutter([SUMMARY, OHA_COMMAND], RUN_LINES, SUMMARY) },
  // One row per percentile, with the run's headline numbers beside it.
  csvRows: percentileRows,
};
