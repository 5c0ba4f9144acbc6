/**
 * free's one-pass path (parseRecords: the tables straight to records, normalizeBlocks) gives what parseRaw and
 * normalize give, records and errors, over every sample, the corpus, a -s series cut into its blocks (the engine's
 * pieces) and seeded damaged variants.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { prepareText } from "../../src/api/text.js";
import { freeFormat } from "../../src/formats/free/index.js";
import { damagedVariants, expectOnePassAgrees } from "../helpers/one-pass.js";
import { sampleFiles } from "../helpers/samples.js";
import { sharedInputs } from "../helpers/shared.js";

const texts = [...sampleFiles("free", (p) => p.endsWith(".txt")), ...sharedInputs("corpus/free", (p) => p.endsWith(".txt"))].map((f) => prepareText(readFileSync(f, "utf8")));

describe("free: parse's one-pass path gives what parseRaw and normalize give", () => {
  it("on every sample", () => {
    expect(texts.length).toBeGreaterThan(50);
    for (const text of texts) expectOnePassAgrees(freeFormat as never, [text]);
    for (const text of texts.slice(0, 10)) expectOnePassAgrees(freeFormat as never, [text], { unit: "m" });
  });

  it("on a -s series cut into its blocks", () => {
    const block = texts.find((t) => /^\s+total/.test(t) && !t.includes("-/+"))!;
    const pieces = [block, block, block.replace(/\d+/, "12x"), block, block.replace(/Swap.*\n/, ""), block];
    expect(expectOnePassAgrees(freeFormat as never, pieces)).toBeGreaterThan(0);
  });

  it("on seeded damaged variants", () => {
    const words = ["Mem:", "Swap:", "Low:", "total", "1.5", "-3", "12Ki", "0B", "241.7M", "24684O96", "99999999999999999999", "SwapUse", "Speicher:", "x", ""];
    const variants = damagedVariants(texts, words, 600, 2029);
    let failed = 0;
    for (const text of variants) failed += expectOnePassAgrees(freeFormat as never, [text]);
    // (not vacuous: some variants are errors, most are not)
    expect(failed).toBeGreaterThan(20);
    expect(failed).toBeLessThan(variants.length);
  });
});
