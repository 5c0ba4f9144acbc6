/**
 * The rows read by hand (grammars/kit/rows.ts rowsByHand: what ab-gnuplot and hey-csv read) are the rows the rows
 * grammar gives, or undefined where the grammar fails: over every sample of ab -g and hey -o csv, and over texts made
 * of cells, separators, blanks, CRs and line ends in every order up to five pieces long.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rowsByHand, rowsGrammar } from "../../grammars/kit/rows.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { eachArrangement } from "../helpers/arrangements.js";
import { outcome } from "../helpers/hand-reader.js";
import { root, sampleFiles } from "../helpers/samples.js";

const seen = { hand: 0, grammar: 0 };
const same = (text: string): void => {
  const reference = outcome(() => runGrammar(rowsGrammar, text, "hey-csv"));
  const hand = rowsByHand(text);
  if (hand === undefined) {
    seen.grammar++;
    expect("error" in reference, JSON.stringify(text)).toBe(true);
  } else {
    seen.hand++;
    expect({ value: hand }, JSON.stringify(text)).toEqual(reference);
  }
};

describe("rows read by hand agree with the rows grammar", () => {
  const files = [...sampleFiles("ab", (p) => p.endsWith(".tsv")), ...sampleFiles("hey", (p) => p.endsWith(".csv"))];
  it("finds the samples", () => expect(files.length).toBeGreaterThan(5));
  for (const file of files) it(file.slice(root.length + 1), () => same(readFileSync(file, "utf8")));

  it("every arrangement of up to five pieces", () => {
    eachArrangement(["a", "1,2", "\t", " ", "\n", "\r", "\r\n", "\u00e9"], 5, same);
    // (both kinds of text are met: rows the hand reads, CRs it leaves to the grammar)
    expect(seen.hand).toBeGreaterThan(10_000);
    expect(seen.grammar).toBeGreaterThan(5_000);
  });
});
