#!/usr/bin/env node
/**
 * The layers of the code, bottom to top, and the check that holds the imports to them: a file imports only from its
 * own layer or the layers below it (a format's or a grammar's folder not from another's), and no import circle exists
 * (not even within a layer). `node scripts/layers.mjs`
 * prints each violation and exits 1 when there is one; test/layers.test.ts runs it in CI.
 * CONTRIBUTING.md shows the same table (made from this one by test/readme-lists.test.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** Bottom first. A file belongs to the first layer whose pattern matches its path (a prefix, or an exact file). */
export const LAYERS = [
  { name: "grammar kit", paths: ["grammars/kit/"], holds: "the Chevrotain skeleton every grammar shares: tokens, parser config, row and hand readers" },
  { name: "kit", paths: ["src/kit/"], holds: "what formats and everything above share: ParseError, the grammar runner, the format contract (FormatDefinition), line tests, shell prompt and getopt readers, metric declaration types, lazy schemas" },
  { name: "normalize", paths: ["src/normalize/"], holds: "small format-agnostic value functions (numbers, sizes, dates, rates), one per file" },
  { name: "family grammars", paths: ["grammars/sysstat/"], holds: "a family's shared syntax: sysstat's header and row grammar (sar, iostat, mpstat, pidstat)" },
  { name: "grammars", paths: ["grammars/"], holds: "each format's syntax: tokens and parser, nothing else" },
  { name: "family kits", paths: ["src/formats/sysstat/", "src/formats/status-page/", "src/formats/load-test/"], holds: "what a family of formats shares: sysstat's header/row machinery, status pages' series, load generators' metrics mapping" },
  { name: "formats", paths: ["src/formats/"], exclude: ["src/formats/index.ts"], holds: "one folder per format: detect, raw, normalize, schema, registry entry" },
  { name: "registry", paths: ["src/formats/index.ts"], holds: "the one table of formats and the types read from it" },
  { name: "api", paths: ["src/api/"], holds: "parse, safeParse, parsePartial, detect, parseStream: the one engine" },
  { name: "extract", paths: ["src/extract/"], holds: "finding tool output inside other text (logs, Markdown, HTML)" },
  { name: "ci", paths: ["src/ci/"], holds: "load-test runs for the regression trackers (github-action-benchmark, Bencher) and the compare gate" },
  { name: "metrics", paths: ["src/metrics/"], holds: "Prometheus, OpenMetrics, Influx and OTLP writers" },
  { name: "report", paths: ["src/report/"], holds: "comparison tables and charts" },
  { name: "run", paths: ["src/run/"], holds: "a load test with the monitors that watched it, campaigns of them, and their report" },
  { name: "library", paths: ["src/index.ts"], holds: "the public API" },
  { name: "cli", paths: ["src/cli.ts", "src/bin.ts", "src/cli/", "src/commands/", "src/playground/"], holds: "the command line and the playground: thin, through the public API" },
];

/** Layers whose folders do not import each other: a format's (or a grammar's) folder imports only its own and lower layers. */
const OWN_FOLDER_ONLY = new Set(["formats", "grammars"]);
const folderOf = (file) => file.split("/").slice(0, file.startsWith("grammars/") ? 2 : 3).join("/");

export function layerOf(file) {
  for (let i = 0; i < LAYERS.length; i++) {
    const l = LAYERS[i];
    if (l.exclude?.includes(file)) continue;
    if (l.paths.some((p) => (p.endsWith("/") ? file.startsWith(p) : file === p))) return i;
  }
  return -1;
}

const IMPORT = /(?:^|\n)[ \t]*(?:import|export)[^;'"]*?from\s*["'](\.{1,2}\/[^"']+)["']|(?:^|\n)[ \t]*import\s*["'](\.{1,2}\/[^"']+)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

/** Every relative import of the TypeScript files under src/ and grammars/ (type-only imports count too). */
export function importsOf(root) {
  const files = [];
  const walk = (dir) => {
    for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
      const p = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".ts")) files.push(p);
    }
  };
  walk("src");
  walk("grammars");
  const edges = new Map();
  for (const f of files) {
    const text = readFileSync(join(root, f), "utf8");
    const out = new Set();
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      out.add(normalize(join(dirname(f), spec)).replace(/\\/g, "/").replace(/\.js$/, ".ts"));
    }
    edges.set(f, [...out].filter((t) => t.endsWith(".ts")));
  }
  return edges;
}

/** Imports from a lower layer to a higher one, files in no layer, and the import circles (each as its files). */
export function check(root) {
  const edges = importsOf(root);
  const problems = [];
  for (const [f, targets] of edges) {
    const lf = layerOf(f);
    if (lf === -1) problems.push(`${f}: in no layer (add it to LAYERS in scripts/layers.mjs)`);
    for (const t of targets) {
      const lt = layerOf(t);
      if (lt > lf && lf !== -1) problems.push(`${f} (${LAYERS[lf].name}) imports ${t} (${LAYERS[lt].name}): a higher layer`);
      else if (lf !== -1 && lt === lf && OWN_FOLDER_ONLY.has(LAYERS[lf].name) && folderOf(f) !== folderOf(t)) problems.push(`${f} imports ${t}: another format's folder (shared code goes to a family kit or src/kit)`);
    }
  }
  // Circles: Tarjan's strongly connected components.
  let index = 0;
  const stack = [], on = new Set(), ix = new Map(), low = new Map();
  const visit = (v) => {
    ix.set(v, index); low.set(v, index); index++; stack.push(v); on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!ix.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (on.has(w)) low.set(v, Math.min(low.get(v), ix.get(w)));
    }
    if (low.get(v) === ix.get(v)) {
      const c = [];
      let w;
      do { w = stack.pop(); on.delete(w); c.push(w); } while (w !== v);
      if (c.length > 1 || (edges.get(v) ?? []).includes(v)) problems.push(`import circle: ${c.sort().join(", ")}`);
    }
  };
  for (const f of edges.keys()) if (!ix.has(f)) visit(f);
  return { files: edges.size, imports: [...edges.values()].reduce((n, t) => n + t.length, 0), problems };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const { files, imports, problems } = check(root);
  for (const p of problems) console.log(p);
  console.log(`${files} files, ${imports} imports, ${problems.length} problem(s)`);
  process.exit(problems.length ? 1 : 0);
}
