import type { EmbeddedActionsParser } from "chevrotain";
import type { Grammar } from "../../grammars/kit/parser.js";
import type * as z from "zod";
import type { LoadTestSummary } from "./load-test-summary.js";
import type { BlockSignature } from "./line-tests.js";
import type { FormatRole } from "./role.js";

export type { FormatRole };
import type { FormatMetrics } from "./metrics/types.js";

/** Options every format understands. */
export interface CommonOptions {
  /** Force a format instead of auto-detecting. */
  format?: string;
  /** Return the raw records (strings as printed) instead of normalized ones. */
  raw?: boolean;
  /** Validate each normalized record with its zod schema (default true). */
  validate?: boolean;
  /** A name for the input (a file name), used in error messages. */
  source?: string;
  /**
   * The command that printed the text (`"free -m"`), read as a command line pasted before it would be: the options
   * its flags imply (free's `-m` is MiB) apply under the caller's.
   */
  command?: string;
}

/**
 * The options the engine and a format receive: the common ones and those of any format (each format declares its
 * own in `options`, and the public ParseOptions type of src/formats/index.ts is made from those declarations).
 */
export interface ContextOptions extends CommonOptions {
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
   * record is out as soon as its line is; otherwise the engine goes on to parse a batch of such pieces as one text
   * (up to 64 KiB: a free -s block or an ab -g row each is a small piece). The format must give the same records
   * whether or not it is cut here, damaged text included: pieces read alone with the replayed lines (Cut.header,
   * Cut.section) and the state. A batch that fails is parsed again a piece at a time, so that its errors, and the
   * order of records and errors, are those of the pieces cut apart (test/engine.test.ts, with DIFF_MUTATIONS=40
   * for a new cutter).
   */
  mayEnd: 3,
  /**
   * A file header at the very top (before any piece), given again before every piece (its records once). Lines
   * before the input's first header (a line of prose) are a piece of their own; a header after lines of a piece
   * (a second file's) is part of that piece, and given before the later ones.
   */
  header: 4,
  /** Starts a new piece as `start` does, and is given again before the later pieces cut inside this one (mayEnd). */
  section: 5,
  /**
   * A new document's first header line (documents one after another: `cat` of a year of `sadf -j` files): the piece
   * before it is complete, and the header given before pieces is this line and the Cut.header lines after it, no
   * longer the earlier document's (its records come with the next piece, as the first header's do).
   */
  document: 6,
  /**
   * Starts a new piece inside the current section: the lines before it make a complete one, and the section's line
   * (Cut.section) is given again before this one, as before a piece cut at a Cut.mayEnd line. For rows that make one
   * record together (sar -I's rows of one sample: the cutter keeps them in one piece, Cut.none, and starts the next
   * sample's here), where a piece must not end after each row, and for pieces that are complete only once the next
   * begins (a sysstat JSON sample: the document's closing brackets go with its last). The piece before it may be
   * parsed in a batch with the next, as at a Cut.mayEnd line (from a live pipe, the pieces of the input at hand).
   */
  next: 7,
  /**
   * A section's first line (a column header row) that does not start a piece: it stays in the current one, and is
   * given again before the later pieces cut inside its section, as a Cut.section line is (the rows a sysstat report
   * holds back until one tells its date's locale: src/formats/sysstat/row-report-cutter.ts).
   */
  context: 8,
} as const;
export type Cut = (typeof Cut)[keyof typeof Cut];

/** How many characters of pieces the engine parses as one batch (Cut.mayEnd, stream.batchStarts) when it can. */
export const BATCH_CHARS = 64 * 1024;

/** Cuts one input into pieces, line by line (FormatDefinition.stream). */
export interface StreamCutter {
  /** The line's role; `line` has no line end, ANSI colour codes are removed. */
  line(line: string): Cut;
}

/**
 * The cutter of a file of a header row then one record per row (ab -g, hey -o csv): the first line that `header`
 * matches is the header; every other line with text may end a piece (blank lines, a pasted prompt or a line of prose
 * may stand before the header: each is its own piece, and an error if it has text).
 *
 * @example
 * const cut = headerRowsCutter(/^starttime\t/)();
 * ["Results:", "starttime\tseconds", "Mon ...\t1"].map((l) => cut.line(l)); //=> [Cut.mayEnd, Cut.header, Cut.mayEnd]
 */
export function headerRowsCutter(header: RegExp): () => StreamCutter {
  return () => {
    let seen = false;
    return {
      line(line) {
        if (!seen && header.test(line)) {
          seen = true;
          return Cut.header;
        }
        return line.trim() === "" ? Cut.none : Cut.mayEnd;
      },
    };
  };
}

/** What a format's parser and normalizer receive besides the data. */
export interface ParseContext {
  format: string;
  /** The prepared input text (see prepareText); offsets in raw records point into it. */
  text: string;
  source?: string;
  options: ContextOptions;
  /**
   * Carried from one piece of the input to the next when a stream is parsed piece by piece (parseStream): a format
   * whose records depend on earlier ones (rates against the previous sample, a running sample number, the date of a
   * clock that went past midnight) keeps that here. A fresh object for each input. The engine sets
   * `replayedChars`: the length of the lines it repeats at the start of the piece (Cut.header and Cut.section lines),
   * whose records the format has already given; `morePieces`: true when more of the input follows this piece (a
   * format that checks whether the input's last record was cut off does so only on the last piece; false too on a
   * document's last piece when a new one follows, Cut.document); `lineShift`: the
   * number to add to a line number in this piece's text to get the line number in the whole input.
   */
  state: Record<string, unknown>;
}


/** What a report takes from a program's command line (`ab -c 10 -n 1000 URL`, `sar -u 1 5`). */
export interface CommandFigures {
  /** The target URL, when it is not an operand that starts with http:// or https:// (ab takes `host:port/path`). */
  url?: string;
  /** Clients or concurrent connections (ab -c, webbench -c, wrk -c). */
  concurrency?: number;
  /** Threads of the load generator (wrk -t). */
  threads?: number;
  /** Requests asked for (ab -n). */
  requests?: number;
  /** How long the run was asked to take, seconds (ab -t, webbench -t). */
  durationSeconds?: number;
  /** The sampling interval, seconds (sar 1, top -d, free -s). */
  intervalSeconds?: number;
  /** Samples asked for (sar 1 5, top -n, free -c). */
  count?: number;
}

/** A program that prints a format, and how its command line reads (its getopt string). */
export interface ProgramSpec {
  /** The name it is usually run as (`ab`). */
  name: string;
  /** Other names it is run as (`ab2`, `abs`, `ab.exe`). */
  aliases?: readonly string[];
  /** The letters of the options that take a value (getopt's `c:` letters). */
  shortWithValue: string;
  /** The long options that take a value (`--clients N`). */
  longWithValue?: readonly string[];
  /** Go's flag package: a long option takes one dash as well as two (`-rate=50`, `-rate 50`); no letter clusters. */
  singleDashLong?: boolean;
  /**
   * Lines the program prints that start with its own name (its version line, `h2load nghttp2/1.52.0`): tested on the
   * words after the name, they are never read as a command line, even after a quote mark or a prompt character.
   */
  ownLines?: readonly RegExp[];
  /**
   * How the program reads its options: getopt (the default: clusters `-kc10`, values glued or apart, `--name`), or
   * Go's flag package (`go`: every option is a word of its own, `-name` or `--name`, `-name=value`, no clusters; the
   * names in `longWithValue` take the next word, all others are flags; the options end at the first operand).
   */
  optionStyle?: "getopt" | "go";
  /**
   * false for programs that print much else besides this format (curl): `extract` then does not warn when such a
   * command has no output of the format after it.
   */
  expectOutput?: boolean;
  /** What a report takes from the options (by letter or long name: value, or true for a flag) and the operands. */
  figures?: (options: Readonly<Record<string, string | true>>, operands: readonly string[]) => CommandFigures;
  /**
   * A program that echoes its own command line as the first line of its output (httperf prints `httperf
   * --client=0/1 --server=h ...`): such a line, without a prompt before it, is output, not a command line. Tested on
   * the line as printed (leading blanks removed).
   */
  echoes?: RegExp;
}

/**
 * One option of a format, declared once: the library checks values with `schema` (its type is the option's
 * TypeScript type), and the CLI derives its flag, its argument parsing and its --help line from the rest.
 */
export interface FormatOption<T = unknown> {
  schema: z.ZodType<T>;
  /** One line for --help and the docs. */
  description: string;
  /** CLI: the name of the argument in --help (`UNIT`); an option without one is a flag (boolean). */
  placeholder?: string;
  /** CLI: the flag when it is not the option's name in kebab case (`zone-offset` for zoneOffsets). */
  flag?: string;
  /** CLI: repeatable `NAME=VALUE` arguments gathered into a record (`--zone-offset CST=+08:00`). */
  pairs?: boolean;
  /** CLI: the value of the argument as typed (`dmy` read as `DMY`), before the schema checks it; default the argument. */
  fromArgument?: (argument: string) => unknown;
  /** The values to offer (--help, the playground's menus) when the option takes one of a list. */
  choices?: readonly string[];
}

/** Declares one option (the identity, typed: `option(z.boolean(), { description })`). */
export function option<T>(schema: z.ZodType<T>, spec: Omit<FormatOption<T>, "schema">): FormatOption<T> {
  return { schema, ...spec };
}

/** A format's options by name. */
export type FormatOptions = Readonly<Record<string, FormatOption>>;

/** The options object a format's declaration describes: `{ unit?: ...; si?: boolean }`. */
export type OptionValues<O> = { -readonly [K in keyof O]?: O[K] extends FormatOption<infer T> ? T : never };

/**
 * What a load-test format's `summarize` gives: the comparison view of src/api/summary.ts (LoadTestSummary, one zod
 * schema) but the fields it derives from these (failed, successRate).
 */
export type LoadTestSummaryShape = Omit<LoadTestSummary, "failed" | "successRate">;

/** A summary of a whole input, fed its records one by one. */
export interface InputSummary {
  add(record: unknown): void;
  /** The summary record; undefined when no record was added. */
  result(): unknown;
}

/** Fills `buffer` from `at` with a file's next bytes and returns the count (0 at its end). */
export type ReadBytes = (buffer: Uint8Array, at: number) => number;

/** Where a format's samples and what the shared tests feed it live (read by test/, not by the library). */
export interface FormatTesting {
  /**
   * The folder of real captures, relative to the repository (`samples/free`). Its README.md says how each file was
   * made, and in a `<!-- summary: ... -->` line under its title, in one line, for samples/README.md's table.
   */
  samples: string;
  /** Which files of that folder are this format's (default: `.txt` files). */
  files?: RegExp;
}

/**
 * One format in the registry. Each lives in src/formats/<name>/index.ts and is listed once in src/formats/index.ts:
 * its parsing contract (FormatParsing) and what the consumers above the registry read of it (FormatHooks).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a format without options declares none
export interface FormatDefinition<Rec = unknown, Raw = unknown, Opts extends FormatOptions = {}> extends FormatParsing<Rec, Raw, Opts>, FormatHooks<Rec> {}

/**
 * The raw records (`raw: true`) a format's definition makes, each naming its format as every record does (the
 * engine adds `format` to the raw records a format makes without it): the registry's RawRecordOf, and the
 * `<Name>RawRecord` type each format's public.ts exports.
 */
export type RawRecordOfDefinition<D, F extends string> = D extends FormatDefinition<infer _R, infer W, infer _O> ? NamedRaw<W, F> : never;
/** Each member of a raw type, with the `format` it is given. */
type NamedRaw<W, F extends string> = W extends { format: F } ? W : W & { format: F };

/**
 * How a format is read: what the engine, parse and the CLI's flags use.
 * - detect: a cheap score from 0 (not this format) to 1 (certain), looking only at the first lines.
 * - parseRaw: runs the Chevrotain grammar; returns raw records whose values are the strings as printed.
 * - normalize: raw records to typed records with units in their names.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a format without options declares none
export interface FormatParsing<Rec = unknown, Raw = unknown, Opts extends FormatOptions = {}> {
  name: string;
  /** What the format reads (`--list`, the README's Formats table: made from the registry). */
  description: string;
  /** What one record is (`one per run`, `one per sample`): the README's Formats table. */
  records: string;
  /** What the format's output is to `extract` and `report`. */
  role: FormatRole;
  /**
   * Detection priority, stated here rather than by the registry's order: when two formats score the same (detect)
   * or open a block on the same line (extract), the higher priority wins. Distinct across the registry.
   */
  priority: number;
  /** The options the format reads, declared once (types, checks, CLI flags and --help come from here). */
  options?: Opts;
  /**
   * The format's Chevrotain grammar (grammars/<name>/, built with grammars/kit): the shared tests build it with every
   * validation on and keep its syntax diagram (grammars/<name>/diagram.html) in step with it.
   */
  grammar: Pick<Grammar<EmbeddedActionsParser, unknown>, "definition" | "lexer" | "parser" | "validate">;
  /** For the shared tests (test/): where the format's samples are. */
  testing: FormatTesting;
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
    cutter: (options: ContextOptions) => StreamCutter;
    /**
     * What a damaged place costs within a piece: its paragraph (the lines between blank lines; the default) or its
     * line alone, for formats of one record per line (sar rows, ab -g rows), whose pieces Cut.mayEnd cuts anywhere
     * between two lines. The rest of the piece is parsed again without it.
     */
    damage?: "line" | "paragraph";
    /**
     * Pieces cut at Cut.start and Cut.section lines may also be parsed together, as one text, in batches of up to
     * 64 KiB (from a live pipe, a batch of the pieces of the input at hand, parsed once it is read, so that a record
     * is out as soon as it would be cut apart): a report of a few lines (an iostat or mpstat report, a load test's run)
     * then costs less than a parse of its own. As for Cut.mayEnd, the format must give the same records and errors,
     * in the same order, either way, damaged text included; a batch that fails is parsed again a piece at a time
     * (test/engine.test.ts compares parsePartial and a stream of one chunk, which batch, with streams of small
     * chunks, whose pieces are parsed apart, over every sample and damaged variants).
     */
    batchStarts?: boolean;
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
    programs: readonly ProgramSpec[];
    fromCommand?: (args: readonly string[]) => Record<string, unknown>;
    /** The format's parser reads the command line itself (webbench takes clients and URL from it): it is left in. */
    parsesCommandLine?: boolean;
  };
}

/** What the consumers above the registry (extract, report, --summary, CSV, metrics) read of a format: all optional. */
export interface FormatHooks<Rec = unknown> {
  /** Load-test formats: the record as one row of a comparison (`summarize`, `--summary`, `report`). */
  summarize?: (record: Rec) => LoadTestSummaryShape;
  /**
   * Optional: formats whose `--summary` is one record for the whole input instead of one per record (an ab -g file:
   * percentiles of all its requests). `start()` makes a summary fed the records of parseStream; `fromBytes(read)`
   * reads a file of the usual form without the engine, or returns undefined (then the records are read).
   */
  inputSummary?: { start(): InputSummary; fromBytes(read: ReadBytes): unknown };
  /** What `report` says about this format's rows (load tests) or samples (monitors). */
  report?: {
    /** Notes under the table when the format's records are in it (a monitor's: when memUsedSource was used). */
    notes?: readonly string[];
    /**
     * Monitors whose printed "used" is the report's memory used (free's used column, sysstat sar's kbmemused,
     * which has no total beside it): the report takes the record's `memUsedBytes` (over total - free) and names
     * its source so.
     */
    memUsedSource?: string;
  };
  /** How `extract` finds the format's output inside other text, line by line (see src/extract/signatures.ts). */
  extract?: Omit<BlockSignature, "format" | "role">;
  /**
   * Optional: the format is a server's status page, read over HTTP (nginx stub_status): `benchparse run --monitor
   * <name>=URL` polls it at each interval and reads the pages, each after its time, as a timestamped series.
   * `aliases`: shorter names for it there (`stub`).
   */
  statusPage?: { aliases?: readonly string[] };
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
