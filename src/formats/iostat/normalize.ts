import { ParseError } from "../../kit/errors.js";
import { parseCalendarDate, type CalendarDate, type DateOrder } from "../../normalize/calendar-date.js";
import { parseLooseDate } from "../../normalize/loose-date.js";
import { parseClockTime } from "../../normalize/clock-time.js";
import { localTimestamp } from "../../normalize/local-timestamp.js";
import { PERCENT_0_100 } from "../../normalize/percent-range.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ColumnRow } from "../sysstat/columns.js";
import { columnPlans, PlanCache, readRowValues, type RowPlan } from "../sysstat/row-values.js";
import { dateEvidence, dateOrderOption, readReportDate, type DateEvidence } from "../sysstat/date-order.js";
import { reportHeaderFields } from "../sysstat/header.js";
import type { ParseContext } from "../../kit/format.js";
import { CPU_SPECS, DEVICE_SPECS } from "./columns.js";
import type { IostatRawCpu, IostatRawDevice, IostatRawRecord, IostatRawTimestamp } from "./raw.js";
import type { IostatCpuRecord, IostatCpuRecordOf, IostatDeviceRecord, IostatDeviceRecordOf, IostatHeaderRecord, IostatHeaderRecordOf, IostatRecord } from "./schema.js";

/** Options of the iostat format, besides the common ones. */
export interface IostatOptions {
  /** How to read an all-numeric header date whose day and month order the text cannot settle (see sar's). */
  dateOrder?: DateOrder;
}

/** What a stream carries from one piece of an iostat report to the next. */
interface IostatState {
  date: CalendarDate | undefined;
  /** Whether a header was read (its date, or its warning when the date is unreadable): a replayed copy gives nothing. */
  headerRead: boolean;
  report: number;
  /** The last report-level line: a timestamp, the CPU block, a device table. */
  phase: "none" | "timestamp" | "cpu" | "device";
  timestamp: string | undefined;
  /** The device tables of the current report (-x -h prints four: read, write, discard, flush), by their columns. */
  tables: string[];
}

type Fail = (offset: number, err: unknown, what: string) => never;

/**
 * Whose records normalizeIostat makes: the format id they carry (iostat's text, or iostat -o JSON), and whether the
 * lines of its rows tell the locale the header's date was printed in (the text's decimal commas do; the JSON prints
 * `.` in every locale, so its rows say nothing).
 */
export interface IostatReport<F extends string> {
  format: F;
  rowsTellLocale: boolean;
}

const IOSTAT_TEXT: IostatReport<"iostat"> = { format: "iostat", rowsTellLocale: true };

/** Raw iostat records (strings as printed) to typed records with units in their names. */
export function normalizeIostat(raw: IostatRawRecord[], ctx: ParseContext): IostatRecord[];
export function normalizeIostat<F extends string>(raw: IostatRawRecord[], ctx: ParseContext, report: IostatReport<F>): (IostatHeaderRecordOf<F> | IostatCpuRecordOf<F> | IostatDeviceRecordOf<F>)[];
export function normalizeIostat(raw: IostatRawRecord[], ctx: ParseContext, report: IostatReport<string> = IOSTAT_TEXT): IostatRecord[] {
  const format = report.format as "iostat";
  const order = dateOrderOption(ctx);
  const out: IostatRecord[] = [];
  const fail: Fail = (offset, err, what) => {
    const message = err instanceof ValueError ? err.message : String(err);
    throw new ParseError({ format, source: ctx.source, text: ctx.text, offset, message: `${what}: ${message}` });
  };
  // a copy, given back at the end: a piece that fails halfway (an error the engine sets aside) leaves the state as
  // it was before it, as it leaves the piece's records out (a stream and a whole text then count reports alike)
  const saved = ctx.state.iostat as IostatState | undefined;
  const state: IostatState = saved ? { ...saved, tables: [...saved.tables] } : { date: undefined, headerRead: false, report: 0, phase: "none", timestamp: undefined, tables: [] };
  const replayed = typeof ctx.state.replayedChars === "number" ? ctx.state.replayedChars : 0;
  const newReport = (timestamp: string | undefined): void => {
    state.report++;
    state.timestamp = timestamp;
    state.tables = [];
  };

  for (let i = 0; i < raw.length; i++) {
    const rec = raw[i]!;
    switch (rec.kind) {
      case "header": {
        // The header line a stream repeats before each piece: already read.
        if (rec.offset < replayed && state.headerRead) break;
        let read: ReturnType<typeof readReportDate>;
        try {
          read = readReportDate(rec.date, order, report.rowsTellLocale ? firstEvidence(raw, i + 1, ctx.text) : undefined);
        } catch (err) {
          return fail(rec.dateOffset, err, "report date");
        }
        Object.assign(state, { date: read.date, headerRead: true, report: 0, phase: "none", timestamp: undefined, tables: [] } satisfies IostatState);
        out.push({ format, kind: "header", ...reportHeaderFields(rec, read, fail) } satisfies IostatHeaderRecord);
        break;
      }
      case "timestamp":
        if (rec.offset < replayed) break;
        newReport(reportTimestamp(rec, state.date, order, fail));
        state.phase = "timestamp";
        break;
      case "cpu-header":
        if (rec.offset < replayed) break;
        if (state.phase !== "timestamp") newReport(undefined);
        state.phase = "cpu";
        break;
      case "device-header": {
        if (rec.offset < replayed) break;
        const table = rec.columns.join(" ");
        // a table already printed in this report (or none before it) starts the next report
        if (rec.startsReport === true || state.phase === "none" || (state.phase === "device" && state.tables.includes(table))) newReport(undefined);
        state.tables.push(table);
        state.phase = "device";
        break;
      }
      case "cpu":
        out.push(values({ format, kind: "cpu", report: Math.max(state.report, 1), ...(state.timestamp !== undefined ? { timestamp: state.timestamp } : {}) }, rec, CPU_TABLE, fail) as IostatCpuRecord);
        break;
      case "device":
        out.push(
          values(
            {
              format,
              kind: "device",
              report: Math.max(state.report, 1),
              ...(state.timestamp !== undefined ? { timestamp: state.timestamp } : {}),
              key: rec.device,
              ...(rec.group ? { group: true } : {}),
            },
            rec,
            DEVICE_TABLE,
            fail,
          ) as IostatDeviceRecord,
        );
        break;
    }
  }
  ctx.state.iostat = state;
  return out;
}

/**
 * What the first CPU or device row (or -t line with a zoned clock) after a header (in this piece) says of the report's locale
 * (src/formats/sysstat/date-order.ts); the cutter (index.ts) keeps the rows up to that one in the header's piece.
 */
function firstEvidence(raw: IostatRawRecord[], from: number, text: string): DateEvidence | undefined {
  for (let k = from; k < raw.length; k++) {
    const rec = raw[k]!;
    if (rec.kind === "header") return undefined;
    // a -t line's clock, when a zone follows its AM/PM (en_IN's `%X`), tells the locale before any values row
    if (rec.kind === "timestamp" && rec.time !== undefined) {
      const clock = dateEvidence(rec.text.slice(rec.text.lastIndexOf(rec.time)));
      if (clock === "zoned-clock") return clock;
      continue;
    }
    if (rec.kind !== "cpu" && rec.kind !== "device") continue;
    const start = text.lastIndexOf("\n", rec.valueOffsets[0] ?? rec.offset) + 1;
    let end = text.indexOf("\n", rec.valueOffsets.at(-1) ?? rec.offset);
    if (end === -1) end = text.length;
    const evidence = dateEvidence(text.slice(start, end));
    if (evidence !== undefined) return evidence;
  }
  return undefined;
}

/** A `-t` line as an ISO timestamp: local date and time (`%x %X`), or with its offset (ISO), or UTC (-U epoch). */
function reportTimestamp(rec: IostatRawTimestamp, header: CalendarDate | undefined, order: DateOrder | undefined, fail: Fail): string {
  try {
    if (rec.iso !== undefined) {
      const m = /^(.{19})(?:([+-]\d\d)(\d\d)|Z)?$/.exec(rec.iso)!;
      return m[2] !== undefined ? `${m[1]}${m[2]}:${m[3]}` : rec.iso;
    }
    if (rec.epoch !== undefined) return new Date(Number(rec.epoch) * 1000).toISOString().replace(/\.000Z$/, "Z");
    // the same `%x` as the header's date: read in the order the header was read
    const date = /^\d{1,4}\D/.test(rec.date!) ? parseCalendarDate(rec.date!, order ?? (header && /^\d{1,2}\D/.test(rec.date!) ? header.order : undefined)) : parseLooseDate(rec.date!);
    return localTimestamp(date, parseClockTime(rec.time!));
  } catch (err) {
    return fail(rec.offset, err, "timestamp");
  }
}

/** iostat's two tables: their columns' specs, and their rows' plans by their header's columns. */
interface Table {
  specs: ReadonlyMap<string, ColumnRow>;
  plans: PlanCache<RowPlan>;
}
const CPU_TABLE: Table = { specs: CPU_SPECS, plans: new PlanCache(64) };
const DEVICE_TABLE: Table = { specs: DEVICE_SPECS, plans: new PlanCache(64) };
const IOSTAT_PLAN = { percentRangeOf: () => PERCENT_0_100, strict: true };

/**
 * The typed fields of a values row (the first column of a field, when the header prints two), `otherColumns` for the
 * cells without one (a column we do not know, in its own unit), and `warnings` for percentages outside 0-100.
 */
function values(head: Record<string, unknown>, rec: IostatRawCpu | IostatRawDevice, table: Table, fail: Fail): Record<string, unknown> {
  const plan = table.plans.get(rec.columns) ?? table.plans.add(rec.columns, columnPlans(rec.columns, table.specs, IOSTAT_PLAN));
  return readRowValues(head, plan, rec.values, rec.valueOffsets, fail);
}
