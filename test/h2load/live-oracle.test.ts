/**
 * Live: h2load (Debian nghttp2-client) against a throw-away nginx on 127.0.0.1 (HTTP/1.1: `--h1`), each run with
 * `--log-file`: the text report is checked against that log value by value (status classes, time for request
 * min/max/mean, req/s) and against nginx's access log (statuses and bytes sent). Outside CI a missing h2load or nginx
 * skips visibly; in CI it fails (.ci/run installs both).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, type TestContext } from "vitest";
import type { H2loadRecord } from "../../src/formats/h2load/schema.js";
import { parse } from "../../src/index.js";
import { startNginx, type Nginx } from "../conformance/nginx.js";
import { capture, findTool, needTool, scratch } from "../conformance/runner.js";
import { compareWithLog, readLogFile } from "./log-file.js";

const h2load = findTool("h2load", "nghttp2-client", ["h2load"], ["--version"], /h2load nghttp2\/(\S+)/);
const nginx = findTool("nginx", "nginx", [process.env.NGINX ?? "nginx", "/usr/sbin/nginx"], ["-v"], /nginx\/(\S+)/);

let server: Nginx | undefined;
let runs = 0;

/** Runs h2load --h1 with a log file; the record of its text, the log's rows and nginx's log lines of the run. */
function run(ctx: TestContext, args: string[], path: string) {
  const bin = needTool(ctx, h2load);
  needTool(ctx, nginx);
  const logFile = join(scratch(), `h2load-${process.pid}-${++runs}.log.tsv`);
  const before = server!.log().length;
  const out = capture(bin, ["--h1", `--log-file=${logFile}`, ...args, server!.url(path)], { timeoutMs: 30_000 });
  expect(out.status, out.stderr).toBe(0);
  const records = parse(out.stdout, { format: "h2load" }) as H2loadRecord[];
  expect(records).toHaveLength(1);
  return { text: out.stdout, record: records[0]!, rows: readLogFile(readFileSync(logFile, "utf8")), served: server!.log().slice(before) };
}

describe("h2load: live, text against --log-file and nginx's access log", () => {
  beforeAll(async () => {
    if (!h2load.bin || !nginx.bin) return;
    server = await startNginx(nginx.bin, {
      accessLog: true,
      files: { "index.html": "a".repeat(600) },
      http: ["keepalive_requests 1000000;"],
      server: [
        // every status class, by the last hex digit of the random request id
        'location = /mixed { default_type text/plain; if ($request_id ~ "[0-7]$") { return 404 "odd\\n"; } if ($request_id ~ "[89a]$") { return 301 /index.html; } if ($request_id ~ "b$") { return 503 "busy\\n"; } return 200 "even\\n"; }',
      ],
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("-n 3000 -c 4 on a mixed-status page: status classes, request times and req/s agree with the log; statuses and bytes with nginx", (ctx) => {
    const { record, rows, served } = run(ctx, ["-n", "3000", "-c", "4"], "/mixed");
    expect(record).toMatchObject({ status: "complete", mode: "requests", clients: 4, threads: 1, applicationProtocol: "http/1.1", requests: { total: 3000, done: 3000 } });
    const { checked, mismatches } = compareWithLog(record, rows);
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(10);
    // nginx's own count of what it sent
    expect(served).toHaveLength(3000);
    const byClass = (c: number): number => served.filter((r) => Math.floor(r.status / 100) === c).length;
    expect(record.statusCodes).toEqual({ status2xx: byClass(2), status3xx: byClass(3), status4xx: byClass(4), status5xx: byClass(5) });
    expect(Object.values(record.statusCodes!).every((n) => n > 0)).toBe(true);
    expect(record.traffic?.totalBytes).toBe(served.reduce((n, r) => n + r.bytesSent, 0));
    expect(record.traffic?.dataBytes).toBe(served.reduce((n, r) => n + r.bodyBytesSent, 0));
    // over HTTP/1.1 h2load's header bytes are the fields' names and values, not the status line and line ends
    expect(record.traffic?.headersBytes).toBeLessThan(served.reduce((n, r) => n + r.bytesSent - r.bodyBytesSent, 0));
  }, 60_000);

  it("-t 2 -c 4 -D 1 (timing mode): the log has the main duration's requests; req/s is over -D", (ctx) => {
    const { record, rows } = run(ctx, ["-t", "2", "-c", "4", "-D", "1", "--warm-up-time=1"], "/index.html");
    expect(record).toMatchObject({ status: "complete", mode: "duration", threads: 2, clients: 4, warmUpSeconds: 1, mainDurationSeconds: 1 });
    expect(record.phases?.filter((p) => p.phase === "stopped").map((p) => p.thread).sort()).toEqual([0, 1]);
    const { mismatches } = compareWithLog(record, rows);
    expect(mismatches).toEqual([]);
    expect(rows.length).toBe(record.requests?.total);
  }, 60_000);
});
