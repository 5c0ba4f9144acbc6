import { safeKey } from "../../normalize/safe-key.js";

/**
 * Rows that make one record together: a section whose rows of one sample (or one statistics label) are one value per
 * item, sar -I's interrupts (`sum`, `24`, ..., `LOC`: a row each, one per interrupt and sample, 40 or more rows a
 * second on a small machine). Their records are folded into one record per sample whose field is a map by item
 * (`interruptsPerSecond: { sum: 5468, "24": 0, LOC: 357 }`), the per-CPU columns (sysstat 12's `CPU0`, `CPU1`) a map
 * per CPU. The cutters keep a sample's rows in one piece (Cut.next), so that a stream folds what the whole text folds.
 */

/** The section whose rows are folded, its item column, its field, and the field of its per-CPU columns. */
export interface RowGroupSpec {
  section: string;
  keyColumn: string;
  field: string;
  cpuField: string;
}

/** What a row record says besides its values: carried by the group (or, for the item, made its maps' keys). */
const META: ReadonlySet<string> = new Set(["format", "kind", "timestamp", "time", "statistic", "label", "section", "keyColumn", "key", "otherColumns", "warnings"]);

/** A per-CPU column of sysstat 12's interrupt table, `CPU0`: the CPU's number. */
const CPU_COLUMN = /^CPU(\d+)$/;

/**
 * The records with each run of `spec.section`'s rows of one sample (same timestamp, or clock) or one statistics row
 * (same label) folded into one record: `spec.field` a map by item, `spec.cpuField` a map by CPU of maps by item,
 * `otherColumns` a map by item of the other columns, the rows' warnings together. An item printed twice in one
 * sample keeps the later row's values, with a warning. The array itself when there is nothing to fold.
 *
 * @example
 * groupRows([
 *   { format: "sar", kind: "sample", timestamp: "2026-12-06T22:34:21", section: "interrupts", key: "sum", interruptsPerSecond: 5468, otherColumns: { CPU0: 132, CPU1: 5336 } },
 *   { format: "sar", kind: "sample", timestamp: "2026-12-06T22:34:21", section: "interrupts", key: "LOC", interruptsPerSecond: 357, otherColumns: { CPU0: 100, CPU1: 257 } },
 * ], { section: "interrupts", keyColumn: "INTR", field: "interruptsPerSecond", cpuField: "cpuInterruptsPerSecond" })
 * //=> [{ format: "sar", kind: "sample", timestamp: "2026-12-06T22:34:21", section: "interrupts",
 * //      interruptsPerSecond: { sum: 5468, LOC: 357 }, cpuInterruptsPerSecond: { 0: { sum: 132, LOC: 100 }, 1: { sum: 5336, LOC: 257 } } }]
 */
export function groupRows(records: Record<string, unknown>[], spec: RowGroupSpec): Record<string, unknown>[] {
  let out: Record<string, unknown>[] | undefined;
  let group: Record<string, unknown> | undefined;
  let groupOf = "";
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    if (r.section !== spec.section || (r.kind !== "sample" && r.kind !== "summary")) {
      if (out !== undefined) out.push(r);
      group = undefined;
      continue;
    }
    out ??= records.slice(0, i);
    const of = r.kind === "sample" ? `s${String(r.timestamp ?? r.time)}` : `a${String(r.label)}`;
    if (group === undefined || of !== groupOf) {
      group = newGroup(r, spec);
      groupOf = of;
      out.push(group);
    }
    addRow(group, r, spec);
  }
  return out ?? records;
}

/** A group's record, in its schema's key order: what the sample or statistics row says, the section, the item map. */
function newGroup(r: Record<string, unknown>, spec: RowGroupSpec): Record<string, unknown> {
  const g: Record<string, unknown> = { format: r.format, kind: r.kind };
  if (r.kind === "sample") {
    if (r.timestamp !== undefined) g.timestamp = r.timestamp;
    if (r.time !== undefined) g.time = r.time;
  } else {
    g.statistic = r.statistic;
    g.label = r.label;
  }
  g.section = r.section;
  // (an item column other than the section's, said by the row: kept, as rows keep it)
  if (r.keyColumn !== undefined) g.keyColumn = r.keyColumn;
  g[spec.field] = {};
  return g;
}

function addRow(g: Record<string, unknown>, r: Record<string, unknown>, spec: RowGroupSpec): void {
  // (an item is a map key: `__proto__` printed as one is kept as `__proto___`, as a column name is)
  const item = safeKey(typeof r.key === "string" ? r.key : "");
  const values = g[spec.field] as Record<string, unknown>;
  if (Object.hasOwn(values, item)) ((g.warnings ??= []) as string[]).push(`${spec.keyColumn} ${item || "(blank)"} is printed twice in this ${r.kind === "sample" ? "sample" : "statistics row"}: the later row's values are kept`);
  if (r[spec.field] !== undefined) values[item] = r[spec.field];
  for (const name in r) {
    if (META.has(name) || name === spec.field) continue;
    // (a typed field other than the section's: a column a later version may map; kept by item as an other column)
    other(g, item)[name] = r[name];
  }
  const cols = r.otherColumns as Record<string, unknown> | undefined;
  if (cols !== undefined) {
    for (const col in cols) {
      const cpu = CPU_COLUMN.exec(col);
      // (a cell that is not a rate, text the row reader kept as printed or a number below 0, stays an other column)
      const v = cols[col];
      if (cpu !== null && ((typeof v === "number" && v >= 0) || v === null)) {
        const byCpu = (g[spec.cpuField] ??= {}) as Record<string, Record<string, unknown>>;
        (byCpu[cpu[1]!] ??= {})[item] = v;
      } else other(g, item)[col] = v;
    }
  }
  // (a warning of every row, sadf -d -h's of its line, once)
  if (r.warnings !== undefined) for (const w of r.warnings as string[]) if (!((g.warnings ??= []) as string[]).includes(w)) (g.warnings as string[]).push(w);
}

/** The group's other columns of one item (`otherColumns: { sum: { ... } }`). */
function other(g: Record<string, unknown>, item: string): Record<string, unknown> {
  const all = (g.otherColumns ??= {}) as Record<string, Record<string, unknown>>;
  return (all[item] ??= {});
}

/**
 * A folded record as the row records it was made of (groupRows' inverse): one per item, in `items`' order (the
 * printed order, when the caller has it) or the maps' order, each with its per-CPU values as `CPU<n>` columns in
 * `otherColumns`. The metric outputs read the interrupts this way (a series per interrupt); the tests pair them with
 * the raw rows. Undefined for a record that is not a folded one.
 *
 * @example
 * expandGroup({ format: "sar", kind: "sample", timestamp: "T", section: "interrupts", interruptsPerSecond: { sum: 5 }, cpuInterruptsPerSecond: { 0: { sum: 2 } } }, SAR_INTERRUPTS)
 * //=> [{ format: "sar", kind: "sample", timestamp: "T", section: "interrupts", key: "sum", interruptsPerSecond: 5, otherColumns: { CPU0: 2 } }]
 */
export function expandGroup(record: Record<string, unknown>, spec: RowGroupSpec, items?: readonly string[]): Record<string, unknown>[] | undefined {
  const byItem = record[spec.field] as Record<string, unknown> | undefined;
  if (record.section !== spec.section || byItem === null || typeof byItem !== "object") return undefined;
  const byCpu = (record[spec.cpuField] ?? {}) as Record<string, Record<string, unknown>>;
  const other = (record.otherColumns ?? {}) as Record<string, Record<string, unknown>>;
  const order = items ?? [...new Set([...Object.keys(byItem), ...Object.values(byCpu).flatMap((m) => Object.keys(m)), ...Object.keys(other)])];
  const rows: Record<string, unknown>[] = [];
  for (const item of order) {
    const row: Record<string, unknown> = {};
    for (const name of ["format", "kind", "timestamp", "time", "statistic", "label", "section", "keyColumn"]) if (record[name] !== undefined) row[name] = record[name];
    row.key = item;
    if (byItem[item] !== undefined) row[spec.field] = byItem[item];
    const columns: Record<string, unknown> = { ...other[item] };
    for (const cpu in byCpu) if (byCpu[cpu]![item] !== undefined) columns[`CPU${cpu}`] = byCpu[cpu]![item];
    if (Object.keys(columns).length > 0) row.otherColumns = columns;
    rows.push(row);
  }
  return rows;
}
