import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

const count = (what: string) => z.number().int().nonnegative().describe(`${what} (count)`);
const ms = (what: string) => z.number().nonnegative().describe(`${what}, in milliseconds`);
const perSecond = (what: string) => z.number().nonnegative().describe(`${what}, requests per second`);
/** A Thread Stats cell: null where wrk printed glibc's `-nan` or `inf` (a run without samples; wrk2's Req/Sec row). */
const statCell = <T extends z.ZodNumber>(cell: T, what: string) => cell.nullable().describe(`${what}; null when wrk printed -nan or inf (no samples: wrk2 does not sample Req/Sec)`);
const withinStdev = (what: string) =>
  z.number().min(0).max(100).nullable().describe(`${what}: share of the samples within one standard deviation of the mean, in percent (0-100); null when wrk printed -nan (no samples)`);

export const WrkLatencyStats = z
  .object(lazyShape(() => ({
    avgMs: statCell(ms("Mean latency"), "Mean latency, in milliseconds").optional(),
    stdevMs: statCell(ms("Sample standard deviation of the latency"), "Sample standard deviation of the latency, in milliseconds").optional(),
    maxMs: statCell(ms("Largest latency"), "Largest latency, in milliseconds").optional(),
    p99Ms: statCell(ms("99th percentile"), "99th percentile of the latency, in milliseconds: the third column of DeathStarBench's wrk2 (`Avg Stdev 99% +/- Stdev`), which prints no Max").optional(),
    withinStdevPercent: withinStdev("+/- Stdev").optional(),
  })))
  .describe("The Latency row of wrk's Thread Stats table (corrected for coordinated omission by wrk 4), in milliseconds");
export type WrkLatencyStats = z.infer<typeof WrkLatencyStats>;

export const WrkThreadRateStats = z
  .object(lazyShape(() => ({
    avgPerSecond: statCell(perSecond("Mean of the per-thread samples"), "Mean of the per-thread samples, requests per second").optional(),
    stdevPerSecond: statCell(perSecond("Sample standard deviation of the per-thread samples"), "Sample standard deviation of the per-thread samples, requests per second").optional(),
    maxPerSecond: statCell(perSecond("Largest per-thread sample"), "Largest per-thread sample, requests per second").optional(),
    p99PerSecond: statCell(perSecond("99th percentile"), "99th percentile of the per-thread samples, requests per second: the third column of DeathStarBench's wrk2").optional(),
    withinStdevPercent: withinStdev("+/- Stdev").optional(),
  })))
  .describe("The Req/Sec row of wrk's Thread Stats table: requests per second of one thread, sampled every 100 ms (not the total rate)");
export type WrkThreadRateStats = z.infer<typeof WrkThreadRateStats>;

export const WrkPercentile = z
  .object(lazyShape(() => ({
    percent: z.number().min(0).max(100).describe("Percentage of the recorded requests, in percent (0-100)"),
    ms: ms("Latency at or below which that share of the requests completed"),
  })))
  .describe("One row of `--latency`'s Latency Distribution (nearest rank; wrk2: an HdrHistogram percentile), latency in milliseconds");
export type WrkPercentile = z.infer<typeof WrkPercentile>;

export const WrkSpectrum = z
  .object(lazyShape(() => ({
    rows: z
      .array(
        z.object({
          ms: ms("Value: the latency at this point of the distribution (the highest value its HdrHistogram bucket holds)"),
          percent: z.number().min(0).max(100).describe("Percentile, in percent (0-100; wrk2 prints a 0-1 fraction with 6 decimals)"),
          totalCount: count("TotalCount: requests recorded at or below this latency"),
        }),
      )
      .describe("The `Detailed Percentile spectrum:` rows (5 per halving of the remaining share), in order; the 1/(1-Percentile) column is in the raw record"),
    meanMs: ms("`#[Mean = ...]`: the histogram's mean latency").nullable().describe("`#[Mean = ...]`: the histogram's mean latency, in milliseconds; null when printed as nan").optional(),
    stdDeviationMs: ms("`StdDeviation = ...`: the histogram's standard deviation").nullable().describe("`StdDeviation = ...`: the histogram's standard deviation, in milliseconds; null when printed as nan").optional(),
    maxMs: ms("`#[Max = ...]`: the largest latency recorded").nullable().describe("`#[Max = ...]`: the largest latency recorded, in milliseconds; null when printed as nan").optional(),
    totalCount: count("`Total count = ...`: requests recorded in the histogram").optional(),
    buckets: count("`#[Buckets = ...]`: the HdrHistogram's bucket count").optional(),
    subBuckets: count("`SubBuckets = ...`: the HdrHistogram's sub-bucket count").optional(),
  })))
  .describe("wrk2's Detailed Percentile spectrum of one HdrHistogram and its `#[...]` footer, latencies in milliseconds");
export type WrkSpectrum = z.infer<typeof WrkSpectrum>;

export const WrkCalibration = z
  .object(lazyShape(() => ({
    meanLatencyMs: ms("`mean lat.:` the thread's mean latency during calibration").optional(),
    samplingIntervalMs: ms("`rate sampling interval:` how often the thread samples its request rate (the Req/Sec row)").optional(),
  })))
  .describe("One wrk2 `Thread calibration:` line (one per thread, printed ~10 s into the run), in milliseconds");
export type WrkCalibration = z.infer<typeof WrkCalibration>;

export const WrkRecord = z
  .object(lazyShape({ format: z.literal("wrk").describe("Format id (always `wrk`)") }, () => ({
    status: z
      .enum(["complete", "incomplete", "aborted"])
      .describe("complete: wrk printed its summary down to Transfer/sec; incomplete: the output is cut off; aborted: wrk did not run (a message or its usage text)"),
    version: z.string().optional().describe("wrk's version from the -v banner, e.g. `4.2.0` or `debian/4.1.0-3+b2`"),
    eventLoop: z.string().optional().describe("The event loop from the -v banner: `epoll`, `kqueue` or `select`"),
    variant: z
      .literal("wrk2")
      .optional()
      .describe("`wrk2` (giltene/wrk2, which prints `wrk 4.0.0` for -v) when the output has wrk2's lines (Thread calibration, HdrHistogram) or the run was asked for a rate (-R); absent otherwise, wrk2 without those lines reads as wrk"),
    targetRequestsPerSecond: z
      .number()
      .positive()
      .optional()
      .describe("The rate the run was asked to hold (wrk2 -R/--rate, total over all connections), requests per second: from the pasted command line or the `rate` option, not printed in the output"),
    error: z.object({ message: z.string().describe("The message as printed") }).optional().describe("Why wrk did not run (its first message)"),
    errors: z.array(z.string()).optional().describe("wrk's messages (`unable to connect to ...`, `invalid URL: ...`), as printed"),
    usage: z.boolean().optional().describe("true when wrk printed its usage text: bad or missing options, or -v alone"),
    url: z.string().optional().describe("The URL from `Running ... test @ URL`, as given"),
    testDurationSeconds: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe("The -d duration from `Running 30s test`, in seconds, as wrk prints it: whole seconds below 51 s, else whole minutes (90 s prints as 2m)"),
    threads: count("Threads (-t)").optional(),
    connections: count("Connections kept open (-c)").optional(),
    calibration: z.array(WrkCalibration).optional().describe("wrk2's `Thread calibration:` lines, one per thread"),
    latency: WrkLatencyStats.optional(),
    requestsPerThread: WrkThreadRateStats.optional(),
    latencyDistribution: z
      .array(WrkPercentile)
      .optional()
      .describe("`--latency`'s Latency Distribution: 50, 75, 90 and 99 percent; for wrk2, the `HdrHistogram - Recorded Latency` rows (corrected for coordinated omission): 50, 75, 90, 99, 99.9, 99.99, 99.999 and 100 percent"),
    latencySpectrum: WrkSpectrum.optional().describe("wrk2 --latency: the Recorded (corrected) latency's Detailed Percentile spectrum"),
    uncorrectedLatencyDistribution: z
      .array(WrkPercentile)
      .optional()
      .describe("wrk2 --u_latency: the `HdrHistogram - Uncorrected Latency` rows (measured from the actual send, without taking delayed starts into account)"),
    uncorrectedLatencySpectrum: WrkSpectrum.optional().describe("wrk2 --u_latency: the Uncorrected latency's Detailed Percentile spectrum"),
    requests: count("Responses completed (`N requests in`), non-2xx included").optional(),
    durationSeconds: z.number().nonnegative().optional().describe("How long the run took (`requests in 10.01s`), in seconds"),
    readBytes: count("Bytes read (`25.86MB read`), in bytes: wrk's KB/MB/GB are 1024-based, so the value is rounded to what the 2 decimals say")
      .optional(),
    socketErrors: z
      .object({
        connect: count("Connections that failed to open (socket() or connect())"),
        read: count("Reads that failed or responses that did not parse"),
        write: count("Writes that failed"),
        timeout: count("Responses slower than --timeout (not recorded in the latency statistics)"),
      })
      .optional()
      .describe("`Socket errors:` (counts); wrk prints the line only when one of them is not 0, so absent means all 0 in a complete run"),
    non2xxResponses: count(
      "`Non-2xx or 3xx responses:`: responses with a status above 399 (despite the label, 3xx are not counted); wrk prints it only when not 0",
    ).optional(),
    requestsPerSecond: z.number().nonnegative().nullable().optional().describe("`Requests/sec:`, the total rate: requests / duration, requests per second; null when wrk printed -nan or inf"),
    transferBytesPerSecond: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .optional()
      .describe("`Transfer/sec:`, bytes read per second (1024-based units, rounded to what the 2 decimals say), in bytes per second; null when wrk printed -nan or inf"),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe("One wrk run");
export type WrkRecord = z.infer<typeof WrkRecord>;
