import { describe, expect, it } from "vitest";
import { prometheusName, unitSuffix } from "../../src/kit/metrics/names.js";
import { TimeZone } from "../../src/metrics/time-zone.js";
import { shiftDecimal, snakeCase } from "../../src/kit/metrics/units.js";

describe("shiftDecimal", () => {
  it.each([
    [12.34, -2, 0.1234],
    [0.7, -3, 0.0007],
    [2400, 6, 2400000000],
    [100, -2, 1],
    [0, -2, 0],
    [-3.5, -2, -0.035],
    [1e-7, -2, 1e-9],
    [1.5e21, -3, 1.5e18],
  ])("shiftDecimal(%s, %s) is %s", (v, d, want) => {
    expect(shiftDecimal(v, d)).toBe(want);
  });
  it("is the double nearest the shifted decimal, where dividing is not", () => {
    for (const [v, want] of [[0.57, 0.0057], [99.9, 0.999], [2.01, 0.0201], [1.1, 0.011], [0.07, 0.0007]] as const) {
      expect(v / 100).not.toBe(want);
      expect(shiftDecimal(v, -2)).toBe(want);
    }
  });
});

describe("names", () => {
  it.each([
    ["system.cpu.utilization", "1", "gauge", "system_cpu_utilization_ratio"],
    ["sar.disk.read", "By/s", "gauge", "sar_disk_read_bytes_per_second"],
    ["sar.net_dev.rx_packets", "1/s", "gauge", "sar_net_dev_rx_packets_per_second"],
    ["nginx.http.requests", "{request}", "counter", "nginx_http_requests_total"],
    ["nginx.http.request_time", "s", "counter", "nginx_http_request_time_seconds_total"],
    ["sar.disk.await", "s", "gauge", "sar_disk_await_seconds"],
    ["sar.kernel.pty", "{count}", "gauge", "sar_kernel_pty"],
    ["loadtest.latency", "s", "summary", "loadtest_latency_seconds"],
  ] as const)("%s [%s] %s is %s", (name, unit, type, want) => {
    expect(prometheusName(name, unit, type)).toBe(want);
  });
  it("a ratio suffix only for gauges; annotations have none", () => {
    expect(unitSuffix("1", "counter")).toBe("");
    expect(unitSuffix("{packet}/s", "gauge")).toBe("per_second");
    expect(unitSuffix("1/min", "gauge")).toBe("per_minute");
  });
  it("snakeCase", () => {
    expect(snakeCase("rxPacketsPerSecond")).toBe("rx_packets_per_second");
  });
});

describe("TimeZone", () => {
  const at = (zone: string, iso: string) => new TimeZone(zone).instant(iso);
  const utc = (iso: string) => Date.parse(`${iso}Z`) / 1000;

  it("reads fixed offsets and UTC", () => {
    expect(at("+05:30", "2024-07-01T12:00:00")).toEqual({ seconds: utc("2024-07-01T06:30:00"), nanos: 0 });
    expect(at("-08:00", "2024-07-01T12:00:00")).toEqual({ seconds: utc("2024-07-01T20:00:00"), nanos: 0 });
    expect(at("UTC", "2024-07-01T12:00:00")).toEqual({ seconds: utc("2024-07-01T12:00:00"), nanos: 0 });
    expect(at("Z", "2024-07-01T12:00:00")?.seconds).toBe(utc("2024-07-01T12:00:00"));
  });

  it("keeps fractions of a second exactly, to the nanosecond", () => {
    expect(at("UTC", "2024-07-01T12:00:00.25")).toEqual({ seconds: utc("2024-07-01T12:00:00"), nanos: 250_000_000 });
    expect(at("UTC", "2024-07-01T12:00:00.123456789")?.nanos).toBe(123_456_789);
    expect(at("UTC", "2024-07-01T12:00:00,5")?.nanos).toBe(500_000_000);
  });

  it("a timestamp's own offset wins over the zone", () => {
    expect(at("Asia/Tokyo", "2024-07-01T12:00:00-04:00")?.seconds).toBe(utc("2024-07-01T16:00:00"));
    expect(at("Asia/Tokyo", "2024-07-01T12:00:00Z")?.seconds).toBe(utc("2024-07-01T12:00:00"));
    expect(at("Asia/Tokyo", "2024-07-01T12:00:00+0530")?.seconds).toBe(utc("2024-07-01T06:30:00"));
  });

  it("applies daylight saving time of an IANA zone", () => {
    expect(at("Europe/Paris", "2024-01-15T12:00:00")?.seconds).toBe(utc("2024-01-15T11:00:00")); // CET +01:00
    expect(at("Europe/Paris", "2024-07-15T12:00:00")?.seconds).toBe(utc("2024-07-15T10:00:00")); // CEST +02:00
    expect(at("America/New_York", "2024-07-15T12:00:00")?.seconds).toBe(utc("2024-07-15T16:00:00"));
    expect(at("Australia/Lord_Howe", "2024-01-15T12:00:00")?.seconds).toBe(utc("2024-01-15T01:00:00")); // +11:00 in summer
    expect(at("Asia/Kolkata", "2024-01-15T12:00:00")?.seconds).toBe(utc("2024-01-15T06:30:00"));
  });

  it("a repeated hour (DST ends) is its first occurrence; a skipped one (DST starts) moves forward", () => {
    // Europe/Paris 2024-10-27: 03:00 CEST -> 02:00 CET, so 02:30 happens at 00:30Z and at 01:30Z
    expect(at("Europe/Paris", "2024-10-27T02:30:00")?.seconds).toBe(utc("2024-10-27T00:30:00"));
    expect(at("Europe/Paris", "2024-10-27T03:30:00")?.seconds).toBe(utc("2024-10-27T02:30:00"));
    // 2024-03-31: 02:00 CET -> 03:00 CEST; 02:30 does not exist and is read as 03:30 CEST
    expect(at("Europe/Paris", "2024-03-31T02:30:00")?.seconds).toBe(utc("2024-03-31T01:30:00"));
    expect(at("Europe/Paris", "2024-03-31T01:59:59")?.seconds).toBe(utc("2024-03-31T00:59:59"));
    expect(at("Europe/Paris", "2024-03-31T03:00:00")?.seconds).toBe(utc("2024-03-31T01:00:00"));
  });

  it("rejects an unknown zone and an impossible offset; says it placed a local time", () => {
    expect(() => new TimeZone("Mars/Olympus")).toThrow(RangeError);
    expect(() => new TimeZone("+25:00")).toThrow(RangeError);
    const z = new TimeZone("UTC");
    z.instant("2024-01-01T00:00:00Z");
    expect(z.usedLocal).toBe(false);
    z.instant("2024-01-01T00:00:00");
    expect(z.usedLocal).toBe(true);
    expect(z.instant("yesterday")).toBeUndefined();
  });
});
