/**
 * Growth (issue 39): each pathological input doubled 5 times (1x to 32x) costs the engine work in proportion to its
 * size, in parsePartial and parseStream. The measure is a count, not a time (src/api/work.ts: the characters handed
 * to the formats' parsers and to detection), so that it is the same on a busy machine: its amplification (work per
 * input character) at 32x may not pass twice that at 1x plus a constant (the re-parse budget of a damaged piece, 8x
 * its size). Quadratic work multiplies it by up to 32. The inputs: the kinds of ../shared/repro's slow-* files made
 * here (continuing past many tiny damaged pieces, a damaged header given again before every piece, a forced format
 * on another's text, a long piece damaged every few lines, UTF-16, NUL bytes, CR-only line ends), and the repro
 * files themselves when ../shared is beside the clone.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { work } from "../src/api/work.js";
import { parsePartial, parseStream } from "../src/index.js";
import { sample } from "./helpers/samples.js";
import { sharedDir, skipShared } from "./helpers/shared.js";

const REPARSE_FACTOR = 8;

type Case = { name: string; format?: string; base: () => string | Uint8Array };

const utf16le = (text: string): Uint8Array => {
  const out = new Uint8Array(2 + text.length * 2);
  out.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    out[2 + 2 * i] = text.charCodeAt(i) & 0xff;
    out[3 + 2 * i] = text.charCodeAt(i) >> 8;
  }
  return out;
};

const CASES: Case[] = [
  { name: "ab -g: many tiny damaged pieces", format: "ab-gnuplot", base: () => Array.from({ length: 200 }, (_, i) => "Mon Nov 30 ".slice(0, 1 + (i % 10))).join("\n") + "\n" },
  { name: "free: many tiny damaged pieces", format: "free", base: () => Array.from({ length: 100 }, (_, i) => ["Min", "Växl.: ", "   ", "Mem:", "Swap: 1"][i % 5]).join("\n") + "\n" },
  { name: "hey -o csv: rows cut short, no header", format: "hey-csv", base: () => "0.0004,0.0001,0.0000,0.000\n".repeat(60) },
  { name: "stub_status: a damaged timestamp line before each page", format: "nginx-stub-status", base: () => `1x796060000\n${sample("nginx-stub-status/single-page.txt")}`.repeat(10) },
  { name: "ab -g: the header repeated between rows", format: "ab-gnuplot", base: () => "starttime\tseconds\tctime\tdtime\tttime\twait\nMon Nov 30 15:28:10 2026\t1796052490\t0\t2\t3\t0\n".repeat(15) },
  { name: "ab -g: a damaged header given again before every row", format: "ab-gnuplot", base: () => `starttime\tseconds\tctime\tdtime\tttime\twait \t \n${"Mon Nov 30 15:28:10 2026\t1796052490\t0\t2\t3\t0 \t \n".repeat(40)}` },
  { name: "ab forced on a sar report", format: "ab", base: () => sample("sar/sar-A-C-comments-restart.txt").slice(0, 3000) },
  // ab -e files are one piece (no cutter): every damaged paragraph was set aside and the whole piece parsed again
  { name: "one long ab -e piece, a damaged paragraph every 3 lines", format: "ab-csv", base: () => `Percentage served,Time in ms\n${Array.from({ length: 100 }, (_, i) => `${i},1.5\nbad,row\n`).join("\n")}` },
  { name: "NUL between the characters after a first line", base: () => `Linux 6.1.0 (host) \t11/30/2026 \t_x86_64_\t(2 CPU)\n${"12:00:01 all 1.0 2.0\n".replace(/(.)/g, "$1\0").repeat(40)}` },
  { name: "CR-only line ends after a LF line", base: () => `\`\`\`\n${sample("sar/sar-A-C-comments-restart.txt").slice(0, 3000).replace(/\n/g, "\r")}` },
  { name: "UTF-16LE bytes of an ab -g file", format: "ab-gnuplot", base: () => utf16le(sample("ab/ab-oracle-n3000-c20.tsv").slice(0, 2000)) },
];

/** The repro files of ../shared/repro named slow-* (their format, when the fuzz that found them forced one). */
const REPRO: [file: string, format: string | undefined][] = [
  ["slow-ab-gnuplot-tiny-pieces-8k.txt", "ab-gnuplot"],
  ["slow-free-tiny-pieces-8k.txt", "free"],
  ["slow-hey-csv-partial-line-32k.txt", "hey-csv"],
  ["slow-stub-status-damaged-128k.txt", "nginx-stub-status"],
  ["slow-ab-gnuplot-repeated-header-64k.txt", "ab-gnuplot"],
  ["slow-ab-gnuplot-trailing-tab-180k.tsv", "ab-gnuplot"],
  ["slow-ab-utf16le-64k.txt", undefined],
  ["slow-utf16le-ab-gnuplot-440k.tsv", undefined],
];

function doubled(base: string | Uint8Array, times: number): string | Uint8Array {
  if (typeof base === "string") return base.repeat(times);
  const out = new Uint8Array(base.length * times);
  for (let i = 0; i < times; i++) out.set(base, i * base.length);
  return out;
}

async function workOf(input: string | Uint8Array, format: string | undefined): Promise<{ partial: number; stream: number }> {
  const options = format === undefined ? {} : { format };
  const count = (): number => work.parsed + work.scored;
  let before = count();
  parsePartial(input, options);
  const partial = count() - before;
  before = count();
  const chunks: (string | Uint8Array)[] = [];
  for (let i = 0; i < input.length; i += 4096) chunks.push(input.slice(i, i + 4096));
  for await (const item of parseStream(chunks, { ...options, continueOnError: true })) void item;
  return { partial, stream: count() - before };
}

/** Work per input character at 1x, 2x, ... 32x, for parsePartial and parseStream. */
async function growth(base: string | Uint8Array, format: string | undefined, sizes = [1, 2, 4, 8, 16, 32]): Promise<{ partial: number[]; stream: number[] }> {
  const out = { partial: [] as number[], stream: [] as number[] };
  for (const times of sizes) {
    const input = doubled(base, times);
    const w = await workOf(input, format);
    out.partial.push(w.partial / input.length);
    out.stream.push(w.stream / input.length);
  }
  return out;
}

function expectLinear(name: string, g: { partial: number[]; stream: number[] }): void {
  for (const [way, amp] of Object.entries(g)) {
    const shown = amp.map((a) => a.toFixed(2)).join(", ");
    expect(amp.at(-1)!, `${name}, ${way}: work per character at 1x..32x: ${shown}`).toBeLessThanOrEqual(2 * amp[0]! + REPARSE_FACTOR + 2);
  }
}

describe("work grows linearly with the input", () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const g = await growth(c.base(), c.format);
      expectLinear(c.name, g);
    }, 120_000);
  }

  describe("../shared/repro's slow inputs", () => {
    it.skipIf(!skipShared)("../shared is not beside this clone: the repro files are not measured (the cases above stand for them)", () => {});
    for (const [file, format] of REPRO) {
      const path = join(sharedDir, "repro", file);
      it.skipIf(skipShared || !existsSync(path))(file, async () => {
        const bytes = new Uint8Array(readFileSync(path));
        // 1x to 4x: their 1x is already up to 440 KB
        const g = await growth(bytes, format, [1, 2, 4]);
        for (const [way, amp] of Object.entries(g)) expect(amp.at(-1)!, `${file}, ${way}: ${amp.map((a) => a.toFixed(2)).join(", ")}`).toBeLessThanOrEqual(2 * amp[0]! + REPARSE_FACTOR + 2);
      }, 240_000);
    }
  });

  it("the count sees quadratic work: a piece re-parsed once per damaged paragraph would fail the bound", () => {
    // what the bound is for: re-parsing a piece of n paragraphs once per paragraph is n/2 per character on average
    const quadratic = [1, 32].map((times) => (times * 40) / 2);
    expect(quadratic[1]!).toBeGreaterThan(2 * quadratic[0]! + REPARSE_FACTOR + 2);
  });
});
