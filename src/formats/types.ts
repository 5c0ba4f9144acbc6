import type { z } from "zod";

/** Options every format understands. Formats may add their own (documented in their module). */
export interface ParseOptions {
  /** Force a format instead of auto-detecting. */
  format?: string;
  /** Return the raw records (strings as printed) instead of normalized ones. */
  raw?: boolean;
  /** Validate each normalized record with its zod schema (default true). */
  validate?: boolean;
  /** A name for the input (a file name), used in error messages. */
  source?: string;
  /**
   * Options of one format, documented in its module: `free` takes `unit` and `si`; `nginx-stub-status` takes
   * `zoneOffsets`; `sar` takes `dateOrder` ("MDY" | "DMY" | "YMD") for header dates whose order is ambiguous.
   * Formats ignore the options of others.
   */
  [formatOption: string]: unknown;
}

/** What a format's parser and normalizer receive besides the data. */
export interface ParseContext {
  format: string;
  /** The prepared input text (see prepareText); offsets in raw records point into it. */
  text: string;
  source?: string;
  options: ParseOptions;
  /**
   * Carried from one piece of the input to the next when a stream is parsed piece by piece (parseStream): a format
   * whose records depend on earlier ones (rates against the previous sample, a running sample number, the date of a
   * clock that went past midnight) keeps that here. A fresh object for each parse() call. parseStream sets
   * `replayedChars`: the length of the header lines (FormatDefinition.stream.isHeader) it repeats at the start of
   * every piece, whose records the format has already given, and `morePieces`: true when more of the input follows
   * this piece (a format that checks whether the input's last record was cut off does so only on the last piece).
   */
  state: Record<string, unknown>;
}

/**
 * One format in the registry. Each lives in src/formats/<name>/index.ts and is listed once in src/formats/index.ts.
 * - detect: a cheap score from 0 (not this format) to 1 (certain), looking only at the first lines.
 * - parseRaw: runs the Chevrotain grammar; returns raw records whose values are the strings as printed.
 * - normalize: raw records to typed records with units in their names.
 */
export interface FormatDefinition<Rec = unknown, Raw = unknown> {
  name: string;
  description: string;
  detect(text: string): number;
  parseRaw(ctx: ParseContext): Raw[];
  normalize(raw: Raw[], ctx: ParseContext): Rec[];
  schema: z.ZodType<Rec>;
  /**
   * Optional: how parseStream cuts a long input into pieces it can parse one at a time with bounded memory.
   * `startsUnit(line, unit)` says whether `line` begins a new piece, given the lines of the current one;
   * `isHeader(line, index)` marks the lines at the very top that every piece needs (a file header).
   * Formats without it are read whole by parseStream.
   */
  stream?: {
    startsUnit: (line: string, unit: readonly string[]) => boolean;
    isHeader?: (line: string, index: number) => boolean;
  };
  /**
   * Optional: parseRaw and normalize in one pass, for formats whose inputs hold very many records (top logs). Each
   * record is passed to `check` (the schema check, or nothing with `validate: false`) as soon as it is made, and
   * what check returns is kept: the raw values and unchecked copies die young instead of living until the whole
   * input is read. Must give what normalize(parseRaw(ctx)) followed by the checks gives.
   */
  parseRecords?: (ctx: ParseContext, check: (record: Rec) => Rec) => Rec[];
  /** Optional: how a record becomes CSV rows when one row per record is not the natural table (see api/csv.ts). */
  csvRows?: (record: Rec) => Record<string, unknown>[];
}
