/**
 * The line of `text` that holds `offset`, without its line end (a CR before it stays): for raw records that keep a
 * line as printed, from the offset of one of its tokens.
 *
 * @example
 * lineAround("a\nbc d\ne", 4) //=> "bc d"
 */
export function lineAround(text: string, offset: number): string {
  const end = text.indexOf("\n", offset);
  return text.slice(text.lastIndexOf("\n", offset - 1) + 1, end === -1 ? text.length : end);
}
