import { sarGrammar } from "../../../grammars/sar/parser.js";
import { sysstatLines } from "../../../grammars/sysstat/rows.js";
import { ParseError } from "../../kit/errors.js";
import { runGrammar } from "../../kit/grammar.js";
import type { FormatDefinition } from "../../kit/format.js";
import { detectSar, isBinarySa } from "./detect.js";
import { sarMetrics } from "./metrics.js";
import { normalizeSar } from "./normalize.js";
import { assembleRaw, type SarRawRecord } from "./raw.js";
import { SarRecord } from "./schema.js";
import { sarProgram, sarSignature } from "./extract.js";
import { sarOptions } from "./options.js";
import { rowReportCutterOf } from "../sysstat/row-report-cutter.js";
import { SAR_REPORT } from "./spec.js";

export type { SarOptions } from "./normalize.js";

export const sarFormat: FormatDefinition<SarRecord, SarRawRecord, typeof sarOptions> = {
  name: "sar",
  description:
    "sysstat sar text reports (every activity, live and file mode, any locale: 12-hour and CJK clocks, decimal commas, translated Average labels, -h human units); Unix sar tables too",
  records: "header, one per row (sample/summary; a sample's interrupt rows are one), restart and comment events",
  role: "monitor",
  priority: 20,
  grammar: sarGrammar,
  options: sarOptions,
  testing: { samples: "samples/sar" },
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
    // the common rows read by hand, the other lines by the grammar (grammars/sysstat/rows.ts)
    return assembleRaw(sysstatLines(ctx.text, (text) => runGrammar(sarGrammar, text, "sar", ctx.source)), ctx);
  },
  normalize: normalizeSar,
  schema: SarRecord,
  extract: sarSignature,
  report: {
    notes: ["Memory used from sysstat sar is its kbmemused column (sar prints no total)."],
    memUsedSource: "sar-kbmemused",
  },
  metrics: sarMetrics,
  // the command line pasted before the output (`$ sar ...`) is context, not output
  command: { programs: [sarProgram] },
  // Pieces: a column header row starts one, a data row may end one (src/formats/sysstat/row-report-cutter.ts,
  // shared with mpstat), but for the interrupts' rows of one sample, which make one record.
  stream: {
    damage: "line",
    cutter: rowReportCutterOf(SAR_REPORT),
  },
};

