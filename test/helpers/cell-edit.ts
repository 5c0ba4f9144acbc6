/**
 * Edits one cell of a column-aligned text table (sar, atopsar) in place, the way a tool would have printed another
 * value: the cell keeps its right edge, a longer value takes blanks from its left, so every other column stays where
 * it was. Throws when the line or the cell is not there, or the value does not fit.
 *
 * @example
 * setCell(text, (l) => l.startsWith("15:27:19"), 2, "130.00") // the third blank-separated cell of that line
 */
export function setCell(text: string, line: (l: string, index: number) => boolean, cell: number, value: string): string {
  const lines = text.split("\n");
  const at = lines.findIndex(line);
  if (at === -1) throw new Error("setCell: no such line");
  const l = lines[at]!;
  const cells = [...l.matchAll(/\S+/g)];
  const target = cells[cell];
  if (!target) throw new Error(`setCell: line ${at + 1} has ${cells.length} cells, not ${cell + 1}: ${l}`);
  const end = target.index + target[0].length;
  const start = end - value.length;
  const previousEnd = cell > 0 ? cells[cell - 1]!.index + cells[cell - 1]![0].length : 0;
  if (start <= previousEnd) throw new Error(`setCell: ${JSON.stringify(value)} does not fit in cell ${cell + 1} of line ${at + 1}: ${l}`);
  const from = Math.min(start, target.index);
  lines[at] = l.slice(0, from) + value.padStart(end - from) + l.slice(end);
  return lines.join("\n");
}

/** The index of the first line for which `test` holds, after the line for which `after` holds (a continuation row). */
export function lineAfter(after: (l: string) => boolean, test: (l: string) => boolean): (l: string, index: number, lines?: string[]) => boolean {
  let seen = false;
  return (l) => {
    if (!seen) {
      seen = after(l);
      return false;
    }
    return test(l);
  };
}

/** A line split before each of its cells, each cell with the blanks after it: `join("")` gives the line back. */
export const cellsOf = (line: string): string[] => line.split(/(?<= )(?=\S)/);

/**
 * How the differential tests of hand readers (sar, atsar, free, stub_status, webbench rows) put a word into a line:
 * as a cell of its own before cell `where`, instead of that cell, glued to its end, or before the first cell.
 */
export const WORD_EDITS = ["before", "instead", "glued", "first"] as const;

/**
 * The line of `cells` (cellsOf) with `word` put in by `edit` at cell `where` (0 to cells.length; the last cell for
 * `instead` and `glued` past the end); `instead` keeps a blank after the word when `rnd(2)` says so.
 *
 * @example
 * putWord(cellsOf("a b c"), "x", 1, "glued", rnd) //=> "a bx c"
 */
export function putWord(cells: string[], word: string, where: number, edit: (typeof WORD_EDITS)[number], rnd: (n: number) => number): string {
  const at = Math.min(where, cells.length - 1);
  if (edit === "before") cells.splice(where, 0, `${word} `);
  else if (edit === "instead") cells[at] = `${word}${rnd(2) ? " " : ""}`;
  else if (edit === "glued") cells[at] = `${cells[at]!.trimEnd()}${word} `;
  else cells.unshift(word);
  return cells.join("");
}

/**
 * The seeded damage of the hand readers' differential tests (ab, webbench, stub_status lines): 1 to 3 words put into
 * `lines` (changed in place), each by putWord or as a line of its own, the word drawn by `pick` (a `glued` word goes
 * at a cell's end), then the text, cut short one time in four.
 *
 * @example
 * damagedLines(text.split("\n"), () => ({ word: words[rnd(words.length)]! }), rnd)
 */
export function damagedLines(lines: string[], pick: () => { word: string; glued?: boolean }, rnd: (n: number) => number): string {
  for (let k = 1 + rnd(3); k > 0; k--) {
    const at = rnd(lines.length);
    const cells = cellsOf(lines[at]!);
    const { word, glued } = pick();
    const where = rnd(cells.length + 1);
    const how = glued ? 2 : rnd(5);
    // a line of its own, or the line with the word put in
    if (how === 3) lines.splice(at, 0, word);
    else lines[at] = putWord(cells, word, where, WORD_EDITS[how === 4 ? 3 : how]!, rnd);
  }
  const text = lines.join("\n");
  return rnd(4) === 0 ? text.slice(0, rnd(text.length + 1)) : text;
}

/**
 * The seeded variants of a hand reader's differential test (test/h2load/rows.test.ts, test/httperf/rows.test.ts):
 * `rounds` times, one of `texts` (each a list of lines) with one to four of its lines cut short or given one of
 * `words` (WORD_EDITS), joined and handed to `check`.
 */
export function seededEdits(texts: readonly string[][], words: readonly string[], rnd: (n: number) => number, rounds: number, check: (text: string) => void): void {
  for (let round = 0; round < rounds; round++) {
    const lines = [...texts[rnd(texts.length)]!];
    for (let k = 1 + rnd(4); k > 0; k--) {
      const at = rnd(lines.length);
      const cells = cellsOf(lines[at]!);
      const w = words[rnd(words.length)]!;
      const where = rnd(cells.length + 1);
      const how = rnd(5);
      // a line cut short (a truncated capture), or the word put in
      if (how === 3) lines[at] = lines[at]!.slice(0, rnd(lines[at]!.length + 1));
      else lines[at] = putWord(cells, w, where, WORD_EDITS[how === 4 ? 3 : how]!, rnd);
    }
    check(lines.join("\n"));
  }
}
