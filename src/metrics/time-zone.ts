/**
 * Places the timestamps of records on the time line. sar, top, free and stub_status logs print local clock times
 * without an offset; a TimeZone reads them in one zone: an IANA name (`Europe/Paris`, through Intl, so daylight
 * saving time is applied as the platform's time zone data says) or a fixed offset (`+05:30`, `-08:00`, `Z`, `UTC`).
 * A timestamp with its own offset (`2024-05-01T10:00:00+02:00`) is an instant whatever the zone.
 */

/** An instant as whole seconds since 1970 (UTC) and the nanoseconds after them, kept exact as printed. */
export interface Instant {
  seconds: number;
  /** 0 to 999,999,999. */
  nanos: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9})\d*)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;
const DAY_MS = 86_400_000;
const CACHE_LIMIT = 100_000;

export class TimeZone {
  /** Set once a timestamp without an offset has been placed in this zone (the CLI says so on stderr). */
  usedLocal = false;
  private readonly fixedMs: number | undefined;
  private readonly format: Intl.DateTimeFormat | undefined;
  /** Local date-times already placed (a sar day repeats each clock time in every report). */
  private readonly cache = new Map<string, number>();

  /**
   * @param zone an IANA zone name or ±HH:MM; default: the machine's zone.
   * @throws RangeError for a zone that is neither
   */
  constructor(zone?: string) {
    const name = zone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone ?? "UTC";
    const m = OFFSET.exec(name);
    if (m) {
      const ms = (Number(m[2]) * 60 + Number(m[3])) * 60_000;
      if (Number(m[2]) > 23 || Number(m[3]) > 59) throw new RangeError(`time zone offset out of range: ${name}`);
      this.fixedMs = m[1] === "-" ? -ms : ms;
      this.name = name;
    } else if (/^(?:Z|UTC)$/i.test(name)) {
      this.fixedMs = 0;
      this.name = "UTC";
    } else {
      // throws RangeError for an unknown zone
      this.format = new Intl.DateTimeFormat("en-US", {
        timeZone: name,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
      this.name = this.format.resolvedOptions().timeZone;
    }
  }

  readonly name: string;

  /**
   * The instant of an ISO 8601 date-time: its own offset when it has one, else its clock time in this zone. A clock
   * time that occurs twice (the hour repeated when daylight saving time ends) is the earlier instant; one that does
   * not occur (skipped when it starts) is moved forward by the gap (as Temporal's "compatible" disambiguation).
   * undefined for text that is not such a date-time.
   *
   * @example
   * new TimeZone("Europe/Paris").instant("2024-07-01T12:00:00")      //=> { seconds: 1719828000, nanos: 0 }
   * new TimeZone("+05:30").instant("2024-07-01T12:00:00.25")         //=> { seconds: 1719815400, nanos: 250000000 }
   * new TimeZone("UTC").instant("2024-07-01T12:00:00-04:00")         //=> { seconds: 1719849600, nanos: 0 }
   */
  instant(iso: string): Instant | undefined {
    const m = ISO.exec(iso);
    if (!m) return undefined;
    const nanos = m[7] ? Number(m[7].padEnd(9, "0")) : 0;
    const offset = m[8];
    if (offset !== undefined) {
      const local = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
      let ms = 0;
      if (offset.toUpperCase() !== "Z") {
        const o = /^([+-])(\d{2}):?(\d{2})?$/.exec(offset)!;
        ms = (Number(o[2]) * 60 + Number(o[3] ?? 0)) * 60_000 * (o[1] === "-" ? -1 : 1);
      }
      return { seconds: Math.floor((local - ms) / 1000), nanos };
    }
    this.usedLocal = true;
    const key = iso.slice(0, 19);
    let seconds = this.cache.get(key);
    if (seconds === undefined) {
      const local = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
      seconds = Math.floor(this.place(local) / 1000);
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      this.cache.set(key, seconds);
    }
    return { seconds, nanos };
  }

  /** The instant (ms since 1970) of a local clock time given as if it were UTC. */
  private place(local: number): number {
    if (this.fixedMs !== undefined) return local - this.fixedMs;
    // The offsets a day before and after; at most one transition between them in any real zone.
    const before = this.offsetAt(local - DAY_MS);
    const after = this.offsetAt(local + DAY_MS);
    const valid = [before, after].filter((o) => this.offsetAt(local - o) === o);
    if (valid.length > 0) return local - Math.max(...valid); // the earlier instant when both are
    return local - before; // in a gap: the offset before it moves the clock time forward
  }

  /** The zone's offset from UTC at an instant, in ms. */
  private offsetAt(ms: number): number {
    const whole = Math.floor(ms / 1000) * 1000;
    const parts = this.format!.formatToParts(new Date(whole));
    const get = (type: string): number => Number(parts.find((p) => p.type === type)!.value);
    const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
    return wall - whole;
  }
}
