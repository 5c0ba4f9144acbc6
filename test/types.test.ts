/** The typed API: parse and parseStream return the record type of the format they are given. */
import { describe, expectTypeOf, it } from "vitest";
import {
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
    expectTypeOf(() => parse("", { format: "atsar" })).returns.toEqualTypeOf<RecordOf<"atsar">[]>();
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
