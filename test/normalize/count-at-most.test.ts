import { describe, expect, it } from "vitest";
import { countAtMost } from "../../src/normalize/count-at-most.js";

describe("countAtMost", () => {
  it("counts the ascending numbers at most n, as a linear count does", () => {
    expect(countAtMost([2, 4, 4, 9], 4)).toBe(3);
    expect(countAtMost([2, 4, 4, 9], 1)).toBe(0);
    expect(countAtMost([], 7)).toBe(0);
    for (let seed = 1; seed < 200; seed++) {
      const sorted = Array.from({ length: seed % 17 }, (_, i) => ((i * 7919 + seed) % 23) + i * 3).sort((a, b) => a - b);
      const n = (seed * 31) % 60;
      expect(countAtMost(sorted, n)).toBe(sorted.filter((v) => v <= n).length);
    }
  });
});
