import type { LoadTestSummaryShape } from "../../kit/format.js";
import type { AbRecord } from "./schema.js";

/**
 * An ab run as one row of a comparison: target rebuilt from what ab printed, `-c`, time taken, Complete requests,
 * successful = complete - failed - non-2xx (a lower bound), the mean requests/s, the transfer rate received, the
 * Total row of the Connection Times (mean and max latency of a request) and ab's percentile table; an aborted run's
 * error as its reason.
 */
export function summarizeAb(record: AbRecord): LoadTestSummaryShape {
  return {
    format: record.format,
    status: record.status,
    reason: record.error === undefined ? undefined : record.error.function !== undefined ? `${record.error.function}: ${record.error.message}` : record.error.message,
    target: abUrl(record),
    concurrency: record.concurrencyLevel,
    threads: record.numberOfWorkers,
    durationSeconds: record.timeTakenSeconds,
    requests: record.completeRequests,
    successful: record.successfulRequests,
    non2xx: record.non2xxResponses,
    requestsPerSecond: record.requestsPerSecond,
    bytesPerSecond: record.transferRateBytesPerSecond,
    latencyMeanMs: record.connectionTimes?.total?.meanMs,
    latencyMaxMs: record.connectionTimes?.total?.maxMs,
    latencyPercentiles: record.percentiles,
  };
}

/** ab prints host, port and path apart; `https` when it printed TLS details. IPv6 literals get their brackets back. */
function abUrl(r: AbRecord): string | undefined {
  const host = r.serverHostname ?? r.host;
  if (host === undefined || r.documentPath === undefined) return undefined;
  const scheme = r.tls ? "https" : "http";
  const bracketed = host.includes(":") ? `[${host}]` : host;
  const port = r.serverPort !== undefined && r.serverPort !== (r.tls ? 443 : 80) ? `:${r.serverPort}` : "";
  return `${scheme}://${bracketed}${port}${r.documentPath}`;
}
