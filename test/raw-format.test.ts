/**
 * Every record carries `format` (README, output conventions), the raw records of `raw: true` too: over every sample,
 * each raw record that parse gives names the format that read it.
 */
import { relative } from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detect, parsePartial } from "../src/index.js";
import { root, sampleFiles } from "./helpers/samples.js";

const files = sampleFiles("", (p) => !/(^|\/)README\.md$|\.conf$|\.sh$|\.expected\.json$/.test(p));

describe("raw records carry their format", () => {
  for (const file of files) {
    const name = relative(root, file);
    it(name, () => {
      const text = readFileSync(file, "utf8");
      const format = detect(text)?.format;
      if (format === undefined) return;
      const { records } = parsePartial(text, { format, raw: true });
      for (const r of records) expect((r as { format?: unknown }).format, JSON.stringify(r).slice(0, 120)).toBe(format);
    });
  }
});
