/**
 * `benchparse run`'s monitor specs and its safety rules: only a bare load-test program name runs (never a path,
 * never a file of that name in the current folder), and a status page is any format the registry marks as one.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatNames, getFormat } from "../../src/formats/index.js";
import { parseMonitor, statusPageFormats } from "../../src/run/monitors.js";
import { inWindow, recordTime } from "../../src/run/window.js";
import { root } from "../helpers/samples.js";

const cli = join(root, "dist", "cli.js");

describe("monitor specs", () => {
  it("runs the monitors with fixed arguments, the interval given", () => {
    expect(parseMonitor("vmstat", 2)).toMatchObject({ kind: "program", format: "vmstat", argv: ["vmstat", "-t", "2"] });
    expect(parseMonitor("mpstat", 1)).toMatchObject({ argv: ["mpstat", "-P", "ALL", "1"], env: { S_TIME_FORMAT: "ISO", LC_ALL: "C" } });
    expect(parseMonitor("pidstat=123,456", 1)).toMatchObject({ argv: ["pidstat", "-u", "-r", "-p", "123,456", "1"] });
    expect(parseMonitor("pidstat=nginx", 1)).toMatchObject({ argv: ["pidstat", "-u", "-r", "-C", "nginx", "1"] });
  });

  it("polls any format the registry marks as a status page, by its name or alias", () => {
    const marked = formatNames.filter((f) => getFormat(f).statusPage !== undefined);
    expect(marked).toContain("nginx-stub-status");
    for (const f of marked) expect(parseMonitor(`${f}=http://127.0.0.1:1/s`, 1)).toMatchObject({ kind: "status", format: f, url: "http://127.0.0.1:1/s" });
    expect(statusPageFormats().get("stub")).toBe("nginx-stub-status");
    expect(parseMonitor("stub=http://127.0.0.1:8080/nginx_status", 1).format).toBe("nginx-stub-status");
  });

  it("refuses what it cannot run safely", () => {
    expect(() => parseMonitor("stub=file:///etc/passwd", 1)).toThrow(/http:\/\/ URL/);
    expect(() => parseMonitor("pidstat=-e sh", 1)).toThrow(/pidstat=PID/);
    expect(() => parseMonitor("vmstat=5", 1)).toThrow(/takes no value/);
    expect(() => parseMonitor("rm", 1)).toThrow(/unknown monitor/);
  });
});

describe("the run's window", () => {
  it("takes a sample after start + skip and up to the end", () => {
    const w = { start: 10_000, end: 20_000, skipSeconds: 2 };
    expect([12_000, 12_001, 20_000, 20_001].map((t) => inWindow(t, w))).toEqual([false, true, true, false]);
  });
  it("reads top's clock time on the day nearest to when it was received", () => {
    const received = new Date(2026, 11, 6, 0, 0, 1).getTime();
    expect(recordTime({ time: "23:59:59" }, received)).toBe(new Date(2026, 11, 5, 23, 59, 59).getTime());
    expect(recordTime({ timestamp: "2026-12-06T08:56:13Z" }, 0)).toBe(Date.UTC(2026, 11, 6, 8, 56, 13));
    expect(recordTime({ memUsedBytes: 1 }, 5)).toBeUndefined();
  });
});

describe("benchparse run: usage", () => {
  const run = (args: string[], cwd = root) => spawnSync(process.execPath, [cli, "run", ...args], { encoding: "utf8", cwd, timeout: 20_000 });

  it("never runs a path, a program no load-test format declares, or a file of the program's name", () => {
    expect(run(["--", "/usr/bin/ab", "-n", "1", "http://127.0.0.1:1/"]).status).toBe(2);
    expect(run(["--", "sh", "-c", "true"]).stderr).toMatch(/not a load-test program/);
    const dir = mkdtempSync(join(tmpdir(), "benchparse-run-"));
    try {
      writeFileSync(join(dir, "ab"), "#!/bin/sh\ntouch pwned\n", { mode: 0o755 });
      const r = run(["--", "ab", "-n", "1", "http://127.0.0.1:1/"], dir);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/ab is a file here: a file is never run/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("says what is wrong with a monitor or an interval", () => {
    expect(run(["-m", "nope", "--", "ab", "-n", "1", "http://127.0.0.1:1/"]).stderr).toMatch(/unknown monitor "nope"; the monitors are/);
    expect(run(["--interval", "0.5", "--", "ab", "http://127.0.0.1:1/"]).status).toBe(2);
  });
});

describe("campaign plans", () => {
  it("reads the README's plan, and runs its matrix in order", async () => {
    const { readFileSync } = await import("node:fs");
    const { parsePlan, plannedRuns } = await import("../../src/run/campaign.js");
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const json = /### Campaigns: `run --campaign`[^]*?```json\n([^]*?)```/.exec(readme)![1]!;
    const plan = parsePlan(JSON.parse(json));
    const runs = plannedRuns(plan);
    expect(runs.length).toBe(2 * 3 * 2);
    expect(runs.slice(0, 3).map((r) => `${r.server.name} ${r.concurrency} ${r.repeat} ${r.tool.join(" ")}`)).toEqual([
      "nginx 10 1 wrk -t1 -c10 -d10s --latency http://127.0.0.1:8080/",
      "nginx 10 2 wrk -t1 -c10 -d10s --latency http://127.0.0.1:8080/",
      "nginx 50 1 wrk -t1 -c50 -d10s --latency http://127.0.0.1:8080/",
    ]);
    expect(() => parsePlan({ ...JSON.parse(json), extra: 1 })).toThrow(/Unrecognized key/);
    expect(() => parsePlan({ ...JSON.parse(json), monitors: ["nope"] })).toThrow(/unknown monitor/);
  });
});
