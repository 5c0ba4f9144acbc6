/**
 * One engine: parse, safeParse, parsePartial and parseStream (any chunking: 1 byte, random sizes, splits inside
 * multi-byte characters, whole) give the same records and the same errors (message, line, column), in the same
 * order, on every sample, every file of ../shared/corpus and ../shared/repro, and damaged variants of them (random
 * chunk sizes 1 to 4096: test/fuzz/engine-fuzz.test.ts, and scripts/fuzz.mjs for 100,000 inputs). The CLI's two modes are
 * compared in test/cli-engine.test.ts. DIFF_MUTATIONS=N sets how many damaged variants each file gets (default 2).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ParseError, parsePartial, parseStream, safeParse } from "../src/index.js";
import { corpusDir, realInputFiles, root, seeded, seedOf } from "./helpers/samples.js";
import { sharedDir, skipShared } from "./helpers/shared.js";

const MUTATIONS = Number(process.env.DIFF_MUTATIONS ?? 2);
const haveCorpus = existsSync(corpusDir);
const inputs = realInputFiles().map((file) => ({ name: relative(root, file), text: readFileSync(file, "utf8") }));

/** Damaged copies of a text, the kinds of damage real copies show, chosen by a seeded generator. */
function mutations(text: string, seed: number, count: number): { kind: string; text: string }[] {
  const next = seeded(seed);
  const lines = text.split("\n");
  const kinds: [string, () => string][] = [
    ["byte flip", () => {
      const at = next(text.length);
      return text.slice(0, at) + String.fromCharCode(32 + next(95)) + text.slice(at + 1);
    }],
    ["line dropped", () => lines.filter((_, i) => i !== next(lines.length)).join("\n")],
    ["line doubled", () => {
      const at = next(lines.length);
      return [...lines.slice(0, at + 1), lines[at]!, ...lines.slice(at + 1)].join("\n");
    }],
    ["lines swapped", () => {
      const a = next(lines.length);
      const b = Math.min(lines.length - 1, a + 1);
      const copy = [...lines];
      [copy[a], copy[b]] = [copy[b]!, copy[a]!];
      return copy.join("\n");
    }],
    ["cut off", () => text.slice(0, next(text.length))],
    ["CRLF", () => text.replace(/\n/g, "\r\n")],
    ["two BOMs", () => `\ufeff\ufeff${text}`],
    ["blank line after every line", () => text.replace(/\n/g, "\n\n")],
  ];
  const out: { kind: string; text: string }[] = [];
  for (let i = 0; i < count; i++) {
    const [kind, make] = kinds[next(kinds.length)]!;
    out.push({ kind, text: make() });
  }
  return out;
}

type Item = { record: unknown } | { error: { message: string; line: number; column: number } };
type Split = { records: unknown[]; errors: unknown[] };

/** Records and errors apart (parsePartial gives them apart). */
const split = (items: Item[]): Split => ({
  records: items.filter((i) => "record" in i).map((i) => (i as { record: unknown }).record),
  errors: items.filter((i) => "error" in i).map((i) => (i as { error: unknown }).error),
});

function view(item: unknown): Item {
  if (typeof item === "object" && item !== null && (item as { ok?: unknown }).ok === false) {
    const e = (item as { error: ParseError }).error;
    return { error: { message: e.reason, line: e.line, column: e.column } };
  }
  return { record: item };
}

async function streamed(source: Iterable<string | Uint8Array>): Promise<Item[]> {
  const out: Item[] = [];
  for await (const item of parseStream(source, { continueOnError: true })) out.push(view(item));
  return out;
}

function* bytes(text: string, size: () => number): Generator<Uint8Array> {
  const all = new TextEncoder().encode(text);
  for (let i = 0; i < all.length; ) {
    const n = size();
    yield all.slice(i, i + n);
    i += n;
  }
}

function* chars(text: string, size: () => number): Generator<string> {
  for (let i = 0; i < text.length; ) {
    const n = size();
    yield text.slice(i, i + n);
    i += n;
  }
}

async function check(text: string, seed: number): Promise<void> {
  const whole = await streamed([text]);
  const random = seeded(seed);
  const chunkings: [string, Iterable<string | Uint8Array>][] = [
    // small chunks cut a sar or ab -g piece at every row: on a long file, larger ones (the time stays linear)
    ["random byte chunks", bytes(text, () => 1 + random(text.length <= 100_000 ? 97 : 8192))],
    ["random character chunks", chars(text, () => 1 + random(4096))],
    ["64 KiB byte chunks", bytes(text, () => 65536)],
  ];
  // one byte at a time: every line end is a place where no more input is at hand
  if (text.length <= 40_000) chunkings.push(["1-byte chunks", bytes(text, () => 1)]);
  // (in order: a batch of pieces that fails is parsed a piece at a time, as a live pipe cuts it)
  for (const [how, source] of chunkings) expect(await streamed(source), how).toEqual(whole);
  const want = split(whole);

  const partial = parsePartial(text);
  expect(partial.records).toEqual(want.records);
  expect(partial.errors.map((e) => (view({ ok: false, error: e }) as { error: unknown }).error)).toEqual(want.errors);
  const safe = safeParse(text);
  if (want.errors.length > 0) expect(safe.success ? undefined : (view({ ok: false, error: safe.error }) as { error: unknown }).error).toEqual(want.errors[0]);
  else expect(safe.success ? safe.data : safe.error).toEqual(want.records);
}

const KNOWN_DIFFERENCES: Record<string, string> = {};

describe("one engine: every way in gives the same records and errors", () => {
  it.skipIf(haveCorpus || process.env.CI === "true")("../shared/corpus is not beside this clone: only samples/ are compared", () => {});
  it("CI has the corpus", () => {
    if (process.env.CI === "true") expect(haveCorpus, `${corpusDir} missing`).toBe(true);
  });
  for (const { name, text } of inputs) {
    // A file's seeds come from its name, so its damage and chunkings stay put when samples are added. Known
    // differences between chunkings are open bugs: each must keep failing until fixed, then leave this list.
    const known = KNOWN_DIFFERENCES[name];
    const seed = seedOf(name);
    (known ? it.fails : it)(known ? `${name} (known difference, open: ${known})` : name, async () => {
      await check(text, seed);
      for (const m of mutations(text, seed ^ 0x5bd1e995, MUTATIONS)) {
        try {
          await check(m.text, seed + 7);
        } catch (err) {
          throw new Error(`${m.kind}: ${(err as Error).message}`);
        }
      }
    }, 120_000);
  }
});

/**
 * ../shared/repro's inputs (issue 39's fuzz findings: CR-only line ends after a LF line, NUL bytes, UTF-16, damaged
 * pieces by the thousand), as text and, for those that are not UTF-8, as bytes: every way in agrees on them too.
 */
describe("one engine on ../shared/repro's inputs", () => {
  const dir = join(sharedDir, "repro");
  const files = skipShared ? [] : readdirSync(dir).filter((f) => /\.(txt|tsv)$/.test(f) && statSync(join(dir, f)).isFile());
  it.skipIf(!skipShared)("../shared is not beside this clone: the repro inputs are not compared", () => {});
  for (const file of files) {
    it(file, async () => {
      const bytes = readFileSync(join(dir, file));
      const text = bytes.toString("utf8");
      // (the largest are cut to 64 KiB: they are slow only in growth, test/engine-growth.test.ts)
      await check(text.length > 65536 ? text.slice(0, text.lastIndexOf("\n", 65536) + 1) : text, seedOf(file));
      if (!text.includes("\ufffd")) return;
      const want = parsePartial(bytes);
      const items = await streamed(bytes.length > 65536 ? [bytes] : [...byteSlices(bytes, seeded(seedOf(file)))]);
      expect(split(items).records).toEqual(want.records);
      expect(split(items).errors).toEqual(want.errors.map((e) => ({ message: e.reason, line: e.line, column: e.column })));
    }, 120_000);
  }
});

function* byteSlices(all: Uint8Array, random: (n: number) => number): Generator<Uint8Array> {
  for (let i = 0; i < all.length; ) {
    const n = 1 + random(4096);
    yield all.slice(i, i + n);
    i += n;
  }
}
