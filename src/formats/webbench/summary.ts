import type { LoadTestSummaryShape } from "../../kit/format.js";
import type { WebbenchRecord } from "./schema.js";

/**
 * A webbench run as one row of a comparison: URL, clients, the `-t` duration, requests = succeeded + failed,
 * successful = succeeded, requests/s = (succeeded + failed) / duration (webbench's pages/min counts failed requests
 * too) and bytes/sec as printed. webbench prints no latencies.
 */
export function summarizeWebbench(record: WebbenchRecord): LoadTestSummaryShape {
  return {
    format: record.format,
    status: record.status,
    target: record.url,
    concurrency: record.clients,
    durationSeconds: record.durationSeconds,
    requests: record.succeeded !== undefined && record.failed !== undefined ? record.succeeded + record.failed : undefined,
    successful: record.succeeded,
    requestsPerSecond: record.requestsPerSecond,
    bytesPerSecond: record.bytesPerSecond,
  };
}
