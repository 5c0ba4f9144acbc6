import { sarGrammar } from "../../../grammars/sar/parser.js";
import { ParseError } from "../../api/errors.js";
import { runGrammar } from "../../api/grammar.js";
import type { FormatDefinition } from "../types.js";
import { detectSar, isBinarySa } from "./detect.js";
import { normalizeSar } from "./normalize.js";
import { assembleRaw, type SarRawRecord } from "./raw.js";
import { SarRecord } from "./schema.js";

export type { SarOptions } from "./normalize.js";

export const sarFormat: FormatDefinition<SarRecord, SarRawRecord> = {
  name: "sar",
  description:
    "sysstat sar text reports (every activity, live and file mode, any locale: 12-hour and CJK clocks, decimal commas, translated Average labels, -h human units); Unix sar tables too",
  detect: detectSar,
  parseRaw(ctx) {
    if (isBinarySa(ctx.text)) {
      throw new ParseError({
        format: "sar",
        source: ctx.source,
        text: ctx.text,
        offset: 0,
        message: "this is a binary sysstat data file (saDD, written by sadc), not sar's text output: render it with `sar -A -f FILE` (or `sadf -j FILE -- -A`) and parse that",
      });
    }
    return assembleRaw(runGrammar(sarGrammar, ctx.text, "sar", ctx.source), ctx);
  },
  normalize: normalizeSar,
  schema: SarRecord,
  // parseStream: the report header line (and the blank line after it) goes before every piece; a piece is a
  // paragraph (a section's header row, its rows and their Average rows).
  stream: {
    isHeader: (line, index) => (index === 0 ? /^\S+ \S+ \(\S*\)/.test(line) : index === 1 && line.trim() === ""),
    startsUnit: (line, unit) => line.trim() !== "" && unit.at(-1)!.trim() === "" && unit.some((l) => l.trim() !== ""),
  },
};
