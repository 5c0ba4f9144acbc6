/**
 * stub_status's Page token (a whole page as nginx prints it, one token read by hand in the grammar's `page` rule) is
 * pinned to the token-by-token reading of the same rule: over every sample and seeded variants of them (blanks, tabs,
 * CRs, Tengine's column, damaged numbers, cut lines), the grammar gives the lines, or the error, that it gives when
 * its lexer has no Page token.
 */
import { Lexer } from "chevrotain";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { StubStatusParser, stubStatusGrammar } from "../../grammars/nginx-stub-status/parser.js";
import * as T from "../../grammars/nginx-stub-status/tokens.js";
import { lazyGrammar } from "../../grammars/kit/parser.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { sampleFiles, seeded } from "../helpers/samples.js";

const withoutPage = { ...T.lexerDefinition, modes: { ...T.lexerDefinition.modes, line: T.lexerDefinition.modes.line.filter((t) => t !== T.Page) } };
const tokenByToken = lazyGrammar(withoutPage, () => new StubStatusParser(), (p, text) => p.read(text));

const outcome = (grammar: typeof stubStatusGrammar, text: string) => {
  try {
    return { lines: runGrammar(grammar, text, "nginx-stub-status") };
  } catch (err) {
    const e = err as { line?: number; column?: number; reason?: string; message: string };
    return { error: `${e.line}:${e.column} ${e.reason ?? e.message}` };
  }
};
const same = (text: string) => expect(outcome(stubStatusGrammar, text), JSON.stringify(text.slice(0, 300))).toEqual(outcome(tokenByToken, text));

const files = sampleFiles("nginx-stub-status", (p) => p.endsWith(".txt"));
const page = (i: number) => `${1796050000 + i}\nActive connections: ${1 + (i % 7)} \nserver accepts handled requests\n ${13403 + i} ${13403 + i} ${18385 + 3 * i} \nReading: 0 Writing: 1 Waiting: ${i % 5} \n`;

describe("stub_status pages read as one token agree with the token-by-token reading", () => {
  it("finds the samples", () => expect(files.length).toBeGreaterThan(5));
  for (const file of files) it(file, () => same(prepareText(readFileSync(file, "utf8"))));

  it("a generated series is read as Page tokens", () => {
    const text = Array.from({ length: 50 }, (_, i) => page(i)).join("");
    expect(stubStatusGrammar.lexer().tokenize(text).tokens.filter((t) => t.tokenType === T.Page)).toHaveLength(50);
    same(text);
  });

  it("seeded variants", () => {
    const texts = [...files.map((f) => prepareText(readFileSync(f, "utf8"))), Array.from({ length: 6 }, (_, i) => page(i)).join("")];
    const rnd = seeded(2027);
    const edits: [RegExp | string, string][] = [
      [" ", "  "], [" ", "\t"], [" ", ""], ["\n", " \n"], ["\n", "\r\n"], ["\n", ""], [": ", ":"], [": ", " : "], ["Waiting:", "Waiting :"],
      ["requests", "requests request_time"], ["requests", "requestsx"], [/\d+/, "1x"], [/\d+/, "-1"], [/\d+/, "1.5"], [/\d+ /, ""],
      [/\d+/, "123456789012345678901234567890"], [/ \n/, " x\n"], [/\n/, "\nfoo "], ["Active", "active"], ["Reading", "Readin"],
    ];
    for (let round = 0; round < 600; round++) {
      let text = texts[rnd(texts.length)]!;
      for (let k = 1 + rnd(3); k > 0; k--) {
        const [from, to] = edits[rnd(edits.length)]!;
        // the n-th match of the edit, anywhere in the text
        const matches = [...text.matchAll(new RegExp(typeof from === "string" ? from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : from.source, "g"))];
        if (matches.length === 0) continue;
        const m = matches[rnd(matches.length)]!;
        text = text.slice(0, m.index) + to + text.slice(m.index! + m[0].length);
      }
      if (rnd(4) === 0) text = text.slice(0, rnd(text.length + 1));
      same(text);
    }
  });
});
