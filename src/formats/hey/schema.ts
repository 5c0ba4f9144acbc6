import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

const count = (what: string) => z.number().int().nonnegative().describe(`${what} (count)`);
const ms = (what: string) => z.number().nonnegative().describe(`${what}, in milliseconds`);

export const HeyPhase = z
  .object(lazyShape(() => ({
    averageMs: ms("Mean over the successful requests").nullable().describe("Mean over the successful requests, in milliseconds; null when hey printed NaN (no successful request)"),
    fastestMs: ms("Smallest").nullable().describe("Smallest, in milliseconds; null when no request succeeded (hey prints 0.0000) or, for DNS+dialup, when hey printed the Summary's Fastest there (see warnings)"),
    slowestMs: ms("Largest").nullable().describe("Largest, in milliseconds; null when no request succeeded (hey prints 0.0000) or, for DNS+dialup, when hey printed the Summary's Slowest there (see warnings)"),
  })))
  .describe("One row of hey's Details (average, fastest, slowest), printed in seconds with 4 decimals, in milliseconds");
export type HeyPhase = z.infer<typeof HeyPhase>;

export const HeyDetails = z
  .object(lazyShape(() => ({
    dnsDialup: HeyPhase.optional().describe("`DNS+dialup:`: connection setup (DNS lookup and dial) of the requests that opened a connection"),
    dnsLookup: HeyPhase.optional().describe("`DNS-lookup:`: the DNS lookup"),
    requestWrite: HeyPhase.optional().describe("`req write:`: writing the request"),
    responseWait: HeyPhase.optional().describe("`resp wait:`: from the request written to the first response byte"),
    responseRead: HeyPhase.optional().describe("`resp read:`: from the first response byte to the body read"),
  })))
  .describe("hey's Details block: each phase of the successful requests");
export type HeyDetails = z.infer<typeof HeyDetails>;

export const HeyBucket = z
  .object(lazyShape(() => ({
    markMs: ms("The bucket's upper mark (fastest + i x (slowest - fastest) / 10), as printed with 3 decimals of a second"),
    count: count("Successful requests that took longer than the mark before and at most this mark"),
  })))
  .describe("One row of hey's Response time histogram (11 buckets from the fastest to the slowest request)");
export type HeyBucket = z.infer<typeof HeyBucket>;

export const HeyPercentile = z
  .object(lazyShape(() => ({
    percent: z.number().min(0).max(100).describe("Percentage of the successful requests, in percent (0-100)"),
    ms: ms("The latency of the first sorted request whose rank reaches the percentage")
      .nullable()
      .describe("The latency of the first sorted request whose rank (floor(100 x i / n)) reaches the percentage, in milliseconds; null when hey reached no request for it (it prints `0% in 0.0000 secs` there: fewer requests than the percentage needs)"),
  })))
  .describe("One row of hey's Latency distribution");
export type HeyPercentile = z.infer<typeof HeyPercentile>;

export const HeyStatusCode = z
  .object(lazyShape(() => ({
    status: z.number().int().min(0).max(999).describe("HTTP status code of the responses (no unit)"),
    count: count("Responses with that status"),
  })))
  .describe("One row of hey's Status code distribution (successful requests only: errors have no status)");
export type HeyStatusCode = z.infer<typeof HeyStatusCode>;

export const HeyError = z
  .object(lazyShape(() => ({
    count: count("Requests that failed with this error"),
    message: z.string().describe("The Go error as printed (hey groups errors by their full text, so messages that name a local port are not merged; a `%` in it was mangled by hey's Fprintf)"),
  })))
  .describe("One row of hey's Error distribution");
export type HeyError = z.infer<typeof HeyError>;

export const HeyRecord = z
  .object(lazyShape({ format: z.literal("hey").describe("Format id (always `hey`)") }, () => ({
    status: z
      .enum(["complete", "incomplete", "aborted"])
      .describe("complete: hey printed its summary down to Status code distribution; incomplete: the output is cut off or lines are missing; aborted: hey did not run (its usage text or a message)"),
    error: z.object({ message: z.string().describe("The message as printed") }).optional().describe("Why hey did not run"),
    messages: z.array(z.string()).optional().describe("hey's messages before its usage text (`-n cannot be less than -c.`), as printed"),
    usage: z.boolean().optional().describe("true when hey printed its usage text: bad or missing options, or no URL"),
    durationSeconds: z.number().nonnegative().optional().describe("`Total:`: how long the run took, in seconds"),
    slowestMs: ms("`Slowest:`: the slowest successful request").nullable().optional().describe("`Slowest:`: the slowest successful request, in milliseconds; null when none succeeded (hey prints 0.0000)"),
    fastestMs: ms("`Fastest:`: the fastest successful request").nullable().optional().describe("`Fastest:`: the fastest successful request, in milliseconds; null when none succeeded (hey prints 0.0000)"),
    averageMs: ms("`Average:`: the mean of the successful requests").nullable().optional().describe("`Average:`: the mean of the successful requests, in milliseconds; null when hey printed NaN (none succeeded)"),
    requestsPerSecond: z
      .number()
      .nonnegative()
      .nullable()
      .optional()
      .describe("`Requests/sec:`: all requests (errors included) / Total, requests per second; null when hey printed NaN or Inf"),
    totalDataBytes: count("`Total data:`: the sum of the Content-Length headers of the successful responses (not the bytes read: a chunked or decompressed response adds 0, a HEAD response its header's length), in bytes; hey prints it only when above 0")
      .optional(),
    sizePerRequestBytes: count("`Size/request:`: Total data / successful requests, rounded down, in bytes").optional(),
    histogram: z.array(HeyBucket).optional().describe("`Response time histogram:`, bucket marks in milliseconds; empty when no request succeeded"),
    latencyDistribution: z.array(HeyPercentile).optional().describe("`Latency distribution:`: 10, 25, 50, 75, 90, 95 and 99 percent, latencies in milliseconds"),
    details: HeyDetails.optional(),
    statusCodes: z.array(HeyStatusCode).optional().describe("`Status code distribution:`, by status code"),
    errorDistribution: z.array(HeyError).optional().describe("`Error distribution:` (printed only when a request failed), by message"),
    responses: count("Successful requests: the sum of the Status code distribution (non-2xx included)").optional(),
    requestErrors: count("Requests that failed without a response: the sum of the Error distribution (0 when hey printed none)").optional(),
    requests: count("All requests hey made: responses + requestErrors (hey's Requests/sec counts the same)").optional(),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe("One hey run");
export type HeyRecord = z.infer<typeof HeyRecord>;
