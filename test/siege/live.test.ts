/**
 * Live oracle: run the real siege against a server in this process (127.0.0.1, a body of known size, a bounded
 * number of requests), once with the classic block and once with the JSON summary, each with an -l log, and check
 * the parsed results against the run's own bytes and against the log row value by value. Needs siege (Debian's
 * `siege`); outside CI a missing one skips visibly, in CI it fails.
 */
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiegeRecord } from "../../src/formats/siege/schema.js";
import { parse } from "../../src/index.js";

const inCI = process.env.CI === "true";
const haveSiege = spawnSync("sh", ["-c", "command -v siege"]).status === 0;
if (!haveSiege && !inCI) console.warn("[siege] siege not installed (apt-get install siege): live oracle tests skipped");

const BODY = 4321;
const USERS = 4;
const REPS = 25;
const MIB = 1024 * 1024;
let dir = "";
let server: Server | undefined;
let url = "";

/** Runs siege with an rc file of its own (no ~/.siege read or written: HOME is the temp folder), 30 s at most. */
function siege(rc: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  const rcFile = join(dir, `${args.join("_").replace(/\W/g, "")}.rc`);
  writeFileSync(rcFile, rc);
  return new Promise((resolve, reject) => {
    execFile("siege", ["-R", rcFile, ...args, url], { encoding: "utf8", timeout: 30_000, env: { ...process.env, HOME: dir, LC_ALL: "C" } }, (err, stdout, stderr) =>
      err ? reject(err) : resolve({ stdout, stderr }),
    );
  });
}

const RC = "verbose = false\ncolor = off\nquiet = false\nshow-logfile = true\nlogging = false\nprotocol = HTTP/1.1\nconnection = close\nbenchmark = true\n";

describe.skipIf(!haveSiege && !inCI)("siege: live oracle against the run's own bytes and its -l log", () => {
  beforeAll(async () => {
    expect(haveSiege, "siege must be installed in CI (apt-get install -y siege)").toBe(true);
    dir = mkdtempSync(join(tmpdir(), "benchparse-siege-"));
    const body = Buffer.alloc(BODY, "s");
    server = createServer((_req, res) => res.writeHead(200, { "content-type": "text/plain", "content-length": BODY }).end(body));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/body.txt`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const check = (rec: SiegeRecord, log: SiegeRecord): void => {
    const requests = USERS * REPS;
    expect(rec.status).toBe("complete");
    expect(rec.transactions).toBe(requests);
    expect(rec.successfulTransactions).toBe(requests);
    expect(rec.failedTransactions).toBe(0);
    // MiB with 2 decimals of exactly requests x BODY body bytes
    expect(Math.abs(rec.dataTransferredBytes! - requests * BODY)).toBeLessThanOrEqual(0.005 * MIB);
    expect(log.shape).toBe("log");
    for (const key of ["transactions", "elapsedSeconds", "successfulTransactions", "failedTransactions"] as const) expect(log[key], key).toBe(rec[key]);
    expect(log.dataTransferredBytes).toBe(Math.floor((requests * BODY) / MIB) * MIB);
    if (rec.elapsedSeconds! > 0) for (const key of ["responseTimeMs", "transactionRatePerSecond", "concurrency"] as const) expect(log[key], key).toBe(rec[key]);
  };

  it("the classic block (stderr) and its log row", async () => {
    const logFile = join(dir, "classic.log");
    const { stdout, stderr } = await siege(`${RC}json_output = false\n`, ["-c", String(USERS), "-r", String(REPS), `--log=${logFile}`]);
    const [rec] = parse(stderr) as SiegeRecord[];
    expect(rec).toMatchObject({ format: "siege", shape: "text", concurrentUsers: USERS });
    expect(rec!.version).toMatch(/^\d+\.\d+/);
    const [log] = parse(readFileSync(logFile, "utf8")) as SiegeRecord[];
    check(rec!, log!);
    expect((parse(stdout) as SiegeRecord[]).find((r) => r.logFile)?.logFile).toBe(logFile);
  });

  it("the JSON summary (stdout) and its log row", async () => {
    const logFile = join(dir, "json.log");
    const { stdout } = await siege(`${RC}json_output = true\n`, ["-c", String(USERS), "-r", String(REPS), `--log=${logFile}`]);
    const recs = parse(stdout) as SiegeRecord[];
    const rec = recs.find((r) => r.shape === "json")!;
    expect(rec.logFile).toBe(logFile);
    const [log] = parse(readFileSync(logFile, "utf8")) as SiegeRecord[];
    check(rec, log!);
  });
});
