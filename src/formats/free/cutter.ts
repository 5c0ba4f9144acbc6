import { shellWords } from "../../extract/shell.js";
import { Cut, type ContextOptions, type StreamCutter } from "../types.js";
import { freeBlockEnd, type BlockEnd } from "./command.js";
import { roleOfLabel } from "./labels.js";
import { isValue } from "../../../grammars/free/rows.js";

/**
 * free's pieces (FreeFormat.stream): a block is a header line (words only) and the rows under it (words, then values).
 * Blocks are independent records, so the engine parses a batch of them at once and each alone as soon as a live pipe
 * has no more (Cut.mayEnd).
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
  // a header opened the current block; rows read under it; the last row and where its first word is
  let header = false;
  let rows = 0;
  let last = "";
  let wordFrom = 0;
  let wordTo = 0;
  // the last line was blank; a blank line follows every line
  let blank = false;
  let doubled = false;
  // how the last block ended (its number of rows, and its last row's first word), and how the last two blocks in a
  // row did (the run's last row)
  let previous: string | undefined;
  let learnt: string | undefined;
  let learntRows = 0;
  let learntWord = "";
  const endBlock = (): void => {
    const key = `${rows}\t${last.slice(wordFrom, wordTo)}`;
    learnt = previous === key ? key : undefined;
    if (learnt !== undefined) {
      learntRows = rows;
      learntWord = last.slice(wordFrom, wordTo);
    }
    previous = key;
    rows = 0;
  };
  return {
    line(line) {
      let i = 0;
      let c = line.charCodeAt(0);
      while (c === 32 || c === 9) c = line.charCodeAt(++i);
      if (i === line.length) {
        // a blank line
        const wasBlank = blank;
        blank = true;
        if (header && rows === 0 && !wasBlank) doubled = true;
        if (rows === 0 || doubled) return Cut.none;
        // until a block's last row is known, each block is out at the blank line after it (free 3.3 and 4.x print it
        // with the next block: a batch would wait for a later one); after that, a batch may go on
        const known = end !== undefined || learnt !== undefined;
        endBlock();
        header = false;
        return known ? Cut.mayEnd : Cut.end;
      }
      const afterBlank = blank;
      blank = false;
      if (!hasValue(line, i)) {
        // a header: words only
        const cut = rows > 0;
        if (cut) {
          endBlock();
          // (a header right after a row: another run, or blank lines lost)
          if (!afterBlank) previous = learnt = undefined;
        }
        header = true;
        rows = 0;
        return cut ? Cut.start : Cut.none;
      }
      if (!header) return Cut.mayEnd;
      rows++;
      let w = i;
      while (w < line.length && line.charCodeAt(w) > 32) w++;
      last = line;
      wordFrom = i;
      wordTo = w;
      if (end !== undefined) return end !== "line" && roleOfLabel(labelOf(line, i)) === end ? Cut.mayEnd : Cut.none;
      return learnt !== undefined && rows === learntRows && w - i === learntWord.length && line.startsWith(learntWord, i) ? Cut.mayEnd : Cut.none;
    },
  };
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

/** Whether a line holds a value as the grammar reads one (a Value token: `24683656`, `-32Gi`, `8,7Mi`): a row. */
function hasValue(line: string, from: number): boolean {
  for (let i = from; i < line.length; ) {
    const c = line.charCodeAt(i);
    if (c === 32 || (c >= 9 && c <= 13)) {
      i++;
      continue;
    }
    let j = i;
    let d: number;
    while (j < line.length && (d = line.charCodeAt(j)) !== 32 && (d < 9 || d > 13)) j++;
    if (((c >= 48 && c <= 57) || c === 45) && isValue(line, i, j)) return true;
    i = j;
  }
  return false;
}

/** A row's label: its words before the first one that starts with a digit or `-` and a digit (a value). */
function labelOf(line: string, from: number): string {
  const m = /\s-?\d/.exec(line.slice(from));
  return m === null ? line.slice(from) : line.slice(from, from + m.index);
}
