import type { OhaLabel, OhaLine, OhaSubset, OhaTitle } from "../../../grammars/oha/parser.js";
import { PROMPT } from "../../kit/prompt.js";
import { setPlaces } from "../../kit/places.js";
import { lineAround } from "../../normalize/line-around.js";

/** The Summary block's labels (the Details rows are the others). */
export type OhaSummaryLabel = Exclude<OhaLabel, "dnsDialup" | "dnsLookup">;
export type OhaDetailLabel = Extract<OhaLabel, "dnsDialup" | "dnsLookup">;

/** A histogram row as printed: its mark with the unit after it (`0.002`, `1.234 ms`), its count. */
export interface OhaRawBucket {
  mark: string;
  count?: string;
}
/** A distribution row as printed: `{ percent: "10.00", value: "0.0014 secs" }`. */
export interface OhaRawPercentile {
  percent: string;
  value?: string;
}

/** One oha run with every value as printed (the `raw` output). */
export interface OhaRawRun {
  format: "oha";
  /** The section titles printed, in order: `summary`, `histogram`, `distribution`, `histogram (successful)`, ... */
  titles: string[];
  /** The Summary block: `successRate: "100.00%"`, `total: "5.9440 secs"`, `totalData: "38.28 MiB"`. */
  summary: Partial<Record<OhaSummaryLabel, string>>;
  /** The Details rows as printed: `dnsDialup: "0.0086 secs, 0.0039 secs, 0.0097 secs"`. */
  details?: Partial<Record<OhaDetailLabel, string>>;
  /** The Response time histograms: `all`, and with `--stats-success-breakdown` `successful` (2xx) and `notSuccessful`. */
  histograms?: Partial<Record<OhaSubset, OhaRawBucket[]>>;
  /** The Response time (or Latency) distributions, by the same subsets. */
  distributions?: Partial<Record<OhaSubset, OhaRawPercentile[]>>;
  /** `[200] 20000 responses`: `{ status: "200", count: "20000 responses" }`. */
  statusCodes?: { status: string; count?: string }[];
  /** `[20] aborted due to deadline`: `{ count: "20", message: "aborted due to deadline" }`. */
  errorDistribution?: { count: string; message?: string }[];
  /** Lines inside the run that oha does not print, as printed. */
  otherLines?: string[];
}

/** The name a title takes in `titles`: `histogram`, `distribution (successful)`. */
export const titleName = (title: OhaTitle, subset: OhaSubset): string => (subset === "all" ? title : `${title} (${subset})`);

/**
 * An oha command line that reached the format (a prompt the engine does not know): `oha` as a word, then an option
 * or a URL. It ends the run before it.
 */
export const OHA_COMMAND = /(?:^|[\s/])oha(?:\.exe)?\s+(?:-|https?:\/\/)/;

/**
 * Groups the grammar's lines into runs. A run starts at `Summary:` (once the current run has begun), after a pasted
 * oha command line, or at a title or value the current run already has (runs pasted without their first lines).
 * Histogram rows are read under a histogram title, percentile rows under a distribution title; `[N]` rows are status
 * codes under `Status code distribution:` and errors under `Error distribution:` (outside both, a row that reads `N
 * responses` is a status code). Other lines before a run are not oha's; inside one they are kept as printed.
 */
export function groupRuns(lines: OhaLine[], text: string): OhaRawRun[] {
  const lineText = (offset: number): string => lineAround(text, offset).trim();
  const runs: OhaRawRun[] = [];
  let run: OhaRawRun | undefined;
  let offsets = new Map<string, number>();
  let section: { title: OhaTitle; subset: OhaSubset } | undefined;

  const start = (): OhaRawRun => {
    run = { format: "oha", titles: [], summary: {} };
    offsets = new Map();
    setPlaces(run, offsets);
    runs.push(run);
    section = undefined;
    return run;
  };
  const runFor = (has: (r: OhaRawRun) => boolean): OhaRawRun => {
    const r = run ?? start();
    return has(r) ? start() : r;
  };
  const other = (offset: number): void => {
    const line = lineText(offset);
    if (OHA_COMMAND.test(line)) {
      run = undefined; // the next run's command line: the lines after it are the next run's
      section = undefined;
      return;
    }
    if (run === undefined) return;
    if (PROMPT.exec(line)?.[0].length === line.length) return; // a prompt alone, after the output
    (run.otherLines ??= []).push(line);
  };

  for (const line of lines) {
    switch (line.kind) {
      case "title": {
        // oha prints its titles alone on their lines
        if (!/:$/.test(lineText(line.offset))) {
          other(line.offset);
          break;
        }
        const name = titleName(line.title, line.subset);
        const r = line.title === "summary" ? (run && (run.titles.length || Object.keys(run.summary).length) ? start() : (run ?? start())) : runFor((x) => x.titles.includes(name));
        r.titles.push(name);
        offsets.set(`title.${name}`, line.offset);
        section = { title: line.title, subset: line.subset };
        break;
      }
      case "value": {
        const value = line.value?.text.trim();
        const at = line.value ? line.value.offset + line.value.text.length - line.value.text.trimStart().length : line.offset;
        if (line.label === "dnsDialup" || line.label === "dnsLookup") {
          const r = runFor((x) => x.details?.[line.label as OhaDetailLabel] !== undefined);
          (r.details ??= {})[line.label] = value ?? "";
          offsets.set(`details.${line.label}`, at);
        } else {
          const label = line.label;
          const r = runFor((x) => x.summary[label] !== undefined);
          r.summary[label] = value ?? "";
          offsets.set(`summary.${label}`, at);
        }
        break;
      }
      case "bucket": {
        if (run === undefined || section?.title !== "histogram") {
          other(line.offset);
          break;
        }
        const rows = ((run.histograms ??= {})[section.subset] ??= []);
        const field = `histograms.${section.subset}.${rows.length}`;
        offsets.set(field, line.count?.offset ?? line.offset);
        offsets.set(`${field}.mark`, line.mark.offset);
        rows.push({ mark: line.unit === undefined ? line.mark.text : `${line.mark.text} ${line.unit}`, ...(line.count ? { count: line.count.text } : {}) });
        break;
      }
      case "percentile": {
        if (run === undefined || section?.title !== "distribution") {
          other(line.offset);
          break;
        }
        const rows = ((run.distributions ??= {})[section.subset] ??= []);
        const field = `distributions.${section.subset}.${rows.length}`;
        offsets.set(field, line.value?.offset ?? line.offset);
        offsets.set(`${field}.percent`, line.percent.offset);
        const value = line.value?.text.trim();
        rows.push({ percent: line.percent.text, ...(value ? { value } : {}) });
        break;
      }
      case "bracket": {
        const rest = line.rest?.text.trim() || undefined;
        const asStatus = section?.title === "status" || (section?.title !== "error" && rest !== undefined && /^\d+ responses$/.test(rest));
        const asError = section?.title === "error";
        if (run === undefined || line.key === undefined || (!asStatus && !asError)) {
          other(line.offset);
          break;
        }
        if (asStatus) {
          const rows = (run.statusCodes ??= []);
          offsets.set(`statusCodes.${rows.length}`, line.rest?.offset ?? line.offset);
          offsets.set(`statusCodes.${rows.length}.status`, line.key.offset);
          rows.push({ status: line.key.text, ...(rest !== undefined ? { count: rest } : {}) });
        } else {
          const rows = (run.errorDistribution ??= []);
          offsets.set(`errorDistribution.${rows.length}`, line.key.offset);
          rows.push({ count: line.key.text, ...(rest !== undefined ? { message: rest } : {}) });
        }
        break;
      }
      case "other":
        other(line.offset);
        break;
    }
  }
  return runs;
}
