import { describe, expect, it } from "vitest";
import { charBefore, gluedStarts } from "../../src/normalize/glued-starts.js";
import { partAround } from "../../src/normalize/part-around.js";

describe("gluedStarts", () => {
  it.each([
    ["a: 1b: 2\nb: 3\n", [4]], // the second line's `b:` starts its line: not glued
    ["  b: 1\n\tb: 2\n", []], // only blanks before
    ["x\r\nb: 1", []], // a CR at the end of the line before is a blank
    ["ab: 1 b: 2b: 3", [1, 6, 10]],
    ["", []],
  ] as const)("%j -> %j", (text, cuts) => expect(gluedStarts(text, /b: \d/g)).toEqual(cuts));

  it("keep refuses a match by the character before it", () => {
    expect(gluedStarts("0) b: 1 x b: 2", /b: \d/g, (_m, before) => before !== 41)).toEqual([10]);
  });

  it("charBefore skips blanks and stops at the line's start", () => {
    expect(charBefore("ab  c", 4)).toBe(98);
    expect(charBefore("x\n  c", 4)).toBe(-1);
    expect(charBefore("c", 0)).toBe(-1);
  });
});

describe("partAround", () => {
  it.each([
    ["x: 1y: 2\n", 5, [4], "y: 2"],
    ["x: 1y: 2\n", 1, [4], "x: 1"],
    ["x: 1y: 2z: 3\nw", 5, [4, 8], "y: 2"],
    ["a\nx: 1y: 2", 2, [6], "x: 1"],
    ["a\nb", 2, [], "b"], // no cut: the line
    ["a\nb\nc: 1d", 4, [1, 8], "c: 1"], // cuts on other lines do not count
  ] as const)("%j at %d with %j -> %j", (text, offset, cuts, part) => expect(partAround(text, offset, cuts)).toBe(part));
});
