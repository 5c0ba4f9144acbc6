import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkRecord, NOT_SURE, quickParser } from "../src/api/quick.js";
import { formats } from "../src/formats/index.js";
import { parse } from "../src/index.js";
import { formatNames, formatSamples, getFormat } from "./helpers/formats.js";
import { root, sampleFiles, seeded } from "./helpers/samples.js";

/** JSON that keeps key order and tells an undefined value from an absent key. */
const exactly = (v: unknown): string => JSON.stringify(v, (_k, x) => (x === undefined ? "<undefined>" : Number.isNaN(x) ? "<NaN>" : x));

/** quickParser's promise: its answer is zod's `data` exactly, or it is not sure; it is never sure of a value zod rejects. */
function agrees(schema: z.ZodType, value: unknown): "quick" | "zod" {
  const quick = quickParser(schema)(value);
  const checked = schema.safeParse(value);
  if (quick === NOT_SURE) return "zod";
  expect(checked.success, `zod rejects what the quick reader accepted: ${exactly(value).slice(0, 300)}`).toBe(true);
  expect(exactly(quick)).toBe(exactly(checked.data));
  return "quick";
}

/** The sample files the registry names (FormatDefinition.testing), by path: the JSON ones among them are tool output. */
const registered = new Set(formatNames.flatMap((name) => formatSamples(name).map((f) => join(root, getFormat(name).testing.samples, f))));

/**
 * Every record of every sample, unvalidated, with its format's schema. A .json file is read when it is a registered
 * format's sample (sadf -j's, mpstat -o JSON's); the others (autocannon's --json twins) are no format's input.
 */
const records = sampleFiles("", (f) => !/\.md$/.test(f) && (!/\.json$/.test(f) || registered.has(f))).flatMap((f) => {
    try {
      return parse(readFileSync(f, "utf8"), { validate: false }).map((record) => ({ file: f, record }));
    } catch {
      return [];
    }
  });

describe("quickParser on every sample record", () => {
  it("reads them all, as zod does (parse() takes the quick path for real output)", () => {
    expect(records.length).toBeGreaterThan(1000);
    const formatsSeen = new Set<string>();
    for (const { file, record } of records) {
      const format = (record as { format: keyof typeof formats }).format;
      formatsSeen.add(format);
      expect(agrees(formats[format].schema as z.ZodType, record), file).toBe("quick");
    }
    expect([...formatsSeen].sort()).toEqual(Object.keys(formats).sort());
  });

  it("is never sure of a damaged record, and agrees with zod on every change it accepts", () => {
    // a seeded generator: the same damage on every run
    const next = seeded(7);
    const damage = [NaN, Infinity, -1, 1.5, "x", "", null, undefined, true, 0, 2 ** 60, [], {}, "2024-01-01T00:00:00", "rt"];
    const counts = { quick: 0, zod: 0 };
    for (let round = 0; round < 3000; round++) {
      const { record } = records[next(records.length)]!;
      const copy = structuredClone(record) as Record<string, unknown>;
      // walk to a random object inside the record (a nested object, a process row, a column map)
      let target: Record<string, unknown> = copy;
      for (let depth = next(3); depth > 0; depth--) {
        const inner = Object.values(target).filter((v) => typeof v === "object" && v !== null);
        if (inner.length === 0) break;
        const pick = inner[next(inner.length)] as Record<string, unknown> | unknown[];
        target = (Array.isArray(pick) ? (pick.length ? pick[next(pick.length)] : target) : pick) as Record<string, unknown>;
        if (typeof target !== "object" || target === null) target = copy;
      }
      const keys = Object.keys(target);
      const key = keys.length ? keys[next(keys.length)]! : "x";
      switch (next(4)) {
        case 0:
          target[key] = damage[next(damage.length)];
          break;
        case 1:
          delete target[key];
          break;
        case 2:
          target[`unknown${next(3)}`] = damage[next(damage.length)];
          break;
        default: {
          // the same keys in another order
          const value = target[key];
          delete target[key];
          target[key] = value;
        }
      }
      const format = (record as { format: keyof typeof formats }).format;
      counts[agrees(formats[format].schema as z.ZodType, copy)]++;
    }
    // both paths were exercised
    expect(counts.quick).toBeGreaterThan(300);
    expect(counts.zod).toBeGreaterThan(300);
  });
});

describe("quickParser without generated code (a Content-Security-Policy without unsafe-eval)", () => {
  it("reads every sample record as zod does, by its closures", () => {
    const real = globalThis.Function;
    const read: { schema: z.ZodType; record: unknown; out: unknown }[] = [];
    globalThis.Function = function () {
      throw new EvalError("code generation from strings disallowed");
    } as unknown as FunctionConstructor;
    try {
      for (const name of Object.keys(formats) as (keyof typeof formats)[]) {
        // a copy of the schema: quickParser compiles it afresh, here without `new Function`
        const schema = (formats[name].schema as z.ZodType).clone();
        for (const { record } of records.filter((r) => (r.record as { format: string }).format === name)) read.push({ schema, record, out: quickParser(schema)(record) });
      }
    } finally {
      globalThis.Function = real;
    }
    expect(read.length).toBe(records.length);
    // zod (which generates code of its own) is asked afterwards
    for (const { schema, record, out } of read) expect(exactly(out)).toBe(exactly(schema.safeParse(record).data));
  });
});

describe("quickParser follows zod's rules", () => {
  const Row = z.object({
    a: z.number().int().nonnegative(),
    b: z.string().regex(/^\d+$/).optional(),
    c: z.union([z.number(), z.literal("rt")]).nullable(),
    d: z.array(z.enum(["x", "y"])).optional(),
  });

  it("tests ISO timestamps by zod's own pattern, inline", () => {
    const At = z.object({ at: z.iso.datetime({ offset: true, local: true }), day: z.iso.date().optional() });
    for (const at of ["2026-11-30T15:24:14Z", "2026-11-30T15:24:14+01:00", "2026-11-30T15:24", "2024-02-29T00:00:00.5Z", "2025-02-29T00:00:00Z", "2026-11-30T24:00:00Z", "2026-11-30 15:24:14", "x"]) {
      const value = { at, day: at.slice(0, 10) };
      const read = quickParser(At)(value);
      expect(read === NOT_SURE ? "rejected" : read, at).toEqual(At.safeParse(value).success ? value : "rejected");
    }
  });

  it("copies objects with the schema's keys in its order, without unknown keys", () => {
    const value = { c: null, b: "12", a: 1, extra: true };
    const out = quickParser(Row)(value);
    expect(exactly(out)).toBe(exactly({ a: 1, b: "12", c: null }));
    expect(out).not.toBe(value);
    expect(agrees(Row, value)).toBe("quick");
  });

  it.each([
    ["a fraction for an int", { a: 1.5, c: 1 }],
    ["a negative count", { a: -1, c: 1 }],
    ["a failed regex", { a: 1, b: "x", c: 1 }],
    ["a missing required key", { a: 1 }],
    ["a required key present but undefined", { a: 1, c: undefined }],
    ["NaN", { a: NaN, c: 1 }],
    ["Infinity", { a: Infinity, c: 1 }],
    ["a union option nobody accepts", { a: 1, c: "x" }],
    ["an array element", { a: 1, c: 1, d: ["z"] }],
    ["not an object", [1, 2]],
  ])("is not sure of %s (zod rejects it)", (_what, value) => {
    expect(quickParser(Row)(value)).toBe(NOT_SURE);
    expect(Row.safeParse(value).success).toBe(false);
  });

  it("gives back an object that is its own output, as it is", () => {
    const value = { a: 1, b: "12", c: null, d: ["x"] };
    expect(quickParser(Row)(value)).toBe(value);
    // optional keys left out, in any number
    const short = { a: 2, c: "rt" };
    expect(quickParser(Row)(short)).toBe(short);
    // a schema key that is there but not enumerable is read as zod reads it (`in` and the value): a copy, where it is
    // enumerable
    const hidden = Object.defineProperty({ a: 1 }, "c", { value: 2, enumerable: false });
    expect(agrees(Row, hidden)).toBe("quick");
    expect(quickParser(Row)(hidden)).not.toBe(hidden);
    expect(agrees(Row, Object.defineProperty({ a: 1, c: 1 }, "b", { value: "12", enumerable: false }))).toBe("quick");
    expect(quickParser(Row)(Object.defineProperty({ a: 1 }, "c", { value: "x", enumerable: false }))).toBe(NOT_SURE);
    // a value that is not its own output (an object copied inside) makes the whole a copy
    const Outer = z.object({ inner: Row, n: z.number() });
    const outer = { inner: { c: 1, a: 1 }, n: 1 };
    const read = quickParser(Outer)(outer) as { inner: unknown };
    expect(read).not.toBe(outer);
    expect(exactly(read)).toBe(exactly({ inner: { a: 1, c: 1 }, n: 1 }));
  });

  it("compiles a schema used in several places once, and each use reads as zod does", () => {
    const Shared = z.object({ x: z.number() });
    const U = z.discriminatedUnion("k", [z.object({ k: z.literal("a"), s: Shared }), z.object({ k: z.literal("b"), s: Shared, t: Shared.optional() })]);
    for (const v of [{ k: "a", s: { x: 1 } }, { k: "b", s: { x: 1 }, t: { x: 2 } }, { k: "b", s: { x: 1 }, t: { x: "2" } }, { k: "a", s: { y: 1, x: 3 } }]) agrees(U, v);
    expect(quickParser(U)({ k: "b", s: { x: 1 }, t: { x: "2" } })).toBe(NOT_SURE);
  });

  it("keeps an optional key given as undefined, as zod does", () => {
    expect(agrees(Row, { a: 1, b: undefined, c: 2 })).toBe("quick");
  });

  it("leaves what it does not model to zod: transforms, defaults, catchalls, rewriting checks", () => {
    const cases: [z.ZodType, unknown][] = [
      [z.object({ a: z.string().transform((s) => s.length) }), { a: "abc" }],
      [z.object({ a: z.number().default(3) }), {}],
      [z.looseObject({ a: z.number() }), { a: 1, b: 2 }],
      [z.strictObject({ a: z.number() }), { a: 1 }],
      [z.object({ a: z.string().trim() }), { a: " x " }],
      [z.union([z.object({ a: z.number() }), z.object({ b: z.number() })]), { a: 1 }],
    ];
    for (const [schema, value] of cases) {
      expect(quickParser(schema)(value)).toBe(NOT_SURE);
      expect(schema.safeParse(value).success).toBe(true);
    }
  });

  it("picks a discriminated union's option by its tag, and runs custom checks", () => {
    const isEven = (v: unknown): boolean => typeof v === "number" && v % 2 === 0;
    const U = z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("a"), n: z.custom<number>(isEven) }),
      z.object({ kind: z.literal("b"), s: z.string() }),
    ]);
    expect(agrees(U, { n: 2, kind: "a" })).toBe("quick");
    expect(agrees(U, { kind: "b", s: "x", n: 3 })).toBe("quick");
    expect(quickParser(U)({ kind: "a", n: 3 })).toBe(NOT_SURE);
    expect(quickParser(U)({ kind: "c" })).toBe(NOT_SURE);
  });

  it("copies a string-keyed record in its own order", () => {
    const R = z.record(z.string(), z.number().nullable());
    expect(exactly(quickParser(R)({ b: 1, a: null }))).toBe(exactly({ b: 1, a: null }));
    expect(quickParser(R)({ a: "x" })).toBe(NOT_SURE);
    expect(quickParser(R)(new (class {})())).toBe(NOT_SURE);
  });
});

describe("checkRecord (what parse() and parseFrames return, or why not)", () => {
  const Row = z.object({ a: z.number(), b: z.object({ c: z.string() }).optional() });
  it("gives zod's output, read quickly or by zod", () => {
    expect(checkRecord(Row, { b: { c: "x" }, a: 1, extra: 2 })).toEqual({ ok: true, data: { a: 1, b: { c: "x" } } });
    // a transform: the quick reader is not sure, zod's own output comes back
    expect(checkRecord(z.object({ a: z.string().transform((s) => s.length) }), { a: "abc" })).toEqual({ ok: true, data: { a: 3 } });
  });
  it("gives zod's first issue with its path", () => {
    expect(checkRecord(Row, { a: 1, b: { c: 2 } })).toEqual({ ok: false, issue: "at b.c: Invalid input: expected string, received number" });
    expect(checkRecord(Row, "x")).toEqual({ ok: false, issue: "at (root): Invalid input: expected object, received string" });
  });
});
