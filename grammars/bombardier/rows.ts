import type { BombardierLine, Printed } from "./parser.js";
import * as T from "./tokens.js";
import { readLines } from "../kit/hand.js";
import { lineLexer, scratchTokens, type LineMode } from "../kit/line-lexer.js";

/**
 * bombardier's lines as the grammar reads them (BombardierParser.document), read by hand: a line of printable ASCII,
 * spaces and tabs is cut into the tokens the lexer reads there (grammars/kit/line-lexer.ts) and shaped as the parser
 * shapes it, the first of the parser's line kinds whose first two tokens fit (intro, progress, `Done!`, the
 * statistics header and rows, the no-data line, a distribution's title and percentiles, `HTTP codes:` and its
 * lines, `Errors:`, `Throughput:`, and any other line). Blank lines give nothing, as in the grammar. A line with
 * characters outside printable ASCII is left to the grammar, which reads the text with the hand-read lines blanked
 * (same offsets). test/bombardier/rows.test.ts pins this to the grammar over every sample and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 */
export function bombardierLines(text: string, grammar: (text: string) => BombardierLine[]): BombardierLine[] {
  return readLines(text, readLine, grammar);
}

/** A character of the grammar's Word token, for printable ASCII: not `%` `,`. */
const isWordChar = (c: number): boolean => c >= 0x21 && c <= 0x7e && c !== 37 && c !== 44;

/** The lexer's line mode, by hand (grammars/kit/line-lexer.ts): `Bombarding` takes the rest of the line anywhere. */
export const BOMBARDIER_LINE_MODE: LineMode = {
  tokens: T.lexerDefinition.modes.line.slice(2),
  number: T.Quantity,
  word: T.Word,
  isWordChar,
  restOfLine: T.RestOfLine,
  restMode: "rest",
};
const tokenize = lineLexer(BOMBARDIER_LINE_MODE);

/** One line's tokens (scratch lists), and what the reader asks of them. */
const { tokens, is, printedAt } = scratchTokens();
const { types, starts } = tokens;

/** Token k, as printed, when it is of type t. */
const optional = (text: string, k: number, t: typeof T.Word): Printed | undefined => (is(k, t) ? printedAt(text, k) : undefined);

/**
 * Reads the line text[from, to) into `rows` (nothing for a blank line, as the grammar): true, or false when the line
 * is not printable ASCII (the grammar reads it).
 */
function readLine(text: string, from: number, to: number, rows: BombardierLine[]): boolean {
  if (!tokenize(text, from, to, tokens)) return false;
  const n = tokens.count;
  if (n === 0) return true;
  const first = types[0]!;
  const offset = starts[0]!;
  let line: BombardierLine;
  if (first === T.Bombarding) {
    const rest = optional(text, 1, T.RestOfLine);
    line = rest ? { kind: "intro", offset, rest } : { kind: "intro", offset };
  } else if (first === T.Bar || (first === T.Quantity && is(1, T.Slash))) {
    let done = false;
    for (let k = first === T.Bar ? 1 : 2; k < n; k++) if (types[k] === T.Done) done = true;
    line = { kind: "progress", offset, done };
  } else if (first === T.Done) line = { kind: "done", offset };
  else if (first === T.Statistics) line = { kind: "statsHeader", offset };
  else if ((first === T.ReqsSec || first === T.Latency) && (is(1, T.Quantity) || is(1, T.NotANumber))) {
    const cells: Printed[] = [];
    for (let k = 1; is(k, T.Quantity) || is(k, T.NotANumber); k++) cells.push(printedAt(text, k));
    line = { kind: "statRow", offset, name: first === T.ReqsSec ? "Reqs/sec" : "Latency", cells };
  } else if (first === T.NoData) {
    const what = optional(text, 1, T.Word);
    line = what ? { kind: "noData", offset, what } : { kind: "noData", offset };
  } else if (first === T.LatencyDistribution) {
    const which = optional(text, 1, T.Word);
    line = which ? { kind: "distributionTitle", offset, which } : { kind: "distributionTitle", offset };
  } else if (first === T.Quantity && is(1, T.Percent)) {
    const value = optional(text, 2, T.Quantity);
    line = value ? { kind: "percentile", offset, percent: printedAt(text, 0), value } : { kind: "percentile", offset, percent: printedAt(text, 0) };
  } else if (first === T.HttpCodes) line = { kind: "httpCodes", offset };
  else if (first === T.CodeClass) {
    const parts: { code: string; value?: Printed }[] = [];
    for (let k = 0; is(k, T.CodeClass); ) {
      const code = text.slice(starts[k], starts[k]! + 3);
      k++;
      const value = is(k, T.Quantity) || is(k, T.Word) ? printedAt(text, k++) : undefined;
      if (is(k, T.Comma)) k++;
      parts.push(value ? { code, value } : { code });
    }
    line = { kind: "codes", offset, parts };
  } else if (first === T.Others) {
    const value = optional(text, 1, T.Quantity);
    line = value ? { kind: "others", offset, value } : { kind: "others", offset };
  } else if (first === T.ErrorsTitle) line = { kind: "errorsTitle", offset };
  else if (first === T.Throughput) {
    const value = optional(text, 1, T.Rate);
    line = value ? { kind: "throughput", offset, value } : { kind: "throughput", offset };
  } else line = { kind: "other", offset };
  rows.push(line);
  return true;
}
