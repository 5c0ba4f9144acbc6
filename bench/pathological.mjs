// node bench/pathological.mjs (after `npm run build`): how parse time grows with the size of pathological inputs.
// Each input is generated at 1, 2 and 4 MB and parsed (forced to its format, or auto-detected); the script prints the
// median time of each size and the ratios 2MB/1MB and 4MB/2MB. Linear time gives ratios near 2; a ratio near 4 or
// more means quadratic behaviour (the case is flagged). Inputs that fail fast with a ParseError count too: the time to
// fail must also be linear. test/security.test.ts runs the same kinds of input once each, as a hang guard.
//
// Environment: BENCH_ROUNDS (default 3) rounds per size, median kept; BENCH_FILTER=substring to run some cases only;
// BENCHPARSE_MODULE=path/to/module.js to measure another build than ../dist/index.js.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { median } from "./timing.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const modulePath = process.env.BENCHPARSE_MODULE ? resolve(process.env.BENCHPARSE_MODULE) : join(root, "dist", "index.js");
const { safeParse } = await import(pathToFileURL(modulePath).href);
const sample = (p) => readFileSync(join(root, "samples", p), "utf8");
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const filter = process.env.BENCH_FILTER ?? "";
const MB = 1024 * 1024;

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
];


function measure(text, format) {
  const times = [];
  let outcome = "";
  for (let i = 0; i < rounds; i++) {
    const t0 = process.hrtime.bigint();
    const r = safeParse(text, format ? { format } : {});
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    outcome = r.success ? `${r.data.length} records` : `ParseError ${r.error.line}:${r.error.column}`;
  }
  return { ms: median(times), outcome };
}

console.log(`node ${process.version}, ${rounds} rounds per size, median times; module ${modulePath}\n`);
console.log("case".padEnd(36), "format".padEnd(18), "1 MB ms".padStart(9), "2 MB ms".padStart(9), "4 MB ms".padStart(9), "2/1".padStart(6), "4/2".padStart(6), "  outcome at 4 MB");
let flagged = 0;
for (const c of cases) {
  if (filter && !c.name.includes(filter) && !(c.format ?? "").includes(filter)) continue;
  safeParse(c.make(64 * 1024), c.format ? { format: c.format } : {}); // warm up
  const [a, b, d] = [1, 2, 4].map((m) => measure(c.make(m * MB), c.format));
  const r1 = b.ms / a.ms;
  const r2 = d.ms / b.ms;
  const suspicious = r1 > 3 && r2 > 3;
  if (suspicious) flagged++;
  console.log(
    c.name.padEnd(36),
    (c.format ?? "(detect)").padEnd(18),
    a.ms.toFixed(0).padStart(9),
    b.ms.toFixed(0).padStart(9),
    d.ms.toFixed(0).padStart(9),
    r1.toFixed(1).padStart(6),
    r2.toFixed(1).padStart(6),
    ` ${d.outcome}${suspicious ? "   <-- superlinear?" : ""}`,
  );
}
console.log(flagged ? `\n${flagged} case(s) grew faster than linearly` : "\nall cases grew about linearly (ratios near 2)");
