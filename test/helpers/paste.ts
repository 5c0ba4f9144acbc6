/** What the paste tests share (test/paste.test.ts, test/paste-lines.test.ts). */
import { Paste, type PastedLine } from "../../src/api/paste.js";

/** Lines through a new paste stage, and its end: what it gives. */
export function pasted(lines: string[]): PastedLine[] {
  const paste = new Paste();
  const out: PastedLine[] = [];
  lines.forEach((t, i) => paste.take(t, i + 1, out));
  paste.end(out);
  return out;
}

/**
 * Records without where their errors are (a damaged copy moves lines and columns), and without `fields` (after a
 * pasted command line, those a command changes by saying what the text does not: `free` alone says KiB).
 */
export function unplaced(records: unknown[], fields: readonly string[] = []): string {
  const drop = new Set(["line", "column", "excerpt", ...fields]);
  return JSON.stringify(JSON.parse(JSON.stringify(records), (key, value) => (drop.has(key) ? undefined : value)));
}
