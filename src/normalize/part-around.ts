/**
 * The part of the line at `offset` between the cuts around it (the offsets where glued lines start: see
 * gluedStarts), without its line end: what a line a copy glued to others held. Without a cut on the line, the line.
 *
 * @example
 * partAround("x: 1y: 2\n", 5, [4]) //=> "y: 2"
 * partAround("x: 1y: 2\n", 1, [4]) //=> "x: 1"
 */
export function partAround(text: string, offset: number, cuts: readonly number[]): string {
  const lineEnd = text.indexOf("\n", offset);
  let from = text.lastIndexOf("\n", offset - 1) + 1;
  let to = lineEnd === -1 ? text.length : lineEnd;
  for (const c of cuts) {
    if (c <= offset && c > from) from = c;
    else if (c > offset && c < to) to = c;
  }
  return text.slice(from, to);
}
