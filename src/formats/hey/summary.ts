import type { LoadTestSummaryShape } from "../../kit/format.js";
import type { HeyRecord } from "./schema.js";

/**
 * A hey run as one row of a comparison: hey prints neither the URL nor -c (a report takes them from the command line
 * pasted before the output); the run's Total; requests = every request made (the status codes and the errors);
 * successful = the 2xx responses (errors and non-2xx responses are failures, as ab counts them); hey's Requests/sec;
 * bytes per second = Total data / Total (Content-Length bytes, when hey printed Total data); non-2xx = the responses
 * with another status; Average and Slowest as the mean and max latency; the Latency distribution.
 */
export function summarizeHey(record: HeyRecord): LoadTestSummaryShape {
  const twoHundreds = record.statusCodes?.filter((r) => r.status >= 200 && r.status < 300).reduce((n, r) => n + r.count, 0);
  const seconds = record.durationSeconds;
  return {
    format: record.format,
    status: record.status,
    durationSeconds: seconds,
    requests: record.requests,
    successful: record.requests !== undefined ? twoHundreds : undefined,
    requestsPerSecond: record.requestsPerSecond,
    non2xx: record.responses !== undefined && twoHundreds !== undefined ? record.responses - twoHundreds : undefined,
    bytesPerSecond: record.totalDataBytes !== undefined && seconds !== undefined && seconds > 0 ? record.totalDataBytes / seconds : undefined,
    latencyMeanMs: record.averageMs,
    latencyMaxMs: record.slowestMs,
    latencyPercentiles: record.latencyDistribution,
  };
}
