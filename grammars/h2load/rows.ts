import type { TokenType } from "chevrotain";
import { FIELD_KINDS, type Field, type H2loadLine, type Printed } from "./parser.js";
import * as T from "./tokens.js";
import { readLines } from "../kit/hand.js";
import { lineLexer, scratchTokens, type LineMode } from "../kit/line-lexer.js";

/**
 * h2load's lines as the grammar reads them (H2loadParser.document), the lines of a run's report read by hand: a line
 * of printable ASCII, spaces and tabs is cut into the tokens the lexer reads there (grammars/kit/line-lexer.ts), and
 * the lines that start with `starting
 * benchmark...`, `spawning thread` (its usual form), `Application protocol:`, `progress:`, `finished in`, a fields
 * label (`requests:`, `status codes:`, `traffic:`, `UDP datagram:`), the table's header and its rows are shaped as
 * the parser shapes them. Blank lines give nothing, as in the grammar. Every other line (anything outside printable
 * ASCII, a label that takes the rest of the line but `Application protocol:`, the other kinds of line) is left to the
 * grammar, which reads the text with the hand-read lines blanked (same offsets). test/h2load/rows.test.ts pins this
 * to the grammar over every sample and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 */
export function h2loadLines(text: string, grammar: (text: string) => H2loadLine[]): H2loadLine[] {
  return readLines(text, readLine, grammar);
}

const categoryOf = (t: TokenType): TokenType | undefined => t.CATEGORIES?.find((c) => c === T.RowLabel || c === T.ColumnName);

/** A character of the grammar's Word token, for the printable ASCII the hand reader takes: not `#` `%` `(` `)` `,` `:`. */
const isWordChar = (c: number): boolean => c >= 0x21 && c <= 0x7e && c !== 35 && c !== 37 && c !== 40 && c !== 41 && c !== 44 && c !== 58;

/** The lexer's line mode, by hand (grammars/kit/line-lexer.ts). */
export const H2LOAD_LINE_MODE: LineMode = {
  tokens: T.lexerDefinition.modes.line.slice(2),
  number: T.Quantity,
  word: T.Word,
  isWordChar,
  restOfLine: T.RestOfLine,
};
const tokenize = lineLexer(H2LOAD_LINE_MODE);

/** One line's tokens (scratch lists), and what the reader asks of them. */
const { tokens, is, printedAt } = scratchTokens();
const { types, starts, ends } = tokens;

const FIELD_LABELS = new Set<TokenType>([T.Requests, T.StatusCodes, T.Traffic, T.UdpDatagram]);

/**
 * Reads the line text[from, to) into `rows` (nothing for a blank line, as the grammar): true, or false when the line
 * is not of a form read by hand (the grammar reads it).
 */
function readLine(text: string, from: number, to: number, rows: H2loadLine[]): boolean {
  if (!tokenize(text, from, to, tokens)) return false;
  const n = tokens.count;
  if (n === 0) return true;
  const first = types[0]!;
  const offset = starts[0]!;
  if (first === T.StartingBenchmark) {
    rows.push({ kind: "starting", offset });
    return true;
  }
  if (first === T.SpawningThread) {
    // the usual form only: `spawning thread #0: 10 total client(s). 1000 total requests`
    if (!(is(1, T.Hash) && is(2, T.Quantity) && is(3, T.Colon) && is(4, T.Quantity) && is(5, T.TotalClients) && is(6, T.Quantity))) return false;
    rows.push({ kind: "spawning", offset, requests: printedAt(text, 6), thread: printedAt(text, 2), clients: printedAt(text, 4) });
    return true;
  }
  if (first === T.AppProtocol) {
    rows.push({ kind: "appProtocol", offset, ...(n > 1 ? { value: printedAt(text, 1) } : {}) });
    return true;
  }
  if (first.CATEGORIES?.includes(T.TlsLabel)) {
    rows.push({ kind: "tls", offset, label: first.name, ...(n > 1 ? { value: printedAt(text, 1) } : {}) });
    return true;
  }
  if (first === T.Version) {
    rows.push({ kind: "version", offset, ...(n > 1 ? { value: printedAt(text, 1) } : {}) });
    return true;
  }
  if (first === T.Usage) {
    rows.push({ kind: "usage", offset });
    return true;
  }
  if (first.CATEGORIES?.includes(T.Message)) {
    rows.push({ kind: "message", offset });
    return true;
  }
  if (first.CATEGORIES?.includes(T.PhaseLabel)) {
    let k = 1;
    if (is(k, T.Hash)) k++;
    // `#0.` lexes as a Word (digits and a point), `#0` at the line's end as a Quantity
    const thread = is(k, T.Quantity) || is(k, T.Word) ? printedAt(text, k) : undefined;
    rows.push({ kind: "phase", offset, phase: first.name, ...(thread ? { thread } : {}) });
    return true;
  }
  if (first === T.Progress) {
    let k = 1;
    const percent = is(k, T.Quantity) ? printedAt(text, k++) : undefined;
    if (is(k, T.Percent)) k++;
    const words: string[] = [];
    for (; k < n; k++) words.push(text.slice(starts[k], ends[k]));
    rows.push(percent ? { kind: "progress", offset, words, percent } : { kind: "progress", offset, words });
    return true;
  }
  if (first === T.FinishedIn) {
    let k = 1;
    const duration = is(k, T.Quantity) ? printedAt(text, k++) : undefined;
    let rps: Printed | undefined;
    let bps: Printed | undefined;
    if (is(k, T.Comma)) {
      k++;
      if (is(k, T.Quantity)) rps = printedAt(text, k++);
      if (is(k, T.ReqPerSec) && is(k + 1, T.Comma) && is(k + 2, T.Quantity)) bps = printedAt(text, k + 2);
    }
    const line: Extract<H2loadLine, { kind: "finished" }> = { kind: "finished", offset };
    if (duration) line.duration = duration;
    if (rps) line.requestsPerSecond = rps;
    if (bps) line.bytesPerSecond = bps;
    rows.push(line);
    return true;
  }
  if (FIELD_LABELS.has(first)) {
    const parts: Field[][] = [[]];
    for (let k = 1; k < n; k++) {
      if (types[k] === T.Comma) parts.push([]);
      // the object written out, not spread from printedAt: a spread took a third of the reader's time
      else parts[parts.length - 1]!.push({ text: text.slice(starts[k], ends[k]), offset: starts[k]!, kind: FIELD_KINDS.get(types[k]!) ?? "word" });
    }
    rows.push({ kind: "fields", offset, label: first.name as "Requests" | "StatusCodes" | "Traffic" | "UdpDatagram", parts: parts.filter((p) => p.length > 0) });
    return true;
  }
  if (first === T.Min) {
    if (!is(1, T.Max)) return false;
    const columns = ["min", "max"];
    for (let k = 2; k < n && categoryOf(types[k]!) === T.ColumnName; k++) columns.push(text.slice(starts[k], ends[k]));
    rows.push({ kind: "tableHeader", offset, columns });
    return true;
  }
  if (categoryOf(first) === T.RowLabel) {
    const cells: Printed[] = [];
    for (let k = 1; is(k, T.Quantity); k++) {
      const v = printedAt(text, k);
      if (is(k + 1, T.Percent)) {
        cells.push({ text: `${v.text}%`, offset: v.offset });
        k++;
      } else cells.push(v);
    }
    rows.push({ kind: "tableRow", offset, label: first.name, cells });
    return true;
  }
  // a line that starts with a word, a number or punctuation: no kind of line starts so
  if (first.CATEGORIES?.includes(T.Text)) {
    rows.push({ kind: "other", offset });
    return true;
  }
  return false;
}
