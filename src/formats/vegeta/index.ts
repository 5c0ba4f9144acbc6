import { vegetaGrammar } from "../../../grammars/vegeta/parser.js";
import { vegetaLines } from "../../../grammars/vegeta/rows.js";
import { runGrammar, runGrammarCut } from "../../kit/grammar.js";
import { Cut, type FormatDefinition } from "../../kit/format.js";
import { detectVegeta } from "./detect.js";
import { vegetaProgram, vegetaSignature } from "./extract.js";
import { gluedCuts, HISTOGRAM_HEADER, REPORT_LINES, REQUESTS, STATUS_CODES } from "./lines.js";
import { normalizeVegeta } from "./normalize.js";
import { groupReports, type VegetaRawReport } from "./raw.js";
import { VegetaRecord } from "./schema.js";
import { summarizeVegeta } from "./summary.js";
import { vegetaMetrics } from "./metrics.js";

export const vegetaFormat: FormatDefinition<VegetaRecord, VegetaRawReport> = {
  name: "vegeta",
  description: "`vegeta report` text (old and new layouts, Error Set) and `-type=hist[...]` histograms: one record per report",
  records: "one per report",
  role: "load-test",
  priority: 77,
  grammar: vegetaGrammar,
  testing: { samples: "samples/vegeta" },
  detect: detectVegeta,
  parseRaw(ctx) {
    // lines a copy glued together are read as the lines they were (src/formats/vegeta/lines.ts GLUED)
    const cuts = gluedCuts(ctx.text);
    // (lines of printable ASCII are read by hand: grammars/vegeta/rows.ts, pinned to the grammar by test/vegeta/rows.test.ts)
    const lines = cuts.length === 0 ? vegetaLines(ctx.text, (text) => runGrammar(vegetaGrammar, text, "vegeta", ctx.source)) : runGrammarCut(vegetaGrammar, ctx.text, "vegeta", ctx.source, cuts);
    return groupReports(lines, ctx.text, cuts);
  },
  normalize: normalizeVegeta,
  schema: VegetaRecord,
  summarize: summarizeVegeta,
  metrics: vegetaMetrics,
  report: {
    notes: [
      "vegeta: requests are results; successful are those with a status of 200 to 399; requests/s is vegeta's rate (requests / attack time); vegeta attacks at a rate, so no concurrency is given.",
    ],
  },
  extract: vegetaSignature,
  // the command line pasted before the report (`$ vegeta attack -rate=50 -duration=30s | vegeta report`) is context
  command: { programs: [vegetaProgram] },
  // Pieces: after a report's Status Codes row, its next Requests row or a histogram header starts the next; so does a
  // second Status Codes row, the end of an earlier report printed before the next one's Requests row (kubectl logs),
  // which stays with that report (groupReports' earlierTail).
  stream: {
    damage: "line",
    cutter() {
      /** `open`: a report's rows are being read; `ended`: its Status Codes row is in; `tail`: an earlier report's end is. */
      let state: "idle" | "open" | "ended" | "tail" = "idle";
      return {
        line(line) {
          if (REQUESTS.test(line) || HISTOGRAM_HEADER.test(line)) {
            const cut = state === "ended";
            state = HISTOGRAM_HEADER.test(line) ? "ended" : "open";
            return cut ? Cut.start : Cut.none;
          }
          if (STATUS_CODES.test(line)) {
            const cut = state === "ended";
            state = state === "open" ? "ended" : "tail";
            return cut ? Cut.start : Cut.none;
          }
          if (state === "idle" && REPORT_LINES.some((re) => re.test(line))) state = "open";
          return Cut.none;
        },
      };
    },
  },
};
