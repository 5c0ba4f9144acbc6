/**
 * How many of the ascending numbers `sorted` are at most `n` (a binary search): the index of the first one above `n`.
 *
 * @example
 * countAtMost([2, 4, 4, 9], 4) //=> 3
 * countAtMost([2, 4, 4, 9], 1) //=> 0
 * countAtMost([], 7)           //=> 0
 */
export function countAtMost(sorted: readonly number[], n: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= n) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
