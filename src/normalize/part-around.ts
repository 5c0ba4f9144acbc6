import { countAtMost } from "./count-at-most.js";

/**
 * The part of the line at `offset` between the cuts around it (the offsets where glued lines start: see
 * gluedStarts, in the text's order), without its line end: what a line a copy glued to others held. Without a cut on
 * the line, the line.
 *
 * @example
 * partAround("x: 1y: 2\n", 5, [4]) //=> "y: 2"
 * partAround("x: 1y: 2\n", 1, [4]) //=> "x: 1"
 */
export function partAround(text: string, offset: number, cuts: readonly number[]): string {
  // the nearest cut at or before `offset` and the nearest after it (cuts are in the text's order), then the line's
  // ends looked for only between them: linear over a long line of many glued parts (each read once per part)
  const lo = countAtMost(cuts, offset);
  const before = lo > 0 ? cuts[lo - 1]! : 0;
  const after = lo < cuts.length ? cuts[lo]! : text.length;
  let from = offset;
  while (from > before && text.charCodeAt(from - 1) !== 10) from--;
  let to = offset;
  while (to < after && text.charCodeAt(to) !== 10) to++;
  return text.slice(from, to);
}
