import { measureBySlug, type Better } from "./measures.js";
import { groupRuns, spread, type RunGroup, type TrackedRun } from "./runs.js";

/**
 * `benchparse compare`: a baseline's runs against a current's, paired by name; each measure's median on each side,
 * its change, and a verdict by the measure's direction (lower latency is better, more requests/s is better). A
 * measure regresses when it got worse by more than its threshold. The largest latency is shown but not judged unless
 * asked for (`metrics`): it is one request's time, the noisiest figure a run prints.
 */
export interface CompareOptions {
  /** Percent a measure may get worse before it is a regression (default 5). */
  thresholdPercent?: number;
  /** Per measure (by slug), instead of thresholdPercent. */
  thresholds?: Readonly<Record<string, number>>;
  /** The measures to judge and show (slugs); default all but `latency-max` judged, all shown. */
  metrics?: readonly string[];
  /** Refuse to judge a pair when a side has fewer runs. */
  minRuns?: number;
}

/** The measures shown but not judged unless named in `metrics`. */
export const NOT_JUDGED_BY_DEFAULT: readonly string[] = ["latency-max"];

export type Verdict = "regressed" | "worse" | "same" | "better" | "improved" | "not judged" | "only in baseline" | "only in current";

export interface MeasureComparison {
  slug: string;
  label: string;
  unit: string;
  better: Better;
  /** The medians (undefined: the side has no value). */
  baseline?: number;
  current?: number;
  /** (current - baseline) / baseline, percent; null when the baseline is 0 and the current is not. */
  changePercent?: number | null;
  thresholdPercent: number;
  verdict: Verdict;
}

export interface PairComparison {
  /** The runs' name (the current's, when a lone pair was paired across names). */
  name: string;
  baselineName: string;
  baselineRuns: number;
  currentRuns: number;
  measures: MeasureComparison[];
}

export interface Comparison {
  /** The threshold of the measures without one of their own. */
  thresholdPercent: number;
  pairs: PairComparison[];
  onlyInBaseline: string[];
  onlyInCurrent: string[];
  /** Said with the tables (a lone pair paired across names). */
  notes: string[];
  /** Each regressed measure: `name: label`. */
  regressions: string[];
}

/** The inputs cannot be judged (no pair, a measure no run has, too few runs): `compare` exits 2. */
export class CompareInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CompareInputError";
  }
}

/**
 * Compares the runs.
 *
 * @example
 * compareRuns(baseRuns, slowRuns, { thresholdPercent: 5 }).regressions   //=> ["wrk http://h/ c=20 t=2: requests/s", ...]
 * @throws CompareInputError when no run pairs up, a `metrics` slug is unknown or on no pair, or a side has fewer than minRuns
 */
export function compareRuns(baseline: readonly TrackedRun[], current: readonly TrackedRun[], options: CompareOptions = {}): Comparison {
  const threshold = options.thresholdPercent ?? 5;
  for (const slug of [...(options.metrics ?? []), ...Object.keys(options.thresholds ?? {})]) {
    if (!measureBySlug(slug)) throw new CompareInputError(`unknown metric "${slug}"; the metrics are throughput, bytes-per-second, latency, latency-pN (latency-p99, latency-p99-9), latency-max, failed, error-rate, errors, non-2xx, non-2xx-rate`);
  }
  const base = groupRuns(baseline);
  const cur = groupRuns(current);
  if (base.length === 0) throw new CompareInputError("the baseline has no load-test run");
  if (cur.length === 0) throw new CompareInputError("the current has no load-test run");
  const notes: string[] = [];
  let pairs: [RunGroup, RunGroup][] = cur.flatMap((c) => {
    const b = base.find((g) => g.name === c.name);
    return b ? [[b, c] as [RunGroup, RunGroup]] : [];
  });
  if (pairs.length === 0 && base.length === 1 && cur.length === 1) {
    pairs = [[base[0]!, cur[0]!]];
    notes.push(`one run name on each side, paired although the names differ: "${base[0]!.name}" and "${cur[0]!.name}"`);
  }
  if (pairs.length === 0) throw new CompareInputError(`no run of the current has the name of a baseline run (baseline: ${base.map((g) => `"${g.name}"`).join(", ")}; current: ${cur.map((g) => `"${g.name}"`).join(", ")}); give both sides one --name`);
  const min = options.minRuns ?? 1;
  for (const [b, c] of pairs) {
    if (b.runs < min || c.runs < min) throw new CompareInputError(`"${c.name}": ${b.runs} baseline run${b.runs === 1 ? "" : "s"} and ${c.runs} current run${c.runs === 1 ? "" : "s"}, fewer than --min-runs ${min}: not judged`);
  }
  const out: PairComparison[] = pairs.map(([b, c]) => ({ name: c.name, baselineName: b.name, baselineRuns: b.runs, currentRuns: c.runs, measures: measuresOfPair(b, c, threshold, options) }));
  for (const slug of options.metrics ?? []) {
    if (!out.some((p) => p.measures.some((m) => m.slug === slug && m.baseline !== undefined && m.current !== undefined))) throw new CompareInputError(`no pair of runs has the metric "${slug}" on both sides`);
  }
  const paired = new Set(pairs.flatMap(([b, c]) => [b.name, c.name]));
  return {
    thresholdPercent: threshold,
    pairs: out,
    onlyInBaseline: base.filter((g) => !paired.has(g.name)).map((g) => g.name),
    onlyInCurrent: cur.filter((g) => !paired.has(g.name)).map((g) => g.name),
    notes,
    regressions: out.flatMap((p) => p.measures.filter((m) => m.verdict === "regressed").map((m) => `${p.name}: ${m.label}`)),
  };
}

function measuresOfPair(b: RunGroup, c: RunGroup, threshold: number, options: CompareOptions): MeasureComparison[] {
  const slugs = [...new Set([...b.values.keys(), ...c.values.keys()])].filter((s) => options.metrics === undefined || options.metrics.includes(s));
  const order = [...c.values.keys(), ...b.values.keys()];
  slugs.sort((x, y) => order.indexOf(x) - order.indexOf(y));
  return slugs.map((slug) => {
    const spec = measureBySlug(slug)!;
    const bv = b.values.get(slug);
    const cv = c.values.get(slug);
    const t = options.thresholds?.[slug] ?? threshold;
    const row: MeasureComparison = { slug, label: spec.label, unit: spec.unit, better: spec.better, thresholdPercent: t, verdict: "not judged" };
    if (bv !== undefined) row.baseline = spread(bv).median;
    if (cv !== undefined) row.current = spread(cv).median;
    if (row.baseline === undefined || row.current === undefined) {
      row.verdict = row.baseline === undefined ? "only in current" : "only in baseline";
      return row;
    }
    row.changePercent = changeOf(row.baseline, row.current);
    const judged = options.metrics !== undefined || !NOT_JUDGED_BY_DEFAULT.includes(slug);
    if (judged) row.verdict = verdictOf(row.changePercent, row.current - row.baseline, spec.better, t);
    return row;
  });
}

/**
 * The change in percent of the baseline; null when the baseline is 0 and the current is not.
 *
 * @example
 * changeOf(200, 150)   //=> -25
 * changeOf(0, 3)       //=> null
 */
export function changeOf(baseline: number, current: number): number | null {
  if (baseline === current) return 0;
  if (baseline === 0) return null;
  return Number((((current - baseline) / Math.abs(baseline)) * 100).toPrecision(12));
}

function verdictOf(change: number | null, delta: number, better: Better, threshold: number): Verdict {
  if (delta === 0) return "same";
  const worse = better === "bigger" ? delta < 0 : delta > 0;
  const past = change === null || Math.abs(change) > threshold;
  if (worse) return past ? "regressed" : "worse";
  return past ? "improved" : "better";
}

/** A value as shown in the tables: at most 6 significant digits, no exponent for everyday sizes. */
function shown(v: number | undefined, unit: string): string {
  if (v === undefined) return "-";
  const n = Math.abs(v) >= 1e6 || Number.isInteger(v) ? String(Math.round(v * 100) / 100) : String(Number(v.toPrecision(6)));
  return unit === "%" ? `${n}%` : unit === "requests" ? n : `${n} ${unit}`;
}

function changeShown(m: MeasureComparison): string {
  if (m.changePercent === undefined) return "-";
  if (m.changePercent === null) return "new";
  const c = Number(m.changePercent.toFixed(2));
  return `${c > 0 ? "+" : ""}${c}%`;
}

function runsShown(p: PairComparison, threshold: number): string {
  const median = p.baselineRuns > 1 || p.currentRuns > 1 ? ", medians" : "";
  return `baseline ${p.baselineRuns} run${p.baselineRuns === 1 ? "" : "s"}, current ${p.currentRuns} run${p.currentRuns === 1 ? "" : "s"}${median}; threshold ${threshold}%`;
}

function verdictLine(c: Comparison): string {
  const regressed = c.pairs.map((p) => ({ p, labels: p.measures.filter((m) => m.verdict === "regressed").map((m) => m.label) })).filter((x) => x.labels.length > 0);
  if (regressed.length > 0) return `${c.regressions.length} regression${c.regressions.length === 1 ? "" : "s"} past the threshold: ${regressed.map((x) => `${x.p.name}: ${x.labels.join(", ")}`).join("; ")}`;
  return `no regression past the threshold (${c.pairs.length} pair${c.pairs.length === 1 ? "" : "s"} of runs compared)`;
}

/** The metric's cell: its label, and its own threshold when it has one. */
function header(m: MeasureComparison, threshold: number): string {
  return m.thresholdPercent !== threshold && m.verdict !== "not judged" ? `${m.label} (${m.thresholdPercent}%)` : m.label;
}

const BETTER_SHOWN = { bigger: "higher", smaller: "lower" } as const;

/**
 * The comparison as plain text: a table per pair, then the other runs and the verdict.
 *
 * @example
 * comparisonText(compareRuns(base, cur))   //=> "wrk http://h/ c=20 t=2 (baseline 1 run, current 1 run)\n  metric ..."
 */
export function comparisonText(c: Comparison): string {
  const lines: string[] = [];
  for (const note of c.notes) lines.push(`note: ${note}`);
  for (const p of c.pairs) {
    lines.push(`${p.name} (${runsShown(p, c.thresholdPercent)})`);
    const rows = [["metric", "better", "baseline", "current", "change", "verdict"], ...p.measures.map((m) => [header(m, c.thresholdPercent), BETTER_SHOWN[m.better], shown(m.baseline, m.unit), shown(m.current, m.unit), changeShown(m), m.verdict])];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const r of rows) lines.push(`  ${r.map((cell, i) => (i <= 1 || i === 5 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ").trimEnd()}`);
    lines.push("");
  }
  if (c.onlyInBaseline.length > 0) lines.push(`only in the baseline (not compared): ${c.onlyInBaseline.join("; ")}`);
  if (c.onlyInCurrent.length > 0) lines.push(`only in the current (not compared): ${c.onlyInCurrent.join("; ")}`);
  lines.push(verdictLine(c));
  return `${lines.join("\n")}\n`;
}

/** The comparison as GitHub-flavoured Markdown (for `$GITHUB_STEP_SUMMARY` and PR comments). */
export function comparisonMarkdown(c: Comparison): string {
  const cell = (s: string): string => s.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/[<>]/g, (x) => (x === "<" ? "&lt;" : "&gt;"));
  const lines: string[] = [`**${cell(verdictLine(c))}**`, ""];
  for (const note of c.notes) lines.push(`> ${cell(note)}`, "");
  for (const p of c.pairs) {
    lines.push(`#### ${cell(p.name)}`, "", runsShown(p, c.thresholdPercent), "", "| metric | better | baseline | current | change | verdict |", "| --- | --- | ---: | ---: | ---: | --- |");
    for (const m of p.measures) lines.push(`| ${cell(header(m, c.thresholdPercent))} | ${BETTER_SHOWN[m.better]} | ${cell(shown(m.baseline, m.unit))} | ${cell(shown(m.current, m.unit))} | ${changeShown(m)} | ${m.verdict === "regressed" ? "**regressed**" : m.verdict} |`);
    lines.push("");
  }
  if (c.onlyInBaseline.length > 0) lines.push(`Only in the baseline (not compared): ${c.onlyInBaseline.map(cell).join("; ")}`, "");
  if (c.onlyInCurrent.length > 0) lines.push(`Only in the current (not compared): ${c.onlyInCurrent.map(cell).join("; ")}`, "");
  return `${lines.join("\n").trimEnd()}\n`;
}
