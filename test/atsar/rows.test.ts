/**
 * atsar's hand-read lines (grammars/atsar/rows.ts) are pinned to the grammar: over every sample and seeded variants
 * of them (words swapped for the tokens that make a line the grammar's, or that the reader must tell apart: banners,
 * restart marks, clock times and dates glued to other text, tags, dashes, blanks and characters outside ASCII, cut
 * lines), atsarLines gives the lines, or the error, that the grammar alone gives.
 */
import { describe, expect, it } from "vitest";
import { atsarGrammar } from "../../grammars/atsar/parser.js";
import { atsarLines } from "../../grammars/atsar/rows.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { seededEdits } from "../helpers/cell-edit.js";
import { outcome } from "../helpers/hand-reader.js";
import { root, sampleFiles, seeded } from "../helpers/samples.js";
import { readFileSync } from "node:fs";

const grammar = (text: string) => runGrammar(atsarGrammar, text, "atsar");
const same = (text: string) => expect(outcome(() => atsarLines(text, grammar)), JSON.stringify(text.slice(0, 300))).toEqual(outcome(() => grammar(text)));

const files = sampleFiles("atsar", (p) => p.endsWith(".txt"));

describe("atsar lines read by hand agree with the grammar", () => {
  it("finds the samples", () => expect(files.length).toBeGreaterThan(20));
  for (const file of files) {
    it(file.slice(root.length + 1), () => same(prepareText(readFileSync(file, "utf8"))));
  }

  it("lines of one token each, and the usual lines in unusual forms", () => {
    const lines = [
      "",
      " ",
      "\t",
      "12:00:01",
      "1:02:03",
      "12:00:01x",
      "123:45:67",
      "12:3:45",
      "1234:56",
      "1a23:45",
      "12:00:01:02",
      "2026/11/30/1",
      "2026/11/3x",
      "20261/1/3",
      "2026/11/30",
      "2026/1/3",
      "2026/11/300",
      "x 2026/11/30",
      "12:00:01 2026/11/30",
      "---",
      "--",
      "---x",
      "_cpu_",
      "12:00:01 _cpu_",
      "12:00:01 cpu %usr _cpu_ 12:00:02 all 1",
      "12:00:01 maxmbps_if_",
      "12:00:01 a_b_c_",
      "12:00:01 1_x_",
      "12:00:01 12:00:02",
      "  0 1 2",
      "-------------------------- analysis date: 2026/11/30 --------------------------",
      "--- analysis date: 2026/11/30",
      "---analysis date: 2026/11/30 ---",
      "--- analysis date:2026/11/30 ---",
      "--- analysis  date: 2026/11/30 ---x",
      "--- analysis date: 2026/11/30 --- x",
      "--- analysis date: x",
      "12:00:01 ......................... logging restarted .........................",
      "12:00:01 ... logging restarted ...x",
      "12:00:01 report not available.....",
      "vm 6.1 #1 SMP x86_64 2026/11/30",
      "vm 2026/11/30",
      "12:00:01 \u00e9 1",
      "12:00:01 a\u00a0b",
      "12:00:01 a\u3000b",
      "12:00:01 \x7f",
      "12:00:01 \x01",
      "12:00:01 a\rb",
    ];
    for (const line of lines) {
      same(line);
      same(`${line}\n`);
      same(`12:00:01 cpu %usr _cpu_\n${line}\n12:00:02 all 1\n`);
    }
  });

  it("seeded variants", () => {
    const texts = files.map((f) => prepareText(readFileSync(f, "utf8")).split("\n"));
    const rnd = seeded(2026);
    const words = [
      "---", "----------", "-- analysis date:", "--- analysis date: 2026/11/30 ---", "analysis", "date:", "...", "......", "... logging restarted ...",
      "logging", "restarted", "2026/11/30", "2026/1/3", "2026/11/301", "12:00:01", "1:02:03", "12:00:01x", "x12:00:01", "123:45:67", "_cpu_", "maxmbps_if_",
      "a_b_c", "a_b_c_", "1_x_", "__", "_", "|", "ms", "*", "+", "?", "N/A", "é", "\u00a0", "\u3000", "\t", "  ", "\r", "\x7f", "\x01", "\f", "",
    ];
    seededEdits(texts, words, rnd, 400, same);
  });
});
