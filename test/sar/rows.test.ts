/**
 * sysstat's hand-read rows (grammars/sysstat/rows.ts: sar, iostat, mpstat, pidstat) are pinned to the grammar: over
 * every sample of the four and seeded variants of them (words swapped for the tokens that make a line the grammar's:
 * clocks glued to words, AM/PM, COM, LINUX RESTART, translated labels, parentheses, blanks and characters outside
 * ASCII), sarLines gives the lines, or the error, that the grammar alone gives.
 */
import { describe, expect, it } from "vitest";
import { sysstatGrammar as sarGrammar } from "../../grammars/sysstat/parser.js";
import { sysstatLines as sarLines } from "../../grammars/sysstat/rows.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { cellsOf, putWord, WORD_EDITS } from "../helpers/cell-edit.js";
import { outcome } from "../helpers/hand-reader.js";
import { root, sampleFiles, seeded } from "../helpers/samples.js";
import { sharedInputs } from "../helpers/shared.js";
import { readFileSync } from "node:fs";

const grammar = (text: string) => runGrammar(sarGrammar, text, "sar");
const same = (text: string) => expect(outcome(() => sarLines(text, grammar)), JSON.stringify(text.slice(0, 300))).toEqual(outcome(() => grammar(text)));

// the samples of every format the reader serves, and ../shared/corpus/sar when it is there (a skipped test says so
// when it is not)
const files = [...["sar", "iostat", "mpstat", "pidstat"].flatMap((dir) => sampleFiles(dir, (p) => p.endsWith(".txt"))), ...sharedInputs("corpus/sar", (p) => p.endsWith(".txt"))];

describe("sysstat rows read by hand agree with the grammar", () => {
  it("finds the samples", () => expect(files.length).toBeGreaterThan(20));
  for (const file of files) {
    it(file.slice(root.length + 1), () => same(prepareText(readFileSync(file, "utf8"))));
  }

  it("seeded variants", () => {
    const texts = files.map((f) => prepareText(readFileSync(f, "utf8")).split("\n"));
    const rnd = seeded(2026);
    const words = ["AM", "pm", "P.M.", "IST", "CEST", "ISTX", "+04", "-0330", "+045", "COM", "LINUX RESTART", "LINUX", "RESTART", "Moyenne :", "Moyenne", ":", "Average:", "Average", "Durchschn.:", "(2", "CPU)", "()", "1,5", "-3", "+2", "82.9%", "1.4G", "1.5x", "12:00:01", "12:00:01x", "_x86_64_", "a\u00a0b", "é", "\t", "  ", "\r", "13時20分09秒", "COMMAND", "Média:", "\x7f", ""];
    for (let round = 0; round < 400; round++) {
      const lines = [...texts[rnd(texts.length)]!];
      for (let k = 1 + rnd(4); k > 0; k--) {
        const at = rnd(lines.length);
        const cells = cellsOf(lines[at]!);
        const w = words[rnd(words.length)]!;
        const where = rnd(cells.length + 1);
        lines[at] = putWord(cells, w, where, WORD_EDITS[rnd(4)]!, rnd);
      }
      same(lines.join("\n"));
    }
  });
});
