import type { Printed, StatCell, WrkLine } from "../../../grammars/wrk/parser.js";
import { PROMPT } from "../../extract/commands.js";
import { lineIndex } from "../../normalize/line-index.js";

/** One row of the Thread Stats table, cells as printed (`635.91us`, `9.01k`, `93.14%`, `-nan%`). */
export interface WrkRawStatRow {
  avg?: string;
  stdev?: string;
  max?: string;
  withinStdev?: string;
}

/** One wrk run with every value as printed (the `raw` output). */
export interface WrkRawRun {
  format: "wrk";
  startLine: number;
  endLine: number;
  /** The `-v` banner: `wrk 4.1.0 [epoll] Copyright`. */
  version?: string;
  /** Lines before `Running` that wrk does not print: a Lua script's init() or setup() output. */
  scriptOutputBefore?: string[];
  duration?: string;
  url?: string;
  threads?: string;
  connections?: string;
  statsHeader?: boolean;
  latency?: WrkRawStatRow;
  requestsPerThread?: WrkRawStatRow;
  distributionTitle?: boolean;
  latencyDistribution?: { percent: string; value?: string }[];
  requests?: string;
  runtime?: string;
  bytesRead?: string;
  socketErrors?: Record<string, string | undefined>;
  non2xx?: string;
  requestsPerSec?: string;
  transferPerSec?: string;
  /** Lines after `Running` that wrk does not print: a Lua script's output (done(), response()), as printed. */
  scriptOutput?: string[];
  /** wrk's messages (`unable to connect to ...`, `invalid URL: ...`), as printed. */
  errors?: string[];
  /** wrk printed its usage text (bad or missing options): it did not run. */
  usage?: boolean;
}

/** Where each raw value started in the text, for error messages (kept apart so --raw output stays clean). */
export const rawOffsets = new WeakMap<WrkRawRun, Map<string, number>>();

/**
 * A wrk command line that reached the format: the engine reads (and blanks) those after a prompt it knows (`$ wrk
 * -t2 ...`, FormatDefinition.command); this is for prompts it does not, such as oh-my-zsh's `➜  dir git:(master) wrk
 * -t2 ...`: `wrk` as a word, then an option or a URL. It ends the run before it.
 */
export const WRK_COMMAND = /(?:^|[\s/])wrk(?:\.exe)?\s+(?:-|https?:\/\/)/;

const ROW_KEYS = ["avg", "stdev", "max", "withinStdev"] as const;

/**
 * Groups the grammar's lines into runs. A run starts at a `Running` line, a `-v` banner, a message or after a
 * pasted command line once the current run has begun (its `Running` line or a result), or at a results line the current
 * run already has (runs pasted without their first lines). Percentile rows count only under `Latency Distribution`;
 * every other line wrk does not print is script output, before or after `Running`.
 */
export function groupRuns(lines: WrkLine[], text: string): WrkRawRun[] {
  const lineOf = lineIndex(text);
  const lineText = (offset: number): string => {
    const start = text.lastIndexOf("\n", offset - 1) + 1;
    const end = text.indexOf("\n", offset);
    return text.slice(start, end === -1 ? text.length : end).trim();
  };
  const runs: WrkRawRun[] = [];
  let run: WrkRawRun | undefined;
  let offsets = new Map<string, number>();
  /** The run has begun: its Running line or a result is in. */
  let begun = false;
  /** Percentile rows are read here (after the title, before the totals). */
  let inDistribution = false;

  const start = (offset: number): WrkRawRun => {
    run = { format: "wrk", startLine: lineOf(offset), endLine: lineOf(offset) };
    offsets = new Map();
    rawOffsets.set(run, offsets);
    runs.push(run);
    begun = false;
    inDistribution = false;
    return run;
  };
  /** The run a line of `field` belongs to: a new one when the current run has it already. */
  const runFor = (field: keyof WrkRawRun | undefined, offset: number, begins = true): WrkRawRun => {
    let r = run ?? start(offset);
    if (field !== undefined && r[field] !== undefined) r = start(offset);
    if (begins) begun = true;
    r.endLine = lineOf(offset);
    return r;
  };
  const at = (field: string, p: Printed | undefined): string | undefined => {
    if (p === undefined) return undefined;
    offsets.set(field, p.offset);
    return p.text;
  };
  const set = <K extends keyof WrkRawRun>(r: WrkRawRun, key: K, value: WrkRawRun[K] | undefined): void => {
    if (value !== undefined) r[key] = value;
  };
  const other = (offset: number): void => {
    const line = lineText(offset);
    if (!run?.usage && WRK_COMMAND.test(line)) {
      // The next run's command line (its figures are extract's): the lines after it are the next run's.
      if (begun) {
        run = undefined;
        begun = false;
      }
      return;
    }
    if (run?.usage && !begun) return; // the usage text's option lines
    if (PROMPT.exec(line)?.[0].length === line.length) return; // a prompt alone, after the output
    const r = run ?? start(offset);
    (begun ? (r.scriptOutput ??= []) : (r.scriptOutputBefore ??= [])).push(line);
    r.endLine = lineOf(offset);
  };

  for (const line of lines) {
    if (line.kind !== "percentile") inDistribution = line.kind === "distributionTitle";
    switch (line.kind) {
      case "running": {
        const r = begun || run?.usage || run?.errors !== undefined ? start(line.offset) : runFor(undefined, line.offset);
        begun = true;
        offsets.set("running", line.offset);
        set(r, "duration", at("duration", line.duration));
        set(r, "url", at("url", line.url === undefined ? undefined : { text: line.url.text.trim(), offset: line.url.offset }));
        r.endLine = lineOf(line.offset);
        break;
      }
      case "threads": {
        const r = runFor("threads", line.offset);
        r.threads = at("threads", line.threads);
        set(r, "connections", at("connections", line.connections));
        break;
      }
      case "statsHeader": {
        const r = runFor("statsHeader", line.offset);
        r.statsHeader = true;
        offsets.set("statsHeader", line.offset);
        break;
      }
      case "statRow": {
        const field = line.name === "Latency" ? "latency" : "requestsPerThread";
        const r = runFor(field, line.offset);
        r[field] = statRow(line.cells, field, offsets);
        offsets.set(field, line.offset);
        break;
      }
      case "distributionTitle": {
        const r = runFor("distributionTitle", line.offset);
        r.distributionTitle = true;
        offsets.set("distributionTitle", line.offset);
        inDistribution = true;
        break;
      }
      case "percentile": {
        if (!inDistribution || run === undefined) {
          other(line.offset);
          break;
        }
        const r = runFor(undefined, line.offset);
        const rows = (r.latencyDistribution ??= []);
        offsets.set(`latencyDistribution.${rows.length}`, line.offset);
        rows.push({ percent: line.percent.text, ...(line.value ? { value: line.value.text } : {}) });
        break;
      }
      case "totals": {
        const r = runFor("requests", line.offset);
        r.requests = at("requests", line.requests);
        set(r, "runtime", at("runtime", line.runtime));
        set(r, "bytesRead", at("bytesRead", line.bytes));
        offsets.set("totals", line.offset);
        break;
      }
      case "socketErrors": {
        const r = runFor("socketErrors", line.offset);
        const parts: Record<string, string | undefined> = Object.create(null);
        for (const p of line.parts) parts[p.kind] = at(`socketErrors.${p.kind}`, p.value);
        r.socketErrors = { ...parts };
        offsets.set("socketErrors", line.offset);
        break;
      }
      case "value": {
        const field = line.label === "Non2xx" ? "non2xx" : line.label === "RequestsPerSec" ? "requestsPerSec" : "transferPerSec";
        const r = runFor(field, line.offset);
        // An empty value (`Requests/sec:` cut off) is kept as "" so that the line counts as printed.
        r[field] = at(field, line.value) ?? "";
        offsets.set(field, line.value?.offset ?? line.offset);
        break;
      }
      case "version": {
        const r = begun || run?.version !== undefined || run?.errors !== undefined ? start(line.offset) : (run ?? start(line.offset));
        r.version = line.banner.slice(0, -" Copyright".length).trim();
        offsets.set("version", line.offset);
        r.endLine = lineOf(line.offset);
        break;
      }
      case "message": {
        const r = begun ? start(line.offset) : (run ?? start(line.offset));
        if (line.label === "Usage") r.usage = true;
        else (r.errors ??= []).push(lineText(line.offset));
        offsets.set(line.label === "Usage" ? "usage" : "errors", line.offset);
        r.endLine = lineOf(line.offset);
        break;
      }
      case "other":
        other(line.offset);
        break;
    }
  }
  return runs;
}

function statRow(cells: StatCell[], field: string, offsets: Map<string, number>): WrkRawStatRow {
  const row: WrkRawStatRow = {};
  cells.slice(0, ROW_KEYS.length).forEach((cell, i) => {
    const key = ROW_KEYS[i]!;
    row[key] = cell.percent ? `${cell.text}%` : cell.text;
    offsets.set(`${field}.${key}`, cell.offset);
  });
  return row;
}
