/**
 * src/kit/lazy-schema.ts: a zod object whose shape is built on first use behaves as the same object built at
 * once (parse, key order, JSON Schema), and nothing is built before zod needs it, a discriminated union included;
 * a family of schemas made by lazySchemas is built on first use, whole, and checks and describes as built at once.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { recordJsonSchema } from "../src/commands/schema.js";
import { lazyJsonSchema, lazySchemas, lazyShape, once } from "../src/kit/lazy-schema.js";

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

describe("lazySchemas", () => {
  const family = () => {
    const A = z.object({ kind: z.literal("a"), n: z.number().int().describe("a count") }).describe("an a");
    const B = z.object({ kind: z.literal("b"), s: z.string() });
    return { A, B, record: z.discriminatedUnion("kind", [A, B]) };
  };

  it("builds the family once, when one of its schemas is first used, and checks as the family built at once", () => {
    let builds = 0;
    const lazy = lazySchemas(["A", "B", "record"], () => {
      builds++;
      return family();
    });
    // a union of the lazy schemas, as a format's record union is made of them
    const Outer = z.discriminatedUnion("kind", [lazy.A, lazy.B] as unknown as [z.ZodObject, z.ZodObject]);
    expect(builds).toBe(0);
    const eager = family();
    for (const value of [{ kind: "a", n: 1 }, { kind: "b", s: "x" }, { kind: "a", n: 1.5 }, { kind: "c" }, { kind: "b" }]) {
      expect(lazy.record.safeParse(value).success, JSON.stringify(value)).toBe(eager.record.safeParse(value).success);
      expect(Outer.safeParse(value).success, JSON.stringify(value)).toBe(eager.record.safeParse(value).success);
    }
    expect(z.toJSONSchema(lazy.record)).toEqual(z.toJSONSchema(eager.record));
    expect(builds).toBe(1);
  });
});
