/**
 * What the shared tests know of each registered format: its definition's `testing` (where its samples are) and,
 * when the format has one, its own test fixtures in test/<format>/format.ts (options a sample is read with,
 * crafted inputs for the security tests). Shared tests loop over the registry through here, so a new format
 * is tested by them the day it is registered; there is no list of formats in test/.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { formatNames, getFormat, type FormatName } from "../../src/formats/index.js";
import { root } from "./samples.js";

/** What a format's test/<format>/format.ts may export (all optional). */
export interface FormatFixtures {
  /** Options its samples must be read with (free's unit flags, from the file name relative to the folder). */
  sampleOptions?: (file: string) => Record<string, unknown>;
  /** The arguments of a command line that says how the clean records were read (`free -m`), for pasted copies. */
  commandArgs?: (records: unknown[]) => string;
  /** Fields a pasted command line changes by saying what the text does not (free's unitSource). */
  commandFields?: readonly string[];
  /** Security: inputs whose labels, headers or values are reserved names (`__proto__`), by description. */
  keyInputs?: Record<string, string>;
  /** Security: prefixes the format treats specially, repeated 50,000 times. */
  prefixes?: readonly string[];
  /** Security: long lines built to defeat a specific regular expression, and real output repeated to ~500 KB. */
  pathological?: Record<string, () => string>;
  /** Security: a sample (under samples/) and a place in it after which control characters make a located error. */
  injection?: { file: string; after: string } | { none: string };
}

/** The folder under samples/ that a format's samples are in (`ab` for ab-csv too). */
export function samplesFolder(format: FormatName): string {
  return basename(getFormat(format).testing.samples);
}

/** The sample files of a format (paths relative to its folder), sorted: its folder's files that `testing.files` accepts. */
export function formatSamples(format: FormatName): string[] {
  const { samples, files = /\.txt$/ } = getFormat(format).testing;
  const dir = join(root, samples);
  if (!existsSync(dir)) return [];
  const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  return walk(dir)
    .map((p) => relative(dir, p))
    .filter((p) => !/(^|\/)README\.md$/.test(p) && files.test(p))
    .sort();
}

/** Every samples/ folder some registered format reads, each once, with the formats that read it (priority order). */
export function sampleFolders(): { folder: string; formats: FormatName[] }[] {
  const out = new Map<string, FormatName[]>();
  for (const format of formatNames) {
    const folder = samplesFolder(format);
    out.set(folder, [...(out.get(folder) ?? []), format]);
  }
  return [...out].map(([folder, formats]) => ({ folder, formats: formats.sort((a, b) => getFormat(b).priority - getFormat(a).priority) })).sort((a, b) => a.folder.localeCompare(b.folder));
}

const loaded = new Map<string, FormatFixtures>();

/** The fixtures of a format (test/<format>/format.ts), or none. */
export async function fixturesOf(format: FormatName): Promise<FormatFixtures> {
  let f = loaded.get(format);
  if (f === undefined) {
    const path = join(root, "test", format, "format.ts");
    f = existsSync(path) ? ((await import(path)) as FormatFixtures) : {};
    loaded.set(format, f);
  }
  return f;
}

export { formatNames, getFormat, type FormatName };
