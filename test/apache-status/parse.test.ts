import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detect, parse, ParseError, safeParse } from "../../src/index.js";
import type { ApacheStatusMissing, ApacheStatusPage, ApacheStatusRecord } from "../../src/formats/apache-status/schema.js";
import { apacheStatusMetrics } from "../../src/formats/apache-status/metrics.js";

const dir = join(import.meta.dirname, "..", "..", "samples", "apache-status");
const read = (file: string): string => readFileSync(join(dir, file), "utf8");
const all = (text: string): ApacheStatusRecord[] => parse(text, { format: "apache-status" });
const pages = (text: string): ApacheStatusPage[] => all(text).filter((r): r is ApacheStatusPage => r.kind === "page");
/** The epoch seconds of a page's timestamp. */
const epoch = (p: { timestamp?: string }): number => Date.parse(p.timestamp!) / 1000;
/** events-epoch.oracle: when each restart/stop/start command was sent (`date +%s.%N` just before it). */
const events = Object.fromEntries(read("events-epoch.oracle").trim().split("\n").map((l) => l.split(" ")).map(([k, v]) => [k, Number(v)]));

describe("apache-status: a 2.4 page", () => {
  const idle = read("event-idle-auto.txt");

  it("is detected, and every field is typed from the printed text", () => {
    expect(detect(idle)).toMatchObject({ format: "apache-status", confidence: 1 });
    const [p] = pages(idle);
    expect(p).toMatchObject({
      serverName: "127.0.0.1",
      version: "2.4.71",
      serverMpm: "event",
      currentTime: "2026-12-06T02:37:08Z",
      restartTime: "2026-12-06T02:37:07Z",
      accessesTotal: 1,
      sentBytesTotal: 0,
      cpuUserSeconds: 0.01, // printed `.01` (APR %g)
      busyWorkers: 1,
      idleWorkers: 49,
      processes: 2,
      asyncWaitIoConnections: 0,
    });
    // the scoreboard, counted here from the printed line
    const board = /^Scoreboard: (.*)$/m.exec(idle)![1]!;
    expect(p!.scoreboard).toMatchObject({ slots: board.length, waiting: board.split("_").length - 1, sending: board.split("W").length - 1, openSlot: board.split(".").length - 1 });
    expect(p!.tlsSessionCache).toMatchObject({ cacheType: "SHMCB", sharedMemoryBytes: 512000, subcaches: 32, indexUsagePercent: 0 });
  });

  it("Total kBytes is KiB (mod_status: kbcount += bytes >> 10), given in bytes", () => {
    const text = read("event-oracle-before-after-ab-n2000-c10.txt");
    const printed = [...text.matchAll(/^Total kBytes: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(printed[1]).toBeGreaterThan(1000);
    expect(pages(text).map((p) => p.sentBytesTotal)).toEqual(printed.map((kb) => kb * 1024));
  });

  it("reads APR's %g numbers: .03, 1.2e+06, 4.5e-05", () => {
    const text = idle.replace("CPUUser: .01", "CPUUser: .03").replace(/^BytesPerSec: .*$/m, "BytesPerSec: 1.2e+06").replace(/^DurationPerReq: .*$/m, "DurationPerReq: 4.5e-05");
    const [p] = pages(text);
    expect(p!.cpuUserSeconds).toBe(0.03);
    expect(p!.bytesPerSecondSinceStart).toBe(1_200_000);
    expect(p!.durationPerRequestMs).toBe(0.000045);
  });

  it("a value that is no number is a ParseError at its line", () => {
    const text = idle.replace("Total Accesses: 1", "Total Accesses: 1x");
    const r = safeParse(text, { format: "apache-status" });
    expect(r.success).toBe(false);
    const err = (r as { error: ParseError }).error;
    expect(err).toBeInstanceOf(ParseError);
    expect(err.line).toBe(text.split("\n").findIndex((l) => l.startsWith("Total Accesses")) + 1);
    expect(err.message).toMatch(/Total Accesses/);
  });

  it("curl -i: the HTTP head gives the Server header and the sample's time", () => {
    const [p] = pages(read("event-idle-auto-curl-i.txt"));
    expect(p).toMatchObject({ server: "Apache/2.4.71 (Debian) OpenSSL/3.0.19", timestamp: "2026-12-06T02:37:08Z", accessesTotal: 2, sentBytesTotal: 2 * 1024 });
  });

  it("a zone abbreviation in CurrentTime is resolved by zoneOffsets, else left without an offset and said", () => {
    const text = read("third-party-netdata-go.d-extended-status-mpm-event.txt");
    const [plain] = pages(text);
    expect(plain!.currentTime).not.toMatch(/Z|[+-]\d\d:\d\d$/);
    expect(plain!.warnings!.join()).toMatch(/MSK/);
    const [p] = parse(text, { format: "apache-status", zoneOffsets: { MSK: "+03:00" } }) as ApacheStatusPage[];
    expect(p!.currentTime).toMatch(/\+03:00$/);
    expect((p!.warnings ?? []).join()).not.toMatch(/MSK/);
  });
});

describe("apache-status: older and other pages", () => {
  it("2.2 (apache_exporter's fixture): no server lines, BusyWorkers/IdleWorkers, a scoreboard with K", () => {
    const [p] = pages(read("third-party-apache-2.2-apache_exporter-test-apache22Status.txt"));
    expect(p).toMatchObject({ accessesTotal: 302311, sentBytesTotal: 1677830 * 1024, cpuLoadPercent: 27.4052, uptimeSeconds: 45683, busyWorkers: 2, idleWorkers: 8 });
    expect(p!.serverVersion).toBeUndefined();
    expect(p!.scoreboard).toMatchObject({ sending: 1, keepalive: 1, waiting: 8 });
  });

  it("1.3 (BusyServers/IdleServers)", () => {
    const [p] = pages(read("third-party-apache-1.3-jffnms-poller-comment.txt"));
    expect(p).toMatchObject({ accessesTotal: 46283, busyServers: 44, idleServers: 21, bytesPerRequest: 63874.1 });
    expect(p!.busyWorkers).toBeUndefined();
  });

  it("2.4.37's BusyWorkers/IdleWorkers printed twice are one value; mod_gnutls's lines are kept as printed", () => {
    const text = read("third-party-netdata-go.d-extended-status-mpm-event.txt");
    expect(text.match(/^BusyWorkers:/gm)).toHaveLength(2);
    const records = pages(text);
    expect(records).toHaveLength(1);
    expect(records[0]!.other).toMatchObject({ "Using GnuTLS version": "3.6.5" });
  });

  it("mod_proxy_balancer's lines are kept as printed, in `other`", () => {
    const [p] = pages(read("third-party-apache-2.4.23-event-proxybalancer-apache_exporter-test.txt"));
    expect(p!.other!["ProxyBalancer[0]Worker[1]Sent"]).toBe("5167K");
  });

  it("pages back to back without timestamp lines are separate samples", () => {
    const one = read("event-idle-auto.txt");
    expect(pages(one + one + one)).toHaveLength(3);
  });
});

describe("apache-status: series, rates and restarts", () => {
  it("a full restart (SIGHUP): new RestartTime, Total Accesses back to a few: a new segment without rates, at the restart's time", () => {
    const series = pages(read("event-series-epoch-ns-full-restart-ab-https.txt"));
    const first = series.findIndex((p) => p.segment === 1);
    expect(first).toBeGreaterThan(0);
    expect(series.slice(first).every((p) => p.segment === 1)).toBe(true);
    const [before, after] = [series[first - 1]!, series[first]!];
    expect(after.restartTime).not.toBe(before.restartTime);
    expect(after.accessesTotal!).toBeLessThan(before.accessesTotal!);
    expect(after.rates).toBeUndefined();
    expect(series[first + 1]!.rates).toBeDefined();
    expect(epoch(before)).toBeLessThan(events["restart-at"]!);
    expect(epoch(after)).toBeGreaterThan(events["restart-at"]!);
  });

  it("a graceful restart keeps the segment (counters and RestartTime kept), its generation goes up", () => {
    const series = pages(read("event-series-epoch-ns-graceful-restart-ab-https.txt"));
    expect(new Set(series.map((p) => p.segment))).toEqual(new Set([0]));
    const generations = series.map((p) => p.parentServerConfigGeneration);
    const step = generations.findIndex((g) => g !== generations[0]);
    expect(generations[step]).toBe(generations[0]! + 1);
    expect(epoch(series[step]!)).toBeGreaterThan(events["graceful-at"]!);
    expect(epoch(series[step - 1]!)).toBeLessThan(events["graceful-at"]!);
  });

  it("stop then start: failed fetches are missing samples with curl's error, the fresh server a new segment from Total Accesses 0", () => {
    const records = all(read("event-series-epoch-ns-stop-start.txt"));
    const missing = records.filter((r): r is ApacheStatusMissing => r.kind === "missing");
    expect(missing.map((m) => m.reason.slice(0, 9))).toEqual(["curl: (56", "curl: (7)", "curl: (7)", "curl: (7)", "curl: (7)"]);
    expect(missing.every((m) => epoch(m) > events["stop-at"]!)).toBe(true);
    const after = records.slice(records.indexOf(missing.at(-1)!) + 1) as ApacheStatusPage[];
    expect(after[0]).toMatchObject({ kind: "page", segment: 1, accessesTotal: 0 });
    expect(after[0]!.rates).toBeUndefined();
  });

  it("rates are the counters' steps over the timestamps' interval (computed here from the printed text)", () => {
    const text = read("event-series-epoch-ns-ab-n2000-c10.txt");
    const stamps = [...text.matchAll(/^(\d+\.\d+)$/gm)].map((m) => Number(m[1]));
    const kbytes = [...text.matchAll(/^Total kBytes: (\d+)$/gm)].map((m) => Number(m[1]));
    const series = pages(text);
    for (let i = 1; i < series.length; i++) {
      const seconds = stamps[i]! - stamps[i - 1]!;
      // (timestamps are read to the millisecond)
      const r = series[i]!.rates!;
      expect(Math.abs(r.intervalSeconds - seconds)).toBeLessThan(0.001);
      expect(r.sentBytesPerSecond).toBeCloseTo(((kbytes[i]! - kbytes[i - 1]!) * 1024) / r.intervalSeconds, 6);
    }
  });

  it("the same records when the series is streamed piece by piece", async () => {
    const { parseStream } = await import("../../src/index.js");
    const text = read("event-series-epoch-ns-full-restart-ab-https.txt");
    const out: unknown[] = [];
    for await (const r of parseStream([text.slice(0, 7000), text.slice(7000)], { format: "apache-status" })) out.push(r);
    expect(out).toEqual(all(text));
  });
});

describe("apache-status: metrics as apache_exporter names them", () => {
  it("accesses, kilobytes as printed, workers and scoreboard by state", () => {
    const text = read("event-idle-auto-curl-i.txt");
    const [p] = pages(text);
    const samples = apacheStatusMetrics.samples(p!, { state: {}, shared: {}, summarize: () => { throw new Error("not a load test"); } });
    const value = (name: string, labels?: Record<string, string>) => samples.find((s) => s.family.name === name && JSON.stringify(s.labels ?? {}) === JSON.stringify(labels ?? {}))?.value;
    expect(value("apache_accesses_total")).toBe(Number(/Total Accesses: (\d+)/.exec(text)![1]));
    expect(value("apache_sent_kilobytes_total")).toBe(Number(/Total kBytes: (\d+)/.exec(text)![1]));
    expect(value("apache_workers", { state: "busy" })).toBe(1);
    expect(value("apache_workers", { state: "idle" })).toBe(49);
    expect(value("apache_scoreboard", { state: "reply" })).toBe(1);
    expect(value("apache_scoreboard", { state: "open_slot" })).toBe(100);
    expect(value("apache_cpu_time_ms_total", { type: "user" })).toBe(10);
  });
});
