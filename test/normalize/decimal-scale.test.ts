import { describe, expect, it } from "vitest";
import { scaleDecimal } from "../../src/normalize/decimal-scale.js";

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
