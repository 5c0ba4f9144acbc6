/**
 * Ctrl-C keeps the results (src/cli.ts Interrupt): real signals to the built command, to its pid alone and to its
 * process group (spawned `detached`: a group of its own, as a shell job), and Ctrl-C typed on a terminal (a pty made
 * by `script`). A tool run after `--` gets the signal once, its output is read to its end and every record is
 * written, the JSON array closed, exit status 130 (143 for SIGTERM); a pipe is read to its end after the tool
 * upstream died; a second signal exits at once. Real tools (ab against a throw-away nginx on 127.0.0.1, top, free)
 * skip visibly when missing, and fail when CI=true. Every run is bounded.
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNginx, stubCounters, type Nginx } from "./conformance/nginx.js";
import { root } from "./helpers/samples.js";

const cli = join(root, "dist", "cli.js");
const TOP = join(root, "samples", "top", "procps-ng-4.0.2-b-n3-d0.5.txt");
const inCI = process.env.CI === "true";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A tool is there, or the tests that need it skip (visibly; never in CI, where they fail). */
function tool(name: string, ...args: string[]): { skip: boolean; why: string } {
  const there = spawnSync(name, args, { stdio: "ignore" }).error === undefined;
  if (!there && !inCI) console.warn(`[cli-signals] ${name} is not installed: its cases are skipped`);
  return { skip: !there && !inCI, why: there ? "" : ` (skipped: ${name} is not installed)` };
}
const ab = tool("ab", "-V");
const top = tool("top", "-v");
const free = tool("free", "-V");
const bash = tool("bash", "--version");
const script = tool("script", "--version");
const tee = tool("tee", "--version");
/**
 * script(1) runs its command with $SHELL (/bin/sh when unset, as in CI). Ctrl-C reaches that shell too: dash dies of
 * it and never prints `status $?`; bash waits for its child and goes on when the child exited by itself (130).
 */
const BASH = spawnSync("bash", ["-c", "command -v bash"], { encoding: "utf8" }).stdout?.trim() || "/bin/bash";

interface Running {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** exit status (or signal) and when it came */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

function start(command: string, args: string[], options: { detached?: boolean; stdin?: "pipe" | "ignore"; env?: Record<string, string> } = {}): Running {
  const stdio: StdioOptions = [options.stdin ?? "ignore", "pipe", "pipe"];
  const child = spawn(command, args, { stdio, detached: options.detached === true, env: { ...process.env, ...options.env } });
  let out = "";
  let err = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) => child.on("close", (code, signal) => resolve({ code, signal, at: Date.now() })));
  return { child, stdout: () => out, stderr: () => err, exited };
}
const benchparse = (args: string[], options?: Parameters<typeof start>[2]) => start(process.execPath, [cli, ...args], options);

/** Waits for `ok`, at most `ms`. */
async function until(ok: () => boolean, ms: number): Promise<void> {
  for (const end = Date.now() + ms; !ok(); await sleep(50)) if (Date.now() > end) throw new Error(`not within ${ms} ms`);
}
/** Exits within `ms`, or is killed (with its group) and the test fails. */
async function exit(run: Running, ms = 20_000): Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }> {
  const timer = setTimeout(() => {
    try {
      process.kill(-run.child.pid!, "SIGKILL");
    } catch {
      run.child.kill("SIGKILL");
    }
  }, ms);
  const r = await run.exited;
  clearTimeout(timer);
  return r;
}
/** Sends a signal to the process, or to its process group (a `detached` spawn leads its own group). */
const send = (run: Running, signal: NodeJS.Signals, group: boolean) => process.kill(group ? -run.child.pid! : run.child.pid!, signal);
const ndjson = (text: string) => text.split("\n").filter((l) => l !== "").map((l) => JSON.parse(l) as Record<string, unknown>);

/**
 * A folder with a program named `top` (a name benchparse runs after `--`) that prints a captured top log, then waits,
 * and writes each signal it gets to $SIGNALS: with `onInt` "exit" it exits 1 s after a SIGINT (a second one within
 * that second would be written too), with "stay" it keeps running.
 */
function countingTop(onInt: "exit" | "stay"): { path: string; signals: () => string[] } {
  const bin = mkdtempSync(join(tmpdir(), "bp-signals-"));
  const log = join(bin, "signals");
  writeFileSync(log, "");
  const atInt = onInt === "exit" ? `echo INT >> "${log}"; trap 'echo INT >> "${log}"' INT; sleep 1; exit 0` : `echo INT >> "${log}"`;
  writeFileSync(join(bin, "top"), `#!/bin/sh\ntrap '${atInt.replace(/'/g, `'\\''`)}' INT\ntrap 'echo TERM >> "${log}"; exit 0' TERM\ncat "${TOP}"\nwhile :; do sleep 0.1; done\n`);
  chmodSync(join(bin, "top"), 0o755);
  return { path: `${bin}:${process.env.PATH}`, signals: () => readFileSync(log, "utf8").split("\n").filter(Boolean) };
}
const topFrames = (stdout: string) => (JSON.parse(stdout) as { format: string; kind: string }[]).map((r) => `${r.format} ${r.kind}`);

describe("signals: a tool run after --", () => {
  describe.skipIf(ab.skip)(`ab against nginx, SIGINT after 4 s: the partial run with its request count${ab.why}`, () => {
    let nginx: Nginx | undefined;
    const nginxBin = ["nginx", "/usr/sbin/nginx"].find((b) => spawnSync(b, ["-v"], { stdio: "ignore" }).status === 0);
    beforeAll(async () => {
      if (!nginxBin && inCI) throw new Error("nginx is required in CI");
      if (nginxBin) nginx = await startNginx(nginxBin, { files: { "index.html": "hello\n" } });
    }, 30_000);
    afterAll(async () => nginx?.stop());

    for (const group of [false, true]) {
      it(`to ${group ? "its process group" : "benchparse alone"}`, async (ctx) => {
        if (!nginx) return ctx.skip("no nginx here");
        const before = stubCounters(await nginx.status()).requests;
        const run = benchparse(["--ndjson", "--", "ab", "-n", "5000000", "-c", "4", nginx.url("/")], { detached: group });
        await sleep(4000);
        send(run, "SIGINT", group);
        const { code } = await exit(run);
        const after = stubCounters(await nginx.status()).requests;
        expect(code, run.stderr()).toBe(130);
        const records = ndjson(run.stdout());
        expect(records).toHaveLength(1);
        const rec = records[0] as { format: string; completeRequests: number; requestsPerSecond: number; timeTakenSeconds: number; concurrencyLevel: number };
        expect(rec).toMatchObject({ format: "ab", concurrencyLevel: 4 });
        // a partial run: some requests, far from 5M, no more than the server counted, and ab's own rate agrees with them
        expect(rec.completeRequests).toBeGreaterThan(100);
        expect(rec.completeRequests).toBeLessThan(5_000_000);
        expect(rec.completeRequests).toBeLessThanOrEqual(after - before);
        expect(Math.abs(rec.completeRequests / rec.timeTakenSeconds - rec.requestsPerSecond) / rec.requestsPerSecond).toBeLessThan(0.01);
        expect(rec.timeTakenSeconds).toBeLessThan(5);
        expect(run.stderr()).toContain("benchparse: SIGINT: stopped; the records read before it are written");
        expect(spawnSync("pgrep", ["-f", `ab -n 5000000 -c 4 ${nginx.url("/")}`]).status).toBe(1); // ab has ended
      }, 40_000);
    }

    it.skipIf(bash.skip)(`ab ... | benchparse, SIGINT to the pipeline's process group: ab's report is read, exit 130${bash.why}`, async (ctx) => {
      if (!nginx) return ctx.skip("no nginx here");
      const run = start("bash", ["-c", `ab -n 5000000 -c 4 ${nginx.url("/")} 2>&1 | "${process.execPath}" "${cli}" --summary; echo "status $?" >&2`], { detached: true });
      await sleep(4000);
      send(run, "SIGINT", true);
      await exit(run);
      // bash goes on after a command that exits (not one killed by the signal): the status line is benchparse's
      expect(run.stderr()).toContain("status 130");
      const [row] = JSON.parse(run.stdout()) as { format: string; requests: number; requestsPerSecond: number }[];
      expect(row).toMatchObject({ format: "ab" });
      expect(row!.requests).toBeGreaterThan(100);
      expect(row!.requests).toBeLessThan(5_000_000);
    }, 40_000);
  });

  for (const group of [false, true]) {
    it.skipIf(top.skip)(`top -b -d 0.5, SIGINT to ${group ? "the process group" : "benchparse"} after 3 s: every frame up to the signal${top.why}`, async () => {
      const run = benchparse(["--", "top", "-b", "-d", "0.5"], { detached: group });
      await until(() => run.stdout().length > 0, 10_000);
      await sleep(2000);
      const clock = new Date();
      send(run, "SIGINT", group);
      const { code } = await exit(run);
      expect(code, run.stderr()).toBe(130);
      const frames = JSON.parse(run.stdout()) as { format: string; kind: string; time: string; processes: unknown[] }[];
      expect(frames.length).toBeGreaterThanOrEqual(4);
      expect(frames.every((f) => f.format === "top" && f.kind === "frame" && f.processes.length > 0)).toBe(true);
      // the last frame is the one top printed just before the signal (its clock within 1.5 s of it)
      const [h, m, s] = frames.at(-1)!.time.split(":").map(Number);
      const seconds = (d: Date) => d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds();
      const lag = (seconds(clock) - (h! * 3600 + m! * 60 + s!) + 86_400) % 86_400;
      expect(lag).toBeLessThanOrEqual(1.5);
      expect(run.stderr()).toBe("benchparse: SIGINT: stopped; the records read before it are written\n");
    }, 30_000);
  }

  it.skipIf(top.skip)(`SIGTERM: exit status 143, the frames written${top.why}`, async () => {
    const run = benchparse(["--ndjson", "--", "top", "-b", "-d", "0.5"]);
    await until(() => run.stdout().length > 0, 10_000);
    send(run, "SIGTERM", false);
    const { code } = await exit(run);
    expect(code).toBe(143);
    expect(ndjson(run.stdout()).length).toBeGreaterThanOrEqual(1);
  }, 30_000);

  describe("the tool gets the signal once, however it came", () => {
    for (const how of ["benchparse alone", "the process group"] as const) {
      it(`SIGINT to ${how}`, async () => {
        const fake = countingTop("exit");
        const run = benchparse(["--", "top"], { detached: how === "the process group", env: { PATH: fake.path } });
        await until(() => run.stdout().length > 0, 10_000);
        send(run, "SIGINT", how === "the process group");
        const { code } = await exit(run);
        expect(code).toBe(130);
        expect(fake.signals()).toEqual(["INT"]);
        expect(topFrames(run.stdout())).toEqual(["top frame", "top frame", "top frame"]);
      }, 30_000);
    }

    it.skipIf(script.skip)(`Ctrl-C typed on a terminal (a pty made by script(1))${script.why}`, async () => {
      const fake = countingTop("exit");
      const run = start("script", ["-qfec", `"${process.execPath}" "${cli}" --ndjson -- top; echo "status $?"`, "/dev/null"], { stdin: "pipe", env: { PATH: fake.path, SHELL: BASH } });
      await until(() => run.stdout().includes('"format":"top"'), 10_000);
      run.child.stdin!.write("\x03");
      await exit(run);
      expect(fake.signals()).toEqual(["INT"]);
      expect(run.stdout()).toContain("status 130");
      expect(run.stdout().match(/"kind":"frame"/g)).toHaveLength(3);
      run.child.stdin!.end();
    }, 30_000);

    it("a second signal exits at once, passed on too; a tool still running then gets SIGTERM", async () => {
      const fake = countingTop("stay");
      const run = benchparse(["--", "top"], { env: { PATH: fake.path } });
      await until(() => run.stdout().length > 0, 10_000);
      send(run, "SIGINT", false);
      await until(() => fake.signals().length === 1, 5000);
      await sleep(500);
      expect(run.child.exitCode).toBe(null); // still reading the tool, which goes on
      const second = Date.now();
      send(run, "SIGINT", false);
      const { code, at } = await exit(run);
      expect(code).toBe(130);
      expect(at - second).toBeLessThan(2000);
      // (the fake tool's shell notes the TERM once scheduled: on a loaded machine that took over 5 s once)
      await until(() => fake.signals().length === 3, 15_000);
      expect(fake.signals()).toEqual(["INT", "INT", "TERM"]);
    }, 30_000);
  });
});

describe("signals: reading a pipe", () => {
  it.skipIf(free.skip || bash.skip || tee.skip)(`free -s 1 | benchparse, SIGINT to the group after 3.5 s: every block read, as the same text read from a file${free.why}${bash.why}${tee.why}`, async () => {
    const dir = mkdtempSync(join(tmpdir(), "bp-free-"));
    const raw = join(dir, "free.txt");
    // tee -i ignores the SIGINT, so it keeps every byte free printed; benchparse reads the same bytes
    const run = start("bash", ["-c", `free -s 1 | tee -i "${raw}" | "${process.execPath}" "${cli}" --ndjson -q; echo "status $?" >&2`], { detached: true });
    await sleep(3500);
    send(run, "SIGINT", true);
    await exit(run);
    expect(run.stderr(), `benchparse's output:\n${run.stdout()}\nfree's:\n${readFileSync(raw, "utf8")}`).toContain("status 130");
    const streamed = ndjson(run.stdout());
    const fromFile = ndjson(spawnSync(process.execPath, [cli, "--ndjson", "-q", raw], { encoding: "utf8" }).stdout);
    expect(streamed.length).toBeGreaterThanOrEqual(3);
    expect(streamed).toEqual(fromFile);
    expect(streamed.filter((r) => r.format === "free")).toHaveLength(streamed.length);
  }, 30_000);

  it("after SIGINT, what the tool upstream prints before its end is read (the last frame included)", async () => {
    const text = readFileSync(TOP, "utf8");
    const third = text.lastIndexOf("top - ");
    const run = benchparse(["--ndjson"], { stdin: "pipe" });
    run.child.stdin!.write(text.slice(0, third));
    await until(() => run.stdout().length > 0, 10_000);
    send(run, "SIGINT", false);
    await sleep(300);
    run.child.stdin!.end(text.slice(third));
    const { code } = await exit(run);
    expect(code).toBe(130);
    expect(ndjson(run.stdout()).map((r) => `${r.format} ${r.kind}`)).toEqual(["top frame", "top frame", "top frame"]);
  }, 30_000);

  it.skipIf(script.skip)(`a terminal (standard input typed into, \`benchparse -\`) stops at once on Ctrl-C, with the records typed${script.why}`, async () => {
    const run = start("script", ["-qfec", `"${process.execPath}" "${cli}" --ndjson -; echo "status $?"`, "/dev/null"], { stdin: "pipe", env: { SHELL: BASH } });
    await sleep(1500);
    run.child.stdin!.write(readFileSync(TOP, "utf8")); // typed: echoed by the terminal, read by benchparse line by line
    // (the terminal echoes what is typed, and Ctrl-C as ^C with no line end before the next record)
    const records = () => run.stdout().match(/\{"format".*(?=\r?\n)/g) ?? [];
    await until(() => records().length === 2, 10_000); // the third frame ends only with the input
    await sleep(500); // (the terminal drops typed lines not read yet when Ctrl-C comes: let benchparse read them)
    const at = Date.now();
    run.child.stdin!.write("\x03");
    const { at: end } = await exit(run);
    expect(end - at).toBeLessThan(3000);
    expect(run.stdout()).toContain("status 130");
    expect(records().map((l) => JSON.parse(l).kind), run.stdout().slice(-1500)).toEqual(["frame", "frame", "frame"]);
    run.child.stdin!.end();
  }, 30_000);

  it("a pipe that does not end after SIGINT is read for 5 s more, then what was read is written", async () => {
    const text = readFileSync(TOP, "utf8");
    const run = benchparse([], { stdin: "pipe" });
    run.child.stdin!.write(text); // and the pipe stays open: an upstream that did not get the signal
    await sleep(1500);
    const at = Date.now();
    send(run, "SIGINT", false);
    const { code, at: end } = await exit(run);
    expect(code).toBe(130);
    expect(end - at).toBeGreaterThanOrEqual(4500);
    expect(end - at).toBeLessThan(9000);
    expect(topFrames(run.stdout())).toEqual(["top frame", "top frame", "top frame"]); // one JSON array, closed
    run.child.stdin!.destroy();
  }, 30_000);
});
