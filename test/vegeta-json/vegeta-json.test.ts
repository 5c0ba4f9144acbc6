/**
 * vegeta-json: a real `vegeta report -type=json` through vegeta's own text reporter, done by hand here (lib/reporters.go
 * NewTextReporter: its format string and round(), Go's time.Duration.String()), read by the vegeta text format:
 * both give the same record within the text's rounding. vegeta is not installable: this checks that each JSON member
 * maps to the text field of the same meaning and unit, not vegeta's own text of that run.
 */
import { describe, expect, it } from "vitest";
import type { VegetaRecord } from "../../src/formats/vegeta/schema.js";
import type { VegetaJsonRecord, VegetaJsonReport } from "../../src/formats/vegeta/json/schema.js";
import { detect, parse, parseStream, summarize } from "../../src/index.js";
import { sample } from "../helpers/samples.js";

const UNITS: [string, number][] = [["h", 3.6e12], ["m", 6e10], ["s", 1e9], ["ms", 1e6], ["µs", 1e3], ["ns", 1]];

/** lib/reporters.go round(): to the next most precise unit. */
function round(ns: number): number {
  for (let i = 0; i < UNITS.length - 1; i++) if (ns >= UNITS[i]![1]) return Math.round(ns / UNITS[i + 1]![1]) * UNITS[i + 1]![1];
  return ns;
}

/** Go's time.Duration.String() for durations below an hour. */
function goString(ns: number): string {
  const trim = (n: number, digits: number): string => n.toFixed(digits).replace(/\.?0+$/, "");
  if (ns === 0) return "0s";
  if (ns < 1e3) return `${ns}ns`;
  if (ns < 1e6) return `${trim(ns / 1e3, 3)}µs`;
  if (ns < 1e9) return `${trim(ns / 1e6, 6)}ms`;
  const m = Math.floor(ns / 6e10);
  return `${m > 0 ? `${m}m` : ""}${trim((ns - m * 6e10) / 1e9, 9)}s`;
}

function textReport(j: Record<string, any>): string {
  const l = j.latencies;
  const d = (ns: number): string => goString(round(ns));
  const codes = Object.keys(j.status_codes).sort().map((c) => `${c}:${j.status_codes[c]}  `).join("");
  return [
    `Requests      [total, rate, throughput]         ${j.requests}, ${j.rate.toFixed(2)}, ${j.throughput.toFixed(2)}`,
    `Duration      [total, attack, wait]             ${d(j.duration + j.wait)}, ${d(j.duration)}, ${d(j.wait)}`,
    `Latencies     [min, mean, 50, 90, 95, 99, max]  ${[l.min, l.mean, l["50th"], l["90th"], l["95th"], l["99th"], l.max].map(d).join(", ")}`,
    `Bytes In      [total, mean]                     ${j.bytes_in.total}, ${j.bytes_in.mean.toFixed(2)}`,
    `Bytes Out     [total, mean]                     ${j.bytes_out.total}, ${j.bytes_out.mean.toFixed(2)}`,
    `Success       [ratio]                           ${(j.success * 100).toFixed(2)}%`,
    `Status Codes  [code:count]                      ${codes}`,
    "Error Set:",
    ...j.errors,
    "",
  ].join("\n");
}

describe("vegeta-json: a JSON report and vegeta's text reporter run by hand on it", () => {
  const file = "vegeta-json/report-json-vault-benchmark-kvv2_read_test.json";
  const [json] = parse(sample(file), { format: "vegeta-json" }) as VegetaJsonReport[];
  const text = textReport(JSON.parse(sample(file)));
  const [fromText] = parse(text, { format: "vegeta" }) as VegetaRecord[];

  it("the text made from it is what the vegeta format reads (a self-check of the hand-made reporter)", () => {
    expect(text).toContain("Latencies     [min, mean, 50, 90, 95, 99, max]  836.338µs, 6.567ms, 2.865ms, 18.212ms, 23.284ms, 30.921ms, 41.418ms");
    expect(text).toContain("Duration      [total, attack, wait]             19.997s, 19.987s, 10.368ms");
    expect(detect(text)?.format).toBe("vegeta");
  });

  it("each JSON member maps to the text field of the same meaning and unit, within the text's rounding", () => {
    for (const k of ["requests", "statusCodes", "errors"] as const) expect(json![k], k).toEqual(fromText![k]);
    expect(Math.abs(json!.ratePerSecond! - fromText!.ratePerSecond!)).toBeLessThanOrEqual(0.005);
    expect(Math.abs(json!.throughputPerSecond! - fromText!.throughputPerSecond!)).toBeLessThanOrEqual(0.005);
    // round(): a second and more to the ms, a ms and more to the µs, a µs and more to the ns
    expect(Math.abs(json!.durationSeconds! - fromText!.durationSeconds!)).toBeLessThanOrEqual(0.0005);
    expect(Math.abs(json!.attackSeconds! - fromText!.attackSeconds!)).toBeLessThanOrEqual(0.0005);
    expect(Math.abs(json!.waitSeconds! - fromText!.waitSeconds!)).toBeLessThanOrEqual(0.0000005);
    for (const [k, v] of Object.entries(fromText!.latency!)) expect(Math.abs((json!.latency as Record<string, number>)[k]! - v), k).toBeLessThanOrEqual(0.0005);
    expect(json!.bytesIn!.totalBytes).toBe(fromText!.bytesIn!.totalBytes);
    expect(Math.abs(json!.bytesIn!.meanBytes! - fromText!.bytesIn!.meanBytes!)).toBeLessThanOrEqual(0.005);
    expect(json!.successPercent).toBe(fromText!.successPercent);
    const a = summarize(json!);
    const b = summarize(fromText!);
    expect([a.requests, a.successful, a.non2xx]).toEqual([b.requests, b.successful, b.non2xx]);
  });

  it("key numbers by hand: duration 19986585643 + wait 10367571 ns, p99 30921207 ns, success 1", () => {
    expect(json).toMatchObject({ durationSeconds: 19.996953214, attackSeconds: 19.986585643, waitSeconds: 0.010367571, successPercent: 100, requests: 1090 });
    expect(json!.latency).toMatchObject({ p99Ms: 30.921207, minMs: 0.836338, maxMs: 41.417781 });
  });
});

/** lib/reporters.go NewHistogramReporter by hand (its tabwriter's columns as two spaces): `-type=hist` of the buckets. */
function histReport(buckets: Record<string, number>): string {
  const lows = Object.keys(buckets).map(Number);
  const total = Object.values(buckets).reduce((n, c) => n + c, 0);
  const rows = lows.map((lo, i) => {
    const ratio = buckets[String(lo)]! / total;
    return `[${goString(lo)},  ${i + 1 < lows.length ? goString(lows[i + 1]!) : "+Inf"}]  ${buckets[String(lo)]}  ${(ratio * 100).toFixed(2)}%  ${"#".repeat(Math.floor(ratio * 75))}`;
  });
  return ["Bucket  #  %  Histogram", ...rows, ""].join("\n");
}

describe("vegeta-json: a report's buckets as -type=hist's rows", () => {
  const file = "vegeta-json/report-json-buckets-vegeta-readme-example.json";
  const [json] = parse(sample(file), { format: "vegeta-json" }) as VegetaJsonReport[];

  it("key numbers by hand: lower bounds 0, 1, 2, 3, 4, 5 ms (ns keys), the last to +Inf, shares of 10000", () => {
    expect(json!.buckets).toEqual([
      { fromMs: 0, toMs: 1, count: 9952, percent: 99.52 },
      { fromMs: 1, toMs: 2, count: 40, percent: 0.4 },
      { fromMs: 2, toMs: 3, count: 6, percent: 0.06 },
      { fromMs: 3, toMs: 4, count: 0, percent: 0 },
      { fromMs: 4, toMs: 5, count: 0, percent: 0 },
      { fromMs: 5, toMs: null, count: 2, percent: 0.02 },
    ]);
    // the README's example is edited by hand: 10000 results in its buckets, 100 requests
    expect(json!.warnings).toEqual(["the histogram counts 10000 results, the report 100 requests (vegeta counts each result in both)"]);
  });

  it("the same rows as the vegeta format reads from vegeta's -type=hist reporter run by hand on them", () => {
    const text = histReport(JSON.parse(sample(file)).buckets);
    expect(text).toContain("[0s,  1ms]  9952  99.52%  ");
    const [hist] = parse(text, { format: "vegeta" }) as VegetaRecord[];
    expect(hist!.kind).toBe("histogram");
    expect(hist!.buckets!.length).toBe(json!.buckets!.length);
    hist!.buckets!.forEach((b, i) => {
      const j = json!.buckets![i]!;
      expect([j.fromMs, j.toMs, j.count]).toEqual([b.fromMs, b.toMs, b.count]);
      expect(Math.abs(j.percent - b.percent)).toBeLessThanOrEqual(0.005);
    });
  });

  it("a report without buckets has none; buckets in the vault report's real numbers count its requests without a warning", () => {
    const real = JSON.parse(sample("vegeta-json/report-json-vault-benchmark-kvv2_read_test.json"));
    expect((parse(JSON.stringify(real), { format: "vegeta-json" })[0] as VegetaJsonReport).buckets).toBeUndefined();
    // the vault report's 1090 requests split at its own p50 and p99 (hand-made buckets on a real report)
    const [r] = parse(JSON.stringify({ ...real, buckets: { "0": 545, "2864535": 534, "30921207": 11 } }), { format: "vegeta-json" }) as VegetaJsonReport[];
    expect(r!.buckets!.map((b) => [b.fromMs, b.toMs])).toEqual([[0, 2.864535], [2.864535, 30.921207], [30.921207, null]]);
    expect(r!.warnings).toBeUndefined();
  });

  it("a bucket that is no lower bound in ns, or buckets as an array, is a ParseError at it", () => {
    expect(() => parse('{"latencies":{"mean":1},"buckets":{"1ms":3},"bytes_in":{},"status_codes":{}}', { format: "vegeta-json" })).toThrow(/not a lower bound in ns \(a whole number\): "1ms"/);
    expect(() => parse('{"latencies":{"mean":1},"buckets":{"99999999999999999999":3},"bytes_in":{},"status_codes":{}}', { format: "vegeta-json" })).toThrow(/not a lower bound in ns/);
    expect(() => parse('{"latencies":{"mean":1},"buckets":[3,4],"bytes_in":{},"status_codes":{}}', { format: "vegeta-json" })).toThrow(/buckets is not an object/);
  });
});

describe("vegeta-json: old reports, encode lines, detection", () => {
  it("an old report without min and 90th, its metrics not closed: read, with a warning", () => {
    const [r] = parse(sample("vegeta-json/report-json-old-no-90th-no-min-metrics-not-closed.json"), { format: "vegeta-json" }) as VegetaJsonReport[];
    expect(r!.latency).toEqual({ meanMs: 0, p50Ms: 0, p95Ms: 0, p99Ms: 0, maxMs: 23.259687 });
    expect(r!.warnings!.join(" ")).toMatch(/not closed/);
  });

  it("encode lines: one result each, ns to ms, the error unescaped; a stream of them gives the same", async () => {
    const lines = sample("vegeta-json/encode-json-line-error-old-format-flagger.jsonl") + sample("vegeta-json/encode-json-line-new-format-headers.jsonl");
    const records = parse(lines, { format: "vegeta-json" }) as VegetaJsonRecord[];
    expect(records.map((r) => r.kind)).toEqual(["result", "result"]);
    expect(records[0]).toMatchObject({ seq: 946, statusCode: 0, latencyMs: 1.089318, error: "Get http://localhost:10000/headers: dial tcp 0.0.0.0:0->[::1]:10000: connect: connection refused" });
    expect(records[1]).toMatchObject({ seq: 1, statusCode: 200, latencyMs: 117.952597, bytesOut: 38, bytesIn: 4, bodyBase64: "dHJ1ZQ==", method: "POST" });
    // every member of the line, by hand: a request series row as hey-csv's (statusCode, latencyMs), its own timestamp
    expect(records[1]).toEqual({
      format: "vegeta-json", kind: "result", attack: "", seq: 1, statusCode: 200, timestamp: "2022-03-22T12:17:51.942008217Z", latencyMs: 117.952597,
      bytesOut: 38, bytesIn: 4, bodyBase64: "dHJ1ZQ==", method: "POST", url: "https://127.82.156.156:32923/app/log/private",
      headers: [{ name: "Content-Type", values: ["application/json"] }, { name: "X-Ms-Ccf-Transaction-Id", values: ["2.20"] }, { name: "Content-Length", values: ["4"] }],
    });
    const streamed: unknown[] = [];
    for await (const r of parseStream([lines.repeat(50)], { format: "vegeta-json" })) streamed.push(r);
    expect(streamed).toEqual(parse(lines.repeat(50), { format: "vegeta-json" }));
  });

  it("detected as vegeta-json; k6-json's and the other JSON samples are not", () => {
    for (const f of ["report-json-vault-benchmark-kvv2_read_test.json", "encode-json-line-new-format-headers.jsonl"]) expect(detect(sample(`vegeta-json/${f}`))?.format).toBe("vegeta-json");
    expect(detect(sample("k6-json/k6-junit-issue10-handleSummary-data.json"))?.format).toBe("k6-json");
    expect(detect(sample("autocannon-json/autocannon-twin-c10-d2.json"))?.format).not.toBe("vegeta-json");
  });
});
