import { abCsvGrammar, type AbCsvRawRow } from "../../../grammars/ab-csv/parser.js";
import { ParseError } from "../../kit/errors.js";
import { runGrammar } from "../../kit/grammar.js";
import { parseInteger, parseNumber } from "../../normalize/number.js";
import { inSchema } from "../../normalize/in-schema.js";
import { Cut, type FormatDefinition } from "../../kit/format.js";
import { AbCsvPercentile, AbCsvRecord } from "./schema.js";
import { abProgram } from "../../kit/programs.js";

/** The table's header line, as ab writes it. */
const HEADER = /^\s*Percentage served,Time in ms\s*$/;

export interface AbCsvRaw {
  format: "ab-csv";
  rows: AbCsvRawRow[];
}

export const abCsvFormat: FormatDefinition<AbCsvRecord, AbCsvRaw> = {
  name: "ab-csv",
  description: "ApacheBench -e percentile CSV (`Percentage served,Time in ms`)",
  records: "one per table (a log of ab -e files: one per run)",
  role: "side-output",
  priority: 70,
  grammar: abCsvGrammar,
  testing: { samples: "samples/ab", files: /\.csv$/ },
  detect: (text) => (/^\s*Percentage served,Time in ms[ \t]*$/m.test(text.slice(0, 256)) ? 1 : 0),
  parseRaw: (ctx) => [{ format: "ab-csv", rows: runGrammar(abCsvGrammar, ctx.text, "ab-csv", ctx.source) }],
  normalize: (raws, ctx) =>
    raws.map((raw) => {
      const exponent = raw.rows.some((r) => /e/i.test(r.ms));
      const percentiles = raw.rows.map((r) => {
        try {
          const percent = parseInteger(r.percent);
          inSchema(AbCsvPercentile.shape.percent, percent);
          return { percent, ms: parseNumber(r.ms) };
        } catch (err) {
          throw new ParseError({ format: "ab-csv", source: ctx.source, text: ctx.text, offset: r.offset, message: (err as Error).message });
        }
      });
      return { format: "ab-csv" as const, numberFormat: exponent ? ("exponent" as const) : ("decimal" as const), percentiles };
    }),
  schema: AbCsvRecord,
  extract: {
    start: [/^Percentage served,Time in ms\s*$/],
    body: [/^Percentage served,Time in ms\s*$/, /^\d{1,3},[-+\d.eE]+\s*$/],
  },
  // the command line pasted before the output (`$ ab ...`) is context, not output
  command: { programs: [abProgram] },
  // Pieces: each table from its header line on (ab -e files written one after another, a log of runs: one record
  // per run, each read in bounded memory).
  stream: {
    cutter: () => ({ line: (line) => (HEADER.test(line) ? Cut.start : Cut.none) }),
  },
  // the table ab wrote, typed: one row per percentile
  csvRows: (r) => r.percentiles.map((p) => ({ format: r.format, percent: p.percent, ms: p.ms })),
};
