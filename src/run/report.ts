/**
 * `benchparse report` on what `run` wrote (a campaign's results, a run's document, or their NDJSON): the campaign's
 * table through the report's own rows (src/report/rows.ts: one row per server and concurrency, repeats merged), with
 * each run's monitor samples taken from its window only, and the HTML page's charts plus a time line of one run
 * with its monitors (CPU busy %, status-page connections, against seconds since the run's start).
 */
import { monitorSamples } from "../report/samples.js";
import { buildRows, type ReportRow, type Run } from "../report/rows.js";
import { toHtml } from "../report/html.js";
import { lineChart, type Series } from "../report/svg.js";
import { toCsv, toMarkdown } from "../report/text.js";
import type { CampaignResults } from "./campaign.js";
import type { RunResult } from "./run.js";
import { summarizeMonitor } from "./summary.js";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * The runs of `run`'s output, if the text is one: a campaign's results or a run's document (JSON), or their NDJSON
 * lines (the run's line, its records, `monitor-sample` lines, the summary). Undefined for any other text.
 */
export function runsOfResults(text: string): RunResult[] | undefined {
  const head = text.trimStart();
  if (!head.startsWith("{")) return undefined;
  let whole: unknown;
  try {
    whole = JSON.parse(head);
  } catch {
    return fromLines(head);
  }
  if (isObj(whole) && whole.format === "benchparse-campaign" && Array.isArray(whole.runs)) return (whole as unknown as CampaignResults).runs;
  if (isObj(whole) && whole.format === "benchparse-run") return [whole as unknown as RunResult];
  return undefined;
}

/** NDJSON from `run --ndjson`: each run line starts a run; its records, samples and summary follow. */
function fromLines(text: string): RunResult[] | undefined {
  const runs: RunResult[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    let item: Obj;
    try {
      item = JSON.parse(line) as Obj;
    } catch {
      return undefined;
    }
    const run = runs.at(-1);
    if (item.format === "benchparse-campaign") continue;
    if (item.format === "benchparse-run") {
      const monitors = (Array.isArray(item.monitors) ? item.monitors : []).map((m) => ({ ...(m as Obj), records: [], samples: [] }));
      runs.push({ ...(item as object), load: [], monitors, summary: { monitors: [] } } as unknown as RunResult);
    } else if (run === undefined) return undefined;
    else if (item.kind === "monitor-sample" || item.kind === "monitor-record") {
      const m = run.monitors.find((x) => x.monitor === item.monitor);
      if (item.kind === "monitor-sample") m?.samples.push(item as never);
      else m?.records.push(item.record);
    } else if (item.kind === "run-summary") run.summary = item as never;
    else run.load.push(item);
  }
  return runs.length ? runs : undefined;
}

/** A run as a row's run: its label the server's (labels.server), its monitors' window samples. */
function asReportRun(r: RunResult): Run | undefined {
  const summary = r.summary.load;
  if (summary === undefined) return undefined;
  const label = r.labels.server ?? r.labels.target ?? summary.target ?? r.command;
  const concurrency = summary.concurrency ?? (r.labels.concurrency !== undefined ? Number(r.labels.concurrency) : undefined);
  const monitors = r.monitors.flatMap((m) => monitorSamples(m.format, m.samples.filter((s) => s.window).map((s) => s.record)));
  return {
    summary,
    label,
    labelGiven: true,
    monitors,
    ...(summary.target !== undefined ? { url: summary.target } : {}),
    ...(concurrency !== undefined && Number.isFinite(concurrency) ? { concurrency } : {}),
    source: `${r.startedAt} ${r.command}`,
  };
}

/** The table's rows of the runs (report's rows: server x concurrency, repeats merged). */
export function resultRows(runs: readonly RunResult[]): ReportRow[] {
  return buildRows(runs.map(asReportRun).filter((r): r is Run => r !== undefined));
}

/**
 * The time line of one run: per monitor with a CPU busy % its all-CPU samples, and a status page's active
 * connections, against whole seconds since the run's start (its window's samples and those around it).
 */
export function timelineCharts(run: RunResult): string[] {
  const start = Date.parse(run.startedAt);
  const at = (s: { at: string }): number => Math.round((Date.parse(s.at) - start) / 1000);
  const cpu: Series[] = [];
  const conns: Series[] = [];
  for (const m of run.monitors) {
    const points = (value: (record: unknown) => number | undefined): { x: number; y: number }[] => {
      const byX = new Map<number, number>();
      for (const s of m.samples) {
        const y = value(s.record);
        if (y !== undefined) byX.set(at(s), y);
      }
      return [...byX].map(([x, y]) => ({ x, y }));
    };
    const busy = points((r) => summarizeMonitor(m.monitor, m.format, [r]).cpu?.busyMeanPercent);
    if (busy.length) cpu.push({ name: `${m.monitor} CPU busy %`, points: busy });
    const active = points((r) => summarizeMonitor(m.monitor, m.format, [r]).server?.activeConnectionsMax);
    if (active.length) conns.push({ name: `${m.monitor} active connections`, points: active });
  }
  const what = `${run.labels.server ?? run.command}${run.labels.concurrency !== undefined ? `, concurrency ${run.labels.concurrency}` : ""}`;
  const charts: string[] = [];
  if (cpu.length) charts.push(lineChart(cpu, { title: `Run time line: ${what}`, xLabel: "seconds since the run's start", yLabel: "CPU busy %" }));
  if (conns.length) charts.push(lineChart(conns, { title: `Status page: ${what}`, xLabel: "seconds since the run's start", yLabel: "connections", integer: true }));
  return charts;
}

/** The report of `run`'s results in a report format (markdown, csv, json, html). */
export function resultsReport(runs: readonly RunResult[], format: "markdown" | "csv" | "json" | "html", title = "Load test campaign"): string {
  const rows = resultRows(runs);
  const notes: string[] = [];
  if (rows.some((r) => r.runs > 1)) notes.push("Rows with several runs show the mean requests/s and the summed request counts; their percentiles are the mean of each percentile every run printed.");
  notes.push("CPU and memory: the mean over the monitors' samples inside each run's window (after its warm-up cut).");
  switch (format) {
    case "markdown":
      return toMarkdown(rows, notes);
    case "csv":
      return toCsv(rows);
    case "json":
      return `${JSON.stringify({ rows, notes }, null, 2)}\n`;
    case "html": {
      // the time line of the busiest run: the last run at the highest concurrency
      const top = Math.max(...runs.map((r) => Number(r.labels.concurrency ?? r.summary.load?.concurrency ?? 0)));
      const shown = [...runs].reverse().find((r) => Number(r.labels.concurrency ?? r.summary.load?.concurrency ?? 0) === top) ?? runs.at(-1);
      return toHtml(rows, notes, title, shown ? timelineCharts(shown) : []);
    }
  }
}
