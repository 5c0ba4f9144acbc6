/**
 * Column header rows of the sysstat tools whose rows start with a clock (sar, mpstat, pidstat), read in place: the
 * row's stamp (a clock, with its AM/PM word and zone; a CJK clock; a statistics label; pidstat -h's `# Time`) and
 * the names after it. Every line of a report comes here (the cutters, the detectors), so nothing is split that need
 * not be.
 */
import type { TokenType } from "chevrotain";
import { isNumberAt } from "../../../grammars/sysstat/rows.js";
import { CjkClock, Clock, Meridiem, StatLabel, ZONE_SOURCE } from "../../../grammars/sysstat/tokens.js";

/** A token's pattern, for the tests below: the grammar's tokens say what a clock or a number is, once. */
const source = (t: TokenType): string => (t.PATTERN as RegExp).source;
/** A row's clock (24-hour, 12-hour with its AM/PM word, a zone after either, CJK) or statistics label, at the start of the line. */
export const CLOCK_START = new RegExp(
  `^(?:${source(Clock)}(?:[ \\t]*(?:${source(Meridiem)})(?=[ \\t]|$))?(?:[ \\t]+${ZONE_SOURCE}(?=[ \\t]|$))?|${source(CjkClock)})(?=[ \\t]|$)`,
);
export const STAT_LABEL_START = new RegExp(`^(?:${source(StatLabel)})(?=[ \\t]|$)`);

/**
 * A column header row as the grammar sees one: a clock time (or a statistics label: `Average:` rows have headers
 * too) and cells none of which is a number (`LINUX RESTART` and `COM` lines are events, not headers). The cells are
 * headerCells' (the rest of the line trimmed, split at blanks), looked at in place: every line of a report comes here.
 */
export function isColumnHeader(line: string, headerPrefix?: RegExp): boolean {
  const stamp = CLOCK_START.exec(line) ?? STAT_LABEL_START.exec(line) ?? headerPrefix?.exec(line);
  if (!stamp) return false;
  let p = stamp[0].length;
  let end = line.length;
  while (p < end && isTrimmed(line.charCodeAt(p))) p++;
  while (end > p && isTrimmed(line.charCodeAt(end - 1))) end--;
  if (p === end) return false;
  for (let first = true; p < end; first = false) {
    const start = p;
    while (p < end && !isCellBlank(line.charCodeAt(p))) p++;
    if (isNumberAt(line, start, p) || (first && p - start === 3 && line.startsWith("COM", start))) return false;
    while (p < end && isCellBlank(line.charCodeAt(p))) p++;
  }
  return !/LINUX RESTART/.test(line);
}

/** A blank between header cells (headerCells' split): space, tab, no-break space. */
const isCellBlank = (c: number): boolean => c === 32 || c === 9 || c === 0xa0;

/** What String.prototype.trim removes (ECMAScript WhiteSpace and LineTerminator). */
function isTrimmed(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The cells after a line's clock, statistics label or header prefix; undefined when it starts with none. */
export function headerCells(line: string, headerPrefix?: RegExp): string[] | undefined {
  const clock = CLOCK_START.exec(line) ?? STAT_LABEL_START.exec(line) ?? headerPrefix?.exec(line);
  return clock ? line.slice(clock[0].length).trim().split(/[ \t\u00a0]+/) : undefined;
}
