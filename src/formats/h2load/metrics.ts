import { loadTestMetrics } from "../load-test/metrics.js";
import type { H2loadRecord } from "./schema.js";

/**
 * h2load runs as load-test metrics (src/formats/load-test/metrics.ts): errors by kind from the `requests:` line (errored as
 * other: connection errors, resets and requests never sent; timeout) and the 4xx and 5xx responses as status.
 */
export const h2loadMetrics = loadTestMetrics<H2loadRecord>({
  errors: (r) => ({
    other: r.requests?.errored,
    timeout: r.requests?.timeout,
    status: r.statusCodes ? (r.statusCodes.status4xx ?? 0) + (r.statusCodes.status5xx ?? 0) : undefined,
  }),
});
