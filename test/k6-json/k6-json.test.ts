/**
 * k6-json: k6's JSON summaries against the k6 text summary of the same run (crush-test: the 1.x text and the
 * --summary-export JSON of one `k6 run`), k6's own two expectations of one mocked summary (--summary-export and
 * handleSummary's data, grafana/k6 internal/js/summary_test.go) against each other, key numbers checked by hand,
 * detection among the other JSON formats, and bad input.
 */
import { describe, expect, it } from "vitest";
import type { K6Metric, K6Record } from "../../src/formats/k6/schema.js";
import type { K6JsonRecord } from "../../src/formats/k6/json/schema.js";
import { detect, parse, parseStream, safeParse, summarize } from "../../src/index.js";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { detectK6Json } from "../../src/formats/k6/json/detect.js";
import { root, sample } from "../helpers/samples.js";

const k6json = (text: string): K6JsonRecord[] => parse(text, { format: "k6-json" }) as K6JsonRecord[];
const key = (m: K6Metric): string => `${m.name}${m.tags !== undefined ? `{${m.tags}}` : ""}`;

describe("k6-json: the text and the JSON of one run (crush-test, k6 1.x)", () => {
  const [text] = parse(sample("k6/crush-test-k6-1.x-text-summary.txt"), { format: "k6" }) as K6Record[];
  const [json] = k6json(sample("k6-json/crush-test-k6-1.x-summary-export-reserialized.json"));

  it("every metric the text prints is in the JSON, of the same kind and unit, within the text's print precision", () => {
    expect(text!.metrics.length).toBe(11);
    const byKey = new Map(json!.metrics.map((m) => [key(m), m]));
    for (const t of text!.metrics) {
      const j = byKey.get(key(t))!;
      expect(j, key(t)).toBeDefined();
      expect([j.kind, j.unit], key(t)).toEqual([t.kind, t.unit]);
      if (t.kind === "trend") {
        // 1.x prints times truncated to 2 decimals of their unit (ms here): 11.3877108 -> 11.38, 2.969171 -> 2.96
        const pairs: [number | undefined, number | undefined][] = [[t.avg, j.avg], [t.min, j.min], [t.med, j.med], [t.max, j.max], ...t.percentiles!.map((p, i) => [p.value, j.percentiles![i]!.value] as [number, number])];
        expect(t.percentiles!.map((p) => p.percent)).toEqual(j.percentiles!.map((p) => p.percent));
        for (const [a, b] of pairs) expect(b! - a! >= -1e-9 && b! - a! < 0.01, `${key(t)}: ${a} from ${b}`).toBe(true);
      } else if (t.kind === "counter" && t.unit === "bytes") {
        // 1000-based sizes with 3 significant digits (589 kB, 67 kB, 196 kB/s): within half the last digit's unit
        for (const [a, b] of [[t.count!, j.count!], [t.ratePerSecond!, j.ratePerSecond!]] as [number, number][]) expect(Math.abs(a - b), `${key(t)}: ${a} from ${b}`).toBeLessThanOrEqual(500);
      } else if (t.kind === "counter") {
        expect(t.count).toBe(j.count);
        // rates with 6 decimals (531.652693 from 531.6526933019591; 2.33035 from 2.330349939332319)
        expect(Math.abs(t.ratePerSecond! - j.ratePerSecond!)).toBeLessThanOrEqual(5e-7);
      } else if (t.kind === "gauge") expect([t.value, t.min, t.max]).toEqual([j.value, j.min, j.max]);
      else if (t.kind === "rate") expect([t.percent, t.passes, t.fails]).toEqual([j.percent, j.passes, j.fails]);
    }
  });

  it("the common figures agree: exactly for counts, within the print precision for the rest", () => {
    for (const f of ["httpRequests", "httpRequestsFailed", "iterations", "vusMax"] as const) expect(json![f], f).toBe(text![f]);
    expect(json).toMatchObject({ httpRequests: 1597, httpRequestsFailed: 0, iterations: 1597, vusMax: 17, dataReceivedBytes: 589348, dataSentBytes: 66587 });
    expect(text).toMatchObject({ dataReceivedBytes: 589000, dataSentBytes: 67000 });
    const a = summarize(text!);
    const b = summarize(json!);
    expect(b).toMatchObject({ format: "k6-json", requests: 1597, successful: 1597, concurrency: 17 });
    expect(Math.abs(a.requestsPerSecond! - b.requestsPerSecond!)).toBeLessThanOrEqual(5e-7);
    expect(Math.abs(a.latencyMeanMs! - b.latencyMeanMs!)).toBeLessThan(0.01);
  });

  it("the JSON has the metrics the 1.x text hides (http_req_blocked, ...), in ms", () => {
    const hidden = json!.metrics.filter((m) => !text!.metrics.some((t) => key(t) === key(m))).map(key).sort();
    expect(hidden).toEqual(["http_req_blocked", "http_req_connecting", "http_req_receiving", "http_req_sending", "http_req_tls_handshaking", "http_req_waiting"]);
    expect(json!.metrics.find((m) => m.name === "http_req_blocked")).toMatchObject({ unit: "ms", max: 20.368975 });
  });
});

describe("k6-json: k6's own expectations of one mocked summary (summary_test.go)", () => {
  const [exported] = k6json(sample("k6-json/k6-summary_test.go-expectedOldJSONExportResult.json"));
  const [data] = k6json(sample("k6-json/k6-summary_test.go-expectedHandleSummaryDataWithSetup.json"));

  it("--summary-export and handleSummary's data give the same checks, thresholds and metrics", () => {
    expect(exported!.source).toBe("summary-export");
    expect(data!.source).toBe("handle-summary");
    const sorted = <T>(xs: T[] | undefined, by: (x: T) => string): T[] => [...(xs ?? [])].sort((x, y) => by(x).localeCompare(by(y)));
    expect(sorted(exported!.checks, (c) => c.name)).toEqual(sorted(data!.checks, (c) => c.name));
    expect(sorted(exported!.thresholds, (t) => t.source)).toEqual(sorted(data!.thresholds, (t) => t.source));
    // (my_trend's unit: handleSummary says `contains: "time"`, --summary-export says nothing of a custom metric)
    const strip = (ms: K6Metric[]): K6Metric[] => sorted(ms.map(({ unit: _u, ...m }) => m as K6Metric), key);
    expect(strip(exported!.metrics)).toEqual(strip(data!.metrics));
    expect(data!.metrics.find((m) => m.name === "my_trend")!.unit).toBe("ms");
    expect(exported!.metrics.find((m) => m.name === "my_trend")!.unit).toBeUndefined();
  });

  it("key numbers, by hand: the checks 45/15 (30+5+10, 0+10+5), thresholds by LastFailed and ok, percentiles", () => {
    expect(exported).toMatchObject({ checksPassed: 45, checksFailed: 15, httpRequests: 3, httpRequestsPerSecond: 3 });
    // --summary-export prints LastFailed: "rate>70": false is a pass, "rate<100": true a failure; handleSummary {"ok": ...}
    expect(exported!.thresholds).toEqual([
      { metric: "checks", source: "rate>70", passed: true },
      { metric: "http_reqs", source: "rate<100", passed: false },
      { metric: "my_trend", source: "my_trend<1000", passed: false },
    ]);
    expect(exported!.metrics.find((m) => m.name === "checks")).toMatchObject({ kind: "rate", percent: 75, passes: 45, fails: 15, thresholds: "passed" });
    expect(exported!.metrics.find((m) => m.name === "my_trend")).toMatchObject({ kind: "trend", count: 3, percentiles: [{ percent: 90, value: 19 }, { percent: 95, value: 19.5 }, { percent: 99, value: 19.9 }], thresholds: "failed" });
    // check2: 5 passes, 10 fails: floor(100 * 5 / 15) = 33, as the text's `↳  33% — ✓ 5 / ✗ 10`
    expect(exported!.checks!.find((c) => c.name === "check2")).toEqual({ name: "check2", group: "child", passed: false, percent: 33, passes: 5, fails: 10 });
    expect(data!.testRunDurationSeconds).toBe(1);
  });

  it("a real handleSummary data object (k6-junit issue 10): nested groups, state.testRunDurationMs, contains", () => {
    const [r] = k6json(sample("k6-json/k6-junit-issue10-handleSummary-data.json"));
    expect(r).toMatchObject({ source: "handle-summary", testRunDurationSeconds: 2.664079596, checksPassed: 17, checksFailed: 4, dataReceivedBytes: 9985, dataSentBytes: 5045, vusMax: 1, iterations: 1 });
    expect(r!.thresholds).toEqual([{ metric: "checks", source: "rate == 1.00", passed: false }]);
    // 17 / 21 = 0.8095238095238095 (k6's rate) as percent
    expect(r!.metrics.find((m) => m.name === "checks")).toMatchObject({ percent: 80.95238095238095, thresholds: "failed" });
    // checks of groups inside groups carry their own group's name (as the text's `█ name` places them)
    expect(r!.checks!.map((c) => c.group)).toEqual(["Required fields", "Required fields", "Required and optional fields", "Manage User", "Manage Group"]);
    expect(summarize(r!)).toMatchObject({ durationSeconds: 2.664079596, concurrency: 1 });
  });
});

describe("k6-json: detection and bad input", () => {
  it("detects its samples, and is not detected in the other JSON formats' samples", () => {
    for (const f of ["crush-test-k6-1.x-summary-export-reserialized.json", "k6-junit-issue10-handleSummary-data.json", "k6-summary_test.go-expectedOldJSONExportResult.json", "k6-summary_test.go-expectedHandleSummaryDataWithSetup.json"]) {
      expect(detect(sample(`k6-json/${f}`))?.format, f).toBe("k6-json");
    }
    // the other JSON samples (sadf -j, mpstat, iostat, pidstat -o JSON, autocannon, bombardier and vegeta JSON): k6-json does not claim them
    const others = ["sar-json", "mpstat-json", "autocannon-json", "bombardier-json", "iostat-json", "pidstat-json", "vegeta-json"].flatMap((d) => readdirSync(join(root, "samples", d)).filter((f) => f.endsWith(".json")).map((f) => `${d}/${f}`));
    expect(others.length).toBeGreaterThanOrEqual(10);
    for (const f of others) expect(detectK6Json(sample(f)), f).toBe(0);
    expect(detect(sample("k6/crush-test-k6-1.x-text-summary.txt"))?.format).toBe("k6");
  });

  it("documents one after another give one record each, and a stream the same", async () => {
    const doc = sample("k6-json/k6-junit-issue10-handleSummary-data.json");
    const whole = k6json(doc + doc + doc);
    expect(whole).toHaveLength(3);
    const streamed: unknown[] = [];
    for await (const r of parseStream([doc, doc, doc], { format: "k6-json" })) streamed.push(r);
    expect(streamed).toEqual(whole);
  });

  it("a cut-off document: its complete metrics with a warning; bad JSON and values: a located error", () => {
    const doc = sample("k6-json/crush-test-k6-1.x-summary-export-reserialized.json");
    const cut = doc.slice(0, doc.indexOf('"http_req_sending"'));
    const [r] = k6json(cut);
    expect(r!.metrics.map(key)).toEqual(["vus", "dropped_iterations", "http_req_blocked", "vus_max", "http_req_duration", "http_req_failed", "iterations"]);
    expect(r!.warnings!.join(" ")).toMatch(/cut off/);
    for (const [bad, where] of [
      [doc.replace('"count": 1597,\n      "rate": 531', '"count": 15.97,\n      "rate": 531'), "15.97"],
      [doc.replace('"value": 0', '"value": 2'), '2\n    }'],
      [doc.replace('"min": 1,', '"min": 1,,'), ",,"],
      ['{"metrics": [1]}', "{"],
    ] as const) {
      const res = safeParse(bad, { format: "k6-json" });
      expect(res.success, where).toBe(false);
      // located at the bad value, or at its metric's opening brace a few lines before it
      const line = bad.slice(0, bad.indexOf(where)).split("\n").length;
      if (!res.success) expect(res.error.line >= line - 7 && res.error.line <= line, `${where} (line ${line}): ${res.error.message} at ${res.error.line}`).toBe(true);
    }
  });
});
