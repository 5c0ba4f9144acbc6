/**
 * Every capture in samples/ that its format's parser reads: extract, given the capture as a document, finds the same
 * records. This checks each format's signature (FormatDefinition.extract) against the real outputs of its samples.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/index.js";
import { safeParse } from "../../src/api/parse.js";
import { formatNames, formatSamples, getFormat } from "../helpers/formats.js";
import { root } from "../helpers/samples.js";

for (const format of formatNames) {
  const { samples } = getFormat(format).testing;
  const files = formatSamples(format);
  describe(`extract finds what parse reads: ${format} (${samples})`, () => {
    it("has samples", () => expect(files.length).toBeGreaterThan(0));
    for (const file of files) {
      const text = readFileSync(join(root, samples, file), "utf8");
      const direct = safeParse(text, { format });
      it.skipIf(!direct.success)(file, () => {
        const result = extract(text);
        const records = result.blocks.filter((b) => b.format === format).flatMap((b) => b.records);
        expect(records, JSON.stringify(result.warnings)).toEqual(direct.success ? direct.data : []);
      });
    }
  });
}
