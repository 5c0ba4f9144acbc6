/**
 * `benchparse run` live, against a throw-away nginx on 127.0.0.1 (test/conformance/nginx.ts) with wrk at 50
 * connections for 5 s, watched by vmstat, mpstat, free, pidstat (nginx's processes) and the stub_status page. The
 * run summary's CPU, memory, connection and process figures are recomputed here from the monitors' own records in
 * the run's window (recomputed too: start + skip < time <= end from the document's start and end), and the
 * connections checked against what wrk held open. Then Ctrl-C: a SIGINT to `benchparse run` mid-way leaves no
 * monitor or load process behind (checked by pid) and what was measured is printed. Needs the built CLI (npm run
 * build), nginx, wrk, sysstat and procps: missing ones skip visibly, and fail when CI=true.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNginx, type Nginx } from "../conformance/nginx.js";
import { root } from "../helpers/samples.js";
import { alive, descendants, requireTools } from "./processes.js";

const cli = join(root, "dist", "cli.js");
const ready = requireTools("benchparse run live", ["nginx", "wrk", "vmstat", "mpstat", "free", "pidstat"]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Obj = Record<string, any>;
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

describe.skipIf(!ready)("benchparse run: a load test with its monitors", () => {
  let nginx: Nginx;
  let pids = "";
  beforeAll(async () => {
    nginx = await startNginx("nginx", { files: { "index.html": "hello from the run test\n" } });
    const master = readFileSync(join(nginx.dir, "nginx.pid"), "utf8").trim();
    pids = [master, ...descendants(Number(master)).map((p) => p.pid)].join(",");
  });
  afterAll(async () => {
    await nginx?.stop();
  });

  it("summarizes what the monitors measured in the run's window, as their own records say", { timeout: 60_000 }, () => {
    const r = spawnSync(
      process.execPath,
      [cli, "run", "-m", "vmstat", "-m", "mpstat", "-m", "free", "-m", `pidstat=${pids}`, "-m", `stub=${nginx.url("/status")}`, "--skip", "1", "--label", "server=nginx", "--", "wrk", "-t2", "-c50", "-d5s", nginx.url("/")],
      { encoding: "utf8", timeout: 50_000 },
    );
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as Obj;
    expect(doc.format).toBe("benchparse-run");
    expect(doc.labels).toEqual({ server: "nginx" });
    const start = Date.parse(doc.startedAt);
    const end = Date.parse(doc.endedAt);
    // wrk -d5s: its duration as the run's, within a second or two on a loaded machine
    expect(doc.durationSeconds).toBeGreaterThanOrEqual(4.9);
    expect(doc.durationSeconds).toBeLessThan(9);
    const load = doc.load.find((x: Obj) => x.format === "wrk");
    expect(doc.summary.load.requests).toBe(load.requests);
    expect(doc.summary.load.concurrency).toBe(50);

    const monitor = (name: string): Obj => doc.monitors.find((m: Obj) => m.monitor === name);
    const summary = (name: string): Obj => doc.summary.monitors.find((m: Obj) => m.monitor === name);
    /** The window's samples as recomputed here; the document's `window` flags must agree. */
    const windowed = (name: string): Obj[] => {
      const m = monitor(name);
      expect(m.samples.length, `${name} sampled`).toBeGreaterThan(0);
      for (const s of m.samples) {
        const t = Date.parse(s.at);
        // a sample's time is its record's own clock when it prints one (local time without an offset)
        if (typeof s.record.timestamp === "string") expect(t).toBe(Date.parse(s.record.timestamp));
        expect(s.window, `${name} at ${s.at}`).toBe(t > start + 1000 && t <= end);
      }
      const inside = m.samples.filter((s: Obj) => s.window).map((s: Obj) => s.record);
      expect(inside.length, `${name}: samples in the window`).toBeGreaterThanOrEqual(2);
      expect(summary(name).samples).toBe(inside.length);
      return inside;
    };

    // CPU busy = 100 - idle, all-CPU rows; per CPU the max
    const mp = windowed("mpstat");
    const all = mp.filter((x) => x.key === "all").map((x) => 100 - x.cpuIdlePercent);
    expect(summary("mpstat").cpu.busyMeanPercent).toBeCloseTo(mean(all), 9);
    expect(summary("mpstat").cpu.busyMaxPercent).toBe(Math.max(...all));
    const cpus = [...new Set(mp.filter((x) => x.key !== "all").map((x) => x.key as string))];
    expect(cpus.length).toBeGreaterThan(0);
    for (const c of cpus) expect(summary("mpstat").cpu.perCpuMaxPercent[c]).toBe(Math.max(...mp.filter((x) => x.key === c).map((x) => 100 - x.cpuIdlePercent)));

    const vm = windowed("vmstat");
    expect(vm.every((x) => x.sinceBoot === false)).toBe(true);
    expect(summary("vmstat").cpu.busyMeanPercent).toBeCloseTo(mean(vm.map((x) => 100 - x.cpuIdlePercent)), 9);
    expect(summary("vmstat").runQueue.max).toBe(Math.max(...vm.map((x) => x.runQueueLength)));
    expect(summary("vmstat").contextSwitchesPerSecond.mean).toBeCloseTo(mean(vm.map((x) => x.contextSwitchesPerSecond)), 9);

    // memory used: free's used column, max and last - first
    const fr = windowed("free").map((x) => x.memUsedBytes as number);
    expect(summary("free").memory.usedMaxBytes).toBe(Math.max(...fr));
    expect(summary("free").memory.usedChangeBytes).toBe(fr.at(-1)! - fr[0]!);

    // the status page: wrk held 50 connections open (plus the poll's own)
    const stub = windowed("nginx-stub-status");
    const active = stub.map((x) => x.gauges.activeConnections as number);
    expect(summary("nginx-stub-status").server.activeConnectionsMax).toBe(Math.max(...active));
    expect(Math.max(...active)).toBeGreaterThanOrEqual(50);
    expect(Math.max(...active)).toBeLessThanOrEqual(52);
    const rates = stub.filter((x) => x.rates).map((x) => x.rates.requestsPerSecond as number);
    expect(summary("nginx-stub-status").server.requestsPerSecond.mean).toBeCloseTo(mean(rates), 6);
    // nginx counted what wrk sent: its requests between the first and last page are at most wrk's (+ the polls)
    const counted = stub.at(-1)!.counters.requests - stub[0]!.counters.requests;
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThanOrEqual(load.requests + stub.length);

    // pidstat: the nginx processes' CPU % summed per time, RSS summed per time
    const ps = windowed("pidstat");
    const byTime = (field: string): number[] => {
      const m = new Map<string, number>();
      for (const x of ps) if (typeof x[field] === "number") m.set(x.timestamp, (m.get(x.timestamp) ?? 0) + x[field]);
      return [...m.values()];
    };
    if (byTime("cpuPercent").length) expect(summary("pidstat").process.cpuPercent.max).toBe(Math.max(...byTime("cpuPercent")));
    expect(summary("pidstat").process.rssMaxBytes).toBe(Math.max(...byTime("rssBytes")));
    expect(doc.warnings).toEqual([]);
  });

  it("Ctrl-C: no monitor or load process is left, and what was measured is printed", { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, [cli, "run", "-m", "vmstat", "-m", "mpstat", "-m", "free", "-m", `stub=${nginx.url("/status")}`, "--", "wrk", "-t1", "-c10", "-d30s", nginx.url("/")], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c));
    child.stderr.on("data", (c: Buffer) => (stderr += c));
    const closed = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    // every process it started, by pid, once all are up (wrk, vmstat, mpstat, free)
    let started: { pid: number; command: string }[] = [];
    for (let i = 0; i < 100 && started.length < 4; i++) {
      await sleep(100);
      started = descendants(child.pid!);
    }
    expect(started.map((p) => p.command.split(" ")[0]).sort()).toEqual(["free", "mpstat", "vmstat", "wrk"]);
    await sleep(2500);
    child.kill("SIGINT");
    const code = await closed;
    expect(code).toBe(130);
    expect(stderr).toMatch(/SIGINT: stopped; what was measured is written/);
    for (const p of started) expect(alive(p.pid), `${p.command} (pid ${p.pid}) still running`).toBe(false);
    const doc = JSON.parse(stdout) as Obj;
    // stopped well before wrk's 30 s, with wrk's own report of what it did
    expect(doc.durationSeconds).toBeLessThan(15);
    expect(doc.summary.load.format).toBe("wrk");
    expect(doc.summary.load.requests).toBeGreaterThan(0);
    const vm = doc.summary.monitors.find((m: Obj) => m.monitor === "vmstat");
    expect(vm.samples).toBeGreaterThan(0);
  });
});
