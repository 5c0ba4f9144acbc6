import { shellWords } from "../../kit/shell.js";
import { Cut, type ContextOptions, type StreamCutter } from "../../kit/format.js";
import { freeBlockEnd, type BlockEnd } from "./command.js";
import { roleOfLabel } from "./labels.js";
import { isValue } from "../../../grammars/free/rows.js";

/**
 * free's pieces (FreeFormat.stream): a block is a header line (indented, as free prints it) and the rows under it
 * (starting with their label); with no header open, a line of words only is a header pasted flush-left, and a line
 * with a value (a Value token, as the grammar reads one) a row.
 * Blocks are independent records, so the engine parses a batch of them at once and each alone as soon as a live pipe
 * has no more (Cut.mayEnd). (A line's first character decides for most lines: the cutter sees every line of a long
 * series.)
 * A block may end:
 * - at its last row: the one the command's flags say (`benchparse -- free -t -s 1`: Total; see freeBlockEnd), or,
 *   without a command, the row that ended the last two blocks of the input alike (the same number of rows, the same
 *   first word). free 3.3 and 4.x print the blank line between two blocks just before the second (`free -s 5` would
 *   give each block 5 s late if it waited for that line); procps 3.2 prints it right after each block. A header right
 *   after a row (a new run, or a paste that lost its blank lines) forgets what was learnt.
 * - at a blank line after rows, unless a blank line follows every line (a blank line between a header and its first
 *   row tells it): there for sure (Cut.end) while the last row is not known, so that a live `free -s 1 | benchparse`
 *   gives the first blocks when the next one starts rather than when the last row is learnt.
 * A header after rows starts a piece. A row with no header before it (a `free -L` line, or a row whose header is
 * missing) is a piece of its own.
 *
 * A row taken as the last one and followed by another of its block would cut the block in two where a batch reads it
 * whole: the learnt shape is what the two blocks before it printed, and free prints every block of a run alike.
 */
export function freeCutter(options: ContextOptions): StreamCutter {
  const end = options.command === undefined ? undefined : blockEndOf(options.command);
  // a header opened the current block; rows read under it; the last row
  let header = false;
  let rows = 0;
  let last = "";
  // the last line was blank; a blank line follows every line
  let blank = false;
  let doubled = false;
  // how the last block ended (its number of rows, and its last row's first word), and how the last two blocks in a
  // row did (the run's last row)
  let previousRows = 0;
  let previousWord = "";
  let learnt = false;
  let learntRows = 0;
  let learntWord = "";
  const endBlock = (): void => {
    // (the last row's first word, compared with the last block's in place: no string is made for a block like it)
    const len = previousWord.length;
    const same = rows === previousRows && rows > 0 && last.startsWith(previousWord) && !(last.charCodeAt(len) > 32);
    if (same) {
      learnt = true;
      learntRows = rows;
      learntWord = previousWord;
    } else {
      learnt = false;
      let to = 0;
      while (to < last.length && last.charCodeAt(to) > 32) to++;
      previousRows = rows;
      previousWord = last.slice(0, to);
    }
    rows = 0;
  };
  return {
    line(line) {
      const c = line.charCodeAt(0);
      if (c === 32 || c === 9 || line.length === 0) {
        let i = 1;
        while (i < line.length && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9)) i++;
        if (i >= line.length) {
          // a blank line
          const wasBlank = blank;
          blank = true;
          if (header && rows === 0 && !wasBlank) doubled = true;
          if (rows === 0 || doubled) return Cut.none;
          // until a block's last row is known, each block is out at the blank line after it (free 3.3 and 4.x print
          // it with the next block: a batch would wait for a later one); after that, a batch may go on
          const known = end !== undefined || learnt;
          endBlock();
          header = false;
          return known ? Cut.mayEnd : Cut.end;
        }
        // an indented line: free's header (its rows start with their label)
        return headerLine();
      }
      // a row; with no header open, a header pasted flush-left (words only), or a row of its own (`free -L`)
      if (!header) {
        if (!hasValue(line, 0)) return headerLine();
        blank = false;
        return Cut.mayEnd;
      }
      blank = false;
      rows++;
      last = line;
      if (end !== undefined) return end !== "line" && roleOfLabel(labelOf(line)) === end ? Cut.mayEnd : Cut.none;
      // (the row's first word is the learnt one: it starts it and a blank follows)
      return learnt && rows === learntRows && line.startsWith(learntWord) && !(line.charCodeAt(learntWord.length) > 32) ? Cut.mayEnd : Cut.none;
    },
  };

  /** A header line: starts a piece after rows. */
  function headerLine(): Cut {
    const afterBlank = blank;
    blank = false;
    const cut = rows > 0;
    if (cut) {
      endBlock();
      // (a header right after a row: another run, or blank lines lost)
      if (!afterBlank) {
        learnt = false;
        previousRows = 0;
      }
    }
    header = true;
    rows = 0;
    return cut ? Cut.start : Cut.none;
  }
}

/**
 * The row a command's blocks end with (freeBlockEnd), when the command runs free (`free -t -s 1`, `sudo free -s 1`,
 * `busybox free`: the words after the first `free`).
 */
function blockEndOf(command: string): BlockEnd | undefined {
  const words = shellWords(command);
  const at = words.findIndex((w) => w.replace(/^.*\//, "") === "free");
  return at === -1 ? undefined : freeBlockEnd(words.slice(at + 1));
}

const DIGIT = /\d/;

/**
 * Whether a line holds a value as the grammar reads one (a Value token: `24683656`, `-32Gi`, `8,7Mi`): a row. Looked
 * for from the line's first digit (a row's comes after its label, a header has none), the word around it tested.
 */
function hasValue(line: string, from: number): boolean {
  // most rows: a one-word label, then a value (`Mem:        24683656 ...`)
  let j = from;
  while (j < line.length && line.charCodeAt(j) > 32) j++;
  let k = j;
  while (k < line.length && (line.charCodeAt(k) === 32 || line.charCodeAt(k) === 9)) k++;
  const d = line.charCodeAt(k);
  if (k > j && ((d >= 48 && d <= 57) || d === 45)) {
    let e = k + 1;
    while (e < line.length && line.charCodeAt(e) > 32) e++;
    if (isValue(line, k, e)) return true;
  }
  let i = line.search(DIGIT);
  if (i < from) return false;
  for (; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c < 48 || c > 57) continue;
    let s = i;
    while (s > from && line.charCodeAt(s - 1) > 32) s--;
    let e = i + 1;
    while (e < line.length && line.charCodeAt(e) > 32) e++;
    if ((s === i || (s === i - 1 && line.charCodeAt(s) === 45)) && isValue(line, s, e)) return true;
    i = e;
  }
  return false;
}

/** A row's label: its words before the first one that starts with a digit or `-` and a digit (a value). */
function labelOf(line: string): string {
  const m = /\s-?\d/.exec(line);
  return m === null ? line : line.slice(0, m.index);
}
