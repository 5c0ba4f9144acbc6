import { webbenchLines } from "../../../grammars/webbench/lines.js";
import { webbenchGrammar } from "../../../grammars/webbench/parser.js";
import { runGrammar } from "../../api/grammar.js";
import { Cut, type FormatDefinition } from "../types.js";
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
  // longer pieces. A run is complete at its `Requests:` line: runs are independent records, so the engine parses a
  // batch of complete runs at once (Cut.mayEnd) and each alone as soon as a live pipe has no more; a command line
  // after a complete run goes on with the batch.
  stream: {
    cutter() {
      let complete = false;
      return {
        line(line) {
          // (the regular expressions only on lines that hold the word: they cost some hundred nanoseconds a line)
          if (line.includes("webbench") && COMMAND_LINE.test(line)) {
            if (!complete) return Cut.start;
            complete = false;
            return Cut.none;
          }
          if (line.includes("failed.") && REQUESTS_LINE.test(line)) {
            complete = true;
            return Cut.mayEnd;
          }
          return Cut.none;
        },
      };
    },
  },
};

/** A run's last line, `Requests: 61234 susceed, 0 failed.` (after a margin or a table cell's bar, when pasted). */
const REQUESTS_LINE = /Requests: -?\d+ su[sc]ceed, -?\d+ failed\./;

/** `$ webbench -c 10 ...`, `root@ftp:~# ./webbench –c500 ...`: a prompt without blanks, the program, an option. */
const COMMAND_LINE = /^\s*(?:[^\s#$%>]*[#$%>]\s*)?(?:[\w.~-]*\/)?webbench\s+[-\u2012-\u2015\u2212]/;
