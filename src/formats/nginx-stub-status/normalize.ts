import { ParseError } from "../../kit/errors.js";
import { parseInteger } from "../../normalize/number.js";
import { counterRate } from "../../normalize/rate.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../../kit/format.js";
import type { StatusPageOptions } from "../status-page/options.js";
import { missingReason, offsetOf, offsetsOf } from "../status-page/samples.js";
import { StatusSeries, type SeriesPoint } from "../status-page/series.js";
import { intervalSeconds, sampleTime } from "../status-page/time.js";
import type { StubStatusRawSample } from "./raw.js";
import type { StubStatusPageValues } from "../../../grammars/nginx-stub-status/parser.js";
import type { StubStatusCounters, StubStatusMissing, StubStatusPage, StubStatusRates, StubStatusRecord } from "./schema.js";

/** Options of this format, beside the common ParseOptions: the status-page kit's. */
export type StubStatusOptions = StatusPageOptions;

/** What a timestamp line stands before, for its error. */
const EXPECTED = "a page ('Active connections: N')";

/** nginx 1.3.14 and older printed a transiently negative Waiting through `%uA`: 2^64-k (2^32-k on 32-bit builds). */
const WRAPPED = 2 ** 31;

type Previous = SeriesPoint<StubStatusCounters>;

/**
 * Raw samples to typed records. Counters and gauges become numbers; each page gets the rates against the previous
 * page of its segment; a counter that goes down (nginx restarted) starts a new segment instead of a negative rate.
 */
export function normalizeStubStatus(samples: StubStatusRawSample[], ctx: ParseContext): StubStatusRecord[] {
  const options = ctx.options as ParseContext["options"] & StubStatusOptions;
  // The segment and the previous page carry over between the pieces of a stream.
  const series = new StatusSeries<StubStatusCounters>(ctx.state, "stubSeries");
  // (no closures per sample: a series has a sample per page)
  const zone = options.zoneOffsets ? { zoneOffsets: options.zoneOffsets } : {};
  const failAt = (s: StubStatusRawSample, field: string, err: unknown): never => fail(s, field, err, ctx);
  const records = samples.map((sample): StubStatusRecord => {
    const time = sampleTime(sample, zone, EXPECTED, failAt);

    if (sample.kind === "missing" || !sample.page) {
      const rec: StubStatusMissing = {
        format: "nginx-stub-status",
        kind: "missing",
        ...(time ? { timestamp: time.iso } : {}),
        segment: series.segment,
        ...(sample.httpStatus !== undefined ? { httpStatus: sample.httpStatus } : {}),
        reason: missingReason(sample),
      };
      return rec;
    }

    const page = sample.page;
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
    // (objects built key by key in the schema's order, without spreads of small objects: a series has a record per page)
    const counters = { acceptedConnections: accepted, handledConnections: handled } as StubStatusCounters;
    if (handled <= accepted) counters.droppedConnections = accepted - handled;
    counters.requests = int(sample, "requests", ctx);
    if (page.requestTime !== undefined) counters.requestTimeMs = int(sample, "requestTime", ctx);

    const cur: Previous = { counters, time };
    const prev = series.next(cur, wentDown);
    const rates = prev ? ratesBetween(prev, cur) : undefined;
    const version = sample.server !== undefined ? /^(?:nginx|tengine|openresty|angie)\/(\d[\w.-]*)/i.exec(sample.server)?.[1] : undefined;
    const rec = { format: "nginx-stub-status", kind: "page", variant: sample.variant ?? "nginx" } as StubStatusPage;
    if (sample.server !== undefined) rec.server = sample.server;
    if (version) rec.version = version;
    if (time) rec.timestamp = time.iso;
    rec.segment = series.segment;
    rec.gauges = {
      activeConnections: int(sample, "activeConnections", ctx),
      readingConnections: int(sample, "reading", ctx),
      writingConnections: int(sample, "writing", ctx),
      waitingConnections: waiting,
    };
    rec.counters = counters;
    if (rates) rec.rates = rates;
    if (warnings) rec.warnings = warnings;
    return rec;
  });
  series.save();
  return records;
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

function ratesBetween(prev: Previous, cur: Previous): StubStatusRates | undefined {
  const seconds = intervalSeconds(prev.time, cur.time);
  if (seconds === undefined) return undefined;
  const a = prev.counters;
  const b = cur.counters;
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
