/**
 * The quick reader (src/api/quick.ts) picks a discriminated union's option by its tag. It reads each option's tags
 * from the shape zod was given (tagValues), where zod's `propValues` reads every key of every option's shape and so
 * builds all of sar's row types (src/kit/lazy-schema.ts lazyShape) when one record is checked. Both give the same
 * tags; checking one sar record builds its own row type, not the 100 others. Counted with zod's construction hook;
 * this file imports no format before it sets the hook.
 */
import { expect, it } from "vitest";
import type * as z from "zod";

let made = 0;
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { postProcessor: () => void made++ };

type Internals = { def: { type: string; options?: z.ZodType[]; discriminator?: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> }; innerType?: z.ZodType; propValues?: Record<string, Set<unknown>> };
const internals = (s: z.ZodType): Internals => (s as unknown as { _zod: Internals })._zod;

it("checking one sar record builds that record's row type only", async () => {
  const { sarSchemas } = await import("../src/formats/sar/schema.js");
  const { checkRecord } = await import("../src/api/quick.js");
  const family = sarSchemas("sar-tags");
  const record = { format: "sar-tags", kind: "sample", timestamp: "2026-01-01T00:00:00", section: "process-and-context-switch", processesCreatedPerSecond: 158, contextSwitchesPerSecond: 1908 };
  const before = made;
  expect(checkRecord(family.record as z.ZodType, record)).toEqual({ ok: true, data: record });
  const built = made - before;
  // (zod's propValues built every row type's shape: 1,988 schemas for this check; now the family and one shape)
  const full = made;
  // reading every option's tags the zod way builds the rest
  const walk = (s: z.ZodType): void => {
    const zod = internals(s);
    if (zod.def.type === "lazy" && zod.innerType) walk(zod.innerType);
    if (zod.def.type === "union") for (const o of zod.def.options ?? []) walk(o);
    void zod.propValues;
  };
  walk(family.record as z.ZodType);
  expect(made - full, "zod's propValues builds the shapes left").toBeGreaterThan(500);
  expect(built).toBeLessThan((made - before) / 3);
});

it("reads the same tags as zod's propValues, for every discriminated union of every format's schema", async () => {
  const { tagValues } = await import("../src/api/quick.js");
  const { formats } = await import("../src/formats/index.js");
  let unions = 0;
  const seen = new Set<z.ZodType>();
  const visit = (s: z.ZodType | undefined): void => {
    if (s === undefined || seen.has(s)) return;
    seen.add(s);
    const zod = internals(s);
    const def = zod.def;
    if (def.type === "lazy") return visit(zod.innerType);
    if (def.type === "optional" || def.type === "nullable") return visit(def.innerType);
    if (def.type === "array") return visit(def.element);
    if (def.type === "object") return Object.values(def.shape ?? {}).forEach(visit);
    if (def.type !== "union") return;
    if (def.discriminator !== undefined) {
      unions++;
      for (const o of def.options ?? []) {
        // ours first: zod's propValues builds the shape, after which both read the built one
        const ours = tagValues(o, def.discriminator);
        const theirs = internals(o).propValues?.[def.discriminator];
        expect(ours === undefined ? undefined : [...ours].sort()).toEqual(theirs === undefined ? undefined : [...theirs].sort());
      }
    }
    (def.options ?? []).forEach(visit);
  };
  for (const f of Object.values(formats)) visit(f.schema as z.ZodType);
  expect(unions).toBeGreaterThan(20);
});
