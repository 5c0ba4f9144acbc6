/**
 * A sysstat JSON sample as the rows of the tool's text tables (sadf -j's activities as sar's tables, mpstat -o JSON's
 * as mpstat's): each activity's members under the column names the text prints, so that the tool's own row-report
 * reader (src/formats/sysstat/row-report.ts) types them as it types the text. Each format gives its tables.
 */
import type { JsonObject, JsonScalar, JsonValue } from "../../../grammars/kit/json.js";
import { flatMembers } from "./json.js";

/** One text table made from an activity: its item member and column, and its members with their text columns. */
export interface JsonTable {
  /** The item member of each array element and the column it is (`cpu` -> `CPU`); absent for a single row. */
  item?: readonly [string, string];
  /** Members (`io-reads/rtps` for a nested one) and the column each is, in the text's order. */
  columns: readonly (readonly [string, string])[];
  /** Members the JSON prints that the text of the same version does not (legacy names): kept in `raw` only. */
  jsonOnly?: readonly string[];
  /** Unknown members go to this table (one table of an item's rows has it), under their own name, or `%` + it with `percentRest`. */
  rest?: boolean;
  percentRest?: boolean;
  /** Two members name one column (sysstat renamed them): a row takes the first it has. */
  aliases?: boolean;
  /** A member holding `[{"name": N, "value": V}, ...]` (mpstat's interrupts): columns `N/s`. */
  named?: string;
  /** Columns whose value `""` means "not printed" (mpstat -T's CORE SOCK NODE of the `all` row): null. */
  blankIsNull?: boolean;
}

/** A row as the text would print it: columns, values as printed (null: not printed), their offsets. */
export interface JsonTableRow {
  columns: string[];
  values: (string | null)[];
  valueOffsets: number[];
  keyIndex?: number;
  jsonOnly?: Record<string, string>;
}

/** The tables of each activity, by member path (`network/net-dev`), and the activities that group others. */
export interface JsonActivities {
  tables: ReadonlyMap<string, readonly JsonTable[]>;
  groups: ReadonlySet<string>;
  /** The item columns of the tool's text (CPU, IFACE, ...): a row whose first column is one has its key there. */
  keyColumns: ReadonlySet<string>;
  /** Members of a sample that are not activities (`timestamp`). */
  skip: ReadonlySet<string>;
}

/** An activity the format does not know: its members as columns of their own names (section `unknown`). */
const UNKNOWN_ACTIVITY: readonly JsonTable[] = [{ columns: [], rest: true }];

/** The rows of a sample's complete activities (an object or array the input ends inside is left out). */
export function sampleRows(sample: JsonObject, activities: JsonActivities): JsonTableRow[] {
  const rows: JsonTableRow[] = [];
  for (let k = 0; k < sample.keys.length; k++) {
    const key = sample.keys[k]!;
    const value = sample.values[k]!;
    if (activities.skip.has(key) || !complete(value)) continue;
    if (activities.groups.has(key) && value.type === "object") {
      for (let j = 0; j < value.keys.length; j++) if (complete(value.values[j]!)) activityRows(`${key}/${value.keys[j]}`, value.values[j]!, activities, rows);
    } else activityRows(key, value, activities, rows);
  }
  return rows;
}

function activityRows(path: string, value: JsonValue, activities: JsonActivities, into: JsonTableRow[]): void {
  const tables = activities.tables.get(path) ?? UNKNOWN_ACTIVITY;
  const items = value.type === "array" ? value.items : [value];
  for (const item of items) {
    if (item.type === "object") {
      if (item.closed) rowsOf(tables, item, activities.keyColumns, into);
    } else if (item.type !== "array" && value.type !== "array") {
      // a scalar activity (a future version's): one column of its own name
      into.push({ columns: [path.replace(/^.*\//, "")], values: [item.text], valueOffsets: [item.offset] });
    }
  }
}

function rowsOf(tables: readonly JsonTable[], item: JsonObject, keyColumns: ReadonlySet<string>, into: JsonTableRow[]): void {
  const { plans, values: members } = plansOf(tables, item, keyColumns);
  for (const plan of plans) {
    const t = plan.table;
    const n = plan.at.length;
    const values: (string | null)[] = new Array(n);
    const offsets: number[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const v = members[plan.at[i]!]!;
      values[i] = t.blankIsNull && v.text === "" && i >= plan.start && i < plan.restFrom ? null : v.text;
      offsets[i] = v.offset;
    }
    let columns = plan.columns;
    if (t.named !== undefined) {
      const cols = [...columns];
      const k = item.keys.indexOf(t.named);
      const list = k === -1 ? undefined : item.values[k];
      if (list?.type === "array") {
        for (const pair of list.items) {
          if (pair.type !== "object" || !pair.closed) continue;
          const n = pair.keys.indexOf("name");
          const v = pair.keys.indexOf("value");
          const name = n === -1 ? undefined : pair.values[n];
          const value = v === -1 ? undefined : pair.values[v];
          if (name === undefined || value === undefined || name.type === "object" || name.type === "array" || value.type === "object" || value.type === "array") continue;
          cols.push(`${name.text}/s`);
          values.push(value.text);
          offsets.push(value.offset);
        }
      }
      if (cols.length === plan.start) continue;
      columns = columnsOf(t, cols);
    } else if (n === plan.start) continue;
    const row: JsonTableRow = { columns, values, valueOffsets: offsets };
    if (plan.keyed) row.keyIndex = 0;
    if (plan.jsonOnly !== undefined) {
      const only: Record<string, string> = {};
      for (const [m, at] of plan.jsonOnly) only[m] = members[at]!.text;
      row.jsonOnly = only;
    }
    into.push(row);
  }
}

/** What one table makes of an item with given members: its columns and where each column's value is in the item. */
interface TablePlan {
  table: JsonTable;
  /** The row's columns (a named table's rows add theirs), the same array for every item with the same members. */
  columns: string[];
  /** Each column's value: its index in the item's scalar members. */
  at: number[];
  /** The first column after the item column (1 when there is one), and the first of the `rest` table's members. */
  start: number;
  restFrom: number;
  /** Whether the item column is one of the tool's key columns (the row's key). */
  keyed: boolean;
  /** JsonTable.jsonOnly members the item has, and where. */
  jsonOnly: [string, number][] | undefined;
}

/**
 * The tables' plans for an item, and its scalar members (nested objects' flattened with `/`: `io-reads/rtps`; the
 * first of a name printed twice). An item of scalars alone (nearly every one) is its own members, and when its keys
 * are those of the activity's last such item (the rows of one array, sample after sample) the plans are that item's:
 * they are worked out once per activity, not per row.
 */
function plansOf(tables: readonly JsonTable[], item: JsonObject, keyColumns: ReadonlySet<string>): { plans: readonly TablePlan[]; values: readonly JsonScalar[] } {
  const keys = item.keys;
  let flat = true;
  for (const v of item.values) {
    if (v.type === "object" || v.type === "array") {
      flat = false;
      break;
    }
  }
  if (!flat) {
    const values: JsonScalar[] = [];
    const names = new Map<string, number>();
    for (const [name, v] of flatMembers(item)) names.set(name, values.push({ type: "string", ...v }) - 1);
    return { plans: planTables(tables, names, keyColumns), values };
  }
  const last = lastPlans.get(tables);
  if (last !== undefined && sameKeys(last.keys, keys)) return { plans: last.plans, values: item.values as JsonScalar[] };
  const names = new Map<string, number>();
  for (let k = 0; k < keys.length; k++) if (!names.has(keys[k]!)) names.set(keys[k]!, k);
  const plans = planTables(tables, names, keyColumns);
  lastPlans.set(tables, { keys, plans });
  return { plans, values: item.values as JsonScalar[] };
}

const lastPlans = new WeakMap<readonly JsonTable[], { keys: readonly string[]; plans: readonly TablePlan[] }>();

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Each table's plan for an item whose members are `names` (a table without its item member makes no row). */
function planTables(tables: readonly JsonTable[], names: ReadonlyMap<string, number>, keyColumns: ReadonlySet<string>): TablePlan[] {
  const used = usedMembers(tables);
  const plans: TablePlan[] = [];
  for (const t of tables) {
    const cols: string[] = [];
    const at: number[] = [];
    if (t.item) {
      const key = names.get(t.item[0]);
      if (key === undefined) continue;
      cols.push(t.item[1]);
      at.push(key);
    }
    const start = cols.length;
    for (const [m, col] of t.columns) {
      const v = names.get(m);
      if (v === undefined || (t.aliases && cols.includes(col))) continue;
      cols.push(col);
      at.push(v);
    }
    const restFrom = cols.length;
    if (t.rest) {
      for (const [m, v] of names) {
        if (used.has(m)) continue;
        cols.push(t.percentRest ? `%${m}` : m);
        at.push(v);
      }
    }
    let jsonOnly: [string, number][] | undefined;
    for (const m of t.jsonOnly ?? []) {
      const v = names.get(m);
      if (v !== undefined) (jsonOnly ??= []).push([m, v]);
    }
    plans.push({ table: t, columns: t.named !== undefined ? cols : columnsOf(t, cols), at, start, restFrom, keyed: t.item !== undefined && keyColumns.has(t.item[1]), jsonOnly });
  }
  // An item that no table makes a row of (it lacks every table's item member: a version's new item name) is read as
  // an unknown activity's, its members under their own names, rather than left out in silence.
  if (plans.length === 0 && tables !== UNKNOWN_ACTIVITY) return planTables(UNKNOWN_ACTIVITY, names, keyColumns);
  return plans;
}

/** Whether a value is complete (an object or array the input ends inside is not). */
function complete(value: JsonValue): boolean {
  return (value.type !== "object" && value.type !== "array") || value.closed;
}

/**
 * The column list of a table's row, shared with the table's previous row when it is the same (the row-report reader
 * works a header out once per array, and the rows of one table nearly always have the same members).
 */
const lastColumns = new WeakMap<JsonTable, string[]>();

function columnsOf(table: JsonTable, columns: string[]): string[] {
  const last = lastColumns.get(table);
  if (last !== undefined && last.length === columns.length && last.every((c, i) => c === columns[i])) return last;
  lastColumns.set(table, columns);
  return columns;
}

/** The members the tables of an activity name (item, columns, named list, JSON-only): others are the `rest` table's. */
const usedOf = new WeakMap<readonly JsonTable[], ReadonlySet<string>>();

function usedMembers(tables: readonly JsonTable[]): ReadonlySet<string> {
  let used = usedOf.get(tables);
  if (used === undefined) {
    const set = new Set<string>();
    for (const t of tables) {
      if (t.item) set.add(t.item[0]);
      for (const [m] of t.columns) set.add(m);
      for (const m of t.jsonOnly ?? []) set.add(m);
      if (t.named !== undefined) set.add(t.named);
    }
    usedOf.set(tables, (used = set));
  }
  return used;
}
