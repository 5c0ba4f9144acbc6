import type { z } from "zod";
import type { FormatMetrics } from "../metrics/types.js";

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

/** What a line is to the pieces of an input (StreamCutter.line). */
export const Cut = {
  /** Part of the current piece. */
  none: 0,
  /** Starts a new piece: the lines before it make a complete one. */
  start: 1,
  /** Ends the current piece: it is complete with this line. */
  end: 2,
  /**
   * The current piece may end after this line: it is cut here when no more input is at hand (a live pipe), so a
   * record is out as soon as its line is. The format must give the same records and errors whether or not it is cut
   * here: records of one line each, read with the piece's replayed lines (Cut.header, Cut.section) and the state,
   * and `damage: "line"`.
   */
  mayEnd: 3,
  /** A file header at the very top (before any piece), given again before every piece (its records once). */
  header: 4,
  /** Starts a new piece as `start` does, and is given again before the later pieces cut inside this one (mayEnd). */
  section: 5,
} as const;
export type Cut = (typeof Cut)[keyof typeof Cut];

/** Cuts one input into pieces, line by line (FormatDefinition.stream). */
export interface StreamCutter {
  /** The line's role; `line` has no line end, ANSI colour codes are removed. */
  line(line: string): Cut;
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
   * clock that went past midnight) keeps that here. A fresh object for each input. The engine sets
   * `replayedChars`: the length of the lines it repeats at the start of the piece (Cut.header and Cut.section lines),
   * whose records the format has already given; `morePieces`: true when more of the input follows this piece (a
   * format that checks whether the input's last record was cut off does so only on the last piece); `lineShift`: the
   * number to add to a line number in this piece's text to get the line number in the whole input.
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
   * Optional: how the engine (src/api/engine.ts) cuts the input into pieces it parses one at a time, in bounded
   * memory and as soon as each is complete. `cutter(options)` gives a fresh cutter for one input; its `line` is
   * called with every line in order and says what the line is to the pieces (see Cut). Formats without it are read
   * whole, as one piece.
   */
  stream?: {
    cutter: (options: ParseOptions) => StreamCutter;
    /**
     * What a damaged place costs within a piece: its paragraph (the lines between blank lines; the default) or its
     * line alone, for formats of one record per line (sar rows, ab -g rows), whose pieces Cut.mayEnd cuts anywhere
     * between two lines. The rest of the piece is parsed again without it.
     */
    damage?: "line" | "paragraph";
  };
  /**
   * Optional: parseRaw and normalize in one pass, for formats whose inputs hold very many records (top logs). Each
   * record is passed to `check` (the schema check, or nothing with `validate: false`) as soon as it is made, and
   * what check returns is kept: the raw values and unchecked copies die young instead of living until the whole
   * input is read. Must give what normalize(parseRaw(ctx)) followed by the checks gives.
   */
  parseRecords?: (ctx: ParseContext, check: (record: Rec) => Rec) => Rec[];
  /**
   * Optional: the programs whose command line, pasted before the output (`$ free -m`, `[root@h ~]# free -b -s 1`),
   * tells how to read it, and what it tells: `fromCommand(args)` gets the words after the program name and returns
   * the options they imply (`free -m` gives `{ unit: "m" }`). Options the caller gives win over these. Such a line is
   * read as a blank line; the command lines of other programs reach the format as they are.
   */
  command?: {
    programs: readonly string[];
    fromCommand?: (args: readonly string[]) => ParseOptions;
  };
  /** Optional: how a record becomes CSV rows when one row per record is not the natural table (see api/csv.ts). */
  csvRows?: (record: Rec) => Record<string, unknown>[];
  /**
   * Optional: how a record becomes metrics (src/formats/<name>/metrics.ts), for the Prometheus, OpenMetrics, Influx
   * and OTLP outputs (src/metrics/). `samples(record, ctx)` gives the Prometheus/OpenMetrics/OTLP samples of one
   * normalized record in base units (ratios 0-1, seconds, bytes), `influx(record, ctx)` its Influx points (Telegraf's
   * names and units); both return [] for a record that holds no measurement, and may keep what later records need
   * in `ctx.state` (the sar header's host). `families` and `influxFields` list all they can give (the README table
   * is made from them). A format without it has no metric output (its records are counted as unmapped).
   */
  metrics?: FormatMetrics<Rec>;
}
