import { describe, expect, it } from "vitest";
import { definedFields } from "../../src/normalize/defined-fields.js";

describe("definedFields: a record without its undefined fields", () => {
  it("drops undefined, keeps null, false, 0 and empty strings, in their order", () => {
    const out = definedFields({ a: 1, b: undefined, c: null, d: false, e: 0, f: "", g: undefined });
    expect(out).toStrictEqual({ a: 1, c: null, d: false, e: 0, f: "" });
    expect(Object.keys(out)).toEqual(["a", "c", "d", "e", "f"]);
  });

  it("leaves nested objects alone unless asked; nested, drops the undefined inside and an object left empty", () => {
    const rec = { a: { b: undefined, c: 1 }, d: { e: undefined }, f: [undefined, 1], g: 2 };
    expect(definedFields(rec)).toStrictEqual(rec);
    expect(definedFields(rec, { nested: true })).toStrictEqual({ a: { c: 1 }, f: [undefined, 1], g: 2 });
  });

  it("keeps a field named __proto__ as an own field, not the prototype", () => {
    const rec = JSON.parse('{"__proto__": 5, "a": 1}') as Record<string, unknown>;
    const out = definedFields(rec);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(["__proto__", "a"]);
    expect(JSON.stringify(out)).toBe('{"__proto__":5,"a":1}');
  });

  it("gives a new object, not the one given", () => {
    const rec = { a: 1 };
    expect(definedFields(rec)).not.toBe(rec);
  });
});
