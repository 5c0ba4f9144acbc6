import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "../../src/index.js";
import type { FreeParseOptions } from "../../src/formats/free/index.js";
import type { FreeRecord } from "../../src/formats/free/schema.js";

export const root = join(import.meta.dirname, "..", "..");
export const sampleDir = join(root, "samples", "free");

export function sample(name: string): string {
  return readFileSync(join(sampleDir, name), "utf8");
}

/** Parses as free with the format's own options (unit, si). */
export function parseFree(text: string, options: Omit<FreeParseOptions, "format"> = {}): FreeRecord[] {
  return parse(text, { ...options, format: "free" } as FreeParseOptions & { format: "free" }) as FreeRecord[];
}

/** The size fields of a record (every key ending in Bytes). */
export function sizes(rec: FreeRecord): Record<string, number> {
  return Object.fromEntries(Object.entries(rec).filter(([k]) => k.endsWith("Bytes"))) as Record<string, number>;
}
