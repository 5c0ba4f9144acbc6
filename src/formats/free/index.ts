import { freeGrammar } from "../../../grammars/free/parser.js";
import { freeBlocks } from "../../../grammars/free/rows.js";
import { runGrammar } from "../../kit/grammar.js";
import type { FormatDefinition } from "../../kit/format.js";
import { freeOptionsFromCommand } from "./command.js";
import { freeCutter } from "./cutter.js";
import { detectFree } from "./detect.js";
import { freeMetrics } from "./metrics.js";
import { normalizeFree } from "./normalize.js";
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
  records: "one per block (`-s`/`-c` series)",
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
  // Pieces: a block each (see freeCutter), complete at its last row or at the blank line after it.
  stream: { cutter: freeCutter },
};
