/**
 * A value the input ends inside: when the input's last line has no line end and ends in what may be a value cut
 * short (`Requests per second:    1593`, of 15939.21), the records that line made say so (markCut).
 */
import { getFormat, isFormatName, type FormatName } from "../../formats/index.js";
import type { ContextOptions } from "../../kit/format.js";
import { caretExcerpt, escapeControls, ParseError } from "../../kit/errors.js";
import { parseFormat } from "../parse-format.js";
import { checkRecord } from "../quick.js";
import { runCommand, setRunCommand } from "../run-command.js";
import { ErrorItem, type Placement } from "./placement.js";
import { snapshot } from "./piece-state.js";

/**
 * A line whose last word could go on as another value: one that ends in a digit (`1593`, `kworker/u1`), a decimal
 * point or comma after one (`1593.`), or one or two letters after one (`21.44m` of `21.44ms`, `1.5G` of `1.5Gi`).
 * A word without a digit (`kB/s`, `(mean)`, a command name) is not a number cut short.
 */
const VALUE_GOES_ON = /\d(?:[.,]|\p{L}{1,2})?$/u;
/** A line `Label:  value` (up to two words after the value: `Requests per second:    1593.21 [#/sec] (mean)`). */
const LABELLED_VALUE = /^[ \t]*(\p{L}[\p{L}\p{N} ./()#%'-]{0,60}?)[ \t]*:[ \t]+\S+(?:[ \t]+\S+){0,2}$/u;

/** Whether a last line without its line end may end inside a value (VALUE_GOES_ON). */
export function mayEndInsideValue(line: string): boolean {
  return VALUE_GOES_ON.test(line);
}

/**
 * The warning of a record made from a line the input ends inside: its label's, or the line's (see markCut).
 * @example cutWarning("Requests per second:    1593", 32) //=> "Requests per second: the input ends inside this value"
 * @example cutWarning("12:00:05   all   3.2", 14) //=> 'line 14 ("12:00:05 all 3.2"): the input ends inside its last value'
 */
export function cutWarning(line: string, lineNo: number): string {
  const label = LABELLED_VALUE.exec(line);
  if (label) return `${label[1]}: the input ends inside this value`;
  let shown = line.trim().replace(/\s+/g, " ");
  if (shown.length > 60) shown = `…${shown.slice(-59)}`;
  return `line ${lineNo} ("${escapeControls(shown)}"): the input ends inside its last value`;
}

/** Whether a record's schema keeps the `warnings` it was given (markCut). */
function carriesWarnings(record: { format?: unknown; warnings: unknown[] }): boolean {
  if (typeof record.format !== "string" || !isFormatName(record.format)) return false;
  const checked = checkRecord(getFormat(record.format).schema, record);
  return checked.ok && Array.isArray((checked.data as { warnings?: unknown }).warnings) && (checked.data as { warnings: unknown[] }).warnings.length === record.warnings.length;
}

/** What markCut needs to know of the input and the piece. */
export interface CutInput {
  format: FormatName;
  /** The caller's options (raw, validate, source). */
  options: ContextOptions;
  /** The options the piece was parsed with. */
  pieceOptions: ContextOptions;
  /** The input line number of the line the input ends inside. */
  lineNo: number;
  /** Whether the records are a load test's, told their command line (setRunCommand). */
  loadTest: boolean;
  /** Stop at the first error. */
  stopAtError: boolean;
}

/**
 * The input ends without a line end inside what may be a value (`Requests per second:    1593`, of 15939.21): the
 * records the last line made (out[mark...]) say so, in a warning that names the field by its label, or the line.
 * They are the records that differ from those of the piece without its last line (`withoutLast`, parsed from the
 * state before the piece), or all the piece's records when that does not parse. One rule for every format and mode.
 * A record whose schema keeps no warnings is left out, an error in its place; returns how many were, and whether
 * that error stops the input (stopAtError: `out` then ends with it).
 */
export function markCut(out: unknown[], mark: number, withoutLast: string, before: Record<string, unknown>, place: Placement, line: string, input: CutInput): { left: number; stopped: boolean } {
  let others: string[] | undefined;
  try {
    others = /\S/.test(withoutLast) ? parseFormat(withoutLast, input.format, input.pieceOptions, snapshot(before)).map((r) => JSON.stringify(place.identity ? r : place.record(r))) : [];
  } catch {
    others = undefined;
  }
  const warning = cutWarning(line, input.lineNo);
  const checked = input.options.raw !== true && input.options.validate !== false;
  let k = 0;
  let left = 0;
  for (let i = mark; i < out.length; i++) {
    const record = out[i];
    if (record instanceof ErrorItem || typeof record !== "object" || record === null) continue;
    const other = others?.[k++];
    // (a record of an error, top's damaged frame, says already that what it holds is not values)
    if ((other !== undefined && other === JSON.stringify(record)) || (record as { kind?: unknown }).kind === "error") continue;
    const warnings = (record as { warnings?: unknown }).warnings;
    const warned = { ...record, warnings: [...(Array.isArray(warnings) ? (warnings as unknown[]) : []), warning] };
    if (!checked || carriesWarnings(warned)) {
      const command = input.loadTest ? runCommand(record) : undefined;
      if (command !== undefined) setRunCommand(warned, command);
      out[i] = warned;
    }
    else {
      // a record whose schema has no warnings: left out, and an error says why
      const error = new ParseError({ format: input.format, source: input.options.source, line: input.lineNo, column: 1, excerpt: caretExcerpt(line, 1), message: `${warning}; the record made from it is left out` });
      left++;
      out[i] = new ErrorItem(error, line);
      if (input.stopAtError) {
        out.length = i + 1;
        return { left, stopped: true };
      }
    }
  }
  return { left, stopped: false };
}
