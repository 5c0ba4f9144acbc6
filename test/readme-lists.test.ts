/**
 * The README's lists of formats, samples/README.md's table and the README's copy of `--help` are made from the
 * registry (and each samples folder's `<!-- summary: ... -->` line), so adding a format changes them without a hand
 * edit. After a change: UPDATE_README=1 npx vitest run test/readme-lists.test.ts (then review the diff).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatNames, getFormat, type FormatName } from "../src/formats/index.js";
import { root } from "./helpers/samples.js";
// @ts-expect-error: a plain ES module script without types
import { LAYERS } from "../scripts/layers.mjs";

const defs = formatNames.map((n) => getFormat(n as FormatName));
const list = (names: readonly string[]): string => names.join(", ");

/** Each generated region: its marker name and what it holds. */
const regions: Record<string, () => string> = {
  "formats-table": () =>
    ["| name | what | records |", "| --- | --- | --- |", ...defs.map((d) => `| \`${d.name}\` | ${d.description} | ${d.records} |`)].join("\n") + "\n",
  "load-test-formats": () => list(defs.filter((d) => d.role === "load-test" && d.summarize !== undefined).map((d) => d.name)),
  "formats-without-metrics": () => list(defs.filter((d) => d.metrics === undefined).map((d) => `\`${d.name}\``)),
  "cli-help": () => "```\n" + execFileSync(process.execPath, [join(root, "dist", "cli.js"), "--help"], { encoding: "utf8" }) + "```\n",
};

function layersTable(): string {
  const rows = (LAYERS as { name: string; paths: string[]; holds: string }[])
    .map((l, i) => `| ${i + 1} | ${l.name} | ${l.paths.map((p) => `\`${p}\``).join(", ")} | ${l.holds} |`)
    .reverse();
  return ["| layer (top first) | name | paths | holds |", "| --- | --- | --- | --- |", ...rows].join("\n") + "\n";
}

function samplesTable(): string {
  const folders = [...new Set(defs.map((d) => d.testing.samples))];
  const rows = folders.map((folder) => {
    const text = readFileSync(join(root, folder, "README.md"), "utf8");
    const summary = /^<!-- summary: (.*?) -->$/m.exec(text)?.[1];
    expect(summary, `${folder}/README.md has a <!-- summary: ... --> line`).toBeDefined();
    const name = folder.replace(/^samples\//, "");
    return `| [${name}](${name}/README.md) | ${summary} |`;
  });
  return ["| folder | how its samples were made |", "| --- | --- |", ...rows].join("\n") + "\n";
}

/** Replaces (or checks) every `<!-- NAME -->...<!-- /NAME -->` region of a file. */
function checkFile(path: string, make: Record<string, () => string>): void {
  let text = readFileSync(path, "utf8");
  const original = text;
  for (const [name, fill] of Object.entries(make)) {
    const re = new RegExp(`(<!-- ${name}: made by test/readme-lists\\.test\\.ts -->\\n?)([\\s\\S]*?)(<!-- /${name} -->)`, "g");
    let found = 0;
    text = text.replace(re, (_all, open: string, _body: string, close: string) => {
      found++;
      return open + fill() + close;
    });
    if (name !== "cli-help" || path.endsWith("README.md")) expect(found, `${path} has the ${name} region`).toBeGreaterThan(0);
  }
  if (process.env.UPDATE_README && process.env.CI !== "true") writeFileSync(path, text);
  else expect(original).toBe(text);
}

describe("generated lists", () => {
  it("README: formats table, load-test and metric lists, --help", () => {
    expect(existsSync(join(root, "dist", "cli.js")), "dist/cli.js (npm run build)").toBe(true);
    checkFile(join(root, "README.md"), regions);
  });

  it("CONTRIBUTING.md: the layers table, from scripts/layers.mjs", () => {
    checkFile(join(root, "CONTRIBUTING.md"), { "layers-table": layersTable });
  });

  it("samples/README.md: one row per samples folder, from its README's summary line", () => {
    checkFile(join(root, "samples", "README.md"), { "samples-table": samplesTable });
  });
});
