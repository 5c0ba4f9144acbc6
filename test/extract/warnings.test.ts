/** What cannot be recovered is reported with its line, never dropped silently. */
import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/index.js";
import { missingFormat } from "./helpers.js";

describe("extract warnings", () => {
  it.skipIf(missingFormat("sar"))("a block its parser rejects: a warning at the offending source line, no block", () => {
    const doc = [
      "intro",
      "$ sar -u 1 2",
      "Linux 6.1.0 (h) \t11/30/26 \t_x86_64_\t(2 CPU)",
      "",
      "12:00:01        CPU     %user     %nice   %system   %iowait    %steal     %idle",
      "12:00:02        all      1.00      0.00      0.50      0.00      0.00",
      "12:00:03        all      2.00      0.00      0.50      0.00      0.00     97.50",
      "",
    ].join("\n");
    const r = extract(doc, { source: "doc.txt" });
    expect(r.blocks).toEqual([]);
    expect(r.warnings).toEqual([{ line: 6, format: "sar", source: "doc.txt", message: expect.stringMatching(/^sar output could not be read: row has 6 values/) }]);
  });

  it("a bad value in ab output: the warning points at its line", () => {
    const doc = "notes\n\nServer Software:        nginx\nServer Hostname:        h\nServer Port:            80\n\nDocument Path:          /\nDocument Length:        12 bytes\n\nConcurrency Level:      x\n";
    const r = extract(doc);
    expect(r.warnings).toEqual([{ line: 10, format: "ab", message: expect.stringContaining("ab output could not be read") }]);
  });

  it("a command typed at a prompt whose output is not there", () => {
    const r = extract("$ ab -n 10 -c 1 http://h/\nbash: ab: command not found\n");
    expect(r.warnings).toEqual([{ line: 1, format: "ab", message: "no ab output recognised after this command: ab -n 10 -c 1 http://h/" }]);
  });

  it("no warning for a command whose output was redirected, or for prose", () => {
    expect(extract("$ sar -u 1 30 > cpu.txt &\nab was run with -c 10\n").warnings).toEqual([]);
  });

  it("empty or non-text input: no block, no warning, no exception", () => {
    expect(extract("")).toEqual({ blocks: [], warnings: [], repairs: [] });
    expect(extract(undefined as unknown as string).blocks).toEqual([]);
  });
});
