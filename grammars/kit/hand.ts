/*
 * What the grammars' hand readers share (grammars/sysstat/rows.ts, grammars/atsar/rows.ts, grammars/webbench/lines.ts,
 * grammars/ab/lines.ts, grammars/vmstat/lines.ts, keyValueLines in grammars/kit/key-value.ts, and the rows.ts of
 * autocannon, bombardier, k6, h2load, httperf, wrk, hey, siege, oha and vegeta):
 * a hand reader reads the usual lines, the grammar reads the text with those lines blanked (so that its offsets stay
 * the text's), and the two lists of lines are merged back in the text's order.
 */

let SPACES = " ".repeat(256);

/**
 * `n` spaces (one string, grown by doubling and sliced: a blanked line costs no loop of its own).
 *
 * @example
 * blanks(3) //=> "   "
 */
export function blanks(n: number): string {
  while (SPACES.length < n) SPACES += SPACES;
  return SPACES.slice(0, n);
}

/**
 * text[0, end) with each span [spans[k], spans[k + 1]) (in the text's order, within lines) made blanks: the text the
 * grammar reads once a hand reader has read those lines, at the same offsets, line ends kept. Spans that start at
 * `end` or later are left out with the rest.
 *
 * @example
 * blankSpans("ab\ncd\nef", [3, 5]) //=> "ab\n  \nef"
 */
export function blankSpans(text: string, spans: readonly number[], end = text.length): string {
  const parts: string[] = [];
  let copied = 0;
  for (let k = 0; k < spans.length && spans[k]! < end; k += 2) {
    parts.push(text.slice(copied, spans[k]), blanks(spans[k + 1]! - spans[k]!));
    copied = spans[k + 1]!;
  }
  parts.push(text.slice(copied, end));
  return parts.length === 1 ? parts[0]! : parts.join("");
}

/**
 * Two lists of lines, each in the text's order, as one list in the text's order (by `offset`).
 *
 * @example
 * mergeByOffset([{ offset: 0 }, { offset: 9 }], [{ offset: 4 }]) //=> [{ offset: 0 }, { offset: 4 }, { offset: 9 }]
 */
export function mergeByOffset<L extends { offset: number }>(hand: readonly L[], grammar: readonly L[]): L[] {
  const out: L[] = [];
  let i = 0;
  let j = 0;
  while (i < hand.length || j < grammar.length) {
    if (j >= grammar.length || (i < hand.length && hand[i]!.offset < grammar[j]!.offset)) out.push(hand[i++]!);
    else out.push(grammar[j++]!);
  }
  return out;
}

/**
 * A text's lines read by a hand reader where it can, by the grammar elsewhere (the rows.ts of autocannon, bombardier,
 * k6, h2load, httperf, wrk, hey, siege, oha and vegeta; keyValueLines): `readLine(text, from, to, rows)` reads the
 * line text[from, to) into `rows` and says whether it did (a blank line it reads gives nothing, as in a grammar that
 * skips them); the grammar reads the text up to its last line the hand reader left, with the hand-read lines blanked
 * (same offsets, so its errors are placed where they were); the two lists are merged in the text's order.
 */
export function readLines<L extends { offset: number }>(
  text: string,
  readLine: (text: string, from: number, to: number, rows: L[]) => boolean,
  grammar: (text: string) => L[],
): L[] {
  const rows: L[] = [];
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
  const others = grammar(blankSpans(text, spans, grammarEnd));
  if (rows.length === 0) return others;
  return mergeByOffset(rows, others);
}

/**
 * Whether a character is one of the kit's WhiteSpace token (grammars/kit/tokens.ts): a blank, a tab, a CR, a form
 * feed, a vertical tab, a no-break or an ideographic space; what a hand lexer skips between tokens.
 *
 * @example
 * isWhiteSpace(0xa0) //=> true
 */
export function isWhiteSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 13 || c === 12 || c === 11 || c === 0xa0 || c === 0x3000;
}

/**
 * Whether a character (a UTF-16 code unit, as a lexer reads it) is one of the visible ones a grammar's catch-all Word
 * reads (`[\x21-\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]`: the key-value pages', k6's): not a blank, a line end
 * or a control character.
 *
 * @example
 * isVisibleChar(0x41) //=> true
 * isVisibleChar(0x3000) //=> false (an ideographic space)
 */
export function isVisibleChar(c: number): boolean {
  return (c >= 0x21 && c <= 0x7e) || (c >= 0x80 && c <= 0x9f) || (c >= 0xa1 && c <= 0x2fff) || c >= 0x3001;
}

/**
 * Where a sticky pattern's match at `p` ends, or -1: a token's pattern tried where a hand lexer stands.
 *
 * @example
 * matchAt(/\d+/y, "ab12", 2) //=> 4
 */
export function matchAt(re: RegExp, text: string, p: number): number {
  re.lastIndex = p;
  return re.test(text) ? re.lastIndex : -1;
}
