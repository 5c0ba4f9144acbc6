import { abLines } from "../../../grammars/ab/lines.js";
import { abGrammar } from "../../../grammars/ab/parser.js";
import { runGrammar } from "../../kit/grammar.js";
import { Cut, type FormatDefinition } from "../../kit/format.js";
import { detectAb } from "./detect.js";
import { abMetrics } from "./metrics.js";
import { abHtmlToText, isAbHtml } from "./html.js";
import { normalizeAb } from "./normalize.js";
import { groupRuns, type AbRawRun } from "./raw.js";
import { AbRecord } from "./schema.js";
import { abOptionsFromCommand, abProgram, abSignature } from "./extract.js";
import { abOptions } from "./options.js";
import { summarizeAb } from "./summary.js";

export const abFormat: FormatDefinition<AbRecord, AbRawRun> = {
  name: "ab",
  description: "ApacheBench (ab) results: text or -w HTML, every version from 1.3 to 2.3 and trunk",
  records: "one per run",
  role: "load-test",
  priority: 90,
  grammar: abGrammar,
  testing: { samples: "samples/ab" },
  options: abOptions,
  detect: detectAb,
  parseRaw(ctx) {
    const html = isAbHtml(ctx.text);
    // The HTML form is read as the text it stands for; later error positions refer to that text.
    const text = html ? abHtmlToText(ctx.text) : ctx.text;
    ctx.text = text;
    // a plain report's lines by hand, the others by the grammar (grammars/ab/lines.ts)
    const lines = abLines(text, (t) => runGrammar(abGrammar, t, "ab", ctx.source));
    return groupRuns(lines, text, html ? "html" : "text");
  },
  normalize: normalizeAb,
  schema: AbRecord,
  summarize: summarizeAb,
  extract: abSignature,
  metrics: abMetrics,
  // the command line pasted before the output (`$ ab ...`) is context, not output
  command: { programs: [abProgram], fromCommand: abOptionsFromCommand },
  // Pieces: once a run has results, its next banner or results block starts another run.
  stream: {
    cutter() {
      let results = false;
      return {
        line(line) {
          if (results && RUN_START.test(line)) {
            results = false;
            return Cut.start;
          }
          if (!results && RUN_RESULTS.test(line)) results = true;
          return Cut.none;
        },
      };
    },
  },
};

const RUN_START = /^\s*(?:This is ApacheBench, Version|Benchmarking |Server Software:|Concurrency Level:)/;
const RUN_RESULTS = /^\s*(?:Complete requests|Requests per second|Percentage of the requests|Test aborted|Total of \d+ requests)/;
