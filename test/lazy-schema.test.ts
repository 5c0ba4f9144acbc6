/**
 * src/kit/lazy-schema.ts: a zod object whose shape is built on first use behaves as the same object built at
 * once (parse, key order, JSON Schema), and nothing is built before zod needs it, a discriminated union included.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { recordJsonSchema } from "../src/commands/schema.js";
import { lazyJsonSchema, lazyShape, once } from "../src/kit/lazy-schema.js";

describe("lazyShape", () => {
  const counted = () => {
    let builds = 0;
    const rest = () => {
      builds++;
      return { n: z.number().int().describe("a count"), s: z.string().optional() };
    };
    return { rest, builds: () => builds };
  };

  it("builds nothing until the object is used, then once", () => {
    const c = counted();
    const Rec = z.object(lazyShape({ kind: z.literal("a") }, c.rest)).describe("a record");
    const Other = z.object(lazyShape({ kind: z.literal("b") }, () => ({ m: z.boolean() })));
    const Union = z.discriminatedUnion("kind", [Rec, Other]);
    z.array(Rec.optional());
    expect(c.builds()).toBe(0);
    expect(Union.parse({ kind: "a", n: 1 })).toEqual({ kind: "a", n: 1 });
    expect(Rec.parse({ kind: "a", n: 2, s: "x" })).toEqual({ kind: "a", n: 2, s: "x" });
    expect(() => Rec.parse({ kind: "a", n: 1.5 })).toThrow();
    expect(c.builds()).toBe(1);
  });

  it("is the object built at once: keys in order, the same JSON Schema", () => {
    const eager = z.object({ kind: z.literal("a"), n: z.number().int().describe("a count"), s: z.string().optional() }).describe("a record");
    const lazy = z.object(lazyShape({ kind: z.literal("a") }, counted().rest)).describe("a record");
    expect(Object.keys(lazy.shape)).toEqual(["kind", "n", "s"]);
    expect(z.toJSONSchema(lazy)).toEqual(z.toJSONSchema(eager));
    expect(lazy.safeParse({ kind: "b", n: 1 }).success).toBe(false);
  });

  it("works without eager keys, and as a plain object", () => {
    const shape = lazyShape(() => ({ a: 1, b: 2 }));
    expect(Object.keys(shape)).toEqual(["a", "b"]);
    expect({ ...shape }).toEqual({ a: 1, b: 2 });
    expect("a" in shape).toBe(true);
  });
});

describe("once", () => {
  it("makes the value on the first call only", () => {
    let made = 0;
    const value = once(() => ({ made: ++made }));
    expect(value()).toBe(value());
    expect(made).toBe(1);
  });
});

describe("lazyJsonSchema", () => {
  it("gives a z.custom field its JSON Schema when one is asked for, not before", () => {
    let built = 0;
    const Row = lazyJsonSchema(z.custom<number[]>((v) => Array.isArray(v)).describe("the rows"), () => {
      built++;
      return { type: "array", items: { type: "number" } };
    });
    const Rec = z.object({ rows: Row });
    expect(built).toBe(0);
    const schema = recordJsonSchema(Rec, "t", "d") as { properties: { rows: unknown } };
    expect(schema.properties.rows).toEqual({ type: "array", items: { type: "number" }, description: "the rows" });
    expect(built).toBe(1);
  });

  it("without it, a z.custom field is refused rather than emitted as accepting anything", () => {
    expect(() => recordJsonSchema(z.object({ rows: z.custom<number[]>((v) => Array.isArray(v)) }), "t", "d")).toThrow(/no JSON Schema for properties.rows/);
  });
});
