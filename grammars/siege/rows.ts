import type { TokenType } from "chevrotain";
import type { Printed, SiegeLine } from "./parser.js";
import * as T from "./tokens.js";
import { readLines } from "../kit/hand.js";
import { lineLexer, scratchTokens, type LineMode } from "../kit/line-lexer.js";

/**
 * siege's lines as the grammar reads them (SiegeParser.document), the most printed ones read by hand: a line of
 * printable ASCII, spaces and tabs is cut into the tokens the lexer reads there (grammars/kit/line-lexer.ts), and a
 * line that starts with a protocol (`-v`'s per-request line, `HTTP/1.1 200     0.00 secs:     600 bytes ==> GET  /`,
 * and its CSV form) or with a label of the summary block (`Transactions:`, ...) is shaped as the parser shapes it.
 * Blank lines give nothing, as in the grammar. Every other line (other characters, a request line with a display-id
 * or a timestamp before it, the banner, messages, the JSON summary, the log file, notices, other text) is left to the
 * grammar, which reads the text with the hand-read lines blanked (same offsets). test/siege/rows.test.ts pins this to
 * the grammar over every sample and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 */
export function siegeLines(text: string, grammar: (text: string) => SiegeLine[]): SiegeLine[] {
  return readLines(text, readLine, grammar);
}

/** A character of the grammar's Word token, for printable ASCII: not `%` `)` `,` `[` `]` `{` `}`. */
const isWordChar = (c: number): boolean => c >= 0x21 && c <= 0x7e && c !== 37 && c !== 41 && c !== 44 && c !== 91 && c !== 93 && c !== 123 && c !== 125;

/** The lexer's line mode, by hand (grammars/kit/line-lexer.ts): the request after `==>` is the rest of the line. */
export const SIEGE_LINE_MODE: LineMode = {
  tokens: T.lexerDefinition.modes.line.slice(2),
  number: T.Number,
  word: T.Word,
  isWordChar,
  restOfLine: T.RestOfLine,
  restMode: "rest",
};
const tokenize = lineLexer(SIEGE_LINE_MODE);

/** One line's tokens (scratch lists), and what the reader asks of them. */
const { tokens, is, printedAt } = scratchTokens();
const { types, starts } = tokens;

/** The next token `take` reads. */
let at = 0;
/** Token `at` as printed when it is of type t (and then `at` moves on to the next), else undefined. */
const take = (text: string, t: TokenType): Printed | undefined => (is(at, t) ? printedAt(text, at++) : undefined);

/** The summary block's labels (SiegeParser.blockValue). */
const BLOCK_LABELS = new Set<TokenType>(T.lexerDefinition.modes.line.filter((t) => t.CATEGORIES?.includes(T.BlockLabel)));

/**
 * Reads the line text[from, to) into `rows` (nothing for a blank line, as the grammar): true, or false when the line
 * is not of a form read by hand (the grammar reads it).
 */
function readLine(text: string, from: number, to: number, rows: SiegeLine[]): boolean {
  if (!tokenize(text, from, to, tokens)) return false;
  if (tokens.count === 0) return true;
  const first = types[0]!;
  if (first === T.Protocol) {
    // SiegeParser.responseBody: each part taken when the next token is it
    at = 0;
    const protocol = take(text, T.Protocol)!;
    const csv = take(text, T.Comma) !== undefined;
    const status = take(text, T.Number);
    const seconds = take(text, T.Number);
    const secs = take(text, T.Secs) !== undefined;
    const bytes = take(text, T.Number);
    const bytesWord = take(text, T.Bytes) !== undefined;
    const request = take(text, T.Arrow) !== undefined ? take(text, T.RestOfLine) : undefined;
    rows.push({ kind: "response", offset: protocol.offset, csv, secs, bytesWord, protocol, status, seconds, bytes, request });
    return true;
  }
  if (BLOCK_LABELS.has(first)) {
    at = 1;
    const value = take(text, T.Number);
    const unit = take(text, T.Word) ?? take(text, T.Percent);
    rows.push({ kind: "blockValue", offset: starts[0]!, label: first.name, value, unit });
    return true;
  }
  return false;
}
