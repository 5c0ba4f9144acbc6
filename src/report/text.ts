/** The report as a Markdown table (for pasting into a write-up) and as CSV (RFC 4180). */
import { allColumns, tableColumns } from "./columns.js";
import type { ReportRow } from "./rows.js";

const escapeCell = (s: string): string => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function toMarkdown(rows: ReportRow[], notes: string[]): string {
  const cols = tableColumns(rows);
  const lines = [
    `| ${cols.map((c) => escapeCell(c.title)).join(" | ")} |`,
    `| ${cols.map((c) => (c.numeric ? "---:" : "---")).join(" | ")} |`,
    ...rows.map((r) => `| ${cols.map((c) => escapeCell(c.display(r))).join(" | ")} |`),
  ];
  if (notes.length) lines.push("", ...notes.map((n) => `- ${n}`));
  return `${lines.join("\n")}\n`;
}

const csvField = (v: number | string | undefined): string => {
  if (v === undefined) return "";
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function toCsv(rows: ReportRow[]): string {
  const cols = allColumns();
  const lines = [cols.map((c) => c.csv).join(","), ...rows.map((r) => cols.map((c) => csvField(c.value(r))).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
