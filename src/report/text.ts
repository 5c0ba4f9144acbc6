/** The report as a Markdown table (for pasting into a write-up) and as CSV (RFC 4180). */
import { csvCell } from "../api/csv.js";
import { escapeControls } from "../kit/errors.js";
import { allColumns, tableColumns } from "./columns.js";
import type { ReportRow } from "./rows.js";

/**
 * A table cell's text as Markdown shows it, whatever the input put in it (a target is the URL the tool printed):
 * line ends as spaces, control characters escaped (escapeControls: no ESC reaches a terminal), HTML's `&`, `<` and `>`
 * as entities (a renderer passes raw HTML through: `<script>` stays text), and Markdown's own characters (`\`, `|`,
 * `*`, `_`, backtick, `[`, `]`, `~`) backslash-escaped, so that a cell is never a link, emphasis or another column.
 *
 * @example
 * markdownCell("evil<script>|*x*") //=> "evil&lt;script&gt;\\|\\*x\\*"
 */
export function markdownCell(s: string): string {
  return escapeControls(s.replace(/\r\n|[\r\n]/g, " "))
    .replace(/[\\`*_[\]|~]/g, "\\$&")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

export function toMarkdown(rows: ReportRow[], notes: string[]): string {
  const cols = tableColumns(rows);
  const lines = [
    `| ${cols.map((c) => markdownCell(c.title)).join(" | ")} |`,
    `| ${cols.map((c) => (c.numeric ? "---:" : "---")).join(" | ")} |`,
    ...rows.map((r) => `| ${cols.map((c) => markdownCell(c.display(r))).join(" | ")} |`),
  ];
  if (notes.length) lines.push("", ...notes.map((n) => `- ${n}`));
  return `${lines.join("\n")}\n`;
}

/** The report as CSV: every column, cells as --csv writes them (csvCell: formulas neutralised, controls escaped). */
export function toCsv(rows: ReportRow[]): string {
  const cols = allColumns();
  const lines = [cols.map((c) => c.csv).join(","), ...rows.map((r) => cols.map((c) => csvCell(c.value(r))).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
