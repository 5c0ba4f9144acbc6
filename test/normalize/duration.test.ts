import { describe, expect, it } from "vitest";
import { parseDuration } from "../../src/normalize/duration.js";

describe("parseDuration", () => {
  it.each([
    ["635.91us", "ms", 0.63591],
    ["340us", "ms", 0.34],
    ["1.51s", "ms", 1510],
    ["5.65ms", "ms", 5.65],
    ["69.51ms", "s", 0.06951],
    ["591us", "s", 0.000591],
    ["3.00s", "s", 3],
    ["2m", "s", 120],
    ["1h", "ms", 3_600_000],
    ["12µs", "ms", 0.012],
  ] as const)("%s in %s is %d", (text, to, value) => expect(parseDuration(text, to)).toBe(value));

  it("divides once: the nearest double, not a twice-rounded one", () => {
    for (let n = 1; n < 20_000; n += 7) expect(parseDuration(`${(n / 100).toFixed(2)}ms`, "s")).toBe(n / 100_000);
  });

  it("refuses what it cannot read exactly", () => {
    expect(() => parseDuration("1.5h", "ms", { units: ["us", "ms", "s"] })).toThrow(/unit printed here/);
    expect(() => parseDuration("12")).toThrow(/not a duration/);
    expect(parseDuration("12", "ms", { defaultUnit: "us" })).toBe(0.012);
    for (const bad of ["", "-1ms", "1.ms", ".5s", "1e3ms", "5 ms", "5xs"]) expect(() => parseDuration(bad), bad).toThrow(/not a duration/);
    expect(() => parseDuration("99999999999999999h")).toThrow(/too large/);
  });
});
