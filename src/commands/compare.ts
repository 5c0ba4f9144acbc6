/**
 * `benchparse compare BASELINE CURRENT`: the regression gate of load tests in CI (src/ci/compare.ts does the work).
 */
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { escapeControls } from "../kit/errors.js";
import { CompareInputError, compareRuns, mergeDirections, comparisonMarkdown, comparisonText, ParseError, runsOfInput, type Better, type CompareOptions, type RunsOfInput } from "../index.js";
import type { Command } from "./command.js";

const HELP = `Usage: benchparse compare [options] BASELINE CURRENT

Compares the load-test runs of CURRENT with those of BASELINE and fails when one got worse. Each is a file (or -
for standard input) of tool output (ab, wrk, hey, k6, ..., pasted command lines included), benchparse's JSON
(records, --summary rows, NDJSON), a BMF file (-o bmf), or github-action-benchmark's files (-o benchmark-action):
P.bigger.json, P.smaller.json, or the prefix P for both. Runs are paired by name (tool, target, c= concurrency,
t= threads, or --name); runs of one name (repeats) are compared by their medians. Each metric is judged by its
direction: more requests/s is better, less latency is better.

Options:
  -t, --threshold T       how much worse a metric may get, in percent of the baseline (default 5%);
                          METRIC=T for one metric (--threshold latency-p99=20%); repeatable
  -m, --metric NAME       judge and show only these metrics (repeatable): throughput, bytes-per-second,
                          latency (mean), latency-p50, latency-p99, ..., latency-max, failed, error-rate,
                          errors, non-2xx, non-2xx-rate. Default: all, latency-max shown but not judged
      --markdown          a Markdown table per pair (for $GITHUB_STEP_SUMMARY and PR comments)
      --min-runs N        refuse to judge a pair with fewer than N runs on a side (exit 2)
      --name TEMPLATE     name the runs of text and records ({tool} {target} {concurrency} {threads} {source})
  -h, --help              show this help

Exit status: 0 no metric regressed past its threshold, 1 one did (named on the last line), 2 bad input or usage
(an unreadable or unrecognised file, no run on a side, no pair of runs, fewer runs than --min-runs).`;

export const compareCommand: Command = {
  summary: "compare load-test runs with a baseline's; exit 1 on a regression (CI gate)",
  run(argv) {
    let values: Record<string, string | boolean | string[] | undefined>;
    let positionals: string[];
    try {
      ({ values, positionals } = parseArgs({
        args: argv,
        allowPositionals: true,
        options: {
          threshold: { type: "string", short: "t", multiple: true },
          metric: { type: "string", short: "m", multiple: true },
          markdown: { type: "boolean" },
          "min-runs": { type: "string" },
          name: { type: "string" },
          help: { type: "boolean", short: "h" },
        },
      }));
    } catch (err) {
      return usage((err as Error).message);
    }
    if (values.help) {
      process.stdout.write(`${HELP}\n`);
      return 0;
    }
    if (positionals.length !== 2) return usage(`give two inputs, BASELINE and CURRENT (got ${positionals.length})`);
    if (positionals[0] === "-" && positionals[1] === "-") return usage("only one input can be standard input");
    const options: CompareOptions = {};
    try {
      for (const spec of (values.threshold as string[] | undefined) ?? []) {
        const eq = spec.indexOf("=");
        const percent = percentOf(eq < 0 ? spec : spec.slice(eq + 1));
        if (eq < 0) options.thresholdPercent = percent;
        else options.thresholds = { ...options.thresholds, [spec.slice(0, eq)]: percent };
      }
      if (values.metric !== undefined) options.metrics = values.metric as string[];
      if (values["min-runs"] !== undefined) {
        const n = Number(values["min-runs"]);
        if (!Number.isInteger(n) || n < 1) throw new RangeError(`--min-runs takes a whole number of runs, 1 or more, got "${String(values["min-runs"])}"`);
        options.minRuns = n;
      }
      const [baseline, current] = positionals.map((p) => readSide(p, values.name as string | undefined)) as [RunsOfInput, RunsOfInput];
      const comparison = compareRuns(baseline.runs, current.runs, options);
      process.stdout.write(values.markdown ? comparisonMarkdown(comparison) : comparisonText(comparison));
      return comparison.regressions.length > 0 ? 1 : 0;
    } catch (err) {
      if (err instanceof CompareInputError || err instanceof RangeError || err instanceof ParseError) {
        process.stderr.write(`benchparse compare: ${escapeControls((err as Error).message)}\n`);
        return 2;
      }
      throw err;
    }
  },
};

function usage(message: string): number {
  process.stderr.write(`benchparse compare: ${escapeControls(message)}\nTry 'benchparse compare --help'.\n`);
  return 2;
}

/**
 * `5%`, `5` or `0.5%` as a number of percent.
 *
 * @throws RangeError for anything else
 */
function percentOf(text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(text);
  if (!m) throw new RangeError(`--threshold takes a percent (5%, 0.5, latency-p99=20%), got "${text}"`);
  return Number(m[1]);
}

/** One side: a file, standard input, or a benchmark-action prefix (P.bigger.json and P.smaller.json). */
function readSide(path: string, name: string | undefined): RunsOfInput {
  const source = path === "-" ? "<stdin>" : path;
  const prefix = path !== "-" && !existsSync(path) ? (["bigger", "smaller"] as const).filter((d) => existsSync(`${path}.${d}.json`)) : [];
  const files: { file: string; better?: Better }[] = prefix.length > 0 ? prefix.map((d) => ({ file: `${path}.${d}.json`, better: d })) : [{ file: path, better: /\.(bigger|smaller)\.json$/.exec(path)?.[1] as Better | undefined }];
  const out: RunsOfInput = { runs: [], kind: "", skipped: [] };
  for (const { file, better } of files) {
    let text: string;
    try {
      text = readFileSync(file === "-" ? 0 : file, "utf8");
    } catch (err) {
      throw new CompareInputError(`${source}: ${(err as NodeJS.ErrnoException).code === "ENOENT" ? "no such file (nor a prefix P of P.bigger.json, P.smaller.json)" : (err as Error).message}`);
    }
    const read = runsOfInput(text, { source, ...(name !== undefined ? { name } : {}), ...(better !== undefined ? { better } : {}) });
    out.runs.push(...read.runs);
    out.kind = read.kind;
    out.skipped.push(...read.skipped);
  }
  if (prefix.length > 1) out.runs = mergeDirections(out.runs);
  if (out.runs.length === 0) throw new CompareInputError(`${source}: no load-test run (read as ${out.kind})`);
  return out;
}
