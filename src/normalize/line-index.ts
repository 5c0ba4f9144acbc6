/**
 * A function from a 0-based offset in `text` to its 1-based line number, for formats that number many records.
 * The line starts are found once and each lookup is a binary search (none for the line of the last lookup or the
 * next one); calling `locate` (src/kit/errors.ts) for every record would rescan the text from its start each time,
 * which is quadratic over a long log.
 *
 * @example
 * const lineOf = lineIndex("a\nb\nc")
 * lineOf(0) //=> 1
 * lineOf(2) //=> 2
 * lineOf(4) //=> 3
 */
export function lineIndex(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  // the line found last: lookups mostly go forward through the text, a line or two at a time
  let last = 0;
  return (offset) => {
    if (starts[last]! <= offset) {
      const next = starts[last + 1];
      if (next === undefined || offset < next) return last + 1;
      const after = starts[last + 2];
      if (after === undefined || offset < after) return ++last + 1;
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    last = lo;
    return lo + 1;
  };
}
