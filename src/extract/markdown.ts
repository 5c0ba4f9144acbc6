/**
 * Markdown structure that gets in the way of the tools' output: code fences (removed, the lines inside kept),
 * headings (section boundaries, used to link monitoring output to the load test it was captured with), and table
 * rows (`| cell | cell |`), whose cells are separate pieces of text.
 */
import type { SourceLine } from "./lines.js";
import { isCommandLine } from "../api/command-line.js";

const FENCE = /^\s{0,3}(```+|~~~+)[^`]*$/;
const ATX_HEADING = /^\s{0,3}#{1,6}\s+\S/;
const SETEXT_UNDERLINE = /^\s{0,3}=+\s*$/;

/**
 * Marks fences (their text becomes empty) and headings. A `# ` line that is a shell command (`# ab -n 10 ...`, a
 * root prompt) or that a format prints (`printed`: sadf -d's `# hostname;...`) is not a heading, nor is anything
 * inside a fence.
 */
export function markMarkdown(lines: SourceLine[], printed: (text: string) => boolean = () => false): SourceLine[] {
  let inFence = false;
  return lines.map((l, i) => {
    if (FENCE.test(l.text)) {
      inFence = !inFence;
      return { ...l, text: "", fence: true };
    }
    if (inFence) return l;
    if (ATX_HEADING.test(l.text) && !isCommandLine(l.text) && !printed(l.text)) return { ...l, heading: true };
    if (SETEXT_UNDERLINE.test(l.text) && i > 0 && lines[i - 1]!.text.trim() !== "" && !closesBox(lines, i)) return { ...l, heading: true };
    return l;
  });
}

/** How many lines back a box of `=` rules is looked for. */
const MAX_BOX_LINES = 12;

/**
 * True when the `=` line at `i` closes a box: the paragraph it would underline starts with an `=` rule of its own
 * (`====` / `WARNING: ...` / `====`, a tool's notice), which Markdown would read as a heading of the whole box.
 */
function closesBox(lines: readonly SourceLine[], i: number): boolean {
  for (let k = i - 1; k >= 0 && i - k <= MAX_BOX_LINES; k--) {
    const text = lines[k]!.text;
    if (text.trim() === "") return false;
    if (SETEXT_UNDERLINE.test(text) && (k === 0 || lines[k - 1]!.text.trim() === "")) return true;
  }
  return false;
}

/** A table's delimiter row: `|---|:---:|`. */
const DELIMITER_ROW = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/**
 * The cells of a Markdown table row (a line that starts with `|`), trimmed, empty ones dropped; undefined for a
 * line that is not a table row, [] for a delimiter row. A `|` counts as a cell border only with a blank (or the
 * line's end) on both sides, so a shell pipe written `cmd |grep x` stays inside its cell.
 *
 * @example
 * tableCells("| $ ab -n 10 http://h/ | Requests per second: 5 |") //=> ["$ ab -n 10 http://h/", "Requests per second: 5"]
 */
export function tableCells(text: string): string[] | undefined {
  if (!/^\s*\|/.test(text)) return undefined;
  if (DELIMITER_ROW.test(text)) return [];
  const body = text.replace(/^\s*\|/, "");
  return body
    .split(/(?<=^|\s)\|(?=\s|$)/)
    .map((c) => c.trim())
    .filter((c) => c !== "");
}
