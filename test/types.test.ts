/** The typed API: parse and parseStream return the record type of the format they are given. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as api from "../src/index.js";
import type { ExpectedTypes } from "./helpers/expected-types.js";
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
  type AnyRawRecord,
  type FormatName,
  type PartialResult,
  type RawRecordOf,
  type SafeParseResult,
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
    expectTypeOf<api.ApacheStatusRecord>().toEqualTypeOf<RecordOf<"apache-status">>();
    expectTypeOf<api.LighttpdStatusRecord>().toEqualTypeOf<RecordOf<"lighttpd-status">>();
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


describe("every format's records through the registry (type checks: tsc --noEmit, part of npm test)", () => {
  it("the registry gives each format's schema type and the raw type its parser makes, exported as <Name>RawRecord", () => {
    expectTypeOf<{ [F in FormatName]: [RecordOf<F>, RawRecordOf<F>, RawRecordOf<F>] }>().toEqualTypeOf<ExpectedTypes>();
    // no raw type is `never` (what `raw: true` gave for every format before), and each names its own format
    expectTypeOf<{ [F in FormatName]: [RawRecordOf<F>] extends [never] ? F : never }[FormatName]>().toBeNever();
    expectTypeOf<{ [F in FormatName]: RawRecordOf<F>["format"] }>().toEqualTypeOf<{ [F in FormatName]: F }>();
    expectTypeOf<{ [F in FormatName]: RecordOf<F> extends { format: infer N } ? N : never }>().toEqualTypeOf<{ [F in FormatName]: F }>();
  });

  it("parse gives each format's records, raw ones with raw: true", () => {
    expectTypeOf(() => parse("", { format: "ab", raw: true })).returns.toEqualTypeOf<api.AbRawRecord[]>();
    expectTypeOf(() => parse("", { format: "ab-csv", raw: true })).returns.toEqualTypeOf<api.AbCsvRawRecord[]>();
    expectTypeOf(() => parse("", { format: "ab-gnuplot", raw: true })).returns.toEqualTypeOf<api.AbGnuplotRawRecord[]>();
    expectTypeOf(() => parse("", { format: "atsar", raw: true })).returns.toEqualTypeOf<api.AtsarRawRecord[]>();
    expectTypeOf(() => parse("", { format: "autocannon", raw: true })).returns.toEqualTypeOf<api.AutocannonRawRecord[]>();
    expectTypeOf(() => parse("", { format: "bombardier", raw: true })).returns.toEqualTypeOf<api.BombardierRawRecord[]>();
    expectTypeOf(() => parse("", { format: "free", raw: true, unit: "m" })).returns.toEqualTypeOf<api.FreeRawRecord[]>();
    expectTypeOf(() => parse("", { format: "h2load", raw: true })).returns.toEqualTypeOf<api.H2loadRawRecord[]>();
    expectTypeOf(() => parse("", { format: "hey", raw: true })).returns.toEqualTypeOf<api.HeyRawRecord[]>();
    expectTypeOf(() => parse("", { format: "hey-csv", raw: true })).returns.toEqualTypeOf<api.HeyCsvRawRecord[]>();
    expectTypeOf(() => parse("", { format: "httperf", raw: true })).returns.toEqualTypeOf<api.HttperfRawRecord[]>();
    expectTypeOf(() => parse("", { format: "iostat", raw: true })).returns.toEqualTypeOf<api.IostatRawRecord[]>();
    expectTypeOf(() => parse("", { format: "k6", raw: true })).returns.toEqualTypeOf<api.K6RawRecord[]>();
    expectTypeOf(() => parse("", { format: "mpstat", raw: true })).returns.toEqualTypeOf<api.MpstatRawRecord[]>();
    expectTypeOf(() => parse("", { format: "mpstat-json", raw: true })).returns.toEqualTypeOf<api.MpstatJsonRawRecord[]>();
    expectTypeOf(() => parse("", { format: "nginx-stub-status", raw: true })).returns.toEqualTypeOf<api.StubStatusRawRecord[]>();
    expectTypeOf(() => parse("", { format: "apache-status", raw: true })).returns.toEqualTypeOf<api.ApacheStatusRawRecord[]>();
    expectTypeOf(() => parse("", { format: "php-fpm-status", raw: true })).returns.toEqualTypeOf<api.PhpFpmStatusRawRecord[]>();
    expectTypeOf(() => parse("", { format: "pidstat", raw: true })).returns.toEqualTypeOf<api.PidstatRawRecord[]>();
    expectTypeOf(() => parse("", { format: "sar", raw: true })).returns.toEqualTypeOf<api.SarRawRecord[]>();
    expectTypeOf(() => parse("", { format: "sar-json", raw: true })).returns.toEqualTypeOf<api.SarJsonRawRecord[]>();
    expectTypeOf(() => parse("", { format: "siege", raw: true })).returns.toEqualTypeOf<api.SiegeRawRecord[]>();
    expectTypeOf(() => parse("", { format: "top", raw: true })).returns.toEqualTypeOf<api.TopRawRecord[]>();
    expectTypeOf(() => parse("", { format: "vegeta", raw: true })).returns.toEqualTypeOf<api.VegetaRawRecord[]>();
    expectTypeOf(() => parse("", { format: "vmstat", raw: true })).returns.toEqualTypeOf<api.VmstatRawRecord[]>();
    expectTypeOf(() => parse("", { format: "webbench", raw: true })).returns.toEqualTypeOf<api.WebbenchRawRecord[]>();
    expectTypeOf(() => parse("", { format: "wrk", raw: true })).returns.toEqualTypeOf<api.WrkRawRecord[]>();
    // and the normalized ones of the formats the first test does not list
    expectTypeOf(() => parse("", { format: "autocannon" })).returns.toEqualTypeOf<api.AutocannonRecord[]>();
    expectTypeOf(() => parse("", { format: "bombardier" })).returns.toEqualTypeOf<api.BombardierRecord[]>();
    expectTypeOf(() => parse("", { format: "h2load" })).returns.toEqualTypeOf<api.H2loadRecord[]>();
    expectTypeOf(() => parse("", { format: "hey" })).returns.toEqualTypeOf<api.HeyRecord[]>();
    expectTypeOf(() => parse("", { format: "hey-csv" })).returns.toEqualTypeOf<api.HeyCsvRecord[]>();
    expectTypeOf(() => parse("", { format: "httperf" })).returns.toEqualTypeOf<api.HttperfRecord[]>();
    expectTypeOf(() => parse("", { format: "iostat" })).returns.toEqualTypeOf<api.IostatRecord[]>();
    expectTypeOf(() => parse("", { format: "k6" })).returns.toEqualTypeOf<api.K6Record[]>();
    expectTypeOf(() => parse("", { format: "mpstat" })).returns.toEqualTypeOf<api.MpstatRecord[]>();
    expectTypeOf(() => parse("", { format: "pidstat" })).returns.toEqualTypeOf<api.PidstatRecord[]>();
    expectTypeOf(() => parse("", { format: "siege" })).returns.toEqualTypeOf<api.SiegeRecord[]>();
    expectTypeOf(() => parse("", { format: "vegeta" })).returns.toEqualTypeOf<api.VegetaRecord[]>();
    expectTypeOf(() => parse("", { format: "vmstat" })).returns.toEqualTypeOf<api.VmstatRecord[]>();
    expectTypeOf(() => parse("", { format: "ab", raw: false })).returns.toEqualTypeOf<api.AbRecord[]>();
  });

  it("a raw record's values are the strings as printed", () => {
    expectTypeOf<api.AbRawRecord["requestsPerSecond"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Extract<api.SarRawRecord, { kind: "row" }>["values"]>().toEqualTypeOf<(string | null)[]>();
    expectTypeOf<api.WrkRawRecord["requestsPerSec"]>().toEqualTypeOf<string | undefined>();
  });

  it("safeParse, parsePartial and parseStream give the same types as parse, raw or not", () => {
    expectTypeOf(() => safeParse("", { format: "sar", raw: true })).returns.toEqualTypeOf<SafeParseResult<api.SarRawRecord[]>>();
    expectTypeOf(() => safeParse("", { format: "hey" })).returns.toEqualTypeOf<SafeParseResult<api.HeyRecord[]>>();
    expectTypeOf(() => parsePartial("", { format: "vmstat", raw: true })).returns.toEqualTypeOf<PartialResult<api.VmstatRawRecord>>();
    expectTypeOf(() => parseStream([], { format: "wrk", raw: true, continueOnError: true })).returns.toEqualTypeOf<AsyncGenerator<api.WrkRawRecord | StreamErrorItem>>();
    expectTypeOf(() => parseStream([], { format: "iostat", maxLineChars: 100 })).returns.toEqualTypeOf<AsyncGenerator<api.IostatRecord | StreamErrorItem>>();
  });

  it("without a format, or with one in a string variable (checked at run time), the union of every format's", () => {
    const name: string = "sar";
    const raw: boolean = Math.random() < 2;
    expectTypeOf(() => parse("", { raw: true })).returns.toEqualTypeOf<AnyRawRecord[]>();
    expectTypeOf(() => parse("", { format: name })).returns.toEqualTypeOf<AnyRecord[]>();
    expectTypeOf(() => parse("", { format: name, raw: true })).returns.toEqualTypeOf<AnyRawRecord[]>();
    expectTypeOf(() => safeParse("", { format: name })).returns.toEqualTypeOf<SafeParseResult<AnyRecord[]>>();
    expectTypeOf(() => parsePartial("", { format: name, raw: true })).returns.toEqualTypeOf<PartialResult<AnyRawRecord>>();
    expectTypeOf(() => parseStream([], { format: name })).returns.toEqualTypeOf<AsyncGenerator<AnyRecord | StreamErrorItem>>();
    // a `raw` known only at run time: either kind
    expectTypeOf(() => parse("", { format: "free", raw })).returns.toEqualTypeOf<(api.FreeRecord | api.FreeRawRecord)[]>();
    const options: api.ParseOptions = { format: name };
    expectTypeOf(() => parse("", options)).returns.toEqualTypeOf<(AnyRecord | AnyRawRecord)[]>();
    // which `format` narrows, raw records as records
    expectTypeOf((r: AnyRawRecord) => (r.format === "sar" ? r : undefined)).returns.toEqualTypeOf<api.SarRawRecord | undefined>();
    expectTypeOf((r: AnyRawRecord) => (r.format === "hey" ? r : undefined)).returns.toEqualTypeOf<api.HeyRawRecord | undefined>();
  });

  it("a format literal that names no format is a type error, in every function", () => {
    // @ts-expect-error no format is called "sarr"
    expectTypeOf(() => parse("", { format: "sarr" })).toBeFunction();
    // @ts-expect-error no format is called "sarr"
    expectTypeOf(() => parse("", { format: "sarr", raw: true })).toBeFunction();
    // @ts-expect-error no format is called "Free"
    expectTypeOf(() => safeParse("", { format: "Free" })).toBeFunction();
    // @ts-expect-error no format is called "stub_status"
    expectTypeOf(() => parsePartial("", { format: "stub_status" })).toBeFunction();
    // @ts-expect-error no format is called "wrk2"
    expectTypeOf(() => parseStream([], { format: "wrk2" })).toBeFunction();
    // ...which the same call with a registry name is not
    expectTypeOf(() => safeParse("", { format: "free" })).toBeFunction();
  });
});
