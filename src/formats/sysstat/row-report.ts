import { statisticOf } from "../../../grammars/sysstat/tokens.js";
import { ParseError } from "../../kit/errors.js";
import { rollClockForward } from "../../normalize/clock-rollover.js";
import { parseInteger } from "../../normalize/number.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import { clockReader, DAY, DayStamps } from "./clock.js";
import { dateEvidence, dateOrderOption, readReportDate, type DateEvidence } from "./date-order.js";
import { reportHeaderFields } from "./header.js";
import type { ColumnRow, RowReportSpec } from "./columns.js";
import { columnPlans, PlanCache, readRowValues, type RowPlan } from "./row-values.js";
import type { RowReportRawRecord as SarRawRecord, RowReportRawRow as SarRawRow } from "./row-report-raw.js";

/**
 * A row report's raw records (strings as printed) to typed records with units in their names: `header`, `sample`
 * (one per timed row, with its timestamp), `summary` (Average: and the other statistics rows), and for sar `restart`
 * and `comment`. The caller's schema types them (src/formats/sar/schema.ts, src/formats/mpstat/schema.ts). `stampOf`
 * gives a row's own timestamp where the tool prints one on every row (sadf: src/formats/sysstat/sadf.ts): a sample
 * then has it in the place of the report clock's `timestamp` or `time`.
 */
export function normalizeRowReport(raw: SarRawRecord[], ctx: ParseContext, spec: RowReportSpec, stampOf?: (row: SarRawRow) => string | undefined): Record<string, unknown>[] {
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
  /** The column header row of the rows being read: its offset in the piece (-1 before the first). */
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
        // (a report's comments are its own: the set a stream carries holds one report's, not every one read since)
        comments.clear();
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
        const blockKey = rec.block.offset !== block && rec.block.time !== undefined ? `${rec.block.time}\u0000${rec.columns.join(" ")}` : "";
        // A replayed header whose clock was never read (its rows in the last piece all damaged) is read now, as the
        // whole text reads it with the first row left.
        if (rec.block.offset !== block && rec.block.offset < replayed && (rec.block.time === undefined || blockKey === lastBlock)) {
          // The column header a stream repeats before a piece cut inside its section: the clock carries on.
          block = rec.block.offset;
        } else if (rec.block.offset !== block) {
          block = rec.block.offset;
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
          const stamp = stampOf?.(rec);
          out.push(rowBody(stamp !== undefined ? { format, kind: "sample", timestamp: stamp } : { format, kind: "sample", ...when(abs) }, rec, fail, spec));
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
 * (src/formats/sysstat/date-order.ts): data rows and rows with a known statistics label, up to the next header of another
 * date. The cutter (row-report-cutter.ts) keeps the rows up to that one in the header's piece, so a stream reads the same.
 */
function firstEvidence(raw: SarRawRecord[], from: number, text: string): DateEvidence | undefined {
  for (let k = from; k < raw.length; k++) {
    const rec = raw[k]!;
    // (a header of the same date, as a doubled header line is, goes on: another date ends the search)
    if (rec.kind === "header") {
      if (rec.date === (raw[from - 1] as { date?: string } | undefined)?.date) continue;
      return undefined;
    }
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
  head.section = plan.section;
  if (rec.keyIndex !== undefined) {
    if (plan.keyColumn !== undefined) head.keyColumn = plan.keyColumn;
    head.key = rec.values[rec.keyIndex] ?? "";
  }
  return readRowValues(head, plan.row, rec.values, rec.valueOffsets, fail);
}

interface BlockPlan {
  /** The item column's name as printed, when the section does not say it (see newBlockPlan). */
  keyColumn: string | undefined;
  section: string;
  row: RowPlan;
}

/** Each report kind's plans, by the header row's columns (and its item column). */
const blockPlans = new WeakMap<RowReportSpec, PlanCache<BlockPlan>>();

function blockPlan(rec: SarRawRow, report: RowReportSpec): BlockPlan {
  let plans = blockPlans.get(report);
  if (plans === undefined) blockPlans.set(report, (plans = new PlanCache()));
  const tag = rec.keyIndex === undefined ? "" : String(rec.keyIndex);
  return plans.get(rec.columns, tag) ?? plans.add(rec.columns, newBlockPlan(rec, report), tag);
}

function newBlockPlan(rec: SarRawRow, report: RowReportSpec): BlockPlan {
  const keyColumn = rec.keyIndex !== undefined ? rec.columns[rec.keyIndex] : undefined;
  const def = report.sectionOf(
    rec.columns.filter((_, i) => i !== rec.keyIndex),
    keyColumn,
  );
  const specs = new Map<string, ColumnRow>();
  for (const row of def?.columns ?? []) if (!specs.has(row[0])) specs.set(row[0], row);
  const row = columnPlans(rec.columns, specs, { keyIndex: rec.keyIndex, textColumns: report.textColumns, percentRangeOf: (col) => report.percentRangeOf(col), unreadable: report.unreadable });
  // (each value once: a section's usual item column, CPU for cpu-load or IFACE for net-dev, is said by the section; a
  // record names its item column only where the section does not: an unknown section, sar -F's MOUNTPOINT)
  return { keyColumn: keyColumn === def?.keys?.[0] ? undefined : keyColumn, section: def?.id ?? "unknown", row };
}

function integer(text: string, offset: number, fail: Fail): number {
  try {
    return parseInteger(text);
  } catch (err) {
    return fail(offset, err, "CPU count");
  }
}
