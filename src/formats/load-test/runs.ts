import { Cut, type StreamCutter } from "../../kit/format.js";

/**
 * The stream cutter of a load generator that prints one summary per run (hey, oha): once a run has begun (a line of
 * `begun`), a line of `next` (its next `Summary:`, a pasted command line, a message) starts another piece; that piece
 * has begun already when the line is one of `opens` (a `Summary:` line), not when it is a command line before it.
 *
 * @example
 * const cut = runsCutter([SUMMARY, COMMAND], RUN_LINES, SUMMARY)();
 * ["Summary:", "  Total: 1.0 secs", "Summary:"].map((l) => cut.line(l)); //=> [Cut.none, Cut.none, Cut.start]
 */
export function runsCutter(next: readonly RegExp[], begun: readonly RegExp[], opens: RegExp): () => StreamCutter {
  return () => {
    let started = false;
    return {
      line(line) {
        if (started && next.some((re) => re.test(line))) {
          started = opens.test(line);
          return Cut.start;
        }
        if (!started && begun.some((re) => re.test(line))) started = true;
        return Cut.none;
      },
    };
  };
}

/** What percentileRows reads of a run. */
export interface PercentileRun {
  durationSeconds?: number;
  requests?: number;
  requestsPerSecond?: number | null;
  averageMs?: number | null;
  latencyDistribution?: readonly { percent: number; ms: number | null }[];
}

/**
 * A run as CSV rows (FormatDefinition.csvRows of hey and oha): one row per percentile of its latency distribution,
 * with the run's headline numbers beside it (one row without a percentile when it printed none).
 */
export function percentileRows(r: PercentileRun): Record<string, unknown>[] {
  return (r.latencyDistribution?.length ? r.latencyDistribution : [undefined]).map((p) => ({
    durationSeconds: r.durationSeconds,
    requests: r.requests,
    requestsPerSecond: r.requestsPerSecond,
    averageMs: r.averageMs,
    percent: p?.percent,
    ms: p?.ms,
  }));
}
