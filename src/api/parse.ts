import { formatNames, getFormat, isFormatName, type AnyRecord, type FormatName, type RawRecordOf, type RecordOf } from "../formats/index.js";
import type { ParseContext, ParseOptions } from "../formats/types.js";
import { checkRecord } from "./quick.js";
import { detectAll } from "./detect.js";
import { ParseError } from "./errors.js";
import { prepareText } from "./text.js";

export type { ParseOptions };

export type SafeParseResult<T> = { success: true; data: T } | { success: false; error: ParseError };

/**
 * Parses tool output into records (one per run, frame, sample or row, as the format defines). Detects the format
 * unless `options.format` names one. Throws ParseError, and nothing else, on input it cannot read.
 */
export function parse<F extends FormatName>(text: string, options: ParseOptions & { format: F; raw: true }): RawRecordOf<F>[];
export function parse<F extends FormatName>(text: string, options: ParseOptions & { format: F; raw?: false }): RecordOf<F>[];
export function parse(text: string, options: ParseOptions & { raw: true }): unknown[];
export function parse(text: string, options?: ParseOptions): AnyRecord[];
export function parse(text: string, options: ParseOptions = {}): unknown[] {
  try {
    return parseUnchecked(text, options);
  } catch (err) {
    throw asParseError(err, options);
  }
}

/** Like parse, but returns `{ success, data }` or `{ success: false, error }` instead of throwing (as zod does). */
export function safeParse<F extends FormatName>(text: string, options: ParseOptions & { format: F; raw?: false }): SafeParseResult<RecordOf<F>[]>;
export function safeParse(text: string, options?: ParseOptions): SafeParseResult<AnyRecord[]>;
export function safeParse(text: string, options: ParseOptions = {}): SafeParseResult<unknown[]> {
  try {
    return { success: true, data: parseUnchecked(text, options) };
  } catch (err) {
    return { success: false, error: asParseError(err, options) };
  }
}

function parseUnchecked(input: string, options: ParseOptions): unknown[] {
  if (typeof input !== "string") throw new ParseError({ format: options.format ?? "unknown", source: options.source, message: "input is not a string" });
  const text = prepareText(input);
  const format = chooseFormat(text, options);
  try {
    return parseFormat(text, format, options, {});
  } catch (err) {
    throw options.format !== undefined ? withLooksLike(asParseError(err, options), text, format) : err;
  }
}

/** When a forced format fails, say what the text looks like instead (`--format ab` on a free table). */
function withLooksLike(err: ParseError, text: string, forced: FormatName): ParseError {
  const best = detectAll(text)[0];
  if (!best || best.format === forced || best.confidence < 0.5) return err;
  return new ParseError({
    format: err.format,
    variant: err.variant,
    source: err.source,
    message: `${err.reason} (the text looks like ${best.format} output; leave out --format to read it as that)`,
    line: err.line,
    column: err.column,
    excerpt: err.excerpt,
    expected: err.expected,
  });
}

export interface PartialResult<T> {
  /** The records of every part of the input that could be read. */
  records: T[];
  /** One error per part that could not be read, in input order, each saying where. */
  errors: ParseError[];
}

/** How many damaged parts parsePartial skips before it gives up on the rest of the input. */
const MAX_SKIPPED_PARTS = 100;

/**
 * Like parse, but a damaged part of the input does not cost the whole file: the paragraph (the lines between blank
 * lines) holding the first error is set aside, the rest is parsed again, and so on. Returns the good records and one
 * ParseError per part set aside. Line numbers stay those of the original text.
 */
export function parsePartial<F extends FormatName>(text: string, options: ParseOptions & { format: F; raw?: false }): PartialResult<RecordOf<F>>;
export function parsePartial(text: string, options?: ParseOptions): PartialResult<AnyRecord>;
export function parsePartial(input: string, options: ParseOptions = {}): PartialResult<unknown> {
  const errors: ParseError[] = [];
  let text: string;
  let format: FormatName;
  try {
    if (typeof input !== "string") throw new ParseError({ format: options.format ?? "unknown", source: options.source, message: "input is not a string" });
    text = prepareText(input);
    format = chooseFormat(text, options);
  } catch (err) {
    return { records: [], errors: [asParseError(err, options)] };
  }
  let lines = text.split("\n");
  for (;;) {
    try {
      return { records: parseFormat(lines.join("\n"), format, options, {}), errors };
    } catch (err) {
      const error = asParseError(err, { ...options, format });
      errors.push(error);
      const at = error.line - 1;
      // Nothing to set aside (no position, or an empty remainder), or too many damaged parts: stop here.
      if (at < 0 || at >= lines.length || lines[at]!.trim() === "" || errors.length > MAX_SKIPPED_PARTS || /^record \d+ failed validation/.test(error.reason)) {
        return { records: [], errors };
      }
      let start = at;
      while (start > 0 && lines[start - 1]!.trim() !== "") start--;
      let end = at;
      while (end + 1 < lines.length && lines[end + 1]!.trim() !== "") end++;
      lines = lines.map((line, i) => (i >= start && i <= end ? "" : line));
      if (lines.every((l) => l.trim() === "")) return { records: [], errors };
    }
  }
}

/** Parses prepared text as `format`; `state` is carried between the pieces of a stream (see ParseContext.state). */
export function parseFormat(text: string, format: FormatName, options: ParseOptions, state: Record<string, unknown>): unknown[] {
  const def = getFormat(format);
  if (text.trim() === "") throw new ParseError({ format, source: options.source, text, offset: 0, message: "empty input" });
  const ctx: ParseContext = { format, text, source: options.source, options, state };
  let n = 0;
  const check = (record: unknown): unknown => {
    const i = n++;
    if (options.validate === false) return record;
    const checked = checkRecord(def.schema, record);
    if (checked.ok) return checked.data;
    throw new ParseError({ format, source: options.source, text, offset: 0, message: `record ${i + 1} failed validation ${checked.issue}` });
  };
  if (!options.raw && def.parseRecords) {
    const records = def.parseRecords(ctx, check);
    if (records.length === 0) throw new ParseError({ format, source: options.source, text, offset: 0, message: `no ${format} output found` });
    return records;
  }
  const raw = def.parseRaw(ctx);
  if (raw.length === 0) throw new ParseError({ format, source: options.source, text, offset: 0, message: `no ${format} output found` });
  if (options.raw) return raw;
  return def.normalize(raw, ctx).map(check);
}

export function chooseFormat(text: string, options: ParseOptions): FormatName {
  if (options.format !== undefined) {
    if (!isFormatName(options.format)) {
      throw new ParseError({ format: options.format, source: options.source, message: `unknown format "${options.format}"; known formats: ${formatNames.join(", ")}` });
    }
    return options.format;
  }
  if (text.trim() === "") throw new ParseError({ format: "unknown", source: options.source, text, offset: 0, message: "empty input" });
  const best = detectAll(text)[0];
  if (!best) {
    throw new ParseError({
      format: "unknown",
      source: options.source,
      text,
      offset: 0,
      message: `could not recognise the format (tried ${formatNames.join(", ")}); use --format to force one`,
    });
  }
  return best.format;
}

export function asParseError(err: unknown, options: ParseOptions): ParseError {
  if (err instanceof ParseError) return err;
  const message = err instanceof Error ? err.message : String(err);
  const wrapped = new ParseError({ format: options.format ?? "unknown", source: options.source, message: `internal error: ${message}` });
  (wrapped as { cause?: unknown }).cause = err;
  return wrapped;
}
