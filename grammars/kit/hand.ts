/*
 * What the grammars' hand readers share (grammars/sysstat/rows.ts, grammars/atsar/rows.ts, grammars/webbench/lines.ts,
 * grammars/ab/lines.ts, grammars/vmstat/lines.ts):
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
