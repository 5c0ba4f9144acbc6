import type { SysstatCell, SysstatLine } from "../../../grammars/sysstat/parser.js";
import { ZONE_SOURCE } from "../../../grammars/sysstat/tokens.js";
import { ParseError } from "../../kit/errors.js";
import { parseLooseDate } from "../../normalize/loose-date.js";
import type { ParseContext } from "../../kit/format.js";
import { otherToolMessage, ownerOfColumns } from "../sysstat/detect.js";
import { hostlessHeaderOf, rawHeaderOf, type SysstatRawHeader } from "../sysstat/header.js";

/**
 * iostat's raw records: strings exactly as printed, in the order of the text.
 * - `header`: the report header line (as sar's).
 * - `timestamp`: the `-t` line before a report (`12/01/26 21:21:01`, `01.12.2026 21:21:01`, `09/24/2021 01:20:09 PM`,
 *   `2026年12月01日 21時21分45秒`, `2026-12-01T21:21:45+0000` with S_TIME_FORMAT=ISO, epoch seconds with -U): `date` and
 *   `time` as printed, or `iso`, or `epoch`.
 * - `cpu-header` / `device-header`: an `avg-cpu:` or `Device` header row: its column names (`Device:` with the colon
 *   in sysstat <= 11.5.6; the device column last with -h/--pretty, `nameLast`).
 * - `cpu`: the values row under `avg-cpu:`; `device`: one device row (`group` for a -g group, printed ` name`).
 * `offset` fields are 0-based positions in the parsed text.
 */
export type IostatRawRecord = SysstatRawHeader | IostatRawTimestamp | IostatRawBlockHeader | IostatRawCpu | IostatRawDevice;

export interface IostatRawTimestamp {
  kind: "timestamp";
  offset: number;
  text: string;
  date?: string;
  time?: string;
  iso?: string;
  epoch?: string;
}

export interface IostatRawBlockHeader {
  kind: "cpu-header" | "device-header";
  offset: number;
  columns: string[];
  /** The printed name of the device column (`Device:`, `Device`), and whether it is printed last (-h, --pretty). */
  deviceColumn?: string;
  nameLast?: boolean;
  /** iostat -o JSON: the device table of a sample with neither a timestamp nor avg-cpu before it starts its report. */
  startsReport?: boolean;
}

export interface IostatRawCpu {
  kind: "cpu";
  offset: number;
  columns: string[];
  values: string[];
  valueOffsets: number[];
}

export interface IostatRawDevice {
  kind: "device";
  offset: number;
  device: string;
  deviceColumn: string;
  group?: boolean;
  columns: string[];
  values: string[];
  valueOffsets: number[];
}

/** `%x %X`: the date, the clock (12-hour, CJK), and the zone some locales' `%X` ends with (`PM IST`), not part of it. */
const DATE_CLOCK = new RegExp(
  `^(\\S.*?)[ \\t]+((?:(?:上午|下午|午前|午後|오전|오후) ?)?\\d{1,2}(?::\\d{2}:\\d{2}(?:[ \\t]*[AaPp]\\.?[Mm]\\.?)?|[时時시] ?\\d{1,2}[分분] ?\\d{1,2}[秒초]))(?:[ \\t]+${ZONE_SOURCE})?[ \\t]*$`,
);
const DATE_LIKE = /^(?:\d{1,4}[./-] ?\d{1,2}[./-] ?\d{1,4}\.?|\d{4} ?[年년] ?\d{1,2} ?[月월] ?\d{1,2} ?[日일]?)$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:[+-]\d{4}|Z)?$/;
const EPOCH = /^\d{9,11}$/;
const DEVICE_COLUMN = /^Device:?$/;
/** Longer than any date and clock iostat -t prints (`2026년 12월 01일 오후 11시 59분 59초` is 30). */
const MAX_TIMESTAMP_CHARS = 64;

/** A date with a month name or eight digits (`Thursday 06 April 2006`, en_IN's `%x`; parseLooseDate). */
function isLooseDate(text: string): boolean {
  try {
    parseLooseDate(text);
    return true;
  } catch {
    return false;
  }
}

/** The timestamp a whole line is, or undefined. */
export function timestampOf(line: string): Omit<IostatRawTimestamp, "kind" | "offset"> | undefined {
  const text = line.trim();
  // (a timestamp line is short; DATE_CLOCK backtracks quadratically on a long line of blanks between two words)
  if (text.length > MAX_TIMESTAMP_CHARS) return undefined;
  if (EPOCH.test(text)) return { text, epoch: text };
  // (every other form has a clock: `:` or a CJK hour sign; a device row, most lines, has neither)
  if (text.indexOf(":") === -1 && text.indexOf("时") === -1 && text.indexOf("時") === -1 && text.indexOf("시") === -1) return undefined;
  if (ISO.test(text)) return { text, iso: text };
  const m = DATE_CLOCK.exec(text);
  if (m && (DATE_LIKE.test(m[1]!) || isLooseDate(m[1]!))) return { text, date: m[1]!, time: m[2]! };
  return undefined;
}

/** Builds raw records from the grammar's lines: attaches every values row to the header row above it. */
export function assembleRaw(lines: SysstatLine[], ctx: ParseContext): IostatRawRecord[] {
  const out: IostatRawRecord[] = [];
  const text = ctx.text;
  let block: IostatRawBlockHeader | undefined;
  /** sysstat 10-11 -h: a device name alone on its line, its values on the next one. */
  let pendingName: SysstatCell | undefined;
  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format: "iostat", source: ctx.source, text, offset, message });
  };
  const lineText = (offset: number): string => {
    const start = text.lastIndexOf("\n", offset) + 1;
    const end = text.indexOf("\n", offset);
    return text.slice(start, end === -1 ? text.length : end);
  };

  for (const line of lines) {
    if (line.kind === "sysinfo" || line.kind === "text") {
      const header = line.kind === "sysinfo" ? rawHeaderOf(line) : hostlessHeaderOf(line);
      if (header !== undefined) {
        block = pendingName = undefined;
        out.push(header);
        continue;
      }
    }
    const cells = line.kind === "sysinfo" ? [] : line.kind === "text" ? line.cells : line.kind === "row" ? [{ text: line.stamp.text, offset: line.stamp.offset, numeric: false }, ...line.cells] : [];
    if (cells.length === 0) continue;
    // a column header row after a clock or label (or pidstat -h's `# Time`) is sar's, mpstat's or pidstat's: their text
    const named = line.kind === "row" ? line.cells : cells[0]!.text === "#" && cells[1]?.text === "Time" ? cells.slice(2) : undefined;
    if (named !== undefined && named.length > 0 && !named.some((c) => c.numeric)) {
      const columns = named.map((c) => c.text);
      const owner = ownerOfColumns(columns);
      if (owner !== undefined) fail(line.offset, otherToolMessage(owner, "iostat", columns));
    }
    const whole = lineText(line.offset);
    const stamp = timestampOf(whole);
    if (stamp !== undefined) {
      block = pendingName = undefined;
      out.push({ kind: "timestamp", offset: line.offset, ...stamp });
      continue;
    }
    const first = cells[0]!.text;
    const last = cells.at(-1)!.text;
    if (first === "avg-cpu:") {
      block = { kind: "cpu-header", offset: line.offset, columns: cells.slice(1).map((c) => c.text) };
      pendingName = undefined;
      out.push(block);
      continue;
    }
    if (!cells.some((c) => c.numeric) && (DEVICE_COLUMN.test(first) || (cells.length > 1 && DEVICE_COLUMN.test(last)))) {
      const nameLast = !DEVICE_COLUMN.test(first);
      const columns = (nameLast ? cells.slice(0, -1) : cells.slice(1)).map((c) => c.text);
      block = { kind: "device-header", offset: line.offset, columns, deviceColumn: nameLast ? last : first, nameLast };
      pendingName = undefined;
      out.push(block);
      continue;
    }
    if (block === undefined) {
      // text that is not iostat's (a prompt, ^C) is passed over; a row of values with no header above it is another
      // tool's (pidstat -h's rows under its `# Time` header, which a pasted copy's comment rule sets aside)
      if (cells.length >= 4 && cells.filter((c) => c.numeric).length >= 3) fail(line.offset, "a row of values before any iostat column header (avg-cpu: or Device): not iostat output");
      continue;
    }
    if (block.kind === "cpu-header") {
      // the avg-cpu block is its header and one values row: the block ends there (a stream cuts after that row, and
      // what follows must read the same in the next piece, where the header is not given again)
      const columns = block.columns;
      block = undefined;
      if (cells.every((c) => c.numeric) && cells.length === columns.length) {
        out.push({ kind: "cpu", offset: line.offset, columns, values: cells.map((c) => c.text), valueOffsets: cells.map((c) => c.offset) });
        continue;
      }
      if (cells.some((c) => c.numeric)) fail(line.offset, `CPU values row has ${cells.length} values but its avg-cpu header has ${columns.length} columns (${columns.join(" ")})`);
      continue;
    }
    // a device row: name first, or last (-h, --pretty), or on the line before (sysstat 10-11 -h)
    const n = block.columns.length;
    const device = (name: SysstatCell, values: SysstatCell[], offset: number): void => {
      // `-g NAME` prints the group's row with a blank before its name (` grp`)
      const lineStart = text.lastIndexOf("\n", name.offset) + 1;
      const group = !block!.nameLast && name.offset > lineStart && text.slice(lineStart, name.offset).trim() === "";
      out.push({
        kind: "device",
        offset,
        device: name.text,
        deviceColumn: block!.deviceColumn ?? "Device",
        ...(group ? { group: true } : {}),
        columns: block!.columns,
        values: values.map((c) => c.text),
        valueOffsets: values.map((c) => c.offset),
      });
    };
    if (pendingName !== undefined && cells.length === n && cells.every((c) => c.numeric)) {
      device(pendingName, cells, pendingName.offset);
      pendingName = undefined;
      continue;
    }
    pendingName = undefined;
    if (block.nameLast && cells.length === n + 1 && cells.slice(0, -1).every((c) => c.numeric)) {
      device(cells.at(-1)!, cells.slice(0, -1), line.offset);
      continue;
    }
    if (!block.nameLast && cells.length === n + 1 && cells.slice(1).every((c) => c.numeric)) {
      device(cells[0]!, cells.slice(1), line.offset);
      continue;
    }
    if (cells.length === 1 && !cells[0]!.numeric && !block.nameLast) {
      pendingName = cells[0]!;
      continue;
    }
    if (cells.some((c) => c.numeric)) {
      fail(
        cells[Math.min(cells.length, n + 1) - 1]!.offset,
        `device row has ${cells.length - 1} values but its Device header has ${n} columns (${block.columns.join(" ")})${cells.length < n + 1 ? "; the row looks cut off" : ""}`,
      );
    }
  }
  return out;
}
