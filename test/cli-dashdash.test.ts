/**
 * `benchparse -- WORD`: scripts put `--` before file names (`benchparse -- "$upload"`), so a path after `--` is a
 * file to read, never a program to run. Only a bare name that is a known program's exactly runs it, and a file of
 * that name in the current folder wins (said on stderr). Each case puts programs of the names at stake first on PATH
 * that leave a marker when they run: a marker is a program run.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { root } from "./helpers/samples.js";
import { sharedDir, skipShared } from "./helpers/shared.js";

const cli = join(root, "dist", "cli.js");
const TOP = join(root, "samples", "top", "procps-ng-4.0.2-b-n3-d0.5.txt");
const AB = join(root, "samples", "ab", "ab-plain-n1000-c10.txt");

/** A folder with executables `names` that write `<folder>/ran-<name>` and print `output`'s text. */
function programs(names: string[], output: string): string {
  const bin = mkdtempSync(join(tmpdir(), "bp-bin-"));
  for (const name of names) {
    writeFileSync(join(bin, name), `#!/bin/sh\necho "$0 $*" > "${bin}/ran-${name}"\ncat "${output}"\n`);
    chmodSync(join(bin, name), 0o755);
  }
  return bin;
}
const ran = (bin: string, name: string) => existsSync(join(bin, `ran-${name}`));

function benchparse(args: string[], cwd: string, bin: string) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: "utf8", env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
const formatsOf = (stdout: string) => (JSON.parse(stdout) as { format: string }[]).map((r) => r.format);

describe("benchparse -- WORD", () => {
  let cwd = "";
  beforeAll(() => {
    if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run `npm run build` (npm test does it)");
  });

  it("runs a bare known program name (exactly its name), found on PATH", () => {
    cwd = mkdtempSync(join(tmpdir(), "bp-cwd-"));
    const bin = programs(["top"], TOP);
    const r = benchparse(["--", "top", "-b", "-n", "3"], cwd, bin);
    expect(ran(bin, "top")).toBe(true);
    expect(readFileSync(join(bin, "ran-top"), "utf8")).toBe(`${join(bin, "top")} -b -n 3\n`);
    expect(r.code).toBe(0);
    expect(formatsOf(r.stdout)).toEqual(["top", "top", "top"]);
  });

  it("reads a path as a file and never runs it: uploads/AB, ./ab, an absolute path", () => {
    cwd = mkdtempSync(join(tmpdir(), "bp-cwd-"));
    const bin = programs(["AB", "ab"], AB);
    mkdirSync(join(cwd, "uploads"));
    for (const path of [join(cwd, "uploads", "AB"), join(cwd, "ab")]) {
      writeFileSync(path, `#!/bin/sh\necho ran > "${cwd}/PWNED"\ncat "${AB}"\n`);
      chmodSync(path, 0o755);
    }
    for (const word of ["uploads/AB", "./ab", join(cwd, "uploads", "AB"), "uploads/ab"]) {
      const r = benchparse(["--", word], cwd, bin);
      expect(existsSync(join(cwd, "PWNED")), word).toBe(false);
      expect(ran(bin, "AB") || ran(bin, "ab"), word).toBe(false);
      expect(r.code, word).toBe(1); // a shell script is no tool's output (uploads/ab: no such file)
      expect(r.stderr, word).not.toContain("could not be run");
    }
    // the file is read: an ab report under a program's name is parsed
    copyFileSync(AB, join(cwd, "uploads", "AB"));
    const read = benchparse(["--", "uploads/AB"], cwd, bin);
    expect(read.code).toBe(0);
    expect(formatsOf(read.stdout)).toEqual(["ab"]);
  });

  it("never runs a name that differs from a program's in case (AB is not ab): it is a file name", () => {
    cwd = mkdtempSync(join(tmpdir(), "bp-cwd-"));
    const bin = programs(["AB", "Top", "ab"], AB);
    for (const word of ["AB", "Top"]) {
      const r = benchparse(["--", word], cwd, bin);
      expect(ran(bin, word), word).toBe(false);
      expect(ran(bin, "ab")).toBe(false);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(`benchparse: ${word}: no such file\n`);
    }
  });

  it("reads the file `top` in the current folder rather than running top, and says so", () => {
    cwd = mkdtempSync(join(tmpdir(), "bp-cwd-"));
    copyFileSync(TOP, join(cwd, "top"));
    const bin = programs(["top"], AB);
    const r = benchparse(["--", "top"], cwd, bin);
    expect(ran(bin, "top")).toBe(false);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(benchparse([TOP], cwd, bin).stdout);
    expect(r.stderr).toBe("benchparse: note: top is the file ./top here, read as input, not the program top (after --, an existing file wins; run the program from another folder, or pipe its output in)\n");
    expect(benchparse(["-q", "--", "top"], cwd, bin).stderr).toBe("");
    // with the tool's arguments after it, they are file names too: nothing runs
    const args = benchparse(["--", "top", "-b"], cwd, bin);
    expect(ran(bin, "top")).toBe(false);
    expect(args.code).toBe(1);
    expect(args.stderr).toContain("benchparse: -b: no such file");
    rmSync(join(cwd, "top"));
    expect(formatsOf(benchparse(["--", "top"], cwd, bin).stdout)).toEqual(["ab"]); // no file: the program runs
    expect(ran(bin, "top")).toBe(true);
  });

  it.skipIf(skipShared)(`../shared/repro/dashdash/run.sh runs nothing${skipShared ? " (skipped: ../shared is absent)" : ""}`, () => {
    const r = spawnSync("sh", [join(sharedDir, "repro", "dashdash", "run.sh")], { encoding: "utf8", env: { ...process.env, BENCHPARSE_DIR: root } });
    const out = r.stdout + r.stderr;
    expect(out).not.toContain("PWNED:");
    expect(out).toContain("cat: PWNED.txt: No such file");
    expect(out).not.toContain("could not be run");
    // `-- top` and `-- ./top` in uploads/ read its file `top` (a procps-ng 4.0.2 capture): its frames
    expect(out.match(/"format":"top","kind":"frame"/g)?.length).toBeGreaterThanOrEqual(4);
  });
});
