import { vegetaGrammar } from "../../../grammars/vegeta/parser.js";
import { runGrammar } from "../../api/grammar.js";
import { Cut, type FormatDefinition } from "../types.js";
import { detectVegeta } from "./detect.js";
import { vegetaProgram, vegetaSignature } from "./extract.js";
import { HISTOGRAM_HEADER, REQUESTS, STATUS_CODES } from "./lines.js";
import { normalizeVegeta } from "./normalize.js";
import { groupReports, type VegetaRawReport } from "./raw.js";
import { VegetaRecord } from "./schema.js";
import { summarizeVegeta } from "./summary.js";

export const vegetaFormat: FormatDefinition<VegetaRecord, VegetaRawReport> = {
  name: "vegeta",
  description: "`vegeta report` text (old and new layouts, Error Set) and `-type=hist[...]` histograms: one record per report",
  role: "load-test",
  priority: 77,
  grammar: vegetaGrammar,
  testing: { samples: "samples/vegeta" },
  detect: detectVegeta,
  parseRaw(ctx) {
    const lines = runGrammar(vegetaGrammar, ctx.text, "vegeta", ctx.source);
    return groupReports(lines, ctx.text);
  },
  normalize: normalizeVegeta,
  schema: VegetaRecord,
  summarize: summarizeVegeta,
  report: {
    notes: [
      "vegeta: requests are results; successful are those with a status of 200 to 399; requests/s is vegeta's rate (requests / attack time); vegeta attacks at a rate, so no concurrency is given.",
    ],
  },
  extract: vegetaSignature,
  // the command line pasted before the report (`$ vegeta attack -rate=50 -duration=30s | vegeta report`) is context
  command: { programs: [vegetaProgram] },
  // Pieces: after a report's Status Codes row, its next Requests row or a histogram header starts the next.
  stream: {
    cutter() {
      let ended = false;
      return {
        line(line) {
          if (ended && (REQUESTS.test(line) || HISTOGRAM_HEADER.test(line))) {
            ended = HISTOGRAM_HEADER.test(line);
            return Cut.start;
          }
          if (STATUS_CODES.test(line)) ended = true;
          return Cut.none;
        },
      };
    },
  },
};
