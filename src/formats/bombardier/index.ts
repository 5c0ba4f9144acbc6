import { bombardierGrammar } from "../../../grammars/bombardier/parser.js";
import { bombardierLines } from "../../../grammars/bombardier/rows.js";
import { runGrammar } from "../../kit/grammar.js";
import { Cut, type FormatDefinition } from "../../kit/format.js";
import { detectBombardier } from "./detect.js";
import { bombardierProgram } from "../../kit/programs.js";
import { bombardierOptionsFromCommand, bombardierSignature } from "./extract.js";
import { INTRO, STATS_HEADER } from "./lines.js";
import { normalizeBombardier } from "./normalize.js";
import { bombardierOptions } from "./options.js";
import { groupRuns, type BombardierRawRun } from "./raw.js";
import { BombardierRecord } from "./schema.js";
import { summarizeBombardier } from "./summary.js";
import { bombardierMetrics } from "./metrics.js";

export const bombardierFormat: FormatDefinition<BombardierRecord, BombardierRawRun, typeof bombardierOptions> = {
  name: "bombardier",
  description: "bombardier plain-text result (v1.x, v2.x): one record per run, -n/-d intro, Reqs/sec and Latency rows, -l distributions, HTTP codes, errors, throughput",
  records: "one per run",
  role: "load-test",
  priority: 75,
  grammar: bombardierGrammar,
  options: bombardierOptions,
  testing: { samples: "samples/bombardier" },
  detect: detectBombardier,
  parseRaw(ctx) {
    return groupRuns(bombardierLines(ctx.text, (text) => runGrammar(bombardierGrammar, text, "bombardier", ctx.source)), ctx.text);
  },
  normalize: normalizeBombardier,
  schema: BombardierRecord,
  summarize: summarizeBombardier,
  metrics: bombardierMetrics,
  report: {
    notes: [
      "bombardier: requests are the responses counted by status class plus the Errors: lines; successful are 1xx-3xx; requests/s is the mean of its Reqs/sec samples (it prints no total), and its Throughput (bytes read and written) is not in the bytes/s column.",
    ],
  },
  extract: bombardierSignature,
  command: { programs: [bombardierProgram], fromCommand: bombardierOptionsFromCommand },
  // Pieces: an intro starts the next run once a run has begun, and so does a second Statistics header (`-p r` runs).
  // A damaged line (`4xx - -0`) costs that line alone, said where it is, not the run: bombardier prints no blank
  // line in a run, so the paragraph around it would be the whole run.
  stream: {
    batchStarts: true,
    damage: "line",
    cutter() {
      let begun = false;
      let header = false;
      return {
        line(line) {
          if (INTRO.test(line)) {
            const cut = begun ? Cut.start : Cut.none;
            begun = true;
            header = false;
            return cut;
          }
          if (STATS_HEADER.test(line)) {
            const cut = header ? Cut.start : Cut.none;
            begun = true;
            header = true;
            return cut;
          }
          return Cut.none;
        },
      };
    },
  },
};
