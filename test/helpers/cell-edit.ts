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
