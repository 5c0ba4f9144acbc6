import { loadTestMetrics } from "../load-test/metrics.js";
import type { WrkRecord } from "./schema.js";

/**
 * wrk runs as load-test metrics (src/formats/load-test/metrics.ts): errors by kind from `Socket errors:` (connect, read,
 * write, timeout; printed only when one is not 0, so all 0 in a complete run without the line) and `Non-2xx or 3xx
 * responses` as status.
 */
export const wrkMetrics = loadTestMetrics<WrkRecord>({
  errors: (r) => {
    const s = r.socketErrors ?? (r.status === "complete" ? { connect: 0, read: 0, write: 0, timeout: 0 } : undefined);
    return { connect: s?.connect, read: s?.read, write: s?.write, timeout: s?.timeout, status: r.non2xxResponses ?? (r.status === "complete" ? 0 : undefined) };
  },
});
