/**
 * dateEvidence (src/formats/sysstat/date-order.ts) reads a row's cells in place; it says what the splitting,
 * regular-expression reading it replaced says (kept here as the reference) on every line of the sysstat samples
 * and on seeded variants of them (decimal marks swapped, signs, unit letters, no-break spaces, cut cells).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { statisticOf, ZONE_SOURCE } from "../../grammars/sysstat/tokens.js";
import { dateEvidence } from "../../src/formats/sysstat/date-order.js";
import { sampleFiles, seeded } from "../helpers/samples.js";

const ENGLISH_LABELS = new Set(["Average:", "Average", "Summary:", "Minimum:", "Maximum:"]);
const LABEL = /^[ \t]*([^\d\s:：][^:：\n]{0,24}[:：])/;
const ZONED_12H = new RegExp(`^[ \\t]*\\d{1,2}:\\d{2}:\\d{2}[ \\t]*[AaPp]\\.?[Mm]\\.?[ \\t]+${ZONE_SOURCE}(?=[ \\t]|$)`);
function reference(line: string): string | undefined {
  const label = LABEL.exec(line);
  if (label !== null && statisticOf(label[1]!) !== undefined) return ENGLISH_LABELS.has(label[1]!.trim()) ? "neutral" : "translated-label";
  if (ZONED_12H.test(line)) return "zoned-clock";
  for (const cell of line.split(/[ \t\u00a0\u202f]+/)) {
    if (/^[-+]?\d+,\d+[%BkKMGTPs]?$/.test(cell)) return "decimal-comma";
    if (/^[-+]?\d+\.\d+[%BkKMGTPs]?$/.test(cell)) return "neutral";
  }
  return undefined;
}

const lines = ["sar", "mpstat", "pidstat", "iostat"].flatMap((dir) => sampleFiles(dir, (p) => p.endsWith(".txt")).flatMap((f) => readFileSync(f, "utf8").split("\n")));

describe("dateEvidence", () => {
  it("says what the regular-expression reading says on every sysstat sample line", () => {
    expect(lines.length).toBeGreaterThan(1000);
    const differ = lines.filter((l) => dateEvidence(l) !== reference(l));
    expect(differ.slice(0, 5)).toEqual([]);
  });

  it("and on 20,000 seeded variants", () => {
    const next = seeded(41);
    const edits = [
      (s: string) => s.replace(/\./g, ","),
      (s: string) => s.replace(/,/g, "."),
      (s: string) => s.replace(/ +/g, (m) => (next(3) === 0 ? "\u00a0" : next(3) === 1 ? "\u202f" : m)),
      (s: string) => s.replace(/(\d)(?= |$)/g, (m) => m + "%BkKMGTPsxé"[next(11)]! + (next(3) === 0 ? "%BkKMGTPsxé"[next(11)]! : "")),
      (s: string) => s.replace(/ (\d)/g, (m, d: string) => (next(4) === 0 ? ` ${"+-"[next(2)]}${d}` : m)),
      (s: string) => s.slice(0, next(s.length + 1)),
      (s: string) => s.replace(/\d/g, (d) => (next(8) === 0 ? "" : d)),
      (s: string) => s.replace(/[.,]\d+/g, (m) => (next(3) === 0 ? m[0]! : m)),
      (s: string) => ` \t${s}\t `,
    ];
    const differ: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      let line = lines[next(lines.length)]!;
      for (let k = next(3) + 1; k > 0; k--) line = edits[next(edits.length)]!(line);
      if (dateEvidence(line) !== reference(line)) differ.push(line);
    }
    expect(differ.slice(0, 5)).toEqual([]);
  });
});
