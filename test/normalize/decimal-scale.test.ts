import { describe, expect, it } from "vitest";
import { scaleDecimal } from "../../src/normalize/decimal-scale.js";
import { exactDecimal } from "../../src/normalize/scaled.js";
import { seeded } from "../helpers/samples.js";

describe("scaleDecimal", () => {
  it.each([
    ["0.0196", 3, 19.6],
    ["1.5", 3, 1500],
    ["1200", -3, 1.2],
    ["0.000", 3, 0],
    ["12733.8351", 0, 12733.8351],
    ["0.0001", 3, 0.1],
    ["1002.1", 0, 1002.1],
  ] as const)("%s x 10^%d", (text, power, value) => expect(scaleDecimal(text, power)).toBe(value));

  it("gives the double nearest to the decimal, not a product rounded twice", () => {
    expect(0.0196 * 1000).not.toBe(19.6);
    for (let i = 0; i < 10_000; i++) {
      const text = (i / 10_000).toFixed(4);
      expect(scaleDecimal(text, 3)).toBe(Number((i / 10).toFixed(1)));
    }
  });

  it.each(["", "-1", "1e3", "1.", ".5", "NaN", "1,5"])("refuses %j", (text) => expect(() => scaleDecimal(text, 3)).toThrow(/not a decimal/));
  it("refuses what a double would round", () => {
    expect(() => scaleDecimal("9007199254740993", 0)).toThrow(/too large/);
    expect(() => scaleDecimal("9007199254741", 3)).toThrow(/too large to be exact/);
  });
});

describe("scaleDecimal's reading in place", () => {
  /** The reading by the pattern alone (what scaleDecimal was before its in-place reading). */
  const byPattern = (text: string, power: number): number | string => {
    const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
    if (!m) return "refused";
    try {
      return exactDecimal(m[1]!, m[2] ?? "", 1, -power, text);
    } catch {
      return "too large";
    }
  };
  const inPlace = (text: string, power: number): number | string => {
    try {
      return scaleDecimal(text, power);
    } catch (e) {
      return /too large/.test(String(e)) ? "too large" : "refused";
    }
  };

  it("gives what the pattern gives, on 50,000 seeded texts of digits, points and other characters", () => {
    const next = seeded(44);
    const alphabet = "0123456789012345678901234567890123456789..-e, x";
    let read = 0;
    for (let round = 0; round < 50_000; round++) {
      const length = 1 + next(18);
      let text = "";
      for (let i = 0; i < length; i++) text += alphabet[next(alphabet.length)];
      const power = next(13) - 6;
      const want = byPattern(text, power);
      expect(inPlace(text, power), `${JSON.stringify(text)} x 10^${power}`).toBe(want);
      if (typeof want === "number") read++;
    }
    expect(read).toBeGreaterThan(5_000);
    for (const text of ["0", "00.10", "999999999999999", "99999999999999.9", "9999999999999999", "1.000000000000000", "0.0000000000001"]) {
      for (let power = -9; power <= 9; power++) expect(inPlace(text, power), `${text} x 10^${power}`).toBe(byPattern(text, power));
    }
  });
});
