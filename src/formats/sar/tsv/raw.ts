import { delimitedLines } from "../../../../grammars/kit/delimited.js";
import { ParseError } from "../../../kit/errors.js";
import type { ParseContext } from "../../../kit/format.js";
import { sadfEvent, sadfStamp, type SadfRawComment, type SadfRawRestart, type SadfRawRow } from "../../sysstat/sadf.js";
import { sectionOf, tableSplitter } from "../columns.js";

/**
 * sadf -p's raw records, strings as printed: one `row` per sar table row, made of the consecutive lines of one host,
 * timestamp and device (`host\tinterval\ttimestamp\tdevice\tfield\tvalue`), its columns the fields (sar's names) after
 * the item column sar prints (CPU, IFACE, DEV, INTR, ...: sadf -p prints the device, not its column; `-` is none);
 * a new row starts where the device or timestamp changes, a field comes again, or a field starts another sar table.
 * `restart` and `comment` come from the lines of interval `-1`. The device is kept as printed (`cpu0`, `ttyS0`);
 * the typed records read it as sar prints it (src/formats/sar/tsv/normalize.ts).
 */
export type SarTsvRawRecord = SarTsvRawRow | SarTsvRawRestart | SarTsvRawComment;

export interface SarTsvRawRow extends SadfRawRow {
  host: string;
  interval: string;
  /** The timestamp cell as printed (`2026-12-06 02:35:38 UTC`, `1796570086`). */
  timestamp: string;
  /** The device cell as printed (`all`, `cpu0`, `eth0`, `-`). */
  device: string;
}
export interface SarTsvRawRestart extends SadfRawRestart {
  host: string;
  timestamp: string;
}
export interface SarTsvRawComment extends SadfRawComment {
  host: string;
  timestamp: string;
}

/** A row being gathered. */
interface Pending {
  row: SarTsvRawRow;
  fields: Set<string>;
}

/** Reads sadf -p output into raw records (see SarTsvRawRecord). */
export function sarTsvRaw(ctx: ParseContext): SarTsvRawRecord[] {
  const lines = delimitedLines(ctx.text, "\t");
  const out: SarTsvRawRecord[] = [];
  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format: "sar-tsv", source: ctx.source, text: ctx.text, offset, message });
  };
  const split = tableSplitter();
  let pending: Pending | undefined;
  const flush = (): void => {
    if (pending === undefined) return;
    out.push(finish(pending.row));
    pending = undefined;
  };
  for (const line of lines) {
    const cells = line.cells;
    const last = cells[cells.length - 1]!;
    if (last.endsWith("\r")) cells[cells.length - 1] = last.slice(0, -1);
    if (cells.length < 4) return fail(line.offset, `a line of ${cells.length} cell(s): sadf -p prints host, interval, timestamp, device, field and value`);
    const [host, interval, timestamp, device] = cells as [string, string, string, string];
    const when = sadfStamp(timestamp);
    if (when === undefined) return fail(line.offsets[2]!, `not a sadf timestamp: ${JSON.stringify(timestamp)} (sadf prints \`2026-12-06 02:35:38 UTC\`, or epoch seconds with -U)`);
    if (interval === "-1") {
      const end = ctx.text.indexOf("\n", line.offsets[3]!);
      const event = sadfEvent(ctx.text.slice(line.offsets[3]!, end === -1 ? ctx.text.length : end).replace(/\r$/, ""));
      if (event === undefined) return fail(line.offsets[3]!, "a line of interval -1 that is neither LINUX-RESTART nor COM (a comment)");
      flush();
      split.reset();
      const base = { offset: line.offset, host, timestamp, date: when.date, time: when.time };
      out.push(event.kind === "restart" ? { kind: "restart", ...base, ...(event.cpuCount !== undefined ? { cpuCount: event.cpuCount } : {}) } : { kind: "comment", ...base, text: event.text });
      continue;
    }
    if (cells.length !== 6) return fail(line.offset, `a line of ${cells.length} cells: sadf -p prints host, interval, timestamp, device, field and value`);
    if (!/^\d{1,10}$/.test(interval)) return fail(line.offsets[1]!, `not an interval: ${JSON.stringify(interval)}`);
    const field = cells[4]!;
    if (field === "") return fail(line.offsets[4]!, "an empty field name");
    const p = pending;
    const same = p !== undefined && p.row.timestamp === timestamp && p.row.device === device && p.row.host === host && !p.fields.has(field);
    // (a table's fields: a field of another sar table starts a row, as a new device or timestamp does)
    const newTable = split.next(field);
    if (!same || newTable) {
      flush();
      if (!newTable) {
        split.reset();
        split.next(field);
      }
      pending = { row: { kind: "row", offset: line.offset, host, interval, timestamp, device, date: when.date, time: when.time, block: { offset: line.offset }, columns: [], values: [], valueOffsets: [] }, fields: new Set() };
    }
    pending!.fields.add(field);
    pending!.row.columns.push(field);
    pending!.row.values.push(cells[5]!);
    pending!.row.valueOffsets.push(line.offsets[5]!);
  }
  flush();
  return out;
}

/**
 * A gathered row with sar's item column before its fields (none for device `-`); interrupts' `cpu0` field is `CPU0`.
 * Rows of the same fields share one columns array (sar's reader works a header's plan out once per array).
 */
function finish(row: SarTsvRawRow): SarTsvRawRow {
  const columns = columnsOf(row.device === "-", row.columns);
  if (row.device === "-") return { ...row, columns };
  return { ...row, columns, values: [row.device, ...row.values], valueOffsets: [row.offset, ...row.valueOffsets], keyIndex: 0 };
}

/** The row's columns for its fields (the item column first unless `bare`), made once per list of fields. */
function columnsOf(bare: boolean, fields: string[]): string[] {
  const id = `${bare ? "-" : "+"}${fields.join("\t")}`;
  let columns = COLUMNS.get(id);
  if (columns === undefined) {
    if (bare) columns = fields;
    else {
      const interrupts = fields.every((c) => c === "all" || /^cpu\d+$/.test(c));
      const key = interrupts ? "INTR" : (sectionOf(fields, undefined)?.keys?.[0] ?? "DEVICE");
      columns = [key, ...(interrupts ? fields.map((c) => (c === "all" ? c : `CPU${c.slice(3)}`)) : fields)];
    }
    if (COLUMNS.size >= 1024) COLUMNS.clear();
    COLUMNS.set(id, columns);
  }
  return columns;
}
const COLUMNS = new Map<string, string[]>();
