import type { TokenType } from "chevrotain";
import type { Printed, StatCell, WrkLine } from "./parser.js";
import * as T from "./tokens.js";
import { readLines } from "../kit/hand.js";
import { lineLexer, scratchTokens, type LineMode } from "../kit/line-lexer.js";

/**
 * wrk's lines as the grammar reads them (WrkParser.document), the lines of a run's summary read by hand: a line of
 * printable ASCII, spaces and tabs is cut into the tokens the lexer reads there (grammars/kit/line-lexer.ts), and the
 * lines that start with `Running` and a duration, a count and `threads and`, `Thread Stats`, `Latency` or `Req/Sec`
 * and a value, `Latency Distribution`, a percentile (`50%`), a count and `requests in`, `Socket errors:`,
 * `Non-2xx or 3xx responses:`, `Requests/sec:` or `Transfer/sec:` are shaped as the parser shapes them. Blank lines
 * give nothing, as in the grammar. Every other line (anything outside printable ASCII, wrk2's calibration and
 * HdrHistogram lines, the banner, messages, script output, other text) is left to the grammar, which reads the text
 * with the hand-read lines blanked (same offsets). test/wrk/rows.test.ts pins this to the grammar over every sample
 * and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 */
export function wrkLines(text: string, grammar: (text: string) => WrkLine[]): WrkLine[] {
  return readLines(text, readLine, grammar);
}

/** A character of the grammar's Word token, for printable ASCII: not `%` `,`. */
const isWordChar = (c: number): boolean => c >= 0x21 && c <= 0x7e && c !== 37 && c !== 44;

/** The lexer's line mode, by hand (grammars/kit/line-lexer.ts): `test @` and the banner's rest of the line anywhere. */
export const WRK_LINE_MODE: LineMode = {
  tokens: T.lexerDefinition.modes.line.slice(2),
  number: T.Quantity,
  word: T.Word,
  isWordChar,
  restOfLine: T.RestOfLine,
  restMode: "rest",
};
const tokenize = lineLexer(WRK_LINE_MODE);

/** One line's tokens (scratch lists), and what the reader asks of them. */
const { tokens, is, printedAt } = scratchTokens();
const { types, starts, ends } = tokens;

/** Token k is a value of a Thread Stats row or a value line: a number or `-nan`/`inf`. */
const isValue = (k: number): boolean => is(k, T.Quantity) || is(k, T.NotFinite);

const ERROR_KINDS = new Set<TokenType>([T.Connect, T.Read, T.Write, T.Timeout]);
const VALUE_LABELS = new Map<TokenType, "Non2xx" | "RequestsPerSec" | "TransferPerSec">([
  [T.Non2xx, "Non2xx"],
  [T.RequestsPerSec, "RequestsPerSec"],
  [T.TransferPerSec, "TransferPerSec"],
]);

/**
 * Reads the line text[from, to) into `rows` (nothing for a blank line, as the grammar): true, or false when the line
 * is not of a form read by hand (the grammar reads it).
 */
function readLine(text: string, from: number, to: number, rows: WrkLine[]): boolean {
  if (!tokenize(text, from, to, tokens)) return false;
  const n = tokens.count;
  if (n === 0) return true;
  const first = types[0]!;
  const offset = starts[0]!;
  if (first === T.Running) {
    if (!is(1, T.Quantity)) return false;
    const line: WrkLine = { kind: "running", offset, duration: printedAt(text, 1) };
    if (is(2, T.TestAt) && is(3, T.RestOfLine)) line.url = printedAt(text, 3);
    rows.push(line);
    return true;
  }
  if (first === T.Quantity) {
    if (is(1, T.ThreadsAnd)) {
      const line: WrkLine = { kind: "threads", offset, threads: printedAt(text, 0) };
      if (is(2, T.Quantity)) line.connections = printedAt(text, 2);
      rows.push(line);
      return true;
    }
    if (is(1, T.Percent)) {
      const line: WrkLine = { kind: "percentile", offset, percent: printedAt(text, 0) };
      if (is(2, T.Quantity)) line.value = printedAt(text, 2);
      rows.push(line);
      return true;
    }
    if (is(1, T.RequestsIn)) {
      const line: WrkLine = { kind: "totals", offset, requests: printedAt(text, 0) };
      const runtime = is(2, T.Quantity);
      if (runtime) line.runtime = printedAt(text, 2);
      const comma = runtime ? 3 : 2;
      if (is(comma, T.Comma) && is(comma + 1, T.Quantity)) line.bytes = printedAt(text, comma + 1);
      rows.push(line);
      return true;
    }
    return false;
  }
  if (first === T.ThreadStats) {
    rows.push({ kind: "statsHeader", offset });
    return true;
  }
  if (first === T.Latency || first === T.ReqSec) {
    if (!isValue(1)) return false;
    const cells: StatCell[] = [];
    for (let k = 1; isValue(k); k++) {
      const percent = is(k + 1, T.Percent);
      cells.push({ text: text.slice(starts[k], ends[k]), offset: starts[k]!, percent });
      if (percent) k++;
    }
    rows.push({ kind: "statRow", offset, name: first === T.Latency ? "Latency" : "Req/Sec", cells });
    return true;
  }
  if (first === T.LatencyDistribution) {
    rows.push({ kind: "distributionTitle", offset });
    return true;
  }
  const label = VALUE_LABELS.get(first);
  if (label !== undefined) {
    const line: WrkLine = { kind: "value", offset, label };
    if (isValue(1)) line.value = printedAt(text, 1);
    rows.push(line);
    return true;
  }
  if (first === T.SocketErrors) {
    const parts: { kind: string; value?: Printed }[] = [];
    for (let k = 1; k < n && ERROR_KINDS.has(types[k]!); ) {
      const kind = text.slice(starts[k], ends[k]);
      k++;
      const part: { kind: string; value?: Printed } = { kind };
      if (is(k, T.Quantity)) part.value = printedAt(text, k++);
      if (is(k, T.Comma)) k++;
      parts.push(part);
    }
    rows.push({ kind: "socketErrors", offset, parts });
    return true;
  }
  return false;
}
