import { describe, expect, it } from "vitest";
import { percentRangeWarning } from "../../src/normalize/percent-range.js";

describe("percentRangeWarning", () => {
  it.each([
    ["%user", 130, undefined, undefined, "%user 130 is outside 0-100"],
    ["%idle", -31, undefined, undefined, "%idle -31 is outside 0-100"],
    ["%user", 100.01, undefined, undefined, "%user 100.01 is outside 0-100"],
    ["%idle", -0.01, undefined, undefined, "%idle -0.01 is outside 0-100"],
    ["%usr", 250, 200, undefined, "%usr 250 is outside 0-200"],
    ["%commit", -5, Infinity, undefined, "%commit -5 is below 0"],
    ["%wcache", 101, 100, -Infinity, "%wcache 101 is above 100"],
  ] as const)("%s %d (max %s, min %s)", (field, value, max, min, message) => {
    expect(percentRangeWarning(field, value, max, min)).toBe(message);
  });

  it.each([
    ["%user", 0, undefined, undefined],
    ["%user", 100, undefined, undefined],
    ["%idle", -0, undefined, undefined],
    ["%user", 57.25, undefined, undefined],
    ["%usr", 131, 200, undefined],
    ["%usr", 200, 200, undefined],
    ["%commit", 151.3, Infinity, undefined],
    ["%temp", -12, Infinity, -Infinity],
    ["%wcache", -40, 100, -Infinity],
  ] as const)("%s %d (max %s, min %s) is in range", (field, value, max, min) => {
    expect(percentRangeWarning(field, value, max, min)).toBeUndefined();
  });

  it("says nothing about a value that is absent or a placeholder", () => {
    expect(percentRangeWarning("%user", null)).toBeUndefined();
    expect(percentRangeWarning("%user", undefined)).toBeUndefined();
  });

  it("names a value that is not a finite number instead of passing it", () => {
    expect(percentRangeWarning("%user", Number.NaN)).toBe("%user NaN is not a finite number");
    expect(percentRangeWarning("%commit", Infinity, Infinity)).toBe("%commit Infinity is not a finite number");
    expect(percentRangeWarning("%temp", -Infinity, Infinity, -Infinity)).toBe("%temp -Infinity is not a finite number");
  });
});
