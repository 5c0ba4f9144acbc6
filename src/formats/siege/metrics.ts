import { loadTestMetrics } from "../load-test/metrics.js";
import type { SiegeRecord } from "./schema.js";

/**
 * siege runs as load-test metrics (src/formats/load-test/metrics.ts): Failed transactions (socket failures and timeouts,
 * which siege does not tell apart) as the error kind other.
 */
export const siegeMetrics = loadTestMetrics<SiegeRecord>({
  errors: (r) => ({ other: r.failedTransactions }),
});
