/**
 * Column header rows of the sysstat tools whose rows start with a clock (sar, mpstat, pidstat), read in place: the
 * row's stamp (a clock, with its AM/PM word and zone; a CJK clock; a statistics label; pidstat -h's `# Time`) and
 * the names after it. Every line of a report comes here (the cutters, the detectors), so nothing is split that need
 * not be.
 */
import type { TokenType } from "chevrotain";
import { isNumberAt } from "../../../grammars/sysstat/rows.js";
import { CjkClock, Clock, Meridiem, NUMERIC_ZONE, StatLabel, ZONE_NAMES } from "../../../grammars/sysstat/tokens.js";

/** A token's pattern, for the tests below: the grammar's tokens say what a clock or a number is, once. */
const source = (t: TokenType): string => (t.PATTERN as RegExp).source;
/** A row's clock at the start of a line: 24-hour, 12-hour with its AM/PM word, or CJK (a zone after it: clockLength). */
const CLOCK = new RegExp(`^(?:${source(Clock)}(?:[ \\t]*(?:${source(Meridiem)})(?=[ \\t]|$))?|(${source(CjkClock)}))(?=[ \\t]|$)`);
export const STAT_LABEL_START = new RegExp(`^(?:${source(StatLabel)})(?=[ \\t]|$)`);
const ZONES: ReadonlySet<string> = new Set(ZONE_NAMES);

/**
 * The length of a row's clock at the start of a line, with the zone after it as the grammar's clock rule reads one
 * (`12:38:33 PM IST`, `05:13:05  +0530`), or -1 when the line starts with none. The zone is looked up, not matched
 * by one pattern of every name: every line of a report comes here.
 *
 * @example
 * clockLength("12:38:33 PM IST  CPU    %usr") //=> 15
 * clockLength("15:24:44        all      2.15") //=> 8
 */
export function clockLength(line: string): number {
  const m = CLOCK.exec(line);
  if (m === null) return -1;
  const end = m[0].length;
  if (m[1] !== undefined) return end; // (a CJK clock takes no zone)
  let p = end;
  while (line.charCodeAt(p) === 32 || line.charCodeAt(p) === 9) p++;
  const c = line.charCodeAt(p);
  // a zone starts with a capital letter, + or -
  if (p === end || !((c >= 65 && c <= 90) || c === 43 || c === 45)) return end;
  let q = p;
  while (q < line.length && line.charCodeAt(q) !== 32 && line.charCodeAt(q) !== 9) q++;
  const word = line.slice(p, q);
  return ZONES.has(word) || NUMERIC_ZONE.test(word) ? q : end;
}

/** The length of a row's stamp: its clock (clockLength), a statistics label, or `headerPrefix`; -1 for none. */
export function stampLength(line: string, headerPrefix?: RegExp): number {
  const clock = clockLength(line);
  if (clock !== -1) return clock;
  const other = STAT_LABEL_START.exec(line) ?? headerPrefix?.exec(line);
  return other === null || other === undefined ? -1 : other[0].length;
}

/**
 * A column header row as the grammar sees one: a clock time (or a statistics label: `Average:` rows have headers
 * too) and cells none of which is a number (`LINUX RESTART` and `COM` lines are events, not headers). The cells are
 * headerCells' (the rest of the line trimmed, split at blanks), looked at in place: every line of a report comes here.
 */
export function isColumnHeader(line: string, headerPrefix?: RegExp): boolean {
  let p = stampLength(line, headerPrefix);
  if (p === -1) return false;
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
  return !line.includes("LINUX RESTART");
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
  const stamp = stampLength(line, headerPrefix);
  return stamp !== -1 ? line.slice(stamp).trim().split(/[ \t\u00a0]+/) : undefined;
}
