// node bench/top.mjs (after npm run build): top on generated ~36 MB logs (procps-ng 4 frames of 120 processes):
// parse() throughput, the CLI's peak memory while it streams the log as NDJSON, and jc's time on the same file
// (when `jc` is installed, Debian package jc), all in this one run so that the ratio is fair on a busy machine.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "../dist/index.js";
import { median, time } from "./timing.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const targetMB = Number(process.env.BENCH_TOP_MB ?? 36);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

// One real frame (samples/top, procps-ng 4.0.2 -c -w 512) grown to 120 process rows, repeated to ~36 MB in three ways:
// - "log": as in a real log, most rows are printed again unchanged, at other places (top sorts by %CPU). Each frame
//   is the one before turned by one row, and every third process has run (a new TIME+). Two thirds of the rows are
//   found again in the frame before (the two multi-frame logs of ../shared/corpus: 72% and 97%), none at its place.
// - "same": every frame the same but its clock (the best case for reusing rows; the bench log of earlier releases).
// - "new": every row changed in every frame (the worst case: nothing can be reused).
const sample = readFileSync(join(root, "samples/top/procps-ng-4.0.2-c-w512.txt"), "utf8");
const lines = sample.split(/\n(?=top - )/)[0].trimEnd().split("\n");
const head = lines.slice(0, 7);
const rows = lines.slice(7).filter(Boolean);
const body = Array.from({ length: 120 }, (_, i) => rows[i % rows.length].replace(/^(\s*)\d+/, (m) => String(100 + i).padStart(m.length)));
const clock = (i) => [Math.floor(i / 3600) % 24, Math.floor(i / 60) % 60, i % 60].map((n) => String(n).padStart(2, "0")).join(":");
/** TIME+ (`m:ss.hh`) for a number of hundredths, in the width of the text it replaces (right-aligned, as top prints). */
const timePlus = (hundredths, width) => `${Math.floor(hundredths / 6000)}:${String(Math.floor(hundredths / 100) % 60).padStart(2, "0")}.${String(hundredths % 100).padStart(2, "0")}`.padStart(width);
const ran = (row, hundredths) => row.replace(/ +\d+:\d\d\.\d\d/, (m) => timePlus(hundredths, m.length));
const frameOf = (i, kind) => {
  let table = body;
  if (kind === "log") {
    table = body.map((row, k) => (k % 3 === 0 ? ran(row, i * 50 + k) : row));
    const turn = i % table.length;
    table = table.slice(turn).concat(table.slice(0, turn));
  } else if (kind === "new") table = body.map((row, k) => ran(row, i * 50 + k));
  return [head[0].replace(/^top - \d\d:\d\d:\d\d/, `top - ${clock(i)}`), ...head.slice(1), ...table, "", ""].join("\n");
};
const dir = mkdtempSync(join(tmpdir(), "benchparse-top-"));
const logs = ["log", "same", "new"].map((kind) => {
  const parts = [];
  for (let i = 0, size = 0; size < targetMB * 1e6; i++) {
    parts.push(frameOf(i, kind));
    size += parts[i].length;
  }
  const text = parts.join("");
  const file = join(dir, `top-${kind}.log`);
  writeFileSync(file, text);
  return { kind, text, file, frames: parts.length, mb: text.length / 1e6 };
});
const [log] = logs;
const { text, file, mb } = log;

console.log(`top: ${mb.toFixed(1)} MB, ${log.frames} frames of 120 processes, node ${process.version}, ${rounds} rounds (median)\n`);
// warm up: two parses of a 4 MB prefix, so that the timed rounds measure optimized code (a log of gigabytes is
// read at that speed), not the JIT compiler's first pass
for (let i = 0; i < 2; i++) parse(text.slice(0, 4e6), { format: "top" });
const label = { log: "parse (validated)   ", same: "  frames all same   ", new: "  every row new     " };
const timeLog = (l) => {
  let frames = 0;
  l.ms = time(() => (frames = parse(l.text, { format: "top" }).length), rounds);
  console.log(`${label[l.kind]} ${l.ms.toFixed(0).padStart(7)} ms  ${(l.mb / (l.ms / 1000)).toFixed(1).padStart(6)} MB/s  (${frames} records)`);
};
timeLog(log);
let jcSummary;
// jc on the main log, three times, each run paired with a parse (median of 3) just before it: the machine is shared,
// and its speed changes over tens of seconds, so each ratio compares two measurements taken together. The pairs come
// right after the main log's own timing: once the raw parses had run, the same parse took up to 1.8 times as long
// in this process. jc reads every line the same way whatever it holds, so its time stands for all three logs. Its
// JSON goes to /dev/null: the time is jc's own, not that of this process reading its output.
const jcRun = () => {
  const t0 = process.hrtime.bigint();
  const run = spawnSync("jc", ["--top"], { input: text, stdio: ["pipe", "ignore", "pipe"] });
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, run };
};
const jcVersion = spawnSync("jc", ["--version"], { encoding: "utf8" });
if (jcVersion.error) console.log("jc: not installed (apt-get install jc) - no comparison");
else {
  const pairs = [];
  for (let k = 0; k < 3; k++) {
    // one parse untimed first: after this process has waited for jc, its first parses took up to 1.6 times as long on
    // this machine (a plain `sleep 8` had the same effect)
    parse(text, { format: "top" });
    const parseMs = time(() => parse(text, { format: "top" }), 3);
    const jc = jcRun();
    pairs.push({ parseMs, jcMs: jc.ms, ratio: jc.ms / parseMs });
    console.log(`jc --top             ${jc.ms.toFixed(0).padStart(7)} ms  ${(mb / (jc.ms / 1000)).toFixed(1).padStart(6)} MB/s  (exit ${jc.run.status}; parse just before: ${parseMs.toFixed(0)} ms, ${(jc.ms / parseMs).toFixed(1)}x)`);
  }
  jcSummary = { ratio: median(pairs.map((p) => p.ratio)), jcMs: median(pairs.map((p) => p.jcMs)) };
}
timeLog(logs[1]);
timeLog(logs[2]);
const rawMs = time(() => parse(text, { format: "top", raw: true }), rounds);
console.log(`parse --raw          ${rawMs.toFixed(0).padStart(7)} ms  ${(mb / (rawMs / 1000)).toFixed(1).padStart(6)} MB/s`);

// The CLI streaming the file as NDJSON: wall time and peak resident memory (GNU time's %M, in KiB).
const cli = spawnSync("/usr/bin/time", ["-f", "%e %M", process.execPath, join(root, "dist/cli.js"), "--format", "top", "--ndjson", file], { encoding: "utf8", maxBuffer: 1 << 30 });
if (cli.status === 0) {
  const [seconds, kib] = cli.stderr.trim().split("\n").at(-1).split(" ").map(Number);
  console.log(`CLI --ndjson stream  ${(seconds * 1000).toFixed(0).padStart(7)} ms  ${(mb / seconds).toFixed(1).padStart(6)} MB/s  peak RSS ${(kib / 1024).toFixed(0)} MB (target < 200 MB)`);
} else console.log(`CLI --ndjson stream: could not measure (${cli.error?.message ?? cli.stderr.slice(0, 200)})`);

if (jcSummary) {
  const times = (l) => ((jcSummary.jcMs / l.ms) * (l.mb / mb)).toFixed(1);
  console.log(`\nparse is ${jcSummary.ratio.toFixed(1)}x jc's throughput (median of the three pairs; target: at least 20x); against jc's median time: frames all same ${times(logs[1])}x, every row new ${times(logs[2])}x`);
}
rmSync(dir, { recursive: true, force: true });
