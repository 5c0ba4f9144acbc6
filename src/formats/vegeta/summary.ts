import type { LoadTestSummaryShape } from "../../kit/format.js";
import type { VegetaRecord } from "./schema.js";

/**
 * A vegeta report as one row of a comparison: requests = results, successful = the results with a 2xx or 3xx status
 * (vegeta's success: the status codes' counts, else the ratio), requests/s = vegeta's `rate` (requests / attack time), bytes/s = bytes in / total
 * duration, non-2xx = the responses with a status code other than 2xx (code 0, a transport error, is no response), the
 * mean and max latency, and the latency percentiles it printed (50, 90 since v12.8.0, 95, 99). vegeta prints no target and
 * attacks at a rate, not with a number of clients: target and concurrency come from a pasted command line (extract).
 */
export function summarizeVegeta(record: Omit<VegetaRecord, "format" | "kind"> & { format: string }): LoadTestSummaryShape {
  const l = record.latency;
  const percentiles = l
    ? ([[50, l.p50Ms], [90, l.p90Ms], [95, l.p95Ms], [99, l.p99Ms]] as const).flatMap(([percent, ms]) => (ms === undefined ? [] : [{ percent, ms }]))
    : undefined;
  // the status codes' counts are exact; the ratio is rounded to 2 decimals
  const successful =
    record.requests !== undefined && record.statusCodes
      ? record.statusCodes.filter((c) => /^[23]\d\d$/.test(c.code)).reduce((n, c) => n + c.count, 0)
      : record.requests !== undefined && typeof record.successPercent === "number"
        ? Math.round((record.requests * record.successPercent) / 100)
        : undefined;
  return {
    format: record.format,
    status: record.status,
    durationSeconds: record.durationSeconds,
    requests: record.requests,
    successful,
    non2xx: record.statusCodes?.filter((c) => c.code !== "0" && !/^2\d\d$/.test(c.code)).reduce((n, c) => n + c.count, 0),
    requestsPerSecond: record.ratePerSecond,
    bytesPerSecond: record.bytesIn !== undefined && record.durationSeconds ? record.bytesIn.totalBytes / record.durationSeconds : undefined,
    latencyMeanMs: l?.meanMs,
    latencyMaxMs: l?.maxMs,
    latencyPercentiles: percentiles?.length ? percentiles : undefined,
  };
}
