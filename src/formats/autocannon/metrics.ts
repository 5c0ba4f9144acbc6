import { loadTestMetrics } from "../load-test/metrics.js";
import type { AutocannonRecord } from "./schema.js";

/**
 * autocannon runs as load-test metrics (src/formats/load-test/metrics.ts): its `N errors (M timeouts)` as timeout (M) and
 * other (N - M: connection errors), pipeline resets as reset, mismatched bodies as length, non-2xx as status.
 */
export const autocannonMetrics = loadTestMetrics<AutocannonRecord>({
  errors: (r) => ({
    timeout: r.timeouts,
    other: r.errors !== undefined ? r.errors - Math.min(r.errors, r.timeouts ?? 0) : undefined,
    reset: r.resets,
    length: r.mismatches,
    status: r.non2xxResponses,
  }),
});
