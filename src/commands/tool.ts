/**
 * Running a tool for the CLI (`benchparse -- ab ...`, `benchparse run -- wrk ...`) and what Ctrl-C and its kin do
 * meanwhile: moved from cli.ts as they were, for the commands that run tools too.
 */
import type { ChildProcess } from "node:child_process";
import { constants as osConstants } from "node:os";
import { PassThrough } from "node:stream";

/** After a signal, how long a pipe is still read for the tool upstream's last words (it got the same Ctrl-C). */
const PIPE_WAIT_MS = 5000;

/**
 * Ctrl-C and its kin (SIGINT, SIGTERM, SIGHUP) while records are read: a result is not thrown away. The first signal
 * stops the reading, not the output: a tool run after `--` is sent the signal (once: see runTool) and its output is
 * read to its end (ab, wrk, hey, siege print their report on SIGINT; top and free stop); a pipe is read until it ends
 * (`ab ... | benchparse`: the terminal's Ctrl-C reached ab too, which prints its report and exits), for at most
 * PIPE_WAIT_MS; a file or a terminal stops at once. What was read is parsed to its end (the last piece included),
 * every record is written, the JSON array closed, the next inputs skipped, and the exit status is 128 + the signal's
 * number (130 for SIGINT, 143 SIGTERM, 129 SIGHUP). A second signal is passed on too and exits at once with that
 * status. A tool still running when benchparse exits (a closed output, a second signal) is sent SIGTERM.
 */
export class Interrupt {
  /** The first signal received. */
  signal: NodeJS.Signals | undefined;
  private child: ChildProcess | undefined;
  /** what the first signal does to the inputs being read (one per input) */
  private readonly stopped: (() => void)[] = [];

  constructor() {
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => this.received(signal));
    process.once("exit", () => this.pass("SIGTERM"));
  }

  /** The tool run now: a signal is passed on to it (its process group: it and whatever it started). */
  forwardTo(child: ChildProcess): void {
    this.child = child;
    if (this.signal !== undefined) this.pass(this.signal);
  }

  /**
   * The input's chunks, until it ends or, after a signal, until it is stopped: at once, or for a pipe PIPE_WAIT_MS
   * later. Then the input is closed and its chunks end here, as at the end of the input.
   */
  async *reading(input: NodeJS.ReadableStream & { destroy(): void }, pipe: boolean): AsyncGenerator<string | Uint8Array> {
    let stopped = this.signal !== undefined;
    /** ends the wait for the next chunk (one promise per chunk: nothing piles up on a long read) */
    let wake: (() => void) | undefined;
    const stop = (): void => {
      stopped = true;
      wake?.();
    };
    if (!stopped) this.stopped.push(pipe ? () => setTimeout(stop, PIPE_WAIT_MS).unref() : stop);
    const chunks = input[Symbol.asyncIterator]();
    try {
      while (!stopped) {
        const next = chunks.next();
        const read = await new Promise<IteratorResult<string | Uint8Array> | undefined>((resolve, reject) => {
          wake = () => resolve(undefined);
          next.then(resolve, reject);
        });
        wake = undefined;
        if (read === undefined || read.done) return;
        yield read.value;
      }
    } finally {
      input.destroy(); // (a read still waiting ends with it)
    }
  }

  private received(signal: NodeJS.Signals): void {
    this.pass(signal);
    const status = 128 + osConstants.signals[signal];
    if (this.signal !== undefined) process.exit(status);
    this.signal = signal;
    // (also when the reading has just ended: the end of a pipe and the signal that ended it can come in either order)
    process.exitCode = status;
    for (const stop of this.stopped.splice(0)) stop();
  }

  /** Sends the signal to the tool, if it is still running. */
  private pass(signal: NodeJS.Signals): void {
    const child = this.child;
    if (child?.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      if (process.platform === "win32") child.kill(signal);
      else process.kill(-child.pid, signal);
    } catch {
      // (it has just ended)
    }
  }
}

/**
 * Runs a tool (`benchparse -- free -m`) with this process's standard input: its standard output and error as one
 * stream, as `tool 2>&1 | benchparse` reads them (ab's progress, siege's classic block and autocannon's tables are on
 * standard error), read to its end even after a signal (Interrupt passes the signal on to the tool). `status`: its
 * exit status, its signal, or why it could not be started.
 *
 * The tool runs in a session of its own (POSIX), so a signal reaches it only through benchparse: a terminal's Ctrl-C
 * goes to the terminal's foreground process group, benchparse's, and benchparse passes it on once, as it does a
 * `kill -INT` sent to it alone; the tool never gets it twice (k6 takes a second Ctrl-C as "stop now, no summary").
 */
export function runTool(words: string[], interrupt: Interrupt): { output: AsyncIterable<Uint8Array>; status: Promise<number | string> } {
  // loaded here, not at every start (requiring node:child_process takes about 11 ms)
  const { spawn } = process.getBuiltinModule("node:child_process");
  const child = spawn(words[0]!, words.slice(1), { stdio: ["inherit", "pipe", "pipe"], detached: process.platform !== "win32" });
  interrupt.forwardTo(child);
  const output = new PassThrough();
  let open = 2;
  for (const stream of [child.stdout, child.stderr]) {
    // a slow parse pauses the tool's output (the pipe fills and the tool waits), as in a shell pipe
    stream.on("data", (chunk: Buffer) => {
      if (!output.write(chunk)) {
        stream.pause();
        output.once("drain", () => stream.resume());
      }
    });
    stream.on("end", () => {
      if (--open === 0) output.end();
    });
  }
  const status = new Promise<number | string>((resolve) => {
    child.on("error", (err: NodeJS.ErrnoException) => {
      output.end();
      resolve(err.code === "ENOENT" ? "not found (is it installed and on PATH?)" : `could not be run: ${err.message}`);
    });
    child.on("close", (code, signal) => resolve(code ?? `was stopped by ${signal}`));
  });
  return { output, status };
}

