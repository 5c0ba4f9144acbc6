#!/usr/bin/env node
/**
 * test/cross-format.test.ts through the CLI (issue #40): for every ordered pair of registered formats (forced X, the
 * first non-empty sample of Y), runs `benchparse --ndjson --format X FILE` (dist/cli.js: `npm run build` first) and
 * checks that its exit status says what the library says: exit 0 with the same records exactly when `safeParse`
 * succeeds with records, exit 1 when it fails (records the CLI streamed before the error may precede it: they are
 * counted and listed). Prints the pairs the CLI reads with exit 0 (test/cross-format.test.ts's KNOWN_MISREADS, by
 * sample), those that print records before failing, and any disagreement; exits 1 on a disagreement.
 *
 * Usage: node scripts/cross-format-cli.mjs [FORMAT...]   (only the pairs where FORMAT is forced, or read)
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { formatNames, getFormat, safeParse } from "../dist/index.js";

const root = join(import.meta.dirname, "..");
const cli = join(root, "dist", "cli.js");
const only = process.argv.slice(2);
const walk = (d) => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));

/** The first sample of a format with some text in it (its testing folder, its files), as testing.files selects. */
function firstSample(format) {
  const { samples, files = /\.txt$/ } = getFormat(format).testing;
  const dir = join(root, samples);
  if (!existsSync(dir)) return undefined;
  return walk(dir)
    .filter((p) => !/(^|\/)README\.md$/.test(p) && files.test(relative(dir, p)))
    .sort()
    .find((p) => /\S/.test(readFileSync(p, "utf8")));
}

const run = (args) =>
  new Promise((resolve) => {
    execFile(process.execPath, [cli, ...args], { maxBuffer: 256 * 1024 * 1024 }, (err, stdout) => {
      resolve({ status: err ? (typeof err.code === "number" ? err.code : 1) : 0, records: stdout.split("\n").filter((l) => l.startsWith("{")).length });
    });
  });

const pairs = [];
for (const own of formatNames) {
  const file = firstSample(own);
  if (file === undefined) continue;
  for (const forced of formatNames) {
    if (forced === own || (only.length > 0 && !only.includes(forced) && !only.includes(own))) continue;
    pairs.push({ own, forced, file });
  }
}

const read = [];
const streamed = [];
const disagreements = [];
let done = 0;
// two at a time: each run is mostly the CLI's start
async function worker() {
  for (;;) {
    const pair = pairs[done++];
    if (pair === undefined) return;
    const { own, forced, file } = pair;
    const text = readFileSync(file, "utf8");
    const lib = safeParse(text, { format: forced });
    const libReads = lib.success && lib.data.length > 0;
    const { status, records } = await run(["--ndjson", "--quiet", "--format", forced, file]);
    const rel = relative(join(root, "samples"), file);
    if (status === 0 && records > 0) read.push(`${forced} reads ${rel} (${own}): exit 0, ${records} records`);
    if (status !== 0 && records > 0) streamed.push(`${forced} on ${rel} (${own}): ${records} records, then exit ${status}`);
    const agrees = libReads ? status === 0 && records === lib.data.length : status !== 0;
    if (!agrees) disagreements.push(`${forced} on ${rel} (${own}): library ${libReads ? `${lib.data.length} records` : "fails"}, CLI exit ${status} with ${records} records`);
  }
}
await Promise.all([worker(), worker()]);
console.log(`${pairs.length} pairs (forced format, first sample of another format) through the CLI`);
console.log(`read with exit 0 and records: ${read.length}`);
for (const r of read) console.log(`  ${r}`);
console.log(`records streamed before an error (exit 1): ${streamed.length}`);
for (const r of streamed) console.log(`  ${r}`);
console.log(`CLI and library disagree: ${disagreements.length}`);
for (const d of disagreements) console.log(`  ${d}`);
process.exitCode = disagreements.length > 0 ? 1 : 0;
