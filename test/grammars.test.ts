/**
 * Every registered format's grammar (FormatDefinition.grammar, built with grammars/kit): it builds with every
 * Chevrotain validation on, with the lexer's optimizations on, and its syntax diagram (grammars/<format>/diagram.html,
 * createSyntaxDiagramsCode) is kept in step with it, so the documentation cannot drift. Regenerate a diagram with
 * UPDATE_GOLDEN=<format> or UPDATE_GOLDEN=1.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createSyntaxDiagramsCode, Lexer } from "chevrotain";
import { describe, expect, it } from "vitest";
import { formatNames, getFormat } from "../src/formats/index.js";
import { root } from "./helpers/samples.js";

const update = (process.env.UPDATE_GOLDEN ?? "").split(",");

describe.each(formatNames)("%s grammar", (format) => {
  const grammar = getFormat(format).grammar;

  it("builds with Chevrotain's validations and the lexer's optimizations on", () => {
    // the lexer: token conflicts, unreachable patterns, patterns that defeat the first-character optimization
    expect(() => new Lexer(grammar.definition, { positionTracking: "onlyOffset", ensureOptimizations: true, skipValidations: false })).not.toThrow();
    // the parser: performSelfAnalysis (its constructor) throws on ambiguities, left recursion and missing rules
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
