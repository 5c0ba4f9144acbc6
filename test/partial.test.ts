import { describe, expect, it } from "vitest";
import { parse, parsePartial, ParseError, safeParse } from "../src/index.js";
import { sample } from "./helpers/samples.js";

describe("parsePartial: one bad part does not cost the file", () => {
  it("keeps the good free blocks and reports the bad one where it is", () => {
    const text = sample("free/procps-4.0.2-C-s1-c3.txt");
    const lines = text.split("\n");
    const bad = lines.findIndex((l, i) => i > 3 && l.startsWith("Mem:"));
    lines[bad] = lines[bad]!.replace(/\d+/, "12x");
    const { records, errors } = parsePartial(lines.join("\n"), { format: "free", unit: "k" });
    expect(records).toHaveLength(2);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ParseError);
    expect(errors[0]!.line).toBe(bad + 1);
    expect(() => parse(lines.join("\n"), { format: "free", unit: "k" })).toThrow(ParseError);
  });

  it("keeps every ab run but the damaged one's broken paragraph", () => {
    const text = sample("ab/seed-004-four-runs-no-banner.txt").replace("Processing:    75 11628 1606.8  12078   15122", "Processing:    75 11628 1606.8  12078   1512x");
    const { records, errors } = parsePartial(text, { format: "ab" });
    expect(errors).toHaveLength(1);
    expect(records).toHaveLength(4);
    expect(records[2]!.connectionTimes).toBeUndefined();
    expect(records[3]!.connectionTimes?.total?.maxMs).toBe(15129);
  });

  it("returns the records unchanged when nothing is wrong", () => {
    const text = sample("ab/ab-plain-n1000-c10.txt");
    expect(parsePartial(text)).toEqual({ records: parse(text), errors: [] });
  });

  it("says what the text looks like when a forced format does not fit", () => {
    const result = safeParse(sample("ab/ab-plain-n1000-c10.txt"), { format: "free" });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.message).toMatch(/looks like ab output/);
  });
});

describe("error excerpts of very long lines", () => {
  it("cut the line around the column and keep the caret under it", () => {
    const result = safeParse(`Percentage served,Time in ms\n${"1".repeat(200_000)}x\n`, { format: "ab-csv" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error).toMatchObject({ line: 2, column: 200_001 });
    const [shown, caret] = result.error.excerpt.split("\n");
    expect(shown!.length).toBeLessThan(260);
    expect(shown![caret!.indexOf("^")]).toBe("x");
  });
});
