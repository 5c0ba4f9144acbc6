import { formats, isFormatName } from "../formats/index.js";

type Row = Record<string, unknown>;

/**
 * Rows for CSV output. A format may say how its records become rows (`csvRows` in its module: ab gives one row per
 * percentile of each run); otherwise each record is one row, nested objects flattened with dotted names
 * (`gauges.activeConnections`) and arrays written as JSON in one cell.
 */
export function csvRows(records: readonly unknown[]): Row[] {
  const rows: Row[] = [];
  for (const record of records) {
    const format = (record as { format?: unknown } | null)?.format;
    const def = typeof format === "string" && isFormatName(format) ? (formats[format] as { csvRows?: (r: unknown) => Row[] }) : undefined;
    if (def?.csvRows) rows.push(...def.csvRows(record).map((r) => flatten(r)));
    else rows.push(flatten(record as Row));
  }
  return rows;
}

/** `{ a: { b: 1 }, c: [1, 2] }` to `{ "a.b": 1, c: "[1,2]" }`. */
export function flatten(value: Row, prefix = "", out: Row = {}): Row {
  for (const [key, v] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (v !== null && typeof v === "object" && !Array.isArray(v)) flatten(v as Row, name, out);
    else out[name] = Array.isArray(v) ? JSON.stringify(v) : v;
  }
  return out;
}

/**
 * RFC 4180 CSV: a header row with every field name (in order of first appearance), then one row per record, CRLF
 * line ends, fields quoted when they hold a comma, quote, CR or LF. Absent values are empty; null is empty too.
 *
 * @example
 * toCsv([{ a: 1, b: "x,y" }, { a: 2, c: true }]) //=> 'a,b,c\r\n1,"x,y",\r\n2,,true\r\n'
 */
export function toCsv(rows: readonly Row[]): string {
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) if (!seen.has(key)) (seen.add(key), columns.push(key));
  const cell = (v: unknown): string => {
    if (v === undefined || v === null) return "";
    const s = typeof v === "string" ? v : typeof v === "object" ? JSON.stringify(v) : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [columns.map(cell).join(","), ...rows.map((row) => columns.map((c) => cell(row[c])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
