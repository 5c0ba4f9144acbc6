import type { LoadTestSummary } from "../api/summary.js";

/**
 * The measures a load-test run gives the regression trackers (github-action-benchmark, Bencher) and `compare`: one
 * list, so that the two outputs and the gate name and judge a measure alike. Each has a slug (Bencher's measure, and
 * `compare --metric`), a label (github-action-benchmark's name after the run's: `...: p99 latency`), which way is
 * better, and its unit. Values here are in the unit `unit` says (latencies in ms); bmf.ts gives latencies in ns, the
 * unit of Bencher's built-in `latency`.
 */
export type Better = "bigger" | "smaller";

export interface MeasureSpec {
  /** Bencher's measure slug and `compare --metric` name: `throughput`, `latency`, `latency-p99`, `error-rate`. */
  slug: string;
  /** The words after the run's name in github-action-benchmark's `name`: `requests/s`, `p99 latency`. */
  label: string;
  better: Better;
  /**
   * The unit as github-action-benchmark gets it. Only `ms` and `ops/s` are among the units it converts between
   * (s/ms/us/ns, ops/s...); the others (`B/s`, `requests`, `%`) it compares as they are, which is right since they
   * never change from run to run; `about` says what each is (written in `extra`).
   */
  unit: "ms" | "ops/s" | "B/s" | "requests" | "%";
  /** What the value is, where it comes from (LoadTestSummary: summarize()). */
  about: string;
}

const FIXED: readonly MeasureSpec[] = [
  { slug: "throughput", label: "requests/s", better: "bigger", unit: "ops/s", about: "requests per second over the run, as the tool reports it" },
  { slug: "bytes-per-second", label: "bytes/s", better: "bigger", unit: "B/s", about: "bytes received per second (B/s: not a unit github-action-benchmark converts)" },
  { slug: "latency", label: "mean latency", better: "smaller", unit: "ms", about: "mean latency of a request, ms" },
  { slug: "latency-max", label: "max latency", better: "smaller", unit: "ms", about: "largest latency of a request, ms" },
  { slug: "failed", label: "failed requests", better: "smaller", unit: "requests", about: "requests - successful, as the tool counts success (a count)" },
  { slug: "error-rate", label: "error rate", better: "smaller", unit: "%", about: "failed requests / requests, percent" },
  { slug: "errors", label: "errors", better: "smaller", unit: "requests", about: "the tool's transport errors (connect, read, write, timeout, reset, length, exception, other), a count" },
  { slug: "non-2xx", label: "non-2xx responses", better: "smaller", unit: "requests", about: "responses the tool counts as not successful by their status (a count)" },
  { slug: "non-2xx-rate", label: "non-2xx rate", better: "smaller", unit: "%", about: "non-2xx responses / requests, percent" },
];
const BY_SLUG = new Map(FIXED.map((m) => [m.slug, m]));
const BY_LABEL = new Map(FIXED.map((m) => [m.label, m]));
const PERCENTILE_SLUG = /^latency-p(\d+)(?:-(\d+))?$/;
const PERCENTILE_LABEL = /^p(\d+(?:\.\d+)?) latency$/;

/** The measures every run can have, in the order they are written (percentiles come after `latency`). */
export const MEASURES: readonly MeasureSpec[] = FIXED;

/**
 * The spec of a measure by its slug, percentiles included.
 *
 * @example
 * measureBySlug("latency-p99-9")?.label   //=> "p99.9 latency"
 * measureBySlug("throughput")?.better     //=> "bigger"
 */
export function measureBySlug(slug: string): MeasureSpec | undefined {
  const fixed = BY_SLUG.get(slug);
  if (fixed) return fixed;
  const p = PERCENTILE_SLUG.exec(slug);
  return p ? percentileSpec(Number(p[2] !== undefined ? `${p[1]}.${p[2]}` : p[1])) : undefined;
}

/**
 * The spec of a measure by its github-action-benchmark label.
 *
 * @example
 * measureByLabel("p99 latency")?.slug   //=> "latency-p99"
 */
export function measureByLabel(label: string): MeasureSpec | undefined {
  const fixed = BY_LABEL.get(label);
  if (fixed) return fixed;
  const p = PERCENTILE_LABEL.exec(label);
  return p ? percentileSpec(Number(p[1])) : undefined;
}

function percentileSpec(percent: number): MeasureSpec | undefined {
  if (!(percent > 0 && percent < 100)) return undefined;
  return { slug: `latency-p${String(percent).replace(".", "-")}`, label: `p${percent} latency`, better: "smaller", unit: "ms", about: `${percent}th percentile latency, ms, as the tool prints it` };
}

/**
 * The measures of one run, by slug, from its comparison view (summarize()) and its transport errors (the count of
 * the load-test metric mapping's `loadtest.errors` other than `status`, when the format counts any). A value the
 * tool did not print is absent; printed placeholders (null) too.
 *
 * @example
 * measuresOf({ format: "wrk", status: "complete", requests: 10, successful: 9, requestsPerSecond: 5 }).get("error-rate") //=> 10
 */
export function measuresOf(s: LoadTestSummary, errors?: number): Map<string, number> {
  const out = new Map<string, number>();
  const put = (slug: string, v: number | null | undefined): void => {
    if (typeof v === "number" && Number.isFinite(v)) out.set(slug, v);
  };
  put("throughput", s.requestsPerSecond);
  put("bytes-per-second", s.bytesPerSecond);
  put("latency", s.latencyMeanMs);
  for (const p of s.latencyPercentiles ?? []) {
    const spec = percentileSpec(p.percent);
    if (spec) put(spec.slug, p.ms);
  }
  const p100 = s.latencyPercentiles?.find((p) => p.percent === 100)?.ms;
  put("latency-max", s.latencyMaxMs ?? p100);
  const requests = s.requests;
  if (requests !== undefined && s.successful !== undefined && s.successful <= requests) {
    put("failed", requests - s.successful);
    if (requests > 0) put("error-rate", ((requests - s.successful) / requests) * 100);
  }
  put("errors", errors);
  put("non-2xx", s.non2xx);
  if (s.non2xx !== undefined && requests !== undefined && requests > 0) put("non-2xx-rate", (s.non2xx / requests) * 100);
  return out;
}

/** The measures' order for output: the fixed list's, percentiles after `latency` by their percent. */
export function measureOrder(slug: string): number {
  const fixed = FIXED.findIndex((m) => m.slug === slug);
  if (fixed >= 0) return fixed <= 2 ? fixed : fixed + 1000;
  const p = PERCENTILE_SLUG.exec(slug);
  return p ? 3 + Number(p[2] !== undefined ? `${p[1]}.${p[2]}` : p[1]) : 5000;
}
