import { webbenchLines } from "../../../grammars/webbench/lines.js";
import { webbenchGrammar } from "../../../grammars/webbench/parser.js";
import { runGrammar } from "../../kit/grammar.js";
import { Cut, type FormatDefinition } from "../../kit/format.js";
import { detectWebbench } from "./detect.js";
import { webbenchMetrics } from "./metrics.js";
import { normalizeWebbench } from "./normalize.js";
import { groupRuns, type WebbenchRawRun } from "./raw.js";
import { WebbenchRecord } from "./schema.js";
import { webbenchProgram, webbenchSignature } from "./extract.js";
import { summarizeWebbench } from "./summary.js";

export const webbenchFormat: FormatDefinition<WebbenchRecord, WebbenchRawRun> = {
  name: "webbench",
  description: "WebBench 1.5 (Radim Kolar) and its forks: one record per run, redirected captures and pasted table cells included",
  records: "one per run",
  role: "load-test",
  priority: 80,
  grammar: webbenchGrammar,
  testing: { samples: "samples/webbench" },
  detect: detectWebbench,
  parseRaw(ctx) {
    // a plain run's lines by hand, the others by the grammar (grammars/webbench/lines.ts)
    const lines = webbenchLines(ctx.text, (text) => runGrammar(webbenchGrammar, text, "webbench", ctx.source));
    return groupRuns(lines, ctx.text);
  },
  normalize: normalizeWebbench,
  schema: WebbenchRecord,
  summarize: summarizeWebbench,
  report: { notes: ["webbench: requests/s is pages/s, (succeeded + failed) / duration, failed requests included as webbench counts them."] },
  extract: webbenchSignature,
  // the command line pasted before the output gives clients, duration and URL: the grammar reads it
  command: { programs: [webbenchProgram], parsesCommandLine: true },
  metrics: webbenchMetrics,
  // Pieces: a webbench command line starts a new run (raw.ts: a command always does), so the engine cuts the input
  // there and memory stays bounded by one run. Lines it does not recognise (a prompt with blanks inside) only make
  // longer pieces. (Not Cut.mayEnd after `Requests:`: a run may go on after it, with a late header copy or a fork's
  // mean times.)
  stream: {
    batchStarts: true,
    cutter() {
      // (the regular expression only on lines that hold the word: it costs some hundred nanoseconds a line)
      return { line: (line) => (line.includes("webbench") && COMMAND_LINE.test(line) ? Cut.start : Cut.none) };
    },
  },
};

/** `$ webbench -c 10 ...`, `root@ftp:~# ./webbench –c500 ...`: a prompt without blanks, the program, an option. */
const COMMAND_LINE = /^\s*(?:[^\s#$%>]*[#$%>]\s*)?(?:[\w.~-]*\/)?webbench\s+[-\u2012-\u2015\u2212]/;
