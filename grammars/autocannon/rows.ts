import { HEADS, type AutocannonLine, type Printed, type TableToken } from "./parser.js";
import * as T from "./tokens.js";
import { matchAt, readLines } from "../kit/hand.js";
import { lineLexer, scratchTokens, type LineMode } from "../kit/line-lexer.js";
import type { TokenType } from "chevrotain";

/**
 * autocannon's lines as the grammar reads them (AutocannonParser.document), read by hand: a line of printable ASCII,
 * spaces, tabs and box drawing (cli-table3's borders and rules) is cut into the tokens the lexer reads there
 * (grammars/kit/line-lexer.ts) and shaped as the first of the parser's line kinds whose first two tokens fit (the
 * `Running` head, the connections, workers, responses, totals, errors and mismatches lines, a table line, the
 * sampled and samples lines, the pipeline resets, the version lines, any other line). Blank lines give nothing, as
 * in the grammar. A line with another character outside printable ASCII (a locale's group separator in a number, a
 * progress bar) or that the grammar refuses (an option begun and not ended: `10 connections with 10`) is left to the
 * grammar, which reads the text with the hand-read lines blanked (same offsets). test/autocannon/rows.test.ts pins
 * this to the grammar over every sample and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 */
export function autocannonLines(text: string, grammar: (text: string) => AutocannonLine[]): AutocannonLine[] {
  return readLines(text, readLine, grammar);
}

/** A character of the grammar's Word token, for printable ASCII: not `(` `)` `,` `|`. */
const isWordChar = (c: number): boolean => c >= 0x21 && c <= 0x7e && c !== 0x28 && c !== 0x29 && c !== 0x2c && c !== 0x7c;

/** The lexer's line mode, by hand: `@` and the version labels take the rest of the line anywhere; box drawing starts a Bar or Rule. */
export const AUTOCANNON_LINE_MODE: LineMode = {
  tokens: T.lexerDefinition.modes.line.slice(2),
  number: T.Quantity,
  word: T.Word,
  isWordChar,
  alsoStarts: (c) => c >= 0x2500 && c <= 0x257f,
  restOfLine: T.RestOfLine,
  restMode: "rest",
};
const tokenize = lineLexer(AUTOCANNON_LINE_MODE);

/** The characters a line read by hand may hold: ASCII but DEL, and box drawing (not a line end: it stops there). */
const HAND_CHARS = /[\x00-\x09\x0b-\x7e\u2500-\u257f]*/y;

/** One line's tokens (scratch lists), and what the reader asks of them. */
const { tokens, is, printedAt } = scratchTokens();
const { types, starts, ends } = tokens;

/** The line kinds that a number and a label start, by the label. */
const AFTER_NUMBER = new Set<TokenType>([T.Connections, T.Workers, T.Responses2xx, T.RequestsIn, T.Errors, T.Mismatched]);

/**
 * Reads the line text[from, to) into `rows` (nothing for a blank line, as the grammar): true, or false when the line
 * is the grammar's.
 */
function readLine(text: string, from: number, to: number, rows: AutocannonLine[]): boolean {
  if (matchAt(HAND_CHARS, text, from) < to || !tokenize(text, from, to, tokens)) return false;
  const n = tokens.count;
  if (n === 0) return true;
  const first = types[0]!;
  const offset = starts[0]!;
  const line = shape(text, n, first, offset);
  if (line === undefined) return false;
  rows.push(line);
  return true;
}

function shape(text: string, n: number, first: TokenType, offset: number): AutocannonLine | undefined {
  if (first === T.Running && is(1, T.Quantity)) {
    let k = 2;
    const requests = is(k, T.Requests);
    if (requests) k++;
    const warmup = is(k, T.TestKind) && text.slice(starts[k], ends[k]) === "warmup";
    if (is(k, T.TestKind)) k++;
    const line: AutocannonLine = requests ? { kind: "running", offset, amount: printedAt(text, 1), warmup } : { kind: "running", offset, duration: printedAt(text, 1), warmup };
    if (is(k, T.At) && is(k + 1, T.RestOfLine)) line.url = printedAt(text, k + 1);
    return line;
  }
  const second = n > 1 ? types[1]! : undefined;
  if (first === T.Quantity && second !== undefined && AFTER_NUMBER.has(second)) {
    const count = printedAt(text, 0);
    if (second === T.Connections) {
      // `with N pipelining factor`, once begun, must end (the grammar refuses the line otherwise)
      if (is(2, T.WithPipelining) && is(3, T.Quantity)) return is(4, T.PipeliningFactor) ? { kind: "connections", offset, connections: count, pipelining: printedAt(text, 3) } : undefined;
      return { kind: "connections", offset, connections: count };
    }
    if (second === T.Workers) return { kind: "workers", offset, workers: count };
    if (second === T.Responses2xx) {
      if (is(2, T.Comma) && is(3, T.Quantity)) return is(4, T.Non2xx) ? { kind: "responses", offset, ok: count, non2xx: printedAt(text, 3) } : undefined;
      return { kind: "responses", offset, ok: count };
    }
    if (second === T.RequestsIn) {
      const line: AutocannonLine = { kind: "totals", offset, requests: count, read: false };
      let k = 2;
      if (is(k, T.Quantity)) line.duration = printedAt(text, k++);
      if (is(k, T.Comma) && is(k + 1, T.Quantity)) {
        line.bytes = printedAt(text, k + 1);
        k += 2;
        if (is(k, T.Word)) line.unit = printedAt(text, k++);
        if (is(k, T.Read)) line.read = true;
      }
      return line;
    }
    if (second === T.Errors) {
      if (is(2, T.LParen) && is(3, T.Quantity)) return is(4, T.Timeouts) ? { kind: "errors", offset, errors: count, timeouts: printedAt(text, 3) } : undefined;
      return { kind: "errors", offset, errors: count };
    }
    return { kind: "mismatches", offset, mismatches: count };
  }
  const border = first === T.Bar ? 1 : 0;
  const head = border < n ? HEADS.get(types[border]!) : undefined;
  if (head !== undefined) {
    const list: TableToken[] = [];
    if (head === "number" || head === "rule") list.push({ text: text.slice(starts[border], ends[border]), offset: starts[border]!, bar: false });
    for (let k = border + 1; k < n; k++) list.push({ text: text.slice(starts[k], ends[k]), offset: starts[k]!, bar: types[k] === T.Bar });
    return { kind: "table", offset, head, headText: text.slice(starts[border], ends[border]), tokens: list };
  }
  if (first === T.Sampled) {
    const words: Printed[] = [];
    for (let k = 1; k < n; k++) words.push(printedAt(text, k));
    return { kind: "sampled", offset, words };
  }
  if (first === T.Samples) return n > 1 ? { kind: "samples", offset, samples: printedAt(text, 1) } : { kind: "samples", offset };
  if (first === T.PipelineReset) return is(1, T.Quantity) ? { kind: "resets", offset, resets: printedAt(text, 1) } : { kind: "resets", offset };
  if (first === T.Version || first === T.NodeVersion) {
    const program = first === T.Version ? "autocannon" : "node";
    return is(1, T.RestOfLine) ? { kind: "version", offset, program, version: printedAt(text, 1) } : { kind: "version", offset, program };
  }
  return { kind: "other", offset };
}
