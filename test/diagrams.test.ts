/**
 * Every grammar's syntax diagram (grammars/<format>/diagram.html, Chevrotain's createSyntaxDiagramsCode) is kept in
 * step with the grammar, so the documentation cannot drift. Regenerate with UPDATE_GOLDEN=<format> or UPDATE_GOLDEN=1.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createSyntaxDiagramsCode, type EmbeddedActionsParser } from "chevrotain";
import { describe, expect, it } from "vitest";
import { root } from "./helpers/samples.js";

const grammars = join(root, "grammars");
const update = (process.env.UPDATE_GOLDEN ?? "").split(",");

describe("syntax diagrams", () => {
  for (const dir of readdirSync(grammars).filter((d) => statSync(join(grammars, d)).isDirectory()).sort()) {
    it(`grammars/${dir}/diagram.html matches the grammar`, async () => {
      const mod = (await import(join(grammars, dir, "parser.ts"))) as Record<string, unknown>;
      const grammar = Object.values(mod).find((v): v is { parser: () => EmbeddedActionsParser } => typeof (v as { parser?: unknown })?.parser === "function");
      expect(grammar, `grammars/${dir}/parser.ts exports no grammar object with parser()`).toBeDefined();
      const html = createSyntaxDiagramsCode(grammar!.parser().getSerializedGastProductions());
      const path = join(grammars, dir, "diagram.html");
      if (update.includes("1") || update.includes(dir)) writeFileSync(path, html);
      expect(existsSync(path), `missing ${path}: run UPDATE_GOLDEN=${dir} npx vitest run test/diagrams.test.ts`).toBe(true);
      expect(readFileSync(path, "utf8")).toBe(html);
    });
  }
});
