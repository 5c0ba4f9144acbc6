import { statisticOf } from "../../../grammars/sysstat/tokens.js";
import { ParseError } from "../../kit/errors.js";
import { rollClockForward } from "../../normalize/clock-rollover.js";
import { parseInteger, plainDecimal } from "../../normalize/number.js";
import { percentRangeWarning } from "../../normalize/percent-range.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { convert, PLACEHOLDERS, readCell, uniqueName } from "./cells.js";
import { clockReader, DAY, DayStamps } from "./clock.js";
import { dateEvidence, dateOrderOption, readReportDate, type DateEvidence } from "./date-order.js";
import { reportHeaderFields } from "./header.js";
import { isNonNegative, type Conversion, type RowReportSpec, type SectionDef } from "./columns.js";
import type { RowReportRawRecord as SarRawRecord, RowReportRawRow as SarRawRow } from "./row-report-raw.js";
import { safeKey } from "../../normalize/safe-key.js";

const FRACTION = /^\d+\/\d+$/;

/**
 * A row report's raw records (strings as printed) to typed records with units in their names: `header`, `sample`
 * (one per timed row, with its timestamp), `summary` (Average: and the other statistics rows), and for sar `restart`
 * and `comment`. The caller's schema types them (src/formats/sar/schema.ts, src/formats/mpstat/schema.ts).
 */
export function normalizeRowReport(raw: SarRawRecord[], ctx: ParseContext, spec: RowReportSpec): Record<string, unknown>[] {
  const order = dateOrderOption(ctx);
  const format = spec.format;
  const out: Record<string, unknown>[] = [];
  const fail = (offset: number, err: unknown, what: string): never => {
    const message = err instanceof ValueError ? err.message : String(err);
    throw new ParseError({ format, source: ctx.source, text: ctx.text, offset, message: `${what}: ${message}` });
  };
  // a clock parsed once per distinct clock text: the rows of one sample share it (and the rows after it, the next)
  const clock = clockReader(fail);

  // The running clock, in seconds since midnight of the header's date (see rollClockForward). It carries over from
  // one piece of a stream to the next (ctx.state), where each piece repeats the report's header line first.
  const saved = ctx.state[format] as SarState | undefined;
  let segmentStart = saved?.segmentStart;
  let lastHeader = saved?.lastHeader;
  /** The time and columns of the last column header whose clock was read. */
  let lastBlock = saved?.lastBlock;
  let cursor = saved?.cursor;
  let latest = saved?.latest ?? 0;
  let restartAt = saved?.restartAt;
  let block = -1;
  // (copies of what a piece changes, given back at the end: a piece that fails halfway leaves the state as it was)
  const comments = new Set<string>(saved?.comments);
  /** Whether a header was read (its date or, when unreadable, its warning): a stream's replayed copy gives nothing. */
  let headerRead = saved?.headerRead ?? false;
  const replayed = typeof ctx.state.replayedChars === "number" ? ctx.state.replayedChars : 0;
  // (kept from piece to piece with the date: each day's date text and each reading's strings are made once)
  let days = saved?.days ?? new DayStamps(undefined);
  /** A reading's `timestamp`, or its clock `time` alone while no date is known (each value once). */
  const when = (abs: number): { timestamp: string } | { time: string } => days.when(abs);
  for (let i = 0; i < raw.length; i++) {
    const rec = raw[i]!;
    switch (rec.kind) {
      case "header": {
        // The header line a stream repeats before each piece: already read, nothing to reset or emit.
        if (rec.offset < replayed && headerRead) break;
        let read: ReturnType<typeof readReportDate>;
        try {
          read = readReportDate(rec.date, order, firstEvidence(raw, i + 1, ctx.text));
        } catch (err) {
          return fail(rec.dateOffset, err, "report date");
        }
        days = days.of(read.date);
        headerRead = true;
        segmentStart = lastHeader = cursor = restartAt = undefined;
        latest = 0;
        block = -1;
        out.push({ format, kind: "header", ...reportHeaderFields(rec, read, fail) });
        break;
      }
      case "restart": {
        const abs = rollClockForward(latest, clock(rec.time, rec.offset));
        latest = Math.max(latest, abs);
        restartAt = cursor = abs;
        segmentStart = lastHeader = undefined;
        out.push({
          format,
          kind: "restart",
          ...when(abs),
          ...(rec.cpuCount !== undefined ? { cpuCount: integer(rec.cpuCount, rec.offset, fail) } : {}),
        });
        break;
      }
      case "comment": {
        const abs = rollClockForward(cursor ?? latest, clock(rec.time, rec.offset));
        const key = `${abs}\u0000${rec.text}`;
        // sar -C prints a comment once in every activity's pass: keep the first.
        if (comments.has(key)) break;
        comments.add(key);
        out.push({ format, kind: "comment", ...when(abs), text: rec.text });
        break;
      }
      case "row": {
        // (the header row's time and columns, worked out at a new header row that has a time: sadf's rows have none)
        const blockKey = rec.block.index !== block && rec.block.time !== undefined ? `${rec.block.time}\u0000${rec.columns.join(" ")}` : "";
        // A replayed header whose clock was never read (its rows in the last piece all damaged) is read now, as the
        // whole text reads it with the first row left.
        if (rec.block.index !== block && rec.block.offset < replayed && (rec.block.time === undefined || blockKey === lastBlock)) {
          // The column header a stream repeats before a piece cut inside its section: the clock carries on.
          block = rec.block.index;
        } else if (rec.block.index !== block) {
          block = rec.block.index;
          if (rec.block.time !== undefined) {
            const h = clock(rec.block.time, rec.block.offset);
            let abs: number;
            if (segmentStart === undefined) {
              abs = rollClockForward(restartAt ?? 0, h);
              segmentStart = abs;
            } else if (h === segmentStart % DAY) {
              // File mode prints every activity of a boot segment from the segment's start again.
              abs = segmentStart;
            } else {
              abs = rollClockForward(lastHeader ?? segmentStart, h);
            }
            lastHeader = cursor = abs;
            lastBlock = blockKey;
          }
        }
        if (rec.time !== undefined) {
          const abs = rollClockForward(cursor ?? latest, clock(rec.time, rec.offset));
          cursor = abs;
          latest = Math.max(latest, abs);
          out.push(rowBody({ format, kind: "sample", ...when(abs) }, rec, fail, spec));
        } else {
          const label = rec.label ?? "";
          out.push(rowBody({ format, kind: "summary", statistic: statisticOf(label) ?? "other", label }, rec, fail, spec));
        }
        break;
      }
    }
  }
  ctx.state[format] = { days, segmentStart, lastHeader, lastBlock, cursor, latest, restartAt, comments, headerRead } satisfies SarState;
  return out;
}

/** What a stream carries from one piece of a row report to the next. */
interface SarState {
  days: DayStamps;
  segmentStart: number | undefined;
  lastHeader: number | undefined;
  lastBlock: string | undefined;
  cursor: number | undefined;
  latest: number;
  restartAt: number | undefined;
  comments: Set<string>;
  headerRead: boolean;
}

type Fail = (offset: number, err: unknown, what: string) => never;

/**
 * What the first row after a header (in this piece) that tells anything says of the report's locale
 * (src/formats/sysstat/date-order.ts): data rows and rows with a known statistics label, up to the next header. The
 * cutter (index.ts) keeps the rows up to that one in the header's piece, so a stream reads the same.
 */
function firstEvidence(raw: SarRawRecord[], from: number, text: string): DateEvidence | undefined {
  for (let k = from; k < raw.length; k++) {
    const rec = raw[k]!;
    if (rec.kind === "header") return undefined;
    if (rec.kind !== "row" || (rec.time === undefined && statisticOf(rec.label ?? "") === undefined)) continue;
    let end = text.indexOf("\n", rec.offset);
    if (end === -1) end = text.length;
    // (up to the next record when it is on the same line: a JSON document on one line, sadf -j's, is one line of rows)
    const next = raw[k + 1]?.offset;
    if (next !== undefined && next > rec.offset && next < end) end = next;
    const evidence = dateEvidence(text.slice(rec.offset, end));
    if (evidence !== undefined) return evidence;
  }
  return undefined;
}

/**
 * The fields shared by sample and summary rows, added to `head` (the record so far: format, kind, its clock or
 * label): section, item, the typed fields, `otherColumns` for the cells that have no typed field (a column we do not
 * know, a per-interrupt table's, a `used/size` pair, a column that repeats one already typed), and `warnings` for
 * percentages outside their column's range (every column whose name starts with `%`, known or not; the range is 0-100
 * except the columns in PERCENT_RANGES). Each printed value is in the record once. What depends only on the column
 * header row is worked out once per header row (blockPlan).
 */
function rowBody(head: Record<string, unknown>, rec: SarRawRow, fail: Fail, report: RowReportSpec): Record<string, unknown> {
  const plan = blockPlan(rec, report);
  const values = rec.values;
  head.section = plan.section;
  if (plan.keyColumn !== undefined) {
    head.keyColumn = plan.keyColumn;
    head.key = values[rec.keyIndex!] ?? "";
  }
  let other: Record<string, number | string | null> | undefined;
  let nextSuffix: Map<string, number> | undefined;
  /** A cell without a typed field, under its printed name (`name#2` for a name the header prints twice). */
  const keep = (c: ColumnPlan, value: number | string | null): void => {
    other ??= {};
    const name = plan.repeats ? uniqueName(other, c.name, (nextSuffix ??= new Map())) : c.name;
    other[name] = value;
  };
  let warnings: string[] | undefined;
  const cols = plan.columns;
  for (let i = 0; i < cols.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) continue;
    const c = cols[i]!;
    if (c.key) continue;
    if (c.text) {
      if (c.field !== undefined) {
        if (value !== "") head[c.field] = value;
      } else keep(c, value);
      continue;
    }
    try {
      // the common cell (`12.50`, `0`): read at once
      const plain = plainDecimal(value);
      if (plain >= 0) {
        const typed = c.field !== undefined ? convert(plain, c.conv) : undefined;
        if (typed !== undefined) head[c.field!] = typed;
        else keep(c, plain);
        if (c.range !== undefined && (plain < c.range.min || plain > c.range.max)) (warnings ??= []).push(percentRangeWarning(c.col, plain, c.range.max, c.range.min)!);
        continue;
      }
      if (PLACEHOLDERS.has(value)) {
        if (c.field !== undefined) head[c.field] = null;
        else keep(c, null);
        continue;
      }
      const cell = readCell(c.col, value, c.conv);
      if (cell === undefined) {
        // Unix sar prints `used/size` pairs (`601/601`); anything else in a numeric column is an error.
        if (c.field !== undefined && !FRACTION.test(value)) throw new ValueError(`not a number: ${JSON.stringify(value)}`);
        keep(c, value);
        continue;
      }
      if (c.unreadable && cell.column === -1) {
        // the tool's "could not read it" (pidstat -d without /proc/PID/io): null as a value (the -1 stays in `raw`)
        if (c.field !== undefined) head[c.field] = null;
        else keep(c, null);
        continue;
      }
      if (c.nonNegative && cell.typed !== undefined && cell.typed < 0) throw new ValueError(`${value} is below 0, which ${c.col} cannot be`);
      if (c.field !== undefined && cell.typed !== undefined) head[c.field] = cell.typed;
      else keep(c, cell.column);
      if (c.range !== undefined && typeof cell.column === "number") {
        const warning = percentRangeWarning(c.col, cell.column, c.range.max, c.range.min);
        if (warning !== undefined) (warnings ??= []).push(warning);
      }
    } catch (err) {
      fail(rec.valueOffsets[i]!, err, `column ${c.col}`);
    }
  }
  if (other !== undefined) head.otherColumns = other;
  if (warnings !== undefined) head.warnings = warnings;
  return head;
}

/** What a row's cell in one column becomes. */
interface ColumnPlan {
  /** The printed column name. */
  col: string;
  /** Its key in `otherColumns` when it has no typed field (safeKey; `name#2` per row when the header repeats it). */
  name: string;
  /** The item column (CPU, IFACE, ...): kept as printed. */
  key: boolean;
  /** A text column: kept as printed. */
  text: boolean;
  /**
   * The typed field and its conversion, for a known column; no field for a column whose field an earlier column of
   * the header has (its value goes to `otherColumns`, in the column's own unit: a field holds one value).
   */
  field: string | undefined;
  conv: Conversion | undefined;
  /** The range of a `%` column, outside which a value gets a warning. */
  range: { min: number; max: number } | undefined;
  /** A typed number that cannot be below 0 (columns.ts isNonNegative): a negative one is an error at its cell. */
  nonNegative: boolean;
  /** The tool prints -1 here for a value it could not read (RowReportSpec.unreadable): typed null. */
  unreadable: boolean;
}

interface BlockPlan {
  keyColumn: string | undefined;
  section: string;
  columns: ColumnPlan[];
  /** Whether the header names a column twice (`name#2` keys, worked out per row). */
  repeats: boolean;
}

/** Rows of one column header row share its `columns` array: work out its section and columns once. */
const blockPlans = new WeakMap<string[], BlockPlan>();

function blockPlan(rec: SarRawRow, report: RowReportSpec): BlockPlan {
  const cached = blockPlans.get(rec.columns);
  if (cached) return cached;
  const keyColumn = rec.keyIndex !== undefined ? rec.columns[rec.keyIndex] : undefined;
  const def = report.sectionOf(
    rec.columns.filter((_, i) => i !== rec.keyIndex),
    keyColumn,
  );
  const specs = new Map<string, { field: string; conv: Conversion; nonNegative: boolean }>();
  for (const row of def?.columns ?? []) if (!specs.has(row[0])) specs.set(row[0], { field: row[1], conv: row[2], nonNegative: isNonNegative(row) });
  const TEXT_COLUMNS = report.textColumns;
  const names = new Set<string>();
  const fields = new Set<string>();
  let repeats = false;
  const columns = rec.columns.map((col, i): ColumnPlan => {
    const name = safeKey(col);
    if (names.has(name)) repeats = true;
    names.add(name);
    const spec = specs.get(col);
    const text = spec?.conv === "text" || TEXT_COLUMNS.has(col);
    const field = spec !== undefined && i !== rec.keyIndex && !fields.has(spec.field) ? spec.field : undefined;
    if (field !== undefined) fields.add(field);
    // (every plan has every key, in this order: rowBody's reads of them see one object shape)
    return {
      col,
      name,
      key: i === rec.keyIndex,
      text,
      field,
      conv: spec?.conv,
      range: col.startsWith("%") ? report.percentRangeOf(col) : undefined,
      nonNegative: spec?.nonNegative === true,
      unreadable: report.unreadable?.has(col) === true,
    };
  });
  const plan = { keyColumn, section: def?.id ?? "unknown", columns, repeats };
  blockPlans.set(rec.columns, plan);
  return plan;
}

function integer(text: string, offset: number, fail: Fail): number {
  try {
    return parseInteger(text);
  } catch (err) {
    return fail(offset, err, "CPU count");
  }
}
