/**
 * Every mode is bounded in memory (issue #41: peak RSS of any mode on any input size at most 256 MB): for every
 * registered format, the built CLI reads its bench input (bench/inputs.mjs: a real sample repeated, here to
 * MEMORY_MB, 2 MB by default) in NDJSON, JSON and --csv mode, and its peak RSS (the child's own
 * process.resourceUsage().maxRSS, written at its exit by a preloaded script) stays under the 256 MB bound scaled to
 * that size: the line from what the CLI takes on one copy of the sample (its own memory, `base`, in NDJSON mode) to
 * 256 MB at 10 MB of input, the bench's size. A mode that holds the input's records or text grows about 30 to 60 MB
 * per MB of such input (before these fixes: apache-status 416 MB, k6 469 MB, siege 379 MB, ab-csv 607 MB at 10 MB),
 * so it crosses that line at any size; a bounded one stays near its base. Each input must also read without error
 * (exit status 0): it is real output, repeated.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeInputs } from "../bench/inputs.mjs";
import { formatNames } from "../src/formats/index.js";
import { root } from "./helpers/samples.js";

/** The built CLI (MEMORY_CLI: another build's, to compare). */
const cli = process.env.MEMORY_CLI ?? join(root, "dist", "cli.js");
const MB = Number(process.env.MEMORY_MB ?? 2);
/** The bound, KiB (process.resourceUsage().maxRSS is in KiB), and the input size it is stated for. */
const BOUND_KIB = 256 * 1024;
const BOUND_MB = 10;
const MODES = [["--ndjson"], [], ["--csv"]] as const;

let dir: string;
let preload: string;
beforeAll(() => {
  if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run `npm run build` (npm test does it)");
  dir = mkdtempSync(join(tmpdir(), "benchparse-memory-"));
  preload = join(dir, "max-rss.cjs");
  writeFileSync(preload, `process.on("exit", () => require("node:fs").writeFileSync(process.env.BENCHPARSE_MAX_RSS_FILE, String(process.resourceUsage().maxRSS)));\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI on a file in a mode: its exit status, stderr's start and its peak RSS (KiB). */
function peakRss(file: string, mode: readonly string[]): Promise<{ code: number | null; stderr: string; kib: number }> {
  const out = `${file}.${mode.join("") || "json"}.rss`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--require", preload, cli, ...mode, file], { cwd: root, stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, BENCHPARSE_MAX_RSS_FILE: out } });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr = stderr.length < 2000 ? stderr + d : stderr));
    child.on("error", reject);
    child.on("close", (code) => {
      if (!existsSync(out)) return reject(new Error(`${mode.join(" ")} ${file}: no peak RSS written (status ${code}): ${stderr.slice(0, 300)}`));
      resolve({ code, stderr: stderr.slice(0, 300), kib: Number(readFileSync(out, "utf8")) });
    });
  });
}

// (the bench inputs, made once: the input at MEMORY_MB and one copy of the sample for the base)
const big = new Map(makeInputs(MB, { scaleAll: true }).map((c) => [c.format, c]));
const small = new Map(makeInputs(0.000001, { scaleAll: true }).map((c) => [c.format, c]));

describe(`peak RSS of every format in every CLI mode, on its bench input at ${MB} MB`, () => {
  it("every registered format has a bench input (bench/inputs.mjs)", () => {
    expect(formatNames.filter((f) => !big.has(f))).toEqual([]);
  });

  for (const format of formatNames) {
    it.skipIf(!big.has(format))(format, async () => {
      const input = big.get(format)!;
      const file = join(dir, `${format}.txt`);
      const one = join(dir, `${format}-one.txt`);
      writeFileSync(file, input.text);
      writeFileSync(one, small.get(format)!.text);
      const mb = Buffer.byteLength(input.text) / 1e6;
      const failures: string[] = [];
      const base = await peakRss(one, ["--ndjson"]);
      for (const mode of MODES) {
        const run = await peakRss(file, mode);
        // the bound's line from the CLI's own memory at no input to 256 MB at 10 MB, at this input's size
        const limit = base.kib + ((BOUND_KIB - base.kib) * Math.min(mb, BOUND_MB)) / BOUND_MB;
        const what = `${format} ${mode.join(" ") || "(JSON)"} on ${mb.toFixed(1)} MB: peak RSS ${Math.round(run.kib / 1024)} MB (one sample: ${Math.round(base.kib / 1024)} MB; limit ${Math.round(limit / 1024)} MB)`;
        if (run.kib > limit) failures.push(what);
        if (run.code !== 0) failures.push(`${format} ${mode.join(" ") || "(JSON)"}: exit status ${run.code}: ${run.stderr}`);
      }
      rmSync(file);
      expect(failures).toEqual([]);
    }, 180_000);
  }
});
