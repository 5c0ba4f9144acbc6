import type * as z from "zod";

/**
 * What `schema.safeParse(value)` would return as `data`, without zod's bookkeeping, or NOT_SURE: compiled once per
 * schema from the schema's own definition (zod 4's types, and zod's own check functions for `.int()`, `.min()`,
 * `.regex()`, `z.custom`, ...).
 *
 * zod keeps a result object and an issue list for every value it visits, so that it can say where a value is wrong.
 * A record the normalizer has just built is almost always right; this reader builds the same output (each object
 * with the schema's keys in the schema's order, each array, other values as they are) and gives up at the first
 * doubt. An object, a record (z.record) or an array that already is its output (a plain object with only the
 * schema's keys, in its order, each value its own output; an array of such values) is given back as it is, not copied: the output is equal to zod's, not a
 * copy of the input. NOT_SURE is not "invalid", only "ask zod": the caller then runs safeParse, whose result and
 * messages are the reference. It gives up on:
 * - any value zod would reject (a wrong type, a failed check, a missing key);
 * - every type it does not know (transforms, defaults, pipes, lazy, ...), objects with a catchall, coercion, records
 *   with keys other than plain strings;
 * - a union whose options are not all plain value types (zod takes the first option that accepts a value; for plain
 *   values every accepting option returns the value itself). A discriminated union picks its option by the
 *   discriminator, as zod does.
 * It reads zod's internal definitions (`_zod.def`); should a zod release change them, the reader gives up and zod
 * does all the work (test/quick.test.ts then fails, since it expects every sample record to be read quickly).
 *
 * @example
 * const Row = z.object({ a: z.number().int(), b: z.string().optional() });
 * quickParser(Row)({ b: "x", a: 1, c: 2 }); // { a: 1, b: "x" }: zod's key order, unknown keys stripped
 * quickParser(Row)({ a: 1.5 });             // NOT_SURE (zod rejects it, and says why)
 */
export function quickParser(schema: z.ZodType): (value: unknown) => unknown {
  let read = cache.get(schema);
  if (!read) {
    read = compile(schema, new Map()).read;
    cache.set(schema, read);
  }
  return read;
}

/**
 * A record checked against its schema, as parse() and parseFrames check what they return: zod's output (read by
 * quickParser when it is sure, else by zod itself), or zod's first issue, `at <path>: <message>`.
 *
 * @example
 * checkRecord(z.object({ a: z.number() }), { a: 1 }); // { ok: true, data: { a: 1 } }
 * checkRecord(z.object({ a: z.number() }), { a: "x" }); // { ok: false, issue: "at a: Invalid input: expected number, received string" }
 */
export function checkRecord(schema: z.ZodType, value: unknown): { ok: true; data: unknown } | { ok: false; issue: string } {
  // Kept for speed (#42): `node dist/cli.js --ndjson` on 10 MB of samples/sar/sar-A-C-comments-restart.txt repeated
  // (bench/inputs.mjs) took a median 25% less CPU (user+sys) with the quick reader than with zod's safeParse alone
  // (10 paired runs, every pair 8% to 45% less); on 10 MB of ab -g rows (small records) 7% less. Pinned to zod by
  // test/quick.test.ts (every sample record, seeded damage, no code generation).
  const quick = quickParser(schema)(value);
  if (quick !== NOT_SURE) return { ok: true, data: quick };
  const checked = schema.safeParse(value);
  if (checked.success) return { ok: true, data: checked.data };
  const issue = checked.error.issues[0];
  return { ok: false, issue: `at ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}` };
}

/** quickParser's "ask zod". */
export const NOT_SURE: unique symbol = Symbol("not sure: ask zod");

const cache = new WeakMap<z.ZodType, (value: unknown) => unknown>();

type Reader = (value: unknown) => unknown;

interface Compiled {
  read: Reader;
  /** A plain value type: the output is the input, and NOT_SURE means zod rejects it (such options may form a union). */
  exact: boolean;
  /**
   * For plain value types whose checks are known here: a JavaScript condition on `x`, true exactly when zod
   * accepts x and returns it as it is. Generated readers inline it (no call per value).
   */
  cond?: string;
  /**
   * For plain value types without checks: the types zod accepts, as TYPE bits (a finite number, a string, null...),
   * which isOwnOutput tests inline.
   */
  types?: number;
}

/** The bits of Compiled.types: what typeBit gives each value. */
const TYPE = { string: 1, number: 2, boolean: 4, null: 8, undefined: 16 } as const;

/** A value's TYPE bit; 0 for NaN, the infinities and every other type. */
const typeBit = (x: unknown): number =>
  typeof x === "number" ? (Number.isFinite(x) ? TYPE.number : 0) : typeof x === "string" ? TYPE.string : x === null ? TYPE.null : x === undefined ? TYPE.undefined : typeof x === "boolean" ? TYPE.boolean : 0;

/** zod's internals, as far as this file reads them (zod 4: `schema._zod.def`, `_zod.check`, `_zod.traits`, ...). */
interface ZodInternals {
  def: {
    type: string;
    checks?: { _zod: ZodInternals }[];
    coerce?: boolean;
    shape?: Record<string, z.ZodType>;
    catchall?: unknown;
    innerType?: z.ZodType;
    element?: z.ZodType;
    options?: z.ZodType[];
    discriminator?: string;
    unionFallback?: boolean;
    inclusive?: boolean;
    keyType?: z.ZodType;
    valueType?: z.ZodType;
    mode?: string;
  };
  traits: Set<string>;
  check?: (payload: { value: unknown; issues: unknown[] }) => unknown;
  values?: Set<unknown>;
  propValues?: Record<string, Set<unknown>>;
  /** z.lazy: the type it stands for (built on first read). */
  innerType?: z.ZodType;
  optin?: string;
  optout?: string;
}

const internals = (schema: z.ZodType): ZodInternals => (schema as unknown as { _zod: ZodInternals })._zod;

const GIVE_UP: Compiled = { read: () => NOT_SURE, exact: false };

/**
 * What one schema's compilation has compiled, by schema: a schema used in many places (sar's `columns` and clock
 * types in each of its 100 row types) is compiled once, so that its reader gets hot once. Kept per top-level schema
 * (quickParser), not across them: a schema compiled where code cannot be generated gets closures throughout.
 */
type Memo = Map<z.ZodType, Compiled>;

function compile(schema: z.ZodType, memo: Memo): Compiled {
  let compiled = memo.get(schema);
  if (compiled === undefined) {
    compiled = compileChecked(schema, memo);
    memo.set(schema, compiled);
  }
  return compiled;
}

function compileChecked(schema: z.ZodType, memo: Memo): Compiled {
  const zod = internals(schema);
  const base = compileType(zod, memo);
  if (base === GIVE_UP) return GIVE_UP;
  // the checks zod runs after the type: the schema itself when it is a check (z.custom), then def.checks
  const checks = [...(zod.traits.has("$ZodCheck") ? [zod] : []), ...(zod.def.checks ?? []).map((c) => c._zod)];
  if (checks.length === 0) return base;
  if (checks.some((c) => typeof c.check !== "function")) return GIVE_UP;
  // the checks as code too, when they are all known (generated readers inline it; the closure below runs zod's own)
  const conds = base.cond === undefined ? [] : checks.map(checkCond);
  const cond = base.cond !== undefined && conds.every((c) => c !== undefined) ? [base.cond, ...conds].join(" && ") : undefined;
  const payload = { value: undefined as unknown, issues: [] as unknown[] };
  const read = base.read;
  return {
    read: (v) => {
      const out = read(v);
      if (out === NOT_SURE) return NOT_SURE;
      payload.value = out;
      payload.issues.length = 0;
      try {
        // a check zod would skip (`when`) is run anyway: its failure only means "not sure"
        for (const c of checks) if (c.check!(payload) instanceof Promise) return NOT_SURE;
      } catch {
        return NOT_SURE;
      }
      // a check that rewrites the value (`.trim()`, `.overwrite()`) makes zod return something else
      return payload.issues.length === 0 && Object.is(payload.value, out) ? out : NOT_SURE;
    },
    exact: base.exact,
    ...(cond ? { cond } : {}),
  };
}

/**
 * The condition of one of zod's checks, for the checks that plain values use here: `.int()` (safe integers), `.min()`
 * / `.nonnegative()` / `.positive()` and `.max()` on numbers, `.regex()` and the ISO formats. Undefined for any other
 * check (it is then run as zod's own function).
 */
function checkCond(check: ZodInternals): string | undefined {
  const def = check.def as ZodInternals["def"] & { check?: string; format?: string; value?: unknown; pattern?: RegExp; when?: unknown };
  if (def.when !== undefined) return undefined;
  if (def.check === "number_format" && def.format === "safeint") return "Number.isSafeInteger(x)";
  if ((def.check === "greater_than" || def.check === "less_than") && typeof def.value === "number" && Number.isFinite(def.value)) {
    const op = def.check === "greater_than" ? (def.inclusive ? ">=" : ">") : def.inclusive ? "<=" : "<";
    return `x ${op} ${JSON.stringify(def.value)}`;
  }
  // `.regex()`, and the ISO formats (z.iso.datetime(), date, time, duration), whose check is zod's test of their pattern
  if (def.check === "string_format" && PATTERN_FORMATS.has(def.format ?? "") && def.pattern instanceof RegExp && !def.pattern.global && !def.pattern.sticky) {
    PATTERNS.push(def.pattern);
    return `P[${PATTERNS.length - 1}].test(x)`;
  }
  return undefined;
}

/** String formats whose only check is their pattern (zod's $ZodCheckStringFormat test; no check of their own). */
const PATTERN_FORMATS = new Set(["regex", "datetime", "date", "time", "duration"]);

/** The regular expressions that generated conditions test (`P[i]`), in the order they were met. */
const PATTERNS: RegExp[] = [];

/** A plain value type accepted by `test`; `cond` is the same test as code, when it can be written as code. */
const same = (test: (v: unknown) => boolean, cond?: string, types?: number): Compiled => ({
  read: (v) => (test(v) ? v : NOT_SURE),
  exact: true,
  ...(cond ? { cond } : {}),
  ...(types !== undefined ? { types } : {}),
});

/** A value in code: literals and enum values that are strings, finite numbers, booleans or null. */
const literal = (v: unknown): string | undefined =>
  typeof v === "string" || typeof v === "boolean" || v === null || (typeof v === "number" && Number.isFinite(v)) ? JSON.stringify(v) : undefined;

/** Runs generated code with NS (NOT_SURE) and P (PATTERNS) in scope; undefined where code cannot be generated. */
function generate<T>(body: string, r: Reader[] = []): T | undefined {
  try {
    return new Function("NS", "P", "r", `"use strict"; ${body}`)(NOT_SURE, PATTERNS, r) as T;
  } catch {
    return undefined;
  }
}

function compileType(zod: ZodInternals, memo: Memo): Compiled {
  const def = zod.def;
  switch (def.type) {
    case "string":
      return def.coerce ? GIVE_UP : same((v) => typeof v === "string", `typeof x === "string"`, TYPE.string);
    case "number":
      // zod 4 rejects NaN and the infinities
      return def.coerce ? GIVE_UP : same((v) => typeof v === "number" && Number.isFinite(v), `typeof x === "number" && Number.isFinite(x)`, TYPE.number);
    case "boolean":
      return def.coerce ? GIVE_UP : same((v) => typeof v === "boolean", `typeof x === "boolean"`, TYPE.boolean);
    case "null":
      return same((v) => v === null, "x === null", TYPE.null);
    case "literal":
    case "enum": {
      const values = zod.values;
      if (!values) return GIVE_UP;
      const codes = [...values].map(literal);
      const cond = codes.every((c) => c !== undefined) && codes.length > 0 ? `(${codes.map((c) => `x === ${c}`).join(" || ")})` : undefined;
      return same((v) => values.has(v), cond);
    }
    case "custom":
      // the schema is its own check (see compile)
      return same(() => true);
    case "optional":
    case "nullable": {
      const inner = compile(def.innerType!, memo);
      const read = inner.read;
      const empty = def.type === "optional" ? undefined : null;
      const cond = inner.cond === undefined ? undefined : `(x === ${empty === null ? "null" : "undefined"} || (${inner.cond}))`;
      const types = inner.types === undefined ? undefined : inner.types | (empty === null ? TYPE.null : TYPE.undefined);
      return { read: (v) => (v === empty ? v : read(v)), exact: inner.exact, ...(cond ? { cond } : {}), ...(types !== undefined ? { types } : {}) };
    }
    case "array": {
      // an array whose elements are their own output is its own output, as an object is (zod's is a copy, equal to it)
      const element = compile(def.element!, memo);
      const read = element.read;
      const generated =
        element.cond === undefined
          ? undefined
          : generate<Reader>(`return function (v) {
    if (!Array.isArray(v)) return NS;
    for (let i = 0; i < v.length; i++) { const x = v[i]; if (!(${element.cond})) return NS; }
    return v;
  };`);
      if (generated) return { read: generated, exact: false };
      return {
        read: (v) => {
          if (!Array.isArray(v)) return NOT_SURE;
          let out: unknown[] | undefined;
          for (let i = 0; i < v.length; i++) {
            const x = read(v[i]);
            if (x === NOT_SURE) return NOT_SURE;
            if (x !== v[i]) out ??= v.slice(0, i);
            if (out !== undefined) out[i] = x;
          }
          return out ?? v;
        },
        exact: false,
      };
    }
    case "object":
      return def.catchall === undefined ? compileObject(def.shape!, memo) : GIVE_UP;
    case "record":
      return compileRecord(def, memo);
    case "union":
      return def.discriminator === undefined ? compileUnion(def, memo) : compileDiscriminated(def, memo);
    case "lazy":
      return zod.innerType === undefined ? GIVE_UP : compile(zod.innerType, memo);
    default:
      return GIVE_UP;
  }
}

/** zod's object: a new object with the schema's keys in its order; unknown keys are left out (zod strips them). */
function compileObject(shape: Record<string, z.ZodType>, memo: Memo): Compiled {
  const keys = Object.keys(shape).filter((k) => k !== "__proto__");
  const compiled: Compiled[] = [];
  const optional: boolean[] = [];
  for (const key of keys) {
    const zod = internals(shape[key]!);
    // an absent key is fine for `.optional()` (in and out); zod's other cases (defaults, ...) are not handled here
    const isOptional = zod.optin === "optional" && zod.optout === "optional";
    if (!isOptional && zod.optin !== undefined) return GIVE_UP;
    optional.push(isOptional);
    compiled.push(compile(shape[key]!, memo));
  }
  const readers = compiled.map((c) => c.read);
  const byKeys = (v: unknown): unknown => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return NOT_SURE;
    const input = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (!(key in input)) {
        if (optional[i]) continue;
        return NOT_SURE;
      }
      const x = readers[i]!(input[key]);
      if (x === NOT_SURE) return NOT_SURE;
      out[key] = x;
    }
    return out;
  };
  // The tests and the copying code are made when the first value is read (a schema with many object types, sar's
  // sections, pays only for those its input has).
  let tests: ((x: unknown) => boolean)[] | undefined;
  let types: Uint8Array | undefined;
  let copy: Reader | undefined;
  return {
    read: (v) => {
      if (typeof v !== "object" || v === null || Array.isArray(v)) return NOT_SURE;
      tests ??= compiled.map(valueTest);
      types ??= Uint8Array.from(compiled, (c) => c.types ?? 0);
      if (isOwnOutput(v as Record<string, unknown>, keys, optional, types, tests)) return v;
      copy ??= objectReader(keys, optional, compiled) ?? byKeys;
      return copy(v);
    },
    exact: false,
  };
}

/**
 * Whether an object is its own output for an object schema (`keys`, `optional`, each value's `tests`): a plain
 * object that holds only the schema's keys, in its order, each value its own output (zod's output is equal to it):
 * of one of its `types` where those are given (not 0), else passing its test.
 * One function for every object schema of every format, so that it is made fast once rather than once per schema
 * (sar has 100 row types, and a row type's code was slow until its own rows had made it hot).
 *
 * @example
 * const types = Uint8Array.of(TYPE.number, TYPE.string | TYPE.undefined);
 * isOwnOutput({ a: 1 }, ["a", "b"], [false, true], types, []);         // true
 * isOwnOutput({ b: "x", a: 1 }, ["a", "b"], [false, true], types, []); // false: another order (the reader copies it)
 */
function isOwnOutput(o: Record<string, unknown>, keys: string[], optional: boolean[], types: Uint8Array, tests: ((x: unknown) => boolean)[]): boolean {
  if (Object.getPrototypeOf(o) !== Object.prototype) return false;
  let j = 0;
  for (const k in o) {
    // the schema's keys before this one must be optional and absent (zod reads a key that is there but not
    // enumerable, or inherited, into its output: a copy)
    for (; j < keys.length && keys[j] !== k; j++) if (!optional[j] || keys[j]! in o) return false;
    if (j === keys.length) return false;
    // a plain type's test inline (most fields), any other through its function
    const x = o[k];
    if (types[j] !== 0 ? (types[j]! & typeBit(x)) === 0 : !tests[j]!(x)) return false;
    j++;
  }
  for (; j < keys.length; j++) if (!optional[j] || keys[j]! in o) return false;
  return true;
}

/**
 * A value's test for isOwnOutput: its condition as a function, one per distinct condition (most fields of most
 * schemas share a few: a finite number, a nullable one, a string), else "its reader gives it back".
 */
function valueTest(value: Compiled): (x: unknown) => boolean {
  const read = value.read;
  const own = (x: unknown): boolean => read(x) === x;
  if (value.cond === undefined) return own;
  let test = TESTS.get(value.cond);
  if (test === undefined) {
    test = generate<(x: unknown) => boolean>(`return function (x) { return ${value.cond}; };`) ?? own;
    TESTS.set(value.cond, test);
  }
  return test;
}

/** The tests generated by valueTest, by condition. */
const TESTS = new Map<string, (x: unknown) => boolean>();

/**
 * The object reader's copy (`byKeys` above) as code generated for the schema's keys (as zod does for its own
 * objects), for objects that are not their own output (keys in another order, unknown keys): one function per object
 * schema reads each key by name. The keys come from the schema, never from the input, and are quoted with
 * JSON.stringify. Undefined where code cannot be generated (a strict Content-Security-Policy): byKeys is used.
 */
function objectReader(keys: string[], optional: boolean[], values: Compiled[]): Reader | undefined {
  const lines = keys.map((key, i) => {
    const k = JSON.stringify(key);
    // a plain value's condition inline, anything else through its reader
    const cond = values[i]!.cond;
    const read = cond === undefined ? `x = r[${i}](v[${k}]); if (x === NS) return NS;` : `x = v[${k}]; if (!(${cond})) return NS;`;
    return optional[i] ? `if (${k} in v) { ${read} out[${k}] = x; }` : `if (!(${k} in v)) return NS; ${read} out[${k}] = x;`;
  });
  return generate<Reader>(
    `return function (v) {
    const out = {};
    let x;
    ${lines.join("\n    ")}
    return out;
  };`,
    values.map((c) => c.read),
  );
}

/** zod's `z.record(z.string(), value)`: a new object with the same keys in the same order. */
function compileRecord(def: ZodInternals["def"], memo: Memo): Compiled {
  const key = internals(def.keyType!);
  if (key.def.type !== "string" || key.def.checks?.length || key.values || def.mode === "loose") return GIVE_UP;
  const value = compile(def.valueType!, memo);
  const read = value.read;
  // the value's condition inline, when it has one (a record of cells: one test per cell, no call)
  const generated =
    value.cond === undefined
      ? undefined
      : generate(`return function (v) {
    if (typeof v !== "object" || v === null) return NS;
    const proto = Object.getPrototypeOf(v);
    if ((proto !== Object.prototype && proto !== null) || Object.getOwnPropertySymbols(v).length) return NS;
    let same = proto === Object.prototype;
    for (const k in v) { if (k === "__proto__") { same = false; continue; } const x = v[k]; if (!(${value.cond})) return NS; }
    if (same) return v;
    const out = {};
    for (const k in v) { if (k === "__proto__") continue; out[k] = v[k]; }
    return out;
  };`);
  if (generated) return { read: generated as Reader, exact: false };
  return {
    read: (v) => {
      if (typeof v !== "object" || v === null) return NOT_SURE;
      const proto = Object.getPrototypeOf(v);
      // zod's plain-object test, narrowed; a symbol key would be an error (not a string)
      if ((proto !== Object.prototype && proto !== null) || Object.getOwnPropertySymbols(v).length) return NOT_SURE;
      const input = v as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const k in input) {
        if (k === "__proto__") continue;
        const x = read(input[k]);
        if (x === NOT_SURE) return NOT_SURE;
        out[k] = x;
      }
      return out;
    },
    exact: false,
  };
}

function compileUnion(def: ZodInternals["def"], memo: Memo): Compiled {
  const options = def.options!.map((o) => compile(o, memo));
  // z.xor (inclusive: false) wants exactly one option to accept
  if (def.inclusive === false || !options.every((o) => o.exact)) return GIVE_UP;
  const readers = options.map((o) => o.read);
  // (plain options: the value is accepted as it is when any option's condition holds)
  const cond = options.length > 0 && options.every((o) => o.cond !== undefined) ? `(${options.map((o) => `(${o.cond})`).join(" || ")})` : undefined;
  const types = options.length > 0 && options.every((o) => o.types !== undefined) ? options.reduce((bits, o) => bits | o.types!, 0) : undefined;
  return same((v) => readers.some((r) => r(v) !== NOT_SURE), cond, types);
}

/**
 * The values an option of a discriminated union takes at `key`, as zod's `propValues` gives them, read from the
 * option's shape as zod was given it (src/kit/lazy-schema.ts lazyShape: the discriminators are its eager keys) and
 * from the options of a union in it: zod's `propValues` reads every key of every shape, which builds the whole
 * shape of each of sar's 100 row types when one record is checked. Anything else: zod's `propValues`.
 */
export function tagValues(schema: z.ZodType, key: string): Set<unknown> | undefined {
  const zod = internals(schema);
  const def = zod.def;
  if (def.type === "lazy" && zod.innerType !== undefined) return tagValues(zod.innerType, key);
  if (def.type === "union" && def.options !== undefined) {
    const out = new Set<unknown>();
    for (const o of def.options) {
      const values = tagValues(o, key);
      if (values === undefined) return undefined;
      for (const v of values) out.add(v);
    }
    return out;
  }
  // (zod keeps the shape it was given as the `raw` of the getter it puts in its place, until the shape is read)
  const given = def.type === "object" ? (Object.getOwnPropertyDescriptor(def, "shape")?.get as { raw?: Record<string, z.ZodType> } | undefined)?.raw : undefined;
  const field = given !== undefined && Object.prototype.hasOwnProperty.call(given, key) ? internals(given[key]!) : undefined;
  if (field?.values === undefined) return zod.propValues?.[key];
  return field.optin === undefined ? field.values : new Set([...field.values, undefined]);
}

function compileDiscriminated(def: ZodInternals["def"], memo: Memo): Compiled {
  const discriminator = def.discriminator!;
  // each option is compiled when a value first picks it
  const options = def.options!.map((o) => ({ values: tagValues(o, discriminator), schema: o, read: undefined as Reader | undefined }));
  if (def.unionFallback || options.some((o) => o.values === undefined)) return GIVE_UP;
  // the first option that takes each value, as find() over the options would give it (sar has over 40 sections)
  const byTag = new Map<unknown, (typeof options)[number]>();
  for (const o of options) for (const tag of o.values!) if (!byTag.has(tag)) byTag.set(tag, o);
  return {
    read: (v) => {
      if (typeof v !== "object" || v === null || Array.isArray(v)) return NOT_SURE;
      const tag = (v as Record<string, unknown>)[discriminator];
      const option = byTag.get(tag);
      return option ? (option.read ??= compile(option.schema, memo).read)(v) : NOT_SURE;
    },
    exact: false,
  };
}
