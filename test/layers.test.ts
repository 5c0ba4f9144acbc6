import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
// @ts-expect-error: a plain ES module script without types
import { check, LAYERS, layerOf } from "../scripts/layers.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

describe("layers", () => {
  it("no file imports a higher layer and no import circle exists", () => {
    const { files, problems } = check(root) as { files: number; problems: string[] };
    expect(files).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });

  it("the check sees an upward import and a circle (the rule can fail)", () => {
    const names = (LAYERS as { name: string }[]).map((l) => l.name);
    expect(layerOf("src/kit/errors.ts")).toBe(names.indexOf("kit"));
    expect(layerOf("src/formats/index.ts")).toBe(names.indexOf("registry"));
    expect(layerOf("src/formats/ab/index.ts")).toBe(names.indexOf("formats"));
    expect(layerOf("src/formats/sysstat/header.ts")).toBe(names.indexOf("family kits"));
    expect(layerOf("grammars/ab/parser.ts")).toBe(names.indexOf("grammars"));
    expect(layerOf("grammars/kit/parser.ts")).toBe(names.indexOf("grammar kit"));
    expect(layerOf("src/cli.ts")).toBeGreaterThan(layerOf("src/index.ts"));
    expect(layerOf("src/somewhere-new.ts")).toBe(-1);
    const dir = mkdtempSync(join(tmpdir(), "layers-"));
    try {
      const put = (file: string, text: string) => {
        mkdirSync(join(dir, file, ".."), { recursive: true });
        writeFileSync(join(dir, file), text);
      };
      put("grammars/kit/tokens.ts", "export const t = 1;\n");
      put("src/kit/errors.ts", 'import type { X } from "../api/parse.js";\nexport const e = 1;\n');
      put("src/api/parse.ts", 'import { q } from "./quick.js";\nexport type X = 1;\n');
      put("src/api/quick.ts", 'export { p } from "./parse.js";\nexport const q = 1;\n');
      put("src/stray.ts", "export {};\n");
      const { problems } = check(dir) as { problems: string[] };
      expect([...problems].sort()).toEqual([
        "src/kit/errors.ts (kit) imports src/api/parse.ts (api): a higher layer",
        "src/stray.ts: in no layer (add it to LAYERS in scripts/layers.mjs)",
        "import circle: src/api/parse.ts, src/api/quick.ts",
      ].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
