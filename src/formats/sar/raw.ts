import type { SysstatLine } from "../../../grammars/sysstat/parser.js";
import { assembleRowReport, type RowReportRawComment, type RowReportRawHeader, type RowReportRawRecord, type RowReportRawRestart, type RowReportRawRow } from "../sysstat/row-report-raw.js";
import type { ParseContext } from "../../kit/format.js";
import { SAR_REPORT } from "./spec.js";

/**
 * sar's raw records: strings exactly as printed (like jc's `--raw`), in the order of the text: the report header, one
 * `row` per data or statistics row under its column header, `restart` and `comment` lines. Read by the row-report
 * reader sar shares with mpstat (src/formats/sysstat/row-report-raw.ts), with sar's columns (SAR_REPORT).
 */
export type SarRawRecord = RowReportRawRecord;
export type SarRawHeader = RowReportRawHeader;
export type SarRawRow = RowReportRawRow;
export type SarRawRestart = RowReportRawRestart;
export type SarRawComment = RowReportRawComment;

/** Builds raw records from the grammar's lines: attaches every data row to the column header row above it. */
export function assembleRaw(lines: SysstatLine[], ctx: ParseContext): SarRawRecord[] {
  return assembleRowReport(lines, ctx, SAR_REPORT);
}
