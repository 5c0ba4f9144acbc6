import { blankSpans, mergeByOffset } from "../kit/hand.js";
import type { VmstatCell, VmstatCellKind, VmstatLine } from "./parser.js";

/**
 * vmstat's lines as the grammar reads them (VmstatParser.document), the usual ones read by hand: a line of printable
 * ASCII cells separated by spaces, tabs or carriage returns (every line procps prints in the C locale: dashed
 * lines, headers, rows, -s lists) is its cells, each of the kind the lexer gives the whole cell (cellKind). Every
 * other line (a translated header, a non-breaking space, a control character) is left to the grammar, which reads
 * the text with the hand-read lines blanked (same offsets, so its errors are placed where they were).
 * test/vmstat/lines.test.ts pins this to the grammar over every sample and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 *
 * Kept for speed (#42): `node dist/cli.js --ndjson` on 10 MB of samples/vmstat/procps-4.0.2-C-1-23.txt repeated took
 * a median 39% less CPU (user+sys; 5 paired runs, every pair 35% to 54% less) with this reader than with `return
 * grammar(text)` here.
 */
export function vmstatLines(text: string, grammar: (text: string) => VmstatLine[]): VmstatLine[] {
  const lines: VmstatLine[] = [];
  const spans: number[] = [];
  /** Where the grammar's text ends: after the last line not read by hand. */
  let grammarEnd = 0;
  for (let pos = 0; pos <= text.length; ) {
    let end = text.indexOf("\n", pos);
    if (end === -1) end = text.length;
    const cells = readCells(text, pos, end);
    if (cells === undefined) grammarEnd = Math.min(end + 1, text.length);
    else if (cells.length > 0) {
      lines.push({ offset: cells[0]!.offset, cells });
      spans.push(pos, end);
    }
    pos = end + 1;
  }
  if (grammarEnd === 0) return lines;
  const others = grammar(blankSpans(text, spans, grammarEnd));
  return lines.length === 0 ? others : mergeByOffset(lines, others);
}

/**
 * The cells of text[from, to) (no line end inside), each with the kind the lexer gives it, when every character is
 * printable ASCII or a space, tab or carriage return; undefined otherwise (the grammar reads such a line). Offsets
 * are the text's.
 *
 * @example
 * readCells(" 1 -2 x", 0, 7) //=> [{ kind: "int", text: "1", offset: 1 }, { kind: "int", text: "-2", offset: 3 }, { kind: "word", text: "x", offset: 6 }]
 */
export function readCells(text: string, from: number, to: number): VmstatCell[] | undefined {
  const cells: VmstatCell[] = [];
  for (let k = cellStart(text, from, to); k < to; ) {
    const end = cellEnd(text, k, to);
    if (end === -1) return undefined;
    cells.push({ kind: cellKind(text, k, end), text: text.slice(k, end), offset: k });
    k = cellStart(text, end, to);
  }
  return cells;
}

/**
 * True when text[from, to) has cells and every one is a number (an integer, a date or a clock as readCells reads
 * them): a row of the main report, tested without making its cells.
 *
 * @example
 * isNumbersLine(" 1  0 2026-12-01 21:20:59", 0, 25) //=> true
 * isNumbersLine(" 1  0 x", 0, 7) //=> false
 */
export function isNumbersLine(text: string, from: number, to: number): boolean {
  let cells = 0;
  for (let k = cellStart(text, from, to); k < to; ) {
    const end = cellEnd(text, k, to);
    if (end === -1 || cellKind(text, k, end) === "word") return false;
    cells++;
    k = cellStart(text, end, to);
  }
  return cells > 0;
}

/** Where the next cell starts at or after `k`: past spaces, tabs and carriage returns (`to` when none is left). */
function cellStart(text: string, k: number, to: number): number {
  while (k < to) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 9 && c !== 13) break;
    k++;
  }
  return k;
}

/**
 * Where the cell that starts at `k` ends (a run of printable ASCII up to a space, tab or carriage return, or `to`),
 * or -1 at a character that is none of those (a line for the grammar).
 */
function cellEnd(text: string, k: number, to: number): number {
  for (; k < to; k++) {
    const d = text.charCodeAt(k);
    if (d === 32 || d === 9 || d === 13) return k;
    if (d < 0x21 || d > 0x7e) return -1;
  }
  return k;
}

const isDigit = (text: string, k: number): boolean => {
  const c = text.charCodeAt(k);
  return c >= 48 && c <= 57;
};

/**
 * The token the lexer reads text[from, to) as, a run of printable ASCII as a whole (a longer run is a Word: every
 * pattern's longer_alt): `%Y-%m-%d` a date, `%H:%M:%S` a clock, `-?\d+` an integer, anything else a word.
 *
 * @example
 * cellKind("2026-12-01", 0, 10) //=> "date"
 * cellKind("-5-", 0, 3) //=> "word"
 */
export function cellKind(text: string, from: number, to: number): VmstatCellKind {
  const n = to - from;
  if (n === 10 && text.charCodeAt(from + 4) === 45 && text.charCodeAt(from + 7) === 45 && digitsAt(text, from, DATE_DIGITS)) return "date";
  if (n === 8 && text.charCodeAt(from + 2) === 58 && text.charCodeAt(from + 5) === 58 && digitsAt(text, from, CLOCK_DIGITS)) return "clock";
  let k = text.charCodeAt(from) === 45 ? from + 1 : from;
  if (k === to) return "word";
  for (; k < to; k++) if (!isDigit(text, k)) return "word";
  return "int";
}

/** Where a date's and a clock's digits are. */
const DATE_DIGITS = [0, 1, 2, 3, 5, 6, 8, 9];
const CLOCK_DIGITS = [0, 1, 3, 4, 6, 7];

function digitsAt(text: string, from: number, at: readonly number[]): boolean {
  for (const i of at) if (!isDigit(text, from + i)) return false;
  return true;
}
