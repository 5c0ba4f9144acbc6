import { httperfGrammar } from "../../../grammars/httperf/parser.js";
import { httperfLines } from "../../../grammars/httperf/rows.js";
import { Word } from "../../../grammars/httperf/tokens.js";
import { runGrammar, runGrammarCut } from "../../kit/grammar.js";
import { Cut, type FormatDefinition } from "../../kit/format.js";
import { detectHttperf } from "./detect.js";
import { httperfProgram, httperfSignature } from "./extract.js";
import { gluedCuts, isEcho, labelKind } from "./lines.js";
import { normalizeHttperf } from "./normalize.js";
import { groupRuns, ORDER, type HttperfRawRun } from "./raw.js";
import { HttperfRecord } from "./schema.js";
import { summarizeHttperf } from "./summary.js";
import { httperfMetrics } from "./metrics.js";

/** The lines httperf prints before its report (or during the test): a run of their own once a report is over. */
const BEFORE = new Set(["message", "rateSample", "printed"]);

/** A character the grammar's Word token takes: a key followed by one is a word, not the key (longer_alt). */
const WORD_CHAR = new RegExp(`^${(Word.PATTERN as RegExp).source.replace(/\+$/, "")}`);

/** True when `key` is the first word after the line's label, as the grammar lexes it. */
function firstWordIs(line: string, key: string): boolean {
  const rest = line.slice(line.indexOf(":") + 1).replace(/^[ \t\r\f\v\u00a0\u3000]+/, "");
  return rest.startsWith(key) && !WORD_CHAR.test(rest.slice(key.length));
}

/** The layout of a line by its label (two labels have two layouts, told apart by their first word). */
function orderOf(kind: string, line: string): number {
  if (kind === "connectionTime") return ORDER[firstWordIs(line, "connect") ? "connectTime" : "connectionTime"]!;
  if (kind === "errors") return ORDER[firstWordIs(line, "fd-unavail") ? "moreErrors" : "errors"]!;
  return ORDER[kind]!;
}

export const httperfFormat: FormatDefinition<HttperfRecord, HttperfRawRun> = {
  name: "httperf",
  description: "httperf 0.9 report: one record per run, with its echoed settings, -v samples and histogram, session lines and printed requests",
  records: "one per run",
  role: "load-test",
  priority: 78,
  grammar: httperfGrammar,
  testing: { samples: "samples/httperf" },
  detect: detectHttperf,
  parseRaw(ctx) {
    // lines a copy glued together are read as the lines they were (src/formats/httperf/lines.ts GLUED)
    const cuts = gluedCuts(ctx.text);
    // without glued lines, the report's lines are read by hand (grammars/httperf/rows.ts), the others by the grammar
    const lines = cuts.length === 0 ? httperfLines(ctx.text, (text) => runGrammar(httperfGrammar, text, "httperf", ctx.source)) : runGrammarCut(httperfGrammar, ctx.text, "httperf", ctx.source, cuts);
    return groupRuns(lines, ctx.text, cuts);
  },
  normalize: normalizeHttperf,
  schema: HttperfRecord,
  summarize: summarizeHttperf,
  metrics: httperfMetrics,
  report: {
    notes: [
      "httperf: no concurrency (it starts connections at a --rate); requests are requests sent, successful the 2xx replies; its Errors lines count connections (refused ones sent no request) and are in the record; bytes/s is the received share of Net I/O.",
    ],
  },
  extract: httperfSignature,
  // a command line pasted before the output (`$ httperf --server h --num-conns 100`) is context; httperf's own echo
  // of it (`httperf --client=0/1 ...`, ProgramSpec.echoes) is output
  command: { programs: [httperfProgram] },
  // Pieces: where the grouping (raw.ts groupRuns) starts a run: at the echo once the run has one or a report line,
  // at a line that goes back in httperf's order, and at a message once the report is over.
  stream: {
    cutter() {
      let last = -1;
      let usage = false;
      const reset = (order: number): Cut => {
        last = order;
        usage = false;
        return Cut.start;
      };
      return {
        line(line) {
          if (isEcho(line)) {
            if (last >= 0 || usage) return reset(0);
            last = 0;
            return Cut.none;
          }
          const kind = labelKind(line);
          if (kind === undefined) return Cut.none;
          if (kind === "usage") {
            const cut = last >= 0 || usage ? reset(-1) : Cut.none;
            usage = true;
            return cut;
          }
          if (BEFORE.has(kind)) return last >= ORDER.moreErrors! ? reset(-1) : Cut.none;
          const order = orderOf(kind, line);
          if (order <= last) return reset(order);
          last = order;
          return Cut.none;
        },
      };
    },
  },
};
