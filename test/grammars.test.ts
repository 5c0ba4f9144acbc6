/**
 * Every registered format's grammar (FormatDefinition.grammar, built with grammars/kit): it builds with every
 * Chevrotain validation on, with the lexer's optimizations on, and its syntax diagram (grammars/<format>/diagram.html,
 * createSyntaxDiagramsCode) is kept in step with it, so the documentation cannot drift. Regenerate a diagram with
 * UPDATE_GOLDEN=<format> or UPDATE_GOLDEN=1.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createSyntaxDiagramsCode, createToken, EmbeddedActionsParser, Lexer } from "chevrotain";
import { describe, expect, it } from "vitest";
import { lazyGrammar, parserConfig } from "../grammars/kit/parser.js";
import { token } from "../grammars/kit/tokens.js";
import { formatNames, getFormat } from "../src/formats/index.js";
import { root } from "./helpers/samples.js";

const update = (process.env.UPDATE_GOLDEN ?? "").split(",");

describe.each(formatNames)("%s grammar", (format) => {
  const grammar = getFormat(format).grammar;

  it("builds with Chevrotain's validations and the lexer's optimizations on", () => {
    // the lexer: token conflicts, unreachable patterns, patterns that defeat the first-character optimization; the
    // parser: performSelfAnalysis (its constructor) throws on ambiguities, left recursion and missing rules
    expect(() => grammar.validate()).not.toThrow();
    // and as a run builds them (validations skipped)
    expect(() => grammar.lexer()).not.toThrow();
    expect(() => grammar.parser()).not.toThrow();
  });

  it(`grammars/${format}/diagram.html matches the grammar`, () => {
    const html = createSyntaxDiagramsCode(grammar.parser().getSerializedGastProductions());
    const path = join(root, "grammars", format, "diagram.html");
    if (update.includes("1") || update.includes(format)) writeFileSync(path, html);
    expect(existsSync(path), `missing ${path}: run UPDATE_GOLDEN=${format} npx vitest run test/grammars.test.ts`).toBe(true);
    expect(readFileSync(path, "utf8")).toBe(html);
  });
});

describe("Grammar.validate", () => {
  // an ambiguous alternation and two tokens with the same pattern: what a run's build skips and the tests must see
  const A = createToken({ name: "A", pattern: /a/ });
  const B = createToken({ name: "B", pattern: /a/ });
  class Ambiguous extends EmbeddedActionsParser {
    constructor() {
      super([A, B], parserConfig(1));
      this.performSelfAnalysis();
    }
    top = this.RULE("top", () => this.OR([{ ALT: () => this.CONSUME(A) }, { ALT: () => this.CONSUME2(A) }]));
  }

  it("throws on an ambiguous parser that a run builds without complaint", () => {
    const parserOnly = lazyGrammar([A], () => new Ambiguous(), (p) => p.top());
    expect(() => parserOnly.parser()).not.toThrow();
    expect(() => parserOnly.validate()).toThrow(/Ambiguous/);
  });

  it("throws on a lexer whose second token can never match", () => {
    const grammar = lazyGrammar([A, B], () => new Ambiguous(), (p) => p.top());
    expect(() => grammar.lexer()).not.toThrow();
    expect(() => grammar.validate()).toThrow(/can never be matched/);
  });
});

describe("grammars/kit token()", () => {
  it("makes the token type createToken makes, without its category matches (the lexer works them out)", () => {
    const Cat = createToken({ name: "Cat", pattern: Lexer.NA });
    const Word = createToken({ name: "Word", pattern: /[a-z]+/ });
    const configs = [
      { name: "A", pattern: /a/, categories: [Cat], label: "'a'", longer_alt: Word },
      { name: "B", pattern: /b/, categories: Cat, push_mode: "m", line_breaks: false, start_chars_hint: ["b"] },
      { name: "C", pattern: /\n/, pop_mode: true, group: Lexer.SKIPPED },
      { name: "D", pattern: Lexer.NA },
    ];
    const publicFields = (t: object): object => Object.fromEntries(Object.entries(t).filter(([k]) => k === "name" || k === k.toUpperCase()));
    for (const config of configs) expect(publicFields(token(config))).toEqual(publicFields(createToken(config)));
  });

  it("a parser made before its lexer by lazyGrammar still matches a token by its category", () => {
    const Any = token({ name: "Any", pattern: Lexer.NA });
    const X = token({ name: "X", pattern: /x/, categories: [Any] });
    class P extends EmbeddedActionsParser {
      constructor() {
        super([Any, X], parserConfig(1));
        this.performSelfAnalysis();
      }
      top = this.RULE("top", () => this.CONSUME(Any).image);
    }
    const grammar = lazyGrammar([Any, X], () => new P(), (p) => p.top());
    const parser = grammar.parser();
    parser.input = grammar.lexer().tokenize("x").tokens;
    expect(grammar.run(parser, "x")).toBe("x");
    expect(parser.errors).toEqual([]);
  });
});
