#!/usr/bin/env node

// src/bin.ts
import { createHash } from "crypto";
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "fs";
import { createRequire } from "module";
import { homedir } from "os";
import { dirname, isAbsolute, join } from "path";
import { fileURLToPath } from "url";
import { Script } from "vm";
var WEEK_MS = 7 * 24 * 3600 * 1e3;
var file = join(dirname(fileURLToPath(import.meta.url)), "cli-main.cjs");
var bytes = readFileSync(file);
var source = bytes.toString("utf8");
var wrapped = `(function (exports, require, module, __filename, __dirname) { ${source.startsWith("#!") ? "//" : ""}${source}
});`;
var script;
var uid = process.getuid?.();
var dir = process.env.BENCHPARSE_CODE_CACHE !== "off" && uid !== void 0 && constants.O_NOFOLLOW !== void 0 ? privateDir(uid) : void 0;
if (dir !== void 0) {
  const digest = createHash("sha256").update(`${process.version} ${process.arch}
`).update(bytes).digest();
  const name = `${digest.toString("hex").slice(0, 16)}-${process.version}-${process.arch}.v8cache`;
  const cache = join(dir, name);
  const data = readOwn(cache, uid, digest);
  if (data !== void 0) {
    try {
      const tried = new Script(wrapped, { filename: file, cachedData: data });
      if (!tried.cachedDataRejected) script = tried;
    } catch {
    }
  }
  if (script === void 0) {
    const compiled = script = new Script(wrapped, { filename: file });
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      removeStale(dir, name);
      const part = `${cache}.${process.pid}.part`;
      try {
        const fd = openSync(part, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 384);
        try {
          writeFileSync(fd, Buffer.concat([digest, compiled.createCachedData()]));
        } finally {
          closeSync(fd);
        }
        renameSync(part, cache);
      } catch {
        rmSync(part, { force: true });
      }
    };
    process.once("exit", write);
    process.once("benchparse:v8-flags", write);
  }
}
script ??= new Script(wrapped, { filename: file });
var module = { exports: {} };
var main = script.runInThisContext();
main(module.exports, createRequire(file), module, file, dirname(file));
function isOwn(stats, user) {
  return stats.uid === user && (stats.mode & 18) === 0;
}
function privateDir(user) {
  const xdg = process.env.XDG_CACHE_HOME;
  const base = xdg !== void 0 && isAbsolute(xdg) ? xdg : join(homedir(), ".cache");
  const path = join(base, "benchparse");
  try {
    makeOwn(path, user);
    const stats = lstatSync(path);
    return stats.isDirectory() && isOwn(stats, user) ? path : void 0;
  } catch {
    return void 0;
  }
}
function makeOwn(path, user) {
  try {
    lstatSync(path);
    return;
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
  }
  const parent = dirname(path);
  if (parent === path) return;
  makeOwn(parent, user);
  if (statSync(parent).uid === user) mkdirSync(path, { mode: 448 });
}
function readOwn(path, user, digest) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    const stats = fstatSync(fd);
    if (!stats.isFile() || !isOwn(stats, user)) return void 0;
    const content = readFileSync(fd);
    return content.length > digest.length && content.subarray(0, digest.length).equals(digest) ? content.subarray(digest.length) : void 0;
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
}
function removeStale(folder, keep) {
  try {
    for (const old of readdirSync(folder)) {
      if (old === keep || !/\.(?:v8cache|part)$/.test(old)) continue;
      const path = join(folder, old);
      if (Date.now() - lstatSync(path).mtimeMs > (old.endsWith(".part") ? 36e5 : WEEK_MS)) rmSync(path, { force: true });
    }
  } catch {
  }
}
