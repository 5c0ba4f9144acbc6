/**
 * Conformance of `nginx-stub-status`: monitoring logs captured here the way people write them (a bash loop of
 * `date +%s.%N` and `curl -sS .../status`) while ab loads an nginx started for the purpose, a restart in the middle of
 * a log, a `curl -si` page with its HTTP head; then the public corpus with other projects' expected values.
 *
 * Oracles: the requests ab sent (every request of the run, plus one per status page, must show up in the counters),
 * the epoch lines of the log (intervals and rates), nginx -v (the Server header), our clock (the Date header), and a
 * regex read of each page (nginx-tests' own pattern) that is independent of our grammar.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { detect, parse, safeParse } from "../../src/index.js";
import type { StubStatusPage, StubStatusRecord } from "../../src/formats/nginx-stub-status/schema.js";
import { startNginx, stubCounters, type Nginx } from "./nginx.js";
import {
  capture,
  captureAsync,
  compareInRow,
  corpusExpected,
  corpusFiles,
  corpusPresent,
  corpusText,
  fieldPaths,
  findTool,
  needTool,
  row,
  scratch,
  sleep,
  type Pair,
  type RowContext,
} from "./runner.js";

const nginx = findTool("nginx", "nginx", [process.env.NGINX ?? "nginx", "/usr/sbin/nginx"], ["-v"], /nginx\/(\S+)/);
const ab = findTool("ab", "apache2-utils", ["ab"], ["-V"], /ApacheBench, Version (\S+)/);
const curl = findTool("curl", "curl", ["curl"], ["--version"], /^curl (\S+)/);
const live = `live: nginx ${nginx.version ?? "(missing)"}, curl ${curl.version ?? "(missing)"}, ab ${ab.version ?? "(missing)"}`;

let server: Nginx | undefined;

function need(rc: RowContext): Nginx {
  for (const tool of [nginx, ab, curl]) needTool(rc.ctx, tool);
  if (!server) throw new Error("nginx did not start (see beforeAll)");
  return server;
}

/** The sampling loop of samples/nginx-stub-status/README.md, bounded (at most `max` samples) and stoppable. */
const LOOP = `url=$1; stop=$2; max=$3; i=0
while [ "$i" -lt "$max" ]; do
  date +%s.%N
  curl -sS "$url"
  [ -e "$stop" ] && break
  sleep 0.1
  i=$((i + 1))
done`;

const pagesIn = (text: string): number => text.match(/Waiting: \d+ \n/g)?.length ?? 0;

/**
 * A log written by the loop while ab runs: the first page before ab starts, one page after it ends, so that the
 * counters between the first and the last page hold exactly ab's requests plus one per status page.
 */
async function loggedLoad(s: Nginx, label: string, abArgs: string[]): Promise<string> {
  const stop = join(scratch(), `${label}.stop`);
  const loop = captureAsync("bash", ["-c", LOOP, "loop", s.url("/status"), stop, "300"], { merged: true, timeoutMs: 60_000 });
  for (let i = 0; i < 1000 && pagesIn(loop.peek()) < 1; i++) await sleep(10);
  const load = await captureAsync(ab.bin!, [...abArgs, s.url("/index.html")], { merged: true, timeoutMs: 20_000 }).done;
  expect(load.status, load.stdout).toBe(0);
  const seen = pagesIn(loop.peek());
  for (let i = 0; i < 1000 && pagesIn(loop.peek()) < seen + 1; i++) await sleep(10);
  writeFileSync(stop, "");
  const log = (await loop.done).stdout;
  expect(log, "curl printed no error").not.toMatch(/curl: \(/);
  return log;
}

interface Checked {
  pages: StubStatusPage[];
  underLoad: number;
}

/** The checks every load log gets; returns the pages. */
function checkLog(log: string, n: number, c: number, keepAlive: boolean): Checked {
  expect(detect(log)?.format, "detected").toBe("nginx-stub-status");
  const records = parse(log, { source: "loop" }) as StubStatusRecord[];
  expect(records.every((r) => r.kind === "page")).toBe(true);
  const pages = records as StubStatusPage[];
  // Oracles read from the log text itself: the epoch lines and a regex read of each page.
  const epochs = [...log.matchAll(/^(\d+\.\d+)$/gm)].map((m) => Number(m[1]));
  const oracle = log.split(/^\d+\.\d+\n/m).filter((p) => p !== "").map(stubCounters);
  expect(pages).toHaveLength(epochs.length);
  expect(oracle).toHaveLength(pages.length);
  let underLoad = 0;
  for (const [i, p] of pages.entries()) {
    const o = oracle[i]!;
    expect(p.segment).toBe(0);
    expect(p.counters).toMatchObject({ acceptedConnections: o.accepts, handledConnections: o.handled, requests: o.requests, droppedConnections: o.accepts - o.handled });
    expect(p.gauges).toEqual({ activeConnections: o.active, readingConnections: o.reading, writingConnections: o.writing, waitingConnections: o.waiting });
    expect(Math.abs(Date.parse(p.timestamp!) / 1000 - epochs[i]!), "timestamp = the epoch line").toBeLessThan(0.001);
    expect(p.gauges.writingConnections, "the status request itself is being written").toBeGreaterThanOrEqual(1);
    if (i === 0) {
      expect(p.rates).toBeUndefined();
      continue;
    }
    const prev = oracle[i - 1]!;
    const rates = p.rates!;
    expect(Math.abs(rates.intervalSeconds - (epochs[i]! - epochs[i - 1]!)), "interval = difference of the epoch lines").toBeLessThan(0.002);
    const within = (rate: number, delta: number, what: string): void => {
      expect(Math.abs(rate * rates.intervalSeconds - delta), `${what}: ${rate}/s x ${rates.intervalSeconds} s vs ${delta}`).toBeLessThanOrEqual(1e-6 * Math.max(1, delta));
    };
    within(rates.requestsPerSecond, o.requests - prev.requests, "requests");
    within(rates.acceptedConnectionsPerSecond, o.accepts - prev.accepts, "accepts");
    within(rates.handledConnectionsPerSecond, o.handled - prev.handled, "handled");
    expect(rates.requestsPerConnection).toBeCloseTo((o.requests - prev.requests) / (o.handled - prev.handled), 9);
    if (o.requests - prev.requests > 1) underLoad++;
  }
  const first = oracle[0]!;
  const last = oracle.at(-1)!;
  const statusPages = pages.length - 1;
  expect(last.requests - first.requests, "requests: ab's n plus one per later status page").toBe(n + statusPages);
  // ab opens up to c-1 spare connections at the end that send nothing; with -k it reuses c connections.
  const connections = keepAlive ? c : n;
  const accepted = last.accepts - first.accepts;
  expect(accepted).toBeGreaterThanOrEqual(connections + statusPages);
  expect(accepted).toBeLessThanOrEqual((keepAlive ? 2 * c : n + c) + statusPages);
  expect(underLoad, "pages taken while ab was running").toBeGreaterThanOrEqual(1); // a keep-alive run can finish within two sampling intervals
  return { pages, underLoad };
}

describe("nginx-stub-status: live monitoring logs", () => {
  beforeAll(async () => {
    if (!nginx.bin || !ab.bin || !curl.bin) return;
    server = await startNginx(nginx.bin, { files: { "index.html": "x".repeat(599) + "\n" }, http: ["keepalive_requests 1000000;"] });
  });
  afterAll(async () => {
    await server?.stop();
  });

  row({ format: "nginx-stub-status", variant: "log: date +%s.%N + curl -sS every 0.1 s, during ab -n 6000 -c 10", source: live }, async (rc) => {
    const s = need(rc);
    const log = await loggedLoad(s, "plain", ["-q", "-n", "6000", "-c", "10"]);
    const { pages, underLoad } = checkLog(log, 6000, 10, false);
    const last = pages.at(-1)!.counters.requests - pages[0]!.counters.requests;
    return `${pages.length} pages (${underLoad} under load); requests +${last} = 6000 from ab + ${pages.length - 1} status pages; every rate x interval = counter delta; timestamps = epoch lines`;
  });

  row({ format: "nginx-stub-status", variant: "log: the same loop during ab -k -n 6000 -c 10 (keep-alive)", source: live }, async (rc) => {
    const s = need(rc);
    const log = await loggedLoad(s, "keepalive", ["-q", "-k", "-n", "6000", "-c", "10"]);
    const { pages, underLoad } = checkLog(log, 6000, 10, true);
    const busy = pages.filter((p) => p.rates && p.rates.requestsPerSecond > 0 && (p.rates.requestsPerConnection ?? 0) > 1);
    expect(busy.length, "keep-alive intervals serve more than one request per connection").toBeGreaterThanOrEqual(1);
    return `${pages.length} pages (${underLoad} under load); requests = 6000 + ${pages.length - 1}; up to ${Math.max(...busy.map((p) => p.rates!.requestsPerConnection!)).toFixed(1)} requests per connection`;
  });

  row({ format: "nginx-stub-status", variant: "log: nginx restarted mid-log, a failed curl while it is down", source: live }, async (rc) => {
    const s = need(rc);
    const sample = async (): Promise<string> => {
      const res = capture("bash", ["-c", 'date +%s.%N; curl -sS "$1"', "sample", s.url("/status")], { merged: true, timeoutMs: 10_000 });
      return res.stdout;
    };
    const parts: string[] = [await sample(), await sample()];
    await s.restart();
    const fresh = parts.length;
    parts.push(await sample(), await sample());
    // A sample while nginx is down: curl's own error message after the timestamp.
    const port = s.port;
    await server!.stop();
    const down = await sample();
    expect(down).toMatch(/curl: \(7\)/);
    server = await startNginx(nginx.bin!, { files: { "index.html": "x".repeat(599) + "\n" } });
    const records = parse([...parts, down].join(""), { format: "nginx-stub-status" }) as StubStatusRecord[];
    expect(records.map((r) => r.kind)).toEqual(["page", "page", "page", "page", "missing"]);
    const pages = records.slice(0, 4) as StubStatusPage[];
    expect(pages.map((p) => p.segment)).toEqual([0, 0, 1, 1]);
    expect(pages[fresh]!.rates, "no rate across the restart").toBeUndefined();
    expect(pages[fresh]!.counters.requests).toBe(stubCounters(parts[fresh]!).requests);
    expect(pages[fresh]!.counters.requests, "a fresh nginx: its first status request").toBe(1);
    expect(pages[3]!.rates!.requestsPerSecond).toBeGreaterThan(0);
    const missing = records[4]!;
    expect(missing.kind === "missing" && missing.reason).toContain(`port ${port}`);
    return `segments 0,0,1,1; counters restart at 1 request; the down sample is a 'missing' record (${(missing as { reason: string }).reason.slice(0, 40)}...)`;
  });

  row({ format: "nginx-stub-status", variant: "page: curl -si (HTTP head with Server and Date)", source: live }, async (rc) => {
    const s = need(rc);
    const before = Date.now();
    const text = capture(curl.bin!, ["-si", s.url("/status")]).stdout;
    const after = Date.now();
    const [p] = parse(text) as StubStatusPage[];
    expect(p!.format).toBe("nginx-stub-status");
    expect(p!.server).toBe(`nginx/${nginx.version}`);
    expect(p!.version).toBe(nginx.version);
    const t = Date.parse(p!.timestamp!);
    expect(t).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(t).toBeLessThanOrEqual(after);
    expect(p!.counters.requests).toBe(stubCounters(text).requests);
    return `server nginx/${p!.version} = nginx -v; timestamp ${p!.timestamp} from the Date header, within the request`;
  });
});

describe("nginx-stub-status: public corpus (../shared/corpus/stub-status)", () => {
  if (!corpusPresent("nginx-stub-status", "stub-status")) return;

  /** Each project's field names, mapped to ours (values taken from our page). */
  const flat = (p: StubStatusPage): Record<string, unknown> => ({
    active: p.gauges.activeConnections,
    accepts: p.counters.acceptedConnections,
    handled: p.counters.handledConnections,
    requests: p.counters.requests,
    reading: p.gauges.readingConnections,
    writing: p.gauges.writingConnections,
    waiting: p.gauges.waitingConnections,
    request_time: p.counters.requestTimeMs,
  });
  const mappings: Record<string, (p: StubStatusPage) => Record<string, unknown>> = {
    "nginx-exporter": (p) => ({
      "Connections.Active": p.gauges.activeConnections,
      "Connections.Accepted": p.counters.acceptedConnections,
      "Connections.Handled": p.counters.handledConnections,
      "Connections.Reading": p.gauges.readingConnections,
      "Connections.Writing": p.gauges.writingConnections,
      "Connections.Waiting": p.gauges.waitingConnections,
      Requests: p.counters.requests,
    }),
    netdata: flat,
    telegraf: flat,
    "ctrip-zeus": (p) => ({
      ...flat(p),
      activeConnections: p.gauges.activeConnections,
      // zeus: responseTime = request_time / requests of one page (a lifetime mean, ms per request).
      responseTime: p.counters.requestTimeMs! / p.counters.requests,
    }),
  };

  for (const file of corpusFiles("stub-status")) {
    row({ format: "nginx-stub-status", variant: "corpus", source: `corpus: stub-status/${file}` }, () => {
      const text = corpusText("stub-status", file);
      expect(detect(text)?.format, "detected format").toBe("nginx-stub-status");
      const res = safeParse(text, { source: file });
      if (!res.success) throw res.error;
      const pages = res.data as StubStatusPage[];
      expect(pages).toHaveLength(1);
      const o = stubCounters(text);
      expect(pages[0]!.counters).toMatchObject({ acceptedConnections: o.accepts, handledConnections: o.handled, requests: o.requests });
      return `${pages[0]!.variant}; counters = nginx-tests' regex read${pages[0]!.warnings ? `; warning: ${pages[0]!.warnings.join("; ")}` : ""}`;
    });
    const expected = corpusExpected("stub-status", file) as Record<string, unknown> | undefined;
    if (expected === undefined) continue;
    const project = Object.keys(mappings).find((k) => file.startsWith(k))!;
    row({ format: "nginx-stub-status", variant: `expected.json: ${project}`, source: `corpus: stub-status/${file}` }, (rc) => {
      const [page] = parse(corpusText("stub-status", file), { format: "nginx-stub-status" }) as StubStatusPage[];
      const ours = mappings[project]!(page!);
      const theirFields = fieldPaths(expected);
      const get = (path: string): unknown => path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], expected);
      const pairs: Pair[] = theirFields.map((field) => ({ field, theirs: get(field), ours: ours[field] }));
      const oursOnly: Record<string, [unknown, string]> = {};
      if (page!.variant === "tengine" && !theirFields.includes("request_time") && !theirFields.includes("responseTime")) {
        oursOnly["counters.requestTimeMs"] = [page!.counters.requestTimeMs, `${project} has no field for Tengine's 4th number (request_time, ms); we keep it`];
      }
      if (page!.warnings) oursOnly.warnings = [page!.warnings, `${project} passes handled > accepts on silently; we flag it and leave droppedConnections out (it would be negative)`];
      const detail = compareInRow(rc, { format: "nginx-stub-status", source: `${project} expected: stub-status/${file}`, pairs, rules: [], theirFields, oursOnly });
      return project === "ctrip-zeus" ? `${detail} (their responseTime, a lifetime mean, compared as our requestTimeMs / requests)` : detail;
    });
  }
});
