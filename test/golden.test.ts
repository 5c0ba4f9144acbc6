/**
 * Golden files: every sample under samples/<format>/ is parsed with auto-detection and compared with
 * test/golden/<format>/<file>.json (the records, or the error). Regenerate on purpose with
 * `UPDATE_GOLDEN=1` (all) or `UPDATE_GOLDEN=ab,top` (those folders), then review the diff by hand.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { safeParse } from "../src/index.js";
import { fixturesOf, getFormat, sampleFolders } from "./helpers/formats.js";

const root = join(import.meta.dirname, "..");
const samples = join(root, "samples");
const goldens = join(root, "test", "golden");
const update = process.env.UPDATE_GOLDEN ?? "";
const updating = (folder: string): boolean => update === "1" || update.split(",").includes(folder);

function sampleFiles(dir: string, claims: (path: string) => boolean = () => false): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? sampleFiles(path, claims) : [path];
    })
    // not tool output a format reads: READMEs, configs, scripts, h2load's --log-file twins (test/h2load's oracle), a
    // tool's JSON twin of a sample (the other side of an oracle: autocannon's result object) and vmstat's /proc oracles;
    // but a JSON file that the folder's format reads (its testing.files: sadf -j) is a sample
    .filter((p) => claims(p) || !/(^|\/)README\.md$|\.conf$|\.sh$|\.log\.tsv$|\.json$|\.oracle$/.test(p))
    .sort();
}

/** Long series (ab -g rows, top frames) keep their head and tail in full and a hash of everything, to stay reviewable. */
const MAX_RECORDS = 200;

export function goldenOf(text: string, source: string, options: Record<string, unknown> = {}): unknown {
  const result = safeParse(text, { ...options, source });
  if (!result.success) {
    // the list of formats tried grows with the registry: a golden names none, so that a new format changes no golden
    const error = result.error.toJSON() as { message?: string };
    if (typeof error.message === "string") error.message = error.message.replace(/^(could not recognise the format) \(tried [^)]*\)/, "$1 (tried every registered format)");
    return { error };
  }
  const records = result.data;
  if (records.length <= MAX_RECORDS) return { records };
  return {
    count: records.length,
    sha256: createHash("sha256").update(JSON.stringify(records)).digest("hex"),
    head: records.slice(0, 100),
    tail: records.slice(-20),
  };
}

const claimed = sampleFolders().map((f) => f.folder);
const folders = existsSync(samples) ? readdirSync(samples).filter((f) => statSync(join(samples, f)).isDirectory()).sort() : [];

it("every samples/ folder is the samples folder of a registered format (FormatDefinition.testing.samples)", () => {
  expect(folders.filter((f) => !claimed.includes(f))).toEqual([]);
});

/**
 * A format whose output does not say everything needed to read it (free's unit flags) names the options each sample
 * was captured with in test/<folder>/format.ts: `export function sampleOptions(fileInFolder): options`.
 */
for (const { folder, formats } of sampleFolders()) {
  const sampleOptions = (await fixturesOf(formats[0]!)).sampleOptions ?? (() => ({}));
  describe(`golden: ${folder}`, () => {
    const claimedJson = (path: string): boolean => /\.json$/.test(path) && formats.some((f) => getFormat(f).testing.files?.test(relative(join(samples, folder), path)) === true);
    for (const file of sampleFiles(join(samples, folder), claimedJson)) {
      const rel = relative(samples, file);
      it(rel, () => {
        const goldenPath = join(goldens, `${rel}.json`);
        const options = sampleOptions(relative(join(samples, folder), file));
        const actual = `${JSON.stringify(goldenOf(readFileSync(file, "utf8"), `samples/${rel}`, options), null, 2)}\n`;
        if (updating(folder)) {
          mkdirSync(dirname(goldenPath), { recursive: true });
          if (!existsSync(goldenPath) || readFileSync(goldenPath, "utf8") !== actual) writeFileSync(goldenPath, actual);
          return;
        }
        expect(existsSync(goldenPath), `missing golden ${relative(root, goldenPath)}: run UPDATE_GOLDEN=${folder} npx vitest run test/golden.test.ts and review it`).toBe(true);
        expect(actual).toBe(readFileSync(goldenPath, "utf8"));
      });
    }
  });
}
