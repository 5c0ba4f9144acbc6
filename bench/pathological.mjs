// node bench/pathological.mjs (after `npm run build`): how time grows with the size of pathological inputs.
// Each input is generated at 1x, 4x and 16x a base size (BENCH_BASE bytes, default 64 KiB; some cases set their own) and
// run through three entry points: safeParse (forced to its format, or auto-detected), the streaming parseStream (same
// options, continueOnError) and extract (restricted to the format when one is forced). The script prints the median
// time of each size and the ratios 4x/1x and 16x/4x. Linear time gives ratios near 4; a ratio near 16 means quadratic
// behaviour (flagged when both ratios pass 6, or 16x/4x passes 10 past half a second). Inputs that fail fast with a ParseError count too: the time to fail must
// also be linear. A size whose run would take longer than BENCH_MAX_MS (default 20000) judging by the size before is
// skipped ("-") and its ratio shown as ">"; test/security.test.ts runs the same kinds of input once each, as a hang guard.
//
// Environment: BENCH_ROUNDS (default 3) rounds per size, median kept (1 round past a second); BENCH_FILTER=substring
// of a case name, format or entry point (parse, stream, extract) to run some only; BENCH_BASE=bytes; BENCH_MAX_MS;
// BENCHPARSE_MODULE=path/to/module.js to measure another build than ../dist/index.js.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { median } from "./timing.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const modulePath = process.env.BENCHPARSE_MODULE ? resolve(process.env.BENCHPARSE_MODULE) : join(root, "dist", "index.js");
const { safeParse, parseStream, extract } = await import(pathToFileURL(modulePath).href);
const sample = (p) => readFileSync(join(root, "samples", p), "utf8");
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const filter = process.env.BENCH_FILTER ?? "";
const KB = 1024;
const BASE = Number(process.env.BENCH_BASE ?? 64 * KB);
const MAX_MS = Number(process.env.BENCH_MAX_MS ?? 20_000);

/** A top frame's summary lines and column header, for the top cases. */
const topHead = sample("top/procps-ng-4.0.2-b-n3-d0.5.txt").split(/\n(?=top - )/)[0].split("\n").slice(0, 7).join("\n") + "\n";

/** Repeats `unit` until the text is about `bytes` long. */
const fill = (unit, bytes) => unit.repeat(Math.max(1, Math.round(bytes / unit.length)));

// Each case: a name, the format to force (undefined = auto-detect) and a generator taking a size in bytes.
const cases = [
  { name: "line of digits", make: (n) => "7".repeat(n) },
  { name: "line of digits", format: "ab", make: (n) => "7".repeat(n) },
  { name: "line of spaces between words", format: "webbench", make: (n) => `a${" ".repeat(n)}b\n` },
  { name: "columns of numbers", format: "free", make: (n) => `              total        used        free\nMem: ${fill("1 ", n)}\n` },
  { name: "tab-separated columns", format: "ab-gnuplot", make: (n) => `starttime\tseconds\tctime\tdtime\tttime\twait\n${fill("1\t", n)}\n` },
  { name: "comma-separated columns", format: "ab-csv", make: (n) => `Percentage served,Time in ms\n${fill("1,", n)}\n` },
  { name: "dotted words a.b.c", format: "webbench", make: (n) => fill("a.", n) },
  { name: "line of '<th'", make: (n) => fill("<th", n) },
  { name: "ab -w HTML, line of '<'", format: "ab", make: (n) => `<th colspan=2>Server Software:</th>\n${"<".repeat(n)}\n` },
  { name: "ab Benchmarking + blanks", format: "ab", make: (n) => `Benchmarking a${" ".repeat(n)}through b:1 (be patient)\n` },
  { name: "ab apr_ error + blanks", format: "ab", make: (n) => `apr_socket_recv: a${" ".repeat(n)}b (104)\n` },
  { name: "webbench almost-prompt", format: "webbench", make: (n) => `a@${"a".repeat(n)} b $\n` },
  { name: "prefix 'Server Software: ' x N", format: "ab", make: (n) => `${fill("Server Software: ", n)}\n` },
  { name: "lines 'Completed 1'", format: "ab", make: (n) => fill("Completed 1\n", n) },
  { name: "prefix 'Requests: 1 susceed, ' x N", format: "webbench", make: (n) => `${fill("Requests: 1 susceed, ", n)}\n` },
  { name: "lines 'Speed=1'", format: "webbench", make: (n) => fill("Speed=1\n", n) },
  { name: "prefix 'Active connections: ' x N", format: "nginx-stub-status", make: (n) => `${fill("Active connections: ", n)}\n` },
  { name: "lines 'Mem: 1'", format: "free", make: (n) => `total used free\n${fill("Mem: 1\n", n)}` },
  { name: "ab run repeated", format: "ab", make: (n) => fill(sample("ab/ab-plain-n1000-c10.txt"), n) },
  { name: "ab -g row repeated", format: "ab-gnuplot", make: (n) => `starttime\tseconds\tctime\tdtime\tttime\twait\n${fill("Mon Nov 30 15:17:01 2026\t1796051821\t0\t1\t1\t1\n", n)}` },
  { name: "webbench run repeated", format: "webbench", make: (n) => fill(sample("webbench/webbench-1.5-terminal-c10-t30.txt"), n) },
  { name: "free table repeated", format: "free", make: (n) => fill(`${sample("free/procps-4.0.2-C-default.txt")}\n`, n) },
  { name: "stub_status log repeated", format: "nginx-stub-status", make: (n) => fill(sample("nginx-stub-status/series-no-timestamps.txt"), n) },
  { name: "sar report repeated", format: "sar", make: (n) => fill(`${sample("sar/sar-A-C-comments-restart.txt")}\n`, n) },
  { name: "top log repeated", format: "top", make: (n) => fill(sample("top/procps-ng-4.0.2-b-n3-d0.5.txt"), n) },
  // every frame an error item (a bad Mem value), each placed by line and column
  { name: "top frames all damaged", format: "top", make: (n) => fill(sample("top/procps-ng-4.0.2-b-n3-d0.5.txt").replace(/(Mem :) +\d/g, "$1 x"), n) },
  // one process row whose command line has n words, read by the common-row path, then with a blank VIRT cell (the
  // general word-to-column path)
  { name: "top row, long command line", format: "top", make: (n) => `${topHead}      5 root      20   0    2592   1712   1608 R  35.3   0.0   0:00.13 ${fill("sh ", n)}\n` },
  { name: "top row, blank cell, long command", format: "top", make: (n) => `${topHead}      5 root      20   0           1712   1608 R  35.3   0.0   0:00.13 ${fill("sh ", n)}\n` },
  // extract's signatures and joined-output cutter were quadratic on these (one pattern restarted at every offset)
  { name: "line of dashes", base: 300 * KB, make: (n) => "-".repeat(n) },
  { name: "line of clock times", make: (n) => fill("1:00:00 ", n) },
  { name: "clock time, then blanks", make: (n) => `12:00:00${" ".repeat(n)}x\n` },
  // sar names the k-th copy of a column `name#k`
  { name: "sar header, one name repeated", format: "sar", make: (n) => `Linux 6.1.0 (h) \t11/30/2026 \t_x86_64_\t(2 CPU)\n\n12:00:01 AM ${fill("%user ", n / 2)}\n12:00:02 AM ${fill("1.00 ", (n / 2) * (5 / 6))}\n` },
  { name: "lines '1'", make: (n) => fill("1\n", n) },
  { name: "blank lines", make: (n) => "\n".repeat(n) },
  { name: "lines 'Active connections: 1'", format: "nginx-stub-status", make: (n) => fill("Active connections: 1\n", n) },
  { name: "lines 'Active connections: 1'", make: (n) => fill("Active connections: 1\n", n) },
  { name: "stub_status header repeated", format: "nginx-stub-status", make: (n) => fill("Active connections: 1\nserver accepts handled requests\n", n) },
  { name: "line that never ends", make: (n) => fill("a b ", n) },
  { name: "line that never ends", format: "top", make: (n) => fill("a b ", n) },
];


/** The three entry points; each returns a short description of what came out. */
const runners = {
  parse: (text, format) => {
    const r = safeParse(text, format ? { format } : {});
    return r.success ? `${r.data.length} records` : `ParseError ${r.error.line}:${r.error.column}`;
  },
  stream: async (text, format) => {
    let records = 0;
    let errors = 0;
    try {
      for await (const item of parseStream([text], { ...(format ? { format } : {}), continueOnError: true })) {
        if (item && item.ok === false) errors++;
        else records++;
      }
    } catch (err) {
      return `throws ${err?.name ?? "error"}`;
    }
    return `${records} records, ${errors} error items`;
  },
  extract: (text, format) => {
    const r = extract(text, format ? { formats: [format] } : {});
    return `${r.blocks.length} blocks, ${r.warnings.length} warnings`;
  },
};

async function measure(run, text, format) {
  const times = [];
  let outcome = "";
  for (let i = 0; i < rounds; i++) {
    const t0 = process.hrtime.bigint();
    outcome = await run(text, format);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (times[0] > 1000) break;
  }
  return { ms: median(times), outcome };
}

const SIZES = [1, 4, 16];
const show = (ms) => (ms === undefined ? "-" : ms.toFixed(0));
const ratio = (a, b) => (a === undefined ? "" : b === undefined ? ">" : (b / a).toFixed(1));
console.log(`node ${process.version}, ${rounds} rounds per size, median times; base ${BASE} bytes; module ${modulePath}\n`);
console.log("case".padEnd(36), "format".padEnd(18), "path".padEnd(8), "1x ms".padStart(8), "4x ms".padStart(8), "16x ms".padStart(8), "4/1".padStart(6), "16/4".padStart(6), "  size at 1x; outcome at the largest size");
let flagged = 0;
for (const c of cases) {
  const base = c.base ?? BASE;
  for (const [path, run] of Object.entries(runners)) {
    if (filter && !c.name.includes(filter) && !(c.format ?? "").includes(filter) && path !== filter) continue;
    await run(c.make(Math.min(base, 16 * KB)), c.format); // warm up
    const results = [];
    for (const m of SIZES) {
      const prev = results[results.length - 1];
      const before = results[results.length - 2];
      // Guess the next time from the growth so far (quadratic when unknown): skip a size that would take too long.
      const growth = prev && before ? Math.max(4, prev.ms / before.ms) : 16;
      if (prev && prev.ms * growth > MAX_MS) break;
      results.push(await measure(run, c.make(m * base), c.format));
    }
    const [a, b, d] = results.map((r) => r?.ms);
    const r1 = b === undefined ? Infinity : b / a;
    const r2 = b === undefined ? Infinity : d === undefined ? Infinity : d / b;
    // Both ratios well above 4, or the last one near 16 on a run long enough not to be noise.
    const suspicious = (r1 > 6 && r2 > 6) || (r2 > 10 && (d ?? Infinity) > 500);
    if (suspicious) flagged++;
    console.log(
      c.name.padEnd(36),
      (c.format ?? "(detect)").padEnd(18),
      path.padEnd(8),
      show(a).padStart(8),
      show(b).padStart(8),
      show(d).padStart(8),
      ratio(a, b).padStart(6),
      ratio(b, d).padStart(6),
      ` ${Math.round(base / KB)} KB; ${results[results.length - 1].outcome}${suspicious ? "   <-- superlinear?" : ""}`,
    );
  }
}
console.log(flagged ? `\n${flagged} case(s) grew faster than linearly` : "\nall cases grew about linearly (ratios near 4)");
