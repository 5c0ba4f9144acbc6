import { roleOfLabel } from "./labels.js";
import { detectHead } from "../../kit/detect.js";


const ENGLISH_HEADER = /^[ \t]*total[ \t]+used[ \t]+free[ \t]+shared[ \t]+(?:buffers[ \t]+cached|buff\/cache[ \t]+available|buffers[ \t]+cache[ \t]+available|buffers)[ \t]*$/;
const VALUE = String.raw`-?\d+(?:[.,]\d+)?(?:B|[KMGTPE]i?)?`;
const VALUE_ONLY = new RegExp(`^${VALUE}$`);
const LINE_MODE = new RegExp(String.raw`^SwapUse[ \t]+${VALUE}[ \t]+CachUse[ \t]+${VALUE}[ \t]+MemUse[ \t]+${VALUE}[ \t]+MemFree[ \t]+${VALUE}[ \t]*$`);

/**
 * Scores text as free output: a column header (English, or any words) directly followed by a Mem row whose label is
 * one free prints (in any language procps ships) and 5 to 7 values; or a `free -L` line. Other tools' tables fail the
 * Mem label test. A Mem row with a mistyped value (`24684O96`: a word with a digit, as the grammar reads it) still
 * counts when most of its values are numbers, with a lower score, so that the parse can say where the typo is.
 */
export function detectFree(text: string): number {
  // Zero-width blanks a paste may carry (U+200B-U+200D, U+2060, U+FEFF) are blanks to the lexer too.
  const lines = detectHead(text, 16 * 1024).replace(/[\u200b-\u200d\u2060\ufeff]/g, "").split("\n", 40);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (LINE_MODE.test(line)) return 0.9;
    const next = lines[i + 1];
    if (next === undefined || !/\S/.test(line) || /\d/.test(line)) continue;
    const mem = memRow(next);
    if (mem === undefined) continue;
    const english = ENGLISH_HEADER.test(line);
    if (mem === "clean") return english ? 1 : 0.9;
    return english ? 0.8 : 0.7;
  }
  return 0;
}

/**
 * Whether a line is a Mem row, split as the grammar splits rows: the label is the words before the first number,
 * less any words with a digit at its end; then 5 to 7 values. `clean` when all are numbers, `mistyped` when more
 * than half are and the others have a digit (`24684O96`), else undefined.
 */
function memRow(line: string): "clean" | "mistyped" | undefined {
  const words = line.trim().split(/[ \t\u00a0\u3000]+/);
  let labelEnd = words.findIndex((w) => VALUE_ONLY.test(w));
  if (labelEnd === -1) return undefined;
  while (labelEnd > 1 && /\d/.test(words[labelEnd - 1]!)) labelEnd--;
  if (labelEnd === 0 || roleOfLabel(words.slice(0, labelEnd).join(" ")) !== "mem") return undefined;
  const cells = words.slice(labelEnd);
  if (cells.length < 5 || cells.length > 7) return undefined;
  const numbers = cells.filter((c) => VALUE_ONLY.test(c)).length;
  if (numbers === cells.length) return "clean";
  return numbers * 2 > cells.length && cells.every((c) => VALUE_ONLY.test(c) || /\d/.test(c)) ? "mistyped" : undefined;
}
