/**
 * sysstat's column tables: how a printed column becomes a typed field, and the columns every sysstat tool names the
 * same way. Each format keeps its own table (src/formats/<name>/columns.ts) built with these helpers, so that a
 * quantity has one field name across sar, iostat and mpstat (`%user` is `cpuUserPercent` in all three) and a user
 * can join their records.
 *
 * How a column's printed value becomes the typed field (`conv`):
 * - `same`: the number as printed (percentages 0-100, per-second rates, counts, milliseconds, ...);
 * - `kB`: kibibytes (sysstat's kB are 1024 bytes) -> bytes; `kBps`: kB/s -> bytes per second;
 * - `MB`: mebibytes -> bytes (per second for `/s` columns); `sectors`: 512-byte sectors or blocks -> bytes (per second
 *   for `/s` columns);
 * - `B`: bytes (old `rxbyt/s`); `text`: a string (names, hex ids, battery status).
 * `-h`/`--human` cells (`1.4G`, `254.1M`, `0.0B`) are sizes in bytes whatever the column's own unit.
 *
 * A typed number is never below 0 (a count, a size, a rate: a negative one is an error at its cell, and the schema
 * says `minimum 0`), but for percentages, whose range each tool states (a value outside it is a warning), and the
 * columns marked `signed` (a temperature, a voltage, sar -R's page deltas).
 */

import { PERCENT_0_100, type PercentRange } from "../../normalize/percent-range.js";
import type { RowGroupSpec } from "./row-group.js";

export type Conversion = "same" | "kB" | "kBps" | "MB" | "sectors" | "B" | "text";

/** One column: [printed name, our field, conversion, description with the unit, `signed` when it may be below 0]. */
export type ColumnRow = readonly [string, string, Conversion, string, "signed"?];

/**
 * Whether a column's typed value must not be below 0: a number (not text) that is not a percentage (a `%` column has
 * its range, and a warning outside it) and not marked `signed`.
 *
 * @example
 * isNonNegative(["kbmemfree", "memFreeBytes", "kB", "Free memory"]) //=> true
 * isNonNegative(["degC", "temperatureCelsius", "same", "Temperature", "signed"]) //=> false
 */
export function isNonNegative(row: ColumnRow): boolean {
  return row[2] !== "text" && !row[0].startsWith("%") && row[4] !== "signed";
}

/** `0-100`, `0 and up`, `any value`, ... for a column's description. */
export function rangeText(range: PercentRange): string {
  const { min, max } = range;
  if (min === 0 && max === 100) return "0-100";
  if (min === 0 && max === Infinity) return "0 and up, can exceed 100";
  if (min === -Infinity && max === Infinity) return "can be below 0 or above 100";
  if (min === -Infinity && max === 100) return "up to 100, can be negative";
  return `${min} to ${max}`;
}

/**
 * The helpers that build one tool's column rows, each description ending with the column as the tool prints it
 * (`(sar %user)`, `(iostat %util)`). `rangeOf` gives a percentage column's range (0-100 unless the tool's own table
 * says otherwise).
 *
 * @example
 * const { pct } = columnKit("iostat");
 * pct("%util", "utilizationPercent", "Time the device was busy")
 * //=> ["%util", "utilizationPercent", "same", "Time the device was busy, percent (0-100) (iostat %util)"]
 */
export function columnKit(tool: string, rangeOf: (col: string) => PercentRange = () => PERCENT_0_100) {
  const row = <F extends string, C extends Conversion>(col: string, field: F, conv: C, description: string) => [col, field, conv, description] as const;
  return {
    row,
    pct: <F extends string>(col: string, field: F, what: string) => row(col, field, "same", `${what}, percent (${rangeText(rangeOf(col))}) (${tool} ${col})`),
    rate: <F extends string>(col: string, field: F, what: string) => row(col, field, "same", `${what}, per second (${tool} ${col})`),
    count: <F extends string>(col: string, field: F, what: string) => row(col, field, "same", `${what}, a count (${tool} ${col})`),
    kb: <F extends string>(col: string, field: F, what: string) => row(col, field, "kB", `${what}, bytes (${tool} ${col} in kB x 1024)`),
    kbps: <F extends string>(col: string, field: F, what: string) => row(col, field, "kBps", `${what}, bytes per second (${tool} ${col} in kB/s x 1024)`),
    mb: <F extends string>(col: string, field: F, what: string) => row(col, field, "MB", `${what}, bytes (${tool} ${col} in MB x 1048576)`),
    mbps: <F extends string>(col: string, field: F, what: string) => row(col, field, "MB", `${what}, bytes per second (${tool} ${col} in MB/s x 1048576)`),
    sectors: <F extends string>(col: string, field: F, what: string) => row(col, field, "sectors", `${what}, bytes (${tool} ${col} in 512-byte sectors x 512)`),
    sectps: <F extends string>(col: string, field: F, what: string) => row(col, field, "sectors", `${what}, bytes per second (${tool} ${col} in 512-byte sectors x 512)`),
    ms: <F extends string>(col: string, field: F, what: string) => row(col, field, "same", `${what}, milliseconds (${tool} ${col})`),
    text: <F extends string>(col: string, field: F, what: string) => row(col, field, "text", `${what} (${tool} ${col}), as printed`),
    num: <F extends string>(col: string, field: F, what: string) => row(col, field, "same", `${what} (${tool} ${col})`),
    /** A column whose value may be below 0 (a temperature, a change): `signed(num("degC", ...))`. */
    signed: <F extends string, C extends Conversion>(r: readonly [string, F, C, string]) => [r[0], r[1], r[2], r[3], "signed"] as const,
  };
}

export type ColumnKit = ReturnType<typeof columnKit>;

/**
 * The CPU utilization columns as sar -u / -u ALL, iostat's `avg-cpu:` block and mpstat print them (sysstat computes
 * them the same way in all three), with one field name each.
 */
export function cpuColumns(k: ColumnKit) {
  return [
    k.pct("%user", "cpuUserPercent", "Time in user mode, including guests"),
    k.pct("%usr", "cpuUsrPercent", "Time in user mode, excluding guests"),
    k.pct("%nice", "cpuNicePercent", "Time in user mode with nice priority"),
    k.pct("%system", "cpuSystemPercent", "Time in kernel mode, including interrupts"),
    k.pct("%sys", "cpuSysPercent", "Time in kernel mode, excluding interrupts"),
    k.pct("%iowait", "cpuIowaitPercent", "Idle time with outstanding disk I/O"),
    k.pct("%steal", "cpuStealPercent", "Time stolen by the hypervisor"),
    k.pct("%irq", "cpuIrqPercent", "Time servicing hardware interrupts"),
    k.pct("%soft", "cpuSoftirqPercent", "Time servicing software interrupts"),
    k.pct("%guest", "cpuGuestPercent", "Time running a virtual processor"),
    k.pct("%gnice", "cpuGuestNicePercent", "Time running a niced guest"),
    k.pct("%idle", "cpuIdlePercent", "Idle time without outstanding disk I/O"),
  ] as const;
}

/** One report (activity) of a row report (sar, mpstat): recognised by its columns or its item column. */
export interface SectionDef {
  /** Our name for the activity (sadf -j's or the tool's JSON name where it has one). */
  id: string;
  /** The item column(s) that identify the section, when it has one. */
  keys?: readonly string[];
  /** Columns whose presence identifies the section (any one is enough). */
  markers: readonly string[];
  columns: readonly ColumnRow[];
}

/**
 * What a tool whose rows start with a clock (sar, mpstat) tells the shared row-report reader
 * (row-report-raw.ts, row-report.ts): its format id, its item and text columns, how a header row's columns name
 * its section, each percentage column's range, and whether it prints restart marks and comments (sar).
 */
export interface RowReportSpec {
  format: string;
  keyColumns: ReadonlySet<string>;
  textColumns: ReadonlySet<string>;
  sectionOf(columns: readonly string[], keyColumn: string | undefined): SectionDef | undefined;
  percentRangeOf(col: string): PercentRange;
  /** `LINUX RESTART` and `COM` lines are records (sar); for other tools such lines are not theirs and are skipped. */
  events: boolean;
  /** Columns a row may leave blank right after its item column (mpstat -T's CORE SOCK NODE on the `all` row). */
  optionalColumns?: ReadonlySet<string>;
  /**
   * The cells a column header row may start with instead of a clock (pidstat -h's `# Time`): the columns are the cells
   * after them, and the rows under it start with a clock as usual.
   */
  headerPrefix?: readonly string[];
  /**
   * The tool prints several tables per sample but may print their column header rows only with the first sample
   * (pidstat -T ALL with one activity for one PID: the task and child rows alternate under the first sample's two header rows).
   * The rows of a sample printed without a header row of its own are then dealt out to the tables of the last
   * sample that printed them, in their order (one row each, as for one PID).
   */
  headerCycle?: boolean;
  /** Columns where the tool prints -1 for a value it could not read (pidstat -d without /proc/PID/io): typed null. */
  unreadable?: ReadonlySet<string>;
  /** A section whose rows of one sample make one record (sar -I's interrupts): src/formats/sysstat/row-group.ts. */
  grouped?: RowGroupSpec;
}
