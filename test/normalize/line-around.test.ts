import { describe, expect, it } from "vitest";
import { lineAround } from "../../src/normalize/line-around.js";

describe("lineAround", () => {
  it.each([
    ["a\nbc d\ne", 4, "bc d"],
    ["a\nbc d\ne", 2, "bc d"], // the line's first character
    ["a\nbc d\ne", 0, "a"],
    ["a\nbc d\ne", 7, "e"], // the last line, no line end
    ["x\r\ny", 0, "x\r"], // a CR before the LF stays
  ] as const)("%j at %d -> %j", (text, offset, line) => expect(lineAround(text, offset)).toBe(line));
});
