import { describe, expect, it } from "vitest";
import { exactDecimal, scaled, type Scale } from "../../src/normalize/scaled.js";
import { seeded } from "../helpers/samples.js";
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

describe("scaled read by hand is the pattern it replaced", () => {
  /** scaled as it was read with `^(\d+)(?:\.(\d+))?([A-Za-z]*)$`: the value, or the error's message. */
  const byPattern = (text: string, table: Scale): number | string => {
    const m = /^(\d+)(?:\.(\d+))?([A-Za-z]*)$/.exec(text);
    if (!m || !Object.prototype.hasOwnProperty.call(table, m[3]!)) return `not a value printed here: ${JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text)}`;
    const [multiplier, divide] = table[m[3]!]!;
    try {
      return exactDecimal(m[1]!, m[2] ?? "", multiplier, divide, text);
    } catch (err) {
      return (err as Error).message;
    }
  };
  const byHand = (text: string, table: Scale): number | string => {
    try {
      return scaled(text, table);
    } catch (err) {
      expect(err).toBeInstanceOf(ValueError);
      return (err as Error).message;
    }
  };
  const TABLES: Scale[] = [TO_MS, { "": [1, -2] }, { k: [1e3, 0], M: [1e6, 0], "": [1, 0] }, { B: [1, 0], KB: [1024, 0], MB: [1048576, 0] }, { s: [1, -3] }];

  it("gives the same value or error on usual, unusual and seeded texts", () => {
    const texts = ["0", "00", "0.0", "635.91us", "1.51s", "12.", ".5", "1.5.3", "1e5", "1E", "5 ms", " 5ms", "5ms ", "-1ms", "+1ms", "1,5ms", "１ms", "9007199254740991", "9007199254740993", "123456789012345", "1234567890123456", "12345678901234.5678", "99999999999999.9", "4503599627370497.5", "0.000000000000001", "1.0000000000000001", "9.01k", "1.5KB", "2MB", "3GB", "constructor", "1constructor", "1__proto__", "1toString", "1hasOwnProperty"];
    const next = seeded(20261208);
    const alphabet = "0123456789.kKMBsmu x-";
    for (let i = 0; i < 3000; i++) {
      let t = "";
      const len = 1 + next(14);
      for (let j = 0; j < len; j++) t += alphabet[next(alphabet.length)];
      texts.push(t);
    }
    for (const table of TABLES) for (const text of texts) expect(byHand(text, table), `${JSON.stringify(text)} ${JSON.stringify(table)}`).toBe(byPattern(text, table));
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
