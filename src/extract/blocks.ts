/**
 * Finds where each tool's output starts and ends among the prepared lines, using the signature tables: a block opens
 * on a start line and goes on while its lines look like that tool's output. Up to MAX_GAP foreign lines in a row
 * (commentary such as `//说明: ...`) are stepped over and left out of the block's text; a heading, a shell command,
 * another tool's start line, a new run (a banner, or a start line after the results) or a longer gap ends it.
 */
import { isBlank, type SourceLine } from "./lines.js";
import { anyLine, type BlockSignature } from "../kit/line-tests.js";

/** Foreign non-blank lines in a row that a block steps over. */
export const MAX_GAP = 2;
/** Blank lines in a row that a block steps over (a doubled blank line after every line makes 3 of 1). */
export const MAX_BLANK = 7;
/** Lines before a start line that can belong to it (a `date` line, an HTTP head), unless the signature says (maxLead). */
const MAX_LEAD = 12;
/** Lines a bridge (ab -v output between `Benchmarking` and the results) may span. */
const MAX_BRIDGE = 20_000;

/** Lines that are never tool output: `// ...` comments, HTML comments. */
const COMMENTARY = /^\s*(?:\/\/|<!--)/;
export const isCommentary = (text: string): boolean => COMMENTARY.test(text);

export interface FoundBlock {
  signature: BlockSignature;
  /** Index of the first and last line of the block in the prepared lines (inclusive). */
  first: number;
  last: number;
  /**
   * Indices of foreign lines inside the block. Commentary (`// ...`) is always left out of the block's text; other
   * lines are given to the parser and left out only when it cannot read the block with them.
   */
  skipped: number[];
}

export interface FindOptions {
  /** True for a line that is a shell command: it ends a block. */
  isCommand: (index: number) => boolean;
  /** A format's detector score of a text: which of two signatures that start on the same line opens the block. */
  score?: (format: string, text: string) => number;
}

/** Lines from a start line that the detectors of two signatures starting on it read to choose between them. */
const RIVAL_LINES = 16;

/** The next non-blank line after each line (the second argument of line tests). */
function nextNonBlank(lines: SourceLine[]): (string | undefined)[] {
  const out: (string | undefined)[] = new Array(lines.length);
  let next: string | undefined;
  for (let i = lines.length - 1; i >= 0; i--) {
    out[i] = next;
    if (!isBlank(lines[i]!.text)) next = lines[i]!.text;
  }
  return out;
}

export function findBlocks(lines: SourceLine[], signatures: readonly BlockSignature[], options: FindOptions): FoundBlock[] {
  const next = nextNonBlank(lines);
  const startOf = (i: number): BlockSignature | undefined => {
    const t = lines[i]!.text;
    if (isBlank(t) || lines[i]!.heading || COMMENTARY.test(t)) return undefined;
    const first = signatures.find((s) => anyLine(s.start, t, next[i]));
    if (!first || !options.score) return first;
    // another format's output may start with the same line (Apache's and lighttpd's `Total Accesses:`): the one whose
    // detector scores the lines from here highest opens the block (the higher priority on a tie)
    const rivals = signatures.filter((s) => s !== first && anyLine(s.start, t, next[i]));
    if (rivals.length === 0) return first;
    const text = lines.slice(i, i + RIVAL_LINES).map((l) => l.text).join("\n");
    let best = first;
    let bestScore = options.score(first.format, text);
    for (const s of rivals) {
      const score = options.score(s.format, text);
      if (score > bestScore) [best, bestScore] = [s, score];
    }
    return best;
  };
  const blocks: FoundBlock[] = [];
  let floor = 0; // lines before this belong to an earlier block
  for (let i = 0; i < lines.length; i++) {
    if (options.isCommand(i)) continue;
    const sig = startOf(i);
    if (!sig) continue;
    let first = i;
    const maxLead = sig.maxLead ?? MAX_LEAD;
    for (let k = i - 1; k >= floor && i - k <= maxLead; k--) {
      const l = lines[k]!;
      if (l.heading || options.isCommand(k)) break;
      if (isBlank(l.text)) continue;
      if (!anyLine(sig.lead, l.text, next[k])) break;
      first = k;
    }
    const body = (j: number): boolean =>
      !COMMENTARY.test(lines[j]!.text) && (anyLine(sig.start, lines[j]!.text, next[j]) || anyLine(sig.body, lines[j]!.text, next[j]));
    let last = i;
    let seenEnd = anyLine(sig.runEnd, lines[i]!.text, next[i]);
    let bridging = anyLine(sig.bridge?.from, lines[i]!.text, next[i]);
    let bridgeStart = i;
    let gap: number[] = [];
    let blanks = 0;
    const skipped: number[] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const l = lines[j]!;
      // a heading ends the block, unless the block's own tool printed the line (autocannon's `# of samples: 10`)
      if (l.heading && !body(j)) break;
      if (isBlank(l.text)) {
        if (++blanks > MAX_BLANK && !bridging) break;
        continue;
      }
      blanks = 0;
      if (options.isCommand(j)) break;
      const t = l.text;
      if (anyLine(sig.hardStart, t, next[j])) break;
      if (seenEnd && anyLine(sig.runStart ?? sig.start, t, next[j])) break;
      if (body(j)) {
        last = j;
        skipped.push(...gap);
        gap = [];
        if (anyLine(sig.runEnd, t, next[j])) seenEnd = true;
        if (anyLine(sig.bridge?.from, t, next[j])) {
          bridging = true;
          bridgeStart = j;
        }
        if (bridging && anyLine(sig.bridge?.to, t, next[j])) bridging = false;
        continue;
      }
      const other = signatures.find((s) => s !== sig && anyLine(s.start, t, next[j]));
      if (other && !bridging) break;
      if (bridging && j - bridgeStart <= MAX_BRIDGE) continue; // ab -v: kept in the text, not skipped
      gap.push(j);
      if (gap.length > MAX_GAP) break;
    }
    blocks.push({ signature: sig, first, last, skipped });
    floor = last + 1;
    i = last;
  }
  return blocks;
}

/**
 * The text of a block as its parser gets it: its lines without the skipped ones, and with the extra blank line that
 * some sites put after every line taken out again. Returns the lines used, so positions in the text map back.
 */
export function blockText(
  lines: SourceLine[],
  block: { first: number; last: number; skipped: number[] },
  keepForeign = false,
): { text: string; used: SourceLine[]; undoubled: boolean; left: number[] } {
  const skip = new Set(keepForeign ? block.skipped.filter((i) => isCommentary(lines[i]!.text)) : block.skipped);
  let used: SourceLine[] = [];
  for (let i = block.first; i <= block.last; i++) if (!skip.has(i)) used.push(lines[i]!);
  const undoubled = isDoubled(used);
  if (undoubled) used = undouble(used);
  return { text: `${used.map((l) => l.text).join("\n")}\n`, used, undoubled, left: [...skip] };
}

/** True when (nearly) every line is followed by a blank line: a blank after every line, as some blogs do. */
export function isDoubled(lines: SourceLine[]): boolean {
  const runs = blankRuns(lines);
  if (runs.length < 2) return false;
  if (runs.length < 5) return runs.every((k) => k % 2 === 1);
  const withBlank = runs.filter((k) => k >= 1).length;
  return withBlank / runs.length >= 0.9 && runs.filter((k) => k % 2 === 1).length / runs.length >= 0.8;
}

/** Lengths of the blank runs between consecutive non-blank lines. */
function blankRuns(lines: SourceLine[]): number[] {
  const runs: number[] = [];
  let seen = false;
  let run = 0;
  for (const l of lines) {
    if (isBlank(l.text)) run++;
    else {
      if (seen) runs.push(run);
      seen = true;
      run = 0;
    }
  }
  return runs;
}

/** A run of k blank lines becomes (k - 1) / 2 (1 -> 0, 3 -> 1): what the text had before every line got a blank. */
function undouble(lines: SourceLine[]): SourceLine[] {
  const out: SourceLine[] = [];
  let blanks: SourceLine[] = [];
  for (const l of lines) {
    if (isBlank(l.text)) {
      blanks.push(l);
      continue;
    }
    out.push(...blanks.slice(0, Math.floor((blanks.length - 1) / 2)));
    blanks = [];
    out.push(l);
  }
  return out;
}
