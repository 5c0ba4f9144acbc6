import type { FormatName, OptionsFor, OptionsForString, ParseOptions, ResultOf } from "../formats/index.js";
import type { ContextOptions } from "../kit/format.js";
import { asParseError, Engine, ErrorItem } from "./engine.js";
import { decodeBytes } from "./decode.js";
import { ParseError } from "../kit/errors.js";

export type { ParseOptions };

export type SafeParseResult<T> = { success: true; data: T } | { success: false; error: ParseError };

/**
 * Parses tool output into records (one per run, frame, sample or row, as the format defines). Detects the format
 * unless `options.format` names one. Throws ParseError, and nothing else, on input it cannot read: the first damaged
 * part, as parsePartial and parseStream report it (one engine, src/api/engine.ts, serves them all).
 */
export function parse<F extends FormatName = FormatName, R extends boolean = false>(text: Input, options?: OptionsFor<F, R>): ResultOf<F, R>[];
export function parse<S extends string = string, R extends boolean = false>(text: Input, options: OptionsForString<S, R>): ResultOf<FormatName, R>[];
export function parse(text: Input, options: ParseOptions = {}): unknown[] {
  const result = safeParse(text, options);
  if (!result.success) throw result.error;
  return result.data;
}

/** Like parse, but returns `{ success, data }` or `{ success: false, error }` instead of throwing (as zod does). */
export function safeParse<F extends FormatName = FormatName, R extends boolean = false>(text: Input, options?: OptionsFor<F, R>): SafeParseResult<ResultOf<F, R>[]>;
export function safeParse<S extends string = string, R extends boolean = false>(text: Input, options: OptionsForString<S, R>): SafeParseResult<ResultOf<FormatName, R>[]>;
export function safeParse(text: Input, options: ParseOptions = {}): SafeParseResult<unknown[]> {
  const out = run(text, options as ContextOptions, true);
  const last = out.at(-1);
  if (last instanceof ErrorItem) return { success: false, error: last.error };
  return { success: true, data: out };
}

export interface PartialResult<T> {
  /** The records of every part of the input that could be read. */
  records: T[];
  /** One error per part that could not be read, in input order, each saying where. */
  errors: ParseError[];
}

/**
 * Like parse, but a damaged part of the input does not cost the whole file: each piece the format cuts (a frame, a
 * run, a block, a section) is parsed on its own, and within a piece the paragraph (the lines between blank lines)
 * holding an error is set aside and the rest parsed again. Returns the good records and one ParseError per part set
 * aside, placed at lines of the original text. The same as parseStream with `continueOnError`.
 */
export function parsePartial<F extends FormatName = FormatName, R extends boolean = false>(text: Input, options?: OptionsFor<F, R>): PartialResult<ResultOf<F, R>>;
export function parsePartial<S extends string = string, R extends boolean = false>(text: Input, options: OptionsForString<S, R>): PartialResult<ResultOf<FormatName, R>>;
export function parsePartial(text: Input, options: ParseOptions = {}): PartialResult<unknown> {
  const records: unknown[] = [];
  const errors: ParseError[] = [];
  for (const item of run(text, options as ContextOptions, false)) {
    if (item instanceof ErrorItem) errors.push(item.error);
    else records.push(item);
  }
  return { records, errors };
}

/**
 * What parse, safeParse and parsePartial read: text, or its bytes (a Buffer, a Uint8Array: a file as read), decoded
 * as parseStream and the CLI decode them (UTF-8, or UTF-16 by its byte-order mark or NUL bytes; src/api/decode.ts).
 */
export type Input = string | Uint8Array;

/** The engine over a whole text: its records and error items, in input order. */
function run(input: Input, options: ContextOptions, stopAtError: boolean): unknown[] {
  const out: unknown[] = [];
  try {
    const text = input instanceof Uint8Array ? decodeBytes(input) : input;
    if (typeof text !== "string") throw new ParseError({ format: options.format ?? "unknown", source: options.source, message: "input is not a string or bytes" });
    const engine = new Engine({ ...options, live: false }, stopAtError);
    engine.push(text, out);
    engine.end(out);
  } catch (err) {
    out.push(new ErrorItem(asParseError(err, options), ""));
  }
  return out;
}
