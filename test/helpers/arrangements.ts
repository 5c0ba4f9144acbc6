/**
 * Calls `visit` with every text made of `pieces` in every order, each piece any number of times, up to `depth` pieces
 * long (the empty text first): the small texts a hand reader's differential test tries exhaustively. Gives how many.
 *
 * @example
 * eachArrangement(["a", "\n"], 2, (t) => same(t)) //=> 7 ("", "a", "aa", "a\n", "\n", "\na", "\n\n")
 */
export function eachArrangement(pieces: readonly string[], depth: number, visit: (text: string) => void): number {
  let n = 0;
  const walk = (text: string, left: number): void => {
    visit(text);
    n++;
    if (left > 0) for (const p of pieces) walk(text + p, left - 1);
  };
  walk("", depth);
  return n;
}
