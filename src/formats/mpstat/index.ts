import { mpstatGrammar } from "../../../grammars/mpstat/parser.js";
import { sysstatLines } from "../../../grammars/sysstat/rows.js";
import { runGrammar } from "../../kit/grammar.js";
import type { DateOrder } from "../../normalize/calendar-date.js";
import { rowReportCutter } from "../sysstat/row-report-cutter.js";
import { assembleRowReport, type RowReportRawRecord } from "../sysstat/row-report-raw.js";
import { normalizeRowReport } from "../sysstat/row-report.js";
import type { FormatDefinition } from "../../kit/format.js";
import { MPSTAT_REPORT } from "./columns.js";
import { detectMpstat } from "./detect.js";
import { mpstatProgram } from "../sysstat/command.js";
import { mpstatSignature } from "./extract.js";
import { mpstatMetrics } from "./metrics.js";
import { mpstatOptions } from "./options.js";
import { MpstatRecord } from "./schema.js";

/** Options of the mpstat format, besides the common ones. */
export interface MpstatOptions {
  /** How to read an all-numeric header date whose day and month order the text cannot settle (see sar's). */
  dateOrder?: DateOrder;
}

/**
 * mpstat prints sar's kind of report (rows that start with a clock under column header rows, Average: rows), so it is
 * read by the row-report reader it shares with sar (src/formats/sysstat/row-report*.ts) with its own columns.
 */
export const mpstatFormat: FormatDefinition<MpstatRecord, RowReportRawRecord, typeof mpstatOptions> = {
  name: "mpstat",
  description: "sysstat mpstat reports (CPU utilization per CPU, -P ALL, -N/-n nodes, -I SUM/CPU/SCPU/ALL interrupts, -T topology, Average rows; any locale: 12-hour and CJK clocks, decimal commas, translated Average labels)",
  records: "header, one per row (sample/summary)",
  role: "monitor",
  priority: 24,
  grammar: mpstatGrammar,
  options: mpstatOptions,
  testing: { samples: "samples/mpstat" },
  detect: detectMpstat,
  parseRaw(ctx) {
    return assembleRowReport(sysstatLines(ctx.text, (text) => runGrammar(mpstatGrammar, text, "mpstat", ctx.source)), ctx, MPSTAT_REPORT);
  },
  normalize: (raw, ctx) => normalizeRowReport(raw, ctx, MPSTAT_REPORT) as unknown as MpstatRecord[],
  schema: MpstatRecord,
  extract: mpstatSignature,
  metrics: mpstatMetrics,
  command: { programs: [mpstatProgram] },
  // Pieces as sar's: a column header row starts one, a data row may end one (src/formats/sysstat/row-report-cutter.ts).
  stream: { damage: "line", cutter: rowReportCutter, batchStarts: true },
};
