/**
 * The command's V8 code cache (src/bin.ts). A code cache is code: V8 runs the cached bytecode of any source of the
 * same length. So the cache lives only in the user's own folder ($XDG_CACHE_HOME/benchparse), is read only when the
 * folder and the file are the user's alone and the file names the source it was made from, and never comes from the
 * temporary folder. Each case below plants a cache compiled from another source (of the same length) that writes a
 * marker file when it runs: it must never run, and the command must still print the right records. The first case
 * shows the planted cache is potent: where every check passes (the user's own folder and file), it does run.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { root } from "./helpers/samples.js";

const cli = join(root, "dist", "cli.js");
const main = join(root, "dist", "cli-main.cjs");
const input = join(root, "samples", "ab", "ab-plain-n1000-c10.txt");
const isRoot = process.getuid?.() === 0;
const OTHER_UID = 4242;
const asRoot = isRoot ? "" : " (skipped: needs root, to give a file to another user)";
if (!isRoot) console.warn("[cli-cache] the cases of a folder or file owned by another user are skipped: not root");

interface Run {
  stdout: string;
  pwned: boolean;
}

/** A run of the command with its own cache home and temporary folder; `pwned`: the planted code ran. */
function benchparse(home: string, tmp = mkdtempSync(join(tmpdir(), "bp-tmp-")), env: Record<string, string> = {}): Run {
  const marker = join(mkdtempSync(join(tmpdir(), "bp-marker-")), "PWNED");
  const stdout = execFileSync(process.execPath, [cli, input], { encoding: "utf8", env: { ...process.env, BENCHPARSE_CODE_CACHE: "", XDG_CACHE_HOME: home, TMPDIR: tmp, PWNED_FILE: marker, ...env } });
  return { stdout, pwned: existsSync(marker) };
}

/** The hash src/bin.ts puts first in its cache (this Node, this build) and the file name it gives the cache. */
function cacheId(): { digest: Buffer; name: string } {
  const digest = createHash("sha256").update(`${process.version} ${process.arch}\n`).update(readFileSync(main)).digest();
  return { digest, name: `${digest.toString("hex").slice(0, 16)}-${process.version}-${process.arch}.v8cache` };
}

/**
 * V8 cache data compiled (by a plain node, whose flags are the command's) from a source of the same length as the
 * command's that writes $PWNED_FILE and prints `[]`: what another user would plant.
 */
function plantedData(): Buffer {
  const script = `
    const { readFileSync, writeFileSync } = require("node:fs");
    const { Script } = require("node:vm");
    const source = readFileSync(process.env.MAIN, "utf8");
    const wrapped = "(function (exports, require, module, __filename, __dirname) { " + (source.startsWith("#!") ? "//" : "") + source + "\\n});";
    const head = "(function (exports, require, module, __filename, __dirname) { require('fs').writeFileSync(process.env.PWNED_FILE, 'ran'); process.stdout.write('[]\\\\n'); /*";
    const evil = head + " ".repeat(wrapped.length - head.length - 6) + "*/\\n});";
    if (evil.length !== wrapped.length) throw new Error("length");
    const s = new Script(evil, { filename: process.env.MAIN });
    s.runInThisContext(); // compiled eagerly, so that its bytecode is in the cache
    writeFileSync(process.env.OUT, s.createCachedData());`;
  const out = join(mkdtempSync(join(tmpdir(), "bp-plant-")), "data");
  execFileSync(process.execPath, ["-e", script], { env: { ...process.env, MAIN: main, OUT: out } });
  return readFileSync(out);
}

let planted: Buffer;
let id: { digest: Buffer; name: string };
/** A cache home whose benchparse folder (mode `mode`) holds the planted cache under the command's name. */
function plantedHome(mode = 0o700, header = id.digest): { home: string; folder: string; file: string } {
  const home = mkdtempSync(join(tmpdir(), "bp-home-"));
  const folder = join(home, "benchparse");
  mkdirSync(folder);
  chmodSync(folder, mode);
  const file = join(folder, id.name);
  writeFileSync(file, Buffer.concat([header, planted]), { mode: 0o600 });
  return { home, folder, file };
}
const isAb = (run: Run) => JSON.parse(run.stdout)[0]?.format === "ab";

describe("the command's code cache", () => {
  beforeAll(() => {
    if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run `npm run build` (npm test does it)");
    id = cacheId();
    planted = plantedData();
  }, 60_000);

  it("is potent when every check passes: the user's own folder and file are trusted (what the checks guard)", () => {
    const { home } = plantedHome();
    const run = benchparse(home);
    expect(run.pwned).toBe(true);
    expect(run.stdout).toBe("[]\n");
  }, 60_000);

  it("is written into $XDG_CACHE_HOME/benchparse (0700, a file 0600), read by the next run, never in TMPDIR", () => {
    const home = mkdtempSync(join(tmpdir(), "bp-home-"));
    const tmp = mkdtempSync(join(tmpdir(), "bp-tmp-"));
    const first = benchparse(home, tmp);
    expect(isAb(first)).toBe(true);
    const folder = join(home, "benchparse");
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(readdirSync(folder)).toEqual([id.name]);
    const cache = join(folder, id.name);
    expect(statSync(cache).mode & 0o777).toBe(0o600);
    expect(readFileSync(cache).subarray(0, 32).equals(id.digest)).toBe(true);
    expect(statSync(cache).size).toBeGreaterThan(100_000);
    const written = statSync(cache).mtimeMs;
    expect(benchparse(home, tmp).stdout).toBe(first.stdout);
    expect(statSync(cache).mtimeMs).toBe(written); // accepted: not written again
    expect(readdirSync(tmp)).toEqual([]);
  }, 60_000);

  it("a damaged cache is rejected, the run is right, and a good one replaces it", () => {
    const home = mkdtempSync(join(tmpdir(), "bp-home-"));
    const first = benchparse(home);
    const cache = join(home, "benchparse", id.name);
    writeFileSync(cache, Buffer.concat([id.digest, Buffer.alloc(200_000, 7)]));
    expect(benchparse(home).stdout).toBe(first.stdout);
    expect(readFileSync(cache).subarray(32).equals(Buffer.alloc(200_000, 7))).toBe(false);
    expect(benchparse(home).stdout).toBe(first.stdout);
  }, 60_000);

  it("BENCHPARSE_CODE_CACHE=off writes none", () => {
    const home = mkdtempSync(join(tmpdir(), "bp-home-"));
    expect(isAb(benchparse(home, undefined, { BENCHPARSE_CODE_CACHE: "off" }))).toBe(true);
    expect(existsSync(join(home, "benchparse"))).toBe(false);
  }, 60_000);

  describe("a planted cache never runs, and the command still works", () => {
    it("in a world-writable sticky TMPDIR, under the name earlier versions read and under the cache's own", () => {
      const tmp = mkdtempSync(join(tmpdir(), "bp-tmp-"));
      chmodSync(tmp, 0o1777);
      const legacy = `benchparse-${process.getuid?.() ?? "user"}-${createHash("sha256").update(readFileSync(main, "utf8")).digest("hex").slice(0, 16)}-${process.version}-${process.arch}.v8cache`;
      writeFileSync(join(tmp, legacy), planted);
      writeFileSync(join(tmp, id.name), Buffer.concat([id.digest, planted]));
      const home = mkdtempSync(join(tmpdir(), "bp-home-"));
      const run = benchparse(home, tmp);
      expect(run.pwned).toBe(false);
      expect(isAb(run)).toBe(true);
      // the same with no XDG_CACHE_HOME and HOME in the temporary folder: its .cache is made, not the shared one used
      const alone = benchparse("", tmp, { HOME: tmp });
      expect(alone.pwned).toBe(false);
      expect(isAb(alone)).toBe(true);
    }, 60_000);

    for (const mode of [0o777, 0o770, 0o1777]) {
      it(`in a cache folder writable by others (${mode.toString(8)}): not read, nothing written there`, () => {
        const { home, file } = plantedHome(mode);
        const run = benchparse(home);
        expect(run.pwned).toBe(false);
        expect(isAb(run)).toBe(true);
        expect(readFileSync(file).subarray(32).equals(planted)).toBe(true); // untouched: the folder is not ours alone
      }, 60_000);
    }

    it.skipIf(!isRoot)(`in a cache folder owned by another user${asRoot}`, () => {
      const { home, folder, file } = plantedHome();
      chownSync(file, OTHER_UID, OTHER_UID);
      chownSync(folder, OTHER_UID, OTHER_UID);
      const run = benchparse(home);
      expect(run.pwned).toBe(false);
      expect(isAb(run)).toBe(true);
      expect(readFileSync(file).subarray(32).equals(planted)).toBe(true);
    }, 60_000);

    it.skipIf(!isRoot)(`as a file owned by another user in the user's folder: not read, replaced${asRoot}`, () => {
      const { home, file } = plantedHome();
      chownSync(file, OTHER_UID, OTHER_UID);
      const run = benchparse(home);
      expect(run.pwned).toBe(false);
      expect(isAb(run)).toBe(true);
      expect(lstatSync(file).uid).toBe(process.getuid!());
      expect(benchparse(home).stdout).toBe(run.stdout); // the new cache is good
    }, 60_000);

    it.skipIf(!isRoot)(`a folder is made only inside a folder of the user's own${asRoot}`, () => {
      const theirs = mkdtempSync(join(tmpdir(), "bp-theirs-"));
      chownSync(theirs, OTHER_UID, OTHER_UID);
      const run = benchparse(join(theirs, "cache"));
      expect(isAb(run)).toBe(true);
      expect(readdirSync(theirs)).toEqual([]);
    }, 60_000);

    for (const mode of [0o666, 0o620, 0o602]) {
      it(`as a file writable by others (${mode.toString(8)}): not read, replaced`, () => {
        const { home, file } = plantedHome();
        chmodSync(file, mode);
        const run = benchparse(home);
        expect(run.pwned).toBe(false);
        expect(isAb(run)).toBe(true);
        expect(statSync(file).mode & 0o777).toBe(0o600);
      }, 60_000);
    }

    it("as a link to a planted file, or behind a linked folder", () => {
      const { home: other, file: target } = plantedHome();
      const home = mkdtempSync(join(tmpdir(), "bp-home-"));
      mkdirSync(join(home, "benchparse"), { mode: 0o700 });
      symlinkSync(target, join(home, "benchparse", id.name));
      const run = benchparse(home);
      expect(run.pwned).toBe(false);
      expect(isAb(run)).toBe(true);
      expect(lstatSync(join(home, "benchparse", id.name)).isSymbolicLink()).toBe(false); // replaced by a file
      expect(readFileSync(target).subarray(32).equals(planted)).toBe(true); // the link's target untouched

      const linked = mkdtempSync(join(tmpdir(), "bp-home-"));
      symlinkSync(join(other, "benchparse"), join(linked, "benchparse"));
      const behind = benchparse(linked);
      expect(behind.pwned).toBe(false);
      expect(isAb(behind)).toBe(true);
    }, 60_000);

    it("made from another source: a cache whose first bytes are not the hash of this build's source", () => {
      const { home } = plantedHome(0o700, createHash("sha256").update("another build").digest());
      const run = benchparse(home);
      expect(run.pwned).toBe(false);
      expect(isAb(run)).toBe(true);
    }, 60_000);
  });
});
