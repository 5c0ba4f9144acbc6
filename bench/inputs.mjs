// The generated inputs of `npm run bench`, written to a directory: one file per case, made from the samples.
// BENCH_MB sets the size of the table formats' inputs (default 10); top is 36 MB and ab -g 1M rows, as in #20.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const sample = (p) => readFileSync(join(root, "samples", p), "utf8");
/** Repeats `unit` until the text is about `bytes` long. */
const fill = (unit, bytes) => unit.repeat(Math.max(1, Math.round(bytes / unit.length)));
const two = (n) => String(n).padStart(2, "0");

/** top -b: one real frame grown to 120 processes, each frame the one before turned by one row, every third process with a new TIME+. */
function top(bytes) {
  const lines = sample("top/procps-ng-4.0.2-c-w512.txt").split(/\n(?=top - )/)[0].trimEnd().split("\n");
  const head = lines.slice(0, 7);
  const rows = lines.slice(7).filter(Boolean);
  const body = Array.from({ length: 120 }, (_, i) => rows[i % rows.length].replace(/^(\s*)\d+/, (m) => String(100 + i).padStart(m.length)));
  const clock = (i) => `${two(Math.floor(i / 3600) % 24)}:${two(Math.floor(i / 60) % 60)}:${two(i % 60)}`;
  const timePlus = (h, width) => `${Math.floor(h / 6000)}:${two(Math.floor(h / 100) % 60)}.${two(h % 100)}`.padStart(width);
  const parts = [];
  for (let i = 0, size = 0; size < bytes; i++) {
    let table = body.map((row, k) => (k % 3 === 0 ? row.replace(/ +\d+:\d\d\.\d\d/, (m) => timePlus(i * 50 + k, m.length)) : row));
    const turn = i % table.length;
    table = table.slice(turn).concat(table.slice(0, turn));
    parts.push([head[0].replace(/^top - \d\d:\d\d:\d\d/, `top - ${clock(i)}`), ...head.slice(1), ...table, "", ""].join("\n"));
    size += parts[i].length;
  }
  return parts.join("");
}

/** ab -g: the header and `rows` request rows from a real file, one a second. */
function abGnuplot(rows) {
  const tsv = sample("ab/ab-oracle-n3000-c20.tsv").split("\n");
  const data = tsv.slice(1).filter(Boolean);
  const out = [tsv[0]];
  for (let i = 0; i < rows; i++) out.push(data[i % data.length]);
  return `${out.join("\n")}\n`;
}

/** stub_status pages, each after an epoch `date +%s` line, one a second. */
function stubStatus(bytes) {
  const parts = [];
  for (let i = 0, size = 0; size < bytes; i++) {
    const p = `${1796050000 + i}\nActive connections: ${1 + (i % 7)} \nserver accepts handled requests\n ${13403 + i} ${13403 + i} ${18385 + 3 * i} \nReading: 0 Writing: 1 Waiting: ${i % 5} \n`;
    parts.push(p);
    size += p.length;
  }
  return parts.join("");
}

/**
 * A sadf -j document of about `bytes`: the sample capture's head, its samples repeated one a second from 2026-01-01
 * (each with its own date and time, days going by), and its tail.
 */
function sadfJson(bytes) {
  const text = sample("sar-json/sadf-j-A.C.json");
  const headEnd = text.indexOf('"statistics": [\n') + '"statistics": [\n'.length;
  const tailStart = text.indexOf('\t\t\t],\n\t\t\t"restarts"');
  const samples = text.slice(headEnd, tailStart).replace(/\n$/, "").split(/(?<=\n\t\t\t\t}),\n/);
  const parts = [text.slice(0, headEnd)];
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0, size = headEnd; size < bytes; i++) {
    const at = new Date(start + i * 1000).toISOString();
    const s = samples[i % samples.length].replace(/"date": "[0-9-]+", "time": "[0-9:]+"/, `"date": "${at.slice(0, 10)}", "time": "${at.slice(11, 19)}"`);
    parts.push(i === 0 ? s : `,\n${s}`);
    size += s.length + 2;
  }
  parts.push(`\n${text.slice(tailStart)}`);
  return parts.join("");
}

/**
 * The cases: name, format, and the text (or, for sar, the text `sar -A` gives for a binary file when one is at hand;
 * see run.mjs). Sizes in bytes.
 */
export function makeInputs(mb = 10) {
  const size = mb * 1e6;
  return [
    { name: "sar", format: "sar", text: fill(`${sample("sar/sar-A-C-comments-restart.txt")}\n`, size) },
    { name: "sadf -j (sar-json)", format: "sar-json", text: sadfJson(size) },
    { name: "atsar", format: "atsar", text: fill(sample("atsar/atopsar-raw-A.txt"), size) },
    { name: "nginx-stub-status series", format: "nginx-stub-status", text: stubStatus(size) },
    { name: "webbench", format: "webbench", text: fill(sample("webbench/webbench-1.5-terminal-c10-t30.txt"), size) },
    { name: "free -s series", format: "free", text: fill(`${sample("free/procps-4.0.2-C-default.txt")}\n`, size) },
    { name: "ab runs", format: "ab", text: fill(sample("ab/ab-plain-n1000-c10.txt"), size) },
    { name: "ab -g (1M rows)", format: "ab-gnuplot", text: abGnuplot(1_000_000) },
    { name: "top (36 MB)", format: "top", text: top(36e6) },
  ];
}

export function writeInputs(dir, mb) {
  return makeInputs(mb).map((c) => {
    const file = join(dir, `${c.name.replace(/\(.*\)/, "").trim().replace(/[^a-z0-9]+/gi, "-")}.txt`);
    writeFileSync(file, c.text);
    return { ...c, file, mb: Buffer.byteLength(c.text) / 1e6, text: undefined };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const c of writeInputs(process.argv[2] ?? ".", Number(process.env.BENCH_MB ?? 10))) console.log(c.format.padEnd(18), c.mb.toFixed(1), c.file);
}
