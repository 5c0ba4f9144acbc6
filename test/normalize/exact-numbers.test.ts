/**
 * Exact or refused (issue 19): a number is read exactly as printed, or it is a ValueError. A whole number beyond
 * Number.MAX_SAFE_INTEGER, a decimal whose whole part is beyond it, and a byte count beyond it after its unit is
 * applied would all be rounded by a double; they are refused instead of returned rounded.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseCpuTime } from "../../src/normalize/cpu-time.js";
import { parseInteger, parseNumber } from "../../src/normalize/number.js";
import { exactBytes, parseSize, unitsToBytes } from "../../src/normalize/size.js";

const MAX = "9007199254740991"; // 2^53 - 1

describe("exact or refused", () => {
  it.each([
    ["parseNumber", () => parseNumber(MAX), 9007199254740991],
    ["parseNumber", () => parseNumber(`-${MAX}`), -9007199254740991],
    ["parseNumber", () => parseNumber("999999999999999"), 999999999999999],
    ["parseNumber", () => parseNumber("1234567890123456.5"), 1234567890123456.5],
    ["parseNumber", () => parseNumber("1e15"), 1e15],
    ["parseNumber", () => parseNumber("0.30000000000000004"), 0.30000000000000004],
    ["parseNumber", () => parseNumber("9007199254740991,0", { decimalComma: true }), 9007199254740991],
    ["parseInteger", () => parseInteger(MAX), 9007199254740991],
    ["parseSize", () => parseSize("8191Ti"), 8191 * 1024 ** 4],
    ["parseSize", () => parseSize("8796093022207", { defaultUnit: "K" }), 8796093022207 * 1024],
    ["unitsToBytes", () => unitsToBytes(8796093022207, "K"), 8796093022207 * 1024],
    ["unitsToBytes", () => unitsToBytes(1938.12, "K"), 1938.12 * 1024],
    ["exactBytes", () => exactBytes(-5 * 1024, -5), -5120],
    ["parseCpuTime", () => parseCpuTime("1234:56"), 74096],
  ])("%s keeps %#", (_name, read, value) => expect(read()).toBe(value));

  it.each([
    // would have been 1e20
    ["parseNumber", () => parseNumber("99999999999999999999"), /too large to be exact: 99999999999999999999/],
    // would have been ...992
    ["parseNumber", () => parseNumber("9007199254740993"), /too large to be exact/],
    ["parseNumber", () => parseNumber("9007199254740992"), /too large to be exact/],
    ["parseNumber", () => parseNumber(`-${"9".repeat(20)}`), /too large to be exact/],
    ["parseNumber", () => parseNumber("9007199254740993.25"), /too large to be exact/],
    ["parseNumber", () => parseNumber("9007199254740993,5", { decimalComma: true }), /too large to be exact/],
    ["parseNumber", () => parseNumber("1e20"), /too large to be exact/],
    ["parseNumber", () => parseNumber("1e999"), /too large to represent/],
    ["parseNumber (a long value is cut in the message)", () => parseNumber("9".repeat(100)), /too large to be exact: 9{40}\.\.\.$/],
    ["parseInteger", () => parseInteger("9007199254740993"), /too large to represent exactly/],
    ["parseSize", () => parseSize("9007199254740K"), /too large to represent exactly in bytes/],
    ["parseSize", () => parseSize("8Pi"), /too large to represent exactly in bytes/],
    ["unitsToBytes", () => unitsToBytes(9007199254740, "K"), /too large to be exact in bytes: 9007199254740/],
    ["unitsToBytes", () => unitsToBytes(1e13, "K", 1000), /too large to be exact in bytes/],
    ["exactBytes", () => exactBytes(2 ** 53, "8Pi"), /too large to be exact in bytes: "8Pi"/],
    ["parseCpuTime", () => parseCpuTime("99999999999999999:00"), /too large to be exact/],
  ])("%s refuses %#", (_name, read, message) => expect(read).toThrow(message));
});

describe("schemas", () => {
  it("an integer field (zod 4 .int()) refuses an unsafe integer, so validation backs up the parsers", () => {
    expect(z.number().int().safeParse(Number.MAX_SAFE_INTEGER).success).toBe(true);
    expect(z.number().int().safeParse(2 ** 53).success).toBe(false);
    expect(z.number().int().safeParse(1e20).success).toBe(false);
  });
});
