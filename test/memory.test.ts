/**
 * Every mode is bounded in memory (issue #41: peak RSS of any mode on any input size at most 256 MB): for every
 * registered format, the built CLI reads its bench input (bench/inputs.mjs: a real sample repeated) in NDJSON, JSON
 * and --csv mode at two sizes, MEMORY_MB (3 MB by default) and a third of it, and its peak RSS (the child's own
 * process.resourceUsage().maxRSS, written at its exit by a preloaded script) is carried on along the line through the
 * two to 10 MB, the bench's size: there it must be at most 256 MB. A mode that holds the input's records or text grows
 * some 25 to 55 MB per MB of input (before these fixes, at 10 MB: apache-status 416 MB, k6 469 MB, siege 379 MB,
 * ab-csv 607 MB), so it fails; a bounded one grows little (its heap settles). Each input must also read without error
 * (exit status 0): it is real output, repeated.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allInputs } from "../bench/inputs.mjs";
import { formatNames, formats } from "../src/formats/index.js";
import { root } from "./helpers/samples.js";

/** The built CLI (MEMORY_CLI: another build's, to compare). */
const cli = process.env.MEMORY_CLI ?? join(root, "dist", "cli.js");
const MB = Number(process.env.MEMORY_MB ?? 3);
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

/**
 * The formats known to break the bound, each with why (open work, not a pass): their test fails once they keep it.
 */
const UNBOUNDED: Record<string, string> = {
  "mpstat-json": "#44: a JSON document is read whole, not streamed; and mpstat -o JSON documents one after another are refused",
  "php-fpm-status": "#46 follow-up: no stream cutter yet, a polled log is read whole",
  "iostat-json": "#44: the bench input repeats a whole document, and documents one after another are refused (as mpstat-json's); one long document streams through sysstatJsonCutter, not measured here",
  "pidstat-json": "#44: the bench input repeats a whole document, and documents one after another are refused (as mpstat-json's); one long document streams through sysstatJsonCutter, not measured here",
};

/** The format's bench input at the bound's own size, written once when needed. */
function atBound(format: string): string {
  const file = join(dir, `${format}-bound.txt`);
  if (!existsSync(file)) writeFileSync(file, allInputs(BOUND_MB, { [format]: formats[format as keyof typeof formats] }, { scaleAll: true }).find((c) => c.format === format)!.text);
  return file;
}

// (the bench inputs, made once, at two sizes)
const big = new Map(allInputs(MB, formats, { scaleAll: true }).map((c) => [c.format, c]));
const small = new Map(allInputs(MB / 3, formats, { scaleAll: true }).map((c) => [c.format, c]));

describe(`peak RSS of every format in every CLI mode, on its bench input at ${(MB / 3).toFixed(1)} and ${MB} MB, carried on to 10 MB`, () => {
  it("every registered format has a bench input (bench/inputs.mjs)", () => {
    expect(formatNames.filter((f) => !big.has(f))).toEqual([]);
  });

  for (const format of formatNames) {
    it.skipIf(!big.has(format))(format, async () => {
      const sizes = [small.get(format)!, big.get(format)!].map((input, i) => {
        const file = join(dir, `${format}-${i}.txt`);
        writeFileSync(file, input.text);
        return { file, mb: Buffer.byteLength(input.text) / 1e6 };
      });
      const [a, b] = sizes as [{ file: string; mb: number }, { file: string; mb: number }];
      const failures: string[] = [];
      for (const mode of MODES) {
        const name = `${format} ${mode.join(" ") || "(JSON)"}`;
        const [ra, rb] = [await peakRss(a.file, mode), await peakRss(b.file, mode)];
        // (a larger input that takes less is no growth)
        const perMb = Math.max(0, (rb.kib - ra.kib) / (b.mb - a.mb));
        const at10 = rb.kib + perMb * Math.max(0, BOUND_MB - b.mb);
        // a line that crosses the bound is only a sign (a heap that settles grows fast at first, siege's): then the
        // input at the bound's own size is read, and its peak RSS decides
        const direct = at10 > BOUND_KIB ? await peakRss(atBound(format), mode) : undefined;
        if (direct !== undefined && direct.kib > BOUND_KIB) failures.push(`${name}: peak RSS ${Math.round(ra.kib / 1024)} MB on ${a.mb.toFixed(1)} MB, ${Math.round(rb.kib / 1024)} MB on ${b.mb.toFixed(1)} MB (${Math.round(at10 / 1024)} MB at ${BOUND_MB} MB along that line), ${Math.round(direct.kib / 1024)} MB read at ${BOUND_MB} MB`);
        for (const r of [ra, rb, ...(direct ? [direct] : [])]) if (r.code !== 0) failures.push(`${name}: exit status ${r.code}: ${r.stderr}`);
      }
      for (const s of sizes) rmSync(s.file);
      rmSync(join(dir, `${format}-bound.txt`), { force: true });
      // a format known to break the bound fails here until it is fixed, and then asks to be taken off the list
      if (UNBOUNDED[format] !== undefined) expect(failures, `${format} is listed as unbounded (${UNBOUNDED[format]}) but kept the bound: take it off UNBOUNDED`).not.toEqual([]);
      else expect(failures).toEqual([]);
    }, 600_000);
  }
});
