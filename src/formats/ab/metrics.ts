import { loadTestMetrics } from "../../metrics/load-test.js";
import type { AbRecord } from "./schema.js";

/** ab runs as load-test metrics (gauges and, with a percentile table, a latency summary): see src/metrics/load-test.ts. */
export const abMetrics = loadTestMetrics<AbRecord>();
