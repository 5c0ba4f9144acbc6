/**
 * k6: each summary's values against one another (a rate's percent from its counts, a counter's rate from the run's
 * duration, the checks' counts), k6's value formats and 1000-based sizes, the legacy and 1.x layouts, edge cases
 * (empty, CRLF, cut off, another tool's output), the command line and extract.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { k6Bytes, k6DurationMs } from "../../src/formats/k6/normalize.js";
import type { K6Record } from "../../src/formats/k6/schema.js";
import { detect, extract, parse, parsePartial, safeParse, summarize } from "../../src/index.js";
import { root, sample } from "../helpers/samples.js";
import { sharedDir, skipShared } from "../helpers/shared.js";
import { uncut } from "../helpers/uncut.js";

const dir = join(root, "samples", "k6");
const files = readdirSync(dir).filter((f) => f.endsWith(".txt"));
const k6 = (text: string): K6Record[] => parse(text, { format: "k6" }) as K6Record[];

describe("k6: each summary against itself", () => {
  it.each(files)("%s", (file) => {
    for (const r of k6(sample(`k6/${file}`))) {
      for (const m of r.metrics) {
        // a rate's percent is its passes over its values, truncated to 2 decimals (humanizeValue)
        if (m.kind === "rate" && m.passes !== undefined && m.passes + m.fails! > 0) {
          const exact = (100 * m.passes) / (m.passes + m.fails!);
          expect(m.percent! <= exact + 1e-9 && exact - m.percent! < 0.01 + 1e-9, `${m.name}: ${m.percent} of ${exact}`).toBe(true);
        }
        if (m.kind === "trend" && m.min !== undefined && m.max !== undefined) {
          for (const v of [m.avg, m.med, ...(m.percentiles ?? []).map((p) => p.value)]) if (v !== undefined) expect(v >= m.min * 0.99 - 0.01 && v <= m.max * 1.01 + 0.01, `${m.name}`).toBe(true);
        }
      }
      // a counter's rate is its count over the test's duration (the progress line's, rounded to 0.1 s)
      if (r.httpRequests !== undefined && r.run !== undefined && r.run.elapsedSeconds > 1) {
        const t = r.run.elapsedSeconds;
        expect(Math.abs(r.httpRequests / r.httpRequestsPerSecond! - t)).toBeLessThanOrEqual(0.06 + t * 0.002);
      }
      if (r.iterations !== undefined && r.run !== undefined) expect(r.iterations).toBe(r.run.completeIterations + r.run.interruptedIterations);
      // a failed check's floored percent and its counts
      for (const c of r.checks ?? []) if (c.passes !== undefined) expect(c.percent).toBe(Math.floor((100 * c.passes) / (c.passes + c.fails!)));
    }
  });

  it("the checks' counts add up to the checks metric (legacy) or checks_total (1.x)", () => {
    const [legacy] = k6(sample("k6/pasted-legacy-failed-checks-pass-fail-counts.txt"));
    expect(legacy!.checks!.reduce((n, c) => n + c.passes!, 0)).toBe(legacy!.checksPassed);
    expect(legacy!.checks!.reduce((n, c) => n + c.fails!, 0)).toBe(legacy!.checksFailed);
    const [grouped] = k6(sample("k6/pasted-1x-thresholds-custom-metrics-two-scenarios.txt"));
    const total = grouped!.metrics.find((m) => m.name === "checks_total")!;
    expect(grouped!.checksPassed! + grouped!.checksFailed!).toBe(total.count);
    expect(grouped!.checks!.reduce((n, c) => n + c.fails!, 0)).toBe(grouped!.checksFailed);
  });
});

describe("k6: values and layouts", () => {
  it("reads humanizeDuration's forms in ms, and 1000-based humanizeBytes sizes", () => {
    expect(k6DurationMs("0s")).toBe(0);
    expect(k6DurationMs("147ns")).toBe(0.000147);
    expect(k6DurationMs("689µs")).toBe(0.689);
    expect(k6DurationMs("699.95µs")).toBe(0.69995);
    expect(k6DurationMs("19.74ms")).toBe(19.74);
    expect(k6DurationMs("1.01s")).toBe(1010);
    expect(k6DurationMs("1m5s")).toBe(65000);
    expect(k6DurationMs("1h2m3s")).toBe(3723000);
    expect(k6DurationMs("12.30ms")).toBe(12.3);
    for (const bad of ["", "21.44m", "1.5", "ms", "1x"]) expect(() => k6DurationMs(bad), bad).toThrow();
    expect(k6Bytes("75", "MB")).toBe(75_000_000);
    expect(k6Bytes("4.4", "kB")).toBe(4400);
    expect(k6Bytes("933", "B")).toBe(933);
    expect(() => k6Bytes("1", "KiB")).toThrow();
  });

  it("legacy: trends, counters, rates with ✓/✗ counts, gauges, sub-metrics, the execution head and progress line", () => {
    const [r] = k6(sample("k6/pasted-nordfjord-k6-0.3x-classic-summary-starship-prompt.txt"));
    expect(r).toMatchObject({ layout: "legacy", script: "test.js", scenarios: { count: 1, maxVUs: 80, maxDurationSeconds: 40 }, run: { elapsedSeconds: 10, vus: 0, maxVUs: 80, completeIterations: 40495 } });
    expect(r!.metrics.find((m) => m.name === "http_req_duration" && m.tags === undefined)).toMatchObject({ kind: "trend", unit: "ms", avg: 19.74, min: 0.689, med: 18.63, max: 118.55, percentiles: [{ percent: 90, value: 32.18 }, { percent: 95, value: 37.97 }] });
    expect(r!.metrics.find((m) => m.tags === "expected_response:true")).toMatchObject({ name: "http_req_duration", kind: "trend" });
    expect(r!.metrics.find((m) => m.name === "http_req_failed")).toMatchObject({ kind: "rate", percent: 0, passes: 0, fails: 40495 });
    expect(r!.metrics.find((m) => m.name === "vus")).toMatchObject({ kind: "gauge", value: 80, min: 80, max: 80 });
    expect(r).toMatchObject({ dataReceivedBytes: 75_000_000, dataReceivedBytesPerSecond: 7_400_000, dataSentBytes: 4_400_000, dataSentBytesPerSecond: 441_000, httpRequests: 40495, httpRequestsFailed: 0 });
  });

  it("1.x: THRESHOLDS, TOTAL RESULTS, sections, checks_total/succeeded/failed, `P out of T`", () => {
    const [r] = k6(sample("k6/pasted-1x-thresholds-custom-metrics-two-scenarios.txt"));
    expect(r!.layout).toBe("grouped");
    expect(r!.thresholds).toEqual([
      { metric: "checks", source: "rate>0.6", passed: true, shown: "rate=99.99%" },
      { metric: "http_req_duration", source: "p(95)<5000", passed: true, shown: "p(95)=1.44s" },
    ]);
    expect(r!.metrics.find((m) => m.name === "edit_conflict")).toMatchObject({ section: "CUSTOM", kind: "rate", percent: 92.6, passes: 30686, fails: 2452 });
    expect(r!.metrics.find((m) => m.name === "http_req_failed")).toMatchObject({ section: "HTTP", passes: 30689 });
    expect(r).toMatchObject({ httpRequests: 71663, httpRequestsFailed: 30689, vusMax: 600, checksPassed: 71660, checksFailed: 3, run: { elapsedSeconds: 427.5 } });
    const [ws] = k6(sample("k6/pasted-1x-thresholds-failed-check-websocket-progress-lines.txt"));
    expect(ws!.thresholds).toEqual([{ metric: "ws_orders_rtt_ms", source: "p(95)<500", passed: true, shown: "p(95)=51" }]);
    // a custom Trend of plain numbers has no unit
    expect(ws!.metrics.find((m) => m.name === "ws_orders_rtt_ms")).toMatchObject({ kind: "trend", avg: 25.998938, min: 1 });
    expect(ws!.metrics.find((m) => m.name === "ws_orders_rtt_ms")!.unit).toBeUndefined();
    // the last progress line, printed after the summary when k6 is not on a terminal
    expect(ws!.run).toEqual({ elapsedSeconds: 20, vus: 0, maxVUs: 120, completeIterations: 44024, interruptedIterations: 0 });
  });

  it("a column cut at the right edge is left out with a warning, not misread", () => {
    const [r] = k6(sample("k6/pasted-gmagmeg-k6-1.x-grouped-summary-thresholds-truncated-columns.txt"));
    expect(r!.httpRequestDuration!.percentiles).toEqual([{ percent: 90, ms: 18.9 }]);
    expect(r!.warnings).toHaveLength(2);
  });
});

describe("k6: edge cases", () => {
  const text = sample("k6/pasted-legacy-failed-checks-pass-fail-counts.txt");

  it("empty input and another tool's output are errors, not records", () => {
    expect(safeParse("", { format: "k6" }).success).toBe(false);
    expect(safeParse(sample("wrk/wrk-latency-t2-c10-d3s.txt"), { format: "k6" }).success).toBe(false);
    expect(detect(text)?.format).toBe("k6");
  });

  it("CRLF and no final newline read the same", () => {
    const clean = k6(text);
    expect(k6(text.replace(/\n/g, "\r\n"))).toEqual(clean);
    expect(uncut(k6(text.trimEnd()))).toEqual(clean);
  });

  it("cut off after any line: the metric lines read are the ones printed", () => {
    const lines = text.split("\n");
    for (let n = 1; n < lines.length; n++) {
      const r = safeParse(lines.slice(0, n).join("\n") + "\n", { format: "k6" });
      if (!r.success) continue;
      const [rec] = r.data as K6Record[];
      expect(rec!.metrics.length).toBe(lines.slice(0, n).filter((l) => /\.{2,}: /.test(l)).length);
    }
  });

  it("a value that is not what k6 prints is an error at its place", () => {
    for (const [from, to] of [["53550  291.222597/s", "53550  291.222597"], ["78.23% ✓ 41893  ✗ 11657", "78.23% ✓ 41893"], ["avg=4s", "avg=4q"], ["83 MB  451 kB/s", "83 MiB  451 kB/s"]] as const) {
      const r = safeParse(text.replace(from, to), { format: "k6" });
      expect(r.success, to).toBe(false);
    }
  });

  it("summarize: VUs, the elapsed time, requests, successful = requests - failed requests, rates, percentiles", () => {
    const [r] = k6(text);
    expect(summarize(r!)).toMatchObject({ format: "k6", concurrency: 1000, durationSeconds: 183.9, requests: 53550, successful: 11657, failed: 41893, requestsPerSecond: 291.222597, bytesPerSecond: 451_000, latencyMeanMs: 535.5, latencyMaxMs: 28030 });
    expect(summarize(r!).latencyPercentiles).toEqual([{ percent: 50, ms: 0 }, { percent: 90, ms: 447.79 }, { percent: 95, ms: 3900 }]);
  });
});

describe("k6: command line and extract", () => {
  it("`k6 run --vus 80 --duration 10s test.js` gives VUs and duration; extract finds the summary", () => {
    const text = sample("k6/pasted-nordfjord-k6-0.3x-classic-summary-starship-prompt.txt");
    expect(extract(text).blocks.find((b) => b.format === "k6")!.records).toEqual(k6(text));
    // starship's `❯` is no prompt the extractor knows: the same copy after a `$ ` prompt
    const doc = text.replace(/^\S+ k6 run/, "$ k6 run");
    const block = extract(doc).blocks.find((b) => b.format === "k6")!;
    expect(block.records).toEqual(k6(text));
    expect(block.command).toMatchObject({ program: "k6", concurrency: 80, durationSeconds: 10 });
  });
});

describe("k6: counts that cannot be negative (issue #39)", () => {
  it("k6's own counters below 0 are an error at the metric's line; a custom gauge may be, and is kept", () => {
    const text = sample("k6/pasted-nordfjord-k6-0.3x-classic-summary-starship-prompt.txt");
    const line = text.split("\n").findIndex((l) => /^\s*http_reqs\.+:/.test(l));
    expect(line).toBeGreaterThan(0);
    const damaged = text.replace(/(http_reqs\.+: )(\d)/, "$1-$2");
    const r = safeParse(damaged, { format: "k6" });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.error.line).toBe(line + 1);
      expect(r.error.reason).toMatch(/http_reqs: a count k6 prints cannot be negative/);
    }
    const gauge = "     my_gauge.......................: -3     min=-5       max=2\n     iterations.....................: 10     1.0/s\n";
    expect((parse(gauge, { format: "k6" })[0] as K6Record).metrics.find((m) => m.name === "my_gauge")).toMatchObject({ kind: "gauge", value: -3, min: -5, max: 2 });
  });

  it.skipIf(skipShared)("../shared/repro's neg-k6-http-reqs.txt: the error at its line (not 1:1), the rest of the summary kept", () => {
    const out = parsePartial(readFileSync(join(sharedDir, "repro", "neg-k6-http-reqs.txt"), "utf8"), { format: "k6" });
    expect(out.errors.map((e) => [e.line, e.column])).toEqual([[38, 5]]);
    expect(out.records).toHaveLength(1);
    expect((out.records[0] as K6Record).httpRequests).toBeUndefined();
    expect((out.records[0] as K6Record).iterations).toBe(22935);
  });
});
