/**
 * Clock times of a sysstat report on its header's date: the rows print only a clock (`13:20:09`, `01:20:09 PM`,
 * `13時20分09秒`), counted here in seconds from midnight of the header's date and advanced a day each time the clock
 * passes midnight (src/normalize/clock-rollover.ts).
 */
import type { CalendarDate } from "../../normalize/calendar-date.js";
import { ZONE_SOURCE } from "../../../grammars/sysstat/tokens.js";
import { parseClockTime } from "../../normalize/clock-time.js";
import { localTimestamp } from "../../normalize/local-timestamp.js";

export const DAY = 86_400;

/** `HH:MM:SS` of a reading in seconds (any day). */
export function hhmmss(abs: number): string {
  const s = ((abs % DAY) + DAY) % DAY;
  const pad = (n: number): string => String(n).padStart(2, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * When a reading was, as a record says it: `{ timestamp }` (ISO, the header's date and the clock) or, before any date
 * is known, `{ time }` (the clock alone), the date part of each day computed once (date-fns formatting is the slow
 * part). One per report date (another date, a new object; what it keeps is a function of the date and the clock only,
 * so what a piece that fails added to it is still right).
 */
export class DayStamps {
  private readonly days = new Map<number, string>();
  private readonly readings = new Map<number, { timestamp: string } | { time: string }>();
  constructor(private readonly date: CalendarDate | undefined) {}

  /**
   * The stamps of a header's date: this object when the date is the same day (a log of many reports of one day
   * repeats its header: the strings made for the one before are good), else a new one.
   */
  of(date: CalendarDate | undefined): DayStamps {
    const d = this.date;
    return d !== undefined && date !== undefined && d.year === date.year && d.month === date.month && d.day === date.day ? this : new DayStamps(date);
  }

  /**
   * A reading's `{ timestamp }`, or `{ time }` (HH:MM:SS) while no date is known, made once per distinct reading (the
   * rows of one sample share it; a piece of sar -A holds a few thousand). Spread it into a record: it is shared.
   */
  when(abs: number): { timestamp: string } | { time: string } {
    let read = this.readings.get(abs);
    if (read === undefined) {
      if (this.readings.size >= 4096) this.readings.clear();
      const time = hhmmss(abs);
      const timestamp = this.timestamp(abs, time);
      read = timestamp === undefined ? { time } : { timestamp };
      this.readings.set(abs, read);
    }
    return read;
  }

  /** The ISO timestamp of a reading whose `HH:MM:SS` is `time`, or undefined before any date is known. */
  private timestamp(abs: number, time: string): string | undefined {
    if (!this.date) return undefined;
    const day = Math.floor(abs / DAY);
    let prefix = this.days.get(day);
    if (prefix === undefined) {
      prefix = localTimestamp(this.date, day * DAY).slice(0, 10);
      this.days.set(day, prefix);
    }
    return `${prefix}T${time}`;
  }
}

/** A zone after the clock, as the grammar reads one (grammars/sysstat/tokens.ts Zone). */
const TRAILING_ZONE = new RegExp(`[ \\t]+${ZONE_SOURCE}$`);

/**
 * A row's clock as printed without the zone some locales print after it: the clock is the local time of the
 * report's machine, read as every other row's is (the zone's name is not an offset: IST is India's, Israel's and
 * Ireland's).
 *
 * @example
 * withoutZone("12:38:33 PM IST") //=> "12:38:33 PM"
 * withoutZone("05:13:05  +0530") //=> "05:13:05"
 */
export function withoutZone(clock: string): string {
  return clock.replace(TRAILING_ZONE, "");
}

/** parseClockTime, once per distinct text in a row (the rows of one sample share a clock); a zone after it is left out. */
export function clockReader(fail: (offset: number, err: unknown, what: string) => never): (text: string, offset: number) => number {
  let lastClock: string | undefined;
  let lastSeconds = 0;
  return (text, offset) => {
    if (text === lastClock) return lastSeconds;
    try {
      lastSeconds = parseClockTime(withoutZone(text));
      lastClock = text;
      return lastSeconds;
    } catch (err) {
      return fail(offset, err, "time");
    }
  };
}
