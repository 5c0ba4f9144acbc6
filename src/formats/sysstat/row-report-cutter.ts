import { Cut, type ContextOptions, type StreamCutter } from "../../kit/format.js";
import type { RowReportSpec } from "./columns.js";
import { awaitsDateEvidence, dateEvidence, headerDateText } from "./date-order.js";
import { REPORT_HEADER_LINE } from "./header.js";
import { clockLength, headerCells, isColumnHeader, STAT_LABEL_START } from "./header-row.js";

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
/** A data row or statistics row, as the normalizer's raw rows are (not a restart or a comment, not a text line). */
function isDataRow(line: string): boolean {
  const clock = clockLength(line);
  if (clock !== -1) return !/^[ \t]+(?:COM(?:[ \t]|$)|LINUX RESTART)/.test(line.slice(clock));
  return STAT_LABEL_START.test(line);
}
