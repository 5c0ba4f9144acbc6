/**
 * The core (src/index.ts and everything it imports) runs in browsers: bundled with esbuild for
 * `platform: "browser"`, it imports no Node built-in module and its own files reference no Node global
 * (`process`, `Buffer`, ...). File and process access live in the CLI (src/cli.ts, src/commands/).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nodeUsesIn } from "../helpers/node-builtins.js";
import { root } from "../helpers/samples.js";

describe("browser: the core has no Node built-ins", () => {
  it("finds Node imports and globals in a fixture (the check itself works)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "benchparse-node-uses-"));
    try {
      const fixture = join(dir, "fixture.ts");
      writeFileSync(
        fixture,
        [
          'import { readFileSync } from "node:fs";',
          'import { join } from "path";',
          "export const a = () => process.env.HOME ?? Buffer.from(join('a', 'b')) ?? readFileSync;",
          "export const b = typeof process;",
          "function local(process: number): number { return process + 1; } // process.exit()",
          'export const c = [local, "process", "Buffer"];',
        ].join("\n"),
      );
      const uses = await nodeUsesIn([fixture], dir);
      expect(uses.imports.map((u) => `${u.file} ${u.name}`).sort()).toEqual(["fixture.ts node:fs", "fixture.ts path"]);
      expect(uses.globals.map((u) => `${u.file} ${u.name}`).sort()).toEqual(["fixture.ts Buffer", "fixture.ts process"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("src/index.ts bundles for the browser without Node imports or Node globals in its own files", async () => {
    const uses = await nodeUsesIn(["src/index.ts"], root);
    expect(uses.imports, "Node built-in modules imported by the core (move file/process access to the CLI)").toEqual([]);
    expect(uses.globals, "Node globals referenced by the core's own files (move them to the CLI)").toEqual([]);
    expect(uses.code.length).toBeGreaterThan(100_000); // the whole library was bundled, not an empty stub
  }, 120_000);
});
