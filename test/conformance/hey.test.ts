/**
 * Conformance of `hey` and `hey-csv`: fresh hey runs against an nginx started here (a free 127.0.0.1 port, one
 * worker, its access log as the oracle), each bounded (a few hundred requests, a 20 s kill).
 *
 * Oracles, per run: the numbers asked for (-n; hey sends c x floor(n/c)); nginx's access log (one line per request:
 * status, $body_bytes_sent, connection serial): the status code distribution and the CSV's rows equal the log's
 * statuses, Total data equals the log's body bytes where the Content-Length is the body (and not where it is not:
 * HEAD, gzip); hey's own arithmetic (report.go): the histogram and status codes count the same requests, Requests/sec x
 * Total is the request count within the 4 decimals. `-o csv` replaces the text summary, so a CSV run and a text run of
 * the same command are compared through the log, not value by value.
 */
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { HeyCsvRecord } from "../../src/formats/hey-csv/schema.js";
import type { HeyRecord } from "../../src/formats/hey/schema.js";
import { extract, parse, summarize } from "../../src/index.js";
import { freePort, startNginx, type LoggedRequest, type Nginx } from "./nginx.js";
import { capture, findTool, needTool, row, sleep, type RowContext } from "./runner.js";

const hey = findTool("hey", "hey", ["hey"], ["-h"], /Usage: hey/);
const nginx = findTool("nginx", "nginx", [process.env.NGINX ?? "nginx", "/usr/sbin/nginx"], ["-v"], /nginx\/(\S+)/);
/** hey prints no version: Debian's package has one. */
const heyVersion = hey.bin ? spawnSync("dpkg-query", ["-W", "-f", "${Version}", "hey"], { encoding: "utf8" }).stdout?.trim() || "(version unknown)" : "(missing)";
const live = `live: hey ${heyVersion} -> nginx ${nginx.version ?? "(missing)"}`;

const PAGE = "x".repeat(599) + "\n";
let server: Nginx | undefined;

function need(rc: RowContext): Nginx {
  needTool(rc.ctx, hey);
  needTool(rc.ctx, nginx);
  if (!server) throw new Error("nginx did not start (see beforeAll)");
  return server;
}

interface Run {
  stdout: string;
  logged: LoggedRequest[];
}

/** Runs hey to completion (killed after 20 s) and collects the access log lines it caused (`expect` of them). */
async function runHey(s: Nginx, args: string[], expect: number): Promise<Run> {
  const start = s.log().length;
  const cap = capture(hey.bin!, args, { timeoutMs: 20_000 });
  if (cap.status !== 0) throw new Error(`${cap.command}: exit ${cap.status}: ${cap.stderr}`);
  let logged = s.log().slice(start);
  for (let i = 0; i < 100 && logged.length < expect; i++) {
    await sleep(50);
    logged = s.log().slice(start);
  }
  return { stdout: cap.stdout, logged };
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

/** The log's statuses as hey's distribution lists them: by code, ascending. */
function statuses(logged: LoggedRequest[]): { status: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const l of logged) counts.set(l.status, (counts.get(l.status) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]).map(([status, count]) => ({ status, count }));
}

/** One text run: detected as hey, complete, its counts against the log and against its own rates. */
function textRun(run: Run, n: number): HeyRecord {
  const records = parse(run.stdout);
  expect(records, "one hey record, detected without help").toHaveLength(1);
  expect(records[0]!.format).toBe("hey");
  const r = records[0] as HeyRecord;
  expect(r.status).toBe("complete");
  expect((r.warnings ?? []).filter((w) => !w.startsWith("DNS+dialup's fastest and slowest")), "no warning but hey 0.1.4's DNS+dialup one").toEqual([]);
  expect(run.logged, "nginx logged one line per request").toHaveLength(n);
  expect(r.requests).toBe(n);
  expect(r.statusCodes, "Status code distribution = the log's statuses").toEqual(statuses(run.logged));
  expect(sum(r.histogram!.map((b) => b.count)), "histogram = responses").toBe(r.responses);
  expect(Math.abs(r.requestsPerSecond! * r.durationSeconds! - n)).toBeLessThanOrEqual(r.requestsPerSecond! * 0.00005 + r.durationSeconds! * 0.00005);
  return r;
}

describe("hey: live captures against nginx", () => {
  beforeAll(async () => {
    if (!hey.bin || !nginx.bin) return;
    server = await startNginx(nginx.bin, {
      accessLog: true,
      files: { "index.html": PAGE, "gz.html": PAGE },
      http: ["keepalive_requests 1000000;"],
      server: [
        // 404 on odd connection serials: with -disable-keepalive, half and half
        'location = /mixed { default_type text/plain; if ($connection ~ "[13579]$") { return 404 "odd\\n"; } return 200 "even\\n"; }',
        // gzip: the body goes out chunked, without a Content-Length
        "location = /gz.html { default_type text/html; gzip on; gzip_types text/html; gzip_min_length 0; }",
      ],
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const v = (format: string, variant: string, fn: (rc: RowContext, s: Nginx) => Promise<string>): void => row({ format, variant, source: live }, async (rc) => fn(rc, need(rc)));

  v("hey", "text: -n 200 -c 10", async (_, s) => {
    const run = await runHey(s, ["-n", "200", "-c", "10", s.url("/index.html")], 200);
    const r = textRun(run, 200);
    expect(r.totalDataBytes, "Total data = sum of $body_bytes_sent (Content-Length = body)").toBe(sum(run.logged.map((l) => l.bodyBytesSent)));
    expect(r.sizePerRequestBytes).toBe(PAGE.length);
    // the same output in a transcript after its command: the command's figures come with it
    const { blocks } = extract(`$ hey -n 200 -c 10 ${s.url("/index.html")}\n${run.stdout}`);
    expect(blocks.map((b) => b.format)).toEqual(["hey"]);
    expect(blocks[0]!.records).toEqual([r]);
    expect(blocks[0]!.command).toMatchObject({ concurrency: 10, requests: 200, url: s.url("/index.html") });
    return `200 log lines = requests = status codes = histogram; Total data ${r.totalDataBytes} B = log body bytes; rate x Total = 200; extract: -c 10 -n 200 from the command`;
  });

  v("hey-csv", "-o csv: -n 200 -c 10", async (_, s) => {
    const run = await runHey(s, ["-n", "200", "-c", "10", "-o", "csv", s.url("/index.html")], 200);
    const rows = parse(run.stdout) as HeyCsvRecord[];
    expect(rows.every((x) => x.format === "hey-csv")).toBe(true);
    expect(rows, "one row per logged request").toHaveLength(run.logged.length);
    expect(rows).toHaveLength(200);
    expect(rows.every((x) => x.statusCode === 200)).toBe(true);
    return "200 rows = 200 log lines, all 200";
  });

  v("hey", "text and -o csv of the same command: -n 100 -c 4 -disable-keepalive /mixed", async (_, s) => {
    const args = ["-n", "100", "-c", "4", "-disable-keepalive", s.url("/mixed")];
    const text = await runHey(s, args, 100);
    const r = textRun(text, 100);
    expect(r.statusCodes!.map((x) => x.status)).toEqual([200, 404]);
    expect(summarize(r)).toMatchObject({ requests: 100, successful: r.statusCodes![0]!.count });
    const csv = await runHey(s, [...args.slice(0, -1), "-o", "csv", args.at(-1)!], 100);
    const rows = parse(csv.stdout) as HeyCsvRecord[];
    const fromRows = statuses(rows.map((x) => ({ status: x.statusCode! }) as LoggedRequest));
    expect(fromRows, "CSV rows' status codes = that run's log").toEqual(statuses(csv.logged));
    // both runs: one connection per request, so the serial parity splits them evenly (within the connections
    // nginx numbered for others between them)
    for (const counts of [r.statusCodes!, fromRows]) expect(Math.abs(counts[0]!.count - counts[1]!.count)).toBeLessThanOrEqual(2);
    return `text: ${r.statusCodes!.map((x) => `[${x.status}] ${x.count}`).join(", ")} = log; csv: ${fromRows.map((x) => `[${x.status}] ${x.count}`).join(", ")} = log`;
  });

  v("hey", "text: -m HEAD -n 50 -c 5 (Total data is Content-Length)", async (_, s) => {
    const run = await runHey(s, ["-m", "HEAD", "-n", "50", "-c", "5", s.url("/index.html")], 50);
    const r = textRun(run, 50);
    expect(sum(run.logged.map((l) => l.bodyBytesSent)), "nginx sent no body").toBe(0);
    expect(r.totalDataBytes, "hey adds each response's Content-Length").toBe(50 * PAGE.length);
    return `log body bytes 0, Total data ${r.totalDataBytes} B = 50 x Content-Length`;
  });

  v("hey", "text: gzip, chunked (no Content-Length): no Total data", async (_, s) => {
    const run = await runHey(s, ["-n", "50", "-c", "5", s.url("/gz.html")], 50);
    const r = textRun(run, 50);
    expect(sum(run.logged.map((l) => l.bodyBytesSent)), "nginx sent gzip bodies").toBeGreaterThan(0);
    expect(r.totalDataBytes).toBeUndefined();
    const plain = textRun(await runHey(s, ["-n", "50", "-c", "5", "-disable-compression", s.url("/gz.html")], 50), 50);
    expect(plain.totalDataBytes, "-disable-compression: nginx sends the page with its length").toBe(50 * PAGE.length);
    return `gzip: no Total data line (log body bytes ${sum(run.logged.map((l) => l.bodyBytesSent))}); -disable-compression: ${plain.totalDataBytes} B`;
  });

  v("hey", "text: nothing listening (-n 40 -c 4)", async () => {
    const port = await freePort();
    const cap = capture(hey.bin!, ["-n", "40", "-c", "4", `http://127.0.0.1:${port}/`], { timeoutMs: 20_000 });
    const [r] = parse(cap.stdout) as HeyRecord[];
    expect(r).toMatchObject({ status: "complete", requests: 40, responses: 0, requestErrors: 40, averageMs: null, fastestMs: null, slowestMs: null, histogram: [], statusCodes: [] });
    expect(r!.errorDistribution!.every((e) => /connect: connection refused/.test(e.message))).toBe(true);
    return `40 errors, ${r!.errorDistribution!.length} message(s); averages null`;
  });
});
