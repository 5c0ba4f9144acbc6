/** The range a percentage field allows, and why when it is not 0-100 (for the documentation). */
export interface PercentRange {
  min: number;
  max: number;
  /** Why the field may leave 0-100. */
  why?: string;
}

/** The usual range of a percentage: 0 to 100. */
export const PERCENT_0_100: Readonly<PercentRange> = Object.freeze({ min: 0, max: 100 });

/**
 * A warning for a percentage outside the range its field allows, or undefined when it is inside, or absent (null or
 * undefined: a placeholder the tool printed, or a value it did not print). The range is `min` to `max` inclusive,
 * 0-100 by default: pass `Infinity` as `max` for a percentage that may legitimately exceed 100 (sar's `%commit`),
 * `cpus * 100` for a sum over CPUs, `-Infinity` as `min` for one that may be negative. The caller keeps the value
 * as printed and attaches the warning: a suspicious number is reported, never dropped, clamped or guessed.
 *
 * @example
 * percentRangeWarning("%user", 130)            //=> "%user 130 is outside 0-100"
 * percentRangeWarning("%idle", -31)            //=> "%idle -31 is outside 0-100"
 * percentRangeWarning("%usr", 131, 200)        //=> undefined
 * percentRangeWarning("%commit", 151, Infinity) //=> undefined
 * percentRangeWarning("%commit", -5, Infinity)  //=> "%commit -5 is below 0"
 * percentRangeWarning("%user", null)           //=> undefined
 */
export function percentRangeWarning(field: string, value: number | null | undefined, max = 100, min = 0): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Number.isNaN(value) || value === Infinity || value === -Infinity) return `${field} ${value} is not a finite number`;
  if (value >= min && value <= max) return undefined;
  if (Number.isFinite(min) && Number.isFinite(max)) return `${field} ${value} is outside ${min}-${max}`;
  return value < min ? `${field} ${value} is below ${min}` : `${field} ${value} is above ${max}`;
}
