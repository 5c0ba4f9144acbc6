import { delimitedLines, type DelimitedLine } from "../../../../grammars/kit/delimited.js";
import { ParseError } from "../../../kit/errors.js";
import type { ParseContext } from "../../../kit/format.js";
import { sadfEvent, sadfStamp, type SadfRawComment, type SadfRawRestart, type SadfRawRow } from "../../sysstat/sadf.js";
import { KEY_COLUMNS } from "../columns.js";
import { hourGroups, hourLineRows, isHourHeader, starColumns, type HourGroups } from "./hour.js";

/**
 * sadf -d's raw records, strings as printed: one `row` per data line under the column header line above it (its
 * columns as sar prints them: `CPU*` is `all`, `CPU0`, ... as many as the line has values), `restart` and `comment`
 * from the lines of interval `-1`. Each carries the host, interval and timestamp cells as printed, and the date and
 * time they say (epoch seconds, `-U`, as UTC). With `-h` (one line per sample, every activity on it) a line gives
 * one row per activity and item (src/formats/sar/csv/hour.ts).
 */
export type SarCsvRawRecord = SarCsvRawRow | SarCsvRawRestart | SarCsvRawComment;

export interface SarCsvRawRow extends SadfRawRow {
  host: string;
  interval: string;
  /** The timestamp cell as printed (`2026-12-06 02:35:38 UTC`, `1796570086`). */
  timestamp: string;
}
export interface SarCsvRawRestart extends SadfRawRestart {
  host: string;
  timestamp: string;
}
export interface SarCsvRawComment extends SadfRawComment {
  host: string;
  timestamp: string;
}

/** The column header line: `# hostname;interval;timestamp;...`. */
export const CSV_HEADER = /^# ?hostname;interval;timestamp;/;

/**
 * sadf -d's header of the USB devices (sar -m USB) names `manufact;product` first, but its lines print them last, as
 * sar and sadf -j do (sysstat 12.x: sysstat's own test expectation tests/expected.sadf-d shows it): read in the
 * printed order, with a warning.
 */
const USB_HEADER_AS_PRINTED = "manufact;product;BUS;idvendor;idprod;maxpower";
const USB_COLUMNS = ["BUS", "idvendor", "idprod", "maxpower", "manufact", "product"];
const USB_WARNING = "sadf -d's USB header lists manufact;product before BUS but prints them last (a sysstat header bug): read as printed (BUS;idvendor;idprod;maxpower;manufact;product)";

/** Reads sadf -d output into raw records (see SarCsvRawRecord). */
export function sarCsvRaw(ctx: ParseContext): SarCsvRawRecord[] {
  const lines = delimitedLines(ctx.text, ";");
  const out: SarCsvRawRecord[] = [];
  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format: "sar-csv", source: ctx.source, text: ctx.text, offset, message });
  };
  let header: { columns: string[]; offset: number; block: { offset: number }; star: boolean; groups?: HourGroups; warning?: string } | undefined;
  for (const line of lines) {
    const cells = trimCr(line);
    if (cells[0]!.startsWith("#")) {
      if (!CSV_HEADER.test(ctx.text.slice(line.offset, line.offset + 40))) return fail(line.offset, "a '#' line that is not sadf -d's column header (`# hostname;interval;timestamp;...`)");
      let columns = cells.slice(3);
      const usb = columns.join(";") === USB_HEADER_AS_PRINTED;
      if (usb) columns = USB_COLUMNS;
      if (columns.length === 0 || columns.some((c) => c === "")) return fail(line.offset, "a column header with an empty column name");
      const star = columns[columns.length - 1] === "CPU*";
      header = { columns, offset: line.offset, block: { offset: line.offset }, star, ...(usb ? { warning: USB_WARNING } : {}) };
      if (isHourHeader(columns)) header.groups = hourGroups(columns, (message) => fail(line.offset, message));
      continue;
    }
    if (cells.length < 4) return fail(line.offset, `a line of ${cells.length} cell(s): sadf -d prints host;interval;timestamp;values...`);
    const [host, interval, timestamp] = cells as [string, string, string];
    const when = sadfStamp(timestamp);
    if (when === undefined) return fail(line.offsets[2]!, `not a sadf timestamp: ${JSON.stringify(timestamp)} (sadf prints \`2026-12-06 02:35:38 UTC\`, or epoch seconds with -U)`);
    if (interval === "-1") {
      const rest = ctx.text.slice(line.offsets[3]!, lineEnd(ctx.text, line.offsets[3]!)).replace(/\r$/, "");
      const event = sadfEvent(rest);
      if (event === undefined) return fail(line.offsets[3]!, "a line of interval -1 that is neither LINUX-RESTART nor COM (a comment)");
      const base = { offset: line.offset, host, timestamp, date: when.date, time: when.time };
      out.push(event.kind === "restart" ? { kind: "restart", ...base, ...(event.cpuCount !== undefined ? { cpuCount: event.cpuCount } : {}) } : { kind: "comment", ...base, text: event.text });
      continue;
    }
    if (header === undefined) return fail(line.offset, "a data line before any column header line (`# hostname;interval;timestamp;...`)");
    if (!/^\d{1,10}$/.test(interval)) return fail(line.offsets[1]!, `not an interval: ${JSON.stringify(interval)}`);
    if (header.groups !== undefined) {
      for (const r of hourLineRows(header.groups, cells.slice(3), line.offsets.slice(3), (offset, message) => fail(offset, message))) {
        const row: SarCsvRawRow = { kind: "row", offset: line.offset, host, interval, timestamp, date: when.date, time: when.time, block: header.block, columns: r.columns, values: r.values, valueOffsets: r.offsets };
        if (KEY_COLUMNS.has(r.columns[0]!)) row.keyIndex = 0;
        if (r.warning !== undefined) row.warnings = [r.warning];
        out.push(row);
      }
      continue;
    }
    const values = cells.slice(3);
    const columns = header.star ? starColumns(header.columns, values.length) : header.columns;
    if (values.length !== columns.length) {
      return fail(line.offsets[Math.min(line.offsets.length - 1, 3 + columns.length)]!, `a line of ${values.length} value(s) under a header of ${columns.length} column(s)`);
    }
    const row: SarCsvRawRow = { kind: "row", offset: line.offset, host, interval, timestamp, date: when.date, time: when.time, block: header.block, columns, values, valueOffsets: line.offsets.slice(3) };
    if (KEY_COLUMNS.has(columns[0]!)) row.keyIndex = 0;
    if (header.warning !== undefined) row.warnings = [header.warning];
    out.push(row);
  }
  return out;
}

/** The cells of a line, a CR before its end taken off the last one. */
function trimCr(line: DelimitedLine): string[] {
  const cells = line.cells;
  const last = cells[cells.length - 1]!;
  if (last.endsWith("\r")) cells[cells.length - 1] = last.slice(0, -1);
  return cells;
}

function lineEnd(text: string, from: number): number {
  const end = text.indexOf("\n", from);
  return end === -1 ? text.length : end;
}
