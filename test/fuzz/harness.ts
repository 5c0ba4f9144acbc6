/**
 * Shared pieces of the property-based tests (fast-check): which formats are fuzzed and from which samples, the
 * seeded settings, the mutations applied to real samples, and the soundness check every parse must pass.
 *
 * Every registered format is fuzzed from the samples its definition names (test/helpers/formats.ts).
 *
 * FUZZ_RUNS sets the number of runs per property (default small, for `npm test`; nightly: FUZZ_RUNS=2000).
 * FUZZ_SEED replays a run: fast-check prints the seed and the counterexample path on failure.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { expect } from "vitest";
import { prepareText } from "../../src/api/text.js";
import { getFormat, isFormatName, type FormatName } from "../../src/formats/index.js";
import { fixturesOf, formatNames, formatSamples, samplesFolder } from "../helpers/formats.js";
import { ParseError, safeParse } from "../../src/index.js";
import { root } from "../helpers/samples.js";

export interface FuzzTarget {
  /** Registry id. */
  format: FormatName;
  /** Folder under samples/. */
  samples: string;
  /** Which files of the folder hold this format's output (FormatDefinition.testing.files). */
  files: string[];
  /** Options a sample needs to be read (free's unit flags), from its file name. */
  options?: (file: string) => Record<string, unknown>;
}

/** Every registered format, fuzzed from its own samples (FormatDefinition.testing). */
export async function fuzzTargets(): Promise<FuzzTarget[]> {
  const out: FuzzTarget[] = [];
  for (const format of formatNames) {
    const folder = samplesFolder(format);
    out.push({ format, samples: folder, files: formatSamples(format), options: (await fixturesOf(format)).sampleOptions });
  }
  return out;
}

const envRuns = Number(process.env.FUZZ_RUNS);
/** Runs per property: FUZZ_RUNS, else a default that keeps the whole fuzz suite around 15 s on 2 cores. */
export const RUNS = Number.isFinite(envRuns) && envRuns > 0 ? Math.floor(envRuns) : 30;
const envSeed = Number(process.env.FUZZ_SEED);
export const SEED = Number.isFinite(envSeed) ? envSeed : 20261130;

/** fast-check settings: seeded, so a failure is reproducible; fast-check prints seed and path on failure. */
export function fcParams<T>(extra: Partial<fc.Parameters<T>> = {}): fc.Parameters<T> {
  return { seed: SEED, numRuns: RUNS, endOnFailure: true, ...extra };
}

/** Largest sample text used as a mutation base: long files are cut to their first lines (still real output). */
const MAX_BASE_LINES = 80;

export interface Sample {
  name: string;
  text: string;
  options: Record<string, unknown>;
}

/**
 * `count` of the items, picked and ordered by a generator seeded with SEED (all of them when count >= length): the
 * exhaustive sweeps cover every sample when FUZZ_RUNS is large, and a reproducible part of them by default.
 */
export function seededPick<T>(items: T[], count: number): T[] {
  let state = SEED >>> 0;
  const next = (): number => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, Math.max(0, count));
}

export function samplesOf(target: FuzzTarget): Sample[] {
  const dir = join(root, "samples", target.samples);
  return target.files.map((name) => {
    const full = readFileSync(join(dir, name), "utf8");
    const lines = full.split("\n");
    const text = lines.length > MAX_BASE_LINES ? `${lines.slice(0, MAX_BASE_LINES).join("\n")}\n` : full;
    return { name, text, options: target.options?.(name) ?? {} };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The soundness check

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * What is wrong with a record: a number that is NaN or infinite, an object that is not a plain object, an array or a
 * null-prototype map (the record itself must be a plain object), a key named __proto__/constructor/prototype. Empty
 * when the value is clean.
 */
export function problemsOf(value: unknown, path = "$", out: string[] = []): string[] {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) out.push(`${path} is ${value}`);
  } else if (value !== null && typeof value === "object") {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== Array.prototype && !(proto === null && path !== "$")) out.push(`${path} has an unusual prototype`);
    for (const key of Reflect.ownKeys(value)) {
      // where a raw record's values were printed (src/kit/places.ts): hidden from JSON, keys and spreads
      if (key === "valuePlaces" && !Object.getOwnPropertyDescriptor(value, key)!.enumerable) continue;
      if (typeof key !== "string") out.push(`${path} has a symbol key`);
      else if (FORBIDDEN_KEYS.has(key)) out.push(`${path} has the key ${key}`);
      else problemsOf((value as Record<string, unknown>)[key], `${path}.${key}`, out);
    }
  } else if (!(value === null || ["string", "boolean", "undefined"].includes(typeof value))) {
    out.push(`${path} has type ${typeof value}`);
  }
  return out;
}

/** Every number is finite, every object a plain object or array, no key is __proto__/constructor/prototype. */
export function expectCleanValue(value: unknown): void {
  const problems = problemsOf(value);
  if (problems.length > 0) expect.fail(problems.slice(0, 5).join("; "));
}

/** The 1-based line and column of a ParseError point into the (prepared) input: 1..lines+1, 1..length+1. */
export function expectSensiblePosition(error: ParseError, input: string): void {
  const lines = prepareText(input).split("\n");
  const lineLength = (lines[error.line - 1] ?? "").length;
  if (error.line < 1 || error.line > lines.length + 1 || error.column < 1 || error.column > lineLength + 1) {
    // The message can quote a 2 MB token: show its start only.
    expect.fail(`position ${error.line}:${error.column} outside the input (${lines.length} lines, line length ${lineLength}): ${error.message.slice(0, 300)}`);
  }
}

export type Outcome = { ok: true; records: unknown[] } | { ok: false; error: ParseError };

/**
 * Parses `text` (forced to `format`, or auto-detected when undefined) and checks the result is sound: records that
 * pass their format's schema with only finite numbers, or a ParseError with a sensible position that is neither an
 * internal error (another exception wrapped by parse) nor a failed schema validation (a value the normalizer should
 * have rejected at its own position). Also checks the raw records of the same input.
 */
export function expectSound(text: string, format: string | undefined, options: Record<string, unknown> = {}, checkRaw = true): Outcome {
  const result = safeParse(text, { ...options, ...(format ? { format } : {}) });
  if (result.success) {
    for (const record of result.data) {
      const name = (record as { format: string }).format;
      if (!isFormatName(name)) expect.fail(`record with an unknown format ${name}`);
      const checked = getFormat(name as FormatName).schema.safeParse(record);
      if (!checked.success) expect.fail(`schema of ${name}: ${checked.error.message}`);
      expectCleanValue(record);
    }
  } else {
    expectGoodError(result.error, text);
  }
  if (checkRaw) {
    const raw = safeParse(text, { ...options, ...(format ? { format } : {}), raw: true });
    if (raw.success) for (const r of raw.data) expectCleanValue(r);
    else expectGoodError(raw.error, text);
  }
  return result.success ? { ok: true, records: result.data } : { ok: false, error: result.error };
}

function expectGoodError(error: unknown, text: string): void {
  if (!(error instanceof ParseError)) expect.fail(`not a ParseError: ${String(error).slice(0, 300)}`);
  const e = error;
  if ((e as { cause?: unknown }).cause !== undefined || /^internal error/.test(e.reason)) expect.fail(`an exception other than ParseError: ${e.message.slice(0, 300)}`);
  if (/failed validation/.test(e.reason)) {
    expect.fail(`a normalized value failed its schema (the normalizer should have rejected it where it was printed): ${e.message.slice(0, 300)}`);
  }
  expectSensiblePosition(e, text);
}

// ---------------------------------------------------------------------------------------------------------------
// Mutations of real samples

/** Values substituted for a run of digits. */
export const HUGE_NUMBERS = [
  "99999999999999999999",
  "18446744073709551615",
  "18446744073709551616",
  "9007199254740993",
  "4294967296",
  "2147483648",
  "9".repeat(400),
  "1e999",
  "1e308",
  "0.0000000000000000000001",
  "00000000000000000000001",
  "-1",
  "-0",
  "0",
  "1.5",
  "NaN",
  "Infinity",
  "-99999999999999999999",
];

/** Lines worth inserting: other tools' lines, labels with no values, prototype names, control characters. */
const INTERESTING_LINES = [
  "",
  " ",
  "\t",
  "__proto__: 1",
  "constructor: 2",
  "Server Software: ",
  "Complete requests:",
  "Connect: ",
  "Total:      1 2 3",
  "  50%  ",
  "Active connections: ",
  "server accepts handled requests",
  " 1 2 ",
  "Reading: 1 Writing: 2 Waiting: ",
  "Speed=",
  "Requests: 1 susceed,",
  "10 clients, running 30 sec.",
  "Mem: 1 2 3",
  "              total        used        free      shared  buff/cache   available",
  "Swap: 1 2",
  "top - 10:00:00 up 1 day,  1 user,  load average: 0.00, 0.01, 0.05",
  "Linux 6.1.0 (host) \t11/30/2026 \t_x86_64_\t(2 CPU)",
  "Percentage served,Time in ms",
  "starttime\tseconds\tctime\tdtime\tttime\twait",
  "\u0000\u0001\u001b[31m",
  "\ufeff",
  "\r",
];

export type Mutation =
  | { kind: "truncate"; at: number }
  | { kind: "flipBit"; at: number; bit: number }
  | { kind: "flipByte"; at: number; bit: number }
  | { kind: "insertLine"; at: number; line: string }
  | { kind: "copyLine"; from: number; to: number }
  | { kind: "deleteLine"; at: number }
  | { kind: "duplicateLine"; at: number; times: number }
  | { kind: "crlf"; every: number }
  | { kind: "unicode"; at: number; text: string }
  | { kind: "hugeNumber"; nth: number; value: string };

const pos = fc.nat({ max: 1_000_000 });

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("truncate" as const), at: pos }),
  fc.record({ kind: fc.constant("flipBit" as const), at: pos, bit: fc.integer({ min: 0, max: 15 }) }),
  fc.record({ kind: fc.constant("flipByte" as const), at: pos, bit: fc.integer({ min: 0, max: 7 }) }),
  fc.record({
    kind: fc.constant("insertLine" as const),
    at: pos,
    line: fc.oneof(fc.constantFrom(...INTERESTING_LINES), fc.string({ unit: "binary", maxLength: 20 }), fc.string({ unit: "grapheme", maxLength: 20 })),
  }),
  fc.record({ kind: fc.constant("copyLine" as const), from: pos, to: pos }),
  fc.record({ kind: fc.constant("deleteLine" as const), at: pos }),
  fc.record({ kind: fc.constant("duplicateLine" as const), at: pos, times: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant("crlf" as const), every: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant("unicode" as const), at: pos, text: fc.string({ unit: "binary", minLength: 1, maxLength: 6 }) }),
  fc.record({ kind: fc.constant("hugeNumber" as const), nth: pos, value: fc.constantFrom(...HUGE_NUMBERS) }),
);

/** 1 to 4 mutations applied in order. */
export const mutationsArb = fc.array(mutationArb, { minLength: 1, maxLength: 4 });

export function applyMutation(text: string, m: Mutation): string {
  const lines = text.split("\n");
  const lineAt = (n: number): number => n % Math.max(1, lines.length);
  switch (m.kind) {
    case "truncate":
      return text.slice(0, m.at % (text.length + 1));
    case "flipBit": {
      if (text.length === 0) return text;
      const i = m.at % text.length;
      return text.slice(0, i) + String.fromCharCode(text.charCodeAt(i) ^ (1 << m.bit)) + text.slice(i + 1);
    }
    case "flipByte": {
      const bytes = Buffer.from(text, "utf8");
      if (bytes.length === 0) return text;
      const i = m.at % bytes.length;
      bytes[i] = bytes[i]! ^ (1 << m.bit);
      return bytes.toString("utf8");
    }
    case "insertLine": {
      lines.splice(m.at % (lines.length + 1), 0, m.line);
      return lines.join("\n");
    }
    case "copyLine": {
      lines.splice(m.to % (lines.length + 1), 0, lines[lineAt(m.from)] ?? "");
      return lines.join("\n");
    }
    case "deleteLine":
      lines.splice(lineAt(m.at), 1);
      return lines.join("\n");
    case "duplicateLine": {
      const i = lineAt(m.at);
      lines.splice(i, 0, ...Array<string>(m.times).fill(lines[i] ?? ""));
      return lines.join("\n");
    }
    case "crlf":
      return lines.map((l, i) => (i % m.every === 0 ? `${l}\r` : l)).join("\n");
    case "unicode": {
      const i = m.at % (text.length + 1);
      return text.slice(0, i) + m.text + text.slice(i);
    }
    case "hugeNumber": {
      const runs = [...text.matchAll(/\d+/g)];
      if (runs.length === 0) return text;
      const r = runs[m.nth % runs.length]!;
      return text.slice(0, r.index) + m.value + text.slice(r.index! + r[0].length);
    }
  }
}

export function applyMutations(text: string, ms: Mutation[]): string {
  return ms.reduce(applyMutation, text);
}
