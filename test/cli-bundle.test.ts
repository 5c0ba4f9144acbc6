/**
 * The CLI bundle (dist/cli-main.cjs) is ASCII only (tsup.config.ts `asciiOnly`): a file with one character that is
 * not ASCII is decoded into a two-byte string, slower to read, hash and compile at every start. The build escapes
 * what esbuild leaves in regular expression literals; an escape would change a raw template's text, so the source
 * keeps those ASCII. That the escaped bundle reads every sample as the library does: test/cli-engine.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "./helpers/samples.js";

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => join(e.parentPath, e.name));
}

describe("the CLI bundle is ASCII only", () => {
  it("dist/cli-main.cjs has no byte above 0x7f", () => {
    const bytes = readFileSync(join(root, "dist", "cli-main.cjs"));
    const at = bytes.findIndex((b) => b > 0x7f);
    expect(at === -1 ? "" : bytes.subarray(Math.max(0, at - 60), at + 20).toString("utf8")).toBe("");
  });

  it("no raw template (String.raw) in src/ or grammars/ holds a character that is not ASCII", () => {
    const found: string[] = [];
    for (const file of [...sources("src"), ...sources("grammars")]) {
      for (const m of readFileSync(file, "utf8").matchAll(/String\.raw`((?:[^`\\]|\\.)*)`/g)) {
        if (/[^\x00-\x7f]/.test(m[1]!)) found.push(`${file}: ${m[0].slice(0, 80)}`);
      }
    }
    expect(found).toEqual([]);
  });
});
