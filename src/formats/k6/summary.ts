import type { LoadTestSummaryShape } from "../../kit/format.js";
import type { K6Record, K6Results } from "./schema.js";

/**
 * A k6 summary as one row of a comparison: the test's elapsed time (the last progress line), VUs (vus_max), requests
 * = http_reqs, successful = requests - http_req_failed's failed requests, requests/s = http_reqs' rate, bytes/s =
 * data_received's rate, and http_req_duration's mean, max, median and percentiles. k6 prints no URL (a script runs)
 * and no status codes (http_req_failed counts what the script's expected statuses say failed): no non-2xx.
 */
export function summarizeK6(record: K6Record): LoadTestSummaryShape {
  return summarizeK6Results(record, record.run?.elapsedSeconds, record.run?.maxVUs);
}

/**
 * The comparison row of k6's results, printed as text or JSON (k6-json): `durationSeconds` the test's duration as the
 * source gives it, `maxVUs` the VUs it gives besides vus_max.
 */
export function summarizeK6Results(record: K6Results & { format: string; status: K6Record["status"] }, durationSeconds: number | undefined, maxVUs?: number): LoadTestSummaryShape {
  const d = record.httpRequestDuration;
  const percentiles = d ? [...(d.medMs !== undefined ? [{ percent: 50, ms: d.medMs }] : []), ...(d.percentiles ?? [])] : [];
  return {
    format: record.format,
    status: record.status,
    concurrency: record.vusMax ?? maxVUs,
    durationSeconds,
    requests: record.httpRequests,
    successful: record.httpRequests !== undefined && record.httpRequestsFailed !== undefined ? record.httpRequests - record.httpRequestsFailed : record.httpRequests,
    requestsPerSecond: record.httpRequestsPerSecond,
    bytesPerSecond: record.dataReceivedBytesPerSecond,
    latencyMeanMs: d?.avgMs,
    latencyMaxMs: d?.maxMs,
    latencyPercentiles: percentiles.length ? percentiles : undefined,
  };
}
