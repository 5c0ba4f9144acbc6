import { loadTestMetrics } from "../load-test/metrics.js";
import type { WebbenchRecord } from "./schema.js";

/** webbench runs as load-test metrics (gauges and, with a percentile table, a latency summary): see src/formats/load-test/metrics.ts. */
export const webbenchMetrics = loadTestMetrics<WebbenchRecord>();
