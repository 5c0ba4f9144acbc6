import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { counterRate, parseInteger, parseNumber, parseSize, percentile, percentiles, perMinuteToPerSecond, unitsToBytes } from "../src/index.js";

describe("parseNumber / parseInteger", () => {
  it.each([
    ["7546.16", 7546.16],
    ["-13747.50", -13747.5],
    ["0.000", 0],
    ["1.000000e+00", 1],
  ])("%s", (s, n) => expect(parseNumber(s)).toBe(n));
  it("reads plain digits and a point as Number() does (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789."), minLength: 1, maxLength: 20 }), (s) => {
        const plain = /^(?:\d+(?:\.\d*)?|\.\d+)$/.test(s);
        if (!plain) expect(() => parseNumber(s)).toThrow(/not a number/);
        else if (Number(s) > Number.MAX_SAFE_INTEGER) expect(() => parseNumber(s)).toThrow(/too large to be exact/);
        else expect(Object.is(parseNumber(s), Number(s))).toBe(true);
      }),
      { numRuns: 5000 },
    );
    // the longest forms read without Number(), and the first ones past them
    for (const s of ["999999999999999", "1234567890123456", "9007199254740991", "0.1", "123456789012.345", "1234567890123.456", "0.30000000000000004"]) {
      expect(parseNumber(s)).toBe(Number(s));
    }
  });
  it("accepts a decimal comma only when asked", () => {
    expect(parseNumber("24105,6", { decimalComma: true })).toBe(24105.6);
    expect(() => parseNumber("24105,6")).toThrow(/not a number/);
  });
  it.each(["", "12a", "nan", "1,234,567", "--1"])("rejects %j", (s) => expect(() => parseNumber(s)).toThrow());
  it("keeps integers exact or refuses them", () => {
    expect(parseInteger("1000000")).toBe(1000000);
    expect(() => parseInteger("12.5")).toThrow();
    expect(() => parseInteger("99999999999999999999")).toThrow(/too large/);
  });
});

describe("parseSize", () => {
  it.each([
    ["1.5Gi", {}, 1610612736],
    ["2.9m", {}, Math.round(2.9 * 1024 ** 2)],
    ["10.3g", {}, Math.round(10.3 * 1024 ** 3)],
    ["268.0k", {}, 274432],
    ["22.6GiB", {}, Math.round(22.6 * 1024 ** 3)],
    ["4147888k", {}, 4147888 * 1024],
    ["4147888", { defaultUnit: "K" as const }, 4147888 * 1024],
    ["1.2G", { base: 1000 as const }, 1.2e9],
    ["1.2Gi", { base: 1000 as const }, Math.round(1.2 * 1024 ** 3)],
    ["0.0B", {}, 0],
    ["512", {}, 512],
  ])("%s %j", (s, opts, bytes) => expect(parseSize(s, opts)).toBe(bytes));
  it.each(["12X", "G", "1.2.3G", ""])("rejects %j", (s) => expect(() => parseSize(s)).toThrow());
  it("unitsToBytes", () => {
    expect(unitsToBytes(2024, "K")).toBe(2072576);
    expect(unitsToBytes(1, "M", 1000)).toBe(1e6);
  });
});

describe("rates", () => {
  it("pages/min to pages/s", () => expect(perMinuteToPerSecond(49450)).toBeCloseTo(824.1667, 4));
  it("never a negative or infinite counter rate", () => {
    expect(counterRate(100, 160, 30)).toBe(2);
    expect(counterRate(160, 10, 30)).toBeUndefined();
    expect(counterRate(1, 2, 0)).toBeUndefined();
  });
});

describe("percentile", () => {
  const ten = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
  it("ab's rule is one rank above the textbook nearest rank when n*p/100 is whole", () => {
    expect(percentiles(ten, [50, 90, 99, 100], "ab")).toEqual([6, 10, 10, 10]);
    expect(percentiles(ten, [50, 90, 99, 100], "nearest-rank")).toEqual([5, 9, 10, 10]);
  });
  it("linear interpolation (type 7)", () => {
    expect(percentile([1, 2, 3, 4], 50, "linear")).toBe(2.5);
    expect(percentile([1, 2, 3, 4], 100, "linear")).toBe(4);
    expect(percentile([7], 99, "linear")).toBe(7);
  });
  it("does not sort the input in place", () => {
    const input = [3, 1, 2];
    percentile(input, 50);
    expect(input).toEqual([3, 1, 2]);
  });
  it("handles a million values", () => {
    const big = Float64Array.from({ length: 1_000_000 }, (_, i) => (i * 7919) % 1_000_000);
    expect(percentile(big, 50, "nearest-rank")).toBe(499_999);
    expect(percentile(big, 100, "ab")).toBe(999_999);
  });
  it("rejects empty lists, out-of-range p and non-finite values", () => {
    expect(() => percentile([], 50)).toThrow();
    expect(() => percentile([1], 101)).toThrow();
    expect(() => percentile([1, Number.NaN], 50)).toThrow();
  });
});
