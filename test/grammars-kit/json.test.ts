/**
 * The shared JSON grammar (grammars/kit/json.ts) on input it cannot read: it gives problems at offsets, never an
 * exception and never an undefined document (the parser's top rule gives undefined when a value is missing where one
 * must be: `{"a": }`; the fuzz test met it as a TypeError, "reading 'problems'").
 */
import { describe, expect, it } from "vitest";
import { MAX_DEPTH, readJson } from "../../grammars/kit/json.js";
import { parse, safeParse } from "../../src/index.js";
import { ParseError } from "../../src/kit/errors.js";

describe("readJson on what it cannot read", () => {
  it.each([
    ['{"a": }', 6],
    ['{"a": :}', 6],
    ['{"a" 1}', 5],
    ['[1, :]', 4],
    [":", 0],
    ['{"sysstat": {"hosts": [{"statistics": [{"timestamp": }]}]}}', 53],
  ])("%s: a problem at %i, an empty or partial document", (text, offset) => {
    const doc = readJson(text);
    expect(doc.problems.length).toBeGreaterThan(0);
    expect(doc.problems[0]!.offset).toBe(offset);
    expect(Array.isArray(doc.values)).toBe(true);
  });

  it("nesting deeper than MAX_DEPTH: a problem where it goes too deep, no stack overflow", () => {
    for (const open of ["[", '{"a": ']) {
      const text = open.repeat(100_000);
      const doc = readJson(text);
      expect(doc.problems[0]).toEqual({ offset: MAX_DEPTH * open.length, message: `JSON nested more than ${MAX_DEPTH} deep` });
    }
    expect(readJson(`${"[".repeat(MAX_DEPTH)}${"]".repeat(MAX_DEPTH)}`).problems).toEqual([]);
  });

  it("reads what it can read still (values, repairs)", () => {
    const doc = readJson('[1,, 2]');
    expect(doc.problems).toEqual([]);
    expect(doc.repairs).toEqual([{ kind: "extra-comma", offset: 3 }]);
  });
});

describe("a sysstat JSON document with a value missing is a ParseError", () => {
  for (const [format, text] of [
    ["sar-json", '{"sysstat": {\n"hosts": [\n{"nodename": "vm", "sysname": "Linux", "file-date": "2026-12-06",\n"statistics": [\n{"timestamp": {"date": "2026-12-06", "time": }}]}]}}\n'],
    ["mpstat-json", '{"sysstat": {\n"hosts": [\n{"nodename": "vm", "sysname": "Linux", "date": "12/06/26",\n"statistics": [\n{"timestamp": "12:53:21", "cpu-load": [{"cpu": "all", "usr": }]}]}]}}\n'],
  ] as const) {
    it(format, () => {
      const r = safeParse(text, { format });
      expect(r.success).toBe(false);
      if (!r.success) {
        expect(r.error).toBeInstanceOf(ParseError);
        expect(r.error.line).toBe(5);
      }
      expect(() => parse(text, { format })).toThrow(ParseError);
    });
  }
});
