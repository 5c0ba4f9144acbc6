// node bench/summary-plain.mjs FILE.tsv: the plain Node script `npm run bench` compares `benchparse --summary` on an
// ab -g file with: read the file, split it into lines and cells, the four time columns into typed arrays, sort each,
// pick min, mean, sd, median, max and ab's percentiles (index floor(n * p / 100)), print one JSON object.
import { readFileSync } from "node:fs";

const lines = readFileSync(process.argv[2], "utf8").split("\n");
const names = ["ctime", "dtime", "ttime", "wait"];
const cols = names.map(() => new Float64Array(lines.length));
let n = 0;
for (let i = 1; i < lines.length; i++) {
  if (lines[i] === "") continue;
  const cells = lines[i].split("\t");
  for (let c = 0; c < 4; c++) cols[c][n] = Number(cells[c + 2]);
  n++;
}
const out = { requests: n };
names.forEach((name, c) => {
  const v = cols[c].subarray(0, n).sort();
  let sum = 0;
  for (const x of v) sum += x;
  const mean = sum / n;
  let sq = 0;
  for (const x of v) sq += (x - mean) ** 2;
  out[name] = {
    minMs: v[0],
    meanMs: mean,
    sdMs: Math.sqrt(sq / (n - 1)),
    medianMs: n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2,
    maxMs: v[n - 1],
    percentiles: [50, 66, 75, 80, 90, 95, 98, 99, 100].map((p) => ({ percent: p, ms: p >= 100 ? v[n - 1] : v[Math.floor((n * p) / 100)] })),
  };
});
console.log(JSON.stringify(out));
