/**
 * zod is imported as a namespace (`import * as z from "zod"`) everywhere: a named import (`import { z } from "zod"`)
 * keeps every zod export in the bundle, its ~50 locales included (the CLI bundle 1.44 MB -> 1.86 MB, read and compiled
 * by every run; README, Speed). Type-only imports are free.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "./helpers/samples.js";

const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : n.endsWith(".ts") ? [join(d, n)] : []));

describe("zod imports", () => {
  it("every value import of zod in src/ and grammars/ is `import * as z from \"zod\"`", () => {
    const bad: string[] = [];
    const files = [...walk(join(root, "src")), ...walk(join(root, "grammars"))];
    for (const file of files) {
      for (const m of readFileSync(file, "utf8").matchAll(/^import\s+(?!type\b)([^;]*?)\s+from\s+"zod(?:\/[^"]*)?";/gm)) {
        if (m[1]!.trim() !== "* as z") bad.push(`${relative(root, file)}: import ${m[1]} from "zod"`);
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect(bad).toEqual([]);
  });
});
