// npm run bench: parsing speed of each format on generated inputs, as a ratio to a baseline measured in the same
// run (splitting the text into lines and testing one regular expression per line, the least any parser must do).
// The machine is shared and noisy: each case runs several rounds and reports the median.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "../dist/index.js";
import { time } from "./timing.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const sample = (p) => readFileSync(join(root, "samples", p), "utf8");
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);

function baseline(text) {
  let n = 0;
  for (const line of text.split("\n")) if (/^\s*([A-Za-z ]+):\s+(\S+)/.test(line)) n++;
  return n;
}

const cases = [];
// ab: 500 runs pasted one after another (about 0.9 MB).
const abRun = sample("ab/ab-plain-n1000-c10.txt");
cases.push({ name: "ab text, 500 runs", format: "ab", text: abRun.repeat(500) });
// ab -g: 200,000 request rows.
const tsv = sample("ab/ab-oracle-n3000-c20.tsv").split("\n");
const rows = tsv.slice(1).filter(Boolean);
cases.push({ name: "ab-gnuplot, 200k rows", format: "ab-gnuplot", text: [tsv[0], ...Array.from({ length: 200_000 }, (_, i) => rows[i % rows.length])].join("\n") + "\n" });

console.log(`node ${process.version}, ${rounds} rounds, median times\n`);
console.log("case".padEnd(26), "MB".padStart(6), "parse ms".padStart(10), "baseline ms".padStart(12), "ratio".padStart(7), "MB/s".padStart(7), "records".padStart(8));
for (const c of cases) {
  parse(c.text, { format: c.format }); // warm up
  let records = 0;
  const parseMs = time(() => (records = parse(c.text, { format: c.format }).length), rounds);
  const baseMs = time(() => baseline(c.text), rounds);
  const mb = c.text.length / 1e6;
  console.log(c.name.padEnd(26), mb.toFixed(2).padStart(6), parseMs.toFixed(1).padStart(10), baseMs.toFixed(1).padStart(12), (parseMs / baseMs).toFixed(1).padStart(7), (mb / (parseMs / 1000)).toFixed(1).padStart(7), String(records).padStart(8));
}
