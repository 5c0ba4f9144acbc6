/**
 * The comparison table of a campaign: one row per (target, concurrency), and per tool when ab and webbench both
 * ran against the same target at the same concurrency. Rules:
 * - requests per second: ab's `Requests per second`; webbench's pages/s = (succeeded + failed) / duration (what
 *   `Speed=` says per minute, without its truncation). Several runs in one row: their mean.
 * - requests, successful, failed: summed over the row's runs (ab: successful = complete - failed - non-2xx);
 *   failure rate = failed / requests.
 * - latency percentiles: the run's table (ab, wrk --latency); a row of several runs has each percent that every run
 *   printed, as the mean of their values (an approximation: the percentile of all their requests is not known).
 * - CPU %: mean of the user time of the all-CPU row over every sample of the monitoring blocks captured with the
 *   row's runs; memory used: mean of the monitor's used (free, sar) or total - free (top, atsar) over the same
 *   samples (see samples.ts).
 */
import type { LoadTestSummary } from "../kit/load-test-summary.js";
import type { CommandLine } from "../api/command-line.js";
import type { MonitorSample } from "./samples.js";

/** One load-test run with what was captured alongside it. */
export interface Run {
  summary: LoadTestSummary;
  /** The target's label, once chosen (see labels.ts). */
  label: string;
  /** True when the label came from the user (it is then never changed). */
  labelGiven?: boolean;
  url?: string;
  concurrency?: number;
  serverSoftware?: string | null;
  command?: CommandLine;
  monitors: MonitorSample[];
  source?: string;
  startLine?: number;
  endLine?: number;
}

export interface ReportRow {
  /** The target: host[:port]/path from the URL, or the label given. */
  target: string;
  /** The URL, when all the row's runs name the same one. */
  url?: string;
  /** ab -c / webbench -c; null when neither the output nor the command line gives it. */
  concurrency: number | null;
  /** The tool of the row's runs (ab or webbench). */
  tool: string;
  /** How many runs the row sums up. */
  runs: number;
  /** Requests (ab) or pages (webbench) per second; the mean when the row has several runs. */
  requestsPerSecond?: number;
  requests?: number;
  successful?: number;
  failed?: number;
  /** failed / requests, 0..1. */
  failureRate?: number;
  /** The percentile table, ms: the run's, or for several runs the mean of each percent they all printed. */
  latencyPercentiles?: { percent: number; ms: number | null }[];
  /** Mean user CPU % of the all-CPU row over the monitoring samples captured with the runs. */
  cpuUserPercent?: number;
  cpuSamples?: number;
  /** Mean memory used (free's used, sar's kbmemused, else total - free) over those samples, bytes (a mean: not always whole). */
  memUsedBytes?: number;
  memSamples?: number;
  /** Where the runs were read: file and line range. */
  sources: { source?: string; startLine?: number; endLine?: number }[];
}

const mean = (xs: number[]): number | undefined => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : undefined);
const sumIfAll = (xs: (number | undefined)[]): number | undefined => (xs.every((x) => x !== undefined) ? (xs as number[]).reduce((a, b) => a + b, 0) : undefined);

/** Groups runs into rows, in the order targets first appear, then by concurrency (unknown last). */
export function buildRows(runs: Run[]): ReportRow[] {
  const groups = new Map<string, Run[]>();
  const targetOrder: string[] = [];
  for (const run of runs) {
    if (!targetOrder.includes(run.label)) targetOrder.push(run.label);
    // Different tools never share a row: ab's requests/s and webbench's pages/s are not averaged together.
    const key = `${run.label}\u0000${run.concurrency ?? ""}\u0000${run.summary.format}`;
    const g = groups.get(key);
    if (g) g.push(run);
    else groups.set(key, [run]);
  }
  const rows = [...groups.values()].map(toRow);
  return rows.sort((a, b) => {
    const t = targetOrder.indexOf(a.target) - targetOrder.indexOf(b.target);
    if (t !== 0) return t;
    const c = (a.concurrency ?? Number.POSITIVE_INFINITY) - (b.concurrency ?? Number.POSITIVE_INFINITY);
    return c !== 0 && !Number.isNaN(c) ? c : a.tool.localeCompare(b.tool);
  });
}

function toRow(runs: Run[]): ReportRow {
  const first = runs[0]!;
  const row: ReportRow = {
    target: first.label,
    concurrency: first.concurrency ?? null,
    tool: first.summary.format,
    runs: runs.length,
    sources: runs.map((r) => {
      const s: ReportRow["sources"][number] = {};
      if (r.source !== undefined) s.source = r.source;
      if (r.startLine !== undefined) s.startLine = r.startLine;
      if (r.endLine !== undefined) s.endLine = r.endLine;
      return s;
    }),
  };
  const urls = new Set(runs.map((r) => r.url));
  if (urls.size === 1 && first.url !== undefined) row.url = first.url;
  const rps = mean(runs.map((r) => r.summary.requestsPerSecond).filter((v): v is number => typeof v === "number"));
  if (rps !== undefined) row.requestsPerSecond = rps;
  const requests = sumIfAll(runs.map((r) => r.summary.requests));
  const successful = sumIfAll(runs.map((r) => r.summary.successful));
  const failed = sumIfAll(runs.map((r) => r.summary.failed));
  if (requests !== undefined) row.requests = requests;
  if (successful !== undefined) row.successful = successful;
  if (failed !== undefined) row.failed = failed;
  if (requests !== undefined && failed !== undefined && requests > 0) row.failureRate = failed / requests;
  const percentiles = meanPercentiles(runs);
  if (percentiles.length) row.latencyPercentiles = percentiles;
  const samples = runs.flatMap((r) => r.monitors);
  const cpu = samples.map((s) => s.cpuUserPercent).filter((v): v is number => v !== undefined);
  const mem = samples.map((s) => s.memUsedBytes).filter((v): v is number => v !== undefined);
  if (cpu.length) {
    row.cpuUserPercent = mean(cpu)!;
    row.cpuSamples = cpu.length;
  }
  if (mem.length) {
    row.memUsedBytes = mean(mem)!;
    row.memSamples = mem.length;
  }
  return row;
}

/** The run's percentiles, or for several runs the mean of each percent every run has (null when one is null). */
function meanPercentiles(runs: Run[]): { percent: number; ms: number | null }[] {
  const tables = runs.map((r) => r.summary.latencyPercentiles ?? []);
  if (tables.length === 1) return tables[0]!;
  return tables[0]!
    .map((p) => p.percent)
    .filter((percent) => tables.every((t) => t.some((p) => p.percent === percent)))
    .map((percent) => {
      const values = tables.map((t) => t.find((p) => p.percent === percent)!.ms);
      return { percent, ms: values.every((v): v is number => v !== null) ? mean(values)! : null };
    });
}
