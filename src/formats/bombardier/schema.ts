import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

const count = (what: string) => z.number().int().nonnegative().describe(`${what} (count)`);
const ms = (what: string) => z.number().nonnegative().describe(`${what}, in milliseconds`);
const perSecond = (what: string) => z.number().nonnegative().describe(`${what}, requests per second`);

export const BombardierPercentile = z
  .object(lazyShape(() => ({
    percent: z.number().min(0).max(100).describe("Percentage of the requests, in percent (0-100)"),
    ms: ms("Latency at or below which that share of the requests completed"),
  })))
  .describe("One row of `-l`'s Latency Distribution (nearest rank), latency in milliseconds");
export type BombardierPercentile = z.infer<typeof BombardierPercentile>;

/**
 * The record of one bombardier run, named `format`: `bombardier` (its text) or `bombardier-json` (its -o json result,
 * read into the same fields: src/formats/bombardier/json/).
 */
export function bombardierRecordSchema<F extends string>(format: F, what: string) {
  return z
  .object(lazyShape({ format: z.literal(format).describe(`Format id (always \`${format}\`)`) }, () => ({
    status: z.enum(["complete", "incomplete"]).describe("complete: bombardier printed its result down to Throughput; incomplete: the output is cut off"),
    url: z.string().optional().describe("The URL from `Bombarding URL ...`, as bombardier normalized it (scheme and port added)"),
    testType: z
      .enum(["timed", "number-of-requests"])
      .optional()
      .describe("`timed` for `Bombarding URL for 10s ...` (-d), `number-of-requests` for `... with N request(s) ...` (-n), as bombardier's JSON names them"),
    numberOfRequests: count("Requests asked for (-n), from the intro").optional(),
    testDurationSeconds: z.number().nonnegative().optional().describe("The -d duration from the intro (Go's `10s`, `1m0s`), in seconds"),
    connections: count("Connections (-c), from the intro").optional(),
    progressShown: z.boolean().optional().describe("true when the progress bar was printed (it is cheggaaa/pb's, redrawn with carriage returns)"),
    requestsPerSecondStats: z
      .object({
        avgPerSecond: perSecond("Mean of the rate samples"),
        stdevPerSecond: perSecond("Standard deviation of the rate samples"),
        maxPerSecond: perSecond("Largest rate sample"),
      })
      .nullable()
      .optional()
      .describe("The Reqs/sec row: the request rate sampled about every 20 ms (longer with -r), requests per second; null when bombardier printed `There wasn't enough data to compute statistics for requests.`"),
    latency: z
      .object({
        avgMs: ms("Mean latency"),
        stdevMs: ms("Standard deviation of the latency (bombardier computes it over the distinct recorded values, unweighted: approximate)"),
        maxMs: ms("Largest latency"),
      })
      .nullable()
      .optional()
      .describe("The Latency row, in milliseconds; null when bombardier printed `There wasn't enough data to compute statistics for latencies.`"),
    latencyDistribution: z
      .array(BombardierPercentile)
      .optional()
      .describe("`-l`'s Latency Distribution (`(Total)` since v2.0): 50, 75, 90, 95 and 99 percent (50, 75, 90, 99 before v1.2)"),
    latencyDistribution2xx: z.array(BombardierPercentile).optional().describe("`-l`'s `Latency Distribution (2xx)` (v2.0 and later): the 2xx responses' latencies alone"),
    responses1xx: count("`1xx - N`: responses with a 1xx status").optional(),
    responses2xx: count("`2xx - N`: responses with a 2xx status").optional(),
    responses3xx: count("`3xx - N`: responses with a 3xx status").optional(),
    responses4xx: count("`4xx - N`: responses with a 4xx status").optional(),
    responses5xx: count("`5xx - N`: responses with a 5xx status").optional(),
    responsesOther: count("`others - N`: responses with a status outside 100-599").optional(),
    errors: z
      .array(z.object({ message: z.string().describe("The error as printed (`dial tcp ...: connect: connection refused`, `timeout`)"), count: count("How many requests failed so") }))
      .optional()
      .describe("The `Errors:` lines, most frequent first: requests that got no response (connection errors, timeouts); absent when bombardier printed none"),
    throughputBytesPerSecond: z
      .number()
      .nonnegative()
      .optional()
      .describe(
        "`Throughput:`: bytes read **and written** per second (request bytes included), in bytes per second; bombardier's KB/MB/GB are 1024-based (format.go binaryUnits), rounded to the whole bytes the 2 decimals say; below 1 KB it prints bytes with 2 decimals and no unit (`176.89/s`), kept with their fraction",
      ),
    targetRequestsPerSecond: z.number().positive().optional().describe("The rate limit the run was asked for (-r/--rate), requests per second: from the pasted command line or the `rate` option, not printed in the output"),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe(what);
}

export const BombardierRecord = bombardierRecordSchema("bombardier", "One bombardier run (plain-text output)");
export type BombardierRecord = z.infer<typeof BombardierRecord>;
