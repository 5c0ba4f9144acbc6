import { pidstatGrammar } from "../../../grammars/pidstat/parser.js";
import { sysstatLines } from "../../../grammars/sysstat/rows.js";
import { runGrammar } from "../../kit/grammar.js";
import type { DateOrder } from "../../normalize/calendar-date.js";
import { rowReportCutterOf } from "../sysstat/row-report-cutter.js";
import { assembleRowReport, type RowReportRawRecord } from "../sysstat/row-report-raw.js";
import type { FormatDefinition } from "../../kit/format.js";
import { PIDSTAT_REPORT } from "./columns.js";
import { detectPidstat } from "./detect.js";
import { pidstatProgram } from "../sysstat/command.js";
import { pidstatSignature } from "./extract.js";
import { normalizePidstat, refuseEpochRows } from "./normalize.js";
import { pidstatOptions } from "./options.js";
import { PidstatRecord } from "./schema.js";

/** Options of the pidstat format, besides the common ones. */
export interface PidstatOptions {
  /** How to read an all-numeric header date whose day and month order the text cannot settle (see sar's). */
  dateOrder?: DateOrder;
}

/**
 * pidstat prints sar's kind of report (rows that start with a clock under column header rows, Average: rows), so it
 * is read by the row-report reader it shares with sar and mpstat (src/formats/sysstat/row-report*.ts) with its own
 * columns, -h's `# Time` header rows, and the rows that -T ALL prints for one PID without header rows.
 */
export const pidstatFormat: FormatDefinition<PidstatRecord, RowReportRawRecord, typeof pidstatOptions> = {
  name: "pidstat",
  description:
    "sysstat pidstat reports (per-task CPU -u, memory -r, stack -s, I/O -d, context switches -w, -v, -R, children -T CHILD/ALL, threads -t, -h one line per task, -l command lines, Average rows; any locale: 12-hour and CJK clocks, decimal commas, translated Average labels)",
  records: "header, one per task row (sample/summary)",
  role: "monitor",
  priority: 23,
  grammar: pidstatGrammar,
  options: pidstatOptions,
  testing: { samples: "samples/pidstat" },
  detect: detectPidstat,
  parseRaw(ctx) {
    refuseEpochRows(ctx);
    return assembleRowReport(sysstatLines(ctx.text, (text) => runGrammar(pidstatGrammar, text, "pidstat", ctx.source)), ctx, PIDSTAT_REPORT);
  },
  normalize: (raw, ctx) => normalizePidstat(raw, ctx),
  schema: PidstatRecord,
  extract: pidstatSignature,
  command: { programs: [pidstatProgram] },
  // Pieces as sar's: a column header row starts one, a data row may end one; several tables per sample stay together.
  stream: { damage: "line", cutter: rowReportCutterOf(PIDSTAT_REPORT), batchStarts: true },
};
