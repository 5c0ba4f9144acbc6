// Types of scripts/fuzz.mjs, for test/fuzz/engine-fuzz.test.ts.
export interface Base {
  name: string;
  text: string;
  full: string;
}
export interface FuzzCase {
  index: number;
  name: string;
  kinds: string[];
  input: string | Uint8Array;
  options: Record<string, unknown>;
  chunking: { seed: number; max: number; asBytes: boolean };
  callParse: boolean;
  callStop: boolean;
}
export interface Finding {
  kind: "stream/batch difference" | "untyped error" | "bad value" | "validation error" | "slow";
  detail: string;
}
export interface Figures {
  seed: number;
  start: number;
  inputs: number;
  differences: number;
  untypedErrors: number;
  badValues: number;
  validationErrors: number;
  slow: number;
  slowest: { index: number; ms: number; name: string }[];
  ms: number;
}
export function random(seed: number): () => number;
export function baseTexts(options?: { corpus?: boolean; maxChars?: number }): Base[];
export function makeCase(bases: Base[], seed: number, i: number): FuzzCase;
export function chunksOf(input: string | Uint8Array, chunking: FuzzCase["chunking"]): Generator<string | Uint8Array>;
export function checkCase(lib: unknown, c: FuzzCase): Promise<{ findings: Finding[]; ms: number }>;
export function fuzz(
  lib: unknown,
  options: { seed: number; count: number; start?: number; bases: Base[]; slowMs?: number; onFinding?: (c: FuzzCase, f: Finding) => void; onProgress?: (f: Figures, ms: number) => void },
): Promise<Figures>;
