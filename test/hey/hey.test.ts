/**
 * hey: each capture's own consistency (the histogram, the status codes, the errors and Requests/sec x Total count the
 * same requests, as report.go computes them), units (seconds to ms exactly, Content-Length bytes), edge cases (empty,
 * CRLF, no final newline, cut off after every line and inside lines, all requests failed, unreached percentiles, the
 * million cap, oha's look-alike, usage and messages, older layouts, pasted copies), the summary, the Go-style command
 * line and extract.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCommandLine } from "../../src/api/command-line.js";
import { detectHey } from "../../src/formats/hey/detect.js";
import { goDuration, intArgument } from "../../src/formats/hey/extract.js";
import type { HeyRawRun } from "../../src/formats/hey/raw.js";
import type { HeyRecord } from "../../src/formats/hey/schema.js";
import { detect, extract, parse, safeParse, summarize } from "../../src/index.js";
import { expectSound } from "../fuzz/harness.js";
import { realInputFiles, root, sample } from "../helpers/samples.js";

const dir = join(root, "samples", "hey");
const files = readdirSync(dir).filter((f) => f.endsWith(".txt"));
const hey = (text: string): HeyRecord[] => parse(text, { format: "hey" }) as HeyRecord[];
const one = (file: string): HeyRecord => hey(sample(`hey/${file}`))[0]!;
const DNS_WARNING = /^DNS\+dialup's fastest and slowest are the Summary's/;
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

/** An oha summary as oha's printer.rs writes it (format strings `  Success rate:\t{:.2}%`, `{:.2}` sizes, 9 percentiles). */
const OHA = [
  "Summary:",
  "  Success rate:\t100.00%",
  "  Total:\t2.0004 secs",
  "  Slowest:\t0.0102 secs",
  "  Fastest:\t0.0001 secs",
  "  Average:\t0.0009 secs",
  "  Requests/sec:\t9998.1004",
  "",
  "  Total data:\t11.44 MiB",
  "  Size/request:\t600 B",
  "  Size/sec:\t5.72 MiB",
  "",
  "Response time histogram:",
  "  0.000 [1]     |",
  "  0.001 [15000] |■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■",
  "  0.002 [4999]  |■■■■■■■■■■",
  "",
  "Response time distribution:",
  "  10.00% in 0.0004 secs",
  "  50.00% in 0.0008 secs",
  "  99.99% in 0.0098 secs",
  "",
  "Details (average, fastest, slowest):",
  "  DNS+dialup:\t0.0011 secs, 0.0004 secs, 0.0031 secs",
  "  DNS-lookup:\t0.0000 secs, 0.0000 secs, 0.0001 secs",
  "",
  "Status code distribution:",
  "  [200] 20000 responses",
  "",
].join("\n");

describe("hey: each capture against itself (report.go's arithmetic)", () => {
  it.each(files.filter((f) => !f.includes("usage")))("%s: histogram = status codes = responses; + errors = requests = Requests/sec x Total", (file) => {
    const text = sample(`hey/${file}`);
    const [rec] = hey(text);
    expect(rec!.status).toBe("complete");
    // no warning but the DNS+dialup one hey 0.1.4 earns on every run that succeeded
    expect((rec!.warnings ?? []).filter((w) => !DNS_WARNING.test(w))).toEqual([]);
    const statusSum = sum(rec!.statusCodes!.map((s) => s.count));
    expect(rec!.responses).toBe(statusSum);
    if (statusSum > 0) expect(sum(rec!.histogram!.map((b) => b.count))).toBe(statusSum);
    else expect(rec!.histogram).toEqual([]);
    // the same counts straight from the text, not through the parser
    const printed = (re: RegExp): number => sum([...text.matchAll(re)].map((m) => Number(m[1])));
    expect(printed(/^\s*\[\d+\]\s+(\d+) responses$/gm)).toBe(rec!.responses);
    expect(printed(/^\s*\[(\d+)\]\s+(?!\d+ responses$)\S.*$/gm)).toBe(rec!.requestErrors);
    expect(rec!.requests).toBe(rec!.responses! + rec!.requestErrors!);
    // Requests/sec = all results / Total, both with 4 decimals
    const slack = rec!.requestsPerSecond! * 0.00005 + rec!.durationSeconds! * 0.00005;
    expect(Math.abs(rec!.requestsPerSecond! * rec!.durationSeconds! - rec!.requests!)).toBeLessThanOrEqual(slack);
    // Size/request = Total data / results kept (integer division)
    if (rec!.totalDataBytes !== undefined) expect(rec!.sizePerRequestBytes).toBe(Math.floor(rec!.totalDataBytes / rec!.responses!));
    // 11 buckets from the fastest to the slowest request, marks printed with 3 decimals of a second
    if (statusSum > 0) {
      const marks = rec!.histogram!.map((b) => b.markMs);
      expect(marks).toHaveLength(11);
      expect(marks).toEqual([...marks].sort((a, b) => a - b));
      expect(Math.abs(marks[0]! - rec!.fastestMs!)).toBeLessThanOrEqual(0.55);
      expect(Math.abs(marks[10]! - rec!.slowestMs!)).toBeLessThanOrEqual(0.55);
      // percentiles ascend and stay within fastest..slowest
      const ms = rec!.latencyDistribution!.flatMap((p) => (p.ms === null ? [] : [p.ms]));
      expect(ms).toEqual([...ms].sort((a, b) => a - b));
      expect(ms.every((v) => v >= rec!.fastestMs! && v <= rec!.slowestMs!)).toBe(true);
      expect(rec!.averageMs!).toBeGreaterThanOrEqual(rec!.fastestMs!);
      expect(rec!.averageMs!).toBeLessThanOrEqual(rec!.slowestMs!);
    }
  });

  it("the requests a run made agree with the command that made it (samples/hey/README.md)", () => {
    expect(one("hey-n2000-c50.txt").requests).toBe(2000);
    expect(one("hey-n200-c1.txt").requests).toBe(200);
    expect(one("hey-refused-n100-c10.txt")).toMatchObject({ requests: 100, responses: 0, requestErrors: 100 });
    expect(one("hey-timeout-t1-n20-c5-silent-upstream.txt")).toMatchObject({ requests: 20, responses: 0, requestErrors: 20 });
    // -q 50 per worker, 4 workers, 2 s: 400 requests at 200/s
    expect(one("hey-rate-q50-z2s-c4.txt")).toMatchObject({ requests: 400, requestsPerSecond: 199.6217 });
    expect(one("hey-non2xx-mixed-n2000-c20-disable-keepalive.txt").statusCodes).toEqual([{ status: 200, count: 1000 }, { status: 404, count: 1000 }]);
  });
});

describe("hey: units", () => {
  it("seconds with 4 decimals become milliseconds exactly; Total stays seconds", () => {
    const rec = one("hey-n2000-c50.txt");
    expect(rec).toMatchObject({ durationSeconds: 0.1571, slowestMs: 19.6, fastestMs: 0, averageMs: 3.6, requestsPerSecond: 12733.8351 });
    expect(rec.latencyDistribution!.at(-1)).toEqual({ percent: 99, ms: 12.9 });
    expect(rec.details!.requestWrite).toEqual({ averageMs: 0, fastestMs: 0, slowestMs: 11.8 });
    expect(rec.histogram![1]).toEqual({ markMs: 2, count: 389 });
    const slow = one("hey-timeout-t1-n40-c10-slow.txt");
    expect(slow).toMatchObject({ slowestMs: 1002.1, fastestMs: 1000, averageMs: 1000.8 });
    expect(slow.details!.responseRead).toEqual({ averageMs: 999.9, fastestMs: 998.4, slowestMs: 1001.5 });
  });

  it("Total data is the sum of the Content-Length headers (plain bytes), not the bytes read", () => {
    // 2000 x the 600-byte page; Size/request = Total data / responses
    expect(one("hey-n2000-c50.txt")).toMatchObject({ totalDataBytes: 1_200_000, sizePerRequestBytes: 600 });
    // HEAD: nginx sent no body (its log: $body_bytes_sent 0), hey still adds each response's Content-Length: 600
    expect(one("hey-head-m-n100-c5.txt")).toMatchObject({ totalDataBytes: 60_000, sizePerRequestBytes: 600 });
    // gzip: the body came chunked (Content-Length -1 once Go decompressed it): hey adds nothing, prints no Total data
    const gzip = one("hey-gzip-chunked-n100-c5.txt");
    expect(gzip.responses).toBe(100);
    expect(gzip.totalDataBytes).toBeUndefined();
    expect(gzip.sizePerRequestBytes).toBeUndefined();
    expect(one("hey-gzip-disable-compression-n100-c5.txt")).toMatchObject({ totalDataBytes: 60_000, sizePerRequestBytes: 600 });
    // the 1 s timeout cut every 100 KiB body short, yet hey counts 40 x Content-Length 102400
    expect(one("hey-timeout-t1-n40-c10-slow.txt")).toMatchObject({ totalDataBytes: 4_096_000, sizePerRequestBytes: 102_400 });
  });

  it("a value too large to be exact is refused where it is printed", () => {
    const r = safeParse(sample("hey/hey-n5-c5.txt").replace("3000 bytes", "99999999999999999999 bytes"), { format: "hey" });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.error.reason).toMatch(/too large/);
      expect(r.error.line).toBe(9);
    }
  });
});

describe("hey: what hey prints without a measurement", () => {
  it("no request succeeded: NaN averages and hey's 0.0000 fastest/slowest are null, the sections empty", () => {
    const rec = one("hey-refused-n100-c10.txt");
    expect(rec).toMatchObject({ durationSeconds: 0.0041, slowestMs: null, fastestMs: null, averageMs: null, histogram: [], latencyDistribution: [], statusCodes: [] });
    expect(Object.values(rec.details!).every((p) => p.averageMs === null && p.fastestMs === null && p.slowestMs === null)).toBe(true);
    expect(rec.errorDistribution).toEqual([{ count: 100, message: 'Get "http://127.0.0.1:18099/": dial tcp 127.0.0.1:18099: connect: connection refused' }]);
    expect(rec.warnings).toBeUndefined();
  });

  it("a percentile hey did not reach (`0% in 0.0000 secs`) is kept at its place with ms null", () => {
    expect(one("hey-n5-c5.txt").latencyDistribution).toEqual([
      { percent: 10, ms: 1.1 },
      { percent: 25, ms: 1.7 },
      { percent: 50, ms: 2 },
      { percent: 75, ms: 2.2 },
      { percent: 90, ms: null },
      { percent: 95, ms: null },
      { percent: 99, ms: null },
    ]);
    expect(one("hey-timeout-t1-n40-c10-slow.txt").latencyDistribution!.at(-1)).toEqual({ percent: 99, ms: null });
    // out of place (a copy that lost rows), a zero row cannot say which percentile it is: left out, with a warning
    const shuffled = sample("hey/hey-n5-c5.txt").replace("  10% in 0.0011 secs\n", "").replace("  25% in", "  20% in");
    const [rec] = hey(shuffled);
    expect(rec!.latencyDistribution!.map((p) => p.percent)).toEqual([20, 50, 75]);
    expect(rec!.warnings!.join()).toMatch(/percentile hey did not reach/);
  });

  it("DNS+dialup's fastest and slowest, when they are the Summary's (hey 0.1.4), are null with a warning; real dial times stay", () => {
    const rec = one("hey-n5-c5.txt");
    expect(rec.details!.dnsDialup).toEqual({ averageMs: 0.6, fastestMs: null, slowestMs: null });
    expect(rec.warnings).toEqual([expect.stringMatching(DNS_WARNING)]);
    // hey after 01fa416 prints the dial times there
    const fixed = hey(sample("hey/hey-n5-c5.txt").replace("DNS+dialup:\t0.0006 secs, 0.0009 secs, 0.0022 secs", "DNS+dialup:\t0.0006 secs, 0.0003 secs, 0.0008 secs"))[0]!;
    expect(fixed.details!.dnsDialup).toEqual({ averageMs: 0.6, fastestMs: 0.3, slowestMs: 0.8 });
    expect(fixed.warnings).toBeUndefined();
  });

  it("the million cap: status codes summing to 1,000,000 under a larger Requests/sec x Total give an estimate, with a warning", () => {
    const text = sample("hey/hey-n5-c5.txt")
      .replace("Total:\t0.0025 secs", "Total:\t30.0000 secs")
      .replace("Requests/sec:\t1994.3472", "Requests/sec:\t40000.0000")
      .replace("[200]\t5 responses", "[200]\t1000000 responses")
      .replace(/  0\.\d+ \[(\d)\]/g, (m, n: string) => m.replace(`[${n}]`, n === "1" ? "[200000]" : "[0]"))
      .replace("3000 bytes", "600000000 bytes");
    const [rec] = hey(text);
    expect(rec!.responses).toBe(1_000_000);
    expect(rec!.requests).toBe(1_200_000);
    expect(rec!.warnings!.join()).toMatch(/at most 1000000 results/);
    // exactly a million requests is not the cap
    const exact = hey(text.replace("Requests/sec:\t40000.0000", "Requests/sec:\t33333.3333"))[0]!;
    expect(exact.requests).toBe(1_000_000);
    expect(exact.warnings!.join()).not.toMatch(/at most/);
  });

  it("a damaged copy whose counts disagree says so", () => {
    const [rec] = hey(sample("hey/hey-n2000-c50.txt").replace("[200]\t2000 responses", "[200]\t1999 responses"));
    expect(rec!.warnings!.join("; ")).toMatch(/the histogram counts 2000 requests, the status codes 1999/);
    expect(rec!.warnings!.join("; ")).toMatch(/Requests\/sec x Total is 2000\.5, not the 1999 requests/);
  });
});

describe("hey: edge cases", () => {
  const base = sample("hey/hey-server-stopped-mid-run-z3s-c10.txt");
  const records = hey(base);

  it("empty input and text with no line hey prints are ParseErrors", () => {
    for (const text of ["", "\n\n", "   \n"]) expect(safeParse(text, { format: "hey" }).success).toBe(false);
    const r = safeParse("hello\nworld\n", { format: "hey" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.reason).toMatch(/no hey output/);
  });

  it("CRLF line ends and a missing final newline give the same records", () => {
    expect(hey(base.replace(/\n/g, "\r\n"))).toEqual(records);
    expect(hey(base.trimEnd())).toEqual(records);
  });

  it.each(files)("%s cut off after every line and inside every line: records or a ParseError, never NaN", (file) => {
    const text = sample(`hey/${file}`);
    const full = hey(text);
    const ends = [...text.matchAll(/\n/g)].map((m) => m.index!);
    const cuts = new Set<number>();
    for (const end of ends) for (const d of [0, 1, 4, 9, 15]) if (end - d > 0) cuts.add(end - d);
    for (const cut of cuts) {
      const piece = text.slice(0, cut);
      const out = expectSound(piece, "hey");
      if (out.ok && full[0]!.status === "complete" && cut < text.indexOf("Status code distribution:")) {
        expect((out.records.at(-1) as HeyRecord).status, JSON.stringify(piece.slice(-40))).not.toBe("complete");
      }
    }
  });

  it("a value damaged in the middle of the output is an error at its place, not a guess", () => {
    for (const [from, to, line] of [
      ["Total:\t3.0003 secs", "Total:\t3.0003 minutes", 3],
      ["  0.002 [213]", "  0.002 [21x3]", 15],
      ["[200]\t23910 responses", "[200]\t23910 answers", 43],
    ] as const) {
      const r = safeParse(base.replace(from, to), { format: "hey" });
      expect(r.success, to).toBe(false);
      if (!r.success) expect(r.error.line, to).toBe(line);
    }
  });

  it("hey's usage text, and a message before it, are aborted runs", () => {
    expect(one("hey-usage.stderr.txt")).toEqual({ format: "hey", status: "aborted", error: { message: "hey printed its usage text and did not run (bad or missing options, or no URL)" }, usage: true });
    const usage = sample("hey/hey-usage.stderr.txt");
    expect(hey(`-n cannot be less than -c.\n\n${usage}`)).toEqual([
      { format: "hey", status: "aborted", error: { message: "-n cannot be less than -c." }, messages: ["-n cannot be less than -c."], usage: true },
    ]);
    expect(hey(`flag provided but not defined: -foo\n${usage}`)[0]!.error).toEqual({ message: "flag provided but not defined: -foo" });
  });

  it("oha's look-alike summary is not hey's: not detected, refused when forced, not found by extract", () => {
    expect(detectHey(OHA)).toBe(0);
    expect(detect(OHA)?.format).not.toBe("hey");
    const r = safeParse(OHA, { format: "hey" });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.error.reason).toMatch(/oha's summary .*not hey's/);
      expect(r.error.line).toBe(2);
    }
    // older oha wrote the ratio and hey's percentile rows: still its own
    expect(detectHey(OHA.replace("100.00%", "1.0000").replace("Response time distribution:", "Latency distribution:"))).toBe(0);
    expect(extract(`$ oha -z 2s http://127.0.0.1:8080/\n${OHA}`).blocks.filter((b) => b.format === "hey")).toEqual([]);
  });

  it("another tool's output is not detected as hey, and hey's is hey's", () => {
    const others = realInputFiles().filter((f) => !f.includes(`${join("samples", "hey")}/`));
    expect(others.length).toBeGreaterThan(50);
    for (const file of others) expect(detectHey(readFileSync(file, "utf8")), file).toBe(0);
    for (const file of files) expect(detect(sample(`hey/${file}`))?.format, file).toBe("hey");
  });

  it("copies as found in READMEs: tabs expanded, indented with blank-ish lines, the older layout without the two-space line", () => {
    const pasted = hey(sample("hey/pasted-oha-readme-starship-prompt-tabs-expanded.txt"));
    expect(pasted).toHaveLength(1);
    expect(pasted[0]).toMatchObject({ status: "complete", requests: 200, totalDataBytes: 122_400, sizePerRequestBytes: 612 });
    const text = sample("hey/hey-non2xx-mixed-n2000-c20-disable-keepalive.txt");
    const want = hey(text);
    // indented by 6 with "   " on the empty lines, as a README's code block had it
    expect(hey(text.replace(/^(?=.)/gm, "      ").replace(/^$/gm, "   "))).toEqual(want);
    // hey 2017-2018: no line of two spaces between Requests/sec and Total data
    expect(hey(text.replace("\n  \n", "\n\n"))).toEqual(want);
    // tabs expanded by a terminal
    expect(hey(text.replace(/\t/g, "   "))).toEqual(want);
  });

  it("hey 0.1.0's order (status codes before the histogram) reads the same; its Detailed Report is not read as Summary values", () => {
    const text = sample("hey/hey-n5-c5.txt");
    const status = "Status code distribution:\n  [200]\t5 responses\n\n";
    const moved = text.replace(status, "").replace("Response time histogram:", `${status}Response time histogram:`);
    expect(hey(moved)).toEqual(hey(text));
    const detailed = `${text}Detailed Report:\n\n\tDNS+dialup:\n  \t\tAverage:\t0.0006 secs\n  \t\tFastest:\t0.0003 secs\n  \t\tSlowest:\t0.0008 secs\n`;
    const [rec, ...more] = hey(detailed);
    expect(more).toEqual([]);
    expect(rec).toMatchObject({ averageMs: 1.6, fastestMs: 0.9, slowestMs: 2.2 });
    expect(rec!.warnings!.join()).toMatch(/Detailed Report is not read/);
  });

  it("error messages are kept as printed, `%` mangled by hey's Fprintf included", () => {
    const text = sample("hey/hey-refused-n100-c10.txt").replace('Get "http://127.0.0.1:18099/"', 'Get "http://127.0.0.1:18099/a%!F(MISSING)b"');
    expect(hey(text)[0]!.errorDistribution![0]!.message).toBe('Get "http://127.0.0.1:18099/a%!F(MISSING)b": dial tcp 127.0.0.1:18099: connect: connection refused');
  });

  it("runs pasted one after another, with command lines after prompts the engine does not know, are one record each", () => {
    const a = sample("hey/hey-n5-c5.txt");
    const b = sample("hey/hey-refused-n100-c10.txt");
    const doc = `\u276f hey -n 5 -c 5 http://127.0.0.1:18001/index.html\n${a}\u276f hey -n 100 -c 10 http://127.0.0.1:18099/\n${b}`;
    expect(hey(doc)).toEqual([...hey(a), ...hey(b)]);
    // and without them: each Summary: starts a run
    expect(hey(a + b)).toEqual([...hey(a), ...hey(b)]);
    const [raw] = parse(a + b, { format: "hey", raw: true }) as HeyRawRun[];
    expect(raw!.titles).toEqual(["summary", "histogram", "latency", "details", "status"]);
  });
});

describe("hey: summary, command line and extract", () => {
  it("summarize: every request made, the 2xx as successful, bytes/s = Total data / Total", () => {
    expect(summarize(one("hey-non2xx-mixed-n2000-c20-disable-keepalive.txt"))).toEqual({
      format: "hey",
      status: "complete",
      durationSeconds: 0.2289,
      requests: 2000,
      successful: 1000,
      failed: 1000,
      non2xx: 1000, // [404] 1000 responses
      latencyMeanMs: 2.1, // Average: 0.0021 secs
      latencyMaxMs: 13.9, // Slowest: 0.0139 secs
      successRate: 0.5,
      requestsPerSecond: 8738.5,
      bytesPerSecond: 9000 / 0.2289,
      latencyPercentiles: [
        { percent: 10, ms: 0.5 },
        { percent: 25, ms: 0.8 },
        { percent: 50, ms: 1.4 },
        { percent: 75, ms: 2.4 },
        { percent: 90, ms: 4.7 },
        { percent: 95, ms: 6.7 },
        { percent: 99, ms: 10.6 },
      ],
    });
    expect(summarize(one("hey-server-stopped-mid-run-z3s-c10.txt"))).toMatchObject({ requests: 100_137, successful: 23_910, failed: 76_227 });
    expect(summarize(one("hey-refused-n100-c10.txt"))).toMatchObject({ requests: 100, successful: 0, failed: 100, successRate: 0 });
    expect(summarize(one("hey-gzip-chunked-n100-c5.txt")).bytesPerSecond).toBeUndefined();
  });

  it("the command line is read as Go's flag package reads it", () => {
    const read = (line: string) => parseCommandLine(line, 1);
    expect(read("$ hey -n 1000 -c 50 http://127.0.0.1:8080/")).toMatchObject({ program: "hey", concurrency: 50, requests: 1000, url: "http://127.0.0.1:8080/" });
    // -cpus and -disable-keepalive are words of their own, not -c and -d with glued values
    expect(read("$ hey -cpus 2 -disable-keepalive -h2 -n=300 --c 20 -m POST -d '{\"a\": 1}' https://h/x")).toMatchObject({
      concurrency: 20,
      requests: 300,
      url: "https://h/x",
      options: { cpus: "2", "disable-keepalive": true, h2: true, n: "300", c: "20", m: "POST", d: '{"a": 1}' },
    });
    // -z runs for that long (n is ignored); defaults -c 50, -n 200
    expect(read("$ hey -z 1m30s http://h/")).toMatchObject({ concurrency: 50, durationSeconds: 90 });
    expect(read("$ hey -z 1m30s http://h/")!.requests).toBeUndefined();
    expect(read("$ hey http://h/")).toMatchObject({ concurrency: 50, requests: 200 });
    // Go stops at the first operand: what follows the URL is not an option
    expect(read("$ hey http://h/ -c 10")).toMatchObject({ concurrency: 50, operands: ["http://h/", "-c", "10"] });
    expect([goDuration("10s"), goDuration("3m"), goDuration("500ms"), goDuration("1.5h"), goDuration("0"), goDuration("10"), goDuration("1x")]).toEqual([10, 180, 0.5, 5400, 0, undefined, undefined]);
    expect([intArgument("50"), intArgument("5k"), intArgument(true)]).toEqual([50, undefined, undefined]);
  });

  it("extract finds a run with the figures of the command pasted before it", () => {
    const text = sample("hey/hey-n2000-c50.txt");
    const doc = `# Results\n\nWe ran:\n\n\`\`\`\n$ hey -n 1000 -c 50 http://127.0.0.1:18080/index.html\n${text}\`\`\`\n\nThat is fast.\n`;
    const { blocks, warnings } = extract(doc);
    expect(warnings).toEqual([]);
    expect(blocks.map((b) => b.format)).toEqual(["hey"]);
    expect(blocks[0]!.role).toBe("load-test");
    expect(blocks[0]!.records).toEqual(hey(text));
    expect(blocks[0]!.command).toMatchObject({ program: "hey", concurrency: 50, requests: 1000, url: "http://127.0.0.1:18080/index.html" });
  });

  it("extract finds two runs in prose, each with its command, and the oha block beside them is not hey's", () => {
    const a = sample("hey/hey-n5-c5.txt");
    const b = sample("hey/hey-refused-n100-c10.txt");
    const doc = `First:\n\n    $ hey -n 5 -c 5 http://127.0.0.1:18001/index.html\n${a.replace(/^(?=.)/gm, "    ")}\nThen nothing listened:\n\n$ hey -n 100 -c 10 http://127.0.0.1:18099/\n${b}\nAnd oha:\n\n${OHA}\n`;
    // (oha's `Requests/sec:` line is a start line of wrk's signature: that block, if any, is wrk's, never hey's)
    const blocks = extract(doc).blocks.filter((x) => x.format === "hey");
    expect(blocks.map((x) => [x.format, x.command?.concurrency, x.command?.requests])).toEqual([["hey", 5, 5], ["hey", 10, 100]]);
    expect(blocks.flatMap((x) => x.records)).toEqual([...hey(a), ...hey(b)]);
  });
});

describe("hey: another tool's text forced as hey (issue #39)", () => {
  it.each([
    ["wrk/wrk-t2-c10-d3s.txt", "wrk"],
    ["free/procps-4.0.2-C-m-w-t.txt", "free"],
    ["sar/sar-synthetic-m-USB-stripped-trailing-blanks.txt", "sar"],
    ["bombardier/pasted-darlanmoraes-pre-v1.2-requests-mode-4-runs.txt", "bombardier"],
    ["ab/ab-single-n1-c1.txt", "ab"],
  ] as const)("%s is refused, and the message names %s (wrk's `Requests/sec:`, free's and ab's `Total:` rows, sar -m USB's `Summary:` rows and bombardier's `50%  2.10ms` rows are not hey's)", (file, other) => {
    const r = safeParse(sample(file), { format: "hey" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.reason).toContain(`the text looks like ${other} output`);
  });
});
