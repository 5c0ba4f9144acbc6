import { freeGrammar } from "../../../grammars/free/parser.js";
import { freeBlocks } from "../../../grammars/free/rows.js";
import { runGrammar } from "../../api/grammar.js";
import { Cut, type FormatDefinition } from "../types.js";
import { freeOptionsFromCommand } from "./command.js";
import { detectFree } from "./detect.js";
import { freeMetrics } from "./metrics.js";
import { normalizeBlocks, normalizeFree } from "./normalize.js";
import { toRawRecords, type FreeRawRecord } from "./raw.js";
import { FreeRecord } from "./schema.js";
import { freeProgram, freeSignature } from "./extract.js";
import { freeOptions } from "./options.js";

export type { FreeParseOptions, FreeUnit } from "./units.js";
export { FREE_UNITS } from "./units.js";
export { freeOptionsFromCommand } from "./command.js";

/**
 * `free` (procps 3.2, procps-ng 3.3 and 4.x, BusyBox): one record per block (free -s/-c prints one per iteration),
 * every size in bytes. Plain numbers carry no unit, so pass the one free was run with: options `unit` and `si`
 * (see FreeParseOptions), or paste the command line (`$ free -m`) with the output; -h sizes carry their own. Without
 * either, `free -b` output is recognised (every value a multiple of 1024) and anything else is read as KiB, with a
 * warning in the record.
 */
export const freeFormat: FormatDefinition<FreeRecord, FreeRawRecord, typeof freeOptions> = {
  name: "free",
  description: "free (procps, procps-ng, BusyBox): Mem/Low/High/Swap/Total/Comm rows, -w, -h, -s/-c series, localized labels",
  role: "monitor",
  priority: 10,
  grammar: freeGrammar,
  options: freeOptions,
  testing: { samples: "samples/free" },
  detect: detectFree,
  parseRaw(ctx) {
    return toRawRecords(freeBlocks(ctx.text, (text) => runGrammar(freeGrammar, text, "free", ctx.source)), ctx);
  },
  normalize: normalizeFree,
  // (a -s/-c series' tables straight to records, without raw records: normalizeBlocks)
  parseRecords(ctx, check) {
    return normalizeBlocks(freeBlocks(ctx.text, (text) => runGrammar(freeGrammar, text, "free", ctx.source)), ctx).map(check);
  },
  schema: FreeRecord,
  extract: freeSignature,
  metrics: freeMetrics,
  report: {
    notes: [
      "Memory used from free is its own used column (procps-ng 4.0.1 and later: total - available; 3.3.10 to 4.0.0: total - free - buff/cache; BusyBox and older procps: total - free).",
    ],
    memUsedSource: "free-used",
  },
  // `busybox free -m` is BusyBox's free with the same flags: the engine reads it once it takes `busybox` as a
  // wrapper (like sudo) and passes the words after `free`.
  command: { programs: [freeProgram], fromCommand: freeOptionsFromCommand },
  // Pieces: each block (-s/-c) starts with its indented header line, after a row; a block is complete at the blank
  // line free prints after it (-s/-c), unless a blank line follows every line. Blocks are independent records, so
  // the engine parses a batch of them at once (Cut.mayEnd) and each alone as soon as a live pipe has no more.
  stream: {
    cutter() {
      let rows = false;
      let header = false;
      // a blank line between a header and its first row: a blank line follows every line, none ends a block
      let doubled = false;
      return {
        line(line) {
          // (a line that starts with a printable ASCII character, most rows, is not tested with the patterns)
          const c = line.charCodeAt(0);
          const printable = c >= 0x21 && c <= 0x7e;
          if (!printable && /^\s+\S/.test(line)) {
            header = true;
            if (!rows) return Cut.none;
            rows = false;
            return Cut.start;
          }
          if (printable || /^\S/.test(line)) rows = true;
          else if (header && !rows) doubled = true;
          else if (rows && !doubled) {
            rows = false;
            return Cut.mayEnd;
          }
          return Cut.none;
        },
      };
    },
  },
};
