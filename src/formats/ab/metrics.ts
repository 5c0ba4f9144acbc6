import { loadTestMetrics } from "../../metrics/load-test.js";
import type { AbRecord } from "./schema.js";

/**
 * ab runs as load-test metrics (gauges and, with a percentile table, a latency summary whose count is Complete
 * requests and whose sum is that times ab's mean Time per request): see src/metrics/load-test.ts.
 */
export const abMetrics = loadTestMetrics<AbRecord>((r) => ({ count: r.completeRequests, meanMs: r.timePerRequestMs }));
