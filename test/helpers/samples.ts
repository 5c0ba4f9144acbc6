import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { sharedDir, sharedFiles } from "./shared.js";

export const root = join(import.meta.dirname, "..", "..");
export const sample = (rel: string): string => readFileSync(join(root, "samples", rel), "utf8");

/** Every file under samples/<dir> (all of samples/ by default), recursively, keeping those `keep` accepts. */
export function sampleFiles(dir = "", keep: (path: string) => boolean = () => true): string[] {
  const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  return walk(join(root, "samples", dir)).filter(keep);
}

/**
 * A seeded generator of whole numbers from 0 to n - 1: the same sequence on every run, for reproducible damage. The
 * number comes from the state's high bits (an LCG's low bits repeat with short periods: `% 8` cycles every 8 calls).
 */
export function seeded(seed: number): (n: number) => number {
  let s = seed;
  return (n) => ((s = (s * 1103515245 + 12345) % 2 ** 31), Math.floor((s / 2 ** 31) * n));
}

/**
 * A seed from a name (FNV-1a, 31 bits): a file's damage and chunking stay the same when other files are added.
 * @example seedOf("samples/ab/ab-2.3.txt") // the same number on every run and machine
 */
export function seedOf(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return (h % (2 ** 31 - 1)) + 1;
}

/** Text as an async stream of chunks of `size` characters (or of the sizes `size()` gives, one per chunk). */
export async function* chunked(text: string, size: number | (() => number)): AsyncGenerator<string> {
  for (let i = 0; i < text.length; ) {
    const n = typeof size === "number" ? size : size();
    yield text.slice(i, i + n);
    i += n;
  }
}

/** Every item of an async iterable, in order. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of items) out.push(x);
  return out;
}

/** Text as UTF-8 bytes cut into chunks of `size` bytes (splitting lines and multi-byte characters anywhere). */
export function* byteChunks(text: string, size: number): Generator<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.slice(i, i + size);
}

/** ../shared/corpus (real third-party copies), beside the clone in CI; a user's clone may lack it. */
export const corpusDir = join(sharedDir, "corpus");

/**
 * Files of samples/ and ../shared/corpus that hold tool output (not their READMEs, configs or expected JSON); without
 * ../shared the samples alone, and a warning says so (sharedFiles).
 */
export function realInputFiles(): string[] {
  const isOutput = (p: string): boolean => !/(^|\/)(README|MANIFEST)\.md$|\.conf$|\.sh$|\.expected\.json$/.test(p);
  return [...sampleFiles("", isOutput), ...sharedFiles("corpus", isOutput)];
}
