// node scripts/fuzz.mjs [--seed N] [--count N] [--start N] [--only I] [--out DIR] [--slow-ms MS] [--corpus] (after
// `npm run build`): a seeded fuzz of the engine. Each input is a mutation of a real sample (samples/, and
// ../shared/corpus with --corpus): bytes and digits edited, lines cut, doubled, dropped and swapped, line ends changed
// (CRLF, CR alone, mixed), prose, control characters, NUL, Latin-1 bytes and UTF-16 put in. Each goes through
// parsePartial, safeParse, parse and parseStream (with and without continueOnError) at random chunk sizes (1 to
// 4096, as text or as bytes), detected or forced to its own format, normalized or raw. It counts:
// - differences: parseStream's records and errors are not parsePartial's (or safeParse's, parse's first error);
// - untyped errors: anything thrown that is not a ParseError, or a ParseError wrapping another exception;
// - bad values: NaN, an infinite number, a key __proto__/constructor/prototype in a record;
// - validation errors: a record that failed its schema (the normalizer should have refused the value where it was
//   printed; a format's finding, counted apart);
// - slow inputs: all calls of one input together past --slow-ms (default 2000).
// Input I of seed S is the same on every run (`--seed S --only I` replays it); with --out, the inputs of the first
// findings of each kind are written there. BENCHPARSE_MODULE=path/to/index.js tests another build than dist/.
// The figures are printed as JSON at the end (and every 5,000 inputs to stderr). test/fuzz/engine-fuzz.test.ts runs
// a slice of it (fuzzCases, checkCase) against the sources.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** mulberry32: a seeded generator of floats in [0, 1). */
export function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of input `i` of a run seeded `seed`. */
const seedOf = (seed, i) => (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(i + 1, 0xc2b2ae35)) >>> 0;

/** Tool output files of samples/ (and ../shared/corpus), with the format of their folder when it names one. */
export function baseTexts({ corpus = false, maxChars = 16 * 1024 } = {}) {
  const walk = (d) => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  const isOutput = (p) => !/(^|\/)(README|MANIFEST)\.md$|\.conf$|\.sh$|\.expected\.json$|\.json$|\.oracle[^/]*$/.test(p);
  const dirs = [join(root, "samples"), ...(corpus ? [join(root, "..", "shared", "corpus")] : [])];
  const out = [];
  for (const dir of dirs) {
    let files;
    try {
      files = walk(dir).filter(isOutput).sort();
    } catch {
      continue;
    }
    for (const file of files) {
      const full = readFileSync(file, "utf8");
      // long files cut to their first lines (still real output); the whole file now and then (see makeCase)
      const text = full.length > maxChars ? full.slice(0, full.lastIndexOf("\n", maxChars) + 1) : full;
      out.push({ name: relative(root, file), text, full });
    }
  }
  return out;
}

const PROSE = ["Here are the results:", "Results:", "Output of the benchmark below", "# K : 1024 bytes", "### Run 2", "- bullet point", "```", "```console", "$ ", "user@host:~$ ", "That's all, folks!", "结果如下：", "Résultats :"];
const CONTROLS = ["\x00", "\x1b[31m", "\x1b[0m", "\x07", "\x08", "\x7f", "\u202e", "\u200b", "\u00a0", "\ufeff", "\x1b]0;title\x07", "\f", "\v", "\u2028"];
const NUMBERS = ["0", "-1", "-0", "1e999", "9".repeat(25), "18446744073709551616", "0.0000001", "1.5", "1,5", "NaN", "Infinity", "-nan", "00000000001", "4294967296", "2147483648", ""];

/**
 * One fuzz input: a sample, 1 to 4 mutations, and how it is read. Returns { name, kinds, input (string or bytes),
 * options, chunking }.
 */
export function makeCase(bases, seed, i) {
  const rnd = random(seedOf(seed, i));
  const int = (n) => Math.floor(rnd() * n);
  const pick = (xs) => xs[int(xs.length)];
  const base = pick(bases);
  let text = rnd() < 0.05 ? base.full : base.text;
  const kinds = [];
  let bytes;
  const lines = () => text.split("\n");
  const mutations = [
    ["byte flip", () => {
      if (text.length === 0) return;
      const b = Buffer.from(text, "utf8");
      const at = int(b.length);
      b[at] ^= 1 << int(8);
      text = b.toString("utf8");
    }],
    ["character replaced", () => {
      const at = int(text.length + 1);
      text = text.slice(0, at) + String.fromCharCode(32 + int(95)) + text.slice(at + 1);
    }],
    ["digit edit", () => {
      const runs = [...text.matchAll(/\d+(?:[.,]\d+)?/g)];
      if (runs.length === 0) return;
      const r = pick(runs);
      const what = int(4);
      const value = what === 0 ? pick(NUMBERS) : what === 1 ? r[0].slice(0, -1) : what === 2 ? `${r[0]}${int(10)}` : String(int(10 ** (1 + int(6))));
      text = text.slice(0, r.index) + value + text.slice(r.index + r[0].length);
    }],
    ["cut off", () => void (text = text.slice(0, int(text.length + 1)))],
    ["cut inside a number", () => {
      const runs = [...text.matchAll(/\d{2,}/g)];
      if (runs.length > 0) {
        const r = pick(runs);
        text = text.slice(0, r.index + 1 + int(r[0].length - 1));
      }
    }],
    ["line doubled", () => {
      const ls = lines();
      const at = int(ls.length);
      ls.splice(at, 0, ...Array(1 + int(3)).fill(ls[at]));
      text = ls.join("\n");
    }],
    ["line dropped", () => {
      const ls = lines();
      ls.splice(int(ls.length), 1);
      text = ls.join("\n");
    }],
    ["lines swapped", () => {
      const ls = lines();
      const a = int(ls.length);
      const b = Math.min(ls.length - 1, a + 1 + int(3));
      [ls[a], ls[b]] = [ls[b], ls[a]];
      text = ls.join("\n");
    }],
    ["line moved", () => {
      const ls = lines();
      const [l] = ls.splice(int(ls.length), 1);
      ls.splice(int(ls.length + 1), 0, l);
      text = ls.join("\n");
    }],
    ["CRLF", () => void (text = text.replace(/\n/g, "\r\n"))],
    ["CR alone", () => void (text = text.replace(/\n/g, "\r"))],
    ["CR alone after the first line", () => {
      const at = text.indexOf("\n");
      if (at !== -1) text = text.slice(0, at + 1) + text.slice(at + 1).replace(/\n/g, "\r");
    }],
    ["CR put in", () => {
      const at = int(text.length + 1);
      text = `${text.slice(0, at)}${pick(["\r", "\r\r", "\r\n", "\n\r"])}${text.slice(at)}`;
    }],
    ["some lines CRLF", () => void (text = lines().map((l, k) => (k % (2 + int(3)) === 0 ? `${l}\r` : l)).join("\n"))],
    ["blank line after every line", () => void (text = text.replace(/\n/g, "\n\n"))],
    ["no final line end", () => void (text = text.replace(/\s+$/, ""))],
    ["prose line", () => {
      const ls = lines();
      ls.splice(int(ls.length + 1), 0, pick(PROSE));
      text = ls.join("\n");
    }],
    ["control characters", () => {
      const at = int(text.length + 1);
      text = text.slice(0, at) + pick(CONTROLS) + text.slice(at);
    }],
    ["NUL bytes", () => {
      for (let k = 1 + int(4); k > 0; k--) {
        const at = int(text.length + 1);
        text = `${text.slice(0, at)}\0${text.slice(at)}`;
      }
    }],
    ["line from another sample", () => {
      const other = pick(bases).text.split("\n");
      const ls = lines();
      ls.splice(int(ls.length + 1), 0, ...other.slice(int(other.length), 1 + int(other.length)).slice(0, 1 + int(4)));
      text = ls.join("\n");
    }],
    ["indented", () => void (text = lines().map((l) => (l === "" ? l : `${pick(["    ", "\t", "> ", "# "])}${l}`)).join("\n"))],
    ["UTF-16 text put in", () => {
      const at = int(text.length + 1);
      const piece = text.slice(at, at + 1 + int(40)).replace(/(.)/gsu, "$1\0");
      text = text.slice(0, at) + piece + text.slice(at);
    }],
  ];
  const count = 1 + int(4);
  for (let k = 0; k < count; k++) {
    const [kind, apply] = pick(mutations);
    kinds.push(kind);
    apply();
  }
  // bytes: the text as UTF-8 with Latin-1 bytes in it, or as UTF-16 (with or without a byte-order mark)
  const encoding = rnd();
  if (encoding < 0.06) {
    const b = Buffer.from(text, "utf8");
    const out = [];
    let from = 0;
    for (let k = 1 + int(3); k > 0; k--) {
      const at = from + int(b.length - from + 1);
      out.push(b.subarray(from, at), Buffer.from([pick([0xe9, 0xe8, 0xfc, 0xb0, 0xa0, 0xff])]));
      from = at;
    }
    out.push(b.subarray(from));
    bytes = new Uint8Array(Buffer.concat(out));
    kinds.push("Latin-1 bytes");
  } else if (encoding < 0.1) {
    const le = rnd() < 0.6;
    const bom = rnd() < 0.7;
    const units = `${bom ? "\ufeff" : ""}${text}`;
    const b = Buffer.alloc(units.length * 2);
    for (let k = 0; k < units.length; k++) {
      const c = units.charCodeAt(k);
      b[2 * k + (le ? 0 : 1)] = c & 0xff;
      b[2 * k + (le ? 1 : 0)] = c >> 8;
    }
    bytes = new Uint8Array(b);
    kinds.push(`UTF-16${le ? "LE" : "BE"}${bom ? " with a BOM" : ""}`);
  }
  const formatOf = base.name.startsWith("samples/") ? base.name.split("/")[1] : undefined;
  const options = {};
  if (rnd() < 0.35 && formatOf !== undefined) options.format = forcedFormat(formatOf, base.name);
  if (rnd() < 0.15) options.raw = true;
  const maxChunk = pick([1, 2, 7, 64, 512, 4096, 4096]);
  return {
    index: i,
    name: base.name,
    kinds,
    input: bytes ?? text,
    options,
    chunking: { seed: seedOf(seed ^ 0x5bd1e995, i), max: maxChunk, asBytes: bytes !== undefined || rnd() < 0.5 },
    callParse: rnd() < 0.25,
    callStop: rnd() < 0.25,
  };
}

/** The format a sample of samples/<folder>/ is forced to (a folder holds a few: ab's holds ab -e and ab -g files). */
function forcedFormat(folder, name) {
  if (folder === "ab") return name.endsWith(".csv") ? "ab-csv" : name.endsWith(".tsv") ? "ab-gnuplot" : "ab";
  if (folder === "hey" && name.endsWith(".csv")) return "hey-csv";
  return folder;
}

/** Chunks of an input, `max` at most, sizes from a seeded generator. */
export function* chunksOf(input, { seed, max, asBytes }) {
  const rnd = random(seed);
  const all = typeof input === "string" && asBytes ? new TextEncoder().encode(input) : input;
  for (let i = 0; i < all.length; ) {
    const n = 1 + Math.floor(rnd() * max);
    yield all.slice(i, i + n);
    i += n;
  }
}

const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

/** A bad value in a record: NaN, an infinite number, a forbidden key. */
function badValue(value, path = "$") {
  if (typeof value === "number") return Number.isFinite(value) ? undefined : `${path} is ${value}`;
  if (value === null || typeof value !== "object") return undefined;
  for (const key of Object.keys(value)) {
    if (FORBIDDEN.has(key)) return `${path} has the key ${key}`;
    const bad = badValue(value[key], `${path}.${key}`);
    if (bad) return bad;
  }
  return undefined;
}

const errorView = (e) => `${e.line}:${e.column} ${e.reason}`;

/**
 * Runs one case through every way in; returns its findings ({ kind, detail }) and the time it took (ms).
 * `lib`: the library (dist/index.js, or the sources in a test).
 */
export async function checkCase(lib, c) {
  const findings = [];
  const untyped = (where, err) => {
    if (!(err instanceof lib.ParseError)) findings.push({ kind: "untyped error", detail: `${where}: ${String(err?.stack ?? err).slice(0, 400)}` });
    else if (err.cause !== undefined || /^internal error/.test(err.reason)) findings.push({ kind: "untyped error", detail: `${where}: ${err.message.slice(0, 400)}\n${String(err.cause?.stack ?? "").slice(0, 600)}` });
  };
  const started = performance.now();
  let partial;
  try {
    partial = lib.parsePartial(c.input, c.options);
  } catch (err) {
    untyped("parsePartial threw", err);
    findings.push({ kind: "untyped error", detail: "parsePartial threw" });
    return { findings, ms: performance.now() - started };
  }
  for (const e of partial.errors) {
    untyped("parsePartial error", e);
    if (/failed validation/.test(e.reason)) findings.push({ kind: "validation error", detail: e.message.slice(0, 300) });
  }
  for (const r of partial.records) {
    const bad = badValue(r);
    if (bad) findings.push({ kind: "bad value", detail: bad });
  }
  const records = partial.records.map((r) => JSON.stringify(r));
  const errors = partial.errors.map(errorView);
  // parseStream, continueOnError: the same records and errors
  const got = { records: [], errors: [] };
  try {
    for await (const item of lib.parseStream(chunksOf(c.input, c.chunking), { ...c.options, continueOnError: true })) {
      if (item !== null && typeof item === "object" && item.ok === false) {
        untyped("parseStream error item", item.error);
        got.errors.push(errorView(item.error));
      } else got.records.push(JSON.stringify(item));
    }
  } catch (err) {
    untyped("parseStream threw", err);
    got.errors.push(`threw ${String(err?.message ?? err)}`);
  }
  const diff = firstDifference(records, got.records) ?? firstDifference(errors, got.errors);
  if (diff !== undefined) findings.push({ kind: "stream/batch difference", detail: diff });
  // safeParse: the records when there is no error, else the first error
  const safe = lib.safeParse(c.input, c.options);
  if (safe.success) {
    if (errors.length > 0) findings.push({ kind: "stream/batch difference", detail: `safeParse succeeded; parsePartial: ${errors[0]}` });
    else if (JSON.stringify(safe.data.map((r) => JSON.stringify(r))) !== JSON.stringify(records)) findings.push({ kind: "stream/batch difference", detail: "safeParse's records are not parsePartial's" });
  } else {
    untyped("safeParse", safe.error);
    if (errors[0] !== errorView(safe.error)) findings.push({ kind: "stream/batch difference", detail: `safeParse: ${errorView(safe.error)}; parsePartial: ${errors[0] ?? "no error"}` });
  }
  if (c.callParse) {
    try {
      const data = lib.parse(c.input, c.options);
      if (!safe.success || data.length !== safe.data.length) findings.push({ kind: "stream/batch difference", detail: "parse returned where safeParse did not" });
    } catch (err) {
      untyped("parse threw", err);
      if (safe.success || (err instanceof lib.ParseError && errorView(err) !== errorView(safe.error))) findings.push({ kind: "stream/batch difference", detail: `parse threw ${String(err?.message ?? err).slice(0, 200)}` });
    }
  }
  if (c.callStop) {
    // without continueOnError: the records before the first error, then that error thrown
    const before = [];
    let thrown;
    try {
      for await (const item of lib.parseStream(chunksOf(c.input, c.chunking), c.options)) before.push(JSON.stringify(item));
    } catch (err) {
      thrown = err;
      untyped("parseStream (stop at errors) threw", err);
    }
    const want = safe.success ? records : undefined;
    if (want !== undefined && (thrown !== undefined || firstDifference(want, before) !== undefined)) findings.push({ kind: "stream/batch difference", detail: `parseStream stopping at errors: ${thrown ? `threw ${thrown.message}` : firstDifference(want, before)}` });
    if (!safe.success && (thrown === undefined || !(thrown instanceof lib.ParseError) || errorView(thrown) !== errorView(safe.error))) findings.push({ kind: "stream/batch difference", detail: `parseStream stopping at errors: ${thrown ? errorView(thrown) : "no error"}; safeParse: ${errorView(safe.error)}` });
  }
  return { findings, ms: performance.now() - started };
}

function firstDifference(want, got) {
  const n = Math.max(want.length, got.length);
  for (let i = 0; i < n; i++) if (want[i] !== got[i]) return `item ${i}: batch ${String(want[i] ?? "(none)").slice(0, 240)} | stream ${String(got[i] ?? "(none)").slice(0, 240)}`;
  return undefined;
}

/** Runs cases start..start+count-1; `onCase` sees each result. Returns the figures. */
export async function fuzz(lib, { seed, count, start = 0, bases, slowMs = 2000, onFinding = () => {}, onProgress = () => {} }) {
  const figures = { seed, start, inputs: 0, differences: 0, untypedErrors: 0, badValues: 0, validationErrors: 0, slow: 0, slowest: [], ms: 0 };
  const began = performance.now();
  for (let i = start; i < start + count; i++) {
    const c = makeCase(bases, seed, i);
    const { findings, ms } = await checkCase(lib, c);
    figures.inputs++;
    if (ms > slowMs) findings.push({ kind: "slow", detail: `${Math.round(ms)} ms` });
    const kinds = new Set(findings.map((f) => f.kind));
    if (kinds.has("stream/batch difference")) figures.differences++;
    if (kinds.has("untyped error")) figures.untypedErrors++;
    if (kinds.has("bad value")) figures.badValues++;
    if (kinds.has("validation error")) figures.validationErrors++;
    if (kinds.has("slow")) figures.slow++;
    figures.slowest.push({ index: i, ms: Math.round(ms), name: c.name });
    figures.slowest.sort((a, b) => b.ms - a.ms);
    figures.slowest.length = Math.min(figures.slowest.length, 5);
    for (const f of findings) onFinding(c, f);
    if (figures.inputs % 5000 === 0) onProgress(figures, performance.now() - began);
  }
  figures.ms = Math.round(performance.now() - began);
  return figures;
}

async function main() {
  const args = process.argv.slice(2);
  const arg = (name, fallback) => {
    const at = args.indexOf(`--${name}`);
    return at === -1 ? fallback : args[at + 1];
  };
  const seed = Number(arg("seed", 39));
  const only = arg("only", undefined);
  const start = only !== undefined ? Number(only) : Number(arg("start", 0));
  const count = only !== undefined ? 1 : Number(arg("count", 10_000));
  const out = arg("out", undefined);
  const slowMs = Number(arg("slow-ms", 2000));
  const modulePath = process.env.BENCHPARSE_MODULE ? resolve(process.env.BENCHPARSE_MODULE) : join(root, "dist", "index.js");
  const lib = await import(pathToFileURL(modulePath).href);
  const bases = baseTexts({ corpus: args.includes("--corpus") });
  const written = new Map();
  if (out) mkdirSync(out, { recursive: true });
  const onFinding = (c, f) => {
    const n = (written.get(f.kind) ?? 0) + 1;
    written.set(f.kind, n);
    if (only !== undefined || n <= 20) console.error(`[${f.kind}] input ${c.index} (${c.name}; ${c.kinds.join(", ")}; ${JSON.stringify(c.options)}; chunks up to ${c.chunking.max}${c.chunking.asBytes ? " bytes" : ""}): ${f.detail}`);
    if (out && n <= 50) {
      const file = join(out, `${f.kind.replace(/\W+/g, "-")}-${c.index}`);
      writeFileSync(`${file}.input`, c.input);
      writeFileSync(`${file}.json`, `${JSON.stringify({ seed, index: c.index, sample: c.name, mutations: c.kinds, options: c.options, chunking: c.chunking, finding: f }, null, 2)}\n`);
    }
  };
  const onProgress = (f, ms) => console.error(`[fuzz] ${f.inputs} inputs in ${Math.round(ms / 1000)} s: ${f.differences} differences, ${f.untypedErrors} untyped errors, ${f.badValues} bad values, ${f.validationErrors} validation errors, ${f.slow} slow`);
  const figures = await fuzz(lib, { seed, count, start, bases, slowMs, onFinding, onProgress });
  console.log(JSON.stringify({ module: relative(root, modulePath), bases: bases.length, ...figures }, null, 2));
  process.exitCode = figures.differences + figures.untypedErrors + figures.badValues > 0 ? 1 : 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
