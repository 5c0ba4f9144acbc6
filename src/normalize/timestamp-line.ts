import { isValid } from "date-fns/isValid";
import { parseISO } from "date-fns/parseISO";
import { ValueError } from "./value-error.js";

/** Which printer a timestamp line came from. */
export type TimestampStyle =
  /** `date` with no format: C/en_US (`Mon Nov 30 15:16:19 UTC 2026`, `... 03:16:19 PM UTC 2026`), de_DE, fr_FR, zh_CN, ja_JP. */
  | "date"
  /** `date -Iseconds` / `-Iminutes` / `-Ins`: `2026-11-30T15:16:19+00:00`. */
  | "iso8601"
  /** `date --rfc-3339=seconds|ns`: `2026-11-30 15:16:19+00:00`. */
  | "rfc3339"
  /** `date -R` and HTTP `Date:` headers: `Mon, 30 Nov 2026 15:16:19 +0000` / `... GMT`. */
  | "rfc5322"
  /** `date +%s` or `date +%s.%N`: seconds since 1970-01-01T00:00:00Z. */
  | "epoch";

export interface TimestampLine {
  /**
   * ISO 8601 text. It carries an offset (`Z` for UTC, GMT and epoch seconds, else `+hh:mm`) whenever the line shows
   * one or names UTC/GMT; a zone abbreviation such as `CET` or `CST` is ambiguous, so the time is then given without
   * an offset (local time) unless `zoneOffsets` resolves it. Fractional seconds are kept as printed.
   */
  iso: string;
  /** Milliseconds since the Unix epoch; undefined when the offset is unknown (see `iso`). */
  epochMs: number | undefined;
  /**
   * The wall-clock reading in milliseconds as if it were UTC. Differences between two lines printed in the same zone
   * are exact (except across a daylight-saving change, which shows as a change of the zone text).
   */
  wallClockMs: number;
  /** The zone as printed (`UTC`, `CET`, `+04`, `+01:00`), or undefined for epoch seconds and ISO text without one. */
  zone: string | undefined;
  style: TimestampStyle;
}

export interface TimestampLineOptions {
  /** Offsets for zone abbreviations, e.g. `{ CST: "+08:00" }` for a log written in Asia/Shanghai. */
  zoneOffsets?: Record<string, string>;
}

const EN_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DE_DAYS = ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"];
const DE_MONTHS = ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"];
const FR_DAYS = ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."];
const FR_MONTHS = ["janv.", "févr.", "mars", "avril", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
const ZH_DAYS = ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"];
const JA_DAYS = ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"];

const EPOCH = /^(\d{1,11})(?:[.,](\d{1,9}))?$/;
const ISO = /^(\d{4}-\d\d-\d\d)([T ])(\d\d:\d\d)(?::(\d\d)(?:[.,](\d{1,9}))?)?(Z|[+-]\d\d(?::?\d\d)?)?$/;
const RFC5322 = /^([A-Z][a-z]{2}), +(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}) (\d\d):(\d\d):(\d\d) ([+-]\d{4}|GMT|UTC|UT|Z)$/;
const DATE_C = /^([A-Z][a-z]{2}) ([A-Z][a-z]{2}) +(\d{1,2}) (\d\d):(\d\d):(\d\d)(?: (AM|PM))? (\S+) (\d{4})$/;
const DATE_DE = /^(\S{2}) +(\d{1,2})\. (\S+) (\d\d):(\d\d):(\d\d) (\S+) (\d{4})$/;
const DATE_FR = /^(\S+) (\d{1,2}) (\S+) (\d{4}) (\d\d):(\d\d):(\d\d) (\S+)$/;
const DATE_CJK = /^(\d{4})年 +(\d{1,2})月 +(\d{1,2})日 +(\S+) (\d\d):(\d\d):(\d\d) (\S+)$/;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Fraction digits as printed (may be empty). */
  fraction: string;
  zone: string | undefined;
  weekday?: number;
  style: TimestampStyle;
}

/**
 * Parses one timestamp line as printed before each sample of a monitoring loop (`date; curl .../status`): `date`'s
 * default format (C, en_US with AM/PM, de_DE, fr_FR, zh_CN, ja_JP), `date -Iseconds`/`-Ins`, `date --rfc-3339`,
 * `date -R` (also HTTP `Date:` headers) and epoch seconds (`date +%s`, `date +%s.%N`). Checks the calendar date and the
 * printed weekday. Throws a ValueError for anything else.
 *
 * @example
 * parseTimestampLine("Mon Nov 30 15:16:19 UTC 2026").iso        //=> "2026-11-30T15:16:19Z"
 * parseTimestampLine("2026-11-30T16:16:19+01:00").epochMs       //=> 1796051779000
 * parseTimestampLine("1796051779").iso                          //=> "2026-11-30T15:16:19Z"
 * parseTimestampLine("Mon Nov 30 23:16:19 CST 2026").iso        //=> "2026-11-30T23:16:19" (no offset: CST is ambiguous)
 * parseTimestampLine("Mon Nov 30 23:16:19 CST 2026", { zoneOffsets: { CST: "+08:00" } }).iso
 *                                                               //=> "2026-11-30T23:16:19+08:00"
 */
export function parseTimestampLine(text: string, options: TimestampLineOptions = {}): TimestampLine {
  const line = text.trim();
  // whole epoch seconds (`date +%s`, a line per sample of a long series): what the parts below resolve to, at once
  if (WHOLE_EPOCH.test(line)) return epochSeconds(Number(line));
  const parts = matchParts(line);
  if (!parts) throw new ValueError(`not a recognised timestamp line: ${JSON.stringify(text)}`);
  return resolve(parts, line, options);
}

const WHOLE_EPOCH = /^\d{1,11}$/;

/**
 * `date +%s`'s line: from 1970 to the year 5138 (eleven digits), UTC. The same TimestampLine that resolve() gives for
 * its parts (test/nginx-stub-status/timestamp-line.test.ts checks it against the ISO line of the same second). The
 * clock is worked out by hand and the date kept from the line before (a series has a line a second; a Date's
 * toISOString costs a microsecond or more).
 */
function epochSeconds(seconds: number): TimestampLine {
  const ms = seconds * 1000;
  const day = Math.floor(seconds / 86_400);
  if (day !== epochDay) {
    epochDay = day;
    // toISOString's `YYYY-MM-DD` for years 0 to 9999
    epochDate = `${new Date(day * 86_400_000).toISOString().slice(0, 10)}T`;
  }
  let rest = seconds - day * 86_400;
  const hour = Math.floor(rest / 3600);
  rest -= hour * 3600;
  const minute = Math.floor(rest / 60);
  const iso = `${epochDate}${TWO_DIGITS[hour]}:${TWO_DIGITS[minute]}:${TWO_DIGITS[rest - minute * 60]}Z`;
  return { iso, epochMs: ms, wallClockMs: ms, zone: undefined, style: "epoch" };
}

let epochDay = Number.NaN;
let epochDate = "";
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, "0"));

function matchParts(line: string): Parts | undefined {
  let m: RegExpExecArray | null;
  if ((m = EPOCH.exec(line))) {
    const seconds = Number(m[1]);
    const d = new Date(seconds * 1000);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
      fraction: m[2] ?? "",
      zone: "Z",
      style: "epoch",
    };
  }
  if ((m = ISO.exec(line))) {
    const [y, mo, d] = m[1]!.split("-").map(Number) as [number, number, number];
    const [h, mi] = m[3]!.split(":").map(Number) as [number, number];
    return { year: y, month: mo, day: d, hour: h, minute: mi, second: Number(m[4] ?? "0"), fraction: m[5] ?? "", zone: m[6], style: m[2] === "T" ? "iso8601" : "rfc3339" };
  }
  if ((m = RFC5322.exec(line))) {
    return {
      year: Number(m[4]),
      month: EN_MONTHS.indexOf(m[3]!) + 1,
      day: Number(m[2]),
      hour: Number(m[5]),
      minute: Number(m[6]),
      second: Number(m[7]),
      fraction: "",
      zone: m[8],
      weekday: EN_DAYS.indexOf(m[1]!),
      style: "rfc5322",
    };
  }
  if ((m = DATE_C.exec(line))) {
    return {
      year: Number(m[9]),
      month: EN_MONTHS.indexOf(m[2]!) + 1,
      day: Number(m[3]),
      hour: twelveHour(Number(m[4]), m[7]),
      minute: Number(m[5]),
      second: Number(m[6]),
      fraction: "",
      zone: m[8],
      weekday: EN_DAYS.indexOf(m[1]!),
      style: "date",
    };
  }
  if ((m = DATE_DE.exec(line))) {
    return {
      year: Number(m[8]),
      month: DE_MONTHS.indexOf(m[3]!) + 1,
      day: Number(m[2]),
      hour: Number(m[4]),
      minute: Number(m[5]),
      second: Number(m[6]),
      fraction: "",
      zone: m[7],
      weekday: DE_DAYS.indexOf(m[1]!),
      style: "date",
    };
  }
  if ((m = DATE_FR.exec(line))) {
    return {
      year: Number(m[4]),
      month: FR_MONTHS.indexOf(m[3]!) + 1,
      day: Number(m[2]),
      hour: Number(m[5]),
      minute: Number(m[6]),
      second: Number(m[7]),
      fraction: "",
      zone: m[8],
      weekday: FR_DAYS.indexOf(m[1]!),
      style: "date",
    };
  }
  if ((m = DATE_CJK.exec(line))) {
    const zh = ZH_DAYS.indexOf(m[4]!);
    return {
      year: Number(m[1]),
      month: Number(m[2]),
      day: Number(m[3]),
      hour: Number(m[5]),
      minute: Number(m[6]),
      second: Number(m[7]),
      fraction: "",
      zone: m[8],
      weekday: zh >= 0 ? zh : JA_DAYS.indexOf(m[4]!),
      style: "date",
    };
  }
  return undefined;
}

/** 12-hour clock (en_US `date`): 12 AM is 00, 12 PM is 12. Out-of-range hours stay invalid (checked later). */
function twelveHour(hour: number, meridiem: string | undefined): number {
  if (meridiem === undefined) return hour;
  if (hour < 1 || hour > 12) return 99;
  return (hour % 12) + (meridiem === "PM" ? 12 : 0);
}

function resolve(p: Parts, line: string, options: TimestampLineOptions): TimestampLine {
  const bad = (why: string): never => {
    throw new ValueError(`${why} in timestamp line ${JSON.stringify(line)}`);
  };
  if (p.month < 1) bad("unknown month name");
  if (p.weekday !== undefined && p.weekday < 0) bad("unknown weekday name");
  if (p.hour > 23 || p.minute > 59 || p.second > 59) bad("time out of range");
  const date = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  const time = `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${p.fraction ? `.${p.fraction}` : ""}`;
  // parseISO with an explicit `Z` reads the wall clock independently of the process's time zone; a whole second of
  // a date that exists is computed without it (the common case: a series has a line per sample)
  const wall = p.fraction === "" && calendarDay(p.year, p.month, p.day) ? utcDate(p) : parseISO(`${date}T${time}Z`);
  if (!isValid(wall)) bad("no such calendar date");
  if (p.weekday !== undefined && wall.getUTCDay() !== p.weekday) bad("weekday does not match the date");
  const wallClockMs = wall.getTime();

  const offset = p.style === "epoch" ? 0 : offsetMinutes(p.zone, options);
  const zoneShown = p.style === "epoch" ? undefined : p.zone;
  const suffix = offset === undefined ? "" : offset === 0 ? "Z" : formatOffset(offset);
  return {
    iso: `${date}T${time}${suffix}`,
    epochMs: offset === undefined ? undefined : wallClockMs - offset * 60_000,
    wallClockMs,
    zone: zoneShown,
    style: p.style,
  };
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** True for a day that exists, in a year of four digits (what parseISO reads). */
function calendarDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!);
}

/** The UTC instant of the parts' wall clock, as parseISO(`${date}T${time}Z`) gives it. */
function utcDate(p: Parts): Date {
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

/** Minutes east of UTC for a printed zone, or undefined when the zone is an abbreviation we cannot resolve. */
function offsetMinutes(zone: string | undefined, options: TimestampLineOptions): number | undefined {
  if (zone === undefined) return undefined;
  if (/^(?:Z|UTC|GMT|UT)$/.test(zone)) return 0;
  const numeric = /^([+-])(\d\d):?(\d\d)?$/.exec(zone);
  if (numeric) {
    // ISO 8601 offsets stop at 23:59 (real ones at +14:00); `+40:00` would make an invalid timestamp.
    if (Number(numeric[2]) > 23 || Number(numeric[3] ?? "0") > 59) throw new ValueError(`zone offset out of range: ${zone}`);
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3] ?? "0");
    return numeric[1] === "-" ? -minutes : minutes;
  }
  const configured = options.zoneOffsets && Object.prototype.hasOwnProperty.call(options.zoneOffsets, zone) ? options.zoneOffsets[zone] : undefined;
  if (configured !== undefined) {
    const resolved = offsetMinutes(configured, {});
    if (resolved === undefined) throw new ValueError(`zoneOffsets.${zone} is not an offset like "+08:00": ${JSON.stringify(configured)}`);
    return resolved;
  }
  return undefined;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}
