import { errorsByMessage, loadTestMetrics } from "../load-test/metrics.js";
import type { OhaRecord } from "./schema.js";

/**
 * oha runs as load-test metrics (src/formats/load-test/metrics.ts): the latency summary's count is the responses
 * (oha's Average and percentiles are theirs) and its sum that times the Average; errors by kind from the Error
 * distribution's messages (errorKindOf); the Response time histogram (each bucket: the responses up to its mark).
 */
export const ohaMetrics = loadTestMetrics<OhaRecord>({
  observations: (r) => ({ count: r.responses, meanMs: r.averageMs }),
  errors: (r) => errorsByMessage(r.errorDistribution ?? (r.requestErrors === 0 ? [] : undefined)),
  histogram: (r) => r.histogram?.map((b) => ({ toMs: b.markMs, count: b.count })),
});
