import type { LoadTestSummaryShape } from "../types.js";
import type { WrkRecord } from "./schema.js";

/**
 * A wrk run as one row of a comparison: the URL, connections (-c), the run's own duration, requests = responses
 * completed, successful = requests - Non-2xx or 3xx responses (status above 399; socket errors are not requests),
 * the total Requests/sec and Transfer/sec, and the `--latency` percentiles when printed.
 */
export function summarizeWrk(record: WrkRecord): LoadTestSummaryShape {
  return {
    format: record.format,
    status: record.status,
    target: record.url,
    concurrency: record.connections,
    durationSeconds: record.durationSeconds,
    requests: record.requests,
    successful: record.requests !== undefined ? record.requests - (record.non2xxResponses ?? 0) : undefined,
    requestsPerSecond: record.requestsPerSecond,
    bytesPerSecond: record.transferBytesPerSecond,
    latencyPercentiles: record.latencyDistribution,
  };
}
