/**
 * oha: each copy against itself (the histogram, the status codes, the errors and Requests/sec x Total count the same
 * requests, as oha's result_data.rs computes them; sizes against each other), every layout of hatoo/oha src/printer.rs
 * (crafted from its format strings, never claimed as captures: the 1.9+ time units on every row,
 * `--stats-success-breakdown`, Size/request NaN and cut to two characters, NaN/inf times, connection errors), cut and
 * damaged copies, hey's summary forced as oha, the summary row, the clap command line and extract (oha's
 * `Requests/sec:` line no longer opens a wrk block).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCommandLine } from "../../src/api/command-line.js";
import { detectOha } from "../../src/formats/oha/detect.js";
import { ohaCount as countArgument, humantimeSeconds } from "../../src/kit/programs.js";
import type { OhaRecord } from "../../src/formats/oha/schema.js";
import { detect, extract, parse, safeParse, summarize, toMetrics } from "../../src/index.js";
import { expectSound } from "../fuzz/harness.js";
import { root, sample } from "../helpers/samples.js";

const dir = join(root, "samples", "oha");
const files = readdirSync(dir).filter((f) => f.endsWith(".txt"));
const oha = (text: string): OhaRecord[] => parse(text, { format: "oha" }) as OhaRecord[];
const one = (file: string): OhaRecord => oha(sample(`oha/${file}`))[0]!;
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

/**
 * oha 1.15 with `--stats-success-breakdown` and the time unit it picks from the slowest request (ms), written line by
 * line from printer.rs's format strings (`"  {:>width$.3} {timescale} [{}]{} |"`, `"  {p:.2}% in {:.4} {timescale}"`).
 */
const V115 = [
  "Summary:",
  "  Success rate:\t90.00%",
  "  Total:\t1000.0000 ms",
  "  Slowest:\t40.0000 ms",
  "  Fastest:\t1.0000 ms",
  "  Average:\t5.5000 ms",
  "  Requests/sec:\t10.0000",
  "",
  "  Total data:\t1.50 KiB",
  "  Size/request:\t170 B",
  "  Size/sec:\t1.50 KiB",
  "",
  "Response time histogram:",
  "   1.000 ms [8] |■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■",
  "  40.000 ms [1] |■■■■",
  "",
  "Response time distribution:",
  "  10.00% in 1.0000 ms",
  "  50.00% in 2.0000 ms",
  "  99.99% in 40.0000 ms",
  "",
  "Response time histogram (2xx only):",
  "  1.000 ms [8] |■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■",
  "",
  "Response time distribution (2xx only):",
  "  50.00% in 1.5000 ms",
  "",
  "Response time histogram (4xx + 5xx only):",
  "  40.000 ms [1] |■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■",
  "",
  "Response time distribution (4xx + 5xx only):",
  "  50.00% in 40.0000 ms",
  "",
  "",
  "Details (average, fastest, slowest):",
  "  DNS+dialup:\t0.5000 ms, 0.2500 ms, 1.0000 ms",
  "  DNS-lookup:\t0.0100 ms, 0.0000 ms, 0.0200 ms",
  "",
  "Status code distribution:",
  "  [200] 8 responses",
  "  [503] 1 responses",
  "",
  "Error distribution:",
  "  [1] error trying to connect: tcp connect error: Connection refused (os error 111)",
  "",
].join("\n");

describe("oha: each copy against itself (result_data.rs's arithmetic)", () => {
  it.each(files)("%s: histogram = status codes = responses; + errors = requests = Requests/sec x Total; sizes agree", (file) => {
    const text = sample(`oha/${file}`);
    const recs = oha(text);
    expect(recs).toHaveLength(1);
    const rec = recs[0]!;
    expect(rec.status).toBe("complete");
    expect(rec.warnings).toBeUndefined();
    // the counts straight from the text, not through the parser
    const printed = (re: RegExp): number => sum([...text.matchAll(re)].map((m) => Number(m[1])));
    expect(printed(/^\s*\[\d+\] (\d+) responses$/gm)).toBe(rec.responses);
    expect(printed(/^\s*\[(\d+)\] (?!\d+ responses$)\S.*$/gm)).toBe(rec.requestErrors);
    expect(printed(/\[(\d+)\]\s+\|/g)).toBe(rec.responses);
    expect(sum(rec.histogram!.map((b) => b.count))).toBe(rec.responses);
    // Requests/sec = every result / Total, both printed with 4 decimals
    const slack = rec.requestsPerSecond! * 0.00005 + rec.durationSeconds! * 0.00005 + 0.5;
    expect(Math.abs(rec.requestsPerSecond! * rec.durationSeconds! - rec.requests!)).toBeLessThanOrEqual(slack);
    // Size/request x responses and Size/sec x Total are Total data, within the print's 2 decimals of the unit
    const within = (a: number, b: number, rel: number): void => expect(Math.abs(a - b) / b).toBeLessThanOrEqual(rel);
    within(rec.sizePerRequestBytes! * rec.responses!, rec.totalDataBytes!, 0.01);
    within(rec.sizePerSecondBytes! * rec.durationSeconds!, rec.totalDataBytes!, 0.01);
    // percentiles rise, and the last is at most Slowest; Fastest <= Average <= Slowest
    const ms = rec.latencyDistribution!.map((p) => p.ms!);
    expect(ms).toEqual([...ms].sort((a, b) => a - b));
    expect(ms.at(-1)!).toBeLessThanOrEqual(rec.slowestMs!);
    expect(rec.fastestMs!).toBeLessThanOrEqual(rec.averageMs!);
    expect(rec.averageMs!).toBeLessThanOrEqual(rec.slowestMs!);
    expect(detect(text)?.format).toBe("oha");
  });

  it("reads the numbers as printed, in canonical units (checked by hand)", () => {
    const ms = one("oha-ms-unit-z30s-deadline-aborts-blog-tabs-expanded.txt");
    expect(ms).toMatchObject({ timeUnit: "ms", durationSeconds: 30.0016334, slowestMs: 48.3993, totalDataBytes: Math.round(36.32 * 2 ** 30), sizePerRequestBytes: Math.round(119.59 * 1024) });
    expect(ms.histogram![0]).toEqual({ markMs: 0.408, count: 1 });
    expect(ms.latencyDistribution!.at(-1)).toEqual({ percent: 99.99, ms: 27.1212 });
    expect(ms.errorDistribution).toEqual([{ count: 50, message: "aborted due to deadline" }]);
    const old = one("oha-old-ratio-latency-distribution-n30-c100-q10-latency-correction-disable-keepalive.txt");
    expect(old).toMatchObject({ successRatePercent: 100, durationSeconds: 2.9031, slowestMs: 47.7, totalDataBytes: 119460, requests: 30 });
    expect(old.latencyDistribution!.map((p) => p.percent)).toEqual([10, 25, 50, 75, 90, 95, 99]);
    expect(old.details!.dnsDialup).toEqual({ averageMs: 6, fastestMs: 2.2, slowestMs: 13.4 });
  });
});

describe("oha: every layout of printer.rs", () => {
  it("1.15 with ms units and --stats-success-breakdown: the breakdown blocks, errors, a 503", () => {
    const [r] = oha(V115);
    expect(r).toMatchObject({ status: "complete", timeUnit: "ms", successRatePercent: 90, durationSeconds: 1, slowestMs: 40, averageMs: 5.5, totalDataBytes: 1536, sizePerRequestBytes: 170 });
    expect(r!.histogram).toEqual([{ markMs: 1, count: 8 }, { markMs: 40, count: 1 }]);
    expect(r!.successful).toEqual({ histogram: [{ markMs: 1, count: 8 }], latencyDistribution: [{ percent: 50, ms: 1.5 }] });
    expect(r!.notSuccessful).toEqual({ histogram: [{ markMs: 40, count: 1 }], latencyDistribution: [{ percent: 50, ms: 40 }] });
    expect(r!).toMatchObject({ responses: 9, requestErrors: 1, requests: 10 });
    expect(r!.warnings).toBeUndefined();
    expect(summarize(r!)).toMatchObject({ requests: 10, successful: 8, failed: 2, non2xx: 1, requestsPerSecond: 10, bytesPerSecond: 1536, latencyMeanMs: 5.5, latencyMaxMs: 40 });
    const prom = toMetrics([r!], { output: "prometheus" });
    expect(prom).toMatch(/loadtest_errors\{tool="oha",run="0",kind="connect"\} 1/);
    expect(prom).toMatch(/http_client_request_duration_seconds_bucket\{tool="oha",run="0",le="0\.04"\} 9/);
  });

  it.each([
    ["us", "1500.0000 us", 1.5],
    ["ns", "1500000.0000 ns", 1.5],
    ["sec", "0.0020 sec", 2],
    ["10 sec", "0.1500 10 sec", 1500],
    ["min", "0.5000 min", 30000],
    ["10 min", "0.1000 10 min", 60000],
    ["hr", "0.5000 hr", 1800000],
  ])("the %s unit (-u, or picked from the slowest request) is converted on every time", (unit, printed, msValue) => {
    const text = `Summary:\n  Success rate:\t100.00%\n  Total:\t${printed}\n  Slowest:\t${printed}\n  Average:\t${printed}\n\nResponse time histogram:\n  ${printed.split(" ")[0]!.replace(/(\.\d{3})\d$/, "$1")} ${unit} [1] |■\n\nResponse time distribution:\n  50.00% in ${printed}\n\nDetails (average, fastest, slowest):\n  DNS+dialup:\t${printed}, ${printed}, ${printed}\n`;
    const [r] = oha(text);
    expect(r!.timeUnit).toBe(unit);
    expect(r!.slowestMs).toBeCloseTo(msValue, 9);
    expect(r!.durationSeconds).toBeCloseTo(msValue / 1000, 9);
    expect(r!.latencyDistribution![0]!.ms).toBeCloseTo(msValue, 9);
    expect(r!.details!.dnsDialup!.slowestMs).toBeCloseTo(msValue, 9);
    expect(r!.histogram![0]!.markMs).toBeCloseTo(msValue, 2);
  });

  it("an old ratio, NaN times and sizes of a run where nothing succeeded, inf extremes", () => {
    const text = "Summary:\n  Success rate:\t0.0000\n  Total:\t1.0021 secs\n  Slowest:\t-inf secs\n  Fastest:\tinf secs\n  Average:\tNaN secs\n  Requests/sec:\t99.7904\n\n  Total data:\t0 B\n  Size/request:\tNaN\n  Size/sec:\t0 B\n\nResponse time histogram:\n\nLatency distribution:\n  10% in NaN secs\n\nDetails (average, fastest, slowest):\n  DNS+dialup:\tNaN secs, inf secs, -inf secs\n  DNS-lookup:\tNaN secs, inf secs, -inf secs\n\nStatus code distribution:\n\nError distribution:\n  [100] error trying to connect: tcp connect error: Connection refused (os error 111)\n";
    const [r] = oha(text);
    expect(r).toMatchObject({ successRatePercent: 0, slowestMs: null, fastestMs: null, averageMs: null, totalDataBytes: 0, sizePerRequestBytes: null, sizePerSecondBytes: 0, histogram: [], responses: 0, requestErrors: 100, requests: 100 });
    expect(r!.latencyDistribution).toEqual([{ percent: 10, ms: null }]);
    expect(r!.details!.dnsDialup).toEqual({ averageMs: null, fastestMs: null, slowestMs: null });
    expect(summarize(r!)).toMatchObject({ requests: 100, successful: 0, failed: 100 });
  });

  it("Size/request cut to two characters by oha 1.0 to 1.4.3 is left out with a warning, not read as 1 byte", () => {
    const text = sample("oha/tosic-http-axum-bench-README-block.txt").replace("Size/request:\t1.96 KiB", "Size/request:\t1.");
    const [r] = oha(text);
    expect(r!.sizePerRequestBytes).toBeNull();
    expect(r!.warnings).toEqual([expect.stringMatching(/^Size\/request is cut to two characters \("1\.": /)]);
  });

  it("pasted without indentation, with CRLF, or tabs expanded: the same record", () => {
    const text = sample("oha/tosic-http-axum-bench-README-block.txt");
    const base = oha(text);
    expect(oha(text.replace(/^[ \t]+/gm, ""))).toEqual(base);
    expect(oha(text.replace(/\n/g, "\r\n"))).toEqual(base);
    expect(oha(text.replace(/\t/g, "    "))).toEqual(base);
  });

  it("two runs, each after its command line, are two records", () => {
    const a = sample("oha/tosic-http-axum-bench-README-block.txt");
    const b = sample("oha/oha-secs-c20-z10s-500s-deadline-aborts-rails-tutorial.txt");
    const recs = oha(`$ oha -n 20000 http://127.0.0.1:3000/\n${a}\n$ oha -c 20 -z 10s http://127.0.0.1:3000/x\n${b}`);
    expect(recs).toEqual([...oha(a), ...oha(b)]);
  });
});

describe("oha: cut and damaged copies", () => {
  it("cut after every line and inside the last: never an untyped error; a cut value is incomplete with a warning", () => {
    const text = sample("oha/oha-secs-c20-z10s-500s-deadline-aborts-rails-tutorial.txt");
    const lines = text.split("\n");
    for (let i = 1; i < lines.length; i++) expectSound(lines.slice(0, i).join("\n"), "oha");
    const [r] = oha(text.slice(0, text.indexOf("0.0002 secs")) + "0.00");
    expect(r!.status).toBe("incomplete");
    expect(r!.warnings?.[0]).toMatch(/cut off in the DNS-lookup row/);
    expect(r!.details!.dnsLookup).toBeUndefined();
  });

  it("a damaged value inside the text is a located ParseError", () => {
    const text = sample("oha/tosic-http-axum-bench-README-block.txt").replace("Slowest:\t0.0148 secs", "Slowest:\t0.01x48 secs");
    const r = safeParse(text, { format: "oha" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error).toMatchObject({ format: "oha", line: 4 });
  });

  it("the histogram and the status codes disagreeing is a warning", () => {
    const text = sample("oha/tosic-http-axum-bench-README-block.txt").replace("0.002 [19800]", "0.002 [19700]");
    expect(oha(text)[0]!.warnings).toContain("the histogram counts 19900 requests, the status codes 20000");
  });
});

describe("oha and hey (oha's summary is hey's look-alike)", () => {
  it("hey's summary forced as oha is refused; oha's samples are not hey's", () => {
    for (const f of ["hey-n2000-c50.txt", "hey-refused-n100-c10.txt", "hey-timeout-t1-n20-c5-silent-upstream.txt"]) {
      const r = safeParse(sample(`hey/${f}`), { format: "oha" });
      expect(r.success, f).toBe(false);
      expect(detectOha(sample(`hey/${f}`))).toBe(0);
    }
    for (const f of files) expect(safeParse(sample(`oha/${f}`), { format: "hey" }).success).toBe(false);
  });
});

describe("oha: command line and extract", () => {
  it("clap's options: -c, -n (10k), -z (humantime) and oha's defaults", () => {
    const read = (line: string) => parseCommandLine(line, 1);
    expect(read("$ oha -n 10k -c 100 http://h/")).toMatchObject({ program: "oha", concurrency: 100, requests: 10_000, url: "http://h/" });
    expect(read("$ oha -z 30s http://h/")).toMatchObject({ program: "oha", concurrency: 50, durationSeconds: 30 });
    expect(read("$ oha http://h/")).toMatchObject({ concurrency: 50, requests: 200 });
    expect(read("$ oha -m POST -H 'a: b' --latency-correction --disable-keepalive -q 10 -c 3 http://h/")).toMatchObject({ concurrency: 3, url: "http://h/" });
    expect(humantimeSeconds("1h 30m")).toBe(5400);
    expect(humantimeSeconds("500ms")).toBe(0.5);
    expect(humantimeSeconds("10")).toBeUndefined();
    expect(countArgument("1m", true)).toBe(1_000_000);
    expect(countArgument("1m")).toBeUndefined();
  });

  it("extract finds oha's block (never a wrk fragment at its Requests/sec: line) with its command, and wrk beside it", () => {
    const text = sample("oha/oha-ms-unit-z30s-deadline-aborts-blog-tabs-expanded.txt");
    const wrk = sample("wrk/wrk-latency-t2-c10-d3s.txt");
    // the copy's starship prompt (`❯ oha ...`) is no prompt src/kit/prompt.ts knows: the same line after `$ `
    const doc = `# Results\n\n\`\`\`\n${text.replace("❯ ", "$ ")}\`\`\`\n\nAnd wrk:\n\n\`\`\`\n$ wrk --latency -t2 -c10 -d3s http://127.0.0.1:18080/\n${wrk}\`\`\`\n`;
    const { blocks } = extract(doc);
    expect(blocks.map((b) => b.format)).toEqual(["oha", "wrk"]);
    expect(blocks[0]!.records).toEqual(oha(text));
    expect(blocks[0]!.command).toMatchObject({ program: "oha", concurrency: 50, durationSeconds: 30, url: "http://127.0.0.1:6969/projects" });
    expect(blocks[1]!.records).toEqual(parse(wrk, { format: "wrk" }));
    // the Summary lines alone (a copy cut before the histogram): still oha's, not wrk's
    const head = text.split("\n").slice(1, 13).join("\n");
    expect(extract(`Look:\n\n${head}\n`).blocks.map((b) => b.format)).toEqual(["oha"]);
  });
});
