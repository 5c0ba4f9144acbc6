import { errorsByMessage, loadTestMetrics } from "../load-test/metrics.js";
import type { BombardierRecord } from "./schema.js";

/**
 * bombardier runs as load-test metrics (src/formats/load-test/metrics.ts): errors by kind from its `Errors:` lines'
 * messages (errorKindOf; none printed in a complete run: 0); 1xx, 3xx, 4xx, 5xx and other responses as status.
 */
export const bombardierMetrics = loadTestMetrics<BombardierRecord>({
  errors: (r) => {
    const codes = [r.responses1xx, r.responses3xx, r.responses4xx, r.responses5xx, r.responsesOther];
    const status = codes.every((c) => c === undefined) ? undefined : codes.reduce<number>((n, c) => n + (c ?? 0), 0);
    return { ...errorsByMessage(r.errors ?? (r.status === "complete" ? [] : undefined)), status };
  },
});
