/**
 * bombardier: units and bases (format.go's formatters ported here as the oracle: every value they print reads back
 * within half a printed unit), the intro's two forms, the no-data lines, errors, edge cases (empty, CRLF, no final
 * newline, cut off after every line, another tool's output), the command line's figures and -r, extract, summarize.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectBombardier } from "../../src/formats/bombardier/detect.js";
import { bombardierOptionsFromCommand } from "../../src/formats/bombardier/extract.js";
import { goDuration } from "../../src/formats/bombardier/normalize.js";
import type { BombardierRecord } from "../../src/formats/bombardier/schema.js";
import { detect, extract, parse, parsePartial, safeParse, summarize } from "../../src/index.js";
import { expectSound } from "../fuzz/harness.js";
import { sample } from "../helpers/samples.js";
import { sharedDir, skipShared } from "../helpers/shared.js";

const bomb = (text: string): BombardierRecord[] => parse(text, { format: "bombardier" }) as BombardierRecord[];
const V2 = "bombardier/written-v2-d10s-c125-l-total-2xx-errors-cr-progress.txt";
const N = "bombardier/written-v1.2-n10000-c50-status-classes-timeout.txt";

/** format.go's formatUnits, as written there (scale, base, units, 0.85 threshold, %.2f). */
function formatUnits(n: number, scale: number, base: string, units: string[]): string {
  let amt = n;
  let unit = base;
  for (let i = 0; i < units.length && amt >= scale * 0.85; i++) {
    amt /= scale;
    unit = units[i]!;
  }
  return `${amt.toFixed(2)}${unit}`;
}
const formatBinary = (n: number): string => formatUnits(n, 1024, "", ["KB", "MB", "GB", "TB", "PB"]);
const formatTimeUs = (n: number): string => (n >= 1e6 ? formatUnits(n / 1e6, 60, "s", ["m", "h"]) : formatUnits(n, 1000, "us", ["ms", "s"]));
const runWith = (latency: string, throughput: string): BombardierRecord =>
  bomb(`Statistics        Avg      Stdev        Max\n  Reqs/sec        1.00       0.00       1.00\n  Latency   ${latency} ${latency} ${latency}\n  HTTP codes:\n    1xx - 0, 2xx - 1, 3xx - 0, 4xx - 0, 5xx - 0\n    others - 0\n  Throughput: ${throughput}/s\n`)[0]!;

describe("bombardier: units and bases (format.go as the oracle)", () => {
  it.each([0, 512, 870, 1000, 65_536, 10_926_162, 3e9, 5.5e12])("Throughput of %d bytes/s reads back 1024-based, within half a printed unit", (bytes) => {
    const printed = formatBinary(bytes);
    const unit = 1024 ** ["", "KB", "MB", "GB", "TB", "PB"].indexOf(printed.replace(/^[\d.]+/, ""));
    const rec = runWith("1.00ms", printed);
    expect(Math.abs(rec.throughputBytesPerSecond! - bytes)).toBeLessThanOrEqual(0.005 * unit + 0.5);
  });

  it.each([7, 377.16, 880, 2440, 850_000, 1_280_000, 90e6, 5.4e9])("a latency of %d us reads back in ms (us, ms, s, m, h all reachable)", (us) => {
    const printed = formatTimeUs(us);
    const rec = runWith(printed, "1.00KB");
    const unitMs = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[printed.replace(/^[\d.]+/, "")]!;
    expect(Math.abs(rec.latency!.maxMs - us / 1000)).toBeLessThanOrEqual(0.005 * unitMs + 1e-9);
  });

  it("Go durations in the intro: 10s, 1m0s, 1h30m0s, 1.5s, 500ms", () => {
    expect([goDuration("10s"), goDuration("1m0s"), goDuration("1h30m0s"), goDuration("1.5s"), goDuration("500ms"), goDuration("2m")]).toEqual([10, 60, 5400, 1.5, 0.5, 120]);
    expect(() => goDuration("10 s")).toThrow();
    expect(() => goDuration("")).toThrow();
  });
});

describe("bombardier: records", () => {
  it("the v2 run: timed intro, Total and 2xx distributions, errors most frequent first", () => {
    const [rec] = bomb(sample(V2));
    expect(rec).toMatchObject({ status: "complete", url: "http://127.0.0.1:18005/", testType: "timed", testDurationSeconds: 10, connections: 125, progressShown: true });
    expect(rec!.latencyDistribution!.map((p) => p.percent)).toEqual([50, 75, 90, 95, 99]);
    expect(rec!.latencyDistribution2xx![4]).toEqual({ percent: 99, ms: 7.11 });
    expect(rec!.errors).toEqual([
      { message: "dial tcp 127.0.0.1:18005: connect: connection reset by peer", count: 12 },
      { message: "timeout", count: 3 },
    ]);
  });

  it("count mode: responses and errors add up to the requests asked for; summarize counts 4xx, 5xx and errors as failed", () => {
    const [rec] = bomb(sample(N));
    expect(rec).toMatchObject({ testType: "number-of-requests", numberOfRequests: 10000, responses3xx: 412, responses5xx: 61 });
    const s = summarize(rec!);
    expect(s).toMatchObject({ requests: 10000, successful: 9723, failed: 277, requestsPerSecond: 2493.87 });
    expect(s.requests).toBe(rec!.numberOfRequests);
    expect(s.bytesPerSecond).toBeUndefined();
  });

  it("no data: both statistics rows are null, the summary's rate null", () => {
    const [rec] = bomb(sample("bombardier/written-p-r-refused-no-data.txt"));
    expect(rec!.requestsPerSecondStats).toBeNull();
    expect(rec!.latency).toBeNull();
    expect(summarize(rec!)).toMatchObject({ requests: 1523, successful: 0, requestsPerSecond: null });
  });

  it("pre-1.2: `requests`/`connections` without (s), a whole-number Max, four runs", () => {
    const recs = bomb(sample("bombardier/pasted-darlanmoraes-pre-v1.2-requests-mode-4-runs.txt"));
    expect(recs.map((r) => r.connections)).toEqual([100, 200, 300, 400]);
    expect(recs[0]!.requestsPerSecondStats).toEqual({ avgPerSecond: 12044, stdevPerSecond: 1609.7, maxPerSecond: 15369 });
    expect(recs[3]!.latency!.maxMs).toBe(1280);
  });

  it("`Done!` glued to the bar, a prompt bombardier does not know: the run is read, the prompt kept in the raw record", () => {
    const text = sample("bombardier/pasted-roseoxhu-windows-lambda-prompt-l-progress-done-same-line.txt");
    const [rec] = bomb(text);
    expect(rec).toMatchObject({ status: "complete", connections: 100, testDurationSeconds: 20, responses2xx: 29479, throughputBytesPerSecond: 274749 });
    const [raw] = parse(text, { format: "bombardier", raw: true }) as { done?: boolean; otherLines?: string[] }[];
    expect(raw!.done).toBe(true);
    expect(raw!.otherLines![0]).toMatch(/^λ bombardier-windows-amd64\.exe -l -c100/);
  });
});

describe("bombardier: edge cases", () => {
  it("empty input and another tool's output are errors; wrk's output is not bombardier's, nor bombardier's wrk's", () => {
    expect(safeParse("", { format: "bombardier" }).success).toBe(false);
    expect(safeParse(sample("wrk/wrk-latency-t2-c10-d3s.txt"), { format: "bombardier" }).success).toBe(false);
    expect(detectBombardier(sample("wrk/wrk-latency-t2-c10-d3s.txt"))).toBe(0);
    expect(detect(sample(V2))?.format).toBe("bombardier");
    expect(detect(sample(N))?.format).toBe("bombardier");
    expect(detect(sample("bombardier/written-p-r-refused-no-data.txt"))?.format).toBe("bombardier");
  });

  it("CRLF and no final newline read the same", () => {
    const text = sample(N);
    expect(bomb(text.replace(/\n/g, "\r\n"))).toEqual(bomb(text));
    expect(bomb(text.trimEnd())).toEqual(bomb(text));
  });

  it("cut off after every line: never a crash, incomplete until Throughput", () => {
    const lines = sample(V2).split("\n");
    for (let i = 1; i < lines.length - 1; i++) {
      const text = lines.slice(0, i).join("\n");
      expectSound(text, "bombardier");
      const r = safeParse(text, { format: "bombardier" });
      if (r.success && i < 24) expect((r.data[0] as BombardierRecord).status).toBe("incomplete");
    }
  });

  it("an error line without its count is a located error", () => {
    const r = safeParse(sample(N).replace("timeout - 3", "timeout"), { format: "bombardier" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.line).toBe(11);
  });
});

describe("bombardier: the command line", () => {
  it("figures: -c (default 125), -n, -d (default 10s), a URL without a scheme; -r as the target rate", () => {
    const text = `$ bombardier -c 200 -n 10000 -r 3000 localhost:18005/api\n${sample(N).split("\n").slice(1).join("\n")}`;
    const [block] = extract(text).blocks;
    expect(block!.command).toMatchObject({ program: "bombardier", concurrency: 200, requests: 10000, url: "http://localhost:18005/api" });
    expect((block!.records[0] as BombardierRecord).targetRequestsPerSecond).toBe(3000);
    expect(summarize(block!.records[0] as BombardierRecord).targetRequestsPerSecond).toBe(3000);
    const [timed] = extract(`$ bombardier-linux-amd64 -l http://127.0.0.1:18005/\n${sample(V2)}`).blocks;
    expect(timed!.command).toMatchObject({ concurrency: 125, durationSeconds: 10 });
    const [ninety] = extract(`$ bombardier -c 125 -d 1m30s -l http://127.0.0.1:18005/\n${sample(V2)}`).blocks;
    expect(ninety!.command).toMatchObject({ concurrency: 125, durationSeconds: 90 });
    expect(bombardierOptionsFromCommand(["--rate=500", "-c", "125", "-d", "10s", "-l", "http://h/"])).toEqual({ rate: 500 });
    expect(bombardierOptionsFromCommand(["-c", "125", "http://h/"])).toEqual({});
  });
});

describe("bombardier: values as printed (issue #40 class 8, issue #39)", () => {
  const base = sample("bombardier/written-v1.2-n10000-c50-status-classes-timeout.txt");

  it("a Throughput below 1 KB (`176.89/s`, bytes with no unit) keeps its fraction; KB and more are whole bytes", () => {
    expect(bomb(base.replace(/Throughput:.*/, "Throughput:     176.89/s"))[0]!.throughputBytesPerSecond).toBe(176.89);
    expect(bomb(base.replace(/Throughput:.*/, "Throughput:       0.07/s"))[0]!.throughputBytesPerSecond).toBe(0.07);
    expect(bomb(base.replace(/Throughput:.*/, "Throughput:    10.42MB/s"))[0]!.throughputBytesPerSecond).toBe(Math.round(10.42 * 1024 * 1024));
    expect(bomb(sample("bombardier/written-p-r-refused-no-data.txt"))[0]!.throughputBytesPerSecond).toBe(0);
  });

  it("a count that is not one (`4xx - -0`) is an error at its place; the rest of the run is kept and says the line is missing", () => {
    const damaged = base.replace(/4xx - \d+/, "4xx - -0");
    const out = parsePartial(damaged, { format: "bombardier" });
    expect(out.errors.map((e) => [e.line, e.reason])).toEqual([[damaged.slice(0, damaged.indexOf("4xx - -0")).split("\n").length, 'codes.4xx: not a count bombardier prints (digits only): "-0"']]);
    const [run] = out.records as BombardierRecord[];
    const [expected] = bomb(base);
    expect(run).toMatchObject({ requestsPerSecondStats: expected!.requestsPerSecondStats, latency: expected!.latency, throughputBytesPerSecond: expected!.throughputBytesPerSecond });
    expect(run!.responses4xx).toBeUndefined();
    expect(run!.warnings).toEqual(["no 1xx - ... 5xx line"]);
  });

  it.skipIf(skipShared)("../shared/repro's bombardier-cr-progress-negative-code.txt: one error, the run kept", () => {
    const out = parsePartial(readFileSync(join(sharedDir, "repro", "bombardier-cr-progress-negative-code.txt"), "utf8"));
    expect(out.errors.map((e) => e.line)).toEqual([20]);
    expect(out.records).toMatchObject([{ format: "bombardier", connections: 125, throughputBytesPerSecond: Math.round(10.42 * 1024 * 1024) }]);
  });
});

describe("bombardier: another tool's text forced as bombardier (issue #39)", () => {
  it.each([
    ["httperf/httperf-conns1000.txt", "httperf"],
  ] as const)("%s is refused, and the message names %s (httperf's `Errors: total ...` lines are not bombardier's `Errors:` title)", (file, other) => {
    const r = safeParse(sample(file), { format: "bombardier" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.reason).toContain(`the text looks like ${other} output`);
  });
});
