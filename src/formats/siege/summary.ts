import type { LoadTestSummaryShape } from "../../kit/format.js";
import type { SiegeRecord } from "./schema.js";

/**
 * A siege run as one row of a comparison. siege prints no URL (extract takes it from the command line) and no
 * percentiles. concurrency: the users of `** Preparing N concurrent users` (or the cap siege put on them), not its
 * Concurrency ratio; duration: its Elapsed time; requests = transactions + failed transactions (every request siege
 * sent: socket failures are not transactions), successful = Successful transactions (status below 400, 401, 407), so
 * failed counts 4xx/5xx responses and socket failures; the rates as printed; latency mean = Response time, max =
 * Longest transaction.
 */
export function summarizeSiege(record: SiegeRecord): LoadTestSummaryShape {
  const { transactions, failedTransactions } = record;
  return {
    format: record.format,
    status: record.status,
    concurrency: record.concurrentUsers ?? record.usersCappedAt,
    durationSeconds: record.elapsedSeconds,
    requests: transactions !== undefined && failedTransactions !== undefined ? transactions + failedTransactions : transactions,
    successful: record.successfulTransactions,
    requestsPerSecond: record.transactionRatePerSecond,
    bytesPerSecond: record.throughputBytesPerSecond,
    latencyMeanMs: record.responseTimeMs,
    latencyMaxMs: record.longestTransactionMs,
  };
}
