/**
 * `benchparse run`: one load test and, for exactly its duration, the monitors that watch it. The monitors start
 * first (programs in process groups of their own, status pages polled over HTTP), then the load tool; when the tool
 * ends (or is stopped: a signal passed on to it by the caller), the monitors are stopped (SIGTERM to their group,
 * SIGKILL 2 s later) and read to their end. Everything is read through parseStream, the load tool's output with its
 * command line. A monitor that cannot start or fails is a warning, never the run's failure.
 *
 * The result (RunResult): the run's start and end times (the load tool prints none), its records, every monitor's
 * records each with the time it was taken (window.ts) and whether it is in the run's window, and the run summary:
 * the load test's comparison row (summarize) and per monitor the figures of summary.ts over the window's samples.
 */
import type { ChildProcess } from "node:child_process";
import { PassThrough } from "node:stream";
import { parseStream } from "../api/stream.js";
import { isLoadTestRecord, summarize, type LoadTestSummary } from "../api/summary.js";
import type { MonitorPlan, ProgramMonitor } from "./monitors.js";
import { pollStatusPage } from "./status-poll.js";
import { summarizeMonitor, type MonitorSummary } from "./summary.js";
import { inWindow, isSample, recordTime, type RunWindow } from "./window.js";
import { shellQuote } from "../kit/shell.js";

/** The load tool, started by the caller (the CLI passes its signals on to it): its output (stdout and stderr) and end. */
export type StartTool = (words: string[]) => { output: AsyncIterable<string | Uint8Array>; status: Promise<number | string> };

export interface RunOptions {
  /** The load tool's command line: its program and arguments. */
  tool: string[];
  monitors: MonitorPlan[];
  /** The monitors' interval, seconds (whole). */
  intervalSeconds: number;
  /** Warm-up cut: samples of the run's first seconds are left out of the summary. */
  skipSeconds: number;
  labels?: Record<string, string>;
  /** Told each warning as it happens (a monitor that failed): also kept in the result. */
  warn?: (message: string) => void;
}

/** One monitor sample: its time, whether it is in the run's window, and the record as parsed. */
export interface MonitorSampleRecord {
  at: string;
  /** True when the sample is in the run's window (after the warm-up cut): the summary's samples. */
  window: boolean;
  record: unknown;
}

export interface MonitorResult {
  monitor: string;
  spec: string;
  format: string;
  /** The program's command line, or the URL polled. */
  command: string;
  /** Its records that are not samples (a sysstat header, averages), as parsed. */
  records: unknown[];
  samples: MonitorSampleRecord[];
  warnings: string[];
}

export interface RunSummary {
  load?: LoadTestSummary;
  monitors: MonitorSummary[];
}

export interface RunResult {
  format: "benchparse-run";
  labels: Record<string, string>;
  command: string;
  startedAt: string;
  endedAt: string;
  durationSeconds: number;
  intervalSeconds: number;
  skipSeconds: number;
  /** The load tool's exit status, or what stopped it. */
  status: number | string;
  /** The load tool's records (the run, and anything else it printed that parses). */
  load: unknown[];
  monitors: MonitorResult[];
  summary: RunSummary;
  warnings: string[];
}

/** How long a monitor has to end after SIGTERM before SIGKILL. */
const KILL_AFTER_MS = 2000;


/** Runs the load tool with its monitors (see the module comment). */
export async function runLoad(options: RunOptions, startTool: StartTool): Promise<RunResult> {
  const warnings: string[] = [];
  const warn = (message: string): void => {
    warnings.push(message);
    options.warn?.(message);
  };
  const watches = options.monitors.map((plan) => watch(plan, options.intervalSeconds, warn));
  // a second Ctrl-C exits at once: no monitor is left behind
  const killAll = (): void => {
    for (const w of watches) w.kill();
  };
  process.once("exit", killAll);
  const command = options.tool.map(shellQuote).join(" ");
  const load: unknown[] = [];
  let status: number | string;
  const start = Date.now();
  let end = start;
  try {
    const run = startTool(options.tool);
    for await (const item of parseStream(run.output, { command, source: command, continueOnError: true })) {
      if ((item as { ok?: unknown }).ok === false) warn(`${options.tool[0]}: ${(item as { error: Error }).error.message}`);
      else load.push(item);
    }
    status = await run.status;
  } finally {
    // (the monitors stop whatever happened to the tool)
    end = Date.now();
    await Promise.all(watches.map((w) => w.stop()));
    process.removeListener("exit", killAll);
  }
  const window: RunWindow = { start, end, skipSeconds: options.skipSeconds };
  const monitors = await Promise.all(watches.map((w) => w.result(window)));
  const runRecord = load.find(isLoadTestRecord);
  const summary: RunSummary = {
    ...(runRecord !== undefined ? { load: summarize(runRecord) } : {}),
    monitors: monitors.map((m) => summarizeMonitor(m.monitor, m.format, m.samples.filter((s) => s.window).map((s) => s.record))),
  };
  if (runRecord === undefined) warn(`${options.tool[0]}: no load-test run in its output`);
  return {
    format: "benchparse-run",
    labels: options.labels ?? {},
    command,
    startedAt: new Date(start).toISOString(),
    endedAt: new Date(end).toISOString(),
    durationSeconds: (end - start) / 1000,
    intervalSeconds: options.intervalSeconds,
    skipSeconds: options.skipSeconds,
    status,
    load,
    monitors,
    summary,
    warnings,
  };
}

interface Watch {
  stop(): Promise<void>;
  /** Ends the monitor's process at once (the process is exiting). */
  kill(): void;
  result(window: RunWindow): Promise<MonitorResult>;
}

/** Starts one monitor; its records are read as they come, each stamped with its time. */
function watch(plan: MonitorPlan, interval: number, warn: (message: string) => void): Watch {
  const own: string[] = [];
  const say = (message: string): void => {
    own.push(message);
    warn(`${plan.spec}: ${message}`);
  };
  const records: unknown[] = [];
  const samples: { t: number; record: unknown }[] = [];
  let source: { output: AsyncIterable<string | Uint8Array>; stop(): Promise<void>; kill(): void; arrivals?: number[] };
  if (plan.kind === "status") {
    const poller = pollStatusPage(plan.url, interval, say);
    source = { output: poller.output, stop: poller.stop, kill: () => undefined };
  } else source = startProgram(plan, say);
  let clockless = 0;
  const reading = (async () => {
    try {
      for await (const item of parseStream(source.output, { format: plan.format, source: plan.spec, continueOnError: true })) {
        if ((item as { ok?: unknown }).ok === false) {
          say((item as { error: Error }).error.message);
          continue;
        }
        if (!isSample(item)) {
          records.push(item);
          continue;
        }
        const now = Date.now();
        const t = recordTime(item, now) ?? source.arrivals?.[clockless++] ?? now;
        samples.push({ t, record: item });
      }
    } catch (err) {
      say(`could not be read: ${(err as Error).message}`);
    }
  })();
  return {
    async stop() {
      await source.stop();
      await reading;
    },
    kill: () => source.kill(),
    async result(window) {
      await reading;
      return {
        monitor: plan.name,
        spec: plan.spec,
        format: plan.format,
        command: plan.kind === "status" ? plan.url : plan.argv.map(shellQuote).join(" "),
        records,
        samples: samples.map((s) => ({ at: new Date(s.t).toISOString(), window: inWindow(s.t, window), record: s.record })),
        warnings: own,
      };
    },
  };
}

/** A monitor program in a process group of its own, its stdout read, its stderr kept for a failure's message. */
function startProgram(plan: ProgramMonitor, say: (message: string) => void): { output: PassThrough; stop(): Promise<void>; kill(): void; arrivals: number[] } {
  const { spawn } = process.getBuiltinModule("node:child_process");
  const output = new PassThrough();
  const arrivals: number[] = [];
  let child: ChildProcess;
  let stopping = false;
  let stderr = "";
  let partial = "";
  const closed = new Promise<void>((resolve) => {
    child = spawn(plan.argv[0]!, plan.argv.slice(1), { stdio: ["ignore", "pipe", "pipe"], detached: true, env: { ...process.env, ...plan.env } });
    child.on("error", (err: NodeJS.ErrnoException) => {
      say(err.code === "ENOENT" ? `${plan.argv[0]} not found (is it installed and on PATH?)` : `could not be run: ${err.message}`);
      output.end();
      resolve();
    });
    child.stdout!.on("data", (chunk: Buffer) => {
      if (plan.sampleStart) {
        // when each sample's first line arrived (free prints no clock)
        const lines = (partial + chunk.toString("utf8")).split("\n");
        partial = lines.pop()!;
        for (const line of lines) if (plan.sampleStart.test(line)) arrivals.push(Date.now());
      }
      output.write(chunk);
    });
    child.stdout!.on("end", () => output.end());
    child.stderr!.on("data", (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString("utf8");
    });
    child.on("close", (code, signal) => {
      if (!stopping && (code !== 0 || signal !== null)) say(`${plan.argv[0]} ended early (${code !== null ? `status ${code}` : signal})${stderr.trim() ? `: ${stderr.trim().split("\n")[0]}` : ""}`);
      resolve();
    });
  });
  const signal = (s: NodeJS.Signals): void => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, s);
    } catch {
      // (it has just ended)
    }
  };
  return {
    output,
    arrivals,
    async stop() {
      stopping = true;
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), KILL_AFTER_MS);
      await closed;
      clearTimeout(timer);
    },
    kill: () => signal("SIGKILL"),
  };
}

/**
 * The run as NDJSON lines: the run (without its records), the tool's records, each monitor record (a sample:
 * `{ kind: "monitor-sample", monitor, at, window, record }`; else `{ kind: "monitor-record", monitor, record }`),
 * and the summary (`{ kind: "run-summary", ... }`).
 */
export function runLines(result: RunResult): unknown[] {
  const { load, monitors, summary, ...run } = result;
  return [
    { ...run, monitors: monitors.map(({ records: _r, samples: _s, ...m }) => m) },
    ...load,
    ...monitors.flatMap((m) => [
      ...m.records.map((record) => ({ kind: "monitor-record", monitor: m.monitor, record })),
      ...m.samples.map((s) => ({ kind: "monitor-sample", monitor: m.monitor, ...s })),
    ]),
    { kind: "run-summary", command: result.command, labels: result.labels, ...summary },
  ];
}
