/**
 * True when nothing but white space follows the line that holds `offset` in `text`: a capture cut off there, rather
 * than a damaged line in the middle of one. False for an unknown offset.
 *
 * @example
 * endsInput("a\nb\n\n", 2) //=> true
 * endsInput("a\nb\n", 0)    //=> false
 */
export function endsInput(text: string, offset: number | undefined): boolean {
  if (offset === undefined) return false;
  const end = text.indexOf("\n", offset);
  return end === -1 || text.slice(end).trim() === "";
}
