import { measureByLabel, measureBySlug, type Better } from "./measures.js";
import { groupRuns, spread, type TrackedRun } from "./runs.js";

/**
 * github-action-benchmark's custom JSON (`tool: customBiggerIsBetter` / `customSmallerIsBetter`): an array of
 * `{ name, value, unit, range?, extra? }` (its zod schema, src/extract.ts `BenchmarkResult`). The action takes one
 * direction per file, so a run's measures go to two arrays: bigger is better (requests/s, bytes/s) and smaller is
 * better (latencies, failed requests, errors, non-2xx, their rates).
 *
 * `name` is the run's name, `: `, the measure's label (`wrk http://h/ c=20 t=2: p99 latency`). Repeats (runs of one
 * name) are one entry: the median, `range` `± d` with d the largest distance of a run from the median (the form the
 * action's extractRangeInfo reads), and `extra` saying how many runs and their smallest and largest value.
 */
export interface BenchmarkActionEntry {
  name: string;
  value: number;
  unit: string;
  range?: string;
  extra?: string;
}

export interface BenchmarkActionFiles {
  bigger: BenchmarkActionEntry[];
  smaller: BenchmarkActionEntry[];
}

/** The `runs: N` line of an entry's extra. */
const RUNS_LINE = /^runs: (\d+)$/m;

/**
 * The two arrays of the runs.
 *
 * @example
 * toBenchmarkAction(runs).smaller[0]   //=> { name: "wrk http://h/ c=20 t=2: mean latency", value: 0.57, unit: "ms", extra: "..." }
 */
export function toBenchmarkAction(runs: Iterable<TrackedRun>): BenchmarkActionFiles {
  const out: BenchmarkActionFiles = { bigger: [], smaller: [] };
  for (const group of groupRuns(runs)) {
    for (const [slug, values] of group.values) {
      const spec = measureBySlug(slug)!;
      const { median, min, max } = spread(values);
      const lines = [spec.about, `runs: ${values.length}`];
      const entry: BenchmarkActionEntry = { name: `${group.name}: ${spec.label}`, value: median, unit: spec.unit };
      if (values.length > 1) {
        entry.range = `± ${Number(Math.max(max - median, median - min).toPrecision(12))}`;
        lines.push(`min: ${min}`, `max: ${max}`);
      }
      entry.extra = lines.join("\n");
      out[spec.better].push(entry);
    }
  }
  return out;
}

/**
 * Runs read back from github-action-benchmark entries (our own files, for `compare`): each entry's name is split at
 * its last `: ` into the run's name and a measure label. Entries whose label is not one of ours are left out (the
 * returned `skipped` names them).
 *
 * @throws TypeError when `data` is not an array of `{ name, value, unit }`
 */
export function fromBenchmarkAction(data: unknown, file?: Better): { runs: TrackedRun[]; skipped: string[] } {
  if (!isBenchmarkActionArray(data)) throw new TypeError("not github-action-benchmark custom JSON (an array of { name, value, unit })");
  const runs = new Map<string, TrackedRun>();
  const skipped: string[] = [];
  for (const e of data) {
    const cut = e.name.lastIndexOf(": ");
    const spec = cut > 0 ? measureByLabel(e.name.slice(cut + 2)) : undefined;
    const value = Number(e.value);
    if (!spec || (file !== undefined && spec.better !== file) || !Number.isFinite(value) || String(e.unit) !== spec.unit) {
      skipped.push(e.name);
      continue;
    }
    const name = e.name.slice(0, cut);
    let run = runs.get(name);
    if (!run) runs.set(name, (run = { name, values: new Map(), runs: 1 }));
    run.values.set(spec.slug, value);
    const count = typeof e.extra === "string" ? RUNS_LINE.exec(e.extra) : null;
    if (count) run.runs = Math.max(run.runs, Number(count[1]));
  }
  return { runs: [...runs.values()], skipped };
}

/** True for an array of objects with a string name and a value (what the action's schema coerces). */
export function isBenchmarkActionArray(data: unknown): data is BenchmarkActionEntry[] {
  return Array.isArray(data) && data.every((e) => typeof e === "object" && e !== null && typeof (e as { name?: unknown }).name === "string" && "value" in e && "unit" in e);
}

/**
 * The runs of a prefix's two files (P.bigger.json, P.smaller.json) as one list: a run's measures are split between
 * them, so the runs of one name are merged (their measures together, the larger run count), not counted twice.
 */
export function mergeDirections(runs: readonly TrackedRun[]): TrackedRun[] {
  const out = new Map<string, TrackedRun>();
  for (const r of runs) {
    const seen = out.get(r.name);
    if (!seen) out.set(r.name, { name: r.name, values: new Map(r.values), runs: r.runs });
    else {
      for (const [k, v] of r.values) seen.values.set(k, v);
      seen.runs = Math.max(seen.runs, r.runs);
    }
  }
  return [...out.values()];
}
