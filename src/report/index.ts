/**
 * `report`: the comparison table of a load-test campaign, one row per (target, concurrency), from what `extract`
 * found (or from parsed records), as Markdown, CSV, JSON or a self-contained HTML page with charts. The rules (what
 * is averaged over which samples) are in src/report/rows.ts and src/report/samples.ts.
 */
import { getFormat, isFormatName } from "../formats/index.js";
import { applyLabels, targetLabel } from "./labels.js";
import { buildRows, type ReportRow, type Run } from "./rows.js";
import { monitorSamples, type MonitorSample } from "./samples.js";
import { toHtml } from "./html.js";
import { toCsv, toMarkdown } from "./text.js";
import type { ExtractedBlock, ExtractResult } from "../extract/index.js";
import { isLoadTestRecord, summarize } from "../api/summary.js";

export type { ReportRow } from "./rows.js";
export type { MonitorSample } from "./samples.js";

export type ReportFormat = "markdown" | "csv" | "json" | "html";
export const REPORT_FORMATS: readonly ReportFormat[] = ["markdown", "csv", "json", "html"];

export interface ReportOptions {
  /**
   * A label for every run (a string), or new names for targets: `{ "127.0.0.1:8080/": "nginx" }` (keys: a target
   * as `report` labels it, or a URL). Without it, targets are labelled `host[:port]/path`.
   */
  label?: string | Record<string, string>;
  /** Output format (default `markdown`). */
  format?: ReportFormat;
  /** Title of the HTML page. */
  title?: string;
}

/** What `report` reads: an `extract` result, its blocks, or parsed records in document order. */
export type ReportInput = ExtractResult | readonly ExtractedBlock[] | readonly unknown[];
/** Input with a label of its own (`benchparse report --label apache a.txt --label nginx b.txt`). */
export interface LabelledInput {
  label: string;
  input: ReportInput;
}

export interface ReportData {
  rows: ReportRow[];
  /** Things a reader of the table should know (rows that merge several runs, how memory was measured). */
  notes: string[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
const isExtractResult = (v: unknown): v is ExtractResult => isObj(v) && Array.isArray(v.blocks) && Array.isArray(v.warnings);
const isBlock = (v: unknown): v is ExtractedBlock => isObj(v) && typeof v.startLine === "number" && Array.isArray(v.records) && typeof v.format === "string";
const isLabelled = (v: unknown): v is LabelledInput => isObj(v) && typeof v.label === "string" && "input" in v;
const isMonitorFormat = (format: string): boolean => isFormatName(format) && getFormat(format).role === "monitor";
/** The notes a format asks for (FormatDefinition.report). */
const notesOf = (format: string): readonly string[] => (isFormatName(format) ? (getFormat(format).report?.notes ?? []) : []);

/**
 * Builds the table's rows. Accepts one input or a list of them (each may carry its own label).
 *
 * @example
 * buildReport(extract(text)).rows[0] //=> { target: "192.168.3.254/info.php", concurrency: 200, requestsPerSecond: 824.17, ... }
 */
export function buildReport(input: ReportInput | LabelledInput | readonly (ReportInput | LabelledInput)[], options: Omit<ReportOptions, "format"> = {}): ReportData {
  const groups = toGroups(input);
  const runs: Run[] = [];
  for (const g of groups) {
    const groupRuns = runsOfBlocks(g.blocks);
    if (g.label !== undefined) applyLabels(groupRuns, g.label);
    runs.push(...groupRuns);
  }
  applyLabels(runs, options.label);
  const rows = buildRows(runs);
  const notes: string[] = [];
  if (rows.some((r) => r.runs > 1)) notes.push("Rows with several runs show the mean requests/s and the summed request counts; their percentiles are the mean of each percentile every run printed (not the percentile of all their requests).");
  // each load-test format's notes when its rows are in the table; a monitor's when its own memory source was used
  for (const tool of new Set(rows.map((r) => r.tool))) notes.push(...notesOf(tool));
  const memSources = new Set(runs.flatMap((r) => r.monitors.filter((m) => m.memSource !== undefined && m.memSource !== "total-minus-free").map((m) => m.format)));
  for (const format of memSources) notes.push(...notesOf(format));
  return { rows, notes };
}

/** The report rendered in `options.format` (default Markdown). */
export function report(input: ReportInput | LabelledInput | readonly (ReportInput | LabelledInput)[], options: ReportOptions = {}): string {
  const data = buildReport(input, options);
  switch (options.format ?? "markdown") {
    case "markdown":
      return toMarkdown(data.rows, data.notes);
    case "csv":
      return toCsv(data.rows);
    case "json":
      return `${JSON.stringify(data, null, 2)}\n`;
    case "html":
      return toHtml(data.rows, data.notes, options.title ?? "Load test report");
    default:
      throw new Error(`unknown report format "${String(options.format)}"; use one of ${REPORT_FORMATS.join(", ")}`);
  }
}

interface Group {
  label?: string;
  blocks: ExtractedBlock[];
}

function toGroups(input: unknown): Group[] {
  if (isLabelled(input)) return toGroups(input.input).map((g) => ({ ...g, label: input.label }));
  if (isExtractResult(input)) return [{ blocks: input.blocks }];
  if (!Array.isArray(input)) return [];
  if (input.some((e) => isExtractResult(e) || isLabelled(e))) return input.flatMap((e) => toGroups(e));
  if (input.every(isBlock)) return [{ blocks: input }];
  return [{ blocks: recordsAsBlocks(input) }];
}

/**
 * Plain records (from `parse`) in document order: each load-test record is a block, and monitoring records that
 * follow it belong to it.
 */
function recordsAsBlocks(records: readonly unknown[]): ExtractedBlock[] {
  const blocks: ExtractedBlock[] = [];
  let lastLoad: number | undefined;
  for (const r of records) {
    if (isBlock(r)) {
      blocks.push(r);
      continue;
    }
    const format = isObj(r) && typeof r.format === "string" ? r.format : "unknown";
    const index = blocks.length;
    const block = { format, role: isLoadTestRecord(r) ? "load-test" : "monitor", startLine: 0, endLine: 0, records: [r] } as unknown as ExtractedBlock;
    if (isLoadTestRecord(r)) lastLoad = index;
    else if (lastLoad !== undefined) block.context = { block: lastLoad, format: blocks[lastLoad]!.format, startLine: 0, endLine: 0, by: "section" };
    blocks.push(block);
  }
  return blocks;
}

function runsOfBlocks(blocks: readonly ExtractedBlock[]): Run[] {
  // Monitors attach to their load test by index in this list, checked against the load test's place.
  const monitorsOf = new Map<number, MonitorSample[]>();
  blocks.forEach((b) => {
    if (!b.context || !(isMonitorFormat(b.format) || b.role === "monitor")) return;
    const target = blocks[b.context.block];
    const index =
      target && target.startLine === b.context.startLine && target.source === b.source
        ? b.context.block
        : blocks.findIndex((t) => t.startLine === b.context!.startLine && t.format === b.context!.format && t.source === b.source);
    if (index < 0) return;
    monitorsOf.set(index, [...(monitorsOf.get(index) ?? []), ...monitorSamples(b.format, b.records)]);
  });
  const runs: Run[] = [];
  blocks.forEach((b, index) => {
    for (const record of b.records) {
      if (!isLoadTestRecord(record)) continue;
      const summary = summarize(record, b.command);
      const url = summary.target;
      const run: Run = { summary, label: targetLabel(url), monitors: monitorsOf.get(index) ?? [] };
      if (url !== undefined) run.url = url;
      if (summary.concurrency !== undefined) run.concurrency = summary.concurrency;
      const software = (record as { serverSoftware?: unknown }).serverSoftware;
      if (typeof software === "string") run.serverSoftware = software;
      if (b.command) run.command = b.command;
      if (b.source !== undefined) run.source = b.source;
      if (b.startLine > 0) {
        run.startLine = b.startLine;
        run.endLine = b.endLine;
      }
      runs.push(run);
    }
  });
  return runs;
}
