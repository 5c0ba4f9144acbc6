import { atsarGrammar } from "../../../grammars/atsar/parser.js";
import { atsarLines } from "../../../grammars/atsar/rows.js";
import { ParseError } from "../../kit/errors.js";
import { runGrammar } from "../../kit/grammar.js";
import { Cut, type FormatDefinition } from "../../kit/format.js";
import { detectAtsar } from "./detect.js";
import { normalizeAtsar } from "./normalize.js";
import { toRawRecords, type AtsarRawRecord } from "./raw.js";
import { AtsarRecord } from "./schema.js";
import { atsarPrograms, atsarSignature } from "./extract.js";
import { atsarOptions } from "./options.js";

export type { AtsarParseOptions } from "./normalize.js";
export { SECTIONS as ATSAR_SECTIONS } from "./columns.js";

/**
 * atsar 1.x and atopsar (atop 2.x) reports: one record per data row (cpu, mem, disk, interfaces, ... each with its
 * typed fields and every column as printed), plus the report header, `logging restarted` marks and notices.
 * Also reads output whose line breaks were lost (pasted into a table). Option `date` dates output that prints none.
 */
export const atsarFormat: FormatDefinition<AtsarRecord, AtsarRawRecord, typeof atsarOptions> = {
  name: "atsar",
  description: "atsar 1.x / atopsar: every report (-c -p -P -g -m -s -B -l -f -d -h -n -j -J -i -I -w ... -O -G -D -N), live and -r, -S, -M, -R, flattened pastes",
  records: "header, one per row, restart and notice events",
  role: "monitor",
  priority: 30,
  grammar: atsarGrammar,
  options: atsarOptions,
  testing: { samples: "samples/atsar" },
  detect: detectAtsar,
  parseRaw(ctx) {
    const nul = ctx.text.slice(0, 4096).indexOf("\u0000");
    if (nul !== -1) {
      throw new ParseError({
        format: ctx.format,
        source: ctx.source,
        text: ctx.text,
        offset: nul,
        message: "this is binary data, not atopsar text: an atop raw log (atop -w) is read with `atopsar -r FILE`; parse what that prints",
      });
    }
    // the common lines read by hand, the others by the grammar (grammars/atsar/rows.ts)
    const lines = atsarLines(ctx.text, (text) => runGrammar(atsarGrammar, text, ctx.format, ctx.source));
    return toRawRecords(lines, ctx);
  },
  normalize: normalizeAtsar,
  schema: AtsarRecord,
  extract: atsarSignature,
  // the command line pasted before the output (`$ atopsar ...`) is context, not output
  command: { programs: atsarPrograms },
  // parseStream: a piece starts at an `analysis date:` banner or a column header (or, in a long run of rows, at the
  // next row with a clock time), once the current piece holds something that gives a record. The report's columns,
  // the banner's date and the midnight rollover are carried from piece to piece in ctx.state.
  stream: {
    cutter() {
      const piece: PieceScan = { lines: 0, afterBlank: false, yields: false };
      return {
        line(line) {
          const boundary = BANNER_LINE.test(line) || (TIMED.test(line) && (endsWithTag(line) || piece.lines >= MAX_PIECE_LINES));
          if (boundary && piece.yields) {
            piece.lines = 0;
            piece.afterBlank = false;
            piece.yields = false;
            scanLine(line, piece);
            return Cut.start;
          }
          scanLine(line, piece);
          return Cut.none;
        },
      };
    },
  },
};

const BANNER_LINE = /^-{3,}[ \t]*analysis[ \t]+date:/;
const TIMED = /^\d{1,2}:\d{2}:\d{2}(?=[ \t]|$)/;
const TAG_END = /_[A-Za-z0-9]+_[ \t]*$/;

/** TAG_END's test, its last character looked at first (a data row does not end with `_`; every line comes here). */
function endsWithTag(line: string): boolean {
  let end = line.length;
  while (end > 0 && (line.charCodeAt(end - 1) === 32 || line.charCodeAt(end - 1) === 9)) end--;
  return end > 0 && line.charCodeAt(end - 1) === 95 && TAG_END.test(line);
}
const MAX_PIECE_LINES = 2000;

/** What the lines of the current piece hold so far. */
interface PieceScan {
  lines: number;
  afterBlank: boolean;
  /**
   * Whether a line gives a record (a row, a notice, a restart, the report header), so that no piece is cut with
   * column headers and empty intervals only. Mirrors the line kinds of raw.ts.
   */
  yields: boolean;
}

function scanLine(line: string, s: PieceScan): void {
  s.lines++;
  if (s.yields) return;
  const blank = line.trim() === "";
  if (!blank && !BANNER_LINE.test(line)) {
    const timed = TIMED.exec(line);
    if (!timed) s.yields = true; // a continuation row, or the report header
    else {
      const rest = line.slice(timed[0].length).trim();
      const header = endsWithTag(rest) || (s.afterBlank && /^[A-Za-z%|]\S*(?:[ \t]+[A-Za-z%|]\S*)+$/.test(rest));
      s.yields = rest !== "" && !header;
    }
  }
  s.afterBlank = blank;
}
