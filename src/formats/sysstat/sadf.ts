/**
 * What sadf's outputs of a data file share when read as sar's records (sadf -j: sar-json, sadf -d: sar-csv, sadf -p:
 * sar-tsv): raw rows under sar's column names that carry sadf's own date and time of each sample (sadf prints a date
 * per sample, not sar's running clock), restarts and comments with their dates, and the one normalize that types the
 * rows by the tool's row-report reader (src/formats/sysstat/row-report.ts), each sample stamped with sadf's date.
 */
import { groupRows } from "./row-group.js";
import { normalizeRowReport } from "./row-report.js";
import type { RowReportRawHeader, RowReportRawRecord, RowReportRawRow } from "./row-report-raw.js";
import type { RowReportSpec } from "./columns.js";
import type { ParseContext } from "../../kit/format.js";
import { parseTimestampLine } from "../../normalize/timestamp-line.js";

/** A row of a sadf output under sar's columns, with the sample's date (`2026-12-06`) beside its `time`. */
export interface SadfRawRow extends RowReportRawRow {
  /** The sample's date as printed, or as read from an epoch timestamp (`2026-12-06`). */
  date: string;
  /** What the sample's records must say (a repaired bug, a sample the output ends inside). */
  warnings?: string[];
}

/** A restart (`LINUX RESTART`, sadf -j's `boot`) with its date and time. */
export interface SadfRawRestart {
  kind: "restart";
  offset: number;
  date: string;
  time: string;
  cpuCount?: string;
}

/** A comment (sadf -C) with its date and time. */
export interface SadfRawComment {
  kind: "comment";
  offset: number;
  date: string;
  time: string;
  text: string;
}

export type SadfRawRecord = RowReportRawHeader | SadfRawRow | SadfRawRestart | SadfRawComment;

/**
 * A sadf output's raw records to typed records: the header and rows by the row-report reader with `spec`'s columns
 * (so fields, units and sections are the text's), each row's timestamp sadf's own date and time, and the sample's
 * warnings are added. `item` reads an item as the text prints it (sadf -d's CPU `-1` is sar's `all`). Restarts and comments carry sadf's date and time; a comment printed again in every
 * activity's pass (sadf -d -C, as sar -C) is kept once.
 *
 * @example
 * normalizeSadf([{ kind: "row", date: "2026-12-06", time: "02:35:38", columns: ["CPU", "%usr"], values: ["all", "9.00"], ... }], ctx, spec)
 * //=> [{ format, kind: "sample", timestamp: "2026-12-06T02:35:38", section: "cpu", key: "all", cpuUserPercent: 9, ... }]
 */
export function normalizeSadf<R extends SadfRawRecord>(raw: readonly R[], ctx: ParseContext, spec: RowReportSpec, item?: (column: string, value: string) => string): Record<string, unknown>[] {
  const format = spec.format;
  let report: SadfRawRecord[] = raw.filter((r) => r.kind === "header" || r.kind === "row");
  if (item !== undefined) report = report.map((r) => (r.kind === "row" && r.keyIndex !== undefined ? withItem(r, item) : r));
  // (the rows of one sample share its date and time strings: their stamp is made once)
  let lastDate: string | undefined;
  let lastTime: string | undefined;
  let lastStamp: string | undefined;
  const stampOf = (row: RowReportRawRow): string | undefined => {
    const { date, time } = row as SadfRawRow;
    if (date !== lastDate || time !== lastTime) {
      lastDate = date;
      lastTime = time;
      lastStamp = isoStamp(date, time ?? "");
    }
    return lastStamp;
  };
  // (the spec itself, not a copy per piece: row-report.ts keeps its column plans by it); each sample has sadf's date
  // and time as its timestamp, in the record's place for it (a row of a report with no date has its clock alone)
  const typed = normalizeRowReport(report as unknown as RowReportRawRecord[], ctx, spec, stampOf);
  const stateKey = `${format}:comments`;
  const comments = (ctx.state[stateKey] as Set<string> | undefined) ?? new Set<string>();
  ctx.state[stateKey] = comments;
  const out: Record<string, unknown>[] = [];
  let t = 0;
  for (const rec of raw) {
    switch (rec.kind) {
      case "header":
        // (a stream's replayed head gives no header record again)
        if (typed[t]?.kind === "header") out.push(typed[t++]!);
        break;
      case "row": {
        const record = typed[t++]!;
        if (rec.warnings !== undefined) record.warnings = [...((record.warnings as string[] | undefined) ?? []), ...rec.warnings];
        out.push(record);
        break;
      }
      case "restart":
        out.push({ format, kind: "restart", ...when(rec.date, rec.time), ...(rec.cpuCount !== undefined && /^\d{1,6}$/.test(rec.cpuCount) ? { cpuCount: Number(rec.cpuCount) } : {}) });
        break;
      case "comment": {
        const key = `${rec.date} ${rec.time}\u0000${rec.text}`;
        if (comments.has(key)) break;
        comments.add(key);
        out.push({ format, kind: "comment", ...when(rec.date, rec.time), text: rec.text });
        break;
      }
    }
  }
  // (rows of one sample that make one record, with their timestamps: sar's interrupts)
  return spec.grouped !== undefined ? groupRows(out, spec.grouped) : out;
}

/** The row with its item cell as the text prints it (the raw record keeps what sadf printed). */
function withItem(row: SadfRawRow, item: (column: string, value: string) => string): SadfRawRow {
  const k = row.keyIndex!;
  const value = row.values[k];
  if (value === null || value === undefined) return row;
  const read = item(row.columns[k]!, value);
  if (read === value) return row;
  const values = [...row.values];
  values[k] = read;
  return { ...row, values };
}

/** `2026-12-06` and `02:35:38` as `2026-12-06T02:35:38`; undefined when either is not so printed. */
function isoStamp(date: string, time: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}:\d{2}$/.test(time) ? `${date}T${time}` : undefined;
}

function when(date: string, time: string): { timestamp: string } | { time: string } {
  const stamp = isoStamp(date, time);
  return stamp !== undefined ? { timestamp: stamp } : { time };
}

/** sadf -d's and -p's timestamp: `2026-12-06 02:35:38 UTC` (UTC, `-t`/`-T` print no zone) or `-U`'s epoch seconds. */
const STAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?: [A-Za-z][\w+-]{0,15})?$/;

/**
 * The date and time of a sadf -d / -p timestamp cell (epoch seconds as UTC); undefined when it is neither.
 *
 * @example
 * sadfStamp("2026-12-06 02:35:38 UTC") //=> { date: "2026-12-06", time: "02:35:38" }
 * sadfStamp("1796570086")              //=> { date: "2026-12-06", time: "15:14:46" }
 */
export function sadfStamp(text: string): { date: string; time: string } | undefined {
  // (the lines of one sample print one timestamp: the last one read is given again)
  if (text === lastStampText) return lastStamp;
  lastStampText = text;
  return (lastStamp = readSadfStamp(text));
}
let lastStampText: string | undefined;
let lastStamp: { date: string; time: string } | undefined;

function readSadfStamp(text: string): { date: string; time: string } | undefined {
  const m = STAMP.exec(text);
  if (m !== null) return { date: m[1]!, time: m[2]! };
  if (!/^\d{1,11}$/.test(text)) return undefined;
  const iso = parseTimestampLine(text).iso;
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/**
 * A sadf -d / -p line of interval `-1` after its timestamp: `LINUX-RESTART\t(2 CPU)` (a restart; sadf -d keeps the
 * tab in its cell, -p splits there) or `COM text` (a comment, sadf -C; its text runs to the line end, separators
 * included). `rest` is the line from its fourth cell to the end.
 *
 * @example
 * sadfEvent("LINUX-RESTART\t(2 CPU)") //=> { kind: "restart", cpuCount: "2" }
 * sadfEvent("COM a; b")               //=> { kind: "comment", text: "a; b" }
 */
export function sadfEvent(rest: string): { kind: "restart"; cpuCount?: string } | { kind: "comment"; text: string } | undefined {
  if (rest.startsWith("LINUX-RESTART")) {
    const m = /\((\d+) CPU\)/.exec(rest);
    return m === null ? { kind: "restart" } : { kind: "restart", cpuCount: m[1]! };
  }
  if (rest.startsWith("COM ")) return { kind: "comment", text: rest.slice(4) };
  return undefined;
}
