/**
 * The cells a sysstat row report printed (sar, mpstat, pidstat), read from `raw: true` beside the normalized
 * records: the oracle for tests of what a record's typed fields (or an output made from them) say in the column's
 * own unit. Normalized records carry each value once (#41), so the printed text is taken from the raw records, whose
 * rows are the normalized sample and summary rows one to one, in order.
 */
import type { ColumnRow } from "../../src/formats/sysstat/columns.js";
import { unitBytes } from "../../src/formats/sysstat/cells.js";
import { expandGroup } from "../../src/formats/sysstat/row-group.js";
import { SAR_INTERRUPTS } from "../../src/formats/sar/spec.js";
import { safeKey } from "../../src/normalize/safe-key.js";
import { parse } from "../../src/index.js";

type RawRow = { kind: string; columns: string[]; values: (string | null)[]; keyIndex?: number };

/**
 * The sample and summary records as the raw rows they were made of, one to one and in order: a record folded from a
 * sample's rows (sar's interrupts: src/formats/sysstat/row-group.ts) is expanded back into its rows, in the order the
 * raw rows print its items (expandGroup). The other records are themselves.
 */
export function asPrintedRows<R>(records: readonly R[], raw: readonly RawRow[]): R[] {
  const rows = (raw as RawRow[]).filter((r) => r.kind === "row");
  const out: R[] = [];
  for (const rec of records) {
    const kind = (rec as { kind?: string }).kind;
    if (kind !== "sample" && kind !== "summary") continue;
    const spec = SAR_INTERRUPTS;
    const byItem = (rec as Record<string, unknown>)[spec.field];
    if ((rec as { section?: string }).section === spec.section && byItem !== null && typeof byItem === "object") {
      const all = new Set(expandGroup(rec as Record<string, unknown>, spec)!.map((r) => r.key as string));
      const items = rows.slice(out.length, out.length + all.size).map((r) => safeKey(r.keyIndex === undefined ? "" : (r.values[r.keyIndex] ?? "")));
      out.push(...(expandGroup(rec as Record<string, unknown>, spec, items) as R[]));
    } else out.push(rec);
  }
  return out;
}

/**
 * A function from a normalized row record of `text` to its printed cells as numbers, by printed column name (a cell
 * that is not a plain number, `-` or `1.4G`, is absent).
 */
export function printedCells(text: string, format: "sar" | "mpstat" | "pidstat", records: readonly unknown[]): (record: unknown) => Record<string, number> {
  const raw = (parse(text, { format, raw: true }) as unknown as RawRow[]).filter((r) => r.kind === "row");
  const rows = asPrintedRows(records, raw);
  if (raw.length !== rows.length) throw new Error(`raw rows ${raw.length} != records ${rows.length}`);
  const byRecord = new Map<unknown, Record<string, number>>();
  rows.forEach((rec, i) => {
    const cells: Record<string, number> = {};
    raw[i]!.columns.forEach((col, k) => {
      const v = raw[i]!.values[k];
      if (typeof v === "string" && /^-?\d+(?:[.,]\d+)?$/.test(v)) cells[col] = Number(v.replace(",", "."));
    });
    byRecord.set(rec, cells);
  });
  return (record) => byRecord.get(record) ?? {};
}

/**
 * A normalized record's value of a printed column, in the column's own unit: its `otherColumns` entry, or the typed
 * field of the column's table row (`rows`: the format's column table) divided by the column's unit (a power of two:
 * exact), or undefined.
 */
export function inColumnUnit(record: object, rows: readonly ColumnRow[], col: string): number | undefined {
  const other = (record as { otherColumns?: Record<string, unknown> }).otherColumns?.[col];
  if (other !== undefined) return typeof other === "number" ? other : undefined;
  const row = rows.find((r) => r[0] === col);
  if (row === undefined) return undefined;
  const v = (record as Record<string, unknown>)[row[1]];
  return typeof v === "number" ? v / (unitBytes(col, row[2]) ?? 1) : undefined;
}
