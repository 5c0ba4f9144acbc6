/**
 * The command's V8 code cache (src/bin.ts): written by the first run into the temporary directory, read by the
 * next, never in the way: a damaged cache or none gives the same output, and BENCHPARSE_CODE_CACHE=off writes none.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { root } from "./helpers/samples.js";

const run = promisify(execFile);
const cli = join(root, "dist", "cli.js");
const input = join(root, "samples", "ab", "ab-plain-n1000-c10.txt");

async function benchparse(dir: string, env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run(process.execPath, [cli, input], { env: { ...process.env, TMPDIR: dir, ...env } });
  return stdout;
}
const caches = (dir: string) => readdirSync(dir).filter((f) => f.endsWith(".v8cache"));

describe("the command's code cache", () => {
  it("is written by the first run, read by the next, and the output is the same", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bp-cache-"));
    const first = await benchparse(dir);
    expect(caches(dir)).toHaveLength(1);
    const cache = join(dir, caches(dir)[0]!);
    expect(statSync(cache).size).toBeGreaterThan(100_000);
    const written = statSync(cache).mtimeMs;
    const bytes = readFileSync(cache);
    expect(await benchparse(dir)).toBe(first);
    // accepted: not written again
    expect(statSync(cache).mtimeMs).toBe(written);
    expect(readFileSync(cache).equals(bytes)).toBe(true);
    expect(JSON.parse(first)[0].format).toBe("ab");
  }, 60_000);

  it("a damaged cache is rejected, the run is right, and a good one replaces it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bp-cache-"));
    const first = await benchparse(dir);
    const cache = join(dir, caches(dir)[0]!);
    writeFileSync(cache, Buffer.alloc(200_000, 7));
    expect(await benchparse(dir)).toBe(first);
    expect(readFileSync(cache).equals(Buffer.alloc(200_000, 7))).toBe(false);
    expect(await benchparse(dir)).toBe(first);
  }, 60_000);

  it("BENCHPARSE_CODE_CACHE=off writes none", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bp-cache-"));
    const out = await benchparse(dir, { BENCHPARSE_CODE_CACHE: "off" });
    expect(caches(dir)).toEqual([]);
    expect(JSON.parse(out)[0].format).toBe("ab");
  }, 60_000);
});
