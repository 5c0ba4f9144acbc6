// node bench/top.mjs (after npm run build): top on a generated ~36 MB log (procps-ng 4 frames of 120 processes):
// parse() throughput, the CLI's peak memory while it streams the log as NDJSON, and jc's time on the same file
// (when `jc` is installed, Debian package jc), all in this one run so that the ratio is fair on a busy machine.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "../dist/index.js";
import { time } from "./timing.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const targetMB = Number(process.env.BENCH_TOP_MB ?? 36);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

// One real frame (samples/top, procps-ng 4.0.2 -c -w 512) grown to 120 process rows.
const sample = readFileSync(join(root, "samples/top/procps-ng-4.0.2-c-w512.txt"), "utf8");
const lines = sample.split(/\n(?=top - )/)[0].trimEnd().split("\n");
const head = lines.slice(0, 7);
const rows = lines.slice(7).filter(Boolean);
const body = Array.from({ length: 120 }, (_, i) => rows[i % rows.length].replace(/^(\s*)\d+/, (m) => String(100 + i).padStart(m.length)));
const frame = [...head, ...body, "", ""].join("\n");
const clock = (i) => [Math.floor(i / 3600) % 24, Math.floor(i / 60) % 60, i % 60].map((n) => String(n).padStart(2, "0")).join(":");
const parts = [];
for (let i = 0; parts.length * frame.length < targetMB * 1e6; i++) parts.push(frame.replace(/^top - \d\d:\d\d:\d\d/, `top - ${clock(i)}`));
const text = parts.join("");
const dir = mkdtempSync(join(tmpdir(), "benchparse-top-"));
const file = join(dir, "top.log");
writeFileSync(file, text);
const mb = text.length / 1e6;


console.log(`top: ${mb.toFixed(1)} MB, ${parts.length} frames of 120 processes, node ${process.version}, ${rounds} rounds (median)\n`);
// warm up: two parses of a 4 MB prefix, so that the timed rounds measure optimized code (a log of gigabytes is
// read at that speed), not the JIT compiler's first pass
for (let i = 0; i < 2; i++) parse(text.slice(0, 4e6), { format: "top" });
let frames = 0;
const parseMs = time(() => (frames = parse(text, { format: "top" }).length), rounds);
const rawMs = time(() => parse(text, { format: "top", raw: true }), rounds);
console.log(`parse (validated)    ${parseMs.toFixed(0).padStart(7)} ms  ${(mb / (parseMs / 1000)).toFixed(1).padStart(6)} MB/s  (${frames} records)`);
console.log(`parse --raw          ${rawMs.toFixed(0).padStart(7)} ms  ${(mb / (rawMs / 1000)).toFixed(1).padStart(6)} MB/s`);

// The CLI streaming the file as NDJSON: wall time and peak resident memory (GNU time's %M, in KiB).
const cli = spawnSync("/usr/bin/time", ["-f", "%e %M", process.execPath, join(root, "dist/cli.js"), "--format", "top", "--ndjson", file], { encoding: "utf8", maxBuffer: 1 << 30 });
if (cli.status === 0) {
  const [seconds, kib] = cli.stderr.trim().split("\n").at(-1).split(" ").map(Number);
  console.log(`CLI --ndjson stream  ${(seconds * 1000).toFixed(0).padStart(7)} ms  ${(mb / seconds).toFixed(1).padStart(6)} MB/s  peak RSS ${(kib / 1024).toFixed(0)} MB (target < 200 MB)`);
} else console.log(`CLI --ndjson stream: could not measure (${cli.error?.message ?? cli.stderr.slice(0, 200)})`);

const jc = spawnSync("jc", ["--top"], { input: text, encoding: "utf8", maxBuffer: 1 << 30 });
if (jc.error) console.log("jc: not installed (apt-get install jc) - no comparison");
else {
  const t0 = process.hrtime.bigint();
  const again = spawnSync("jc", ["--top"], { input: text, encoding: "utf8", maxBuffer: 1 << 30 });
  const jcMs = Number(process.hrtime.bigint() - t0) / 1e6;
  console.log(`jc --top             ${jcMs.toFixed(0).padStart(7)} ms  ${(mb / (jcMs / 1000)).toFixed(1).padStart(6)} MB/s  (exit ${again.status})`);
  console.log(`\nparse is ${(jcMs / parseMs).toFixed(1)}x jc's throughput (target: at least 20x)`);
}
rmSync(dir, { recursive: true, force: true });
