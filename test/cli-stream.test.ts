/** The built command line's output path: JSON streamed as one array, batched writes, backpressure, write errors. */
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root, sample } from "./helpers/samples.js";

const cli = join(root, "dist", "cli.js");
const run = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: root, input, encoding: "utf8", maxBuffer: 1 << 28 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};
const ndjsonRecords = (stdout: string): unknown[] =>
  stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));

/** `ab -g` rows from a sample, repeated: `n` rows after the header line. */
const abRows = readFileSync(join(root, "samples/ab/ab-oracle-n3000-c20.tsv"), "utf8").trimEnd().split("\n");
const abHeader = `${abRows[0]}\n`;
const abBody = abRows.slice(1);
function abGnuplot(n: number): string {
  const parts = [abHeader];
  for (let i = 0; i < n; i += abBody.length) parts.push(`${abBody.slice(0, Math.min(abBody.length, n - i)).join("\n")}\n`);
  return parts.join("");
}

const BIG_ROWS = 300_000;
let dir: string;
let big: string;

beforeAll(() => {
  if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run `npm run build` (npm test does it)");
  dir = mkdtempSync(join(tmpdir(), "benchparse-cli-"));
  big = join(dir, "ab-g-300k.tsv");
  writeFileSync(big, abGnuplot(BIG_ROWS));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("benchparse CLI: JSON output is streamed", () => {
  it("prints 300,000 ab -g records as one valid JSON array, the same records as --ndjson", () => {
    const json = run([big]);
    expect(json.code).toBe(0);
    expect(json.stderr).toBe("");
    expect(json.stdout.endsWith("]\n")).toBe(true);
    const records = JSON.parse(json.stdout) as unknown[];
    expect(records).toHaveLength(BIG_ROWS);
    const nd = run(["--ndjson", big]);
    expect(nd.code).toBe(0);
    expect(JSON.stringify(ndjsonRecords(nd.stdout))).toBe(JSON.stringify(records));
  }, 60_000);

  it("prints --pretty byte for byte as JSON.stringify(records, null, 2), one array for several files", () => {
    const files = ["samples/ab/seed-004-four-runs-no-banner.txt", "samples/top/procps-ng-4.0.2-b-n3-d0.5.txt", "samples/free/procps-4.0.2-C-s1-c3.txt", "samples/nginx-stub-status/series-epoch-restart-ab-r-c5.txt"];
    const pretty = run(["--pretty", ...files]);
    const nd = run(["--ndjson", ...files]);
    expect(pretty.code).toBe(0);
    expect(pretty.stdout).toBe(`${JSON.stringify(ndjsonRecords(nd.stdout), null, 2)}\n`);
    expect(run(files).stdout).toBe(`${JSON.stringify(ndjsonRecords(nd.stdout))}\n`);
  });

  it("keeps the good records and exits 1 when a part fails, in both modes; nothing on stdout when every input failed", () => {
    const damaged = sample("free/procps-4.0.2-C-s1-c3.txt").replace(/(\nMem:\s+)\d+/, "$1x12");
    const json = run(["--unit", "k"], damaged);
    const nd = run(["--ndjson", "--unit", "k"], damaged);
    expect([json.code, nd.code]).toEqual([1, 1]);
    expect(JSON.parse(json.stdout)).toEqual(ndjsonRecords(nd.stdout));
    for (const args of [[], ["--pretty"], ["--ndjson"]]) {
      const r = run([...args, "does-not-exist.txt"], undefined);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe("");
    }
    const unrecognised = run([], "hello world\n");
    expect([unrecognised.code, unrecognised.stdout]).toEqual([1, ""]);
  });

  it("writes each record once the input that made it has been read (no waiting for a full batch)", async () => {
    // More than 64 KiB of free -s blocks (the size parseStream reads before it detects), then the tool pauses.
    const block = sample("free/procps-4.0.2-C-s1-c3.txt").split("\n\n")[0]!;
    const blocks = Math.ceil((70 * 1024) / block.length);
    const child = spawn(process.execPath, [cli, "--ndjson", "--unit", "k"], { cwd: root });
    child.stdin.write(`${Array.from({ length: blocks }, () => block).join("\n\n")}\n\n`);
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
    const lines = () => out.split("\n").length - 1;
    const deadline = Date.now() + 15_000;
    // The last block may be held until the input says it is complete; every one before it must be out.
    while (lines() < blocks - 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const live = lines();
    child.stdin.end();
    const code = await new Promise((r) => child.on("close", r));
    expect(live).toBeGreaterThanOrEqual(blocks - 1);
    expect(code).toBe(0);
    expect(lines()).toBe(blocks);
  });
});

/** Peak RSS (VmHWM, KiB) of a running process, or undefined once it has gone. */
const vmHwm = (pid: number): number | undefined => {
  try {
    const m = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
};
const noProc = !existsSync("/proc/self/status");
const skipRss = noProc && process.env.CI !== "true";
if (skipRss) console.warn("cli-stream: the backpressure test is skipped: no /proc/<pid>/status to read the peak RSS from");

describe("benchparse CLI: output to a slow or broken consumer", () => {
  it.skipIf(skipRss)("pauses the parse behind a consumer that does not read, with bounded peak RSS (needs /proc)", async () => {
    const child = spawn(process.execPath, [cli, "--format", "ab-gnuplot"], { cwd: root, stdio: ["pipe", "pipe", "pipe"] });
    let peak = 0;
    const poll = setInterval(() => (peak = Math.max(peak, vmHwm(child.pid!) ?? 0)), 100);
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    const closed = new Promise<number | null>((r) => child.on("close", r));

    // Feed whole rows, 64 KiB at a time, as fast as the child takes them; count the bytes it has taken.
    const chunk = Buffer.from(abGnuplot(1500).slice(abHeader.length));
    const rowsPerChunk = 1500;
    const limit = 12 * 1024 * 1024;
    let fed = 0;
    let rows = 0;
    let stop = false;
    const feeding = (async () => {
      await new Promise<void>((r) => child.stdin.write(abHeader, () => r()));
      while (!stop && fed < limit) {
        await new Promise<void>((r, j) => child.stdin.write(chunk, (err) => (err ? j(err) : r())));
        fed += chunk.length;
        rows += rowsPerChunk;
      }
      child.stdin.end();
    })();

    // Do not read for 3 s from the first byte of output on: the child must stop reading its input meanwhile.
    await new Promise((r) => child.stdout.once("readable", r));
    await new Promise((r) => setTimeout(r, 3000));
    const fedWhileStalled = fed;
    const peakWhileStalled = Math.max(peak, vmHwm(child.pid!) ?? 0);

    // Then read everything: the output is still one valid array with every row fed.
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
    child.stdout.resume();
    await feeding;
    const code = await closed;
    clearInterval(poll);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(fedWhileStalled).toBeLessThan(4 * 1024 * 1024); // without backpressure: ~4 MB of input parsed per second
    expect(peakWhileStalled).toBeLessThan(256 * 1024);
    expect(peak).toBeLessThan(256 * 1024);
    expect(JSON.parse(out)).toHaveLength(rows);
  }, 60_000);

  it.skipIf(!existsSync("/dev/full") && process.env.CI !== "true")("reports a full disk (> /dev/full) in one line on stderr and exits 1", () => {
    for (const args of [["samples/ab/ab-plain-n1000-c10.txt"], [big], ["--ndjson", big]]) {
      const full = openSync("/dev/full", "w");
      const r = spawnSync(process.execPath, [cli, ...args], { cwd: root, stdio: ["ignore", full, "pipe"], encoding: "utf8" });
      closeSync(full);
      expect(r.status).toBe(1);
      expect(r.stderr).toBe("benchparse: write error: no space left on device\n");
    }
  });

  it("ends quietly when the reader goes away (| head -c 100), with the exit status so far", () => {
    for (const args of [big, `--ndjson ${big}`, `does-not-exist.txt ${big}`]) {
      const r = spawnSync("bash", ["-c", `"${process.execPath}" "${cli}" ${args} | head -c 100 >/dev/null; echo "\${PIPESTATUS[0]}"`], { cwd: root, encoding: "utf8" });
      const missing = args.startsWith("does-not-exist");
      expect(r.stdout.trim()).toBe(missing ? "1" : "0");
      expect(r.stderr).toBe(missing ? "benchparse: does-not-exist.txt: no such file\n" : "");
    }
  });
});

describe("a file is read as a file, a pipe as a pipe", () => {
  // sadf -j killed after a sample (sysstat #410): the file ends at the line end after it, without closing brackets
  const whole = sample("sar-json/sadf-j-u.C.json");
  const open = `${whole.slice(0, whole.lastIndexOf("}", whole.lastIndexOf('"restarts"')) + 1)}\n`;

  it("a file cut after a sample: its last sample says the document ends there", () => {
    const file = join(dir, "sadf-j-cut.json");
    writeFileSync(file, open);
    const r = run(["--ndjson", file]);
    expect(r.code).toBe(0);
    const warned = (ndjsonRecords(r.stdout) as { warnings?: string[] }[]).filter((x) => x.warnings !== undefined);
    expect(warned.length).toBeGreaterThan(0);
    for (const x of warned) expect(x.warnings).toContainEqual(expect.stringMatching(/without its closing brackets/));
    expect(r.stderr).toMatch(/without its closing brackets/);
  });

  it("standard input from a file (`< file`) is a file too", () => {
    const file = join(dir, "sadf-j-cut-stdin.json");
    writeFileSync(file, open);
    const fd = openSync(file, "r");
    try {
      const r = spawnSync(process.execPath, [cli, "--ndjson"], { cwd: root, stdio: [fd, "pipe", "pipe"], encoding: "utf8" });
      expect(r.stderr).toMatch(/without its closing brackets/);
    } finally {
      closeSync(fd);
    }
  });
});
