import { loadTestMetrics } from "../load-test/metrics.js";
import type { AbRecord } from "./schema.js";

/**
 * ab runs as load-test metrics (src/formats/load-test/metrics.ts): the latency summary's count is Complete requests and its
 * sum that times ab's mean Time per request; errors by kind from the Failed requests breakdown (Connect, Receive as
 * read, Length, Exceptions), Write errors (and ab 1.3's broken pipes) as write, Non-2xx responses as status.
 */
export const abMetrics = loadTestMetrics<AbRecord>({
  observations: (r) => ({ count: r.completeRequests, meanMs: r.timePerRequestMs }),
  errors: (r) => ({
    connect: r.failedBreakdown?.connect,
    read: r.failedBreakdown?.receive,
    length: r.failedBreakdown?.length,
    exception: r.failedBreakdown?.exceptions,
    write: r.writeErrors !== undefined || r.brokenPipeErrors !== undefined ? (r.writeErrors ?? 0) + (r.brokenPipeErrors ?? 0) : undefined,
  }),
});
