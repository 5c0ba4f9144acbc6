/**
 * hey's hand-read lines (grammars/hey/rows.ts) are pinned to the grammar: over every sample and seeded variants of
 * them (words swapped for hey's titles, labels, units, values, `NaN` and `+Inf`, brackets, bars, punctuation, the
 * labels that take the rest of the line, blanks and characters outside ASCII, cut lines), heyLines gives the lines,
 * or the error, that the grammar alone gives.
 */
import { describe, expect, it } from "vitest";
import { heyGrammar } from "../../grammars/hey/parser.js";
import { HEY_LINE_MODE, heyLines } from "../../grammars/hey/rows.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { seededEdits } from "../helpers/cell-edit.js";
import { expectHandLexable, handReaderCheck } from "../helpers/hand-reader.js";
import { root, sampleFiles, seeded } from "../helpers/samples.js";
import { readFileSync } from "node:fs";

const grammar = (text: string) => runGrammar(heyGrammar, text, "hey");
const { same, seen } = handReaderCheck(grammar, heyLines, () => true);

const files = sampleFiles("hey", (p) => p.endsWith(".txt"));

describe("hey lines read by hand agree with the grammar", () => {
  it("finds the samples", () => expect(files.length).toBeGreaterThan(15));
  for (const file of files) {
    it(file.slice(root.length + 1), () => same(prepareText(readFileSync(file, "utf8"))));
  }

  it("reads a run's summary by hand alone", () => {
    const before = seen.hand;
    same(prepareText(readFileSync(`${root}/samples/hey/hey-n2000-c50.txt`, "utf8")));
    same(prepareText(readFileSync(`${root}/samples/hey/hey-n200-c1.txt`, "utf8")));
    expect(seen.hand).toBe(before + 2);
  });

  it("lines of a few tokens each, and the usual lines in unusual forms", () => {
    const lines = [
      "",
      " ",
      "\t",
      "Summary:",
      "Summary: x",
      "x Summary:",
      "Response time histogram:",
      "Latency distribution:",
      "Details (average, fastest, slowest):",
      "Status code distribution:",
      "Error distribution:",
      "Detailed Report:",
      "  Total:\t0.1571 secs",
      "  Total:\t0.1571",
      "  Total:\tsecs",
      "  Total:",
      "  Total:\t0.1571 secs x",
      "  Total:\t0.1571secs",
      "  Total:\t0.1571 bytes",
      "  Average:\t NaN secs",
      "  Requests/sec:\t+Inf",
      "  Requests/sec:\t-Inf",
      "  Requests/sec:\t12733.8351",
      "  Total data:\t1200000 bytes",
      "  Size/request:\t600 bytes",
      "  Size/request:\t600 bytesx",
      "  Total data:\t1.2.3 bytes",
      "  0.000 [1]\t|",
      "  0.002 [389]\t|\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0",
      "  0.002 [389]\t|\u25a0\u25a0\u25a0 x",
      "  0.002 [389]\t| \u25a0\u25a0\u25a0 ",
      "  0.002[389]|\u25a0",
      "  0.002 [389] \u25a0\u25a0",
      "  0.002 [389]\t|\u25a0\u25a0\u25a0\r",
      "  0.002 [389 ]\t|\u25a0",
      "  0.002 [x]\t|\u25a0",
      "  0.002 []\t|\u25a0",
      "  0.002x [389]\t|\u25a0",
      "  0.002 [389]\u00a0|\u25a0",
      "  \u25a0",
      "  0.002 [389]",
      "  0.002 [389",
      "  0.002 [",
      "  0.002 [] |",
      "  10% in 0.0008 secs",
      "  10% in 0.0008",
      "  10% in",
      "  10%",
      "  10% x 0.0008 secs",
      "  10% in NaN secs",
      "  10% in 0.0008 secs 1",
      "  10 % in 0.0008 secs",
      "  DNS+dialup:\t0.0000 secs, 0.0000 secs, 0.0196 secs",
      "  DNS-lookup:\t0.0000 secs, 0.0000 secs, 0.0000 secs",
      "  req write:\t0.0000 secs, 0.0000 secs, 0.0118 secs",
      "  resp wait:\t NaN secs, 0.0000 secs, 0.0000 secs",
      "  resp read:\t0.0002 secs, 0.0000 secs, 0.0117 secs",
      "  resp read:\t0.0002 secs 0.0000 0.0117, secs",
      "  resp read:\t0.0002, , 0.0117",
      "  resp read:",
      "  resp read:\tx 0.0002 secs",
      "  [200]\t2000 responses",
      "  [200]",
      "  [200",
      "  [",
      "  []",
      "  [x] 1",
      "  [100]\tGet \"http://127.0.0.1:18099/\": dial tcp 127.0.0.1:18099: connect: connection refused",
      "Usage: hey [options...] <url>",
      "-n cannot be less than -c.",
      "  Success rate:\t100.00%",
      "12 34",
      "x:",
      "%",
      ",",
      "|",
      "x\u00e9",
      "\u00e9",
      "a\u00a0b",
      "a\x7fb",
      "a\x01b",
      "a\rb",
      "  Total:\t0.1571 secs\r",
    ];
    for (const line of lines) {
      same(line);
      same(`${line}\n`);
      same(`Summary:\n${line}\n  Total:\t0.1571 secs\n`);
      same(`Response time histogram:\n${line}\n`);
    }
  });

  it("seeded variants", () => {
    const texts = files.map((f) => prepareText(readFileSync(f, "utf8")).split("\n"));
    const rnd = seeded(2030);
    const words = [
      "Summary:", "Response time histogram:", "Latency distribution:", "Details (average, fastest, slowest):", "Status code distribution:",
      "Error distribution:", "Total:", "Total data:", "Slowest:", "Average:", "Requests/sec:", "Size/request:", "DNS+dialup:", "resp wait:",
      "secs", "bytes", "responses", "in", "Usage: hey", "-n cannot be less than -c.", "Success rate:", "Size/sec:", "NaN", "+Inf", "-Inf",
      "[", "]", "|", "\u25a0", "\u25a0\u25a0", "%", ",", "0.002", "12", "1.2.3", "x1", "é", "\u00a0", "\u3000", "\t", "  ", "\r", "\x7f", "\x01", "\f", "",
    ];
    seededEdits(texts, words, rnd, 500, same);
  });
});

describe("hey's hand lexer's assumptions about the grammar", () => {
  it("the line mode's patterns read no lookaround, anchors or flags", () => expectHandLexable(HEY_LINE_MODE));
});
