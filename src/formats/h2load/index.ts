import { h2loadGrammar } from "../../../grammars/h2load/parser.js";
import { h2loadLines } from "../../../grammars/h2load/rows.js";
import { runGrammar } from "../../kit/grammar.js";
import { Cut, type FormatDefinition } from "../../kit/format.js";
import { detectH2load } from "./detect.js";
import { h2loadProgram, h2loadSignature } from "./extract.js";
import { H2LOAD_COMMAND, lineKind } from "./lines.js";
import { normalizeH2load } from "./normalize.js";
import { groupRuns, type H2loadRawRun } from "./raw.js";
import { RunTracker } from "./runs.js";
import { H2loadRecord } from "./schema.js";
import { summarizeH2load } from "./summary.js";
import { h2loadMetrics } from "./metrics.js";

export const h2loadFormat: FormatDefinition<H2loadRecord, H2loadRawRun> = {
  name: "h2load",
  description: "h2load (nghttp2) text report: one record per run, h2c/TLS/--h1, timing (-D) and rate (-r) modes, every version's table",
  records: "one per run",
  role: "load-test",
  priority: 81,
  grammar: h2loadGrammar,
  testing: { samples: "samples/h2load" },
  detect: detectH2load,
  parseRaw(ctx) {
    const lines = h2loadLines(ctx.text, (text) => runGrammar(h2loadGrammar, text, "h2load", ctx.source));
    return groupRuns(lines, ctx.text);
  },
  normalize: normalizeH2load,
  schema: H2loadRecord,
  summarize: summarizeH2load,
  metrics: h2loadMetrics,
  report: {
    notes: [
      "h2load: requests are `total` (-n); successful is `succeeded` (2xx and 3xx); failed also counts requests never sent. The URL comes from the command line (h2load does not print it).",
    ],
  },
  extract: h2loadSignature,
  // the command line pasted before the output (`$ h2load -n 10000 -c 100 URL`) is context, not output
  command: { programs: [h2loadProgram] },
  // Pieces: where the run tracker (runs.ts) begins a new run, told by the lines' first words as the grammar reads them.
  stream: {
    damage: "line",
    cutter() {
      const tracker = new RunTracker();
      return {
        line(line) {
          const kind = lineKind(line);
          return tracker.step(kind, kind.kind === "other" && H2LOAD_COMMAND.test(line)) === "new" ? Cut.start : Cut.none;
        },
      };
    },
  },
};
