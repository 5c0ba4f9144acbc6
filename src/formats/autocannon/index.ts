import { autocannonGrammar } from "../../../grammars/autocannon/parser.js";
import { autocannonLines } from "../../../grammars/autocannon/rows.js";
import { runGrammar } from "../../kit/grammar.js";
import { Cut, type FormatDefinition } from "../../kit/format.js";
import { detectAutocannon } from "./detect.js";
import { autocannonProgram } from "../../kit/programs.js";
import { autocannonSignature } from "./extract.js";
import { RUNNING, TOTALS, VERSION } from "./lines.js";
import { normalizeAutocannon } from "./normalize.js";
import { groupRuns, type AutocannonRawRun } from "./raw.js";
import { AutocannonRecord } from "./schema.js";
import { summarizeAutocannon } from "./summary.js";
import { autocannonMetrics } from "./metrics.js";

export const autocannonFormat: FormatDefinition<AutocannonRecord, AutocannonRawRun> = {
  name: "autocannon",
  description: "autocannon's result tables (stderr): box-drawing (3.2.0+) and borderless (older) tables, -l, --renderStatusCodes, errors; one record per run",
  records: "one per run",
  role: "load-test",
  // above wrk (85): both print `Running 10s test @ URL`; autocannon claims it only before its own connections line
  priority: 86,
  grammar: autocannonGrammar,
  testing: { samples: "samples/autocannon" },
  detect: detectAutocannon,
  parseRaw(ctx) {
    const lines = autocannonLines(ctx.text, (text) => runGrammar(autocannonGrammar, text, "autocannon", ctx.source));
    return groupRuns(lines, ctx.text);
  },
  normalize: normalizeAutocannon,
  schema: AutocannonRecord,
  summarize: summarizeAutocannon,
  metrics: autocannonMetrics,
  report: {
    notes: [
      "autocannon: requests are requests sent, printed in thousands above 999 (`55k`); successful excludes non-2xx responses and errors; requests/s and bytes/s are the means of the per-second samples.",
    ],
  },
  extract: autocannonSignature,
  // the command line pasted before the output (`$ autocannon -c 100 -d 10 URL`) is context, not output
  command: { programs: [autocannonProgram] },
  // Pieces: after a run's totals line, its test's Running line (a warmup's Running line before it) or a -v line
  // starts the next.
  stream: {
    batchStarts: true,
    cutter() {
      let ended = false;
      return {
        line(line) {
          if (ended && (RUNNING.test(line) || VERSION.test(line))) {
            ended = false;
            return Cut.start;
          }
          if (TOTALS.test(line)) ended = true;
          return Cut.none;
        },
      };
    },
  },
};
