/*
 * What the grammars' hand readers share (grammars/sysstat/rows.ts, grammars/atsar/rows.ts, grammars/webbench/lines.ts):
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
