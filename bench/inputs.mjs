// The generated inputs of `npm run bench`, written to a directory: one file per case, made from the samples (every
// registered format has one: a format without a case below is read as its largest sample repeated, allInputs).
// BENCH_MB sets the size of the table formats' inputs (default 10); top is 36 MB and ab -g 1M rows, as in #20
// (makeInputs' scaleAll sizes them by BENCH_MB too).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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

/** A CSV file: its header once, then its rows repeated to about `bytes`. */
function rowsOf(path, bytes) {
  const [head, ...rows] = sample(path).trimEnd().split("\n");
  return `${head}\n${fill(`${rows.join("\n")}\n`, bytes)}`;
}

/** ab -e: one file's 101 percentile rows, again and again (ab writes one table per run: a log of runs). */
const abCsv = (bytes) => fill(sample("ab/ab-oracle-n3000-c20.csv"), bytes);

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
 * A sysstat JSON document (sadf -j, iostat -o JSON, pidstat -o JSON) of about `bytes`: the sample capture's head, its
 * statistics repeated one a second from `start` (each with its own time, written into it by `stamp`, days going by),
 * and its tail.
 */
function statisticsJson(path, bytes, start, stamp) {
  const text = sample(path);
  const headEnd = text.indexOf('"statistics": [\n') + '"statistics": [\n'.length;
  // the statistics array closes at its own depth (three tabs; a sample's lines have four or more)
  const tailStart = text.indexOf("\n\t\t\t]", headEnd) + 1;
  const samples = text.slice(headEnd, tailStart).replace(/\n$/, "").split(/(?<=\n\t\t\t\t}),\n/);
  const parts = [text.slice(0, headEnd)];
  for (let i = 0, size = headEnd; size < bytes; i++) {
    const s = stamp(samples[i % samples.length], new Date(start + i * 1000).toISOString());
    parts.push(i === 0 ? s : `,\n${s}`);
    size += s.length + 2;
  }
  parts.push(`\n${text.slice(tailStart)}`);
  return parts.join("");
}

/** sadf -j's samples from 2026-01-01: `"date": "2026-01-01", "time": "00:00:00"`. */
const sadfJson = (bytes) =>
  statisticsJson("sar-json/sadf-j-A.C.json", bytes, Date.UTC(2026, 0, 1), (s, at) => s.replace(/"date": "[0-9-]+", "time": "[0-9:]+"/, `"date": "${at.slice(0, 10)}", "time": "${at.slice(11, 19)}"`));
/** iostat -o JSON -t's samples from the capture's date: `"timestamp": "12/06/26 15:22:59"` (the C locale's %x %X). */
const iostatJson = (bytes) =>
  statisticsJson("iostat-json/iostat-o-JSON-x-p-ALL-t-1-2.C.json", bytes, Date.UTC(2026, 11, 6, 15, 22, 59), (s, at) =>
    s.replace(/"timestamp": "[^"]*"/, `"timestamp": "${at.slice(5, 7)}/${at.slice(8, 10)}/${at.slice(2, 4)} ${at.slice(11, 19)}"`),
  );
/** pidstat -o JSON's samples from the capture's clock: `"timestamp": "12:53:20"` (the clock alone, as pidstat prints it). */
const pidstatJson = (bytes) =>
  statisticsJson("pidstat-json/sysstat-tests-expected.pidstat-At-ALL-JSON.json", bytes, Date.UTC(2020, 5, 1, 12, 53, 20), (s, at) => s.replace(/"timestamp": "[^"]*"/, `"timestamp": "${at.slice(11, 19)}"`));

/**
 * The cases: name, format, and the text (or, for sar, the text `sar -A` gives for a binary file when one is at hand;
 * see run.mjs). Sizes in bytes.
 */
export function makeInputs(mb = 10, { scaleAll = false } = {}) {
  const size = mb * 1e6;
  // (scaleAll: top and ab -g at `mb` too, as test/memory.test.ts takes them; an ab -g row is about 44 bytes)
  const topBytes = scaleAll ? size : 36e6;
  const abRows = scaleAll ? Math.max(1, Math.round(size / 44)) : 1_000_000;
  return [
    { name: "sar", format: "sar", text: fill(`${sample("sar/sar-A-C-comments-restart.txt")}\n`, size) },
    { name: "sadf -j (sar-json)", format: "sar-json", text: sadfJson(size) },
    { name: "iostat -o JSON -x -p ALL -t", format: "iostat-json", text: iostatJson(size) },
    { name: "pidstat -o JSON (sysstat's test)", format: "pidstat-json", text: pidstatJson(size) },
    { name: "atsar", format: "atsar", text: fill(sample("atsar/atopsar-raw-A.txt"), size) },
    { name: "nginx-stub-status series", format: "nginx-stub-status", text: stubStatus(size) },
    { name: "webbench", format: "webbench", text: fill(sample("webbench/webbench-1.5-terminal-c10-t30.txt"), size) },
    { name: "free -s series", format: "free", text: fill(`${sample("free/procps-4.0.2-C-default.txt")}\n`, size) },
    { name: "ab runs", format: "ab", text: fill(sample("ab/ab-plain-n1000-c10.txt"), size) },
    { name: "ab -g (1M rows)", format: "ab-gnuplot", text: abGnuplot(abRows) },
    { name: "top (36 MB)", format: "top", text: top(topBytes) },
    // the other formats: one real sample repeated to the size (a load generator's: a run after a run; a monitor's: a
    // capture after a capture, its header again each time as when it is restarted). The sysstat and procps ones are
    // C-locale captures jc reads too, so that jc is their peer (run.mjs).
    { name: "vmstat", format: "vmstat", text: fill(sample("vmstat/procps-4.0.2-C-1-23.txt"), size) },
    { name: "iostat -t -x", format: "iostat", text: fill(sample("iostat/iostat-t-x-1-3.txt"), size) },
    { name: "mpstat -P ALL", format: "mpstat", text: fill(sample("mpstat/mpstat-P-ALL-1-2.txt"), size) },
    { name: "pidstat -h", format: "pidstat", text: fill(sample("pidstat/pidstat-h-u-r-d-w-1-2.txt"), size) },
    { name: "apache-status series", format: "apache-status", text: fill(sample("apache-status/event-series-epoch-ns-ab-n2000-c10.txt"), size) },
    { name: "wrk runs", format: "wrk", text: fill(sample("wrk/wrk-latency-t2-c10-d3s.txt"), size) },
    { name: "hey runs", format: "hey", text: fill(sample("hey/hey-n2000-c50.txt"), size) },
    { name: "h2load runs", format: "h2load", text: fill(sample("h2load/h2load-h1-n5000-c10.txt"), size) },
    { name: "siege runs", format: "siege", text: fill(sample("siege/siege-classic-c10-r50.txt"), size) },
    { name: "httperf runs", format: "httperf", text: fill(sample("httperf/httperf-conns1000.txt"), size) },
    { name: "bombardier runs", format: "bombardier", text: fill(sample("bombardier/written-v1.2-n10000-c50-status-classes-timeout.txt"), size) },
    { name: "autocannon runs", format: "autocannon", text: fill(sample("autocannon/autocannon-c10-d2.txt"), size) },
    { name: "vegeta reports", format: "vegeta", text: fill(sample("vegeta/pasted-prompt-v12.8.4-pipeline.txt"), size) },
    { name: "k6 summaries", format: "k6", text: fill(sample("k6/pasted-1x-thresholds-custom-metrics-two-scenarios.txt"), size) },
    { name: "ab -e (percentiles)", format: "ab-csv", text: abCsv(size) },
    { name: "hey -o csv", format: "hey-csv", text: rowsOf("hey/hey-csv-o-n300-c10.csv", size) },
  ];
}

/**
 * The cases of makeInputs, and for every registered format without one (`formats`: the registry, as dist/index.js
 * exports it) its largest sample repeated to the size, so that no format goes unmeasured.
 */
export function allInputs(mb = 10, formats = {}, options = {}) {
  const cases = makeInputs(mb, options);
  for (const [name, def] of Object.entries(formats)) {
    if (cases.some((c) => c.format === name)) continue;
    const dir = join(root, def.testing.samples);
    const files = readdirSync(dir).filter((f) => /\.(txt|csv|tsv|json|log)$/.test(f) && !f.includes("stderr"));
    const largest = files.map((f) => ({ f, size: statSync(join(dir, f)).size })).sort((a, b) => b.size - a.size)[0];
    if (largest) cases.push({ name: `${name} (${largest.f} repeated)`, format: name, text: fill(readFileSync(join(dir, largest.f), "utf8"), mb * 1e6) });
  }
  return cases;
}

export function writeInputs(dir, mb, formats) {
  return allInputs(mb, formats).map((c) => {
    const file = join(dir, `${c.name.replace(/\(.*\)/, "").trim().replace(/[^a-z0-9]+/gi, "-")}.txt`);
    writeFileSync(file, c.text);
    return { ...c, file, mb: Buffer.byteLength(c.text) / 1e6, text: undefined };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { formats } = await import(join(root, "dist", "index.js"));
  for (const c of writeInputs(process.argv[2] ?? ".", Number(process.env.BENCH_MB ?? 10), formats)) console.log(c.format.padEnd(18), c.mb.toFixed(1), c.file);
}
