/** `benchparse extract`, run in-process. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commands } from "../../src/commands/index.js";
import { extractCommand } from "../../src/commands/extract.js";
import { runCommand } from "../helpers/capture.js";

const fixture = (name: string): string => join(import.meta.dirname, "fixtures", name);

describe("benchparse extract", () => {
  it("is registered", () => {
    expect(commands.extract).toBe(extractCommand);
  });

  it("prints the blocks as JSON, with their source", async () => {
    const r = await runCommand(extractCommand, [fixture("transcript.txt")]);
    expect(r.code).toBe(0);
    const blocks = JSON.parse(r.stdout);
    expect(blocks.map((b: { format: string }) => b.format)).toEqual(["free", "ab", "sar", "webbench"]);
    expect(blocks[1]).toMatchObject({ source: fixture("transcript.txt"), startLine: 6, endLine: 58, command: { concurrency: 10 } });
    expect(r.stderr).toBe("");
  });

  it("writes warnings to stderr as FILE:LINE: message", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bp-extract-"));
    const file = join(dir, "doc.txt");
    writeFileSync(file, "$ ab -n 10 -c 1 http://h/\nbash: ab: command not found\n");
    const r = await runCommand(extractCommand, [file]);
    expect(r.stderr).toContain(`${file}:1: no ab output recognised after this command: ab -n 10 -c 1 http://h/\n`);
    expect(r.stderr).toContain(`${file}: no tool output found`);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual([]);
  });

  it("--ndjson prints one block per line; --formats limits the search", async () => {
    const r = await runCommand(extractCommand, ["--ndjson", "--formats", "ab,webbench", fixture("transcript.txt")]);
    expect(r.stdout.trim().split("\n").map((l) => JSON.parse(l).format)).toEqual(["ab", "webbench"]);
  });

  it("usage errors exit 2; a missing file exits 1; --help exits 0", async () => {
    expect((await runCommand(extractCommand, ["--nope"])).code).toBe(2);
    expect((await runCommand(extractCommand, ["--pretty", "--ndjson", "x"])).code).toBe(2);
    const missing = await runCommand(extractCommand, ["/nonexistent/file.txt"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("no such file");
    const help = await runCommand(extractCommand, ["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: benchparse extract/);
  });
});
