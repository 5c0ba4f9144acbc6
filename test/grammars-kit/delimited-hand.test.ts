/**
 * The delimited lines read by hand (grammars/kit/delimited.ts delimitedLines, what sar-csv and sar-tsv read) are the
 * lines the delimited grammar gives: over every sadf -d and sadf -p sample, and over texts made of separators, cells,
 * line ends, CRs and blanks in every order up to five pieces long (empty cells at a line's start, end and between two
 * separators; empty lines; no line end at the end).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { delimitedGrammar, delimitedLines } from "../../grammars/kit/delimited.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { eachArrangement } from "../helpers/arrangements.js";
import { root, sampleFiles } from "../helpers/samples.js";

const GRAMMARS = { ";": delimitedGrammar(";"), "\t": delimitedGrammar("\t") } as const;
const same = (text: string, separator: ";" | "\t"): void => {
  expect(delimitedLines(text, separator), JSON.stringify(text.slice(0, 200))).toEqual(runGrammar(GRAMMARS[separator], text, "sar-csv"));
};

describe("delimited lines read by hand agree with the grammar", () => {
  for (const [dir, separator] of [
    ["sar-csv", ";"],
    ["sar-tsv", "\t"],
  ] as const) {
    const files = sampleFiles(dir, (p) => !p.endsWith(".md"));
    it(`${dir}: finds the samples`, () => expect(files.length).toBeGreaterThan(3));
    for (const file of files) it(file.slice(root.length + 1), () => same(readFileSync(file, "utf8"), separator));
  }

  it("every arrangement of up to five pieces: cells, separators, line ends, CRs, blanks", () => {
    const n = eachArrangement(["a", "bc", ";", "\t", "\n", "\r", " ", "\r\n", "é", "😀"], 4, (text) => {
      same(text, ";");
      same(text, "\t");
    });
    expect(n).toBeGreaterThan(10_000);
  });
});
