/**
 * A values row of a sysstat column table read through its header's plan: what each column's cell becomes (typed
 * field, `otherColumns`, text, the item's key) is worked out once per header row (columnPlans), and each row's cells
 * are then read in one loop (readRowValues). Shared by the row reports (sar, mpstat, pidstat: row-report.ts) and
 * iostat's CPU and device rows.
 */
import { plainDecimal } from "../../normalize/number.js";
import { percentRangeWarning, type PercentRange } from "../../normalize/percent-range.js";
import { safeKey } from "../../normalize/safe-key.js";
import { ValueError } from "../../normalize/value-error.js";
import { convert, PLACEHOLDERS, readCell, uniqueName } from "./cells.js";
import { isNonNegative, type ColumnRow, type Conversion } from "./columns.js";
import { fieldSetter, type Setter } from "../../kit/field-setter.js";

const FRACTION = /^\d+\/\d+$/;

/** What a row's cell in one column becomes. */
export interface ColumnPlan {
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
  /** Sets the field by its name (src/kit/field-setter.ts: a record of many fields stays an ordinary object). */
  set: Setter | undefined;
  conv: Conversion | undefined;
  /** The range of a `%` column, outside which a value gets a warning. */
  range: PercentRange | undefined;
  /** A typed number that cannot be below 0 (columns.ts isNonNegative): a negative one is an error at its cell. */
  nonNegative: boolean;
  /** The tool prints -1 here for a value it could not read (RowReportSpec.unreadable): typed null. */
  unreadable: boolean;
}

/** A header row's plan: its columns' plans, and whether it names a column twice (`name#2` keys, worked out per row). */
export interface RowPlan {
  columns: ColumnPlan[];
  repeats: boolean;
  /** Every numeric cell must read as a number (iostat): else a cell that does not is kept as printed (sar's `used/size`). */
  strict: boolean;
}

export interface ColumnPlanOptions {
  /** The item column's index (sar's CPU, IFACE...), kept as printed. */
  keyIndex?: number;
  /** Columns printed as text. */
  textColumns?: ReadonlySet<string>;
  /** The range of a `%` column. */
  percentRangeOf(col: string): PercentRange | undefined;
  /** Columns where the tool prints -1 for a value it could not read. */
  unreadable?: ReadonlySet<string>;
  strict?: boolean;
}

/**
 * The plan of a header row's `columns`, from the format's column table (`specs`: the first row of a printed name
 * wins).
 *
 * @example
 * columnPlans(["tps", "%util"], specs, { percentRangeOf: () => PERCENT_0_100 }).columns[1].range //=> { min: 0, max: 100 }
 */
export function columnPlans(columns: readonly string[], specs: ReadonlyMap<string, ColumnRow>, options: ColumnPlanOptions): RowPlan {
  const names = new Set<string>();
  const fields = new Set<string>();
  let repeats = false;
  const plans = columns.map((col, i): ColumnPlan => {
    const name = safeKey(col);
    if (names.has(name)) repeats = true;
    names.add(name);
    const spec = specs.get(col);
    const text = spec?.[2] === "text" || options.textColumns?.has(col) === true;
    const field = spec !== undefined && i !== options.keyIndex && !fields.has(spec[1]) ? spec[1] : undefined;
    if (field !== undefined) fields.add(field);
    // (every plan has every key, in this order: readRowValues' reads of them see one object shape)
    return {
      col,
      name,
      key: i === options.keyIndex,
      text,
      field,
      set: field === undefined ? undefined : fieldSetter(field),
      conv: spec?.[2],
      range: col.startsWith("%") ? options.percentRangeOf(col) : undefined,
      nonNegative: spec !== undefined && isNonNegative(spec),
      unreadable: options.unreadable?.has(col) === true,
    };
  });
  return { columns: plans, repeats, strict: options.strict === true };
}

/**
 * A header row's plans (a RowPlan, row-report.ts's BlockPlan) kept by the names in the header row's `columns`: every
 * report of a log prints its header rows again, a new array each time with the same names (the lists seen last are
 * kept, up to `limit`). The arrays asked for lately (up to RECENT: one per table of a sadf -j sample, whose rows take
 * turns table by table) answer first by the array itself; then the list asked for last, by the same names in a new
 * array (iostat's next report, pidstat -h's next sample); only then is the key of the names built.
 *
 * @example
 * const plans = new PlanCache<RowPlan>();
 * plans.get(columns) ?? plans.add(columns, columnPlans(columns, specs, options)) // built once for these names
 */
export class PlanCache<P> {
  private readonly byNames = new Map<string, P>();
  /** The arrays asked for lately, one entry per plan (a new array of the same names takes its entry's place). */
  private readonly recent: PlanEntry<P>[] = [];
  private last: PlanEntry<P> | undefined;

  constructor(private readonly limit = 256) {}

  /** The plan of these columns (`tag`: what else it depends on, the same for one array), or undefined when none is kept. */
  get(columns: readonly string[], tag = ""): P | undefined {
    const last = this.last;
    if (last !== undefined && last.columns === columns && last.tag === tag) return last.plan;
    const recent = this.recent;
    for (let i = recent.length - 1; i >= 0; i--) {
      const e = recent[i]!;
      if (e.columns === columns && e.tag === tag) return (this.last = e).plan;
    }
    if (last !== undefined && last.tag === tag && sameNames(last.columns, columns)) {
      last.columns = columns;
      return last.plan;
    }
    const plan = this.byNames.get(`${tag}\n${columns.join("\n")}`);
    if (plan !== undefined) this.remember(columns, tag, plan);
    return plan;
  }

  /** Keeps the plan of these columns, and gives it back. */
  add(columns: readonly string[], plan: P, tag = ""): P {
    if (this.byNames.size >= this.limit) {
      this.byNames.clear();
      this.recent.length = 0;
    }
    this.byNames.set(`${tag}\n${columns.join("\n")}`, plan);
    this.remember(columns, tag, plan);
    return plan;
  }

  /** Makes these columns the last asked for: the entry of their plan takes the new array, or a new entry is made. */
  private remember(columns: readonly string[], tag: string, plan: P): void {
    const recent = this.recent;
    let entry = recent.find((e) => e.plan === plan && e.tag === tag);
    if (entry !== undefined) entry.columns = columns;
    else {
      if (recent.length >= RECENT) recent.shift();
      recent.push((entry = { columns, tag, plan }));
    }
    this.last = entry;
  }
}

/** How many arrays PlanCache answers by the array itself (sadf -j prints about 30 tables a sample). */
const RECENT = 64;

interface PlanEntry<P> {
  columns: readonly string[];
  tag: string;
  plan: P;
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Reads a row's cells (`values`, null for a cell not printed) into `head`: typed fields, `otherColumns` for the
 * cells that have no typed field (a column we do not know, one that repeats a field already typed, a `used/size`
 * pair), and `warnings` for percentages outside their column's range. `fail` reports a cell that cannot be read, at
 * its offset. Each printed value is in the record once.
 */
export function readRowValues(
  head: Record<string, unknown>,
  plan: RowPlan,
  values: readonly (string | null | undefined)[],
  valueOffsets: readonly number[],
  fail: (offset: number, err: unknown, what: string) => never,
): Record<string, unknown> {
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
        if (value !== "") c.set!(head, value);
      } else keep(c, value);
      continue;
    }
    try {
      // the common cell (`12.50`, `0`): read at once
      const plain = plainDecimal(value);
      if (plain >= 0) {
        const typed = c.field !== undefined ? convert(plain, c.conv) : undefined;
        if (typed !== undefined) c.set!(head, typed);
        else keep(c, plain);
        if (c.range !== undefined && (plain < c.range.min || plain > c.range.max)) (warnings ??= []).push(percentRangeWarning(c.col, plain, c.range.max, c.range.min)!);
        continue;
      }
      if (PLACEHOLDERS.has(value)) {
        if (c.set !== undefined) c.set(head, null);
        else keep(c, null);
        continue;
      }
      const cell = readCell(c.col, value, c.conv);
      if (cell === undefined || (plan.strict && typeof cell.column !== "number")) {
        // Unix sar prints `used/size` pairs (`601/601`); anything else in a numeric column is an error.
        if (plan.strict || (c.field !== undefined && !FRACTION.test(value))) throw new ValueError(`not a number: ${JSON.stringify(value)}`);
        keep(c, value);
        continue;
      }
      if (c.unreadable && cell.column === -1) {
        // the tool's "could not read it" (pidstat -d without /proc/PID/io): null as a value (the -1 stays in `raw`)
        if (c.set !== undefined) c.set(head, null);
        else keep(c, null);
        continue;
      }
      if (c.nonNegative && cell.typed !== undefined && cell.typed < 0) throw new ValueError(`${value} is below 0, which ${c.col} cannot be`);
      if (c.set !== undefined && cell.typed !== undefined) c.set(head, cell.typed);
      else keep(c, cell.column);
      if (c.range !== undefined && typeof cell.column === "number") {
        const warning = percentRangeWarning(c.col, cell.column, c.range.max, c.range.min);
        if (warning !== undefined) (warnings ??= []).push(warning);
      }
    } catch (err) {
      fail(valueOffsets[i]!, err, `column ${c.col}`);
    }
  }
  if (other !== undefined) head.otherColumns = other;
  if (warnings !== undefined) head.warnings = warnings;
  return head;
}
