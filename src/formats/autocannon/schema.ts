import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

const count = (what: string) => z.number().int().nonnegative().describe(`${what} (count)`);
const ms = (what: string) => z.number().nonnegative().describe(`${what}, in milliseconds`);
const perSecond = (what: string) => z.number().nonnegative().describe(`${what}, requests per second`);
const bytesPerSecond = (what: string) => z.number().int().nonnegative().describe(`${what}, in bytes per second (1000-based kB/MB as printed, 3 significant digits)`);
const percent = z.number().min(0).max(100).describe("The percentile, in percent (0-100)");

export const AutocannonLatencyStats = z
  .object(lazyShape(() => ({
    percentiles: z
      .array(z.object({ percent, ms: ms("Latency at that percentile (whole milliseconds: autocannon's histogram counts whole ms)") }))
      .optional()
      .describe("The Latency row's percentile columns (2.5, 50, 97.5, 99 since 3.0.0), in milliseconds"),
    avgMs: ms("Mean latency (rounded up to 2 decimals by autocannon)").optional(),
    stdevMs: ms("Standard deviation of the latency (rounded up to 2 decimals)").optional(),
    maxMs: ms("Largest latency").optional(),
    minMs: ms("Smallest latency").optional(),
  })))
  .describe("The Latency table (`Latency (ms)` row before 3.0), in milliseconds");
export type AutocannonLatencyStats = z.infer<typeof AutocannonLatencyStats>;

export const AutocannonRequestRateStats = z
  .object(lazyShape(() => ({
    percentiles: z.array(z.object({ percent, perSecond: perSecond("Requests per second at that percentile of the samples") })).optional().describe("The Req/Sec row's percentile columns (1, 2.5, 50, 97.5 since 3.0.0)"),
    avgPerSecond: perSecond("Mean of the samples").optional(),
    stdevPerSecond: perSecond("Standard deviation of the samples").optional(),
    minPerSecond: perSecond("Smallest sample").optional(),
    maxPerSecond: perSecond("Largest sample (before 3.0.0)").optional(),
  })))
  .describe("The Req/Sec row: requests counted per sample (once per second, or every -L ms: then converted to per second), requests per second");
export type AutocannonRequestRateStats = z.infer<typeof AutocannonRequestRateStats>;

export const AutocannonTransferRateStats = z
  .object(lazyShape(() => ({
    percentiles: z.array(z.object({ percent, bytesPerSecond: bytesPerSecond("Bytes per second at that percentile of the samples") })).optional().describe("The Bytes/Sec row's percentile columns (1, 2.5, 50, 97.5 since 3.0.0)"),
    avgBytesPerSecond: bytesPerSecond("Mean of the samples").optional(),
    stdevBytesPerSecond: bytesPerSecond("Standard deviation of the samples").optional(),
    minBytesPerSecond: bytesPerSecond("Smallest sample").optional(),
    maxBytesPerSecond: bytesPerSecond("Largest sample (before 3.0.0)").optional(),
  })))
  .describe("The Bytes/Sec row: bytes read per sample (converted to per second as Req/Sec is), in bytes per second");
export type AutocannonTransferRateStats = z.infer<typeof AutocannonTransferRateStats>;

/** Counts autocannon prints with lib/format.js: exact below 1000, else rounded to thousands (`55k`). */
export const ROUNDED_COUNTS = ["requests", "errors", "timeouts", "mismatches", "resets"] as const;

/**
 * The record of one autocannon run, named `format`: `autocannon` (its tables) or `autocannon-json` (its --json result,
 * read into the same fields: src/formats/autocannon/json/).
 */
export function autocannonRecordSchema<F extends string>(format: F, what: string) {
  return z
  .object(lazyShape({ format: z.literal(format).describe(`Format id (always \`${format}\`)`) }, () => ({
    status: z
      .enum(["complete", "incomplete", "version"])
      .describe("complete: autocannon printed its totals line (`N requests in Ts, B read`); incomplete: the output stops before it (cut off, or autocannon crashed while printing); version: the -v lines only"),
    version: z.string().optional().describe("autocannon's version from -v (`9.0.0`)"),
    nodeVersion: z.string().optional().describe("Node's version from -v (`20.20.2`)"),
    url: z.string().optional().describe("The URL from `Running ... @ URL`, as printed"),
    socketPath: z.string().optional().describe("The -S socket path printed after the URL, in parentheses"),
    warmup: z
      .object({
        durationSeconds: z.number().nonnegative().optional().describe("The warmup's -d, in seconds"),
        amount: count("The warmup's -a requests").optional(),
        connections: count("The warmup's connections").optional(),
        pipelining: count("The warmup's pipelining factor").optional(),
      })
      .optional()
      .describe("`--warmup [ -c N -d S ]`: the warmup's own `Running ... warmup @` head (it prints no results)"),
    testDurationSeconds: z.number().nonnegative().optional().describe("The -d duration from `Running 10s test`, in seconds"),
    amount: count("The -a request count from `Running 5000 requests test`").optional(),
    connections: count("Connections (-c)").optional(),
    pipelining: count("Pipelining factor (-p), printed only when above 1").optional(),
    workers: count("Worker threads (-w), printed only when used").optional(),
    latency: AutocannonLatencyStats.optional(),
    requestRate: AutocannonRequestRateStats.optional(),
    transferRate: AutocannonTransferRateStats.optional(),
    statusCodes: z
      .array(z.object({ code: z.string().describe("The status code as printed (`undefined` for responses autocannon did not classify)"), count: count("Responses with it") }))
      .optional()
      .describe("--renderStatusCodes: the Code/Count table, in its order"),
    sampleIntervalSeconds: z.number().positive().optional().describe("`Req/Bytes counts sampled once per second.` (1) or `every N seconds.` (-L), in seconds"),
    samples: count("`# of samples:` (7.7.0+)").optional(),
    latencyPercentiles: z
      .array(z.object({ percent, ms: ms("Latency at that percentile") }))
      .optional()
      .describe("-l/--latency: the Percentile / Latency (ms) table (0.001 to 99.999)"),
    responses2xx: count("`N 2xx responses` (printed only when some were not 2xx)").optional(),
    non2xxResponses: count("`N non 2xx responses`: 1xx, 3xx, 4xx and 5xx responses (printed only when not 0)").optional(),
    requests: count("`N requests in`: requests sent (7.4.0+; completed before), exact below 1000, else rounded to thousands (see roundedToThousands)").optional(),
    durationSeconds: z.number().nonnegative().optional().describe("How long the run took (`requests in 2.01s`), in seconds"),
    readBytes: count("Bytes read (`45.9 MB read`), in bytes: pretty-bytes' 1000-based kB/MB/GB, 3 significant digits, so rounded as printed").optional(),
    errors: count("`N errors`: connection errors and timeouts").optional(),
    timeouts: count("`(N timeouts)`: requests slower than -t").optional(),
    mismatches: count("`N requests with mismatched body` (-E)").optional(),
    resets: count("`request pipeline was reset N times`").optional(),
    roundedToThousands: z
      .array(z.enum(ROUNDED_COUNTS))
      .optional()
      .describe("The counts printed in thousands (`55k`: 54,500 to 55,499); absent when every count is exact"),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe(what);
}

export const AutocannonRecord = autocannonRecordSchema("autocannon", "One autocannon run (its stderr tables and totals)");
export type AutocannonRecord = z.infer<typeof AutocannonRecord>;
