/**
 * Oracle: samples/nginx-stub-status/series-epoch-ns-oracle-ab-n5000-c10-then-k.txt was captured as
 *   date +%s.%N; curl status; ab -n 5000 -c 10 ...; date +%s.%N; curl status; ab -k -n 5000 -c 10 ...; date +%s.%N; curl status
 * and both ab runs reported `Complete requests: 5000`, `Failed requests: 0` (the -k run also `Keep-Alive requests: 5000`),
 * see samples/nginx-stub-status/README.md. So between two pages nginx must count exactly 5000 + 1 requests (the +1 is
 * the second status request itself, which nginx counts before printing the page).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "../../src/index.js";
import type { StubStatusPage } from "../../src/formats/nginx-stub-status/schema.js";

const text = readFileSync(join(import.meta.dirname, "..", "..", "samples", "nginx-stub-status", "series-epoch-ns-oracle-ab-n5000-c10-then-k.txt"), "utf8");
const AB_REQUESTS = 5000;
const AB_CONCURRENCY = 10;

describe("nginx-stub-status: counters against the requests ab sent", () => {
  const [before, afterPlain, afterKeepAlive] = parse(text, { format: "nginx-stub-status" }) as StubStatusPage[];

  it("counts every request ab sent, plus the status request", () => {
    expect(afterPlain!.counters.requests - before!.counters.requests).toBe(AB_REQUESTS + 1);
    expect(afterKeepAlive!.counters.requests - afterPlain!.counters.requests).toBe(AB_REQUESTS + 1);
  });

  it("counts one connection per request without keep-alive (ab may open a few spare ones), and c + 1 with -k", () => {
    const plain = afterPlain!.counters.acceptedConnections - before!.counters.acceptedConnections;
    expect(plain).toBeGreaterThanOrEqual(AB_REQUESTS + 1);
    expect(plain).toBeLessThanOrEqual(AB_REQUESTS + 1 + AB_CONCURRENCY);
    expect(afterKeepAlive!.counters.acceptedConnections - afterPlain!.counters.acceptedConnections).toBe(AB_CONCURRENCY + 1);
    expect(afterKeepAlive!.counters.droppedConnections).toBe(0);
  });

  it("derives the rates from those deltas and the date +%s.%N stamps", () => {
    const interval = (Date.parse("2026-11-30T15:24:52.142Z") - Date.parse("2026-11-30T15:24:51.473Z")) / 1000;
    expect(afterPlain!.rates!.intervalSeconds).toBeCloseTo(interval, 9);
    expect(afterPlain!.rates!.requestsPerSecond).toBeCloseTo((AB_REQUESTS + 1) / interval, 6);
    // Keep-alive: 5001 requests over 11 connections.
    expect(afterKeepAlive!.rates!.requestsPerConnection).toBeCloseTo((AB_REQUESTS + 1) / (AB_CONCURRENCY + 1), 12);
  });
});
