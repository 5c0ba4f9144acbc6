#!/usr/bin/env node
/**
 * CSV before/after: runs every file of samples/ through a build's CLI in each CSV mode (--csv, --csv --summary,
 * --csv --raw) and keeps what it printed, then compares two such runs cell by cell. For a change to the CSV writer:
 * build the old code into one folder and the new into another, run both, and read the diff.
 *
 * Usage:
 *   node scripts/csv-compare.mjs run DIST_DIR OUT_DIR      (DIST_DIR: a build's dist/, e.g. a copy of the old one)
 *   node scripts/csv-compare.mjs diff OLD_OUT NEW_OUT      (a summary per kind of change, and the files)
 */
import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(fileURLToPath(import.meta.url), "..", "..");
const MODES = { csv: ["--csv"], summary: ["--csv", "--summary"], raw: ["--csv", "--raw"] };

function samples(dir = join(root, "samples")) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...samples(path));
    else if (name !== "README.md") out.push(path);
  }
  return out;
}

const runOne = (cli, args) =>
  new Promise((resolve) => {
    execFile(process.execPath, [cli, "-q", ...args], { maxBuffer: 1 << 28, encoding: "utf8" }, (err, stdout, stderr) => {
      resolve({ code: err ? (err.code ?? 1) : 0, stdout, stderr });
    });
  });

async function run(dist, outDir) {
  const cli = join(dist, "cli.js");
  const jobs = [];
  for (const file of samples()) for (const [mode, flags] of Object.entries(MODES)) jobs.push({ file, mode, flags });
  const results = {};
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { file, mode, flags } = jobs[next++];
      const r = await runOne(cli, [...flags, file]);
      const key = `${relative(root, file)} ${mode}`;
      results[key] = r;
    }
  };
  await Promise.all([worker(), worker()]);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "results.json"), JSON.stringify(results));
  console.log(`${jobs.length} runs into ${outDir}`);
}

/** test/helpers/csv-read.ts's readCsv, bundled from the TypeScript source in memory (as build-schemas.mjs does). */
async function loadReadCsv() {
  const result = await build({ entryPoints: [join(root, "test", "helpers", "csv-read.ts")], bundle: true, platform: "node", format: "esm", write: false, logLevel: "silent" });
  return (await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`)).readCsv;
}
const readCsv = await loadReadCsv();

/** The table as a list of {column: cell} objects, empty cells left out (a column only in one header is then no change). */
function records(text) {
  const [header, ...rows] = readCsv(text);
  if (!header) return [];
  return rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? ""]).filter(([, v]) => v !== "")));
}

function diff(oldDir, newDir) {
  const a = JSON.parse(readFileSync(join(oldDir, "results.json"), "utf8"));
  const b = JSON.parse(readFileSync(join(newDir, "results.json"), "utf8"));
  const kinds = new Map();
  const note = (kind, key, detail) => {
    if (!kinds.has(kind)) kinds.set(kind, []);
    kinds.get(kind).push(detail ? `${key}: ${detail}` : key);
  };
  let same = 0;
  for (const key of Object.keys(a).sort()) {
    const x = a[key];
    const y = b[key];
    if (!y) {
      note("missing in the new run", key);
      continue;
    }
    if (x.stdout === y.stdout && x.code === y.code) {
      same++;
      continue;
    }
    if (x.code !== y.code) note("exit status", key, `${x.code} -> ${y.code}`);
    const ra = records(x.stdout);
    const rb = records(y.stdout);
    const [ha = []] = readCsv(x.stdout);
    const [hb = []] = readCsv(y.stdout);
    if (ra.length !== rb.length) note("row count", key, `${ra.length} -> ${rb.length}`);
    const added = hb.filter((h) => !ha.includes(h));
    const dropped = ha.filter((h) => !hb.includes(h));
    // a header column added that is empty in every row is the schema's header (columns no record of this input has)
    const addedUsed = added.filter((h) => rb.some((r) => h in r));
    if (addedUsed.length) note("columns added with values", key, addedUsed.slice(0, 8).join(" "));
    if (added.length > addedUsed.length) note("empty columns added (schema header)", key, `${added.length - addedUsed.length}`);
    if (dropped.length) note("columns dropped", key, dropped.slice(0, 8).join(" "));
    const common = ha.filter((h) => hb.includes(h));
    const order = common.join("\n") === hb.filter((h) => ha.includes(h)).join("\n");
    if (!order) note("column order", key);
    const cells = new Map();
    for (let i = 0; i < Math.min(ra.length, rb.length); i++) {
      for (const h of common) {
        const u = ra[i][h] ?? "";
        const v = rb[i][h] ?? "";
        if (u !== v) {
          const k = `${h}: ${JSON.stringify(u).slice(0, 60)} -> ${JSON.stringify(v).slice(0, 60)}`;
          if (!cells.has(h)) cells.set(h, k);
        }
      }
    }
    for (const k of cells.values()) note("cells changed", key, k);
  }
  console.log(`${same} of ${Object.keys(a).length} runs print the same bytes`);
  for (const [kind, list] of kinds) {
    console.log(`\n## ${kind} (${list.length})`);
    for (const line of list) console.log(`  ${line}`);
  }
}

const [cmd, x, y] = process.argv.slice(2);
if (cmd === "run" && x && y) await run(x, y);
else if (cmd === "diff" && x && y) diff(x, y);
else {
  console.error("usage: csv-compare.mjs run DIST_DIR OUT_DIR | diff OLD_OUT NEW_OUT");
  process.exit(2);
}
