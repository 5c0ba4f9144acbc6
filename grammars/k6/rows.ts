import type { K6Line, Printed } from "./parser.js";
import { isVisibleChar, isWhiteSpace, matchAt, readLines } from "../kit/hand.js";

/**
 * k6's summary lines as the grammar reads them (K6Parser.document), read by hand: a line is cut into the lexer's
 * tokens (grammars/k6/tokens.ts, in its order: a mark `✓` `✗`, `█`, `↳`, a metric's name and dot leader, a
 * sub-metric's tags and leader, a quoted threshold, a word; blanks between them skipped) and shaped as the first of
 * the parser's line kinds whose first two tokens fit (a metric, a threshold, a check, a check's details, a title, any
 * other line). Blank lines give nothing, as in the grammar. A line with a control character (its own token, that no
 * usual line has) is left to the grammar, which reads the text with the hand-read lines blanked (same offsets).
 * test/k6/rows.test.ts pins this to the grammar over every sample and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 */
export function k6Lines(text: string, grammar: (text: string) => K6Line[]): K6Line[] {
  return readLines(text, readLine, grammar);
}

/** The token kinds the line kinds tell apart (every other token is a Word, Quoted or Control: `OTHER`). */
const MARK = 1;
const BLOCK = 2;
const ARROW = 3;
const LEADER = 4;
const QUOTED = 5;
const OTHER = 6;

/** NameLeader, SubLeader and Quoted, at a place (sticky). */
const NAME_LEADER = /[A-Za-z_][A-Za-z0-9_]*\.{2,}:/y;
const SUB_LEADER = /\{[\x20-\x7c\x7e\u00a0-\uffff]*\}\.{2,}:/y;
const QUOTED_AT = /'[\x20-\x26\x28-\x7e\u00a0-\uffff]*'/y;

/** One line's tokens (scratch lists, reused line after line). */
const kinds: number[] = [];
const starts: number[] = [];
const ends: number[] = [];

/** Cuts text[from, to) into tokens as the lexer does: their count, or -1 at a control character. */
function tokenize(text: string, from: number, to: number): number {
  let n = 0;
  for (let p = from; p < to; ) {
    const c = text.charCodeAt(p);
    if (isWhiteSpace(c)) {
      p++;
      continue;
    }
    let kind: number;
    let end: number;
    if (c === 0x2713 || c === 0x2717) (kind = MARK), (end = p + 1);
    else if (c === 0x2588) (kind = BLOCK), (end = p + 1);
    else if (c === 0x21b3) (kind = ARROW), (end = p + 1);
    else if ((end = matchAt(NAME_LEADER, text, p)) !== -1 || (c === 123 && (end = matchAt(SUB_LEADER, text, p)) !== -1)) kind = LEADER;
    else if (c === 39 && (end = matchAt(QUOTED_AT, text, p)) !== -1) kind = QUOTED;
    else if (isVisibleChar(c)) {
      kind = OTHER;
      for (end = p + 1; end < to && isVisibleChar(text.charCodeAt(end)); ) end++;
    } else return -1;
    kinds[n] = kind;
    starts[n] = p;
    ends[n] = end;
    n++;
    p = end;
  }
  return n;
}

/** Tokens k to n - 1, as printed. */
function printedFrom(text: string, k: number, n: number): Printed[] {
  const out: Printed[] = [];
  for (; k < n; k++) out.push({ text: text.slice(starts[k], ends[k]), offset: starts[k]! });
  return out;
}

/**
 * Reads the line text[from, to) into `rows` (nothing for a blank line, as the grammar): true, or false at a control
 * character (the grammar reads the line).
 */
function readLine(text: string, from: number, to: number, rows: K6Line[]): boolean {
  const n = tokenize(text, from, to);
  if (n < 0) return false;
  if (n === 0) return true;
  const first = kinds[0]!;
  const offset = starts[0]!;
  const second = n > 1 ? kinds[1]! : 0;
  if (first === LEADER || (first === MARK && second === LEADER)) {
    const k = first === MARK ? 1 : 0;
    const leader = { text: text.slice(starts[k], ends[k]), offset: starts[k]! };
    const values = printedFrom(text, k + 1, n);
    rows.push(first === MARK ? { kind: "metric", offset, mark: text.slice(starts[0], ends[0]), leader, values } : { kind: "metric", offset, leader, values });
  } else if (first === MARK && second === QUOTED) {
    rows.push({ kind: "threshold", offset, mark: text.slice(starts[0], ends[0]), source: { text: text.slice(starts[1], ends[1]), offset: starts[1]! }, values: printedFrom(text, 2, n) });
  } else if (first === MARK && n > 1) rows.push({ kind: "check", offset, mark: text.slice(starts[0], ends[0]), nameOffset: starts[1]! });
  else if (first === ARROW) rows.push({ kind: "details", offset, words: printedFrom(text, 1, n) });
  else if (first === BLOCK) rows.push(n > 1 ? { kind: "title", offset, restOffset: starts[1]! } : { kind: "title", offset });
  else rows.push({ kind: "other", offset });
  return true;
}
