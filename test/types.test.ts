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

  it("the format field narrows a union", () => {
    const narrow = (r: AnyRecord) => (r.format === "ab" ? r : undefined);
    expectTypeOf(narrow).returns.toEqualTypeOf<AbRecord | undefined>();
    expectTypeOf(summarize).returns.toEqualTypeOf<LoadTestSummary>();
  });
});
