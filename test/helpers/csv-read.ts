/**
 * A small RFC 4180 reader, to check what the CSV writers give (test/csv.test.ts) and to compare two builds' CSV
 * (scripts/csv-compare.mjs): rows end with CRLF; a quoted cell may hold commas, CR, LF and doubled quotes.
 *
 * @example
 * readCsv('a,b\r\n1,"x,""y"""\r\n') //=> [["a", "b"], ["1", 'x,"y"']]
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") row.push(cell), (cell = "");
    else if (ch === "\r" && text[i + 1] === "\n") row.push(cell), rows.push(row), (row = []), (cell = ""), i++;
    else cell += ch;
  }
  return rows;
}
