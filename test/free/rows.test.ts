/**
 * free's hand-read tables (grammars/free/rows.ts) are pinned to the grammar: over every sample (and
 * ../shared/corpus/free when it is there) and seeded variants of them (words swapped for the tokens that make a line
 * the grammar's: values glued to letters, mistyped values, -L pairs, translated labels, blanks and characters outside
 * ASCII, lines dropped, doubled or cut), freeBlocks gives the blocks, or the error, that the grammar alone gives.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freeGrammar } from "../../grammars/free/parser.js";
import { freeBlocks } from "../../grammars/free/rows.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { cellsOf, putWord, WORD_EDITS } from "../helpers/cell-edit.js";
import { outcome } from "../helpers/hand-reader.js";
import { root, sampleFiles, seeded } from "../helpers/samples.js";
import { sharedInputs } from "../helpers/shared.js";

const grammar = (text: string) => runGrammar(freeGrammar, text, "free");
const same = (text: string) => expect(outcome(() => freeBlocks(text, grammar)), JSON.stringify(text.slice(0, 300))).toEqual(outcome(() => grammar(text)));
/** Whether freeBlocks reads the text without the grammar. */
const byHand = (text: string): boolean => {
  let used = false;
  freeBlocks(text, (t) => ((used = true), grammar(t)));
  return !used;
};

const files = [...sampleFiles("free", (p) => p.endsWith(".txt")), ...sharedInputs("corpus/free", (p) => p.endsWith(".txt"))];

describe("free tables read by hand agree with the grammar", () => {
  it("finds the samples", () => expect(files.length).toBeGreaterThan(50));
  for (const file of files) {
    it(file.slice(root.length + 1), () => same(prepareText(readFileSync(file, "utf8"))));
  }

  it("reads the common output by hand, and leaves the rest to the grammar", () => {
    const block = "               total        used        free      shared  buff/cache   available\nMem:        24683656      462184    24000448        8956      469152    24221472\nSwap:              0           0           0\n";
    expect(byHand(`${block}\n${block}`)).toBe(true);
    expect(byHand("              total       used       free     shared    buffers     cached\nMem:       8061448    7877528     183920          0     102968    6734088\n-/+ buffers/cache:    1040472    7020976\nSwap:      8388604      52812    8335792\n")).toBe(true);
    expect(byHand("SwapUse           0 CachUse      245772  MemUse      370720 MemFree    24314632\n")).toBe(false);
    expect(byHand("              gesamt       benutzt\nSpeicher:  1 2\n内存：  1 2\n")).toBe(false);
    expect(byHand("Mem:  1 2 3\n")).toBe(false);
    // most samples are of the common form
    expect(files.filter((f) => byHand(prepareText(readFileSync(f, "utf8")))).length).toBeGreaterThan(files.length / 2);
  });

  it("seeded variants", () => {
    const texts = files.map((f) => prepareText(readFileSync(f, "utf8")).split("\n"));
    const rnd = seeded(2027);
    const words = [
      "Mem:", "Swap:", "-/+", "buffers/cache:", "total", "1.5", "1,5", "1.", ".5", "-3", "-", "--", "-x", "12Ki", "12KiB", "12Bi", "0B", "8,7Mi", "241.7M", "24684O96", "0O", "12abc",
      "1.5.3", "Mem1:", "SwapUse", "0", "Speicher:", "内存：", "하  위:", "a\u00a0b", "\u3000", "\u200b", "é", "\t", "  ", "\r", "\f", "\v", "\x7f", "\x00", "~", "",
    ];
    for (let round = 0; round < 600; round++) {
      const lines = [...texts[rnd(texts.length)]!];
      for (let k = 1 + rnd(4); k > 0; k--) {
        const at = rnd(lines.length);
        const cells = cellsOf(lines[at]!);
        const w = words[rnd(words.length)]!;
        const where = rnd(cells.length + 1);
        const how = rnd(7);
        if (how < 4) lines[at] = putWord(cells, w, where, WORD_EDITS[how]!, rnd);
        else if (how === 4) {
          // a line dropped or doubled
          if (rnd(2)) lines.splice(at, 1);
          else lines.splice(at, 0, lines[at]!);
        } else if (how === 5) {
          // a blank line put in
          lines.splice(at, 0, rnd(2) ? "" : "   ");
        } else {
          // the line cut short
          cells.length = Math.min(cells.length, where);
          lines[at] = cells.join("");
        }
      }
      const text = lines.join("\n");
      same(rnd(3) === 0 ? text.slice(0, rnd(text.length + 1)) : text);
    }
  });
});
