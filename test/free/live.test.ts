/**
 * free -s is live (#39): free 3.3 and 4.x print the blank line between two blocks just before the second, so a block
 * must be out at its last row, not at that line. In process, with the writes free 4.0.2 makes (one per block, the
 * blank line first from the second on); end to end, with the real free through the CLI (`npm run build` first).
 * Needs free; outside CI a missing one skips visibly, in CI it fails.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseStream } from "../../src/index.js";
import { root, sample } from "../helpers/samples.js";

/** The blocks of a free -s capture, as free 4.0.2 writes them: the first alone, each later one after a blank line. */
function writes(text: string): string[] {
  return text.split("\n\n").map((block, k, all) => `${k > 0 ? "\n" : ""}${block}${k < all.length - 1 ? "\n" : ""}`);
}

/** How many records parseStream had given when each write after the first was asked for, and at the end. */
async function outAtEachWrite(chunks: string[], options: Record<string, unknown> = {}): Promise<number[]> {
  const items: unknown[] = [];
  const seen: number[] = [];
  async function* source(): AsyncGenerator<string> {
    for (const chunk of chunks) {
      yield chunk;
      // (the next write is asked for once everything the last one completed has been read)
      seen.push(items.length);
    }
  }
  for await (const item of parseStream(source(), { ...options, continueOnError: true })) items.push(item);
  return seen;
}

describe("free -s, as written", () => {
  const text = sample("free/procps-4.0.2-C-s1-c3.txt") + "\n" + sample("free/procps-4.0.2-C-s1-c3.txt");
  const chunks = writes(text.trimEnd() + "\n");

  it("the capture is six blocks, written as free 4.x writes them", () => {
    expect(chunks).toHaveLength(6);
    expect(chunks[1]).toMatch(/^\n {15}total/);
  });

  it("without the command: each block at the blank line before the next, until two blocks end alike; then at its Swap row", async () => {
    // write k gives block k-1 (its blank line came with write k); after two blocks the Swap row ends each at once
    expect(await outAtEachWrite(chunks)).toEqual([0, 1, 3, 4, 5, 6]);
  });

  it("with the command (`benchparse -- free -s 1`): each block at its last row", async () => {
    expect(await outAtEachWrite(chunks, { command: "free -s 1 -c 6" })).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("procps 3.2 (-l -t: Total last) prints the blank line right after each block: each is out with its write", async () => {
    const blocks = sample("free/written-procps-3.2.8-m-l-t-s1-c2.txt").split("\n\n").filter((b) => b.trim() !== "").map((b) => `${b}\n\n`);
    expect(blocks).toHaveLength(2);
    expect(await outAtEachWrite(blocks)).toEqual([1, 2]);
    expect(await outAtEachWrite(blocks, { command: "free -m -l -t -s 1 -c 2" })).toEqual([1, 2]);
    // without the blank lines, the command tells that Total ends a block
    expect(await outAtEachWrite(blocks.map((b) => b.replace(/\n\n$/, "\n")), { command: "free -m -l -t -s 1 -c 2" })).toEqual([1, 2]);
  });

  it.each([
    ["procps-4.0.2-C-t.txt", "free -t -s 1"],
    ["procps-4.0.2-C-v.txt", "free -v -s 1"],
    ["procps-4.0.2-C-l.txt", "free -l -s 1"],
    ["procps-4.0.2-C-b-w-l-t-v.txt", "free -bwltv -s 1"],
    ["procps-4.0.2-C-h-w-l-t-v.txt", "free -h -w -l --total --committed -s 1"],
    ["procps-4.0.2-de_DE-l-t-v.txt", "free -l -t -v -s 1"],
    ["procps-4.0.2-ko_KR-l-t-v.txt", "free -l -t -v -s 1"],
    ["written-procps-3.2.8-default.txt", "free -s 1"],
    ["written-procps-3.3.10-l-t.txt", "free -l -t -s 1"],
    ["written-procps-4.0.4-L-c3.txt", "free -L -s 1 -c 3"],
  ])("%s (%s): a block is out at its last row in every layout and language", async (file, command) => {
    const text = sample(`free/${file}`);
    // one write per block, without the blank line that would end it (a -L line is a block)
    const chunks = file.includes("-L-") ? text.split(/(?<=\n)/) : [text];
    const seen = await outAtEachWrite(chunks, { command });
    // (-L: the engine's paste stage holds an input's first line until a second tells whether a blank line follows
    // every line, src/api/paste.ts; the lines after it are out at once)
    expect(seen).toEqual(chunks.map((_, k) => (file.includes("-L-") && k === 0 ? 0 : k + 1)));
  });

  it("the same records whatever the writes", async () => {
    const whole: unknown[] = [];
    for await (const r of parseStream([text], { command: "free -s 1 -c 6" })) whole.push(r);
    const live: unknown[] = [];
    for await (const r of parseStream(chunks, { command: "free -s 1 -c 6" })) live.push(r);
    expect(live).toEqual(whole);
    expect(whole).toHaveLength(6);
  });
});

const inCI = process.env.CI === "true";
const haveFree = spawnSync("free", ["-V"]).status === 0;
const cli = join(root, "dist", "cli.js");
if (!haveFree && !inCI) console.warn("[free] free not installed: live CLI tests skipped");

/** Runs a shell command line; resolves with when its first line of output came and when it exited (ms from start). */
function timed(command: string): Promise<{ first: number; exit: number; lines: string[]; status: number | null }> {
  return new Promise((resolve, reject) => {
    const start = Date.now();
    let first = -1;
    let out = "";
    const child = spawn("sh", ["-c", command], { cwd: root, env: { ...process.env, LC_ALL: "C" } });
    child.stdout.on("data", (d: Buffer) => {
      if (first === -1) first = Date.now() - start;
      out += d.toString();
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ first, exit: Date.now() - start, lines: out.split("\n").filter(Boolean), status }));
  });
}

describe.skipIf(!haveFree && !inCI)("free -s through the CLI, live (dist/cli.js: npm run build first)", () => {
  it.each([
    ["benchparse --ndjson -- free -s 1 -c 4", `node ${cli} --ndjson -- free -s 1 -c 4`],
    ["free -m -s 1 -c 4 | benchparse --ndjson --unit m", `free -m -s 1 -c 4 | node ${cli} --ndjson --unit m`],
  ])("%s: the first record is out at least 1.5 s before free exits", async (_name, command) => {
    expect(existsSync(cli), "dist/cli.js: run npm run build").toBe(true);
    const run = await timed(command);
    expect(run.status).toBe(0);
    expect(run.lines.map((l) => (JSON.parse(l) as { format: string; sample: number }).sample)).toEqual([0, 1, 2, 3]);
    expect(run.exit - run.first).toBeGreaterThanOrEqual(1500);
  }, 20_000);
});
