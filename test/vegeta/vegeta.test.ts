/**
 * vegeta: each report's rates, ratios and means against its own totals (vegeta's formulas in lib/metrics.go), Go
 * durations, the old and new layouts, the histogram, edge cases (empty, CRLF, cut off, another tool's output), the
 * command line and extract.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { goDurationNs } from "../../src/formats/vegeta/normalize.js";
import type { VegetaRecord } from "../../src/formats/vegeta/schema.js";
import { detect, extract, parse, parseStream, safeParse, summarize } from "../../src/index.js";
import { chunked, root, sample } from "../helpers/samples.js";

const dir = join(root, "samples", "vegeta");
const files = readdirSync(dir).filter((f) => f.endsWith(".txt"));
const vegeta = (text: string): VegetaRecord[] => parse(text, { format: "vegeta" }) as VegetaRecord[];

describe("vegeta: each report against its own totals (lib/metrics.go)", () => {
  it.each(files)("%s", (file) => {
    for (const r of vegeta(sample(`vegeta/${file}`)).filter((x) => x.kind === "report" && x.status === "complete")) {
      // rate = requests / attack; throughput = successes / (attack + wait): printed with %.2f
      if (r.requests! > 1) expect(Math.abs(r.requests! / r.attackSeconds! - r.ratePerSecond!)).toBeLessThanOrEqual(0.005 + r.ratePerSecond! * 0.002);
      const ok = r.statusCodes!.filter((c) => /^[23]\d\d$/.test(c.code)).reduce((n, c) => n + c.count, 0);
      expect(r.statusCodes!.reduce((n, c) => n + c.count, 0)).toBe(r.requests);
      expect(Math.abs((100 * ok) / r.requests! - r.successPercent!)).toBeLessThanOrEqual(0.005);
      // a total of a minute or more prints in whole seconds (`1m1s`) since v12.8.0: up to 0.5 s off
      const slack = r.durationSeconds! >= 60 ? 0.5 / (r.durationSeconds! - 0.5) : 0.002;
      if (r.throughputPerSecond !== undefined && r.requests! > 1) expect(Math.abs(ok / r.durationSeconds! - r.throughputPerSecond)).toBeLessThanOrEqual(0.005 + r.throughputPerSecond * slack);
      // the total is attack + wait, each rounded to its own precision since v12.8.0
      expect(Math.abs(r.attackSeconds! + r.waitSeconds! - r.durationSeconds!)).toBeLessThanOrEqual(r.durationSeconds! >= 60 ? 0.5 : r.durationSeconds! * 0.001 + 0.001);
      for (const b of [r.bytesIn!, r.bytesOut!]) expect(Math.abs(b.totalBytes / r.requests! - b.meanBytes!)).toBeLessThanOrEqual(0.005);
      const l = r.latency!;
      const order = [l.minMs, l.p50Ms, l.p90Ms, l.p95Ms, l.p99Ms, l.maxMs].filter((x) => x !== undefined);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    }
  });

  it("the histogram's shares are its counts over their sum, its bounds contiguous", () => {
    const [, hist] = vegeta(sample("vegeta/pasted-springboot-report-and-hist-buckets.txt"));
    const buckets = hist!.buckets!;
    const total = buckets.reduce((n, b) => n + b.count, 0);
    expect(total).toBe(180000);
    for (const b of buckets) expect(Math.abs((100 * b.count) / total - b.percent)).toBeLessThanOrEqual(0.005);
    buckets.slice(1).forEach((b, i) => expect(b.fromMs).toBe(buckets[i]!.toMs));
    expect(buckets.at(-1)).toEqual({ fromMs: 300, toMs: null, count: 59, percent: 0.03 });
  });
});

describe("vegeta: Go durations and layouts", () => {
  it("reads Go's time.Duration.String() exactly, in nanoseconds", () => {
    expect(goDurationNs("1.012ms")).toBe(1_012_000);
    expect(goDurationNs("625.778µs")).toBe(625_778);
    expect(goDurationNs("850μs")).toBe(850_000);
    expect(goDurationNs("1m30.006s")).toBe(90_006_000_000);
    expect(goDurationNs("1m0.034341468s")).toBe(60_034_341_468);
    expect(goDurationNs("2h0m0s")).toBe(7_200_000_000_000);
    expect(goDurationNs("5m0s")).toBe(300_000_000_000);
    expect(goDurationNs("0s")).toBe(0);
    expect(goDurationNs("123ns")).toBe(123);
    for (const bad of ["", "1.5", "1.0000000001s", "ms", "1x", "1s2m"]) expect(() => goDurationNs(bad), bad).toThrow();
  });

  it("the new layout: min and 90 in the Latencies row, throughput, code 0 and the Error Set", () => {
    const [coffee, tea] = vegeta(sample("vegeta/pasted-ngf-transport-errors-two-runs.txt"));
    expect(coffee).toMatchObject({ requests: 6000, ratePerSecond: 100.01, throughputPerSecond: 99.76, durationSeconds: 59.994, attackSeconds: 59.992, waitSeconds: 0.002179, successPercent: 99.75 });
    expect(coffee!.latency).toEqual({ minMs: 0.625778, meanMs: 400.177, p50Ms: 1.064, p90Ms: 954.833, p95Ms: 3901, p99Ms: 6233, maxMs: 6806 });
    expect(coffee!.statusCodes).toEqual([{ code: "0", count: 15 }, { code: "200", count: 5985 }]);
    expect(coffee!.errors).toHaveLength(4);
    expect(tea!.errors).toHaveLength(5);
  });

  it("the old layout (before v12.6/v12.8): `[total, rate]`, `[mean, 50, 95, 99, max]`, nanosecond precision", () => {
    const [r] = vegeta(sample("vegeta/pasted-connexion-old-v12.5-ns-precision.txt"));
    expect(r).toMatchObject({ requests: 6000, ratePerSecond: 100.02, durationSeconds: 60.034341468, attackSeconds: 59.98999991, waitSeconds: 0.044341558 });
    expect(r!.throughputPerSecond).toBeUndefined();
    expect(r!.latency).toEqual({ meanMs: 41.344672, p50Ms: 46.279545, p95Ms: 52.171431, p99Ms: 54.320335, maxMs: 72.515124 });
  });

  it("a script's lines between reports are not errors; a blank line ends the Error Set", () => {
    const runs = vegeta(sample("vegeta/pasted-growkudos-old-format-no-min-90-three-runs.txt"));
    expect(runs).toHaveLength(3);
    expect(runs.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
    const bud = vegeta(sample("vegeta/pasted-budecosystem-min-90-error-set-timeouts-script-headers.txt"));
    expect(bud.map((r) => r.errors?.length ?? 0)).toEqual([0, 1, 1, 1, 1, 1]);
    expect(bud[1]!.errors![0]).toMatch(/^Post "http:\/\/localhost:9088\/v1\/responses": context deadline exceeded/);
  });
});

describe("vegeta: edge cases", () => {
  const text = sample("vegeta/pasted-prompt-v12.8.4-pipeline.txt");

  it("empty input and another tool's output are errors, not records", () => {
    expect(safeParse("", { format: "vegeta" }).success).toBe(false);
    expect(safeParse(sample("wrk/wrk-latency-t2-c10-d3s.txt"), { format: "vegeta" }).success).toBe(false);
    expect(detect(text)?.format).toBe("vegeta");
  });

  it("CRLF and no final newline read the same", () => {
    const clean = vegeta(text);
    expect(vegeta(text.replace(/\n/g, "\r\n"))).toEqual(clean);
    expect(vegeta(text.trimEnd())).toEqual(clean);
  });

  it("cut off after any line: complete only with its Status Codes row", () => {
    const lines = text.split("\n");
    const codes = lines.findIndex((l) => l.startsWith("Status Codes"));
    for (let n = lines.findIndex((l) => l.startsWith("Requests")) + 1; n < lines.length; n++) {
      const [rec] = vegeta(lines.slice(0, n).join("\n") + "\n");
      expect(rec!.status).toBe(n > codes ? "complete" : "incomplete");
    }
  });

  it("a value that is not what vegeta prints is an error at its place", () => {
    for (const [from, to] of [["1250, 250.21", "1250, 250.2x"], ["5.002s", "5.002q"], ["100.00%", "100.0"], ["200:1250", "200-1250"], ["[total, mean]", "[total, median]"]] as const) {
      const r = safeParse(text.replace(from, to), { format: "vegeta" });
      expect(r.success, to).toBe(false);
    }
    expect(safeParse(text.replace("100.00%", "NaN%"), { format: "vegeta" }).success).toBe(true);
  });

  it("summarize: requests, successful by status code, rate, bytes/s, percentiles", () => {
    const [r] = vegeta(sample("vegeta/pasted-opsani-library-run-status-403-errors.txt"));
    expect(summarize(r!)).toMatchObject({ format: "vegeta", requests: 10851, successful: 1203, failed: 9648, non2xx: 1616, requestsPerSecond: 199.99, durationSeconds: 61, latencyMeanMs: 21728, latencyMaxMs: 30025 });
    expect(summarize(r!).latencyPercentiles).toEqual([{ percent: 50, ms: 30000 }, { percent: 90, ms: 30001 }, { percent: 95, ms: 30001 }, { percent: 99, ms: 30002 }]);
    expect(summarize(r!).bytesPerSecond).toBeCloseTo(164683161 / 61, 6);
  });
});

describe("vegeta: command line and extract", () => {
  it("`vegeta attack -rate=250 -duration=5s | ... | vegeta report`: Go's single-dash flags, the attack's duration", () => {
    const result = extract(sample("vegeta/pasted-prompt-v12.8.4-pipeline.txt"));
    const block = result.blocks.find((b) => b.format === "vegeta")!;
    expect(block.records).toEqual(vegeta(sample("vegeta/pasted-prompt-v12.8.4-pipeline.txt")));
    const doc = `$ vegeta attack -rate=50 -duration=1m30s -targets=t.txt | vegeta report\n${sample("vegeta/pasted-ngf-transport-errors-two-runs.txt").split("```")[0]}`;
    const b = extract(doc).blocks.find((x) => x.format === "vegeta")!;
    expect(b.command).toMatchObject({ program: "vegeta", options: { rate: "50", duration: "1m30s", targets: "t.txt" }, durationSeconds: 90 });
  });
});

describe("vegeta: lines glued together (issue #40, class 7)", () => {
  const reportFiles = files.filter((f) => !f.startsWith("written-") && !f.includes("glued"));

  it.each(reportFiles)("%s: each report on one line reads as the report", (file) => {
    const text = sample(`vegeta/${file}`);
    const expected = vegeta(text);
    // the line ends before each row but the first, and the one after `Error Set:` when an error follows
    for (const sep of ["", " "]) {
      const copy = text.replace(/\n(?=[ \t]*(?:Duration|Latencies|Bytes In|Bytes Out|Success|Status Codes)\s+\[|[ \t]*Error Set:)/g, sep);
      expect(copy).not.toBe(text);
      expect(vegeta(copy), JSON.stringify(sep)).toEqual(expected);
    }
  });

  it("a real copy whose line ends were lost (freeCodeCamp): two reports, each on one line, an error glued to `Error Set:`", () => {
    const [plain, timeouts, ...more] = vegeta(sample("vegeta/pasted-freecodecamp-glued-report-lines-two-runs.txt"));
    expect(more).toEqual([]);
    // the values as printed in the copy, read by hand
    expect(plain).toMatchObject({ status: "complete", requests: 180000, ratePerSecond: 1000.01, durationSeconds: 190.062132905, waitSeconds: 10.06313323, successPercent: 100 });
    expect(plain!.latency).toEqual({ meanMs: 1172.619756, p50Ms: 170.947889, p95Ms: 10062.145485, p99Ms: 10134.037994, maxMs: 10766.903205 });
    expect(plain!.errors).toBeUndefined();
    expect(timeouts).toMatchObject({ status: "complete", successPercent: 90, bytesIn: { totalBytes: 1142472, meanBytes: 6.35 }, errors: ["500 Internal Server Error"] });
    expect(timeouts!.statusCodes).toEqual([{ code: "500", count: 18000 }, { code: "200", count: 162000 }]);
    expect(detect(sample("vegeta/pasted-freecodecamp-glued-report-lines-two-runs.txt"))?.format).toBe("vegeta");
  });
});

describe("vegeta: run boundaries in a long transcript (issue #40, class 9)", () => {
  const text = sample("vegeta/pasted-kubectl-logs-tail-three-reports.txt");

  it("the Status Codes and Error Set printed before each report (kubectl logs' tail) belong to it: three reports give three records", async () => {
    const reports = vegeta(text);
    expect(reports.map((r) => [r.requests, r.waitSeconds, r.status])).toEqual([
      [150000, 0.007489, "complete"],
      [150000, 0.010424, "complete"],
      [150000, 0.009916, "complete"],
    ]);
    for (const r of reports) {
      expect(r.statusCodes).toEqual([{ code: "200", count: 150000 }]);
      expect(r.warnings).toEqual([expect.stringMatching(/^a Status Codes row and an Error Set before the Requests row: the end of an earlier report/)]);
    }
    for (const size of [1, 13, 200, 4096]) {
      const streamed: unknown[] = [];
      for await (const r of parseStream(chunked(text, size), { format: "vegeta" })) streamed.push(r);
      expect(streamed, `chunks of ${size}`).toEqual(reports);
    }
  });

  it("an earlier report's end with its errors stays apart from the report's own; alone, it is a report cut off at its top", () => {
    const own = sample("vegeta/pasted-budecosystem-min-90-error-set-timeouts-script-headers.txt");
    const report = own.slice(own.lastIndexOf("Requests"));
    const [expected] = vegeta(report);
    const tail = "Status Codes  [code:count]                      0:2001  \nError Set:\nGet \"http://h:8080\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)\n";
    const [withTail, ...more] = vegeta(`${tail}${report}`);
    expect(more).toEqual([]);
    expect({ ...withTail, warnings: undefined }).toEqual({ ...expected, warnings: expected!.warnings });
    expect(withTail!.warnings!.at(-1)).toMatch(/^a Status Codes row and an Error Set before the Requests row/);
    const [alone] = vegeta(tail);
    expect(alone).toMatchObject({ status: "incomplete", statusCodes: [{ code: "0", count: 2001 }] });
  });
});
