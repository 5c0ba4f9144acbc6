import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detect, parse, ParseError, safeParse } from "../../src/index.js";
import type { LighttpdStatusMissing, LighttpdStatusPage, LighttpdStatusRecord } from "../../src/formats/lighttpd-status/schema.js";
import { lighttpdStatusMetrics } from "../../src/formats/lighttpd-status/metrics.js";

const dir = join(import.meta.dirname, "..", "..", "samples", "lighttpd-status");
const read = (file: string): string => readFileSync(join(dir, file), "utf8");
const apache = (file: string): string => readFileSync(join(dir, "..", "apache-status", file), "utf8");
const all = (text: string): LighttpdStatusRecord[] => parse(text, { format: "lighttpd-status" });
const pages = (text: string): LighttpdStatusPage[] => all(text).filter((r): r is LighttpdStatusPage => r.kind === "page");
const epoch = (p: { timestamp?: string }): number => Date.parse(p.timestamp!) / 1000;
/** events-epoch.oracle: when each signal/start was sent (`date +%s.%N` just before it). */
const events = Object.fromEntries(read("events-epoch.oracle").trim().split("\n").map((l) => l.split(" ")).map(([k, v]) => [k, Number(v)]));
/** Counts a letter in the printed Scoreboard line, without benchparse. */
const letters = (text: string, c: string): number => [.../^Scoreboard: (.*)$/m.exec(text)![1]!].filter((x) => x === c).length;

describe("lighttpd-status: one page", () => {
  it("1.4.69 idle: detected, every field from the printed text, the scoreboard counted per letter", () => {
    const text = read("idle-auto.txt");
    expect(detect(text)).toMatchObject({ format: "lighttpd-status" });
    const [p] = pages(text);
    expect(p).toMatchObject({ accessesTotal: 1, sentBytesTotal: 0, uptimeSeconds: 1, busyServers: 1, idleServers: 1364, segment: 0 });
    expect(p!.scoreboard).toMatchObject({ slots: 1365, idle: letters(text, "_"), handleRequest: letters(text, "h"), unknown: 0 });
    expect(p!.scoreboard!.idle).toBe(1364);
    expect(p!.scoreboard!.slots).toBe(p!.busyServers! + p!.idleServers!);
    expect(p!.warnings).toBeUndefined();
  });

  it("curl -i: the Server header gives the version, the Date header the time; certain detection", () => {
    const text = read("idle-auto-curl-i.txt");
    expect(detect(text)).toMatchObject({ format: "lighttpd-status", confidence: 1 });
    expect(pages(text)[0]).toMatchObject({ server: "lighttpd/1.4.69", version: "1.4.69", timestamp: "2026-12-06T02:49:26Z", accessesTotal: 1 });
  });

  it("an older page (netdata's go.d test data): keep-alive `k`, reading `r`, handling `h`; Total kBytes x 1024", () => {
    const text = read("third-party-netdata-go.d-lighttpd-status.txt");
    const [p] = pages(text);
    expect(p).toMatchObject({ accessesTotal: 12, sentBytesTotal: 4 * 1024, uptimeSeconds: 11, busyServers: 3, idleServers: 125 });
    expect(p!.scoreboard).toMatchObject({ slots: 128, keepalive: 1, read: 1, handleRequest: 1, idle: 125, unknown: 0 });
  });

  it("a Scoreboard line shorter than BusyServers + IdleServers says it may be cut", () => {
    const [p] = pages("Total Accesses: 5\nTotal kBytes: 2\nUptime: 9\nBusyServers: 2\nIdleServers: 30\nScoreboard: hk___\n");
    expect(p!.warnings).toEqual([expect.stringContaining("the Scoreboard has 5 letters but BusyServers + IdleServers is 32")]);
  });
});

describe("lighttpd-status: a series", () => {
  it("rates between consecutive pages are the printed counters' steps over the timestamps' intervals", () => {
    const text = read("series-epoch-ns-ab-n3000-c10.txt");
    const series = pages(text);
    expect(series).toHaveLength(20);
    const stamps = [...text.matchAll(/^(\d{10}\.\d{9})$/gm)].map((m) => Number(m[1]));
    const accesses = [...text.matchAll(/^Total Accesses: (\d+)$/gm)].map((m) => Number(m[1]));
    const kbytes = [...text.matchAll(/^Total kBytes: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(series[0]!.rates).toBeUndefined();
    let moved = 0;
    for (let i = 1; i < series.length; i++) {
      const r = series[i]!.rates!;
      // (the kit's intervals are whole milliseconds of the nanosecond stamps)
      expect(Math.abs(r.intervalSeconds - (stamps[i]! - stamps[i - 1]!))).toBeLessThan(0.001);
      expect(r.accessesPerSecond! * r.intervalSeconds).toBeCloseTo(accesses[i]! - accesses[i - 1]!, 6);
      expect(r.sentBytesPerSecond! * r.intervalSeconds).toBeCloseTo((kbytes[i]! - kbytes[i - 1]!) * 1024, 4);
      if (accesses[i]! > accesses[i - 1]!) {
        moved++;
        expect(r.bytesPerAccess).toBeCloseTo(((kbytes[i]! - kbytes[i - 1]!) * 1024) / (accesses[i]! - accesses[i - 1]!), 6);
      } else expect(r.bytesPerAccess).toBeUndefined();
    }
    // lighttpd adds its counters up once a second: most pages 0.2 s apart repeat the one before
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThan(10);
  });

  it("a graceful restart (SIGUSR1) resets the counters and Uptime: a new segment from the first page after the signal", () => {
    const series = pages(read("series-epoch-ns-graceful-usr1.txt"));
    const first = series.findIndex((p) => p.segment === 1);
    expect(first).toBeGreaterThan(0);
    expect(epoch(series[first - 1]!)).toBeLessThan(events["usr1-at"]!);
    expect(epoch(series[first]!)).toBeGreaterThan(events["usr1-at"]!);
    expect(series[first - 1]!.accessesTotal).toBe(8052);
    expect(series[first]).toMatchObject({ accessesTotal: 0, uptimeSeconds: 0 });
    // no rate across the restart, rates again after it
    expect(series[first]!.rates).toBeUndefined();
    expect(series[first + 1]!.rates).toBeDefined();
    expect(series.every((p, i) => p.segment === (i < first ? 0 : 1))).toBe(true);
  });

  it("a stop and a start: the failed fetches are missing samples, the new server a new segment", () => {
    const records = all(read("series-epoch-ns-stop-start.txt"));
    const missing = records.filter((r): r is LighttpdStatusMissing => r.kind === "missing");
    expect(missing).toHaveLength(4);
    for (const m of missing) {
      expect(m.reason).toMatch(/^curl: \(7\) Failed to connect to 127\.0\.0\.1 port 8093/);
      expect(epoch(m)).toBeGreaterThan(events["stop-at"]!);
      expect(epoch(m)).toBeLessThan(events["start-at"]!);
      expect(m.segment).toBe(0);
    }
    const series = records.filter((r): r is LighttpdStatusPage => r.kind === "page");
    const first = series.findIndex((p) => p.segment === 1);
    expect(epoch(series[first]!)).toBeGreaterThan(events["start-at"]!);
    expect(series[first]).toMatchObject({ accessesTotal: 0, uptimeSeconds: 0 });
    expect(series[first]!.rates).toBeUndefined();
  });

  it("pages back to back (no timestamp lines) are pages each, rates absent without times", () => {
    const page = read("idle-auto.txt");
    const two = pages(page + page.replace("Total Accesses: 1", "Total Accesses: 7"));
    expect(two.map((p) => p.accessesTotal)).toEqual([1, 7]);
    expect(two[1]!.rates).toBeUndefined();
  });
});

describe("lighttpd-status and apache-status: the same names, told apart", () => {
  const lighttpd = ["idle-auto.txt", "idle-auto-curl-i.txt", "series-epoch-ns-stop-start.txt", "third-party-netdata-go.d-lighttpd-status.txt"];
  const apachePages = ["third-party-apache-1.3-jffnms-poller-comment.txt", "third-party-apache-2.2-apache_exporter-test-apache22Status.txt", "event-idle-auto.txt", "prefork-idle-auto.txt"];

  it.each(lighttpd)("%s: detected as lighttpd-status, refused by apache-status (its letters)", (file) => {
    const text = read(file);
    expect(detect(text)?.format).toBe("lighttpd-status");
    const r = safeParse(text, { format: "apache-status" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.message).toMatch(/lighttpd's mod_status page.*read it as lighttpd-status/);
  });

  it.each(apachePages)("apache-status/%s: detected as apache-status, refused by lighttpd-status (a field lighttpd never prints)", (file) => {
    const text = apache(file);
    expect(detect(text)?.format).toBe("apache-status");
    const r = safeParse(text, { format: "lighttpd-status" });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.error).toBeInstanceOf(ParseError);
      expect(r.error.message).toMatch(/no field of lighttpd's mod_status page.*apache-status/);
    }
  });

  it("Apache 1.3 in its first second prints lighttpd's six names in lighttpd's order: only letters both print, so apache-status", () => {
    const text = "Total Accesses: 0\nTotal kBytes: 0\nUptime: 0\nBusyServers: 1\nIdleServers: 5\nScoreboard: W_____\n";
    expect(detect(text)?.format).toBe("apache-status");
    // a lighttpd page is never without its own request's `h`; with it, or with Uptime above 0, it is lighttpd's
    expect(detect(text.replace("W_", "h_"))?.format).toBe("lighttpd-status");
    expect(detect(text.replace("Uptime: 0", "Uptime: 3"))?.format).toBe("lighttpd-status");
    // and Apache 1.3 after its first second prints ReqPerSec between Uptime and BusyServers
    expect(detect(text.replace("Uptime: 0\n", "Uptime: 3\nReqPerSec: 0\n"))?.format).toBe("apache-status");
  });

  it("the two formats have distinct priorities, lighttpd's above Apache's (its detector decides a shared start line)", async () => {
    const { getFormat } = await import("../../src/formats/index.js");
    expect(getFormat("lighttpd-status").priority).toBeGreaterThan(getFormat("apache-status").priority);
  });
});

describe("lighttpd-status: metrics", () => {
  it("apache_exporter's names with a lighttpd_ prefix; bytes in bytes", () => {
    const [p] = pages(read("third-party-netdata-go.d-lighttpd-status.txt"));
    const samples = lighttpdStatusMetrics.samples(p!, {} as never);
    const by = (name: string, state?: string) => samples.find((s) => s.family.name === name && (state === undefined || s.labels?.state === state))?.value;
    expect(by("lighttpd_accesses_total")).toBe(12);
    expect(by("lighttpd_sent_bytes_total")).toBe(4096);
    expect(by("lighttpd_uptime_seconds_total")).toBe(11);
    expect(by("lighttpd_workers", "busy")).toBe(3);
    expect(by("lighttpd_workers", "idle")).toBe(125);
    expect(by("lighttpd_scoreboard", "keepalive")).toBe(1);
    expect(by("lighttpd_scoreboard", "idle")).toBe(125);
    const [point] = lighttpdStatusMetrics.influx(p!, {} as never);
    expect(point).toMatchObject({ measurement: "lighttpd", fields: { TotalAccesses: 12, TotalkBytes: 4, BusyServers: 3, scboard_keepalive: 1 } });
  });
});
