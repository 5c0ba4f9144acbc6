import { BATCH_CHARS, Cut, type ContextOptions, type StreamCutter } from "../../kit/format.js";
import type { RowReportSpec } from "./columns.js";
import { awaitsDateEvidence, dateEvidence, headerDateText } from "./date-order.js";
import { REPORT_HEADER_LINE } from "./header.js";
import { clockLength, headerCells, isColumnHeader, STAT_LABEL_START } from "./header-row.js";
import { memoized } from "../../normalize/memoized.js";

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
export function rowReportCutterOf(spec: Pick<RowReportSpec, "headerPrefix" | "headerCycle" | "grouped">): (options: ContextOptions) => StreamCutter {
  const prefix = spec.headerPrefix && new RegExp(`^${spec.headerPrefix.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[ \\t]+")}(?=[ \\t])`);
  // (once per distinct header row: pidstat -h prints its header rows again every sample)
  const columnsOf = memoized((line: string) => headerCells(line, prefix)?.join(" ") ?? "");
  return (options) => {
    const inner = cutter(options, prefix, spec.grouped?.keyColumn);
    if (!spec.headerCycle) return inner;
    /** The tables (header rows' columns) of the sample being read. */
    let tables: string[] = [];
    return {
      line(line) {
        const cut = inner.line(line);
        if (cut === Cut.section || cut === Cut.context) {
          const columns = columnsOf(line);
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

/**
 * `groupedKey`: the item column of a section whose rows of one sample make one record (sar -I's INTR:
 * src/formats/sysstat/row-group.ts): its rows of one clock (or statistics label) stay in one piece, the next sample's
 * first row starts the next (Cut.next), and a blank line ends it (live, sar prints one before the next sample's
 * header row: a sample's record comes when the next sample does, or the input ends).
 */
function cutter(options: ContextOptions, headerPrefix: RegExp | undefined, groupedKey?: string): StreamCutter {
  let header = false;
  let unix = false;
  let section = false;
  /** In a section of grouped rows: the clock or label of its rows so far (undefined before its first). */
  let grouped = false;
  let sample: string | undefined;
  // An ambiguous header date waits for the first row that tells the locale (src/formats/sysstat/date-order.ts):
  // the rows up to it stay in the header's piece, where the normalizer looks for it.
  let pendingDate = false;
  // So are the column header rows before it (Cut.context: no piece starts there, but the later pieces cut inside
  // their section are given them first): else a piece of a header line or header row alone (a doubled one, a table
  // without rows, a later report's header) would be parsed first and its date read without that row. A report
  // without such a row (`--dec=0` in English) is waited on for BATCH_CHARS at most, then cut as any other.
  let pendingChars = 0;
  return {
    line(line) {
      if (!header && (REPORT_HEADER_LINE.test(line) || UNIX_HEADER.test(line))) {
        header = true;
        unix = UNIX_HEADER.test(line);
        pendingDate = !unix && awaitsDateEvidence(headerDateText(line), options.dateOrder);
        pendingChars = 0;
        return Cut.header;
      }
      if (pendingDate) {
        pendingChars += line.length + 1;
        if (pendingChars >= BATCH_CHARS) pendingDate = false;
      }
      if (line.trim() === "") {
        if (!grouped || sample === undefined || pendingDate) return Cut.none;
        sample = undefined;
        return Cut.end;
      }
      // Another report's header (sar -f over several files) or a restart: the rows after it need a header row
      // of their own, none is carried over.
      if ((header && (line.includes("(") || line.startsWith("Linux")) && REPORT_HEADER_LINE.test(line)) || line.includes("LINUX RESTART")) {
        section = grouped = false;
        if (REPORT_HEADER_LINE.test(line)) pendingDate = awaitsDateEvidence(headerDateText(line), options.dateOrder);
        pendingChars = 0;
        return Cut.start;
      }
      if (isColumnHeader(line, headerPrefix)) {
        section = true;
        grouped = groupedKey !== undefined && (headerCells(line, headerPrefix)?.includes(groupedKey) ?? false);
        sample = undefined;
        return pendingDate ? Cut.context : Cut.section;
      }
      if (!section || unix) return Cut.none;
      let role: Cut = Cut.mayEnd;
      if (grouped) {
        const clock = clockLength(line);
        const of = clock !== -1 ? line.slice(0, clock) : (STAT_LABEL_START.exec(line)?.[0] ?? sample);
        role = sample !== undefined && of !== sample ? Cut.next : Cut.none;
        sample = of;
      }
      if (pendingDate) {
        if (!isDataRow(line) || dateEvidence(line) === undefined) return Cut.none;
        pendingDate = false;
        if (grouped) return Cut.none;
      }
      return role;
    },
  };
}

const UNIX_HEADER = /^(?:AIX|HP-UX|SunOS) \S+ .*\d{1,4}\/\d{1,2}\/\d{2,4}[ \t]*$/;
/** A data row or statistics row, as the normalizer's raw rows are (not a restart or a comment, not a text line). */
function isDataRow(line: string): boolean {
  const clock = clockLength(line);
  if (clock !== -1) return !/^[ \t]+(?:COM(?:[ \t]|$)|LINUX RESTART)/.test(line.slice(clock));
  return STAT_LABEL_START.test(line);
}
