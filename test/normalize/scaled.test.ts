import { describe, expect, it } from "vitest";
import { scaled } from "../../src/normalize/scaled.js";
import { ValueError } from "../../src/normalize/value-error.js";

const TO_MS = { us: [1, 3], ms: [1, 0], s: [1000, 0], m: [60_000, 0] } as const;

describe("scaled: a printed quantity in the canonical unit, exactly", () => {
  it.each([
    ["635.91us", TO_MS, 0.63591],
    ["1.51s", TO_MS, 1510],
    ["2.00m", TO_MS, 120000],
    ["9.01k", { k: [1e3, 0] }, 9010],
    ["0.999023", { "": [1, -2] }, 99.9023],
    ["1.000000", { "": [1, -2] }, 100],
    ["1", { "": [1, -2] }, 100],
  ] as const)("%s", (text, table, value) => {
    expect(scaled(text, table)).toBe(value);
  });

  it("refuses a unit the table lacks, a prototype key as unit, text, and digits beyond 2^53", () => {
    for (const bad of ["1.5xs", "1constructor", "abc", "", "-1ms", "9007199254740993us"]) expect(() => scaled(bad, { ...TO_MS })).toThrow(ValueError);
  });
});

describe("endsInput: nothing but white space after the line", () => {
  it("is true on the last line (and blank lines after it), false before, false for no offset", async () => {
    const { endsInput } = await import("../../src/normalize/ends-input.js");
    expect(endsInput("a\nb\n\n", 2)).toBe(true);
    expect(endsInput("a\nb", 2)).toBe(true);
    expect(endsInput("a\nb\n", 0)).toBe(false);
    expect(endsInput("a\n", undefined)).toBe(false);
  });
});
