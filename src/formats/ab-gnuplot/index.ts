import { format as formatDate, isValid, parse as parseDate } from "date-fns";
import { tsvGrammar, type TsvRow } from "../../../grammars/ab-gnuplot/parser.js";
import { ParseError } from "../../api/errors.js";
import { runGrammar } from "../../api/grammar.js";
import { parseInteger } from "../../normalize/number.js";
import { Cut, type FormatDefinition } from "../types.js";
import { AbGnuplotRecord } from "./schema.js";
import { abProgram } from "../ab/extract.js";

const HEADER = ["starttime", "seconds", "ctime", "dtime", "ttime", "wait"];

export type AbGnuplotRaw = { format: "ab-gnuplot"; starttime: string; seconds: string; ctime: string; dtime: string; ttime: string; wait: string };

const rowOffsets = new WeakMap<AbGnuplotRaw, number>();

export const abGnuplotFormat: FormatDefinition<AbGnuplotRecord, AbGnuplotRaw> = {
  name: "ab-gnuplot",
  description: "ApacheBench -g gnuplot TSV, one row per request",
  role: "side-output",
  priority: 60,
  grammar: tsvGrammar,
  testing: { samples: "samples/ab", files: /\.tsv$/ },
  detect: (text) => (/^\s*starttime\tseconds\tctime\tdtime\tttime\twait\s*$/m.test(text.slice(0, 256)) ? 1 : 0),
  parseRaw(ctx) {
    const rows = runGrammar(tsvGrammar, ctx.text, "ab-gnuplot", ctx.source);
    const fail = (row: TsvRow | undefined, message: string): never => {
      throw new ParseError({ format: "ab-gnuplot", source: ctx.source, text: ctx.text, offset: row?.offset ?? 0, message });
    };
    const [header, ...body] = rows;
    if (!header || header.cells.map((c) => c.trim()).join("\t") !== HEADER.join("\t")) fail(header, `expected the header ${HEADER.join("<tab>")}`);
    return body.map((row) => {
      if (row.cells.length !== HEADER.length) fail(row, `expected ${HEADER.length} tab-separated cells, found ${row.cells.length}`);
      const [starttime, seconds, ctime, dtime, ttime, wait] = row.cells.map((c) => c.trim()) as [string, string, string, string, string, string];
      const raw: AbGnuplotRaw = { format: "ab-gnuplot", starttime, seconds, ctime, dtime, ttime, wait };
      rowOffsets.set(raw, row.offset);
      return raw;
    });
  },
  normalize(raws, ctx) {
    // ab 2.0 writes microseconds since the epoch in `seconds`; ab 2.2.9+ writes seconds. The first row tells, for
    // every piece of the input.
    if (ctx.state.abGnuplotMicro === undefined && raws.length > 0) ctx.state.abGnuplotMicro = raws[0]!.seconds.length > 12;
    const micro = ctx.state.abGnuplotMicro === true;
    return raws.map((r) => {
      try {
        const epoch = parseInteger(r.seconds);
        return {
          format: "ab-gnuplot" as const,
          startTime: ctimeToIso(r.starttime),
          startEpochSeconds: micro ? epoch / 1e6 : epoch,
          ctimeMs: parseInteger(r.ctime),
          dtimeMs: parseInteger(r.dtime),
          ttimeMs: parseInteger(r.ttime),
          waitMs: parseInteger(r.wait),
        };
      } catch (err) {
        throw new ParseError({ format: "ab-gnuplot", source: ctx.source, text: ctx.text, offset: rowOffsets.get(r) ?? 0, message: (err as Error).message });
      }
    });
  },
  schema: AbGnuplotRecord,
  extract: {
    start: [/^starttime\tseconds\tctime\tdtime\tttime\twait\s*$/],
    body: [/^starttime\tseconds\t/, /^\w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{3,4}\t\d+/],
  },
  // the command line pasted before the output (`$ ab ...`) is context, not output
  command: { programs: [abProgram] },
  // Pieces: the header line (given before each), then batches of rows; a row is complete at its line end.
  stream: {
    damage: "line",
    cutter() {
      let text = false;
      let rows = 0;
      return {
        line(line) {
          // the header: the first line with text (a blank one may stand before it: a pasted prompt, read as blank)
          if (!text) {
            if (line.trim() === "") return Cut.none;
            text = true;
            if (/^\s*starttime\t/.test(line)) return Cut.header;
          }
          return ++rows % 256 === 0 ? Cut.end : Cut.mayEnd;
        },
      };
    },
  },
};

/** Rows written in the same second share their date text: convert each distinct text once. */
const isoCache = new Map<string, string | null>();

function ctimeToIso(text: string): string | null {
  let iso = isoCache.get(text);
  if (iso === undefined) {
    if (isoCache.size > 10_000) isoCache.clear();
    iso = convertCtime(text);
    isoCache.set(text, iso);
  }
  return iso;
}

/** `Fri Jun 24 14:16:49 2022` (C ctime, local time) to `2022-06-24T14:16:49`; null when the year was cut short. */
function convertCtime(text: string): string | null {
  const d = parseDate(text.replace(/\s+/g, " "), "EEE MMM d HH:mm:ss yyyy", new Date(0));
  if (!isValid(d) || !/\d{4}$/.test(text)) return null;
  return formatDate(d, "yyyy-MM-dd'T'HH:mm:ss");
}
