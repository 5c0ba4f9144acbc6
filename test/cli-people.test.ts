/**
 * What a new user trips on (#26), through the built command line: which file a record came from, a wrong --format
 * said once, running the tool directly (`benchparse -- free -m`), extract's usage errors, an aborted run's reason.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { root } from "./helpers/samples.js";

const cli = join(root, "dist", "cli.js");
const run = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: root, input, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};
/** Lines of stderr that place an error (`FILE:LINE:COL: format: ...`). */
const placed = (stderr: string) => stderr.split("\n").filter((l) => /^\S+:\d+:\d+: /.test(l));

const AB = "samples/ab/ab-plain-n1000-c10.txt";
const FREE = "samples/free/busybox-1.35.0-b.txt";

describe("the CLI for people", () => {
  beforeAll(() => {
    if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run `npm run build` (npm test does it)");
  });

  it("names each record's file when it reads several, and only then", () => {
    const two = JSON.parse(run([AB, FREE]).stdout) as Record<string, unknown>[];
    expect(two.map((r) => [r.format, r.source])).toEqual([
      ["ab", AB],
      ["free", FREE],
    ]);
    expect(Object.keys(two[0]!).slice(0, 2)).toEqual(["format", "source"]);
    expect(JSON.parse(run([AB]).stdout)[0]).not.toHaveProperty("source");
    // --summary rows and CSV rows too
    const csv = run(["--summary", "--csv", AB, "samples/ab/ab-small-n100-c5.txt"]).stdout.split("\r\n");
    expect(csv[0]!.split(",").slice(0, 2)).toEqual(["format", "source"]);
    expect(csv[1]!.split(",")[1]).toBe(AB);
  });

  it("gives the JSON Schema a `source` for that", () => {
    const schema = JSON.parse(run(["schema", "sar"]).stdout);
    const kinds = JSON.stringify(schema).match(/"source":\{"type":"string"/g) ?? [];
    expect(kinds.length).toBeGreaterThanOrEqual(5); // header, sample (several), summary, restart, comment
  });

  for (const format of ["free", "top", "webbench", "nginx-stub-status", "sar", "atsar"]) {
    it(`says once that ab output is not ${format} output, and what it looks like (-f ${format})`, () => {
      const r = run(["-f", format, AB]);
      expect(r.code).toBe(1);
      const lines = placed(r.stderr);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^${AB}:\\d+:\\d+: ${format}: (?:this is not ${format} output|no ${format} output found).*the text looks like ab output; leave out --format`));
    });
  }

  it("keeps each error of a forced format once it has read some of the text", () => {
    // a free block, then a damaged one: the first is read, the second is one located error
    const block = "              total        used        free      shared  buff/cache   available\nMem:        1000         100         800           0         100         850\n";
    const r = run(["-f", "free"], `${block}\n${block.replace(/850\n$/, "850 9\n")}`);
    expect(JSON.parse(r.stdout)).toHaveLength(1);
    expect(placed(r.stderr)).toHaveLength(1);
    expect(r.stderr).not.toContain("this is not free output");
  });

  it("gives one section of sar -A as one CSV table with --section, and names the sections otherwise", () => {
    const file = "samples/sar/sar-A-C-comments-restart.txt";
    const all = run(["--csv", file]);
    expect(all.stderr).toMatch(/note: \d+ sections in one CSV table; --section NAME gives one of them \(cpu-load, /);
    const memory = run(["--csv", "--section", "memory", file]);
    expect(memory.code).toBe(0);
    const lines = memory.stdout.trim().split("\r\n");
    expect(lines[0]!.split(",").length).toBeLessThan(all.stdout.split("\r\n")[0]!.split(",").length / 5);
    expect(lines.slice(1).every((l) => l.split(",")[4] === "memory")).toBe(true);
    const none = run(["--section", "nope", file]);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/no records of section "nope"; its sections: cpu-load, .*memory/);
  });

  it("says what else a document holds than the format it read, and how to get it", () => {
    const dir = mkdtempSync(join(tmpdir(), "bp-mixed-"));
    const file = join(dir, "mixed.txt");
    writeFileSync(file, `${readFileSync(join(root, AB), "utf8")}\n$ free\n${readFileSync(join(root, "samples/free/procps-4.0.2-C-b.txt"), "utf8")}`);
    const r = run([file]);
    expect(JSON.parse(r.stdout).map((x: { format: string }) => x.format)).toEqual(["ab"]);
    expect(r.stderr).toMatch(/note: read as ab; it also holds free \(1 block from line \d+\): `benchparse extract .*mixed\.txt` reads every format/);
    expect(run(["-q", file]).stderr).not.toContain("note:");
    expect(run([AB]).stderr).not.toContain("note:");
    // raw records that carry no format (atsar's) do not make it say "read as ;" and name the format it read
    expect(run(["--raw", "samples/atsar/atopsar-live-A-1-2.txt"]).stderr).not.toMatch(/read as ;|also holds atsar/);
  });

  it("exits 2 on an unknown name in extract --formats", () => {
    const r = run(["extract", "--formats", "ab,bogus", AB]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--formats: unknown format "bogus"; known formats: ab, /);
    expect(r.stdout).toBe("");
  });

  it("gives an aborted ab run's reason in --summary", () => {
    const [row] = JSON.parse(run(["--summary", "samples/ab/ab-refused-n10.txt"]).stdout);
    expect(row).toMatchObject({ format: "ab", status: "aborted", reason: "apr_socket_recv: Connection refused" });
  });

  it("names the error class ParseError in the built library (a bundler renamed it _ParseError)", async () => {
    const lib = (await import(pathToFileURL(join(root, "dist", "index.js")).href)) as typeof import("../src/index.js");
    const err = lib.safeParse("garbage\n", { format: "free" });
    expect(err.success).toBe(false);
    if (err.success) return;
    expect(err.error.constructor.name).toBe("ParseError");
    expect(err.error.shifted(2).constructor.name).toBe("ParseError");
  });

  describe("runs the tool after --", () => {
    const haveFree = spawnSync("free", ["-V"]).status === 0;
    const why = haveFree ? "" : " (skipped: procps free is not installed here)";
    it.skipIf(!haveFree && process.env.CI !== "true")(`reads free -m's output with its flag: MiB, said by the command${why}`, () => {
      const r = run(["--", "free", "-m"]);
      expect(r.code).toBe(0);
      const [block] = JSON.parse(r.stdout);
      expect(block).toMatchObject({ format: "free", unit: "MiB", unitSource: "command" });
      expect(block.memTotalBytes % (1024 * 1024)).toBe(0);
      expect(r.stderr).toBe(""); // no assumed-unit warning
    });

    it("says when the tool cannot be run, and exits 1", () => {
      // `ab` is a program benchparse knows; a PATH without it makes it missing
      const r = spawnSync(process.execPath, [cli, "--", "ab", "-n", "1", "http://127.0.0.1:1/"], { cwd: root, encoding: "utf8", env: { ...process.env, PATH: "/nonexistent" } });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain("benchparse: ab not found (is it installed and on PATH?)");
    });

    it("refuses files and a command together, and keeps `--` before file names", () => {
      expect(run([AB, "--", "free", "-m"]).code).toBe(2);
      const files = run(["--", AB]);
      expect(files.code).toBe(0);
      expect(JSON.parse(files.stdout)[0].format).toBe("ab");
    });
  });
});
