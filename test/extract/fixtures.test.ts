/** The documents in fixtures/ (real samples in the kinds of text they are found in): what extract finds in each. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extract, type ExtractResult } from "../../src/extract/index.js";
import { expectGolden } from "../helpers/golden-file.js";
import { missingFormat } from "./helpers.js";

const dir = join(import.meta.dirname, "fixtures");
const read = (name: string): string => readFileSync(join(dir, name), "utf8");

/** A compact view of a result for golden files: no full records (each format's own goldens have those). */
export function outline(r: ExtractResult): unknown {
  return {
    repairs: r.repairs,
    blocks: r.blocks.map((b, i) => ({
      index: i,
      format: b.format,
      role: b.role,
      lines: `${b.startLine}-${b.endLine}`,
      records: b.records.length,
      ...(b.command ? { command: { line: b.command.line, program: b.command.program, text: b.command.text, concurrency: b.command.concurrency, url: b.command.url } } : {}),
      ...(b.context ? { context: `${b.context.by}: block ${b.context.block} (${b.context.format} ${b.context.startLine}-${b.context.endLine})` } : {}),
      ...(b.time ? { time: b.time } : {}),
      ...(b.skippedLines ? { skippedLines: b.skippedLines } : {}),
      ...(b.repairs ? { repairs: b.repairs } : {}),
    })),
    warnings: r.warnings,
  };
}

const FIXTURES = ["transcript.txt", "blog.md", "page.html", "ci.log", "flattened.md"];

describe.skipIf(["sar", "top"].some(missingFormat))("extract: fixture documents", () => {
  for (const name of FIXTURES) {
    it(`${name}: matches its golden outline`, () => {
      expectGolden(join(import.meta.dirname, "golden", `${name}.json`), `${JSON.stringify(outline(extract(read(name))), null, 2)}\n`, "extract");
    });
  }

  it("transcript: prompts give each block its command; free -m sets free's unit; monitors link to the ab run", () => {
    const r = extract(read("transcript.txt"));
    expect(r.blocks.map((b) => b.format)).toEqual(["free", "ab", "sar", "webbench"]);
    const [free, ab, sar, webbench] = r.blocks;
    expect(free!.command).toMatchObject({ program: "free", prompt: "user@bench:~$", options: { m: true } });
    // free -m printed MiB: 24105 MiB total
    expect(free!.records[0]).toMatchObject({ unit: "MiB", memTotalBytes: 24105 * 1024 * 1024 });
    expect(ab!.command).toMatchObject({ program: "ab", concurrency: 10, requests: 1000, url: "http://127.0.0.1:8081/index.html" });
    expect(sar!.context).toMatchObject({ block: 1, format: "ab", by: "section" });
    expect(free!.context).toMatchObject({ block: 1, by: "section" }); // nothing before it: the next run
    expect(webbench!.command).toMatchObject({ program: "webbench", concurrency: 10, durationSeconds: 30 });
    expect(r.warnings).toEqual([]);
  });

  it("blog.md: the commentary line inside the ab output is left out and reported; sections follow the headings", () => {
    const r = extract(read("blog.md"));
    expect(r.blocks.map((b) => b.format)).toEqual(["ab", "top", "nginx-stub-status", "webbench"]);
    const text = read("blog.md").split("\n");
    expect(r.blocks[0]!.skippedLines).toEqual([text.findIndex((l) => l.startsWith("//说明")) + 1]);
    expect(r.blocks[0]!.command).toMatchObject({ prompt: "[root@localhost ~]#", concurrency: 5 });
    expect(r.blocks[1]!.context).toMatchObject({ block: 0, by: "section" }); // top, same section as ab
    expect(r.blocks[2]!.context).toBeUndefined(); // stub_status: its own section, no run in it
    // en dashes from a word processor: `webbench –c 10 –t 30`
    expect(r.blocks[3]!.command).toMatchObject({ concurrency: 10, durationSeconds: 30, repairs: expect.arrayContaining([expect.stringContaining("\u2013c")]) });
  });

  it("page.html: tags and entities gone, line numbers are the HTML source's", () => {
    const r = extract(read("page.html"));
    expect(r.repairs[0]).toMatch(/HTML/);
    const src = read("page.html").split("\n");
    const ab = r.blocks.find((b) => b.format === "ab")!;
    expect(src[ab.startLine - 1]).toContain("This is ApacheBench");
    expect(src[ab.endLine - 1]).toContain("100%");
    expect(ab.records[0]).toMatchObject({ requestsPerSecond: 10289.65 });
  });

  it("ci.log: timestamps removed; sar, printed after ab, is linked to it by time", () => {
    const r = extract(read("ci.log"));
    const sar = r.blocks.find((b) => b.format === "sar")!;
    expect(sar.context).toMatchObject({ format: "ab", by: "time" });
    expect(sar.command).toMatchObject({ text: "sar -u 1 3 > sar.txt &" });
    const ab = r.blocks.find((b) => b.format === "ab")!;
    expect(ab.time).toEqual({ start: "2026-11-30T15:27:17.0000000Z", end: expect.stringMatching(/^2026-11-30T15:27:20/) });
    expect(sar.time).toMatchObject({ start: expect.stringContaining("15:27:18"), end: expect.stringContaining("15:27:20") });
  });

  it("flattened.md (CRLF, one table cell per output, lines joined by spaces): both outputs recovered", () => {
    const r = extract(read("flattened.md"));
    expect(r.blocks.map((b) => [b.format, b.startLine, b.records.length])).toEqual([
      ["webbench", 3, 1],
      ["sar", 3, 5],
    ]);
    expect(r.blocks[0]!.records[0]).toMatchObject({ clients: 10, succeeded: 61234, failed: 0 });
  });
});
