import type { LoadTestSummaryShape } from "../../kit/format.js";
import type { BombardierRecord } from "./schema.js";

/**
 * A bombardier run as one row of a comparison: the URL, connections (-c), the -d duration asked for (bombardier does
 * not print the time taken), requests = every response counted by class plus the errors, successful = 1xx, 2xx and
 * 3xx responses (status below 400, as wrk counts; non2xx = 4xx, 5xx and others), the Latency row's mean and max, the mean of the Reqs/sec samples (bombardier prints no total
 * rate), the -r rate when known, and the `-l` percentiles. Throughput is not bytes received (it adds the bytes
 * written), so it is not given as bytesPerSecond.
 */
export function summarizeBombardier(record: BombardierRecord): LoadTestSummaryShape {
  const codes = [record.responses1xx, record.responses2xx, record.responses3xx, record.responses4xx, record.responses5xx, record.responsesOther];
  const known = codes.every((c) => c !== undefined);
  const errors = (record.errors ?? []).reduce((n, e) => n + e.count, 0);
  return {
    format: record.format,
    status: record.status,
    target: record.url,
    concurrency: record.connections,
    durationSeconds: record.testDurationSeconds,
    requests: known ? codes.reduce((n: number, c) => n + c!, 0) + errors : undefined,
    successful: known ? record.responses1xx! + record.responses2xx! + record.responses3xx! : undefined,
    non2xx: known ? record.responses4xx! + record.responses5xx! + record.responsesOther! : undefined,
    requestsPerSecond: record.requestsPerSecondStats === null ? null : record.requestsPerSecondStats?.avgPerSecond,
    targetRequestsPerSecond: record.targetRequestsPerSecond,
    latencyMeanMs: record.latency === null ? null : record.latency?.avgMs,
    latencyMaxMs: record.latency === null ? null : record.latency?.maxMs,
    latencyPercentiles: record.latencyDistribution,
  };
}
