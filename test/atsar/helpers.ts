import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { parse, ParseError, safeParse } from "../../src/index.js";
import type { AtsarRawRecord } from "../../src/formats/atsar/raw.js";
import type { AtsarRecord, AtsarSampleRecord } from "../../src/formats/atsar/schema.js";

export const root = join(import.meta.dirname, "..", "..");
export const sampleDir = join(root, "samples", "atsar");

export function sample(name: string): string {
  return readFileSync(join(sampleDir, name), "utf8");
}

/** Parses as atsar (forced), with the format's options. */
export function parseAtsar(text: string, options: Record<string, unknown> = {}): AtsarRecord[] {
  return parse(text, { ...options, format: "atsar" }) as AtsarRecord[];
}

export function parseAtsarRaw(text: string): AtsarRawRecord[] {
  return parse(text, { format: "atsar", raw: true }) as AtsarRawRecord[];
}

/** The data rows only. */
export function samples(text: string, options: Record<string, unknown> = {}): AtsarSampleRecord[] {
  return parseAtsar(text, options).filter((r): r is AtsarSampleRecord => r.kind === "sample");
}

/** The ParseError of a forced atsar parse that must fail. */
export function atsarError(text: string, options: Record<string, unknown> = {}): ParseError {
  const result = safeParse(text, { ...options, format: "atsar" } as never);
  expect(result.success).toBe(false);
  if (result.success) throw new Error("parsed");
  expect(result.error).toBeInstanceOf(ParseError);
  expect(result.error.format).toBe("atsar");
  return result.error;
}

/** A row's section plus its typed fields, without the metadata that differs between renderings of the same data. */
export function values(rec: AtsarSampleRecord): Record<string, unknown> {
  const { marker: _m, otherColumns: _c, ...rest } = rec as AtsarSampleRecord & { marker?: string };
  return rest;
}

/** A record's clock, HH:MM:SS: its timestamp's, or its `time` when no date is known (a record has one of the two). */
export function clockOf(r: { timestamp?: string; time?: string }): string | undefined {
  return r.timestamp !== undefined ? r.timestamp.slice(11) : r.time;
}
