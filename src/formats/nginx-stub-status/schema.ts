import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";
import { missingSampleSchema, sampleTimestamp } from "../status-page/schema.js";

const gauge = (what: string) => z.number().int().nonnegative().describe(`${what} (gauge: a count at the moment of the request)`);
const counter = (what: string) =>
  z.number().int().nonnegative().describe(`${what} (counter: cumulative since nginx started, reset to 0 when nginx restarts)`);
const perSecond = (what: string) => z.number().nonnegative().describe(`${what} per second between the previous page of this segment and this one`);
const timestamp = sampleTimestamp;

export const StubStatusGauges = z
  .object(lazyShape(() => ({
    activeConnections: gauge("Open client connections, including idle keep-alive ones (`Active connections`)"),
    readingConnections: gauge("Connections whose request header nginx is reading (`Reading`)"),
    writingConnections: gauge("Connections nginx is writing a response to, or working on (`Writing`)"),
    waitingConnections: gauge("Idle keep-alive connections (`Waiting`)")
      .nullable()
      .describe(
        "Idle keep-alive connections (`Waiting`; gauge, a count). null when nginx 1.3.14 or older printed a negative value as an unsigned wrap-around (2^64-k or 2^32-k)",
      ),
  })))
  .describe("Gauges: current values, not cumulative");
export type StubStatusGauges = z.infer<typeof StubStatusGauges>;

export const StubStatusCounters = z
  .object(lazyShape(() => ({
    acceptedConnections: counter("Client connections accepted (`accepts`), a count"),
    handledConnections: counter("Client connections handled (`handled`), a count; lower than accepts when a limit (worker_connections) was hit"),
    droppedConnections: counter("accepts - handled: connections accepted and then dropped")
      .optional()
      .describe("accepts - handled (counter, a count): connections accepted and then dropped. Absent when the page shows handled > accepts (two counters read at slightly different moments, or synthetic data)"),
    requests: counter("Client requests (`requests`), a count; higher than handled with keep-alive"),
    requestTimeMs: counter("Total time spent on requests, in milliseconds (Tengine's `request_time`)").optional(),
  })))
  .describe("Counters: cumulative since nginx started");
export type StubStatusCounters = z.infer<typeof StubStatusCounters>;

export const StubStatusRates = z
  .object(lazyShape(() => ({
    intervalSeconds: z.number().positive().describe("Seconds since the previous page of the same segment, from the timestamps"),
    acceptedConnectionsPerSecond: perSecond("Connections accepted"),
    handledConnectionsPerSecond: perSecond("Connections handled"),
    droppedConnectionsPerSecond: perSecond("Connections dropped (accepts - handled)").optional(),
    requestsPerSecond: perSecond("Requests"),
    requestTimeMsPerSecond: perSecond("Milliseconds of request time (Tengine)").optional(),
    requestsPerConnection: z
      .number()
      .nonnegative()
      .optional()
      .describe("Requests per connection: requests divided by connections handled in the interval; absent when no connection was handled"),
    meanRequestTimeMs: z
      .number()
      .nonnegative()
      .optional()
      .describe("Mean time per request in the interval, in milliseconds (Tengine: request_time / requests); absent when no request was served"),
  })))
  .describe("Rates between this page and the previous page of the same segment; absent for the first page of a segment and when the interval is unknown or zero");
export type StubStatusRates = z.infer<typeof StubStatusRates>;

export const StubStatusPage = z
  .object(lazyShape({ format: z.literal("nginx-stub-status").describe("Format id (always `nginx-stub-status`)"), kind: z.literal("page").describe("A stub_status page") }, () => ({
    variant: z.enum(["nginx", "tengine"]).describe("nginx (also Angie, OpenResty) or Tengine, whose page has a fourth counter, request_time"),
    server: z.string().optional().describe("The HTTP Server header, when the log has the HTTP head (curl -i)"),
    version: z.string().optional().describe("The server's version from the Server header, e.g. `1.22.1`"),
    timestamp: timestamp.optional(),
    segment: z
      .number()
      .int()
      .nonnegative()
      .describe("Restart index: 0 for the first run of nginx in the log; +1 each time a counter went down (nginx restarted)"),
    gauges: StubStatusGauges,
    counters: StubStatusCounters,
    rates: StubStatusRates.optional(),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe("One stub_status page");
export type StubStatusPage = z.infer<typeof StubStatusPage>;

export const StubStatusMissing = missingSampleSchema("nginx-stub-status");
export type StubStatusMissing = z.infer<typeof StubStatusMissing>;

export const StubStatusRecord = z.discriminatedUnion("kind", [StubStatusPage, StubStatusMissing]);
export type StubStatusRecord = z.infer<typeof StubStatusRecord>;
