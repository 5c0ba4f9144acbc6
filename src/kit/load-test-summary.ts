import * as z from "zod";
import { lazyShape } from "./lazy-schema.js";

/**
 * One row of a load-test comparison, the same shape for every load-test format (seed 000 and 001 compare ab and
 * webbench runs in one table). Each format's `summarize` (src/formats/<name>/summary.ts) says what its fields mean
 * for that tool. Fields a tool did not report are absent.
 */
export const LoadTestSummary = z
  .object(lazyShape({ format: z.string().describe("The format of the run's record") }, () => ({
    status: z.string().describe("The run's status as the format reports it (complete, aborted, interrupted, incomplete)"),
    reason: z.string().optional().describe("Why the run did not complete, as the tool said it (an aborted run's error)"),
    target: z.string().optional().describe("URL of the load test, as the tool printed it, else from its command line"),
    concurrency: z.number().int().optional().describe("Concurrent clients or connections (a count), as the tool printed it, else from its command line"),
    threads: z.number().int().optional().describe("Threads or workers the tool ran (a count)"),
    durationSeconds: z.number().optional().describe("How long the run took, or was asked to run, in seconds"),
    requests: z.number().int().optional().describe("Requests the tool counted (a count)"),
    successful: z.number().int().optional().describe("Requests that succeeded, as the tool counts them (a count)"),
    failed: z.number().int().optional().describe("requests - successful (a count)"),
    successRate: z.number().min(0).max(1).optional().describe("successful / requests, 0..1"),
    non2xx: z.number().int().optional().describe("Responses whose status the tool counts as not successful (non-2xx, or wrk's status above 399), a count"),
    requestsPerSecond: z.number().nullable().optional().describe("Requests per second as the tool reports it"),
    targetRequestsPerSecond: z.number().optional().describe("The rate the run was asked to hold (wrk2 -R, bombardier -r), requests per second, when known"),
    bytesPerSecond: z.number().nullable().optional().describe("Bytes received per second"),
    latencyMeanMs: z.number().nullable().optional().describe("Mean latency of a request, in ms"),
    latencyMaxMs: z.number().nullable().optional().describe("Largest latency of a request, in ms"),
    latencyPercentiles: z
      .array(z.object({ percent: z.number(), ms: z.number().nullable() }))
      .optional()
      .describe("The tool's latency percentiles, in ms"),
  })))
  .describe("A load-test run summarized for comparison tables");
export type LoadTestSummary = z.infer<typeof LoadTestSummary>;
