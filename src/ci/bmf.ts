import { shiftDecimal } from "../kit/metrics/units.js";
import { measureBySlug } from "./measures.js";
import { groupRuns, spread, type TrackedRun } from "./runs.js";

/**
 * Bencher Metric Format (https://bencher.dev/bmf.json), for `bencher run --adapter json`:
 * `{ "<benchmark>": { "<measure>": { value, lower_value?, upper_value? } } }`. A benchmark is a run's name; its
 * measures are the slugs of measures.ts. Bencher's built-in `latency` is nanoseconds and `throughput` operations per
 * second: `latency` is the mean latency in ns, `throughput` requests/s; percentiles and the maximum are measures of
 * their own in ns too (`latency-p99`, `latency-max`), the rest in the unit of their spec (`error-rate` percent,
 * `failed` a count). Repeats (runs of one name) are one metric: the median, with the smallest and largest run as
 * lower_value and upper_value.
 */
export interface BmfMetric {
  value: number;
  lower_value?: number;
  upper_value?: number;
}
export type BmfDocument = Record<string, Record<string, BmfMetric>>;

/** A latency measure's value in Bencher's unit (ns) from ms, or the value as it is. */
const toBencher = (slug: string, v: number): number => (measureBySlug(slug)?.unit === "ms" ? shiftDecimal(v, 6) : v);
const fromBencher = (slug: string, v: number): number => (measureBySlug(slug)?.unit === "ms" ? shiftDecimal(v, -6) : v);

/**
 * The BMF document of the runs.
 *
 * @example
 * toBmf(runs)["wrk http://h/ c=20 t=2"].latency   //=> { value: 575350 }   (ns)
 */
export function toBmf(runs: Iterable<TrackedRun>): BmfDocument {
  const out: BmfDocument = {};
  for (const group of groupRuns(runs)) {
    const measures: Record<string, BmfMetric> = {};
    for (const [slug, values] of group.values) {
      const { median, min, max } = spread(values);
      measures[slug] = values.length > 1 ? { value: toBencher(slug, median), lower_value: toBencher(slug, min), upper_value: toBencher(slug, max) } : { value: toBencher(slug, median) };
    }
    out[group.name] = measures;
  }
  return out;
}

/**
 * Runs read back from a BMF document (for `compare`): measures that are not ours are left out (`skipped`). A
 * benchmark counts as one run: BMF does not say how many runs a value is the median of.
 *
 * @throws TypeError when `data` is not a BMF document
 */
export function fromBmf(data: unknown): { runs: TrackedRun[]; skipped: string[] } {
  if (!isBmf(data)) throw new TypeError("not Bencher Metric Format JSON ({ benchmark: { measure: { value } } })");
  const runs: TrackedRun[] = [];
  const skipped: string[] = [];
  for (const [name, measures] of Object.entries(data)) {
    const values = new Map<string, number>();
    for (const [slug, metric] of Object.entries(measures)) {
      if (measureBySlug(slug)) values.set(slug, fromBencher(slug, metric.value));
      else skipped.push(`${name}: ${slug}`);
    }
    runs.push({ name, values, runs: 1 });
  }
  return { runs, skipped };
}

/** True for a BMF document: an object of objects of `{ value: number }`. */
export function isBmf(data: unknown): data is BmfDocument {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  return isObject(data) && Object.values(data).every((m) => isObject(m) && Object.values(m).every((x) => isObject(x) && typeof x.value === "number"));
}
