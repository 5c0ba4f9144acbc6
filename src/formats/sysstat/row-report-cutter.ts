import type { TokenType } from "chevrotain";
import { isNumberAt } from "../../../grammars/sysstat/rows.js";
import { CjkClock, Clock, Meridiem, StatLabel } from "../../../grammars/sysstat/tokens.js";
import { Cut, type ContextOptions, type StreamCutter } from "../types.js";
import type { RowReportSpec } from "./columns.js";
import { awaitsDateEvidence, dateEvidence, headerDateText } from "./date-order.js";
import { REPORT_HEADER_LINE } from "./header.js";

/**
 * How the engine cuts a row report (sar, mpstat) into pieces: the report header line goes before every piece; a
 * piece starts at a column header row (given again before the later pieces of its section), and a data row is
 * complete at its line end (the section's rows come out one by one from a live `sar 1` or `mpstat 1`). Unix sar
 * prints a sample's later rows without the time, so its sections are read whole. While the header's date is
 * ambiguous, the rows up to the first that tells the locale stay in the header's piece (date-order.ts).
 */
export function rowReportCutter(options: ContextOptions): StreamCutter {
  return rowReportCutterOf({})(options);
}

/**
 * The cutter of a row report whose tool says more (src/formats/sysstat/columns.ts RowReportSpec): column header rows
 * that start with `headerPrefix` (pidstat -h's `# Time`) start sections too; with `headerCycle`, the header rows of
 * one sample's several tables stay in one piece and no piece is cut inside it, so that rows printed later without
 * header rows are read with all of them (a piece's replayed lines are one header row).
 */
export function rowReportCutterOf(spec: Pick<RowReportSpec, "headerPrefix" | "headerCycle">): (options: ContextOptions) => StreamCutter {
  const prefix = spec.headerPrefix && new RegExp(`^${spec.headerPrefix.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[ \\t]+")}(?=[ \\t])`);
  return (options) => {
    const inner = cutter(options, prefix);
    if (!spec.headerCycle) return inner;
    /** The tables (header rows' columns) of the sample being read. */
    let tables: string[] = [];
    return {
      line(line) {
        const cut = inner.line(line);
        if (cut === Cut.section) {
          const columns = headerCells(line, prefix)?.join(" ") ?? "";
          if (tables.length === 0 || tables.includes(columns)) {
            tables = [columns];
            return cut;
          }
          tables.push(columns);
          return Cut.none;
        }
        if (cut === Cut.start) tables = [];
        return cut === Cut.mayEnd && tables.length > 1 ? Cut.none : cut;
      },
    };
  };
}

function cutter(options: ContextOptions, headerPrefix: RegExp | undefined): StreamCutter {
  let header = false;
  let unix = false;
  let section = false;
  // An ambiguous header date waits for the first row that tells the locale (src/formats/sysstat/date-order.ts):
  // the rows up to it stay in the header's piece, where the normalizer looks for it.
  let pendingDate = false;
  return {
    line(line) {
      if (!header && (REPORT_HEADER_LINE.test(line) || UNIX_HEADER.test(line))) {
        header = true;
        unix = UNIX_HEADER.test(line);
        pendingDate = !unix && awaitsDateEvidence(headerDateText(line), options.dateOrder);
        return Cut.header;
      }
      if (line.trim() === "") return Cut.none;
      // Another report's header (sar -f over several files) or a restart: the rows after it need a header row
      // of their own, none is carried over.
      if ((header && (line.includes("(") || line.startsWith("Linux")) && REPORT_HEADER_LINE.test(line)) || /LINUX RESTART/.test(line)) {
        section = false;
        if (REPORT_HEADER_LINE.test(line)) pendingDate = awaitsDateEvidence(headerDateText(line), options.dateOrder);
        return Cut.start;
      }
      if (isColumnHeader(line, headerPrefix)) {
        section = true;
        return Cut.section;
      }
      if (!section || unix) return Cut.none;
      if (pendingDate) {
        if (!isDataRow(line) || dateEvidence(line) === undefined) return Cut.none;
        pendingDate = false;
      }
      return Cut.mayEnd;
    },
  };
}

const UNIX_HEADER = /^(?:AIX|HP-UX|SunOS) \S+ .*\d{1,4}\/\d{1,2}\/\d{2,4}[ \t]*$/;
/** A token's pattern, for the cutter's tests below: the grammar's tokens say what a clock or a number is, once. */
const source = (t: TokenType): string => (t.PATTERN as RegExp).source;
/** A row's clock (24-hour, 12-hour with its AM/PM word, CJK) or statistics label, at the start of the line. */
const CLOCK_START = new RegExp(`^(?:${source(Clock)}(?:[ \\t]*(?:${source(Meridiem)})(?=[ \\t]|$))?|${source(CjkClock)})(?=[ \\t]|$)`);
const STAT_LABEL_START = new RegExp(`^(?:${source(StatLabel)})(?=[ \\t]|$)`);

/** A data row or statistics row, as the normalizer's raw rows are (not a restart or a comment, not a text line). */
function isDataRow(line: string): boolean {
  const clock = CLOCK_START.exec(line);
  if (clock) return !/^[ \t]+(?:COM(?:[ \t]|$)|LINUX RESTART)/.test(line.slice(clock[0].length));
  return STAT_LABEL_START.test(line);
}

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
function headerCells(line: string, headerPrefix?: RegExp): string[] | undefined {
  const clock = CLOCK_START.exec(line) ?? STAT_LABEL_START.exec(line) ?? headerPrefix?.exec(line);
  return clock ? line.slice(clock[0].length).trim().split(/[ \t\u00a0]+/) : undefined;
}
