/**
 * Each damage form of the issue applied to real captures from samples/: extract must find the block and read the
 * same records as parsing the clean capture.
 */
import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/index.js";
import { parse } from "../../src/api/parse.js";
import { sample } from "../helpers/samples.js";
import { blankAfterEveryLine, ciClock, ciIso, commentary, crlf, htmlPre, lines, markdownFence, missingFormat, tableCell } from "./helpers.js";

interface Case {
  format: string;
  file: string;
  /** A line (1-based) after which a commentary line can go: between two output lines of the same section. */
  commentAfter: number;
  /** The text survives being joined into one table cell. */
  flattens: boolean;
  /** The capture starts with the command line (not part of the block). */
  startsWithCommand?: boolean;
}

const CASES: Case[] = [
  { format: "ab", file: "ab/ab-plain-n1000-c10.txt", commentAfter: 20, flattens: true },
  { format: "webbench", file: "webbench/webbench-1.5-terminal-c10-t30.txt", commentAfter: 8, flattens: true, startsWithCommand: true },
  { format: "free", file: "free/procps-4.0.2-C-m.txt", commentAfter: 2, flattens: true },
  { format: "nginx-stub-status", file: "nginx-stub-status/series-date-iseconds-ab-c10.txt", commentAfter: 3, flattens: false },
  { format: "sar", file: "sar/sar-live-u-1-3.txt", commentAfter: 4, flattens: true },
  { format: "top", file: "top/procps-ng-4.0.2-b-n3-d0.5.txt", commentAfter: 3, flattens: false },
  { format: "atsar", file: "atsar/atsar-1.x-seed-lines-reconstructed-apache-c200.txt", commentAfter: 4, flattens: true },
];

const DAMAGE: [string, (text: string, c: Case) => string][] = [
  ["as captured", (t) => t],
  ["CRLF line ends", crlf],
  ["a blank line after every line", blankAfterEveryLine],
  ["CI timestamps (ISO) before every line", ciIso],
  ["CI timestamps ([HH:MM:SS]) before every line", ciClock],
  ["in a Markdown code fence with prose around", markdownFence],
  ["in an HTML <pre> with entities", htmlPre],
  ["a commentary line between output lines", (t, c) => commentary(t, c.commentAfter)],
];

for (const c of CASES) {
  describe.skipIf(missingFormat(c.format))(`extract: ${c.format} (${c.file})`, () => {
    // Read lazily: a skipped suite's body still runs while vitest collects it.
    let cached: string | undefined;
    const cleanText = (): string => (cached ??= sample(c.file));
    const expected = () => parse(cleanText(), { format: c.format });
    for (const [name, damage] of DAMAGE) {
      it(`${name}: the same records as the clean capture`, () => {
        const result = extract(damage(cleanText(), c));
        const blocks = result.blocks.filter((b) => b.format === c.format);
        expect(blocks, JSON.stringify(result.warnings)).toHaveLength(1);
        expect(blocks[0]!.records).toEqual(expected());
        expect(result.warnings.filter((w) => w.format === c.format)).toEqual([]);
      });
    }
    it.skipIf(!c.flattens)("joined into one Markdown table cell: the same records", () => {
      const result = extract(tableCell(cleanText()));
      const blocks = result.blocks.filter((b) => b.format === c.format);
      expect(blocks, JSON.stringify(result.warnings)).toHaveLength(1);
      expect(blocks[0]!.records).toEqual(expected());
    });
    it("line range: the block spans the output's first to last non-blank line", () => {
      const prefix = "Some prose before.\n\n";
      const result = extract(prefix + cleanText() + "\nSome prose after.\n");
      const block = result.blocks.find((b) => b.format === c.format)!;
      const ls = lines(cleanText());
      const firstNonBlank = ls.findIndex((l) => l.trim() !== "") + 1;
      let lastNonBlank = ls.length;
      while (lastNonBlank > 0 && ls[lastNonBlank - 1]!.trim() === "") lastNonBlank--;
      // A capture made at a prompt starts with the command line and ends with an empty prompt (`$ `): not output.
      expect(block.startLine).toBe(2 + firstNonBlank + (c.startsWithCommand ? 1 : 0));
      expect(block.endLine).toBe(2 + lastNonBlank - (c.startsWithCommand ? 1 : 0));
    });
  });
}
