import { LABELS, subsetOf, TITLES, type OhaLine } from "./parser.js";
import * as T from "./tokens.js";
import { readLines } from "../kit/hand.js";
import { lineLexer, scratchTokens, type LineMode } from "../kit/line-lexer.js";

/**
 * oha's lines as the grammar reads them (OhaParser.document), the lines of a run's summary read by hand: a line of
 * printable ASCII, spaces and tabs (up to a label that takes the rest of the line: a value's label, `in`, `]`) is cut
 * into the tokens the lexer reads there (grammars/kit/line-lexer.ts), and the lines that start with a section title,
 * a value's label, a histogram bucket (`0.002 [19800] |■■■■`), a percentile (`10.00% in`) or `[` are shaped as the
 * parser shapes them. Blank lines give nothing, as in the grammar. Every other line (other characters, a bucket line
 * the grammar would not read as one, other text) is left to the grammar, which reads the text with the hand-read
 * lines blanked (same offsets). test/oha/rows.test.ts pins this to the grammar over every sample and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 */
export function ohaLines(text: string, grammar: (text: string) => OhaLine[]): OhaLine[] {
  return readLines(text, readLine, grammar);
}

/** A character of the grammar's Word token, for printable ASCII: not `%` `[` `]`. */
const isWordChar = (c: number): boolean => c >= 0x21 && c <= 0x7e && c !== 37 && c !== 91 && c !== 93;

/** The lexer's line mode, by hand (grammars/kit/line-lexer.ts): the labels, `in` and `]` take the rest of the line. */
export const OHA_LINE_MODE: LineMode = {
  tokens: T.lexerDefinition.modes.line.slice(2),
  number: T.Number,
  word: T.Word,
  isWordChar,
  restOfLine: T.RestOfLine,
  restMode: "rest",
};
const tokenize = lineLexer(OHA_LINE_MODE);

/** One line's tokens (scratch lists), and what the reader asks of them. */
const { tokens, is, printedAt } = scratchTokens();
const { types, starts, ends } = tokens;

/**
 * Reads the line text[from, to) into `rows` (nothing for a blank line, as the grammar): true, or false when the line
 * is not of a form read by hand (the grammar reads it).
 */
function readLine(text: string, from: number, to: number, rows: OhaLine[]): boolean {
  if (!tokenize(text, from, to, tokens)) return false;
  const n = tokens.count;
  if (n === 0) return true;
  const first = types[0]!;
  const offset = starts[0]!;
  const title = TITLES.get(first);
  if (title !== undefined) {
    rows.push({ kind: "title", offset, title, subset: subsetOf(text.slice(starts[0], ends[0])) });
    return true;
  }
  const label = LABELS.get(first);
  if (label !== undefined) {
    const line: OhaLine = { kind: "value", offset, label };
    if (is(1, T.RestOfLine)) line.value = printedAt(text, 1);
    rows.push(line);
    return true;
  }
  if (first === T.Number) {
    if (is(1, T.Percent)) {
      const line: OhaLine = { kind: "percentile", offset, percent: printedAt(text, 0) };
      if (is(2, T.In) && is(3, T.RestOfLine)) line.value = printedAt(text, 3);
      rows.push(line);
      return true;
    }
    // a bucket: the mark, its unit's words, then `[` (without it the grammar reads the line, and fails)
    let k = 1;
    while (is(k, T.Number) || is(k, T.Word)) k++;
    if (!is(k, T.LBracket)) return false;
    const line: OhaLine = { kind: "bucket", offset, mark: printedAt(text, 0) };
    if (k > 1) {
      const words: string[] = [];
      for (let u = 1; u < k; u++) words.push(text.slice(starts[u], ends[u]));
      line.unit = words.join(" ");
    }
    k++;
    if (is(k, T.Number)) line.count = printedAt(text, k++);
    if (is(k, T.RBracket) && is(k + 1, T.RestOfLine)) line.bar = text.slice(starts[k + 1], ends[k + 1]);
    rows.push(line);
    return true;
  }
  if (first === T.LBracket) {
    const line: OhaLine = { kind: "bracket", offset };
    let k = 1;
    if (is(k, T.Number)) line.key = printedAt(text, k++);
    if (is(k, T.RBracket) && is(k + 1, T.RestOfLine)) line.rest = printedAt(text, k + 1);
    rows.push(line);
    return true;
  }
  return false;
}
