/**
 * Linear forms of detector patterns shaped `A[^\n]*?B` ("A, then B later on the same line"). As one regular
 * expression, every place A matches starts a lazy scan to the end of the line, so a line holding A many times (a
 * line of clock times) is read once per A: quadratic. Here each line is read once for A and once for B.
 */

/**
 * True when a line of `text` holds a match of `first` and, at or after the end of its first match, a match of `then`
 * (which needs the `g` or `y` flag). The first match of `first` is enough: it ends no later than any other, so any
 * `then` after a later one is also after it. Lines end at `breaks`; each line but the first is tested with a "\n"
 * in front, so `^` and `$` (multiline or not) mean what they meant in the whole text.
 *
 * @example
 * lineHasThen("12:00:00 cpu %usr _cpu_", /\d\d:\d\d:\d\d[ \t]/, /[ \t]_[a-z]+_/g) //=> true
 */
export function lineHasThen(text: string, first: RegExp, then: RegExp, breaks: RegExp | string = "\n"): boolean {
  const lines = text.split(breaks);
  for (let k = 0; k < lines.length; k++) {
    const line = k === 0 ? lines[0]! : `\n${lines[k]!}`;
    const m = first.exec(line);
    if (m === null) continue;
    then.lastIndex = m.index + m[0].length;
    if (then.test(line)) return true;
  }
  return false;
}
