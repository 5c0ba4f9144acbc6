import { DETAIL_LABELS, SUMMARY_LABELS, TITLES, type HeyLine, type Printed } from "./parser.js";
import * as T from "./tokens.js";
import { readLines } from "../kit/hand.js";
import { lineLexer, scratchTokens, type LineMode } from "../kit/line-lexer.js";

/**
 * hey's lines as the grammar reads them (HeyParser.document), the lines of a run's summary read by hand: a line of
 * printable ASCII, spaces and tabs is cut into the tokens the lexer reads there (grammars/kit/line-lexer.ts), and the
 * lines that start with a section title, a Summary label, a Details label, a histogram bucket (`0.002 [389]`), a
 * percentile (`10%`) or `[` are shaped as the parser shapes them; a histogram bucket with its bars (U+25A0, outside
 * ASCII) is read in the one form hey prints it (`  0.002 [389]\t|■■■■`, blanks and tabs between). Blank lines give
 * nothing, as in the grammar. Every other line (other characters, the usage text and messages, oha's lines, other
 * text) is left to the grammar, which reads the text with the hand-read lines blanked (same offsets).
 * test/hey/rows.test.ts pins this to the grammar over every sample and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 */
export function heyLines(text: string, grammar: (text: string) => HeyLine[]): HeyLine[] {
  return readLines(text, readLine, grammar);
}

/** A character of the grammar's Word token, for printable ASCII: not `%` `,` `[` `]` `|`. */
const isWordChar = (c: number): boolean => c >= 0x21 && c <= 0x7e && c !== 37 && c !== 44 && c !== 91 && c !== 93 && c !== 124;

/** The lexer's line mode, by hand (grammars/kit/line-lexer.ts). */
export const HEY_LINE_MODE: LineMode = {
  tokens: T.lexerDefinition.modes.line.slice(2),
  number: T.Number,
  word: T.Word,
  isWordChar,
  restOfLine: T.RestOfLine,
};
const tokenize = lineLexer(HEY_LINE_MODE);

/** One line's tokens (scratch lists), and what the reader asks of them. */
const { tokens, is, printedAt } = scratchTokens();
const { types, starts, ends } = tokens;

/** Token k is the grammar's `number`: a number, `NaN` or `+Inf`. */
const isNumber = (k: number): boolean => is(k, T.Number) || is(k, T.NaN) || is(k, T.Inf);

/** A histogram bucket with its bars, as hey prints it (`  0.002 [389]\t|■■■■`): mark, count, bars. */
const BUCKET_WITH_BARS = /[ \t]*(\d+(?:\.\d+)?)[ \t]*\[[ \t]*(\d+(?:\.\d+)?)[ \t]*\][ \t]*\|[ \t]*(\u25a0+)[ \t]*/y;

/**
 * Reads the line text[from, to) into `rows` (nothing for a blank line, as the grammar): true, or false when the line
 * is not of a form read by hand (the grammar reads it).
 */
function readLine(text: string, from: number, to: number, rows: HeyLine[]): boolean {
  if (!tokenize(text, from, to, tokens)) return bucketWithBars(text, from, to, rows);
  const n = tokens.count;
  if (n === 0) return true;
  const first = types[0]!;
  const offset = starts[0]!;
  const title = TITLES.get(first);
  if (title !== undefined) {
    rows.push({ kind: "title", offset, title });
    return true;
  }
  const label = SUMMARY_LABELS.get(first);
  if (label !== undefined) {
    const line: HeyLine = { kind: "value", offset, label };
    let k = 1;
    if (isNumber(k)) line.value = printedAt(text, k++);
    if (is(k, T.Secs) || is(k, T.Bytes)) line.unit = text.slice(starts[k], ends[k]);
    rows.push(line);
    return true;
  }
  if (first === T.Number) {
    if (is(1, T.LBracket)) {
      const line: HeyLine = { kind: "bucket", offset, mark: printedAt(text, 0) };
      let k = 2;
      if (is(k, T.Number)) line.count = printedAt(text, k++);
      // (bars are outside ASCII: a line with them is read by bucketWithBars)
      rows.push(line);
      return true;
    }
    if (is(1, T.Percent)) {
      const line: HeyLine = { kind: "percentile", offset, percent: printedAt(text, 0) };
      if (is(2, T.In)) {
        let k = 3;
        if (is(k, T.Number)) line.value = printedAt(text, k++);
        if (is(k, T.Secs)) line.unit = text.slice(starts[k], ends[k]);
      }
      rows.push(line);
      return true;
    }
    return false;
  }
  const detail = DETAIL_LABELS.get(first);
  if (detail !== undefined) {
    const cells: { value: Printed; unit?: string }[] = [];
    for (let k = 1; isNumber(k); ) {
      const cell: { value: Printed; unit?: string } = { value: printedAt(text, k++) };
      if (is(k, T.Secs)) cell.unit = text.slice(starts[k], ends[k++]);
      if (is(k, T.Comma)) k++;
      cells.push(cell);
    }
    rows.push({ kind: "detail", offset, label: detail, cells });
    return true;
  }
  if (first === T.LBracket) {
    const line: HeyLine = { kind: "bracket", offset };
    let k = 1;
    if (is(k, T.Number)) line.key = printedAt(text, k++);
    if (is(k, T.RBracket) && k + 1 < n) line.rest = starts[k + 1]!;
    rows.push(line);
    return true;
  }
  return false;
}

/** A histogram bucket with its bars, the line as a whole (else the grammar reads it). */
function bucketWithBars(text: string, from: number, to: number, rows: HeyLine[]): boolean {
  BUCKET_WITH_BARS.lastIndex = from;
  const m = BUCKET_WITH_BARS.exec(text);
  if (m === null || BUCKET_WITH_BARS.lastIndex !== to) return false;
  const markAt = from + m[0].indexOf(m[1]!);
  const countAt = text.indexOf(m[2]!, markAt + m[1]!.length + 1);
  rows.push({ kind: "bucket", offset: markAt, mark: { text: m[1]!, offset: markAt }, count: { text: m[2]!, offset: countAt }, bars: m[3]!.length });
  return true;
}
