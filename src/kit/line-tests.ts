/**
 * What a tool's output looks like line by line, for finding it inside other text: the shape of each format's
 * declaration (`FormatDefinition.extract`, in src/formats/<name>/extract.ts) and the line tests they share.
 * signatures.ts lists the registered ones.
 *
 * These tables only find where output starts and ends. Reading it is the format's own parser's job.
 */
import type { FormatRole } from "./role.js";

/** A test on one line; functions also see the next non-blank line (for headers recognised by what follows). */
export type LineTest = RegExp | ((text: string, next: string | undefined) => boolean);

export type BlockRole = FormatRole;

/** What a format declares (FormatDefinition.extract). */
export interface ExtractSignature {
  /** Lines that open a block. */
  start: LineTest[];
  /** Lines that belong to the output (start lines do too). */
  body: LineTest[];
  /** Lines just before a start line that belong to the block (a `date` line, an HTTP head). */
  lead?: LineTest[];
  /** How many lines before a start line `lead` may reach (default 12; a JSON document's head is longer). */
  maxLead?: number;
  /** Lines that always begin a new block when the current one already has more than its first line (a banner). */
  hardStart?: LineTest[];
  /** Lines that begin a new run once the current run has printed its results (`runEnd`). Default: `start`. */
  runStart?: LineTest[];
  /** Lines that show a run has printed its results. Without them, consecutive output stays one block. */
  runEnd?: LineTest[];
  /** From a `from` line on, any line belongs to the block until a `to` line (ab -v prints headers and bodies). */
  bridge?: { from: LineTest[]; to: LineTest[] };
  /**
   * Where the tool's lines begin inside text joined into one line (a table cell): patterns, no anchors. They are tried
   * at every offset of a line, so a pattern that starts with a repeated class begins with a lookbehind that stops it
   * inside a run (`(?<!-)-+`): otherwise each offset rescans the rest of the run (quadratic on a line of dashes).
   */
  splitBefore?: RegExp[];
  /** Rows start with a clock time and have as many values as the header has columns (sar, atsar). */
  timeTable?: boolean;
  /**
   * Output that is HTML itself (ab -w): in an HTML page, the lines from `start` (or the table holding `marker`) to
   * `end` are given to the parser as they are, not converted to text.
   */
  rawHtml?: { marker: RegExp; start: RegExp; end: RegExp };
}

/** A format's signature as extract uses it: with its name, role, and whether its parser reads the command line. */
export interface BlockSignature extends ExtractSignature {
  format: string;
  /** load-test: a row of the report; monitor: its columns; side-output: a load generator's extra files. */
  role: BlockRole;
  /** The parser also reads the command line shown before the output (FormatDefinition.command.parsesCommandLine). */
  parseWithCommand?: boolean;
}


// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

/** A clock time at the start of a row: 24-hour, 12-hour with AM/PM, or a CJK clock (15时24分43秒, 15시 24분 43초). */
export const ROW_TIME = /^(?:\d{1,2}:\d\d:\d\d(?:\s?[AaPp][Mm])?|\d{1,2}[时時]\d\d分\d\d秒|\d{1,2}시 \d\d분 \d\d초)(?=\s|$)/;
/** A report tag at the end of a line (atsar's `_cpu_`, sysstat's `_x86_64_`). */
export const TAG_AT_END = /\s_[a-z0-9]+_\s*$/;
/** A value as tables print it: `12`, `-1.5`, `0,00`, `2024M`, `12%`, `1.4G`. */
export const NUMERIC_TOKEN = /^[-+]?\d[\d.,]*(?:[%kKMGTPBb]|Ki|Mi|Gi|Ti)?$/;

/** The blank-separated words of a line. */
export function tokens(text: string): string[] {
  return text.trim().split(/\s+/).filter((t) => t !== "");
}

/** True when at least half of the tokens are numbers. */
export function mostlyNumeric(toks: string[]): boolean {
  if (toks.length === 0) return false;
  return toks.filter((t) => NUMERIC_TOKEN.test(t)).length * 2 >= toks.length;
}

/** A `date` line or a log timestamp standing alone: `Mon Nov 30 15:36:41 UTC 2026`, `2026-11-30T15:25:25+00:00`, epoch. */
export const DATE_LINE: LineTest = (t) => {
  const s = t.trim();
  if (/^\d{9,11}(?:\.\d+)?$/.test(s)) return true;
  if (s.length > 64) return false;
  if (/^\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?\S*)?$/.test(s)) return true;
  return /\d{1,2}:\d\d(?::\d\d)?/.test(s) && /(?:\b\d{4}\b|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b|[年月日])/.test(s) && !/[:：]\s*$/.test(s);
};

/** A row that starts with a clock time and has values after it (sar, atsar). */
export const TIME_ROW: LineTest = (t) => {
  const m = ROW_TIME.exec(t.trim());
  return m !== null && tokens(t.trim().slice(m[0].length)).length >= 1;
};

/** Runs a line test. */
export function testLine(test: LineTest, text: string, next: string | undefined): boolean {
  return typeof test === "function" ? test(text, next) : test.test(text);
}

export function anyLine(tests: readonly LineTest[] | undefined, text: string, next: string | undefined): boolean {
  if (!tests) return false;
  for (const t of tests) if (testLine(t, text, next)) return true;
  return false;
}
