/**
 * The report's columns, shared by every output: a column appears in the Markdown and HTML tables only when some
 * row has a value for it; CSV always has them all (empty cells for absent values).
 */
import type { ReportRow } from "./rows.js";

export interface Column {
  /** Header in the Markdown and HTML tables. */
  title: string;
  /** Header in CSV (camelCase, like the JSON keys). */
  csv: string;
  /** The raw value (CSV, JSON): a number, a string, or undefined when absent. */
  value: (row: ReportRow) => number | string | undefined;
  /** How the tables show it. */
  display: (row: ReportRow) => string;
  /** Right-aligned in tables. */
  numeric: boolean;
}

const MIB = 1024 * 1024;
const fixed = (digits: number) => (v: number | string | undefined): string => (typeof v === "number" ? v.toFixed(digits) : (v ?? "-"));

/**
 * A latency as the tables show it: 3 significant digits, and every digit of its whole part (a latency of 1234 ms
 * keeps its 4), so that a fraction of a millisecond is not rounded to 0.
 *
 * @example
 * latencyText(0.024)    //=> "0.024"
 * latencyText(0.02449)  //=> "0.0245"
 * latencyText(5.678)    //=> "5.68"
 * latencyText(1234.5)   //=> "1235"
 * latencyText(0)        //=> "0"
 */
export function latencyText(ms: number): string {
  if (!Number.isFinite(ms)) return String(ms);
  if (Math.abs(ms) >= 100) return String(Math.round(ms));
  return String(Number(ms.toPrecision(3)));
}
const latency = (v: number | string | undefined): string => (typeof v === "number" ? latencyText(v) : (v ?? "-"));

/** The percentiles shown in the tables (all of ab's go to CSV and JSON). */
export const TABLE_PERCENTILES = [50, 90, 99];
export const CSV_PERCENTILES = [50, 66, 75, 80, 90, 95, 98, 99, 100];

const percentile = (p: number) => (row: ReportRow): number | undefined => {
  const hit = row.latencyPercentiles?.find((x) => x.percent === p);
  return hit?.ms ?? undefined;
};

function col(title: string, csv: string, value: Column["value"], display: (v: number | string | undefined) => string, numeric = true): Column {
  return { title, csv, value, display: (row) => display(value(row)), numeric };
}

export function allColumns(): Column[] {
  return [
    col("Target", "target", (r) => r.target, (v) => String(v ?? "-"), false),
    col("Concurrency", "concurrency", (r) => r.concurrency ?? undefined, fixed(0)),
    col("Runs", "runs", (r) => r.runs, fixed(0)),
    col("Tool", "tool", (r) => r.tool, (v) => String(v ?? "-"), false),
    col("Requests/s", "requestsPerSecond", (r) => r.requestsPerSecond, fixed(2)),
    col("Requests", "requests", (r) => r.requests, fixed(0)),
    col("Successful", "successful", (r) => r.successful, fixed(0)),
    col("Failed", "failed", (r) => r.failed, fixed(0)),
    col("Failure rate", "failureRate", (r) => r.failureRate, (v) => (typeof v === "number" ? `${(v * 100).toFixed(2)}%` : "-")),
    ...CSV_PERCENTILES.map((p) => col(`p${p} (ms)`, `p${p}Ms`, percentile(p), latency)),
    col("CPU user %", "cpuUserPercent", (r) => r.cpuUserPercent, fixed(2)),
    col("CPU samples", "cpuSamples", (r) => r.cpuSamples, fixed(0)),
    col("Memory used (MiB)", "memUsedBytes", (r) => r.memUsedBytes, (v) => (typeof v === "number" ? (v / MIB).toFixed(2) : "-")),
    col("Memory samples", "memSamples", (r) => r.memSamples, fixed(0)),
    col("URL", "url", (r) => r.url, (v) => String(v ?? "-"), false),
  ];
}

/** The columns of the Markdown and HTML tables for these rows. */
export function tableColumns(rows: ReportRow[]): Column[] {
  const has = (c: Column): boolean => rows.some((r) => c.value(r) !== undefined);
  return allColumns().filter((c) => {
    if (c.csv === "runs") return rows.some((r) => r.runs > 1);
    if (c.csv === "tool") return new Set(rows.map((r) => r.tool)).size > 1;
    if (/^p\d+Ms$/.test(c.csv)) return TABLE_PERCENTILES.includes(Number(c.csv.slice(1, -2))) && has(c);
    if (c.csv === "requests" || c.csv === "cpuSamples" || c.csv === "memSamples" || c.csv === "url") return false;
    if (c.csv === "target" || c.csv === "concurrency") return true;
    return has(c);
  });
}
