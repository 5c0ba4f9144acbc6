import { ValueError } from "./value-error.js";

/** The order of day, month and year in a numeric date. */
export type DateOrder = "MDY" | "DMY" | "YMD";

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
  /** The order that was used: given, or inferred from the text. */
  order: DateOrder;
  /** True when the text alone could not decide between MDY and DMY and no order was given. */
  ambiguous: boolean;
}

const CJK = /^(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]?$/;
const NUMERIC = /^(\d{1,4})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{1,4})\.?$/;

/**
 * Reads a date as `strftime("%x")` prints it in the common locales: `01/15/24` and `01/15/2024` (C, en_US),
 * `15.01.2024` (de_DE, ru_RU, pl_PL), `15/01/2024` (fr_FR, es_ES, it_IT), `15-01-24` (nl_NL), ISO `2024-01-15`
 * (sv_SE, `S_TIME_FORMAT=ISO`), `2024. 01. 15.` (hu_HU), `2024年01月15日` (zh_CN, ja_JP) and `2024년 01월 15일` (ko_KR).
 *
 * A four-digit first field means year-month-day. Otherwise `order` decides; without it a field above 12 settles
 * month against day, and when neither does, `/` means month first (the C locale) while `.` and `-` mean day first
 * (then `ambiguous` is true). Two-digit years follow POSIX `%y`: 69-99 are 1969-1999, 00-68 are 2000-2068.
 * An impossible date (`02/30/24`) throws a ValueError.
 *
 * @example
 * parseCalendarDate("01/15/24")          //=> { year: 2024, month: 1, day: 15, order: "MDY", ambiguous: false }
 * parseCalendarDate("15.01.2024")        //=> { year: 2024, month: 1, day: 15, order: "DMY", ambiguous: false }
 * parseCalendarDate("2024年01月15日")     //=> { year: 2024, month: 1, day: 15, order: "YMD", ambiguous: false }
 * parseCalendarDate("03/04/24", "DMY")   //=> { year: 2024, month: 4, day: 3, order: "DMY", ambiguous: false }
 */
export function parseCalendarDate(text: string, order?: DateOrder): CalendarDate {
  const s = text.trim();
  const cjk = CJK.exec(s);
  if (cjk) return checked(text, Number(cjk[1]), Number(cjk[2]), Number(cjk[3]), "YMD", false);
  const m = NUMERIC.exec(s);
  if (!m) throw new ValueError(`not a date: ${JSON.stringify(text)}`);
  const [, first = "", sep, second = "", third = ""] = m;
  if (first.length === 4) {
    return checked(text, fullYear(first), Number(second), Number(third), "YMD", false);
  }
  if (first.length > 2 || (third.length !== 2 && third.length !== 4)) throw new ValueError(`not a date: ${JSON.stringify(text)}`);
  const a = Number(first);
  const b = Number(second);
  const year = fullYear(third);
  if (order === "YMD") return checked(text, fullYear(first), b, Number(third), "YMD", false);
  if (order === "MDY") return checked(text, year, a, b, "MDY", false);
  if (order === "DMY") return checked(text, year, b, a, "DMY", false);
  if (a > 12 && b <= 12) return checked(text, year, b, a, "DMY", false);
  if (b > 12 && a <= 12) return checked(text, year, a, b, "MDY", false);
  const ambiguous = a !== b;
  return sep === "/" ? checked(text, year, a, b, "MDY", ambiguous) : checked(text, year, b, a, "DMY", ambiguous);
}

function fullYear(text: string): number {
  const n = Number(text);
  if (text.length > 2) return n;
  return n >= 69 ? 1900 + n : 2000 + n;
}

function checked(text: string, year: number, month: number, day: number, order: DateOrder, ambiguous: boolean): CalendarDate {
  const probe = new Date(Date.UTC(2000, month - 1, day));
  probe.setUTCFullYear(year);
  if (month < 1 || month > 12 || day < 1 || probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new ValueError(`impossible date ${JSON.stringify(text)} (read as ${order})`);
  }
  return { year, month, day, order, ambiguous };
}
