/**
 * -o benchmark-action and -o bmf (#43): the output of every load generator's sample (and of ab -g files) is what
 * the two consumers take: github-action-benchmark's own zod schema and file check (test/fixtures/consumers/,
 * copied from its src/extract.ts), and Bencher's BMF JSON Schema (bmf.json, checked with the small draft-07
 * validator in json-schema.ts). Values are checked against what the tools printed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MetricsWriter, formatNames, formats, parsePartial, type BenchmarkActionEntry, type BmfDocument } from "../../src/index.js";
import { extractCustomBenchmarkResult } from "../fixtures/consumers/github-action-benchmark-schema.js";
import { root, sampleFiles } from "../helpers/samples.js";
import { validate } from "./json-schema.js";

const fixture = (name: string): string => readFileSync(join(root, "test", "fixtures", "consumers", name), "utf8");
const BMF_SCHEMA = JSON.parse(fixture("bencher-bmf.schema.json")) as Record<string, unknown>;
/** The units github-action-benchmark converts (src/normalizeValueByUnit.ts) that we use, and the ones it compares as they are. */
const UNITS = ["ms", "ops/s", "B/s", "requests", "%"];

const isInput = (p: string): boolean => !/(^|\/)(README|MANIFEST)\.md$|\.conf$|\.sh$|\.expected\.json$/.test(p);
/** The load generators, and ab -g (its summary is a run). */
const FORMATS = [...formatNames.filter((n) => formats[n].role === "load-test"), "ab-gnuplot" as const, "hey-csv" as const];
const filesOf = (name: (typeof FORMATS)[number]): string[] => {
  const t = formats[name].testing!;
  return sampleFiles(t.samples.replace(/^samples\/?/, ""), (p) => isInput(p) && (t.files ?? /\.txt$/).test(p));
};

/** The tracker output of one sample, through the writer the CLI uses. */
function track(file: string, format: string, output: "bmf" | "benchmark-action"): { text: string; files: Map<string, string>; runs: number } {
  const { records } = parsePartial(readFileSync(file, "utf8"), { format: format as never });
  const w = new MetricsWriter({ output, outPrefix: output === "benchmark-action" ? "P" : undefined });
  w.input(file);
  for (const r of records) w.write(r);
  const text = w.end();
  return { text, files: new Map(w.files.map((f) => [f.path, f.text])), runs: w.written };
}

describe("the validator and the action's check are not blind", () => {
  it("BMF: Bencher's own adapter test document passes; documents missing or mistyping value fail", () => {
    expect(validate(BMF_SCHEMA, JSON.parse(fixture("bencher-report_latency.json")))).toEqual([]);
    expect(validate(BMF_SCHEMA, { b: { latency: { lower_value: 1 } } })).toEqual(['/b/latency: missing required "value"']);
    expect(validate(BMF_SCHEMA, { b: { latency: { value: "1" } } })).toHaveLength(1);
    expect(validate(BMF_SCHEMA, { b: { latency: { value: 1, upper_value: null } } })).toHaveLength(1);
    expect(validate(BMF_SCHEMA, { b: [1] })).toHaveLength(1);
    expect(validate(BMF_SCHEMA, [])).toHaveLength(1);
  });
  it("github-action-benchmark: its own test inputs pass, an object or a missing name fails", () => {
    expect(extractCustomBenchmarkResult(fixture("github-action-benchmark-customSmallerIsBetter_output2.json"))[0]).toEqual({ name: "No instrumentation", unit: "ns", value: 90.9439, range: "0.519165" });
    expect(extractCustomBenchmarkResult(fixture("github-action-benchmark-customBiggerIsBetter_output.json"))).toHaveLength(2);
    expect(() => extractCustomBenchmarkResult("{}")).toThrow(/must be JSON file containing an array/);
    expect(() => extractCustomBenchmarkResult('[{"value":1,"unit":"ms"}]')).toThrow(/must be JSON file/);
  });
});

describe.each(FORMATS)("%s samples as tracker JSON", (format) => {
  const files = filesOf(format);
  let withRuns = 0;
  afterAll(() => {
    // every load generator has samples that give runs (a usage text or a refused run may give none)
    expect(withRuns, `${format}: samples with runs`).toBeGreaterThan(0);
  });

  it.each(files.map((f) => [f.slice(root.length + 1), f]))("%s", (_, file) => {
    const bmf = track(file, format, "bmf");
    const action = track(file, format, "benchmark-action");
    expect(action.runs).toBe(bmf.runs);
    const doc = JSON.parse(bmf.text) as BmfDocument;
    expect(validate(BMF_SCHEMA, doc)).toEqual([]);
    const bigger = action.files.get("P.bigger.json")!;
    const smaller = action.files.get("P.smaller.json")!;
    for (const text of [bigger, smaller]) {
      const parsed = extractCustomBenchmarkResult(text);
      const raw = JSON.parse(text) as BenchmarkActionEntry[];
      // what z.coerce would hide: a value that is not a finite number (NaN as null becomes 0), a unit it would stringify
      for (const e of raw) {
        expect(typeof e.value === "number" && Number.isFinite(e.value), e.name).toBe(true);
        expect(UNITS).toContain(e.unit);
        expect(e.range === undefined || /^± \d/.test(e.range), e.range).toBe(true);
      }
      expect(parsed.map((e) => e.name)).toEqual(raw.map((e) => e.name));
      expect(new Set(raw.map((e) => e.name)).size, "names are unique in a file").toBe(raw.length);
    }
    if (Object.keys(doc).length === 0) {
      expect([bigger, smaller]).toEqual(["[]\n", "[]\n"]);
      return;
    }
    withRuns++;
    // the two outputs hold the same runs and measures
    const entries = [...(JSON.parse(bigger) as BenchmarkActionEntry[]), ...(JSON.parse(smaller) as BenchmarkActionEntry[])];
    const benchmarks = Object.keys(doc);
    expect(new Set(entries.map((e) => e.name.slice(0, e.name.lastIndexOf(": "))))).toEqual(new Set(benchmarks));
    expect(entries.length).toBe(benchmarks.reduce((n, b) => n + Object.keys(doc[b]!).length, 0));
    for (const b of benchmarks) expect(b.startsWith(format), b).toBe(true);
  });
});

describe("values as the tools printed them", () => {
  it("wrk --latency: Requests/sec, Transfer/sec, the Latency row and its distribution", () => {
    // samples/wrk/wrk-latency-t2-c10-d3s.txt: Latency 575.35us ... 46.84ms; 50% 75.00us ... 99% 6.73ms;
    // Requests/sec: 92076.09; Transfer/sec: 73.59MB
    const file = join(root, "samples/wrk/wrk-latency-t2-c10-d3s.txt");
    const doc = JSON.parse(track(file, "wrk", "bmf").text) as BmfDocument;
    expect(Object.keys(doc)).toEqual(["wrk http://127.0.0.1:18080/index.html c=10 t=2"]);
    const m = doc["wrk http://127.0.0.1:18080/index.html c=10 t=2"]!;
    expect(m.throughput).toEqual({ value: 92076.09 });
    expect(m["bytes-per-second"]).toEqual({ value: Math.round(73.59 * 1024 * 1024) });
    expect(m.latency).toEqual({ value: 575_350 }); // ns
    expect(m["latency-p50"]).toEqual({ value: 75_000 });
    expect(m["latency-p99"]).toEqual({ value: 6_730_000 });
    expect(m["latency-max"]).toEqual({ value: 46_840_000 });
    expect(m["error-rate"]).toEqual({ value: 0 });
    const smaller = JSON.parse(track(file, "wrk", "benchmark-action").files.get("P.smaller.json")!) as BenchmarkActionEntry[];
    expect(smaller.find((e) => e.name.endsWith(": p99 latency"))).toMatchObject({ name: "wrk http://127.0.0.1:18080/index.html c=10 t=2: p99 latency", value: 6.73, unit: "ms" });
  });

  it("hey with a pasted command line: the target and concurrency come from it; non-2xx counted", () => {
    const text = readFileSync(join(root, "samples/hey/hey-non2xx-mixed-n2000-c20-disable-keepalive.txt"), "utf8");
    const w = new MetricsWriter({ output: "bmf" });
    for (const r of parsePartial(`$ hey -n 2000 -c 20 -disable-keepalive http://127.0.0.1:18001/mixed\n${text}`, { format: "hey" }).records) w.write(r);
    const doc = JSON.parse(w.end()) as BmfDocument;
    const [name] = Object.keys(doc);
    expect(name).toBe("hey http://127.0.0.1:18001/mixed c=20");
    const statuses = [...text.matchAll(/\[(\d{3})\]\s+(\d+) responses/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    const non2xx = statuses.filter(([s]) => s < 200 || s > 299).reduce((n, [, c]) => n + c, 0);
    expect(non2xx).toBeGreaterThan(0);
    expect(doc[name!]!["non-2xx"]).toEqual({ value: non2xx });
  });

  it("repeats of one test are one entry: the median, the runs' spread as range and lower/upper values", () => {
    const a = join(root, "samples/wrk/wrk-latency-t2-c10-d3s.txt");
    const b = join(root, "samples/wrk/wrk-t2-c10-d3s.txt");
    const text = `${readFileSync(a, "utf8")}\n${readFileSync(b, "utf8")}`;
    const w = new MetricsWriter({ output: "bmf" });
    for (const r of parsePartial(text, { format: "wrk" }).records) w.write(r);
    const doc = JSON.parse(w.end()) as BmfDocument;
    // 92076.09 and 75044.41 requests/s (the two files' Requests/sec)
    expect(Object.values(doc)[0]!.throughput).toEqual({ value: (92076.09 + 75044.41) / 2, lower_value: 75044.41, upper_value: 92076.09 });
  });
});

describe("hey -o csv: one run of its rows", () => {
  it("mean, max, nearest-rank percentiles and non-2xx of the rows, counted here from the CSV text", () => {
    const file = join(root, "samples/hey/hey-csv-o-mixed-n40-c4-disable-keepalive.csv");
    const rows = readFileSync(file, "utf8").trim().split("\n").slice(1).map((l) => l.split(","));
    const ms = rows.map((r) => Math.round(Number(r[0]) * 1e7) / 1e4).sort((a, b) => a - b);
    const rank = (p: number): number => ms[Math.ceil((rows.length * p) / 100) - 1]!;
    const doc = JSON.parse(track(file, "hey-csv", "bmf").text) as BmfDocument;
    expect(Object.keys(doc)).toEqual(["hey-csv"]);
    const m = doc["hey-csv"]!;
    expect(m["latency-p50"]!.value).toBeCloseTo(rank(50) * 1e6, 3);
    expect(m["latency-p99"]!.value).toBeCloseTo(rank(99) * 1e6, 3);
    expect(m["latency-max"]!.value).toBeCloseTo(ms.at(-1)! * 1e6, 3);
    expect(m.latency!.value).toBeCloseTo((ms.reduce((a, b) => a + b, 0) / ms.length) * 1e6, 0);
    const non2xx = rows.filter((r) => !/^2\d\d$/.test(r[6]!)).length;
    expect(non2xx).toBeGreaterThan(0);
    expect(m["non-2xx"]).toEqual({ value: non2xx });
    expect(m.throughput).toBeUndefined();
  });
});

describe("CLI", () => {
  const cli = join(root, "dist", "cli.js");
  const dir = mkdtempSync(join(tmpdir(), "benchparse-43-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (...args: string[]) => {
    if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run `npm run build`");
    return spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: "utf8" });
  };

  it("-o benchmark-action --out-prefix writes the two files; without it, a usage error that says why", () => {
    const r = run("-o", "benchmark-action", "--out-prefix", join(dir, "wrk"), "--name", "api c={concurrency}", "samples/wrk/wrk-latency-t2-c10-d3s.txt");
    expect(r.stderr).toBe("");
    expect([r.status, r.stdout]).toEqual([0, ""]);
    const bigger = extractCustomBenchmarkResult(readFileSync(join(dir, "wrk.bigger.json"), "utf8"));
    expect(bigger.map((e) => e.name)).toEqual(["api c=10: requests/s", "api c=10: bytes/s"]);
    expect(extractCustomBenchmarkResult(readFileSync(join(dir, "wrk.smaller.json"), "utf8")).length).toBeGreaterThan(4);
    const bare = run("-o", "benchmark-action", "samples/wrk/wrk-latency-t2-c10-d3s.txt");
    expect(bare.status).toBe(2);
    expect(bare.stderr).toMatch(/--out-prefix P/);
  });

  it("-o bmf to standard output; --name with an unknown placeholder and --out-prefix without a tracker output are usage errors", () => {
    const r = run("-o", "bmf", "samples/ab/ab-oracle-n3000-c20.tsv");
    expect(r.status).toBe(0);
    expect(validate(BMF_SCHEMA, JSON.parse(r.stdout))).toEqual([]);
    expect(Object.keys(JSON.parse(r.stdout) as object)).toEqual(["ab-gnuplot"]);
    expect(run("-o", "bmf", "--name", "{url}", "samples/wrk/wrk-t2-c10-d3s.txt")).toMatchObject({ status: 2, stderr: expect.stringMatching(/unknown placeholder \{url\}/) });
    expect(run("--out-prefix", "x", "samples/wrk/wrk-t2-c10-d3s.txt").status).toBe(2);
    expect(run("-o", "bmf", "--label", "a=b", "samples/wrk/wrk-t2-c10-d3s.txt")).toMatchObject({ status: 2, stderr: expect.stringMatching(/--label and --time do not apply to -o bmf/) });
  });

  it("a monitor's output alone: no run, said, exit 1", () => {
    const r = run("-o", "bmf", "samples/free/busybox-1.35.0-b.txt");
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/free records have no metric mapping|none written/);
  });
});
