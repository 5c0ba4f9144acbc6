import { formats, isFormatName } from "../formats/index.js";

type Row = Record<string, unknown>;

/**
 * Rows for CSV output. A format may say how its records become rows (`csvRows` in its module: top gives one row per
 * process, the frame's fields repeated); otherwise each record is one row. Either way the rows are flattened
 * (`flatten`): no cell holds JSON.
 */
export function csvRows(records: readonly unknown[]): Row[] {
  const rows: Row[] = [];
  for (const record of records) {
    const format = (record as { format?: unknown } | null)?.format;
    const def = typeof format === "string" && isFormatName(format) ? (formats[format] as { csvRows?: (r: unknown) => Row[] }) : undefined;
    if (def?.csvRows) for (const r of def.csvRows(record)) rows.push(flatten(r));
    else rows.push(flatten(record as Row));
  }
  return rows;
}

/**
 * One CSV row of a record, no JSON in any cell: nested objects get dotted names (`gauges.activeConnections`); a
 * percentile table (objects with a `percent`) one column per percentile and value (`percentiles.p50Ms`,
 * `percentiles.p99Ms`); a list of values one cell, joined with "; "; a list of other objects numbered names
 * (`errors.0.message`).
 *
 * @example
 * flatten({ a: { b: 1 }, percentiles: [{ percent: 50, ms: 2 }], warnings: ["x", "y"] })
 * //=> { "a.b": 1, "percentiles.p50Ms": 2, warnings: "x; y" }
 */
export function flatten(value: Row, prefix = "", out: Row = {}): Row {
  for (const [key, v] of Object.entries(value)) put(v, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

function put(v: unknown, name: string, out: Row): void {
  if (Array.isArray(v)) putList(v, name, out);
  else if (v !== null && typeof v === "object") flatten(v as Row, name, out);
  else out[name] = v;
}

function putList(list: unknown[], name: string, out: Row): void {
  if (list.every((e) => e === null || typeof e !== "object")) {
    out[name] = list.map((e) => (e === null ? "" : String(e))).join("; ");
    return;
  }
  const isPercentile = (e: unknown): e is Row => e !== null && typeof e === "object" && !Array.isArray(e) && typeof (e as Row).percent === "number";
  if (list.every(isPercentile)) {
    for (const { percent, ...values } of list) {
      for (const [k, v] of Object.entries(values)) put(v, `${name}.p${String(percent)}${k.charAt(0).toUpperCase()}${k.slice(1)}`, out);
    }
    return;
  }
  list.forEach((e, i) => put(e, `${name}.${i}`, out));
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
