import type { TokenType } from "chevrotain";
import { LAYOUTS, type HttperfLineRead, type LaidOutLine, type LayoutKind, type Printed } from "./parser.js";
import * as T from "./tokens.js";
import { readLines } from "../kit/hand.js";
import { lineLexer, scratchTokens, type LineMode } from "../kit/line-lexer.js";

/**
 * httperf's lines as the grammar reads them (HttperfParser.document), the lines of a report read by hand: a line of
 * printable ASCII, spaces and tabs is cut into the tokens the lexer reads there (grammars/kit/line-lexer.ts), and a
 * line that starts with a report label read by a layout (`Total:`, `Connection rate:`, ..., `Errors:`, `SS0:`), the
 * command echo, a message or the usage line is shaped as the parser shapes it (each slot of the layout taken while
 * the next token is the slot's, then the first token after them as `extra`). Blank lines give nothing, as in the
 * grammar. Every other line (anything outside printable ASCII, `^C`, the histograms, printed requests and replies,
 * other text) is left to the grammar, which reads the text with the hand-read lines blanked (same offsets).
 * test/httperf/rows.test.ts pins this to the grammar over every sample and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 */
export function httperfLines(text: string, grammar: (text: string) => HttperfLineRead[]): HttperfLineRead[] {
  return readLines(text, readLine, grammar);
}

/** A character of the grammar's Word token, for printable ASCII: not `%` `(` `)` `,` `/` `:`. */
const isWordChar = (c: number): boolean => c >= 0x21 && c <= 0x7e && c !== 37 && c !== 40 && c !== 41 && c !== 44 && c !== 47 && c !== 58;

/** The lexer's line mode, by hand (grammars/kit/line-lexer.ts). */
export const HTTPERF_LINE_MODE: LineMode = {
  tokens: T.lexerDefinition.modes.line.slice(2),
  number: T.Number,
  word: T.Word,
  isWordChar,
  restOfLine: T.RestOfLine,
};
const tokenize = lineLexer(HTTPERF_LINE_MODE);

/** One line's tokens (scratch lists), and what the reader asks of them. */
const { tokens, printedAt } = scratchTokens();
const { types, starts, ends } = tokens;

/** The labels read by one layout, and the two read by either of two (told by the first token after the label). */
const LAID_OUT = new Map<TokenType, LayoutKind>([
  [T.MaxBurst, "maxBurst"],
  [T.Total, "total"],
  [T.ConnectionRate, "connectionRate"],
  [T.ConnectionLength, "connectionLength"],
  [T.RequestRate, "requestRate"],
  [T.RequestSize, "requestSize"],
  [T.ReplyRate, "replyRate"],
  [T.ReplyTime, "replyTime"],
  [T.ReplySize, "replySize"],
  [T.ReplyStatus, "replyStatus"],
  [T.CpuTime, "cpuTime"],
  [T.NetIo, "netIo"],
  [T.SessionRate, "sessionRate"],
  [T.Session, "session"],
  [T.SessionLifetime, "sessionLifetime"],
  [T.SessionFailtime, "sessionFailtime"],
  [T.ReplyRateSample, "replyRateSample"],
  [T.SessionRateSample, "sessionRateSample"],
  [T.PrintedSizes, "printedSizes"],
]);
const EITHER = new Map<TokenType, [LayoutKind, LayoutKind]>([
  [T.ConnectionTime, ["connectionTime", "connectTime"]],
  [T.Errors, ["errors", "moreErrors"]],
]);
const REST = new Map<TokenType, "echo" | "message" | "usage">([
  [T.Echo, "echo"],
  [T.Message, "message"],
  [T.Usage, "usage"],
]);

/** Token k is what `slot` takes: that token, or a value (Number, NotANumber). */
function fits(k: number, slot: (typeof LAYOUTS)[LayoutKind][number]): boolean {
  if (k >= tokens.count) return false;
  const t = types[k]!;
  return "value" in slot ? t === T.Number || t === T.NotANumber : t === slot;
}

/** The line laid out as `kind` from token 1 on (after its label), as HttperfParser.layout. */
function layout(text: string, kind: LayoutKind): LaidOutLine {
  const slots = LAYOUTS[kind];
  const values: Record<string, Printed> = {};
  let k = 1;
  for (; k - 1 < slots.length && fits(k, slots[k - 1]!); k++) {
    const slot = slots[k - 1]!;
    if ("value" in slot) values[slot.value] = printedAt(text, k);
  }
  const line: LaidOutLine = { kind, offset: starts[0]!, label: text.slice(starts[0], ends[0]), values, read: k - 1 };
  if (k < tokens.count) line.extra = printedAt(text, k);
  return line;
}

/**
 * Reads the line text[from, to) into `rows` (nothing for a blank line, as the grammar): true, or false when the line
 * is not of a form read by hand (the grammar reads it).
 */
function readLine(text: string, from: number, to: number, rows: HttperfLineRead[]): boolean {
  if (!tokenize(text, from, to, tokens)) return false;
  if (tokens.count === 0) return true;
  const first = types[0]!;
  const rest = REST.get(first);
  if (rest !== undefined) {
    rows.push({ kind: rest, offset: starts[0]! });
    return true;
  }
  const kind = LAID_OUT.get(first);
  if (kind !== undefined) {
    rows.push(layout(text, kind));
    return true;
  }
  const either = EITHER.get(first);
  if (either === undefined) return false;
  if (fits(1, LAYOUTS[either[0]][0])) rows.push(layout(text, either[0]));
  else if (fits(1, LAYOUTS[either[1]][0])) rows.push(layout(text, either[1]));
  else {
    const line: LaidOutLine = { kind: either[0], offset: starts[0]!, label: text.slice(starts[0], ends[0]), values: {}, read: 0 };
    if (tokens.count > 1) line.extra = printedAt(text, 1);
    rows.push(line);
  }
  return true;
}
