import type { BombardierLine, Printed } from "../../../grammars/bombardier/parser.js";
import { lineIndex } from "../../normalize/line-index.js";
import { ERROR_LINE } from "./lines.js";
import { lineAround } from "../../normalize/line-around.js";
import { setPlaces } from "../../kit/places.js";

/** One bombardier run with every value as printed (the `raw` output). */
export interface BombardierRawRun {
  format: "bombardier";
  startLine: number;
  endLine: number;
  /** What follows `Bombarding `: `http://h:8080 for 10s using 125 connection(s)`. */
  intro?: string;
  /** A progress bar frame was printed; `done`: so was `Done!`. */
  progress?: boolean;
  done?: boolean;
  statsHeader?: boolean;
  /** The Reqs/sec row's cells (Avg, Stdev, Max), as printed. */
  requestsPerSecond?: string[];
  /** The Latency row's cells (Avg, Stdev, Max), as printed (`2.44ms`). */
  latency?: string[];
  /** What `There wasn't enough data to compute statistics for ...` lines were printed for: `requests.`, `latencies.`. */
  noData?: string[];
  /** The `-l` Latency Distribution blocks: untitled (before v2.0), `(Total)` and `(2xx)`. */
  latencyDistributions?: { which?: string; rows: { percent: string; value?: string }[] }[];
  httpCodes?: boolean;
  /** The `1xx - 0, 2xx - 512000, ...` counts by class. */
  codes?: Record<string, string | undefined>;
  others?: string;
  /** The `Errors:` lines: the error's text and its count, as printed. */
  errors?: { text: string; count?: string }[];
  throughput?: string;
  /** Lines bombardier does not print (a prompt, prose), as printed. */
  otherLines?: string[];
}


/**
 * Groups the grammar's lines into runs. A run starts at an intro line once the current run has begun, or at a
 * result line the current run already has (runs pasted without their intro). Percentile rows count only under a
 * `Latency Distribution` title, error lines only under `Errors:`; every other line is kept aside as printed.
 */
export function groupRuns(lines: BombardierLine[], text: string): BombardierRawRun[] {
  const lineOf = lineIndex(text);
  const lineText = (offset: number): string => lineAround(text, offset).trim();
  const runs: BombardierRawRun[] = [];
  let run: BombardierRawRun | undefined;
  let offsets = new Map<string, number>();
  let begun = false;
  let section: "none" | "distribution" | "errors" = "none";

  const start = (offset: number): BombardierRawRun => {
    run = { format: "bombardier", startLine: lineOf(offset), endLine: lineOf(offset) };
    offsets = new Map();
    setPlaces(run, offsets);
    runs.push(run);
    begun = false;
    section = "none";
    return run;
  };
  /** The run a line of `field` belongs to: a new one when the current run has it already. */
  const runFor = (field: keyof BombardierRawRun | undefined, offset: number): BombardierRawRun => {
    let r = run ?? start(offset);
    if (field !== undefined && r[field] !== undefined) r = start(offset);
    begun = true;
    r.endLine = lineOf(offset);
    return r;
  };
  const at = (field: string, p: Printed | undefined): string | undefined => {
    if (p === undefined) return undefined;
    offsets.set(field, p.offset);
    return p.text;
  };

  for (const line of lines) {
    const was = section;
    if (line.kind !== "percentile" && line.kind !== "other") section = "none";
    switch (line.kind) {
      case "intro": {
        const r = begun || run?.intro !== undefined ? start(line.offset) : (run ?? start(line.offset));
        begun = true;
        offsets.set("intro", line.offset);
        r.intro = line.rest?.text.trim() ?? "";
        r.endLine = lineOf(line.offset);
        break;
      }
      case "progress": {
        const r = runFor(undefined, line.offset);
        r.progress = true;
        if (line.done) r.done = true;
        break;
      }
      case "done":
        runFor(undefined, line.offset).done = true;
        break;
      case "statsHeader":
        runFor("statsHeader", line.offset).statsHeader = true;
        offsets.set("statsHeader", line.offset);
        break;
      case "statRow": {
        const field = line.name === "Reqs/sec" ? "requestsPerSecond" : "latency";
        const r = runFor(field, line.offset);
        r[field] = line.cells.slice(0, 3).map((c, i) => {
          offsets.set(`${field}.${i}`, c.offset);
          return c.text;
        });
        offsets.set(field, line.offset);
        break;
      }
      case "noData": {
        const r = runFor(undefined, line.offset);
        const what = line.what?.text ?? "";
        offsets.set(`noData.${(r.noData ??= []).length}`, line.offset);
        r.noData.push(what);
        break;
      }
      case "distributionTitle": {
        const r = runFor(undefined, line.offset);
        const which = line.which?.text;
        const blocks = (r.latencyDistributions ??= []);
        offsets.set(`latencyDistributions.${blocks.length}`, line.offset);
        blocks.push({ ...(which !== undefined ? { which } : {}), rows: [] });
        section = "distribution";
        break;
      }
      case "percentile": {
        const block = run?.latencyDistributions?.at(-1);
        if (was !== "distribution" || block === undefined) {
          other(line.offset);
          break;
        }
        section = "distribution";
        const index = run!.latencyDistributions!.length - 1;
        offsets.set(`latencyDistributions.${index}.${block.rows.length}`, line.offset);
        block.rows.push({ percent: line.percent.text, ...(line.value ? { value: line.value.text } : {}) });
        run!.endLine = lineOf(line.offset);
        break;
      }
      case "httpCodes":
        runFor("httpCodes", line.offset).httpCodes = true;
        offsets.set("httpCodes", line.offset);
        break;
      case "codes": {
        const r = runFor("codes", line.offset);
        const codes: Record<string, string | undefined> = Object.create(null);
        for (const p of line.parts) codes[p.code] = at(`codes.${p.code}`, p.value);
        r.codes = { ...codes };
        offsets.set("codes", line.offset);
        break;
      }
      case "others": {
        const r = runFor("others", line.offset);
        r.others = at("others", line.value) ?? "";
        offsets.set("othersLine", line.offset);
        break;
      }
      case "errorsTitle": {
        // bombardier's `Errors:` stands alone on its line (httperf's `Errors: total 0 client-timo 0 ...` does not)
        if (lineText(line.offset) !== "Errors:") {
          other(line.offset);
          break;
        }
        const r = runFor("errors", line.offset);
        r.errors = [];
        offsets.set("errors", line.offset);
        section = "errors";
        break;
      }
      case "throughput": {
        // `Throughput:` with something but bombardier's rate after it (siege's `0.03 MB/sec`) is another tool's line
        if (line.value === undefined && lineText(line.offset) !== "Throughput:") {
          other(line.offset);
          break;
        }
        const r = runFor("throughput", line.offset);
        r.throughput = at("throughput", line.value) ?? "";
        offsets.set("throughputLine", line.offset);
        break;
      }
      case "other":
        if (was === "errors" && run?.errors) {
          section = "errors";
          const m = ERROR_LINE.exec(lineText(line.offset));
          offsets.set(`errors.${run.errors.length}`, line.offset);
          run.errors.push(m ? { text: m[1]!, count: m[2]! } : { text: lineText(line.offset) });
          run.endLine = lineOf(line.offset);
        } else other(line.offset);
        break;
    }
  }
  return runs;

  function other(offset: number): void {
    const t = lineText(offset);
    if (t === "") return;
    (run ?? start(offset)).otherLines ??= [];
    run!.otherLines!.push(t);
  }
}
