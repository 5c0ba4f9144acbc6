/**
 * Live: fresh httperf runs against an nginx started here (127.0.0.1, a free port, one worker), each checked against
 * nginx's access log (status, request length, bytes sent with and without headers, per request) and against what
 * was asked: the replies and their status classes, the per-request byte means (httperf divides in integers), Net
 * I/O (1024-based) from the exact byte counts, the -v -v histogram's median, a refused port's errors. Needs httperf
 * and nginx: outside CI a missing one skips visibly, in CI (.ci/run installs both) it fails.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttperfRecord } from "../../src/formats/httperf/schema.js";
import { parse, summarize } from "../../src/index.js";
import { freePort, startNginx, type Nginx } from "../conformance/nginx.js";
import { capture, findTool, inCI, scratch } from "../conformance/runner.js";

const httperfTool = findTool("httperf", "httperf", ["httperf"], ["--version"], /httperf-(\S+) compiled/);
const nginxTool = findTool("nginx", "nginx", [process.env.NGINX ?? "nginx", "/usr/sbin/nginx"], ["-v"], /nginx\/(\S+)/);
const ready = httperfTool.bin !== undefined && nginxTool.bin !== undefined;
if (!ready && !inCI) console.warn("[httperf] SKIPPED: the live oracle needs httperf and nginx (Debian packages httperf, nginx)");

const PAGE = "x".repeat(599) + "\n";

/** One request as nginx logged it. */
interface Logged {
  status: number;
  requestLength: number;
  bytesSent: number;
  bodyBytesSent: number;
  connection: number;
}

describe.skipIf(!ready && !inCI)("httperf: live runs against nginx's access log", () => {
  let server: Nginx | undefined;
  let logFile = "";
  const read = (): Logged[] =>
    readFileSync(logFile, "utf8")
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => {
        const [status, requestLength, bytesSent, bodyBytesSent, connection] = l.split(" ").map(Number);
        return { status: status!, requestLength: requestLength!, bytesSent: bytesSent!, bodyBytesSent: bodyBytesSent!, connection: connection! };
      });

  /** Runs httperf (stdout and stderr as `> FILE 2>&1`), and the access log lines it caused. */
  const run = async (args: string[]): Promise<{ text: string; rec: HttperfRecord; logged: Logged[] }> => {
    const before = read().length;
    const cap = capture(httperfTool.bin!, ["--server", "127.0.0.1", "--port", String(server!.port), ...args], { merged: true, timeoutMs: 30_000 });
    expect(cap.status, cap.stdout).toBe(0);
    // nginx writes a request's log line as it finishes it
    let logged = read().slice(before);
    for (let i = 0; i < 40 && logged.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      logged = read().slice(before);
    }
    const records = parse(cap.stdout, { format: "httperf" }) as HttperfRecord[];
    expect(records, cap.stdout).toHaveLength(1);
    return { text: cap.stdout, rec: records[0]!, logged };
  };

  /** The report against the access log: counts, classes, integer-divided means, Net I/O from the exact bytes. */
  const checkBytes = (rec: HttperfRecord, logged: Logged[]): void => {
    expect(rec.status).toBe("complete");
    expect(rec.replies).toBe(logged.length);
    expect(rec.requests).toBe(logged.length);
    const classes = (c: number): number => logged.filter((l) => Math.floor(l.status / 100) === c).length;
    expect(rec.replyStatus).toEqual({ "1xx": classes(1), "2xx": classes(2), "3xx": classes(3), "4xx": classes(4), "5xx": classes(5) });
    const sum = (f: (l: Logged) => number): number => logged.reduce((a, l) => a + f(l), 0);
    const requestBytes = sum((l) => l.requestLength);
    const sent = sum((l) => l.bytesSent);
    const body = sum((l) => l.bodyBytesSent);
    expect(rec.requestSizeBytes).toBe(Math.floor(requestBytes / logged.length));
    expect(rec.replySize?.headerBytes).toBe(Math.floor((sent - body) / logged.length));
    expect(rec.replySize?.contentBytes).toBe(Math.floor(body / logged.length));
    // the duration from the request rate (5 significant digits), not from test-duration (3 decimals of a second)
    const seconds = rec.requests! / rec.requestRatePerSecond!;
    const exact = (requestBytes + sent) / seconds;
    expect(Math.abs(rec.netIoBytesPerSecond! - exact)).toBeLessThanOrEqual(0.05 * 1024 + exact * 2e-4);
    expect(Math.abs(rec.netIoBitsPerSecond! - exact * 8)).toBeLessThanOrEqual(0.05e6 + exact * 8 * 2e-4);
    expect(Math.abs(summarize(rec).bytesPerSecond! - sent / seconds)).toBeLessThan(0.01 * (sent / seconds) + 1);
  };

  beforeAll(async () => {
    expect(httperfTool.bin, "httperf is required in CI (Debian package httperf, installed by .ci/run)").toBeDefined();
    expect(nginxTool.bin, "nginx is required in CI").toBeDefined();
    logFile = join(scratch(), "httperf-access.log");
    writeFileSync(logFile, "");
    server = await startNginx(nginxTool.bin!, {
      files: { "index.html": PAGE },
      http: ["log_format httperf '$status $request_length $bytes_sent $body_bytes_sent $connection';", "keepalive_requests 1000000;"],
      server: [`access_log ${logFile} httperf;`, "location = /missing.html { return 404; }", "location = /redirect { return 302 /index.html; }"],
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("a --wlog run of 200, 404 and 302 replies, 4 calls per connection", async () => {
    const wlog = join(scratch(), "uris.wlog");
    writeFileSync(wlog, ["/index.html", "/missing.html", "/redirect", "/index.html"].join("\0") + "\0");
    const { rec, logged } = await run([`--wlog=y,${wlog}`, "--num-conns", "50", "--num-calls", "4"]);
    checkBytes(rec, logged);
    expect(rec.replyStatus).toMatchObject({ "2xx": 100, "3xx": 50, "4xx": 50 });
    expect(new Set(logged.map((l) => l.connection)).size).toBe(rec.connections);
    expect(rec.settings).toMatchObject({ server: "127.0.0.1", port: server!.port, numConns: 50, numCalls: 4 });
  });

  it("a --rate run of one call per connection", async () => {
    const { rec, logged } = await run(["--uri", "/index.html", "--rate", "400", "--num-conns", "200"]);
    checkBytes(rec, logged);
    expect(rec.replySize).toEqual({ headerBytes: logged[0]!.bytesSent - 600, contentBytes: 600, footerBytes: 0, totalBytes: logged[0]!.bytesSent });
    expect(rec.settings?.ratePerSecond).toBe(400);
    expect(summarize(rec)).toMatchObject({ target: `http://127.0.0.1:${server!.port}/index.html`, requests: 200, successful: 200 });
  });

  it("-v -v: the histogram's median bin is the median; the messages stay with the run", async () => {
    const { rec, logged } = await run(["--verbose", "--verbose", "--uri", "/index.html", "--num-conns", "100", "--num-calls", "2"]);
    checkBytes(rec, logged);
    const bins = rec.connectionLifetimeHistogram!;
    const n = bins.reduce((a, b) => a + b.connections, 0);
    expect(n).toBe(100);
    let seen = 0;
    expect(bins.find((b) => (seen += b.connections) >= n / 2)!.binMs).toBe(rec.connectionTime!.medianMs);
    expect(rec.messages).toContainEqual(expect.stringMatching(/^httperf: maximum number of open descriptors = \d+$/));
    expect(rec.settings?.verbose).toBe(true);
  });

  it("a port nothing listens on: every connection refused, no request sent", async () => {
    const port = await freePort();
    const cap = capture(httperfTool.bin!, ["--server", "127.0.0.1", "--port", String(port), "--num-conns", "5"], { merged: true, timeoutMs: 30_000 });
    const [rec] = parse(cap.stdout, { format: "httperf" }) as HttperfRecord[];
    expect(rec).toMatchObject({ status: "complete", connections: 5, requests: 0, replies: 0, errors: { total: 5, connectionsRefused: 5 } });
    expect(summarize(rec!)).toMatchObject({ requests: 0, failed: 0 });
  });
});
