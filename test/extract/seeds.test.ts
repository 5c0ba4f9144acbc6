/** The user's own documents (../shared/seeds): what extract finds in each. Skipped, visibly, without ../shared. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/index.js";
import { sharedDir, skipShared } from "../helpers/shared.js";
import { missingFormat } from "./helpers.js";

const seed = (prefix: string): string => {
  const dir = join(sharedDir, "seeds");
  const names = ["000_7ad4277bea7997bc.txt", "001_4352990a35bdccd9.txt", "002_8c77ff365393a62f.txt", "003_deb869c141410e27.txt", "004_461ee1819f46ee0c.txt"];
  return readFileSync(join(dir, names.find((n) => n.startsWith(prefix))!), "utf8");
};

describe.skipIf(skipShared)("extract: seeds", () => {
  it("000: 8 webbench runs flattened into table cells, each with its command (en dashes repaired)", () => {
    const r = extract(seed("000"));
    const runs = r.blocks.filter((b) => b.format === "webbench");
    expect(runs.map((b) => b.startLine)).toEqual([168, 170, 173, 175, 178, 180, 183, 185]);
    expect(runs.map((b) => b.command?.concurrency)).toEqual([200, 200, 500, 500, 1000, 1000, 2000, 2000]);
    expect(runs.map((b) => b.command?.url)).toEqual(Array.from({ length: 8 }, (_, i) => `http://192.168.3.254${i % 2 ? ":81" : ""}/info.php`));
    expect(runs[2]!.command?.repairs).toEqual(['read "\u2013c500" as "-c500"']);
    expect(runs.map((b) => (b.records[0] as { succeeded?: number }).succeeded)).toEqual([24725, 28007, 24875, 28039, 24011, 27917, 23649, 27698]);
    expect(runs.map((b) => (b.records[0] as { failed?: number }).failed)).toEqual([0, 0, 98, 80, 237, 387, 303, 377]);
    // The summary table's cells (`webbench -c<clients> -t30 url`, `sar -ur 5 3`) are prose, not commands: no warning.
    expect(r.warnings.filter((w) => w.format === "webbench")).toEqual([]);
  });

  describe.skipIf(missingFormat("atsar"))("000 with atsar", () => {
    it("each run's `sar -ur 5 3` (atsar 1.x) output is read and linked to the run before it", () => {
      const r = extract(seed("000"));
      const atsar = r.blocks.filter((b) => b.format === "atsar");
      expect(atsar.map((b) => b.startLine)).toEqual([168, 170, 173, 175, 178, 180, 183, 185]);
      for (const b of atsar) {
        expect(b.command).toMatchObject({ program: "sar", text: "sar -ur 5 3", intervalSeconds: 5, count: 3 });
        expect(r.blocks[b.context!.block]!.format).toBe("webbench");
        expect(b.context!.startLine).toBe(b.startLine);
        // 3 samples x (all + 2 CPUs + memory)
        expect(b.records.filter((x) => (x as { kind?: string }).kind === "sample")).toHaveLength(12);
      }
      expect(r.warnings).toEqual([]);
    });
  });

  it("001: no tool output (only prose and a typed summary): nothing found, nothing to warn about", () => {
    const r = extract(seed("001"));
    expect(r.blocks).toEqual([]);
    expect(r.warnings).toEqual([]);
  });

  it("002: two ab 2.0.40-dev runs with a blank line after every line and no-break spaces", () => {
    const r = extract(seed("002"));
    expect(r.blocks.map((b) => [b.format, b.startLine, b.endLine])).toEqual([
      ["ab", 29, 119],
      ["ab", 125, 215],
    ]);
    expect(r.blocks.map((b) => b.command?.line)).toEqual([27, 123]);
    expect(r.blocks.map((b) => (b.records[0] as { requestsPerSecond?: number }).requestsPerSecond)).toEqual([7546.16, 9080.85]);
    expect(r.repairs).toContain("removed the blank line that followed every line");
  });

  it("003: only commands quoted in prose, no output: nothing found, no warning", () => {
    const r = extract(seed("003"));
    expect(r.blocks).toEqual([]);
    expect(r.warnings).toEqual([]);
  });

  it("004: four ab runs pasted without banner, one after the other", () => {
    const r = extract(seed("004"));
    expect(r.blocks.map((b) => [b.format, b.startLine, b.endLine])).toEqual([
      ["ab", 13, 48],
      ["ab", 49, 83],
      ["ab", 89, 124],
      ["ab", 170, 205],
    ]);
    expect(r.blocks.map((b) => (b.records[0] as { requestsPerSecond?: number }).requestsPerSecond)).toEqual([89.71, 53.09, 82.44, 82.69]);
  });
});
