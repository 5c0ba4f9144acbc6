import { describe, expect, it } from "vitest";
import { parseCpuTime } from "../../src/normalize/cpu-time.js";
import { parseUptime } from "../../src/normalize/uptime.js";
import { ValueError } from "../../src/normalize/value-error.js";

describe("parseUptime", () => {
  it.each([
    ["45 min", 2700],
    ["0 min", 0],
    ["1:08", 68 * 60],
    [" 2:01", 2 * 3600 + 60],
    ["3 days,  2:01", 3 * 86_400 + 2 * 3600 + 60],
    ["1 day, 23 min", 86_400 + 23 * 60],
    ["10 days", 864_000],
    ["400 days, 10:00", 400 * 86_400 + 10 * 3600],
    ["1 day,", 86_400],
    ["0+00:15:38", 15 * 60 + 38],
    ["12+03:04:05", 12 * 86_400 + 3 * 3600 + 4 * 60 + 5],
  ])("%j is %d seconds", (text, seconds) => {
    expect(parseUptime(text)).toBe(seconds);
  });

  it.each(["", "108", "1:60", "25:00", "3 weeks", "min", "1:08 users", "0+24:00:00"])("rejects %j", (text) => {
    expect(() => parseUptime(text)).toThrow(ValueError);
  });
});

describe("parseCpuTime", () => {
  it.each([
    ["0:00.00", 0],
    ["0:01.57", 1.57],
    ["80:13.45", 4813.45],
    ["1234:56", 74_096],
    ["5,07", 5 * 3600 + 7 * 60],
    ["12h", 43_200],
    ["3d", 259_200],
    ["2w", 1_209_600],
    ["3d+4h", 3 * 86_400 + 4 * 3600],
    ["2w+3d", 2 * 604_800 + 3 * 86_400],
    ["3D+4H", 3 * 86_400 + 4 * 3600],
    ["00:18.94", 18.94],
    ["1:02:03", 3723],
    ["1-02:03:04", 93_784],
    ["12.3H", 44_280],
    ["17:02", 1022],
  ])("%j is %d seconds", (text, seconds) => {
    expect(parseCpuTime(text)).toBe(seconds);
  });

  it.each(["", "1:60", "1,5", "1.5", "3h+2d", "-1:00", "abc", "1:2", "2-25:00:00"])("rejects %j", (text) => {
    expect(() => parseCpuTime(text)).toThrow(ValueError);
  });
});
