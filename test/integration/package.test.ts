/**
 * What installing benchparse runs. The build is `preprepare` (run by `npm ci`/`npm install` in a clone, and in a git
 * dependency's clone) and `prepack` (`npm pack`, `npm publish`), never `prepare` or an install script:
 * - `npx benchparse` in a clone links the clone into npx's cache, and npm runs a linked package's `prepare`: a second
 *   build (11-28 s) on the first run;
 * - the published manifest keeps its scripts, and npm warns about a package's `prepare` or install scripts when the
 *   tarball is installed ("install scripts not yet covered by allowScripts").
 * Checked by hand: `npm pack`, then `npm ci --offline` of an empty project depending on the tarball prints no warning.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../helpers/samples.js";

const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };

describe("package.json scripts", () => {
  it("builds in preprepare and prepack, with no prepare and no install script", () => {
    for (const name of ["prepare", "preinstall", "install", "postinstall"]) expect(manifest.scripts, name).not.toHaveProperty(name);
    expect(manifest.scripts.preprepare).toBe("npm run build");
    expect(manifest.scripts.prepack).toBe("npm run build");
  });
});
