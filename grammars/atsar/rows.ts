import type { AtsarCell, AtsarLine, AtsarSegment } from "./parser.js";
import { blankSpans, mergeByOffset } from "../kit/hand.js";

/**
 * An atsar/atopsar report's lines as the grammar reads them (AtsarParser.document), the common lines read by hand:
 * a line of printable ASCII words separated by spaces or tabs is split into its words, each word being the one token
 * the lexer reads there (a clock time, a date, a tag, dashes or a cell: every token but the banner's start and the
 * `logging restarted` mark ends where its word ends, since a longer cell wins), and the line is shaped as the parser
 * shapes it (blank line, report header, report line of lead cells and clock-time segments). The `analysis date:`
 * banner in its usual form is read by hand too. Every other line (anything outside printable ASCII, a word that
 * starts with `---` or `...`, which may start a banner or a restart mark) is left to the grammar, which reads the
 * text with the hand-read lines blanked (same offsets, so its errors are placed where they were; the blank lines it
 * then reads there are dropped). test/atsar/rows.test.ts pins this to the grammar over every sample and seeded
 * variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 *
 * Kept for speed (#42): `node dist/cli.js --ndjson` on 10 MB of samples/atsar/atopsar-raw-A.txt repeated
 * (bench/inputs.mjs) took a median 25% less CPU (user+sys; 5 paired runs, every pair 13% to 30% less) with this
 * reader than with `return grammar(text)` here.
 */
export function atsarLines(text: string, grammar: (text: string) => AtsarLine[]): AtsarLine[] {
  /** The lines read by hand. */
  const rows: AtsarLine[] = [];
  /** The offsets where hand-read lines start and end (their line end), in pairs, for the grammar's text. */
  const spans: number[] = [];
  /** Where the grammar's text ends: after the last line not read by hand. */
  let grammarEnd = 0;
  for (let pos = 0; pos <= text.length; ) {
    let end = text.indexOf("\n", pos);
    if (end === -1) end = text.length;
    if (readLine(text, pos, end, rows)) spans.push(pos, end);
    else grammarEnd = Math.min(end + 1, text.length);
    pos = end + 1;
  }
  if (grammarEnd === 0) return rows;
  // the text up to there with the hand-read lines before it blanked (their line ends kept); a blanked line is a blank
  // line to the grammar: the hand reader gave it already (as the line it is)
  const blanked = new Set<number>();
  for (let k = 0; k < spans.length && spans[k]! < grammarEnd; k += 2) blanked.add(spans[k + 1]!);
  const others = grammar(blankSpans(text, spans, grammarEnd)).filter((l) => !(l.kind === "blank" && blanked.has(l.offset)));
  if (rows.length === 0) return others;
  // both lists are in the text's order
  return mergeByOffset(rows, others);
}


/** The token a word is (grammars/atsar/tokens.ts), for the words the hand reader takes. */
const enum Kind {
  Cell,
  Time,
  Date,
  Tag,
  Dashes,
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Digits from p (up to `most` of them), at least `least`: the position after them, or -1. */
function digits(text: string, p: number, to: number, least: number, most: number): number {
  let q = p;
  while (q < to && q - p < most && isDigit(text.charCodeAt(q))) q++;
  return q - p >= least ? q : -1;
}

/** Where Time's match (`\d{1,2}:\d{2}:\d{2}`) at `from` ends, or -1. */
function timeEnd(text: string, from: number, to: number): number {
  // one or two digits for the hour (the text after the word is a blank or the line end, never a digit or `:`)
  let p: number;
  if (isDigit(text.charCodeAt(from + 1)) && text.charCodeAt(from + 2) === 58) p = from + 2;
  else if (text.charCodeAt(from + 1) === 58) p = from + 1;
  else return -1;
  p = digits(text, p + 1, to, 2, 2);
  if (p === -1 || text.charCodeAt(p) !== 58) return -1;
  return digits(text, p + 1, to, 2, 2);
}

/** Where Date's match (`\d{4}\/\d{1,2}\/\d{1,2}`) at `from` ends, or -1. */
function dateEnd(text: string, from: number, to: number): number {
  let p = digits(text, from, to, 4, 4);
  if (p === -1 || text.charCodeAt(p) !== 47) return -1;
  p = digits(text, p + 1, to, 1, 2);
  if (p === -1 || text.charCodeAt(p) !== 47) return -1;
  return digits(text, p + 1, to, 1, 2);
}

/** Where Tag's match (`[\x21-\x7e]*?_[A-Za-z0-9]+_`, lazy: the first `_`, letters or digits, `_`) at `from` ends, or -1. */
function tagEnd(text: string, from: number, to: number): number {
  for (let k = from; k < to; k++) {
    if (text.charCodeAt(k) !== 95) continue;
    let j = k + 1;
    while (j < to && isAlnum(text.charCodeAt(j))) j++;
    if (j > k + 1 && j < to && text.charCodeAt(j) === 95) return j + 1;
  }
  return -1;
}

/**
 * What token the word text[from, to) is, read without regular expressions: the first of Time, Date, Dashes (`-{3,}`)
 * and Tag that matches at its start, when it matches the whole word; else a Cell (the first token that matches a
 * part only gives way to its longer_alt Cell, which reads the whole word; no token matches the cells).
 */
function kindOf(text: string, from: number, to: number): Kind {
  const c0 = text.charCodeAt(from);
  if (isDigit(c0)) {
    const t = timeEnd(text, from, to);
    if (t !== -1) return t === to ? Kind.Time : Kind.Cell;
    const d = dateEnd(text, from, to);
    if (d !== -1) return d === to ? Kind.Date : Kind.Cell;
  } else if (c0 === 45 && text.charCodeAt(from + 1) === 45 && text.charCodeAt(from + 2) === 45 && from + 2 < to) {
    let p = from;
    while (p < to && text.charCodeAt(p) === 45) p++;
    return p === to ? Kind.Dashes : Kind.Cell;
  }
  if (text.charCodeAt(to - 1) !== 95) return Kind.Cell;
  return tagEnd(text, from, to) === to ? Kind.Tag : Kind.Cell;
}

/** Scratch lists for one line's words: starts, ends, kinds. */
const starts: number[] = [];
const ends: number[] = [];
const kinds: Kind[] = [];

/**
 * Reads the line text[from, to) into `rows` (nothing for a blank last line without its line end, as the grammar):
 * true, or false when the line is not of a common form (the grammar reads it).
 */
function readLine(text: string, from: number, to: number, rows: AtsarLine[]): boolean {
  let n = 0;
  /** A word starts with `---` or `...`: it may start a banner (`---...analysis date:`) or a restart mark. */
  let mayMark = false;
  for (let p = from; p < to; ) {
    const c = text.charCodeAt(p);
    if (c === 32 || c === 9) {
      p++;
      continue;
    }
    const start = p;
    // only a word with `:`, `/` or `_`, or that starts with `-`, may be another token than a cell
    let plain = c !== 45;
    while (p < to) {
      const d = text.charCodeAt(p);
      if (d < 0x21 || d > 0x7e) break;
      if (d === 58 || d === 47 || d === 95) plain = false;
      p++;
    }
    if (p < to && text.charCodeAt(p) !== 32 && text.charCodeAt(p) !== 9) return false;
    if ((c === 45 || c === 46) && p - start >= 3 && text.charCodeAt(start + 1) === c && text.charCodeAt(start + 2) === c) mayMark = true;
    starts[n] = start;
    ends[n] = p;
    kinds[n] = plain ? Kind.Cell : kindOf(text, start, p);
    n++;
  }
  if (n === 0) {
    if (to < text.length) rows.push({ kind: "blank", offset: to });
    return true;
  }
  if (kinds[0] === Kind.Dashes && n >= 4 && n <= 5 && isBannerRest(text, n)) {
    rows.push({ kind: "banner", offset: starts[0]!, date: cellAt(text, 3) });
    return true;
  }
  if (mayMark) return false;
  const first = kinds[0]!;
  if (first !== Kind.Time && first !== Kind.Date && kinds[n - 1] === Kind.Date) {
    const cells: AtsarCell[] = [];
    for (let k = 0; k < n - 1; k++) cells.push(cellAt(text, k));
    rows.push({ kind: "system", offset: starts[0]!, cells, date: cellAt(text, n - 1) });
    return true;
  }
  const lead: AtsarCell[] = [];
  let k = 0;
  for (; k < n && kinds[k] !== Kind.Time; k++) lead.push(cellAt(text, k));
  const segments: AtsarSegment[] = [];
  while (k < n) {
    const time = cellAt(text, k);
    let e = k + 1;
    while (e < n && kinds[e] !== Kind.Time) e++;
    if (e > k + 1 && kinds[e - 1] === Kind.Tag) {
      const words: AtsarCell[] = [];
      for (let w = k + 1; w < e - 1; w++) words.push(cellAt(text, w));
      segments.push({ kind: "header", words, tag: cellAt(text, e - 1), time });
    } else {
      const cells: AtsarCell[] = [];
      for (let w = k + 1; w < e; w++) cells.push(cellAt(text, w));
      segments.push({ kind: "cells", cells, time });
    }
    k = e;
  }
  rows.push({ kind: "report", offset: lead.length > 0 ? lead[0]!.offset : segments[0]!.time.offset, lead, segments });
  return true;
}

const cellAt = (text: string, k: number): AtsarCell => ({ text: text.slice(starts[k], ends[k]), offset: starts[k]! });

const wordIs = (text: string, k: number, word: string): boolean => ends[k]! - starts[k]! === word.length && text.startsWith(word, starts[k]);

/** The banner after its first run of dashes: `analysis date: 2026/11/30` and, optionally, dashes. */
function isBannerRest(text: string, n: number): boolean {
  return wordIs(text, 1, "analysis") && wordIs(text, 2, "date:") && kinds[3] === Kind.Date && (n === 4 || kinds[4] === Kind.Dashes);
}
