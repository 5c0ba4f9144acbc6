/** Seconds in a day. */
const DAY = 86_400;

/**
 * Places a time of day (seconds since midnight) on a running clock that only shows times, such as sar's rows:
 * `previous` is the absolute reading before it (seconds counted from midnight of the first day). The result is the
 * same day's reading, or the next day's when the time of day went backwards by more than `toleranceSeconds`
 * (default 6 hours), which is how a clock crossing midnight looks (`23:59:59` then `00:00:09`). A smaller step
 * back (a daylight-saving or NTP adjustment) stays on the same day.
 *
 * @example
 * rollClockForward(86_399, 9)          //=> 86_409  (23:59:59 then 00:00:09: the next day)
 * rollClockForward(50_000, 50_010)     //=> 50_010
 * rollClockForward(7_200, 3_600)       //=> 3_600   (one hour back: same day)
 */
export function rollClockForward(previous: number, secondsOfDay: number, toleranceSeconds = 6 * 3600): number {
  const dayStart = Math.floor(previous / DAY) * DAY;
  const sameDay = dayStart + secondsOfDay;
  return sameDay < previous - toleranceSeconds ? sameDay + DAY : sameDay;
}
