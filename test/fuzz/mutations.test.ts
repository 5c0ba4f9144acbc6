/**
 * Real samples, damaged: cut at every line, bits and bytes flipped, lines inserted, deleted, duplicated, CRLF,
 * random Unicode, huge numbers in place of digits. Every result must be sound (see expectSound): records that pass
 * their schema with finite numbers only, or a ParseError with a sensible line and column; never another exception.
 */
import fc from "fast-check";
import { describe, it } from "vitest";
import { applyMutations, expectSound, fcParams, fuzzTargets, mutationsArb, RUNS, SEED, samplesOf, seededPick } from "./harness.js";

const ready = await fuzzTargets();
console.info(`[fuzz] seed ${SEED}, ${RUNS} runs per property (FUZZ_SEED / FUZZ_RUNS to change)`);

for (const target of ready) {
  const samples = samplesOf(target);

  describe(`fuzz ${target.format}: real samples mutated`, () => {
    it(`has samples in samples/${target.samples}`, () => {
      if (samples.length === 0) throw new Error(`no samples for ${target.format}`);
    });

    // Every sample when FUZZ_RUNS >= 4 x the number of samples; a seeded selection by default.
    const swept = seededPick(samples, Math.ceil(RUNS / 4));
    it(`truncated at every line: ${swept.length} of ${samples.length} samples, forced format`, () => {
      for (const s of swept) {
        const lines = s.text.split("\n");
        for (let i = 0; i <= lines.length; i++) {
          // Alternately with and without the newline that ends the last line kept.
          const head = lines.slice(0, i).join("\n") + (i % 2 === 1 ? "\n" : "");
          expectSound(head, target.format, s.options, i % 3 === 0);
        }
      }
    });

    it("mutated (bit/byte flips, lines inserted/deleted/duplicated, CRLF, Unicode, huge numbers): forced format", () => {
      fc.assert(
        fc.property(fc.nat({ max: samples.length - 1 }), mutationsArb, (i, ms) => {
          const s = samples[i]!;
          expectSound(applyMutations(s.text, ms), target.format, s.options);
        }),
        fcParams({ numRuns: RUNS * 2 }),
      );
    });

    it("mutated: auto-detected", () => {
      fc.assert(
        fc.property(fc.nat({ max: samples.length - 1 }), mutationsArb, (i, ms) => {
          const s = samples[i]!;
          expectSound(applyMutations(s.text, ms), undefined, s.options, false);
        }),
        fcParams(),
      );
    });
  });
}
