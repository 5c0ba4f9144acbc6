/** Damage that copy and paste does to tool output, applied to real samples (see the issue's list). */
import { isFormatName } from "../../src/formats/index.js";

export const lines = (text: string): string[] => text.replace(/\n$/, "").split("\n");

/** Windows line ends. */
export const crlf = (text: string): string => text.replace(/\n/g, "\r\n");
/** A blank line after every line (seeds 002, 004). */
export const blankAfterEveryLine = (text: string): string => lines(text).map((l) => `${l}\n\n`).join("");
/** GitHub Actions timestamps in front of every line. */
export const ciIso = (text: string): string => lines(text).map((l, i) => `2026-11-30T15:27:${String(10 + (i % 50)).padStart(2, "0")}.1234567Z ${l}`).join("\n") + "\n";
/** `[HH:MM:SS] ` in front of every line. */
export const ciClock = (text: string): string => lines(text).map((l, i) => `[12:00:${String(i % 60).padStart(2, "0")}] ${l}`).join("\n") + "\n";
/** Inside a Markdown write-up: heading, prose, a fenced block. */
export const markdownFence = (text: string): string => `# Results\n\nThe run:\n\n\`\`\`console\n${text.replace(/\n$/, "")}\n\`\`\`\n\nThat is all.\n`;
/** Inside an HTML page: a <pre> block with entities. */
export const htmlPre = (text: string): string =>
  `<!DOCTYPE html>\n<html><body>\n<h1>Results</h1>\n<p>The&nbsp;run:</p>\n<pre>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\n$/, "")}</pre>\n<p>That is all.</p>\n</body></html>\n`;
/** A commentary line put between two output lines, after line `after` (1-based) of the output. */
export const commentary = (text: string, after: number): string => {
  const ls = lines(text);
  return [...ls.slice(0, after), "//说明: 这是作者的注释 (the author's note)", ...ls.slice(after)].join("\n") + "\n";
};
/** The whole output joined into one Markdown table cell, blank lines dropped, lines joined by a space. */
export const tableCell = (text: string, command?: string): string =>
  `| ${command ? `${command} | ` : ""}${lines(text)
    .filter((l) => l.trim() !== "")
    .map((l) => l.trim().replace(/\s+/g, " "))
    .join(" ")} |\n`;

/** describe.skipIf condition with a visible reason for formats other helpers are still writing. */
export const missingFormat = (name: string): boolean => {
  const missing = !isFormatName(name);
  if (missing) console.warn(`[benchparse tests] format "${name}" is not registered yet: its extract/report tests are skipped`);
  return missing;
};
