// npm run bench: the command line end to end (start to exit, records to /dev/null) on generated inputs of every
// format, against the floor (bench/floor.mjs: read, split lines and words, one object per line, JSON.stringify,
// 64 KiB writes) and a peer tool where one reads the same input (jc --top, jc --csv, sadf -j), in ONE table.
//
// Each table row also runs the NDJSON command with the input on standard input through a pipe (piped s): a pipe is
// live, so the CLI parses what is at hand as it comes, as `tool | benchparse` does.
//
// The machine is shared and noisy: each round runs the commands of a row one after another (CLI, floor, peer), so
// that each ratio compares runs taken together; a row's figures are the medians over the rounds (BENCH_ROUNDS,
// default 3), its ratios the medians of the ratios of each round. Peak RSS is GNU time's maximum resident set size.
//
// sar: give a binary daily file (sadc's, e.g. BENCH_SA=/var/log/sysstat/sa15, or record one: a day of 1-second
// samples takes 24 minutes, `/usr/lib/sysstat/sadc -S ALL 1 1440 day.sa`); its `sar -A` text is the input and
// `sadf -j` on the binary file the peer. Without one, a sample repeated to BENCH_MB is read and there is no peer.
// BENCH_MB (default 10) sets the size of the other table formats' inputs; top is 36 MB and ab -g 1M rows.
// BENCH_FILTER=substring runs the rows whose name holds it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeInputs } from "./inputs.mjs";
import { median } from "./timing.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// BENCHPARSE_CLI=path/to/cli.js measures another build instead; BENCH_BEFORE=path/to/cli.js measures an older build
// side by side with this one, in the same rounds (its column: its time, and this build's speed over it)
const cli = process.env.BENCHPARSE_CLI ?? join(root, "dist", "cli.js");
const before = process.env.BENCH_BEFORE;
const floor = join(root, "bench", "floor.mjs");
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const filter = process.env.BENCH_FILTER ?? "";
const dir = mkdtempSync(join(tmpdir(), "benchparse-bench-"));
const has = (cmd, ...args) => !spawnSync(cmd, args, { stdio: "ignore" }).error;
const gnuTime = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;
const haveJc = has("jc", "--version");

/** Runs a command with its standard input from `stdin` (a file) and its output thrown away: wall seconds, peak MiB. */
function run(argv, stdin, env) {
  const wrapped = gnuTime ? [gnuTime, "-f", "%M", ...argv] : argv;
  const t0 = process.hrtime.bigint();
  const r = spawnSync(wrapped[0], wrapped.slice(1), { stdio: [stdin ? "pipe" : "ignore", "ignore", "pipe"], input: stdin, encoding: "utf8", maxBuffer: 1 << 26, env: env && { ...process.env, ...env } });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const kib = gnuTime ? Number((r.stderr ?? "").trim().split("\n").at(-1)) : NaN;
  return { seconds, mib: kib / 1024, status: r.status };
}

/** Finds a sadc daily file: BENCH_SA, else the newest /var/log/sysstat/saNN or /var/log/sa/saNN. */
function dailyFile() {
  if (process.env.BENCH_SA) return process.env.BENCH_SA;
  for (const d of ["/var/log/sysstat", "/var/log/sa"]) {
    if (!existsSync(d)) continue;
    const files = readdirSync(d).filter((f) => /^sa\d\d$/.test(f)).map((f) => join(d, f));
    if (files.length) return files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  }
  return undefined;
}

const rows = [];
// every registered format has a row (bench/inputs.mjs: a generated input, or its largest sample repeated)
const { formats } = await import(join(root, "dist", "index.js"));
const inputs = writeInputs(dir, Number(process.env.BENCH_MB ?? 10), formats);
const sa = dailyFile();
if (sa && has("sar", "-V") && has("sadf", "-V")) {
  const text = spawnSync("sar", ["-A", "-f", sa], { encoding: "utf8", env: { ...process.env, LC_ALL: "C" }, maxBuffer: 1 << 30 }).stdout;
  const file = join(dir, "sar-day.txt");
  writeFileSync(file, text);
  const samples = new Set(text.match(/^\d\d:\d\d:\d\d /gm) ?? []).size;
  const sar = inputs.find((c) => c.format === "sar");
  Object.assign(sar, { name: `sar -A (a day: ${samples} samples)`, file, mb: Buffer.byteLength(text) / 1e6, peer: { name: "sadf -j", argv: ["sadf", "-j", sa, "--", "-A"] } });
}
for (const c of inputs) {
  if (c.format === "top" && haveJc) c.peer = { name: "jc --top", argv: ["jc", "--top"], stdin: c.file };
  if (c.format === "ab-gnuplot" && haveJc) c.peer = { name: "jc --csv", argv: ["jc", "--csv"], stdin: c.file };
  // jc reads these from the same C-locale text (free: jc reads one `free` output only, not a `free -s` series)
  if (["vmstat", "iostat", "mpstat", "pidstat"].includes(c.format) && haveJc) c.peer = { name: `jc --${c.format}`, argv: ["jc", `--${c.format}`], stdin: c.file };
}
const tiny = join(dir, "tiny.txt");
writeFileSync(tiny, "               total        used        free      shared  buff/cache   available\nMem:        24683656      460740    24001792        8956      469252    24222916\nSwap:              0           0           0\n");
const abg = inputs.find((c) => c.format === "ab-gnuplot");

for (const c of inputs) {
  rows.push({ name: c.name, mb: c.mb, cli: [process.execPath, cli, "--format", c.format, "--ndjson", c.file], json: [process.execPath, cli, "--format", c.format, c.file], piped: { argv: [process.execPath, cli, "--format", c.format, "--ndjson"], stdin: c.file }, base: { name: "floor", argv: [process.execPath, floor, c.file] }, peer: c.peer });
}
rows.push({ name: "ab -g --summary (1M rows)", mb: abg.mb, cli: [process.execPath, cli, "--summary", abg.file], base: { name: "plain Node script", argv: [process.execPath, join(root, "bench", "summary-plain.mjs"), abg.file] } });
rows.push({ name: "startup (a tiny free file)", mb: statSync(tiny).size / 1e6, cli: [process.execPath, cli, tiny], base: { name: "node -e 0", argv: [process.execPath, "-e", "0"] }, rounds: 7 });
// a load-test format too: the grammar a short run builds is part of its start (ab's once took 3 s, #20)
const tinyAb = join(root, "samples", "ab", "ab-plain-n1000-c10.txt");
rows.push({ name: "startup (one ab run)", mb: statSync(tinyAb).size / 1e6, cli: [process.execPath, cli, tinyAb], base: { name: "node -e 0", argv: [process.execPath, "-e", "0"] }, rounds: 7 });
// the same without the code cache (src/bin.ts): what the cache saves, which is why it is kept
rows.push({ name: "startup (one ab run, no code cache)", mb: statSync(tinyAb).size / 1e6, cli: [process.execPath, cli, tinyAb], env: { BENCHPARSE_CODE_CACHE: "off" }, base: { name: "node -e 0", argv: [process.execPath, "-e", "0"] }, rounds: 7 });

const stdinOf = (p) => (p.stdin ? readFileSync(p.stdin) : undefined);

console.log(`node ${process.version}, ${rounds} rounds per row (paired: each round runs a row's commands in turn), medians; inputs in ${dir}\n`);
const header = ["format", "input MB", "CLI s", "MB/s", "x floor", "peer and ratio", "peak RSS", "JSON s", "piped s", ...(before ? ["before: s, x faster now, peak RSS"] : [])];
/** The same command with the older build's CLI in place of this one's. */
const withBefore = (argv) => argv.map((a) => (a === cli ? before : a));
const table = [header];
for (const r of rows) {
  if (filter && !r.name.includes(filter)) continue;
  const n = r.rounds ? Math.max(r.rounds, rounds) : rounds; // startup rows: at least 7 (a short run is noisy)
  const cliRuns = [];
  const baseRuns = [];
  const peerRuns = [];
  const jsonRuns = [];
  const pipedRuns = [];
  const beforeRuns = [];
  const beforePipedRuns = [];
  const pipedInput = r.piped ? readFileSync(r.piped.stdin) : undefined;
  run(r.cli, undefined, r.env); // warm the file cache (and write the code cache)
  if (before) run(withBefore(r.cli), undefined, r.env);
  for (let i = 0; i < n; i++) {
    cliRuns.push(run(r.cli, undefined, r.env));
    baseRuns.push(run(r.base.argv));
    if (r.peer) peerRuns.push(run(r.peer.argv, stdinOf(r.peer)));
    if (r.json && i === 0) jsonRuns.push(run(r.json, undefined, r.env));
    if (r.piped) pipedRuns.push(run(r.piped.argv, pipedInput, r.env));
    if (before) beforeRuns.push(run(withBefore(r.cli), undefined, r.env));
    if (before && r.piped) beforePipedRuns.push(run(withBefore(r.piped.argv), pipedInput, r.env));
  }
  const s = median(cliRuns.map((x) => x.seconds));
  // x floor: the floor's time over the CLI's (1 = as fast as the floor), median of the rounds
  const xFloor = median(cliRuns.map((x, i) => baseRuns[i].seconds / x.seconds));
  const peer = r.peer
    ? `${r.peer.name} ${median(peerRuns.map((x) => x.seconds)).toFixed(2)} s: ${median(cliRuns.map((x, i) => peerRuns[i].seconds / x.seconds)).toFixed(2)}x its speed${r.base.name === "floor" ? `; the floor ${median(baseRuns.map((b, i) => peerRuns[i].seconds / b.seconds)).toFixed(2)}x` : ""}${peerRuns.some((x) => x.status !== 0) ? " (peer exit " + peerRuns.find((x) => x.status !== 0).status + ")" : ""}`
    : "";
  const label = r.base.name === "floor" ? xFloor.toFixed(2) : `${xFloor.toFixed(2)} (${r.base.name} ${median(baseRuns.map((x) => x.seconds)).toFixed(2)} s)`;
  const failed = cliRuns.some((x) => x.status !== 0) ? " (exit " + cliRuns.find((x) => x.status !== 0).status + ")" : "";
  table.push([r.name + failed, r.mb.toFixed(r.mb < 0.01 ? 4 : 1), s.toFixed(2), r.mb >= 1 ? (r.mb / s).toFixed(1) : "", label, peer, `${median(cliRuns.map((x) => x.mib)).toFixed(0)} MB`, jsonRuns.length ? jsonRuns[0].seconds.toFixed(2) : "", pipedRuns.length ? median(pipedRuns.map((x) => x.seconds)).toFixed(2) : "", ...(before ? [beforeCell(cliRuns, beforeRuns, pipedRuns, beforePipedRuns)] : [])]);
  printRow(table.at(-1), table.length === 2);
}

/**
 * The older build's median time, the paired median of its time over this build's, its peak RSS; the same for the
 * piped runs (time and ratio) where there are some; its exit when not 0.
 */
function beforeCell(cliRuns, beforeRuns, pipedRuns, beforePipedRuns) {
  const bad = [...beforeRuns, ...beforePipedRuns].find((x) => x.status !== 0);
  const x = median(cliRuns.map((c, i) => beforeRuns[i].seconds / c.seconds));
  const piped = beforePipedRuns.length ? `; piped ${median(beforePipedRuns.map((b) => b.seconds)).toFixed(2)} s, ${median(pipedRuns.map((c, i) => beforePipedRuns[i].seconds / c.seconds)).toFixed(2)}x` : "";
  return `${median(beforeRuns.map((b) => b.seconds)).toFixed(2)} s, ${x.toFixed(2)}x, ${median(beforeRuns.map((b) => b.mib)).toFixed(0)} MB${piped}${bad ? ` (exit ${bad.status})` : ""}`;
}

function printRow(cells, first) {
  if (first) {
    console.log(`| ${header.join(" | ")} |`);
    console.log(`| ${header.map(() => "---").join(" | ")} |`);
  }
  console.log(`| ${cells.join(" | ")} |`);
}
console.log("\nx floor: the floor's time over the CLI's for the same input (1.00 = as fast as the floor; target 0.5 for the table formats; for --summary and startup, the named baseline's instead). peer ratio: the peer's time over the CLI's (above 1: the CLI is faster), and the peer's time over the floor's (the ratio a CLI as fast as the floor would have). JSON s: one run with JSON output (one array) instead of NDJSON. piped s: the same NDJSON run with the input on standard input through a pipe (a live pipe: the CLI parses what is at hand as it comes), median of the rounds.");
rmSync(dir, { recursive: true, force: true });
