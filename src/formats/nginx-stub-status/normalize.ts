import { ParseError } from "../../kit/errors.js";
import { parseInteger } from "../../normalize/number.js";
import { counterRate } from "../../normalize/rate.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import type { StatusPageOptions } from "../status-page/options.js";
import { normalizeStatusPages, type StatusPageTable } from "../status-page/normalize.js";
import { offsetOf, offsetsOf } from "../status-page/samples.js";
import type { StubStatusRawSample } from "./raw.js";
import type { StubStatusPageValues } from "../../../grammars/nginx-stub-status/parser.js";
import type { StubStatusCounters, StubStatusGauges, StubStatusPage, StubStatusRates, StubStatusRecord } from "./schema.js";

/** Options of this format, beside the common ParseOptions: the status-page kit's. */
export type StubStatusOptions = StatusPageOptions;

/** What a timestamp line stands before, for its error. */
const EXPECTED = "a page ('Active connections: N')";

/** nginx 1.3.14 and older printed a transiently negative Waiting through `%uA`: 2^64-k (2^32-k on 32-bit builds). */
const WRAPPED = 2 ** 31;

/** A page's values as the series loop carries them from read to record. */
interface PageValues {
  gauges: StubStatusGauges;
  counters: StubStatusCounters;
  warnings: string[] | undefined;
}

/**
 * stub_status on the status-page kit: its page's values, counters, restarts (a counter going down) and rates.
 * (objects built key by key in the schema's order, without spreads of small objects: a series has a record per page)
 */
const STUB_TABLE: StatusPageTable<StubStatusRawSample, PageValues, StubStatusCounters, StubStatusRates, StubStatusPage> = {
  stateKey: "stubSeries",
  expected: EXPECTED,
  read(sample, ctx) {
    const page = sample.page;
    if (!page) return undefined;
    let warnings: string[] | undefined;
    if (sample.variant === "tengine" && page.requestTime === undefined) (warnings ??= []).push("the header names request_time but the numbers line has only three numbers");
    if (sample.variant !== "tengine" && page.requestTime !== undefined) (warnings ??= []).push("a fourth number without request_time in the header: read as Tengine's request_time");
    const waitingText = page.waiting;
    let waiting: number | null;
    // Above 2^64 - 1 it cannot be a printed %uA at all: an error (below), not a wrap-around.
    if (waitingText.length >= 10 && Number(waitingText) >= WRAPPED && BigInt(waitingText) < 2n ** 64n) {
      waiting = null;
      (warnings ??= []).push(`Waiting printed as ${waitingText}: a negative value wrapped around (nginx 1.3.14 or older); reported as null`);
    } else {
      waiting = int(sample, "waiting", ctx);
    }

    const accepted = int(sample, "accepts", ctx);
    const handled = int(sample, "handled", ctx);
    if (handled > accepted) (warnings ??= []).push(`handled (${handled}) exceeds accepts (${accepted}); droppedConnections left out`);
    const counters = { acceptedConnections: accepted, handledConnections: handled } as StubStatusCounters;
    if (handled <= accepted) counters.droppedConnections = accepted - handled;
    counters.requests = int(sample, "requests", ctx);
    if (page.requestTime !== undefined) counters.requestTimeMs = int(sample, "requestTime", ctx);
    const gauges: StubStatusGauges = {
      activeConnections: int(sample, "activeConnections", ctx),
      readingConnections: int(sample, "reading", ctx),
      writingConnections: int(sample, "writing", ctx),
      waitingConnections: waiting,
    };
    return { gauges, counters, warnings };
  },
  counters: (values) => values.counters,
  restarted: wentDown,
  rates: ratesBetween,
  record(sample, values, time, segment, rates) {
    const version = sample.server !== undefined ? /^(?:nginx|tengine|openresty|angie)\/(\d[\w.-]*)/i.exec(sample.server)?.[1] : undefined;
    const rec = { format: "nginx-stub-status", kind: "page", variant: sample.variant ?? "nginx" } as StubStatusPage;
    if (sample.server !== undefined) rec.server = sample.server;
    if (version) rec.version = version;
    if (time) rec.timestamp = time.iso;
    rec.segment = segment;
    rec.gauges = values.gauges;
    rec.counters = values.counters;
    if (rates) rec.rates = rates;
    if (values.warnings) rec.warnings = values.warnings;
    return rec;
  },
  fail: (sample, field, err, ctx) => fail(sample, field, err, ctx),
};

/**
 * Raw samples to typed records. Counters and gauges become numbers; each page gets the rates against the previous
 * page of its segment; a counter that goes down (nginx restarted) starts a new segment instead of a negative rate.
 */
export function normalizeStubStatus(samples: StubStatusRawSample[], ctx: ParseContext): StubStatusRecord[] {
  return normalizeStatusPages(samples, ctx, STUB_TABLE) as StubStatusRecord[];
}

/** A value of the sample that does not read, as a ParseError at the value. */
function fail(sample: StubStatusRawSample, field: string, err: unknown, ctx: ParseContext): never {
  const message = err instanceof ValueError ? err.message : String(err);
  throw new ParseError({ format: ctx.format, variant: sample.variant, source: ctx.source, text: ctx.text, offset: offsetOf(offsetsOf(sample), field) ?? 0, message });
}

/** A number of the sample's page. */
function int(sample: StubStatusRawSample, field: keyof StubStatusPageValues, ctx: ParseContext): number {
  try {
    return parseInteger(sample.page![field]!);
  } catch (err) {
    return fail(sample, field, err, ctx);
  }
}

function wentDown(before: StubStatusCounters, after: StubStatusCounters): boolean {
  return (
    after.acceptedConnections < before.acceptedConnections ||
    after.handledConnections < before.handledConnections ||
    after.requests < before.requests ||
    (before.requestTimeMs !== undefined && after.requestTimeMs !== undefined && after.requestTimeMs < before.requestTimeMs)
  );
}

function ratesBetween(a: StubStatusCounters, b: StubStatusCounters, seconds: number): StubStatusRates | undefined {
  const accepted = counterRate(a.acceptedConnections, b.acceptedConnections, seconds);
  const handled = counterRate(a.handledConnections, b.handledConnections, seconds);
  const requests = counterRate(a.requests, b.requests, seconds);
  // Same segment, so none of these went down.
  if (accepted === undefined || handled === undefined || requests === undefined) return undefined;
  // (the keys in the schema's order: the record is then its own checked output, not copied; see src/api/quick.ts)
  const rates = { intervalSeconds: seconds, acceptedConnectionsPerSecond: accepted, handledConnectionsPerSecond: handled } as StubStatusRates;
  if (a.droppedConnections !== undefined && b.droppedConnections !== undefined) {
    const dropped = counterRate(a.droppedConnections, b.droppedConnections, seconds);
    if (dropped !== undefined) rates.droppedConnectionsPerSecond = dropped;
  }
  rates.requestsPerSecond = requests;
  if (a.requestTimeMs !== undefined && b.requestTimeMs !== undefined) {
    const rt = counterRate(a.requestTimeMs, b.requestTimeMs, seconds);
    if (rt !== undefined) rates.requestTimeMsPerSecond = rt;
  }
  const dHandled = b.handledConnections - a.handledConnections;
  const dRequests = b.requests - a.requests;
  if (dHandled > 0) rates.requestsPerConnection = dRequests / dHandled;
  if (a.requestTimeMs !== undefined && b.requestTimeMs !== undefined && dRequests > 0) {
    rates.meanRequestTimeMs = (b.requestTimeMs - a.requestTimeMs) / dRequests;
  }
  return rates;
}
