import { z } from "zod";
import { describe, expect, it } from "vitest";
import { inSchema } from "../../src/normalize/in-schema.js";
import { ValueError } from "../../src/normalize/value-error.js";
import { safeParse } from "../../src/index.js";

describe("inSchema: a range from the field's zod schema, one source", () => {
  const percent = z.number().int().min(0).max(100);
  it.each([0, 50, 100])("keeps %s", (v) => expect(inSchema(percent, v)).toBe(v));
  it.each([-1, 101, 2.5])("refuses %s with a ValueError that says the bound", (v) => {
    expect(() => inSchema(percent, v)).toThrow(ValueError);
    expect(() => inSchema(percent, v)).toThrow(new RegExp(`^${v}: `));
  });

  it("ab -e: a percentage over the schema's 100 is an error at the value, not a failed validation", () => {
    const r = safeParse("Percentage served,Time in ms\n0,1.0\n101,2.5\n", { format: "ab-csv" });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect([r.error.line, r.error.column]).toEqual([3, 1]);
    expect(r.error.reason).toMatch(/^101: Too big: expected number to be <=100/);
  });
});
