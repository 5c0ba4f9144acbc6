import type { Printed, StatCell, WrkLine } from "../../../grammars/wrk/parser.js";
import { PROMPT } from "../../kit/prompt.js";
import { lineIndex } from "../../normalize/line-index.js";
import { lineAround } from "../../normalize/line-around.js";
import { partAround } from "../../normalize/part-around.js";
import { setPlaces } from "../../kit/places.js";

/** One row of the Thread Stats table, cells as printed (`635.91us`, `9.01k`, `93.14%`, `-nan%`). */
export interface WrkRawStatRow {
  avg?: string;
  stdev?: string;
  max?: string;
  withinStdev?: string;
}

/** One wrk2 HdrHistogram block (`--latency`, `--u_latency`), every value as printed. */
export interface WrkRawHistogram {
  /** What follows `Latency Distribution (HdrHistogram - `: `Recorded Latency)`, `Uncorrected Latency (...))`. */
  name?: string;
  /** The percentile rows: `50.000` and `1.37ms`. */
  percentiles: { percent: string; value?: string }[];
  spectrumTitle?: boolean;
  spectrumHeader?: boolean;
  /** The Detailed Percentile spectrum rows: Value (ms), Percentile (0-1), TotalCount, 1/(1-Percentile). */
  spectrum?: { value: string; percentile?: string; totalCount?: string; inverse?: string }[];
  /** The `#[...]` footer values by the name printed before each `=`: `Mean`, `StdDeviation`, `Max`, `Total count`, `Buckets`, `SubBuckets`. */
  footer?: Record<string, string>;
  /** The `----------` line after the block was printed. */
  rule?: boolean;
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
  /** wrk2's `Thread calibration:` lines, one per thread: `1.464ms` and `10ms` (older wrk2: `9747 usec`, `21 msec`). */
  calibration?: { meanLatency?: string; samplingInterval?: string }[];
  statsHeader?: boolean;
  /**
   * The Thread Stats header's columns when they are not wrk's `Avg Stdev Max +/- Stdev`: DeathStarBench's wrk2 prints
   * `Avg Stdev 99% +/- Stdev` (its third column the 99th percentile, not the largest).
   */
  statsColumns?: string[];
  latency?: WrkRawStatRow;
  requestsPerThread?: WrkRawStatRow;
  distributionTitle?: boolean;
  latencyDistribution?: { percent: string; value?: string }[];
  /** wrk2's HdrHistogram blocks, in the order printed (Recorded Latency, then with --u_latency the Uncorrected one). */
  hdrHistograms?: WrkRawHistogram[];
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


/**
 * A wrk command line that reached the format: the engine reads (and blanks) those after a prompt it knows (`$ wrk
 * -t2 ...`, FormatDefinition.command); this is for prompts it does not, such as oh-my-zsh's `➜  dir git:(master) wrk
 * -t2 ...`: `wrk` as a word, then an option or a URL. It ends the run before it.
 */
export const WRK_COMMAND = /(?:^|[\s/])wrk(?:\.exe)?\s+(?:-|https?:\/\/)/;

const ROW_KEYS = ["avg", "stdev", "max", "withinStdev"] as const;

/** The lines of a wrk2 HdrHistogram block after its title (any other line ends the block). */
const HISTOGRAM_LINES: ReadonlySet<WrkLine["kind"]> = new Set(["hdrTitle", "spectrumTitle", "spectrumHeader", "spectrumRow", "footer", "rule"]);

/**
 * Groups the grammar's lines into runs. A run starts at a `Running` line, a `-v` banner, a message or after a
 * pasted command line once the current run has begun (its `Running` line or a result), or at a results line the current
 * run already has (runs pasted without their first lines). Percentile rows count only under `Latency Distribution`;
 * every other line wrk does not print is script output, before or after `Running`.
 */
export function groupRuns(lines: WrkLine[], text: string, cuts: readonly number[] = []): WrkRawRun[] {
  const lineOf = lineIndex(text);
  /** The line at `offset`, or the part of it between the glued lines' cuts (runGrammarCut). */
  const lineText = (offset: number): string => (cuts.length === 0 ? lineAround(text, offset) : partAround(text, offset, cuts)).trim();
  const runs: WrkRawRun[] = [];
  let run: WrkRawRun | undefined;
  let offsets = new Map<string, number>();
  /** The run has begun: its Running line or a result is in. */
  let begun = false;
  /** Percentile rows are read here (after the title, before the totals). */
  let inDistribution = false;
  /** The wrk2 HdrHistogram block being read, and which of its parts comes next. */
  let hist: WrkRawHistogram | undefined;
  let histPart: "percentiles" | "spectrum" | "footer" = "percentiles";

  const start = (offset: number): WrkRawRun => {
    run = { format: "wrk", startLine: lineOf(offset), endLine: lineOf(offset) };
    offsets = new Map();
    setPlaces(run, offsets);
    runs.push(run);
    begun = false;
    inDistribution = false;
    hist = undefined;
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

  /** The histogram a spectrum line belongs to: the open one, or a new one without its title (a pasted spectrum alone). */
  const histFor = (offset: number): WrkRawHistogram => {
    if (hist) return hist;
    const r = runFor(undefined, offset);
    hist = { percentiles: [] };
    offsets.set(`hdrHistograms.${(r.hdrHistograms ??= []).length}`, offset);
    r.hdrHistograms.push(hist);
    return hist;
  };
  const histIndex = (): number => (run?.hdrHistograms?.length ?? 1) - 1;

  for (const line of lines) {
    if (line.kind !== "percentile") inDistribution = line.kind === "distributionTitle";
    if (!HISTOGRAM_LINES.has(line.kind) && !(line.kind === "percentile" && hist && histPart === "percentiles")) hist = undefined;
    switch (line.kind) {
      case "calibration": {
        const r = runFor(undefined, line.offset);
        const rows = (r.calibration ??= []);
        offsets.set(`calibration.${rows.length}`, line.offset);
        const joined = (v?: Printed, unit?: Printed): string | undefined => (v === undefined ? undefined : unit === undefined ? v.text : `${v.text} ${unit.text}`);
        const meanLatency = joined(line.mean, line.meanUnit);
        const samplingInterval = joined(line.interval, line.intervalUnit);
        rows.push({ ...(meanLatency !== undefined ? { meanLatency } : {}), ...(samplingInterval !== undefined ? { samplingInterval } : {}) });
        break;
      }
      case "hdrTitle": {
        const name = line.name?.text.trim();
        let r = runFor(undefined, line.offset);
        // a run prints each histogram once: the same one again is the next run's (pasted without its first lines)
        if (name !== undefined && r.hdrHistograms?.some((h) => h.name === name)) r = runFor("hdrHistograms", line.offset);
        hist = { ...(name !== undefined ? { name } : {}), percentiles: [] };
        histPart = "percentiles";
        offsets.set(`hdrHistograms.${(r.hdrHistograms ??= []).length}`, line.offset);
        r.hdrHistograms.push(hist);
        break;
      }
      case "spectrumTitle":
        histFor(line.offset).spectrumTitle = true;
        histPart = "spectrum";
        break;
      case "spectrumHeader":
        histFor(line.offset).spectrumHeader = true;
        histPart = "spectrum";
        break;
      case "spectrumRow": {
        if (!hist || histPart !== "spectrum") {
          hist = undefined;
          other(line.offset);
          break;
        }
        const rows = (hist.spectrum ??= []);
        offsets.set(`hdrHistograms.${histIndex()}.spectrum.${rows.length}`, line.offset);
        const [value, percentile, totalCount, inverse] = line.cells.map((c) => c.text);
        rows.push({ value: value!, ...(percentile !== undefined ? { percentile } : {}), ...(totalCount !== undefined ? { totalCount } : {}), ...(inverse !== undefined ? { inverse } : {}) });
        if (run) run.endLine = lineOf(line.offset);
        break;
      }
      case "footer": {
        const h = histFor(line.offset);
        const footer = (h.footer ??= Object.create(null) as Record<string, string>);
        for (const v of line.values) {
          footer[v.name] = v.value.text;
          offsets.set(`hdrHistograms.${histIndex()}.footer.${v.name}`, v.value.offset);
        }
        histPart = "footer";
        if (run) run.endLine = lineOf(line.offset);
        break;
      }
      case "rule":
        if (!hist) {
          other(line.offset);
          break;
        }
        hist.rule = true;
        hist = undefined;
        if (run) run.endLine = lineOf(line.offset);
        break;
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
        const columns = lineText(line.offset).replace(/^.*?Thread Stats\s*/, "").split(/\s+/).filter((w) => w !== "");
        if (columns.join(" ") !== "Avg Stdev Max +/- Stdev") r.statsColumns = columns;
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
        if (hist && histPart === "percentiles") {
          const rows = hist.percentiles;
          offsets.set(`hdrHistograms.${histIndex()}.percentiles.${rows.length}`, line.offset);
          rows.push({ percent: line.percent.text, ...(line.value ? { value: line.value.text } : {}) });
          if (run) run.endLine = lineOf(line.offset);
          break;
        }
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
