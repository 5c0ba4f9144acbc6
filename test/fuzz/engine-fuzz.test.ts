/**
 * A slice of scripts/fuzz.mjs (the seeded fuzz of the engine, run for 100,000 inputs and more by hand) in every test
 * run: mutations of every sample (bytes and digits edited, lines cut, doubled, swapped, line ends changed, prose,
 * controls, NUL, Latin-1 bytes, UTF-16) through parsePartial, safeParse, parse and parseStream at random chunk sizes
 * from 1 to 4096 bytes or characters. No input may give parseStream other records or errors than parsePartial (or
 * safeParse another first error), throw anything but a ParseError, or give a NaN or an infinite number. Validation
 * errors (a format's normalizer letting through a value its schema refuses) and slow inputs are the formats' and
 * are listed, not failed on. FUZZ_ENGINE_INPUTS sets the count (default 1,000: some 2-4 minutes of the suite on 2 cores), FUZZ_ENGINE_SEED the seed.
 */
import { describe, expect, it } from "vitest";
import * as lib from "../../src/index.js";
import { baseTexts, checkCase, makeCase, type Finding } from "../../scripts/fuzz.mjs";

const COUNT = Number(process.env.FUZZ_ENGINE_INPUTS ?? 1000);
const SEED = Number(process.env.FUZZ_ENGINE_SEED ?? 20260139);
const SLICES = 5;

/**
 * Findings known and not fixed yet, listed (not failed on) with why; each is a defect to fix, then to take out here.
 * Matched by sample, mutations and options (an input's index moves when samples are added).
 */
const KNOWN: { sample: string; kinds: string; options: string; finding: string; why: string }[] = [
  {
    sample: "samples/pidstat/pidstat-locale-de_DE.txt",
    kinds: "some lines CRLF, line moved",
    options: '{"raw":true}',
    finding: "stream/batch difference",
    why: "raw pidstat rows after a moved row and CRLF blank lines: the batch's raw row points at the report's first header (block 0, its columns) instead of its own (block 1); normalized records agree",
  },
];
const isKnown = (c: { name: string; kinds: string[]; options: unknown }, f: Finding) =>
  KNOWN.some((k) => k.sample === c.name && k.kinds === c.kinds.join(", ") && k.options === JSON.stringify(c.options) && k.finding === f.kind);

describe(`the engine fuzz: ${COUNT} inputs, seed ${SEED} (node scripts/fuzz.mjs --seed ${SEED} --only I replays input I)`, () => {
  const bases = baseTexts();
  for (let slice = 0; slice < SLICES; slice++) {
    const from = Math.floor((COUNT * slice) / SLICES);
    const to = Math.floor((COUNT * (slice + 1)) / SLICES);
    it(`inputs ${from} to ${to - 1}`, async () => {
      const failures: string[] = [];
      const listed: string[] = [];
      for (let i = from; i < to; i++) {
        const c = makeCase(bases, SEED, i);
        const { findings } = await checkCase(lib, c);
        const say = (f: Finding) => `input ${i} (${c.name}; ${c.kinds.join(", ")}; ${JSON.stringify(c.options)}; chunks up to ${c.chunking.max}): ${f.detail.slice(0, 400)}`;
        for (const f of findings) (f.kind === "validation error" || isKnown(c, f) ? listed : failures).push(`[${f.kind}] ${say(f)}`);
      }
      if (listed.length > 0) console.warn(`[engine fuzz] the formats' (not failed on):\n${listed.join("\n")}`);
      expect(failures).toEqual([]);
    }, 240_000);
  }
});
