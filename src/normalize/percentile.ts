import { ValueError } from "./value-error.js";

/**
 * How a percentile is picked from n sorted values (0-based index i):
 * - `"ab"`: ApacheBench's own rule, i = floor(n * p / 100) for p < 100, and the largest value for p >= 100.
 *   It is one rank above the textbook nearest rank whenever n * p / 100 is a whole number.
 * - `"nearest-rank"`: the textbook rule, i = ceil(n * p / 100) - 1 (the smallest value for p = 0).
 * - `"linear"`: linear interpolation between closest ranks (Hyndman and Fan type 7, as numpy's default).
 */
export type PercentileMethod = "ab" | "nearest-rank" | "linear";

/**
 * The p-th percentile (0 <= p <= 100) of `values`. The input is copied, never sorted in place.
 * Throws a ValueError for an empty list, a p outside 0..100, or a value that is not a finite number.
 *
 * @example
 * percentile([5, 1, 4, 2, 3], 50, "nearest-rank") //=> 3
 * percentile([1, 2, 3, 4], 50, "ab")              //=> 3
 * percentile([1, 2, 3, 4], 50, "linear")          //=> 2.5
 */
export function percentile(values: ArrayLike<number>, p: number, method: PercentileMethod = "nearest-rank"): number {
  return percentiles(values, [p], method)[0]!;
}

/**
 * Several percentiles of the same values with one sort.
 *
 * @example
 * percentiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [50, 90, 100], "ab") //=> [6, 10, 10]
 */
export function percentiles(values: ArrayLike<number>, ps: readonly number[], method: PercentileMethod = "nearest-rank"): number[] {
  const n = values.length;
  if (n === 0) throw new ValueError("percentile of an empty list");
  const sorted = Float64Array.from(values as ArrayLike<number>);
  for (let i = 0; i < n; i++) {
    if (!Number.isFinite(sorted[i]!)) throw new ValueError(`not a finite number at index ${i}`);
  }
  sorted.sort();
  return ps.map((p) => {
    if (!(p >= 0 && p <= 100)) throw new ValueError(`percentile out of range: ${p}`);
    return pick(sorted, p, method);
  });
}

function pick(sorted: Float64Array, p: number, method: PercentileMethod): number {
  const n = sorted.length;
  switch (method) {
    case "ab":
      return sorted[p >= 100 ? n - 1 : Math.floor((n * p) / 100)]!;
    case "nearest-rank":
      return sorted[Math.max(0, Math.ceil((n * p) / 100) - 1)]!;
    case "linear": {
      const h = ((n - 1) * p) / 100;
      const lo = Math.floor(h);
      const hi = Math.min(n - 1, lo + 1);
      return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
    }
  }
}
