import { loadTestMetrics } from "../load-test/metrics.js";
import type { HttperfRecord } from "./schema.js";

/**
 * httperf runs as load-test metrics (src/formats/load-test/metrics.ts): errors by kind from its `Errors:` lines (client-timo
 * and socket-timo as timeout, connrefused as connect, connreset as reset, fd-unavail, addrunavail, ftab-full and
 * other as other); replies whose status is not 2xx as status.
 */
export const httperfMetrics = loadTestMetrics<HttperfRecord>({
  errors: (r) => {
    const e = r.errors;
    if (e === undefined) return { status: r.non2xxReplies };
    const sum = (...v: (number | undefined)[]): number | undefined => (v.every((x) => x === undefined) ? undefined : v.reduce<number>((n, x) => n + (x ?? 0), 0));
    return {
      timeout: sum(e.clientTimeouts, e.socketTimeouts),
      connect: e.connectionsRefused,
      reset: e.connectionsReset,
      other: sum(e.fdUnavailable, e.addressUnavailable, e.fileTableFull, e.other),
      status: r.non2xxReplies,
    };
  },
});
