/**
 * readJson's hand reader (grammars/kit/json.ts readJsonByHand) is pinned to the JSON grammar: over every JSON sample
 * (sar-json, mpstat-json, and any other format's .json), each cut at some 40 line ends (a stream's pieces: documents
 * left open) and seeded variants (characters put in, taken out or swapped for the ones that make the grammar repair or
 * fail: commas, colons, brackets, quotes, escapes, decimal commas, words, blanks), it gives the document the grammar
 * gives, or undefined (then readJson asks the grammar). It must read the usual text itself: the samples and their
 * pieces by hand.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readJsonByHand, readJsonWithGrammar } from "../../grammars/kit/json.js";
import { root, sampleFiles, seeded } from "../helpers/samples.js";

const files = sampleFiles("", (p) => p.endsWith(".json"));
const texts = files.map((f) => readFileSync(f, "utf8"));

/** The hand reader gives the grammar's document or nothing; true when it gave one. */
function same(text: string): boolean {
  const hand = readJsonByHand(text);
  if (hand === undefined) return false;
  expect(hand, JSON.stringify(text.slice(0, 200))).toEqual(readJsonWithGrammar(text));
  return true;
}

describe("JSON read by hand agrees with the grammar", () => {
  it("finds the samples", () => expect(files.length).toBeGreaterThanOrEqual(10));
  it.each(files.map((f, i) => [f.slice(root.length + 1), i] as const))("%s, and each of its pieces up to a line end", (_name, i) => {
    const text = texts[i]!;
    let byHand = 0;
    let pieces = 0;
    // (some 40 line ends, spread over the file: each piece is read twice, and a sample has thousands of lines)
    const ends: number[] = [];
    for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) ends.push(at + 1);
    for (let k = 0; k < ends.length; k += Math.max(1, Math.floor(ends.length / 40))) {
      pieces++;
      if (same(text.slice(0, ends[k]))) byHand++;
    }
    // (a sample cut off without a line end, or that the grammar repairs decimal commas in or has a problem in, is the grammar's; the usual
    // ones, and nearly all of their pieces, are read by hand)
    const g = readJsonWithGrammar(text);
    if (text.endsWith("\n") && g.problems.length === 0 && g.cutAt === undefined && !g.repairs.some((r) => r.kind === "decimal-comma")) {
      expect(same(text), `read by hand: ${_name}`).toBe(true);
      expect(byHand).toBeGreaterThan(pieces * 0.9);
    }
  });

  it("seeded variants", () => {
    const rnd = seeded(44);
    const bits = [",", ",,", ":", "{", "}", "[", "]", '"', "\\", "\\u00e9", "\\x", "4,97", "1e", "1.", "-", "-nan", "nan", "true", "null", " ", "\t", "\n", "\r", "\f", "\ufeff", "\v", "é", "\u0001", "0", "12", "1e5", "-3.5E-2", "a", "_b"];
    let byHand = 0;
    for (let round = 0; round < 1500; round++) {
      const text = texts[rnd(texts.length)]!;
      // a window of the sample (a piece), then up to 3 edits
      const from = rnd(4) === 0 ? rnd(text.length) : 0;
      let t = text.slice(from, from + 200 + rnd(3000));
      for (let k = rnd(4); k > 0; k--) {
        const at = rnd(t.length + 1);
        const edit = rnd(3);
        const bit = bits[rnd(bits.length)]!;
        t = edit === 0 ? t.slice(0, at) + bit + t.slice(at) : edit === 1 ? t.slice(0, at) + t.slice(at + 1 + rnd(3)) : t.slice(0, at) + bit + t.slice(at + bit.length);
      }
      if (same(t)) byHand++;
    }
    expect(byHand).toBeGreaterThan(150);
  });
});
