import { k6Grammar } from "../../../grammars/k6/parser.js";
import { k6Lines } from "../../../grammars/k6/rows.js";
import { runGrammar } from "../../kit/grammar.js";
import type { FormatDefinition } from "../../kit/format.js";
import { k6Cutter } from "./cutter.js";
import { detectK6 } from "./detect.js";
import { k6Program, k6Signature } from "./extract.js";
import { normalizeK6 } from "./normalize.js";
import { groupSummaries, type K6RawSummary } from "./raw.js";
import { K6Record } from "./schema.js";
import { summarizeK6 } from "./summary.js";
import { k6Metrics } from "./metrics.js";

export const k6Format: FormatDefinition<K6Record, K6RawSummary> = {
  name: "k6",
  description: "k6's end-of-test summary, legacy (up to 0.57) and 1.x (TOTAL RESULTS, sections, thresholds): one record per summary",
  records: "one per summary",
  role: "load-test",
  priority: 73,
  grammar: k6Grammar,
  testing: { samples: "samples/k6" },
  detect: detectK6,
  parseRaw(ctx) {
    const lines = k6Lines(ctx.text, (text) => runGrammar(k6Grammar, text, "k6", ctx.source));
    // (a summary's progress line at the end of the piece before goes on in this one: K6Piece)
    const piece = { more: ctx.state.morePieces === true, run: ctx.state.k6Run as string | undefined };
    const summaries = groupSummaries(lines, ctx.text, piece);
    ctx.state.k6Run = piece.run;
    return summaries;
  },
  normalize: normalizeK6,
  schema: K6Record,
  summarize: summarizeK6,
  metrics: k6Metrics,
  report: {
    notes: ["k6: requests are http_reqs; successful excludes http_req_failed's failed requests; requests/s is http_reqs' rate; concurrency is vus_max."],
  },
  extract: k6Signature,
  // the command line pasted before the output (`$ k6 run --vus 10 --duration 30s script.js`) is context
  command: { programs: [k6Program] },
  // Pieces: whole summaries (cutter.ts), so that a long paste of summaries is read in bounded memory.
  stream: { cutter: k6Cutter },
};
