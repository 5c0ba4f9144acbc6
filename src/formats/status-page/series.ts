import { counterRate } from "../../normalize/rate.js";
import type { TimestampLine } from "../../normalize/timestamp-line.js";

/** One page of a series as the next one needs it: its counters and its time. */
export interface SeriesPoint<C> {
  counters: C;
  time: TimestampLine | undefined;
}

interface Saved<C> {
  segment: number;
  previous: SeriesPoint<C> | undefined;
}

/**
 * The segments of a status-page series: a restart of the server (a counter going down, a new start time) starts a new
 * segment, numbered from 0, and rates are only made between two pages of one segment. The segment and the previous
 * page carry over between the pieces of a stream through `ctx.state[key]`, written by `save()` once a piece's records
 * are made (a piece that fails and is read again starts from the same state).
 *
 * @example
 * const series = new StatusSeries<{ requests: number }>(ctx.state, "apacheSeries");
 * const prev = series.next({ counters, time }, (a, b) => b.requests < a.requests); // undefined: first of a segment
 * series.save();
 */
export class StatusSeries<C> {
  segment: number;
  previous: SeriesPoint<C> | undefined;

  constructor(
    private readonly state: Record<string, unknown>,
    private readonly key: string,
  ) {
    const saved = state[key] as Saved<C> | undefined;
    this.segment = saved?.segment ?? 0;
    this.previous = saved?.previous;
  }

  /**
   * Takes the next page: returns the previous page of its segment (undefined for the first page of a segment), after
   * starting a new segment when `restarted(previous, current)` says the server restarted in between.
   */
  next(point: SeriesPoint<C>, restarted: (before: C, after: C) => boolean): SeriesPoint<C> | undefined {
    let prev = this.previous;
    if (prev && restarted(prev.counters, point.counters)) {
      this.segment++;
      prev = undefined;
    }
    this.previous = point;
    return prev;
  }

  /** Keeps the segment and the previous page for the next piece of the input. */
  save(): void {
    this.state[this.key] = { segment: this.segment, previous: this.previous } satisfies Saved<C>;
  }
}

/**
 * Per-second rates of counters between two pages of a segment, by a table of `[counter key, rate key]`: a rate for
 * each counter both pages have (in the table's order), none for a counter that went down. Undefined when no rate
 * could be made.
 *
 * @example
 * counterRates({ accesses: 10 }, { accesses: 30 }, 2, [["accesses", "accessesPerSecond"]]) //=> { accessesPerSecond: 10 }
 */
export function counterRates<C extends object>(before: C, after: C, seconds: number, table: readonly (readonly [keyof C & string, string])[]): Record<string, number> | undefined {
  let rates: Record<string, number> | undefined;
  for (const [counter, rate] of table) {
    const a = before[counter];
    const b = after[counter];
    if (typeof a !== "number" || typeof b !== "number") continue;
    const r = counterRate(a, b, seconds);
    if (r !== undefined) (rates ??= {})[rate] = r;
  }
  return rates;
}
