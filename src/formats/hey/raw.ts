import type { HeyDetailLabel, HeyLine, HeySummaryLabel, HeyTitle, Printed } from "../../../grammars/hey/parser.js";
import { PROMPT } from "../../kit/prompt.js";
import { lineAround } from "../../normalize/line-around.js";
import { setPlaces } from "../../kit/places.js";

/** One hey run with every value as printed (the `raw` output): a value and its unit joined by a blank. */
export interface HeyRawRun {
  format: "hey";
  /** The section titles printed, in order (`summary`, `histogram`, `latency`, `details`, `status`, `error`). */
  titles: HeyTitle[];
  /** The Summary block: `total: "0.1571 secs"`, `requestsPerSec: "12733.8351"`, `totalData: "1200000 bytes"`. */
  summary: Partial<Record<HeySummaryLabel, string>>;
  /** The histogram's rows: the bucket's mark (seconds, 3 decimals) and its count, as printed. */
  histogram?: { mark: string; count?: string }[];
  /** The latency distribution's rows: `{ percent: "10", value: "0.0008 secs" }`. */
  latencyDistribution?: { percent: string; value?: string }[];
  /** The Details rows, each cell as printed: `dnsDialup: ["0.0000 secs", "0.0000 secs", "0.0196 secs"]`. */
  details?: Partial<Record<HeyDetailLabel, string[]>>;
  /** `[200]\t2000 responses`: `{ status: "200", count: "2000 responses" }`. */
  statusCodes?: { status: string; count?: string }[];
  /** `[100]\tGet "...": dial tcp ...`: `{ count: "100", message: "Get ..." }`. */
  errorDistribution?: { count: string; message?: string }[];
  /** hey 0.1.0's `Detailed Report:` lines (with tracing on), as printed: not read. */
  detailedReport?: string[];
  /** Lines inside the run that hey does not print, as printed. */
  otherLines?: string[];
  /** hey's messages before its usage text (`-n cannot be less than -c.`), as printed. */
  messages?: string[];
  /** hey printed its usage text (bad or missing options, no URL): it did not run. */
  usage?: boolean;
  /** oha's own lines (`Success rate:`), as printed: the text is oha's look-alike summary, not hey's. */
  oha?: string[];
}


/**
 * A hey command line that reached the format: the engine reads (and blanks) those after a prompt it knows (`$ hey -n
 * 1000 ...`, FormatDefinition.command); this is for prompts it does not, such as starship's `❯ hey -c 50 -n 200 URL`:
 * `hey` as a word, then an option or a URL. It ends the run before it.
 */
export const HEY_COMMAND = /(?:^|[\s/])hey(?:\.exe)?\s+(?:-|https?:\/\/)/;

const joined = (value: Printed | undefined, unit: string | undefined): string | undefined =>
  value === undefined ? undefined : unit === undefined ? value.text : `${value.text} ${unit}`;

/**
 * Groups the grammar's lines into runs. A run starts at `Summary:`, at its usage text or a message once the current
 * run has begun, after a pasted hey command line, or at a value, row or title the current run already has (runs pasted
 * without their first lines). `[N]` rows are status codes under `Status code distribution:` and errors under `Error
 * distribution:`; outside both, a row that reads `N responses` is a status code. Other lines before a run are not
 * hey's; inside one they are kept as printed.
 */
export function groupRuns(lines: HeyLine[], text: string): HeyRawRun[] {
  const lineText = (offset: number): string => lineAround(text, offset).trim();
  const restOf = (offset: number): string => {
    const end = text.indexOf("\n", offset);
    return text.slice(offset, end === -1 ? text.length : end).trim();
  };
  const runs: HeyRawRun[] = [];
  let run: HeyRawRun | undefined;
  let offsets = new Map<string, number>();
  /** The run has begun: a title, value or row is in. */
  let begun = false;
  let section: HeyTitle | undefined;

  const start = (): HeyRawRun => {
    run = { format: "hey", titles: [], summary: {} };
    offsets = new Map();
    setPlaces(run, offsets);
    runs.push(run);
    begun = false;
    section = undefined;
    return run;
  };
  /** The run a line belongs to: a new one when `has` says the current run has that line already. */
  const runFor = (has: (r: HeyRawRun) => boolean): HeyRawRun => {
    let r = run ?? start();
    if (has(r)) r = start();
    begun = true;
    return r;
  };
  const other = (offset: number): void => {
    const line = lineText(offset);
    if (!run?.usage && HEY_COMMAND.test(line)) {
      // The next run's command line (its figures are extract's): the lines after it are the next run's.
      if (begun) {
        run = undefined;
        begun = false;
      }
      return;
    }
    if (run === undefined || !begun) return; // before a run, or the usage text's option lines: not hey's output
    if (PROMPT.exec(line)?.[0].length === line.length) return; // a prompt alone, after the output
    if (section === "detailedReport") (run.detailedReport ??= []).push(line);
    else (run.otherLines ??= []).push(line);
  };

  for (const line of lines) {
    switch (line.kind) {
      case "title": {
        // hey prints its titles alone on their lines (sar -m USB's `Summary:  1  3f0 ...` rows are not one)
        if (!/:$/.test(lineText(line.offset))) {
          other(line.offset);
          break;
        }
        const r = line.title === "summary" ? (begun || run?.usage ? start() : (run ?? start())) : runFor((x) => x.titles.includes(line.title));
        begun = true;
        r.titles.push(line.title);
        offsets.set(`title.${line.title}`, line.offset);
        section = line.title;
        break;
      }
      case "value": {
        if (section === "detailedReport" && ["average", "fastest", "slowest"].includes(line.label)) {
          other(line.offset);
          break;
        }
        const r = runFor((x) => x.summary[line.label] !== undefined);
        r.summary[line.label] = joined(line.value, line.unit) ?? "";
        offsets.set(`summary.${line.label}`, line.value?.offset ?? line.offset);
        break;
      }
      case "bucket": {
        const r = runFor(() => false);
        const rows = (r.histogram ??= []);
        offsets.set(`histogram.${rows.length}`, line.count?.offset ?? line.offset);
        offsets.set(`histogram.${rows.length}.mark`, line.mark.offset);
        rows.push({ mark: line.mark.text, ...(line.count ? { count: line.count.text } : {}) });
        break;
      }
      case "percentile": {
        const r = runFor(() => false);
        const rows = (r.latencyDistribution ??= []);
        offsets.set(`latencyDistribution.${rows.length}`, line.value?.offset ?? line.offset);
        offsets.set(`latencyDistribution.${rows.length}.percent`, line.percent.offset);
        const value = joined(line.value, line.unit);
        rows.push({ percent: line.percent.text, ...(value !== undefined ? { value } : {}) });
        break;
      }
      case "detail": {
        if (section === "detailedReport") {
          other(line.offset);
          break;
        }
        const r = runFor((x) => x.details?.[line.label] !== undefined);
        (r.details ??= {})[line.label] = line.cells.map((c, i) => {
          offsets.set(`details.${line.label}.${i}`, c.value.offset);
          return joined(c.value, c.unit)!;
        });
        offsets.set(`details.${line.label}`, line.offset);
        break;
      }
      case "bracket": {
        const rest = line.rest === undefined ? undefined : restOf(line.rest);
        const asStatus = section === "status" || (section !== "error" && rest !== undefined && /^\d+ responses$/.test(rest));
        if (line.key === undefined || (run === undefined && !asStatus && section === undefined)) {
          other(line.offset);
          break;
        }
        const r = runFor(() => false);
        if (asStatus) {
          const rows = (r.statusCodes ??= []);
          offsets.set(`statusCodes.${rows.length}`, line.rest ?? line.offset);
          offsets.set(`statusCodes.${rows.length}.status`, line.key.offset);
          rows.push({ status: line.key.text, ...(rest !== undefined ? { count: rest } : {}) });
        } else {
          const rows = (r.errorDistribution ??= []);
          offsets.set(`errorDistribution.${rows.length}`, line.key.offset);
          rows.push({ count: line.key.text, ...(rest !== undefined ? { message: rest } : {}) });
        }
        break;
      }
      case "usage": {
        const r = begun ? start() : (run ?? start());
        r.usage = true;
        offsets.set("usage", line.offset);
        break;
      }
      case "message": {
        const r = begun || run?.usage ? start() : (run ?? start());
        (r.messages ??= []).push(lineText(line.offset));
        offsets.set("messages", line.offset);
        break;
      }
      case "oha": {
        const r = run ?? start();
        (r.oha ??= []).push(lineText(line.offset));
        if (!offsets.has("oha")) offsets.set("oha", line.offset);
        break;
      }
      case "other":
        other(line.offset);
        break;
    }
  }
  return runs;
}
