import { ParseError } from "../../kit/errors.js";
import type { ParseContext } from "../../kit/format.js";
import type { RowReportRawRecord } from "../sysstat/row-report-raw.js";
import { normalizeRowReport } from "../sysstat/row-report.js";
import { PIDSTAT_REPORT } from "./columns.js";
import type { RowReportSpec } from "../sysstat/columns.js";
import type { PidstatRecord } from "./schema.js";

/** What a stream carries from one piece to the next: the last -t process row (its table and time, its TGID). */
interface ThreadState {
  where: string;
  tgid: number;
}

/**
 * pidstat's rows, typed by the shared row-report reader (src/formats/sysstat/row-report.ts), then what is pidstat's
 * own: a -t thread row's `pid` is the TGID of the process row above it (pidstat prints a process's threads right
 * after it) and its command loses the `|__` mark (the -1 pidstat prints for an unreadable value is null: PIDSTAT_REPORT.unreadable).
 * `report` is PIDSTAT_REPORT, or the same with another format id (pidstat -o JSON's rows, made as the text's).
 */
export function normalizePidstat(raw: RowReportRawRecord[], ctx: ParseContext, report: RowReportSpec = PIDSTAT_REPORT): PidstatRecord[] {
  const out = normalizeRowReport(raw, ctx, report);
  const key = "pidstat.threads";
  let last = ctx.state[key] as ThreadState | undefined;
  for (const rec of out) {
    if (rec.kind === "header") last = undefined;
    if (rec.kind !== "sample" && rec.kind !== "summary") continue;
    const where = `${String(rec.section)}\u0000${String(rec.timestamp ?? rec.time ?? rec.label)}`;
    if (typeof rec.tgid === "number") {
      rec.pid = rec.tgid;
      last = { where, tgid: rec.tgid };
    } else if (typeof rec.tid === "number" && last?.where === where) {
      rec.pid = last.tgid;
    }
    if (typeof rec.command === "string" && rec.command.startsWith("|__")) rec.command = rec.command.slice(3);
  }
  ctx.state[key] = last;
  return out as unknown as PidstatRecord[];
}

/** Rows stamped with epoch seconds (pidstat -H, or -h before sysstat 11.6.0) carry no clock this reader places. */
const EPOCH_ROW = /^[ \t]*\d{9,11}[ \t]+\S/m;

/** Refuses, with a located error, a report whose rows are stamped with epoch seconds (rather than dropping them). */
export function refuseEpochRows(ctx: ParseContext): void {
  const m = EPOCH_ROW.exec(ctx.text);
  if (m === null) return;
  throw new ParseError({
    format: "pidstat",
    source: ctx.source,
    text: ctx.text,
    offset: m.index + m[0].length - m[0].trimStart().length,
    message: "rows stamped with epoch seconds (pidstat -H, or -h before sysstat 11.6.0) are not read; run pidstat without -H",
  });
}
