import { startInputSummary, summarize, isLoadTestRecord, LoadTestSummary, type InputSummary } from "../api/summary.js";
import { getFormat, isFormatName, type AnyRecord } from "../formats/index.js";
import type { FormatMetrics } from "../kit/metrics/types.js";
import { percentiles } from "../normalize/percentile.js";
import { measuresOf, measureOrder } from "./measures.js";

/**
 * Load-test runs as the regression trackers and `compare` see them: a name and measures by slug. Built from a
 * load generator's record through the comparison view (summarize(), with the target and concurrency of a pasted
 * command line) and the load-test metric mapping's errors; from an ab -g file through its whole-input summary.
 */
export interface TrackedRun {
  name: string;
  /** Measures by slug (measures.ts), in the unit of their spec (latencies in ms). */
  values: Map<string, number>;
  /** How many runs this one stands for (1, or the count a tracker file says its values are the median of). */
  runs: number;
}

/** The placeholders of a run name template (`--name`). */
export const NAME_FIELDS = ["tool", "target", "concurrency", "threads", "source"] as const;
type NameField = (typeof NAME_FIELDS)[number];

/**
 * Checks a name template (`--name "api {target} c={concurrency}"`): its placeholders must be NAME_FIELDS.
 *
 * @throws RangeError naming the unknown placeholder
 */
export function checkNameTemplate(template: string): void {
  for (const m of template.matchAll(/\{([^{}]*)\}/g)) {
    if (!(NAME_FIELDS as readonly string[]).includes(m[1]!)) throw new RangeError(`--name: unknown placeholder {${m[1]}}; the placeholders are ${NAME_FIELDS.map((f) => `{${f}}`).join(", ")}`);
  }
}

/**
 * A run's name: stable across runs of the same test and readable. Default: the tool, the target, `c=` concurrency
 * and `t=` threads, each when the run printed it or its pasted command line gave it. A template's placeholders take
 * those values ("" when absent, spaces then collapsed); `{source}` is the input's file name.
 *
 * @example
 * runName({ format: "wrk", status: "complete", target: "http://h/", concurrency: 20, threads: 2 })   //=> "wrk http://h/ c=20 t=2"
 * runName({ format: "hey", status: "complete", concurrency: 5 }, "api c={concurrency}")          //=> "api c=5"
 */
export function runName(s: LoadTestSummary, template?: string, source?: string): string {
  const fields: Record<NameField, string | undefined> = {
    tool: s.format,
    target: s.target,
    concurrency: s.concurrency !== undefined ? String(s.concurrency) : undefined,
    threads: s.threads !== undefined ? String(s.threads) : undefined,
    source,
  };
  if (template === undefined) {
    return [s.format, s.target, s.concurrency !== undefined ? `c=${s.concurrency}` : undefined, s.threads !== undefined ? `t=${s.threads}` : undefined].filter((w) => w !== undefined).join(" ");
  }
  const name = template.replace(/\{([a-z]+)\}/g, (all, f: string) => ((NAME_FIELDS as readonly string[]).includes(f) ? (fields[f as NameField] ?? "") : all));
  return name.replace(/\s+/g, " ").trim() || s.format;
}

/**
 * The run of a load generator's record, or undefined for any other record.
 *
 * @example
 * runOfRecord(parse(wrkText)[0])?.values.get("throughput")   //=> 92076.09
 */
export function runOfRecord(record: unknown, template?: string, source?: string): TrackedRun | undefined {
  if (!isLoadTestRecord(record)) return undefined;
  const s = summarize(record);
  return { name: runName(s, template, source), values: measuresOf(s, transportErrors(record)), runs: 1 };
}

/** A run from a LoadTestSummary (a `--summary` row read back from JSON). */
export function runOfSummary(summary: LoadTestSummary, template?: string, source?: string): TrackedRun {
  return { name: runName(summary, template, source), values: measuresOf(summary), runs: 1 };
}

/**
 * The errors the load-test metric mapping (src/formats/load-test/metrics.ts) counts for the record, but `status` (non-2xx,
 * a measure of its own): undefined when the format counts none.
 */
function transportErrors(record: AnyRecord): number | undefined {
  const mapping = getFormat(record.format).metrics as FormatMetrics | undefined;
  if (!mapping) return undefined;
  let total: number | undefined;
  for (const sample of mapping.samples(record, { state: {}, shared: {}, summarize: (r) => summarize(r as AnyRecord) })) {
    if (sample.family.otel.name !== "loadtest.errors" || sample.labels?.kind === "status") continue;
    total = (total ?? 0) + sample.value;
  }
  return total;
}

/**
 * The run of a whole-input summary (an ab -g file's, `benchparse --summary`): its total time column as the latency
 * (mean, max, ab's percentile table), its row count as requests. Undefined for any other record.
 */
export function runOfWholeSummary(summary: unknown, template?: string, source?: string): TrackedRun | undefined {
  const s = summary as { format?: unknown; kind?: unknown; requests?: unknown; ttime?: { meanMs: number; maxMs: number; percentiles: { percent: number; ms: number | null }[] } };
  if (s?.format !== "ab-gnuplot" || s.kind !== "summary" || typeof s.requests !== "number" || s.ttime === undefined) return undefined;
  const view = LoadTestSummary.parse({
    format: "ab-gnuplot",
    status: "complete",
    requests: s.requests,
    latencyMeanMs: s.ttime.meanMs,
    latencyMaxMs: s.ttime.maxMs,
    latencyPercentiles: s.ttime.percentiles.filter((p) => p.percent < 100),
  });
  return runOfSummary(view, template, source);
}

/**
 * Runs from records as they come, one input after another: a load generator's record is a run at once; the records
 * of a format summarized as a whole input (ab -g rows, hey -o csv rows) make one run per input, at the end of the input. Memory: one
 * small map per run, and the whole-input summary of the input being read.
 */
export class RunCollector {
  readonly runs: TrackedRun[] = [];
  private wholes = new Map<string, InputSummary>();
  private hey: HeyCsvRows | undefined;
  private source: string | undefined;

  constructor(private readonly template?: string) {
    if (template !== undefined) checkNameTemplate(template);
  }

  /** Starts an input (a file: `{source}` in the name template). */
  input(source?: string): void {
    this.finishInput();
    this.source = source;
  }

  /** Takes a record; false when it is neither a load-test run nor a row of a whole-input summary. */
  add(record: unknown): boolean {
    const run = runOfRecord(record, this.template, this.source) ?? runOfWholeSummary(record, this.template, this.source);
    if (run) {
      this.runs.push(run);
      return true;
    }
    const format = (record as { format?: unknown } | null)?.format;
    if (format === "hey-csv") return (this.hey ??= new HeyCsvRows()).add(record);
    if (typeof format !== "string" || !isFormatName(format)) return false;
    let whole = this.wholes.get(format);
    if (whole === undefined) {
      whole = startInputSummary(format);
      if (whole === undefined) return false;
      this.wholes.set(format, whole);
    }
    whole.add(record);
    return true;
  }

  /** The runs of every input. */
  finish(): TrackedRun[] {
    this.finishInput();
    return this.runs;
  }

  private finishInput(): void {
    for (const whole of this.wholes.values()) {
      const run = runOfWholeSummary(whole.result(), this.template, this.source);
      if (run) this.runs.push(run);
    }
    this.wholes = new Map();
    const hey = this.hey?.summary();
    if (hey) this.runs.push(runOfSummary(hey, this.template, this.source));
    this.hey = undefined;
  }
}

/** The percentiles hey prints in its text summary (`Latency distribution`), asked of its CSV rows. */
const HEY_PERCENTS = [10, 25, 50, 75, 90, 95, 99];

/**
 * A hey -o csv file as one run: hey writes a row per request that got a response (no summary; a request that failed
 * has no row), so the run has those rows' count, their response times' mean, max and percentiles (the textbook
 * nearest rank of the printed 4-decimal seconds: hey's text summary picks its own ranks), and the rows whose status is
 * not 2xx. No rate: the file does not say how long the run took.
 */
class HeyCsvRows {
  private times = new Float64Array(1024);
  private count = 0;
  private non2xx = 0;
  private withStatus = 0;

  add(record: unknown): boolean {
    const r = record as { responseTimeMs?: unknown; statusCode?: unknown };
    if (typeof r.responseTimeMs !== "number") return false;
    if (this.count === this.times.length) {
      const more = new Float64Array(this.count * 2);
      more.set(this.times);
      this.times = more;
    }
    this.times[this.count++] = r.responseTimeMs;
    if (typeof r.statusCode === "number") {
      this.withStatus++;
      if (r.statusCode < 200 || r.statusCode > 299) this.non2xx++;
    }
    return true;
  }

  summary(): LoadTestSummary | undefined {
    if (this.count === 0) return undefined;
    const times = this.times.subarray(0, this.count);
    let sum = 0;
    let max = -Infinity;
    for (const t of times) {
      sum += t;
      if (t > max) max = t;
    }
    const ms = percentiles(times, HEY_PERCENTS, "nearest-rank");
    return LoadTestSummary.parse({
      format: "hey-csv",
      status: "complete",
      requests: this.count,
      ...(this.withStatus === this.count ? { non2xx: this.non2xx } : {}),
      latencyMeanMs: Number((sum / this.count).toPrecision(12)),
      latencyMaxMs: max,
      latencyPercentiles: HEY_PERCENTS.map((percent, i) => ({ percent, ms: ms[i]! })),
    });
  }
}

/** Runs of one name together: each measure's values over the runs that have it. */
export interface RunGroup {
  name: string;
  /** The runs the group holds (the sum of their `runs`). */
  runs: number;
  /** Each measure's values, one per run that has it, in the measures' output order. */
  values: Map<string, number[]>;
}

/**
 * Runs grouped by name, in the order their names first come: repeats of a test are one group. A group without any
 * measure is left out.
 *
 * @example
 * groupRuns([{ name: "a", values: new Map([["latency", 2]]), runs: 1 }, { name: "a", values: new Map([["latency", 4]]), runs: 1 }])[0].values.get("latency") //=> [2, 4]
 */
export function groupRuns(runs: Iterable<TrackedRun>): RunGroup[] {
  const groups = new Map<string, RunGroup>();
  for (const run of runs) {
    let g = groups.get(run.name);
    if (!g) groups.set(run.name, (g = { name: run.name, runs: 0, values: new Map() }));
    g.runs += run.runs;
    for (const [slug, v] of run.values) {
      const list = g.values.get(slug);
      if (list) list.push(v);
      else g.values.set(slug, [v]);
    }
  }
  for (const g of groups.values()) g.values = new Map([...g.values].sort((a, b) => measureOrder(a[0]) - measureOrder(b[0])));
  // (a run that measured nothing, a refused or usage-only output, gives no benchmark)
  return [...groups.values()].filter((g) => g.values.size > 0);
}

/**
 * The median (the mean of the two middle values for an even count).
 *
 * @example
 * median([3, 1, 2])      //=> 2
 * median([4, 1, 2, 3])   //=> 2.5
 */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A group's measure summarized: the median (to 12 significant digits: no binary noise from the halving), the smallest and largest run. */
export function spread(values: readonly number[]): { median: number; min: number; max: number } {
  return { median: Number(median(values).toPrecision(12)), min: Math.min(...values), max: Math.max(...values) };
}
