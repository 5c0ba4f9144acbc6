import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

const count = (what: string) => z.number().int().nonnegative().describe(`${what} (count)`);
const ms = (what: string) => z.number().nonnegative().describe(`${what}, in milliseconds`);
const seconds = (what: string) => z.number().nonnegative().describe(`${what}, in seconds`);

export const VegetaLatencies = z
  .object(lazyShape(() => ({
    minMs: ms("Smallest latency (v12.8.0+)").optional(),
    meanMs: ms("Mean latency").optional(),
    p50Ms: ms("50th percentile").optional(),
    p90Ms: ms("90th percentile (v12.8.0+)").optional(),
    p95Ms: ms("95th percentile").optional(),
    p99Ms: ms("99th percentile").optional(),
    maxMs: ms("Largest latency").optional(),
  })))
  .describe("`Latencies [min, mean, 50, 90, 95, 99, max]` (`[mean, 50, 95, 99, max]` before v12.8.0), Go durations read as milliseconds");
export type VegetaLatencies = z.infer<typeof VegetaLatencies>;

const VegetaBytes = (what: string) =>
  z
    .object(lazyShape(() => ({
      totalBytes: count(`${what}, in bytes`),
      meanBytes: z.number().nonnegative().nullable().optional().describe(`${what} per request, in bytes (%.2f); null when vegeta printed NaN (no results)`),
    })))
    .describe(`\`${what} [total, mean]\``);

export const VegetaBucket = z
  .object(lazyShape(() => ({
    fromMs: ms("The bucket's lower bound"),
    toMs: ms("The bucket's upper bound").nullable().describe("The bucket's upper bound, in milliseconds; null for the last bucket's `+Inf`"),
    count: count("Results in the bucket"),
    percent: z.number().min(0).max(100).describe("The bucket's share of the results, in percent (0-100)"),
  })))
  .describe("One row of `vegeta report -type=hist[...]`");
export type VegetaBucket = z.infer<typeof VegetaBucket>;

/** A report's figures, the same whether vegeta printed them as text (`vegeta`) or JSON (`vegeta-json`). */
export const vegetaReportFields = () => ({
    requests: count("`Requests [total, ...]`: results (requests made)").optional(),
    ratePerSecond: z.number().nonnegative().optional().describe("`rate`: requests / attack duration, requests per second"),
    throughputPerSecond: z.number().nonnegative().optional().describe("`throughput` (v12.6.0+): successful requests / (attack + wait), requests per second"),
    durationSeconds: seconds("`Duration [total, ...]`: attack + wait").optional(),
    attackSeconds: seconds("`attack`: from the first request sent to the last").optional(),
    waitSeconds: seconds("`wait`: from the last request sent to its response").optional(),
    latency: VegetaLatencies.optional(),
    bytesIn: VegetaBytes("Bytes In").optional(),
    bytesOut: VegetaBytes("Bytes Out").optional(),
    successPercent: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .optional()
      .describe("`Success [ratio]`: results with a status of 200 to 399, in percent (0-100); null for vegeta's `NaN%` (no results)"),
    statusCodes: z
      .array(z.object({ code: z.string().describe("The status code as printed (`0`: no response, a transport error)"), count: count("Results with it") }))
      .optional()
      .describe("`Status Codes [code:count]`, in the printed order (sorted as strings since v12)"),
    errors: z.array(z.string()).optional().describe("The `Error Set:`: each distinct error once, as printed"),
});

export const VegetaRecord = z
  .object(lazyShape({ format: z.literal("vegeta").describe("Format id (always `vegeta`)"), kind: z.enum(["report", "histogram"]).describe("report: `vegeta report` (-type=text); histogram: `vegeta report -type=hist[...]`") }, () => ({
    status: z.enum(["complete", "incomplete"]).describe("complete: the report down to its `Status Codes` line (a histogram: its header and rows); incomplete: cut off before"),
    ...vegetaReportFields(),
    buckets: z.array(VegetaBucket).optional().describe("The histogram's rows"),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe("One `vegeta report` (text or histogram)");
export type VegetaRecord = z.infer<typeof VegetaRecord>;
