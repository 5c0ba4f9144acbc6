import { roleOfLabel } from "./labels.js";

/** How much of the input the detector looks at. */
const DETECT_WINDOW = 16 * 1024;

const ENGLISH_HEADER = /^[ \t]*total[ \t]+used[ \t]+free[ \t]+shared[ \t]+(?:buffers[ \t]+cached|buff\/cache[ \t]+available|buffers[ \t]+cache[ \t]+available|buffers)[ \t]*$/;
const VALUE = String.raw`-?\d+(?:[.,]\d+)?(?:B|[KMGTPE]i?)?`;
const ROW = new RegExp(String.raw`^[ \t]*(\S.*?)[ \t]+(${VALUE}(?:[ \t]+${VALUE}){4,6})[ \t]*$`);
const LINE_MODE = new RegExp(String.raw`^SwapUse[ \t]+${VALUE}[ \t]+CachUse[ \t]+${VALUE}[ \t]+MemUse[ \t]+${VALUE}[ \t]+MemFree[ \t]+${VALUE}[ \t]*$`);

/**
 * Scores text as free output: a column header (English, or any words) directly followed by a Mem row whose label is
 * one free prints (in any language procps ships) and 5 to 7 values; or a `free -L` line. Other tools' tables fail the
 * Mem label test.
 */
export function detectFree(text: string): number {
  // Zero-width blanks a paste may carry (U+200B-U+200D, U+2060, U+FEFF) are blanks to the lexer too.
  const lines = text.slice(0, DETECT_WINDOW).replace(/[\u200b-\u200d\u2060\ufeff]/g, "").split("\n", 40);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (LINE_MODE.test(line)) return 0.9;
    const next = lines[i + 1];
    if (next === undefined || !/\S/.test(line) || /\d/.test(line)) continue;
    const row = ROW.exec(next);
    if (!row || roleOfLabel(row[1]!) !== "mem") continue;
    return ENGLISH_HEADER.test(line) ? 1 : 0.9;
  }
  return 0;
}
