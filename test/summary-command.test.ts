import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extract, isLoadTestRecord, parse, parsePartial, runCommand, summarize } from "../src/index.js";
import { root, sample, sampleFiles } from "./helpers/samples.js";

/**
 * `--summary` and `report` give one run the same target and concurrency: the tool's own, else its command line's
 * (summarize, fed the command the engine read before the output, or the one extract found before the block).
 */
const LOAD_GENERATORS = ["ab", "wrk", "hey", "h2load", "siege", "httperf", "bombardier", "autocannon", "vegeta", "k6"];

const figures = (s: { target?: string; concurrency?: number }): string => `${s.target ?? "-"} c=${s.concurrency ?? "-"}`;

describe("target and concurrency from the command line (--summary as report)", () => {
  it.each([
    ["hey", "$ hey -n 2000 -c 50 http://127.0.0.1:8080/\n", "hey/hey-n2000-c50.txt", "http://127.0.0.1:8080/ c=50"],
    ["siege", "$ siege -c 250 -t 2M http://127.0.0.1:8080/x\n", "siege/pasted-async-micro-bench-siege2.71-ctrl-c.txt", "http://127.0.0.1:8080/x c=250"],
    ["h2load", "$ h2load -n 5000 -c 10 http://127.0.0.1:8081/\n", "h2load/h2load-h1-n5000-c10.txt", "http://127.0.0.1:8081/ c=10"],
  ])("%s: a pasted command line gives what the output does not print", (format, command, file, expected) => {
    const plain = parse(sample(file)).filter(isLoadTestRecord);
    expect(plain.map((r) => summarize(r).target)).toEqual([undefined]); // the tool prints no URL
    const [run] = parse(command + sample(file)).filter(isLoadTestRecord);
    expect(run!.format).toBe(format);
    expect(runCommand(run)?.program).toBe(format);
    expect(figures(summarize(run!))).toBe(expected);
  });

  it("each of siege's six runs gets the command line before it, not the first one", () => {
    const runs = parse(sample("siege/pasted-sharding-six-runs-lifting-before-each.txt")).filter(isLoadTestRecord);
    expect(runs.map((r) => summarize(r).target?.replace("http://localhost:8080/", ""))).toEqual(["read", "insert-batch", "read", "insert-batch", "read", "insert-batch"]);
  });

  it("what the tool printed wins over the command line (siege's users, capped or not, are its own)", () => {
    const [run] = parse(`$ siege -c 9 http://h/\n${sample("siege/pasted-async-micro-bench-siege2.71-ctrl-c.txt")}`).filter(isLoadTestRecord);
    expect(summarize(run!).concurrency).toBe(250);
  });

  // every load-generator sample: parse + summarize (what --summary prints) agrees with extract + report's summarize
  const files = sampleFiles("", (p) => LOAD_GENERATORS.some((f) => p.includes(`/samples/${f}/`)) && !p.endsWith(".md"));
  it(`every load-generator sample (${files.length}): --summary and report agree on each run's target and concurrency`, () => {
    expect(files.length).toBeGreaterThan(200);
    let withCommand = 0;
    for (const file of files) {
      const text = sample(file.slice(join(root, "samples").length + 1));
      const viaSummary = parsePartial(text).records.filter(isLoadTestRecord).map((r) => figures(summarize(r)));
      const viaReport = extract(text).blocks.flatMap((b) => b.records.filter(isLoadTestRecord).map((r) => figures(summarize(r, b.command))));
      if (viaReport.length !== viaSummary.length) continue; // (extract may find other runs in prose; not this test's subject)
      expect(viaSummary, file).toEqual(viaReport);
      if (extract(text).blocks.some((b) => b.command?.url !== undefined || b.command?.concurrency !== undefined)) withCommand++;
    }
    expect(withCommand).toBeGreaterThan(5);
  });

  it("the CLI's --summary prints them (dist/cli.js)", () => {
    const cli = join(root, "dist", "cli.js");
    const r = spawnSync(process.execPath, [cli, "--summary", join(root, "samples/h2load/pasted-nghttp2-howto-rst-indented-bytes-traffic.txt")], { encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject([{ format: "h2load", target: "https://localhost", concurrency: 100 }]);
  });

  it("siege's successful transactions above its transactions give no failed count rather than a crash", () => {
    const [run] = parse(sample("siege/pasted-freecodecamp-siege3.0.5-glued-lines.txt")).filter(isLoadTestRecord);
    const s = summarize(run!);
    expect([s.requests, s.successful, s.failed, s.successRate]).toEqual([26, 27, undefined, undefined]);
  });
});
