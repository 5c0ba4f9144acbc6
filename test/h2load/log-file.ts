/**
 * h2load's `--log-file` (one row per request of the main duration, written as each stream closes: start time in
 * microseconds since the epoch, the status or -1 for a stream that failed, the time from sending the request to the
 * stream's close in microseconds, truncated: nghttp2 src/h2load.cc Client::on_stream_close) as an oracle for the
 * text report of the same run: the status classes and the `time for request` row, value by value.
 */
import type { H2loadRecord } from "../../src/formats/h2load/schema.js";

export interface LogRow {
  startUs: number;
  status: number;
  durationUs: number;
}

/** The rows of a --log-file (no header; tab-separated). */
export function readLogFile(text: string): LogRow[] {
  return text
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => {
      const m = /^(\d+)\t(-1|\d{3})\t(\d+)$/.exec(l);
      if (!m) throw new Error(`not a --log-file row: ${JSON.stringify(l)}`);
      return { startUs: Number(m[1]), status: Number(m[2]), durationUs: Number(m[3]) };
    });
}

/**
 * What the text report says that the log disagrees with, within what h2load's printing allows: a time below 1 ms is
 * printed in whole microseconds (truncated, of a double: 1 us either way of the log's truncated count), a longer one
 * with 2 decimals of ms or s (half a unit of the last decimal); a mean is of the untruncated times (up to 1 us above
 * the log's mean). `checked` counts the values compared.
 */
export function compareWithLog(rec: H2loadRecord, rows: readonly LogRow[]): { checked: number; mismatches: string[] } {
  const mismatches: string[] = [];
  let checked = 0;
  const same = (what: string, printed: number | undefined, oracle: number): void => {
    checked++;
    if (printed !== oracle) mismatches.push(`${what}: the text says ${printed}, the log ${oracle}`);
  };
  const near = (what: string, printedMs: number | undefined, oracleUs: number, extraUs = 0): void => {
    checked++;
    if (printedMs === undefined) return void mismatches.push(`${what}: not in the text`);
    // the printed unit: us below 1 ms, 2 decimals of ms below 1 s, else 2 decimals of s
    const slackUs = printedMs < 1 ? 1 : printedMs < 1000 ? 5 : 5000;
    if (Math.abs(printedMs * 1000 - oracleUs) > slackUs + extraUs + 1e-6) mismatches.push(`${what}: the text says ${printedMs} ms, the log ${oracleUs} us`);
  };
  const byClass = (c: number): number => rows.filter((r) => Math.floor(r.status / 100) === c).length;
  same("2xx", rec.statusCodes?.status2xx, byClass(2));
  same("3xx", rec.statusCodes?.status3xx, byClass(3));
  same("4xx", rec.statusCodes?.status4xx, byClass(4));
  same("5xx", rec.statusCodes?.status5xx, byClass(5));
  same("succeeded (2xx and 3xx)", rec.requests?.succeeded, byClass(2) + byClass(3));
  same("done (one row per closed stream)", rec.requests?.done, rows.length);
  // streams that failed (-1) are errored; errored also counts requests never sent, which have no row
  const failedStreams = rows.filter((r) => r.status === -1).length;
  checked++;
  if ((rec.requests?.errored ?? 0) < failedStreams) mismatches.push(`errored ${rec.requests?.errored} is below the log's ${failedStreams} failed streams`);
  // time for request: over the streams that closed without error (any status)
  const times = rows.filter((r) => r.status !== -1).map((r) => r.durationUs);
  if (times.length > 0) {
    const t = rec.timeForRequest;
    near("time for request min", t?.minMs, Math.min(...times));
    near("time for request max", t?.maxMs, Math.max(...times));
    near("time for request mean", t?.meanMs, times.reduce((a, b) => a + b, 0) / times.length, 1);
  }
  // the finished line's req/s: those streams over the run's time (timing mode: the main duration)
  if (rec.requestsPerSecond !== undefined && rec.durationSeconds !== undefined) {
    const seconds = rec.mode === "duration" ? rec.mainDurationSeconds! : rec.durationSeconds;
    const rate = times.length / seconds;
    // the duration is printed with 2 decimals of its unit (or whole us), the rate with 2 decimals
    const relative = rec.mode === "duration" ? 0 : (rec.durationSeconds < 0.001 ? 0.5e-6 : rec.durationSeconds < 1 ? 0.5e-5 : 0.005) / rec.durationSeconds;
    checked++;
    if (Math.abs(rate - rec.requestsPerSecond) > rate * relative * 1.01 + 0.006) mismatches.push(`req/s: the text says ${rec.requestsPerSecond}, the log's ${times.length} responses give ${rate}`);
  }
  return { checked, mismatches };
}
