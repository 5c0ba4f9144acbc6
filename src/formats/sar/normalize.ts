import { statisticOf } from "../../../grammars/sar/tokens.js";
import { ParseError } from "../../api/errors.js";
import { parseCalendarDate, type CalendarDate, type DateOrder } from "../../normalize/calendar-date.js";
import { rollClockForward } from "../../normalize/clock-rollover.js";
import { parseClockTime } from "../../normalize/clock-time.js";
import { localTimestamp } from "../../normalize/local-timestamp.js";
import { parseInteger, parseNumber } from "../../normalize/number.js";
import { percentRangeWarning } from "../../normalize/percent-range.js";
import { exactBytes, parseSize } from "../../normalize/size.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../types.js";
import { percentRangeOf, sectionOf, TEXT_COLUMNS, type Conversion, type SectionDef } from "./columns.js";
import type { SarRawHeader, SarRawRecord, SarRawRow } from "./raw.js";
import { safeKey } from "../../normalize/safe-key.js";
import type { SarHeaderRecord, SarRecord, SarSampleRecord, SarSummaryRecord } from "./schema.js";

/** Options of the sar format, besides the common ones. */
export interface SarOptions {
  /**
   * How to read an all-numeric header date whose day and month order the text cannot settle (`03/04/24`): `MDY`
   * (C and en_US locales, the default for `/`), `DMY` (en_GB, fr_FR, es_ES; the default for `.` and `-`) or `YMD`.
   */
  dateOrder?: DateOrder;
}

const DAY = 86_400;
const HUMAN_SIZE = /^[-+]?\d+(?:[.,]\d+)?[BkKMGTP]$/;
const HUMAN_SECTORS = /^[-+]?\d+(?:[.,]\d+)?s$/;
const PERCENT = /^[-+]?\d+(?:[.,]\d+)?%$/;
const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;
const FRACTION = /^\d+\/\d+$/;
/** Printed placeholders for a value the tool could not compute. */
const PLACEHOLDERS = new Set(["-", "N/A", "n/a", "?"]);

/** Raw sar records (strings as printed) to typed records with units in their names. */
export function normalizeSar(raw: SarRawRecord[], ctx: ParseContext): SarRecord[] {
  const order = dateOrderOption(ctx);
  const out: SarRecord[] = [];
  const fail = (offset: number, err: unknown, what: string): never => {
    const message = err instanceof ValueError ? err.message : String(err);
    throw new ParseError({ format: "sar", source: ctx.source, text: ctx.text, offset, message: `${what}: ${message}` });
  };
  // a clock parsed once per distinct clock text: the rows of one sample share it (and the rows after it, the next)
  let lastClock: string | undefined;
  let lastSeconds = 0;
  const clock = (text: string, offset: number): number => {
    if (text === lastClock) return lastSeconds;
    try {
      lastSeconds = parseClockTime(text);
      lastClock = text;
      return lastSeconds;
    } catch (err) {
      return fail(offset, err, "time");
    }
  };

  // The running clock, in seconds since midnight of the header's date (see rollClockForward). It carries over from
  // one piece of a stream to the next (ctx.state), where each piece repeats the report's header line first.
  const saved = ctx.state.sar as SarState | undefined;
  let date: CalendarDate | undefined = saved?.date;
  let segmentStart = saved?.segmentStart;
  let lastHeader = saved?.lastHeader;
  let cursor = saved?.cursor;
  let latest = saved?.latest ?? 0;
  let restartAt = saved?.restartAt;
  let block = -1;
  const comments = saved?.comments ?? new Set<string>();
  const replayed = typeof ctx.state.replayedChars === "number" ? ctx.state.replayedChars : 0;
  // The date part of each day's timestamps, computed once per day (date-fns formatting is the slow part).
  const days = new Map<number, string>();
  const stamp = (abs: number): { timestamp?: string } => {
    if (!date) return {};
    const day = Math.floor(abs / DAY);
    let prefix = days.get(day);
    if (prefix === undefined) {
      prefix = localTimestamp(date, day * DAY).slice(0, 10);
      days.set(day, prefix);
    }
    return { timestamp: `${prefix}T${hhmmss(abs)}` };
  };
  for (const rec of raw) {
    switch (rec.kind) {
      case "header": {
        // The header line a stream repeats before each piece: already read, nothing to reset or emit.
        if (rec.offset < replayed && date) break;
        let parsed: CalendarDate;
        try {
          parsed = parseCalendarDate(rec.date, order);
        } catch (err) {
          return fail(rec.dateOffset, err, "report date");
        }
        date = parsed;
        days.clear();
        segmentStart = lastHeader = cursor = restartAt = undefined;
        latest = 0;
        block = -1;
        out.push(headerRecord(rec, parsed, fail));
        break;
      }
      case "restart": {
        const abs = rollClockForward(latest, clock(rec.time, rec.offset));
        latest = Math.max(latest, abs);
        restartAt = cursor = abs;
        segmentStart = lastHeader = undefined;
        out.push({
          format: "sar",
          kind: "restart",
          ...stamp(abs),
          time: hhmmss(abs),
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
        out.push({ format: "sar", kind: "comment", ...stamp(abs), time: hhmmss(abs), text: rec.text });
        break;
      }
      case "row": {
        if (rec.block.index !== block && rec.block.offset < replayed) {
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
          }
        }
        if (rec.time !== undefined) {
          const abs = rollClockForward(cursor ?? latest, clock(rec.time, rec.offset));
          cursor = abs;
          latest = Math.max(latest, abs);
          out.push({ format: "sar", kind: "sample", ...stamp(abs), time: hhmmss(abs), ...rowBody(rec, fail) } as SarSampleRecord);
        } else {
          const label = rec.label ?? "";
          out.push({ format: "sar", kind: "summary", statistic: statisticOf(label) ?? "other", label, ...rowBody(rec, fail) } as SarSummaryRecord);
        }
        break;
      }
    }
  }
  ctx.state.sar = { date, segmentStart, lastHeader, cursor, latest, restartAt, comments } satisfies SarState;
  return out;
}

/** What a stream carries from one piece of a sar report to the next. */
interface SarState {
  date: CalendarDate | undefined;
  segmentStart: number | undefined;
  lastHeader: number | undefined;
  cursor: number | undefined;
  latest: number;
  restartAt: number | undefined;
  comments: Set<string>;
}

type Fail = (offset: number, err: unknown, what: string) => never;

function headerRecord(rec: SarRawHeader, d: CalendarDate, fail: Fail): SarHeaderRecord {
  const iso = `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
  return {
    format: "sar",
    kind: "header",
    os: rec.os,
    kernelRelease: rec.release,
    hostname: rec.hostname,
    date: iso,
    dateOrder: d.order,
    ...(rec.architecture !== undefined ? { architecture: rec.architecture } : {}),
    ...(rec.cpuCount !== undefined ? { cpuCount: integer(rec.cpuCount, rec.offset, fail) } : {}),
    ...(d.ambiguous ? { warnings: [`the date ${rec.date} could be read either way; read as ${d.order} (set the dateOrder option to choose)`] } : {}),
  };
}

/**
 * The fields shared by sample and summary rows: section, item, the columns map, the typed fields, and `warnings`
 * for percentages outside their column's range (every column whose name starts with `%`, known or not; the range
 * is 0-100 except the columns in PERCENT_RANGES). The value stays as printed.
 */
function rowBody(rec: SarRawRow, fail: Fail): Record<string, unknown> {
  const { keyColumn, def, specs } = blockInfo(rec);

  const columns: Record<string, number | string | null> = {};
  const typed: Record<string, number | string | null> = {};
  const warnings: string[] = [];
  const nextSuffix = new Map<string, number>();
  rec.columns.forEach((col, i) => {
    const value = rec.values[i];
    const offset = rec.valueOffsets[i]!;
    if (value === null || value === undefined) return;
    const name = uniqueName(columns, safeKey(col), nextSuffix);
    if (i === rec.keyIndex) {
      columns[name] = value;
      return;
    }
    const spec = specs.get(col);
    if (spec?.conv === "text" || TEXT_COLUMNS.has(col)) {
      columns[name] = value;
      if (spec && value !== "") typed[spec.field] = value;
      return;
    }
    if (PLACEHOLDERS.has(value)) {
      columns[name] = null;
      if (spec) typed[spec.field] = null;
      return;
    }
    try {
      const cell = readCell(col, value, spec?.conv);
      if (cell === undefined) {
        // Unix sar prints `used/size` pairs (`601/601`); anything else in a numeric column is an error.
        if (spec && !FRACTION.test(value)) throw new ValueError(`not a number: ${JSON.stringify(value)}`);
        columns[name] = value;
        return;
      }
      columns[name] = cell.column;
      if (spec && cell.typed !== undefined) typed[spec.field] = cell.typed;
      if (col.startsWith("%") && typeof cell.column === "number") {
        const { min, max } = percentRangeOf(col);
        const warning = percentRangeWarning(col, cell.column, max, min);
        if (warning !== undefined) warnings.push(warning);
      }
    } catch (err) {
      fail(offset, err, `column ${col}`);
    }
  });

  return {
    format: "sar",
    section: def?.id ?? "unknown",
    ...(keyColumn !== undefined ? { keyColumn, key: rec.values[rec.keyIndex!] ?? "" } : {}),
    columns,
    ...typed,
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

interface BlockInfo {
  keyColumn: string | undefined;
  def: SectionDef | undefined;
  specs: Map<string, { field: string; conv: Conversion }>;
}

/** Rows of one column header row share its `columns` array: work out its section once. */
const blockInfos = new WeakMap<string[], BlockInfo>();

function blockInfo(rec: SarRawRow): BlockInfo {
  const cached = blockInfos.get(rec.columns);
  if (cached) return cached;
  const keyColumn = rec.keyIndex !== undefined ? rec.columns[rec.keyIndex] : undefined;
  const def = sectionOf(
    rec.columns.filter((_, i) => i !== rec.keyIndex),
    keyColumn,
  );
  const specs = new Map<string, { field: string; conv: Conversion }>();
  for (const [col, field, conv] of def?.columns ?? []) if (!specs.has(col)) specs.set(col, { field, conv });
  const info = { keyColumn, def, specs };
  blockInfos.set(rec.columns, info);
  return info;
}

/** Bytes in one unit of a column, from our table or, for columns we do not know, from sar's naming (kb..., MB...). */
function unitBytes(col: string, conv: Conversion | undefined): number | undefined {
  switch (conv) {
    case "kB":
    case "kBps":
      return 1024;
    case "MB":
      return 1024 * 1024;
    case "sectors":
      return 512;
    case "B":
      return 1;
    case "same":
    case "text":
      return undefined;
  }
  if (/^kb|kB(?:\/s)?$/.test(col)) return 1024;
  if (/^MB/.test(col)) return 1024 * 1024;
  return undefined;
}

/**
 * One printed cell: `column` in the column's own unit (what sar's header names), `typed` in our canonical unit.
 * Undefined when the cell is not numeric at all.
 */
function readCell(col: string, value: string, conv: Conversion | undefined): { column: number | string; typed?: number } | undefined {
  if (NUMBER.test(value)) {
    const n = parseNumber(value, { decimalComma: true });
    return { column: n, typed: convert(n, conv) };
  }
  if (PERCENT.test(value)) {
    // --human prints percentages with a `%` sign.
    const n = parseNumber(value.slice(0, -1), { decimalComma: true });
    return { column: n, typed: convert(n, conv) };
  }
  const unit = unitBytes(col, conv);
  if (HUMAN_SIZE.test(value) || HUMAN_SECTORS.test(value)) {
    // --human prints sizes with a unit letter (1024-based; `s` = 512-byte sectors).
    const bytes = value.endsWith("s") ? exactBytes(parseNumber(value.slice(0, -1), { decimalComma: true }) * 512, value) : parseSize(value, { decimalComma: true });
    if (unit === undefined) {
      if (conv !== undefined) throw new ValueError(`a size (${value}) in a column that is not one`);
      return { column: value };
    }
    return { column: bytes / unit, typed: bytes };
  }
  return undefined;
}

function convert(n: number, conv: Conversion | undefined): number | undefined {
  switch (conv) {
    case undefined:
    case "text":
      return undefined;
    case "same":
    case "B":
      return n;
    case "kB":
    case "kBps":
      return exactBytes(n * 1024, n);
    case "MB":
      return exactBytes(n * 1024 * 1024, n);
    case "sectors":
      return exactBytes(n * 512, n);
  }
}

/** A header that prints the same name twice keeps both: the second becomes `name#2`. */
/**
 * `name`, or `name#2`, `name#3`, ... when taken: the smallest free suffix. `next` remembers, per name, the suffix after
 * the last one given, so a header that repeats a name k times tries k suffixes in all instead of k^2/2 (keys are
 * only added, so every suffix below it is still taken).
 *
 * @example
 * uniqueName({ "%user": 1 }, "%user", new Map()) //=> "%user#2"
 */
function uniqueName(map: Record<string, unknown>, name: string, next: Map<string, number>): string {
  if (!Object.prototype.hasOwnProperty.call(map, name)) return name;
  for (let n = next.get(name) ?? 2; ; n++) {
    if (!Object.prototype.hasOwnProperty.call(map, `${name}#${n}`)) {
      next.set(name, n + 1);
      return `${name}#${n}`;
    }
  }
}

function integer(text: string, offset: number, fail: Fail): number {
  try {
    return parseInteger(text);
  } catch (err) {
    return fail(offset, err, "CPU count");
  }
}

function hhmmss(abs: number): string {
  const s = ((abs % DAY) + DAY) % DAY;
  const pad = (n: number): string => String(n).padStart(2, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

function dateOrderOption(ctx: ParseContext): DateOrder | undefined {
  const value = (ctx.options as { dateOrder?: unknown }).dateOrder;
  if (value === undefined) return undefined;
  if (value === "MDY" || value === "DMY" || value === "YMD") return value;
  throw new ParseError({ format: "sar", source: ctx.source, message: `dateOrder must be "MDY", "DMY" or "YMD", not ${JSON.stringify(value)}` });
}
