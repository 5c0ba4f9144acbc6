/**
 * Converts a per-minute rate to per second (webbench prints pages/min).
 *
 * @example
 * perMinuteToPerSecond(49450) //=> 824.1666666666666
 */
export function perMinuteToPerSecond(perMinute: number): number {
  return perMinute / 60;
}

/**
 * A counter's rate between two readings: `(after - before) / seconds`. Returns undefined when the interval is
 * not positive or the counter went backwards (a restart): never a negative or infinite rate.
 *
 * @example
 * counterRate(100, 160, 30) //=> 2
 * counterRate(160, 10, 30)  //=> undefined
 */
export function counterRate(before: number, after: number, seconds: number): number | undefined {
  if (!(seconds > 0) || after < before) return undefined;
  return (after - before) / seconds;
}
