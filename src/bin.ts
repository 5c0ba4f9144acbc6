#!/usr/bin/env node
/**
 * The `benchparse` command (dist/cli.js): runs the bundled command line (dist/cli-main.cjs, src/cli.ts and every
 * dependency in one file) through a V8 code cache, so that a short run does not spend a third of its time
 * compiling 1.8 MB of JavaScript.
 *
 * A code cache is code: whoever can write the file runs code as whoever reads it, and V8 accepts a cache made from
 * any source of the same length (it checks the length, its own version and its flags, not the text). So the cache
 * lives only in a folder of the user's own, `$XDG_CACHE_HOME/benchparse` (an absolute XDG_CACHE_HOME) or
 * `~/.cache/benchparse`, made 0700 if missing (inside a folder the user owns: never a root-owned folder in another
 * user's home, as `sudo` keeping HOME would make), never in the shared temporary folder. It is read only when the
 * folder (lstat: not a link) is a directory owned by the user and not writable by group or others, and the file,
 * opened without following a link, is a regular file owned by the user and not writable by group or others, and
 * begins with the SHA-256 of the source it was made from (the name holds it too). A cache that fails any check is
 * ignored without a word and, when the folder passed, replaced. The first run compiles and, at its exit, writes the
 * cache (a new file 0600 written whole, then renamed over the name: a run never reads half a file; the same user's
 * caches of other builds written more than a week before are removed then); later runs read it. Without a usable
 * cache the command only compiles, as it did before. Not on Windows (no owner and mode bits to check), and
 * BENCHPARSE_CODE_CACHE=off skips it.
 */
import { createHash } from "node:crypto";
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { dirname, isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";

const WEEK_MS = 7 * 24 * 3600 * 1000;
const file = join(dirname(fileURLToPath(import.meta.url)), "cli-main.cjs");
const bytes = readFileSync(file);
const source = bytes.toString("utf8");
// the CommonJS function around a module's source, as Node's loader makes it (a #! line made a comment)
const wrapped = `(function (exports, require, module, __filename, __dirname) { ${source.startsWith("#!") ? "//" : ""}${source}\n});`;

let script: Script | undefined;
const uid = process.getuid?.();
const dir = process.env.BENCHPARSE_CODE_CACHE !== "off" && uid !== undefined && constants.O_NOFOLLOW !== undefined ? privateDir(uid) : undefined;
if (dir !== undefined) {
  // the file's first bytes: the hash of what it was made from (the cache's own source, this Node's version and arch)
  const digest = createHash("sha256").update(`${process.version} ${process.arch}\n`).update(bytes).digest();
  const name = `${digest.toString("hex").slice(0, 16)}-${process.version}-${process.arch}.v8cache`;
  const cache = join(dir, name);
  const data = readOwn(cache, uid!, digest);
  if (data !== undefined) {
    try {
      const tried = new Script(wrapped, { filename: file, cachedData: data });
      if (!tried.cachedDataRejected) script = tried;
    } catch {
      // (compiled below, and written at exit)
    }
  }
  if (script === undefined) {
    const compiled = (script = new Script(wrapped, { filename: file }));
    let written = false;
    const write = (): void => {
      if (written) return;
      written = true;
      removeStale(dir, name);
      // a new file (O_EXCL: never one that was there, nor a link), written whole, then renamed over the name
      const part = `${cache}.${process.pid}.part`;
      try {
        const fd = openSync(part, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
        try {
          writeFileSync(fd, Buffer.concat([digest, compiled.createCachedData()]));
        } finally {
          closeSync(fd);
        }
        renameSync(part, cache);
      } catch {
        rmSync(part, { force: true }); // (a full disk: the next run compiles again)
      }
    };
    // at exit, or before the command line changes a V8 flag (src/cli.ts heapGuard): V8 rejects a cache made under other flags
    process.once("exit", write);
    (process.once as (event: string, listener: () => void) => NodeJS.Process)("benchparse:v8-flags", write);
  }
}
script ??= new Script(wrapped, { filename: file });
const module = { exports: {} };
const main = script.runInThisContext() as (exports: object, require: NodeJS.Require, module: object, filename: string, dir: string) => void;
main(module.exports, createRequire(file), module, file, dirname(file));

/** Owned by the user and writable by no one else. */
function isOwn(stats: Stats, user: number): boolean {
  return stats.uid === user && (stats.mode & 0o022) === 0;
}

/** The user's cache folder for benchparse, made if missing; undefined unless it is a directory of the user's alone. */
function privateDir(user: number): string | undefined {
  const xdg = process.env.XDG_CACHE_HOME;
  const base = xdg !== undefined && isAbsolute(xdg) ? xdg : join(homedir(), ".cache");
  const path = join(base, "benchparse");
  try {
    makeOwn(path, user);
    const stats = lstatSync(path);
    return stats.isDirectory() && isOwn(stats, user) ? path : undefined;
  } catch {
    return undefined; // (no home, a read-only one: no cache)
  }
}

/** Makes a missing folder (0700) and its missing parents, each only inside a folder the user owns. */
function makeOwn(path: string, user: number): void {
  try {
    lstatSync(path);
    return;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const parent = dirname(path);
  if (parent === path) return;
  makeOwn(parent, user);
  if (statSync(parent).uid === user) mkdirSync(path, { mode: 0o700 });
}

/** The cache's V8 data: the file, not a link, of the user's alone, made from this source (its first 32 bytes). */
function readOwn(path: string, user: number, digest: Buffer): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    const stats = fstatSync(fd);
    if (!stats.isFile() || !isOwn(stats, user)) return undefined;
    const content = readFileSync(fd);
    return content.length > digest.length && content.subarray(0, digest.length).equals(digest) ? content.subarray(digest.length) : undefined;
  } catch {
    return undefined; // (none yet)
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Other builds' caches written more than a week ago (a build still in use writes its own again), and lost parts. */
function removeStale(folder: string, keep: string): void {
  try {
    for (const old of readdirSync(folder)) {
      if (old === keep || !/\.(?:v8cache|part)$/.test(old)) continue;
      const path = join(folder, old);
      if (Date.now() - lstatSync(path).mtimeMs > (old.endsWith(".part") ? 3600_000 : WEEK_MS)) rmSync(path, { force: true });
    }
  } catch {
    // (a folder that cannot be listed: nothing removed)
  }
}
