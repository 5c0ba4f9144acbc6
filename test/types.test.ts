/** The typed API: parse and parseStream return the record type of the format they are given. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as api from "../src/index.js";
import {
  type AtsarRecord,
  type WrkRecord,
  formatNames,
  getFormat,
  type AbCsvRecord,
  type AbGnuplotRecord,
  type AbRecord,
  type AnyRecord,
  type FreeRecord,
  parse,
  parsePartial,
  parseStream,
  type RecordOf,
  safeParse,
  type SarRecord,
  type StreamErrorItem,
  type StubStatusRecord,
  type TopRecord,
  summarize,
  type LoadTestSummary,
  type ParseError,
  type WebbenchRecord,
} from "../src/index.js";

describe("typed API", () => {
  it("parse returns the record type of the format it is given", () => {
    expectTypeOf(() => parse("", { format: "ab" })).returns.toEqualTypeOf<AbRecord[]>();
    expectTypeOf(() => parse("", { format: "ab-csv" })).returns.toEqualTypeOf<AbCsvRecord[]>();
    expectTypeOf(() => parse("", { format: "ab-gnuplot" })).returns.toEqualTypeOf<AbGnuplotRecord[]>();
    expectTypeOf(() => parse("", { format: "webbench" })).returns.toEqualTypeOf<WebbenchRecord[]>();
    expectTypeOf(() => parse("", { format: "free", unit: "m" })).returns.toEqualTypeOf<FreeRecord[]>();
    expectTypeOf(() => parse("", { format: "nginx-stub-status" })).returns.toEqualTypeOf<StubStatusRecord[]>();
    expectTypeOf(() => parse("", { format: "sar" })).returns.toEqualTypeOf<SarRecord[]>();
    expectTypeOf(() => parse("", { format: "atsar" })).returns.toEqualTypeOf<AtsarRecord[]>();
    expectTypeOf(() => parse("", { format: "wrk" })).returns.toEqualTypeOf<WrkRecord[]>();
    expectTypeOf(() => parse("", { format: "top", date: "2024-01-15" })).returns.toEqualTypeOf<TopRecord[]>();
  });

  it("without a format, parse returns the union of every record type", () => {
    expectTypeOf(() => parse("")).returns.toEqualTypeOf<AnyRecord[]>();
    expectTypeOf<AbRecord>().toMatchTypeOf<AnyRecord>();
  });

  it("safeParse, parsePartial and parseStream keep the format's type", () => {
    expectTypeOf(() => safeParse("", { format: "free" })).returns.toEqualTypeOf<{ success: true; data: FreeRecord[] } | { success: false; error: ParseError }>();
    expectTypeOf(() => parsePartial("", { format: "sar" }).records).returns.toEqualTypeOf<SarRecord[]>();
    expectTypeOf(() => parseStream([], { format: "nginx-stub-status" })).returns.toEqualTypeOf<AsyncGenerator<StubStatusRecord | StreamErrorItem>>();
  });

  it("options are the ones the formats declare: a misspelt option or a wrong value is a type error", () => {
    expectTypeOf(() => parse("", { format: "free", unit: "m", si: true })).returns.toEqualTypeOf<FreeRecord[]>();
    // @ts-expect-error `unti` is no option of free
    expectTypeOf(() => parse("", { format: "free", unti: "m" })).toBeFunction();
    // @ts-expect-error free's unit takes free's unit names
    expectTypeOf(() => parse("", { format: "free", unit: "parsecs" })).toBeFunction();
    // without a format, any format's option is allowed, and a typo is not
    expectTypeOf(() => parse("", { unit: "m", zoneOffsets: { CST: "+08:00" } })).returns.toEqualTypeOf<AnyRecord[]>();
    // @ts-expect-error `unti` is no option of any format
    expectTypeOf(() => parse("", { unti: "m" })).toBeFunction();
  });

  it("the format field narrows a union", () => {
    const narrow = (r: AnyRecord) => (r.format === "ab" ? r : undefined);
    expectTypeOf(narrow).returns.toEqualTypeOf<AbRecord | undefined>();
    expectTypeOf(summarize).returns.toEqualTypeOf<LoadTestSummary>();
  });
});

describe("every format's record type is exported", () => {
  it("each registered format's schema is exported from src/index.ts, under a name ending in Record", () => {
    const exported = new Map<unknown, string>(Object.entries(api).map(([name, value]) => [value, name]));
    for (const name of formatNames) expect(exported.get(getFormat(name).schema), name).toMatch(/Record$/);
  });

  it("each exported schema's type is RecordOf its format", () => {
    expectTypeOf<api.AbRecord>().toEqualTypeOf<RecordOf<"ab">>();
    expectTypeOf<api.AbCsvRecord>().toEqualTypeOf<RecordOf<"ab-csv">>();
    expectTypeOf<api.AbGnuplotRecord>().toEqualTypeOf<RecordOf<"ab-gnuplot">>();
    expectTypeOf<api.AtsarRecord>().toEqualTypeOf<RecordOf<"atsar">>();
    expectTypeOf<api.FreeRecord>().toEqualTypeOf<RecordOf<"free">>();
    expectTypeOf<api.StubStatusRecord>().toEqualTypeOf<RecordOf<"nginx-stub-status">>();
    expectTypeOf<api.SarRecord>().toEqualTypeOf<RecordOf<"sar">>();
    expectTypeOf<api.TopRecord>().toEqualTypeOf<RecordOf<"top">>();
    expectTypeOf<api.WebbenchRecord>().toEqualTypeOf<RecordOf<"webbench">>();
    expectTypeOf<api.WrkRecord>().toEqualTypeOf<RecordOf<"wrk">>();
    expectTypeOf<api.AtsarSampleRecord>().toMatchTypeOf<api.AtsarRecord>();
  });

  it("benchparse/browser has the types of the main entry (the browser bundle is built from src/index.ts)", () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8"));
    expect(manifest.exports["./browser"]).toEqual({ types: manifest.exports["."].import.types, default: "./dist/browser/benchparse.js" });
    expect(readFileSync(join(import.meta.dirname, "..", "scripts", "build-browser.mjs"), "utf8")).toContain('entryPoints: ["src/index.ts"], format: "esm", outfile: library');
  });
});
