import type { LoadTestSummaryShape } from "../../kit/format.js";
import type { AutocannonRecord } from "./schema.js";

/**
 * An autocannon run as one row of a comparison: the URL, connections (-c), the run's own duration, requests = the
 * `N requests in` count (requests sent; rounded to thousands above 999), successful = requests - non-2xx responses -
 * errors (timeouts are errors), requests/s and bytes/s = the mean of the per-second samples (Req/Sec and Bytes/Sec
 * Avg), non-2xx = the `non 2xx responses` count (0 in a complete run without the line: autocannon prints it only
 * when not 0), the Latency row's Avg and Max, -w workers as threads, and the latency percentiles: the -l table when
 * printed, else the Latency row's.
 */
export function summarizeAutocannon(record: AutocannonRecord): LoadTestSummaryShape {
  const failed = (record.non2xxResponses ?? 0) + (record.errors ?? 0);
  const percentiles = record.latencyPercentiles ?? record.latency?.percentiles;
  return {
    format: record.format,
    status: record.status,
    target: record.url,
    concurrency: record.connections,
    threads: record.workers,
    durationSeconds: record.durationSeconds,
    requests: record.requests,
    successful: record.requests !== undefined ? Math.max(0, record.requests - failed) : undefined,
    non2xx: record.non2xxResponses ?? (record.status === "complete" ? 0 : undefined),
    requestsPerSecond: record.requestRate?.avgPerSecond,
    bytesPerSecond: record.transferRate?.avgBytesPerSecond,
    latencyMeanMs: record.latency?.avgMs,
    latencyMaxMs: record.latency?.maxMs,
    latencyPercentiles: percentiles?.map((p) => ({ percent: p.percent, ms: p.ms })),
  };
}
