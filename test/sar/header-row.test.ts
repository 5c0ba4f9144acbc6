/**
 * The row-report cutter (src/formats/sysstat/row-report-cutter.ts, its test in header-row.ts: sar, mpstat, pidstat) tells column header rows
 * from the other lines of every report it streams, looking at the cells in place. Pinned here to the test as it was
 * first written (the rest of the line after the clock or label, trimmed, split at blanks; no cell a Number token),
 * over every line of the samples of the three and seeded variants with the words and blanks that change the answer.
 */
import { describe, expect, it } from "vitest";
import { isColumnHeader } from "../../src/formats/sysstat/header-row.js";
import { CjkClock, Clock, Meridiem, Number as SarNumber, StatLabel, ZONE_SOURCE } from "../../grammars/sysstat/tokens.js";
import { cellsOf, putWord, WORD_EDITS } from "../helpers/cell-edit.js";
import { sampleFiles, seeded } from "../helpers/samples.js";
import { readFileSync } from "node:fs";
import type { TokenType } from "chevrotain";

const source = (t: TokenType): string => (t.PATTERN as RegExp).source;
const CLOCK_START = new RegExp(`^(?:${source(Clock)}(?:[ \\t]*(?:${source(Meridiem)})(?=[ \\t]|$))?(?:[ \\t]+${ZONE_SOURCE}(?=[ \\t]|$))?|${source(CjkClock)})(?=[ \\t]|$)`);
const STAT_LABEL_START = new RegExp(`^(?:${source(StatLabel)})(?=[ \\t]|$)`);
const NUMERIC_CELL = new RegExp(`^(?:${source(SarNumber)})$`);
const PIDSTAT_PREFIX = /^#[ \t]+Time(?=[ \t])/;

/** The reference: the cells as an array, as the cutter first read them. */
function reference(line: string, prefix?: RegExp): boolean {
  const stamp = CLOCK_START.exec(line) ?? STAT_LABEL_START.exec(line) ?? prefix?.exec(line);
  const cells = stamp ? line.slice(stamp[0].length).trim().split(/[ \t\u00a0]+/) : undefined;
  if (cells === undefined || cells.length === 0 || cells[0] === "" || cells[0] === "COM" || /LINUX RESTART/.test(line)) return false;
  return !cells.some((c) => NUMERIC_CELL.test(c));
}

const lines = ["sar", "mpstat", "pidstat"].flatMap((dir) => sampleFiles(dir, (p) => p.endsWith(".txt"))).flatMap((f) => readFileSync(f, "utf8").split(/\r?\n/));
const WORDS = ["COM", "LINUX", "RESTART", "LINUX RESTART", "12", "1.5k", "-3", "+4%", "12,", "1.2.3", "x", "%usr", "CPU", "", " ", "\t", "\u00a0", "\u3000", "\u2003", "\r", "\ufeff", "AM", "PM", "IST", "CEST", "+0530", "-03", "(", ")", "12:00:01", "Average:", "#", "Time", "日"];

describe("the cutter's column header test", () => {
  it("finds the lines", () => expect(lines.length).toBeGreaterThan(2000));

  it("agrees with the reference on every sample line", () => {
    let headers = 0;
    for (const line of lines) {
      for (const prefix of [undefined, PIDSTAT_PREFIX]) expect(isColumnHeader(line, prefix), JSON.stringify(line)).toBe(reference(line, prefix));
      if (reference(line)) headers++;
    }
    expect(headers).toBeGreaterThan(100);
  });

  it("agrees on seeded variants", () => {
    const next = seeded(20);
    let headers = 0;
    for (let round = 0; round < 20000; round++) {
      const cells = cellsOf(lines[next(lines.length)]!);
      let line = putWord(cells, WORDS[next(WORDS.length)]!, next(cells.length + 1), WORD_EDITS[next(WORD_EDITS.length)]!, next);
      if (next(4) === 0) line = putWord(cellsOf(line), WORDS[next(WORDS.length)]!, next(cells.length + 1), WORD_EDITS[next(WORD_EDITS.length)]!, next);
      for (const prefix of [undefined, PIDSTAT_PREFIX]) expect(isColumnHeader(line, prefix), JSON.stringify(line)).toBe(reference(line, prefix));
      if (reference(line)) headers++;
    }
    expect(headers).toBeGreaterThan(1000);
  });
});
