/**
 * When a monitor's sample was taken, and whether it belongs to a run's window.
 *
 * - A record's own clock: `timestamp` (ISO 8601; without an offset it is this machine's local time, as sysstat,
 *   vmstat -t and the status-page poller print it), or top's `time` (HH:MM:SS, local) on the day that puts it
 *   nearest to when it was received.
 * - A record without a clock (free): when its first line was received.
 * - The window: a sample at time t belongs to a run from `start` to `end` with a warm-up cut of `skip` seconds
 *   when start + skip < t <= end. Monitors print whole seconds: a sample's time is known to a second.
 */
import { NOT_A_SAMPLE } from "../report/samples.js";

type Obj = Record<string, unknown>;

/** True for a monitor record that is a sample (not a header, an average, a first since-boot row...). */
export function isSample(record: unknown): boolean {
  if (record === null || typeof record !== "object") return false;
  const r = record as Obj;
  if (typeof r.kind === "string" && (NOT_A_SAMPLE.has(r.kind) || r.kind === "notice")) return false;
  // vmstat's first row: averages since boot
  return r.sinceBoot !== true;
}

/**
 * The record's own time in ms since the epoch, or undefined when it prints none. `received`: when it was read
 * (for a clock time without a date).
 *
 * @example
 * recordTime({ timestamp: "2026-12-06T08:56:13Z" }, 0) //=> Date.parse("2026-12-06T08:56:13Z")
 */
export function recordTime(record: unknown, received: number): number | undefined {
  const r = record as Obj;
  if (typeof r.timestamp === "string") {
    const t = Date.parse(r.timestamp);
    return Number.isNaN(t) ? undefined : t;
  }
  if (typeof r.time === "string") {
    const m = /^(\d{1,2}):(\d{2}):(\d{2})$/.exec(r.time);
    if (m === null) return undefined;
    const day = new Date(received);
    day.setHours(Number(m[1]), Number(m[2]), Number(m[3]), 0);
    let t = day.getTime();
    // the day that puts the clock time nearest to when it was received (a run across midnight)
    const DAY = 86_400_000;
    if (t - received > DAY / 2) t -= DAY;
    else if (received - t > DAY / 2) t += DAY;
    return t;
  }
  return undefined;
}

/** The run's window: samples whose time is after start + skip and not after end (ms since the epoch). */
export interface RunWindow {
  start: number;
  end: number;
  skipSeconds: number;
}

/** Whether a sample taken at `t` (ms) belongs to the window. */
export function inWindow(t: number, w: RunWindow): boolean {
  return t > w.start + w.skipSeconds * 1000 && t <= w.end;
}
