import { describe, expect, it } from "vitest";
import { parseCalendarDate } from "../../src/normalize/calendar-date.js";
import { rollClockForward } from "../../src/normalize/clock-rollover.js";
import { parseClockTime } from "../../src/normalize/clock-time.js";
import { localTimestamp } from "../../src/normalize/local-timestamp.js";
import { ValueError } from "../../src/normalize/value-error.js";
import { safeKey } from "../../src/normalize/safe-key.js";

describe("parseClockTime", () => {
  it.each([
    ["13:20:09", 48009],
    ["00:00:00", 0],
    ["23:59:59", 86399],
    ["9:05:01", 32701],
    ["01:20:09 PM", 48009],
    ["12:00:01 AM", 1],
    ["12:00:01 PM", 43201],
    ["11:59:59 PM", 86399],
    ["01:20:09 pm", 48009],
    ["01:20:09 p.m.", 48009],
    ["13时20分09秒", 48009],
    ["13時20分09秒", 48009],
    ["13시 20분 09초", 48009],
    ["下午 01时20分09秒", 48009],
    ["午前12時00分01秒", 1],
  ])("%s -> %d s", (text, seconds) => {
    expect(parseClockTime(text)).toBe(seconds);
  });

  it.each(["24:00:00", "12:60:00", "13:20:09 PM", "00:10:00 AM", "13:20", "Average:", ""])("rejects %j", (text) => {
    expect(() => parseClockTime(text)).toThrow(ValueError);
  });
});

describe("parseCalendarDate", () => {
  it.each([
    ["01/15/24", undefined, [2024, 1, 15, "MDY", false]],
    ["01/15/2024", undefined, [2024, 1, 15, "MDY", false]],
    ["15/01/2024", undefined, [2024, 1, 15, "DMY", false]],
    ["15.01.2024", undefined, [2024, 1, 15, "DMY", false]],
    ["30.11.26", undefined, [2026, 11, 30, "DMY", false]],
    ["30-11-26", undefined, [2026, 11, 30, "DMY", false]],
    ["2024-01-15", undefined, [2024, 1, 15, "YMD", false]],
    ["2024. 01. 15.", undefined, [2024, 1, 15, "YMD", false]],
    ["2024年01月15日", undefined, [2024, 1, 15, "YMD", false]],
    ["2024년 01월 15일", undefined, [2024, 1, 15, "YMD", false]],
    ["03/04/24", undefined, [2024, 3, 4, "MDY", true]],
    ["03.04.24", undefined, [2024, 4, 3, "DMY", true]],
    ["03/04/24", "DMY", [2024, 4, 3, "DMY", false]],
    ["24/03/04", "YMD", [2024, 3, 4, "YMD", false]],
    ["04/04/24", undefined, [2024, 4, 4, "MDY", false]],
    ["12/31/99", undefined, [1999, 12, 31, "MDY", false]],
    ["02/29/24", undefined, [2024, 2, 29, "MDY", false]],
  ] as const)("%s (%s)", (text, order, [year, month, day, used, ambiguous]) => {
    expect(parseCalendarDate(text, order)).toEqual({ year, month, day, order: used, ambiguous });
  });

  it.each([["02/30/24"], ["13/13/24"], ["15/01/2024", "MDY"], ["?/?/?"], ["2024-13-01"], ["02/29/23"]] as const)("rejects %j", (text, order?: "MDY") => {
    expect(() => parseCalendarDate(text, order)).toThrow(ValueError);
  });
});

describe("rollClockForward", () => {
  it.each([
    [86_399, 9, 86_409],
    [50_000, 50_010, 50_010],
    [7_200, 3_600, 3_600],
    [86_400 + 100, 50, 86_450],
    [86_400 + 82_800, 3_600, 2 * 86_400 + 3_600],
    [0, 80_000, 80_000],
  ])("after %d, %d s of day -> %d", (prev, sod, expected) => {
    expect(rollClockForward(prev, sod)).toBe(expected);
  });
});

describe("localTimestamp", () => {
  it.each([
    [{ year: 2024, month: 1, day: 15 }, 48_009, "2024-01-15T13:20:09"],
    [{ year: 2024, month: 2, day: 28 }, 86_409, "2024-02-29T00:00:09"],
    [{ year: 2023, month: 12, day: 31 }, 86_400, "2024-01-01T00:00:00"],
    [{ year: 2026, month: 3, day: 29 }, 2 * 3600 + 30 * 60, "2026-03-29T02:30:00"],
  ])("%o + %d s", (date, seconds, iso) => {
    expect(localTimestamp(date, seconds)).toBe(iso);
  });
});

describe("safeKey", () => {
  it.each([
    ["%user", "%user"],
    ["__proto__", "__proto___"],
    ["constructor", "constructor_"],
    ["prototype", "prototype_"],
  ])("%s -> %s", (name, key) => {
    expect(safeKey(name)).toBe(key);
  });
});
