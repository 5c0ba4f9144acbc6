/**
 * How a sysstat report's header date is read when its day and month could be either way round (`01/12/2026`):
 * sysstat prints it with strftime's `%x`, in the locale of LC_TIME, and says nowhere which locale that was. The rest
 * of the report often does: its statistics labels are translated (`Moyenne :`, `Durchschn.:`) and its numbers use
 * the locale's decimal mark (`62,78`).
 *
 * - Translated labels: every language sysstat ships a translation for (af cs da de eo es eu fi fr fur gl hr hu id it
 *   ja ko ky lv mt nb nl nn pl pt pt_BR ro ru sk sr sv tr uk vi zh_CN zh_TW) writes the day before the month in
 *   every glibc locale of that language (or the year first): the date is read day first, and that is certain.
 * - Decimal commas: 44 of the 46 glibc locales whose `%x` is `dd/mm` or `mm/dd` with a slash and whose decimal mark
 *   is a comma put the day first; the two others are Georgian (ka_GE, ab_GE), whose labels sysstat does not
 *   translate. The date is read day first, with a warning that says why.
 * - A 12-hour clock with a time zone after its English AM/PM (`09:13:37 AM IST`): en_IN's `%X` (`%I:%M:%S %p %Z`),
 *   whose `%x` is day first, as in every glibc locale whose clock prints a zone but brx_IN and ks_IN (their AM/PM
 *   is not English). Read day first, with a warning that says why.
 * - Otherwise (decimal points, English labels, nothing): the date's own separator decides as parseCalendarDate says
 *   (`/` month first, the C locale), with a warning.
 * The `dateOrder` option, when given, always wins.
 *
 * Streams: the evidence is the first data row (or statistics row) after the header that has any (a label, or a
 * number with a decimal mark); a format's cutter keeps the rows up to that one in the header's piece
 * (`awaitsDateEvidence`), so that a live pipe cut after any row reads the date the same way as the whole text.
 */
import { parseCalendarDate, type CalendarDate, type DateOrder } from "../../normalize/calendar-date.js";
import { parseLooseDate } from "../../normalize/loose-date.js";
import { statisticOf, ZONE_SOURCE } from "../../../grammars/sysstat/tokens.js";
import { ParseError } from "../../kit/errors.js";
import type { ParseContext } from "../../kit/format.js";

/** What a row says of the locale: translated labels, decimal commas, or neither (a decimal point, an English label). */
export type DateEvidence = "translated-label" | "decimal-comma" | "zoned-clock" | "neutral";

/** sysstat's statistics labels in English (and Unix sar's `Average`): they tell nothing of LC_TIME (en_US or en_GB). */
const ENGLISH_LABELS = new Set(["Average:", "Average", "Summary:", "Minimum:", "Maximum:"]);
/** A statistics label at the start of a line: the words up to the first colon (`Moyenne :`, `平均时间:`, `Average:`). */
const LABEL = /^[ \t]*([^\d\s:：][^:：\n]{0,24}[:：])/;
/** A 12-hour clock with an English AM/PM and a zone after it (`09:13:37 AM IST`): en_IN's `%X`. */
const ZONED_12H = new RegExp(`^[ \\t]*\\d{1,2}:\\d{2}:\\d{2}[ \\t]*[AaPp]\\.?[Mm]\\.?[ \\t]+${ZONE_SOURCE}(?=[ \\t]|$)`);

/**
 * What one data row or statistics row (a whole line as printed) says of the report's locale, or undefined when it
 * says nothing (integers only).
 *
 * @example
 * dateEvidence("Moyenne :     all     75,38      0,00")  //=> "translated-label"
 * dateEvidence("21:21:02     all    1,00    0,00")       //=> "decimal-comma"
 * dateEvidence("vda              48.11       325.42")    //=> "neutral"
 * dateEvidence("15:24:44     24174656  24345924")        //=> undefined
 */
export function dateEvidence(line: string): DateEvidence | undefined {
  const label = LABEL.exec(line);
  if (label !== null && statisticOf(label[1]!) !== undefined) return ENGLISH_LABELS.has(label[1]!.trim()) ? "neutral" : "translated-label";
  if (ZONED_12H.test(line)) return "zoned-clock";
  // the cells between blanks (space, tab, no-break spaces), read in place: the first decimal number tells
  for (let at = 0; at < line.length; ) {
    while (at < line.length && isBlank(line.charCodeAt(at))) at++;
    const start = at;
    while (at < line.length && !isBlank(line.charCodeAt(at))) at++;
    const mark = decimalMark(line, start, at);
    if (mark === COMMA) return "decimal-comma";
    if (mark === POINT) return "neutral";
  }
  return undefined;
}

const COMMA = 44;
const POINT = 46;
const isBlank = (c: number): boolean => c === 32 || c === 9 || c === 0xa0 || c === 0x202f;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
/** A unit letter sysstat may print after a number (-h): `%BkKMGTPs`. */
const UNIT_AFTER = new Set([..."%BkKMGTPs"].map((c) => c.charCodeAt(0)));

/**
 * The decimal mark (COMMA or POINT) of the cell text[from, to) when it is a decimal number as sysstat prints one:
 * a sign, digits, the mark, digits, and one unit letter at most (`-1,50`, `12.0k`); 0 for any other cell.
 */
function decimalMark(text: string, from: number, to: number): number {
  let p = from;
  if (p < to && (text.charCodeAt(p) === 43 || text.charCodeAt(p) === 45)) p++;
  const intStart = p;
  while (p < to && isDigit(text.charCodeAt(p))) p++;
  if (p === intStart || p === to) return 0;
  const mark = text.charCodeAt(p);
  if (mark !== COMMA && mark !== POINT) return 0;
  const fracStart = ++p;
  while (p < to && isDigit(text.charCodeAt(p))) p++;
  if (p === fracStart) return 0;
  if (p < to && UNIT_AFTER.has(text.charCodeAt(p))) p++;
  return p === to ? mark : 0;
}

/**
 * A header date and how it was read: `warning` when the order was not certain, or when the date could not be read at
 * all (then `date` is absent: the rows keep their clock times, without timestamps).
 */
export interface ReportDate {
  date?: CalendarDate;
  warning?: string;
}

/**
 * Reads a report header's date: `order` (the dateOrder option) when given, else the text's own order when it has one
 * (a day above 12, a four-digit year first, a CJK date), else what `evidence` (the report's first row that tells)
 * says of its locale; see the module comment.
 *
 * @example
 * readReportDate("01/12/2026", undefined, "translated-label").date  //=> { year: 2026, month: 12, day: 1, order: "DMY", ambiguous: false }
 * readReportDate("01/12/2026", undefined, "neutral").warning        //=> "the date 01/12/2026 could be read either way; ..."
 */
export function readReportDate(text: string, order: DateOrder | undefined, evidence: DateEvidence | undefined): ReportDate {
  let date: CalendarDate;
  try {
    date = parseCalendarDate(text, order);
  } catch (err) {
    return otherDate(text, order, evidence, err instanceof Error ? err.message : String(err));
  }
  if (!date.ambiguous) return { date };
  if (evidence === "translated-label") return { date: parseCalendarDate(text, "DMY") };
  if (evidence === "zoned-clock") {
    return {
      date: parseCalendarDate(text, "DMY"),
      warning: `the date ${text} could be read either way; read as DMY, since the report's clock prints a time zone after AM/PM (en_IN's %X; of the locales whose clock does, only brx_IN and ks_IN, whose AM/PM is not English, put the month first); set the dateOrder option to choose`,
    };
  }
  if (evidence === "decimal-comma") {
    return {
      date: parseCalendarDate(text, "DMY"),
      warning: `the date ${text} could be read either way; read as DMY, since the report's numbers have decimal commas (the locales that print them put the day first, but Georgian's); set the dateOrder option to choose`,
    };
  }
  return { date, warning: `the date ${text} could be read either way; read as ${date.order} (set the dateOrder option to choose)` };
}

/**
 * A header date parseCalendarDate does not read: a month name or eight digits (parseLooseDate: sysstat 6 with en_IN
 * prints `Thursday 06 April 2006`), a date followed by a word that is not one (a stray byte after it), or nothing
 * readable: a warning, never an error that would lose the rows (they keep their clock times).
 */
function otherDate(text: string, order: DateOrder | undefined, evidence: DateEvidence | undefined, why: string): ReportDate {
  try {
    return { date: parseLooseDate(text) };
  } catch {
    // (not a date in any form we know)
  }
  const first = /^\S+/.exec(text.trim())?.[0];
  if (first !== undefined && first !== text.trim()) {
    const read = readReportDate(first, order, evidence);
    if (read.date !== undefined) {
      const rest = `the header's date ${JSON.stringify(text)} is read as ${first}: what follows it is not part of a date`;
      return { date: read.date, warning: read.warning === undefined ? rest : `${rest}; ${read.warning}` };
    }
  }
  return { warning: `the header's date could not be read (${why}): the rows keep their clock times, without a date (no timestamps)` };
}

/**
 * True when a header line's date is ambiguous (and no order is given), so the rows after it may still settle it: a
 * format's cutter then keeps them in the header's piece until dateEvidence gives something. `date` is the header's
 * date as printed.
 */
export function awaitsDateEvidence(date: string | undefined, order: unknown): boolean {
  if (date === undefined || order !== undefined) return false;
  try {
    return parseCalendarDate(date).ambiguous;
  } catch {
    return false;
  }
}

/**
 * The date printed in a report header line (`Linux 6.1.0 (host) \t01/12/2026 \t_x86_64_\t(2 CPU)`), for a cutter:
 * the text between the host's closing parenthesis and the architecture (or the CPU count, or the line's end).
 */
export function headerDateText(line: string): string | undefined {
  // (after the host's parenthesis, or after the release in a header copied without its host name)
  const m = /\)[ \t]+(.+?)[ \t]*(?:[ \t]_[A-Za-z0-9][\w.-]*_|\(\d+ CPU\)|$)/.exec(line) ?? /^Linux[ \t]+\S+[ \t]+(\S+)/.exec(line);
  return m?.[1]?.trim() || undefined;
}

/** The `dateOrder` option of a sysstat format (declared in each format's options), checked. */
export function dateOrderOption(ctx: ParseContext): DateOrder | undefined {
  const value = (ctx.options as { dateOrder?: unknown }).dateOrder;
  if (value === undefined) return undefined;
  if (value === "MDY" || value === "DMY" || value === "YMD") return value;
  throw new ParseError({ format: ctx.format, source: ctx.source, message: `dateOrder must be "MDY", "DMY" or "YMD", not ${JSON.stringify(value)}` });
}
