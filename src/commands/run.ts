/**
 * `benchparse run [--monitor SPEC]... [--label K=V]... [--interval S] [--skip S] -- TOOL ARGS`: a load test with
 * the monitors that watched it, as one JSON document (src/run/run.ts does the work). `--campaign PLAN` runs a plan's
 * matrix of such runs (src/run/campaign.ts).
 */
import { lstatSync, readFileSync, writeFileSync } from "node:fs";
import { constants as osConstants } from "node:os";
import { parseArgs } from "node:util";
import { escapeControls } from "../kit/errors.js";
import { formatsOfProgram } from "../api/command-line.js";
import { getFormat, namesOfRole } from "../formats/index.js";
import { campaignLines, parsePlan, runCampaign } from "../run/campaign.js";
import { monitorUsage, parseMonitor, type MonitorPlan } from "../run/monitors.js";
import { runLines, runLoad } from "../run/run.js";
import type { Command } from "./command.js";
import { Interrupt, runTool } from "../cli/interrupt.js";

const HELP = () => `Usage: benchparse run [options] -- TOOL [ARG...]
       benchparse run [options] --campaign PLAN.json

Runs a load test (TOOL: ${namesOfRole("load-test")}, by its bare program name) and, for exactly
its duration, the monitors given with --monitor; reads everything with benchparse's parsers and prints one
JSON document: the run (its start and end times, command, labels, the tool's records), every monitor's records
each with its time and whether it is in the run's window, and the run summary: the load test's comparison row and,
per monitor, CPU busy % (mean, max, per CPU max), memory used (max, change), run queue, context switches/s, disk
utilization, the status page's active connections and requests/s, the watched processes' CPU % and RSS.

Options:
  -m, --monitor SPEC   watch with SPEC (repeatable):
${monitorUsage().map((u) => `                         ${u}`).join("\n")}
  -i, --interval S     the monitors' interval, whole seconds (default 1)
  -s, --skip S         warm-up cut: samples of the run's first S seconds (2 or 2s) are not summarized (default 0)
  -l, --label K=V      a label of the run (server=nginx; repeatable)
  -c, --campaign PLAN  run a campaign plan (JSON; see the README): its runs in order, one results document
  -o, --output FILE    write the document to FILE instead of standard output
  -p, --pretty         indent the JSON
      --ndjson         one line per record: the run, the tool's records, each monitor record, the summary
  -q, --quiet          no warnings on standard error
  -h, --help           show this help

A sample belongs to the run when its time is after start + skip and not after the end (monitors print whole
seconds). A monitor that cannot start or fails is a warning, not the run's failure. Ctrl-C is passed on to the
load tool (ab, wrk and hey print what they measured), the monitors are stopped, and what was measured is printed.
Exit status: 0 when the run was read, 1 when the tool failed or printed no run, 2 on a usage error, 130 after Ctrl-C.`;

export const runCommand: Command = {
  summary: "run a load test with monitors (vmstat, mpstat, sar, top, status pages...): one document with its summary",
  async run(argv) {
    const dashes = argv.indexOf("--");
    const tool = dashes === -1 ? [] : argv.slice(dashes + 1);
    let values: ReturnType<typeof parse>;
    try {
      values = parse(dashes === -1 ? argv : argv.slice(0, dashes));
    } catch (err) {
      return usage((err as Error).message);
    }
    if (values.help) {
      process.stdout.write(`${HELP()}\n`);
      return 0;
    }
    let monitors: MonitorPlan[];
    let interval: number;
    let skip: number;
    const labels: Record<string, string> = {};
    try {
      interval = seconds(values.interval ?? "1", "--interval", 1);
      skip = seconds(values.skip ?? "0", "--skip", 0);
      monitors = (values.monitor ?? []).map((m) => parseMonitor(m, interval));
      for (const spec of values.label ?? []) {
        const eq = spec.indexOf("=");
        if (eq <= 0) throw new Error(`--label takes K=V, got "${spec}"`);
        labels[spec.slice(0, eq)] = spec.slice(eq + 1);
      }
      if (values.campaign !== undefined && tool.length > 0) throw new Error("give a command after -- or --campaign, not both");
      if (values.campaign === undefined) checkTool(tool);
    } catch (err) {
      return usage((err as Error).message);
    }
    const warn = values.quiet ? undefined : (m: string) => process.stderr.write(`benchparse run: warning: ${escapeControls(m)}\n`);
    const interrupt = new Interrupt();
    const startTool = (words: string[]) => runTool(words, interrupt);
    let lines: unknown[];
    let failed = false;
    if (values.campaign !== undefined) {
      let plan;
      try {
        plan = parsePlan(JSON.parse(readFileSync(values.campaign, "utf8")));
        checkTool(plan.tool);
      } catch (err) {
        return usage(`--campaign ${values.campaign}: ${(err as Error).message}`);
      }
      const progress = values.quiet ? undefined : (m: string) => process.stderr.write(`benchparse run: ${escapeControls(m)}\n`);
      const results = await runCampaign(plan, { startTool, warn, progress, stopped: () => interrupt.signal !== undefined });
      failed = results.runs.some((r) => r.summary.load === undefined);
      lines = values.ndjson ? campaignLines(results) : [results];
    } else {
      const result = await runLoad({ tool, monitors, intervalSeconds: interval, skipSeconds: skip, labels, ...(warn ? { warn } : {}) }, startTool);
      failed = result.summary.load === undefined || (typeof result.status === "string" && interrupt.signal === undefined);
      lines = values.ndjson ? runLines(result) : [result];
    }
    const text = lines.map((l) => JSON.stringify(l, null, values.pretty && !values.ndjson ? 2 : undefined)).join("\n") + "\n";
    if (values.output !== undefined) writeFileSync(values.output, text);
    else process.stdout.write(text);
    if (interrupt.signal !== undefined) {
      if (!values.quiet) process.stderr.write(`benchparse run: ${interrupt.signal}: stopped; what was measured is written\n`);
      return 128 + osConstants.signals[interrupt.signal];
    }
    return failed ? 1 : 0;
  },
};

function usage(message: string): number {
  process.stderr.write(`benchparse run: ${escapeControls(message)}\nTry 'benchparse run --help'.\n`);
  return 2;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: false,
    options: {
      monitor: { type: "string", short: "m", multiple: true },
      label: { type: "string", short: "l", multiple: true },
      interval: { type: "string", short: "i" },
      skip: { type: "string", short: "s" },
      campaign: { type: "string", short: "c" },
      output: { type: "string", short: "o" },
      pretty: { type: "boolean", short: "p" },
      ndjson: { type: "boolean" },
      quiet: { type: "boolean", short: "q" },
      help: { type: "boolean", short: "h" },
    },
  }).values;
}

/** `2`, `2s`: whole seconds, at least `min`. */
function seconds(text: string, option: string, min: number): number {
  const m = /^(\d{1,6})s?$/.exec(text);
  if (m === null || Number(m[1]) < min) throw new Error(`${option} takes whole seconds${min > 0 ? ` (at least ${min})` : ""} such as 2 or 2s, got "${text}"`);
  return Number(m[1]);
}

/**
 * The load tool is run only as a bare program name (no `/` or `\\`) that a load-test format declares, exactly, and
 * never when a file of that name is in the current folder (as after `benchparse --`, a file is never run).
 */
function checkTool(words: readonly string[]): void {
  const name = words[0];
  if (name === undefined) throw new Error("give the load test's command after -- (benchparse run -- ab -n 100 -c 10 http://127.0.0.1/)");
  const loadTest = !/[\\/]/.test(name) && formatsOfProgram(name).some((f) => getFormat(f).role === "load-test");
  if (!loadTest) throw new Error(`"${name}" is not a load-test program benchparse reads (${namesOfRole("load-test")}); give its bare name`);
  let exists = true;
  try {
    lstatSync(name);
  } catch (err) {
    exists = (err as NodeJS.ErrnoException).code !== "ENOENT";
  }
  if (exists) throw new Error(`${name} is a file here: a file is never run; run from another folder`);
}
