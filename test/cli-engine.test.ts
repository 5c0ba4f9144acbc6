/**
 * The command line and the library agree: JSON mode, --ndjson and parsePartial give the same records and the same
 * errors (file, line, column, message) for every sample, every ../shared/corpus file and a damaged copy of each, and
 * the same exit status. The built CLI (`npm test` builds dist/ first) reads all the files in one run per mode.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parsePartial } from "../src/index.js";
import { realInputFiles, root, seeded } from "./helpers/samples.js";

const cli = join(root, "dist", "cli.js");

const tmp = mkdtempSync(join(tmpdir(), "benchparse-cli-engine-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The files: real ones as they are, and one damaged copy of each (a line dropped or doubled, cut off, CRLF, doubled blank lines). */
function inputFiles(): string[] {
  const real = realInputFiles();
  const next = seeded(19);
  const damaged = real.map((file, i) => {
    const text = readFileSync(file, "utf8");
    const lines = text.split("\n");
    const at = next(lines.length);
    const kinds = [
      () => lines.filter((_, j) => j !== at).join("\n"),
      () => [...lines.slice(0, at + 1), ...lines.slice(at)].join("\n"),
      () => text.slice(0, next(text.length)),
      () => text.replace(/\n/g, "\r\n"),
      () => text.replace(/\n/g, "\n\n"),
    ];
    const path = join(tmp, `damaged-${i}.txt`);
    writeFileSync(path, kinds[i % kinds.length]!());
    return path;
  });
  return [...real, ...damaged].map((p) => relative(root, p));
}

function run(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: "utf8", maxBuffer: 1 << 30 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `FILE:LINE:COL: format: message` lines of stderr (excerpt lines are indented; the records' warnings are said too). */
const errorLines = (stderr: string): string[] => stderr.split("\n").filter((l) => l !== "" && !l.startsWith("  ") && !/^benchparse: .*: (?:\S+: warning: |more warnings|note: )/.test(l));

describe("the CLI's JSON and NDJSON modes give what parsePartial gives", () => {
  it("every sample, corpus file and damaged copy, in one run per mode", () => {
    if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run `npm run build` (npm test does it)");
    const files = inputFiles();
    const want = { records: [] as unknown[], errors: [] as string[] };
    for (const file of files) {
      const { records, errors } = parsePartial(readFileSync(join(root, file), "utf8"), { source: file });
      // several inputs: each record says its file, after its format
      want.records.push(...records.map((r) => ({ format: (r as { format: string }).format, source: file, ...(r as object) })));
      // and the error records among the records (top's damaged frame): said on stderr too (#39), in input order
      const said = [
        ...errors.map((e) => ({ line: e.line, text: `${e.source}:${e.line}:${e.column}: ${e.format}: ${e.reason}` })),
        ...(records as { format: string; kind?: string; error?: { line: number; column: number; message: string } }[])
          .filter((r) => r.kind === "error" && r.error !== undefined)
          .map((r) => ({ line: r.error!.line, text: `${file}:${r.error!.line}:${r.error!.column}: ${r.format}: ${r.error!.message}` })),
      ];
      // (errors keep the engine's order; each error record goes before the first error past its line)
      const merged = said.slice(0, errors.length);
      for (const rec of said.slice(errors.length)) {
        const at = merged.findIndex((x) => x.line > rec.line);
        merged.splice(at === -1 ? merged.length : at, 0, rec);
      }
      want.errors.push(...merged.map((x) => x.text));
    }
    // the damaged copies give errors: the comparison covers them
    expect(want.errors.length).toBeGreaterThan(20);
    const records = JSON.parse(JSON.stringify(want.records));
    const status = want.errors.length > 0 ? 1 : 0;

    // -q: no notes of what else a file holds (an extract pass per file; test/cli-people.test.ts has them)
    const json = run(["-q", ...files]);
    expect(errorLines(json.stderr)).toEqual(want.errors);
    expect(JSON.parse(json.stdout)).toEqual(records);
    expect(json.status).toBe(status);

    const ndjson = run(["-q", "--ndjson", ...files]);
    expect(errorLines(ndjson.stderr)).toEqual(want.errors);
    expect(ndjson.stdout.split("\n").filter(Boolean).map((l) => JSON.parse(l))).toEqual(records);
    expect(ndjson.status).toBe(status);
  }, 400_000);

  it("the same exit status in both modes, file by file", () => {
    const next = seeded(7);
    const files = inputFiles();
    for (let i = 0; i < 12; i++) {
      const file = files[next(files.length)]!;
      const { records, errors } = parsePartial(readFileSync(join(root, file), "utf8"));
      const status = errors.length > 0 || records.some((r) => (r as { kind?: string }).kind === "error") ? 1 : 0;
      expect(run([file]).status, file).toBe(status);
      expect(run(["--ndjson", file]).status, file).toBe(status);
    }
  }, 120_000);
});
