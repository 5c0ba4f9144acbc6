/**
 * Conformance of `ab`, `ab-csv` and `ab-gnuplot`: fresh ab runs in its modes against an nginx started here (a free
 * 127.0.0.1 port, one worker, access log and stub_status as oracles), then the public corpus.
 *
 * Oracles, per run: the numbers we asked for (-n, -c, the 600-byte page); nginx's access log (one line per request:
 * status, bytes sent with and without headers, connection serial); nginx's stub_status counters before and after
 * (read with nginx-tests' regex, not our grammar); ab's own -g file (the percentile table must equal
 * percentile(ttime, "ab"), and the Connection Times min/median/max must equal the -g columns') and -e file; ab's
 * own formulas for the rates, within the rounding of the printed time.
 */
import { format as formatDate } from "date-fns";
import { readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { detect, parse, percentiles, safeParse } from "../../src/index.js";
import type { AbCsvRecord } from "../../src/formats/ab-csv/schema.js";
import type { AbGnuplotRecord } from "../../src/formats/ab-gnuplot/schema.js";
import type { AbConnectionRow, AbRecord } from "../../src/formats/ab/schema.js";
import { freePort, startNginx, stubCounters, type LoggedRequest, type Nginx } from "./nginx.js";
import { capture, captureAsync, corpusFiles, corpusPresent, corpusText, findTool, needTool, row, scratch, sleep, type Capture, type RowContext } from "./runner.js";

const ab = findTool("ab", "apache2-utils", ["ab"], ["-V"], /ApacheBench, Version (\S+)/);
const nginx = findTool("nginx", "nginx", [process.env.NGINX ?? "nginx", "/usr/sbin/nginx"], ["-v"], /nginx\/(\S+)/);
const live = `live: ab ${ab.version ?? "(missing)"} -> nginx ${nginx.version ?? "(missing)"}`;

const PAGE = "x".repeat(599) + "\n";
const BODY = '{"benchmark":"benchparse","value":42}\n';

let server: Nginx | undefined;

/** The server, after checking that both tools are there (skip outside CI, fail in CI). */
function need(rc: RowContext): Nginx {
  needTool(rc.ctx, ab);
  needTool(rc.ctx, nginx);
  if (!server) throw new Error("nginx did not start (see beforeAll)");
  return server;
}

interface Run {
  cap: Capture;
  record: AbRecord;
  n: number;
  c: number;
  /** Access log lines written during the run. */
  logged: LoggedRequest[];
  before: ReturnType<typeof stubCounters>;
  after: ReturnType<typeof stubCounters>;
  startedSeconds: number;
  endedSeconds: number;
  gnuplot?: AbGnuplotRecord[];
  csv?: AbCsvRecord;
}

const runs = new Map<string, Promise<Run>>();

/**
 * Runs ab once per label (rows of the same capture share it), stdout and stderr merged as `> FILE 2>&1` would, with
 * -g/-e files in a scratch folder when asked; `interruptAfter` sends SIGINT (as ^C would) once the output matches.
 */
function runAb(s: Nginx, label: string, args: string[], opts: { n: number; c: number; g?: boolean; e?: boolean; interruptAfter?: RegExp }): Promise<Run> {
  let p = runs.get(label);
  if (!p) {
    p = (async () => {
      const g = join(scratch(), `${label}.tsv`);
      const e = join(scratch(), `${label}.csv`);
      const extra = [...(opts.g ? ["-g", g] : []), ...(opts.e ? ["-e", e] : [])];
      const before = stubCounters(await s.status());
      const logStart = s.log().length;
      const startedSeconds = Math.floor(Date.now() / 1000);
      const job = captureAsync(ab.bin!, [...extra, ...args], { merged: true, timeoutMs: 20_000 });
      if (opts.interruptAfter) {
        for (let i = 0; i < 600 && !opts.interruptAfter.test(job.peek()); i++) await sleep(25);
        job.child.kill("SIGINT");
      }
      const cap = await job.done;
      const endedSeconds = Math.ceil(Date.now() / 1000);
      // nginx writes a request's log line when it finalizes it; give the last ones a moment.
      let logged = s.log().slice(logStart);
      for (let i = 0; i < 100 && logged.length < opts.n && !opts.interruptAfter && !args.includes("-t"); i++) {
        await sleep(50);
        logged = s.log().slice(logStart);
      }
      const after = stubCounters(await s.status());
      const records = parse(cap.stdout, { source: label });
      expect(records, "one ab record, detected without help").toHaveLength(1);
      expect(records[0]!.format).toBe("ab");
      const run: Run = { cap, record: records[0] as AbRecord, n: opts.n, c: opts.c, logged, before, after, startedSeconds, endedSeconds };
      if (opts.g) {
        const rows = parse(readFileSync(g, "utf8"), { source: `${label}.tsv` });
        expect(rows.every((r) => r.format === "ab-gnuplot")).toBe(true);
        run.gnuplot = rows as AbGnuplotRecord[];
      }
      if (opts.e) {
        const csv = parse(readFileSync(e, "utf8"), { source: `${label}.csv` });
        expect(csv).toHaveLength(1);
        expect(csv[0]!.format).toBe("ab-csv");
        run.csv = csv[0] as AbCsvRecord;
      }
      return run;
    })();
    runs.set(label, p);
  }
  return p;
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

function between(v: number | null | undefined, lo: number, hi: number, what: string): void {
  expect(v, what).toBeTypeOf("number");
  expect(v!, `${what}: ${v} not in [${lo}, ${hi}]`).toBeGreaterThanOrEqual(lo - 1e-9);
  expect(v!, `${what}: ${v} not in [${lo}, ${hi}]`).toBeLessThanOrEqual(hi + 1e-9);
}

/** ab's formulas (ab.c output_results) with the printed time, whose true value is within +-0.0005 s. */
function checkRates(r: AbRecord, c: number): string {
  const t = r.timeTakenSeconds!;
  const done = r.completeRequests!;
  expect(t).toBeGreaterThan(0.0005);
  const [tLo, tHi] = [t - 0.0005, t + 0.0005];
  between(r.requestsPerSecond, done / tHi - 0.005, done / tLo + 0.005, "Requests per second = done / t");
  between(r.timePerRequestMs, (c * tLo * 1000) / done - 0.0005, (c * tHi * 1000) / done + 0.0005, "Time per request = c * t * 1000 / done");
  between(r.timePerRequestAcrossAllMs, (tLo * 1000) / done - 0.0005, (tHi * 1000) / done + 0.0005, "Time per request (across all) = t * 1000 / done");
  const total = r.totalTransferredBytes!;
  between(r.transferRateBytesPerSecond, total / tHi - 0.005 * 1024, total / tLo + 0.005 * 1024, "Transfer rate = total / 1024 / t (KiB/s)");
  return `rates = ab's formulas at t=${t}s`;
}

/** Counts against the access log and stub_status, for runs where every request sent was completed. */
function checkAgainstServer(run: Run, path: string): string {
  const { record: r, n, c, logged, before, after } = run;
  expect(r).toMatchObject({ status: "complete", completeRequests: n, concurrencyLevel: c, serverHostname: "127.0.0.1", serverPort: server!.port, documentPath: path });
  expect(r.serverSoftware).toBe(`nginx/${nginx.version}`);
  expect(r.version).toBe(ab.version);
  expect(logged, "nginx logged one line per request").toHaveLength(n);
  expect(r.totalTransferredBytes, "Total transferred = sum of $bytes_sent").toBe(sum(logged.map((l) => l.bytesSent)));
  expect(r.htmlTransferredBytes, "HTML transferred = sum of $body_bytes_sent").toBe(sum(logged.map((l) => l.bodyBytesSent)));
  const non2xx = logged.filter((l) => l.status < 200 || l.status > 299).length;
  expect(r.non2xxResponses ?? 0, "Non-2xx responses = log lines with a non-2xx status").toBe(non2xx);
  // stub_status: the `after` status request counts itself; ab may open up to c-1 spare connections that send nothing.
  const connections = new Set(logged.map((l) => l.connection)).size;
  expect(after.requests - before.requests, "stub_status requests delta").toBe(n + 1);
  between(after.accepts - before.accepts, connections + 1, connections + c + 1, "stub_status accepts delta");
  return `n=${n} c=${c}: ${n} log lines, bytes = log sums (${r.totalTransferredBytes} B), stub_status +${after.requests - before.requests} requests`;
}

/** Connection Times against the -g columns: min and max exactly, median exactly for even n, mean within 1 ms. */
function checkTableAgainstGnuplot(r: AbRecord, rows: AbGnuplotRecord[]): void {
  const ct = r.connectionTimes!;
  const columns: [string, AbConnectionRow | undefined, number[]][] = [
    ["connect", ct.connect, rows.map((x) => x.ctimeMs)],
    ["processing", ct.processing, rows.map((x) => x.dtimeMs)],
    ["waiting", ct.waiting, rows.map((x) => x.waitMs)],
    ["total", ct.total, rows.map((x) => x.ttimeMs)],
  ];
  for (const [name, printed, values] of columns) {
    expect(printed, `${name} row`).toBeDefined();
    const sorted = [...values].sort((a, b) => a - b);
    expect(printed!.minMs, `${name} min`).toBe(sorted[0]);
    expect(printed!.maxMs, `${name} max`).toBe(sorted.at(-1));
    // ab: mean of microseconds, rounded; each -g value is rounded, so the two means differ by at most 1 ms.
    between(printed!.meanMs, sum(values) / values.length - 1, sum(values) / values.length + 1, `${name} mean`);
    // ab's median is stats[n/2] for even n (the average of two neighbours for odd n); rounding is monotonic.
    if (printed!.medianMs !== undefined && values.length % 2 === 0) expect(printed!.medianMs, `${name} median`).toBe(sorted[values.length / 2]);
  }
}

function checkPercentiles(r: AbRecord, rows: AbGnuplotRecord[]): string {
  const printed = r.percentiles!;
  expect(printed.map((p) => p.percent)).toEqual([50, 66, 75, 80, 90, 95, 98, 99, 100]);
  const computed = percentiles(rows.map((x) => x.ttimeMs), printed.map((p) => p.percent), "ab");
  expect(computed, "percentile(ttime, p, 'ab') for each printed p").toEqual(printed.map((p) => p.ms));
  return `percentile table = percentile(-g ttime, "ab") (${printed.map((p) => `${p.percent}%=${p.ms}`).join(" ")})`;
}

describe("ab: live captures against nginx", () => {
  beforeAll(async () => {
    if (!ab.bin || !nginx.bin) return;
    writeFileSync(join(scratch(), "body.json"), BODY);
    server = await startNginx(nginx.bin, {
      accessLog: true,
      files: { "index.html": PAGE },
      // Body length by the parity of nginx's connection serial: ab counts a Length failure for every response whose
      // length differs from the first one's.
      http: ["keepalive_requests 1000000;", 'map $connection $parity { "~[13579]$" "-odd-connection"; default ""; }'],
      server: ['location = /parity { return 200 "x$parity\\n"; }', 'location = /post { return 200 "ok\\n"; }', "location = /missing { return 404; }"],
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const v = (variant: string, fn: (rc: RowContext, s: Nginx) => Promise<string>, timeout?: number): void =>
    row({ format: "ab", variant, source: live }, async (rc) => fn(rc, need(rc)), timeout);

  v("text: -n 2000 -c 20 -e -g", async (_, s) => {
    const run = await runAb(s, "plain", ["-n", "2000", "-c", "20", s.url("/index.html")], { n: 2000, c: 20, g: true, e: true });
    const r = run.record;
    expect(r).toMatchObject({ failedRequests: 0, documentLengthBytes: PAGE.length, progressCompleted: 2000, finishedRequests: 2000, successfulRequests: 2000, successRate: 1 });
    expect(r.connectionTimes?.style).toBe("full");
    return `${checkAgainstServer(run, "/index.html")}; ${checkRates(r, run.c)}`;
  });

  row({ format: "ab-gnuplot", variant: "-g TSV of -n 2000 -c 20", source: live }, async (rc) => {
    const run = await runAb(need(rc), "plain", ["-n", "2000", "-c", "20", server!.url("/index.html")], { n: 2000, c: 20, g: true, e: true });
    const rows = run.gnuplot!;
    expect(rows).toHaveLength(run.n);
    checkTableAgainstGnuplot(run.record, rows);
    // The date column and the epoch column are the same instant (local time, as ab printed it).
    for (const epoch of new Set(rows.map((x) => x.startEpochSeconds))) {
      between(epoch, run.startedSeconds - 1, run.endedSeconds, "start time within the run");
      const local = formatDate(new Date(epoch * 1000), "yyyy-MM-dd'T'HH:mm:ss");
      expect(rows.filter((x) => x.startEpochSeconds === epoch).every((x) => x.startTime === local), `date column at ${epoch}`).toBe(true);
    }
    return `${rows.length} rows; ${checkPercentiles(run.record, rows)}; Connection Times min/median/max = -g columns, means within 1 ms; dates = epoch column`;
  });

  row({ format: "ab-csv", variant: "-e CSV of -n 2000 -c 20", source: live }, async (rc) => {
    const run = await runAb(need(rc), "plain", ["-n", "2000", "-c", "20", server!.url("/index.html")], { n: 2000, c: 20, g: true, e: true });
    const csv = run.csv!;
    expect(csv.numberFormat).toBe("decimal");
    expect(csv.percentiles.map((p) => p.percent)).toEqual(Array.from({ length: 101 }, (_, i) => i));
    // ab.c: row i is stats[i == 0 ? 0 : i == 100 ? n-1 : floor(0.5 + n*i/100)].time in ms with 3 decimals; -g has the
    // same times rounded half up to whole ms.
    const sorted = run.gnuplot!.map((x) => x.ttimeMs).sort((a, b) => a - b);
    const n = sorted.length;
    for (const { percent, ms } of csv.percentiles) {
      const i = percent === 0 ? 0 : percent === 100 ? n - 1 : Math.floor(0.5 + (n * percent) / 100);
      expect(Math.floor(ms + 0.5), `${percent}%`).toBe(sorted[i]);
    }
    return `101 rows; each rounds to the -g ttime at ab's index (e.g. 50% = ${csv.percentiles[50]!.ms} ms)`;
  });

  v("text: keep-alive -k -n 2000 -c 20 -g", async (_, s) => {
    const run = await runAb(s, "keepalive", ["-k", "-n", "2000", "-c", "20", s.url("/index.html")], { n: 2000, c: 20, g: true });
    const r = run.record;
    expect(r.keepAliveRequests, "every response kept the connection open").toBe(2000);
    expect(run.logged.filter((l) => l.connectionRequests > 1).length).toBeGreaterThan(2000 - 2 * run.c);
    checkTableAgainstGnuplot(r, run.gnuplot!);
    return `${checkAgainstServer(run, "/index.html")}; Keep-Alive requests 2000 over ${new Set(run.logged.map((l) => l.connection)).size} connections; ${checkPercentiles(r, run.gnuplot!)}; ${checkRates(r, run.c)}`;
  });

  v("text: short table -S -n 1000 -c 10 -g", async (_, s) => {
    const run = await runAb(s, "short", ["-S", "-n", "1000", "-c", "10", s.url("/index.html")], { n: 1000, c: 10, g: true });
    expect(run.record.connectionTimes?.style).toBe("short");
    checkTableAgainstGnuplot(run.record, run.gnuplot!);
    return `${checkAgainstServer(run, "/index.html")}; min/avg/max rows = -g columns; ${checkPercentiles(run.record, run.gnuplot!)}`;
  });

  v("text: no percentiles -d -n 500 -c 10 -g", async (_, s) => {
    const run = await runAb(s, "nopct", ["-d", "-n", "500", "-c", "10", s.url("/index.html")], { n: 500, c: 10, g: true });
    expect(run.record.percentiles).toBeUndefined();
    checkTableAgainstGnuplot(run.record, run.gnuplot!);
    return `${checkAgainstServer(run, "/index.html")}; no percentile table; Connection Times = -g columns`;
  });

  v("html: -w -n 200 -c 5", async (_, s) => {
    const run = await runAb(s, "html", ["-w", "-n", "200", "-c", "5", s.url("/index.html")], { n: 200, c: 5 });
    const r = run.record;
    expect(r).toMatchObject({ variant: "html", failedRequests: 0, documentLengthBytes: PAGE.length });
    expect(r.connectionTimes?.style).toBe("short");
    // The HTML table has no time per request lines; rps and transfer rate only.
    const t = r.timeTakenSeconds!;
    between(r.requestsPerSecond, 200 / (t + 0.0005) - 0.005, 200 / (t - 0.0005) + 0.005, "Requests per second");
    return `${checkAgainstServer(run, "/index.html")}; rps = n / t`;
  });

  v("text: HEAD -i -n 500 -c 5", async (_, s) => {
    const run = await runAb(s, "head", ["-i", "-n", "500", "-c", "5", s.url("/index.html")], { n: 500, c: 5 });
    expect(run.logged.every((l) => l.method === "HEAD")).toBe(true);
    expect(run.record.htmlTransferredBytes).toBe(0);
    return `${checkAgainstServer(run, "/index.html")}; no body bytes`;
  });

  v("text: POST -p -T -n 200 -c 4", async (_, s) => {
    const body = join(scratch(), "body.json");
    const run = await runAb(s, "post", ["-p", body, "-T", "application/json", "-n", "200", "-c", "4", s.url("/post")], { n: 200, c: 4 });
    const r = run.record;
    expect(run.logged.every((l) => l.method === "POST" && l.status === 200)).toBe(true);
    // ab counts request header and body bytes in `Total body sent`: the same request 200 times.
    const perRequest = r.totalBodySentBytes! / 200;
    expect(Number.isInteger(perRequest)).toBe(true);
    between(perRequest, BODY.length + 60, BODY.length + 400, "bytes sent per request (headers + body)");
    const t = r.timeTakenSeconds!;
    between(r.transferRateSentBytesPerSecond, r.totalBodySentBytes! / (t + 0.0005) - 5.12, r.totalBodySentBytes! / (t - 0.0005) + 5.12, "kb/s sent");
    const both = r.totalBodySentBytes! + r.totalTransferredBytes!;
    between(r.transferRateTotalBytesPerSecond, both / (t + 0.0005) - 5.12, both / (t - 0.0005) + 5.12, "kb/s total");
    return `${checkAgainstServer(run, "/post")}; body sent ${perRequest} B x 200; ${checkRates(r, run.c)}`;
  });

  v("text: non-2xx (404) -n 200 -c 4", async (_, s) => {
    const run = await runAb(s, "404", ["-n", "200", "-c", "4", s.url("/missing")], { n: 200, c: 4 });
    expect(run.record).toMatchObject({ failedRequests: 0, non2xxResponses: 200, successfulRequests: 0, successRate: 0 });
    return `${checkAgainstServer(run, "/missing")}; 200 non-2xx, 0 successful`;
  });

  v("text: Length failures -n 500 -c 5", async (_, s) => {
    const run = await runAb(s, "parity", ["-n", "500", "-c", "5", s.url("/parity")], { n: 500, c: 5 });
    const r = run.record;
    // The first response's length is the document length; every logged body of another length is a Length failure.
    const expected = run.logged.filter((l) => l.bodyBytesSent !== r.documentLengthBytes).length;
    expect(expected).toBeGreaterThan(0);
    expect(r.failedRequests).toBe(expected);
    expect(r.failedBreakdown).toEqual({ connect: 0, receive: 0, length: expected, exceptions: 0 });
    expect(r.successfulRequests).toBe(500 - expected);
    return `${checkAgainstServer(run, "/parity")}; ${expected} Length failures = log lines whose body length differs from the first`;
  });

  v("text: variable length -l -n 500 -c 5", async (_, s) => {
    const run = await runAb(s, "variable", ["-l", "-n", "500", "-c", "5", s.url("/parity")], { n: 500, c: 5 });
    expect(run.record).toMatchObject({ documentLengthVariable: true, failedRequests: 0 });
    expect(run.record.documentLengthBytes).toBeUndefined();
    return `${checkAgainstServer(run, "/parity")}; Document Length: Variable, no failures`;
  });

  v("text: quiet -q -n 1000 -c 10", async (_, s) => {
    const run = await runAb(s, "quiet", ["-q", "-n", "1000", "-c", "10", s.url("/index.html")], { n: 1000, c: 10 });
    expect(run.cap.stdout).not.toMatch(/Completed \d+ requests/);
    expect(run.record.progressCompleted).toBeUndefined();
    return `${checkAgainstServer(run, "/index.html")}; no progress lines`;
  });

  v("text: time limit -t 1 -c 10 -g", async (_, s) => {
    const run = await runAb(s, "timelimit", ["-t", "1", "-c", "10", s.url("/index.html")], { n: 50000, c: 10, g: true });
    const r = run.record;
    expect(r.status).toBe("complete");
    const done = r.completeRequests!;
    expect(done).toBeGreaterThan(0);
    expect(r.finishedRequests).toBe(done);
    expect(run.gnuplot).toHaveLength(Math.min(done, 50000));
    // In-flight requests at the deadline reach nginx but are not counted by ab.
    between(run.logged.length, done, done + 10, "requests logged by nginx");
    between(r.timeTakenSeconds, 0.9, 1.5, "Time taken for tests");
    return `${done} requests in ${r.timeTakenSeconds} s (nginx logged ${run.logged.length}); ${checkPercentiles(r, run.gnuplot!)}; ${checkRates(r, run.c)}`;
  });

  v("text: interrupted by SIGINT after the first progress line, -n 20000 -c 10 -g", async (_, s) => {
    // Only the progress lines (on stderr, merged here) tell a ^C apart: before the first one the output of an
    // interrupted run looks like a complete run captured without stderr.
    const run = await runAb(s, "sigint", ["-n", "20000", "-c", "10", s.url("/index.html")], { n: 20_000, c: 10, g: true, interruptAfter: /Completed 2000 requests/ });
    const r = run.record;
    expect(run.cap.signal ?? run.cap.status, "ab exits on SIGINT").not.toBe(0);
    expect(r).toMatchObject({ status: "interrupted", progressCompleted: 2000 });
    expect(r.finishedRequests).toBeUndefined();
    const done = r.completeRequests!;
    between(done, 2000, 19_999, "Complete requests");
    expect(run.gnuplot).toHaveLength(done);
    between(run.logged.length, done, done + 10, "requests logged by nginx");
    // ab adds bytes as it reads them: a response cut by the ^C may count in bytes but not in requests.
    const each = run.logged[0]!.bytesSent;
    expect(run.logged.every((l) => l.bytesSent === each)).toBe(true);
    between(r.totalTransferredBytes, done * each, (done + run.c) * each, "Total transferred");
    return `${done} of 20000 requests before ^C; ${checkPercentiles(r, run.gnuplot!)}`;
  });

  v("aborted: connection refused", async () => {
    const port = await freePort();
    const cap = capture(ab.bin!, ["-n", "10", `http://127.0.0.1:${port}/`], { merged: true, timeoutMs: 10_000 });
    // The oracle is ab's own last line, `function: message (code)` (Debian's ab reports the refused non-blocking
    // connect from apr_socket_recv).
    const m = /^(\S+): (.+) \((\d+)\)$/m.exec(cap.stdout.split("...").at(-1)!);
    expect(m, "ab printed an APR error").not.toBeNull();
    const [r] = parse(cap.stdout, { format: "ab" });
    expect(cap.status).not.toBe(0);
    expect(r).toMatchObject({ status: "aborted", error: { function: m![1], message: m![2], code: Number(m![3]) } });
    expect(r!.error!.code).toBe(111);
    return `exit ${cap.status}; error ${m![0]}`;
  });

  v("aborted: -s 1 timeout on a server that never answers", async () => {
    const sockets: net.Socket[] = [];
    const mute = net.createServer((sock) => sockets.push(sock));
    await new Promise<void>((resolve) => mute.listen(0, "127.0.0.1", resolve));
    const port = (mute.address() as net.AddressInfo).port;
    try {
      const job = captureAsync(ab.bin!, ["-s", "1", "-n", "2", "-c", "1", `http://127.0.0.1:${port}/`], { merged: true, timeoutMs: 10_000 });
      const cap = await job.done;
      const [r] = parse(cap.stdout, { format: "ab" });
      expect(r).toMatchObject({ status: "aborted", error: { function: "apr_pollset_poll", code: 70007 } });
      return `exit ${cap.status}; error apr_pollset_poll (70007)`;
    } finally {
      for (const sock of sockets) sock.destroy();
      await new Promise((resolve) => mute.close(resolve));
    }
  });
});

describe("ab: public corpus (../shared/corpus/ab)", () => {
  if (!corpusPresent("ab", "ab")) return;
  /** What each file is: the format it must be detected as, and the status of its ab record. */
  const expectations: Record<string, { format: "ab" | "ab-csv" | "ab-gnuplot"; status?: AbRecord["status"]; note?: string }> = {
    "pkb-ab-e-percentile-csv.txt": { format: "ab-csv" },
    "pkb-ab-g-gnuplot-tsv.txt": { format: "ab-gnuplot" },
    "virtualclient-ab-invalid-no-summary-mixed-stream.txt": { format: "ab", status: "incomplete", note: "negative case: no results block" },
  };
  for (const file of corpusFiles("ab")) {
    const want = expectations[file] ?? { format: "ab", status: "complete" };
    row({ format: want.format, variant: "corpus", source: `corpus: ab/${file}` }, () => {
      const text = corpusText("ab", file);
      expect(detect(text)?.format, "detected format").toBe(want.format);
      const res = safeParse(text, { source: file });
      if (!res.success) throw res.error;
      const recs = res.data;
      if (want.format === "ab") {
        const r = recs as AbRecord[];
        expect(r).toHaveLength(1);
        expect(r[0]!.status).toBe(want.status);
        if (want.status === "complete") {
          // ab's own identities, within the printed rounding: time per request = c * (time per request across all).
          const x = r[0]!;
          if (x.timePerRequestMs && x.timePerRequestAcrossAllMs && x.concurrencyLevel) {
            between(x.timePerRequestMs, x.concurrencyLevel * (x.timePerRequestAcrossAllMs - 0.0005) - 0.0005, x.concurrencyLevel * (x.timePerRequestAcrossAllMs + 0.0005) + 0.0005, "time per request = c x across all");
          }
          return `ab ${x.version ?? "(no banner)"}, ${x.completeRequests} requests, ${x.failedRequests} failed${x.warnings ? `; ${x.warnings.length} warning(s)` : ""}`;
        }
        return `${want.note}: status ${r[0]!.status}`;
      }
      if (want.format === "ab-csv") {
        const csv = recs[0] as AbCsvRecord;
        expect(csv.percentiles).toHaveLength(101);
        const ms = csv.percentiles.map((p) => p.ms);
        // Oracle: the file split on commas by hand.
        expect(csv.percentiles.map((p) => [p.percent, p.ms])).toEqual(text.trim().split("\n").slice(1).map((l) => l.split(",").map(Number)));
        expect([...ms].sort((a, b) => a - b)).toEqual(ms);
        return `101 rows, non-decreasing (${ms[0]} .. ${ms[100]} ms)`;
      }
      const rows = recs as AbGnuplotRecord[];
      // Oracle: the file split on tabs by hand.
      const cells = text.trim().split("\n").slice(1).map((l) => l.split("\t"));
      expect(rows.map((x) => [x.startEpochSeconds, x.ctimeMs, x.dtimeMs, x.ttimeMs, x.waitMs])).toEqual(cells.map((c) => c.slice(1).map(Number)));
      // The date column is the writer's local time, the epoch column UTC: one zone offset. ab prints both from one
      // apr_time_t, yet this fixture's disagree by up to 6 s (likely edited by hand): allow 60 s around the offset.
      const offsets = rows.map((x) => Date.parse(`${x.startTime}Z`) / 1000 - x.startEpochSeconds);
      const offset = Math.round(offsets[0]! / 900) * 900;
      for (const o of offsets) between(o, offset - 60, offset + 60, "date column - epoch column");
      // ab 2.4 writes round(ctime), round(time - ctime), round(time), which agree within 1 ms (truncated values would
      // too). Reported, not required: this fixture breaks it, another sign of hand editing.
      const off = rows.filter((x) => Math.abs(x.ttimeMs - x.ctimeMs - x.dtimeMs) > 1).length;
      return `${rows.length} rows = the tab-split file; dates = epoch column at UTC${offset >= 0 ? "+" : ""}${offset / 3600} h (spread ${Math.max(...offsets) - Math.min(...offsets)} s); ctime + dtime = ttime +-1 fails in ${off} rows (the fixture's own numbers, which no ab version writes: likely hand-edited)`;
    });
  }
});
