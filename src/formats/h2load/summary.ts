import type { LoadTestSummaryShape } from "../../kit/format.js";
import type { H2loadRecord } from "./schema.js";

/**
 * An h2load run as one row of a comparison: clients (-c) as the concurrency, the run's duration (the main duration
 * in timing mode, which the counts and rates cover; `finished in` adds the warm-up), requests = `total`, successful
 * = `succeeded` (2xx and 3xx: h2load counts a 3xx as a success), so failed = h2load's `failed` (4xx, 5xx, errors and
 * requests never sent), the finished line's req/s and B/s, the time for request's mean and max, and v1.69's
 * median/p95/p99 request times as percentiles.
 * h2load does not print the URL: a report takes it from the command line.
 */
export function summarizeH2load(record: H2loadRecord): LoadTestSummaryShape {
  const t = record.timeForRequest;
  const percentiles = t
    ? ([
        [50, t.medianMs],
        [95, t.p95Ms],
        [99, t.p99Ms],
      ] as const)
        .filter(([, ms]) => ms !== undefined)
        .map(([percent, ms]) => ({ percent, ms: ms! }))
    : [];
  return {
    format: record.format,
    status: record.status,
    concurrency: record.clients,
    threads: record.threads,
    durationSeconds: record.mode === "duration" ? (record.mainDurationSeconds ?? record.durationSeconds) : record.durationSeconds,
    requests: record.requests?.total,
    successful: record.requests?.succeeded,
    requestsPerSecond: record.requestsPerSecond,
    bytesPerSecond: record.bytesPerSecond,
    latencyMeanMs: t?.meanMs,
    latencyMaxMs: t?.maxMs,
    ...(percentiles.length ? { latencyPercentiles: percentiles } : {}),
  };
}
