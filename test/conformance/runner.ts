/**
 * The shared part of the conformance suite (test/conformance/<format>.test.ts, one module per format):
 * - `row()`: one line of the conformance table (format, variant, source) as one vitest test. Its result (pass, FAIL,
 *   skipped) is the test's; the detail it returns and the differences it records travel to the reporter
 *   (test/conformance/reporter.ts) in the test's `meta`, which prints the table and can write docs/conformance.md.
 * - `findTool()` / `needTool()`: the real tools. Outside CI a missing tool skips its rows with a visible message; in CI
 *   (CI=true) it is a failure, because .ci/run installs them.
 * - `capture()` / `captureAsync()`: bounded runs of a tool (a timeout kills it), LC_ALL=C unless told otherwise.
 * - `corpus*()`: ../shared/corpus/<dir>/, read in place (never copied into the repository); missing folder = skip
 *   outside CI, failure in CI.
 * - `compare()`: another project's expected numbers against ours, field by field after mapping names and units. Every
 *   difference must be explained by a rule of the format module, and every field of theirs we do not compare must say
 *   why; anything else fails the row.
 *
 * Adding a format is adding test/conformance/<format>.test.ts: its live rows (findTool, needTool, capture, an oracle),
 * its corpus rows (corpusPresent, corpusFiles, corpusText) and its comparisons (compareInRow with its own rules). The
 * reporter lists every row by its format id; nothing else needs to change.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, it, type TestContext } from "vitest";

export const inCI = process.env.CI === "true";

/** One line of the conformance table. */
export interface Row {
  /** The registry id (`ab`, `free`, ...). */
  format: string;
  /** What kind of input: a flag set, a mode, `corpus`, `expected.json`, `peer: jc`... */
  variant: string;
  /** Where the input came from: `live: free 4.0.2`, `corpus: <file>`... */
  source: string;
  /** Set by the row when it passes: what was checked, with the key figures. */
  detail?: string;
}

/** One field where another project's expected output and ours disagree, with the reason. */
export interface Difference {
  format: string;
  source: string;
  field: string;
  theirs: string;
  ours: string;
  why: string;
}

declare module "vitest" {
  interface TaskMeta {
    conformance?: Row;
    differences?: Difference[];
  }
}

export interface RowContext {
  ctx: TestContext;
  /** Records a difference (shown in the differences table). */
  differ(d: Omit<Difference, "format">): void;
}

/**
 * Declares one conformance row. `fn` runs the checks (vitest `expect`) and returns the detail text for the table.
 * Rows of one file run in order, so a row can use a capture an earlier row made.
 */
export function row(r: Row, fn: (c: RowContext) => string | void | Promise<string | void>, timeout = 30_000): void {
  it(`${r.variant} | ${r.source}`, { meta: { conformance: { ...r } }, timeout }, async (ctx) => {
    const differences: Difference[] = [];
    ctx.task.meta.differences = differences;
    const detail = await fn({ ctx, differ: (d) => differences.push({ format: r.format, ...d }) });
    if (typeof detail === "string") ctx.task.meta.conformance = { ...r, detail };
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// Tools

export interface Tool {
  name: string;
  /** The Debian package that provides it (what .ci/run installs). */
  pkg: string;
  /** Absolute or PATH name that ran, undefined when not found. */
  bin?: string;
  /** The tool's own version text (first line), when it has one. */
  version?: string;
}

const warned = new Set<string>();

/**
 * Looks for a tool: the first candidate whose version command exits 0 (or prints the expected text). Prints one
 * visible line when it is missing outside CI.
 */
export function findTool(name: string, pkg: string, candidates: string[], versionArgs: string[], versionPattern?: RegExp): Tool {
  for (const bin of candidates) {
    const res = spawnSync(bin, versionArgs, { encoding: "utf8", timeout: 5_000, env: cEnv() });
    if (res.error) continue;
    const out = `${res.stdout ?? ""}${res.stderr ?? ""}`;
    if (res.status !== 0 && !(versionPattern && versionPattern.test(out))) continue;
    const m = versionPattern?.exec(out);
    return { name, pkg, bin, version: m ? (m[1] ?? m[0]) : out.split("\n")[0]?.trim() };
  }
  if (!inCI && !warned.has(name)) {
    warned.add(name);
    console.warn(`[conformance] SKIPPED: ${name} not found (Debian package ${pkg}); its live captures are skipped. In CI this is a failure.`);
  }
  return { name, pkg };
}

/** In a row: the tool's binary, or skip (outside CI) / fail (in CI) when it is missing. */
export function needTool(ctx: TestContext, tool: Tool): string {
  if (tool.bin) return tool.bin;
  if (inCI) throw new Error(`${tool.name} is required in CI (Debian package ${tool.pkg}, installed by .ci/run) but was not found`);
  ctx.skip(`${tool.name} not found (install Debian package ${tool.pkg})`);
  throw new Error("unreachable");
}

/** The environment for captures: the C locale unless `extra` says otherwise. */
export function cEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, LC_ALL: "C", LANG: "C", ...extra };
}

export interface Capture {
  command: string;
  /** stdout, or stdout and stderr interleaved as a terminal or `> FILE 2>&1` shows them when `merged` was asked. */
  stdout: string;
  /** stderr ("" when merged). */
  stderr: string;
  status: number | null;
  signal: NodeJS.Signals | null;
}

export interface CaptureOptions {
  env?: Record<string, string>;
  /** Killed after this many ms (default 20 s): every capture is bounded. */
  timeoutMs?: number;
  cwd?: string;
  /** stdout and stderr into one file, in the order they were written (like `> FILE 2>&1`). */
  merged?: boolean;
  /** Text for stdin (capture() without `merged` only). */
  input?: string;
}

let scratchDir: string | undefined;
/** A temporary folder for this test file's captures, removed after the file's tests. */
export function scratch(): string {
  if (!scratchDir) {
    scratchDir = mkdtempSync(join(tmpdir(), "benchparse-capture-"));
    chmodSync(scratchDir, 0o755);
  }
  return scratchDir;
}
// Registered while the test file imports this module, so it runs after that file's tests.
afterAll(() => {
  if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
  scratchDir = undefined;
});

let outCounter = 0;
function mergedFile(): { fd: number; path: string } {
  const path = join(scratch(), `out-${process.pid}-${++outCounter}.txt`);
  return { fd: openSync(path, "w"), path };
}

/** Runs a tool to completion, killed after `timeoutMs` (so every capture is bounded). */
export function capture(bin: string, args: string[], opts: CaptureOptions = {}): Capture {
  const command = [bin, ...args].join(" ");
  const base = { encoding: "utf8" as const, timeout: opts.timeoutMs ?? 20_000, env: cEnv(opts.env), cwd: opts.cwd, maxBuffer: 64 * 2 ** 20 };
  if (opts.merged) {
    const out = mergedFile();
    const res = spawnSync(bin, args, { ...base, stdio: ["ignore", out.fd, out.fd] });
    closeSync(out.fd);
    if (res.error) throw res.error;
    return { command, stdout: readFileSync(out.path, "utf8"), stderr: "", status: res.status, signal: res.signal };
  }
  const res = spawnSync(bin, args, { ...base, input: opts.input });
  if (res.error) throw res.error;
  return { command, stdout: res.stdout, stderr: res.stderr, status: res.status, signal: res.signal };
}

/**
 * Starts a tool without waiting, for captures that need something done while it runs (sampling stub_status, sending
 * SIGINT). `done` resolves when it exits; it is killed after `timeoutMs`.
 */
export function captureAsync(bin: string, args: string[], opts: CaptureOptions = {}): { child: ChildProcess; done: Promise<Capture>; peek(): string } {
  const command = [bin, ...args].join(" ");
  const out = opts.merged ? mergedFile() : undefined;
  const child = spawn(bin, args, { env: cEnv(opts.env), cwd: opts.cwd, stdio: out ? ["ignore", out.fd, out.fd] : ["ignore", "pipe", "pipe"] });
  if (out) closeSync(out.fd);
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (s: string) => (stdout += s));
  child.stderr?.setEncoding("utf8").on("data", (s: string) => (stderr += s));
  const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs ?? 20_000);
  const done = new Promise<Capture>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (status, signal) => {
      clearTimeout(timer);
      if (out) stdout = readFileSync(out.path, "utf8");
      resolve({ command, stdout, stderr, status, signal });
    });
  });
  return { child, done, peek: () => (out ? readFileSync(out.path, "utf8") : stdout + stderr) };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------------------------------------------------
// The public corpus

/** ../shared/corpus beside the checkout. */
export const corpusRoot = join(import.meta.dirname, "..", "..", "..", "shared", "corpus");

/** The sample files (not the `.expected.json` ones) of a corpus folder; [] when it is absent. */
export function corpusFiles(dir: string): string[] {
  const path = join(corpusRoot, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .filter((f) => !f.endsWith(".json") && !f.endsWith(".md"))
    .sort();
}

export function corpusText(dir: string, file: string): string {
  return readFileSync(join(corpusRoot, dir, file), "utf8");
}

/** The other project's expected output beside a sample, when the corpus has one. */
export function corpusExpected(dir: string, file: string): unknown {
  const path = join(corpusRoot, dir, file.replace(/\.txt$/, ".expected.json"));
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as unknown) : undefined;
}

/**
 * Declares a row that stands for a whole missing corpus folder: skipped outside CI (with a message), failed in CI.
 * Returns true when the folder is there.
 */
export function corpusPresent(format: string, dir: string): boolean {
  if (existsSync(join(corpusRoot, dir))) return true;
  if (!inCI) console.warn(`[conformance] SKIPPED: ${join(corpusRoot, dir)} not found; the ${format} corpus rows are skipped. In CI this is a failure.`);
  row({ format, variant: "corpus", source: `../shared/corpus/${dir}/` }, ({ ctx }) => {
    if (inCI) throw new Error(`../shared/corpus/${dir} is missing and CI=true`);
    ctx.skip(`../shared/corpus/${dir} not found`);
  });
  return false;
}

// ---------------------------------------------------------------------------------------------------------------------
// Comparing another project's expected numbers with ours

export interface Pair {
  /** Their field name (path), as in their JSON. */
  field: string;
  /** Their value, as in their JSON. */
  theirs: unknown;
  /** What their value must be if they read the text as we do, in their names and units (ours mapped back). */
  ours: unknown;
  /** Context for the rules (the printed text, a unit...). */
  printed?: string;
}

/** A known, explained reason why their value differs from ours. */
export interface Rule {
  why: string;
  applies(p: Pair): boolean;
}

export interface Comparison {
  format: string;
  source: string;
  pairs: Pair[];
  rules: Rule[];
  /** Fields of theirs that have no counterpart to compare, each with the reason. */
  notCompared?: Record<string, string>;
  /** Values printed in the text that we give and they drop: our field -> [our value, the reason]. */
  oursOnly?: Record<string, [unknown, string]>;
  /** Every field name in their output (to prove that none was left out silently). */
  theirFields: string[];
}

export interface ComparisonResult {
  equal: number;
  explained: Difference[];
  unexplained: string[];
}

const same = (a: unknown, b: unknown): boolean =>
  typeof a === "number" && typeof b === "number" ? Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b)) : JSON.stringify(a) === JSON.stringify(b);

/** Compares field by field; see Comparison. */
export function compare(c: Comparison): ComparisonResult {
  const result: ComparisonResult = { equal: 0, explained: [], unexplained: [] };
  const covered = new Set<string>();
  for (const p of c.pairs) {
    covered.add(p.field);
    if (same(p.theirs, p.ours)) {
      result.equal++;
      continue;
    }
    const rule = c.rules.find((r) => r.applies(p));
    const field = p.printed !== undefined ? `${p.field} (printed ${p.printed})` : p.field;
    const d = { format: c.format, source: c.source, field, theirs: show(p.theirs), ours: show(p.ours), why: rule?.why ?? "" };
    if (rule) result.explained.push(d);
    else result.unexplained.push(`${p.field}: theirs ${d.theirs}, ours ${d.ours}${p.printed ? ` (printed ${p.printed})` : ""}`);
  }
  for (const [field, why] of Object.entries(c.notCompared ?? {})) {
    covered.add(field);
    result.explained.push({ format: c.format, source: c.source, field, theirs: "(present)", ours: "(not compared)", why });
  }
  for (const [field, [value, why]] of Object.entries(c.oursOnly ?? {})) {
    result.explained.push({ format: c.format, source: c.source, field, theirs: "(absent)", ours: show(value), why });
  }
  for (const field of c.theirFields) if (!covered.has(field)) result.unexplained.push(`${field}: in their output, neither compared nor explained`);
  return result;
}

/** Runs compare() inside a row: records the explained differences, fails on unexplained ones, returns the detail. */
export function compareInRow(rc: RowContext, c: Comparison): string {
  const res = compare(c);
  for (const d of res.explained) rc.differ(d);
  if (res.unexplained.length > 0) throw new Error(`unexplained differences with ${c.source}:\n  ${res.unexplained.join("\n  ")}`);
  const skipped = res.explained.filter((d) => d.ours === "(not compared)").length;
  const extra = res.explained.filter((d) => d.theirs === "(absent)").length;
  const differing = res.explained.length - skipped - extra;
  return [
    `${res.equal} fields equal`,
    differing ? `${differing} differ (explained)` : "",
    skipped ? `${skipped} of theirs not compared (explained)` : "",
    extra ? `${extra} printed value(s) they drop (explained)` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

function show(v: unknown): string {
  if (v === undefined) return "(absent)";
  return typeof v === "string" ? v : JSON.stringify(v);
}

/** Field paths of a JSON value (objects and arrays flattened with `.` and `[i]`). */
export function fieldPaths(v: unknown, prefix = ""): string[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => fieldPaths(x, `${prefix}[${i}]`));
  if (v && typeof v === "object") return Object.entries(v).flatMap(([k, x]) => fieldPaths(x, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}
