import { formatNames, getFormat, isFormatName, type AnyRecord, type FormatName, type RawRecordOf, type RecordOf } from "../formats/index.js";
import type { ParseContext, ParseOptions } from "../formats/types.js";
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
  return parseFormat(text, chooseFormat(text, options), options, {});
}

/** Parses prepared text as `format`; `state` is carried between the pieces of a stream (see ParseContext.state). */
export function parseFormat(text: string, format: FormatName, options: ParseOptions, state: Record<string, unknown>): unknown[] {
  const def = getFormat(format);
  if (text.trim() === "") throw new ParseError({ format, source: options.source, text, offset: 0, message: "empty input" });
  const ctx: ParseContext = { format, text, source: options.source, options, state };
  const raw = def.parseRaw(ctx);
  if (raw.length === 0) throw new ParseError({ format, source: options.source, text, offset: 0, message: `no ${format} output found` });
  if (options.raw) return raw;
  const records = def.normalize(raw, ctx);
  if (options.validate === false) return records;
  return records.map((record, i) => {
    const checked = def.schema.safeParse(record);
    if (checked.success) return checked.data;
    const issue = checked.error.issues[0];
    throw new ParseError({
      format,
      source: options.source,
      text,
      offset: 0,
      message: `record ${i + 1} failed validation at ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`,
    });
  });
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
