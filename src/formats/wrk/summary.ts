import type { LoadTestSummaryShape } from "../../kit/format.js";
import type { WrkRecord } from "./schema.js";

/**
 * A wrk run as one row of a comparison: the URL, connections (-c), the run's own duration, requests = responses
 * completed, successful = requests - Non-2xx or 3xx responses (status above 399; socket errors are not requests),
 * the total Requests/sec and Transfer/sec, wrk2's target rate (-R) when known, the Latency row's mean and max, and
 * the `--latency` percentiles when printed (wrk2: its Recorded, corrected HdrHistogram percentiles, 50 to 100%).
 */
export function summarizeWrk(record: WrkRecord): LoadTestSummaryShape {
  return {
    format: record.format,
    status: record.status,
    reason: record.error?.message,
    target: record.url,
    concurrency: record.connections,
    threads: record.threads,
    durationSeconds: record.durationSeconds,
    requests: record.requests,
    successful: record.requests !== undefined ? record.requests - (record.non2xxResponses ?? 0) : undefined,
    non2xx: record.non2xxResponses,
    requestsPerSecond: record.requestsPerSecond,
    targetRequestsPerSecond: record.targetRequestsPerSecond,
    bytesPerSecond: record.transferBytesPerSecond,
    latencyMeanMs: record.latency?.avgMs,
    latencyMaxMs: record.latency?.maxMs,
    latencyPercentiles: record.latencyDistribution,
  };
}
