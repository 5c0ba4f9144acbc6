/**
 * Conformance against other projects' own expectations for the same pages (../shared/corpus/stub-status: the page
 * and, beside it, that project's expected result transcribed to JSON with its field names). Each project's names are
 * mapped onto ours; where the projects differ from us, the test states the difference instead of hiding it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "../../src/index.js";
import type { StubStatusPage } from "../../src/formats/nginx-stub-status/schema.js";

const corpus = join(import.meta.dirname, "..", "..", "..", "shared", "corpus", "stub-status");
const present = existsSync(corpus);
const inCi = process.env.CI === "true";
if (!present && !inCi) console.warn(`[nginx-stub-status corpus] SKIPPED: ${corpus} not found (the shared corpus sits beside the checkout)`);

type Json = Record<string, unknown>;
const read = (name: string): { page: StubStatusPage; expected: Json; text: string } => {
  const text = readFileSync(join(corpus, `${name}.txt`), "utf8");
  const expected = JSON.parse(readFileSync(join(corpus, `${name}.expected.json`), "utf8")) as Json;
  // Auto-detected: each of these must be recognised as stub_status without help.
  const records = parse(text) as StubStatusPage[];
  expect(records).toHaveLength(1);
  expect(records[0]!.format).toBe("nginx-stub-status");
  return { page: records[0]!, expected, text };
};

/** Our record in the shape most of these projects use (netdata, telegraf). */
const flat = (p: StubStatusPage): Json => ({
  active: p.gauges.activeConnections,
  accepts: p.counters.acceptedConnections,
  handled: p.counters.handledConnections,
  requests: p.counters.requests,
  reading: p.gauges.readingConnections,
  writing: p.gauges.writingConnections,
  waiting: p.gauges.waitingConnections,
});

describe.skipIf(!present && !inCi)("nginx-stub-status: shared corpus expectations", () => {
  it("the corpus folder exists (required in CI)", () => {
    expect(existsSync(corpus)).toBe(true);
  });

  it("nginx-prometheus-exporter: exact byte layout, same numbers", () => {
    const { page, expected } = read("nginx-exporter-exact-spacing");
    const c = expected.Connections as Json;
    expect({
      Connections: {
        Active: page.gauges.activeConnections,
        Accepted: page.counters.acceptedConnections,
        Handled: page.counters.handledConnections,
        Reading: page.gauges.readingConnections,
        Writing: page.gauges.writingConnections,
        Waiting: page.gauges.waitingConnections,
      },
      Requests: page.counters.requests,
    }).toEqual({ Connections: c, Requests: expected.Requests });
    expect(page.variant).toBe("nginx");
  });

  it("netdata (nginx, trimmed spaces, no final newline): same numbers", () => {
    const { page, expected } = read("netdata-nginx-trimmed-no-final-newline");
    expect(flat(page)).toEqual(expected);
  });

  it("netdata (Tengine): same numbers; its request_time is our counters.requestTimeMs", () => {
    const { page, expected } = read("netdata-tengine-request-time");
    expect(page.variant).toBe("tengine");
    expect({ ...flat(page), request_time: page.counters.requestTimeMs }).toEqual(expected);
  });

  it("telegraf (nginx, leading blank line): same numbers", () => {
    const { page, expected } = read("telegraf-nginx-leading-blank-line");
    expect(flat(page)).toEqual(expected);
  });

  it("telegraf (Tengine): same numbers; telegraf drops request_time, we keep it; handled > accepts is flagged", () => {
    const { page, expected } = read("telegraf-tengine-leading-blank-line");
    expect(flat(page)).toEqual(expected);
    // Differences, stated: telegraf has no field for Tengine's 4th column.
    expect(Object.keys(expected)).not.toContain("request_time");
    expect(page.counters.requestTimeMs).toBe(1546565864);
    // accepts 853 < handled 8533 (synthetic fixture): no dropped count rather than a negative one.
    expect(page.counters.droppedConnections).toBeUndefined();
    expect(page.warnings).toEqual(["handled (8533) exceeds accepts (853); droppedConnections left out"]);
  });

  it("ctrip zeus (Tengine, no final newline): same numbers; zeus's responseTime is request_time / requests", () => {
    const { page, expected } = read("ctrip-zeus-tengine-no-final-newline");
    expect({
      activeConnections: page.gauges.activeConnections,
      accepts: page.counters.acceptedConnections,
      handled: page.counters.handledConnections,
      requests: page.counters.requests,
      reading: page.gauges.readingConnections,
      writing: page.gauges.writingConnections,
      waiting: page.gauges.waitingConnections,
    }).toEqual({ ...expected, responseTime: undefined });
    // Difference, stated: zeus divides the cumulative request_time (ms) by the cumulative requests of one page, a
    // lifetime mean; we keep the counter (requestTimeMs) and give the mean per interval (rates.meanRequestTimeMs),
    // which needs two pages.
    expect(page.counters.requestTimeMs! / page.counters.requests).toBe(expected.responseTime);
    expect(page.rates).toBeUndefined();
  });
});
