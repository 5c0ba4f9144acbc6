import type { FreeBlock, FreeRowLine, FreeTable, FreeValue } from "./parser.js";

/**
 * free's blocks as the grammar reads them (FreeParser.document), the common text read by hand: when every line is
 * blank, a header line (words only) or a row under a header (words, then values; words with a digit may stand among
 * the values), made of printable ASCII separated by the lexer's ASCII blanks (space, tab, CR, FF, VT), the tables are
 * built here, with the grammar's labels, values and offsets. Any other text (a `free -L` line, a row before any
 * header, characters outside ASCII such as translated labels, anything the grammar rejects) is left to the grammar,
 * which reads the whole text. test/free/rows.test.ts pins this to the grammar over every sample and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 *
 * Kept for speed (#42): `node dist/cli.js --ndjson` on 10 MB of samples/free/procps-4.0.2-C-default.txt repeated
 * (bench/inputs.mjs) took a median 39% less CPU (user+sys; 5 paired runs, every pair 10% to 40% less) with this
 * reader than with `return grammar(text)` here.
 */
export function freeBlocks(text: string, grammar: (text: string) => FreeBlock[]): FreeBlock[] {
  return readTables(text) ?? grammar(text);
}

// the words of the line being read: start and end offsets, and their kinds
const starts: number[] = [];
const ends: number[] = [];
const kinds: number[] = [];
/** A Word token without a digit, a Word token with one (a mistyped value: `24684O96`), a Value token. */
const W = 0;
const D = 1;
const V = 2;

/**
 * The last header line read by hand, from its line start (a -s/-c series prints the same one before every block, a
 * piece of the stream each): its text, where its first word starts in it, and its words. A line of the same text is
 * that header again, read without its characters.
 */
let lastHeader = "";
let lastHeaderAt = 0;
let lastWords: readonly string[] = [];
/** Longer header lines are not kept. */
const HEADER_MEMO_CHARS = 1024;
/** A string of its own (a slice keeps the whole text it was cut from alive): what the memo keeps of a text. */
const copyOf = (s: string): string => JSON.parse(JSON.stringify(s)) as string;

/** The tables of `text`, or undefined when a line is not of the common form. */
function readTables(text: string): FreeBlock[] | undefined {
  const blocks: FreeBlock[] = [];
  let table: FreeTable | undefined;
  for (let pos = 0; pos <= text.length; ) {
    let end = text.indexOf("\n", pos);
    if (end === -1) end = text.length;
    if (end - pos === lastHeader.length && end > pos && text.startsWith(lastHeader, pos)) {
      // the header line read last, again: its words as they were read
      const offset = pos + lastHeaderAt;
      table = { kind: "table", offset, header: { kind: "header", offset, words: lastWords.slice() }, rows: [] };
      blocks.push(table);
      pos = end + 1;
      continue;
    }
    const n = readWords(text, pos, end);
    if (n === -1) return undefined;
    if (n === 0) table = undefined;
    else {
      const shape = shapeOf(n);
      if (shape === HEADER) {
        const words = new Array<string>(n);
        for (let k = 0; k < n; k++) words[k] = text.slice(starts[k]!, ends[k]!);
        const offset = starts[0]!;
        table = { kind: "table", offset, header: { kind: "header", offset, words }, rows: [] };
        blocks.push(table);
        if (end - pos <= HEADER_MEMO_CHARS) {
          lastHeader = copyOf(text.slice(pos, end));
          lastHeaderAt = offset - pos;
          lastWords = words.map(copyOf);
        }
      } else if (shape === ROW && table !== undefined) table.rows.push(rowOf(text, n));
      else return undefined;
    }
    pos = end + 1;
  }
  return blocks;
}

const HEADER = 1;
const ROW = 2;

/** What the grammar's shape() says of the line's n words: only words (a header), words then values (a row), or other. */
function shapeOf(n: number): number {
  let k = 0;
  while (k < n && kinds[k] !== V) k++;
  if (k === n) return HEADER;
  if (k === 0) return 0;
  for (k++; k < n; k++) if (kinds[k] === W) return 0;
  return ROW;
}

/** The row of the line's n words (shapeOf: ROW), as the grammar's row rule builds it. */
function rowOf(text: string, n: number): FreeRowLine {
  let labelEnd = 0;
  while (kinds[labelEnd] !== V) labelEnd++;
  while (labelEnd > 1 && kinds[labelEnd - 1] === D) labelEnd--;
  const values = new Array<FreeValue>(n - labelEnd);
  for (let k = labelEnd; k < n; k++) values[k - labelEnd] = { text: text.slice(starts[k]!, ends[k]!), offset: starts[k]! };
  const offset = starts[0]!;
  return { kind: "row", offset, label: text.slice(offset, ends[labelEnd - 1]!), values };
}

/**
 * The words of text[from, to) into starts/ends/kinds: their count, or -1 when the line holds a character other than
 * printable ASCII and the lexer's ASCII blanks.
 */
function readWords(text: string, from: number, to: number): number {
  let n = 0;
  let p = from;
  while (p < to) {
    const c = text.charCodeAt(p);
    if (c === 32 || c === 9 || c === 13 || c === 12 || c === 11) {
      p++;
      continue;
    }
    if (c < 0x21 || c > 0x7e) return -1;
    const start = p;
    // digits: how many of the word's characters are digits (all of them: a plain number, a Value token at once)
    let digits = 0;
    for (; p < to; p++) {
      const d = text.charCodeAt(p);
      if (d < 0x21 || d > 0x7e) break;
      if (d >= 48 && d <= 57) digits++;
    }
    starts[n] = start;
    ends[n] = p;
    kinds[n] = digits === 0 ? W : digits === p - start || isValue(text, start, p) ? V : D;
    n++;
  }
  return n;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/**
 * Whether text[from, to) is one Value token as a whole (`-?\d+(?:[.,]\d+)?(?:B|[KMGTPE]i?)?`, grammars/free/tokens.ts;
 * a longer word is a Word), read without the regular expression.
 */
export function isValue(text: string, from: number, to: number): boolean {
  let p = from;
  if (text.charCodeAt(p) === 45) p++;
  const digits = p;
  while (p < to && isDigit(text.charCodeAt(p))) p++;
  if (p === digits) return false;
  if (p < to) {
    const point = text.charCodeAt(p);
    if (point === 46 || point === 44) {
      let q = p + 1;
      while (q < to && isDigit(text.charCodeAt(q))) q++;
      if (q > p + 1) p = q;
    }
  }
  if (p < to) {
    const u = text.charCodeAt(p);
    if (u === 66) p++;
    else if (u === 75 || u === 77 || u === 71 || u === 84 || u === 80 || u === 69) {
      p++;
      if (p < to && text.charCodeAt(p) === 105) p++;
    }
  }
  return p === to;
}
