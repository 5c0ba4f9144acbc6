/**
 * A format's one-pass path (FormatDefinition.parseRecords, what parse() runs) against its two steps (parseRaw, then
 * normalize): the same records and the same error (message and place), piece after piece with one carried state,
 * over the given texts and seeded damaged variants of their lines (test/helpers/cell-edit.ts).
 */
import { expect } from "vitest";
import type { FormatDefinition, ParseContext } from "../../src/kit/format.js";
import { cellsOf, putWord, WORD_EDITS } from "./cell-edit.js";
import { outcome as run } from "./hand-reader.js";
import { seeded } from "./samples.js";

/** Both paths over `pieces` in turn, each path with its own state carried from piece to piece: how many pieces failed. */
export function expectOnePassAgrees(def: FormatDefinition<never, never, never>, pieces: string[], options: Record<string, unknown> = {}): number {
  const d = def as unknown as FormatDefinition;
  const one: Record<string, unknown> = {};
  const two: Record<string, unknown> = {};
  let failed = 0;
  for (const text of pieces) {
    const ctx = (state: Record<string, unknown>): ParseContext => ({ format: d.name, text, options: { format: d.name, ...options }, state });
    const a = run(() => d.parseRecords!(ctx(one), (r) => r));
    const b = run(() => { const c = ctx(two); return d.normalize(d.parseRaw(c), c); });
    expect(a, JSON.stringify(text.slice(0, 300))).toEqual(b);
    expect(one).toEqual(two);
    if ("error" in b) failed++;
  }
  return failed;
}

/** Seeded variants of `texts`: words put into lines, lines dropped or doubled. */
export function damagedVariants(texts: string[], words: string[], rounds: number, seed: number): string[] {
  const rnd = seeded(seed);
  const out: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const lines = texts[rnd(texts.length)]!.split("\n");
    for (let k = 1 + rnd(3); k > 0; k--) {
      const at = rnd(lines.length);
      const how = rnd(6);
      if (how < 4) {
        const cells = cellsOf(lines[at]!);
        lines[at] = putWord(cells, words[rnd(words.length)]!, rnd(cells.length + 1), WORD_EDITS[how]!, rnd);
      } else if (how === 4) lines.splice(at, 1);
      else lines.splice(at, 0, lines[at]!);
    }
    out.push(lines.join("\n"));
  }
  return out;
}
