/**
 * Generated nginx stub_status pages (FORMATS.md §6: the four lines, trailing blanks included; Tengine's
 * request_time column), alone and as a `date +%s` monitoring log, parse back to the values generated; the rates
 * between pages are (after - before) / seconds, and a counter going down starts a new segment.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFormatName } from "../../src/formats/index.js";
import type { StubStatusPage, StubStatusRecord } from "../../src/formats/nginx-stub-status/schema.js";
import { parse } from "../../src/index.js";
import { expectSound, fcParams } from "./harness.js";

interface Page {
  active: number;
  accepts: number;
  handled: number;
  requests: number;
  requestTime?: number;
  reading: number;
  writing: number;
  waiting: number;
}

const gauge = fc.nat({ max: 2 ** 31 - 1 });
const counter = fc.nat({ max: Number.MAX_SAFE_INTEGER });

function render(p: Page): string {
  const tengine = p.requestTime !== undefined;
  return [
    `Active connections: ${p.active} `,
    `server accepts handled requests${tengine ? " request_time" : ""}`,
    tengine ? ` ${p.accepts} ${p.handled} ${p.requests} ${p.requestTime}` : ` ${p.accepts} ${p.handled} ${p.requests} `,
    `Reading: ${p.reading} Writing: ${p.writing} Waiting: ${p.waiting} `,
  ].join("\n");
}

function expectPage(rec: StubStatusRecord, p: Page): asserts rec is StubStatusPage {
  expect(rec.kind).toBe("page");
  const page = rec as StubStatusPage;
  expect(page.variant).toBe(p.requestTime !== undefined ? "tengine" : "nginx");
  expect(page.gauges).toEqual({ activeConnections: p.active, readingConnections: p.reading, writingConnections: p.writing, waitingConnections: p.waiting });
  expect(page.counters).toEqual({
    acceptedConnections: p.accepts,
    handledConnections: p.handled,
    ...(p.handled <= p.accepts ? { droppedConnections: p.accepts - p.handled } : {}),
    requests: p.requests,
    ...(p.requestTime !== undefined ? { requestTimeMs: p.requestTime } : {}),
  });
}

/** One step of a monitoring log: seconds since the previous sample, and how much each counter grew (or a restart). */
const step = fc.record({
  seconds: fc.integer({ min: 1, max: 3600 }),
  restart: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  accepted: fc.nat({ max: 1_000_000 }),
  dropped: fc.nat({ max: 100 }),
  requests: fc.nat({ max: 5_000_000 }),
  requestTime: fc.nat({ max: 50_000_000 }),
  active: gauge,
  reading: fc.nat({ max: 10_000 }),
  writing: fc.nat({ max: 10_000 }),
  waiting: fc.nat({ max: 100_000 }),
});

describe.skipIf(!isFormatName("nginx-stub-status"))("round trip: generated stub_status pages", () => {
  it("one page (nginx or Tengine) parses back to its numbers", () => {
    const page: fc.Arbitrary<Page> = fc.record({
      active: gauge,
      accepts: counter,
      handled: counter,
      requests: counter,
      requestTime: fc.option(counter, { nil: undefined }),
      reading: gauge,
      writing: gauge,
      waiting: gauge,
    });
    fc.assert(
      fc.property(page, fc.boolean(), (p, finalNewline) => {
        const text = render(p) + (finalNewline ? "\n" : "");
        const records = parse(text, { format: "nginx-stub-status" });
        expect(records).toHaveLength(1);
        expectPage(records[0]!, p);
        expectSound(text, "nginx-stub-status");
      }),
      fcParams(),
    );
  });

  it("a `date +%s` log: pages, rates between consecutive pages, a new segment after a restart", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000_000, max: 2_000_000_000 }), fc.boolean(), fc.array(step, { minLength: 1, maxLength: 8 }), (start, tengine, steps) => {
        let time = start;
        let prev: Page | undefined;
        const pages: { page: Page; time: number; segment: number; rates?: Record<string, number> }[] = [];
        let segment = 0;
        for (const s of steps) {
          time += s.seconds;
          const base = s.restart || !prev ? { accepts: 0, handled: 0, requests: 0, requestTime: 0 } : { ...prev, requestTime: prev.requestTime ?? 0 };
          const handledGrowth = Math.max(0, s.accepted - s.dropped);
          const page: Page = {
            active: s.active,
            accepts: base.accepts + s.accepted,
            handled: base.handled + handledGrowth,
            requests: base.requests + s.requests,
            ...(tengine ? { requestTime: base.requestTime + s.requestTime } : {}),
            reading: s.reading,
            writing: s.writing,
            waiting: s.waiting,
          };
          // The parser sees a restart only when a counter actually went down.
          const wentDown = prev !== undefined && (page.accepts < prev.accepts || page.handled < prev.handled || page.requests < prev.requests || (page.requestTime ?? 0) < (prev.requestTime ?? 0));
          if (wentDown) segment++;
          let rates: Record<string, number> | undefined;
          if (prev && !wentDown) {
            const dt = s.seconds;
            rates = {
              intervalSeconds: dt,
              acceptedConnectionsPerSecond: (page.accepts - prev.accepts) / dt,
              handledConnectionsPerSecond: (page.handled - prev.handled) / dt,
              requestsPerSecond: (page.requests - prev.requests) / dt,
            };
          }
          pages.push({ page, time, segment, ...(rates ? { rates } : {}) });
          prev = page;
        }
        const text = `${pages.map((p) => `${p.time}\n${render(p.page)}`).join("\n")}\n`;
        const records = parse(text, { format: "nginx-stub-status" }) as StubStatusPage[];
        expect(records).toHaveLength(pages.length);
        records.forEach((rec, i) => {
          const want = pages[i]!;
          expectPage(rec, want.page);
          expect(rec.timestamp).toBe(new Date(want.time * 1000).toISOString().replace(".000Z", "Z"));
          expect(rec.segment).toBe(want.segment);
          if (want.rates) expect(rec.rates).toMatchObject(want.rates);
          else expect(rec.rates).toBeUndefined();
        });
        expectSound(text, "nginx-stub-status");
      }),
      fcParams(),
    );
  });
});
