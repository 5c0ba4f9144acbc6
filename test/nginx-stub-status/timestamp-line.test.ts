import { afterEach, describe, expect, it } from "vitest";
import { parseTimestampLine } from "../../src/normalize/timestamp-line.js";
import { ValueError } from "../../src/normalize/value-error.js";
import { seeded } from "../helpers/samples.js";

// Every input below was printed by GNU date 9.1 (Debian 12) on 2026-11-30, with the command shown; the instants were
// checked against `date +%s` of the same second (1796052230 = 2026-11-30T15:23:50Z).
const table: [string, string, string, number | undefined, string | undefined][] = [
  // command, printed line, iso, epochMs, zone
  ["LC_ALL=C date", "Mon Nov 30 15:23:50 UTC 2026", "2026-11-30T15:23:50Z", 1796052230000, "UTC"],
  ["LC_ALL=C date (day < 10)", "Mon Jan  5 00:30:00 UTC 2026", "2026-01-05T00:30:00Z", 1767573000000, "UTC"],
  ["LC_ALL=en_US.utf8 date", "Mon Nov 30 03:23:50 PM UTC 2026", "2026-11-30T15:23:50Z", 1796052230000, "UTC"],
  ["LC_ALL=en_US.utf8 date (12:30 AM)", "Thu Jan  1 12:30:00 AM UTC 2026", "2026-01-01T00:30:00Z", 1767227400000, "UTC"],
  ["LC_ALL=en_US.utf8 date (12:30 PM)", "Thu Jan  1 12:30:00 PM UTC 2026", "2026-01-01T12:30:00Z", 1767270600000, "UTC"],
  ["LC_ALL=de_DE.utf8 date", "Mo 30. Nov 15:23:50 UTC 2026", "2026-11-30T15:23:50Z", 1796052230000, "UTC"],
  ["LC_ALL=de_DE.utf8 date (März)", "Di 3. Mär 00:30:00 UTC 2026", "2026-03-03T00:30:00Z", 1772497800000, "UTC"],
  ["LC_ALL=fr_FR.utf8 date", "lun. 30 nov. 2026 15:23:50 UTC", "2026-11-30T15:23:50Z", 1796052230000, "UTC"],
  ["LC_ALL=fr_FR.utf8 date (février)", "lun. 02 févr. 2026 00:30:00 UTC", "2026-02-02T00:30:00Z", 1769992200000, "UTC"],
  ["LC_ALL=zh_CN.utf8 date", "2026年 11月 30日 星期一 15:23:50 UTC", "2026-11-30T15:23:50Z", 1796052230000, "UTC"],
  ["LC_ALL=ja_JP.utf8 date (padded)", "2026年  1月  1日 木曜日 00:30:00 UTC", "2026-01-01T00:30:00Z", 1767227400000, "UTC"],
  ["TZ=Asia/Dubai date", "Mon Nov 30 19:23:50 +04 2026", "2026-11-30T19:23:50+04:00", 1796052230000, "+04"],
  ["TZ=Asia/Shanghai date", "Mon Nov 30 23:23:50 CST 2026", "2026-11-30T23:23:50", undefined, "CST"],
  ["TZ=America/New_York date", "Mon Nov 30 10:23:50 EST 2026", "2026-11-30T10:23:50", undefined, "EST"],
  ["TZ=Europe/Berlin date -Iseconds", "2026-11-30T16:23:50+01:00", "2026-11-30T16:23:50+01:00", 1796052230000, "+01:00"],
  ["date -Iseconds", "2026-11-30T15:23:50+00:00", "2026-11-30T15:23:50Z", 1796052230000, "+00:00"],
  ["date -Ins", "2026-11-30T15:23:50,489194738+00:00", "2026-11-30T15:23:50.489194738Z", 1796052230489, "+00:00"],
  ["date --rfc-3339=seconds", "2026-11-30 15:23:50+00:00", "2026-11-30T15:23:50Z", 1796052230000, "+00:00"],
  ["date -R", "Mon, 30 Nov 2026 15:23:50 +0000", "2026-11-30T15:23:50Z", 1796052230000, "+0000"],
  ["HTTP Date header (nginx)", "Mon, 30 Nov 2026 15:25:39 GMT", "2026-11-30T15:25:39Z", 1796052339000, "GMT"],
  ["date +%s", "1796052230", "2026-11-30T15:23:50Z", 1796052230000, undefined],
  ["date +%s.%N", "1796052230.487276576", "2026-11-30T15:23:50.487276576Z", 1796052230487, undefined],
];

describe("parseTimestampLine", () => {
  const tz = process.env.TZ;
  afterEach(() => {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  });

  it.each(table)("%s: %s", (_cmd, line, iso, epochMs, zone) => {
    const t = parseTimestampLine(line);
    expect(t.iso).toBe(iso);
    expect(t.epochMs).toBe(epochMs);
    expect(t.zone).toBe(zone);
  });

  it("gives the same answers whatever the process's time zone (DST zones included)", () => {
    const expected = table.map(([, line]) => parseTimestampLine(line));
    for (const zone of ["America/New_York", "Europe/Berlin", "Asia/Shanghai", "Australia/Lord_Howe"]) {
      process.env.TZ = zone;
      expect(table.map(([, line]) => parseTimestampLine(line))).toEqual(expected);
    }
  });

  it("reads whole epoch seconds as the ISO line of the same second reads (1970 to the eleventh digit)", () => {
    const rnd = seeded(2029);
    // (runs of seconds across midnights and the ends of years and of February, in order, as a series has them)
    const run = (from: number) => Array.from({ length: 130 }, (_, i) => from - 65 + i);
    const seconds = [0, 1, 59, 86_399, 86_400, 951_782_400, 1_796_052_230, 4_102_444_800, 99_999_999_999, ...run(86_400), ...run(951_868_800), ...run(1_798_761_600), ...run(4_107_542_400), ...Array.from({ length: 500 }, () => rnd(2 ** 31) * 47 + rnd(47))];
    for (const s of seconds.filter((n) => n < 1e11)) {
      const iso = `${new Date(s * 1000).toISOString().slice(0, 19)}Z`;
      const { style, zone, ...same } = parseTimestampLine(iso);
      expect([style, zone]).toEqual(["iso8601", "Z"]);
      expect(parseTimestampLine(` ${s} `)).toEqual({ ...same, zone: undefined, style: "epoch" });
      expect(parseTimestampLine(String(s).padStart(11, "0"))).toEqual({ ...same, zone: undefined, style: "epoch" });
    }
  });

  it("reads a spring-forward local time that does not exist in the process's zone", () => {
    process.env.TZ = "Europe/Berlin";
    // 02:30 on 2026-03-29 does not exist in Berlin; the line names UTC, so it must not move.
    expect(parseTimestampLine("Sun Mar 29 02:30:00 UTC 2026").iso).toBe("2026-03-29T02:30:00Z");
  });

  it("names the styles", () => {
    expect(table.map(([, line]) => parseTimestampLine(line).style)).toEqual([
      "date", "date", "date", "date", "date", "date", "date", "date", "date", "date", "date", "date", "date", "date",
      "iso8601", "iso8601", "iso8601", "rfc3339", "rfc5322", "rfc5322", "epoch", "epoch",
    ]);
  });

  it("keeps the wall clock of an ambiguous zone, and resolves it with zoneOffsets", () => {
    const plain = parseTimestampLine("Mon Nov 30 23:23:50 CST 2026");
    expect(plain.wallClockMs).toBe(Date.UTC(2026, 10, 30, 23, 23, 50));
    const resolved = parseTimestampLine("Mon Nov 30 23:23:50 CST 2026", { zoneOffsets: { CST: "+08:00" } });
    expect(resolved.iso).toBe("2026-11-30T23:23:50+08:00");
    expect(resolved.epochMs).toBe(1796052230000);
    expect(parseTimestampLine("Mon Nov 30 09:23:50 CST 2026", { zoneOffsets: { CST: "-06:00" } }).epochMs).toBe(1796052230000);
  });

  it("ignores inherited keys of zoneOffsets", () => {
    expect(parseTimestampLine("Mon Nov 30 23:23:50 constructor 2026", { zoneOffsets: {} }).epochMs).toBeUndefined();
  });

  it.each([
    ["", "not a recognised"],
    ["foo bar", "not a recognised"],
    ["Sun Nov 30 15:23:50 UTC 2026", "weekday does not match"],
    ["Mon Feb 30 15:23:50 UTC 2026", "no such calendar date"],
    ["Mon Nov 30 25:23:50 UTC 2026", "time out of range"],
    ["Mon Nov 30 13:23:50 PM UTC 2026", "time out of range"],
    ["Mon Xyz 30 15:23:50 UTC 2026", "unknown month"],
    ["2026-11-30T24:00:00Z", "time out of range"],
    ["Mo 30. Nov 15:23:50 UTC", "not a recognised"],
    ["12.5.3", "not a recognised"],
  ])("rejects %j with a ValueError (%s)", (line, message) => {
    expect(() => parseTimestampLine(line)).toThrow(ValueError);
    expect(() => parseTimestampLine(line)).toThrow(message);
  });

  it("rejects a zoneOffsets value that is not an offset", () => {
    expect(() => parseTimestampLine("Mon Nov 30 23:23:50 CST 2026", { zoneOffsets: { CST: "Asia/Shanghai" } })).toThrow(ValueError);
  });
});
