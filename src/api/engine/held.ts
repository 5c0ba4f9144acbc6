import type { CommandLine } from "../command-line.js";
import type { PastedLine } from "../paste.js";
import type { ErrorItem } from "./placement.js";

/**
 * One piece of the input as the Engine cuts it (its `unit` fields): its lines and where they were, the options and
 * command line it is read with, and where a live pipe could have cut it (`ends`, each with the section line given
 * again before the piece that starts there).
 */
export interface Unit {
  lines: string[];
  /** Each line's number in the input. */
  numbers: number[];
  /** Lines the paste stage repaired (a margin taken off), by index. */
  repaired: Map<number, PastedLine> | undefined;
  options: Record<string, unknown> | undefined;
  command: CommandLine | undefined;
  chars: number;
  hasText: boolean;
  /** Where its first line starts in the input (characters). */
  firstChar: number;
  /** The chunk its lines are a slice of (from, to), when they are one chunk's text unchanged; chunkNo: which chunk. */
  chunk: string | undefined;
  chunkNo: number;
  from: number;
  to: number;
  /** Lines left out of it (rows elided), by where they were in it. */
  elisions: { at: number; item: ErrorItem }[] | undefined;
  /** unit.length after each "may end" line, and the section line given before the piece that starts there. */
  ends: number[];
  endContexts: PastedLine[][];
  /** The section line given before its first line (a piece cut inside a section). */
  context: PastedLine[];
}

/**
 * Complete pieces one after another (stream.batchStarts: each cut at a start or section line) as one piece to parse
 * as a batch: their lines in order, and each piece's start after the first an end (where a live pipe cuts), with
 * its own section line; a slice of one chunk when all of them are consecutive slices of it.
 *
 * @example
 * joinUnits([a, b]).ends // a's own ends, then a.lines.length (b's start), then b's ends after it
 */
export function joinUnits(units: readonly Unit[]): Unit {
  const first = units[0]!;
  const last = units[units.length - 1]!;
  const lines: string[] = [];
  const numbers: number[] = [];
  let repaired: Map<number, PastedLine> | undefined;
  let elisions: { at: number; item: ErrorItem }[] | undefined;
  const ends: number[] = [];
  const endContexts: PastedLine[][] = [];
  let chars = 0;
  let sliced = first.chunk !== undefined;
  units.forEach((u, k) => {
    const at = lines.length;
    if (k > 0) {
      ends.push(at);
      endContexts.push(u.context);
      const before = units[k - 1]!;
      if (u.chunk === undefined || u.chunkNo !== before.chunkNo || u.from !== before.to + 1) sliced = false;
    }
    for (const l of u.lines) lines.push(l);
    for (const n of u.numbers) numbers.push(n);
    if (u.repaired !== undefined) for (const [i, p] of u.repaired) (repaired ??= new Map()).set(at + i, p);
    if (u.elisions !== undefined) for (const e of u.elisions) (elisions ??= []).push({ at: at + e.at, item: e.item });
    // (an end after a piece's last line is the next piece's start, given below with that piece's own context)
    u.ends.forEach((e, i) => {
      if (e === u.lines.length && k < units.length - 1) return;
      ends.push(at + e);
      endContexts.push(u.endContexts[i]!);
    });
    chars += u.chars;
  });
  return {
    lines,
    numbers,
    repaired,
    options: first.options,
    command: first.command,
    chars,
    hasText: units.some((u) => u.hasText),
    firstChar: first.firstChar,
    chunk: sliced ? first.chunk : undefined,
    chunkNo: first.chunkNo,
    from: first.from,
    to: last.to,
    elisions,
    ends,
    endContexts,
    context: first.context,
  };
}
