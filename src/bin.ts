#!/usr/bin/env node
/**
 * The `benchparse` command (dist/cli.js): runs the bundled command line (dist/cli-main.cjs, src/cli.ts and every
 * dependency in one file) through a V8 code cache, so that a short run does not spend a third of its time
 * compiling 1.8 MB of JavaScript. The first run compiles and, at its exit, writes the cache into the temporary
 * directory (one file per user, build and Node version; the same user's caches of other builds written more than a
 * week before are removed then); later runs read it. The cache's name holds the hash of the source it was made from,
 * since V8 itself checks only the source's length (and its own version and flags, rejecting a cache of another).
 * Without a usable cache the command only compiles, as it did before. BENCHPARSE_CODE_CACHE=off skips the cache.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir, userInfo } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";

const WEEK_MS = 7 * 24 * 3600 * 1000;
const file = join(dirname(fileURLToPath(import.meta.url)), "cli-main.cjs");
const source = readFileSync(file, "utf8");
// the CommonJS function around a module's source, as Node's loader makes it (a #! line made a comment)
const wrapped = `(function (exports, require, module, __filename, __dirname) { ${source.startsWith("#!") ? "//" : ""}${source}\n});`;

let script: Script | undefined;
if (process.env.BENCHPARSE_CODE_CACHE !== "off") {
  let user = "user";
  try {
    user = String(userInfo().uid);
  } catch {
    // (no user database entry: one shared name)
  }
  const prefix = `benchparse-${user}-`;
  const name = `${prefix}${createHash("sha256").update(source).digest("hex").slice(0, 16)}-${process.version}-${process.arch}.v8cache`;
  const cache = join(tmpdir(), name);
  try {
    const tried = new Script(wrapped, { filename: file, cachedData: readFileSync(cache) });
    if (!tried.cachedDataRejected) script = tried;
  } catch {
    // (no cache yet, or unreadable: compiled below, and written at exit)
  }
  if (script === undefined) {
    const compiled = (script = new Script(wrapped, { filename: file }));
    let written = false;
    const write = (): void => {
      if (written) return;
      written = true;
      try {
        // other builds' caches of this user, written more than a week ago (a build still in use writes its own again)
        for (const old of readdirSync(tmpdir())) {
          if (!old.startsWith(prefix) || !old.endsWith(".v8cache") || old === name) continue;
          if (Date.now() - statSync(join(tmpdir(), old)).mtimeMs > WEEK_MS) rmSync(join(tmpdir(), old), { force: true });
        }
        // written whole, then renamed: two runs at once never read half a file
        const part = `${cache}.${process.pid}`;
        writeFileSync(part, compiled.createCachedData());
        renameSync(part, cache);
      } catch {
        // (a read-only or full directory: the next run compiles again)
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
