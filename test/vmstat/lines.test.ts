/**
 * vmstat's lines read by hand (grammars/vmstat/lines.ts) are pinned to the grammar: over every vmstat sample and
 * seeded variants of them (words put in that make a cell another token or a line the grammar's alone: dates, clocks
 * and integers glued to words, signs, non-ASCII words and blanks, control characters), vmstatLines gives the lines,
 * or the error, that the grammar alone gives.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isNumbersLine, readCells, vmstatLines } from "../../grammars/vmstat/lines.js";
import { vmstatGrammar } from "../../grammars/vmstat/parser.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { cellsOf, putWord, WORD_EDITS } from "../helpers/cell-edit.js";
import { handReaderCheck } from "../helpers/hand-reader.js";
import { root, sampleFiles, seeded } from "../helpers/samples.js";

const grammar = (text: string) => runGrammar(vmstatGrammar, text, "vmstat");
const files = sampleFiles("vmstat", (p) => p.endsWith(".txt"));

describe("vmstat lines read by hand agree with the grammar", () => {
  // texts with a line the hand reader leaves to the grammar (non-ASCII, control characters)
  const { same, seen } = handReaderCheck(grammar, vmstatLines, (t) => /[^\x20-\x7e\n\t\r]/.test(t));

  it("finds the samples", () => expect(files.length).toBeGreaterThan(40));
  for (const file of files) {
    it(file.slice(root.length + 1), () => same(prepareText(readFileSync(file, "utf8"))));
  }

  it("seeded variants", () => {
    const texts = files.map((f) => prepareText(readFileSync(f, "utf8")).split("\n"));
    const rnd = seeded(2026);
    const words = ["2026-12-01", "2026-12-01x", "x2026-12-01", "2026-1-01", "21:20:59", "21:20:5", "21:20:59:", "-", "--", "-5", "-5-", "5-", "+5", "--5", "007", "1.5", "K", "-----memory-----", "é", "frei", "\u00a0", "\u3000", "a\u200bb", "\ufeff", "\t", "  ", "\r", "\f", "\v", "\x7f", "\x01", "…", "..."];
    for (let round = 0; round < 600; round++) {
      const lines = [...texts[rnd(texts.length)]!];
      for (let k = 1 + rnd(4); k > 0; k--) {
        const at = rnd(lines.length);
        const cells = cellsOf(lines[at]!);
        lines[at] = putWord(cells, words[rnd(words.length)]!, rnd(cells.length + 1), WORD_EDITS[rnd(4)]!, rnd);
      }
      same(lines.join("\n"));
    }
    // both paths taken: texts read by hand alone, and texts the grammar read a part of
    expect(seen.hand).toBeGreaterThan(100);
    expect(seen.mixed).toBeGreaterThan(100);
  });

  it("isNumbersLine is readCells finding only numbers (the cutter's test of a row)", () => {
    const rnd = seeded(41);
    const edits = ["x", "-", "2026-12-01", "21:20:59", "\u00a0", "é", "\f", "-7", ""];
    let rows = 0;
    for (const file of files) {
      for (const line of prepareText(readFileSync(file, "utf8")).split("\n")) {
        for (const l of [line, putWord(cellsOf(line), edits[rnd(edits.length)]!, rnd(4), WORD_EDITS[rnd(4)]!, rnd)]) {
          const cells = readCells(l, 0, l.length);
          const expected = cells !== undefined && cells.length > 0 && cells.every((c) => c.kind !== "word");
          expect(isNumbersLine(l, 0, l.length), JSON.stringify(l)).toBe(expected);
          if (expected) rows++;
        }
      }
    }
    expect(rows).toBeGreaterThan(100);
  });

  it("reads a cell as the lexer does, the whole cell", () => {
    const kinds = (line: string) => readCells(line, 0, line.length)?.map((c) => `${c.kind}:${c.text}@${c.offset}`);
    expect(kinds(" 2026-12-01 21:20:59 -3 x-1 12:00:0 ")).toEqual(["date:2026-12-01@1", "clock:21:20:59@12", "int:-3@21", "word:x-1@24", "word:12:00:0@28"]);
    expect(kinds("a\u00a0b")).toBeUndefined();
    expect(kinds(" \t ")).toEqual([]);
  });
});
