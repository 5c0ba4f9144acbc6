/**
 * Every capture in samples/ that its format's parser reads: extract, given the capture as a document, finds the same
 * records. This checks the signature tables against the real outputs each format helper collected.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/api/extract.js";
import { safeParse } from "../../src/api/parse.js";
import { isFormatName } from "../../src/formats/index.js";
import { root } from "../helpers/samples.js";

const FOLDERS = ["ab", "webbench", "free", "nginx-stub-status", "sar", "atsar", "top"];
const formatOf = (folder: string, file: string): string => (folder === "ab" && file.endsWith(".csv") ? "ab-csv" : folder === "ab" && file.endsWith(".tsv") ? "ab-gnuplot" : folder);

for (const folder of FOLDERS) {
  const dir = join(root, "samples", folder);
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => !/\.(md|conf|sh|mjs)$/.test(f) && statSync(join(dir, f)).isFile());
  } catch {
    files = [];
  }
  describe.skipIf(!isFormatName(folder) || files.length === 0)(`extract finds what parse reads: samples/${folder}`, () => {
    for (const file of files) {
      const format = formatOf(folder, file);
      const text = readFileSync(join(dir, file), "utf8");
      const direct = safeParse(text, { format });
      it.skipIf(!direct.success)(file, () => {
        const result = extract(text);
        const records = result.blocks.filter((b) => b.format === format).flatMap((b) => b.records);
        expect(records, JSON.stringify(result.warnings)).toEqual(direct.success ? direct.data : []);
      });
    }
  });
}
