import type { CalendarDate } from "./calendar-date.js";
import { ValueError } from "./value-error.js";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const WEEKDAY = String.raw`(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?[ \t]+`;
const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
/** `Thursday 06 April 2006` (en_IN's `%A %d %B %Y`), `06 Apr, 2006` (`%d %b, %Y`), `6. April 2006`. */
const DAY_FIRST = new RegExp(String.raw`^(?:${WEEKDAY})?(\d{1,2})\.?[ \t]+${MONTH},?[ \t]+(\d{4})$`, "i");
/** `Apr 06 2006` (`%b %d %Y`), `Thursday, April 06, 2006` (`%A, %B %d, %Y`). */
const MONTH_FIRST = new RegExp(String.raw`^(?:${WEEKDAY})?${MONTH}[ \t]+(\d{1,2}),?[ \t]+(\d{4})$`, "i");
/** `20130503`: year, month and day without separators (ISO 8601's basic form). */
const COMPACT = /^((?:19|20)\d\d)(\d\d)(\d\d)$/;

/**
 * Reads a date in the forms parseCalendarDate does not: with an English month name, as the `%x` of en_IN, en_PH and
 * other glibc locales prints it (`Thursday 06 April 2006`, `06 Apr, 2006`, `Apr 06 2006`, with or without the
 * weekday), or as eight digits, year first (`20130503`). Never ambiguous; an impossible date (`31 April 2006`) or any
 * other text throws a ValueError.
 *
 * @example
 * parseLooseDate("Thursday 06 April 2006") //=> { year: 2006, month: 4, day: 6, order: "DMY", ambiguous: false }
 * parseLooseDate("Apr 06, 2006")           //=> { year: 2006, month: 4, day: 6, order: "MDY", ambiguous: false }
 * parseLooseDate("20130503")               //=> { year: 2013, month: 5, day: 3, order: "YMD", ambiguous: false }
 */
export function parseLooseDate(text: string): CalendarDate {
  const s = text.trim();
  let m = DAY_FIRST.exec(s);
  if (m) return checked(text, Number(m[3]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[1]), "DMY");
  m = MONTH_FIRST.exec(s);
  if (m) return checked(text, Number(m[3]), MONTHS.indexOf(m[1]!.toLowerCase()) + 1, Number(m[2]), "MDY");
  m = COMPACT.exec(s);
  if (m) return checked(text, Number(m[1]), Number(m[2]), Number(m[3]), "YMD");
  throw new ValueError(`not a date: ${JSON.stringify(text)}`);
}

function checked(text: string, year: number, month: number, day: number, order: CalendarDate["order"]): CalendarDate {
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || day < 1 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new ValueError(`impossible date ${JSON.stringify(text)}`);
  }
  return { year, month, day, order, ambiguous: false };
}
