/** The built command line (`npm test` builds dist/ first). */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { root, sample } from "./helpers/samples.js";

const cli = join(root, "dist", "cli.js");
const run = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: root, input, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe("benchparse CLI", () => {
  beforeAll(() => {
    if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run `npm run build` (npm test does it)");
  });

  it("parses a file and prints a JSON array of records", () => {
    const r = run(["samples/ab/ab-plain-n1000-c10.txt"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ format: "ab", requestsPerSecond: 10289.65 });
  });

  it("reads standard input", () => {
    const r = run([], sample("ab/ab-small-n100-c5.txt"));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)[0].completeRequests).toBe(100);
  });

  it("prints one record per line with --ndjson, and strings as printed with --raw", () => {
    const nd = run(["--ndjson", "samples/ab/seed-004-four-runs-no-banner.txt"]);
    expect(nd.stdout.trim().split("\n")).toHaveLength(4);
    const raw = run(["--raw", "samples/ab/ab-plain-n1000-c10.txt"]);
    expect(JSON.parse(raw.stdout)[0]).toMatchObject({ requestsPerSecond: "10289.65 [#/sec] (mean)", timeTakenForTests: "0.097 seconds" });
  });

  it("exits 1 with FILE:LINE:COL, the line and a caret, and no stack trace, on a parse error", () => {
    const r = run(["--format", "ab-csv", "samples/ab/ab-plain-n1000-c10.txt"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^samples\/ab\/ab-plain-n1000-c10\.txt:1:1: ab-csv: /);
    expect(r.stderr).toContain("  This is ApacheBench");
    expect(r.stderr).toContain("  ^");
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("says what it tried when it cannot recognise the input", () => {
    const r = run([], "hello world\n");
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/could not recognise the format \(tried ab, ab-csv, ab-gnuplot/);
  });

  it("exits 2 on usage errors", () => {
    expect(run(["--nope"]).code).toBe(2);
    expect(run(["--format", "nope", "x"]).code).toBe(2);
  });

  it("exits 0 for an aborted ab run: it is a result", () => {
    const r = run(["samples/ab/ab-refused-n10.txt"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)[0]).toMatchObject({ status: "aborted", error: { code: 111 } });
  });

  it("lists formats and shows help", () => {
    expect(run(["--list"]).stdout).toMatch(/^ab\s+ApacheBench/m);
    expect(run(["--help"]).stdout).toContain("Usage: benchparse");
  });

  it("reports a missing file and carries on with the others", () => {
    const r = run(["does-not-exist.txt", "samples/ab/ab-small-n100-c5.txt"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("does-not-exist.txt: no such file");
    expect(JSON.parse(r.stdout)).toHaveLength(1);
  });

  it("writes CSV with a header row", () => {
    const r = run(["--csv", "samples/ab/ab-small-n100-c5.txt"]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\r\n");
    expect(lines[0]).toMatch(/^format,variant,version,(?:[^,]*,)*status,.*,percentiles\.p50Ms,.*,percentiles\.p100Ms(?:,|$)/);
    expect(lines).toHaveLength(3); // header, the run, final empty string
  });

  it("streams NDJSON from standard input, records in the same order as the JSON output", () => {
    const text = sample("nginx-stub-status/series-epoch-restart-ab-r-c5.txt");
    const nd = run(["--ndjson"], text);
    const json = run([], text);
    expect(nd.code).toBe(0);
    expect(nd.stdout.trim().split("\n").map((l) => JSON.parse(l))).toEqual(JSON.parse(json.stdout));
  });

  it("reports a bad piece of a stream with its line and goes on with the rest", () => {
    const text = sample("free/procps-4.0.2-C-s1-c3.txt").replace(/(\nMem:\s+)\d+/, "$1x12");
    const r = run(["--ndjson", "--unit", "k"], text);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^<stdin>:2:\d+: free: /);
    expect(r.stdout.trim().split("\n")).toHaveLength(2);
  });
});

describe("benchparse CLI: the formats' options, from their declarations", () => {
  it("--help has a line for every option every format declares, naming the format", async () => {
    const { formatNames, getFormat } = await import("../src/index.js");
    const help = run(["--help"]).stdout;
    for (const format of formatNames) {
      for (const [key, option] of Object.entries(getFormat(format).options ?? {}) as [string, { flag?: string }][]) {
        const flag = option.flag ?? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        expect(help, `--${flag} of ${format}`).toMatch(new RegExp(`--${flag}\\b[^\\n]*(\\n {20,}[^\\n]*)*${format}:`));
      }
    }
  });

  it("an unknown option is a usage error that lists the valid ones", () => {
    const r = run(["--unti", "m"], "");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Unknown option '--unti'; the options are --format, .*--unit/);
  });

  it("a bad value, or an option of another format than the one forced, is a usage error (exit 2), not a parse error", () => {
    const bad = run(["--unit", "parsecs"], sample("free/procps-4.0.2-C-default.txt"));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^benchparse: --unit "parsecs": Invalid option: expected one of .*"MiB"/);
    const other = run(["-f", "sar", "--date", "2024-01-15", "samples/sar/sar-locale-C.txt"]);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain("--date is an option of atsar, top, not of sar");
    const pairs = run(["--zone-offset", "CST"], "");
    expect(pairs.code).toBe(2);
    expect(pairs.stderr).toContain("--zone-offset takes NAME=VALUE");
  });

  it("values are read as declared: --date-order dmy is DMY, --zone-offset pairs make one record", () => {
    const text = "Linux 6.1.0 (h) \t03/04/2024 \t_x86_64_\t(2 CPU)\n\n12:00:01 AM  CPU  %user\n12:00:02 AM  all  1.00\n";
    const r = run(["--date-order", "dmy", "--ndjson"], text);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout.split("\n")[0]!)).toMatchObject({ date: "2024-04-03" });
  });
});

describe("benchparse CLI: what the records warn of is said on standard error too", () => {
  it("free without its unit flags: the assumed KiB is said once, and not with --quiet", () => {
    const text = sample("free/procps-4.0.2-C-default.txt").repeat(3).replace(/\n(?=\s+total)/g, "\n\n");
    const r = run(["--ndjson"], text);
    expect(r.code).toBe(0);
    expect(r.stderr.match(/free: warning: free prints no unit: KiB \(free's default\) was assumed/g)).toHaveLength(1);
    expect(run(["--ndjson", "-q"], text).stderr).toBe("");
    // the unit given: nothing to say
    expect(run(["--ndjson", "--unit", "k"], text).stderr).toBe("");
  });
});
