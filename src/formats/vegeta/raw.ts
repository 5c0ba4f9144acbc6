import type { Printed, VegetaLine } from "../../../grammars/vegeta/parser.js";
import { DATE_LINE } from "../../kit/line-tests.js";
import { lineIndex } from "../../normalize/line-index.js";
import { lineAround } from "../../normalize/line-around.js";
import { partAround } from "../../normalize/part-around.js";
import { setPlaces } from "../../kit/places.js";

/** A report row as printed: its bracketed names (`total, rate, throughput`) and its values. */
export interface VegetaRawRow {
  names: string[];
  values: string[];
}

/** One report or histogram of vegeta as printed: every value a string. */
export interface VegetaRawReport {
  format: "vegeta";
  kind: "report" | "histogram";
  startLine: number;
  endLine: number;
  requests?: VegetaRawRow;
  duration?: VegetaRawRow;
  latencies?: VegetaRawRow;
  bytesIn?: VegetaRawRow;
  bytesOut?: VegetaRawRow;
  success?: VegetaRawRow;
  statusCodes?: VegetaRawRow;
  /** `Error Set:` was printed. */
  errorSet?: boolean;
  errors?: string[];
  /**
   * The last lines of an earlier report, printed before this one's Requests row with the rest of that report cut off
   * (`kubectl logs` shows the last lines of a looping pod's log): its Status Codes row, `Error Set:` and errors, as
   * printed. Not this report's values.
   */
  earlierTail?: { statusCodes?: VegetaRawRow; errorSet?: boolean; errors?: string[] };
  buckets?: { lo: string; hi?: string; count?: string; share?: string }[];
}


const ROWS: Record<string, "requests" | "duration" | "latencies" | "bytesIn" | "bytesOut" | "success" | "statusCodes"> = {
  Requests: "requests",
  Duration: "duration",
  Latencies: "latencies",
  "Bytes In": "bytesIn",
  "Bytes Out": "bytesOut",
  Success: "success",
  "Status Codes": "statusCodes",
};

/**
 * A Markdown fence, a line of `=` or `-` (a script's separator) or a date line (`Run #2 on Tue Oct 22 14:39:35 UTC
 * 2019`, a script's heading right after an empty Error Set): not an error of the Error Set.
 */
const NOT_AN_ERROR = (t: string): boolean => /^\s*(?:```|~~~|[=-]{3,}\s*$)/.test(t) || (DATE_LINE as (t: string, n: string | undefined) => boolean)(t, undefined);

/** True when a report holds nothing but a Status Codes row, `Error Set:` and errors: the end of an earlier report. */
function isEarlierTail(r: VegetaRawReport): boolean {
  return (
    r.kind === "report" && (r.statusCodes !== undefined || r.errorSet === true) && r.requests === undefined && r.duration === undefined &&
    r.latencies === undefined && r.bytesIn === undefined && r.bytesOut === undefined && r.success === undefined
  );
}

/**
 * Groups the grammar's lines into reports. A report starts at a row the current report already has (its `Requests`
 * row, usually), a histogram at its `Bucket` header. The lines after `Error Set:` are its errors, up to a blank
 * line, a fence or another report's line. A Status Codes row and Error Set before a report's Requests row, without
 * the rows before them, are the end of an earlier report cut off (earlierTail): part of the report they precede.
 */
export function groupReports(lines: VegetaLine[], text: string, cuts: readonly number[] = []): VegetaRawReport[] {
  const lineOf = lineIndex(text);
  const reports: VegetaRawReport[] = [];
  let report: VegetaRawReport | undefined;
  let offsets = new Map<string, number>();
  let inErrors = false;
  let previousEnd = -1;

  const start = (kind: VegetaRawReport["kind"], offset: number): VegetaRawReport => {
    report = { format: "vegeta", kind, startLine: lineOf(offset), endLine: lineOf(offset) };
    offsets = new Map();
    setPlaces(report, offsets);
    reports.push(report);
    return report;
  };
  /** The line at `offset`, or the part of it between the glued lines' cuts (runGrammarCut). */
  const lineText = (offset: number): string => (cuts.length === 0 ? lineAround(text, offset) : partAround(text, offset, cuts)).trim();

  for (const line of lines) {
    // a blank line between this line and the one before ends an Error Set
    const blankBefore = previousEnd >= 0 && /\n[ \t\r]*\n/.test(text.slice(previousEnd, line.offset));
    const end = text.indexOf("\n", line.offset);
    previousEnd = end === -1 ? text.length : end;
    if (line.kind !== "other") inErrors = false;
    switch (line.kind) {
      case "row": {
        const field = ROWS[line.name]!;
        let r = report;
        if (field === "requests" && r !== undefined && isEarlierTail(r)) {
          // the report's first row after the last lines of an earlier one: those lines are not a report of their own
          r.earlierTail = { ...(r.statusCodes ? { statusCodes: r.statusCodes } : {}), ...(r.errorSet ? { errorSet: true } : {}), ...(r.errors ? { errors: r.errors } : {}) };
          delete r.statusCodes;
          delete r.errorSet;
          delete r.errors;
          for (const key of [...offsets.keys()]) if (/^(?:statusCodes|errorSet|errors)\b/.test(key)) offsets.delete(key);
        } else if (r === undefined || r.kind !== "report" || r[field] !== undefined || (field === "requests" && (r.statusCodes !== undefined || r.errorSet))) r = start("report", line.offset);
        r[field] = { names: line.names, values: line.values.map((v) => v.text) };
        offsets.set(field, line.offset);
        line.values.forEach((v, i) => offsets.set(`${field}.${i}`, v.offset));
        if (!line.closed) offsets.set(`${field}.open`, line.offset);
        r.endLine = lineOf(line.offset);
        break;
      }
      case "errorSet": {
        let r = report;
        if (r === undefined || r.kind !== "report" || r.errorSet) r = start("report", line.offset);
        r.errorSet = true;
        offsets.set("errorSet", line.offset);
        r.endLine = lineOf(line.offset);
        inErrors = true;
        break;
      }
      case "histogramHeader": {
        const r = start("histogram", line.offset);
        offsets.set("header", line.offset);
        if (line.words.join(" ") !== "# % Histogram") offsets.set("header.bad", line.offset);
        r.endLine = lineOf(line.offset);
        break;
      }
      case "bucket": {
        if (report?.kind !== "histogram") break; // `[...]` outside a histogram: prose
        const rows = (report.buckets ??= []);
        const i = rows.length;
        offsets.set(`buckets.${i}`, line.offset);
        offsets.set(`buckets.${i}.lo`, line.lo.offset);
        if (line.hi) offsets.set(`buckets.${i}.hi`, line.hi.offset);
        if (line.count) offsets.set(`buckets.${i}.count`, line.count.offset);
        if (line.share) offsets.set(`buckets.${i}.share`, line.share.offset);
        rows.push({ lo: line.lo.text, ...(line.hi ? { hi: line.hi.text } : {}), ...(line.count ? { count: line.count.text } : {}), ...(line.share ? { share: line.share.text } : {}) });
        report.endLine = lineOf(line.offset);
        break;
      }
      case "other": {
        if (!inErrors || blankBefore || report === undefined) {
          inErrors = false;
          break;
        }
        const t = lineText(line.offset);
        if (NOT_AN_ERROR(t)) {
          inErrors = false;
          break;
        }
        const errors = (report.errors ??= []);
        offsets.set(`errors.${errors.length}`, line.offset);
        errors.push(t);
        report.endLine = lineOf(line.offset);
        break;
      }
    }
  }
  return reports;
}
