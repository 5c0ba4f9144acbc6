import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";

/** The last date and day count localTimestamp was asked for, and its day. */
let lastDay = { year: NaN, month: NaN, day: NaN, days: NaN, text: "" };

/**
 * Builds an ISO 8601 local date-time (no offset, since the text did not print one) from a calendar date and the
 * seconds elapsed since that date's midnight, which may run past one day (see rollClockForward). Days are added
 * with date-fns on the calendar, so daylight-saving changes never shift the printed clock time.
 *
 * @example
 * localTimestamp({ year: 2024, month: 1, day: 15 }, 48_009)   //=> "2024-01-15T13:20:09"
 * localTimestamp({ year: 2024, month: 2, day: 28 }, 86_409)   //=> "2024-02-29T00:00:09"
 */
export function localTimestamp(date: { year: number; month: number; day: number }, seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds - days * 86_400;
  // (a series' rows share their day: the calendar is asked once per day, not once per row)
  const last = lastDay;
  let day: string;
  if (last.year === date.year && last.month === date.month && last.day === date.day && last.days === days) day = last.text;
  else {
    const start = new Date(2000, date.month - 1, date.day, 12);
    start.setFullYear(date.year);
    day = format(addDays(start, days), "yyyy-MM-dd");
    lastDay = { year: date.year, month: date.month, day: date.day, days, text: day };
  }
  const whole = Math.floor(rest);
  const hh = String(Math.floor(whole / 3600)).padStart(2, "0");
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, "0");
  const ss = String(whole % 60).padStart(2, "0");
  return `${day}T${hh}:${mm}:${ss}`;
}
