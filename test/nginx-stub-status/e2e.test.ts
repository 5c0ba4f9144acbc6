/**
 * End to end: start a real nginx on 127.0.0.1 (own config in a temporary folder, a free port), send a known number
 * of requests between samples of its stub_status page, restart it, and check the parsed counters, rates and
 * segments against what was sent. Outside CI the test is skipped (visibly) when no nginx binary is found; in CI
 * (CI=true, nginx installed by .ci/run) a missing nginx is a failure.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canConnect, freePort } from "../conformance/nginx.js";
import { sleep } from "../conformance/runner.js";
import { parse } from "../../src/index.js";
import type { StubStatusMissing, StubStatusPage, StubStatusRecord } from "../../src/formats/nginx-stub-status/schema.js";

const inCi = process.env.CI === "true";
const nginxBin = [process.env.NGINX, "nginx", "/usr/sbin/nginx", "/usr/local/sbin/nginx"].find(
  (bin) => bin !== undefined && spawnSync(bin, ["-v"], { stdio: "ignore" }).status === 0,
);
if (!nginxBin && !inCi) console.warn("[nginx-stub-status e2e] SKIPPED: no nginx binary found (set NGINX=/path/to/nginx)");

/** Requests sent between two samples. */
const BATCH = 200;

describe.skipIf(!nginxBin && !inCi)("nginx-stub-status: a real nginx on loopback", () => {
  let dir = "";
  let port = 0;
  let nginx: ChildProcess | undefined;
  const log: string[] = [];

  const start = async (): Promise<void> => {
    const child = spawn(nginxBin!, ["-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], { stdio: "ignore" });
    nginx = child;
    for (let i = 0; i < 100; i++) {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${readFileSync(join(dir, "error.log"), "utf8")}`);
      if (await canConnect(port)) return;
      await sleep(50);
    }
    throw new Error("nginx did not start listening within 5 s");
  };
  const stop = async (): Promise<void> => {
    const child = nginx;
    nginx = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  /** One sample as a monitoring loop writes it: an epoch-seconds line (like `date +%s.%N`), then the page. */
  const sample = async (): Promise<void> => {
    const stamp = (Date.now() / 1000).toFixed(3);
    const page = await get(port, "/status");
    log.push(`${stamp}\n${page}`);
  };

  beforeAll(async () => {
    expect(nginxBin, "nginx is required in CI").toBeDefined();
    dir = mkdtempSync(join(tmpdir(), "benchparse-stub-"));
    chmodSync(dir, 0o755);
    port = await freePort();
    writeFileSync(
      join(dir, "nginx.conf"),
      [
        "daemon off;",
        "worker_processes 1;",
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        "events { worker_connections 256; }",
        "http {",
        "  access_log off;",
        ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${dir}/${t};`),
        "  server {",
        `    listen 127.0.0.1:${port};`,
        "    location = /status { stub_status; }",
        '    location / { return 200 "ok\\n"; }',
        "  }",
        "}",
      ].join("\n"),
    );
    await start();
    // Three samples with BATCH requests between them, then a restart and two more samples.
    await sample();
    for (let round = 0; round < 2; round++) {
      await load(port, BATCH);
      await sleep(100);
      await sample();
    }
    await stop();
    await start();
    await sample();
    await load(port, BATCH);
    await sleep(100);
    await sample();
  });

  afterAll(async () => {
    await stop();
    if (dir && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  });

  it("counts exactly the requests and connections sent, and derives the rates from them", () => {
    const records = parse(log.join(""), { format: "nginx-stub-status" }) as StubStatusRecord[];
    expect(records.every((r) => r.kind === "page")).toBe(true);
    const pages = records as StubStatusPage[];
    expect(pages.map((p) => p.segment)).toEqual([0, 0, 0, 1, 1]);

    // A fresh nginx: the readiness probe (a connection that sends nothing) and the status request.
    expect(pages[0]!.counters).toEqual({ acceptedConnections: 2, handledConnections: 2, droppedConnections: 0, requests: 1 });
    for (const i of [1, 2, 4]) {
      const before = pages[i - 1]!;
      const after = pages[i]!;
      // Each request of the batch used its own connection; the status request adds one of each.
      expect(after.counters.requests - before.counters.requests).toBe(BATCH + 1);
      expect(after.counters.acceptedConnections - before.counters.acceptedConnections).toBe(BATCH + 1);
      expect(after.counters.handledConnections - before.counters.handledConnections).toBe(BATCH + 1);
      const seconds = (Date.parse(after.timestamp!) - Date.parse(before.timestamp!)) / 1000;
      expect(after.rates).toBeDefined();
      expect(after.rates!.intervalSeconds).toBeCloseTo(seconds, 6);
      expect(after.rates!.requestsPerSecond).toBeCloseTo((BATCH + 1) / seconds, 6);
      expect(after.rates!.acceptedConnectionsPerSecond).toBeCloseTo((BATCH + 1) / seconds, 6);
      expect(after.rates!.droppedConnectionsPerSecond).toBe(0);
      expect(after.rates!.requestsPerConnection).toBe(1);
      // Only the status request itself is in progress while nginx prints the page.
      expect(after.gauges.activeConnections).toBeGreaterThanOrEqual(1);
      expect(after.gauges.writingConnections).toBeGreaterThanOrEqual(1);
    }
  });

  it("starts a new segment after the restart, with no rate against the old counters", () => {
    const pages = parse(log.join(""), { format: "nginx-stub-status" }) as StubStatusPage[];
    expect(pages[3]!.segment).toBe(1);
    expect(pages[3]!.counters).toEqual({ acceptedConnections: 2, handledConnections: 2, droppedConnections: 0, requests: 1 });
    expect(pages[3]!.rates).toBeUndefined();
  });

  it("records a failed fetch while nginx is down as a missing sample", () => {
    const stamp = (Date.now() / 1000).toFixed(3);
    const down = `${log.slice(0, 3).join("")}${stamp}\ncurl: (7) Failed to connect to 127.0.0.1 port ${port}: Couldn't connect to server\n${log.slice(3).join("")}`;
    const records = parse(down, { format: "nginx-stub-status" }) as StubStatusRecord[];
    expect(records.map((r) => r.kind)).toEqual(["page", "page", "page", "missing", "page", "page"]);
    expect((records[3] as StubStatusMissing).reason).toContain("Couldn't connect");
  });
});


/** GET on a new connection (no keep-alive), so that nginx counts one connection per request. */
function get(p: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: p, path, agent: false, headers: { connection: "close" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => (res.statusCode === 200 ? resolve(body) : reject(new Error(`GET ${path}: HTTP ${res.statusCode}`))));
    });
    req.on("error", reject);
  });
}

/** `n` requests, ten at a time. */
async function load(p: number, n: number): Promise<void> {
  for (let sent = 0; sent < n; sent += 10) {
    await Promise.all(Array.from({ length: Math.min(10, n - sent) }, () => get(p, "/")));
  }
}
