import type { LoadTestSummaryShape } from "../../kit/format.js";
import type { OhaRecord } from "./schema.js";

/**
 * An oha run as one row of a comparison: oha prints neither the URL nor -c (a report takes them from the command line
 * pasted before the output); the run's Total; requests = every request (the status codes and the errors, `aborted due
 * to deadline` included, as oha's Requests/sec counts them); successful = the 2xx responses (errors and non-2xx
 * responses are failures, as for hey); oha's Requests/sec; bytes per second = oha's Size/sec; Average and Slowest as
 * the mean and max latency; the Response time distribution.
 */
export function summarizeOha(record: OhaRecord): LoadTestSummaryShape {
  const twoHundreds = record.statusCodes?.filter((r) => r.status >= 200 && r.status < 300).reduce((n, r) => n + r.count, 0);
  return {
    format: record.format,
    status: record.status,
    durationSeconds: record.durationSeconds,
    requests: record.requests,
    successful: record.requests !== undefined ? twoHundreds : undefined,
    requestsPerSecond: record.requestsPerSecond,
    non2xx: record.responses !== undefined && twoHundreds !== undefined ? record.responses - twoHundreds : undefined,
    bytesPerSecond: record.sizePerSecondBytes,
    latencyMeanMs: record.averageMs,
    latencyMaxMs: record.slowestMs,
    latencyPercentiles: record.latencyDistribution,
  };
}
