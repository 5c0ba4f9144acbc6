import type { SysstatCell as SarCell, SysstatLine as SarLine } from "../../../grammars/sysstat/parser.js";
import { ParseError } from "../../kit/errors.js";
import type { ParseContext } from "../../kit/format.js";
import type { RowReportSpec } from "./columns.js";
import { ATSAR_BANNER, isIostatHeaderRow, otherToolMessage, ownerOfColumns } from "./detect.js";
import { DATE_LIKE, hostlessHeaderOf, rawHeaderOf, type SysstatRawHeader } from "./header.js";

/**
 * The raw records of a row report (sar, mpstat: rows that start with a clock or a statistics label, under column
 * header rows): strings exactly as printed (like jc's `--raw`), in the order of the text.
 * - `header`: the report header line (`Linux 6.1.0 (host) \t01/15/24 \t_x86_64_\t(8 CPU)`), or a Unix sar header.
 * - `row`: one data row under its column header: `time` is the printed clock time (or `label` the printed
 *   `Average:`-style label), `columns` the header names and `values` the cells, one per column.
 * - `restart`: a `LINUX RESTART` line; `comment`: a `COM` line (sar -C).
 * `offset` fields are 0-based positions in the parsed text.
 */
export type RowReportRawRecord = RowReportRawHeader | RowReportRawRow | RowReportRawRestart | RowReportRawComment;

/** The report header line (shared by every sysstat tool: src/formats/sysstat/header.ts). */
export type RowReportRawHeader = SysstatRawHeader;

export interface RowReportRawRow {
  kind: "row";
  offset: number;
  /** The printed clock time (`13:20:09`, `01:20:09 PM`, `13時20分09秒`); absent on statistics rows. */
  time?: string;
  /** The printed statistics label (`Average:`, `Durchschn.:`, `Summary:`); absent on sample rows. */
  label?: string;
  /**
   * The column header row this row belongs to: its printed time (or label) and its place (`offset`, which tells one
   * header row from another whatever the cutting of a stream).
   */
  block: { time?: string; offset: number };
  columns: string[];
  /** One value per column; null where the row printed nothing (a trailing text column such as `status`). */
  values: (string | null)[];
  valueOffsets: number[];
  /** Index of the item column (CPU, IFACE, DEV, ...) in `columns`, when the section has one. */
  keyIndex?: number;
}

export interface RowReportRawRestart {
  kind: "restart";
  offset: number;
  time: string;
  cpuCount?: string;
}

export interface RowReportRawComment {
  kind: "comment";
  offset: number;
  time: string;
  text: string;
}

/** Builds raw records from the grammar's lines: attaches every data row to the column header row above it. */
export function assembleRowReport(lines: SarLine[], ctx: ParseContext, spec: RowReportSpec): RowReportRawRecord[] {
  const KEY_COLUMNS = spec.keyColumns;
  const TEXT_COLUMNS = spec.textColumns;
  const out: RowReportRawRecord[] = [];
  const text = ctx.text;
  let block: Block | undefined;
  // spec.headerCycle: the tables of the last sample that printed its header rows, and the sample being read
  let cycle: Block[] = [];
  let sampleStamp: string | undefined;
  let headedSample = false;
  let headerSinceRow = false;
  let rowInSample = 0;
  const prefix = spec.headerPrefix;
  /** The time (or label) of the last data row, for Unix sar's continuation rows. */
  let lastWhere: { time?: string; label?: string } | undefined;
  let sawHeader = false;

  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format: spec.format, source: ctx.source, text, offset, message });
  };

  for (const line of lines) {
    switch (line.kind) {
      case "sysinfo": {
        // `Word Word (text)` without a date is some other line (ab's `Benchmarking host (be patient)`, say).
        const header = rawHeaderOf(line);
        if (header === undefined) break;
        sawHeader = true;
        block = undefined;
        out.push(header);
        break;
      }
      case "restart":
        if (!spec.events) break;
        block = undefined;
        out.push({ kind: "restart", offset: line.offset, time: line.stamp.text, ...(line.cpuCount ? { cpuCount: line.cpuCount.text } : {}) });
        break;
      case "comment":
        if (!spec.events) break;
        out.push({ kind: "comment", offset: line.offset, time: line.stamp.text, text: line.text });
        break;
      case "text": {
        const hostless = hostlessHeaderOf(line);
        if (hostless !== undefined) {
          sawHeader = true;
          block = undefined;
          out.push(hostless);
          break;
        }
        const unix = !sawHeader && out.length === 0 ? unixHeader(line.cells) : undefined;
        const whole = text.slice(line.offset, lineEnd(line.offset));
        const headed = prefix ?? PIDSTAT_HEADER_PREFIX;
        if (line.cells.length > headed.length && headed.every((p, k) => line.cells[k]!.text === p) && !line.cells.some((c) => c.numeric)) {
          // A column header row without a clock (pidstat -h's `# Time UID PID ...`): this tool's, or pidstat's.
          const columns = line.cells.slice(headed.length).map((c) => c.text);
          refuseOthers(columns, line.offset);
          if (prefix !== undefined) openBlock(columns, undefined, line.offset);
        } else if (isIostatHeaderRow(whole) || ATSAR_BANNER.test(whole)) {
          // iostat's header rows, atopsar's banner: those tools' text
          fail(line.offset, otherToolMessage(ATSAR_BANNER.test(whole) ? "atsar" : "iostat", spec.format, line.cells.map((c) => c.text)));
        } else if (unix) {
          sawHeader = true;
          out.push({ ...unix, offset: line.offset });
        } else if (block && /[:：]$/.test(line.cells[0]!.text) && line.cells.length - 1 === block.columns.length && line.cells.some((c) => c.numeric)) {
          // A statistics label we do not know (a future translation of `Minimum:`, say): keep the row.
          const [label, ...cells] = line.cells;
          lastWhere = { label: label!.text };
          out.push(dataRow(cells, lastWhere, line.offset));
        } else if (block && lastWhere !== undefined && line.cells.length === block.columns.length && line.cells.some((c) => c.numeric)) {
          // Unix sar (HP-UX, Solaris) prints the second and later devices of a sample without the time.
          out.push(dataRow(line.cells, lastWhere, line.offset));
        }
        // Anything else (AIX's `System configuration: ...`, footers) carries no measurement.
        break;
      }
      case "row": {
        const { stamp, cells } = line;
        if (cells.length === 0) break;
        if (!cells.some((c) => c.numeric)) {
          // A column header row: no numeric cell. Its time is that of the previous sample.
          refuseOthers(
            cells.map((c) => c.text),
            line.offset,
          );
          openBlock(
            cells.map((c) => c.text),
            stamp.kind === "clock" ? stamp.text : undefined,
            line.offset,
          );
          break;
        }
        if (!block) fail(line.offset, "data row before any column header row");
        const where = stamp.kind === "clock" ? { time: stamp.text } : { label: stamp.text };
        lastWhere = where;
        if (spec.headerCycle) {
          if (stamp.text !== sampleStamp) {
            sampleStamp = stamp.text;
            headedSample = headerSinceRow;
            rowInSample = 0;
          } else if (headerSinceRow) headedSample = true; // (a header row within the sample: its rows are under it)
          headerSinceRow = false;
          // a sample printed without header rows: its rows are the cycle's tables' rows, in order
          if (!headedSample && cycle.length > 1) block = cycle[rowInSample % cycle.length]!;
          rowInSample++;
        }
        out.push(dataRow(cells, where, line.offset));
        break;
      }
    }
  }
  return out;

  /** Another tool's header row (mpstat's read as sar's, say) is that tool's text: refused, the tool named. */
  function refuseOthers(columns: readonly string[], offset: number): void {
    const owner = ownerOfColumns(columns);
    if (owner !== undefined && owner !== spec.format) fail(offset, otherToolMessage(owner, spec.format, columns));
  }

  function openBlock(columns: string[], time: string | undefined, offset: number): void {
    block = { offset, columns, ...(time !== undefined ? { time } : {}), ...keyOf(columns, KEY_COLUMNS) };
    lastWhere = undefined;
    if (spec.headerCycle) {
      // a table already in the cycle starts the next sample's cycle
      const key = columns.join(" ");
      if (cycle.some((b) => b.columns.join(" ") === key)) cycle = [];
      cycle.push(block);
      headerSinceRow = true;
    }
  }

  function dataRow(cells: SarCell[], where: { time?: string; label?: string }, offset: number): RowReportRawRow {
    const b = block!;
    const { values, valueOffsets } = align(cells, b.columns, offset, b.keyIndex);
    // (built key by key, in this order, without spreads: one per row of the report)
    const header = b.time !== undefined ? { offset: b.offset, time: b.time } : { offset: b.offset };
    const row: RowReportRawRow =
      where.time !== undefined
        ? { kind: "row", offset, time: where.time, block: header, columns: b.columns, values, valueOffsets }
        : { kind: "row", offset, label: where.label, block: header, columns: b.columns, values, valueOffsets };
    if (b.keyIndex !== undefined) row.keyIndex = b.keyIndex;
    return row;
  }

  /** One value per column. Names printed last may contain blanks (USB product, file system); so may USB vendors. */
  function align(cells: SarCell[], columns: string[], rowOffset: number, keyIndex: number | undefined): { values: (string | null)[]; valueOffsets: number[] } {
    // USB rows are read by position whatever their cell count: `Linux Foundation` with its product stripped is two
    // cells, as `ASMT ASM1153` is, and a row stripped after maxpower is one short, as a `-m BAT` Average row is.
    const manufact = columns.indexOf("manufact");
    if (manufact !== -1 && manufact === columns.length - 2 && cells.length >= manufact) return usbRow(cells, manufact);
    if (cells.length === columns.length) {
      const values = new Array<string>(cells.length);
      const valueOffsets = new Array<number>(cells.length);
      for (let i = 0; i < cells.length; i++) {
        values[i] = cells[i]!.text;
        valueOffsets[i] = cells[i]!.offset;
      }
      return { values, valueOffsets };
    }
    // Columns a row may leave blank right after its item (mpstat -T prints no CORE SOCK NODE for `all`): not printed.
    const missing = columns.length - cells.length;
    const optional = spec.optionalColumns;
    if (optional !== undefined && keyIndex === 0 && missing > 0 && cells.length > 1 && columns.slice(1, 1 + missing).every((c) => optional.has(c))) {
      const at = cells[1]!.offset;
      return {
        values: [cells[0]!.text, ...Array<null>(missing).fill(null), ...cells.slice(1).map((c) => c.text)],
        valueOffsets: [cells[0]!.offset, ...Array<number>(missing).fill(at), ...cells.slice(1).map((c) => c.offset)],
      };
    }
    if (cells.length === columns.length - 1 && TEXT_COLUMNS.has(columns.at(-1)!)) {
      // `-m BAT` prints no status on its Average rows.
      return { values: [...cells.map((c) => c.text), null], valueOffsets: [...cells.map((c) => c.offset), lineEnd(cells.at(-1)!.offset)] };
    }
    const last = columns.length - 1;
    if (cells.length > columns.length && (KEY_COLUMNS.has(columns[last]!) || TEXT_COLUMNS.has(columns[last]!))) {
      const start = cells[last]!.offset;
      const end = lineEnd(start);
      const head = cells.slice(0, last);
      return { values: [...head.map((c) => c.text), text.slice(start, end).trim()], valueOffsets: [...head.map((c) => c.offset), start] };
    }
    return fail(
      cells[Math.min(cells.length, columns.length) - 1]?.offset ?? rowOffset,
      `row has ${cells.length} values but its column header has ${columns.length} columns (${columns.join(" ")})${cells.length < columns.length ? "; the row looks cut off" : ""}`,
    );
  }

  /**
   * `-m USB`: `BUS idvendor idprod maxpower manufact product`, where manufact is printed `" %-23s"` and product
   * `" %s"`: both may contain blanks, and product may be empty. With the trailing blanks stripped (an editor, a paste)
   * a row can end right after maxpower: manufact and product are then empty, never the next line's text.
   */
  function usbRow(cells: SarCell[], manufact: number): { values: string[]; valueOffsets: number[] } {
    const head = cells.slice(0, manufact);
    const headEnd = head.at(-1)!.offset + head.at(-1)!.text.length;
    const end = lineEnd(headEnd);
    const start = Math.min(headEnd + 1, end);
    const rest = text.slice(start, end);
    let vendor: string;
    let product: string;
    if (rest.length > 24 && rest[23] === " ") {
      vendor = rest.slice(0, 23).trim();
      product = rest.slice(24).trim();
    } else {
      // Overflowing manufacturer name: sysstat prints no separator we could rely on; keep it whole.
      vendor = rest.trim();
      product = "";
    }
    return { values: [...head.map((c) => c.text), vendor, product], valueOffsets: [...head.map((c) => c.offset), start, Math.min(start + 24, end)] };
  }

  function lineEnd(from: number): number {
    const end = text.indexOf("\n", from);
    return end === -1 ? text.length : end;
  }
}

/** pidstat -h's header rows start so (RowReportSpec.headerPrefix): another tool finds pidstat's text by them. */
const PIDSTAT_HEADER_PREFIX: readonly string[] = ["#", "Time"];

/** A column header row as read: its printed time, place, columns and item column. */
interface Block {
  time?: string;
  offset: number;
  columns: string[];
  keyIndex?: number;
}

/** The item column: the first header cell (CPU, IFACE, ...) or, with `--pretty`/`-h` and `-F`, the last one. */
function keyOf(columns: string[], KEY_COLUMNS: ReadonlySet<string>): { keyIndex?: number } {
  if (KEY_COLUMNS.has(columns[0]!)) return { keyIndex: 0 };
  if (columns.length > 1 && KEY_COLUMNS.has(columns.at(-1)!)) return { keyIndex: columns.length - 1 };
  return {};
}

/** The systems whose sar prints such a header (uname -s); another word (atopsar's host name) is no sar header. */
const UNIX_SYSTEMS: ReadonlySet<string> = new Set(["AIX", "HP-UX", "SunOS", "IRIX", "IRIX64", "OSF1", "UnixWare", "SCO_SV", "Darwin"]);

/** `AIX host 2 7 00F93CFF4C00    04/20/20`, `HP-UX host B.11.31 U ia64    03/21/18`, `SunOS host 5.11 11.3 sun4v    05/26/2017`. */
function unixHeader(cells: SarCell[]): Omit<RowReportRawHeader, "offset"> | undefined {
  const date = cells.at(-1);
  if (cells.length < 4 || !date || !DATE_LIKE.test(date.text) || !UNIX_SYSTEMS.has(cells[0]!.text)) return undefined;
  const middle = cells.slice(2, -1);
  return {
    kind: "header",
    os: cells[0]!.text,
    hostname: cells[1]!.text,
    release: middle[0]?.text ?? "",
    date: date.text,
    dateOffset: date.offset,
    ...(middle.length >= 2 && (cells[0]!.text === "HP-UX" || cells[0]!.text === "SunOS") ? { architecture: middle.at(-1)!.text } : {}),
  };
}
