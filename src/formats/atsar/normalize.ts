import type { AtsarCell } from "../../../grammars/atsar/parser.js";
import { ParseError } from "../../kit/errors.js";
import { parseCalendarDate, type CalendarDate } from "../../normalize/calendar-date.js";
import { rollClockForward } from "../../normalize/clock-rollover.js";
import { parseClockTime } from "../../normalize/clock-time.js";
import { localTimestamp } from "../../normalize/local-timestamp.js";
import { parseInteger, parseNumber } from "../../normalize/number.js";
import { percentRangeWarning, type PercentRange } from "../../normalize/percent-range.js";
import { parseSize } from "../../normalize/size.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { PieceCache } from "../../kit/piece-cache.js";
import { columnOf, percentRangeOf, SECTIONS, TOP3_FIELD, type Conversion, type SectionDef, type Top3SectionId } from "./columns.js";
import type { AtsarRawRecord, AtsarRawSample } from "./raw.js";
import { safeKey } from "../../normalize/safe-key.js";
import type { AtsarHeaderRecord, AtsarRecord } from "./schema.js";

/** Options of the atsar format. */
export interface AtsarParseOptions {
  /**
   * The date of the data (`2008-11-14`, `2008/11/14`), for output that prints none (atsar 1.x, or a report cut
   * from its header). Rows under an `analysis date:` banner use the banner's date.
   */
  date?: string;
}

/** Printed placeholders: an unknown interface speed (`?`), a GPU counter that is not available (`N/A`). */
const PLACEHOLDERS = new Set(["?", "N/A", "n/a", "-"]);

const DEFS = new Map<string, SectionDef>((SECTIONS as readonly SectionDef[]).map((d) => [d.id, d]));

/**
 * Raw records (strings as printed) to typed records: ISO timestamps (the clock alone when no date is known), the
 * section's typed fields with units in their names, the columns without one as printed in `otherColumns`. A restart
 * atopsar repeats in every report becomes one record.
 */
export function normalizeAtsar(raw: AtsarRawRecord[], ctx: ParseContext): AtsarRecord[] {
  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format: ctx.format, source: ctx.source, text: ctx.text, offset, message });
  };
  const at = <T>(offset: number, what: string, fn: () => T): T => {
    try {
      return fn();
    } catch (err) {
      if (err instanceof ValueError) return fail(offset, `${what}: ${err.message}`);
      throw err;
    }
  };

  // Carried to the next piece when parseStream reads the input piece by piece.
  const state = (ctx.state.atsar ??= {
    baseDate: optionDate(ctx, fail),
    restarts: new Set<string>(),
    dateCache: new PieceCache(),
    days: new PieceCache(),
    clocks: new PieceCache(MAX_CACHED),
    plans: new PieceCache(MAX_CACHED),
  } satisfies NormalizeState) as NormalizeState;
  const { dateCache, restarts, days, clocks } = state;
  const dateOf = (cell: AtsarCell): CalendarDate => {
    let d = dateCache.get(cell.text);
    if (!d) {
      d = at(cell.offset, "date", () => parseCalendarDate(cell.text, "YMD"));
      dateCache.set(cell.text, d);
    }
    return d;
  };

  /** The calendar day `days` after a date, YYYY-MM-DD (localTimestamp's date part), computed once per day. */
  const dayOf = (key: string, date: CalendarDate, n: number): string => {
    const k = `${key}+${n}`;
    let day = days.get(k);
    if (day === undefined) {
      day = localTimestamp(date, n * 86_400).slice(0, 10);
      days.set(k, day);
    }
    return day;
  };

  /** The row's timestamp: the banner's date, else the base date with midnight rollover, else none. */
  // the last timestamp made, for the rows of one interval (a timestamp is a new string each time otherwise)
  let lastDay = "";
  let lastClock = "";
  let lastStamp = "";
  const stampOf = (day: string, hhmmss: string): string => {
    if (day !== lastDay || hhmmss !== lastClock) {
      lastDay = day;
      lastClock = hhmmss;
      lastStamp = `${day}T${hhmmss}`;
    }
    return lastStamp;
  };
  const timestampOf = (time: AtsarCell, analysisDate: AtsarCell | undefined): { time: string; timestamp?: string } => {
    // a clock is read once per distinct clock (the rows of an interval share it)
    let clock = clocks.get(time.text);
    if (clock === undefined) {
      clock = { seconds: at(time.offset, "clock time", () => parseClockTime(time.text)), hhmmss: time.text.padStart(8, "0") };
      clocks.set(time.text, clock);
    }
    const { seconds, hhmmss } = clock;
    if (analysisDate) return { time: hhmmss, timestamp: stampOf(dayOf(analysisDate.text, dateOf(analysisDate), 0), hhmmss) };
    if (!state.baseDate) return { time: hhmmss };
    state.previous = state.previous === undefined ? seconds : rollClockForward(state.previous, seconds);
    const days = Math.floor(state.previous / 86_400);
    return { time: hhmmss, timestamp: stampOf(dayOf("base", state.baseDate, days), hhmmss) };
  };

  const out: AtsarRecord[] = [];
  raw.forEach((rec, i) => {
    switch (rec.kind) {
      case "header": {
        const date = dateOf(rec.date);
        state.baseDate ??= date;
        const header: AtsarHeaderRecord = { format: "atsar", kind: "header", hostname: rec.hostname, date: isoDate(date) };
        if (rec.release !== undefined) header.kernelRelease = rec.release;
        if (rec.version !== undefined) header.kernelVersion = rec.version;
        if (rec.machine !== undefined) header.machine = rec.machine;
        out.push(header);
        break;
      }
      case "restart": {
        const when = timestampOf(rec.time, rec.analysisDate);
        const id = when.timestamp ?? when.time;
        if (restarts.has(id)) break;
        restarts.add(id);
        out.push({ format: "atsar", kind: "restart", section: rec.section, ...ordered(when) });
        break;
      }
      case "notice":
        out.push({ format: "atsar", kind: "notice", section: rec.section, ...ordered(timestampOf(rec.time, rec.analysisDate)), tag: rec.tag, text: rec.text });
        break;
      case "sample": {
        const allMax = rec.section === "cpu" && keyOf(rec) === "all" ? cpuAllMax(rec, raw, i, state) : undefined;
        out.push(sampleOf(rec, timestampOf(rec.time, rec.analysisDate), at, fail, allMax, state.plans));
        break;
      }
    }
  });
  return out;
}

/** The row's item (`all`, a CPU number, a disk), when the report has an item column. */
function keyOf(rec: AtsarRawSample): string | undefined {
  return rec.keyColumn !== undefined && rec.columns[0]?.name === rec.keyColumn ? rec.columns[0].text : undefined;
}

/**
 * The upper bound of the percentages on the cpu report's `all` row at raw[i] (CPU_ALL_RANGE in columns.ts). atopsar
 * prints the sum over the CPUs, so 0 to N x 100, N being the number of per-CPU rows under `all` (it prints one per
 * CPU when there are several), or the most seen so far (carried in the state); Infinity when no row tells N. atsar
 * 1.x, whose header has neither %steal nor %guest, prints the average: 100.
 */
function cpuAllMax(rec: AtsarRawSample, raw: AtsarRawRecord[], i: number, state: NormalizeState): number {
  if (!rec.columns.some((c) => c.name === "%steal" || c.name === "%guest")) return 100;
  let rows = 0;
  let highest = -1;
  for (let j = i + 1; j < raw.length; j++) {
    const next = raw[j]!;
    if (next.kind !== "sample" || next.section !== "cpu" || next.time.text !== rec.time.text) break;
    const key = keyOf(next);
    if (key === undefined || !/^\d{1,5}$/.test(key)) break;
    rows++;
    highest = Math.max(highest, Number(key));
  }
  const cpus = Math.max(rows, highest + 1);
  if (cpus > 0) state.cpuCount = Math.max(state.cpuCount ?? 0, cpus);
  return state.cpuCount !== undefined ? state.cpuCount * 100 : Infinity;
}

interface NormalizeState {
  /** The date of rows without a banner: the `date` option, else the report header's. */
  baseDate?: CalendarDate;
  /** The last such row's clock reading, in seconds from baseDate's midnight (for the midnight rollover). */
  previous?: number;
  /** Restarts already reported (atopsar prints each in every report). */
  restarts: Set<string>;
  /** The most per-CPU rows seen under an atopsar `all` row: the CPU count, for the range of the `all` row. */
  cpuCount?: number;
  dateCache: Map<string, CalendarDate>;
  /** The calendar days of dayOf, by date and days after it. */
  days: Map<string, string>;
  /** Clock times read, by the text as printed. */
  clocks: Map<string, { seconds: number; hhmmss: string }>;
  /** How each column of a header is read (columnPlan), by section. */
  plans: Map<string, ColumnPlan>;
}

/** The most clock times (or column plans) kept: a day of 1-second rows has 86400 of them. */
const MAX_CACHED = 4096;

/** `{ timestamp }`, or `{ time }` (the clock alone) when no date is known: each value once. */
function ordered(when: { time: string; timestamp?: string }): { timestamp: string } | { time: string } {
  return when.timestamp === undefined ? { time: when.time } : { timestamp: when.timestamp };
}

function isoDate(d: CalendarDate): string {
  return `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

function optionDate(ctx: ParseContext, fail: (offset: number, message: string) => never): CalendarDate | undefined {
  const value = ctx.options.date;
  if (value === undefined) return undefined;
  if (typeof value !== "string") return fail(0, "option date must be a string such as 2024-01-15");
  try {
    const d = parseCalendarDate(value, "YMD");
    if (!/^\s*\d{4}/.test(value)) throw new ValueError(`write the year first: ${JSON.stringify(value)}`);
    return d;
  } catch (err) {
    if (err instanceof ValueError) return fail(0, `option date: ${err.message}`);
    throw err;
  }
}

type At = <T>(offset: number, what: string, fn: () => T) => T;
type Fail = (offset: number, message: string) => never;

/**
 * How the columns of a header are read, worked out once per header (not per cell): for each column (by position),
 * its key in `columns`, its typed field and conversion (or none, for a column we do not know) and the range of a
 * percentage; and the order the typed fields take in the schema (columns.ts), so that records are built in it.
 */
interface ColumnPlan {
  section: string;
  names: string[];
  keys: string[];
  fields: (string | undefined)[];
  convs: (Conversion | undefined)[];
  ranges: (PercentRange | undefined)[];
  /** Column positions in the order their fields are set: the schema's order, the last column of a field only. */
  order: number[];
}

function columnPlan(def: SectionDef | undefined, section: string, names: string[]): ColumnPlan {
  const plan: ColumnPlan = { section, names, keys: names.map(safeKey), fields: [], convs: [], ranges: [], order: [] };
  const rank = new Map<string, number>();
  if (def) def.columns.forEach(([, field], i) => rank.has(field) || rank.set(field, i));
  const lastOf = new Map<string, number>();
  names.forEach((name, i) => {
    const row = def && !(section in TOP3_FIELD) ? columnOf(def, name) : undefined;
    plan.fields.push(row?.[1]);
    plan.convs.push(row?.[2]);
    plan.ranges.push(row?.[2] === "percent" ? percentRangeOf(section, name) : undefined);
    if (row) lastOf.set(row[1], i);
  });
  plan.order = [...lastOf.entries()].sort((a, b) => rank.get(a[0])! - rank.get(b[0])!).map(([, i]) => i);
  // a field holds the last of its columns: an earlier one keeps its value in `otherColumns`
  plan.fields.forEach((field, i) => {
    if (field !== undefined && lastOf.get(field) !== i) plan.fields[i] = undefined;
  });
  return plan;
}

/** The plan for a row's columns: the last one made for its section when the names are the same, else a new one. */
function planOf(rec: AtsarRawSample, def: SectionDef | undefined, plans: Map<string, ColumnPlan>): ColumnPlan {
  const cols = rec.columns;
  const plan = plans.get(rec.section);
  if (plan !== undefined && cols.length <= plan.names.length) {
    let k = 0;
    while (k < cols.length && cols[k]!.name === plan.names[k]) k++;
    if (k === cols.length) return plan;
  }
  const made = columnPlan(def, rec.section, cols.map((c) => c.name));
  plans.set(rec.section, made);
  return made;
}

/**
 * One data row: metadata, the section's typed fields, `otherColumns` (as printed) for the columns without one, and
 * `warnings` for percentages outside their range (columns.ts PERCENT_RANGES; `allMax` is the upper bound of the cpu
 * report's `all` row). The keys are set in the schema's order (the check then keeps the record as it is).
 */
function sampleOf(
  rec: AtsarRawSample,
  when: { time: string; timestamp?: string },
  at: At,
  fail: Fail,
  allMax: number | undefined,
  plans: Map<string, ColumnPlan>,
): AtsarRecord {
  const def = DEFS.get(rec.section);
  const plan = planOf(rec, def, plans);
  const cols = rec.columns;
  const n = cols.length;
  const out: Record<string, unknown> = { format: "atsar", kind: "sample", section: rec.section };
  if (when.timestamp !== undefined) out.timestamp = when.timestamp;
  else out.time = when.time;
  out.tag = rec.tag;
  // (the item column's name, cpu or interf, is the section's: not repeated on each row)
  const keyed = rec.keyColumn !== undefined && cols[0]?.name === rec.keyColumn;
  if (keyed) out.key = cols[0]!.text;
  const warnings: string[] = [];
  let processes: Record<string, unknown>[] | undefined;
  let typed = false;
  if (def && rec.section in TOP3_FIELD) {
    processes = top3Processes(rec, TOP3_FIELD[rec.section as Top3SectionId], at, warnings);
  } else if (def) {
    typed = true;
    for (let i = 0; i < n; i++) {
      const conv = plan.convs[i];
      if (conv === undefined) continue;
      const c = cols[i]!;
      let value: number | string | null;
      try {
        value = convert(c.text, conv);
        // a count, a size, a rate: never below 0 (a percentage has its range, and a warning outside it)
        if (typeof value === "number" && value < 0 && conv !== "percent") throw new ValueError(`${c.text} is below 0, which ${c.name} cannot be`);
      } catch (err) {
        if (err instanceof ValueError) return fail(c.offset, `column ${c.name}: ${err.message}`);
        throw err;
      }
      values[i] = value;
      if (conv === "percent" && typeof value === "number") {
        const { min, max } = allMax !== undefined ? { min: 0, max: allMax } : plan.ranges[i]!;
        const warning = percentRangeWarning(c.name, value, max, min);
        if (warning !== undefined) warnings.push(warning);
      }
    }
  }
  const extra = rec.extra.length === 0 ? NO_EXTRA : rec.extra.map((e) => e.text);
  let duplex: "full" | "half" | undefined;
  let recentlyMounted = false;
  if (rec.section === "if" && extra.length > 0 && (extra[0] === "f" || extra[0] === "h")) duplex = extra.shift() === "f" ? "full" : "half";
  if (rec.section === "nfs-mounts" && extra[0] === "M") {
    extra.shift();
    recentlyMounted = true;
  }
  // the cells without a typed field (a column or a report we do not know), as printed: each value once
  let other: Record<string, string> | undefined;
  if (processes === undefined)
    for (let i = keyed ? 1 : 0; i < n; i++) if (plan.fields[i] === undefined) (other ??= {})[plan.keys[i]!] = cols[i]!.text;
  if (other !== undefined) out.otherColumns = other;
  if (rec.marker) out.marker = rec.marker.text === "*" ? "critical" : "almost-critical";
  if (extra.length > 0) out.extra = extra;
  if (warnings.length > 0) out.warnings = warnings;
  if (typed) {
    const order = plan.order;
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      if (i < n) out[plan.fields[i]!] = values[i];
    }
  }
  if (duplex !== undefined) out.duplex = duplex;
  if (recentlyMounted) out.recentlyMounted = true;
  if (processes !== undefined) out.processes = processes;
  return out as AtsarRecord;
}

/** The typed values of the row being read, by column (scratch: read before the next row). */
const values: (number | string | null)[] = [];
/** A row without cells after its columns (never changed: only a row with some gets a list of its own). */
const NO_EXTRA: string[] = [];

/** The top-3 entries; a percentage outside its range (PERCENT_RANGES) adds a warning naming the column and the pid. */
function top3Processes(rec: AtsarRawSample, field: string, at: At, warnings: string[]): Record<string, unknown>[] {
  const byGroup = new Map<number, AtsarRawSample["columns"]>();
  for (const c of rec.columns) {
    const g = c.group ?? 0;
    const cols = byGroup.get(g);
    if (cols === undefined) byGroup.set(g, [c]);
    else cols.push(c);
  }
  return [...byGroup.entries()].map(([g, cols]) => {
    const [pid, command, pct] = cols;
    const entry = {
      rank: g + 1,
      pid: at(pid!.offset, `column ${pid!.name}`, () => parseInteger(pid!.text)),
      command: command!.text,
      [field]: at(pct!.offset, `column ${pct!.name}`, () => parseNumber(pct!.text.replace(/%$/, ""))),
    };
    const name = pct!.name.replace(/#\d+$/, "");
    const { min, max } = percentRangeOf(rec.section, name);
    const warning = percentRangeWarning(`${name} (pid ${entry.pid})`, entry[field] as number, max, min);
    if (warning !== undefined) warnings.push(warning);
    return entry;
  });
}

/** One printed value to its typed form (see columns.ts for the conversions); throws a ValueError. */
function convert(text: string, conv: Conversion): number | string | null {
  if (conv === "text") return text;
  const c = text.charCodeAt(0);
  // `?`, `N/A`, `n/a`, `-`: only a cell starting so is looked up (most are numbers)
  if ((c === 63 || c === 78 || c === 110 || c === 45) && PLACEHOLDERS.has(text)) return null;
  {
    switch (conv) {
      case "integer":
        return parseInteger(text);
      case "percent":
        return parseNumber(text.endsWith("%") ? text.slice(0, -1) : text);
      case "MiB":
      case "MiBps":
        return parseSize(text, IN_MIB);
      case "KiB":
      case "KiBps":
        return parseSize(text, IN_KIB);
      case "Mbps":
        return bitsPerSecond(parseNumber(text) * 1e6, text);
      case "Gbps":
        return bitsPerSecond(parseNumber(text) * 1e9, text);
      case "number":
        return parseNumber(text.endsWith(" ms") ? text.slice(0, -3) : text);
    }
  }
}

const IN_MIB = { defaultUnit: "M" } as const;
const IN_KIB = { defaultUnit: "K" } as const;

/** A rate in bits per second, refused beyond Number.MAX_SAFE_INTEGER, where a double can no longer be exact. */
function bitsPerSecond(bits: number, printed: string): number {
  if (bits <= Number.MAX_SAFE_INTEGER) return bits;
  throw new ValueError(`too large to be exact in bits per second: ${printed}`);
}
