/**
 * Every process loads every format's module, so a schema family built at load is paid by a run that reads another
 * format. sar's (and sar-json's, sar-csv's, sar-tsv's), mpstat's, pidstat's, iostat's and atsar's record schemas
 * are built on first use (lazySchemas, z.lazy): loading their modules builds almost no zod schema; checking the
 * first record builds the family. Counted with zod's construction hook; this file imports no format before it.
 */
import { expect, it } from "vitest";

let made = 0;
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { postProcessor: () => void made++ };

async function load<M>(path: string): Promise<{ mod: M; built: number }> {
  const before = made;
  const mod = (await import(path)) as M;
  return { mod, built: made - before };
}

type Schema = { safeParse(v: unknown): { success: boolean } };

it("the sysstat and atsar record schemas are built on first use, not when their modules load", async () => {
  const control = await load<{ HeyRecord: Schema }>("../src/formats/hey/schema.js");
  // (the hook counts: hey's schemas are built at load)
  expect(control.built).toBeGreaterThan(5);
  const families: [string, string, unknown][] = [
    ["../src/formats/sar/schema.js", "SarRecord", { format: "sar", kind: "comment", text: "x" }],
    ["../src/formats/sar/json/schema.js", "SarJsonRecord", { format: "sar-json", kind: "comment", text: "x" }],
    ["../src/formats/mpstat/schema.js", "MpstatRecord", { format: "mpstat", kind: "summary", statistic: "average", label: "Average:", section: "unknown" }],
    ["../src/formats/pidstat/schema.js", "PidstatRecord", { format: "pidstat", kind: "summary", statistic: "average", label: "Average:", section: "unknown" }],
    ["../src/formats/iostat/schema.js", "IostatRecord", { format: "iostat", kind: "header" }],
    ["../src/formats/atsar/schema.js", "AtsarRecord", { format: "atsar", kind: "sample", section: "unknown", tag: null }],
  ];
  const counts: { path: string; atLoad: number; byFirstCheck: number }[] = [];
  for (const [path, name, record] of families) {
    const { mod, built } = await load<Record<string, Schema>>(path);
    const before = made;
    mod[name]!.safeParse(record);
    counts.push({ path, atLoad: built, byFirstCheck: made - before });
  }
  // (before: 40, 36, 26, 26, 35 and 138 at load; now 4 to 10, the lazies and what their modules share)
  for (const c of counts) {
    expect(c.atLoad, c.path).toBeLessThan(15);
    expect(c.byFirstCheck, c.path).toBeGreaterThan(100);
  }
});
