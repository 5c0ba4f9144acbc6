import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";
import type { AbGnuplotRecord } from "./schema.js";

/** The percentiles ab prints in its own table (`Percentage of the requests served within a certain time`). */
export const AB_PERCENTS = [50, 66, 75, 80, 90, 95, 98, 99, 100] as const;

const ColumnSummary = z.object(lazyShape(() => ({
  minMs: z.number(),
  meanMs: z.number(),
  sdMs: z.number().describe("Sample standard deviation (n - 1), as ab's [+/-sd]; 0 for one request"),
  medianMs: z.number().describe("The middle value; the mean of the two middle values for an even count"),
  maxMs: z.number(),
  percentiles: z.array(z.object({ percent: z.number().min(0).max(100).describe("Percentage of requests, in percent (0-100)"), ms: z.number().nonnegative().nullable().describe("Served within this many milliseconds") })).describe("p50..p100 by ab's rule: the value at index floor(n * p / 100) of the sorted values, the largest for p100"),
})));

export const AbGnuplotSummary = z
  .object(lazyShape({ format: z.literal("ab-gnuplot").describe("Format id (always `ab-gnuplot`)"), kind: z.literal("summary") }, () => ({
    requests: z.number().int().describe("Rows (requests) summarized"),
    ctime: ColumnSummary.describe("Connect time"),
    dtime: ColumnSummary.describe("Processing time (total minus connect)"),
    ttime: ColumnSummary.describe("Total time"),
    wait: ColumnSummary.describe("Waiting time (until the first byte)"),
  })))
  .describe("The requests of an ab -g file summarized as ab summarizes them (benchparse --summary)");
export type AbGnuplotSummary = z.infer<typeof AbGnuplotSummary>;

/** The four time columns of an ab -g file, as numbers, in growing typed arrays (no object per row). */
export class GnuplotColumns {
  count = 0;
  ctime: Float64Array = new Float64Array(1024);
  dtime: Float64Array = new Float64Array(1024);
  ttime: Float64Array = new Float64Array(1024);
  wait: Float64Array = new Float64Array(1024);

  add(ctime: number, dtime: number, ttime: number, wait: number): void {
    if (this.count === this.ctime.length) this.grow();
    const i = this.count++;
    this.ctime[i] = ctime;
    this.dtime[i] = dtime;
    this.ttime[i] = ttime;
    this.wait[i] = wait;
  }

  /** A record of parse(), parseStream() or the CLI's stream. */
  addRecord(r: AbGnuplotRecord): void {
    this.add(r.ctimeMs, r.dtimeMs, r.ttimeMs, r.waitMs);
  }

  private grow(): void {
    const more = (a: Float64Array): Float64Array => {
      const b = new Float64Array(a.length * 2);
      b.set(a);
      return b;
    };
    this.ctime = more(this.ctime);
    this.dtime = more(this.dtime);
    this.ttime = more(this.ttime);
    this.wait = more(this.wait);
  }

  /** The summary record; undefined when no row was added. */
  summary(): AbGnuplotSummary | undefined {
    if (this.count === 0) return undefined;
    const n = this.count;
    return {
      format: "ab-gnuplot",
      kind: "summary",
      requests: n,
      ctime: summarizeColumn(this.ctime.subarray(0, n)),
      dtime: summarizeColumn(this.dtime.subarray(0, n)),
      ttime: summarizeColumn(this.ttime.subarray(0, n)),
      wait: summarizeColumn(this.wait.subarray(0, n)),
    };
  }
}

/** Whole milliseconds up to this are counted in a table instead of sorted. */
const COUNTED = 1 << 20;

/**
 * min, mean, sd, median, max and ab's percentile table of one column (at least one value). Whole milliseconds from 0
 * to about 17 minutes, ab's case, are counted in a table of that many counters; other values are sorted. Either way
 * the values picked are the same, and the mean and sd are summed in row order.
 *
 * @example
 * summarizeColumn(Float64Array.of(1, 2, 3, 4)).percentiles[0] //=> { percent: 50, ms: 3 }
 */
export function summarizeColumn(values: Float64Array): z.infer<typeof ColumnSummary> {
  const n = values.length;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let whole = true;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
    if (whole && !Number.isInteger(v)) whole = false;
  }
  const mean = sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (values[i]! - mean) ** 2;
  const sd = n > 1 ? Math.sqrt(squares / (n - 1)) : 0;
  // at(k): the k-th smallest value (0-based)
  let at: (k: number) => number;
  if (whole && min >= 0 && max < COUNTED) {
    const counts = new Uint32Array(max + 1);
    for (let i = 0; i < n; i++) counts[values[i]!]!++;
    at = (k) => {
      let seen = 0;
      for (let v = 0; v <= max; v++) {
        seen += counts[v]!;
        if (seen > k) return v;
      }
      return max;
    };
  } else {
    const sorted = Float64Array.from(values).sort();
    at = (k) => sorted[k]!;
  }
  const median = n % 2 === 1 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
  return {
    minMs: min,
    meanMs: mean,
    sdMs: sd,
    medianMs: median,
    maxMs: max,
    percentiles: AB_PERCENTS.map((percent) => ({ percent, ms: percent >= 100 ? max : at(Math.floor((n * percent) / 100)) })),
  };
}

const HEADER = new TextEncoder().encode("starttime\tseconds\tctime\tdtime\tttime\twait\n");
/** Bytes read at a time; a longer line makes the fast reader give up. */
const BLOCK = 1 << 20;

/**
 * The columns of an ab -g file as ab writes it, read from its bytes without the engine: the header line exactly,
 * then rows of a ctime date (`Mon Nov 30 15:17:01 2026`), the epoch seconds and the four times as plain digits, tab
 * separated, LF line ends. At anything else (CR, a blank or pasted line, a margin, a minus sign, a cut date, no row)
 * it gives up and returns undefined: the caller then reads the input through parseStream, which knows every form.
 * Where it does not give up, it reads what parse() reads (test/ab/gnuplot-summary.test.ts pins the two together).
 * `read(buffer, at)` fills buffer from `at` (a file's next bytes) and returns the count, 0 at the end.
 */
export function readGnuplotBytes(read: (buffer: Uint8Array, at: number) => number): GnuplotColumns | undefined {
  const buf = new Uint8Array(BLOCK);
  let end = 0;
  // the header
  while (end < HEADER.length) {
    const got = read(buf, end);
    if (got === 0) return undefined;
    end += got;
  }
  for (let i = 0; i < HEADER.length; i++) if (buf[i] !== HEADER[i]) return undefined;
  const cols = new GnuplotColumns();
  let pos = HEADER.length;
  const fields = [0, 0, 0, 0, 0];
  for (;;) {
    // the complete lines in buf[pos, end)
    const last = buf.lastIndexOf(10, end - 1);
    const stop = last >= pos ? last + 1 : pos;
    while (pos < stop) {
      pos = readRow(buf, pos, fields);
      if (pos < 0) return undefined;
      cols.add(fields[1]!, fields[2]!, fields[3]!, fields[4]!);
    }
    // keep the unfinished line, read more
    buf.copyWithin(0, pos, end);
    end -= pos;
    pos = 0;
    if (end === buf.length) return undefined;
    const got = read(buf, end);
    if (got === 0) break;
    end += got;
  }
  if (end > 0) {
    // a last row without its line end
    if (end === buf.length) return undefined;
    buf[end] = 10;
    if (readRow(buf, 0, fields) !== end + 1) return undefined;
    cols.add(fields[1]!, fields[2]!, fields[3]!, fields[4]!);
  }
  return cols.count > 0 ? cols : undefined;
}

/**
 * One row from `pos` (which holds a LF at its end); the five numbers go to `fields`. Returns where the next row
 * starts, or -1 for a row the fast reader does not take.
 */
function readRow(b: Uint8Array, pos: number, fields: number[]): number {
  // ctime's date: `Www Mmm dd hh:mm:ss yyyy`, the day padded with a space or not
  if (!isLetters(b, pos) || b[pos + 3] !== 32 || !isLetters(b, pos + 4) || b[pos + 7] !== 32) return -1;
  let p = pos + 8;
  if (b[p] === 32) p++;
  if (!isDigit(b[p]!)) return -1;
  p++;
  if (isDigit(b[p]!)) p++;
  if (b[p] !== 32 || !isDigit(b[p + 1]!) || !isDigit(b[p + 2]!) || b[p + 3] !== 58 || !isDigit(b[p + 4]!) || !isDigit(b[p + 5]!) || b[p + 6] !== 58) return -1;
  if (!isDigit(b[p + 7]!) || !isDigit(b[p + 8]!) || b[p + 9] !== 32) return -1;
  p += 10;
  for (let k = 0; k < 4; k++, p++) if (!isDigit(b[p]!)) return -1;
  // the five numbers: 1 to 15 digits each, tab before each, LF after the last
  for (let f = 0; f < 5; f++) {
    if (b[p] !== 9) return -1;
    p++;
    let v = 0;
    const from = p;
    while (isDigit(b[p]!)) v = v * 10 + (b[p++]! - 48);
    if (p === from || p - from > 15) return -1;
    fields[f] = v;
  }
  return b[p] === 10 ? p + 1 : -1;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Three ASCII letters. */
function isLetters(b: Uint8Array, p: number): boolean {
  for (let k = p; k < p + 3; k++) {
    const c = b[k]! | 32;
    if (c < 97 || c > 122) return false;
  }
  return true;
}
