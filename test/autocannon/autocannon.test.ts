/**
 * autocannon: the oracle (the table text against the JSON result of the same run, value by value), units and
 * bases, locales, older layouts and damaged copies, edge cases (empty, CRLF, cut off, another tool's output), the
 * command line's figures and extract.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectAutocannon } from "../../src/formats/autocannon/detect.js";
import { localeCount, siBytes } from "../../src/formats/autocannon/normalize.js";
import type { AutocannonRecord } from "../../src/formats/autocannon/schema.js";
import { detect, extract, parse, safeParse, summarize } from "../../src/index.js";
import { root, sample } from "../helpers/samples.js";

const dir = join(root, "samples", "autocannon");
/** The JSON twins (the autocannon-json format's samples) of the tables in samples/autocannon. */
const jsonDir = join(root, "samples", "autocannon-json");
const twins = readdirSync(jsonDir).filter((f) => f.startsWith("autocannon-twin-") && f.endsWith(".json"));
const ac = (text: string): AutocannonRecord[] => parse(text, { format: "autocannon" }) as AutocannonRecord[];

/** What pretty-bytes 5 prints for n, as the number of bytes it says (3 significant digits of 1000-based units). */
const prettyBytesValue = (n: number): number => {
  if (n < 1) return n;
  const e = Math.min(Math.floor(Math.log10(n) / 3), 8);
  return Number((n / 1000 ** e).toPrecision(3)) * 1000 ** e;
};
/** What lib/format.js prints for a count, as a number. */
const formatValue = (n: number): number => (n < 1000 ? n : Math.round(n / 1000) * 1000);

interface Histogram { average: number; stddev: number; min: number; max: number; total?: number; [key: string]: number | undefined }
interface Result {
  url: string; connections: number; pipelining: number; sampleInt: number; samples: number; duration: number;
  errors: number; timeouts: number; mismatches: number; non2xx: number; resets: number; "2xx": number;
  statusCodeStats: Record<string, { count: number }>; latency: Histogram; requests: Histogram & { sent: number }; throughput: Histogram;
}
const key = (p: number): string => `p${p}`.replace(".", "_");

describe("autocannon: the oracle (the tables against the JSON result of the same run)", () => {
  it("has twins", () => expect(twins.length).toBeGreaterThanOrEqual(5));
  it.each(twins)("%s", (file) => {
    const json = JSON.parse(readFileSync(join(jsonDir, file), "utf8")) as Result;
    const [rec] = ac(sample(`autocannon/${file.replace(/\.json$/, ".txt")}`));
    expect(rec!.status).toBe("complete");
    expect(rec!.url).toBe(json.url);
    expect(rec!.connections).toBe(json.connections);
    expect(rec!.pipelining).toBe(json.pipelining > 1 ? json.pipelining : undefined);
    expect(rec!.samples).toBe(json.samples);
    expect(rec!.sampleIntervalSeconds).toBe(json.sampleInt / 1000);
    // Latency: whole-ms percentiles, mean and deviation as computed, max floored to 2 decimals
    for (const p of rec!.latency!.percentiles!) expect(p.ms, `latency p${p.percent}`).toBe(json.latency[key(p.percent)]);
    expect(rec!.latency!.percentiles!.map((p) => p.percent)).toEqual([2.5, 50, 97.5, 99]);
    expect(rec!.latency!.avgMs).toBe(json.latency.average);
    expect(rec!.latency!.stdevMs).toBe(json.latency.stddev);
    expect(rec!.latency!.maxMs).toBe(Math.floor(json.latency.max * 100) / 100);
    // Req/Sec: the locale's digit groups read back exactly
    for (const p of rec!.requestRate!.percentiles!) expect(p.perSecond, `requests p${p.percent}`).toBe(json.requests[key(p.percent)]);
    expect(rec!.requestRate!.percentiles!.map((p) => p.percent)).toEqual([1, 2.5, 50, 97.5]);
    expect(rec!.requestRate!.avgPerSecond).toBe(json.requests.average);
    expect(rec!.requestRate!.stdevPerSecond).toBe(json.requests.stddev);
    expect(rec!.requestRate!.minPerSecond).toBe(json.requests.min);
    // Bytes/Sec: pretty-bytes' 3 significant digits of 1000-based units
    for (const p of rec!.transferRate!.percentiles!) expect(p.bytesPerSecond, `bytes p${p.percent}`).toBeCloseTo(prettyBytesValue(json.throughput[key(p.percent)]!), 6);
    expect(rec!.transferRate!.avgBytesPerSecond).toBeCloseTo(prettyBytesValue(json.throughput.average), 6);
    expect(rec!.transferRate!.stdevBytesPerSecond).toBeCloseTo(prettyBytesValue(json.throughput.stddev), 6);
    expect(rec!.transferRate!.minBytesPerSecond).toBeCloseTo(prettyBytesValue(json.throughput.min), 6);
    // totals
    expect(rec!.requests).toBe(formatValue(json.requests.sent));
    expect(rec!.durationSeconds).toBe(json.duration);
    expect(rec!.readBytes).toBe(prettyBytesValue(json.throughput.total!));
    expect(rec!.errors).toBe(json.errors ? formatValue(json.errors) : undefined);
    expect(rec!.timeouts).toBe(json.errors ? formatValue(json.timeouts) : undefined);
    expect(rec!.mismatches).toBe(json.mismatches ? formatValue(json.mismatches) : undefined);
    expect(rec!.non2xxResponses).toBe(json.non2xx || undefined);
    expect(rec!.responses2xx).toBe(json.non2xx ? json["2xx"] : undefined);
    // --renderStatusCodes and -l, where this run printed them
    if (rec!.statusCodes) expect(rec!.statusCodes).toEqual(Object.entries(json.statusCodeStats).map(([code, s]) => ({ code, count: s.count })));
    for (const p of rec!.latencyPercentiles ?? []) expect(p.ms, `-l ${p.percent}`).toBe(json.latency[key(p.percent)]);
  });

  it("sizes are 1000-based: the bytes read agree with the run's exact byte count, and a 1024-based reading would not", () => {
    for (const file of twins) {
      const json = JSON.parse(readFileSync(join(jsonDir, file), "utf8")) as Result;
      const [rec] = ac(sample(`autocannon/${file.replace(/\.json$/, ".txt")}`));
      const total = json.throughput.total!;
      if (total < 10_000) continue;
      expect(Math.abs(rec!.readBytes! - total) / total).toBeLessThanOrEqual(0.005);
      const [, n, unit] = /requests in \S+, (\S+) (\S+) read/.exec(sample(`autocannon/${file.replace(/\.json$/, ".txt")}`))!;
      const binary = Number(n) * 1024 ** ["B", "kB", "MB", "GB"].indexOf(unit!);
      expect(Math.abs(binary - total) / total).toBeGreaterThan(0.02);
    }
  });
});

describe("autocannon: units, locales and layouts", () => {
  it("reads Req/Sec cells in any locale: en, de, fr (narrow no-break space), en-IN, plain", () => {
    expect(localeCount("25,551")).toBe(25551);
    expect(localeCount("2,333.7")).toBe(2333.7);
    expect(localeCount("80.575")).toBe(80575);
    expect(localeCount("87.916,8")).toBe(87916.8);
    expect(localeCount("4.933,47")).toBe(4933.47);
    expect(localeCount("28\u202f383")).toBe(28383);
    expect(localeCount("12,34,567")).toBe(1234567);
    expect(localeCount("1712.1")).toBe(1712.1);
    expect(localeCount("0")).toBe(0);
    expect(() => localeCount("1,2345")).toThrow();
    expect(() => localeCount("12a")).toThrow();
  });

  it("reads sizes as pretty-bytes prints them: 1000-based B, kB, MB, GB", () => {
    expect(siBytes("45.9 MB")).toBe(45_900_000);
    expect(siBytes("171 kB")).toBe(171_000);
    expect(siBytes("158.37 kB")).toBe(158_370);
    expect(siBytes("0 B")).toBe(0);
    expect(siBytes("1.2 GB")).toBe(1_200_000_000);
    expect(() => siBytes("1.2 MiB")).toThrow();
    expect(() => siBytes("12 KB")).toThrow();
  });

  it("the same run in de_DE and fr_FR reads as in C", () => {
    const de = ac(sample("autocannon/autocannon-locale-de-c10-d2.txt"))[0]!;
    expect(de.requestRate!.percentiles![0]!.perSecond).toBe(40703);
    expect(de.requestRate!.stdevPerSecond).toBe(3264);
    const pasted = ac(sample("autocannon/pasted-locale-de-bun-node-two-runs.txt"));
    expect(pasted.map((r) => r.requestRate!.avgPerSecond)).toEqual([87916.8, 64609.46]);
    expect(pasted.map((r) => r.requests)).toEqual([879000, 711000]);
  });

  it("-L: Req/Sec and Bytes/Sec count per sample interval, converted to per second", () => {
    const rec = ac(sample("autocannon/autocannon-sample-L500-c10-d2.txt"))[0]!;
    const text = sample("autocannon/autocannon-sample-L500-c10-d2.txt");
    expect(text).toContain("│ 12,485.5 │");
    expect(rec.sampleIntervalSeconds).toBe(0.5);
    expect(rec.requestRate!.avgPerSecond).toBe(24971);
    // the per-second mean agrees with the totals (50k requests in 2.02 s), within the k rounding
    expect(Math.abs(rec.requestRate!.avgPerSecond! - rec.requests! / rec.durationSeconds!)).toBeLessThan(500 / rec.durationSeconds! + 0.05 * rec.requestRate!.avgPerSecond!);
  });

  it("before 3.2.0: borderless tables, `Latency (ms)` without units, Max of Req/Sec, the -l table, `in 10s`", () => {
    const [a, b] = ac(sample("autocannon/pasted-old-borderless-latency-table-prompt-two-runs.txt"));
    expect(a).toMatchObject({ url: "http://127.0.0.1:8080", connections: 100, testDurationSeconds: 60, requests: 12000, durationSeconds: 60, readBytes: 1_370_000 });
    expect(a!.latency).toEqual({ avgMs: 506.37, stdevMs: 37.92, maxMs: 605 });
    expect(a!.requestRate).toEqual({ avgPerSecond: 196.5, stdevPerSecond: 5, maxPerSecond: 200 });
    expect(a!.transferRate).toEqual({ avgBytesPerSecond: 22_800, stdevBytesPerSecond: 541, maxBytesPerSecond: 23_600 });
    expect(a!.latencyPercentiles!.map((p) => [p.percent, p.ms])).toEqual([[50, 504], [75, 512], [90, 526], [99, 581], [99.9, 605], [99.99, 605], [99.999, 605]]);
    expect(b!.latency!.maxMs).toBe(640);
    const [p] = ac(sample("autocannon/pasted-old-borderless-pipelining-async-tracer-two-runs.txt"));
    expect(p).toMatchObject({ pipelining: 10, requests: 4_610_000, readBytes: 51_160_000 });
    expect(p!.transferRate!.stdevBytesPerSecond).toBe(203_090);
  });

  it("a copy that lost its box corners keeps its rows; a row whose name lost a letter is not read", () => {
    const runs = ac(sample("autocannon/pasted-mangled-box-chars-remix-flask.txt"));
    expect(runs).toHaveLength(4);
    expect(runs[0]!.latency!.maxMs).toBe(1143);
    expect(runs[0]!.transferRate!.minBytesPerSecond).toBe(437_000);
    expect(runs[2]).toMatchObject({ status: "complete", pipelining: 10, errors: 41000, timeouts: 0 });
    // `eq/Sec │ 1342 │ ...`: no Req/Sec row in the last run, and no run is complete without its totals
    expect(runs[3]!.requestRate).toBeUndefined();
    expect(runs[3]!.transferRate!.avgBytesPerSecond).toBe(2_050_000);
    expect(runs.map((r) => r.status)).toEqual(["incomplete", "incomplete", "complete", "incomplete"]);
  });

  it("warmup, workers, -a, pipelining, -E, errors and timeouts", () => {
    expect(ac(sample("autocannon/autocannon-warmup-c10-d2.txt"))[0]).toMatchObject({ warmup: { durationSeconds: 1, connections: 2 }, connections: 10, testDurationSeconds: 2 });
    expect(ac(sample("autocannon/autocannon-workers-w2-c10-d2.txt"))[0]).toMatchObject({ workers: 2, samples: 4 });
    expect(ac(sample("autocannon/autocannon-amount-a5000-c10.txt"))[0]).toMatchObject({ amount: 5000, requests: 5000, roundedToThousands: ["requests"] });
    expect(ac(sample("autocannon/autocannon-expect-body-mismatch-c4-d2.txt"))[0]).toMatchObject({ mismatches: 58000 });
    expect(ac(sample("autocannon/autocannon-timeout1-slow-c10-d3.txt"))[0]).toMatchObject({ requests: 42, errors: 21, timeouts: 21 });
    expect(ac(sample("autocannon/autocannon-timeout1-slow-c10-d3.txt"))[0]!.roundedToThousands).toBeUndefined();
    const crash = ac(sample("autocannon/autocannon-timeout1-slow-status-codes-crash-c10-d3.txt"))[0]!;
    expect(crash).toMatchObject({ status: "incomplete", connections: 10 });
    expect(crash.warnings![0]).toMatch(/ends before/);
  });

  it("the TTY capture (CR LF, colours, the progress bar's cursor moves) reads as the plain one", () => {
    const rec = ac(sample("autocannon/autocannon-tty-script-c10-d2.txt"))[0]!;
    expect(rec).toMatchObject({ status: "complete", connections: 10, samples: 2, requests: 93000, readBytes: 78_100_000 });
    expect(rec.requestRate!.percentiles![0]!.perSecond).toBe(32431);
  });

  it("-v: the versions alone", () => {
    expect(ac(sample("autocannon/autocannon-version.txt"))).toEqual([{ format: "autocannon", status: "version", version: "9.0.0", nodeVersion: "20.20.2" }]);
  });

  it("request pipeline resets (written from printResult.js: `time` for one, `times` else)", () => {
    const text = `${sample("autocannon/autocannon-c10-d2.txt")}request pipeline was reset 1 time\n`;
    expect(ac(text)[0]!.resets).toBe(1);
    expect(ac(text.replace("reset 1 time", "reset 2k times"))[0]).toMatchObject({ resets: 2000, roundedToThousands: ["requests", "resets"] });
  });
});

describe("autocannon: edge cases", () => {
  const text = sample("autocannon/autocannon-status-codes-c10-d2.txt");

  it("empty input and another tool's output are errors, not records", () => {
    expect(safeParse("", { format: "autocannon" }).success).toBe(false);
    expect(safeParse(sample("wrk/wrk-latency-t2-c10-d3s.txt"), { format: "autocannon" }).success).toBe(false);
    expect(detectAutocannon(sample("wrk/wrk-latency-t2-c10-d3s.txt"))).toBeLessThan(0.7);
    expect(detect(text)?.format).toBe("autocannon");
  });

  it("CRLF and no final newline read the same", () => {
    const clean = ac(text);
    expect(ac(text.replace(/\n/g, "\r\n"))).toEqual(clean);
    expect(ac(text.trimEnd())).toEqual(clean);
  });

  it("cut off after any line: never a wrong number, a complete run only with its totals", () => {
    const lines = text.split("\n");
    for (let n = 1; n < lines.length; n++) {
      const r = safeParse(lines.slice(0, n).join("\n") + "\n", { format: "autocannon" });
      if (!r.success) continue;
      const [rec] = r.data as AutocannonRecord[];
      expect(rec!.status).toBe(n >= lines.findIndex((l) => l.includes("requests in")) + 1 ? "complete" : "incomplete");
    }
  });

  it("a value that is not a number is an error at its place", () => {
    const r = safeParse(text.replace("│ 64811 │", "│ 6481x │"), { format: "autocannon" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.excerpt).toContain("6481x");
    expect(safeParse(text.replace("54.3 MB read", "54.3 MiB read"), { format: "autocannon" }).success).toBe(false);
    expect(safeParse(text.replace("│ 23.3 MB │", "│ 23.3 XB │"), { format: "autocannon" }).success).toBe(false);
    expect(safeParse(text.replace("65k requests", "99999999999999999k requests"), { format: "autocannon" }).success).toBe(false);
  });

  it("summarize: target, connections, requests sent, failed = non-2xx + errors, mean rates, percentiles", () => {
    const mixed = ac(sample("autocannon/autocannon-twin-mixed-status-codes-c10-d2.txt"))[0]!;
    expect(summarize(mixed)).toMatchObject({ format: "autocannon", target: "http://127.0.0.1:18006/mixed", concurrency: 10, durationSeconds: 2.04, requests: 64000, successful: 64000 - 32997, non2xx: 32997, requestsPerSecond: 31908, bytesPerSecond: 4_950_000, latencyMeanMs: 0.12, latencyMaxMs: 12 });
    const refused = ac(sample("autocannon/autocannon-refused-c10-d2.txt"))[0]!;
    expect(summarize(refused)).toMatchObject({ requests: 31000, successful: 0, failed: 31000, non2xx: 0 });
    const l = ac(sample("autocannon/autocannon-latency-l-c10-d2.txt"))[0]!;
    expect(summarize(l).latencyPercentiles).toHaveLength(15);
  });
});

describe("autocannon: command line and extract", () => {
  it("a pasted command line gives connections and duration; -a replaces the duration", () => {
    const doc = `$ autocannon -c 100 -d 10 http://localhost:3000\n${sample("autocannon/autocannon-c10-d2.txt")}`;
    const result = extract(doc);
    const block = result.blocks.find((b) => b.format === "autocannon")!;
    expect(block.records).toEqual(ac(sample("autocannon/autocannon-c10-d2.txt")));
    expect(block.command).toMatchObject({ program: "autocannon", url: "http://localhost:3000", concurrency: 100, durationSeconds: 10 });
  });

  it("finds each run of a README with prose and fences between them", () => {
    const text = sample("autocannon/pasted-locale-de-bun-node-two-runs.txt");
    const records = extract(`# Results\n\nSome prose.\n\n\`\`\`sh\n${text}\`\`\`\n\nMore prose.\n`).blocks.filter((b) => b.format === "autocannon").flatMap((b) => b.records);
    expect(records).toEqual(ac(text));
  });
});

describe("autocannon: table rows it does not know (issue #39)", () => {
  it("a row whose name was damaged is said in a warning, not dropped silently; the other rows are read", () => {
    const text = sample("autocannon/autocannon-c10-d2.txt");
    const [expected] = parse(text, { format: "autocannon" }) as AutocannonRecord[];
    for (const [from, to, field] of [
      ["│ Req/Sec   │", "│ Req/Se    │", "requestRate"],
      ["│ Bytes/Sec │", "│ Byte5/Sec │", "transferRate"],
      ["│ Latency │", "│ Latenc  │", "latency"],
    ] as const) {
      expect(text.includes(from), from).toBe(true);
      const [run] = parse(text.replace(from, to), { format: "autocannon" }) as AutocannonRecord[];
      expect(run![field], to).toBeUndefined();
      expect(run!.warnings, to).toEqual([expect.stringMatching(new RegExp(`^a table line autocannon does not print, not read: "${to.replace(/[|/]/g, "\\$&")}`))]);
      expect({ ...run, warnings: undefined, [field]: undefined }).toEqual({ ...expected, warnings: undefined, [field]: undefined });
    }
  });
});
