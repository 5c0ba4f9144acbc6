import { parse } from "../api/parse.js";
import { LoadTestSummary } from "../api/summary.js";
import { fromBenchmarkAction, isBenchmarkActionArray } from "./benchmark-action.js";
import { fromBmf, isBmf } from "./bmf.js";
import type { Better } from "./measures.js";
import { RunCollector, runOfSummary, type TrackedRun } from "./runs.js";

/**
 * The runs of one side of `compare`, from whatever holds them: a load generator's text (pasted command lines
 * included), benchparse's JSON (records, `--summary` rows, an ab -g summary; an array or NDJSON), or the trackers'
 * files (github-action-benchmark's custom JSON, BMF). `skipped` names what was left out (entries whose measure is
 * not ours).
 */
export interface RunsOfInput {
  runs: TrackedRun[];
  /** What the input was read as: `text (wrk)`, `benchmark-action`, `bmf`, `records`. */
  kind: string;
  skipped: string[];
}

export interface RunsOfInputOptions {
  /** The runs' name template (runs read from records and text only: a tracker file's runs are named already). */
  name?: string;
  /** The input's name (`{source}`, errors). */
  source?: string;
  /** github-action-benchmark: the direction of the file (P.bigger.json, P.smaller.json), when known. */
  better?: Better;
}

const SummaryRow = LoadTestSummary.strict();

/**
 * Reads one input. JSON is tried first when the text starts with `[` or `{` and is kept only when it is one of the
 * forms above; anything else is parsed as tool output (parse: detection, the one engine).
 *
 * @throws ParseError when text is no format benchparse reads; RangeError for a bad name template
 */
export function runsOfInput(text: string, options: RunsOfInputOptions = {}): RunsOfInput {
  const json = /^\s*[[{]/.test(text) ? jsonOf(text) : undefined;
  if (json !== undefined) {
    if (isBenchmarkActionArray(json) && json.length > 0) return { kind: "benchmark-action", ...fromBenchmarkAction(json, options.better) };
    if (isBmf(json) && !("format" in json)) return { kind: "bmf", ...fromBmf(json) };
    const items = Array.isArray(json) ? json : [json];
    const collector = new RunCollector(options.name);
    collector.input(options.source);
    const runs: TrackedRun[] = [];
    let known = items.length > 0;
    for (const item of items) {
      // (a `--summary` row has only the comparison view's keys; a record has keys of its own: url, latency, raw...)
      const summary = SummaryRow.safeParse(item);
      if (summary?.success) runs.push(runOfSummary(summary.data, options.name, options.source));
      else if (!collector.add(item)) known = false;
    }
    if (known) return { kind: "records", runs: [...collector.finish(), ...runs], skipped: [] };
  }
  const collector = new RunCollector(options.name);
  collector.input(options.source);
  const records = parse(text, options.source !== undefined ? { source: options.source } : {});
  const formats = new Set<string>();
  for (const r of records) {
    formats.add(String((r as { format?: unknown }).format));
    collector.add(r);
  }
  return { kind: `text (${[...formats].join(", ")})`, runs: collector.finish(), skipped: [] };
}

/** The JSON of a text: one document, or NDJSON (one per line); undefined when it is neither. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const lines = text.split("\n").filter((l) => l.trim() !== "");
    try {
      return lines.map((l) => JSON.parse(l) as unknown);
    } catch {
      return undefined;
    }
  }
}
