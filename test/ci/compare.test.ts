/**
 * `benchparse compare` (#43). The oracle: real wrk runs of one nginx listener (samples/wrk/wrk-compare-*, see
 * samples/wrk/README.md), three with `limit_rate 4m` (baseline) and two with `limit_rate 1m` (slowed on purpose):
 * the slowed runs must fail the gate and name what regressed, two baseline runs must pass it at 20%. Then the
 * gate's rules on made-up runs, and the inputs it reads (text, records, the trackers' files).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CompareInputError, compareRuns, comparisonMarkdown, parse, runsOfInput, type TrackedRun } from "../../src/index.js";
import { root } from "../helpers/samples.js";

const cli = join(root, "dist", "cli.js");
const dir = mkdtempSync(join(tmpdir(), "benchparse-compare-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const run = (...args: string[]) => {
  if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run `npm run build`");
  return spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: "utf8" });
};
const base = (i: number): string => `samples/wrk/wrk-compare-base-run${i}-t2-c20-d3s.txt`;
const slowed = (i: number): string => `samples/wrk/wrk-compare-slowed-run${i}-t2-c20-d3s.txt`;
/** Several runs in one file, as `cat run1.txt run2.txt > side.txt` gives them. */
const joined = (name: string, files: string[]): string => {
  const path = join(dir, name);
  writeFileSync(path, files.map((f) => readFileSync(join(root, f), "utf8")).join(""));
  return path;
};
const NAME = "wrk http://127.0.0.1:18430/body.bin c=20 t=2";

describe("real wrk runs: a server slowed on purpose fails the gate, the same server passes", () => {
  it("slowed vs baseline: exit 1, every throughput and latency figure named as regressed", () => {
    const r = run("compare", base(1), slowed(1));
    expect(r.stderr).toBe("");
    expect(r.status).toBe(1);
    const last = r.stdout.trimEnd().split("\n").at(-1)!;
    expect(last).toBe(`7 regressions past the threshold: ${NAME}: requests/s, bytes/s, mean latency, p50 latency, p75 latency, p90 latency, p99 latency`);
    // the figures as wrk printed them: Requests/sec 2145.89 -> 560.48, Latency avg 9.38ms -> 35.38ms
    expect(r.stdout).toMatch(/requests\/s\s+higher\s+2145\.89 ops\/s\s+560\.48 ops\/s\s+-73\.88%\s+regressed/);
    expect(r.stdout).toMatch(/mean latency\s+lower\s+9\.38 ms\s+35\.38 ms\s+\+277\.19%\s+regressed/);
    // no error on either side: not judged as a regression
    expect(r.stdout).toMatch(/error rate\s+lower\s+0%\s+0%\s+0%\s+same/);
  });

  it("two runs of the baseline server: exit 0 with --threshold 20%", () => {
    const r = run("compare", "--threshold", "20%", base(1), base(2));
    expect(r.status, r.stdout).toBe(0);
    expect(r.stdout.trimEnd().split("\n").at(-1)).toBe("no regression past the threshold (1 pair of runs compared)");
    // within noise, but not identical: every judged change is under 20% (p50 +16.02%, p99 -16.97%)
    const changes = [...r.stdout.matchAll(/ ([+-]\d+(?:\.\d+)?)%\s+(worse|better)/g)].map((m) => Math.abs(Number(m[1])));
    expect(changes.length).toBeGreaterThan(5);
    expect(Math.max(...changes)).toBeLessThan(20);
  });

  it("repeats: three baseline runs against two slowed runs compare medians, and say how many runs", () => {
    const r = run("compare", "--min-runs", "2", "--markdown", joined("base3.txt", [base(1), base(2), base(3)]), joined("slowed2.txt", [slowed(1), slowed(2)]));
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("baseline 3 runs, current 2 runs, medians; threshold 5%");
    // medians by hand: requests/s {2145.89, 1963.49, 1412.87} -> 1963.49; {560.48, 591.52} -> 576
    expect(r.stdout).toContain("| requests/s | higher | 1963.49 ops/s | 576 ops/s | -70.66% | **regressed** |");
    // p50 {7.99, 9.27, 9.08} -> 9.08 ms; {34.85, 32.19} -> 33.52 ms
    expect(r.stdout).toContain("| p50 latency | lower | 9.08 ms | 33.52 ms |");
  });

  it("a disturbed run (run 3: p99 181.61ms) fails a single-run gate; the median of three does not move", () => {
    expect(run("compare", "--threshold", "20%", base(1), base(3)).status).toBe(1);
    const three = joined("base123.txt", [base(1), base(2), base(3)]);
    expect(run("compare", "--threshold", "20%", three, base(2)).status).toBe(0);
  });

  it("--min-runs refuses to judge on fewer runs (exit 2)", () => {
    const r = run("compare", "--min-runs", "2", joined("b.txt", [base(1), base(2)]), slowed(1));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/2 baseline runs and 1 current run, fewer than --min-runs 2: not judged/);
  });

  it("the trackers' files as inputs: -o benchmark-action and -o bmf of each side give the same verdicts", () => {
    for (const [side, file] of [["b", base(1)], ["s", slowed(1)]] as const) {
      expect(run("-o", "benchmark-action", "--out-prefix", join(dir, side), file).status).toBe(0);
      expect(run("-o", "bmf", "--out-prefix", join(dir, side), file).status).toBe(0);
    }
    const fromText = run("compare", base(1), slowed(1)).stdout;
    const fromAction = run("compare", join(dir, "b"), join(dir, "s"));
    const fromBmf = run("compare", join(dir, "b.bmf.json"), join(dir, "s.bmf.json"));
    expect(fromAction.status).toBe(1);
    expect(fromBmf.status).toBe(1);
    expect(fromAction.stdout).toBe(fromText);
    expect(fromBmf.stdout).toBe(fromText);
    // one direction's file alone: its measures only
    const smaller = run("compare", join(dir, "b.smaller.json"), join(dir, "s.smaller.json"));
    expect(smaller.stdout).not.toContain("requests/s");
    expect(smaller.stdout).toContain("p99 latency");
  });

  it("bad input exits 2: a missing file, a file of no load test, an unknown metric, a third operand", () => {
    expect(run("compare", "no-such-file.txt", base(1))).toMatchObject({ status: 2, stderr: expect.stringMatching(/no-such-file\.txt: no such file/) });
    expect(run("compare", "samples/free/busybox-1.35.0-b.txt", base(1))).toMatchObject({ status: 2, stderr: expect.stringMatching(/no load-test run/) });
    expect(run("compare", "--metric", "p99", base(1), base(2))).toMatchObject({ status: 2, stderr: expect.stringMatching(/unknown metric "p99"/) });
    expect(run("compare", base(1), base(2), base(3)).status).toBe(2);
    expect(run("compare", "--threshold", "five", base(1), base(2)).status).toBe(2);
    expect(run("compare", "samples/wrk/README.md", base(1)).status).toBe(2);
  });
});

const runOf = (name: string, values: Record<string, number>): TrackedRun => ({ name, values: new Map(Object.entries(values)), runs: 1 });

describe("the gate's rules", () => {
  it("direction per metric: requests/s down and latency up regress; the opposite improves; within the threshold is only worse or better", () => {
    const c = compareRuns([runOf("a", { throughput: 1000, latency: 10, "latency-p99": 20 })], [runOf("a", { throughput: 900, latency: 8, "latency-p99": 20.5 })], { thresholdPercent: 5 });
    expect(c.pairs[0]!.measures.map((m) => [m.slug, m.changePercent, m.verdict])).toEqual([
      ["throughput", -10, "regressed"],
      ["latency", -20, "improved"],
      ["latency-p99", 2.5, "worse"],
    ]);
    expect(c.regressions).toEqual(["a: requests/s"]);
  });

  it("errors from none: a change from 0 is 'new' and regresses whatever the threshold; 0 to 0 is the same", () => {
    const c = compareRuns([runOf("a", { "error-rate": 0, failed: 0, throughput: 0 })], [runOf("a", { "error-rate": 0.5, failed: 0, throughput: 10 })], { thresholdPercent: 1000 });
    expect(c.pairs[0]!.measures.map((m) => [m.slug, m.changePercent, m.verdict])).toEqual([
      ["throughput", null, "improved"],
      ["failed", 0, "same"],
      ["error-rate", null, "regressed"],
    ]);
  });

  it("max latency is shown, not judged, unless asked for; --metric limits the table; per-metric thresholds", () => {
    const b = [runOf("a", { latency: 10, "latency-max": 100 })];
    const c = [runOf("a", { latency: 10.4, "latency-max": 300 })];
    expect(compareRuns(b, c).regressions).toEqual([]);
    expect(compareRuns(b, c, { metrics: ["latency-max"] }).regressions).toEqual(["a: max latency"]);
    expect(compareRuns(b, c, { metrics: ["latency-max"] }).pairs[0]!.measures).toHaveLength(1);
    expect(compareRuns(b, c, { thresholdPercent: 1, thresholds: { latency: 5 } }).regressions).toEqual([]);
    expect(compareRuns(b, c, { thresholdPercent: 1 }).regressions).toEqual(["a: mean latency"]);
  });

  it("pairs by name; a lone run on each side is paired with a note; runs on one side only are listed", () => {
    const one = compareRuns([runOf("x", { latency: 1 })], [runOf("y", { latency: 1 })]);
    expect(one.notes[0]).toMatch(/paired although the names differ/);
    const some = compareRuns([runOf("x", { latency: 1 }), runOf("y", { latency: 1 })], [runOf("y", { latency: 1 }), runOf("z", { latency: 1 })]);
    expect([some.pairs.map((p) => p.name), some.onlyInBaseline, some.onlyInCurrent]).toEqual([["y"], ["x"], ["z"]]);
    expect(() => compareRuns([runOf("x", { latency: 1 }), runOf("w", { latency: 1 })], [runOf("y", { latency: 1 })])).toThrow(CompareInputError);
  });

  it("Markdown escapes what a name could break a table with", () => {
    const md = comparisonMarkdown(compareRuns([runOf("a|b <c>", { latency: 1 })], [runOf("a|b <c>", { latency: 2 })]));
    expect(md).toContain("#### a\\|b &lt;c&gt;");
    expect(md.split("\n").filter((l) => l.startsWith("| mean latency")).map((l) => l.split(/(?<!\\)\|/).length)).toEqual([8]);
  });
});

describe("inputs", () => {
  const wrkText = readFileSync(join(root, base(1)), "utf8");
  it("text, JSON records, --summary rows and NDJSON give the same run", () => {
    const fromText = runsOfInput(wrkText);
    const records = parse(wrkText);
    const fromRecords = runsOfInput(JSON.stringify(records));
    const fromNdjson = runsOfInput(records.map((r) => JSON.stringify(r)).join("\n"));
    const summary = spawnSync(process.execPath, [cli, "--summary", base(1)], { cwd: root, encoding: "utf8" }).stdout;
    const fromSummary = runsOfInput(summary);
    expect(fromText.kind).toBe("text (wrk)");
    expect([fromRecords.kind, fromNdjson.kind, fromSummary.kind]).toEqual(["records", "records", "records"]);
    for (const other of [fromRecords, fromNdjson]) expect(other.runs).toEqual(fromText.runs);
    // a --summary row has no transport errors (the load-test mapping counts them from the record)
    const withoutErrors = new Map([...fromText.runs[0]!.values].filter(([k]) => k !== "errors"));
    expect(fromSummary.runs).toEqual([{ ...fromText.runs[0]!, values: withoutErrors }]);
    expect(fromText.runs[0]!.values.get("throughput")).toBe(2145.89);
  });

  it("a pasted command line names the run (hey prints neither target nor concurrency)", () => {
    const hey = readFileSync(join(root, "samples/hey/hey-n200-c1.txt"), "utf8");
    expect(runsOfInput(`$ hey -n 200 -c 1 http://127.0.0.1:18080/index.html\n${hey}`).runs[0]!.name).toBe("hey http://127.0.0.1:18080/index.html c=1");
    expect(runsOfInput(hey, { name: "api {tool}" }).runs[0]!.name).toBe("api hey");
  });
});
