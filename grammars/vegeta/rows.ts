import type { Printed, VegetaLine } from "./parser.js";
import * as T from "./tokens.js";
import { readLines } from "../kit/hand.js";
import { lineLexer, scratchTokens, type LineMode } from "../kit/line-lexer.js";

/**
 * `vegeta report`'s lines as the grammar reads them (VegetaParser.document), read by hand where they are lines of
 * printable ASCII, spaces and tabs: such a line is cut into the tokens the lexer reads there
 * (grammars/kit/line-lexer.ts) and shaped as the parser shapes it (a report row, `Error Set:`, the histogram's header
 * and buckets, any other line). Blank lines give nothing, as in the grammar. Every other line (characters outside
 * printable ASCII) is left to the grammar, which reads the text with the hand-read lines blanked (same offsets).
 * test/vegeta/rows.test.ts pins this to the grammar over every sample and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 */
export function vegetaLines(text: string, grammar: (text: string) => VegetaLine[]): VegetaLine[] {
  return readLines(text, readLine, grammar);
}

/** A character of the grammar's Word token, for printable ASCII: not `,` `[` `]`. */
const isWordChar = (c: number): boolean => c >= 0x21 && c <= 0x7e && c !== 44 && c !== 91 && c !== 93;

/** The lexer's tokens, by hand (grammars/kit/line-lexer.ts): vegeta's have no number token, its values are words. */
export const VEGETA_LINE_MODE: LineMode = {
  tokens: T.lexerDefinition.slice(2),
  number: T.Word,
  word: T.Word,
  isWordChar,
};
const tokenize = lineLexer(VEGETA_LINE_MODE);

/** One line's tokens (scratch lists), and what the reader asks of them. */
const { tokens, is, printedAt } = scratchTokens();
const { types, starts, ends } = tokens;

const ROW_NAMES = new Set(T.lexerDefinition.filter((t) => t.CATEGORIES?.includes(T.RowName)));

/**
 * Reads the line text[from, to) into `rows` (nothing for a blank line, as the grammar): true, or false when the line
 * is not of a form read by hand (the grammar reads it).
 */
function readLine(text: string, from: number, to: number, rows: VegetaLine[]): boolean {
  if (!tokenize(text, from, to, tokens)) return false;
  const n = tokens.count;
  if (n === 0) return true;
  const first = types[0]!;
  const offset = starts[0]!;
  if (ROW_NAMES.has(first) && is(1, T.LBracket)) {
    const names: string[] = [];
    let k = 2;
    for (; is(k, T.Word); k++) {
      names.push(text.slice(starts[k], ends[k]));
      if (is(k + 1, T.Comma)) k++;
    }
    const closed = is(k, T.RBracket);
    if (closed) k++;
    const values: Printed[] = [];
    for (; k < n; k++) if (types[k] !== T.Comma) values.push(printedAt(text, k));
    rows.push({ kind: "row", offset, name: text.slice(starts[0], ends[0]), names, closed, values });
  } else if (first === T.ErrorSet) rows.push({ kind: "errorSet", offset });
  else if (first === T.Bucket) {
    const words: string[] = [];
    for (let k = 1; k < n; k++) words.push(text.slice(starts[k], ends[k]));
    rows.push({ kind: "histogramHeader", offset, words });
  } else if (first === T.LBracket && is(1, T.Word)) {
    const line: VegetaLine = { kind: "bucket", offset, lo: printedAt(text, 1), closed: false };
    let k = 2;
    if (is(k, T.Comma)) {
      k++;
      if (is(k, T.Word)) line.hi = printedAt(text, k++);
    }
    if (is(k, T.RBracket)) {
      line.closed = true;
      k++;
    }
    if (is(k, T.Word)) line.count = printedAt(text, k++);
    if (is(k, T.Word)) line.share = printedAt(text, k);
    rows.push(line);
  } else rows.push({ kind: "other", offset });
  return true;
}
