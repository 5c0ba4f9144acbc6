import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

const count = (what: string) => z.number().int().nonnegative().describe(`${what} (count)`);
const ms = (what: string) => z.number().nonnegative().describe(`${what}, in milliseconds`);
const bytes = (what: string) => z.number().int().nonnegative().describe(`${what}, in bytes`);

export const OhaPhase = z
  .object(lazyShape(() => ({
    averageMs: ms("Mean").nullable().describe("Mean, in milliseconds; null when oha printed NaN (no connection timed)"),
    fastestMs: ms("Smallest").nullable().describe("Smallest, in milliseconds; null when oha printed inf (no connection timed)"),
    slowestMs: ms("Largest").nullable().describe("Largest, in milliseconds; null when oha printed -inf (no connection timed)"),
  })))
  .describe("One row of oha's Details (average, fastest, slowest), printed in its time unit with 4 decimals, in milliseconds");
export type OhaPhase = z.infer<typeof OhaPhase>;

export const OhaDetails = z
  .object(lazyShape(() => ({
    dnsDialup: OhaPhase.optional().describe("`DNS+dialup:`: connection setup (DNS lookup and dial) of the connections oha opened"),
    dnsLookup: OhaPhase.optional().describe("`DNS-lookup:`: the DNS lookup"),
    firstByte: OhaPhase.optional().describe("Time to the response's first byte (oha's JSON since 1.13, `details.firstByte`; the text does not print it)"),
  })))
  .describe("oha's Details block");
export type OhaDetails = z.infer<typeof OhaDetails>;

export const OhaBucket = z
  .object(lazyShape(() => ({
    markMs: ms("The bucket's upper mark, as printed with 3 decimals of oha's time unit"),
    count: count("Successful requests in the bucket"),
  })))
  .describe("One row of oha's Response time histogram");
export type OhaBucket = z.infer<typeof OhaBucket>;

export const OhaPercentile = z
  .object(lazyShape(() => ({
    percent: z.number().min(0).max(100).describe("Percentage of the requests, in percent (0-100)"),
    ms: ms("The latency at that rank").nullable().describe("The latency of the request at rank floor(percent / 100 x n), in milliseconds; null when oha printed NaN (no request)"),
  })))
  .describe("One row of oha's Response time distribution");
export type OhaPercentile = z.infer<typeof OhaPercentile>;

export const OhaStatusCode = z
  .object(lazyShape(() => ({
    status: z.number().int().min(0).max(999).describe("HTTP status code of the responses (no unit)"),
    count: count("Responses with that status"),
  })))
  .describe("One row of oha's Status code distribution (responses only: errors have no status)");
export type OhaStatusCode = z.infer<typeof OhaStatusCode>;

export const OhaError = z
  .object(lazyShape(() => ({
    count: count("Requests that ended with this error"),
    message: z.string().describe("The error as printed (`aborted due to deadline`: the requests still running when -z ended)"),
  })))
  .describe("One row of oha's Error distribution");
export type OhaError = z.infer<typeof OhaError>;

export const OhaBreakdown = z
  .object(lazyShape(() => ({
    histogram: z.array(OhaBucket).optional().describe("The subset's Response time histogram, marks in milliseconds"),
    latencyDistribution: z.array(OhaPercentile).optional().describe("The subset's Response time distribution, latencies in milliseconds"),
  })))
  .describe("A `--stats-success-breakdown` block: the histogram and distribution of one subset of the responses");
export type OhaBreakdown = z.infer<typeof OhaBreakdown>;

export const OhaRequestRate = z
  .object(lazyShape(() => ({
    avgPerSecond: z.number().nonnegative().nullable().describe("Mean of the request-rate samples, requests per second; null when oha printed null (no sample)"),
    stdevPerSecond: z.number().nonnegative().nullable().optional().describe("Sample standard deviation, requests per second; null when oha printed null (one sample or none)"),
    minPerSecond: z.number().nonnegative().nullable().optional().describe("Smallest sample (oha 1.4.5 on), requests per second; null when none"),
    maxPerSecond: z.number().nonnegative().nullable().optional().describe("Largest sample, requests per second; null when none"),
    percentiles: z
      .array(z.object({ percent: z.number().min(0).max(100).describe("Percentage of the samples, in percent (0-100)"), perSecond: z.number().nonnegative().nullable().describe("The sample at that rank, requests per second; null when none") }))
      .optional()
      .describe("The samples' percentiles (10 to 99.99)"),
  })))
  .describe("oha's JSON `rps`: requests per second over 10 ms windows of response end times (not printed in the text)");
export type OhaRequestRate = z.infer<typeof OhaRequestRate>;

/**
 * The record of one oha run, named `format`: `oha` (its text summary) or `oha-json` (its `-j` / `--output-format json`
 * document, read into the same fields, unrounded: src/formats/oha/json/). The fields only the JSON has (firstByte,
 * requestsPerSecondStats, details.firstByte) are absent from the text's records.
 */
export function ohaRecordSchema<F extends string>(format: F, what: string) {
  return z
  .object(lazyShape({ format: z.literal(format).describe(`Format id (always \`${format}\`)`) }, () => ({
    status: z.enum(["complete", "incomplete"]).describe("complete: oha printed its summary down to Status code distribution; incomplete: the output is cut off or lines are missing"),
    timeUnit: z.string().optional().describe("The time unit oha printed its times in (`secs` before 1.9, then `sec`, `ms`, `us`, `ns`, `10 sec`, `min`, `10 min`, `hr`: chosen from the slowest request, or -u): every time here is converted from it"),
    successRatePercent: z.number().min(0).max(100).nullable().optional().describe("`Success rate:`: requests that got a response (deadline aborts left out since 1.1) / requests, in percent (0-100); older oha printed a ratio (1.0000), converted; null when oha printed NaN"),
    durationSeconds: z.number().nonnegative().optional().describe("`Total:`: how long the run took, in seconds"),
    slowestMs: ms("`Slowest:`: the slowest response").nullable().optional().describe("`Slowest:`: the slowest response, in milliseconds; null when none (oha prints NaN or -inf)"),
    fastestMs: ms("`Fastest:`: the fastest response").nullable().optional().describe("`Fastest:`: the fastest response, in milliseconds; null when none (oha prints NaN or inf)"),
    averageMs: ms("`Average:`: the mean of the responses").nullable().optional().describe("`Average:`: the mean of the responses, in milliseconds; null when none (oha prints NaN)"),
    requestsPerSecond: z.number().nonnegative().nullable().optional().describe("`Requests/sec:`: all requests (errors included) / Total, requests per second; null when oha printed NaN or inf"),
    totalDataBytes: bytes("`Total data:`: the response bodies' bytes, as printed in B/KiB/MiB/GiB with 2 decimals (1024-based): rounded to that print").optional(),
    sizePerRequestBytes: bytes("`Size/request:`: Total data / responses")
      .nullable()
      .optional()
      .describe("`Size/request:`: Total data / responses, as printed (rounded to its 2 decimals), in bytes; null when oha printed NaN (no response) or a value cut to two characters (oha 1.0 to 1.4.3)"),
    sizePerSecondBytes: bytes("`Size/sec:`: Total data / Total, as printed (rounded to its 2 decimals), bytes per second").optional(),
    histogram: z.array(OhaBucket).optional().describe("`Response time histogram:`, bucket marks in milliseconds"),
    latencyDistribution: z.array(OhaPercentile).optional().describe("`Response time distribution:` (`Latency distribution:` before 0.6): 10 to 99.99 percent, latencies in milliseconds"),
    successful: OhaBreakdown.optional().describe("`--stats-success-breakdown`: the 2xx responses' histogram and distribution"),
    notSuccessful: OhaBreakdown.optional().describe("`--stats-success-breakdown`: the 4xx and 5xx responses' histogram and distribution"),
    details: OhaDetails.optional(),
    statusCodes: z.array(OhaStatusCode).optional().describe("`Status code distribution:`, by status code"),
    errorDistribution: z.array(OhaError).optional().describe("`Error distribution:` (printed only when a request failed), by message"),
    firstByte: OhaBreakdown.optional().describe("oha's JSON since 1.13 (`firstByteHistogram`, `firstBytePercentiles`): the time to the first byte's histogram and distribution, in milliseconds"),
    requestsPerSecondStats: OhaRequestRate.optional(),
    responses: count("Responses: the sum of the Status code distribution (non-2xx included)").optional(),
    requestErrors: count("Requests that ended without a response: the sum of the Error distribution (0 when oha printed none)").optional(),
    requests: count("All requests: responses + requestErrors (oha's Requests/sec counts the same)").optional(),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe(what);
}

export const OhaRecord = ohaRecordSchema("oha", "One oha run");
export type OhaRecord = z.infer<typeof OhaRecord>;
