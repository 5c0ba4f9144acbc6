import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createSyntaxDiagramsCode } from "chevrotain";
import { describe, expect, it } from "vitest";
import { freeGrammar } from "../../grammars/free/parser.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { ParseError } from "../../src/index.js";
import { root } from "./helpers.js";

describe("free grammar", () => {
  it("builds with Chevrotain's grammar validations on", () => {
    // performSelfAnalysis (in the constructor) throws on ambiguities, left recursion and token conflicts.
    expect(() => freeGrammar.validate()).not.toThrow();
  });

  it("lexes labels, translated words and every value form", () => {
    const blocks = runGrammar(freeGrammar, "  total\nSpeicher:  8,7Mi 23Gi -32Gi 0B 241.7M 0 24683656\n", "free");
    expect(blocks).toEqual([
      {
        kind: "table",
        offset: 2,
        header: { kind: "header", offset: 2, words: ["total"] },
        rows: [
          {
            kind: "row",
            offset: 8,
            label: "Speicher:",
            values: ["8,7Mi", "23Gi", "-32Gi", "0B", "241.7M", "0", "24683656"].map((text) => ({ text, offset: expect.any(Number) })),
          },
        ],
      },
    ]);
  });

  it("keeps multi-word labels as printed (Korean, Vietnamese, -/+ buffers/cache:)", () => {
    const text = "h\nMem: 1 2 3 4 5 6\n-/+ buffers/cache:  1 2\n하  위:  1 2 3\nTráo đổi:  1 2 3\n";
    const [table] = runGrammar(freeGrammar, text, "free");
    expect(table!.kind === "table" && table!.rows.map((r) => r.label)).toEqual(["Mem:", "-/+ buffers/cache:", "하  위:", "Tráo đổi:"]);
  });

  it("a word after the values is a syntax error at that word", () => {
    try {
      runGrammar(freeGrammar, "total used\nMiB Mem :  24105.1 total,  23758.6 free\n", "free");
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ParseError);
      expect((err as ParseError).line).toBe(2);
      expect((err as ParseError).column).toBe(20);
      expect((err as ParseError).message).toMatch(/expected end of line/);
    }
  });
});
