/**
 * nginx-stub-status's one-pass path (parseRecords: samples without their offsets, read again with them on an error)
 * gives what parseRaw and normalize give, records and errors, over every sample, the corpus, a series cut into its
 * pages (the engine's pieces, with the state carried between them) and seeded damaged variants.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { prepareText } from "../../src/api/text.js";
import { stubStatusFormat } from "../../src/formats/nginx-stub-status/index.js";
import { damagedVariants, expectOnePassAgrees } from "../helpers/one-pass.js";
import { sampleFiles } from "../helpers/samples.js";
import { sharedInputs } from "../helpers/shared.js";

const texts = [...sampleFiles("nginx-stub-status", (p) => p.endsWith(".txt") || p.endsWith(".log")), ...sharedInputs("corpus/stub-status", (p) => p.endsWith(".txt"))].map((f) =>
  prepareText(readFileSync(f, "utf8")),
);

describe("nginx-stub-status: parse's one-pass path gives what parseRaw and normalize give", () => {
  it("on every sample", () => {
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) expectOnePassAgrees(stubStatusFormat as never, [text]);
  });

  it("on a series cut into its pages", () => {
    const page = (t: number, n: number): string => `${t}\nActive connections: 1 \nserver accepts handled requests\n ${n} ${n} ${n * 2} \nReading: 0 Writing: 1 Waiting: 0 \n`;
    const pieces = [page(1796050000, 10), page(1796050001, 12), page(1796050002, 5), `${page(1796050003, 7).replace("Waiting: 0", "Waiting: x")}`, "1796050004\n", page(1796050005, 9), "Mon Nov 30 25:16:19 UTC 2026\n" + page(0, 11).slice(2), page(1796050007, 99999999999999999999)];
    expect(expectOnePassAgrees(stubStatusFormat as never, pieces)).toBeGreaterThan(0);
  });

  it("on seeded damaged variants", () => {
    const words = ["Active", "connections:", "Reading:", "Waiting:", "requests", "request_time", "-1", "1.5", "99999999999999999999", "18446744073709551615", "HTTP/1.1", "curl:", "<html>", "x", ""];
    const variants = damagedVariants(texts, words, 600, 2031);
    let failed = 0;
    for (const text of variants) failed += expectOnePassAgrees(stubStatusFormat as never, [text]);
    // (not vacuous: some variants are errors, most are not)
    expect(failed).toBeGreaterThan(20);
    expect(failed).toBeLessThan(variants.length);
  });
});
