import { isNumbersLine, vmstatLines } from "../../../grammars/vmstat/lines.js";
import { vmstatGrammar } from "../../../grammars/vmstat/parser.js";
import { runGrammar } from "../../kit/grammar.js";
import { Cut, type FormatDefinition } from "../../kit/format.js";
import { vmstatOptionsFromCommand } from "./command.js";
import { detectVmstat } from "./detect.js";
import { isBannerLine } from "./labels.js";
import { vmstatProgram, vmstatSignature } from "./extract.js";
import { vmstatMetrics } from "./metrics.js";
import { normalizeVmstat } from "./normalize.js";
import { vmstatOptions } from "./options.js";
import { toRawRecords, type VmstatRawRecord } from "./raw.js";
import { VmstatRecord } from "./schema.js";

export type { VmstatParseOptions, VmstatUnit, VmstatUnitLetter } from "./units.js";
export { VMSTAT_UNITS } from "./units.js";
export { vmstatOptionsFromCommand } from "./command.js";

/**
 * `vmstat` (procps 3.2, procps-ng 3.3 and 4.x): one record per row of the main report (with -a, -w, -t, -n, -S, -y;
 * the first row of a run is the averages since boot), per disk row of -d, per row of -p, and one for the -s, -D and
 * -f lists. Memory and si/so are in the -S unit, which vmstat does not print: pass it (`unit`) or paste the command
 * line (`$ vmstat -S m 1 5`); without either, KiB (the default) is assumed with a warning, and -S b is recognised.
 */
export const vmstatFormat: FormatDefinition<VmstatRecord, VmstatRawRecord, typeof vmstatOptions> = {
  name: "vmstat",
  description: "vmstat (procps 3.2, procps-ng 3.3/4.x): the main report (-a, -w, -t, -n, -S, -y, repeated headers), -d, -p, -s, -D, -f, translated headers and labels",
  records: "one per row (main report, -d, -p), one per -s/-D/-f list",
  role: "monitor",
  priority: 12,
  grammar: vmstatGrammar,
  options: vmstatOptions,
  testing: { samples: "samples/vmstat" },
  detect: detectVmstat,
  parseRaw(ctx) {
    // the usual lines read by hand, the others by the grammar (grammars/vmstat/lines.ts)
    return toRawRecords(
      vmstatLines(ctx.text, (text) => runGrammar(vmstatGrammar, text, "vmstat", ctx.source)),
      ctx,
    );
  },
  normalize: normalizeVmstat,
  schema: VmstatRecord,
  extract: vmstatSignature,
  metrics: vmstatMetrics,
  command: { programs: [vmstatProgram], fromCommand: vmstatOptionsFromCommand },
  // Pieces: each run of vmstat (a pasted command line before it gives its own options) from its dashed line or
  // header; a row is complete at its line end, so a live `vmstat 1` gives each row as it is printed (the pieces cut
  // after a row start with the run's header line again). A header right after rows is vmstat repeating it and stays
  // in the piece, as does one after a blank line when the paste put a blank line after every line. -s and -D lists
  // start at their first line. The raw reader takes a header first in a piece not cut after a row as the start of
  // a run, and any other as a repeat: what the cutter says here is what the records say.
  stream: {
    damage: "line",
    cutter() {
      let last: LineKind | undefined;
      let afterBlank = false;
      let doubled = false;
      let bannerRepeat = false;
      // Rows may end a piece only under a header that began the section (the line the later pieces start with
      // again) and with no dashed line since its header: elsewhere (damaged text, a row before any header, a
      // dashed line without its header) the rows stay in the piece, which then reads the same cut or not.
      let sectionHeader = false;
      let headed = false;
      return {
        line(line) {
          const kind = lineKind(line);
          if (kind === "blank") {
            if (last !== undefined) afterBlank = true;
            return Cut.none;
          }
          if (afterBlank && last === "row" && kind === "row") doubled = true;
          const adjacent = !afterBlank || doubled;
          // a header under a dashed line that was itself a repeat is one too
          const repeat = (last === "row" || (last === "banner" && bannerRepeat)) && adjacent;
          last = kind;
          afterBlank = false;
          switch (kind) {
            case "banner":
              bannerRepeat = repeat;
              headed = false;
              if (repeat) return Cut.none;
              sectionHeader = false;
              return Cut.start;
            case "header":
              headed = true;
              if (repeat) return Cut.none;
              // the run's header is what the later pieces of the run start with again
              sectionHeader = true;
              return Cut.section;
            case "row":
              return sectionHeader && headed ? Cut.mayEnd : Cut.none;
            case "list-start":
              sectionHeader = false;
              headed = false;
              return Cut.start;
            default:
              return Cut.none;
          }
        },
      };
    },
  },
};

/** The blanks between cells, as the grammar's WhiteSpace token skips them. */
const BLANKS = /[ \t\r\f\v\u00a0\u3000\u200b-\u200d\u2060\ufeff]+/;

type LineKind = "blank" | "banner" | "header" | "row" | "list-start" | "other";

/** What a line is to the pieces: a dashed line, a header (words only), a row (numbers, or a -d device and numbers). */
function lineKind(line: string): LineKind {
  // most lines are rows of numbers (never a dashed line), told without splitting them (grammars/vmstat/lines.ts)
  if (isNumbersLine(line, 0, line.length)) return "row";
  const words = line.split(BLANKS).filter((w) => w !== "");
  if (words.length === 0) return "blank";
  if (isBannerLine(words)) return "banner";
  const numbers = words.filter((w) => /^-?\d+$|^\d{4}-\d\d-\d\d$|^\d\d:\d\d:\d\d$/.test(w)).length;
  if (numbers === 0) return "header";
  if (numbers === words.length || (numbers === words.length - 1 && !/^\d/.test(words[0]!))) return "row";
  if (numbers === 1 && /^\d+$/.test(words[0]!) && /^(?:[bBkKmM] total memory|disks)$/.test(words.slice(1).join(" "))) return "list-start";
  return "other";
}
