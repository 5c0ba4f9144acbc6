/**
 * Where a tool's lines start glued to the end of another line (a copy that lost its line ends: a web page that
 * dropped its `<br>`s, `26 hitsAvailability:   100.00 %Elapsed time: ...`): the offsets of `pattern`'s matches (a
 * global regular expression) that have something but blanks before them on their line, in the text's order. `keep`
 * may refuse a match, given the code of the last character before it (blanks aside) and its offset: a line's own
 * prefix is not another line. The pattern is tried once over the text; most texts give none.
 *
 * @example
 * gluedStarts("a: 1b: 2\nb: 3\n", /b: \d/g) //=> [4]
 */
export function gluedStarts(text: string, pattern: RegExp, keep?: (match: string, before: number, at: number) => boolean): number[] {
  const cuts: number[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const before = charBefore(text, m.index);
    if (before !== -1 && (keep === undefined || keep(m[0], before, m.index))) cuts.push(m.index);
    if (m[0].length === 0) pattern.lastIndex++;
  }
  return cuts;
}

/**
 * The code of the last character but blanks (space, tab, CR) before `at` on its line, or -1 when there is none.
 *
 * @example
 * charBefore("ab  c", 4) //=> 98
 * charBefore("x\n  c", 4) //=> -1
 */
export function charBefore(text: string, at: number): number {
  for (let i = at - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 10) return -1;
    if (c !== 32 && c !== 9 && c !== 13) return c;
  }
  return -1;
}
