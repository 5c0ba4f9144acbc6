import { z } from 'zod';
import { EmbeddedActionsParser, TokenType, IMultiModeLexerDefinition, Lexer } from 'chevrotain';

/** How a grammar module exposes itself to the API: a lazily built lexer and parser, reused for every input. */
interface Grammar<P extends EmbeddedActionsParser, Out> {
    /** The lexer's tokens (one list, or modes), for tests that build it with every validation on. */
    definition: TokenType[] | IMultiModeLexerDefinition;
    lexer: () => Lexer;
    parser: () => P;
    /** Runs the top rule on the parser, whose `input` is already set. */
    run: (parser: P, text: string) => Out;
    /**
     * Builds a new lexer and parser with every Chevrotain validation on (token conflicts, unreachable patterns,
     * ambiguities, left recursion) and throws what they find: for the tests. `lexer()` and `parser()` skip them.
     */
    validate: () => void;
}

/** One row of the Thread Stats table, cells as printed (`635.91us`, `9.01k`, `93.14%`, `-nan%`). */
interface WrkRawStatRow {
    avg?: string;
    stdev?: string;
    max?: string;
    withinStdev?: string;
}
/** One wrk2 HdrHistogram block (`--latency`, `--u_latency`), every value as printed. */
interface WrkRawHistogram {
    /** What follows `Latency Distribution (HdrHistogram - `: `Recorded Latency)`, `Uncorrected Latency (...))`. */
    name?: string;
    /** The percentile rows: `50.000` and `1.37ms`. */
    percentiles: {
        percent: string;
        value?: string;
    }[];
    spectrumTitle?: boolean;
    spectrumHeader?: boolean;
    /** The Detailed Percentile spectrum rows: Value (ms), Percentile (0-1), TotalCount, 1/(1-Percentile). */
    spectrum?: {
        value: string;
        percentile?: string;
        totalCount?: string;
        inverse?: string;
    }[];
    /** The `#[...]` footer values by the name printed before each `=`: `Mean`, `StdDeviation`, `Max`, `Total count`, `Buckets`, `SubBuckets`. */
    footer?: Record<string, string>;
    /** The `----------` line after the block was printed. */
    rule?: boolean;
}
/** One wrk run with every value as printed (the `raw` output). */
interface WrkRawRun {
    format: "wrk";
    startLine: number;
    endLine: number;
    /** The `-v` banner: `wrk 4.1.0 [epoll] Copyright`. */
    version?: string;
    /** Lines before `Running` that wrk does not print: a Lua script's init() or setup() output. */
    scriptOutputBefore?: string[];
    duration?: string;
    url?: string;
    threads?: string;
    connections?: string;
    /** wrk2's `Thread calibration:` lines, one per thread: `1.464ms` and `10ms` (older wrk2: `9747 usec`, `21 msec`). */
    calibration?: {
        meanLatency?: string;
        samplingInterval?: string;
    }[];
    statsHeader?: boolean;
    /**
     * The Thread Stats header's columns when they are not wrk's `Avg Stdev Max +/- Stdev`: DeathStarBench's wrk2 prints
     * `Avg Stdev 99% +/- Stdev` (its third column the 99th percentile, not the largest).
     */
    statsColumns?: string[];
    latency?: WrkRawStatRow;
    requestsPerThread?: WrkRawStatRow;
    distributionTitle?: boolean;
    latencyDistribution?: {
        percent: string;
        value?: string;
    }[];
    /** wrk2's HdrHistogram blocks, in the order printed (Recorded Latency, then with --u_latency the Uncorrected one). */
    hdrHistograms?: WrkRawHistogram[];
    requests?: string;
    runtime?: string;
    bytesRead?: string;
    socketErrors?: Record<string, string | undefined>;
    non2xx?: string;
    requestsPerSec?: string;
    transferPerSec?: string;
    /** Lines after `Running` that wrk does not print: a Lua script's output (done(), response()), as printed. */
    scriptOutput?: string[];
    /** wrk's messages (`unable to connect to ...`, `invalid URL: ...`), as printed. */
    errors?: string[];
    /** wrk printed its usage text (bad or missing options): it did not run. */
    usage?: boolean;
}

/** A clients-line option as printed: `early socket close`, `via proxy server h:p`, `forcing reload`, `custom header n:v`. */
interface WebbenchOptionText {
    kind: "earlySocketClose" | "proxy" | "forcingReload" | "customHeader";
    value?: string;
}

/** A tool message as printed (whole line), with its kind (`connectFailed`, `childrenDied`, `missingUrl`, ...). */
interface WebbenchRawMessage {
    kind: string;
    text: string;
}
/** One webbench run with every value as printed (the `raw` output). */
interface WebbenchRawRun {
    format: "webbench";
    startLine: number;
    endLine: number;
    /** Version from the banner (`Webbench - Simple Web Benchmark 1.5`); empty when the banner had none. */
    banner?: string;
    copyright?: string;
    /** Arguments of a `webbench ...` command line shown with the run (prompt lines, table cells). */
    command?: string;
    /** The `Benchmarking:` line as printed, and its parts. */
    benchmarking?: string;
    method?: string;
    url?: string;
    contentType?: string;
    /** `0.9` / `1.1` from `(using HTTP/x.y)`, or the bare `HTTP/x.y` some forks print. */
    protocol?: string;
    /** The `N clients, running T sec...` line as printed (with `Runing info: ` for the EZLippi fork). */
    clientsLine?: string;
    clients?: string;
    seconds?: string;
    secondsUnit?: string;
    options?: WebbenchOptionText[];
    runingInfo?: boolean;
    /** The raw HTTP request dumped under `Request:` (EZLippi fork), one line per entry. */
    request?: string[];
    /** How many times the header was printed (webbench forks after printing, so redirected output repeats it). */
    headerCopies?: number;
    speed?: string;
    pagesPerMinute?: string;
    bytesPerSecond?: string;
    /** `pages/min` and `bytes/sec` were both printed after their numbers. */
    speedComplete?: boolean;
    requests?: string;
    succeeded?: string;
    succeedWord?: string;
    failed?: string;
    /** The `Requests:` line reached `failed`. */
    requestsComplete?: boolean;
    meanTimeToConnect?: string;
    meanTimeToResponse?: string;
    benchcoreRuns?: string[];
    messages?: WebbenchRawMessage[];
    /** A `^C` line followed the run's header (the terminal echo of an interrupt). */
    interrupted?: boolean;
    /** Lines inside the run that webbench does not print (reported as warnings). */
    unknownLines?: {
        line: number;
        text: string;
    }[];
}

/**
 * One row of a load-test comparison, the same shape for every load-test format (seed 000 and 001 compare ab and
 * webbench runs in one table). Each format's `summarize` (src/formats/<name>/summary.ts) says what its fields mean
 * for that tool. Fields a tool did not report are absent.
 */
declare const LoadTestSummary: z.ZodObject<{
    format: z.ZodString;
    status: z.ZodString;
    reason: z.ZodOptional<z.ZodString>;
    target: z.ZodOptional<z.ZodString>;
    concurrency: z.ZodOptional<z.ZodNumber>;
    threads: z.ZodOptional<z.ZodNumber>;
    durationSeconds: z.ZodOptional<z.ZodNumber>;
    requests: z.ZodOptional<z.ZodNumber>;
    successful: z.ZodOptional<z.ZodNumber>;
    failed: z.ZodOptional<z.ZodNumber>;
    successRate: z.ZodOptional<z.ZodNumber>;
    non2xx: z.ZodOptional<z.ZodNumber>;
    requestsPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    targetRequestsPerSecond: z.ZodOptional<z.ZodNumber>;
    bytesPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    latencyMeanMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    latencyMaxMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    latencyPercentiles: z.ZodOptional<z.ZodArray<z.ZodObject<{
        percent: z.ZodNumber;
        ms: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
type LoadTestSummary = z.infer<typeof LoadTestSummary>;
/** True for records `summarize` accepts: those of a format with a `summarize` (the load-test formats). */
declare function isLoadTestRecord(record: unknown): record is AnyRecord;
/**
 * The comparison view of a load-test record.
 *
 * @example
 * summarize(parse(abText, { format: "ab" })[0]).requestsPerSecond //=> 10289.65
 */
declare function summarize(record: AnyRecord): LoadTestSummary;

/**
 * What a tool's output looks like line by line, for finding it inside other text: the shape of each format's
 * declaration (`FormatDefinition.extract`, in src/formats/<name>/extract.ts) and the line tests they share.
 * signatures.ts lists the registered ones.
 *
 * These tables only find where output starts and ends. Reading it is the format's own parser's job.
 */

/** A test on one line; functions also see the next non-blank line (for headers recognised by what follows). */
type LineTest = RegExp | ((text: string, next: string | undefined) => boolean);
type BlockRole = FormatRole;
/** What a format declares (FormatDefinition.extract). */
interface ExtractSignature {
    /** Lines that open a block. */
    start: LineTest[];
    /** Lines that belong to the output (start lines do too). */
    body: LineTest[];
    /** Lines just before a start line that belong to the block (a `date` line, an HTTP head). */
    lead?: LineTest[];
    /** Lines that always begin a new block when the current one already has more than its first line (a banner). */
    hardStart?: LineTest[];
    /** Lines that begin a new run once the current run has printed its results (`runEnd`). Default: `start`. */
    runStart?: LineTest[];
    /** Lines that show a run has printed its results. Without them, consecutive output stays one block. */
    runEnd?: LineTest[];
    /** From a `from` line on, any line belongs to the block until a `to` line (ab -v prints headers and bodies). */
    bridge?: {
        from: LineTest[];
        to: LineTest[];
    };
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
    rawHtml?: {
        marker: RegExp;
        start: RegExp;
        end: RegExp;
    };
}
/** A format's signature as extract uses it: with its name, role, and whether its parser reads the command line. */
interface BlockSignature extends ExtractSignature {
    format: string;
    /** load-test: a row of the report; monitor: its columns; side-output: a load generator's extra files. */
    role: BlockRole;
    /** The parser also reads the command line shown before the output (FormatDefinition.command.parsesCommandLine). */
    parseWithCommand?: boolean;
}

/**
 * What a format's metric mapping (FormatDefinition.metrics, in src/formats/<name>/metrics.ts) gives the encoders in
 * this folder. The mapping knows the format's records; the encoders (Prometheus and OpenMetrics text, Influx line
 * protocol, OTLP/JSON) know nothing of formats.
 */
/** A metric's kind: a gauge (a value at a moment), a counter (cumulative, reset to 0 on a restart), a summary (quantiles). */
type MetricType = "gauge" | "counter" | "summary";
/**
 * One metric family, named for each output. Families are static descriptions (a format's module builds them once),
 * never made from the input's text.
 */
interface MetricFamily {
    /**
     * The Prometheus name, in base units, as Prometheus stores the series: `node_memory_MemTotal_bytes`,
     * `system_cpu_utilization_ratio`, `nginx_http_requests_total` (a counter's name ends in `_total`, except names
     * copied from an exporter that has none, such as `nginx_connections_accepted`).
     */
    name: string;
    type: MetricType;
    /** One line of text: what is measured (the HELP line). */
    help: string;
    /** The OpenMetrics UNIT, a suffix of `name` (before `_total`): `bytes`, `seconds`, `ratio`; absent when none. */
    unit?: string;
    /**
     * The OTLP metric: its name and UCUM unit (`By`, `s`, `1`, `{connection}`). A borrowed family keeps its Prometheus
     * name, as the OpenTelemetry Collector's Prometheus receiver gives the exporter's series.
     */
    otel: {
        name: string;
        unit: string;
    };
    /** The record field the value comes from, for the README table (`sar -r kbmemfree (memFreeBytes)`). */
    source: string;
    /**
     * The exporter the name is copied from (`node_exporter`, `nginx-prometheus-exporter`), when it is one: the name is
     * kept exactly so that backfilled series join the live ones, including what promtool's lint says of it.
     */
    borrowed?: string;
}
/** One value of a family at a moment. */
interface MetricSample {
    family: MetricFamily;
    /** Labels (Prometheus), attributes (OTLP); the encoders add the input's host and the caller's labels. */
    labels?: Readonly<Record<string, string>>;
    /** The value in the family's base unit (a ratio 0-1 for a percentage, seconds for milliseconds). Summaries: unused. */
    value: number;
    /** Summaries: the quantiles (0-1) and their values, the count and the sum of the observations. */
    quantiles?: readonly {
        quantile: number;
        value: number;
    }[];
    count?: number;
    sum?: number;
    /**
     * When, ISO 8601 as in the record: with an offset (or Z) it is an instant; without, a local clock time that the
     * encoder places with the time zone it was given (`tz`). Absent: the record has no time (ab runs, free blocks).
     */
    timestamp?: string;
}
/** One Influx point (Telegraf's measurement and field names for the same data). */
interface InfluxPoint {
    measurement: string;
    tags?: Readonly<Record<string, string>>;
    /** Numbers are floats; `{ int: n }` is an integer field (`n i`), as Telegraf writes counters. */
    fields: Readonly<Record<string, number | {
        int: number;
    }>>;
    timestamp?: string;
}
/** What a format's mapping keeps from one record to the next within one input, and tells the encoders. */
interface MetricContext {
    /** Carried from record to record of one input (a fresh object per input). */
    state: Record<string, unknown>;
    /** Shared by all the inputs of one output (a run number that must not repeat across files). */
    shared: Record<string, unknown>;
    /** The host the records describe (the sar header's host name), set by the mapping when the input names one. */
    host?: string;
}
/** An Influx measurement's field, for the README table. */
interface InfluxFieldDoc {
    measurement: string;
    field: string;
    source: string;
    unit: string;
}
/**
 * A format's metric mapping (FormatDefinition.metrics). `samples` gives Prometheus/OpenMetrics/OTLP samples of one
 * record, `influx` its Influx points; both return [] for a record that holds no measurement (a header, an error
 * item). `families` and `influxFields` list everything they can give, for the README table and the tests.
 */
interface FormatMetrics<Rec = unknown> {
    families: readonly MetricFamily[];
    influxFields: readonly InfluxFieldDoc[];
    samples(record: Rec, ctx: MetricContext): MetricSample[];
    influx(record: Rec, ctx: MetricContext): InfluxPoint[];
}

/** Options every format understands. */
interface CommonOptions {
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
interface ContextOptions extends CommonOptions {
    [formatOption: string]: unknown;
}
/** What a line is to the pieces of an input (StreamCutter.line). */
declare const Cut: {
    /** Part of the current piece. */
    readonly none: 0;
    /** Starts a new piece: the lines before it make a complete one. */
    readonly start: 1;
    /** Ends the current piece: it is complete with this line. */
    readonly end: 2;
    /**
     * The current piece may end after this line: it is cut here when no more input is at hand (a live pipe), so a
     * record is out as soon as its line is; otherwise the engine goes on to parse a batch of such pieces as one text
     * (up to 64 KiB: a free -s block or an ab -g row each is a small piece). The format must give the same records
     * whether or not it is cut here, damaged text included: pieces read alone with the replayed lines (Cut.header,
     * Cut.section) and the state. A batch that fails is parsed again a piece at a time, so that its errors, and the
     * order of records and errors, are those of the pieces cut apart (test/engine.test.ts, with DIFF_MUTATIONS=40
     * for a new cutter).
     */
    readonly mayEnd: 3;
    /**
     * A file header at the very top (before any piece), given again before every piece (its records once). Lines
     * before the input's first header (a line of prose) are a piece of their own; a header after lines of a piece
     * (a second file's) is part of that piece, and given before the later ones.
     */
    readonly header: 4;
    /** Starts a new piece as `start` does, and is given again before the later pieces cut inside this one (mayEnd). */
    readonly section: 5;
};
type Cut = (typeof Cut)[keyof typeof Cut];
/** Cuts one input into pieces, line by line (FormatDefinition.stream). */
interface StreamCutter {
    /** The line's role; `line` has no line end, ANSI colour codes are removed. */
    line(line: string): Cut;
}
/** What a format's parser and normalizer receive besides the data. */
interface ParseContext {
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
     * format that checks whether the input's last record was cut off does so only on the last piece); `lineShift`: the
     * number to add to a line number in this piece's text to get the line number in the whole input.
     */
    state: Record<string, unknown>;
}
/** What a format's output is to a report: a load test (one row of the comparison), a monitor (its columns), or a side output of a load generator (ab -e, ab -g). */
type FormatRole = "load-test" | "monitor" | "side-output";
/** What a report takes from a program's command line (`ab -c 10 -n 1000 URL`, `sar -u 1 5`). */
interface CommandFigures {
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
interface ProgramSpec {
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
interface FormatOption<T = unknown> {
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
/** A format's options by name. */
type FormatOptions = Readonly<Record<string, FormatOption>>;
/** The options object a format's declaration describes: `{ unit?: ...; si?: boolean }`. */
type OptionValues<O> = {
    -readonly [K in keyof O]?: O[K] extends FormatOption<infer T> ? T : never;
};
/**
 * What a load-test format's `summarize` gives: the comparison view of src/api/summary.ts (LoadTestSummary, one zod
 * schema) but the fields it derives from these (failed, successRate).
 */
type LoadTestSummaryShape = Omit<LoadTestSummary, "failed" | "successRate">;
/** A summary of a whole input, fed its records one by one. */
interface InputSummary {
    add(record: unknown): void;
    /** The summary record; undefined when no record was added. */
    result(): unknown;
}
/** Fills `buffer` from `at` with a file's next bytes and returns the count (0 at its end). */
type ReadBytes = (buffer: Uint8Array, at: number) => number;
/** Where a format's samples and what the shared tests feed it live (read by test/, not by the library). */
interface FormatTesting {
    /** The folder of real captures, relative to the repository (`samples/free`). */
    samples: string;
    /** Which files of that folder are this format's (default: `.txt` files). */
    files?: RegExp;
}
/**
 * One format in the registry. Each lives in src/formats/<name>/index.ts and is listed once in src/formats/index.ts.
 * - detect: a cheap score from 0 (not this format) to 1 (certain), looking only at the first lines.
 * - parseRaw: runs the Chevrotain grammar; returns raw records whose values are the strings as printed.
 * - normalize: raw records to typed records with units in their names.
 */
interface FormatDefinition<Rec = unknown, Raw = unknown, Opts extends FormatOptions = {}> {
    name: string;
    description: string;
    /** What the format's output is to `extract` and `report`. */
    role: FormatRole;
    /**
     * Detection priority, stated here rather than by the registry's order: when two formats score the same (detect)
     * or open a block on the same line (extract), the higher priority wins. Distinct across the registry.
     */
    priority: number;
    /** The options the format reads, declared once (types, checks, CLI flags and --help come from here). */
    options?: Opts;
    /** Load-test formats: the record as one row of a comparison (`summarize`, `--summary`, `report`). */
    summarize?: (record: Rec) => LoadTestSummaryShape;
    /**
     * Optional: formats whose `--summary` is one record for the whole input instead of one per record (an ab -g file:
     * percentiles of all its requests). `start()` makes a summary fed the records of parseStream; `fromBytes(read)`
     * reads a file of the usual form without the engine, or returns undefined (then the records are read).
     */
    inputSummary?: {
        start(): InputSummary;
        fromBytes(read: ReadBytes): unknown;
    };
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

/**
 * The lines of `vmstat -s`, `-D` and `-f` (`%13lu label`), by English label (procps 3.2.8 to 4.x; memory lines carry
 * the -S unit letter before the label, which is not part of it): the record field each fills and how its number
 * converts. `kind` says which report the label belongs to; `forks` ends -s and is all of -f.
 */
type ListReport = "stats" | "disk-summary" | "forks";

/** A row of the main report (default, -a, -w, -t, -n, -S, -y), every cell as printed. */
interface VmstatRawSample {
    format: "vmstat";
    kind: "sample";
    /** Which run of vmstat in the input (a header after a blank line or at the start begins one), from 0. */
    run: number;
    /** The row's index in its run, from 0 (repeated headers do not restart it). */
    sample: number;
    /** The dashed group line above the header, words joined by one blank (absent when it was not pasted). */
    banner?: string;
    /** The column header words, the -t zone name last. */
    header: string[];
    values: string[];
    /** -t: `2026-12-01 21:20:59`, as printed. */
    timestamp?: string;
    /** -t: the zone name under the timestamp header (the header word after the last column). */
    zone?: string;
    line: number;
}
/** A row of `vmstat -d`: the device and its 10 numbers. */
interface VmstatRawDisk {
    format: "vmstat";
    kind: "disk";
    /** The report's index in the input (vmstat -d 1 3 prints every disk 3 times), from 0. */
    sample: number;
    device: string;
    values: string[];
    timestamp?: string;
    zone?: string;
    line: number;
}
/** A row of `vmstat -p DEV`: reads, read sectors, writes, requested writes (written sectors). */
interface VmstatRawPartition {
    format: "vmstat";
    kind: "partition";
    sample: number;
    device: string;
    values: string[];
    line: number;
}
/** One `%13lu label` line of -s, -D or -f: the number, the -S unit letter of memory lines, the label as printed. */
interface VmstatRawListLine {
    value: string;
    unit?: string;
    label: string;
    /** The English label it was recognised as (any language procps-ng 4.0.2 ships); absent when not recognised. */
    english?: string;
}
/** `vmstat -s` (stats), `-D` (disk-summary) or `-f` (forks): its lines. */
interface VmstatRawList {
    format: "vmstat";
    kind: ListReport;
    lines: VmstatRawListLine[];
    startLine: number;
    endLine: number;
}
type VmstatRawRecord = VmstatRawSample | VmstatRawDisk | VmstatRawPartition | VmstatRawList;

/** A report row as printed: its bracketed names (`total, rate, throughput`) and its values. */
interface VegetaRawRow {
    names: string[];
    values: string[];
}
/** One report or histogram of vegeta as printed: every value a string. */
interface VegetaRawReport {
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
    earlierTail?: {
        statusCodes?: VegetaRawRow;
        errorSet?: boolean;
        errors?: string[];
    };
    buckets?: {
        lo: string;
        hi?: string;
        count?: string;
        share?: string;
    }[];
}

/**
 * The process table: column definitions for each top family, and the splitting of a row into cells by the header's
 * column positions (never by counting words: COMMAND, ENVIRON and friends contain spaces, zero-suppressed cells are
 * blank, FreeBSD's `100.00%` overflows its column).
 */
type TopFamily = "procps" | "busybox" | "freebsd" | "macos";

/**
 * Raw frames: the grammar's lines grouped into frames, values kept as printed (like jc's --raw). Offsets of the
 * values are kept aside (frameOffsets) so that the normalizer can point at the exact character of a bad value.
 */

/** procps-2.0: no `top - `, `N processes:`, `CPU states:`, `Mem: ...k av` (procps 2.0.x, Linux 2.2/2.4);
 *  procps-3.2: `Cpu(s):`/`Mem:` lines; procps-ng-3.3.0: `KiB Mem:` total/used/free/buffers (3.3.0 to 3.3.9);
 *  procps-ng-3.3.10+: `KiB Mem :` total/free/used/buff/cache (3.3.10 to 4.x). */
type TopVariant = "procps-2.0" | "procps-3.2" | "procps-ng-3.3.0" | "procps-ng-3.3.10+" | "busybox" | "freebsd" | "macos";
interface TopRawField {
    /** The field's name as printed (`total`, `buff/cache`, `avail Mem`, `us`, `Active`). */
    name: string;
    /** The value as printed (`24105.1`, `0,3`, `1.6%`, `9984K`, `4/765`). */
    value: string;
}
/** One labelled group of a summary line (a line can hold several: `%Cpu0 : ...   %Cpu1 : ...`). */
interface TopRawSummary {
    /**
     * The label as printed, without trailing blanks: `Tasks:`, `%Cpu0  :`, `MiB Mem :`, `Load average:`; empty for
     * procps 2.0's continuation of its Mem line (`       224720k active,              69412k inactive`).
     */
    label: string;
    fields: TopRawField[];
    /** Bar-graph form (`%Cpu(s):  75.0/25.0  100[|||  ]`), toprc `t`/`m`. */
    graph?: true;
}
interface TopRawFrame {
    kind: "frame";
    family: TopFamily;
    variant: TopVariant;
    /** A timestamp line printed before the frame (`date` in a loop), or macOS top's own sample time. */
    date?: string;
    /** The frame's clock time as printed (procps line 1, FreeBSD line 1). */
    clock?: string;
    /** Uptime as printed: `20 min`, `3 days,  2:01`, `0+00:15:38`. */
    uptime?: string;
    /** User count as printed (`?` in procps 4 when unknown). */
    users?: string;
    loadAverage?: string[];
    /** BusyBox `4/765` (runnable/total scheduling entities). */
    runnable?: string;
    /** BusyBox and FreeBSD: the last process ID used. */
    lastPid?: string;
    summary: TopRawSummary[];
    /** Lines of the summary area that are not labelled groups, as printed (e.g. FreeBSD's ARC ratio line). */
    otherLines?: string[];
    header?: string[];
    /** What could not be read as it should, said in words (lines below an empty table that are not rows). */
    warnings?: string[];
    /** One object per row, keyed by the header's labels; blank cells are absent. */
    processes: Record<string, string>[];
}
interface TopRawError {
    kind: "error";
    message: string;
    /** Offset of the problem in the parsed text. */
    offset: number;
    /** The frame's clock, when it was read before the problem. */
    clock?: string;
}
type TopRawItem = TopRawFrame | TopRawError;

/** A value of the classic results block as printed: the number and the unit word after it (`hits`, `secs`, `ms`). */
interface SiegeRawValue {
    value?: string;
    unit?: string;
}
/** The classic block's lines by key (the key is siege's label in camel case). */
declare const BLOCK_KEYS: {
    readonly Transactions: "transactions";
    readonly Availability: "availability";
    readonly ElapsedTime: "elapsedTime";
    readonly DataTransferred: "dataTransferred";
    readonly ResponseTime: "responseTime";
    readonly TransactionRate: "transactionRate";
    readonly Throughput: "throughput";
    readonly Concurrency: "concurrency";
    readonly SuccessfulTransactions: "successfulTransactions";
    readonly HttpOkReceived: "httpOkReceived";
    readonly FailedTransactions: "failedTransactions";
    readonly LongestTransaction: "longestTransaction";
    readonly ShortestTransaction: "shortestTransaction";
};
type SiegeBlockKey = (typeof BLOCK_KEYS)[keyof typeof BLOCK_KEYS];
/** One -v per-request line, its parts as printed. */
interface SiegeRawResponse {
    /** display-id: the simulated user's number (`   0) `); csv mode: the last but one field. */
    user?: string;
    /** `timestamp = true`'s `[Tue, 2026-12-01 21:22:47]`, csv mode's last field. */
    date?: string;
    protocol: string;
    status: string;
    seconds: string;
    bytes: string;
    method?: string;
    url: string;
}
/** One siege run (or one row of its log file) with every value as printed (the `raw` output). */
interface SiegeRawRun {
    format: "siege";
    startLine: number;
    endLine: number;
    /** The banner's version: `4.0.7` of `** SIEGE 4.0.7`, or of -V's `SIEGE 4.0.7`. */
    version?: string;
    /** The banner had no `**`: siege -V's output. */
    versionOnly?: boolean;
    /** `** SIEGE 4.0.7: debugging enabled` (-D). */
    debug?: boolean;
    /** `** Preparing 10 concurrent users for battle.` */
    users?: string;
    underSiege?: boolean;
    /** `Lifting the server siege...` was printed (a -t run's end, or SIGINT). */
    lifted?: boolean;
    /** The classic results block, by key. */
    block?: Partial<Record<SiegeBlockKey, SiegeRawValue>>;
    /** The JSON summary's pairs in order, as printed (keys without their quotes). */
    json?: {
        key: string;
        value?: string;
    }[];
    jsonOpen?: boolean;
    jsonClose?: boolean;
    /** The log file's header line was read (before this row). */
    logHeader?: boolean;
    /** A log file row: its date and its cells after the date. */
    log?: {
        date: string;
        cells: (string | undefined)[];
    };
    /** The -m mark before the row (`**** first run ****`), or any mark line. */
    mark?: string;
    /** siege's NOTIFY messages (`[error] socket: unable to connect sock.c:282: Connection refused`), as printed. */
    messages?: string[];
    /** `siege aborted due to excessive socket failure; you` (or its log mark). */
    socketFailureAbort?: boolean;
    /** `LOG FILE: /path` (4.x), `FILE: /path` (2.x, 3.x). */
    logFile?: string;
    /** `WARNING: The number of users is capped at 255.` */
    usersCap?: string;
    responses?: SiegeRawResponse[];
    /** Notices around the run (the log file notification, the users box, copyright text), as printed. */
    notices?: string[];
    /** Lines siege does not print (prose, a debug dump's headers), as printed. */
    otherLines?: string[];
}

/** The numbers of one stub_status page, as printed, with the offset of each value. */
interface StubStatusPageValues {
    activeConnections: string;
    accepts: string;
    handled: string;
    requests: string;
    /** Tengine's fourth column (`request_time`), when the header line names it. */
    requestTime?: string;
    reading: string;
    writing: string;
    waiting: string;
}

/**
 * One sample with every value as printed (the `raw` output): a stub_status page, or a sample whose fetch failed
 * (`kind: "missing"`: a timestamp line with no page after it, a curl error, an HTML error page).
 */
interface StubStatusRawSample {
    format: "nginx-stub-status";
    kind: "page" | "missing";
    /** 1-based line where the sample starts (its timestamp line, HTTP status line or page). */
    line: number;
    /** The timestamp line before the page, as printed. */
    timestamp?: string;
    /** `HTTP/1.1 200 OK` when the log has the HTTP head (curl -i). */
    httpStatus?: string;
    /** The `Server:` header (curl -i). */
    server?: string;
    /** The `Date:` header (curl -i). */
    date?: string;
    /** Why there is no page: the curl error line, or the lines of the HTML page that came instead. */
    failure?: string[];
    /** `nginx` (3 counters) or `tengine` (a 4th counter, `request_time`). */
    variant?: "nginx" | "tengine";
    page?: StubStatusPageValues;
}

/**
 * A warning for a percentage outside the range its field allows, or undefined when it is inside, or absent (null or
 * undefined: a placeholder the tool printed, or a value it did not print). The range is `min` to `max` inclusive,
 * 0-100 by default: pass `Infinity` as `max` for a percentage that may legitimately exceed 100 (sar's `%commit`),
 * `cpus * 100` for a sum over CPUs, `-Infinity` as `min` for one that may be negative. The caller keeps the value
 * as printed and attaches the warning: a suspicious number is reported, never dropped, clamped or guessed.
 *
 * @example
 * percentRangeWarning("%user", 130)            //=> "%user 130 is outside 0-100"
 * percentRangeWarning("%idle", -31)            //=> "%idle -31 is outside 0-100"
 * percentRangeWarning("%usr", 131, 200)        //=> undefined
 * percentRangeWarning("%commit", 151, Infinity) //=> undefined
 * percentRangeWarning("%commit", -5, Infinity)  //=> "%commit -5 is below 0"
 * percentRangeWarning("%user", null)           //=> undefined
 */
declare function percentRangeWarning(field: string, value: number | null | undefined, max?: number, min?: number): string | undefined;

/**
 * sysstat's column tables: how a printed column becomes a typed field, and the columns every sysstat tool names the
 * same way. Each format keeps its own table (src/formats/<name>/columns.ts) built with these helpers, so that a
 * quantity has one field name across sar, iostat and mpstat (`%user` is `cpuUserPercent` in all three) and a user
 * can join their records.
 *
 * How a column's printed value becomes the typed field (`conv`):
 * - `same`: the number as printed (percentages 0-100, per-second rates, counts, milliseconds, ...);
 * - `kB`: kibibytes (sysstat's kB are 1024 bytes) -> bytes; `kBps`: kB/s -> bytes per second;
 * - `MB`: mebibytes -> bytes (per second for `/s` columns); `sectors`: 512-byte sectors or blocks -> bytes (per second
 *   for `/s` columns);
 * - `B`: bytes (old `rxbyt/s`); `text`: a string (names, hex ids, battery status).
 * `-h`/`--human` cells (`1.4G`, `254.1M`, `0.0B`) are sizes in bytes whatever the column's own unit.
 *
 * A typed number is never below 0 (a count, a size, a rate: a negative one is an error at its cell, and the schema
 * says `minimum 0`), but for percentages, whose range each tool states (a value outside it is a warning), and the
 * columns marked `signed` (a temperature, a voltage, sar -R's page deltas).
 */

type Conversion$1 = "same" | "kB" | "kBps" | "MB" | "sectors" | "B" | "text";
/** One column: [printed name, our field, conversion, description with the unit, `signed` when it may be below 0]. */
type ColumnRow$1 = readonly [string, string, Conversion$1, string, "signed"?];

/** The order of day, month and year in a numeric date. */
type DateOrder = "MDY" | "DMY" | "YMD";
interface CalendarDate {
    year: number;
    month: number;
    day: number;
    /** The order that was used: given, or inferred from the text. */
    order: DateOrder;
    /** True when the text alone could not decide between MDY and DMY and no order was given. */
    ambiguous: boolean;
}
/**
 * Reads a date as `strftime("%x")` prints it in the common locales: `01/15/24` and `01/15/2024` (C, en_US),
 * `15.01.2024` (de_DE, ru_RU, pl_PL), `15/01/2024` (fr_FR, es_ES, it_IT), `15-01-24` (nl_NL), ISO `2024-01-15`
 * (sv_SE, `S_TIME_FORMAT=ISO`), `2024. 01. 15.` (hu_HU), `2024年01月15日` (zh_CN, ja_JP) and `2024년 01월 15일` (ko_KR).
 *
 * A four-digit first field means year-month-day. Otherwise `order` decides; without it a field above 12 settles
 * month against day, and when neither does, `/` means month first (the C locale) while `.` and `-` mean day first
 * (then `ambiguous` is true). Two-digit years follow POSIX `%y`: 69-99 are 1969-1999, 00-68 are 2000-2068.
 * An impossible date (`02/30/24`) throws a ValueError.
 *
 * @example
 * parseCalendarDate("01/15/24")          //=> { year: 2024, month: 1, day: 15, order: "MDY", ambiguous: false }
 * parseCalendarDate("15.01.2024")        //=> { year: 2024, month: 1, day: 15, order: "DMY", ambiguous: false }
 * parseCalendarDate("2024年01月15日")     //=> { year: 2024, month: 1, day: 15, order: "YMD", ambiguous: false }
 * parseCalendarDate("03/04/24", "DMY")   //=> { year: 2024, month: 4, day: 3, order: "DMY", ambiguous: false }
 */
declare function parseCalendarDate(text: string, order?: DateOrder): CalendarDate;

/**
 * The report header line every sysstat tool prints first (`print_gal_header`):
 * `Linux 6.1.0-13-amd64 (web01) \t01/15/2024 \t_x86_64_\t(8 CPU)`; sysstat <= 8.1 stops after the date.
 */

/** The header as printed (strings); offsets are 0-based positions in the parsed text. */
interface SysstatRawHeader {
    kind: "header";
    offset: number;
    os: string;
    release: string;
    /** Absent when the line has no host in parentheses (a copy with the host name taken out). */
    hostname?: string;
    /** The date as printed (`01/15/24`, `15.01.2024`, `2024年01月15日`, `2024-01-15`). */
    date: string;
    dateOffset: number;
    architecture?: string;
    cpuCount?: string;
}
interface ReportHeaderFields {
    os: string;
    kernelRelease: string;
    hostname?: string;
    date?: string;
    dateOrder?: "MDY" | "DMY" | "YMD";
    architecture?: string;
    cpuCount?: number;
    warnings?: string[];
}

/**
 * The raw records of a row report (sar, mpstat: rows that start with a clock or a statistics label, under column
 * header rows): strings exactly as printed (like jc's `--raw`), in the order of the text.
 * - `header`: the report header line (`Linux 6.1.0 (host) \t01/15/24 \t_x86_64_\t(8 CPU)`), or a Unix sar header.
 * - `row`: one data row under its column header: `time` is the printed clock time (or `label` the printed
 *   `Average:`-style label), `columns` the header names and `values` the cells, one per column.
 * - `restart`: a `LINUX RESTART` line; `comment`: a `COM` line (sar -C).
 * `offset` fields are 0-based positions in the parsed text.
 */
type RowReportRawRecord = RowReportRawHeader | RowReportRawRow | RowReportRawRestart | RowReportRawComment;
/** The report header line (shared by every sysstat tool: src/formats/sysstat/header.ts). */
type RowReportRawHeader = SysstatRawHeader;
interface RowReportRawRow {
    kind: "row";
    offset: number;
    /** The printed clock time (`13:20:09`, `01:20:09 PM`, `13時20分09秒`); absent on statistics rows. */
    time?: string;
    /** The printed statistics label (`Average:`, `Durchschn.:`, `Summary:`); absent on sample rows. */
    label?: string;
    /** The column header row this row belongs to: its printed time (or label) and a running number. */
    block: {
        index: number;
        time?: string;
        offset: number;
    };
    columns: string[];
    /** One value per column; null where the row printed nothing (a trailing text column such as `status`). */
    values: (string | null)[];
    valueOffsets: number[];
    /** Index of the item column (CPU, IFACE, DEV, ...) in `columns`, when the section has one. */
    keyIndex?: number;
}
interface RowReportRawRestart {
    kind: "restart";
    offset: number;
    time: string;
    cpuCount?: string;
}
interface RowReportRawComment {
    kind: "comment";
    offset: number;
    time: string;
    text: string;
}

/**
 * The zod schemas of a row report's records (sar, mpstat): the report header, one `sample` per data row (with its
 * timestamp) and one `summary` per statistics row (Average/Summary/Minimum/Maximum). Row records are a union on
 * `section`: each section carries only its own typed fields, so that
 * `if (r.kind === "sample" && r.section === "memory") r.memFreeBytes` type-checks. Each tool gives its sections and
 * the words its descriptions use.
 */

/** The typed fields of one section: numbers, or strings for `text` columns; null for a printed placeholder. */
type FieldsOf$1<S extends {
    columns: readonly ColumnRow$1[];
}> = {
    [R in S["columns"][number] as R[1]]?: R[2] extends "text" ? string | null : number | null;
};
interface RowBase$1 {
    keyColumn?: string;
    key?: string;
    columns: Record<string, number | string | null>;
    warnings?: string[];
}
type Statistic = "average" | "summary" | "minimum" | "maximum" | "other";
type SampleBase<F extends string> = {
    format: F;
    kind: "sample";
    timestamp?: string;
    time: string;
} & RowBase$1;
type SummaryBase<F extends string> = {
    format: F;
    kind: "summary";
    statistic: Statistic;
    label: string;
} & RowBase$1;
/** A row record of a tool whose sections are `Sections`, on the base `Base` (a sample or a summary). */
type RowsOf<Base, Sections extends readonly {
    id: string;
    columns: readonly ColumnRow$1[];
}[]> = {
    [S in Sections[number] as S["id"]]: Base & {
        section: S["id"];
    } & FieldsOf$1<S>;
}[Sections[number]["id"]] | (Base & {
    section: "unknown";
});

/** Where a metric or check is: the 1.x subsection, the group or scenario it is printed under. */
interface K6Place {
    section?: string;
    group?: string;
    scenario?: string;
}
interface K6RawMetric extends K6Place {
    name: string;
    tags?: string;
    mark?: string;
    values: string[];
}
interface K6RawCheck extends K6Place {
    name: string;
    mark: string;
    /** The words after `↳` on the line after a failed check. */
    details?: string[];
}
/** One k6 summary as printed: every value a string. */
interface K6RawSummary {
    format: "k6";
    startLine: number;
    endLine: number;
    layout: "legacy" | "grouped";
    script?: string;
    output?: string;
    /** The rest of the `scenarios:` line. */
    scenarios?: string;
    /** The last `running (...)` progress line. */
    run?: string;
    thresholds?: {
        metric: string;
        mark: string;
        source: string;
        shown?: string;
    }[];
    checks?: K6RawCheck[];
    metrics: K6RawMetric[];
}

/**
 * iostat's raw records: strings exactly as printed, in the order of the text.
 * - `header`: the report header line (as sar's).
 * - `timestamp`: the `-t` line before a report (`12/01/26 21:21:01`, `01.12.2026 21:21:01`, `09/24/2021 01:20:09 PM`,
 *   `2026年12月01日 21時21分45秒`, `2026-12-01T21:21:45+0000` with S_TIME_FORMAT=ISO, epoch seconds with -U): `date` and
 *   `time` as printed, or `iso`, or `epoch`.
 * - `cpu-header` / `device-header`: an `avg-cpu:` or `Device` header row: its column names (`Device:` with the colon
 *   in sysstat <= 11.5.6; the device column last with -h/--pretty, `nameLast`).
 * - `cpu`: the values row under `avg-cpu:`; `device`: one device row (`group` for a -g group, printed ` name`).
 * `offset` fields are 0-based positions in the parsed text.
 */
type IostatRawRecord = SysstatRawHeader | IostatRawTimestamp | IostatRawBlockHeader | IostatRawCpu | IostatRawDevice;
interface IostatRawTimestamp {
    kind: "timestamp";
    offset: number;
    text: string;
    date?: string;
    time?: string;
    iso?: string;
    epoch?: string;
}
interface IostatRawBlockHeader {
    kind: "cpu-header" | "device-header";
    offset: number;
    columns: string[];
    /** The printed name of the device column (`Device:`, `Device`), and whether it is printed last (-h, --pretty). */
    deviceColumn?: string;
    nameLast?: boolean;
}
interface IostatRawCpu {
    kind: "cpu";
    offset: number;
    columns: string[];
    values: string[];
    valueOffsets: number[];
}
interface IostatRawDevice {
    kind: "device";
    offset: number;
    device: string;
    deviceColumn: string;
    group?: boolean;
    columns: string[];
    values: string[];
    valueOffsets: number[];
}

/**
 * iostat's columns (as printed in its `avg-cpu:` and `Device` header rows) and what we call them: the same field
 * names as sar's records for the same quantity (`%user` -> cpuUserPercent as sar -u; `rkB/s` -> readBytesPerSecond
 * and `aqu-sz` -> avgQueueLength as sar -d), so that the records of both tools join. Columns by sysstat version:
 * FORMATS-more.md §10 (9.x-11.5 `Device:` with the colon, `avgrq-sz` in sectors, `avgqu-sz`, `svctm`; 11.5.7+ no
 * colon, `rareq-sz`/`wareq-sz` in kB, `aqu-sz`; 12.1.2+ the discard group and no svctm; 12.3.1+ the flush group).
 * iostat's kB are 1024 bytes (2 sectors), MB 1024 kB, `Blk_`/`sec` 512-byte blocks (POSIXLY_CORRECT).
 */

/** The `avg-cpu:` block: sar -u's fields (iostat's %system includes interrupts, as sar -u's does). */
declare const CPU_COLUMNS: readonly [readonly [string, "cpuUserPercent", "same", string], readonly [string, "cpuUsrPercent", "same", string], readonly [string, "cpuNicePercent", "same", string], readonly [string, "cpuSystemPercent", "same", string], readonly [string, "cpuSysPercent", "same", string], readonly [string, "cpuIowaitPercent", "same", string], readonly [string, "cpuStealPercent", "same", string], readonly [string, "cpuIrqPercent", "same", string], readonly [string, "cpuSoftirqPercent", "same", string], readonly [string, "cpuGuestPercent", "same", string], readonly [string, "cpuGuestNicePercent", "same", string], readonly [string, "cpuIdlePercent", "same", string]];
declare const DEVICE_COLUMNS: readonly [readonly [string, "transfersPerSecond", "same", string], readonly [string, "readBytesPerSecond", "kBps", string], readonly [string, "writtenBytesPerSecond", "kBps", string], readonly [string, "discardedBytesPerSecond", "kBps", string], readonly [string, "writtenAndDiscardedBytesPerSecond", "kBps", string], readonly [string, "readBytes", "kB", string], readonly [string, "writtenBytes", "kB", string], readonly [string, "discardedBytes", "kB", string], readonly [string, "writtenAndDiscardedBytes", "kB", string], readonly [string, "readBytesPerSecond", "MB", string], readonly [string, "writtenBytesPerSecond", "MB", string], readonly [string, "discardedBytesPerSecond", "MB", string], readonly [string, "writtenAndDiscardedBytesPerSecond", "MB", string], readonly [string, "readBytes", "MB", string], readonly [string, "writtenBytes", "MB", string], readonly [string, "discardedBytes", "MB", string], readonly [string, "writtenAndDiscardedBytes", "MB", string], readonly [string, "readBytesPerSecond", "sectors", string], readonly [string, "writtenBytesPerSecond", "sectors", string], readonly [string, "discardedBytesPerSecond", "sectors", string], readonly [string, "writtenAndDiscardedBytesPerSecond", "sectors", string], readonly [string, "readBytes", "sectors", string], readonly [string, "writtenBytes", "sectors", string], readonly [string, "discardedBytes", "sectors", string], readonly [string, "writtenAndDiscardedBytes", "sectors", string], readonly [string, "readRequestsPerSecond", "same", string], readonly [string, "writeRequestsPerSecond", "same", string], readonly [string, "discardRequestsPerSecond", "same", string], readonly [string, "flushRequestsPerSecond", "same", string], readonly [string, "readBytesPerSecond", "kBps", string], readonly [string, "writtenBytesPerSecond", "kBps", string], readonly [string, "discardedBytesPerSecond", "kBps", string], readonly [string, "transferredBytesPerSecond", "kBps", string], readonly [string, "readBytesPerSecond", "MB", string], readonly [string, "writtenBytesPerSecond", "MB", string], readonly [string, "discardedBytesPerSecond", "MB", string], readonly [string, "transferredBytesPerSecond", "MB", string], readonly [string, "readBytesPerSecond", "sectors", string], readonly [string, "writtenBytesPerSecond", "sectors", string], readonly [string, "discardedBytesPerSecond", "sectors", string], readonly [string, "transferredBytesPerSecond", "sectors", string], readonly [string, "readMergedPerSecond", "same", string], readonly [string, "writeMergedPerSecond", "same", string], readonly [string, "discardMergedPerSecond", "same", string], readonly [string, "mergedPerSecond", "same", string], readonly [string, "readMergedPercent", "same", string], readonly [string, "writeMergedPercent", "same", string], readonly [string, "discardMergedPercent", "same", string], readonly [string, "awaitMs", "same", string], readonly [string, "readAwaitMs", "same", string], readonly [string, "writeAwaitMs", "same", string], readonly [string, "discardAwaitMs", "same", string], readonly [string, "flushAwaitMs", "same", string], readonly [string, "serviceTimeMs", "same", string], readonly [string, "avgRequestSizeBytes", "kB", string], readonly [string, "readAvgRequestSizeBytes", "kB", string], readonly [string, "writeAvgRequestSizeBytes", "kB", string], readonly [string, "discardAvgRequestSizeBytes", "kB", string], readonly [string, "avgRequestSizeBytes", "sectors", string], readonly [string, "avgQueueLength", "same", string], readonly [string, "avgQueueLength", "same", string], readonly [string, "utilizationPercent", "same", string]];
type Rows = (typeof DEVICE_COLUMNS)[number];
/** The device fields (every device column we know is numeric). */
type DeviceField = Rows[1];
type CpuField = (typeof CPU_COLUMNS)[number][1];

declare const IostatHeaderRecord: z.ZodObject<{
    format: z.ZodLiteral<"iostat">;
    kind: z.ZodLiteral<"header">;
    os: z.ZodString;
    kernelRelease: z.ZodString;
    hostname: z.ZodOptional<z.ZodString>;
    date: z.ZodOptional<z.ZodString>;
    dateOrder: z.ZodOptional<z.ZodEnum<{
        MDY: "MDY";
        DMY: "DMY";
        YMD: "YMD";
    }>>;
    architecture: z.ZodOptional<z.ZodString>;
    cpuCount: z.ZodOptional<z.ZodNumber>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type IostatHeaderRecord = z.infer<typeof IostatHeaderRecord>;
type Typed<F extends string> = {
    [K in F]?: number | null;
};
type IostatCpuRecord = {
    format: "iostat";
    kind: "cpu";
    report: number;
    timestamp?: string;
    columns: Record<string, number | null>;
    warnings?: string[];
} & Typed<CpuField>;
declare const IostatCpuRecord: z.ZodType<IostatCpuRecord>;
type IostatDeviceRecord = {
    format: "iostat";
    kind: "device";
    report: number;
    timestamp?: string;
    keyColumn: string;
    key: string;
    group?: true;
    columns: Record<string, number | null>;
    warnings?: string[];
} & Typed<DeviceField>;
declare const IostatDeviceRecord: z.ZodType<IostatDeviceRecord>;
/** Any iostat record; `kind` says which. */
declare const IostatRecord: z.ZodType<IostatHeaderRecord | IostatCpuRecord | IostatDeviceRecord>;
type IostatRecord = z.infer<typeof IostatRecord>;

/** One element of a line's layout: a token httperf prints as it is, or a value slot with its name. */
type Slot = TokenType | {
    value: string;
};
/**
 * The layout of each line after its label, as src/stat/basic.c, src/stat/sess_stat.c and src/core.c print it. The
 * slot names are the raw record's keys (src/formats/httperf/raw.ts).
 */
declare const LAYOUTS: {
    readonly maxBurst: readonly [Slot];
    readonly total: readonly [TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType];
    readonly connectionRate: readonly [Slot, TokenType, TokenType, Slot, TokenType, TokenType, TokenType, Slot, TokenType, TokenType];
    readonly connectionTime: readonly [TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, Slot];
    readonly connectTime: readonly [TokenType, Slot];
    readonly connectionLength: readonly [Slot];
    readonly requestRate: readonly [Slot, TokenType, TokenType, Slot, TokenType, TokenType];
    readonly requestSize: readonly [Slot];
    readonly replyRate: readonly [TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, TokenType];
    readonly replyTime: readonly [TokenType, Slot, TokenType, Slot];
    readonly replySize: readonly [TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, TokenType, Slot, TokenType];
    readonly replyStatus: readonly [TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, Slot];
    readonly cpuTime: readonly [TokenType, Slot, TokenType, Slot, TokenType, TokenType, Slot, TokenType, TokenType, Slot, TokenType, TokenType, Slot, TokenType, TokenType];
    readonly netIo: readonly [Slot, TokenType, TokenType, Slot, TokenType, TokenType];
    readonly errors: readonly [TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, Slot];
    readonly moreErrors: readonly [TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, Slot];
    readonly sessionRate: readonly [TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType, Slot, TokenType];
    readonly session: readonly [TokenType, Slot, TokenType];
    readonly sessionLifetime: readonly [Slot];
    readonly sessionFailtime: readonly [Slot];
    readonly replyRateSample: readonly [Slot];
    readonly sessionRateSample: readonly [Slot];
    readonly printedSizes: readonly [TokenType, Slot, TokenType, Slot, TokenType, Slot];
    readonly histogramRow: readonly [Slot, Slot];
};
type LayoutKind = keyof typeof LAYOUTS;

/** The values of one report line by their names in the grammar's layout (`connections`, `min`), as printed. */
type RawValues = Record<string, string>;
/** The report lines of one run, each by its layout's name (grammars/httperf/parser.ts LAYOUTS). */
type ReportKind = Exclude<LayoutKind, "replyRateSample" | "sessionRateSample" | "printedSizes" | "histogramRow">;
/** One httperf run with every value as printed (the `raw` output). */
interface HttperfRawRun extends Partial<Record<ReportKind, RawValues>> {
    format: "httperf";
    startLine: number;
    endLine: number;
    /** A terminal's `^C` was echoed before one of its lines. */
    interrupted?: boolean;
    /** The command line httperf echoed, as printed. */
    commandLine?: string;
    /** httperf's messages (`httperf: warning: ...`), as printed. */
    messages?: string[];
    /** httperf printed its usage text. */
    usage?: boolean;
    /** -v -v: `Connection lifetime histogram (time in ms):` was printed, and its rows. */
    lifetimeHistogram?: {
        bin: string;
        connections: string;
    }[];
    /** -v: `reply-rate = N` and `session-rate = N`. */
    replyRateSamples?: string[];
    sessionRateSamples?: string[];
    sessionLengthHistogram?: string[];
    /** --print-request/--print-reply lines: the label (`RH0:`) and the text after it. */
    printed?: {
        label: string;
        text: string;
    }[];
    printedSizes?: {
        label: string;
        values: RawValues;
    }[];
    /** Lines httperf does not print (prose, another program's output), as printed. */
    otherLines?: string[];
}

declare const HeyCsvRecord: z.ZodObject<{
    format: z.ZodLiteral<"hey-csv">;
    responseTimeMs: z.ZodNumber;
    dnsDialupMs: z.ZodNumber;
    dnsMs: z.ZodNumber;
    requestWriteMs: z.ZodNumber;
    responseDelayMs: z.ZodNumber;
    responseReadMs: z.ZodNumber;
    statusCode: z.ZodOptional<z.ZodNumber>;
    offsetSeconds: z.ZodOptional<z.ZodNumber>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type HeyCsvRecord = z.infer<typeof HeyCsvRecord>;

/** One row's cells as written (the `raw` output). */
interface HeyCsvRaw {
    format: "hey-csv";
    cells: string[];
}

/** The section titles, by the name the grouping uses. */
type HeyTitle = "summary" | "histogram" | "latency" | "details" | "status" | "error" | "detailedReport";
/** The Summary block's labels, by the name the grouping uses. */
type HeySummaryLabel = "total" | "slowest" | "fastest" | "average" | "requestsPerSec" | "totalData" | "sizePerRequest";
/** The Details block's rows, by the name the grouping uses. */
type HeyDetailLabel = "dnsDialup" | "dnsLookup" | "requestWrite" | "responseWait" | "responseRead";

/** One hey run with every value as printed (the `raw` output): a value and its unit joined by a blank. */
interface HeyRawRun {
    format: "hey";
    /** The section titles printed, in order (`summary`, `histogram`, `latency`, `details`, `status`, `error`). */
    titles: HeyTitle[];
    /** The Summary block: `total: "0.1571 secs"`, `requestsPerSec: "12733.8351"`, `totalData: "1200000 bytes"`. */
    summary: Partial<Record<HeySummaryLabel, string>>;
    /** The histogram's rows: the bucket's mark (seconds, 3 decimals) and its count, as printed. */
    histogram?: {
        mark: string;
        count?: string;
    }[];
    /** The latency distribution's rows: `{ percent: "10", value: "0.0008 secs" }`. */
    latencyDistribution?: {
        percent: string;
        value?: string;
    }[];
    /** The Details rows, each cell as printed: `dnsDialup: ["0.0000 secs", "0.0000 secs", "0.0196 secs"]`. */
    details?: Partial<Record<HeyDetailLabel, string[]>>;
    /** `[200]\t2000 responses`: `{ status: "200", count: "2000 responses" }`. */
    statusCodes?: {
        status: string;
        count?: string;
    }[];
    /** `[100]\tGet "...": dial tcp ...`: `{ count: "100", message: "Get ..." }`. */
    errorDistribution?: {
        count: string;
        message?: string;
    }[];
    /** hey 0.1.0's `Detailed Report:` lines (with tracing on), as printed: not read. */
    detailedReport?: string[];
    /** Lines inside the run that hey does not print, as printed. */
    otherLines?: string[];
    /** hey's messages before its usage text (`-n cannot be less than -c.`), as printed. */
    messages?: string[];
    /** hey printed its usage text (bad or missing options, no URL): it did not run. */
    usage?: boolean;
    /** oha's own lines (`Success rate:`), as printed: the text is oha's look-alike summary, not hey's. */
    oha?: string[];
}

/** One `spawning thread` line, as printed. */
interface H2loadRawThread {
    thread?: string;
    clients?: string;
    /** `1000 total requests` (count and rate mode). */
    requests?: string;
    /** Timing mode (-D): `Timing-based test with 1s of warm-up time and 3s of main duration`. */
    timing?: boolean;
    warmUp?: string;
    mainDuration?: string;
    /** Rate mode (-r), when -c is above the rate: `Up to 2 client(s) will be created every 500ms`. */
    rate?: string;
    ratePeriod?: string;
}
/** A `N name` field of the requests, status codes or UDP lines, as printed (`5000` `total`, `990` `2xx`). */
interface H2loadRawCount {
    value?: string;
    name?: string;
}
/** A field of the traffic line, as printed: `3.46MB (3625490) total`, `4125025824 bytes total`. */
interface H2loadRawTraffic {
    name?: string;
    /** The size as printed (`3.46MB`, or `4125025824` before the parenthesised form). */
    value?: string;
    /** The exact count in parentheses (`3625490`). */
    bytes?: string;
    /** `bytes` followed the value (the older form): the value is the exact count. */
    bytesWord?: boolean;
    /** `(space savings 39.55%)` after the headers field. */
    spaceSavings?: string;
}
/** One h2load run with every value as printed (the `raw` output). */
interface H2loadRawRun {
    format: "h2load";
    startLine: number;
    endLine: number;
    /** `h2load nghttp2/1.52.0`: the version after the slash. */
    version?: string;
    /** h2load printed its usage text (-h). */
    usage?: boolean;
    /** h2load's messages (option errors and warnings, `client could not connect to host`), as printed. */
    messages?: string[];
    starting?: boolean;
    threads?: H2loadRawThread[];
    tls?: {
        protocol?: string;
        cipher?: string;
        serverTempKey?: string;
    };
    applicationProtocol?: string;
    /** `progress:` lines: the percentage and the words after it (`done`, `of clients started`). */
    progress?: {
        percent?: string;
        what: string;
    }[];
    /** The timing mode's phase lines: the grammar's name for the phase and the thread. */
    phases?: {
        phase: string;
        thread?: string;
    }[];
    finished?: {
        duration?: string;
        requestsPerSecond?: string;
        bytesPerSecond?: string;
    };
    requests?: H2loadRawCount[];
    statusCodes?: H2loadRawCount[];
    traffic?: H2loadRawTraffic[];
    udpDatagrams?: H2loadRawCount[];
    /** The statistics table's column names (`min`, `max`, `mean`, `sd`, `+/- sd`). */
    tableHeader?: string[];
    /** Its rows: the grammar's name for the label (`TimeForRequest`, `ReqPerSecRow`, ...) and the cells as printed. */
    table?: {
        label: string;
        cells: string[];
    }[];
    /** Rows of the table this version of benchparse does not read (HTTP/3's `min RTT`, ...), as printed. */
    unreadRows?: string[];
    /** Lines h2load does not print (prose around a pasted copy), as printed: the raw record's only. */
    otherLines?: string[];
}

/**
 * Row labels free prints, in English and in every translation shipped with procps-ng 4.0.2 (de es fr ka ko pl pt_BR
 * ro sv uk vi zh_CN, read from its procps-ng.mo catalogs), plus BusyBox's. Rows are identified by these labels;
 * the translated words never become keys. Compared after `labelKey()`.
 */
type TableRole = "mem" | "low" | "high" | "buffersCache" | "swap" | "total" | "comm";

/**
 * Column layouts, named after their Mem row:
 * - `buff-cache`: total used free shared buff/cache available (procps-ng >= 3.3.10, BusyBox >= 1.30)
 * - `wide`: total used free shared buffers cache available (procps-ng >= 3.3.10 with -w)
 * - `buffers-cached`: total used free shared buffers cached, with the `-/+ buffers/cache:` row unless -o
 *   (procps 3.2.x, procps-ng 3.3.0-3.3.9, BusyBox 1.24-1.29)
 * - `buffers`: total used free shared buffers (BusyBox <= 1.23, with `-/+ buffers:` in 1.2x)
 * - `line`: `SwapUse … CachUse … MemUse … MemFree …` (procps-ng >= 4.0.4 with -L)
 */
type FreeLayout = "buff-cache" | "wide" | "buffers-cached" | "buffers" | "line";
type LineRole = "swapUsed" | "buffCacheUsed" | "memUsed" | "memFree";
type FreeRole = TableRole | LineRole;
/** One row as printed: its label (possibly translated), the row it was identified as, and its values. */
interface FreeRawRow {
    role: FreeRole;
    label: string;
    values: string[];
}
/** One block of free output (one iteration of -s/-c, or one -L line) with every value as printed (the `raw` output). */
interface FreeRawRecord {
    format: "free";
    layout: FreeLayout;
    /** The column header words as printed (absent for -L lines). */
    header?: string[];
    rows: FreeRawRow[];
    startLine: number;
    endLine: number;
}

/** One bombardier run with every value as printed (the `raw` output). */
interface BombardierRawRun {
    format: "bombardier";
    startLine: number;
    endLine: number;
    /** What follows `Bombarding `: `http://h:8080 for 10s using 125 connection(s)`. */
    intro?: string;
    /** A progress bar frame was printed; `done`: so was `Done!`. */
    progress?: boolean;
    done?: boolean;
    statsHeader?: boolean;
    /** The Reqs/sec row's cells (Avg, Stdev, Max), as printed. */
    requestsPerSecond?: string[];
    /** The Latency row's cells (Avg, Stdev, Max), as printed (`2.44ms`). */
    latency?: string[];
    /** What `There wasn't enough data to compute statistics for ...` lines were printed for: `requests.`, `latencies.`. */
    noData?: string[];
    /** The `-l` Latency Distribution blocks: untitled (before v2.0), `(Total)` and `(2xx)`. */
    latencyDistributions?: {
        which?: string;
        rows: {
            percent: string;
            value?: string;
        }[];
    }[];
    httpCodes?: boolean;
    /** The `1xx - 0, 2xx - 512000, ...` counts by class. */
    codes?: Record<string, string | undefined>;
    others?: string;
    /** The `Errors:` lines: the error's text and its count, as printed. */
    errors?: {
        text: string;
        count?: string;
    }[];
    throughput?: string;
    /** Lines bombardier does not print (a prompt, prose), as printed. */
    otherLines?: string[];
}

/** A table row as printed: its header's column names and its cells, each with where it starts. */
interface AutocannonRawRow {
    columns: string[];
    cells: string[];
}
/** One run of autocannon as printed: every value a string, as it appears in the text. */
interface AutocannonRawRun {
    format: "autocannon";
    startLine: number;
    endLine: number;
    /** `autocannon v9.0.0` and `node v20.20.2` (-v): the versions. */
    version?: string;
    nodeVersion?: string;
    /** The `--warmup` head: its `Running 1s warmup @ ...` and connections lines. */
    warmup?: {
        duration?: string;
        amount?: string;
        connections?: string;
        pipelining?: string;
    };
    duration?: string;
    amount?: string;
    /** The rest of the `Running ... @` line: the URL, and ` (socket path)` with -S. */
    url?: string;
    connections?: string;
    pipelining?: string;
    workers?: string;
    /** The Latency row; `unitless` for the `Latency (ms)` row of autocannon before 3.0 (no ` ms` in the cells). */
    latency?: AutocannonRawRow & {
        unitless: boolean;
    };
    requestRate?: AutocannonRawRow;
    transferRate?: AutocannonRawRow;
    statusCodes?: {
        code: string;
        count?: string;
    }[];
    /** The words after `Req/Bytes counts sampled`: `once per second.` or `every 0.5 seconds.`. */
    sampled?: string;
    samples?: string;
    latencyPercentiles?: {
        percent: string;
        ms?: string;
    }[];
    responses2xx?: string;
    non2xx?: string;
    requests?: string;
    runtime?: string;
    /** `45.9 MB` of `45.9 MB read`. */
    bytesRead?: string;
    /** The totals line was printed (`N requests in ...`): the run's output is complete. */
    totals?: boolean;
    errors?: string;
    timeouts?: string;
    mismatches?: string;
    resets?: string;
}

/** A printed cell with its offset in the parsed text. */
interface AtsarCell {
    text: string;
    offset: number;
}

/** A column of a row: the header's name for it and the value as printed (`2024M`, `46%`, `1.96610 ms`, `?`). */
interface AtsarRawColumn {
    name: string;
    text: string;
    offset: number;
    /** For the top-3 reports: which of the three processes (0, 1, 2) the column belongs to. */
    group?: number;
}
/** The report header `nodename  release  version  machine  YYYY/MM/DD`, as printed. */
interface AtsarRawHeader {
    kind: "header";
    offset: number;
    hostname: string;
    release?: string;
    version?: string;
    machine?: string;
    date: AtsarCell;
}
/** One data row, as printed. */
interface AtsarRawSample {
    kind: "sample";
    offset: number;
    /** Our name for the report (see columns.ts), or `unknown`. */
    section: string;
    /** The header's tag without underscores (`cpu`, `dsk`, `if`), or null for a header without one (PSI). */
    tag: string | null;
    /** The date of the `analysis date:` banner above the row, when there is one. */
    analysisDate?: AtsarCell;
    time: AtsarCell;
    /** The clock time on the column header above (the start of the first interval). */
    headerTime: string;
    /** The item column's name (`cpu`, `disk`, `interf`, ...) when the report has one. */
    keyColumn?: string;
    columns: AtsarRawColumn[];
    /** Cells after the last column: the duplex letter of `-i` (`f`, `h`), the `M` of `-n`, or anything unexpected. */
    extra: AtsarCell[];
    /** The `-M` overload marker at the end of the line: `*` critical, `+` almost critical. */
    marker?: AtsarCell;
}
/** `hh:mm:ss  ......................... logging restarted .........................` (atopsar -r). */
interface AtsarRawRestart {
    kind: "restart";
    offset: number;
    section: string;
    analysisDate?: AtsarCell;
    time: AtsarCell;
}
/** A line of words where a row was expected: `report not available.....`, `no per-process ... available.....`. */
interface AtsarRawNotice {
    kind: "notice";
    offset: number;
    section: string;
    tag: string | null;
    analysisDate?: AtsarCell;
    time: AtsarCell;
    text: string;
}
type AtsarRawRecord = AtsarRawHeader | AtsarRawSample | AtsarRawRestart | AtsarRawNotice;

/**
 * atsar/atopsar sections (reports) and their columns: the column names as printed in the header rows and what we call
 * them. A section is recognised by its tag (`_cpu_`, `_dsk_`, ...) together with a distinctive column, since atopsar
 * uses one tag for two reports (`_if_` for -i and -I, `_ipv4_` for -w and -W, `_tcp_` for -t and -T, `_top3_` for
 * -O/-G/-D/-N). A column we do not know is still kept, as printed, in the record's `columns` map.
 *
 * How a printed value becomes the typed field (`conv`):
 * - `number`: the number as printed (per-second rates, load averages, queue lengths, milliseconds);
 * - `integer`: a whole number (counts);
 * - `percent`: percent, with or without the printed `%`;
 * - `MiB`: mebibytes (`2024M`, atopsar's memory columns) -> bytes;
 * - `KiB`: kibibytes (`KB/read`) -> bytes; `KiBps`: KiB per second (`iKbyte/s`, `12.500K`) -> bytes per second;
 * - `MiBps`: MiB per second (`MBcr/s`) -> bytes per second;
 * - `Mbps` / `Gbps`: megabits / gigabits per second (10^6 / 10^9 bits) -> bits per second;
 * - `text`: a string (GPU type).
 * A printed placeholder (`?` for an unknown interface speed, `N/A` for a GPU counter) becomes null.
 */

type Conversion = "number" | "integer" | "percent" | "MiB" | "KiB" | "KiBps" | "MiBps" | "Mbps" | "Gbps" | "text";
/** One column: [printed name, our field, conversion, description with the unit]. */
type ColumnRow = readonly [string, string, Conversion, string];
declare const SECTIONS$3: readonly [{
    readonly id: "cpu";
    readonly flag: "-c";
    readonly about: "CPU utilization, overall (`all`) and per CPU";
    readonly tags: readonly ["cpu"];
    readonly markers: readonly ["%usr", "%idle", "%sys"];
    readonly key: "cpu";
    readonly columns: readonly [readonly [string, "cpuUserPercent", "percent", string], readonly [string, "cpuNicePercent", "percent", string], readonly [string, "cpuSystemPercent", "percent", string], readonly [string, "cpuIrqPercent", "percent", string], readonly [string, "cpuSoftirqPercent", "percent", string], readonly [string, "cpuStealPercent", "percent", string], readonly [string, "cpuGuestPercent", "percent", string], readonly [string, "cpuIowaitPercent", "percent", string], readonly [string, "cpuIdlePercent", "percent", string]];
}, {
    readonly id: "load";
    readonly flag: "-p";
    readonly about: "Process(or) load: context switches, interrupts, forks, load averages";
    readonly tags: readonly ["load"];
    readonly markers: readonly ["pswch/s", "loadavg1"];
    readonly columns: readonly [readonly [string, "contextSwitchesPerSecond", "number", string], readonly [string, "interruptsPerSecond", "number", string], readonly [string, "clonesPerSecond", "number", string], readonly [string, "loadAverage1", "number", string], readonly [string, "loadAverage5", "number", string], readonly [string, "loadAverage15", "number", string]];
}, {
    readonly id: "procthr";
    readonly flag: "-P";
    readonly about: "Processes and threads";
    readonly tags: readonly ["procthr"];
    readonly markers: readonly ["curproc", "pexit/s"];
    readonly columns: readonly [readonly [string, "clonesPerSecond", "number", string], readonly [string, "processExitsPerSecond", "number", string], readonly [string, "processCount", "integer", string], readonly [string, "zombieCount", "integer", string], readonly [string, "threadsRunning", "integer", string], readonly [string, "threadsRunning", "integer", string], readonly [string, "threadsSleepingInterruptible", "integer", string], readonly [string, "threadsSleepingInterruptible", "integer", string], readonly [string, "threadsSleepingUninterruptible", "integer", string], readonly [string, "threadsSleepingUninterruptible", "integer", string], readonly [string, "threadsIdle", "integer", string]];
}, {
    readonly id: "gpu";
    readonly flag: "-g";
    readonly about: "GPU utilization, per GPU";
    readonly tags: readonly ["gpu"];
    readonly markers: readonly ["gpubusy", "busaddr"];
    readonly key: "busaddr";
    readonly columns: readonly [readonly [string, "gpuBusyPercent", "percent", string], readonly [string, "memBusyPercent", "percent", string], readonly [string, "memOccupiedPercent", "percent", string], readonly [string, "memTotalBytes", "MiB", string], readonly [string, "memUsedBytes", "MiB", string], readonly [string, "gpuType", "text", string]];
}, {
    readonly id: "mem";
    readonly flag: "-m";
    readonly about: "Memory and swap space";
    readonly tags: readonly ["mem"];
    readonly markers: readonly ["memfree", "memtotal", "memtot"];
    readonly columns: readonly [readonly [string, "memTotalBytes", "MiB", string], readonly [string, "memTotalBytes", "MiB", string], readonly [string, "memFreeBytes", "MiB", string], readonly [string, "memBuffersBytes", "MiB", string], readonly [string, "memCachedBytes", "MiB", string], readonly [string, "memDirtyBytes", "MiB", string], readonly [string, "memSlabBytes", "MiB", string], readonly [string, "swapTotalBytes", "MiB", string], readonly [string, "swapTotalBytes", "MiB", string], readonly [string, "swapFreeBytes", "MiB", string]];
}, {
    readonly id: "swap";
    readonly flag: "-s";
    readonly about: "Paging and swapping, committed memory";
    readonly tags: readonly ["swap"];
    readonly markers: readonly ["pagescan/s", "swapin/s", "swapout/s"];
    readonly columns: readonly [readonly [string, "pageScansPerSecond", "number", string], readonly [string, "swapInsPerSecond", "number", string], readonly [string, "swapOutsPerSecond", "number", string], readonly [string, "oomKills", "integer", string], readonly [string, "memCommittedBytes", "MiB", string], readonly [string, "memCommitLimitBytes", "MiB", string]];
}, {
    readonly id: "psi";
    readonly flag: "-B";
    readonly about: "Pressure stall information (the header has no tag)";
    readonly tags: readonly [""];
    readonly markers: readonly ["cpusome", "memsome", "iosome"];
    readonly columns: readonly [readonly [string, "psiCpuSomePercent", "percent", string], readonly [string, "psiMemorySomePercent", "percent", string], readonly [string, "psiMemoryFullPercent", "percent", string], readonly [string, "psiIoSomePercent", "percent", string], readonly [string, "psiIoFullPercent", "percent", string]];
}, {
    readonly id: "lvm";
    readonly flag: "-l";
    readonly about: "Logical volume activity, per volume";
    readonly tags: readonly ["lvm"];
    readonly markers: readonly ["read/s", "busy"];
    readonly key: "disk";
    readonly columns: readonly [readonly [string, "busyPercent", "percent", string], readonly [string, "readsPerSecond", "number", string], readonly [string, "avgReadSizeBytes", "KiB", string], readonly [string, "writesPerSecond", "number", string], readonly [string, "avgWriteSizeBytes", "KiB", string], readonly [string, "avgQueueLength", "number", string], readonly [string, "avgServiceTimeMs", "number", string]];
}, {
    readonly id: "mdd";
    readonly flag: "-f";
    readonly about: "Multiple-device (md) activity, per device";
    readonly tags: readonly ["mdd"];
    readonly markers: readonly ["read/s", "busy"];
    readonly key: "disk";
    readonly columns: readonly [readonly [string, "busyPercent", "percent", string], readonly [string, "readsPerSecond", "number", string], readonly [string, "avgReadSizeBytes", "KiB", string], readonly [string, "writesPerSecond", "number", string], readonly [string, "avgWriteSizeBytes", "KiB", string], readonly [string, "avgQueueLength", "number", string], readonly [string, "avgServiceTimeMs", "number", string]];
}, {
    readonly id: "disk";
    readonly flag: "-d";
    readonly about: "Disk activity, per disk";
    readonly tags: readonly ["dsk"];
    readonly markers: readonly ["read/s", "busy"];
    readonly key: "disk";
    readonly columns: readonly [readonly [string, "busyPercent", "percent", string], readonly [string, "readsPerSecond", "number", string], readonly [string, "avgReadSizeBytes", "KiB", string], readonly [string, "writesPerSecond", "number", string], readonly [string, "avgWriteSizeBytes", "KiB", string], readonly [string, "avgQueueLength", "number", string], readonly [string, "avgServiceTimeMs", "number", string]];
}, {
    readonly id: "ib";
    readonly flag: "-h";
    readonly about: "InfiniBand utilization, per port";
    readonly tags: readonly ["ib"];
    readonly markers: readonly ["igbps", "lanes"];
    readonly key: "controller";
    readonly columns: readonly [readonly [string, "port", "integer", string], readonly [string, "busyPercent", "percent", string], readonly [string, "rxPacketsPerSecond", "number", string], readonly [string, "txPacketsPerSecond", "number", string], readonly [string, "rxBitsPerSecond", "Gbps", string], readonly [string, "txBitsPerSecond", "Gbps", string], readonly [string, "speedBitsPerSecond", "Gbps", string], readonly [string, "lanes", "integer", string]];
}, {
    readonly id: "nfs-mounts";
    readonly flag: "-n";
    readonly about: "NFS client mounts, per mounted device";
    readonly tags: readonly ["nfm"];
    readonly markers: readonly ["physread/s", "physwrit/s"];
    readonly key: "mounted_device";
    readonly columns: readonly [readonly [string, "readBytesPerSecond", "KiBps", string], readonly [string, "writeBytesPerSecond", "KiBps", string]];
}, {
    readonly id: "nfs-client";
    readonly flag: "-j";
    readonly about: "NFS client RPC activity";
    readonly tags: readonly ["nfc"];
    readonly markers: readonly ["autrefresh/s", "retrans/s"];
    readonly columns: readonly [readonly [string, "rpcCallsPerSecond", "number", string], readonly [string, "rpcReadsPerSecond", "number", string], readonly [string, "rpcWritesPerSecond", "number", string], readonly [string, "rpcRetransmissionsPerSecond", "number", string], readonly [string, "rpcAuthRefreshesPerSecond", "number", string]];
}, {
    readonly id: "nfs-server";
    readonly flag: "-J";
    readonly about: "NFS server RPC activity";
    readonly tags: readonly ["nfs"];
    readonly markers: readonly ["MBcr/s", "nettcp/s"];
    readonly columns: readonly [readonly [string, "rpcCallsPerSecond", "number", string], readonly [string, "rpcReadsPerSecond", "number", string], readonly [string, "rpcWritesPerSecond", "number", string], readonly [string, "readBytesPerSecond", "MiBps", string], readonly [string, "writeBytesPerSecond", "MiBps", string], readonly [string, "tcpRequestsPerSecond", "number", string], readonly [string, "udpRequestsPerSecond", "number", string]];
}, {
    readonly id: "if";
    readonly flag: "-i";
    readonly about: "Network interfaces, per interface";
    readonly tags: readonly ["if"];
    readonly markers: readonly ["ipack/s", "iKbyte/s"];
    readonly key: "interf";
    readonly columns: readonly [readonly [string, "busyPercent", "percent", string], readonly [string, "rxPacketsPerSecond", "number", string], readonly [string, "txPacketsPerSecond", "number", string], readonly [string, "rxBytesPerSecond", "KiBps", string], readonly [string, "txBytesPerSecond", "KiBps", string], readonly [string, "rxBitsPerSecond", "Mbps", string], readonly [string, "txBitsPerSecond", "Mbps", string], readonly [string, "speedBitsPerSecond", "Mbps", string]];
}, {
    readonly id: "if-errors";
    readonly flag: "-I";
    readonly about: "Network interface errors, per interface";
    readonly tags: readonly ["if"];
    readonly markers: readonly ["ierr/s", "coll/s", "ocarrier/s"];
    readonly key: "interf";
    readonly columns: readonly [readonly [string, "rxErrorsPerSecond", "number", string], readonly [string, "txErrorsPerSecond", "number", string], readonly [string, "collisionsPerSecond", "number", string], readonly [string, "rxDropsPerSecond", "number", string], readonly [string, "txDropsPerSecond", "number", string], readonly [string, "rxFrameErrorsPerSecond", "number", string], readonly [string, "txCarrierErrorsPerSecond", "number", string]];
}, {
    readonly id: "ipv4";
    readonly flag: "-w";
    readonly about: "IPv4";
    readonly tags: readonly ["ipv4"];
    readonly markers: readonly ["inrecv/s", "indeliver/s"];
    readonly columns: readonly [readonly [string, "inReceivesPerSecond", "number", string], readonly [string, "outRequestsPerSecond", "number", string], readonly [string, "inDeliversPerSecond", "number", string], readonly [string, "forwardedPerSecond", "number", string], readonly [string, "reassembledPerSecond", "number", string], readonly [string, "fragmentsCreatedPerSecond", "number", string]];
}, {
    readonly id: "ipv4-errors";
    readonly flag: "-W";
    readonly about: "IPv4 errors";
    readonly tags: readonly ["ipv4"];
    readonly markers: readonly ["in: dsc/s", "hder/s", "nrt/s"];
    readonly columns: readonly [readonly [string, "inDiscardsPerSecond", "number", string], readonly [string, "inHeaderErrorsPerSecond", "number", string], readonly [string, "inAddressErrorsPerSecond", "number", string], readonly [string, "inUnknownProtocolsPerSecond", "number", string], readonly [string, "reassemblyTimeoutsPerSecond", "number", string], readonly [string, "reassemblyFailuresPerSecond", "number", string], readonly [string, "outDiscardsPerSecond", "number", string], readonly [string, "outNoRoutesPerSecond", "number", string]];
}, {
    readonly id: "icmpv4";
    readonly flag: "-y";
    readonly about: "ICMPv4";
    readonly tags: readonly ["icmpv4"];
    readonly markers: readonly ["intot/s", "inecho/s"];
    readonly columns: readonly [readonly [string, "inMessagesPerSecond", "number", string], readonly [string, "outMessagesPerSecond", "number", string], readonly [string, "inEchoRequestsPerSecond", "number", string], readonly [string, "inEchoRepliesPerSecond", "number", string], readonly [string, "outEchoRequestsPerSecond", "number", string], readonly [string, "outEchoRepliesPerSecond", "number", string]];
}, {
    readonly id: "icmpv4-types";
    readonly flag: "-Y";
    readonly about: "ICMPv4 per message type";
    readonly tags: readonly ["icmpv4"];
    readonly markers: readonly ["isq/s", "ird/s"];
    readonly columns: readonly [readonly [string, "inErrorsPerSecond", "number", string], readonly [string, "inSourceQuenchesPerSecond", "number", string], readonly [string, "inRedirectsPerSecond", "number", string], readonly [string, "inDestUnreachablePerSecond", "number", string], readonly [string, "inTimeExceededPerSecond", "number", string], readonly [string, "outErrorsPerSecond", "number", string], readonly [string, "outSourceQuenchesPerSecond", "number", string], readonly [string, "outRedirectsPerSecond", "number", string], readonly [string, "outDestUnreachablePerSecond", "number", string], readonly [string, "outTimeExceededPerSecond", "number", string]];
}, {
    readonly id: "udpv4";
    readonly flag: "-u";
    readonly about: "UDPv4";
    readonly tags: readonly ["udpv4"];
    readonly markers: readonly ["indgram/s"];
    readonly columns: readonly [readonly [string, "inDatagramsPerSecond", "number", string], readonly [string, "outDatagramsPerSecond", "number", string], readonly [string, "inErrorsPerSecond", "number", string], readonly [string, "noPortPerSecond", "number", string]];
}, {
    readonly id: "ipv6";
    readonly flag: "-z";
    readonly about: "IPv6";
    readonly tags: readonly ["ipv6"];
    readonly markers: readonly ["inrecv/s", "indeliv/s"];
    readonly columns: readonly [readonly [string, "inReceivesPerSecond", "number", string], readonly [string, "outRequestsPerSecond", "number", string], readonly [string, "inMulticastPerSecond", "number", string], readonly [string, "outMulticastPerSecond", "number", string], readonly [string, "inDeliversPerSecond", "number", string], readonly [string, "reassembledPerSecond", "number", string], readonly [string, "fragmentsCreatedPerSecond", "number", string]];
}, {
    readonly id: "ipv6-errors";
    readonly flag: "-Z";
    readonly about: "IPv6 errors";
    readonly tags: readonly ["ipv6"];
    readonly markers: readonly ["in: dsc/s", "hder/s", "nrt/s"];
    readonly columns: readonly [readonly [string, "inDiscardsPerSecond", "number", string], readonly [string, "inHeaderErrorsPerSecond", "number", string], readonly [string, "inAddressErrorsPerSecond", "number", string], readonly [string, "inUnknownProtocolsPerSecond", "number", string], readonly [string, "reassemblyTimeoutsPerSecond", "number", string], readonly [string, "reassemblyFailuresPerSecond", "number", string], readonly [string, "outDiscardsPerSecond", "number", string], readonly [string, "outNoRoutesPerSecond", "number", string]];
}, {
    readonly id: "icmpv6";
    readonly flag: "-k";
    readonly about: "ICMPv6";
    readonly tags: readonly ["icmp6", "icmpv6"];
    readonly markers: readonly ["innsol/s", "otnadv/s"];
    readonly columns: readonly [readonly [string, "inMessagesPerSecond", "number", string], readonly [string, "outMessagesPerSecond", "number", string], readonly [string, "inErrorsPerSecond", "number", string], readonly [string, "inNeighborSolicitsPerSecond", "number", string], readonly [string, "inNeighborAdvertisementsPerSecond", "number", string], readonly [string, "outNeighborSolicitsPerSecond", "number", string], readonly [string, "outNeighborAdvertisementsPerSecond", "number", string]];
}, {
    readonly id: "icmpv6-types";
    readonly flag: "-K";
    readonly about: "ICMPv6 per message type";
    readonly tags: readonly ["icmpv6", "icmp6"];
    readonly markers: readonly ["iecho/s", "ierep/s", "oerep/s"];
    readonly columns: readonly [readonly [string, "inEchoRequestsPerSecond", "number", string], readonly [string, "inEchoRepliesPerSecond", "number", string], readonly [string, "outEchoRepliesPerSecond", "number", string], readonly [string, "inDestUnreachablePerSecond", "number", string], readonly [string, "outDestUnreachablePerSecond", "number", string], readonly [string, "inRedirectsPerSecond", "number", string], readonly [string, "outRedirectsPerSecond", "number", string], readonly [string, "inTimeExceededPerSecond", "number", string], readonly [string, "outTimeExceededPerSecond", "number", string]];
}, {
    readonly id: "udpv6";
    readonly flag: "-U";
    readonly about: "UDPv6";
    readonly tags: readonly ["udpv6"];
    readonly markers: readonly ["indgram/s"];
    readonly columns: readonly [readonly [string, "inDatagramsPerSecond", "number", string], readonly [string, "outDatagramsPerSecond", "number", string], readonly [string, "inErrorsPerSecond", "number", string], readonly [string, "noPortPerSecond", "number", string]];
}, {
    readonly id: "tcp";
    readonly flag: "-t";
    readonly about: "TCP";
    readonly tags: readonly ["tcp"];
    readonly markers: readonly ["insegs/s", "nowopen"];
    readonly columns: readonly [readonly [string, "inSegmentsPerSecond", "number", string], readonly [string, "outSegmentsPerSecond", "number", string], readonly [string, "activeOpensPerSecond", "number", string], readonly [string, "passiveOpensPerSecond", "number", string], readonly [string, "establishedConnections", "integer", string]];
}, {
    readonly id: "tcp-errors";
    readonly flag: "-T";
    readonly about: "TCP errors";
    readonly tags: readonly ["tcp"];
    readonly markers: readonly ["retrans/s", "attfail/s", "estabreset/s"];
    readonly columns: readonly [readonly [string, "inErrorsPerSecond", "number", string], readonly [string, "retransmitsPerSecond", "number", string], readonly [string, "attemptFailsPerSecond", "number", string], readonly [string, "establishedResetsPerSecond", "number", string], readonly [string, "outResetsPerSecond", "number", string]];
}, {
    readonly id: "http";
    readonly flag: "-h";
    readonly about: "HTTP activity (old atop builds with HTTPSTATS, where -h selected it)";
    readonly tags: readonly ["http"];
    readonly markers: readonly ["requests/s", "busyworkers"];
    readonly columns: readonly [readonly [string, "requestsPerSecond", "number", string], readonly [string, "bytesPerSecond", "KiBps", string], readonly [string, "bytesPerRequest", "number", string], readonly [string, "idleWorkers", "integer", string], readonly [string, "busyWorkers", "integer", string]];
}, {
    readonly id: "top3-cpu";
    readonly flag: "-O";
    readonly about: "The three busiest processes; the typed list is `processes`, by CPU";
    readonly tags: readonly ["top3"];
    readonly markers: readonly ["cpu%"];
    readonly columns: readonly [];
}, {
    readonly id: "top3-mem";
    readonly flag: "-G";
    readonly about: "The three busiest processes; the typed list is `processes`, by memory";
    readonly tags: readonly ["top3"];
    readonly markers: readonly ["mem%"];
    readonly columns: readonly [];
}, {
    readonly id: "top3-disk";
    readonly flag: "-D";
    readonly about: "The three busiest processes; the typed list is `processes`, by disk";
    readonly tags: readonly ["top3"];
    readonly markers: readonly ["dsk%"];
    readonly columns: readonly [];
}, {
    readonly id: "top3-net";
    readonly flag: "-N";
    readonly about: "The three busiest processes; the typed list is `processes`, by network";
    readonly tags: readonly ["top3"];
    readonly markers: readonly ["net%"];
    readonly columns: readonly [];
}];
/** The sections whose rows list three processes (`pid command cpu% | ...`). */
declare const TOP3_SECTIONS: readonly ["top3-cpu", "top3-mem", "top3-disk", "top3-net"];
type Top3SectionId = (typeof TOP3_SECTIONS)[number];
/** The typed field of a top-3 process entry, per section. */
declare const TOP3_FIELD: {
    readonly "top3-cpu": "cpuPercent";
    readonly "top3-mem": "memPercent";
    readonly "top3-disk": "diskPercent";
    readonly "top3-net": "netPercent";
};

type Sections = typeof SECTIONS$3;
type Section = Sections[number];
type SectionId = Section["id"];
/** The typed fields of one section: numbers, or strings for `text` columns; null for a printed placeholder. */
type FieldsOf<S extends {
    columns: readonly ColumnRow[];
}> = {
    [R in S["columns"][number] as R[1]]?: R[2] extends "text" ? string | null : number | null;
};
interface RowBase {
    format: "atsar";
    kind: "sample";
    timestamp?: string;
    time: string;
    tag: string | null;
    keyColumn?: string;
    key?: string;
    columns: Record<string, string>;
    marker?: "critical" | "almost-critical";
    extra?: string[];
    warnings?: string[];
}
type Top3Entry<F extends string> = {
    rank: number;
    pid: number;
    command: string;
} & {
    [K in F]: number;
};
type ExtrasOf<Id extends string> = Id extends "if" ? {
    duplex?: "full" | "half";
} : Id extends "nfs-mounts" ? {
    recentlyMounted?: boolean;
} : Id extends Top3SectionId ? {
    processes: Top3Entry<(typeof TOP3_FIELD)[Id]>[];
} : unknown;
/** A data row: its timestamp, report, item and values. */
declare const AtsarSampleRecord: z.ZodType<{ [S in Section as S["id"]]: RowBase & {
    section: S["id"];
} & FieldsOf<S> & ExtrasOf<S["id"]>; }[SectionId] | (RowBase & {
    section: "unknown";
})>;
type AtsarSampleRecord = z.infer<typeof AtsarSampleRecord>;
declare const AtsarHeaderRecord: z.ZodObject<{
    format: z.ZodLiteral<"atsar">;
    kind: z.ZodLiteral<"header">;
    hostname: z.ZodString;
    kernelRelease: z.ZodOptional<z.ZodString>;
    kernelVersion: z.ZodOptional<z.ZodString>;
    machine: z.ZodOptional<z.ZodString>;
    date: z.ZodString;
}, z.core.$strip>;
type AtsarHeaderRecord = z.infer<typeof AtsarHeaderRecord>;
declare const AtsarRestartRecord: z.ZodObject<{
    format: z.ZodLiteral<"atsar">;
    kind: z.ZodLiteral<"restart">;
    section: z.ZodString;
    timestamp: z.ZodOptional<z.ZodString>;
    time: z.ZodString;
}, z.core.$strip>;
type AtsarRestartRecord = z.infer<typeof AtsarRestartRecord>;
declare const AtsarNoticeRecord: z.ZodObject<{
    format: z.ZodLiteral<"atsar">;
    kind: z.ZodLiteral<"notice">;
    section: z.ZodString;
    timestamp: z.ZodOptional<z.ZodString>;
    time: z.ZodString;
    tag: z.ZodNullable<z.ZodString>;
    text: z.ZodString;
}, z.core.$strip>;
type AtsarNoticeRecord = z.infer<typeof AtsarNoticeRecord>;
/** Any atsar record; `kind` says which (and `section`, for samples). */
declare const AtsarRecord: z.ZodType<AtsarHeaderRecord | AtsarSampleRecord | AtsarRestartRecord | AtsarNoticeRecord>;
type AtsarRecord = z.infer<typeof AtsarRecord>;

declare const AbGnuplotRecord: z.ZodObject<{
    format: z.ZodLiteral<"ab-gnuplot">;
    startTime: z.ZodNullable<z.ZodString>;
    startEpochSeconds: z.ZodNumber;
    ctimeMs: z.ZodNumber;
    dtimeMs: z.ZodNumber;
    ttimeMs: z.ZodNumber;
    waitMs: z.ZodNumber;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type AbGnuplotRecord = z.infer<typeof AbGnuplotRecord>;

type AbGnuplotRaw = {
    format: "ab-gnuplot";
    starttime: string;
    seconds: string;
    ctime: string;
    dtime: string;
    ttime: string;
    wait: string;
};

interface AbCsvRawRow {
    percent: string;
    ms: string;
    offset: number;
}

/** One row of the file. */
declare const AbCsvPercentile: z.ZodObject<{
    percent: z.ZodNumber;
    ms: z.ZodNumber;
}, z.core.$strip>;
declare const AbCsvRecord: z.ZodObject<{
    format: z.ZodLiteral<"ab-csv">;
    numberFormat: z.ZodEnum<{
        decimal: "decimal";
        exponent: "exponent";
    }>;
    percentiles: z.ZodArray<z.ZodObject<{
        percent: z.ZodNumber;
        ms: z.ZodNumber;
    }, z.core.$strip>>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type AbCsvRecord = z.infer<typeof AbCsvRecord>;

interface AbCsvRaw {
    format: "ab-csv";
    rows: AbCsvRawRow[];
}

/** One ab run with every value as printed (the `raw` output). Values keep their printed unit text. */
interface AbRawRun {
    format: "ab";
    variant: "text" | "html";
    startLine: number;
    endLine: number;
    banner?: string;
    benchmarking?: string;
    completed?: string[];
    finished?: string;
    serverSoftware?: string;
    serverHostname?: string;
    serverPort?: string;
    sslTlsProtocol?: string;
    serverTempKey?: string;
    tlsServerName?: string;
    documentPath?: string;
    documentLength?: string;
    concurrencyLevel?: string;
    numberOfWorkers?: string;
    concurrencyAchieved?: string;
    rampupDelay?: string;
    numberOfRequests?: string;
    timeTakenForTests?: string;
    completeRequests?: string;
    failedRequests?: string;
    failedBreakdown?: Record<string, string>;
    writeErrors?: string;
    brokenPipeErrors?: string;
    non2xxResponses?: string;
    keepAliveRequests?: string;
    keepAliveAborts?: string;
    totalTransferred?: string;
    totalBodySent?: string;
    htmlTransferred?: string;
    requestsPerSecond?: string;
    timePerRequest?: string;
    timePerRequestAcrossAll?: string;
    transferRate?: string;
    transferRateSent?: string;
    transferRateTotal?: string;
    connectionTimesStyle?: "full" | "short";
    connectionTimes?: Record<string, string[]>;
    diagnostics?: string[];
    percentiles?: {
        percent: string;
        ms: string;
        note?: string;
    }[];
    totalOfRequestsCompleted?: string;
    testAbortedAfter?: string;
    errors?: string[];
    interrupted?: boolean;
}

declare const formats: {
    readonly ab: FormatDefinition<{
        format: "ab";
        variant: "text" | "html";
        status: "complete" | "aborted" | "interrupted" | "incomplete";
        version?: string | undefined;
        revision?: string | undefined;
        error?: {
            message: string;
            function?: string | undefined;
            code?: number | undefined;
        } | undefined;
        errors?: string[] | undefined;
        requestsCompletedBeforeAbort?: number | undefined;
        testAbortedAfterFailures?: number | undefined;
        host?: string | undefined;
        proxy?: {
            host: string;
            port: number;
        } | undefined;
        progressCompleted?: number | undefined;
        finishedRequests?: number | undefined;
        serverSoftware?: string | null | undefined;
        serverHostname?: string | undefined;
        serverPort?: number | undefined;
        tls?: {
            protocol: string;
            cipher?: string | undefined;
            publicKeyBits?: number | undefined;
            cipherBits?: number | undefined;
        } | undefined;
        serverTempKey?: string | undefined;
        serverTempKeyBits?: number | undefined;
        tlsServerName?: string | undefined;
        documentPath?: string | undefined;
        documentLengthBytes?: number | undefined;
        documentLengthVariable?: boolean | undefined;
        concurrencyLevel?: number | undefined;
        numberOfWorkers?: number | undefined;
        concurrencyAchieved?: number | undefined;
        rampupDelayMs?: number | undefined;
        numberOfRequests?: number | undefined;
        timeTakenSeconds?: number | undefined;
        completeRequests?: number | undefined;
        failedRequests?: number | undefined;
        failedBreakdown?: {
            connect: number;
            length: number;
            exceptions: number;
            receive?: number | undefined;
        } | undefined;
        writeErrors?: number | undefined;
        brokenPipeErrors?: number | undefined;
        non2xxResponses?: number | undefined;
        keepAliveRequests?: number | undefined;
        keepAliveAborts?: number | undefined;
        totalTransferredBytes?: number | undefined;
        totalBodySentBytes?: number | undefined;
        htmlTransferredBytes?: number | undefined;
        requestsPerSecond?: number | null | undefined;
        timePerRequestMs?: number | null | undefined;
        timePerRequestAcrossAllMs?: number | null | undefined;
        transferRateBytesPerSecond?: number | null | undefined;
        transferRateSentBytesPerSecond?: number | undefined;
        transferRateTotalBytesPerSecond?: number | undefined;
        connectionTimes?: {
            style: "full" | "short";
            connect?: {
                minMs: number;
                meanMs: number;
                maxMs: number;
                sdMs?: number | undefined;
                medianMs?: number | undefined;
            } | undefined;
            processing?: {
                minMs: number;
                meanMs: number;
                maxMs: number;
                sdMs?: number | undefined;
                medianMs?: number | undefined;
            } | undefined;
            waiting?: {
                minMs: number;
                meanMs: number;
                maxMs: number;
                sdMs?: number | undefined;
                medianMs?: number | undefined;
            } | undefined;
            total?: {
                minMs: number;
                meanMs: number;
                maxMs: number;
                sdMs?: number | undefined;
                medianMs?: number | undefined;
            } | undefined;
        } | undefined;
        diagnostics?: string[] | undefined;
        percentiles?: {
            percent: number;
            ms: number | null;
        }[] | undefined;
        successfulRequests?: number | undefined;
        successRate?: number | undefined;
        warnings?: string[] | undefined;
    }, AbRawRun, {}>;
    readonly "ab-csv": FormatDefinition<{
        format: "ab-csv";
        numberFormat: "decimal" | "exponent";
        percentiles: {
            percent: number;
            ms: number;
        }[];
        warnings?: string[] | undefined;
    }, AbCsvRaw, {}>;
    readonly "ab-gnuplot": FormatDefinition<{
        format: "ab-gnuplot";
        startTime: string | null;
        startEpochSeconds: number;
        ctimeMs: number;
        dtimeMs: number;
        ttimeMs: number;
        waitMs: number;
        warnings?: string[] | undefined;
    }, AbGnuplotRaw, {}>;
    readonly atsar: FormatDefinition<{
        format: "atsar";
        kind: "header";
        hostname: string;
        date: string;
        kernelRelease?: string | undefined;
        kernelVersion?: string | undefined;
        machine?: string | undefined;
    } | (RowBase & {
        section: "cpu";
    } & {
        cpuUserPercent?: number | null | undefined;
        cpuNicePercent?: number | null | undefined;
        cpuSystemPercent?: number | null | undefined;
        cpuIrqPercent?: number | null | undefined;
        cpuSoftirqPercent?: number | null | undefined;
        cpuStealPercent?: number | null | undefined;
        cpuGuestPercent?: number | null | undefined;
        cpuIowaitPercent?: number | null | undefined;
        cpuIdlePercent?: number | null | undefined;
    }) | (RowBase & {
        section: "load";
    } & {
        contextSwitchesPerSecond?: number | null | undefined;
        interruptsPerSecond?: number | null | undefined;
        clonesPerSecond?: number | null | undefined;
        loadAverage1?: number | null | undefined;
        loadAverage5?: number | null | undefined;
        loadAverage15?: number | null | undefined;
    }) | (RowBase & {
        section: "procthr";
    } & {
        clonesPerSecond?: number | null | undefined;
        processExitsPerSecond?: number | null | undefined;
        processCount?: number | null | undefined;
        zombieCount?: number | null | undefined;
        threadsRunning?: number | null | undefined;
        threadsSleepingInterruptible?: number | null | undefined;
        threadsSleepingUninterruptible?: number | null | undefined;
        threadsIdle?: number | null | undefined;
    }) | (RowBase & {
        section: "gpu";
    } & {
        gpuBusyPercent?: number | null | undefined;
        memBusyPercent?: number | null | undefined;
        memOccupiedPercent?: number | null | undefined;
        memTotalBytes?: number | null | undefined;
        memUsedBytes?: number | null | undefined;
        gpuType?: string | null | undefined;
    }) | (RowBase & {
        section: "mem";
    } & {
        memTotalBytes?: number | null | undefined;
        memFreeBytes?: number | null | undefined;
        memBuffersBytes?: number | null | undefined;
        memCachedBytes?: number | null | undefined;
        memDirtyBytes?: number | null | undefined;
        memSlabBytes?: number | null | undefined;
        swapTotalBytes?: number | null | undefined;
        swapFreeBytes?: number | null | undefined;
    }) | (RowBase & {
        section: "swap";
    } & {
        pageScansPerSecond?: number | null | undefined;
        swapInsPerSecond?: number | null | undefined;
        swapOutsPerSecond?: number | null | undefined;
        oomKills?: number | null | undefined;
        memCommittedBytes?: number | null | undefined;
        memCommitLimitBytes?: number | null | undefined;
    }) | (RowBase & {
        section: "psi";
    } & {
        psiCpuSomePercent?: number | null | undefined;
        psiMemorySomePercent?: number | null | undefined;
        psiMemoryFullPercent?: number | null | undefined;
        psiIoSomePercent?: number | null | undefined;
        psiIoFullPercent?: number | null | undefined;
    }) | (RowBase & {
        section: "lvm";
    } & {
        busyPercent?: number | null | undefined;
        readsPerSecond?: number | null | undefined;
        avgReadSizeBytes?: number | null | undefined;
        writesPerSecond?: number | null | undefined;
        avgWriteSizeBytes?: number | null | undefined;
        avgQueueLength?: number | null | undefined;
        avgServiceTimeMs?: number | null | undefined;
    }) | (RowBase & {
        section: "disk";
    } & {
        busyPercent?: number | null | undefined;
        readsPerSecond?: number | null | undefined;
        avgReadSizeBytes?: number | null | undefined;
        writesPerSecond?: number | null | undefined;
        avgWriteSizeBytes?: number | null | undefined;
        avgQueueLength?: number | null | undefined;
        avgServiceTimeMs?: number | null | undefined;
    }) | (RowBase & {
        section: "mdd";
    } & {
        busyPercent?: number | null | undefined;
        readsPerSecond?: number | null | undefined;
        avgReadSizeBytes?: number | null | undefined;
        writesPerSecond?: number | null | undefined;
        avgWriteSizeBytes?: number | null | undefined;
        avgQueueLength?: number | null | undefined;
        avgServiceTimeMs?: number | null | undefined;
    }) | (RowBase & {
        section: "ib";
    } & {
        busyPercent?: number | null | undefined;
        port?: number | null | undefined;
        rxPacketsPerSecond?: number | null | undefined;
        txPacketsPerSecond?: number | null | undefined;
        rxBitsPerSecond?: number | null | undefined;
        txBitsPerSecond?: number | null | undefined;
        speedBitsPerSecond?: number | null | undefined;
        lanes?: number | null | undefined;
    }) | (RowBase & {
        section: "nfs-mounts";
    } & {
        readBytesPerSecond?: number | null | undefined;
        writeBytesPerSecond?: number | null | undefined;
    } & {
        recentlyMounted?: boolean;
    }) | (RowBase & {
        section: "nfs-client";
    } & {
        rpcCallsPerSecond?: number | null | undefined;
        rpcReadsPerSecond?: number | null | undefined;
        rpcWritesPerSecond?: number | null | undefined;
        rpcRetransmissionsPerSecond?: number | null | undefined;
        rpcAuthRefreshesPerSecond?: number | null | undefined;
    }) | (RowBase & {
        section: "nfs-server";
    } & {
        rpcCallsPerSecond?: number | null | undefined;
        rpcReadsPerSecond?: number | null | undefined;
        rpcWritesPerSecond?: number | null | undefined;
        readBytesPerSecond?: number | null | undefined;
        writeBytesPerSecond?: number | null | undefined;
        tcpRequestsPerSecond?: number | null | undefined;
        udpRequestsPerSecond?: number | null | undefined;
    }) | (RowBase & {
        section: "if";
    } & {
        busyPercent?: number | null | undefined;
        rxPacketsPerSecond?: number | null | undefined;
        txPacketsPerSecond?: number | null | undefined;
        rxBytesPerSecond?: number | null | undefined;
        txBytesPerSecond?: number | null | undefined;
        rxBitsPerSecond?: number | null | undefined;
        txBitsPerSecond?: number | null | undefined;
        speedBitsPerSecond?: number | null | undefined;
    } & {
        duplex?: "full" | "half";
    }) | (RowBase & {
        section: "if-errors";
    } & {
        rxErrorsPerSecond?: number | null | undefined;
        txErrorsPerSecond?: number | null | undefined;
        collisionsPerSecond?: number | null | undefined;
        rxDropsPerSecond?: number | null | undefined;
        txDropsPerSecond?: number | null | undefined;
        rxFrameErrorsPerSecond?: number | null | undefined;
        txCarrierErrorsPerSecond?: number | null | undefined;
    }) | (RowBase & {
        section: "ipv4";
    } & {
        inReceivesPerSecond?: number | null | undefined;
        outRequestsPerSecond?: number | null | undefined;
        inDeliversPerSecond?: number | null | undefined;
        forwardedPerSecond?: number | null | undefined;
        reassembledPerSecond?: number | null | undefined;
        fragmentsCreatedPerSecond?: number | null | undefined;
    }) | (RowBase & {
        section: "ipv4-errors";
    } & {
        inDiscardsPerSecond?: number | null | undefined;
        inHeaderErrorsPerSecond?: number | null | undefined;
        inAddressErrorsPerSecond?: number | null | undefined;
        inUnknownProtocolsPerSecond?: number | null | undefined;
        reassemblyTimeoutsPerSecond?: number | null | undefined;
        reassemblyFailuresPerSecond?: number | null | undefined;
        outDiscardsPerSecond?: number | null | undefined;
        outNoRoutesPerSecond?: number | null | undefined;
    }) | (RowBase & {
        section: "icmpv4";
    } & {
        inMessagesPerSecond?: number | null | undefined;
        outMessagesPerSecond?: number | null | undefined;
        inEchoRequestsPerSecond?: number | null | undefined;
        inEchoRepliesPerSecond?: number | null | undefined;
        outEchoRequestsPerSecond?: number | null | undefined;
        outEchoRepliesPerSecond?: number | null | undefined;
    }) | (RowBase & {
        section: "icmpv4-types";
    } & {
        inErrorsPerSecond?: number | null | undefined;
        inSourceQuenchesPerSecond?: number | null | undefined;
        inRedirectsPerSecond?: number | null | undefined;
        inDestUnreachablePerSecond?: number | null | undefined;
        inTimeExceededPerSecond?: number | null | undefined;
        outErrorsPerSecond?: number | null | undefined;
        outSourceQuenchesPerSecond?: number | null | undefined;
        outRedirectsPerSecond?: number | null | undefined;
        outDestUnreachablePerSecond?: number | null | undefined;
        outTimeExceededPerSecond?: number | null | undefined;
    }) | (RowBase & {
        section: "udpv4";
    } & {
        inErrorsPerSecond?: number | null | undefined;
        inDatagramsPerSecond?: number | null | undefined;
        outDatagramsPerSecond?: number | null | undefined;
        noPortPerSecond?: number | null | undefined;
    }) | (RowBase & {
        section: "ipv6";
    } & {
        inReceivesPerSecond?: number | null | undefined;
        outRequestsPerSecond?: number | null | undefined;
        inDeliversPerSecond?: number | null | undefined;
        reassembledPerSecond?: number | null | undefined;
        fragmentsCreatedPerSecond?: number | null | undefined;
        inMulticastPerSecond?: number | null | undefined;
        outMulticastPerSecond?: number | null | undefined;
    }) | (RowBase & {
        section: "ipv6-errors";
    } & {
        inDiscardsPerSecond?: number | null | undefined;
        inHeaderErrorsPerSecond?: number | null | undefined;
        inAddressErrorsPerSecond?: number | null | undefined;
        inUnknownProtocolsPerSecond?: number | null | undefined;
        reassemblyTimeoutsPerSecond?: number | null | undefined;
        reassemblyFailuresPerSecond?: number | null | undefined;
        outDiscardsPerSecond?: number | null | undefined;
        outNoRoutesPerSecond?: number | null | undefined;
    }) | (RowBase & {
        section: "icmpv6";
    } & {
        inMessagesPerSecond?: number | null | undefined;
        outMessagesPerSecond?: number | null | undefined;
        inErrorsPerSecond?: number | null | undefined;
        inNeighborSolicitsPerSecond?: number | null | undefined;
        inNeighborAdvertisementsPerSecond?: number | null | undefined;
        outNeighborSolicitsPerSecond?: number | null | undefined;
        outNeighborAdvertisementsPerSecond?: number | null | undefined;
    }) | (RowBase & {
        section: "icmpv6-types";
    } & {
        inEchoRequestsPerSecond?: number | null | undefined;
        inEchoRepliesPerSecond?: number | null | undefined;
        outEchoRepliesPerSecond?: number | null | undefined;
        inRedirectsPerSecond?: number | null | undefined;
        inDestUnreachablePerSecond?: number | null | undefined;
        inTimeExceededPerSecond?: number | null | undefined;
        outRedirectsPerSecond?: number | null | undefined;
        outDestUnreachablePerSecond?: number | null | undefined;
        outTimeExceededPerSecond?: number | null | undefined;
    }) | (RowBase & {
        section: "udpv6";
    } & {
        inErrorsPerSecond?: number | null | undefined;
        inDatagramsPerSecond?: number | null | undefined;
        outDatagramsPerSecond?: number | null | undefined;
        noPortPerSecond?: number | null | undefined;
    }) | (RowBase & {
        section: "tcp";
    } & {
        inSegmentsPerSecond?: number | null | undefined;
        outSegmentsPerSecond?: number | null | undefined;
        activeOpensPerSecond?: number | null | undefined;
        passiveOpensPerSecond?: number | null | undefined;
        establishedConnections?: number | null | undefined;
    }) | (RowBase & {
        section: "tcp-errors";
    } & {
        inErrorsPerSecond?: number | null | undefined;
        retransmitsPerSecond?: number | null | undefined;
        attemptFailsPerSecond?: number | null | undefined;
        establishedResetsPerSecond?: number | null | undefined;
        outResetsPerSecond?: number | null | undefined;
    }) | (RowBase & {
        section: "http";
    } & {
        requestsPerSecond?: number | null | undefined;
        bytesPerSecond?: number | null | undefined;
        bytesPerRequest?: number | null | undefined;
        idleWorkers?: number | null | undefined;
        busyWorkers?: number | null | undefined;
    }) | (RowBase & {
        section: "top3-cpu";
    } & {} & {
        processes: ({
            rank: number;
            pid: number;
            command: string;
        } & {
            cpuPercent: number;
        })[];
    }) | (RowBase & {
        section: "top3-mem";
    } & {} & {
        processes: ({
            rank: number;
            pid: number;
            command: string;
        } & {
            memPercent: number;
        })[];
    }) | (RowBase & {
        section: "top3-disk";
    } & {} & {
        processes: ({
            rank: number;
            pid: number;
            command: string;
        } & {
            diskPercent: number;
        })[];
    }) | (RowBase & {
        section: "top3-net";
    } & {} & {
        processes: ({
            rank: number;
            pid: number;
            command: string;
        } & {
            netPercent: number;
        })[];
    }) | (RowBase & {
        section: "unknown";
    }) | {
        format: "atsar";
        kind: "restart";
        section: string;
        time: string;
        timestamp?: string | undefined;
    } | {
        format: "atsar";
        kind: "notice";
        section: string;
        time: string;
        tag: string | null;
        text: string;
        timestamp?: string | undefined;
    }, AtsarRawRecord, {
        date: FormatOption<string>;
    }>;
    readonly autocannon: FormatDefinition<{
        format: "autocannon";
        status: "version" | "complete" | "incomplete";
        version?: string | undefined;
        nodeVersion?: string | undefined;
        url?: string | undefined;
        socketPath?: string | undefined;
        warmup?: {
            durationSeconds?: number | undefined;
            amount?: number | undefined;
            connections?: number | undefined;
            pipelining?: number | undefined;
        } | undefined;
        testDurationSeconds?: number | undefined;
        amount?: number | undefined;
        connections?: number | undefined;
        pipelining?: number | undefined;
        workers?: number | undefined;
        latency?: {
            percentiles?: {
                percent: number;
                ms: number;
            }[] | undefined;
            avgMs?: number | undefined;
            stdevMs?: number | undefined;
            maxMs?: number | undefined;
            minMs?: number | undefined;
        } | undefined;
        requestRate?: {
            percentiles?: {
                percent: number;
                perSecond: number;
            }[] | undefined;
            avgPerSecond?: number | undefined;
            stdevPerSecond?: number | undefined;
            minPerSecond?: number | undefined;
            maxPerSecond?: number | undefined;
        } | undefined;
        transferRate?: {
            percentiles?: {
                percent: number;
                bytesPerSecond: number;
            }[] | undefined;
            avgBytesPerSecond?: number | undefined;
            stdevBytesPerSecond?: number | undefined;
            minBytesPerSecond?: number | undefined;
            maxBytesPerSecond?: number | undefined;
        } | undefined;
        statusCodes?: {
            code: string;
            count: number;
        }[] | undefined;
        sampleIntervalSeconds?: number | undefined;
        samples?: number | undefined;
        latencyPercentiles?: {
            percent: number;
            ms: number;
        }[] | undefined;
        responses2xx?: number | undefined;
        non2xxResponses?: number | undefined;
        requests?: number | undefined;
        durationSeconds?: number | undefined;
        readBytes?: number | undefined;
        errors?: number | undefined;
        timeouts?: number | undefined;
        mismatches?: number | undefined;
        resets?: number | undefined;
        roundedToThousands?: ("requests" | "errors" | "timeouts" | "mismatches" | "resets")[] | undefined;
        warnings?: string[] | undefined;
    }, AutocannonRawRun, {}>;
    readonly bombardier: FormatDefinition<{
        format: "bombardier";
        status: "complete" | "incomplete";
        url?: string | undefined;
        testType?: "timed" | "number-of-requests" | undefined;
        numberOfRequests?: number | undefined;
        testDurationSeconds?: number | undefined;
        connections?: number | undefined;
        progressShown?: boolean | undefined;
        requestsPerSecondStats?: {
            avgPerSecond: number;
            stdevPerSecond: number;
            maxPerSecond: number;
        } | null | undefined;
        latency?: {
            avgMs: number;
            stdevMs: number;
            maxMs: number;
        } | null | undefined;
        latencyDistribution?: {
            percent: number;
            ms: number;
        }[] | undefined;
        latencyDistribution2xx?: {
            percent: number;
            ms: number;
        }[] | undefined;
        responses1xx?: number | undefined;
        responses2xx?: number | undefined;
        responses3xx?: number | undefined;
        responses4xx?: number | undefined;
        responses5xx?: number | undefined;
        responsesOther?: number | undefined;
        errors?: {
            message: string;
            count: number;
        }[] | undefined;
        throughputBytesPerSecond?: number | undefined;
        targetRequestsPerSecond?: number | undefined;
        warnings?: string[] | undefined;
    }, BombardierRawRun, {
        rate: FormatOption<number>;
    }>;
    readonly free: FormatDefinition<{
        format: "free";
        sample: number;
        layout: "line" | "buffers" | "buff-cache" | "wide" | "buffers-cached";
        unit: "MiB" | "KiB" | "B" | "GiB" | "TiB" | "PiB" | "kB" | "MB" | "GB" | "TB" | "PB" | "human";
        unitSource: "default" | "option" | "command" | "printed" | "inferred";
        exact: boolean;
        humanBase?: 1024 | 1000 | undefined;
        memTotalBytes?: number | undefined;
        memUsedBytes?: number | undefined;
        memFreeBytes?: number | undefined;
        memSharedBytes?: number | undefined;
        memBuffCacheBytes?: number | undefined;
        memBuffersBytes?: number | undefined;
        memCacheBytes?: number | undefined;
        memCachedBytes?: number | undefined;
        memAvailableBytes?: number | undefined;
        memUsedExclBuffCacheBytes?: number | undefined;
        memFreeInclBuffCacheBytes?: number | undefined;
        memUsedExclBuffersBytes?: number | undefined;
        memFreeInclBuffersBytes?: number | undefined;
        lowTotalBytes?: number | undefined;
        lowUsedBytes?: number | undefined;
        lowFreeBytes?: number | undefined;
        highTotalBytes?: number | undefined;
        highUsedBytes?: number | undefined;
        highFreeBytes?: number | undefined;
        swapTotalBytes?: number | undefined;
        swapUsedBytes?: number | undefined;
        swapFreeBytes?: number | undefined;
        combinedTotalBytes?: number | undefined;
        combinedUsedBytes?: number | undefined;
        combinedFreeBytes?: number | undefined;
        commitLimitBytes?: number | undefined;
        committedBytes?: number | undefined;
        commitAvailableBytes?: number | undefined;
        warnings?: string[] | undefined;
    }, FreeRawRecord, {
        unit: FormatOption<"k" | "MiB" | "KiB" | "B" | "GiB" | "TiB" | "PiB" | "kB" | "MB" | "GB" | "TB" | "PB" | "bytes" | "b" | "kibi" | "mebi" | "m" | "gibi" | "g" | "tebi" | "pebi" | "kilo" | "mega" | "giga" | "tera" | "peta">;
        si: FormatOption<boolean>;
    }>;
    readonly h2load: FormatDefinition<{
        format: "h2load";
        status: "complete" | "aborted" | "incomplete";
        version?: string | undefined;
        error?: {
            message: string;
        } | undefined;
        messages?: string[] | undefined;
        usage?: boolean | undefined;
        mode?: "requests" | "duration" | "rate" | undefined;
        threads?: number | undefined;
        clients?: number | undefined;
        requestsAsked?: number | undefined;
        warmUpSeconds?: number | undefined;
        mainDurationSeconds?: number | undefined;
        rateClientsPerPeriod?: number | undefined;
        ratePeriodSeconds?: number | undefined;
        spawned?: {
            thread?: number | undefined;
            clients?: number | undefined;
            requests?: number | undefined;
        }[] | undefined;
        tls?: {
            protocol?: string | undefined;
            cipher?: string | undefined;
            serverTempKey?: string | undefined;
            serverTempKeyBits?: number | undefined;
        } | undefined;
        applicationProtocol?: string | undefined;
        progressPercent?: number | undefined;
        clientsStartedPercent?: number | undefined;
        phases?: {
            thread: number;
            phase: "warm-up started" | "warm-up over" | "main started" | "main over" | "stopped";
        }[] | undefined;
        durationSeconds?: number | undefined;
        requestsPerSecond?: number | undefined;
        bytesPerSecond?: number | undefined;
        requests?: {
            total?: number | undefined;
            started?: number | undefined;
            done?: number | undefined;
            succeeded?: number | undefined;
            failed?: number | undefined;
            errored?: number | undefined;
            timeout?: number | undefined;
        } | undefined;
        statusCodes?: {
            status2xx?: number | undefined;
            status3xx?: number | undefined;
            status4xx?: number | undefined;
            status5xx?: number | undefined;
        } | undefined;
        traffic?: {
            totalBytes?: number | undefined;
            headersBytes?: number | undefined;
            headerSpaceSavingsPercent?: number | undefined;
            dataBytes?: number | undefined;
        } | undefined;
        udpDatagrams?: {
            sent?: number | undefined;
            received?: number | undefined;
        } | undefined;
        timeForRequest?: {
            minMs?: number | undefined;
            maxMs?: number | undefined;
            medianMs?: number | undefined;
            p95Ms?: number | undefined;
            p99Ms?: number | undefined;
            meanMs?: number | undefined;
            sdMs?: number | undefined;
            withinSdPercent?: number | undefined;
        } | undefined;
        timeForConnect?: {
            minMs?: number | undefined;
            maxMs?: number | undefined;
            medianMs?: number | undefined;
            p95Ms?: number | undefined;
            p99Ms?: number | undefined;
            meanMs?: number | undefined;
            sdMs?: number | undefined;
            withinSdPercent?: number | undefined;
        } | undefined;
        timeToFirstByte?: {
            minMs?: number | undefined;
            maxMs?: number | undefined;
            medianMs?: number | undefined;
            p95Ms?: number | undefined;
            p99Ms?: number | undefined;
            meanMs?: number | undefined;
            sdMs?: number | undefined;
            withinSdPercent?: number | undefined;
        } | undefined;
        requestsPerSecondPerClient?: {
            minPerSecond?: number | undefined;
            maxPerSecond?: number | undefined;
            medianPerSecond?: number | undefined;
            p95PerSecond?: number | undefined;
            p99PerSecond?: number | undefined;
            meanPerSecond?: number | undefined;
            sdPerSecond?: number | undefined;
            withinSdPercent?: number | undefined;
        } | undefined;
        warnings?: string[] | undefined;
    }, H2loadRawRun, {}>;
    readonly hey: FormatDefinition<{
        format: "hey";
        status: "complete" | "aborted" | "incomplete";
        error?: {
            message: string;
        } | undefined;
        messages?: string[] | undefined;
        usage?: boolean | undefined;
        durationSeconds?: number | undefined;
        slowestMs?: number | null | undefined;
        fastestMs?: number | null | undefined;
        averageMs?: number | null | undefined;
        requestsPerSecond?: number | null | undefined;
        totalDataBytes?: number | undefined;
        sizePerRequestBytes?: number | undefined;
        histogram?: {
            markMs: number;
            count: number;
        }[] | undefined;
        latencyDistribution?: {
            percent: number;
            ms: number | null;
        }[] | undefined;
        details?: {
            dnsDialup?: {
                averageMs: number | null;
                fastestMs: number | null;
                slowestMs: number | null;
            } | undefined;
            dnsLookup?: {
                averageMs: number | null;
                fastestMs: number | null;
                slowestMs: number | null;
            } | undefined;
            requestWrite?: {
                averageMs: number | null;
                fastestMs: number | null;
                slowestMs: number | null;
            } | undefined;
            responseWait?: {
                averageMs: number | null;
                fastestMs: number | null;
                slowestMs: number | null;
            } | undefined;
            responseRead?: {
                averageMs: number | null;
                fastestMs: number | null;
                slowestMs: number | null;
            } | undefined;
        } | undefined;
        statusCodes?: {
            status: number;
            count: number;
        }[] | undefined;
        errorDistribution?: {
            count: number;
            message: string;
        }[] | undefined;
        responses?: number | undefined;
        requestErrors?: number | undefined;
        requests?: number | undefined;
        warnings?: string[] | undefined;
    }, HeyRawRun, {}>;
    readonly "hey-csv": FormatDefinition<{
        format: "hey-csv";
        responseTimeMs: number;
        dnsDialupMs: number;
        dnsMs: number;
        requestWriteMs: number;
        responseDelayMs: number;
        responseReadMs: number;
        statusCode?: number | undefined;
        offsetSeconds?: number | undefined;
        warnings?: string[] | undefined;
    }, HeyCsvRaw, {}>;
    readonly httperf: FormatDefinition<{
        format: "httperf";
        status: "complete" | "aborted" | "interrupted" | "incomplete" | "no-report";
        version?: string | undefined;
        error?: {
            message: string;
        } | undefined;
        usage?: true | undefined;
        messages?: string[] | undefined;
        commandLine?: string | undefined;
        settings?: {
            verbose?: true | undefined;
            printReply?: "header" | "body" | "all" | undefined;
            printRequest?: "header" | "body" | "all" | undefined;
            hog?: true | undefined;
            closeWithReset?: true | undefined;
            thinkTimeoutSeconds?: number | undefined;
            timeoutSeconds?: number | undefined;
            runtimeSeconds?: number | undefined;
            client?: {
                id: number;
                count: number;
            } | undefined;
            server?: string | undefined;
            serverName?: string | undefined;
            servers?: string | undefined;
            port?: number | undefined;
            uri?: string | undefined;
            failureStatus?: number | undefined;
            httpVersion?: string | undefined;
            maxConnections?: number | undefined;
            maxPipedCalls?: number | undefined;
            ratePerSecond?: number | undefined;
            period?: {
                distribution: "uniform" | "exponential" | "variable";
                meanSeconds?: number | undefined;
                minSeconds?: number | undefined;
                maxSeconds?: number | undefined;
                steps?: {
                    intervalSeconds: number;
                    durationSeconds: number;
                }[] | undefined;
            } | undefined;
            sendBufferBytes?: number | undefined;
            recvBufferBytes?: number | undefined;
            retryOnFailure?: true | undefined;
            sessionCookies?: true | undefined;
            ssl?: true | undefined;
            sslCiphers?: string | undefined;
            sslNoReuse?: true | undefined;
            sslProtocol?: string | undefined;
            addHeader?: string | undefined;
            addHeaderFile?: string | undefined;
            method?: string | undefined;
            useTimerCache?: true | undefined;
            periodicStats?: true | undefined;
            wsess?: {
                sessions: number;
                callsPerSession: number;
                thinkTimeSeconds: number;
            } | undefined;
            wsesspage?: {
                sessions: number;
                requestsPerSession: number;
                thinkTimeSeconds: number;
            } | undefined;
            wsesslog?: {
                sessions: number;
                thinkTimeSeconds: number;
                file: string;
            } | undefined;
            wset?: {
                files: number;
                targetMissRate: number;
            } | undefined;
            numConns?: number | undefined;
            numCalls?: number | undefined;
            burstLength?: number | undefined;
            otherOptions?: {
                name: string;
                value?: string | undefined;
            }[] | undefined;
        } | undefined;
        maxConnectBurstLength?: number | undefined;
        connectionLifetimeHistogram?: {
            binMs: number;
            connections: number;
        }[] | undefined;
        connections?: number | undefined;
        requests?: number | undefined;
        replies?: number | undefined;
        durationSeconds?: number | undefined;
        connectionRatePerSecond?: number | null | undefined;
        connectionPeriodMs?: number | null | undefined;
        maxConcurrentConnections?: number | undefined;
        connectionTime?: {
            minMs: number | null;
            avgMs: number | null;
            maxMs: number | null;
            medianMs: number | null;
            stddevMs: number | null;
        } | undefined;
        connectMs?: number | undefined;
        repliesPerConnection?: number | null | undefined;
        requestRatePerSecond?: number | null | undefined;
        requestPeriodMs?: number | null | undefined;
        requestSizeBytes?: number | null | undefined;
        replyRate?: {
            minPerSecond: number | null;
            avgPerSecond: number | null;
            maxPerSecond: number | null;
            stddevPerSecond: number | null;
            samples: number;
        } | undefined;
        replyTime?: {
            responseMs: number;
            transferMs: number | null;
        } | undefined;
        replySize?: {
            headerBytes: number | null;
            contentBytes: number | null;
            footerBytes: number | null;
            totalBytes: number | null;
        } | undefined;
        replyStatus?: {
            "1xx": number;
            "2xx": number;
            "3xx": number;
            "4xx": number;
            "5xx": number;
        } | undefined;
        non2xxReplies?: number | undefined;
        cpu?: {
            userSeconds: number;
            systemSeconds: number;
            userPercent: number | null;
            systemPercent: number | null;
            totalPercent: number | null;
        } | undefined;
        netIoBytesPerSecond?: number | null | undefined;
        netIoBitsPerSecond?: number | null | undefined;
        errors?: {
            total?: number | undefined;
            clientTimeouts?: number | undefined;
            socketTimeouts?: number | undefined;
            connectionsRefused?: number | undefined;
            connectionsReset?: number | undefined;
            fdUnavailable?: number | undefined;
            addressUnavailable?: number | undefined;
            fileTableFull?: number | undefined;
            other?: number | undefined;
        } | undefined;
        sessions?: {
            rate?: {
                minPerSecond: number;
                avgPerSecond: number;
                maxPerSecond: number;
                stddevPerSecond: number;
            } | undefined;
            completed?: number | undefined;
            total?: number | undefined;
            connectionsPerSession?: number | undefined;
            lifetimeSeconds?: number | undefined;
            failtimeSeconds?: number | undefined;
            lengthHistogram?: number[] | undefined;
        } | undefined;
        replyRateSamplesPerSecond?: number[] | undefined;
        sessionRateSamplesPerSecond?: number[] | undefined;
        printed?: {
            call: number;
            part: "request-header" | "request-body" | "reply-header" | "reply-body";
            text: string;
        }[] | undefined;
        printedSizes?: {
            call: number;
            direction: "request" | "reply";
            headerBytes: number;
            contentBytes: number;
            footerBytes?: number | undefined;
        }[] | undefined;
        warnings?: string[] | undefined;
    }, HttperfRawRun, {}>;
    readonly iostat: FormatDefinition<{
        format: "iostat";
        kind: "header";
        os: string;
        kernelRelease: string;
        hostname?: string | undefined;
        date?: string | undefined;
        dateOrder?: "MDY" | "DMY" | "YMD" | undefined;
        architecture?: string | undefined;
        cpuCount?: number | undefined;
        warnings?: string[] | undefined;
    } | IostatCpuRecord | IostatDeviceRecord, IostatRawRecord, {
        dateOrder: FormatOption<"MDY" | "DMY" | "YMD">;
    }>;
    readonly k6: FormatDefinition<{
        format: "k6";
        status: "complete" | "incomplete";
        layout: "legacy" | "grouped";
        metrics: {
            kind: "rate" | "trend" | "counter" | "gauge" | "none";
            name: string;
            thresholds?: "failed" | "passed" | undefined;
            unit?: "ms" | "bytes" | undefined;
            avg?: number | undefined;
            min?: number | undefined;
            med?: number | undefined;
            max?: number | undefined;
            percentiles?: {
                percent: number;
                value: number;
            }[] | undefined;
            count?: number | undefined;
            ratePerSecond?: number | undefined;
            percent?: number | undefined;
            passes?: number | undefined;
            fails?: number | undefined;
            value?: number | undefined;
            section?: string | undefined;
            group?: string | undefined;
            scenario?: string | undefined;
            tags?: string | undefined;
        }[];
        script?: string | undefined;
        output?: string | undefined;
        scenarios?: {
            count?: number | undefined;
            maxVUs?: number | undefined;
            maxDurationSeconds?: number | undefined;
        } | undefined;
        run?: {
            elapsedSeconds: number;
            vus: number;
            maxVUs: number;
            completeIterations: number;
            interruptedIterations: number;
        } | undefined;
        thresholds?: {
            metric: string;
            source: string;
            passed: boolean;
            shown?: string | undefined;
        }[] | undefined;
        checks?: {
            passed: boolean;
            name: string;
            percent?: number | undefined;
            passes?: number | undefined;
            fails?: number | undefined;
            section?: string | undefined;
            group?: string | undefined;
            scenario?: string | undefined;
        }[] | undefined;
        httpRequests?: number | undefined;
        httpRequestsPerSecond?: number | undefined;
        httpRequestsFailed?: number | undefined;
        httpRequestDuration?: {
            avgMs?: number | undefined;
            minMs?: number | undefined;
            medMs?: number | undefined;
            maxMs?: number | undefined;
            percentiles?: {
                percent: number;
                ms: number;
            }[] | undefined;
        } | undefined;
        iterations?: number | undefined;
        iterationsPerSecond?: number | undefined;
        vusMax?: number | undefined;
        dataReceivedBytes?: number | undefined;
        dataReceivedBytesPerSecond?: number | undefined;
        dataSentBytes?: number | undefined;
        dataSentBytesPerSecond?: number | undefined;
        checksPassed?: number | undefined;
        checksFailed?: number | undefined;
        warnings?: string[] | undefined;
    }, K6RawSummary, {}>;
    readonly mpstat: FormatDefinition<({
        format: "mpstat";
        kind: "header";
    } & ReportHeaderFields) | RowsOf<SampleBase<"mpstat">, readonly [{
        readonly id: "cpu-load";
        readonly keys: readonly ["CPU"];
        readonly markers: readonly ["%usr", "%user"];
        readonly columns: readonly [readonly [string, "coreId", "text", string], readonly [string, "socketId", "text", string], readonly [string, "nodeId", "text", string], readonly [string, "cpuUserPercent", "same", string], readonly [string, "cpuUsrPercent", "same", string], readonly [string, "cpuNicePercent", "same", string], readonly [string, "cpuSystemPercent", "same", string], readonly [string, "cpuSysPercent", "same", string], readonly [string, "cpuIowaitPercent", "same", string], readonly [string, "cpuStealPercent", "same", string], readonly [string, "cpuIrqPercent", "same", string], readonly [string, "cpuSoftirqPercent", "same", string], readonly [string, "cpuGuestPercent", "same", string], readonly [string, "cpuGuestNicePercent", "same", string], readonly [string, "cpuIdlePercent", "same", string], readonly [string, "interruptsPerSecond", "same", string]];
    }, {
        readonly id: "node-load";
        readonly keys: readonly ["NODE"];
        readonly markers: readonly [];
        readonly columns: readonly [readonly [string, "cpuUserPercent", "same", string], readonly [string, "cpuUsrPercent", "same", string], readonly [string, "cpuNicePercent", "same", string], readonly [string, "cpuSystemPercent", "same", string], readonly [string, "cpuSysPercent", "same", string], readonly [string, "cpuIowaitPercent", "same", string], readonly [string, "cpuStealPercent", "same", string], readonly [string, "cpuIrqPercent", "same", string], readonly [string, "cpuSoftirqPercent", "same", string], readonly [string, "cpuGuestPercent", "same", string], readonly [string, "cpuGuestNicePercent", "same", string], readonly [string, "cpuIdlePercent", "same", string]];
    }, {
        readonly id: "interrupts";
        readonly keys: readonly ["CPU"];
        readonly markers: readonly ["intr/s"];
        readonly columns: readonly [readonly [string, "interruptsPerSecond", "same", string]];
    }, {
        readonly id: "soft-interrupts";
        readonly keys: readonly ["CPU"];
        readonly markers: string[];
        readonly columns: readonly [];
    }, {
        readonly id: "interrupts-per-cpu";
        readonly keys: readonly ["CPU"];
        readonly markers: readonly [];
        readonly columns: readonly [];
    }]> | RowsOf<SummaryBase<"mpstat">, readonly [{
        readonly id: "cpu-load";
        readonly keys: readonly ["CPU"];
        readonly markers: readonly ["%usr", "%user"];
        readonly columns: readonly [readonly [string, "coreId", "text", string], readonly [string, "socketId", "text", string], readonly [string, "nodeId", "text", string], readonly [string, "cpuUserPercent", "same", string], readonly [string, "cpuUsrPercent", "same", string], readonly [string, "cpuNicePercent", "same", string], readonly [string, "cpuSystemPercent", "same", string], readonly [string, "cpuSysPercent", "same", string], readonly [string, "cpuIowaitPercent", "same", string], readonly [string, "cpuStealPercent", "same", string], readonly [string, "cpuIrqPercent", "same", string], readonly [string, "cpuSoftirqPercent", "same", string], readonly [string, "cpuGuestPercent", "same", string], readonly [string, "cpuGuestNicePercent", "same", string], readonly [string, "cpuIdlePercent", "same", string], readonly [string, "interruptsPerSecond", "same", string]];
    }, {
        readonly id: "node-load";
        readonly keys: readonly ["NODE"];
        readonly markers: readonly [];
        readonly columns: readonly [readonly [string, "cpuUserPercent", "same", string], readonly [string, "cpuUsrPercent", "same", string], readonly [string, "cpuNicePercent", "same", string], readonly [string, "cpuSystemPercent", "same", string], readonly [string, "cpuSysPercent", "same", string], readonly [string, "cpuIowaitPercent", "same", string], readonly [string, "cpuStealPercent", "same", string], readonly [string, "cpuIrqPercent", "same", string], readonly [string, "cpuSoftirqPercent", "same", string], readonly [string, "cpuGuestPercent", "same", string], readonly [string, "cpuGuestNicePercent", "same", string], readonly [string, "cpuIdlePercent", "same", string]];
    }, {
        readonly id: "interrupts";
        readonly keys: readonly ["CPU"];
        readonly markers: readonly ["intr/s"];
        readonly columns: readonly [readonly [string, "interruptsPerSecond", "same", string]];
    }, {
        readonly id: "soft-interrupts";
        readonly keys: readonly ["CPU"];
        readonly markers: string[];
        readonly columns: readonly [];
    }, {
        readonly id: "interrupts-per-cpu";
        readonly keys: readonly ["CPU"];
        readonly markers: readonly [];
        readonly columns: readonly [];
    }]>, RowReportRawRecord, {
        dateOrder: FormatOption<"MDY" | "DMY" | "YMD">;
    }>;
    readonly "nginx-stub-status": FormatDefinition<{
        format: "nginx-stub-status";
        kind: "page";
        variant: "nginx" | "tengine";
        segment: number;
        gauges: {
            activeConnections: number;
            readingConnections: number;
            writingConnections: number;
            waitingConnections: number | null;
        };
        counters: {
            acceptedConnections: number;
            handledConnections: number;
            requests: number;
            droppedConnections?: number | undefined;
            requestTimeMs?: number | undefined;
        };
        server?: string | undefined;
        version?: string | undefined;
        timestamp?: string | undefined;
        rates?: {
            intervalSeconds: number;
            acceptedConnectionsPerSecond: number;
            handledConnectionsPerSecond: number;
            requestsPerSecond: number;
            droppedConnectionsPerSecond?: number | undefined;
            requestTimeMsPerSecond?: number | undefined;
            requestsPerConnection?: number | undefined;
            meanRequestTimeMs?: number | undefined;
        } | undefined;
        warnings?: string[] | undefined;
    } | {
        format: "nginx-stub-status";
        kind: "missing";
        segment: number;
        reason: string;
        timestamp?: string | undefined;
        httpStatus?: string | undefined;
    }, StubStatusRawSample, {
        zoneOffsets: FormatOption<Record<string, string>>;
    }>;
    readonly pidstat: FormatDefinition<({
        format: "pidstat";
        kind: "header";
    } & ReportHeaderFields) | RowsOf<SampleBase<"pidstat">, readonly [{
        id: "cpu";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "cpuUsrPercent", "same", string], readonly [string, "cpuSystemPercent", "same", string], readonly [string, "cpuGuestPercent", "same", string], readonly [string, "cpuWaitPercent", "same", string], readonly [string, "cpuPercent", "same", string], readonly [string, "lastCpu", "same", string]];
    }, {
        id: "memory";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "minorFaultsPerSecond", "same", string], readonly [string, "majorFaultsPerSecond", "same", string], readonly [string, "virtBytes", "kB", string], readonly [string, "rssBytes", "kB", string], readonly [string, "memPercent", "same", string]];
    }, {
        id: "stack";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "stackSizeBytes", "kB", string], readonly [string, "stackReferencedBytes", "kB", string]];
    }, {
        id: "io";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "readBytesPerSecond", "kBps", string], readonly [string, "writtenBytesPerSecond", "kBps", string], readonly [string, "cancelledWriteBytesPerSecond", "kBps", string], readonly [string, "ioDelayTicks", "same", string]];
    }, {
        id: "context-switches";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "voluntaryContextSwitchesPerSecond", "same", string], readonly [string, "involuntaryContextSwitchesPerSecond", "same", string]];
    }, {
        id: "kernel-tables";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "threads", "same", string], readonly [string, "fileDescriptors", "same", string]];
    }, {
        id: "scheduling";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "realtimePriority", "same", string], readonly [string, "schedulingPolicy", "text", string]];
    }, {
        id: "children-cpu";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "userTimeWithChildrenMs", "same", string], readonly [string, "systemTimeWithChildrenMs", "same", string], readonly [string, "guestTimeWithChildrenMs", "same", string]];
    }, {
        id: "children-memory";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "minorFaultsWithChildren", "same", string], readonly [string, "majorFaultsWithChildren", "same", string]];
    }, {
        id: "all";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], ...(readonly [string, "cpuUsrPercent", "same", string] | readonly [string, "cpuSystemPercent", "same", string] | readonly [string, "cpuGuestPercent", "same", string] | readonly [string, "readBytesPerSecond", "kBps", string] | readonly [string, "writtenBytesPerSecond", "kBps", string] | readonly [string, "cpuWaitPercent", "same", string] | readonly [string, "cpuPercent", "same", string] | readonly [string, "lastCpu", "same", string] | readonly [string, "minorFaultsPerSecond", "same", string] | readonly [string, "majorFaultsPerSecond", "same", string] | readonly [string, "virtBytes", "kB", string] | readonly [string, "rssBytes", "kB", string] | readonly [string, "memPercent", "same", string] | readonly [string, "stackSizeBytes", "kB", string] | readonly [string, "stackReferencedBytes", "kB", string] | readonly [string, "cancelledWriteBytesPerSecond", "kBps", string] | readonly [string, "ioDelayTicks", "same", string] | readonly [string, "voluntaryContextSwitchesPerSecond", "same", string] | readonly [string, "involuntaryContextSwitchesPerSecond", "same", string] | readonly [string, "threads", "same", string] | readonly [string, "fileDescriptors", "same", string] | readonly [string, "realtimePriority", "same", string] | readonly [string, "schedulingPolicy", "text", string])[]];
    }, {
        id: "children-all";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], ...(readonly [string, "userTimeWithChildrenMs", "same", string] | readonly [string, "systemTimeWithChildrenMs", "same", string] | readonly [string, "guestTimeWithChildrenMs", "same", string] | readonly [string, "minorFaultsWithChildren", "same", string] | readonly [string, "majorFaultsWithChildren", "same", string])[]];
    }]> | RowsOf<SummaryBase<"pidstat">, readonly [{
        id: "cpu";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "cpuUsrPercent", "same", string], readonly [string, "cpuSystemPercent", "same", string], readonly [string, "cpuGuestPercent", "same", string], readonly [string, "cpuWaitPercent", "same", string], readonly [string, "cpuPercent", "same", string], readonly [string, "lastCpu", "same", string]];
    }, {
        id: "memory";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "minorFaultsPerSecond", "same", string], readonly [string, "majorFaultsPerSecond", "same", string], readonly [string, "virtBytes", "kB", string], readonly [string, "rssBytes", "kB", string], readonly [string, "memPercent", "same", string]];
    }, {
        id: "stack";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "stackSizeBytes", "kB", string], readonly [string, "stackReferencedBytes", "kB", string]];
    }, {
        id: "io";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "readBytesPerSecond", "kBps", string], readonly [string, "writtenBytesPerSecond", "kBps", string], readonly [string, "cancelledWriteBytesPerSecond", "kBps", string], readonly [string, "ioDelayTicks", "same", string]];
    }, {
        id: "context-switches";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "voluntaryContextSwitchesPerSecond", "same", string], readonly [string, "involuntaryContextSwitchesPerSecond", "same", string]];
    }, {
        id: "kernel-tables";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "threads", "same", string], readonly [string, "fileDescriptors", "same", string]];
    }, {
        id: "scheduling";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "realtimePriority", "same", string], readonly [string, "schedulingPolicy", "text", string]];
    }, {
        id: "children-cpu";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "userTimeWithChildrenMs", "same", string], readonly [string, "systemTimeWithChildrenMs", "same", string], readonly [string, "guestTimeWithChildrenMs", "same", string]];
    }, {
        id: "children-memory";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "minorFaultsWithChildren", "same", string], readonly [string, "majorFaultsWithChildren", "same", string]];
    }, {
        id: "all";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], ...(readonly [string, "cpuUsrPercent", "same", string] | readonly [string, "cpuSystemPercent", "same", string] | readonly [string, "cpuGuestPercent", "same", string] | readonly [string, "readBytesPerSecond", "kBps", string] | readonly [string, "writtenBytesPerSecond", "kBps", string] | readonly [string, "cpuWaitPercent", "same", string] | readonly [string, "cpuPercent", "same", string] | readonly [string, "lastCpu", "same", string] | readonly [string, "minorFaultsPerSecond", "same", string] | readonly [string, "majorFaultsPerSecond", "same", string] | readonly [string, "virtBytes", "kB", string] | readonly [string, "rssBytes", "kB", string] | readonly [string, "memPercent", "same", string] | readonly [string, "stackSizeBytes", "kB", string] | readonly [string, "stackReferencedBytes", "kB", string] | readonly [string, "cancelledWriteBytesPerSecond", "kBps", string] | readonly [string, "ioDelayTicks", "same", string] | readonly [string, "voluntaryContextSwitchesPerSecond", "same", string] | readonly [string, "involuntaryContextSwitchesPerSecond", "same", string] | readonly [string, "threads", "same", string] | readonly [string, "fileDescriptors", "same", string] | readonly [string, "realtimePriority", "same", string] | readonly [string, "schedulingPolicy", "text", string])[]];
    }, {
        id: "children-all";
        markers: readonly string[];
        columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], ...(readonly [string, "userTimeWithChildrenMs", "same", string] | readonly [string, "systemTimeWithChildrenMs", "same", string] | readonly [string, "guestTimeWithChildrenMs", "same", string] | readonly [string, "minorFaultsWithChildren", "same", string] | readonly [string, "majorFaultsWithChildren", "same", string])[]];
    }]>, RowReportRawRecord, {
        dateOrder: FormatOption<"MDY" | "DMY" | "YMD">;
    }>;
    readonly sar: FormatDefinition<({
        format: "sar";
        kind: "header";
    } & ReportHeaderFields) | RowsOf<SampleBase<"sar">, readonly [{
        readonly id: "cpu-load";
        readonly keys: readonly ["CPU", "cpu"];
        readonly markers: readonly ["%user", "%usr"];
        readonly columns: readonly [readonly [string, "cpuUserPercent", "same", string], readonly [string, "cpuUsrPercent", "same", string], readonly [string, "cpuNicePercent", "same", string], readonly [string, "cpuSystemPercent", "same", string], readonly [string, "cpuSysPercent", "same", string], readonly [string, "cpuIowaitPercent", "same", string], readonly [string, "cpuStealPercent", "same", string], readonly [string, "cpuIrqPercent", "same", string], readonly [string, "cpuSoftirqPercent", "same", string], readonly [string, "cpuGuestPercent", "same", string], readonly [string, "cpuGuestNicePercent", "same", string], readonly [string, "cpuIdlePercent", "same", string], readonly [string, "cpuIowaitPercent", "same", string]];
    }, {
        readonly id: "softnet";
        readonly keys: readonly ["CPU"];
        readonly markers: readonly ["total/s"];
        readonly columns: readonly [readonly [string, "packetsProcessedPerSecond", "same", string], readonly [string, "packetsDroppedPerSecond", "same", string], readonly [string, "timeSqueezesPerSecond", "same", string], readonly [string, "rpsInterruptsPerSecond", "same", string], readonly [string, "flowLimitPerSecond", "same", string], readonly [string, "backlogLength", "same", string]];
    }, {
        readonly id: "cpu-frequency";
        readonly keys: readonly ["CPU"];
        readonly markers: readonly ["MHz"];
        readonly columns: readonly [readonly [string, "frequencyMhz", "same", string]];
    }, {
        readonly id: "cpu-weighted-frequency";
        readonly keys: readonly ["CPU"];
        readonly markers: readonly ["wghMHz"];
        readonly columns: readonly [readonly [string, "weightedFrequencyMhz", "same", string]];
    }, {
        readonly id: "process-and-context-switch";
        readonly markers: readonly ["proc/s", "cswch/s"];
        readonly columns: readonly [readonly [string, "processesCreatedPerSecond", "same", string], readonly [string, "contextSwitchesPerSecond", "same", string]];
    }, {
        readonly id: "interrupts";
        readonly keys: readonly ["INTR"];
        readonly markers: readonly ["intr/s"];
        readonly columns: readonly [readonly [string, "interruptsPerSecond", "same", string], readonly [string, "interruptsPerSecond", "same", string]];
    }, {
        readonly id: "interrupts-per-cpu";
        readonly keys: readonly ["CPU"];
        readonly markers: readonly [];
        readonly columns: readonly [];
    }, {
        readonly id: "swap-pages";
        readonly markers: readonly ["pswpin/s", "pswpout/s"];
        readonly columns: readonly [readonly [string, "swapInPagesPerSecond", "same", string], readonly [string, "swapOutPagesPerSecond", "same", string]];
    }, {
        readonly id: "paging";
        readonly markers: readonly ["pgpgin/s", "fault/s"];
        readonly columns: readonly [readonly [string, "pagedInBytesPerSecond", "kBps", string], readonly [string, "pagedOutBytesPerSecond", "kBps", string], readonly [string, "pageFaultsPerSecond", "same", string], readonly [string, "majorFaultsPerSecond", "same", string], readonly [string, "pagesFreedPerSecond", "same", string], readonly [string, "pagesScannedKswapdPerSecond", "same", string], readonly [string, "pagesScannedDirectPerSecond", "same", string], readonly [string, "pagesStolenPerSecond", "same", string], readonly [string, "vmEfficiencyPercent", "same", string], readonly [string, "pagesPromotedPerSecond", "same", string], readonly [string, "pagesDemotedPerSecond", "same", string]];
    }, {
        readonly id: "io";
        readonly markers: readonly ["rtps", "bread/s"];
        readonly columns: readonly [readonly [string, "transfersPerSecond", "same", string], readonly [string, "readRequestsPerSecond", "same", string], readonly [string, "writeRequestsPerSecond", "same", string], readonly [string, "discardRequestsPerSecond", "same", string], readonly [string, "readBytesPerSecond", "sectors", string], readonly [string, "writtenBytesPerSecond", "sectors", string], readonly [string, "discardedBytesPerSecond", "sectors", string]];
    }, {
        readonly id: "memory";
        readonly markers: readonly ["kbmemfree", "kbmemused"];
        readonly columns: readonly [readonly [string, "memFreeBytes", "kB", string], readonly [string, "memAvailableBytes", "kB", string], readonly [string, "memUsedBytes", "kB", string], readonly [string, "memUsedPercent", "same", string], readonly [string, "memBuffersBytes", "kB", string], readonly [string, "memCachedBytes", "kB", string], readonly [string, "memCommitBytes", "kB", string], readonly [string, "memCommitPercent", "same", string], readonly [string, "memActiveBytes", "kB", string], readonly [string, "memInactiveBytes", "kB", string], readonly [string, "memDirtyBytes", "kB", string], readonly [string, "memSharedBytes", "kB", string], readonly [string, "memAnonPagesBytes", "kB", string], readonly [string, "memSlabBytes", "kB", string], readonly [string, "memKernelStackBytes", "kB", string], readonly [string, "memPageTablesBytes", "kB", string], readonly [string, "memVmallocUsedBytes", "kB", string], readonly [string, "swapFreeBytes", "kB", string], readonly [string, "swapUsedBytes", "kB", string], readonly [string, "swapUsedPercent", "same", string], readonly [string, "swapCachedBytes", "kB", string], readonly [string, "swapCachedPercent", "same", string]];
    }, {
        readonly id: "swap-space";
        readonly markers: readonly ["kbswpfree", "kbswpused"];
        readonly columns: readonly [readonly [string, "swapFreeBytes", "kB", string], readonly [string, "swapUsedBytes", "kB", string], readonly [string, "swapUsedPercent", "same", string], readonly [string, "swapCachedBytes", "kB", string], readonly [string, "swapCachedPercent", "same", string]];
    }, {
        readonly id: "memory-pages";
        readonly markers: readonly ["frmpg/s"];
        readonly columns: readonly [readonly [string, "memFreedPagesPerSecond", "same", string, "signed"], readonly [string, "bufferPagesPerSecond", "same", string, "signed"], readonly [string, "cachedPagesPerSecond", "same", string, "signed"]];
    }, {
        readonly id: "hugepages";
        readonly markers: readonly ["kbhugfree", "kbhugused"];
        readonly columns: readonly [readonly [string, "hugeFreeBytes", "kB", string], readonly [string, "hugeUsedBytes", "kB", string], readonly [string, "hugeUsedPercent", "same", string], readonly [string, "hugeReservedBytes", "kB", string], readonly [string, "hugeSurplusBytes", "kB", string]];
    }, {
        readonly id: "kernel";
        readonly markers: readonly ["dentunusd", "file-nr", "file-sz"];
        readonly columns: readonly [readonly [string, "dentryUnusedCount", "same", string], readonly [string, "fileHandleCount", "same", string], readonly [string, "fileHandleCount", "same", string], readonly [string, "inodeHandleCount", "same", string], readonly [string, "inodeHandleCount", "same", string], readonly [string, "ptyCount", "same", string]];
    }, {
        readonly id: "queue";
        readonly markers: readonly ["runq-sz", "ldavg-1"];
        readonly columns: readonly [readonly [string, "runQueueLength", "same", string], readonly [string, "taskCount", "same", string], readonly [string, "loadAverage1m", "same", string], readonly [string, "loadAverage5m", "same", string], readonly [string, "loadAverage15m", "same", string], readonly [string, "blockedTaskCount", "same", string]];
    }, {
        readonly id: "psi-cpu";
        readonly markers: readonly ["%scpu-10"];
        readonly columns: readonly [readonly [string, "cpuSomePressure10sPercent", "same", string], readonly [string, "cpuSomePressure60sPercent", "same", string], readonly [string, "cpuSomePressure300sPercent", "same", string], readonly [string, "cpuSomeStallPercent", "same", string]];
    }, {
        readonly id: "psi-io";
        readonly markers: readonly ["%sio-10"];
        readonly columns: readonly [readonly [string, "ioSomePressure10sPercent", "same", string], readonly [string, "ioSomePressure60sPercent", "same", string], readonly [string, "ioSomePressure300sPercent", "same", string], readonly [string, "ioSomeStallPercent", "same", string], readonly [string, "ioFullPressure10sPercent", "same", string], readonly [string, "ioFullPressure60sPercent", "same", string], readonly [string, "ioFullPressure300sPercent", "same", string], readonly [string, "ioFullStallPercent", "same", string]];
    }, {
        readonly id: "psi-mem";
        readonly markers: readonly ["%smem-10"];
        readonly columns: readonly [readonly [string, "memSomePressure10sPercent", "same", string], readonly [string, "memSomePressure60sPercent", "same", string], readonly [string, "memSomePressure300sPercent", "same", string], readonly [string, "memSomeStallPercent", "same", string], readonly [string, "memFullPressure10sPercent", "same", string], readonly [string, "memFullPressure60sPercent", "same", string], readonly [string, "memFullPressure300sPercent", "same", string], readonly [string, "memFullStallPercent", "same", string]];
    }, {
        readonly id: "serial";
        readonly keys: readonly ["TTY"];
        readonly markers: readonly ["rcvin/s"];
        readonly columns: readonly [readonly [string, "receiveInterruptsPerSecond", "same", string], readonly [string, "transmitInterruptsPerSecond", "same", string], readonly [string, "transmitInterruptsPerSecond", "same", string], readonly [string, "frameErrorsPerSecond", "same", string], readonly [string, "parityErrorsPerSecond", "same", string], readonly [string, "breaksPerSecond", "same", string], readonly [string, "overrunErrorsPerSecond", "same", string]];
    }, {
        readonly id: "disk";
        readonly keys: readonly ["DEV"];
        readonly markers: readonly ["rkB/s", "rd_sec/s", "areq-sz", "avgrq-sz"];
        readonly columns: readonly [readonly [string, "transfersPerSecond", "same", string], readonly [string, "readBytesPerSecond", "kBps", string], readonly [string, "writtenBytesPerSecond", "kBps", string], readonly [string, "discardedBytesPerSecond", "kBps", string], readonly [string, "readBytesPerSecond", "sectors", string], readonly [string, "writtenBytesPerSecond", "sectors", string], readonly [string, "avgRequestSizeBytes", "kB", string], readonly [string, "avgRequestSizeBytes", "sectors", string], readonly [string, "avgQueueLength", "same", string], readonly [string, "avgQueueLength", "same", string], readonly [string, "awaitMs", "same", string], readonly [string, "serviceTimeMs", "same", string], readonly [string, "utilizationPercent", "same", string]];
    }, {
        readonly id: "net-dev";
        readonly keys: readonly ["IFACE"];
        readonly markers: readonly ["rxpck/s"];
        readonly columns: readonly [readonly [string, "rxPacketsPerSecond", "same", string], readonly [string, "txPacketsPerSecond", "same", string], readonly [string, "rxBytesPerSecond", "kBps", string], readonly [string, "txBytesPerSecond", "kBps", string], readonly [string, "rxBytesPerSecond", "B", string], readonly [string, "txBytesPerSecond", "B", string], readonly [string, "rxCompressedPacketsPerSecond", "same", string], readonly [string, "txCompressedPacketsPerSecond", "same", string], readonly [string, "rxMulticastPacketsPerSecond", "same", string], readonly [string, "ifUtilizationPercent", "same", string]];
    }, {
        readonly id: "net-edev";
        readonly keys: readonly ["IFACE"];
        readonly markers: readonly ["rxerr/s"];
        readonly columns: readonly [readonly [string, "rxErrorsPerSecond", "same", string], readonly [string, "txErrorsPerSecond", "same", string], readonly [string, "collisionsPerSecond", "same", string], readonly [string, "rxDroppedPerSecond", "same", string], readonly [string, "txDroppedPerSecond", "same", string], readonly [string, "txCarrierErrorsPerSecond", "same", string], readonly [string, "rxFrameErrorsPerSecond", "same", string], readonly [string, "rxFifoErrorsPerSecond", "same", string], readonly [string, "txFifoErrorsPerSecond", "same", string]];
    }, {
        readonly id: "net-nfs";
        readonly markers: readonly ["call/s"];
        readonly columns: readonly [readonly [string, "rpcCallsPerSecond", "same", string], readonly [string, "rpcRetransmissionsPerSecond", "same", string], readonly [string, "readCallsPerSecond", "same", string], readonly [string, "writeCallsPerSecond", "same", string], readonly [string, "accessCallsPerSecond", "same", string], readonly [string, "getattrCallsPerSecond", "same", string]];
    }, {
        readonly id: "net-nfsd";
        readonly markers: readonly ["scall/s"];
        readonly columns: readonly [readonly [string, "rpcCallsPerSecond", "same", string], readonly [string, "badRpcCallsPerSecond", "same", string], readonly [string, "packetsPerSecond", "same", string], readonly [string, "udpPacketsPerSecond", "same", string], readonly [string, "tcpPacketsPerSecond", "same", string], readonly [string, "replyCacheHitsPerSecond", "same", string], readonly [string, "replyCacheMissesPerSecond", "same", string], readonly [string, "readCallsPerSecond", "same", string], readonly [string, "writeCallsPerSecond", "same", string], readonly [string, "accessCallsPerSecond", "same", string], readonly [string, "getattrCallsPerSecond", "same", string]];
    }, {
        readonly id: "net-sock";
        readonly markers: readonly ["totsck"];
        readonly columns: readonly [readonly [string, "socketCount", "same", string], readonly [string, "tcpSocketCount", "same", string], readonly [string, "udpSocketCount", "same", string], readonly [string, "rawSocketCount", "same", string], readonly [string, "ipFragmentQueueCount", "same", string], readonly [string, "tcpTimeWaitCount", "same", string]];
    }, {
        readonly id: "net-sock6";
        readonly markers: readonly ["tcp6sck"];
        readonly columns: readonly [readonly [string, "tcpSocketCount", "same", string], readonly [string, "udpSocketCount", "same", string], readonly [string, "rawSocketCount", "same", string], readonly [string, "ipFragmentQueueCount", "same", string]];
    }, {
        readonly id: "net-ip";
        readonly markers: readonly ["irec/s"];
        readonly columns: readonly [readonly [string, "inReceivesPerSecond", "same", string], readonly [string, "forwardedDatagramsPerSecond", "same", string], readonly [string, "inDeliversPerSecond", "same", string], readonly [string, "outRequestsPerSecond", "same", string], readonly [string, "reassemblyRequestsPerSecond", "same", string], readonly [string, "reassembledPerSecond", "same", string], readonly [string, "fragmentedPerSecond", "same", string], readonly [string, "fragmentsCreatedPerSecond", "same", string]];
    }, {
        readonly id: "net-ip6";
        readonly markers: readonly ["irec6/s"];
        readonly columns: readonly [readonly [string, "inReceivesPerSecond", "same", string], readonly [string, "forwardedDatagramsPerSecond", "same", string], readonly [string, "inDeliversPerSecond", "same", string], readonly [string, "outRequestsPerSecond", "same", string], readonly [string, "reassemblyRequestsPerSecond", "same", string], readonly [string, "reassembledPerSecond", "same", string], readonly [string, "inMulticastPacketsPerSecond", "same", string], readonly [string, "outMulticastPacketsPerSecond", "same", string], readonly [string, "fragmentedPerSecond", "same", string], readonly [string, "fragmentsCreatedPerSecond", "same", string]];
    }, {
        readonly id: "net-eip";
        readonly markers: readonly ["ihdrerr/s"];
        readonly columns: readonly [readonly [string, "inHeaderErrorsPerSecond", "same", string], readonly [string, "inAddressErrorsPerSecond", "same", string], readonly [string, "inUnknownProtocolsPerSecond", "same", string], readonly [string, "inDiscardsPerSecond", "same", string], readonly [string, "outDiscardsPerSecond", "same", string], readonly [string, "outNoRoutesPerSecond", "same", string], readonly [string, "reassemblyFailuresPerSecond", "same", string], readonly [string, "fragmentationFailuresPerSecond", "same", string]];
    }, {
        readonly id: "net-eip6";
        readonly markers: readonly ["ihdrer6/s"];
        readonly columns: readonly [readonly [string, "inHeaderErrorsPerSecond", "same", string], readonly [string, "inAddressErrorsPerSecond", "same", string], readonly [string, "inUnknownProtocolsPerSecond", "same", string], readonly [string, "inTooBigErrorsPerSecond", "same", string], readonly [string, "inDiscardsPerSecond", "same", string], readonly [string, "outDiscardsPerSecond", "same", string], readonly [string, "inNoRoutesPerSecond", "same", string], readonly [string, "outNoRoutesPerSecond", "same", string], readonly [string, "reassemblyFailuresPerSecond", "same", string], readonly [string, "fragmentationFailuresPerSecond", "same", string], readonly [string, "inTruncatedPacketsPerSecond", "same", string]];
    }, {
        readonly id: "net-icmp";
        readonly markers: readonly ["imsg/s"];
        readonly columns: readonly [readonly [string, "inMessagesPerSecond", "same", string], readonly [string, "outMessagesPerSecond", "same", string], readonly [string, "inEchosPerSecond", "same", string], readonly [string, "inEchoRepliesPerSecond", "same", string], readonly [string, "outEchosPerSecond", "same", string], readonly [string, "outEchoRepliesPerSecond", "same", string], readonly [string, "inTimestampsPerSecond", "same", string], readonly [string, "inTimestampRepliesPerSecond", "same", string], readonly [string, "outTimestampsPerSecond", "same", string], readonly [string, "outTimestampRepliesPerSecond", "same", string], readonly [string, "inAddressMasksPerSecond", "same", string], readonly [string, "inAddressMaskRepliesPerSecond", "same", string], readonly [string, "outAddressMasksPerSecond", "same", string], readonly [string, "outAddressMaskRepliesPerSecond", "same", string]];
    }, {
        readonly id: "net-icmp6";
        readonly markers: readonly ["imsg6/s"];
        readonly columns: readonly [readonly [string, "inMessagesPerSecond", "same", string], readonly [string, "outMessagesPerSecond", "same", string], readonly [string, "inEchosPerSecond", "same", string], readonly [string, "inEchoRepliesPerSecond", "same", string], readonly [string, "outEchoRepliesPerSecond", "same", string], readonly [string, "inGroupQueriesPerSecond", "same", string], readonly [string, "inGroupResponsesPerSecond", "same", string], readonly [string, "outGroupResponsesPerSecond", "same", string], readonly [string, "inGroupReductionsPerSecond", "same", string], readonly [string, "outGroupReductionsPerSecond", "same", string], readonly [string, "inRouterSolicitationsPerSecond", "same", string], readonly [string, "outRouterSolicitationsPerSecond", "same", string], readonly [string, "inRouterAdvertisementsPerSecond", "same", string], readonly [string, "inNeighborSolicitationsPerSecond", "same", string], readonly [string, "outNeighborSolicitationsPerSecond", "same", string], readonly [string, "inNeighborAdvertisementsPerSecond", "same", string], readonly [string, "outNeighborAdvertisementsPerSecond", "same", string]];
    }, {
        readonly id: "net-eicmp";
        readonly markers: readonly ["ierr/s"];
        readonly columns: readonly [readonly [string, "inErrorsPerSecond", "same", string], readonly [string, "outErrorsPerSecond", "same", string], readonly [string, "inDestUnreachablePerSecond", "same", string], readonly [string, "outDestUnreachablePerSecond", "same", string], readonly [string, "inTimeExceededPerSecond", "same", string], readonly [string, "outTimeExceededPerSecond", "same", string], readonly [string, "inParameterProblemsPerSecond", "same", string], readonly [string, "outParameterProblemsPerSecond", "same", string], readonly [string, "inSourceQuenchesPerSecond", "same", string], readonly [string, "outSourceQuenchesPerSecond", "same", string], readonly [string, "inRedirectsPerSecond", "same", string], readonly [string, "outRedirectsPerSecond", "same", string]];
    }, {
        readonly id: "net-eicmp6";
        readonly markers: readonly ["ierr6/s"];
        readonly columns: readonly [readonly [string, "inErrorsPerSecond", "same", string], readonly [string, "inDestUnreachablePerSecond", "same", string], readonly [string, "outDestUnreachablePerSecond", "same", string], readonly [string, "inTimeExceededPerSecond", "same", string], readonly [string, "outTimeExceededPerSecond", "same", string], readonly [string, "inParameterProblemsPerSecond", "same", string], readonly [string, "outParameterProblemsPerSecond", "same", string], readonly [string, "inRedirectsPerSecond", "same", string], readonly [string, "outRedirectsPerSecond", "same", string], readonly [string, "inPacketTooBigPerSecond", "same", string], readonly [string, "outPacketTooBigPerSecond", "same", string]];
    }, {
        readonly id: "net-tcp";
        readonly markers: readonly ["active/s", "iseg/s"];
        readonly columns: readonly [readonly [string, "activeOpensPerSecond", "same", string], readonly [string, "passiveOpensPerSecond", "same", string], readonly [string, "inSegmentsPerSecond", "same", string], readonly [string, "outSegmentsPerSecond", "same", string]];
    }, {
        readonly id: "net-etcp";
        readonly markers: readonly ["atmptf/s", "estres/s"];
        readonly columns: readonly [readonly [string, "attemptFailsPerSecond", "same", string], readonly [string, "establishedResetsPerSecond", "same", string], readonly [string, "retransmittedSegmentsPerSecond", "same", string], readonly [string, "retransmittedSegmentsPerSecond", "same", string], readonly [string, "inSegmentErrorsPerSecond", "same", string], readonly [string, "outResetsPerSecond", "same", string]];
    }, {
        readonly id: "net-udp";
        readonly markers: readonly ["idgm/s"];
        readonly columns: readonly [readonly [string, "inDatagramsPerSecond", "same", string], readonly [string, "outDatagramsPerSecond", "same", string], readonly [string, "noPortPerSecond", "same", string], readonly [string, "inDatagramErrorsPerSecond", "same", string]];
    }, {
        readonly id: "net-udp6";
        readonly markers: readonly ["idgm6/s"];
        readonly columns: readonly [readonly [string, "inDatagramsPerSecond", "same", string], readonly [string, "outDatagramsPerSecond", "same", string], readonly [string, "noPortPerSecond", "same", string], readonly [string, "inDatagramErrorsPerSecond", "same", string]];
    }, {
        readonly id: "fchost";
        readonly keys: readonly ["FCHOST"];
        readonly markers: readonly ["fch_rxf/s"];
        readonly columns: readonly [readonly [string, "rxFramesPerSecond", "same", string], readonly [string, "txFramesPerSecond", "same", string], readonly [string, "rxWordsPerSecond", "same", string], readonly [string, "txWordsPerSecond", "same", string]];
    }, {
        readonly id: "fan-speed";
        readonly keys: readonly ["FAN"];
        readonly markers: readonly ["rpm"];
        readonly columns: readonly [readonly [string, "fanSpeedRpm", "same", string], readonly [string, "fanSpeedDeviationRpm", "same", string, "signed"], readonly [string, "sensorDevice", "text", string]];
    }, {
        readonly id: "temperature";
        readonly keys: readonly ["TEMP"];
        readonly markers: readonly ["degC"];
        readonly columns: readonly [readonly [string, "temperatureCelsius", "same", string, "signed"], readonly [string, "temperaturePercent", "same", string], readonly [string, "sensorDevice", "text", string]];
    }, {
        readonly id: "voltage-input";
        readonly keys: readonly ["IN"];
        readonly markers: readonly ["inV"];
        readonly columns: readonly [readonly [string, "voltageVolts", "same", string, "signed"], readonly [string, "voltagePercent", "same", string], readonly [string, "sensorDevice", "text", string]];
    }, {
        readonly id: "usb-devices";
        readonly keys: readonly ["BUS"];
        readonly markers: readonly ["idvendor", "maxpower"];
        readonly columns: readonly [readonly [string, "vendorId", "text", string], readonly [string, "productId", "text", string], readonly [string, "maxPowerMilliamps", "same", string], readonly [string, "manufacturer", "text", string], readonly [string, "product", "text", string]];
    }, {
        readonly id: "battery";
        readonly keys: readonly ["BAT"];
        readonly markers: readonly ["%cap"];
        readonly columns: readonly [readonly [string, "capacityPercent", "same", string], readonly [string, "capacityPercentPerMinute", "same", string, "signed"], readonly [string, "status", "text", string]];
    }, {
        readonly id: "filesystems";
        readonly keys: readonly ["FILESYSTEM", "MOUNTPOINT"];
        readonly markers: readonly ["MBfsfree"];
        readonly columns: readonly [readonly [string, "fsFreeBytes", "MB", string], readonly [string, "fsUsedBytes", "MB", string], readonly [string, "fsUsedPercent", "same", string], readonly [string, "fsUsedUserPercent", "same", string], readonly [string, "inodesFreeCount", "same", string], readonly [string, "inodesUsedCount", "same", string], readonly [string, "inodesUsedPercent", "same", string]];
    }]> | RowsOf<SummaryBase<"sar">, readonly [{
        readonly id: "cpu-load";
        readonly keys: readonly ["CPU", "cpu"];
        readonly markers: readonly ["%user", "%usr"];
        readonly columns: readonly [readonly [string, "cpuUserPercent", "same", string], readonly [string, "cpuUsrPercent", "same", string], readonly [string, "cpuNicePercent", "same", string], readonly [string, "cpuSystemPercent", "same", string], readonly [string, "cpuSysPercent", "same", string], readonly [string, "cpuIowaitPercent", "same", string], readonly [string, "cpuStealPercent", "same", string], readonly [string, "cpuIrqPercent", "same", string], readonly [string, "cpuSoftirqPercent", "same", string], readonly [string, "cpuGuestPercent", "same", string], readonly [string, "cpuGuestNicePercent", "same", string], readonly [string, "cpuIdlePercent", "same", string], readonly [string, "cpuIowaitPercent", "same", string]];
    }, {
        readonly id: "softnet";
        readonly keys: readonly ["CPU"];
        readonly markers: readonly ["total/s"];
        readonly columns: readonly [readonly [string, "packetsProcessedPerSecond", "same", string], readonly [string, "packetsDroppedPerSecond", "same", string], readonly [string, "timeSqueezesPerSecond", "same", string], readonly [string, "rpsInterruptsPerSecond", "same", string], readonly [string, "flowLimitPerSecond", "same", string], readonly [string, "backlogLength", "same", string]];
    }, {
        readonly id: "cpu-frequency";
        readonly keys: readonly ["CPU"];
        readonly markers: readonly ["MHz"];
        readonly columns: readonly [readonly [string, "frequencyMhz", "same", string]];
    }, {
        readonly id: "cpu-weighted-frequency";
        readonly keys: readonly ["CPU"];
        readonly markers: readonly ["wghMHz"];
        readonly columns: readonly [readonly [string, "weightedFrequencyMhz", "same", string]];
    }, {
        readonly id: "process-and-context-switch";
        readonly markers: readonly ["proc/s", "cswch/s"];
        readonly columns: readonly [readonly [string, "processesCreatedPerSecond", "same", string], readonly [string, "contextSwitchesPerSecond", "same", string]];
    }, {
        readonly id: "interrupts";
        readonly keys: readonly ["INTR"];
        readonly markers: readonly ["intr/s"];
        readonly columns: readonly [readonly [string, "interruptsPerSecond", "same", string], readonly [string, "interruptsPerSecond", "same", string]];
    }, {
        readonly id: "interrupts-per-cpu";
        readonly keys: readonly ["CPU"];
        readonly markers: readonly [];
        readonly columns: readonly [];
    }, {
        readonly id: "swap-pages";
        readonly markers: readonly ["pswpin/s", "pswpout/s"];
        readonly columns: readonly [readonly [string, "swapInPagesPerSecond", "same", string], readonly [string, "swapOutPagesPerSecond", "same", string]];
    }, {
        readonly id: "paging";
        readonly markers: readonly ["pgpgin/s", "fault/s"];
        readonly columns: readonly [readonly [string, "pagedInBytesPerSecond", "kBps", string], readonly [string, "pagedOutBytesPerSecond", "kBps", string], readonly [string, "pageFaultsPerSecond", "same", string], readonly [string, "majorFaultsPerSecond", "same", string], readonly [string, "pagesFreedPerSecond", "same", string], readonly [string, "pagesScannedKswapdPerSecond", "same", string], readonly [string, "pagesScannedDirectPerSecond", "same", string], readonly [string, "pagesStolenPerSecond", "same", string], readonly [string, "vmEfficiencyPercent", "same", string], readonly [string, "pagesPromotedPerSecond", "same", string], readonly [string, "pagesDemotedPerSecond", "same", string]];
    }, {
        readonly id: "io";
        readonly markers: readonly ["rtps", "bread/s"];
        readonly columns: readonly [readonly [string, "transfersPerSecond", "same", string], readonly [string, "readRequestsPerSecond", "same", string], readonly [string, "writeRequestsPerSecond", "same", string], readonly [string, "discardRequestsPerSecond", "same", string], readonly [string, "readBytesPerSecond", "sectors", string], readonly [string, "writtenBytesPerSecond", "sectors", string], readonly [string, "discardedBytesPerSecond", "sectors", string]];
    }, {
        readonly id: "memory";
        readonly markers: readonly ["kbmemfree", "kbmemused"];
        readonly columns: readonly [readonly [string, "memFreeBytes", "kB", string], readonly [string, "memAvailableBytes", "kB", string], readonly [string, "memUsedBytes", "kB", string], readonly [string, "memUsedPercent", "same", string], readonly [string, "memBuffersBytes", "kB", string], readonly [string, "memCachedBytes", "kB", string], readonly [string, "memCommitBytes", "kB", string], readonly [string, "memCommitPercent", "same", string], readonly [string, "memActiveBytes", "kB", string], readonly [string, "memInactiveBytes", "kB", string], readonly [string, "memDirtyBytes", "kB", string], readonly [string, "memSharedBytes", "kB", string], readonly [string, "memAnonPagesBytes", "kB", string], readonly [string, "memSlabBytes", "kB", string], readonly [string, "memKernelStackBytes", "kB", string], readonly [string, "memPageTablesBytes", "kB", string], readonly [string, "memVmallocUsedBytes", "kB", string], readonly [string, "swapFreeBytes", "kB", string], readonly [string, "swapUsedBytes", "kB", string], readonly [string, "swapUsedPercent", "same", string], readonly [string, "swapCachedBytes", "kB", string], readonly [string, "swapCachedPercent", "same", string]];
    }, {
        readonly id: "swap-space";
        readonly markers: readonly ["kbswpfree", "kbswpused"];
        readonly columns: readonly [readonly [string, "swapFreeBytes", "kB", string], readonly [string, "swapUsedBytes", "kB", string], readonly [string, "swapUsedPercent", "same", string], readonly [string, "swapCachedBytes", "kB", string], readonly [string, "swapCachedPercent", "same", string]];
    }, {
        readonly id: "memory-pages";
        readonly markers: readonly ["frmpg/s"];
        readonly columns: readonly [readonly [string, "memFreedPagesPerSecond", "same", string, "signed"], readonly [string, "bufferPagesPerSecond", "same", string, "signed"], readonly [string, "cachedPagesPerSecond", "same", string, "signed"]];
    }, {
        readonly id: "hugepages";
        readonly markers: readonly ["kbhugfree", "kbhugused"];
        readonly columns: readonly [readonly [string, "hugeFreeBytes", "kB", string], readonly [string, "hugeUsedBytes", "kB", string], readonly [string, "hugeUsedPercent", "same", string], readonly [string, "hugeReservedBytes", "kB", string], readonly [string, "hugeSurplusBytes", "kB", string]];
    }, {
        readonly id: "kernel";
        readonly markers: readonly ["dentunusd", "file-nr", "file-sz"];
        readonly columns: readonly [readonly [string, "dentryUnusedCount", "same", string], readonly [string, "fileHandleCount", "same", string], readonly [string, "fileHandleCount", "same", string], readonly [string, "inodeHandleCount", "same", string], readonly [string, "inodeHandleCount", "same", string], readonly [string, "ptyCount", "same", string]];
    }, {
        readonly id: "queue";
        readonly markers: readonly ["runq-sz", "ldavg-1"];
        readonly columns: readonly [readonly [string, "runQueueLength", "same", string], readonly [string, "taskCount", "same", string], readonly [string, "loadAverage1m", "same", string], readonly [string, "loadAverage5m", "same", string], readonly [string, "loadAverage15m", "same", string], readonly [string, "blockedTaskCount", "same", string]];
    }, {
        readonly id: "psi-cpu";
        readonly markers: readonly ["%scpu-10"];
        readonly columns: readonly [readonly [string, "cpuSomePressure10sPercent", "same", string], readonly [string, "cpuSomePressure60sPercent", "same", string], readonly [string, "cpuSomePressure300sPercent", "same", string], readonly [string, "cpuSomeStallPercent", "same", string]];
    }, {
        readonly id: "psi-io";
        readonly markers: readonly ["%sio-10"];
        readonly columns: readonly [readonly [string, "ioSomePressure10sPercent", "same", string], readonly [string, "ioSomePressure60sPercent", "same", string], readonly [string, "ioSomePressure300sPercent", "same", string], readonly [string, "ioSomeStallPercent", "same", string], readonly [string, "ioFullPressure10sPercent", "same", string], readonly [string, "ioFullPressure60sPercent", "same", string], readonly [string, "ioFullPressure300sPercent", "same", string], readonly [string, "ioFullStallPercent", "same", string]];
    }, {
        readonly id: "psi-mem";
        readonly markers: readonly ["%smem-10"];
        readonly columns: readonly [readonly [string, "memSomePressure10sPercent", "same", string], readonly [string, "memSomePressure60sPercent", "same", string], readonly [string, "memSomePressure300sPercent", "same", string], readonly [string, "memSomeStallPercent", "same", string], readonly [string, "memFullPressure10sPercent", "same", string], readonly [string, "memFullPressure60sPercent", "same", string], readonly [string, "memFullPressure300sPercent", "same", string], readonly [string, "memFullStallPercent", "same", string]];
    }, {
        readonly id: "serial";
        readonly keys: readonly ["TTY"];
        readonly markers: readonly ["rcvin/s"];
        readonly columns: readonly [readonly [string, "receiveInterruptsPerSecond", "same", string], readonly [string, "transmitInterruptsPerSecond", "same", string], readonly [string, "transmitInterruptsPerSecond", "same", string], readonly [string, "frameErrorsPerSecond", "same", string], readonly [string, "parityErrorsPerSecond", "same", string], readonly [string, "breaksPerSecond", "same", string], readonly [string, "overrunErrorsPerSecond", "same", string]];
    }, {
        readonly id: "disk";
        readonly keys: readonly ["DEV"];
        readonly markers: readonly ["rkB/s", "rd_sec/s", "areq-sz", "avgrq-sz"];
        readonly columns: readonly [readonly [string, "transfersPerSecond", "same", string], readonly [string, "readBytesPerSecond", "kBps", string], readonly [string, "writtenBytesPerSecond", "kBps", string], readonly [string, "discardedBytesPerSecond", "kBps", string], readonly [string, "readBytesPerSecond", "sectors", string], readonly [string, "writtenBytesPerSecond", "sectors", string], readonly [string, "avgRequestSizeBytes", "kB", string], readonly [string, "avgRequestSizeBytes", "sectors", string], readonly [string, "avgQueueLength", "same", string], readonly [string, "avgQueueLength", "same", string], readonly [string, "awaitMs", "same", string], readonly [string, "serviceTimeMs", "same", string], readonly [string, "utilizationPercent", "same", string]];
    }, {
        readonly id: "net-dev";
        readonly keys: readonly ["IFACE"];
        readonly markers: readonly ["rxpck/s"];
        readonly columns: readonly [readonly [string, "rxPacketsPerSecond", "same", string], readonly [string, "txPacketsPerSecond", "same", string], readonly [string, "rxBytesPerSecond", "kBps", string], readonly [string, "txBytesPerSecond", "kBps", string], readonly [string, "rxBytesPerSecond", "B", string], readonly [string, "txBytesPerSecond", "B", string], readonly [string, "rxCompressedPacketsPerSecond", "same", string], readonly [string, "txCompressedPacketsPerSecond", "same", string], readonly [string, "rxMulticastPacketsPerSecond", "same", string], readonly [string, "ifUtilizationPercent", "same", string]];
    }, {
        readonly id: "net-edev";
        readonly keys: readonly ["IFACE"];
        readonly markers: readonly ["rxerr/s"];
        readonly columns: readonly [readonly [string, "rxErrorsPerSecond", "same", string], readonly [string, "txErrorsPerSecond", "same", string], readonly [string, "collisionsPerSecond", "same", string], readonly [string, "rxDroppedPerSecond", "same", string], readonly [string, "txDroppedPerSecond", "same", string], readonly [string, "txCarrierErrorsPerSecond", "same", string], readonly [string, "rxFrameErrorsPerSecond", "same", string], readonly [string, "rxFifoErrorsPerSecond", "same", string], readonly [string, "txFifoErrorsPerSecond", "same", string]];
    }, {
        readonly id: "net-nfs";
        readonly markers: readonly ["call/s"];
        readonly columns: readonly [readonly [string, "rpcCallsPerSecond", "same", string], readonly [string, "rpcRetransmissionsPerSecond", "same", string], readonly [string, "readCallsPerSecond", "same", string], readonly [string, "writeCallsPerSecond", "same", string], readonly [string, "accessCallsPerSecond", "same", string], readonly [string, "getattrCallsPerSecond", "same", string]];
    }, {
        readonly id: "net-nfsd";
        readonly markers: readonly ["scall/s"];
        readonly columns: readonly [readonly [string, "rpcCallsPerSecond", "same", string], readonly [string, "badRpcCallsPerSecond", "same", string], readonly [string, "packetsPerSecond", "same", string], readonly [string, "udpPacketsPerSecond", "same", string], readonly [string, "tcpPacketsPerSecond", "same", string], readonly [string, "replyCacheHitsPerSecond", "same", string], readonly [string, "replyCacheMissesPerSecond", "same", string], readonly [string, "readCallsPerSecond", "same", string], readonly [string, "writeCallsPerSecond", "same", string], readonly [string, "accessCallsPerSecond", "same", string], readonly [string, "getattrCallsPerSecond", "same", string]];
    }, {
        readonly id: "net-sock";
        readonly markers: readonly ["totsck"];
        readonly columns: readonly [readonly [string, "socketCount", "same", string], readonly [string, "tcpSocketCount", "same", string], readonly [string, "udpSocketCount", "same", string], readonly [string, "rawSocketCount", "same", string], readonly [string, "ipFragmentQueueCount", "same", string], readonly [string, "tcpTimeWaitCount", "same", string]];
    }, {
        readonly id: "net-sock6";
        readonly markers: readonly ["tcp6sck"];
        readonly columns: readonly [readonly [string, "tcpSocketCount", "same", string], readonly [string, "udpSocketCount", "same", string], readonly [string, "rawSocketCount", "same", string], readonly [string, "ipFragmentQueueCount", "same", string]];
    }, {
        readonly id: "net-ip";
        readonly markers: readonly ["irec/s"];
        readonly columns: readonly [readonly [string, "inReceivesPerSecond", "same", string], readonly [string, "forwardedDatagramsPerSecond", "same", string], readonly [string, "inDeliversPerSecond", "same", string], readonly [string, "outRequestsPerSecond", "same", string], readonly [string, "reassemblyRequestsPerSecond", "same", string], readonly [string, "reassembledPerSecond", "same", string], readonly [string, "fragmentedPerSecond", "same", string], readonly [string, "fragmentsCreatedPerSecond", "same", string]];
    }, {
        readonly id: "net-ip6";
        readonly markers: readonly ["irec6/s"];
        readonly columns: readonly [readonly [string, "inReceivesPerSecond", "same", string], readonly [string, "forwardedDatagramsPerSecond", "same", string], readonly [string, "inDeliversPerSecond", "same", string], readonly [string, "outRequestsPerSecond", "same", string], readonly [string, "reassemblyRequestsPerSecond", "same", string], readonly [string, "reassembledPerSecond", "same", string], readonly [string, "inMulticastPacketsPerSecond", "same", string], readonly [string, "outMulticastPacketsPerSecond", "same", string], readonly [string, "fragmentedPerSecond", "same", string], readonly [string, "fragmentsCreatedPerSecond", "same", string]];
    }, {
        readonly id: "net-eip";
        readonly markers: readonly ["ihdrerr/s"];
        readonly columns: readonly [readonly [string, "inHeaderErrorsPerSecond", "same", string], readonly [string, "inAddressErrorsPerSecond", "same", string], readonly [string, "inUnknownProtocolsPerSecond", "same", string], readonly [string, "inDiscardsPerSecond", "same", string], readonly [string, "outDiscardsPerSecond", "same", string], readonly [string, "outNoRoutesPerSecond", "same", string], readonly [string, "reassemblyFailuresPerSecond", "same", string], readonly [string, "fragmentationFailuresPerSecond", "same", string]];
    }, {
        readonly id: "net-eip6";
        readonly markers: readonly ["ihdrer6/s"];
        readonly columns: readonly [readonly [string, "inHeaderErrorsPerSecond", "same", string], readonly [string, "inAddressErrorsPerSecond", "same", string], readonly [string, "inUnknownProtocolsPerSecond", "same", string], readonly [string, "inTooBigErrorsPerSecond", "same", string], readonly [string, "inDiscardsPerSecond", "same", string], readonly [string, "outDiscardsPerSecond", "same", string], readonly [string, "inNoRoutesPerSecond", "same", string], readonly [string, "outNoRoutesPerSecond", "same", string], readonly [string, "reassemblyFailuresPerSecond", "same", string], readonly [string, "fragmentationFailuresPerSecond", "same", string], readonly [string, "inTruncatedPacketsPerSecond", "same", string]];
    }, {
        readonly id: "net-icmp";
        readonly markers: readonly ["imsg/s"];
        readonly columns: readonly [readonly [string, "inMessagesPerSecond", "same", string], readonly [string, "outMessagesPerSecond", "same", string], readonly [string, "inEchosPerSecond", "same", string], readonly [string, "inEchoRepliesPerSecond", "same", string], readonly [string, "outEchosPerSecond", "same", string], readonly [string, "outEchoRepliesPerSecond", "same", string], readonly [string, "inTimestampsPerSecond", "same", string], readonly [string, "inTimestampRepliesPerSecond", "same", string], readonly [string, "outTimestampsPerSecond", "same", string], readonly [string, "outTimestampRepliesPerSecond", "same", string], readonly [string, "inAddressMasksPerSecond", "same", string], readonly [string, "inAddressMaskRepliesPerSecond", "same", string], readonly [string, "outAddressMasksPerSecond", "same", string], readonly [string, "outAddressMaskRepliesPerSecond", "same", string]];
    }, {
        readonly id: "net-icmp6";
        readonly markers: readonly ["imsg6/s"];
        readonly columns: readonly [readonly [string, "inMessagesPerSecond", "same", string], readonly [string, "outMessagesPerSecond", "same", string], readonly [string, "inEchosPerSecond", "same", string], readonly [string, "inEchoRepliesPerSecond", "same", string], readonly [string, "outEchoRepliesPerSecond", "same", string], readonly [string, "inGroupQueriesPerSecond", "same", string], readonly [string, "inGroupResponsesPerSecond", "same", string], readonly [string, "outGroupResponsesPerSecond", "same", string], readonly [string, "inGroupReductionsPerSecond", "same", string], readonly [string, "outGroupReductionsPerSecond", "same", string], readonly [string, "inRouterSolicitationsPerSecond", "same", string], readonly [string, "outRouterSolicitationsPerSecond", "same", string], readonly [string, "inRouterAdvertisementsPerSecond", "same", string], readonly [string, "inNeighborSolicitationsPerSecond", "same", string], readonly [string, "outNeighborSolicitationsPerSecond", "same", string], readonly [string, "inNeighborAdvertisementsPerSecond", "same", string], readonly [string, "outNeighborAdvertisementsPerSecond", "same", string]];
    }, {
        readonly id: "net-eicmp";
        readonly markers: readonly ["ierr/s"];
        readonly columns: readonly [readonly [string, "inErrorsPerSecond", "same", string], readonly [string, "outErrorsPerSecond", "same", string], readonly [string, "inDestUnreachablePerSecond", "same", string], readonly [string, "outDestUnreachablePerSecond", "same", string], readonly [string, "inTimeExceededPerSecond", "same", string], readonly [string, "outTimeExceededPerSecond", "same", string], readonly [string, "inParameterProblemsPerSecond", "same", string], readonly [string, "outParameterProblemsPerSecond", "same", string], readonly [string, "inSourceQuenchesPerSecond", "same", string], readonly [string, "outSourceQuenchesPerSecond", "same", string], readonly [string, "inRedirectsPerSecond", "same", string], readonly [string, "outRedirectsPerSecond", "same", string]];
    }, {
        readonly id: "net-eicmp6";
        readonly markers: readonly ["ierr6/s"];
        readonly columns: readonly [readonly [string, "inErrorsPerSecond", "same", string], readonly [string, "inDestUnreachablePerSecond", "same", string], readonly [string, "outDestUnreachablePerSecond", "same", string], readonly [string, "inTimeExceededPerSecond", "same", string], readonly [string, "outTimeExceededPerSecond", "same", string], readonly [string, "inParameterProblemsPerSecond", "same", string], readonly [string, "outParameterProblemsPerSecond", "same", string], readonly [string, "inRedirectsPerSecond", "same", string], readonly [string, "outRedirectsPerSecond", "same", string], readonly [string, "inPacketTooBigPerSecond", "same", string], readonly [string, "outPacketTooBigPerSecond", "same", string]];
    }, {
        readonly id: "net-tcp";
        readonly markers: readonly ["active/s", "iseg/s"];
        readonly columns: readonly [readonly [string, "activeOpensPerSecond", "same", string], readonly [string, "passiveOpensPerSecond", "same", string], readonly [string, "inSegmentsPerSecond", "same", string], readonly [string, "outSegmentsPerSecond", "same", string]];
    }, {
        readonly id: "net-etcp";
        readonly markers: readonly ["atmptf/s", "estres/s"];
        readonly columns: readonly [readonly [string, "attemptFailsPerSecond", "same", string], readonly [string, "establishedResetsPerSecond", "same", string], readonly [string, "retransmittedSegmentsPerSecond", "same", string], readonly [string, "retransmittedSegmentsPerSecond", "same", string], readonly [string, "inSegmentErrorsPerSecond", "same", string], readonly [string, "outResetsPerSecond", "same", string]];
    }, {
        readonly id: "net-udp";
        readonly markers: readonly ["idgm/s"];
        readonly columns: readonly [readonly [string, "inDatagramsPerSecond", "same", string], readonly [string, "outDatagramsPerSecond", "same", string], readonly [string, "noPortPerSecond", "same", string], readonly [string, "inDatagramErrorsPerSecond", "same", string]];
    }, {
        readonly id: "net-udp6";
        readonly markers: readonly ["idgm6/s"];
        readonly columns: readonly [readonly [string, "inDatagramsPerSecond", "same", string], readonly [string, "outDatagramsPerSecond", "same", string], readonly [string, "noPortPerSecond", "same", string], readonly [string, "inDatagramErrorsPerSecond", "same", string]];
    }, {
        readonly id: "fchost";
        readonly keys: readonly ["FCHOST"];
        readonly markers: readonly ["fch_rxf/s"];
        readonly columns: readonly [readonly [string, "rxFramesPerSecond", "same", string], readonly [string, "txFramesPerSecond", "same", string], readonly [string, "rxWordsPerSecond", "same", string], readonly [string, "txWordsPerSecond", "same", string]];
    }, {
        readonly id: "fan-speed";
        readonly keys: readonly ["FAN"];
        readonly markers: readonly ["rpm"];
        readonly columns: readonly [readonly [string, "fanSpeedRpm", "same", string], readonly [string, "fanSpeedDeviationRpm", "same", string, "signed"], readonly [string, "sensorDevice", "text", string]];
    }, {
        readonly id: "temperature";
        readonly keys: readonly ["TEMP"];
        readonly markers: readonly ["degC"];
        readonly columns: readonly [readonly [string, "temperatureCelsius", "same", string, "signed"], readonly [string, "temperaturePercent", "same", string], readonly [string, "sensorDevice", "text", string]];
    }, {
        readonly id: "voltage-input";
        readonly keys: readonly ["IN"];
        readonly markers: readonly ["inV"];
        readonly columns: readonly [readonly [string, "voltageVolts", "same", string, "signed"], readonly [string, "voltagePercent", "same", string], readonly [string, "sensorDevice", "text", string]];
    }, {
        readonly id: "usb-devices";
        readonly keys: readonly ["BUS"];
        readonly markers: readonly ["idvendor", "maxpower"];
        readonly columns: readonly [readonly [string, "vendorId", "text", string], readonly [string, "productId", "text", string], readonly [string, "maxPowerMilliamps", "same", string], readonly [string, "manufacturer", "text", string], readonly [string, "product", "text", string]];
    }, {
        readonly id: "battery";
        readonly keys: readonly ["BAT"];
        readonly markers: readonly ["%cap"];
        readonly columns: readonly [readonly [string, "capacityPercent", "same", string], readonly [string, "capacityPercentPerMinute", "same", string, "signed"], readonly [string, "status", "text", string]];
    }, {
        readonly id: "filesystems";
        readonly keys: readonly ["FILESYSTEM", "MOUNTPOINT"];
        readonly markers: readonly ["MBfsfree"];
        readonly columns: readonly [readonly [string, "fsFreeBytes", "MB", string], readonly [string, "fsUsedBytes", "MB", string], readonly [string, "fsUsedPercent", "same", string], readonly [string, "fsUsedUserPercent", "same", string], readonly [string, "inodesFreeCount", "same", string], readonly [string, "inodesUsedCount", "same", string], readonly [string, "inodesUsedPercent", "same", string]];
    }]> | {
        format: "sar";
        kind: "restart";
        time: string;
        timestamp?: string | undefined;
        cpuCount?: number | undefined;
    } | {
        format: "sar";
        kind: "comment";
        time: string;
        text: string;
        timestamp?: string | undefined;
    }, RowReportRawRecord, {
        dateOrder: FormatOption<"MDY" | "DMY" | "YMD">;
    }>;
    readonly siege: FormatDefinition<{
        format: "siege";
        status: "complete" | "aborted" | "incomplete";
        shape?: "text" | "json" | "log" | undefined;
        version?: string | undefined;
        debug?: boolean | undefined;
        error?: {
            message: string;
        } | undefined;
        concurrentUsers?: number | undefined;
        usersCappedAt?: number | undefined;
        lifted?: boolean | undefined;
        socketFailureAbort?: boolean | undefined;
        timestamp?: string | undefined;
        mark?: string | undefined;
        transactions?: number | undefined;
        availabilityPercent?: number | undefined;
        elapsedSeconds?: number | undefined;
        dataTransferredBytes?: number | undefined;
        responseTimeMs?: number | undefined;
        transactionRatePerSecond?: number | undefined;
        throughputBytesPerSecond?: number | undefined;
        concurrency?: number | undefined;
        successfulTransactions?: number | undefined;
        httpOkReceived?: number | undefined;
        failedTransactions?: number | undefined;
        longestTransactionMs?: number | undefined;
        shortestTransactionMs?: number | undefined;
        logFile?: string | undefined;
        messages?: {
            level: "error" | "debug" | "alert" | "fatal" | "warning" | "info";
            message: string;
            count: number;
        }[] | undefined;
        responses?: {
            protocol: string;
            status: number;
            timeMs: number;
            bytes: number;
            url: string;
            method?: string | undefined;
            user?: number | undefined;
            timestamp?: string | undefined;
        }[] | undefined;
        warnings?: string[] | undefined;
    }, SiegeRawRun, {}>;
    readonly top: FormatDefinition<{
        format: "top";
        kind: "frame";
        variant: "procps-2.0" | "procps-3.2" | "procps-ng-3.3.0" | "procps-ng-3.3.10+" | "busybox" | "freebsd" | "macos";
        processes: {
            [x: string]: unknown;
        }[];
        timestamp?: string | undefined;
        time?: string | undefined;
        uptimeSeconds?: number | undefined;
        users?: number | null | undefined;
        loadAverage1m?: number | undefined;
        loadAverage5m?: number | undefined;
        loadAverage15m?: number | undefined;
        runnableEntities?: number | undefined;
        totalEntities?: number | undefined;
        lastPid?: number | undefined;
        tasks?: {
            kind: "threads" | "tasks" | "processes";
            total?: number | undefined;
            running?: number | undefined;
            sleeping?: number | undefined;
            diskSleeping?: number | undefined;
            stopped?: number | undefined;
            zombie?: number | undefined;
            waiting?: number | undefined;
            idle?: number | undefined;
            lock?: number | undefined;
            starting?: number | undefined;
            stuck?: number | undefined;
            threads?: number | undefined;
        } | undefined;
        cpu?: {
            id?: string | undefined;
            coreType?: "P" | "E" | undefined;
            userPercent?: number | undefined;
            systemPercent?: number | undefined;
            nicePercent?: number | undefined;
            idlePercent?: number | undefined;
            iowaitPercent?: number | undefined;
            hardIrqPercent?: number | undefined;
            softIrqPercent?: number | undefined;
            stealPercent?: number | undefined;
            interruptPercent?: number | undefined;
            userNicePercent?: number | undefined;
            systemIrqPercent?: number | undefined;
            busyPercent?: number | undefined;
        } | undefined;
        cpus?: {
            id?: string | undefined;
            coreType?: "P" | "E" | undefined;
            userPercent?: number | undefined;
            systemPercent?: number | undefined;
            nicePercent?: number | undefined;
            idlePercent?: number | undefined;
            iowaitPercent?: number | undefined;
            hardIrqPercent?: number | undefined;
            softIrqPercent?: number | undefined;
            stealPercent?: number | undefined;
            interruptPercent?: number | undefined;
            userNicePercent?: number | undefined;
            systemIrqPercent?: number | undefined;
            busyPercent?: number | undefined;
        }[] | undefined;
        memoryUnit?: string | undefined;
        memory?: {
            totalBytes?: number | null | undefined;
            freeBytes?: number | null | undefined;
            usedBytes?: number | null | undefined;
            buffCacheBytes?: number | null | undefined;
            buffersBytes?: number | null | undefined;
            cachedBytes?: number | null | undefined;
            availableBytes?: number | null | undefined;
            sharedBytes?: number | null | undefined;
            activeBytes?: number | null | undefined;
            inactiveBytes?: number | null | undefined;
            laundryBytes?: number | null | undefined;
            wiredBytes?: number | null | undefined;
            bufBytes?: number | null | undefined;
            compressorBytes?: number | null | undefined;
            unusedBytes?: number | null | undefined;
            usedPercent?: number | undefined;
        } | undefined;
        swap?: {
            totalBytes?: number | null | undefined;
            freeBytes?: number | null | undefined;
            usedBytes?: number | null | undefined;
            inusePercent?: number | undefined;
            inBytes?: number | null | undefined;
            outBytes?: number | null | undefined;
            usedPercent?: number | undefined;
        } | undefined;
        arc?: {
            totalBytes?: number | null | undefined;
            mfuBytes?: number | null | undefined;
            mruBytes?: number | null | undefined;
            anonBytes?: number | null | undefined;
            headerBytes?: number | null | undefined;
            otherBytes?: number | null | undefined;
            compressedBytes?: number | null | undefined;
            uncompressedBytes?: number | null | undefined;
            ratio?: number | undefined;
        } | undefined;
        macos?: Record<string, Record<string, number | null>> | undefined;
        otherLines?: string[] | undefined;
        columns?: string[] | undefined;
        warnings?: string[] | undefined;
    } | {
        format: "top";
        kind: "error";
        error: {
            message: string;
            line: number;
            column: number;
            excerpt: string;
        };
        time?: string | undefined;
    }, TopRawItem, {
        date: FormatOption<string>;
    }>;
    readonly vegeta: FormatDefinition<{
        format: "vegeta";
        kind: "histogram" | "report";
        status: "complete" | "incomplete";
        requests?: number | undefined;
        ratePerSecond?: number | undefined;
        throughputPerSecond?: number | undefined;
        durationSeconds?: number | undefined;
        attackSeconds?: number | undefined;
        waitSeconds?: number | undefined;
        latency?: {
            minMs?: number | undefined;
            meanMs?: number | undefined;
            p50Ms?: number | undefined;
            p90Ms?: number | undefined;
            p95Ms?: number | undefined;
            p99Ms?: number | undefined;
            maxMs?: number | undefined;
        } | undefined;
        bytesIn?: {
            totalBytes: number;
            meanBytes?: number | null | undefined;
        } | undefined;
        bytesOut?: {
            totalBytes: number;
            meanBytes?: number | null | undefined;
        } | undefined;
        successPercent?: number | null | undefined;
        statusCodes?: {
            code: string;
            count: number;
        }[] | undefined;
        errors?: string[] | undefined;
        buckets?: {
            fromMs: number;
            toMs: number | null;
            count: number;
            percent: number;
        }[] | undefined;
        warnings?: string[] | undefined;
    }, VegetaRawReport, {}>;
    readonly vmstat: FormatDefinition<{
        format: "vmstat";
        kind: "sample";
        run: number;
        sample: number;
        sinceBoot: boolean;
        memoryColumns: "buff-cache" | "active-inactive";
        unit: "MiB" | "KiB" | "B" | "kB" | "MB";
        unitSource: "default" | "option" | "command" | "inferred";
        exact: boolean;
        runQueueLength: number;
        timestamp?: string | undefined;
        timeZone?: string | undefined;
        intervalSeconds?: number | undefined;
        layout?: "default" | "wide" | undefined;
        blockedTaskCount?: number | undefined;
        swapUsedBytes?: number | undefined;
        memFreeBytes?: number | undefined;
        memBuffersBytes?: number | undefined;
        memCacheBytes?: number | undefined;
        memInactiveBytes?: number | undefined;
        memActiveBytes?: number | undefined;
        swapInBytesPerSecond?: number | undefined;
        swapOutBytesPerSecond?: number | undefined;
        pagedInBytesPerSecond?: number | undefined;
        pagedOutBytesPerSecond?: number | undefined;
        interruptsPerSecond?: number | undefined;
        contextSwitchesPerSecond?: number | undefined;
        cpuUserPercent?: number | undefined;
        cpuSystemPercent?: number | undefined;
        cpuIdlePercent?: number | undefined;
        cpuIowaitPercent?: number | undefined;
        cpuStealPercent?: number | undefined;
        cpuGuestPercent?: number | undefined;
        warnings?: string[] | undefined;
    } | {
        format: "vmstat";
        kind: "disk";
        sample: number;
        device: string;
        readsCompleted: number;
        readsMerged: number;
        readBytes: number;
        readTimeSeconds: number;
        writesCompleted: number;
        writesMerged: number;
        writtenBytes: number;
        writeTimeSeconds: number;
        ioInProgressThousands: number;
        ioTimeSeconds: number;
        timestamp?: string | undefined;
        timeZone?: string | undefined;
        warnings?: string[] | undefined;
    } | {
        format: "vmstat";
        kind: "partition";
        sample: number;
        device: string;
        readsCompleted: number;
        readBytes: number;
        writesCompleted: number;
        writtenBytes: number;
        warnings?: string[] | undefined;
    } | {
        format: "vmstat";
        kind: "stats";
        memTotalBytes?: number | undefined;
        memUsedBytes?: number | undefined;
        memActiveBytes?: number | undefined;
        memInactiveBytes?: number | undefined;
        memFreeBytes?: number | undefined;
        memBuffersBytes?: number | undefined;
        memCacheBytes?: number | undefined;
        swapTotalBytes?: number | undefined;
        swapUsedBytes?: number | undefined;
        swapFreeBytes?: number | undefined;
        cpuUserTicks?: number | undefined;
        cpuNiceTicks?: number | undefined;
        cpuSystemTicks?: number | undefined;
        cpuIdleTicks?: number | undefined;
        cpuIowaitTicks?: number | undefined;
        cpuIrqTicks?: number | undefined;
        cpuSoftirqTicks?: number | undefined;
        cpuStealTicks?: number | undefined;
        cpuGuestTicks?: number | undefined;
        cpuGuestNiceTicks?: number | undefined;
        pagedInBytes?: number | undefined;
        pagedOutBytes?: number | undefined;
        swappedInPages?: number | undefined;
        swappedOutPages?: number | undefined;
        pagesAllocatedDma?: number | undefined;
        pagesAllocatedDma32?: number | undefined;
        pagesAllocatedHigh?: number | undefined;
        pagesAllocatedMovable?: number | undefined;
        pagesAllocatedNormal?: number | undefined;
        pagesFreed?: number | undefined;
        interrupts?: number | undefined;
        contextSwitches?: number | undefined;
        bootTime?: string | undefined;
        forks?: number | undefined;
        unknownLines?: {
            label: string;
            value: number;
        }[] | undefined;
        warnings?: string[] | undefined;
    } | {
        format: "vmstat";
        kind: "disk-summary";
        diskCount?: number | undefined;
        partitionCount?: number | undefined;
        readsCompleted?: number | undefined;
        readsMerged?: number | undefined;
        readBytes?: number | undefined;
        readTimeSeconds?: number | undefined;
        writesCompleted?: number | undefined;
        writesMerged?: number | undefined;
        writtenBytes?: number | undefined;
        writeTimeSeconds?: number | undefined;
        ioInProgressThousands?: number | undefined;
        ioTimeSeconds?: number | undefined;
        ioWeightedTimeSeconds?: number | undefined;
        unknownLines?: {
            label: string;
            value: number;
        }[] | undefined;
        warnings?: string[] | undefined;
    } | {
        format: "vmstat";
        kind: "forks";
        forks: number;
        warnings?: string[] | undefined;
    }, VmstatRawRecord, {
        unit: FormatOption<"k" | "MiB" | "KiB" | "B" | "kB" | "MB" | "b" | "m" | "K" | "M">;
        interval: FormatOption<number>;
        noFirst: FormatOption<boolean>;
        zoneOffsets: FormatOption<Record<string, string>>;
    }>;
    readonly webbench: FormatDefinition<{
        format: "webbench";
        status: "complete" | "aborted" | "incomplete";
        version?: string | undefined;
        error?: {
            message: string;
        } | undefined;
        errors?: string[] | undefined;
        settingsFrom?: "output" | "command" | undefined;
        command?: string | undefined;
        method?: string | undefined;
        url?: string | undefined;
        httpVersion?: "0.9" | "1.0" | "1.1" | undefined;
        contentType?: string | undefined;
        clients?: number | undefined;
        durationSeconds?: number | undefined;
        earlySocketClose?: boolean | undefined;
        forceReload?: boolean | undefined;
        viaProxy?: boolean | undefined;
        proxyHost?: string | undefined;
        proxyPort?: number | undefined;
        customHeaders?: {
            name: string;
            value: string;
        }[] | undefined;
        request?: string | undefined;
        headerCopies?: number | undefined;
        pagesPerMinute?: number | undefined;
        pagesPerSecond?: number | undefined;
        bytesPerSecond?: number | undefined;
        succeeded?: number | undefined;
        failed?: number | undefined;
        requestsPerSecond?: number | undefined;
        successRate?: number | undefined;
        meanConnectTimeMs?: number | null | undefined;
        meanResponseTimeMs?: number | null | undefined;
        warnings?: string[] | undefined;
    }, WebbenchRawRun, {}>;
    readonly wrk: FormatDefinition<{
        format: "wrk";
        status: "complete" | "aborted" | "incomplete";
        version?: string | undefined;
        eventLoop?: string | undefined;
        variant?: "wrk2" | undefined;
        targetRequestsPerSecond?: number | undefined;
        error?: {
            message: string;
        } | undefined;
        errors?: string[] | undefined;
        usage?: boolean | undefined;
        url?: string | undefined;
        testDurationSeconds?: number | undefined;
        threads?: number | undefined;
        connections?: number | undefined;
        calibration?: {
            meanLatencyMs?: number | undefined;
            samplingIntervalMs?: number | undefined;
        }[] | undefined;
        latency?: {
            avgMs?: number | null | undefined;
            stdevMs?: number | null | undefined;
            maxMs?: number | null | undefined;
            p99Ms?: number | null | undefined;
            withinStdevPercent?: number | null | undefined;
        } | undefined;
        requestsPerThread?: {
            avgPerSecond?: number | null | undefined;
            stdevPerSecond?: number | null | undefined;
            maxPerSecond?: number | null | undefined;
            p99PerSecond?: number | null | undefined;
            withinStdevPercent?: number | null | undefined;
        } | undefined;
        latencyDistribution?: {
            percent: number;
            ms: number;
        }[] | undefined;
        latencySpectrum?: {
            rows: {
                ms: number;
                percent: number;
                totalCount: number;
            }[];
            meanMs?: number | null | undefined;
            stdDeviationMs?: number | null | undefined;
            maxMs?: number | null | undefined;
            totalCount?: number | undefined;
            buckets?: number | undefined;
            subBuckets?: number | undefined;
        } | undefined;
        uncorrectedLatencyDistribution?: {
            percent: number;
            ms: number;
        }[] | undefined;
        uncorrectedLatencySpectrum?: {
            rows: {
                ms: number;
                percent: number;
                totalCount: number;
            }[];
            meanMs?: number | null | undefined;
            stdDeviationMs?: number | null | undefined;
            maxMs?: number | null | undefined;
            totalCount?: number | undefined;
            buckets?: number | undefined;
            subBuckets?: number | undefined;
        } | undefined;
        requests?: number | undefined;
        durationSeconds?: number | undefined;
        readBytes?: number | undefined;
        socketErrors?: {
            connect: number;
            read: number;
            write: number;
            timeout: number;
        } | undefined;
        non2xxResponses?: number | undefined;
        requestsPerSecond?: number | null | undefined;
        transferBytesPerSecond?: number | null | undefined;
        warnings?: string[] | undefined;
    }, WrkRawRun, {
        rate: FormatOption<number>;
    }>;
};
type Formats = typeof formats;
type FormatName = keyof Formats;
/** The normalized record type of a format. */
type RecordOf<F extends FormatName> = Formats[F] extends FormatDefinition<infer R, unknown> ? R : never;
/** The raw record type of a format (`raw: true`: strings as printed), which names its format as every record does. */
type RawRecordOf<F extends FormatName> = Formats[F] extends FormatDefinition<unknown, infer R> ? R & {
    format: F;
} : never;
type AnyRecord = {
    [F in FormatName]: RecordOf<F>;
}[FormatName];
/** The options a format declares, as an options object: `OptionsOf<"free">` is `{ unit?: FreeUnit | ...; si?: boolean }`. */
type OptionsOf<F extends FormatName> = F extends FormatName ? (Formats[F] extends {
    options?: infer O;
} ? OptionValues<NonNullable<O>> : object) : never;
/**
 * The options of parse, safeParse, parsePartial and parseStream: the common ones and those the format declares
 * (without a format, any format's). A misspelt option is a type error: `parse(t, { format: "free", unti: "m" })`.
 */
type ParseOptions<F extends FormatName = FormatName> = CommonOptions & OptionsOf<F>;
declare const formatNames: FormatName[];
declare function getFormat(name: FormatName): FormatDefinition<unknown, unknown>;
/** Every format, highest detection priority first (FormatDefinition.priority). */
declare function formatsByPriority(): readonly FormatDefinition<unknown, unknown>[];
/** The formats of a role, in name order, for messages and help: `namesOfRole("load-test")` is `ab, webbench, wrk`. */
declare function namesOfRole(role: FormatRole): string;

/**
 * The one error type benchparse throws. It always says which format was being read, where (1-based line and
 * column) and shows the offending line with a caret under the column.
 */
interface ParseErrorInit {
    format: string;
    message: string;
    /** The text being parsed, used to compute line, column and excerpt from `offset`. */
    text?: string;
    /** 0-based character offset into `text`. */
    offset?: number;
    line?: number;
    column?: number;
    /** What the grammar expected at that point, in words. */
    expected?: string[];
    source?: string;
    variant?: string;
    /** The offending line and caret, when they are not computed from `text`. */
    excerpt?: string;
}
declare class ParseError extends Error {
    readonly name = "ParseError";
    readonly format: string;
    readonly variant: string | undefined;
    readonly source: string | undefined;
    /** 1-based line number (0 when the input has no lines, e.g. empty input). */
    readonly line: number;
    /** 1-based column number. */
    readonly column: number;
    /** The offending line followed by a caret line. */
    readonly excerpt: string;
    readonly expected: string[];
    /** The message without the location prefix. */
    readonly reason: string;
    constructor(init: ParseErrorInit);
    /** The same error placed `lines` further down (for a piece of a longer input) and named after `source`. */
    shifted(lines: number, source?: string): ParseError;
    /** A plain-object view, e.g. for JSON output. */
    toJSON(): Record<string, unknown>;
}

type SafeParseResult<T> = {
    success: true;
    data: T;
} | {
    success: false;
    error: ParseError;
};
/**
 * Parses tool output into records (one per run, frame, sample or row, as the format defines). Detects the format
 * unless `options.format` names one. Throws ParseError, and nothing else, on input it cannot read: the first damaged
 * part, as parsePartial and parseStream report it (one engine, src/api/engine.ts, serves them all).
 */
declare function parse<F extends FormatName>(text: Input, options: ParseOptions<F> & {
    format: F;
    raw: true;
}): RawRecordOf<F>[];
declare function parse<F extends FormatName>(text: Input, options: ParseOptions<F> & {
    format: F;
    raw?: false;
}): RecordOf<F>[];
declare function parse(text: Input, options: ParseOptions & {
    raw: true;
}): unknown[];
declare function parse(text: Input, options?: ParseOptions): AnyRecord[];
/** Like parse, but returns `{ success, data }` or `{ success: false, error }` instead of throwing (as zod does). */
declare function safeParse<F extends FormatName>(text: Input, options: ParseOptions<F> & {
    format: F;
    raw?: false;
}): SafeParseResult<RecordOf<F>[]>;
declare function safeParse(text: Input, options?: ParseOptions): SafeParseResult<AnyRecord[]>;
interface PartialResult<T> {
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
declare function parsePartial<F extends FormatName>(text: Input, options: ParseOptions<F> & {
    format: F;
    raw?: false;
}): PartialResult<RecordOf<F>>;
declare function parsePartial(text: Input, options?: ParseOptions): PartialResult<AnyRecord>;
/**
 * What parse, safeParse and parsePartial read: text, or its bytes (a Buffer, a Uint8Array: a file as read), decoded
 * as parseStream and the CLI decode them (UTF-8, or UTF-16 by its byte-order mark or NUL bytes; src/api/decode.ts).
 */
type Input = string | Uint8Array;

interface EngineOptions extends ContextOptions {
    /** The largest piece held in memory before it is reported as an error (default 32 MiB of text). */
    maxUnitChars?: number;
    /** The longest line read (default 16 MiB): a longer one is a located error, skipped to its end. */
    maxLineChars?: number;
}

/** Where parseStream reads from: a Node stream, a web ReadableStream, or any (async) iterable of text or bytes. */
type StreamSource = AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array> | {
    getReader(): {
        read(): Promise<{
            done: boolean;
            value?: string | Uint8Array;
        }>;
        releaseLock(): void;
    };
};
/** parseStream's options: parse's, the engine's bounds, and whether to go on after a damaged piece. */
type StreamOptions<F extends FormatName = FormatName> = ParseOptions<F> & Pick<EngineOptions, "maxUnitChars" | "maxLineChars"> & {
    /** Yield an error item for a piece that cannot be parsed and go on (default: stop with the error). */
    continueOnError?: boolean;
};
/** What parseStream yields for a piece it could not parse when `continueOnError` is set. */
interface StreamErrorItem {
    ok: false;
    error: ParseError;
    /** The text of the piece (cut to 4 KiB). */
    text: string;
}
/**
 * Parses a long input piece by piece, yielding each record as soon as its piece is complete (a top frame when the
 * next one starts; an ab run, a free block, a stub_status page or a sar row when its last line has arrived). Memory
 * stays bounded by one piece. The engine is parse()'s: the records and errors are those of parse and parsePartial.
 */
declare function parseStream<F extends FormatName>(source: StreamSource, options: StreamOptions<F> & {
    format: F;
    raw?: false;
}): AsyncGenerator<RecordOf<F> | StreamErrorItem>;
declare function parseStream(source: StreamSource, options?: StreamOptions): AsyncGenerator<AnyRecord | StreamErrorItem>;

/**
 * CSV output (RFC 4180): records as rows (csvRows, flatten), cells made safe for spreadsheets and terminals (csvCell),
 * a whole table at once (toCsv), and a table written as the records come (CsvTable: the CLI's --csv), whose header
 * is made from the records' zod schema (schemaColumns) so that it need not wait for the last record.
 */

type Row = Record<string, unknown>;
/**
 * Rows for CSV output. A format may say how its records become rows (`csvRows` in its module: top gives one row per
 * process, the frame's fields repeated); otherwise each record is one row. Either way the rows are flattened
 * (`flatten`): no cell holds JSON.
 */
declare function csvRows(records: readonly unknown[]): Row[];
/**
 * One CSV cell. Absent and null are empty; numbers and booleans are written as they are (a negative number held as a
 * number is a value, not a formula: `-5` stays `-5`). A string is made safe first: control characters (ESC, the C1
 * controls, bidirectional overrides: escapeControls) are shown escaped (`\x1b`), but tab, CR and LF, which a quoted
 * cell may hold; a string that starts with `=`, `+`, `-`, `@`, tab or CR gets a `'` before it, so that a spreadsheet
 * shows it as text instead of running it (OWASP's advice against CSV injection: `=HYPERLINK(...)` becomes
 * `'=HYPERLINK(...)`). Then a cell with a comma, quote, CR or LF is quoted, its quotes doubled.
 *
 * @example
 * csvCell(-5)               //=> "-5"
 * csvCell("-5")             //=> "'-5"
 * csvCell('=HYPERLINK("x")') //=> "\"'=HYPERLINK(\"\"x\"\")\""
 * csvCell("a\x1b[2Jb")      //=> "a\\x1b[2Jb"
 */
declare function csvCell(v: unknown): string;
/**
 * RFC 4180 CSV of rows held in memory: a header row with every field name (in order of first appearance), then one
 * row per record, CRLF line ends, cells as csvCell writes them. The CLI's --csv writes with CsvTable instead.
 *
 * @example
 * toCsv([{ a: 1, b: "x,y" }, { a: 2, c: true }]) //=> 'a,b,c\r\n1,"x,y",\r\n2,,true\r\n'
 */
declare function toCsv(rows: readonly Row[]): string;
/**
 * A column of a schema's table: a name, or a place whose names come from the input (`pattern`): the keys of a map
 * (`z.record`: sar's `columns`, top's `process.extra`), the percents of a percentile table (`percentiles.p50Ms`), the
 * positions of a numbered list (`statusCodes.0.code`).
 */
type SchemaColumn = string | {
    pattern: RegExp;
    example: string;
};
/**
 * The columns of a format's CSV rows (its schema through its csvRows: schemaColumns), or of one section's.
 *
 * @example
 * formatColumns("free").slice(0, 4) //=> ["format", "sample", "layout", "unit"]
 * formatColumns("sar", "cpu-load") // format, kind, timestamp, time, section, keyColumn, key, columns.* (a pattern), ..., cpuUserPercent, ...
 */
declare function formatColumns(format: FormatName, section?: string): SchemaColumn[];
/**
 * How a record becomes rows and which columns it may fill: `format` (its format's schema and csvRows: the CLI's
 * records), `summary` (LoadTestSummary's columns: --summary; a whole-input summary, such as an ab -g file's, is
 * `plain`), `plain` (one row, the columns it has: --raw, whose records have no schema).
 */
type CsvShape = "format" | "summary" | "plain";
interface CsvTableOptions {
    /** Only the records of this section are added (the CLI's --section): the header has that section's columns. */
    section?: string;
    /** The records carry `source` (several inputs): a column after `format`. */
    sources?: boolean;
    /** Rows held before the header is written (default 1000): the input fills the columns a schema leaves open. */
    window?: number;
    /** Cells held before the header is written (default 200,000). */
    windowCells?: number;
}
/**
 * A CSV table written as its records come, in bounded memory (the CLI's --csv): `add(record)` returns the text to
 * write now, `end()` the rest. The header has every column the records' schema gives (their format's, or that
 * section's: schemaColumns), in schema order, so that a later record's fields have their columns however late they
 * come. The places whose names only the input knows (a map's keys, a percentile table's percents, a numbered list's
 * positions) are named from the first rows: the header and those rows are written once `window` rows (1000) or
 * `windowCells` cells are in hand, at `flush()` (a live input waits no longer), or at the end. A later row's value
 * in a column the header lacks is left out and counted in `left` (the CLI says so on stderr).
 */
declare class CsvTable {
    private readonly options;
    /** Columns rows had that the header lacks, with how many values each lost. */
    readonly left: Map<string, number>;
    private readonly plans;
    private readonly order;
    private held;
    private heldCells;
    private index;
    private width;
    private root;
    private nodes;
    /** The row being written: its cells by column index, the indexes it filled (in order), and its number. */
    private cells;
    private stamp;
    private touched;
    private rowNumber;
    private commas;
    constructor(options?: CsvTableOptions);
    /** True while rows are held for the header. */
    get holding(): boolean;
    /** Adds a record's rows; returns the CSV text to write now ("" while the header waits). */
    add(record: unknown, shape?: CsvShape): string;
    /** Writes the header and the rows held for it now ("" when it is written already or no row came). */
    flush(): string;
    /** The text still to write at the end of the output. */
    end(): string;
    /** A row once the header is written: its keys walked as flatten names them, each value put in its column. */
    private line;
    private begin;
    private finish;
    private walk;
    /** flatten's put: the same names, as path nodes. */
    private put;
    private putList;
    private cell;
    /** The node of `key` under `node` (`whole`: key is a whole flattened name, under the root). */
    private nodeOf;
    /** Names a held row's columns that only the input knows. */
    private learn;
    private planOf;
}

interface Detection {
    format: FormatName;
    /** 0..1: how sure the format's detector is. */
    confidence: number;
}
/**
 * Every format's score for `text`, best first; formats that scored 0 are left out. The text is read as parse reads
 * it: pasted damage undone first (src/api/paste.ts).
 */
declare function detectAll(text: string): Detection[];
/** The most likely format of `text`, or undefined when no format recognises it. */
declare function detect(text: string): Detection | undefined;

interface CommandLine extends CommandFigures {
    /** 1-based source line. */
    line: number;
    /** The command as printed, without the prompt. */
    text: string;
    /** The prompt in front of it, when there was one. */
    prompt?: string;
    /** The program, by its usual name (`ab` for `ab2`, `abs` or `/usr/sbin/ab`). */
    program: string;
    /** The program word as typed (`/usr/local/apache/bin/ab`). */
    invokedAs: string;
    /** The arguments, split as a shell would (quotes removed), up to a pipe or redirection. */
    args: string[];
    /** Options by name (`c`, `n`, `t`, `clients`): their value, or true for a flag. */
    options: Record<string, string | true>;
    /** Arguments that are not options. */
    operands: string[];
    /** What was repaired to read it (typographic dashes, a URL glued to an option). */
    repairs?: string[];
}

/**
 * Links each monitoring block (sar, atsar, top, free, stub_status) to the load test it was captured during:
 * - by time, when both sides have times (CI log timestamps in front of the lines, or the monitor's own sample
 *   timestamps): the load test whose time span overlaps the monitor's most;
 * - otherwise by place: the nearest load test before it in the same document section (sections are separated by
 *   headings), or else the nearest one after it in that section.
 */
interface TimeSpan {
    /** As found: ISO 8601 date-time, or a clock time HH:MM:SS. */
    start: string;
    end: string;
}

/**
 * `extract`: every block of tool output recognised in any text (a terminal transcript, a blog post saved as text,
 * Markdown or HTML, a CI log), in order, each read by its format's own parser, with the command line that produced
 * it and, for monitoring output, the load test it was captured during. What cannot be read is reported as a warning
 * with its line, never dropped silently.
 */

interface ExtractOptions {
    /** A name for the input (a file name), used in warnings. */
    source?: string;
    /** Look only for these formats (registry ids). Default: every registered format. */
    formats?: string[];
    /** Options given to every parser (each format takes its own: `unit` for free, `zoneOffsets` for stub_status). */
    parseOptions?: ParseOptions;
}
interface BlockContext {
    /** Index, in `blocks`, of the load-test block this monitoring output was captured during. */
    block: number;
    format: string;
    startLine: number;
    endLine: number;
    /** How it was linked: overlapping times, or the same document section. */
    by: "time" | "section";
}
interface ExtractedBlock {
    format: FormatName;
    /** load-test (ab, webbench), monitor (sar, atsar, top, free, stub_status) or side-output (ab -e, -g files). */
    role: BlockRole;
    /** First and last line of the block in the source, 1-based. */
    startLine: number;
    endLine: number;
    /** What the format's parser returned for the block. */
    records: AnyRecord[];
    /** The shell command line that produced the block, when one precedes it. */
    command?: CommandLine;
    /** For monitoring blocks: the load test they were captured during. */
    context?: BlockContext;
    /**
     * When the block ran: for monitoring output its records' own sample times, otherwise the CI log timestamps of its
     * first and last line (absent when neither exists).
     */
    time?: TimeSpan;
    /** Lines inside the block that were left out as not being output (commentary, or lines its parser rejected). */
    skippedLines?: number[];
    /** What was done to the block's text before parsing (undoubled blank lines, text cut out of a table cell). */
    repairs?: string[];
    source?: string;
}
interface ExtractWarning {
    /** 1-based source line. */
    line: number;
    message: string;
    format?: string;
    source?: string;
}
interface ExtractResult {
    blocks: ExtractedBlock[];
    warnings: ExtractWarning[];
    /** What was done to the whole document (HTML converted, CI timestamps removed, table cells split). */
    repairs: string[];
}
/**
 * Finds and parses every block of tool output in `text`.
 *
 * @example
 * const { blocks, warnings } = extract(readFileSync("blog-post.md", "utf8"));
 * blocks[0] //=> { format: "webbench", startLine: 12, endLine: 13, records: [...], command: { concurrency: 200, ... } }
 */
declare function extract(text: string, options?: ExtractOptions): ExtractResult;
/** Output of a format found in a text besides what was read of it (otherFormats). */
interface OtherFormat {
    format: string;
    /** How many blocks of it extract found. */
    blocks: number;
    /** The first line of its first block (1-based). */
    firstLine: number;
}
/**
 * What a text holds besides the formats `read` (the records parse gave): the blocks extract finds of other formats,
 * by format, for saying what a one-format parse left out (a blog post of webbench runs with atsar beside them).
 *
 * @example
 * otherFormats(webbenchAndAtsarPost, ["webbench"]) //=> [{ format: "atsar", blocks: 8, firstLine: 9 }]
 */
declare function otherFormats(text: string, read: Iterable<string>): OtherFormat[];

/**
 * CPU and memory samples from monitoring records, whatever tool printed them. One reader works for every format by
 * looking for the field names the formats use (listed below); a format that names things differently gets an entry
 * in MONITOR_FIELDS.
 *
 * - CPU: user time of the all-CPU row (sar/atsar row whose item is `all`, top's `%Cpu(s)` line): `cpuUserPercent`
 *   (sar %user), else `cpuUsrPercent` (sar -u ALL %usr, atsar %usr), else `userPercent` / `usrPercent`.
 * - Memory used: what the monitor prints as used when it declares `report.memUsedSource` (free's `used` column,
 *   sysstat sar's kbmemused: the record's `memUsedBytes`; top's `MiB Mem` used: `memory.usedBytes`), else total minus free (`memTotalBytes - memFreeBytes`, or
 *   top's `memory.totalBytes - memory.freeBytes`).
 */
interface MonitorSample {
    format: string;
    /** The sample's time as the record gives it (ISO 8601 or HH:MM:SS). */
    time?: string;
    cpuUserPercent?: number;
    memUsedBytes?: number;
    /** How memUsedBytes was obtained: total minus free, or the monitor's own source (sysstat sar: `sar-kbmemused`). */
    memSource?: string;
}

/**
 * The comparison table of a campaign: one row per (target, concurrency), and per tool when ab and webbench both
 * ran against the same target at the same concurrency. Rules:
 * - requests per second: ab's `Requests per second`; webbench's pages/s = (succeeded + failed) / duration (what
 *   `Speed=` says per minute, without its truncation). Several runs in one row: their mean.
 * - requests, successful, failed: summed over the row's runs (ab: successful = complete - failed - non-2xx);
 *   failure rate = failed / requests.
 * - latency percentiles: the run's table (ab, wrk --latency); a row of several runs has each percent that every run
 *   printed, as the mean of their values (an approximation: the percentile of all their requests is not known).
 * - CPU %: mean of the user time of the all-CPU row over every sample of the monitoring blocks captured with the
 *   row's runs; memory used: mean of the monitor's used (free, sar) or total - free (top, atsar) over the same
 *   samples (see samples.ts).
 */

interface ReportRow {
    /** The target: host[:port]/path from the URL, or the label given. */
    target: string;
    /** The URL, when all the row's runs name the same one. */
    url?: string;
    /** ab -c / webbench -c; null when neither the output nor the command line gives it. */
    concurrency: number | null;
    /** The tool of the row's runs (ab or webbench). */
    tool: string;
    /** How many runs the row sums up. */
    runs: number;
    /** Requests (ab) or pages (webbench) per second; the mean when the row has several runs. */
    requestsPerSecond?: number;
    requests?: number;
    successful?: number;
    failed?: number;
    /** failed / requests, 0..1. */
    failureRate?: number;
    /** The percentile table, ms: the run's, or for several runs the mean of each percent they all printed. */
    latencyPercentiles?: {
        percent: number;
        ms: number | null;
    }[];
    /** Mean user CPU % of the all-CPU row over the monitoring samples captured with the runs. */
    cpuUserPercent?: number;
    cpuSamples?: number;
    /** Mean memory used (free's used, sar's kbmemused, else total - free) over those samples, bytes (a mean: not always whole). */
    memUsedBytes?: number;
    memSamples?: number;
    /** Where the runs were read: file and line range. */
    sources: {
        source?: string;
        startLine?: number;
        endLine?: number;
    }[];
}

type ReportFormat = "markdown" | "csv" | "json" | "html";
declare const REPORT_FORMATS: readonly ReportFormat[];
interface ReportOptions {
    /**
     * A label for every run (a string), or new names for targets: `{ "127.0.0.1:8080/": "nginx" }` (keys: a target
     * as `report` labels it, or a URL). Without it, targets are labelled `host[:port]/path`.
     */
    label?: string | Record<string, string>;
    /** Output format (default `markdown`). */
    format?: ReportFormat;
    /** Title of the HTML page. */
    title?: string;
}
/** What `report` reads: an `extract` result, its blocks, or parsed records in document order. */
type ReportInput = ExtractResult | readonly ExtractedBlock[] | readonly unknown[];
/** Input with a label of its own (`benchparse report --label apache a.txt --label nginx b.txt`). */
interface LabelledInput {
    label: string;
    input: ReportInput;
}
interface ReportData {
    rows: ReportRow[];
    /** Things a reader of the table should know (rows that merge several runs, how memory was measured). */
    notes: string[];
}
/**
 * Builds the table's rows. Accepts one input or a list of them (each may carry its own label).
 *
 * @example
 * buildReport(extract(text)).rows[0] //=> { target: "192.168.3.254/info.php", concurrency: 200, requestsPerSecond: 824.17, ... }
 */
declare function buildReport(input: ReportInput | LabelledInput | readonly (ReportInput | LabelledInput)[], options?: Omit<ReportOptions, "format">): ReportData;
/** The report rendered in `options.format` (default Markdown). */
declare function report(input: ReportInput | LabelledInput | readonly (ReportInput | LabelledInput)[], options?: ReportOptions): string;

/**
 * Places the timestamps of records on the time line. sar, top, free and stub_status logs print local clock times
 * without an offset; a TimeZone reads them in one zone: an IANA name (`Europe/Paris`, through Intl, so daylight
 * saving time is applied as the platform's time zone data says) or a fixed offset (`+05:30`, `-08:00`, `Z`, `UTC`).
 * A timestamp with its own offset (`2024-05-01T10:00:00+02:00`) is an instant whatever the zone.
 */
/** An instant as whole seconds since 1970 (UTC) and the nanoseconds after them, kept exact as printed. */
interface Instant {
    seconds: number;
    /** 0 to 999,999,999. */
    nanos: number;
}
declare class TimeZone {
    /** Set once a timestamp without an offset has been placed in this zone (the CLI says so on stderr). */
    usedLocal: boolean;
    private readonly fixedMs;
    private readonly format;
    /** Local date-times already placed (a sar day repeats each clock time in every report). */
    private readonly cache;
    /**
     * @param zone an IANA zone name or ±HH:MM; default: the machine's zone.
     * @throws RangeError for a zone that is neither
     */
    constructor(zone?: string);
    readonly name: string;
    /**
     * The instant of an ISO 8601 date-time: its own offset when it has one, else its clock time in this zone. A clock
     * time that occurs twice (the hour repeated when daylight saving time ends) is the earlier instant; one that does
     * not occur (skipped when it starts) is moved forward by the gap (as Temporal's "compatible" disambiguation).
     * undefined for text that is not such a date-time.
     *
     * @example
     * new TimeZone("Europe/Paris").instant("2024-07-01T12:00:00")      //=> { seconds: 1719828000, nanos: 0 }
     * new TimeZone("+05:30").instant("2024-07-01T12:00:00.25")         //=> { seconds: 1719815400, nanos: 250000000 }
     * new TimeZone("UTC").instant("2024-07-01T12:00:00-04:00")         //=> { seconds: 1719849600, nanos: 0 }
     */
    instant(iso: string): Instant | undefined;
    /** The instant (ms since 1970) of a local clock time given as if it were UTC. */
    private place;
    /** The zone's offset from UTC at an instant, in ms. */
    private offsetAt;
}

/** The metric outputs: Prometheus text, OpenMetrics text, Influx line protocol, OTLP/JSON lines. */
declare const METRIC_OUTPUTS: readonly ["prometheus", "openmetrics", "influx", "otlp"];
type MetricOutput = (typeof METRIC_OUTPUTS)[number];
interface MetricsOptions {
    output: MetricOutput;
    /** Where local clock times are (IANA name or ±HH:MM); default: this machine's zone. */
    tz?: string;
    /** Labels added to every sample (Prometheus labels, Influx tags, OTLP attributes), over the ones benchparse sets. */
    labels?: Readonly<Record<string, string>>;
    /** OTLP: data points per ExportMetricsServiceRequest line (default 1000). */
    otlpBatch?: number;
    /** OTLP: the time given to a record without one, in ms since 1970 (default: now). */
    now?: () => number;
}
/**
 * Turns records into metric text as they come, for one output: `write(record)` gives the text of one record (""
 * when it holds no measurement), `end()` what ends the output. Memory stays bounded: the writer keeps the names of
 * the families it has described and, for OTLP, one batch of points. Start each input with `input()`: what a
 * format carries from record to record (the sar header's host) starts afresh.
 *
 * @example
 * const w = new MetricsWriter({ output: "openmetrics", tz: "Europe/Paris" });
 * for (const r of parse(sarText)) process.stdout.write(w.write(r));
 * process.stdout.write(w.end());   // "# EOF\n"
 */
declare class MetricsWriter {
    readonly options: MetricsOptions;
    readonly zone: TimeZone;
    /** Records written and records whose format has no metric mapping (FormatDefinition.metrics). */
    records: number;
    unmapped: number;
    /** Samples (Prometheus, OpenMetrics, OTLP) or points (Influx) written. */
    written: number;
    private readonly prometheus;
    private readonly influx;
    private readonly otlp;
    private readonly labels;
    private readonly shared;
    private ctx;
    /** @throws RangeError for an unknown output, time zone or a label name Prometheus does not allow */
    constructor(options: MetricsOptions);
    /** Starts a new input (a file). */
    input(): void;
    write(record: unknown): string;
    end(): string;
}
/**
 * Parses a stream (parseStream: the one engine, one piece in memory at a time) and yields the metric text of its
 * records as they come, then what ends the output. A piece that cannot be parsed ends it with its ParseError, unless
 * `continueOnError`, which skips it.
 *
 * @example
 * for await (const text of metricsStream(fs.createReadStream("sa01.txt"), { output: "openmetrics", tz: "UTC" })) out.write(text);
 */
declare function metricsStream(source: StreamSource, options: StreamOptions & MetricsOptions): AsyncGenerator<string>;
/**
 * The metric text of records already parsed (an array from parse()).
 *
 * @example
 * toMetrics(parse(stubStatusLog), { output: "prometheus" })   //=> "# HELP nginx_connections_active ...\n..."
 */
declare function toMetrics(records: Iterable<unknown>, options: MetricsOptions): string;

declare const AbConnectionRow: z.ZodObject<{
    minMs: z.ZodNumber;
    meanMs: z.ZodNumber;
    sdMs: z.ZodOptional<z.ZodNumber>;
    medianMs: z.ZodOptional<z.ZodNumber>;
    maxMs: z.ZodNumber;
}, z.core.$strip>;
type AbConnectionRow = z.infer<typeof AbConnectionRow>;
declare const AbProcessingRow: z.ZodObject<{
    minMs: z.ZodNumber;
    meanMs: z.ZodNumber;
    sdMs: z.ZodOptional<z.ZodNumber>;
    medianMs: z.ZodOptional<z.ZodNumber>;
    maxMs: z.ZodNumber;
}, z.core.$strip>;
type AbProcessingRow = z.infer<typeof AbProcessingRow>;
declare const AbPercentile: z.ZodObject<{
    percent: z.ZodNumber;
    ms: z.ZodNullable<z.ZodNumber>;
}, z.core.$strip>;
type AbPercentile = z.infer<typeof AbPercentile>;
declare const AbRecord: z.ZodObject<{
    format: z.ZodLiteral<"ab">;
    variant: z.ZodEnum<{
        text: "text";
        html: "html";
    }>;
    version: z.ZodOptional<z.ZodString>;
    revision: z.ZodOptional<z.ZodString>;
    status: z.ZodEnum<{
        complete: "complete";
        aborted: "aborted";
        interrupted: "interrupted";
        incomplete: "incomplete";
    }>;
    error: z.ZodOptional<z.ZodObject<{
        message: z.ZodString;
        function: z.ZodOptional<z.ZodString>;
        code: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    errors: z.ZodOptional<z.ZodArray<z.ZodString>>;
    requestsCompletedBeforeAbort: z.ZodOptional<z.ZodNumber>;
    testAbortedAfterFailures: z.ZodOptional<z.ZodNumber>;
    host: z.ZodOptional<z.ZodString>;
    proxy: z.ZodOptional<z.ZodObject<{
        host: z.ZodString;
        port: z.ZodNumber;
    }, z.core.$strip>>;
    progressCompleted: z.ZodOptional<z.ZodNumber>;
    finishedRequests: z.ZodOptional<z.ZodNumber>;
    serverSoftware: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    serverHostname: z.ZodOptional<z.ZodString>;
    serverPort: z.ZodOptional<z.ZodNumber>;
    tls: z.ZodOptional<z.ZodObject<{
        protocol: z.ZodString;
        cipher: z.ZodOptional<z.ZodString>;
        publicKeyBits: z.ZodOptional<z.ZodNumber>;
        cipherBits: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    serverTempKey: z.ZodOptional<z.ZodString>;
    serverTempKeyBits: z.ZodOptional<z.ZodNumber>;
    tlsServerName: z.ZodOptional<z.ZodString>;
    documentPath: z.ZodOptional<z.ZodString>;
    documentLengthBytes: z.ZodOptional<z.ZodNumber>;
    documentLengthVariable: z.ZodOptional<z.ZodBoolean>;
    concurrencyLevel: z.ZodOptional<z.ZodNumber>;
    numberOfWorkers: z.ZodOptional<z.ZodNumber>;
    concurrencyAchieved: z.ZodOptional<z.ZodNumber>;
    rampupDelayMs: z.ZodOptional<z.ZodNumber>;
    numberOfRequests: z.ZodOptional<z.ZodNumber>;
    timeTakenSeconds: z.ZodOptional<z.ZodNumber>;
    completeRequests: z.ZodOptional<z.ZodNumber>;
    failedRequests: z.ZodOptional<z.ZodNumber>;
    failedBreakdown: z.ZodOptional<z.ZodObject<{
        connect: z.ZodNumber;
        receive: z.ZodOptional<z.ZodNumber>;
        length: z.ZodNumber;
        exceptions: z.ZodNumber;
    }, z.core.$strip>>;
    writeErrors: z.ZodOptional<z.ZodNumber>;
    brokenPipeErrors: z.ZodOptional<z.ZodNumber>;
    non2xxResponses: z.ZodOptional<z.ZodNumber>;
    keepAliveRequests: z.ZodOptional<z.ZodNumber>;
    keepAliveAborts: z.ZodOptional<z.ZodNumber>;
    totalTransferredBytes: z.ZodOptional<z.ZodNumber>;
    totalBodySentBytes: z.ZodOptional<z.ZodNumber>;
    htmlTransferredBytes: z.ZodOptional<z.ZodNumber>;
    requestsPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    timePerRequestMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    timePerRequestAcrossAllMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    transferRateBytesPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    transferRateSentBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    transferRateTotalBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    connectionTimes: z.ZodOptional<z.ZodObject<{
        style: z.ZodEnum<{
            full: "full";
            short: "short";
        }>;
        connect: z.ZodOptional<z.ZodObject<{
            minMs: z.ZodNumber;
            meanMs: z.ZodNumber;
            sdMs: z.ZodOptional<z.ZodNumber>;
            medianMs: z.ZodOptional<z.ZodNumber>;
            maxMs: z.ZodNumber;
        }, z.core.$strip>>;
        processing: z.ZodOptional<z.ZodObject<{
            minMs: z.ZodNumber;
            meanMs: z.ZodNumber;
            sdMs: z.ZodOptional<z.ZodNumber>;
            medianMs: z.ZodOptional<z.ZodNumber>;
            maxMs: z.ZodNumber;
        }, z.core.$strip>>;
        waiting: z.ZodOptional<z.ZodObject<{
            minMs: z.ZodNumber;
            meanMs: z.ZodNumber;
            sdMs: z.ZodOptional<z.ZodNumber>;
            medianMs: z.ZodOptional<z.ZodNumber>;
            maxMs: z.ZodNumber;
        }, z.core.$strip>>;
        total: z.ZodOptional<z.ZodObject<{
            minMs: z.ZodNumber;
            meanMs: z.ZodNumber;
            sdMs: z.ZodOptional<z.ZodNumber>;
            medianMs: z.ZodOptional<z.ZodNumber>;
            maxMs: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    diagnostics: z.ZodOptional<z.ZodArray<z.ZodString>>;
    percentiles: z.ZodOptional<z.ZodArray<z.ZodObject<{
        percent: z.ZodNumber;
        ms: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>>;
    successfulRequests: z.ZodOptional<z.ZodNumber>;
    successRate: z.ZodOptional<z.ZodNumber>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type AbRecord = z.infer<typeof AbRecord>;

declare const WebbenchRecord: z.ZodObject<{
    format: z.ZodLiteral<"webbench">;
    version: z.ZodOptional<z.ZodString>;
    status: z.ZodEnum<{
        complete: "complete";
        aborted: "aborted";
        incomplete: "incomplete";
    }>;
    error: z.ZodOptional<z.ZodObject<{
        message: z.ZodString;
    }, z.core.$strip>>;
    errors: z.ZodOptional<z.ZodArray<z.ZodString>>;
    settingsFrom: z.ZodOptional<z.ZodEnum<{
        output: "output";
        command: "command";
    }>>;
    command: z.ZodOptional<z.ZodString>;
    method: z.ZodOptional<z.ZodString>;
    url: z.ZodOptional<z.ZodString>;
    httpVersion: z.ZodOptional<z.ZodEnum<{
        0.9: "0.9";
        "1.0": "1.0";
        1.1: "1.1";
    }>>;
    contentType: z.ZodOptional<z.ZodString>;
    clients: z.ZodOptional<z.ZodNumber>;
    durationSeconds: z.ZodOptional<z.ZodNumber>;
    earlySocketClose: z.ZodOptional<z.ZodBoolean>;
    forceReload: z.ZodOptional<z.ZodBoolean>;
    viaProxy: z.ZodOptional<z.ZodBoolean>;
    proxyHost: z.ZodOptional<z.ZodString>;
    proxyPort: z.ZodOptional<z.ZodNumber>;
    customHeaders: z.ZodOptional<z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        value: z.ZodString;
    }, z.core.$strip>>>;
    request: z.ZodOptional<z.ZodString>;
    headerCopies: z.ZodOptional<z.ZodNumber>;
    pagesPerMinute: z.ZodOptional<z.ZodNumber>;
    pagesPerSecond: z.ZodOptional<z.ZodNumber>;
    bytesPerSecond: z.ZodOptional<z.ZodNumber>;
    succeeded: z.ZodOptional<z.ZodNumber>;
    failed: z.ZodOptional<z.ZodNumber>;
    requestsPerSecond: z.ZodOptional<z.ZodNumber>;
    successRate: z.ZodOptional<z.ZodNumber>;
    meanConnectTimeMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    meanResponseTimeMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type WebbenchRecord = z.infer<typeof WebbenchRecord>;

declare const FreeRecord: z.ZodObject<{
    format: z.ZodLiteral<"free">;
    sample: z.ZodNumber;
    layout: z.ZodEnum<{
        line: "line";
        buffers: "buffers";
        "buff-cache": "buff-cache";
        wide: "wide";
        "buffers-cached": "buffers-cached";
    }>;
    unit: z.ZodEnum<{
        MiB: "MiB";
        KiB: "KiB";
        B: "B";
        GiB: "GiB";
        TiB: "TiB";
        PiB: "PiB";
        kB: "kB";
        MB: "MB";
        GB: "GB";
        TB: "TB";
        PB: "PB";
        human: "human";
    }>;
    unitSource: z.ZodEnum<{
        default: "default";
        option: "option";
        command: "command";
        printed: "printed";
        inferred: "inferred";
    }>;
    humanBase: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<1024>, z.ZodLiteral<1000>]>>;
    exact: z.ZodBoolean;
    memTotalBytes: z.ZodOptional<z.ZodNumber>;
    memUsedBytes: z.ZodOptional<z.ZodNumber>;
    memFreeBytes: z.ZodOptional<z.ZodNumber>;
    memSharedBytes: z.ZodOptional<z.ZodNumber>;
    memBuffCacheBytes: z.ZodOptional<z.ZodNumber>;
    memBuffersBytes: z.ZodOptional<z.ZodNumber>;
    memCacheBytes: z.ZodOptional<z.ZodNumber>;
    memCachedBytes: z.ZodOptional<z.ZodNumber>;
    memAvailableBytes: z.ZodOptional<z.ZodNumber>;
    memUsedExclBuffCacheBytes: z.ZodOptional<z.ZodNumber>;
    memFreeInclBuffCacheBytes: z.ZodOptional<z.ZodNumber>;
    memUsedExclBuffersBytes: z.ZodOptional<z.ZodNumber>;
    memFreeInclBuffersBytes: z.ZodOptional<z.ZodNumber>;
    lowTotalBytes: z.ZodOptional<z.ZodNumber>;
    lowUsedBytes: z.ZodOptional<z.ZodNumber>;
    lowFreeBytes: z.ZodOptional<z.ZodNumber>;
    highTotalBytes: z.ZodOptional<z.ZodNumber>;
    highUsedBytes: z.ZodOptional<z.ZodNumber>;
    highFreeBytes: z.ZodOptional<z.ZodNumber>;
    swapTotalBytes: z.ZodOptional<z.ZodNumber>;
    swapUsedBytes: z.ZodOptional<z.ZodNumber>;
    swapFreeBytes: z.ZodOptional<z.ZodNumber>;
    combinedTotalBytes: z.ZodOptional<z.ZodNumber>;
    combinedUsedBytes: z.ZodOptional<z.ZodNumber>;
    combinedFreeBytes: z.ZodOptional<z.ZodNumber>;
    commitLimitBytes: z.ZodOptional<z.ZodNumber>;
    committedBytes: z.ZodOptional<z.ZodNumber>;
    commitAvailableBytes: z.ZodOptional<z.ZodNumber>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type FreeRecord = z.infer<typeof FreeRecord>;

declare const HeyPhase: z.ZodObject<{
    averageMs: z.ZodNullable<z.ZodNumber>;
    fastestMs: z.ZodNullable<z.ZodNumber>;
    slowestMs: z.ZodNullable<z.ZodNumber>;
}, z.core.$strip>;
type HeyPhase = z.infer<typeof HeyPhase>;
declare const HeyDetails: z.ZodObject<{
    dnsDialup: z.ZodOptional<z.ZodObject<{
        averageMs: z.ZodNullable<z.ZodNumber>;
        fastestMs: z.ZodNullable<z.ZodNumber>;
        slowestMs: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>;
    dnsLookup: z.ZodOptional<z.ZodObject<{
        averageMs: z.ZodNullable<z.ZodNumber>;
        fastestMs: z.ZodNullable<z.ZodNumber>;
        slowestMs: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>;
    requestWrite: z.ZodOptional<z.ZodObject<{
        averageMs: z.ZodNullable<z.ZodNumber>;
        fastestMs: z.ZodNullable<z.ZodNumber>;
        slowestMs: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>;
    responseWait: z.ZodOptional<z.ZodObject<{
        averageMs: z.ZodNullable<z.ZodNumber>;
        fastestMs: z.ZodNullable<z.ZodNumber>;
        slowestMs: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>;
    responseRead: z.ZodOptional<z.ZodObject<{
        averageMs: z.ZodNullable<z.ZodNumber>;
        fastestMs: z.ZodNullable<z.ZodNumber>;
        slowestMs: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>;
}, z.core.$strip>;
type HeyDetails = z.infer<typeof HeyDetails>;
declare const HeyBucket: z.ZodObject<{
    markMs: z.ZodNumber;
    count: z.ZodNumber;
}, z.core.$strip>;
type HeyBucket = z.infer<typeof HeyBucket>;
declare const HeyPercentile: z.ZodObject<{
    percent: z.ZodNumber;
    ms: z.ZodNullable<z.ZodNumber>;
}, z.core.$strip>;
type HeyPercentile = z.infer<typeof HeyPercentile>;
declare const HeyStatusCode: z.ZodObject<{
    status: z.ZodNumber;
    count: z.ZodNumber;
}, z.core.$strip>;
type HeyStatusCode = z.infer<typeof HeyStatusCode>;
declare const HeyError: z.ZodObject<{
    count: z.ZodNumber;
    message: z.ZodString;
}, z.core.$strip>;
type HeyError = z.infer<typeof HeyError>;
declare const HeyRecord: z.ZodObject<{
    format: z.ZodLiteral<"hey">;
    status: z.ZodEnum<{
        complete: "complete";
        aborted: "aborted";
        incomplete: "incomplete";
    }>;
    error: z.ZodOptional<z.ZodObject<{
        message: z.ZodString;
    }, z.core.$strip>>;
    messages: z.ZodOptional<z.ZodArray<z.ZodString>>;
    usage: z.ZodOptional<z.ZodBoolean>;
    durationSeconds: z.ZodOptional<z.ZodNumber>;
    slowestMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    fastestMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    averageMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    requestsPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    totalDataBytes: z.ZodOptional<z.ZodNumber>;
    sizePerRequestBytes: z.ZodOptional<z.ZodNumber>;
    histogram: z.ZodOptional<z.ZodArray<z.ZodObject<{
        markMs: z.ZodNumber;
        count: z.ZodNumber;
    }, z.core.$strip>>>;
    latencyDistribution: z.ZodOptional<z.ZodArray<z.ZodObject<{
        percent: z.ZodNumber;
        ms: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>>;
    details: z.ZodOptional<z.ZodObject<{
        dnsDialup: z.ZodOptional<z.ZodObject<{
            averageMs: z.ZodNullable<z.ZodNumber>;
            fastestMs: z.ZodNullable<z.ZodNumber>;
            slowestMs: z.ZodNullable<z.ZodNumber>;
        }, z.core.$strip>>;
        dnsLookup: z.ZodOptional<z.ZodObject<{
            averageMs: z.ZodNullable<z.ZodNumber>;
            fastestMs: z.ZodNullable<z.ZodNumber>;
            slowestMs: z.ZodNullable<z.ZodNumber>;
        }, z.core.$strip>>;
        requestWrite: z.ZodOptional<z.ZodObject<{
            averageMs: z.ZodNullable<z.ZodNumber>;
            fastestMs: z.ZodNullable<z.ZodNumber>;
            slowestMs: z.ZodNullable<z.ZodNumber>;
        }, z.core.$strip>>;
        responseWait: z.ZodOptional<z.ZodObject<{
            averageMs: z.ZodNullable<z.ZodNumber>;
            fastestMs: z.ZodNullable<z.ZodNumber>;
            slowestMs: z.ZodNullable<z.ZodNumber>;
        }, z.core.$strip>>;
        responseRead: z.ZodOptional<z.ZodObject<{
            averageMs: z.ZodNullable<z.ZodNumber>;
            fastestMs: z.ZodNullable<z.ZodNumber>;
            slowestMs: z.ZodNullable<z.ZodNumber>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    statusCodes: z.ZodOptional<z.ZodArray<z.ZodObject<{
        status: z.ZodNumber;
        count: z.ZodNumber;
    }, z.core.$strip>>>;
    errorDistribution: z.ZodOptional<z.ZodArray<z.ZodObject<{
        count: z.ZodNumber;
        message: z.ZodString;
    }, z.core.$strip>>>;
    responses: z.ZodOptional<z.ZodNumber>;
    requestErrors: z.ZodOptional<z.ZodNumber>;
    requests: z.ZodOptional<z.ZodNumber>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type HeyRecord = z.infer<typeof HeyRecord>;

/** The units free can print without a marker: `-b`, `-k` (default), `-m`, `-g`, `--tebi`, `--pebi`, `--kilo` ... `--peta`. */
declare const FREE_UNITS: readonly ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "kB", "MB", "GB", "TB", "PB"];
type FreeUnit = (typeof FREE_UNITS)[number];
/**
 * Options of the `free` format, on top of the common ones. free prints plain numbers with no unit marker, so the
 * unit it was run with has to be passed in; give the same flags you gave free.
 * - `unit`: the unit of plain numbers (default `KiB`, free's default). Accepts the names in FREE_UNITS and free's own
 *   option names: `bytes`/`b`, `kibi`/`k`, `mebi`/`m`, `gibi`/`g`, `tebi`, `pebi`, `kilo`, `mega`, `giga`, `tera`, `peta`.
 * - `si`: free was run with `--si`. Human-readable values (`-h`) without `i` are then powers of 1000; a binary `unit`
 *   becomes its decimal counterpart (`-m --si` prints MB), and with no `unit` the numbers are kB (procps-ng 4.x;
 *   `--si` alone printed KiB in 3.3.x: pass `unit: "KiB", si: false` for those).
 * Human-readable output (`-h`) carries its own units and ignores `unit`.
 */
interface FreeParseOptions extends ContextOptions {
    unit?: FreeUnit | FreeUnitAlias;
    si?: boolean;
    /**
     * Set by the format's `command.fromCommand` (a pasted `$ free -m` line) next to the `unit`/`si` it implies, so that
     * records can say the unit came from the command line; a `unit` or `si` the caller gives instead wins.
     */
    freeCommand?: {
        unit?: FreeUnit | FreeUnitAlias;
        si?: boolean;
    };
}
type FreeUnitAlias = "bytes" | "b" | "kibi" | "k" | "mebi" | "m" | "gibi" | "g" | "tebi" | "pebi" | "kilo" | "mega" | "giga" | "tera" | "peta";

declare const H2loadTimeStats: z.ZodObject<{
    minMs: z.ZodOptional<z.ZodNumber>;
    maxMs: z.ZodOptional<z.ZodNumber>;
    medianMs: z.ZodOptional<z.ZodNumber>;
    p95Ms: z.ZodOptional<z.ZodNumber>;
    p99Ms: z.ZodOptional<z.ZodNumber>;
    meanMs: z.ZodOptional<z.ZodNumber>;
    sdMs: z.ZodOptional<z.ZodNumber>;
    withinSdPercent: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type H2loadTimeStats = z.infer<typeof H2loadTimeStats>;
declare const H2loadRateStats: z.ZodObject<{
    minPerSecond: z.ZodOptional<z.ZodNumber>;
    maxPerSecond: z.ZodOptional<z.ZodNumber>;
    medianPerSecond: z.ZodOptional<z.ZodNumber>;
    p95PerSecond: z.ZodOptional<z.ZodNumber>;
    p99PerSecond: z.ZodOptional<z.ZodNumber>;
    meanPerSecond: z.ZodOptional<z.ZodNumber>;
    sdPerSecond: z.ZodOptional<z.ZodNumber>;
    withinSdPercent: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type H2loadRateStats = z.infer<typeof H2loadRateStats>;
declare const H2loadThread: z.ZodObject<{
    thread: z.ZodOptional<z.ZodNumber>;
    clients: z.ZodOptional<z.ZodNumber>;
    requests: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type H2loadThread = z.infer<typeof H2loadThread>;
declare const H2loadRecord: z.ZodObject<{
    format: z.ZodLiteral<"h2load">;
    status: z.ZodEnum<{
        complete: "complete";
        aborted: "aborted";
        incomplete: "incomplete";
    }>;
    version: z.ZodOptional<z.ZodString>;
    error: z.ZodOptional<z.ZodObject<{
        message: z.ZodString;
    }, z.core.$strip>>;
    messages: z.ZodOptional<z.ZodArray<z.ZodString>>;
    usage: z.ZodOptional<z.ZodBoolean>;
    mode: z.ZodOptional<z.ZodEnum<{
        requests: "requests";
        duration: "duration";
        rate: "rate";
    }>>;
    threads: z.ZodOptional<z.ZodNumber>;
    clients: z.ZodOptional<z.ZodNumber>;
    requestsAsked: z.ZodOptional<z.ZodNumber>;
    warmUpSeconds: z.ZodOptional<z.ZodNumber>;
    mainDurationSeconds: z.ZodOptional<z.ZodNumber>;
    rateClientsPerPeriod: z.ZodOptional<z.ZodNumber>;
    ratePeriodSeconds: z.ZodOptional<z.ZodNumber>;
    spawned: z.ZodOptional<z.ZodArray<z.ZodObject<{
        thread: z.ZodOptional<z.ZodNumber>;
        clients: z.ZodOptional<z.ZodNumber>;
        requests: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>>;
    tls: z.ZodOptional<z.ZodObject<{
        protocol: z.ZodOptional<z.ZodString>;
        cipher: z.ZodOptional<z.ZodString>;
        serverTempKey: z.ZodOptional<z.ZodString>;
        serverTempKeyBits: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    applicationProtocol: z.ZodOptional<z.ZodString>;
    progressPercent: z.ZodOptional<z.ZodNumber>;
    clientsStartedPercent: z.ZodOptional<z.ZodNumber>;
    phases: z.ZodOptional<z.ZodArray<z.ZodObject<{
        thread: z.ZodNumber;
        phase: z.ZodEnum<{
            "warm-up started": "warm-up started";
            "warm-up over": "warm-up over";
            "main started": "main started";
            "main over": "main over";
            stopped: "stopped";
        }>;
    }, z.core.$strip>>>;
    durationSeconds: z.ZodOptional<z.ZodNumber>;
    requestsPerSecond: z.ZodOptional<z.ZodNumber>;
    bytesPerSecond: z.ZodOptional<z.ZodNumber>;
    requests: z.ZodOptional<z.ZodObject<{
        total: z.ZodOptional<z.ZodNumber>;
        started: z.ZodOptional<z.ZodNumber>;
        done: z.ZodOptional<z.ZodNumber>;
        succeeded: z.ZodOptional<z.ZodNumber>;
        failed: z.ZodOptional<z.ZodNumber>;
        errored: z.ZodOptional<z.ZodNumber>;
        timeout: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    statusCodes: z.ZodOptional<z.ZodObject<{
        status2xx: z.ZodOptional<z.ZodNumber>;
        status3xx: z.ZodOptional<z.ZodNumber>;
        status4xx: z.ZodOptional<z.ZodNumber>;
        status5xx: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    traffic: z.ZodOptional<z.ZodObject<{
        totalBytes: z.ZodOptional<z.ZodNumber>;
        headersBytes: z.ZodOptional<z.ZodNumber>;
        headerSpaceSavingsPercent: z.ZodOptional<z.ZodNumber>;
        dataBytes: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    udpDatagrams: z.ZodOptional<z.ZodObject<{
        sent: z.ZodOptional<z.ZodNumber>;
        received: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    timeForRequest: z.ZodOptional<z.ZodObject<{
        minMs: z.ZodOptional<z.ZodNumber>;
        maxMs: z.ZodOptional<z.ZodNumber>;
        medianMs: z.ZodOptional<z.ZodNumber>;
        p95Ms: z.ZodOptional<z.ZodNumber>;
        p99Ms: z.ZodOptional<z.ZodNumber>;
        meanMs: z.ZodOptional<z.ZodNumber>;
        sdMs: z.ZodOptional<z.ZodNumber>;
        withinSdPercent: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    timeForConnect: z.ZodOptional<z.ZodObject<{
        minMs: z.ZodOptional<z.ZodNumber>;
        maxMs: z.ZodOptional<z.ZodNumber>;
        medianMs: z.ZodOptional<z.ZodNumber>;
        p95Ms: z.ZodOptional<z.ZodNumber>;
        p99Ms: z.ZodOptional<z.ZodNumber>;
        meanMs: z.ZodOptional<z.ZodNumber>;
        sdMs: z.ZodOptional<z.ZodNumber>;
        withinSdPercent: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    timeToFirstByte: z.ZodOptional<z.ZodObject<{
        minMs: z.ZodOptional<z.ZodNumber>;
        maxMs: z.ZodOptional<z.ZodNumber>;
        medianMs: z.ZodOptional<z.ZodNumber>;
        p95Ms: z.ZodOptional<z.ZodNumber>;
        p99Ms: z.ZodOptional<z.ZodNumber>;
        meanMs: z.ZodOptional<z.ZodNumber>;
        sdMs: z.ZodOptional<z.ZodNumber>;
        withinSdPercent: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    requestsPerSecondPerClient: z.ZodOptional<z.ZodObject<{
        minPerSecond: z.ZodOptional<z.ZodNumber>;
        maxPerSecond: z.ZodOptional<z.ZodNumber>;
        medianPerSecond: z.ZodOptional<z.ZodNumber>;
        p95PerSecond: z.ZodOptional<z.ZodNumber>;
        p99PerSecond: z.ZodOptional<z.ZodNumber>;
        meanPerSecond: z.ZodOptional<z.ZodNumber>;
        sdPerSecond: z.ZodOptional<z.ZodNumber>;
        withinSdPercent: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type H2loadRecord = z.infer<typeof H2loadRecord>;

declare const StubStatusGauges: z.ZodObject<{
    activeConnections: z.ZodNumber;
    readingConnections: z.ZodNumber;
    writingConnections: z.ZodNumber;
    waitingConnections: z.ZodNullable<z.ZodNumber>;
}, z.core.$strip>;
type StubStatusGauges = z.infer<typeof StubStatusGauges>;
declare const StubStatusCounters: z.ZodObject<{
    acceptedConnections: z.ZodNumber;
    handledConnections: z.ZodNumber;
    droppedConnections: z.ZodOptional<z.ZodNumber>;
    requests: z.ZodNumber;
    requestTimeMs: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type StubStatusCounters = z.infer<typeof StubStatusCounters>;
declare const StubStatusRates: z.ZodObject<{
    intervalSeconds: z.ZodNumber;
    acceptedConnectionsPerSecond: z.ZodNumber;
    handledConnectionsPerSecond: z.ZodNumber;
    droppedConnectionsPerSecond: z.ZodOptional<z.ZodNumber>;
    requestsPerSecond: z.ZodNumber;
    requestTimeMsPerSecond: z.ZodOptional<z.ZodNumber>;
    requestsPerConnection: z.ZodOptional<z.ZodNumber>;
    meanRequestTimeMs: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type StubStatusRates = z.infer<typeof StubStatusRates>;
declare const StubStatusPage: z.ZodObject<{
    format: z.ZodLiteral<"nginx-stub-status">;
    kind: z.ZodLiteral<"page">;
    variant: z.ZodEnum<{
        nginx: "nginx";
        tengine: "tengine";
    }>;
    server: z.ZodOptional<z.ZodString>;
    version: z.ZodOptional<z.ZodString>;
    timestamp: z.ZodOptional<z.ZodISODateTime>;
    segment: z.ZodNumber;
    gauges: z.ZodObject<{
        activeConnections: z.ZodNumber;
        readingConnections: z.ZodNumber;
        writingConnections: z.ZodNumber;
        waitingConnections: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>;
    counters: z.ZodObject<{
        acceptedConnections: z.ZodNumber;
        handledConnections: z.ZodNumber;
        droppedConnections: z.ZodOptional<z.ZodNumber>;
        requests: z.ZodNumber;
        requestTimeMs: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>;
    rates: z.ZodOptional<z.ZodObject<{
        intervalSeconds: z.ZodNumber;
        acceptedConnectionsPerSecond: z.ZodNumber;
        handledConnectionsPerSecond: z.ZodNumber;
        droppedConnectionsPerSecond: z.ZodOptional<z.ZodNumber>;
        requestsPerSecond: z.ZodNumber;
        requestTimeMsPerSecond: z.ZodOptional<z.ZodNumber>;
        requestsPerConnection: z.ZodOptional<z.ZodNumber>;
        meanRequestTimeMs: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type StubStatusPage = z.infer<typeof StubStatusPage>;
declare const StubStatusMissing: z.ZodObject<{
    format: z.ZodLiteral<"nginx-stub-status">;
    kind: z.ZodLiteral<"missing">;
    timestamp: z.ZodOptional<z.ZodISODateTime>;
    segment: z.ZodNumber;
    httpStatus: z.ZodOptional<z.ZodString>;
    reason: z.ZodString;
}, z.core.$strip>;
type StubStatusMissing = z.infer<typeof StubStatusMissing>;
declare const StubStatusRecord: z.ZodDiscriminatedUnion<[z.ZodObject<{
    format: z.ZodLiteral<"nginx-stub-status">;
    kind: z.ZodLiteral<"page">;
    variant: z.ZodEnum<{
        nginx: "nginx";
        tengine: "tengine";
    }>;
    server: z.ZodOptional<z.ZodString>;
    version: z.ZodOptional<z.ZodString>;
    timestamp: z.ZodOptional<z.ZodISODateTime>;
    segment: z.ZodNumber;
    gauges: z.ZodObject<{
        activeConnections: z.ZodNumber;
        readingConnections: z.ZodNumber;
        writingConnections: z.ZodNumber;
        waitingConnections: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>;
    counters: z.ZodObject<{
        acceptedConnections: z.ZodNumber;
        handledConnections: z.ZodNumber;
        droppedConnections: z.ZodOptional<z.ZodNumber>;
        requests: z.ZodNumber;
        requestTimeMs: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>;
    rates: z.ZodOptional<z.ZodObject<{
        intervalSeconds: z.ZodNumber;
        acceptedConnectionsPerSecond: z.ZodNumber;
        handledConnectionsPerSecond: z.ZodNumber;
        droppedConnectionsPerSecond: z.ZodOptional<z.ZodNumber>;
        requestsPerSecond: z.ZodNumber;
        requestTimeMsPerSecond: z.ZodOptional<z.ZodNumber>;
        requestsPerConnection: z.ZodOptional<z.ZodNumber>;
        meanRequestTimeMs: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>, z.ZodObject<{
    format: z.ZodLiteral<"nginx-stub-status">;
    kind: z.ZodLiteral<"missing">;
    timestamp: z.ZodOptional<z.ZodISODateTime>;
    segment: z.ZodNumber;
    httpStatus: z.ZodOptional<z.ZodString>;
    reason: z.ZodString;
}, z.core.$strip>], "kind">;
type StubStatusRecord = z.infer<typeof StubStatusRecord>;

/** Options of this format, beside the common ParseOptions. */
interface StubStatusOptions {
    /** Offsets for zone abbreviations in `date` lines, e.g. `{ CST: "+08:00" }`; UTC and GMT need none. */
    zoneOffsets?: Record<string, string>;
}

/**
 * sar's column names (as printed in the header rows) and what we call them. Sections are recognised by a
 * distinctive column or by their item column (CPU, IFACE, DEV, ...), never by a whole header string, so a column
 * that a newer sysstat adds is kept (in `columns`) without breaking anything. How a printed value becomes a typed
 * field (`conv`) is src/formats/sysstat/columns.ts, shared with iostat and mpstat, whose CPU columns are the same
 * fields as sar -u's.
 */

/** Every section sar prints, in the order they are tried. */
declare const SECTIONS$2: readonly [{
    readonly id: "cpu-load";
    readonly keys: readonly ["CPU", "cpu"];
    readonly markers: readonly ["%user", "%usr"];
    readonly columns: readonly [readonly [string, "cpuUserPercent", "same", string], readonly [string, "cpuUsrPercent", "same", string], readonly [string, "cpuNicePercent", "same", string], readonly [string, "cpuSystemPercent", "same", string], readonly [string, "cpuSysPercent", "same", string], readonly [string, "cpuIowaitPercent", "same", string], readonly [string, "cpuStealPercent", "same", string], readonly [string, "cpuIrqPercent", "same", string], readonly [string, "cpuSoftirqPercent", "same", string], readonly [string, "cpuGuestPercent", "same", string], readonly [string, "cpuGuestNicePercent", "same", string], readonly [string, "cpuIdlePercent", "same", string], readonly [string, "cpuIowaitPercent", "same", string]];
}, {
    readonly id: "softnet";
    readonly keys: readonly ["CPU"];
    readonly markers: readonly ["total/s"];
    readonly columns: readonly [readonly [string, "packetsProcessedPerSecond", "same", string], readonly [string, "packetsDroppedPerSecond", "same", string], readonly [string, "timeSqueezesPerSecond", "same", string], readonly [string, "rpsInterruptsPerSecond", "same", string], readonly [string, "flowLimitPerSecond", "same", string], readonly [string, "backlogLength", "same", string]];
}, {
    readonly id: "cpu-frequency";
    readonly keys: readonly ["CPU"];
    readonly markers: readonly ["MHz"];
    readonly columns: readonly [readonly [string, "frequencyMhz", "same", string]];
}, {
    readonly id: "cpu-weighted-frequency";
    readonly keys: readonly ["CPU"];
    readonly markers: readonly ["wghMHz"];
    readonly columns: readonly [readonly [string, "weightedFrequencyMhz", "same", string]];
}, {
    readonly id: "process-and-context-switch";
    readonly markers: readonly ["proc/s", "cswch/s"];
    readonly columns: readonly [readonly [string, "processesCreatedPerSecond", "same", string], readonly [string, "contextSwitchesPerSecond", "same", string]];
}, {
    readonly id: "interrupts";
    readonly keys: readonly ["INTR"];
    readonly markers: readonly ["intr/s"];
    readonly columns: readonly [readonly [string, "interruptsPerSecond", "same", string], readonly [string, "interruptsPerSecond", "same", string]];
}, {
    readonly id: "interrupts-per-cpu";
    readonly keys: readonly ["CPU"];
    readonly markers: readonly [];
    readonly columns: readonly [];
}, {
    readonly id: "swap-pages";
    readonly markers: readonly ["pswpin/s", "pswpout/s"];
    readonly columns: readonly [readonly [string, "swapInPagesPerSecond", "same", string], readonly [string, "swapOutPagesPerSecond", "same", string]];
}, {
    readonly id: "paging";
    readonly markers: readonly ["pgpgin/s", "fault/s"];
    readonly columns: readonly [readonly [string, "pagedInBytesPerSecond", "kBps", string], readonly [string, "pagedOutBytesPerSecond", "kBps", string], readonly [string, "pageFaultsPerSecond", "same", string], readonly [string, "majorFaultsPerSecond", "same", string], readonly [string, "pagesFreedPerSecond", "same", string], readonly [string, "pagesScannedKswapdPerSecond", "same", string], readonly [string, "pagesScannedDirectPerSecond", "same", string], readonly [string, "pagesStolenPerSecond", "same", string], readonly [string, "vmEfficiencyPercent", "same", string], readonly [string, "pagesPromotedPerSecond", "same", string], readonly [string, "pagesDemotedPerSecond", "same", string]];
}, {
    readonly id: "io";
    readonly markers: readonly ["rtps", "bread/s"];
    readonly columns: readonly [readonly [string, "transfersPerSecond", "same", string], readonly [string, "readRequestsPerSecond", "same", string], readonly [string, "writeRequestsPerSecond", "same", string], readonly [string, "discardRequestsPerSecond", "same", string], readonly [string, "readBytesPerSecond", "sectors", string], readonly [string, "writtenBytesPerSecond", "sectors", string], readonly [string, "discardedBytesPerSecond", "sectors", string]];
}, {
    readonly id: "memory";
    readonly markers: readonly ["kbmemfree", "kbmemused"];
    readonly columns: readonly [readonly [string, "memFreeBytes", "kB", string], readonly [string, "memAvailableBytes", "kB", string], readonly [string, "memUsedBytes", "kB", string], readonly [string, "memUsedPercent", "same", string], readonly [string, "memBuffersBytes", "kB", string], readonly [string, "memCachedBytes", "kB", string], readonly [string, "memCommitBytes", "kB", string], readonly [string, "memCommitPercent", "same", string], readonly [string, "memActiveBytes", "kB", string], readonly [string, "memInactiveBytes", "kB", string], readonly [string, "memDirtyBytes", "kB", string], readonly [string, "memSharedBytes", "kB", string], readonly [string, "memAnonPagesBytes", "kB", string], readonly [string, "memSlabBytes", "kB", string], readonly [string, "memKernelStackBytes", "kB", string], readonly [string, "memPageTablesBytes", "kB", string], readonly [string, "memVmallocUsedBytes", "kB", string], readonly [string, "swapFreeBytes", "kB", string], readonly [string, "swapUsedBytes", "kB", string], readonly [string, "swapUsedPercent", "same", string], readonly [string, "swapCachedBytes", "kB", string], readonly [string, "swapCachedPercent", "same", string]];
}, {
    readonly id: "swap-space";
    readonly markers: readonly ["kbswpfree", "kbswpused"];
    readonly columns: readonly [readonly [string, "swapFreeBytes", "kB", string], readonly [string, "swapUsedBytes", "kB", string], readonly [string, "swapUsedPercent", "same", string], readonly [string, "swapCachedBytes", "kB", string], readonly [string, "swapCachedPercent", "same", string]];
}, {
    readonly id: "memory-pages";
    readonly markers: readonly ["frmpg/s"];
    readonly columns: readonly [readonly [string, "memFreedPagesPerSecond", "same", string, "signed"], readonly [string, "bufferPagesPerSecond", "same", string, "signed"], readonly [string, "cachedPagesPerSecond", "same", string, "signed"]];
}, {
    readonly id: "hugepages";
    readonly markers: readonly ["kbhugfree", "kbhugused"];
    readonly columns: readonly [readonly [string, "hugeFreeBytes", "kB", string], readonly [string, "hugeUsedBytes", "kB", string], readonly [string, "hugeUsedPercent", "same", string], readonly [string, "hugeReservedBytes", "kB", string], readonly [string, "hugeSurplusBytes", "kB", string]];
}, {
    readonly id: "kernel";
    readonly markers: readonly ["dentunusd", "file-nr", "file-sz"];
    readonly columns: readonly [readonly [string, "dentryUnusedCount", "same", string], readonly [string, "fileHandleCount", "same", string], readonly [string, "fileHandleCount", "same", string], readonly [string, "inodeHandleCount", "same", string], readonly [string, "inodeHandleCount", "same", string], readonly [string, "ptyCount", "same", string]];
}, {
    readonly id: "queue";
    readonly markers: readonly ["runq-sz", "ldavg-1"];
    readonly columns: readonly [readonly [string, "runQueueLength", "same", string], readonly [string, "taskCount", "same", string], readonly [string, "loadAverage1m", "same", string], readonly [string, "loadAverage5m", "same", string], readonly [string, "loadAverage15m", "same", string], readonly [string, "blockedTaskCount", "same", string]];
}, {
    readonly id: "psi-cpu";
    readonly markers: readonly ["%scpu-10"];
    readonly columns: readonly [readonly [string, "cpuSomePressure10sPercent", "same", string], readonly [string, "cpuSomePressure60sPercent", "same", string], readonly [string, "cpuSomePressure300sPercent", "same", string], readonly [string, "cpuSomeStallPercent", "same", string]];
}, {
    readonly id: "psi-io";
    readonly markers: readonly ["%sio-10"];
    readonly columns: readonly [readonly [string, "ioSomePressure10sPercent", "same", string], readonly [string, "ioSomePressure60sPercent", "same", string], readonly [string, "ioSomePressure300sPercent", "same", string], readonly [string, "ioSomeStallPercent", "same", string], readonly [string, "ioFullPressure10sPercent", "same", string], readonly [string, "ioFullPressure60sPercent", "same", string], readonly [string, "ioFullPressure300sPercent", "same", string], readonly [string, "ioFullStallPercent", "same", string]];
}, {
    readonly id: "psi-mem";
    readonly markers: readonly ["%smem-10"];
    readonly columns: readonly [readonly [string, "memSomePressure10sPercent", "same", string], readonly [string, "memSomePressure60sPercent", "same", string], readonly [string, "memSomePressure300sPercent", "same", string], readonly [string, "memSomeStallPercent", "same", string], readonly [string, "memFullPressure10sPercent", "same", string], readonly [string, "memFullPressure60sPercent", "same", string], readonly [string, "memFullPressure300sPercent", "same", string], readonly [string, "memFullStallPercent", "same", string]];
}, {
    readonly id: "serial";
    readonly keys: readonly ["TTY"];
    readonly markers: readonly ["rcvin/s"];
    readonly columns: readonly [readonly [string, "receiveInterruptsPerSecond", "same", string], readonly [string, "transmitInterruptsPerSecond", "same", string], readonly [string, "transmitInterruptsPerSecond", "same", string], readonly [string, "frameErrorsPerSecond", "same", string], readonly [string, "parityErrorsPerSecond", "same", string], readonly [string, "breaksPerSecond", "same", string], readonly [string, "overrunErrorsPerSecond", "same", string]];
}, {
    readonly id: "disk";
    readonly keys: readonly ["DEV"];
    readonly markers: readonly ["rkB/s", "rd_sec/s", "areq-sz", "avgrq-sz"];
    readonly columns: readonly [readonly [string, "transfersPerSecond", "same", string], readonly [string, "readBytesPerSecond", "kBps", string], readonly [string, "writtenBytesPerSecond", "kBps", string], readonly [string, "discardedBytesPerSecond", "kBps", string], readonly [string, "readBytesPerSecond", "sectors", string], readonly [string, "writtenBytesPerSecond", "sectors", string], readonly [string, "avgRequestSizeBytes", "kB", string], readonly [string, "avgRequestSizeBytes", "sectors", string], readonly [string, "avgQueueLength", "same", string], readonly [string, "avgQueueLength", "same", string], readonly [string, "awaitMs", "same", string], readonly [string, "serviceTimeMs", "same", string], readonly [string, "utilizationPercent", "same", string]];
}, {
    readonly id: "net-dev";
    readonly keys: readonly ["IFACE"];
    readonly markers: readonly ["rxpck/s"];
    readonly columns: readonly [readonly [string, "rxPacketsPerSecond", "same", string], readonly [string, "txPacketsPerSecond", "same", string], readonly [string, "rxBytesPerSecond", "kBps", string], readonly [string, "txBytesPerSecond", "kBps", string], readonly [string, "rxBytesPerSecond", "B", string], readonly [string, "txBytesPerSecond", "B", string], readonly [string, "rxCompressedPacketsPerSecond", "same", string], readonly [string, "txCompressedPacketsPerSecond", "same", string], readonly [string, "rxMulticastPacketsPerSecond", "same", string], readonly [string, "ifUtilizationPercent", "same", string]];
}, {
    readonly id: "net-edev";
    readonly keys: readonly ["IFACE"];
    readonly markers: readonly ["rxerr/s"];
    readonly columns: readonly [readonly [string, "rxErrorsPerSecond", "same", string], readonly [string, "txErrorsPerSecond", "same", string], readonly [string, "collisionsPerSecond", "same", string], readonly [string, "rxDroppedPerSecond", "same", string], readonly [string, "txDroppedPerSecond", "same", string], readonly [string, "txCarrierErrorsPerSecond", "same", string], readonly [string, "rxFrameErrorsPerSecond", "same", string], readonly [string, "rxFifoErrorsPerSecond", "same", string], readonly [string, "txFifoErrorsPerSecond", "same", string]];
}, {
    readonly id: "net-nfs";
    readonly markers: readonly ["call/s"];
    readonly columns: readonly [readonly [string, "rpcCallsPerSecond", "same", string], readonly [string, "rpcRetransmissionsPerSecond", "same", string], readonly [string, "readCallsPerSecond", "same", string], readonly [string, "writeCallsPerSecond", "same", string], readonly [string, "accessCallsPerSecond", "same", string], readonly [string, "getattrCallsPerSecond", "same", string]];
}, {
    readonly id: "net-nfsd";
    readonly markers: readonly ["scall/s"];
    readonly columns: readonly [readonly [string, "rpcCallsPerSecond", "same", string], readonly [string, "badRpcCallsPerSecond", "same", string], readonly [string, "packetsPerSecond", "same", string], readonly [string, "udpPacketsPerSecond", "same", string], readonly [string, "tcpPacketsPerSecond", "same", string], readonly [string, "replyCacheHitsPerSecond", "same", string], readonly [string, "replyCacheMissesPerSecond", "same", string], readonly [string, "readCallsPerSecond", "same", string], readonly [string, "writeCallsPerSecond", "same", string], readonly [string, "accessCallsPerSecond", "same", string], readonly [string, "getattrCallsPerSecond", "same", string]];
}, {
    readonly id: "net-sock";
    readonly markers: readonly ["totsck"];
    readonly columns: readonly [readonly [string, "socketCount", "same", string], readonly [string, "tcpSocketCount", "same", string], readonly [string, "udpSocketCount", "same", string], readonly [string, "rawSocketCount", "same", string], readonly [string, "ipFragmentQueueCount", "same", string], readonly [string, "tcpTimeWaitCount", "same", string]];
}, {
    readonly id: "net-sock6";
    readonly markers: readonly ["tcp6sck"];
    readonly columns: readonly [readonly [string, "tcpSocketCount", "same", string], readonly [string, "udpSocketCount", "same", string], readonly [string, "rawSocketCount", "same", string], readonly [string, "ipFragmentQueueCount", "same", string]];
}, {
    readonly id: "net-ip";
    readonly markers: readonly ["irec/s"];
    readonly columns: readonly [readonly [string, "inReceivesPerSecond", "same", string], readonly [string, "forwardedDatagramsPerSecond", "same", string], readonly [string, "inDeliversPerSecond", "same", string], readonly [string, "outRequestsPerSecond", "same", string], readonly [string, "reassemblyRequestsPerSecond", "same", string], readonly [string, "reassembledPerSecond", "same", string], readonly [string, "fragmentedPerSecond", "same", string], readonly [string, "fragmentsCreatedPerSecond", "same", string]];
}, {
    readonly id: "net-ip6";
    readonly markers: readonly ["irec6/s"];
    readonly columns: readonly [readonly [string, "inReceivesPerSecond", "same", string], readonly [string, "forwardedDatagramsPerSecond", "same", string], readonly [string, "inDeliversPerSecond", "same", string], readonly [string, "outRequestsPerSecond", "same", string], readonly [string, "reassemblyRequestsPerSecond", "same", string], readonly [string, "reassembledPerSecond", "same", string], readonly [string, "inMulticastPacketsPerSecond", "same", string], readonly [string, "outMulticastPacketsPerSecond", "same", string], readonly [string, "fragmentedPerSecond", "same", string], readonly [string, "fragmentsCreatedPerSecond", "same", string]];
}, {
    readonly id: "net-eip";
    readonly markers: readonly ["ihdrerr/s"];
    readonly columns: readonly [readonly [string, "inHeaderErrorsPerSecond", "same", string], readonly [string, "inAddressErrorsPerSecond", "same", string], readonly [string, "inUnknownProtocolsPerSecond", "same", string], readonly [string, "inDiscardsPerSecond", "same", string], readonly [string, "outDiscardsPerSecond", "same", string], readonly [string, "outNoRoutesPerSecond", "same", string], readonly [string, "reassemblyFailuresPerSecond", "same", string], readonly [string, "fragmentationFailuresPerSecond", "same", string]];
}, {
    readonly id: "net-eip6";
    readonly markers: readonly ["ihdrer6/s"];
    readonly columns: readonly [readonly [string, "inHeaderErrorsPerSecond", "same", string], readonly [string, "inAddressErrorsPerSecond", "same", string], readonly [string, "inUnknownProtocolsPerSecond", "same", string], readonly [string, "inTooBigErrorsPerSecond", "same", string], readonly [string, "inDiscardsPerSecond", "same", string], readonly [string, "outDiscardsPerSecond", "same", string], readonly [string, "inNoRoutesPerSecond", "same", string], readonly [string, "outNoRoutesPerSecond", "same", string], readonly [string, "reassemblyFailuresPerSecond", "same", string], readonly [string, "fragmentationFailuresPerSecond", "same", string], readonly [string, "inTruncatedPacketsPerSecond", "same", string]];
}, {
    readonly id: "net-icmp";
    readonly markers: readonly ["imsg/s"];
    readonly columns: readonly [readonly [string, "inMessagesPerSecond", "same", string], readonly [string, "outMessagesPerSecond", "same", string], readonly [string, "inEchosPerSecond", "same", string], readonly [string, "inEchoRepliesPerSecond", "same", string], readonly [string, "outEchosPerSecond", "same", string], readonly [string, "outEchoRepliesPerSecond", "same", string], readonly [string, "inTimestampsPerSecond", "same", string], readonly [string, "inTimestampRepliesPerSecond", "same", string], readonly [string, "outTimestampsPerSecond", "same", string], readonly [string, "outTimestampRepliesPerSecond", "same", string], readonly [string, "inAddressMasksPerSecond", "same", string], readonly [string, "inAddressMaskRepliesPerSecond", "same", string], readonly [string, "outAddressMasksPerSecond", "same", string], readonly [string, "outAddressMaskRepliesPerSecond", "same", string]];
}, {
    readonly id: "net-icmp6";
    readonly markers: readonly ["imsg6/s"];
    readonly columns: readonly [readonly [string, "inMessagesPerSecond", "same", string], readonly [string, "outMessagesPerSecond", "same", string], readonly [string, "inEchosPerSecond", "same", string], readonly [string, "inEchoRepliesPerSecond", "same", string], readonly [string, "outEchoRepliesPerSecond", "same", string], readonly [string, "inGroupQueriesPerSecond", "same", string], readonly [string, "inGroupResponsesPerSecond", "same", string], readonly [string, "outGroupResponsesPerSecond", "same", string], readonly [string, "inGroupReductionsPerSecond", "same", string], readonly [string, "outGroupReductionsPerSecond", "same", string], readonly [string, "inRouterSolicitationsPerSecond", "same", string], readonly [string, "outRouterSolicitationsPerSecond", "same", string], readonly [string, "inRouterAdvertisementsPerSecond", "same", string], readonly [string, "inNeighborSolicitationsPerSecond", "same", string], readonly [string, "outNeighborSolicitationsPerSecond", "same", string], readonly [string, "inNeighborAdvertisementsPerSecond", "same", string], readonly [string, "outNeighborAdvertisementsPerSecond", "same", string]];
}, {
    readonly id: "net-eicmp";
    readonly markers: readonly ["ierr/s"];
    readonly columns: readonly [readonly [string, "inErrorsPerSecond", "same", string], readonly [string, "outErrorsPerSecond", "same", string], readonly [string, "inDestUnreachablePerSecond", "same", string], readonly [string, "outDestUnreachablePerSecond", "same", string], readonly [string, "inTimeExceededPerSecond", "same", string], readonly [string, "outTimeExceededPerSecond", "same", string], readonly [string, "inParameterProblemsPerSecond", "same", string], readonly [string, "outParameterProblemsPerSecond", "same", string], readonly [string, "inSourceQuenchesPerSecond", "same", string], readonly [string, "outSourceQuenchesPerSecond", "same", string], readonly [string, "inRedirectsPerSecond", "same", string], readonly [string, "outRedirectsPerSecond", "same", string]];
}, {
    readonly id: "net-eicmp6";
    readonly markers: readonly ["ierr6/s"];
    readonly columns: readonly [readonly [string, "inErrorsPerSecond", "same", string], readonly [string, "inDestUnreachablePerSecond", "same", string], readonly [string, "outDestUnreachablePerSecond", "same", string], readonly [string, "inTimeExceededPerSecond", "same", string], readonly [string, "outTimeExceededPerSecond", "same", string], readonly [string, "inParameterProblemsPerSecond", "same", string], readonly [string, "outParameterProblemsPerSecond", "same", string], readonly [string, "inRedirectsPerSecond", "same", string], readonly [string, "outRedirectsPerSecond", "same", string], readonly [string, "inPacketTooBigPerSecond", "same", string], readonly [string, "outPacketTooBigPerSecond", "same", string]];
}, {
    readonly id: "net-tcp";
    readonly markers: readonly ["active/s", "iseg/s"];
    readonly columns: readonly [readonly [string, "activeOpensPerSecond", "same", string], readonly [string, "passiveOpensPerSecond", "same", string], readonly [string, "inSegmentsPerSecond", "same", string], readonly [string, "outSegmentsPerSecond", "same", string]];
}, {
    readonly id: "net-etcp";
    readonly markers: readonly ["atmptf/s", "estres/s"];
    readonly columns: readonly [readonly [string, "attemptFailsPerSecond", "same", string], readonly [string, "establishedResetsPerSecond", "same", string], readonly [string, "retransmittedSegmentsPerSecond", "same", string], readonly [string, "retransmittedSegmentsPerSecond", "same", string], readonly [string, "inSegmentErrorsPerSecond", "same", string], readonly [string, "outResetsPerSecond", "same", string]];
}, {
    readonly id: "net-udp";
    readonly markers: readonly ["idgm/s"];
    readonly columns: readonly [readonly [string, "inDatagramsPerSecond", "same", string], readonly [string, "outDatagramsPerSecond", "same", string], readonly [string, "noPortPerSecond", "same", string], readonly [string, "inDatagramErrorsPerSecond", "same", string]];
}, {
    readonly id: "net-udp6";
    readonly markers: readonly ["idgm6/s"];
    readonly columns: readonly [readonly [string, "inDatagramsPerSecond", "same", string], readonly [string, "outDatagramsPerSecond", "same", string], readonly [string, "noPortPerSecond", "same", string], readonly [string, "inDatagramErrorsPerSecond", "same", string]];
}, {
    readonly id: "fchost";
    readonly keys: readonly ["FCHOST"];
    readonly markers: readonly ["fch_rxf/s"];
    readonly columns: readonly [readonly [string, "rxFramesPerSecond", "same", string], readonly [string, "txFramesPerSecond", "same", string], readonly [string, "rxWordsPerSecond", "same", string], readonly [string, "txWordsPerSecond", "same", string]];
}, {
    readonly id: "fan-speed";
    readonly keys: readonly ["FAN"];
    readonly markers: readonly ["rpm"];
    readonly columns: readonly [readonly [string, "fanSpeedRpm", "same", string], readonly [string, "fanSpeedDeviationRpm", "same", string, "signed"], readonly [string, "sensorDevice", "text", string]];
}, {
    readonly id: "temperature";
    readonly keys: readonly ["TEMP"];
    readonly markers: readonly ["degC"];
    readonly columns: readonly [readonly [string, "temperatureCelsius", "same", string, "signed"], readonly [string, "temperaturePercent", "same", string], readonly [string, "sensorDevice", "text", string]];
}, {
    readonly id: "voltage-input";
    readonly keys: readonly ["IN"];
    readonly markers: readonly ["inV"];
    readonly columns: readonly [readonly [string, "voltageVolts", "same", string, "signed"], readonly [string, "voltagePercent", "same", string], readonly [string, "sensorDevice", "text", string]];
}, {
    readonly id: "usb-devices";
    readonly keys: readonly ["BUS"];
    readonly markers: readonly ["idvendor", "maxpower"];
    readonly columns: readonly [readonly [string, "vendorId", "text", string], readonly [string, "productId", "text", string], readonly [string, "maxPowerMilliamps", "same", string], readonly [string, "manufacturer", "text", string], readonly [string, "product", "text", string]];
}, {
    readonly id: "battery";
    readonly keys: readonly ["BAT"];
    readonly markers: readonly ["%cap"];
    readonly columns: readonly [readonly [string, "capacityPercent", "same", string], readonly [string, "capacityPercentPerMinute", "same", string, "signed"], readonly [string, "status", "text", string]];
}, {
    readonly id: "filesystems";
    readonly keys: readonly ["FILESYSTEM", "MOUNTPOINT"];
    readonly markers: readonly ["MBfsfree"];
    readonly columns: readonly [readonly [string, "fsFreeBytes", "MB", string], readonly [string, "fsUsedBytes", "MB", string], readonly [string, "fsUsedPercent", "same", string], readonly [string, "fsUsedUserPercent", "same", string], readonly [string, "inodesFreeCount", "same", string], readonly [string, "inodesUsedCount", "same", string], readonly [string, "inodesUsedPercent", "same", string]];
}];

declare const SarHeaderRecord: z.ZodType<{
    format: "sar";
    kind: "header";
} & ReportHeaderFields>;
type SarHeaderRecord = z.infer<typeof SarHeaderRecord>;
/** A data row: its timestamp, section, item and values. */
declare const SarSampleRecord: z.ZodType<RowsOf<SampleBase<"sar">, typeof SECTIONS$2>>;
type SarSampleRecord = z.infer<typeof SarSampleRecord>;
/** A statistics row (Average:, Summary:, Minimum:, Maximum: and their translations): no timestamp. */
declare const SarSummaryRecord: z.ZodType<RowsOf<SummaryBase<"sar">, typeof SECTIONS$2>>;
type SarSummaryRecord = z.infer<typeof SarSummaryRecord>;
declare const SarRestartRecord: z.ZodObject<{
    format: z.ZodLiteral<"sar">;
    kind: z.ZodLiteral<"restart">;
    timestamp: z.ZodOptional<z.ZodString>;
    time: z.ZodString;
    cpuCount: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type SarRestartRecord = z.infer<typeof SarRestartRecord>;
declare const SarCommentRecord: z.ZodObject<{
    format: z.ZodLiteral<"sar">;
    kind: z.ZodLiteral<"comment">;
    timestamp: z.ZodOptional<z.ZodString>;
    time: z.ZodString;
    text: z.ZodString;
}, z.core.$strip>;
type SarCommentRecord = z.infer<typeof SarCommentRecord>;
/** Any sar record; `kind` says which (and `section`, for rows). */
declare const SarRecord: z.ZodType<SarHeaderRecord | SarSampleRecord | SarSummaryRecord | SarRestartRecord | SarCommentRecord>;
type SarRecord = z.infer<typeof SarRecord>;

/** Options of the sar format, besides the common ones. */
interface SarOptions {
    /**
     * How to read an all-numeric header date whose day and month order the text cannot settle (`03/04/24`): `MDY`
     * (C and en_US locales, the default for `/`), `DMY` (en_GB, fr_FR, es_ES; the default for `.` and `-`) or `YMD`.
     */
    dateOrder?: DateOrder;
}

/** Options of the iostat format, besides the common ones. */
interface IostatOptions {
    /** How to read an all-numeric header date whose day and month order the text cannot settle (see sar's). */
    dateOrder?: DateOrder;
}

declare const SECTIONS$1: readonly [{
    readonly id: "cpu-load";
    readonly keys: readonly ["CPU"];
    readonly markers: readonly ["%usr", "%user"];
    readonly columns: readonly [readonly [string, "coreId", "text", string], readonly [string, "socketId", "text", string], readonly [string, "nodeId", "text", string], readonly [string, "cpuUserPercent", "same", string], readonly [string, "cpuUsrPercent", "same", string], readonly [string, "cpuNicePercent", "same", string], readonly [string, "cpuSystemPercent", "same", string], readonly [string, "cpuSysPercent", "same", string], readonly [string, "cpuIowaitPercent", "same", string], readonly [string, "cpuStealPercent", "same", string], readonly [string, "cpuIrqPercent", "same", string], readonly [string, "cpuSoftirqPercent", "same", string], readonly [string, "cpuGuestPercent", "same", string], readonly [string, "cpuGuestNicePercent", "same", string], readonly [string, "cpuIdlePercent", "same", string], readonly [string, "interruptsPerSecond", "same", string]];
}, {
    readonly id: "node-load";
    readonly keys: readonly ["NODE"];
    readonly markers: readonly [];
    readonly columns: readonly [readonly [string, "cpuUserPercent", "same", string], readonly [string, "cpuUsrPercent", "same", string], readonly [string, "cpuNicePercent", "same", string], readonly [string, "cpuSystemPercent", "same", string], readonly [string, "cpuSysPercent", "same", string], readonly [string, "cpuIowaitPercent", "same", string], readonly [string, "cpuStealPercent", "same", string], readonly [string, "cpuIrqPercent", "same", string], readonly [string, "cpuSoftirqPercent", "same", string], readonly [string, "cpuGuestPercent", "same", string], readonly [string, "cpuGuestNicePercent", "same", string], readonly [string, "cpuIdlePercent", "same", string]];
}, {
    readonly id: "interrupts";
    readonly keys: readonly ["CPU"];
    readonly markers: readonly ["intr/s"];
    readonly columns: readonly [readonly [string, "interruptsPerSecond", "same", string]];
}, {
    readonly id: "soft-interrupts";
    readonly keys: readonly ["CPU"];
    readonly markers: string[];
    readonly columns: readonly [];
}, {
    readonly id: "interrupts-per-cpu";
    readonly keys: readonly ["CPU"];
    readonly markers: readonly [];
    readonly columns: readonly [];
}];

declare const MpstatHeaderRecord: z.ZodType<{
    format: "mpstat";
    kind: "header";
} & ReportHeaderFields>;
type MpstatHeaderRecord = z.infer<typeof MpstatHeaderRecord>;
/** A data row: its timestamp, report (section), CPU or node, and values. */
declare const MpstatSampleRecord: z.ZodType<RowsOf<SampleBase<"mpstat">, typeof SECTIONS$1>>;
type MpstatSampleRecord = z.infer<typeof MpstatSampleRecord>;
/** An Average: row (and its translations): no timestamp. */
declare const MpstatSummaryRecord: z.ZodType<RowsOf<SummaryBase<"mpstat">, typeof SECTIONS$1>>;
type MpstatSummaryRecord = z.infer<typeof MpstatSummaryRecord>;
/** Any mpstat record; `kind` says which (and `section`, for rows). */
declare const MpstatRecord: z.ZodType<MpstatHeaderRecord | MpstatSampleRecord | MpstatSummaryRecord>;
type MpstatRecord = z.infer<typeof MpstatRecord>;

/** Options of the mpstat format, besides the common ones. */
interface MpstatOptions {
    /** How to read an all-numeric header date whose day and month order the text cannot settle (see sar's). */
    dateOrder?: DateOrder;
}

declare const SECTIONS: readonly [{
    id: "cpu";
    markers: readonly string[];
    columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "cpuUsrPercent", "same", string], readonly [string, "cpuSystemPercent", "same", string], readonly [string, "cpuGuestPercent", "same", string], readonly [string, "cpuWaitPercent", "same", string], readonly [string, "cpuPercent", "same", string], readonly [string, "lastCpu", "same", string]];
}, {
    id: "memory";
    markers: readonly string[];
    columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "minorFaultsPerSecond", "same", string], readonly [string, "majorFaultsPerSecond", "same", string], readonly [string, "virtBytes", "kB", string], readonly [string, "rssBytes", "kB", string], readonly [string, "memPercent", "same", string]];
}, {
    id: "stack";
    markers: readonly string[];
    columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "stackSizeBytes", "kB", string], readonly [string, "stackReferencedBytes", "kB", string]];
}, {
    id: "io";
    markers: readonly string[];
    columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "readBytesPerSecond", "kBps", string], readonly [string, "writtenBytesPerSecond", "kBps", string], readonly [string, "cancelledWriteBytesPerSecond", "kBps", string], readonly [string, "ioDelayTicks", "same", string]];
}, {
    id: "context-switches";
    markers: readonly string[];
    columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "voluntaryContextSwitchesPerSecond", "same", string], readonly [string, "involuntaryContextSwitchesPerSecond", "same", string]];
}, {
    id: "kernel-tables";
    markers: readonly string[];
    columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "threads", "same", string], readonly [string, "fileDescriptors", "same", string]];
}, {
    id: "scheduling";
    markers: readonly string[];
    columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "realtimePriority", "same", string], readonly [string, "schedulingPolicy", "text", string]];
}, {
    id: "children-cpu";
    markers: readonly string[];
    columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "userTimeWithChildrenMs", "same", string], readonly [string, "systemTimeWithChildrenMs", "same", string], readonly [string, "guestTimeWithChildrenMs", "same", string]];
}, {
    id: "children-memory";
    markers: readonly string[];
    columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], readonly [string, "minorFaultsWithChildren", "same", string], readonly [string, "majorFaultsWithChildren", "same", string]];
}, {
    id: "all";
    markers: readonly string[];
    columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], ...(readonly [string, "cpuUsrPercent", "same", string] | readonly [string, "cpuSystemPercent", "same", string] | readonly [string, "cpuGuestPercent", "same", string] | readonly [string, "readBytesPerSecond", "kBps", string] | readonly [string, "writtenBytesPerSecond", "kBps", string] | readonly [string, "cpuWaitPercent", "same", string] | readonly [string, "cpuPercent", "same", string] | readonly [string, "lastCpu", "same", string] | readonly [string, "minorFaultsPerSecond", "same", string] | readonly [string, "majorFaultsPerSecond", "same", string] | readonly [string, "virtBytes", "kB", string] | readonly [string, "rssBytes", "kB", string] | readonly [string, "memPercent", "same", string] | readonly [string, "stackSizeBytes", "kB", string] | readonly [string, "stackReferencedBytes", "kB", string] | readonly [string, "cancelledWriteBytesPerSecond", "kBps", string] | readonly [string, "ioDelayTicks", "same", string] | readonly [string, "voluntaryContextSwitchesPerSecond", "same", string] | readonly [string, "involuntaryContextSwitchesPerSecond", "same", string] | readonly [string, "threads", "same", string] | readonly [string, "fileDescriptors", "same", string] | readonly [string, "realtimePriority", "same", string] | readonly [string, "schedulingPolicy", "text", string])[]];
}, {
    id: "children-all";
    markers: readonly string[];
    columns: readonly [readonly [string, "uid", "same", string], readonly [string, "user", "text", string], readonly [string, "pid", "same", string], readonly [string, "tgid", "same", string], readonly [string, "tid", "same", string], readonly [string, "command", "text", string], ...(readonly [string, "userTimeWithChildrenMs", "same", string] | readonly [string, "systemTimeWithChildrenMs", "same", string] | readonly [string, "guestTimeWithChildrenMs", "same", string] | readonly [string, "minorFaultsWithChildren", "same", string] | readonly [string, "majorFaultsWithChildren", "same", string])[]];
}];

declare const PidstatHeaderRecord: z.ZodType<{
    format: "pidstat";
    kind: "header";
} & ReportHeaderFields>;
type PidstatHeaderRecord = z.infer<typeof PidstatHeaderRecord>;
/** A task row: its timestamp, table (section), ids and values. */
declare const PidstatSampleRecord: z.ZodType<RowsOf<SampleBase<"pidstat">, typeof SECTIONS>>;
type PidstatSampleRecord = z.infer<typeof PidstatSampleRecord>;
/** An Average: row (and its translations): no timestamp. */
declare const PidstatSummaryRecord: z.ZodType<RowsOf<SummaryBase<"pidstat">, typeof SECTIONS>>;
type PidstatSummaryRecord = z.infer<typeof PidstatSummaryRecord>;
/** Any pidstat record; `kind` says which (and `section`, for rows). */
declare const PidstatRecord: z.ZodType<PidstatHeaderRecord | PidstatSampleRecord | PidstatSummaryRecord>;
type PidstatRecord = z.infer<typeof PidstatRecord>;

/** Options of the pidstat format, besides the common ones. */
interface PidstatOptions {
    /** How to read an all-numeric header date whose day and month order the text cannot settle (see sar's). */
    dateOrder?: DateOrder;
}

/** Options of the atsar format. */
interface AtsarParseOptions {
    /**
     * The date of the data (`2008-11-14`, `2008/11/14`), for output that prints none (atsar 1.x, or a report cut
     * from its header). Rows under an `analysis date:` banner use the banner's date.
     */
    date?: string;
}

declare const TopCpu: z.ZodObject<{
    id: z.ZodOptional<z.ZodString>;
    coreType: z.ZodOptional<z.ZodEnum<{
        P: "P";
        E: "E";
    }>>;
    userPercent: z.ZodOptional<z.ZodNumber>;
    systemPercent: z.ZodOptional<z.ZodNumber>;
    nicePercent: z.ZodOptional<z.ZodNumber>;
    idlePercent: z.ZodOptional<z.ZodNumber>;
    iowaitPercent: z.ZodOptional<z.ZodNumber>;
    hardIrqPercent: z.ZodOptional<z.ZodNumber>;
    softIrqPercent: z.ZodOptional<z.ZodNumber>;
    stealPercent: z.ZodOptional<z.ZodNumber>;
    interruptPercent: z.ZodOptional<z.ZodNumber>;
    userNicePercent: z.ZodOptional<z.ZodNumber>;
    systemIrqPercent: z.ZodOptional<z.ZodNumber>;
    busyPercent: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type TopCpu = z.infer<typeof TopCpu>;
declare const TopTasks: z.ZodObject<{
    kind: z.ZodEnum<{
        threads: "threads";
        tasks: "tasks";
        processes: "processes";
    }>;
    total: z.ZodOptional<z.ZodNumber>;
    running: z.ZodOptional<z.ZodNumber>;
    sleeping: z.ZodOptional<z.ZodNumber>;
    diskSleeping: z.ZodOptional<z.ZodNumber>;
    stopped: z.ZodOptional<z.ZodNumber>;
    zombie: z.ZodOptional<z.ZodNumber>;
    waiting: z.ZodOptional<z.ZodNumber>;
    idle: z.ZodOptional<z.ZodNumber>;
    lock: z.ZodOptional<z.ZodNumber>;
    starting: z.ZodOptional<z.ZodNumber>;
    stuck: z.ZodOptional<z.ZodNumber>;
    threads: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type TopTasks = z.infer<typeof TopTasks>;
declare const TopMemory: z.ZodObject<{
    totalBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    freeBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    usedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    buffCacheBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    buffersBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    cachedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    availableBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    sharedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    activeBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    inactiveBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    laundryBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    wiredBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    bufBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    compressorBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    unusedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    usedPercent: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type TopMemory = z.infer<typeof TopMemory>;
declare const TopSwap: z.ZodObject<{
    totalBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    freeBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    usedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    inusePercent: z.ZodOptional<z.ZodNumber>;
    inBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    outBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    usedPercent: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type TopSwap = z.infer<typeof TopSwap>;
/**
 * Every key a process record can have, with its type and description: the documentation of a task-area row. Used
 * to type TopProcess and checked against the fast validator below in the tests.
 */
declare const TopProcessFields: z.ZodObject<{
    [x: string]: z.ZodType<unknown, unknown, z.core.$ZodTypeInternals<unknown, unknown>>;
}, z.core.$loose>;
type TopProcess = z.infer<typeof TopProcessFields>;
declare const TopProcess: z.ZodCustom<{
    [x: string]: unknown;
}, {
    [x: string]: unknown;
}>;
declare const TopFrameRecord: z.ZodObject<{
    format: z.ZodLiteral<"top">;
    kind: z.ZodLiteral<"frame">;
    variant: z.ZodEnum<{
        "procps-2.0": "procps-2.0";
        "procps-3.2": "procps-3.2";
        "procps-ng-3.3.0": "procps-ng-3.3.0";
        "procps-ng-3.3.10+": "procps-ng-3.3.10+";
        busybox: "busybox";
        freebsd: "freebsd";
        macos: "macos";
    }>;
    timestamp: z.ZodOptional<z.ZodString>;
    time: z.ZodOptional<z.ZodString>;
    uptimeSeconds: z.ZodOptional<z.ZodNumber>;
    users: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    loadAverage1m: z.ZodOptional<z.ZodNumber>;
    loadAverage5m: z.ZodOptional<z.ZodNumber>;
    loadAverage15m: z.ZodOptional<z.ZodNumber>;
    runnableEntities: z.ZodOptional<z.ZodNumber>;
    totalEntities: z.ZodOptional<z.ZodNumber>;
    lastPid: z.ZodOptional<z.ZodNumber>;
    tasks: z.ZodOptional<z.ZodObject<{
        kind: z.ZodEnum<{
            threads: "threads";
            tasks: "tasks";
            processes: "processes";
        }>;
        total: z.ZodOptional<z.ZodNumber>;
        running: z.ZodOptional<z.ZodNumber>;
        sleeping: z.ZodOptional<z.ZodNumber>;
        diskSleeping: z.ZodOptional<z.ZodNumber>;
        stopped: z.ZodOptional<z.ZodNumber>;
        zombie: z.ZodOptional<z.ZodNumber>;
        waiting: z.ZodOptional<z.ZodNumber>;
        idle: z.ZodOptional<z.ZodNumber>;
        lock: z.ZodOptional<z.ZodNumber>;
        starting: z.ZodOptional<z.ZodNumber>;
        stuck: z.ZodOptional<z.ZodNumber>;
        threads: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    cpu: z.ZodOptional<z.ZodObject<{
        id: z.ZodOptional<z.ZodString>;
        coreType: z.ZodOptional<z.ZodEnum<{
            P: "P";
            E: "E";
        }>>;
        userPercent: z.ZodOptional<z.ZodNumber>;
        systemPercent: z.ZodOptional<z.ZodNumber>;
        nicePercent: z.ZodOptional<z.ZodNumber>;
        idlePercent: z.ZodOptional<z.ZodNumber>;
        iowaitPercent: z.ZodOptional<z.ZodNumber>;
        hardIrqPercent: z.ZodOptional<z.ZodNumber>;
        softIrqPercent: z.ZodOptional<z.ZodNumber>;
        stealPercent: z.ZodOptional<z.ZodNumber>;
        interruptPercent: z.ZodOptional<z.ZodNumber>;
        userNicePercent: z.ZodOptional<z.ZodNumber>;
        systemIrqPercent: z.ZodOptional<z.ZodNumber>;
        busyPercent: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    cpus: z.ZodOptional<z.ZodArray<z.ZodObject<{
        id: z.ZodOptional<z.ZodString>;
        coreType: z.ZodOptional<z.ZodEnum<{
            P: "P";
            E: "E";
        }>>;
        userPercent: z.ZodOptional<z.ZodNumber>;
        systemPercent: z.ZodOptional<z.ZodNumber>;
        nicePercent: z.ZodOptional<z.ZodNumber>;
        idlePercent: z.ZodOptional<z.ZodNumber>;
        iowaitPercent: z.ZodOptional<z.ZodNumber>;
        hardIrqPercent: z.ZodOptional<z.ZodNumber>;
        softIrqPercent: z.ZodOptional<z.ZodNumber>;
        stealPercent: z.ZodOptional<z.ZodNumber>;
        interruptPercent: z.ZodOptional<z.ZodNumber>;
        userNicePercent: z.ZodOptional<z.ZodNumber>;
        systemIrqPercent: z.ZodOptional<z.ZodNumber>;
        busyPercent: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>>;
    memoryUnit: z.ZodOptional<z.ZodString>;
    memory: z.ZodOptional<z.ZodObject<{
        totalBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        freeBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        usedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        buffCacheBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        buffersBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        cachedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        availableBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        sharedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        activeBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        inactiveBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        laundryBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        wiredBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        bufBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        compressorBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        unusedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        usedPercent: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    swap: z.ZodOptional<z.ZodObject<{
        totalBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        freeBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        usedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        inusePercent: z.ZodOptional<z.ZodNumber>;
        inBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        outBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        usedPercent: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    arc: z.ZodOptional<z.ZodObject<{
        totalBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        mfuBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        mruBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        anonBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        headerBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        otherBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        compressedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        uncompressedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        ratio: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    macos: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodNullable<z.ZodNumber>>>>;
    otherLines: z.ZodOptional<z.ZodArray<z.ZodString>>;
    columns: z.ZodOptional<z.ZodArray<z.ZodString>>;
    processes: z.ZodCustom<{
        [x: string]: unknown;
    }[], {
        [x: string]: unknown;
    }[]>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type TopFrameRecord = z.infer<typeof TopFrameRecord>;
declare const TopErrorRecord: z.ZodObject<{
    format: z.ZodLiteral<"top">;
    kind: z.ZodLiteral<"error">;
    time: z.ZodOptional<z.ZodString>;
    error: z.ZodObject<{
        message: z.ZodString;
        line: z.ZodNumber;
        column: z.ZodNumber;
        excerpt: z.ZodString;
    }, z.core.$strip>;
}, z.core.$strip>;
type TopErrorRecord = z.infer<typeof TopErrorRecord>;
declare const TopRecord: z.ZodDiscriminatedUnion<[z.ZodObject<{
    format: z.ZodLiteral<"top">;
    kind: z.ZodLiteral<"frame">;
    variant: z.ZodEnum<{
        "procps-2.0": "procps-2.0";
        "procps-3.2": "procps-3.2";
        "procps-ng-3.3.0": "procps-ng-3.3.0";
        "procps-ng-3.3.10+": "procps-ng-3.3.10+";
        busybox: "busybox";
        freebsd: "freebsd";
        macos: "macos";
    }>;
    timestamp: z.ZodOptional<z.ZodString>;
    time: z.ZodOptional<z.ZodString>;
    uptimeSeconds: z.ZodOptional<z.ZodNumber>;
    users: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    loadAverage1m: z.ZodOptional<z.ZodNumber>;
    loadAverage5m: z.ZodOptional<z.ZodNumber>;
    loadAverage15m: z.ZodOptional<z.ZodNumber>;
    runnableEntities: z.ZodOptional<z.ZodNumber>;
    totalEntities: z.ZodOptional<z.ZodNumber>;
    lastPid: z.ZodOptional<z.ZodNumber>;
    tasks: z.ZodOptional<z.ZodObject<{
        kind: z.ZodEnum<{
            threads: "threads";
            tasks: "tasks";
            processes: "processes";
        }>;
        total: z.ZodOptional<z.ZodNumber>;
        running: z.ZodOptional<z.ZodNumber>;
        sleeping: z.ZodOptional<z.ZodNumber>;
        diskSleeping: z.ZodOptional<z.ZodNumber>;
        stopped: z.ZodOptional<z.ZodNumber>;
        zombie: z.ZodOptional<z.ZodNumber>;
        waiting: z.ZodOptional<z.ZodNumber>;
        idle: z.ZodOptional<z.ZodNumber>;
        lock: z.ZodOptional<z.ZodNumber>;
        starting: z.ZodOptional<z.ZodNumber>;
        stuck: z.ZodOptional<z.ZodNumber>;
        threads: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    cpu: z.ZodOptional<z.ZodObject<{
        id: z.ZodOptional<z.ZodString>;
        coreType: z.ZodOptional<z.ZodEnum<{
            P: "P";
            E: "E";
        }>>;
        userPercent: z.ZodOptional<z.ZodNumber>;
        systemPercent: z.ZodOptional<z.ZodNumber>;
        nicePercent: z.ZodOptional<z.ZodNumber>;
        idlePercent: z.ZodOptional<z.ZodNumber>;
        iowaitPercent: z.ZodOptional<z.ZodNumber>;
        hardIrqPercent: z.ZodOptional<z.ZodNumber>;
        softIrqPercent: z.ZodOptional<z.ZodNumber>;
        stealPercent: z.ZodOptional<z.ZodNumber>;
        interruptPercent: z.ZodOptional<z.ZodNumber>;
        userNicePercent: z.ZodOptional<z.ZodNumber>;
        systemIrqPercent: z.ZodOptional<z.ZodNumber>;
        busyPercent: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    cpus: z.ZodOptional<z.ZodArray<z.ZodObject<{
        id: z.ZodOptional<z.ZodString>;
        coreType: z.ZodOptional<z.ZodEnum<{
            P: "P";
            E: "E";
        }>>;
        userPercent: z.ZodOptional<z.ZodNumber>;
        systemPercent: z.ZodOptional<z.ZodNumber>;
        nicePercent: z.ZodOptional<z.ZodNumber>;
        idlePercent: z.ZodOptional<z.ZodNumber>;
        iowaitPercent: z.ZodOptional<z.ZodNumber>;
        hardIrqPercent: z.ZodOptional<z.ZodNumber>;
        softIrqPercent: z.ZodOptional<z.ZodNumber>;
        stealPercent: z.ZodOptional<z.ZodNumber>;
        interruptPercent: z.ZodOptional<z.ZodNumber>;
        userNicePercent: z.ZodOptional<z.ZodNumber>;
        systemIrqPercent: z.ZodOptional<z.ZodNumber>;
        busyPercent: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>>;
    memoryUnit: z.ZodOptional<z.ZodString>;
    memory: z.ZodOptional<z.ZodObject<{
        totalBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        freeBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        usedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        buffCacheBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        buffersBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        cachedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        availableBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        sharedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        activeBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        inactiveBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        laundryBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        wiredBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        bufBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        compressorBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        unusedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        usedPercent: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    swap: z.ZodOptional<z.ZodObject<{
        totalBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        freeBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        usedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        inusePercent: z.ZodOptional<z.ZodNumber>;
        inBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        outBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        usedPercent: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    arc: z.ZodOptional<z.ZodObject<{
        totalBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        mfuBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        mruBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        anonBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        headerBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        otherBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        compressedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        uncompressedBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        ratio: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    macos: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodNullable<z.ZodNumber>>>>;
    otherLines: z.ZodOptional<z.ZodArray<z.ZodString>>;
    columns: z.ZodOptional<z.ZodArray<z.ZodString>>;
    processes: z.ZodCustom<{
        [x: string]: unknown;
    }[], {
        [x: string]: unknown;
    }[]>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>, z.ZodObject<{
    format: z.ZodLiteral<"top">;
    kind: z.ZodLiteral<"error">;
    time: z.ZodOptional<z.ZodString>;
    error: z.ZodObject<{
        message: z.ZodString;
        line: z.ZodNumber;
        column: z.ZodNumber;
        excerpt: z.ZodString;
    }, z.core.$strip>;
}, z.core.$strip>], "kind">;
type TopRecord = z.infer<typeof TopRecord>;

/** Options of the top format, besides the common ParseOptions. */
interface TopParseOptions {
    /**
     * The calendar date of the first frame, `YYYY-MM-DD`, for logs without `date` lines: frames then get an ISO
     * `timestamp` (local time, no offset), rolling over to the next day when the clock goes back across midnight.
     */
    date?: string;
}

interface ParseFramesOptions extends TopParseOptions {
    /** Yield raw frames (strings as printed) instead of normalized records. */
    raw?: boolean;
    /** Validate each record with the zod schema (default true). */
    validate?: boolean;
    /** A name for the input, used in error messages. */
    source?: string;
}
/**
 * Yields one record per frame of `top -b` output read from `chunks` (strings of any size, split anywhere: inside a
 * line, inside `\r\n`). A cut-off or damaged frame is yielded as an error item (`kind: "error"`); when the input held
 * no readable frame at all, the generator throws a ParseError, as parse() does.
 *
 * @example
 * for await (const frame of parseFrames(createReadStream("top.log", "utf8"))) {
 *   if (frame.kind === "frame") console.log(frame.time, frame.cpu?.idlePercent);
 * }
 */
declare function parseFrames(chunks: AsyncIterable<string>, options: ParseFramesOptions & {
    raw: true;
}): AsyncGenerator<TopRawItem>;
declare function parseFrames(chunks: AsyncIterable<string>, options?: ParseFramesOptions & {
    raw?: false;
}): AsyncGenerator<TopRecord>;

declare const HttperfPeriod: z.ZodObject<{
    distribution: z.ZodEnum<{
        uniform: "uniform";
        exponential: "exponential";
        variable: "variable";
    }>;
    meanSeconds: z.ZodOptional<z.ZodNumber>;
    minSeconds: z.ZodOptional<z.ZodNumber>;
    maxSeconds: z.ZodOptional<z.ZodNumber>;
    steps: z.ZodOptional<z.ZodArray<z.ZodObject<{
        intervalSeconds: z.ZodNumber;
        durationSeconds: z.ZodNumber;
    }, z.core.$strip>>>;
}, z.core.$strip>;
type HttperfPeriod = z.infer<typeof HttperfPeriod>;
declare const HttperfSettings: z.ZodObject<{
    verbose: z.ZodOptional<z.ZodLiteral<true>>;
    printReply: z.ZodOptional<z.ZodEnum<{
        header: "header";
        body: "body";
        all: "all";
    }>>;
    printRequest: z.ZodOptional<z.ZodEnum<{
        header: "header";
        body: "body";
        all: "all";
    }>>;
    hog: z.ZodOptional<z.ZodLiteral<true>>;
    closeWithReset: z.ZodOptional<z.ZodLiteral<true>>;
    thinkTimeoutSeconds: z.ZodOptional<z.ZodNumber>;
    timeoutSeconds: z.ZodOptional<z.ZodNumber>;
    runtimeSeconds: z.ZodOptional<z.ZodNumber>;
    client: z.ZodOptional<z.ZodObject<{
        id: z.ZodNumber;
        count: z.ZodNumber;
    }, z.core.$strip>>;
    server: z.ZodOptional<z.ZodString>;
    serverName: z.ZodOptional<z.ZodString>;
    servers: z.ZodOptional<z.ZodString>;
    port: z.ZodOptional<z.ZodNumber>;
    uri: z.ZodOptional<z.ZodString>;
    failureStatus: z.ZodOptional<z.ZodNumber>;
    httpVersion: z.ZodOptional<z.ZodString>;
    maxConnections: z.ZodOptional<z.ZodNumber>;
    maxPipedCalls: z.ZodOptional<z.ZodNumber>;
    ratePerSecond: z.ZodOptional<z.ZodNumber>;
    period: z.ZodOptional<z.ZodObject<{
        distribution: z.ZodEnum<{
            uniform: "uniform";
            exponential: "exponential";
            variable: "variable";
        }>;
        meanSeconds: z.ZodOptional<z.ZodNumber>;
        minSeconds: z.ZodOptional<z.ZodNumber>;
        maxSeconds: z.ZodOptional<z.ZodNumber>;
        steps: z.ZodOptional<z.ZodArray<z.ZodObject<{
            intervalSeconds: z.ZodNumber;
            durationSeconds: z.ZodNumber;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    sendBufferBytes: z.ZodOptional<z.ZodNumber>;
    recvBufferBytes: z.ZodOptional<z.ZodNumber>;
    retryOnFailure: z.ZodOptional<z.ZodLiteral<true>>;
    sessionCookies: z.ZodOptional<z.ZodLiteral<true>>;
    ssl: z.ZodOptional<z.ZodLiteral<true>>;
    sslCiphers: z.ZodOptional<z.ZodString>;
    sslNoReuse: z.ZodOptional<z.ZodLiteral<true>>;
    sslProtocol: z.ZodOptional<z.ZodString>;
    addHeader: z.ZodOptional<z.ZodString>;
    addHeaderFile: z.ZodOptional<z.ZodString>;
    method: z.ZodOptional<z.ZodString>;
    useTimerCache: z.ZodOptional<z.ZodLiteral<true>>;
    periodicStats: z.ZodOptional<z.ZodLiteral<true>>;
    wsess: z.ZodOptional<z.ZodObject<{
        sessions: z.ZodNumber;
        callsPerSession: z.ZodNumber;
        thinkTimeSeconds: z.ZodNumber;
    }, z.core.$strip>>;
    wsesspage: z.ZodOptional<z.ZodObject<{
        sessions: z.ZodNumber;
        requestsPerSession: z.ZodNumber;
        thinkTimeSeconds: z.ZodNumber;
    }, z.core.$strip>>;
    wsesslog: z.ZodOptional<z.ZodObject<{
        sessions: z.ZodNumber;
        thinkTimeSeconds: z.ZodNumber;
        file: z.ZodString;
    }, z.core.$strip>>;
    wset: z.ZodOptional<z.ZodObject<{
        files: z.ZodNumber;
        targetMissRate: z.ZodNumber;
    }, z.core.$strip>>;
    numConns: z.ZodOptional<z.ZodNumber>;
    numCalls: z.ZodOptional<z.ZodNumber>;
    burstLength: z.ZodOptional<z.ZodNumber>;
    otherOptions: z.ZodOptional<z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        value: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
type HttperfSettings = z.infer<typeof HttperfSettings>;
declare const HttperfRecord: z.ZodObject<{
    format: z.ZodLiteral<"httperf">;
    status: z.ZodEnum<{
        complete: "complete";
        aborted: "aborted";
        interrupted: "interrupted";
        incomplete: "incomplete";
        "no-report": "no-report";
    }>;
    version: z.ZodOptional<z.ZodString>;
    error: z.ZodOptional<z.ZodObject<{
        message: z.ZodString;
    }, z.core.$strip>>;
    usage: z.ZodOptional<z.ZodLiteral<true>>;
    messages: z.ZodOptional<z.ZodArray<z.ZodString>>;
    commandLine: z.ZodOptional<z.ZodString>;
    settings: z.ZodOptional<z.ZodObject<{
        verbose: z.ZodOptional<z.ZodLiteral<true>>;
        printReply: z.ZodOptional<z.ZodEnum<{
            header: "header";
            body: "body";
            all: "all";
        }>>;
        printRequest: z.ZodOptional<z.ZodEnum<{
            header: "header";
            body: "body";
            all: "all";
        }>>;
        hog: z.ZodOptional<z.ZodLiteral<true>>;
        closeWithReset: z.ZodOptional<z.ZodLiteral<true>>;
        thinkTimeoutSeconds: z.ZodOptional<z.ZodNumber>;
        timeoutSeconds: z.ZodOptional<z.ZodNumber>;
        runtimeSeconds: z.ZodOptional<z.ZodNumber>;
        client: z.ZodOptional<z.ZodObject<{
            id: z.ZodNumber;
            count: z.ZodNumber;
        }, z.core.$strip>>;
        server: z.ZodOptional<z.ZodString>;
        serverName: z.ZodOptional<z.ZodString>;
        servers: z.ZodOptional<z.ZodString>;
        port: z.ZodOptional<z.ZodNumber>;
        uri: z.ZodOptional<z.ZodString>;
        failureStatus: z.ZodOptional<z.ZodNumber>;
        httpVersion: z.ZodOptional<z.ZodString>;
        maxConnections: z.ZodOptional<z.ZodNumber>;
        maxPipedCalls: z.ZodOptional<z.ZodNumber>;
        ratePerSecond: z.ZodOptional<z.ZodNumber>;
        period: z.ZodOptional<z.ZodObject<{
            distribution: z.ZodEnum<{
                uniform: "uniform";
                exponential: "exponential";
                variable: "variable";
            }>;
            meanSeconds: z.ZodOptional<z.ZodNumber>;
            minSeconds: z.ZodOptional<z.ZodNumber>;
            maxSeconds: z.ZodOptional<z.ZodNumber>;
            steps: z.ZodOptional<z.ZodArray<z.ZodObject<{
                intervalSeconds: z.ZodNumber;
                durationSeconds: z.ZodNumber;
            }, z.core.$strip>>>;
        }, z.core.$strip>>;
        sendBufferBytes: z.ZodOptional<z.ZodNumber>;
        recvBufferBytes: z.ZodOptional<z.ZodNumber>;
        retryOnFailure: z.ZodOptional<z.ZodLiteral<true>>;
        sessionCookies: z.ZodOptional<z.ZodLiteral<true>>;
        ssl: z.ZodOptional<z.ZodLiteral<true>>;
        sslCiphers: z.ZodOptional<z.ZodString>;
        sslNoReuse: z.ZodOptional<z.ZodLiteral<true>>;
        sslProtocol: z.ZodOptional<z.ZodString>;
        addHeader: z.ZodOptional<z.ZodString>;
        addHeaderFile: z.ZodOptional<z.ZodString>;
        method: z.ZodOptional<z.ZodString>;
        useTimerCache: z.ZodOptional<z.ZodLiteral<true>>;
        periodicStats: z.ZodOptional<z.ZodLiteral<true>>;
        wsess: z.ZodOptional<z.ZodObject<{
            sessions: z.ZodNumber;
            callsPerSession: z.ZodNumber;
            thinkTimeSeconds: z.ZodNumber;
        }, z.core.$strip>>;
        wsesspage: z.ZodOptional<z.ZodObject<{
            sessions: z.ZodNumber;
            requestsPerSession: z.ZodNumber;
            thinkTimeSeconds: z.ZodNumber;
        }, z.core.$strip>>;
        wsesslog: z.ZodOptional<z.ZodObject<{
            sessions: z.ZodNumber;
            thinkTimeSeconds: z.ZodNumber;
            file: z.ZodString;
        }, z.core.$strip>>;
        wset: z.ZodOptional<z.ZodObject<{
            files: z.ZodNumber;
            targetMissRate: z.ZodNumber;
        }, z.core.$strip>>;
        numConns: z.ZodOptional<z.ZodNumber>;
        numCalls: z.ZodOptional<z.ZodNumber>;
        burstLength: z.ZodOptional<z.ZodNumber>;
        otherOptions: z.ZodOptional<z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            value: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    maxConnectBurstLength: z.ZodOptional<z.ZodNumber>;
    connectionLifetimeHistogram: z.ZodOptional<z.ZodArray<z.ZodObject<{
        binMs: z.ZodNumber;
        connections: z.ZodNumber;
    }, z.core.$strip>>>;
    connections: z.ZodOptional<z.ZodNumber>;
    requests: z.ZodOptional<z.ZodNumber>;
    replies: z.ZodOptional<z.ZodNumber>;
    durationSeconds: z.ZodOptional<z.ZodNumber>;
    connectionRatePerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    connectionPeriodMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    maxConcurrentConnections: z.ZodOptional<z.ZodNumber>;
    connectionTime: z.ZodOptional<z.ZodObject<{
        minMs: z.ZodNullable<z.ZodNumber>;
        avgMs: z.ZodNullable<z.ZodNumber>;
        maxMs: z.ZodNullable<z.ZodNumber>;
        medianMs: z.ZodNullable<z.ZodNumber>;
        stddevMs: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>;
    connectMs: z.ZodOptional<z.ZodNumber>;
    repliesPerConnection: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    requestRatePerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    requestPeriodMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    requestSizeBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    replyRate: z.ZodOptional<z.ZodObject<{
        minPerSecond: z.ZodNullable<z.ZodNumber>;
        avgPerSecond: z.ZodNullable<z.ZodNumber>;
        maxPerSecond: z.ZodNullable<z.ZodNumber>;
        stddevPerSecond: z.ZodNullable<z.ZodNumber>;
        samples: z.ZodNumber;
    }, z.core.$strip>>;
    replyTime: z.ZodOptional<z.ZodObject<{
        responseMs: z.ZodNumber;
        transferMs: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>;
    replySize: z.ZodOptional<z.ZodObject<{
        headerBytes: z.ZodNullable<z.ZodNumber>;
        contentBytes: z.ZodNullable<z.ZodNumber>;
        footerBytes: z.ZodNullable<z.ZodNumber>;
        totalBytes: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>;
    replyStatus: z.ZodOptional<z.ZodObject<{
        "1xx": z.ZodNumber;
        "2xx": z.ZodNumber;
        "3xx": z.ZodNumber;
        "4xx": z.ZodNumber;
        "5xx": z.ZodNumber;
    }, z.core.$strip>>;
    non2xxReplies: z.ZodOptional<z.ZodNumber>;
    cpu: z.ZodOptional<z.ZodObject<{
        userSeconds: z.ZodNumber;
        systemSeconds: z.ZodNumber;
        userPercent: z.ZodNullable<z.ZodNumber>;
        systemPercent: z.ZodNullable<z.ZodNumber>;
        totalPercent: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>;
    netIoBytesPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    netIoBitsPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    errors: z.ZodOptional<z.ZodObject<{
        total: z.ZodOptional<z.ZodNumber>;
        clientTimeouts: z.ZodOptional<z.ZodNumber>;
        socketTimeouts: z.ZodOptional<z.ZodNumber>;
        connectionsRefused: z.ZodOptional<z.ZodNumber>;
        connectionsReset: z.ZodOptional<z.ZodNumber>;
        fdUnavailable: z.ZodOptional<z.ZodNumber>;
        addressUnavailable: z.ZodOptional<z.ZodNumber>;
        fileTableFull: z.ZodOptional<z.ZodNumber>;
        other: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    sessions: z.ZodOptional<z.ZodObject<{
        rate: z.ZodOptional<z.ZodObject<{
            minPerSecond: z.ZodNumber;
            avgPerSecond: z.ZodNumber;
            maxPerSecond: z.ZodNumber;
            stddevPerSecond: z.ZodNumber;
        }, z.core.$strip>>;
        completed: z.ZodOptional<z.ZodNumber>;
        total: z.ZodOptional<z.ZodNumber>;
        connectionsPerSession: z.ZodOptional<z.ZodNumber>;
        lifetimeSeconds: z.ZodOptional<z.ZodNumber>;
        failtimeSeconds: z.ZodOptional<z.ZodNumber>;
        lengthHistogram: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
    }, z.core.$strip>>;
    replyRateSamplesPerSecond: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
    sessionRateSamplesPerSecond: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
    printed: z.ZodOptional<z.ZodArray<z.ZodObject<{
        call: z.ZodNumber;
        part: z.ZodEnum<{
            "request-header": "request-header";
            "request-body": "request-body";
            "reply-header": "reply-header";
            "reply-body": "reply-body";
        }>;
        text: z.ZodString;
    }, z.core.$strip>>>;
    printedSizes: z.ZodOptional<z.ZodArray<z.ZodObject<{
        call: z.ZodNumber;
        direction: z.ZodEnum<{
            request: "request";
            reply: "reply";
        }>;
        headerBytes: z.ZodNumber;
        contentBytes: z.ZodNumber;
        footerBytes: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type HttperfRecord = z.infer<typeof HttperfRecord>;

declare const SiegeResponse: z.ZodObject<{
    protocol: z.ZodString;
    status: z.ZodNumber;
    timeMs: z.ZodNumber;
    bytes: z.ZodNumber;
    method: z.ZodOptional<z.ZodString>;
    url: z.ZodString;
    user: z.ZodOptional<z.ZodNumber>;
    timestamp: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
type SiegeResponse = z.infer<typeof SiegeResponse>;
declare const SiegeMessage: z.ZodObject<{
    level: z.ZodEnum<{
        error: "error";
        debug: "debug";
        alert: "alert";
        fatal: "fatal";
        warning: "warning";
        info: "info";
    }>;
    message: z.ZodString;
    count: z.ZodNumber;
}, z.core.$strip>;
type SiegeMessage = z.infer<typeof SiegeMessage>;
declare const SiegeRecord: z.ZodObject<{
    format: z.ZodLiteral<"siege">;
    shape: z.ZodOptional<z.ZodEnum<{
        text: "text";
        json: "json";
        log: "log";
    }>>;
    status: z.ZodEnum<{
        complete: "complete";
        aborted: "aborted";
        incomplete: "incomplete";
    }>;
    version: z.ZodOptional<z.ZodString>;
    debug: z.ZodOptional<z.ZodBoolean>;
    error: z.ZodOptional<z.ZodObject<{
        message: z.ZodString;
    }, z.core.$strip>>;
    concurrentUsers: z.ZodOptional<z.ZodNumber>;
    usersCappedAt: z.ZodOptional<z.ZodNumber>;
    lifted: z.ZodOptional<z.ZodBoolean>;
    socketFailureAbort: z.ZodOptional<z.ZodBoolean>;
    timestamp: z.ZodOptional<z.ZodString>;
    mark: z.ZodOptional<z.ZodString>;
    transactions: z.ZodOptional<z.ZodNumber>;
    availabilityPercent: z.ZodOptional<z.ZodNumber>;
    elapsedSeconds: z.ZodOptional<z.ZodNumber>;
    dataTransferredBytes: z.ZodOptional<z.ZodNumber>;
    responseTimeMs: z.ZodOptional<z.ZodNumber>;
    transactionRatePerSecond: z.ZodOptional<z.ZodNumber>;
    throughputBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    concurrency: z.ZodOptional<z.ZodNumber>;
    successfulTransactions: z.ZodOptional<z.ZodNumber>;
    httpOkReceived: z.ZodOptional<z.ZodNumber>;
    failedTransactions: z.ZodOptional<z.ZodNumber>;
    longestTransactionMs: z.ZodOptional<z.ZodNumber>;
    shortestTransactionMs: z.ZodOptional<z.ZodNumber>;
    logFile: z.ZodOptional<z.ZodString>;
    messages: z.ZodOptional<z.ZodArray<z.ZodObject<{
        level: z.ZodEnum<{
            error: "error";
            debug: "debug";
            alert: "alert";
            fatal: "fatal";
            warning: "warning";
            info: "info";
        }>;
        message: z.ZodString;
        count: z.ZodNumber;
    }, z.core.$strip>>>;
    responses: z.ZodOptional<z.ZodArray<z.ZodObject<{
        protocol: z.ZodString;
        status: z.ZodNumber;
        timeMs: z.ZodNumber;
        bytes: z.ZodNumber;
        method: z.ZodOptional<z.ZodString>;
        url: z.ZodString;
        user: z.ZodOptional<z.ZodNumber>;
        timestamp: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type SiegeRecord = z.infer<typeof SiegeRecord>;

declare const VmstatSampleRecord: z.ZodObject<{
    format: z.ZodLiteral<"vmstat">;
    kind: z.ZodLiteral<"sample">;
    run: z.ZodNumber;
    sample: z.ZodNumber;
    sinceBoot: z.ZodBoolean;
    timestamp: z.ZodOptional<z.ZodISODateTime>;
    timeZone: z.ZodOptional<z.ZodString>;
    intervalSeconds: z.ZodOptional<z.ZodNumber>;
    layout: z.ZodOptional<z.ZodEnum<{
        default: "default";
        wide: "wide";
    }>>;
    memoryColumns: z.ZodEnum<{
        "buff-cache": "buff-cache";
        "active-inactive": "active-inactive";
    }>;
    unit: z.ZodEnum<{
        MiB: "MiB";
        KiB: "KiB";
        B: "B";
        kB: "kB";
        MB: "MB";
    }>;
    unitSource: z.ZodEnum<{
        default: "default";
        option: "option";
        command: "command";
        inferred: "inferred";
    }>;
    exact: z.ZodBoolean;
    runQueueLength: z.ZodNumber;
    blockedTaskCount: z.ZodOptional<z.ZodNumber>;
    swapUsedBytes: z.ZodOptional<z.ZodNumber>;
    memFreeBytes: z.ZodOptional<z.ZodNumber>;
    memBuffersBytes: z.ZodOptional<z.ZodNumber>;
    memCacheBytes: z.ZodOptional<z.ZodNumber>;
    memInactiveBytes: z.ZodOptional<z.ZodNumber>;
    memActiveBytes: z.ZodOptional<z.ZodNumber>;
    swapInBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    swapOutBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    pagedInBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    pagedOutBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    interruptsPerSecond: z.ZodOptional<z.ZodNumber>;
    contextSwitchesPerSecond: z.ZodOptional<z.ZodNumber>;
    cpuUserPercent: z.ZodOptional<z.ZodNumber>;
    cpuSystemPercent: z.ZodOptional<z.ZodNumber>;
    cpuIdlePercent: z.ZodOptional<z.ZodNumber>;
    cpuIowaitPercent: z.ZodOptional<z.ZodNumber>;
    cpuStealPercent: z.ZodOptional<z.ZodNumber>;
    cpuGuestPercent: z.ZodOptional<z.ZodNumber>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type VmstatSampleRecord = z.infer<typeof VmstatSampleRecord>;
declare const VmstatDiskRecord: z.ZodObject<{
    format: z.ZodLiteral<"vmstat">;
    kind: z.ZodLiteral<"disk">;
    sample: z.ZodNumber;
    timestamp: z.ZodOptional<z.ZodISODateTime>;
    timeZone: z.ZodOptional<z.ZodString>;
    device: z.ZodString;
    readsCompleted: z.ZodNumber;
    readsMerged: z.ZodNumber;
    readBytes: z.ZodNumber;
    readTimeSeconds: z.ZodNumber;
    writesCompleted: z.ZodNumber;
    writesMerged: z.ZodNumber;
    writtenBytes: z.ZodNumber;
    writeTimeSeconds: z.ZodNumber;
    ioInProgressThousands: z.ZodNumber;
    ioTimeSeconds: z.ZodNumber;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type VmstatDiskRecord = z.infer<typeof VmstatDiskRecord>;
declare const VmstatPartitionRecord: z.ZodObject<{
    format: z.ZodLiteral<"vmstat">;
    kind: z.ZodLiteral<"partition">;
    sample: z.ZodNumber;
    device: z.ZodString;
    readsCompleted: z.ZodNumber;
    readBytes: z.ZodNumber;
    writesCompleted: z.ZodNumber;
    writtenBytes: z.ZodNumber;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type VmstatPartitionRecord = z.infer<typeof VmstatPartitionRecord>;
declare const VmstatStatsRecord: z.ZodObject<{
    format: z.ZodLiteral<"vmstat">;
    kind: z.ZodLiteral<"stats">;
    memTotalBytes: z.ZodOptional<z.ZodNumber>;
    memUsedBytes: z.ZodOptional<z.ZodNumber>;
    memActiveBytes: z.ZodOptional<z.ZodNumber>;
    memInactiveBytes: z.ZodOptional<z.ZodNumber>;
    memFreeBytes: z.ZodOptional<z.ZodNumber>;
    memBuffersBytes: z.ZodOptional<z.ZodNumber>;
    memCacheBytes: z.ZodOptional<z.ZodNumber>;
    swapTotalBytes: z.ZodOptional<z.ZodNumber>;
    swapUsedBytes: z.ZodOptional<z.ZodNumber>;
    swapFreeBytes: z.ZodOptional<z.ZodNumber>;
    cpuUserTicks: z.ZodOptional<z.ZodNumber>;
    cpuNiceTicks: z.ZodOptional<z.ZodNumber>;
    cpuSystemTicks: z.ZodOptional<z.ZodNumber>;
    cpuIdleTicks: z.ZodOptional<z.ZodNumber>;
    cpuIowaitTicks: z.ZodOptional<z.ZodNumber>;
    cpuIrqTicks: z.ZodOptional<z.ZodNumber>;
    cpuSoftirqTicks: z.ZodOptional<z.ZodNumber>;
    cpuStealTicks: z.ZodOptional<z.ZodNumber>;
    cpuGuestTicks: z.ZodOptional<z.ZodNumber>;
    cpuGuestNiceTicks: z.ZodOptional<z.ZodNumber>;
    pagedInBytes: z.ZodOptional<z.ZodNumber>;
    pagedOutBytes: z.ZodOptional<z.ZodNumber>;
    swappedInPages: z.ZodOptional<z.ZodNumber>;
    swappedOutPages: z.ZodOptional<z.ZodNumber>;
    pagesAllocatedDma: z.ZodOptional<z.ZodNumber>;
    pagesAllocatedDma32: z.ZodOptional<z.ZodNumber>;
    pagesAllocatedHigh: z.ZodOptional<z.ZodNumber>;
    pagesAllocatedMovable: z.ZodOptional<z.ZodNumber>;
    pagesAllocatedNormal: z.ZodOptional<z.ZodNumber>;
    pagesFreed: z.ZodOptional<z.ZodNumber>;
    interrupts: z.ZodOptional<z.ZodNumber>;
    contextSwitches: z.ZodOptional<z.ZodNumber>;
    bootTime: z.ZodOptional<z.ZodISODateTime>;
    forks: z.ZodOptional<z.ZodNumber>;
    unknownLines: z.ZodOptional<z.ZodArray<z.ZodObject<{
        label: z.ZodString;
        value: z.ZodNumber;
    }, z.core.$strip>>>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type VmstatStatsRecord = z.infer<typeof VmstatStatsRecord>;
declare const VmstatDiskSummaryRecord: z.ZodObject<{
    format: z.ZodLiteral<"vmstat">;
    kind: z.ZodLiteral<"disk-summary">;
    diskCount: z.ZodOptional<z.ZodNumber>;
    partitionCount: z.ZodOptional<z.ZodNumber>;
    readsCompleted: z.ZodOptional<z.ZodNumber>;
    readsMerged: z.ZodOptional<z.ZodNumber>;
    readBytes: z.ZodOptional<z.ZodNumber>;
    readTimeSeconds: z.ZodOptional<z.ZodNumber>;
    writesCompleted: z.ZodOptional<z.ZodNumber>;
    writesMerged: z.ZodOptional<z.ZodNumber>;
    writtenBytes: z.ZodOptional<z.ZodNumber>;
    writeTimeSeconds: z.ZodOptional<z.ZodNumber>;
    ioInProgressThousands: z.ZodOptional<z.ZodNumber>;
    ioTimeSeconds: z.ZodOptional<z.ZodNumber>;
    ioWeightedTimeSeconds: z.ZodOptional<z.ZodNumber>;
    unknownLines: z.ZodOptional<z.ZodArray<z.ZodObject<{
        label: z.ZodString;
        value: z.ZodNumber;
    }, z.core.$strip>>>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type VmstatDiskSummaryRecord = z.infer<typeof VmstatDiskSummaryRecord>;
declare const VmstatForksRecord: z.ZodObject<{
    format: z.ZodLiteral<"vmstat">;
    kind: z.ZodLiteral<"forks">;
    forks: z.ZodNumber;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type VmstatForksRecord = z.infer<typeof VmstatForksRecord>;
declare const VmstatRecord: z.ZodDiscriminatedUnion<[z.ZodObject<{
    format: z.ZodLiteral<"vmstat">;
    kind: z.ZodLiteral<"sample">;
    run: z.ZodNumber;
    sample: z.ZodNumber;
    sinceBoot: z.ZodBoolean;
    timestamp: z.ZodOptional<z.ZodISODateTime>;
    timeZone: z.ZodOptional<z.ZodString>;
    intervalSeconds: z.ZodOptional<z.ZodNumber>;
    layout: z.ZodOptional<z.ZodEnum<{
        default: "default";
        wide: "wide";
    }>>;
    memoryColumns: z.ZodEnum<{
        "buff-cache": "buff-cache";
        "active-inactive": "active-inactive";
    }>;
    unit: z.ZodEnum<{
        MiB: "MiB";
        KiB: "KiB";
        B: "B";
        kB: "kB";
        MB: "MB";
    }>;
    unitSource: z.ZodEnum<{
        default: "default";
        option: "option";
        command: "command";
        inferred: "inferred";
    }>;
    exact: z.ZodBoolean;
    runQueueLength: z.ZodNumber;
    blockedTaskCount: z.ZodOptional<z.ZodNumber>;
    swapUsedBytes: z.ZodOptional<z.ZodNumber>;
    memFreeBytes: z.ZodOptional<z.ZodNumber>;
    memBuffersBytes: z.ZodOptional<z.ZodNumber>;
    memCacheBytes: z.ZodOptional<z.ZodNumber>;
    memInactiveBytes: z.ZodOptional<z.ZodNumber>;
    memActiveBytes: z.ZodOptional<z.ZodNumber>;
    swapInBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    swapOutBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    pagedInBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    pagedOutBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    interruptsPerSecond: z.ZodOptional<z.ZodNumber>;
    contextSwitchesPerSecond: z.ZodOptional<z.ZodNumber>;
    cpuUserPercent: z.ZodOptional<z.ZodNumber>;
    cpuSystemPercent: z.ZodOptional<z.ZodNumber>;
    cpuIdlePercent: z.ZodOptional<z.ZodNumber>;
    cpuIowaitPercent: z.ZodOptional<z.ZodNumber>;
    cpuStealPercent: z.ZodOptional<z.ZodNumber>;
    cpuGuestPercent: z.ZodOptional<z.ZodNumber>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>, z.ZodObject<{
    format: z.ZodLiteral<"vmstat">;
    kind: z.ZodLiteral<"disk">;
    sample: z.ZodNumber;
    timestamp: z.ZodOptional<z.ZodISODateTime>;
    timeZone: z.ZodOptional<z.ZodString>;
    device: z.ZodString;
    readsCompleted: z.ZodNumber;
    readsMerged: z.ZodNumber;
    readBytes: z.ZodNumber;
    readTimeSeconds: z.ZodNumber;
    writesCompleted: z.ZodNumber;
    writesMerged: z.ZodNumber;
    writtenBytes: z.ZodNumber;
    writeTimeSeconds: z.ZodNumber;
    ioInProgressThousands: z.ZodNumber;
    ioTimeSeconds: z.ZodNumber;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>, z.ZodObject<{
    format: z.ZodLiteral<"vmstat">;
    kind: z.ZodLiteral<"partition">;
    sample: z.ZodNumber;
    device: z.ZodString;
    readsCompleted: z.ZodNumber;
    readBytes: z.ZodNumber;
    writesCompleted: z.ZodNumber;
    writtenBytes: z.ZodNumber;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>, z.ZodObject<{
    format: z.ZodLiteral<"vmstat">;
    kind: z.ZodLiteral<"stats">;
    memTotalBytes: z.ZodOptional<z.ZodNumber>;
    memUsedBytes: z.ZodOptional<z.ZodNumber>;
    memActiveBytes: z.ZodOptional<z.ZodNumber>;
    memInactiveBytes: z.ZodOptional<z.ZodNumber>;
    memFreeBytes: z.ZodOptional<z.ZodNumber>;
    memBuffersBytes: z.ZodOptional<z.ZodNumber>;
    memCacheBytes: z.ZodOptional<z.ZodNumber>;
    swapTotalBytes: z.ZodOptional<z.ZodNumber>;
    swapUsedBytes: z.ZodOptional<z.ZodNumber>;
    swapFreeBytes: z.ZodOptional<z.ZodNumber>;
    cpuUserTicks: z.ZodOptional<z.ZodNumber>;
    cpuNiceTicks: z.ZodOptional<z.ZodNumber>;
    cpuSystemTicks: z.ZodOptional<z.ZodNumber>;
    cpuIdleTicks: z.ZodOptional<z.ZodNumber>;
    cpuIowaitTicks: z.ZodOptional<z.ZodNumber>;
    cpuIrqTicks: z.ZodOptional<z.ZodNumber>;
    cpuSoftirqTicks: z.ZodOptional<z.ZodNumber>;
    cpuStealTicks: z.ZodOptional<z.ZodNumber>;
    cpuGuestTicks: z.ZodOptional<z.ZodNumber>;
    cpuGuestNiceTicks: z.ZodOptional<z.ZodNumber>;
    pagedInBytes: z.ZodOptional<z.ZodNumber>;
    pagedOutBytes: z.ZodOptional<z.ZodNumber>;
    swappedInPages: z.ZodOptional<z.ZodNumber>;
    swappedOutPages: z.ZodOptional<z.ZodNumber>;
    pagesAllocatedDma: z.ZodOptional<z.ZodNumber>;
    pagesAllocatedDma32: z.ZodOptional<z.ZodNumber>;
    pagesAllocatedHigh: z.ZodOptional<z.ZodNumber>;
    pagesAllocatedMovable: z.ZodOptional<z.ZodNumber>;
    pagesAllocatedNormal: z.ZodOptional<z.ZodNumber>;
    pagesFreed: z.ZodOptional<z.ZodNumber>;
    interrupts: z.ZodOptional<z.ZodNumber>;
    contextSwitches: z.ZodOptional<z.ZodNumber>;
    bootTime: z.ZodOptional<z.ZodISODateTime>;
    forks: z.ZodOptional<z.ZodNumber>;
    unknownLines: z.ZodOptional<z.ZodArray<z.ZodObject<{
        label: z.ZodString;
        value: z.ZodNumber;
    }, z.core.$strip>>>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>, z.ZodObject<{
    format: z.ZodLiteral<"vmstat">;
    kind: z.ZodLiteral<"disk-summary">;
    diskCount: z.ZodOptional<z.ZodNumber>;
    partitionCount: z.ZodOptional<z.ZodNumber>;
    readsCompleted: z.ZodOptional<z.ZodNumber>;
    readsMerged: z.ZodOptional<z.ZodNumber>;
    readBytes: z.ZodOptional<z.ZodNumber>;
    readTimeSeconds: z.ZodOptional<z.ZodNumber>;
    writesCompleted: z.ZodOptional<z.ZodNumber>;
    writesMerged: z.ZodOptional<z.ZodNumber>;
    writtenBytes: z.ZodOptional<z.ZodNumber>;
    writeTimeSeconds: z.ZodOptional<z.ZodNumber>;
    ioInProgressThousands: z.ZodOptional<z.ZodNumber>;
    ioTimeSeconds: z.ZodOptional<z.ZodNumber>;
    ioWeightedTimeSeconds: z.ZodOptional<z.ZodNumber>;
    unknownLines: z.ZodOptional<z.ZodArray<z.ZodObject<{
        label: z.ZodString;
        value: z.ZodNumber;
    }, z.core.$strip>>>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>, z.ZodObject<{
    format: z.ZodLiteral<"vmstat">;
    kind: z.ZodLiteral<"forks">;
    forks: z.ZodNumber;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>], "kind">;
type VmstatRecord = z.infer<typeof VmstatRecord>;

/** The units vmstat -S prints memory (and si/so) in, without a marker: b/B bytes, k 1000, K 1024 (default), m 10^6, M 2^20. */
declare const VMSTAT_UNITS: readonly ["B", "kB", "KiB", "MB", "MiB"];
type VmstatUnit = (typeof VMSTAT_UNITS)[number];
/** vmstat's own -S letters (procps src/vmstat.c: UNIT_B 1, UNIT_k 1000, UNIT_K 1024, UNIT_m 1000000, UNIT_M 1048576). */
type VmstatUnitLetter = "b" | "B" | "k" | "K" | "m" | "M";
/**
 * Options of the `vmstat` format, on top of the common ones.
 * - `unit`: what vmstat ran with as -S (its letters b/B, k, K, m, M, or B, kB, KiB, MB, MiB): the unit of the memory
 *   columns and of si/so. Default KiB, vmstat's default, with a warning on each row (vmstat prints no unit there).
 * - `interval`: the delay vmstat ran with, in seconds (`vmstat 2 10`: 2), put on each row as intervalSeconds.
 * - `noFirst`: vmstat ran with -y (procps-ng 3.3.13+), so the first row is an interval like the others, not the
 *   averages since boot.
 * - `zoneOffsets`: offsets for -t's zone name when it is an abbreviation (`{ CET: "+01:00" }`); UTC, GMT and numeric
 *   zones (`+04`) need none.
 */
interface VmstatParseOptions extends ContextOptions {
    unit?: VmstatUnit | VmstatUnitLetter;
    interval?: number;
    noFirst?: boolean;
    zoneOffsets?: Record<string, string>;
    /** Set by `command.fromCommand` (a pasted `$ vmstat -S m 1 5`) next to what it implies, so rows can say so. */
    vmstatCommand?: {
        unit?: VmstatUnit | VmstatUnitLetter;
        interval?: number;
        noFirst?: boolean;
    };
}

declare const WrkLatencyStats: z.ZodObject<{
    avgMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    stdevMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    maxMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    p99Ms: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    withinStdevPercent: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
}, z.core.$strip>;
type WrkLatencyStats = z.infer<typeof WrkLatencyStats>;
declare const WrkThreadRateStats: z.ZodObject<{
    avgPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    stdevPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    maxPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    p99PerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    withinStdevPercent: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
}, z.core.$strip>;
type WrkThreadRateStats = z.infer<typeof WrkThreadRateStats>;
declare const WrkPercentile: z.ZodObject<{
    percent: z.ZodNumber;
    ms: z.ZodNumber;
}, z.core.$strip>;
type WrkPercentile = z.infer<typeof WrkPercentile>;
declare const WrkSpectrum: z.ZodObject<{
    rows: z.ZodArray<z.ZodObject<{
        ms: z.ZodNumber;
        percent: z.ZodNumber;
        totalCount: z.ZodNumber;
    }, z.core.$strip>>;
    meanMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    stdDeviationMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    maxMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    totalCount: z.ZodOptional<z.ZodNumber>;
    buckets: z.ZodOptional<z.ZodNumber>;
    subBuckets: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type WrkSpectrum = z.infer<typeof WrkSpectrum>;
declare const WrkCalibration: z.ZodObject<{
    meanLatencyMs: z.ZodOptional<z.ZodNumber>;
    samplingIntervalMs: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type WrkCalibration = z.infer<typeof WrkCalibration>;
declare const WrkRecord: z.ZodObject<{
    format: z.ZodLiteral<"wrk">;
    status: z.ZodEnum<{
        complete: "complete";
        aborted: "aborted";
        incomplete: "incomplete";
    }>;
    version: z.ZodOptional<z.ZodString>;
    eventLoop: z.ZodOptional<z.ZodString>;
    variant: z.ZodOptional<z.ZodLiteral<"wrk2">>;
    targetRequestsPerSecond: z.ZodOptional<z.ZodNumber>;
    error: z.ZodOptional<z.ZodObject<{
        message: z.ZodString;
    }, z.core.$strip>>;
    errors: z.ZodOptional<z.ZodArray<z.ZodString>>;
    usage: z.ZodOptional<z.ZodBoolean>;
    url: z.ZodOptional<z.ZodString>;
    testDurationSeconds: z.ZodOptional<z.ZodNumber>;
    threads: z.ZodOptional<z.ZodNumber>;
    connections: z.ZodOptional<z.ZodNumber>;
    calibration: z.ZodOptional<z.ZodArray<z.ZodObject<{
        meanLatencyMs: z.ZodOptional<z.ZodNumber>;
        samplingIntervalMs: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>>;
    latency: z.ZodOptional<z.ZodObject<{
        avgMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        stdevMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        maxMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        p99Ms: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        withinStdevPercent: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    }, z.core.$strip>>;
    requestsPerThread: z.ZodOptional<z.ZodObject<{
        avgPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        stdevPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        maxPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        p99PerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        withinStdevPercent: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    }, z.core.$strip>>;
    latencyDistribution: z.ZodOptional<z.ZodArray<z.ZodObject<{
        percent: z.ZodNumber;
        ms: z.ZodNumber;
    }, z.core.$strip>>>;
    latencySpectrum: z.ZodOptional<z.ZodObject<{
        rows: z.ZodArray<z.ZodObject<{
            ms: z.ZodNumber;
            percent: z.ZodNumber;
            totalCount: z.ZodNumber;
        }, z.core.$strip>>;
        meanMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        stdDeviationMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        maxMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        totalCount: z.ZodOptional<z.ZodNumber>;
        buckets: z.ZodOptional<z.ZodNumber>;
        subBuckets: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    uncorrectedLatencyDistribution: z.ZodOptional<z.ZodArray<z.ZodObject<{
        percent: z.ZodNumber;
        ms: z.ZodNumber;
    }, z.core.$strip>>>;
    uncorrectedLatencySpectrum: z.ZodOptional<z.ZodObject<{
        rows: z.ZodArray<z.ZodObject<{
            ms: z.ZodNumber;
            percent: z.ZodNumber;
            totalCount: z.ZodNumber;
        }, z.core.$strip>>;
        meanMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        stdDeviationMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        maxMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        totalCount: z.ZodOptional<z.ZodNumber>;
        buckets: z.ZodOptional<z.ZodNumber>;
        subBuckets: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    requests: z.ZodOptional<z.ZodNumber>;
    durationSeconds: z.ZodOptional<z.ZodNumber>;
    readBytes: z.ZodOptional<z.ZodNumber>;
    socketErrors: z.ZodOptional<z.ZodObject<{
        connect: z.ZodNumber;
        read: z.ZodNumber;
        write: z.ZodNumber;
        timeout: z.ZodNumber;
    }, z.core.$strip>>;
    non2xxResponses: z.ZodOptional<z.ZodNumber>;
    requestsPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    transferBytesPerSecond: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type WrkRecord = z.infer<typeof WrkRecord>;

declare const BombardierPercentile: z.ZodObject<{
    percent: z.ZodNumber;
    ms: z.ZodNumber;
}, z.core.$strip>;
type BombardierPercentile = z.infer<typeof BombardierPercentile>;
declare const BombardierRecord: z.ZodObject<{
    format: z.ZodLiteral<"bombardier">;
    status: z.ZodEnum<{
        complete: "complete";
        incomplete: "incomplete";
    }>;
    url: z.ZodOptional<z.ZodString>;
    testType: z.ZodOptional<z.ZodEnum<{
        timed: "timed";
        "number-of-requests": "number-of-requests";
    }>>;
    numberOfRequests: z.ZodOptional<z.ZodNumber>;
    testDurationSeconds: z.ZodOptional<z.ZodNumber>;
    connections: z.ZodOptional<z.ZodNumber>;
    progressShown: z.ZodOptional<z.ZodBoolean>;
    requestsPerSecondStats: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        avgPerSecond: z.ZodNumber;
        stdevPerSecond: z.ZodNumber;
        maxPerSecond: z.ZodNumber;
    }, z.core.$strip>>>;
    latency: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        avgMs: z.ZodNumber;
        stdevMs: z.ZodNumber;
        maxMs: z.ZodNumber;
    }, z.core.$strip>>>;
    latencyDistribution: z.ZodOptional<z.ZodArray<z.ZodObject<{
        percent: z.ZodNumber;
        ms: z.ZodNumber;
    }, z.core.$strip>>>;
    latencyDistribution2xx: z.ZodOptional<z.ZodArray<z.ZodObject<{
        percent: z.ZodNumber;
        ms: z.ZodNumber;
    }, z.core.$strip>>>;
    responses1xx: z.ZodOptional<z.ZodNumber>;
    responses2xx: z.ZodOptional<z.ZodNumber>;
    responses3xx: z.ZodOptional<z.ZodNumber>;
    responses4xx: z.ZodOptional<z.ZodNumber>;
    responses5xx: z.ZodOptional<z.ZodNumber>;
    responsesOther: z.ZodOptional<z.ZodNumber>;
    errors: z.ZodOptional<z.ZodArray<z.ZodObject<{
        message: z.ZodString;
        count: z.ZodNumber;
    }, z.core.$strip>>>;
    throughputBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    targetRequestsPerSecond: z.ZodOptional<z.ZodNumber>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type BombardierRecord = z.infer<typeof BombardierRecord>;

declare const AutocannonLatencyStats: z.ZodObject<{
    percentiles: z.ZodOptional<z.ZodArray<z.ZodObject<{
        percent: z.ZodNumber;
        ms: z.ZodNumber;
    }, z.core.$strip>>>;
    avgMs: z.ZodOptional<z.ZodNumber>;
    stdevMs: z.ZodOptional<z.ZodNumber>;
    maxMs: z.ZodOptional<z.ZodNumber>;
    minMs: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type AutocannonLatencyStats = z.infer<typeof AutocannonLatencyStats>;
declare const AutocannonRequestRateStats: z.ZodObject<{
    percentiles: z.ZodOptional<z.ZodArray<z.ZodObject<{
        percent: z.ZodNumber;
        perSecond: z.ZodNumber;
    }, z.core.$strip>>>;
    avgPerSecond: z.ZodOptional<z.ZodNumber>;
    stdevPerSecond: z.ZodOptional<z.ZodNumber>;
    minPerSecond: z.ZodOptional<z.ZodNumber>;
    maxPerSecond: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type AutocannonRequestRateStats = z.infer<typeof AutocannonRequestRateStats>;
declare const AutocannonTransferRateStats: z.ZodObject<{
    percentiles: z.ZodOptional<z.ZodArray<z.ZodObject<{
        percent: z.ZodNumber;
        bytesPerSecond: z.ZodNumber;
    }, z.core.$strip>>>;
    avgBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    stdevBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    minBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    maxBytesPerSecond: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type AutocannonTransferRateStats = z.infer<typeof AutocannonTransferRateStats>;
declare const AutocannonRecord: z.ZodObject<{
    format: z.ZodLiteral<"autocannon">;
    status: z.ZodEnum<{
        version: "version";
        complete: "complete";
        incomplete: "incomplete";
    }>;
    version: z.ZodOptional<z.ZodString>;
    nodeVersion: z.ZodOptional<z.ZodString>;
    url: z.ZodOptional<z.ZodString>;
    socketPath: z.ZodOptional<z.ZodString>;
    warmup: z.ZodOptional<z.ZodObject<{
        durationSeconds: z.ZodOptional<z.ZodNumber>;
        amount: z.ZodOptional<z.ZodNumber>;
        connections: z.ZodOptional<z.ZodNumber>;
        pipelining: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    testDurationSeconds: z.ZodOptional<z.ZodNumber>;
    amount: z.ZodOptional<z.ZodNumber>;
    connections: z.ZodOptional<z.ZodNumber>;
    pipelining: z.ZodOptional<z.ZodNumber>;
    workers: z.ZodOptional<z.ZodNumber>;
    latency: z.ZodOptional<z.ZodObject<{
        percentiles: z.ZodOptional<z.ZodArray<z.ZodObject<{
            percent: z.ZodNumber;
            ms: z.ZodNumber;
        }, z.core.$strip>>>;
        avgMs: z.ZodOptional<z.ZodNumber>;
        stdevMs: z.ZodOptional<z.ZodNumber>;
        maxMs: z.ZodOptional<z.ZodNumber>;
        minMs: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    requestRate: z.ZodOptional<z.ZodObject<{
        percentiles: z.ZodOptional<z.ZodArray<z.ZodObject<{
            percent: z.ZodNumber;
            perSecond: z.ZodNumber;
        }, z.core.$strip>>>;
        avgPerSecond: z.ZodOptional<z.ZodNumber>;
        stdevPerSecond: z.ZodOptional<z.ZodNumber>;
        minPerSecond: z.ZodOptional<z.ZodNumber>;
        maxPerSecond: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    transferRate: z.ZodOptional<z.ZodObject<{
        percentiles: z.ZodOptional<z.ZodArray<z.ZodObject<{
            percent: z.ZodNumber;
            bytesPerSecond: z.ZodNumber;
        }, z.core.$strip>>>;
        avgBytesPerSecond: z.ZodOptional<z.ZodNumber>;
        stdevBytesPerSecond: z.ZodOptional<z.ZodNumber>;
        minBytesPerSecond: z.ZodOptional<z.ZodNumber>;
        maxBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    statusCodes: z.ZodOptional<z.ZodArray<z.ZodObject<{
        code: z.ZodString;
        count: z.ZodNumber;
    }, z.core.$strip>>>;
    sampleIntervalSeconds: z.ZodOptional<z.ZodNumber>;
    samples: z.ZodOptional<z.ZodNumber>;
    latencyPercentiles: z.ZodOptional<z.ZodArray<z.ZodObject<{
        percent: z.ZodNumber;
        ms: z.ZodNumber;
    }, z.core.$strip>>>;
    responses2xx: z.ZodOptional<z.ZodNumber>;
    non2xxResponses: z.ZodOptional<z.ZodNumber>;
    requests: z.ZodOptional<z.ZodNumber>;
    durationSeconds: z.ZodOptional<z.ZodNumber>;
    readBytes: z.ZodOptional<z.ZodNumber>;
    errors: z.ZodOptional<z.ZodNumber>;
    timeouts: z.ZodOptional<z.ZodNumber>;
    mismatches: z.ZodOptional<z.ZodNumber>;
    resets: z.ZodOptional<z.ZodNumber>;
    roundedToThousands: z.ZodOptional<z.ZodArray<z.ZodEnum<{
        requests: "requests";
        errors: "errors";
        timeouts: "timeouts";
        mismatches: "mismatches";
        resets: "resets";
    }>>>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type AutocannonRecord = z.infer<typeof AutocannonRecord>;

declare const VegetaLatencies: z.ZodObject<{
    minMs: z.ZodOptional<z.ZodNumber>;
    meanMs: z.ZodOptional<z.ZodNumber>;
    p50Ms: z.ZodOptional<z.ZodNumber>;
    p90Ms: z.ZodOptional<z.ZodNumber>;
    p95Ms: z.ZodOptional<z.ZodNumber>;
    p99Ms: z.ZodOptional<z.ZodNumber>;
    maxMs: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
type VegetaLatencies = z.infer<typeof VegetaLatencies>;
declare const VegetaBucket: z.ZodObject<{
    fromMs: z.ZodNumber;
    toMs: z.ZodNullable<z.ZodNumber>;
    count: z.ZodNumber;
    percent: z.ZodNumber;
}, z.core.$strip>;
type VegetaBucket = z.infer<typeof VegetaBucket>;
declare const VegetaRecord: z.ZodObject<{
    format: z.ZodLiteral<"vegeta">;
    kind: z.ZodEnum<{
        histogram: "histogram";
        report: "report";
    }>;
    status: z.ZodEnum<{
        complete: "complete";
        incomplete: "incomplete";
    }>;
    requests: z.ZodOptional<z.ZodNumber>;
    ratePerSecond: z.ZodOptional<z.ZodNumber>;
    throughputPerSecond: z.ZodOptional<z.ZodNumber>;
    durationSeconds: z.ZodOptional<z.ZodNumber>;
    attackSeconds: z.ZodOptional<z.ZodNumber>;
    waitSeconds: z.ZodOptional<z.ZodNumber>;
    latency: z.ZodOptional<z.ZodObject<{
        minMs: z.ZodOptional<z.ZodNumber>;
        meanMs: z.ZodOptional<z.ZodNumber>;
        p50Ms: z.ZodOptional<z.ZodNumber>;
        p90Ms: z.ZodOptional<z.ZodNumber>;
        p95Ms: z.ZodOptional<z.ZodNumber>;
        p99Ms: z.ZodOptional<z.ZodNumber>;
        maxMs: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    bytesIn: z.ZodOptional<z.ZodObject<{
        totalBytes: z.ZodNumber;
        meanBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    }, z.core.$strip>>;
    bytesOut: z.ZodOptional<z.ZodObject<{
        totalBytes: z.ZodNumber;
        meanBytes: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    }, z.core.$strip>>;
    successPercent: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    statusCodes: z.ZodOptional<z.ZodArray<z.ZodObject<{
        code: z.ZodString;
        count: z.ZodNumber;
    }, z.core.$strip>>>;
    errors: z.ZodOptional<z.ZodArray<z.ZodString>>;
    buckets: z.ZodOptional<z.ZodArray<z.ZodObject<{
        fromMs: z.ZodNumber;
        toMs: z.ZodNullable<z.ZodNumber>;
        count: z.ZodNumber;
        percent: z.ZodNumber;
    }, z.core.$strip>>>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type VegetaRecord = z.infer<typeof VegetaRecord>;

declare const K6Metric: z.ZodObject<{
    thresholds: z.ZodOptional<z.ZodEnum<{
        failed: "failed";
        passed: "passed";
    }>>;
    kind: z.ZodEnum<{
        rate: "rate";
        trend: "trend";
        counter: "counter";
        gauge: "gauge";
        none: "none";
    }>;
    unit: z.ZodOptional<z.ZodEnum<{
        ms: "ms";
        bytes: "bytes";
    }>>;
    avg: z.ZodOptional<z.ZodNumber>;
    min: z.ZodOptional<z.ZodNumber>;
    med: z.ZodOptional<z.ZodNumber>;
    max: z.ZodOptional<z.ZodNumber>;
    percentiles: z.ZodOptional<z.ZodArray<z.ZodObject<{
        percent: z.ZodNumber;
        value: z.ZodNumber;
    }, z.core.$strip>>>;
    count: z.ZodOptional<z.ZodNumber>;
    ratePerSecond: z.ZodOptional<z.ZodNumber>;
    percent: z.ZodOptional<z.ZodNumber>;
    passes: z.ZodOptional<z.ZodNumber>;
    fails: z.ZodOptional<z.ZodNumber>;
    value: z.ZodOptional<z.ZodNumber>;
    section: z.ZodOptional<z.ZodString>;
    group: z.ZodOptional<z.ZodString>;
    scenario: z.ZodOptional<z.ZodString>;
    name: z.ZodString;
    tags: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
type K6Metric = z.infer<typeof K6Metric>;
declare const K6Check: z.ZodObject<{
    passed: z.ZodBoolean;
    percent: z.ZodOptional<z.ZodNumber>;
    passes: z.ZodOptional<z.ZodNumber>;
    fails: z.ZodOptional<z.ZodNumber>;
    section: z.ZodOptional<z.ZodString>;
    group: z.ZodOptional<z.ZodString>;
    scenario: z.ZodOptional<z.ZodString>;
    name: z.ZodString;
}, z.core.$strip>;
type K6Check = z.infer<typeof K6Check>;
declare const K6Threshold: z.ZodObject<{
    metric: z.ZodString;
    source: z.ZodString;
    passed: z.ZodBoolean;
    shown: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
type K6Threshold = z.infer<typeof K6Threshold>;
declare const K6Record: z.ZodObject<{
    format: z.ZodLiteral<"k6">;
    status: z.ZodEnum<{
        complete: "complete";
        incomplete: "incomplete";
    }>;
    layout: z.ZodEnum<{
        legacy: "legacy";
        grouped: "grouped";
    }>;
    script: z.ZodOptional<z.ZodString>;
    output: z.ZodOptional<z.ZodString>;
    scenarios: z.ZodOptional<z.ZodObject<{
        count: z.ZodOptional<z.ZodNumber>;
        maxVUs: z.ZodOptional<z.ZodNumber>;
        maxDurationSeconds: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    run: z.ZodOptional<z.ZodObject<{
        elapsedSeconds: z.ZodNumber;
        vus: z.ZodNumber;
        maxVUs: z.ZodNumber;
        completeIterations: z.ZodNumber;
        interruptedIterations: z.ZodNumber;
    }, z.core.$strip>>;
    thresholds: z.ZodOptional<z.ZodArray<z.ZodObject<{
        metric: z.ZodString;
        source: z.ZodString;
        passed: z.ZodBoolean;
        shown: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>>;
    checks: z.ZodOptional<z.ZodArray<z.ZodObject<{
        passed: z.ZodBoolean;
        percent: z.ZodOptional<z.ZodNumber>;
        passes: z.ZodOptional<z.ZodNumber>;
        fails: z.ZodOptional<z.ZodNumber>;
        section: z.ZodOptional<z.ZodString>;
        group: z.ZodOptional<z.ZodString>;
        scenario: z.ZodOptional<z.ZodString>;
        name: z.ZodString;
    }, z.core.$strip>>>;
    metrics: z.ZodArray<z.ZodObject<{
        thresholds: z.ZodOptional<z.ZodEnum<{
            failed: "failed";
            passed: "passed";
        }>>;
        kind: z.ZodEnum<{
            rate: "rate";
            trend: "trend";
            counter: "counter";
            gauge: "gauge";
            none: "none";
        }>;
        unit: z.ZodOptional<z.ZodEnum<{
            ms: "ms";
            bytes: "bytes";
        }>>;
        avg: z.ZodOptional<z.ZodNumber>;
        min: z.ZodOptional<z.ZodNumber>;
        med: z.ZodOptional<z.ZodNumber>;
        max: z.ZodOptional<z.ZodNumber>;
        percentiles: z.ZodOptional<z.ZodArray<z.ZodObject<{
            percent: z.ZodNumber;
            value: z.ZodNumber;
        }, z.core.$strip>>>;
        count: z.ZodOptional<z.ZodNumber>;
        ratePerSecond: z.ZodOptional<z.ZodNumber>;
        percent: z.ZodOptional<z.ZodNumber>;
        passes: z.ZodOptional<z.ZodNumber>;
        fails: z.ZodOptional<z.ZodNumber>;
        value: z.ZodOptional<z.ZodNumber>;
        section: z.ZodOptional<z.ZodString>;
        group: z.ZodOptional<z.ZodString>;
        scenario: z.ZodOptional<z.ZodString>;
        name: z.ZodString;
        tags: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    httpRequests: z.ZodOptional<z.ZodNumber>;
    httpRequestsPerSecond: z.ZodOptional<z.ZodNumber>;
    httpRequestsFailed: z.ZodOptional<z.ZodNumber>;
    httpRequestDuration: z.ZodOptional<z.ZodObject<{
        avgMs: z.ZodOptional<z.ZodNumber>;
        minMs: z.ZodOptional<z.ZodNumber>;
        medMs: z.ZodOptional<z.ZodNumber>;
        maxMs: z.ZodOptional<z.ZodNumber>;
        percentiles: z.ZodOptional<z.ZodArray<z.ZodObject<{
            percent: z.ZodNumber;
            ms: z.ZodNumber;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    iterations: z.ZodOptional<z.ZodNumber>;
    iterationsPerSecond: z.ZodOptional<z.ZodNumber>;
    vusMax: z.ZodOptional<z.ZodNumber>;
    dataReceivedBytes: z.ZodOptional<z.ZodNumber>;
    dataReceivedBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    dataSentBytes: z.ZodOptional<z.ZodNumber>;
    dataSentBytesPerSecond: z.ZodOptional<z.ZodNumber>;
    checksPassed: z.ZodOptional<z.ZodNumber>;
    checksFailed: z.ZodOptional<z.ZodNumber>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
type K6Record = z.infer<typeof K6Record>;

/**
 * Parses a number exactly as a tool printed it. Accepts a decimal comma when `decimalComma` is set (locales such
 * as de_DE and fr_FR). Anything else (letters, thousands separators, empty text, `nan`) throws a ValueError: a value
 * that is not a number never becomes NaN. So does a number too large for a double (`1e999`, 400 digits), which would
 * otherwise become Infinity, and a number whose whole part is beyond Number.MAX_SAFE_INTEGER (2^53 - 1), which a
 * double could only round: `99999999999999999999` would become 1e20, `9007199254740993` would become ...992.
 * Fractions are read to the nearest double, as Number() does; only the whole part has to be exact.
 *
 * @example
 * parseNumber("7546.16")                          //=> 7546.16
 * parseNumber("24105,6", { decimalComma: true })  //=> 24105.6
 * parseNumber("12a")                              // throws ValueError
 * parseNumber("1e999")                            // throws ValueError
 * parseNumber("9007199254740993")                 // throws ValueError (too large to be exact)
 */
declare function parseNumber(text: string, options?: {
    decimalComma?: boolean;
}): number;
/**
 * Parses a whole number (a counter or a count). Throws a ValueError for fractions, signs other than a leading
 * minus and values beyond Number.MAX_SAFE_INTEGER, which could not be represented exactly.
 *
 * @example
 * parseInteger("1000000")  //=> 1000000
 * parseInteger("12.5")     // throws ValueError
 */
declare function parseInteger(text: string): number;

interface SizeOptions {
    /** 1024 (default) or 1000. A unit written with `i` (`Ki`, `MiB`) is always 1024-based. */
    base?: 1024 | 1000;
    /** The unit to assume when the text has none (default bytes). */
    defaultUnit?: "B" | "K" | "M" | "G" | "T" | "P" | "E";
    decimalComma?: boolean;
}
/**
 * Converts a printed size to bytes: `512`, `2.9m`, `10.3g`, `268.0k`, `1.5Gi`, `3.7G`, `22.6GiB`, `4147888k`.
 * Suffixes are 1024-based unless `base: 1000` (e.g. `free --si`). The result is rounded to a whole byte,
 * since a printed `2.9m` is itself rounded. Unknown units throw a ValueError, and so does a size beyond
 * Number.MAX_SAFE_INTEGER bytes (8 PiB), which could not be a whole number of bytes exactly.
 *
 * @example
 * parseSize("1.5Gi")                       //=> 1610612736
 * parseSize("4147888", { defaultUnit: "K" }) //=> 4247437312
 * parseSize("1.2G", { base: 1000 })        //=> 1200000000
 */
declare function parseSize(text: string, options?: SizeOptions): number;
/**
 * Multiplies a count of units by the unit's size in bytes, for columns whose unit is fixed by the tool
 * (free's KiB, ab's Kbytes/sec). Whole numbers stay exact; a result beyond Number.MAX_SAFE_INTEGER bytes throws a
 * ValueError (see exactBytes).
 *
 * @example
 * unitsToBytes(2024, "K")          //=> 2072576
 * unitsToBytes(1938.12, "K")       //=> 1984634.88
 * unitsToBytes(9007199254740, "K") // throws ValueError (too large to be exact)
 */
declare function unitsToBytes(value: number, unit: "B" | "K" | "M" | "G" | "T" | "P" | "E", base?: 1024 | 1000): number;

/**
 * Converts a per-minute rate to per second (webbench prints pages/min).
 *
 * @example
 * perMinuteToPerSecond(49450) //=> 824.1666666666666
 */
declare function perMinuteToPerSecond(perMinute: number): number;
/**
 * A counter's rate between two readings: `(after - before) / seconds`. Returns undefined when the interval is
 * not positive or the counter went backwards (a restart): never a negative or infinite rate.
 *
 * @example
 * counterRate(100, 160, 30) //=> 2
 * counterRate(160, 10, 30)  //=> undefined
 */
declare function counterRate(before: number, after: number, seconds: number): number | undefined;

/**
 * How a percentile is picked from n sorted values (0-based index i):
 * - `"ab"`: ApacheBench's own rule, i = floor(n * p / 100) for p < 100, and the largest value for p >= 100.
 *   It is one rank above the textbook nearest rank whenever n * p / 100 is a whole number.
 * - `"nearest-rank"`: the textbook rule, i = ceil(n * p / 100) - 1 (the smallest value for p = 0).
 * - `"linear"`: linear interpolation between closest ranks (Hyndman and Fan type 7, as numpy's default).
 */
type PercentileMethod = "ab" | "nearest-rank" | "linear";
/**
 * The p-th percentile (0 <= p <= 100) of `values`. The input is copied, never sorted in place.
 * Throws a ValueError for an empty list, a p outside 0..100, or a value that is not a finite number.
 *
 * @example
 * percentile([5, 1, 4, 2, 3], 50, "nearest-rank") //=> 3
 * percentile([1, 2, 3, 4], 50, "ab")              //=> 3
 * percentile([1, 2, 3, 4], 50, "linear")          //=> 2.5
 */
declare function percentile(values: ArrayLike<number>, p: number, method?: PercentileMethod): number;
/**
 * Several percentiles of the same values with one sort.
 *
 * @example
 * percentiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [50, 90, 100], "ab") //=> [6, 10, 10]
 */
declare function percentiles(values: ArrayLike<number>, ps: readonly number[], method?: PercentileMethod): number[];

/**
 * Reads a clock time as `strftime("%X")` prints it in the common locales and returns the seconds since midnight:
 * 24-hour `13:20:09` (C, de_DE, fr_FR, ...), 12-hour `01:20:09 PM` (en_US; `12:xx AM` is just after midnight and
 * `12:xx PM` just after noon; `a.m.`/`p.m.` and lower case are accepted), and the CJK clocks `13时20分09秒` (zh_CN),
 * `13時20分09秒` (ja_JP, zh_TW) and `13시 20분 09초` (ko_KR), optionally with a morning/afternoon word in front
 * (`下午 01时20分09秒`). Anything else, or a field out of range, throws a ValueError.
 *
 * @example
 * parseClockTime("13:20:09")      //=> 48009
 * parseClockTime("01:20:09 PM")   //=> 48009
 * parseClockTime("12:00:01 AM")   //=> 1
 * parseClockTime("13時20分09秒")   //=> 48009
 * parseClockTime("13시 20분 09초") //=> 48009
 */
declare function parseClockTime(text: string): number;

/**
 * Converts an uptime as `top`, `uptime` and `w` print it to seconds: procps `45 min`, `1:08` (hours:minutes),
 * `3 days,  2:01`, `1 day, 23 min`, `10 days`, `0 min` (a trailing comma is allowed), and FreeBSD top's
 * `0+00:15:38` (days+hours:minutes:seconds). procps prints whole minutes, so its forms are exact to the minute.
 * Anything else throws a ValueError; `1:08` is 68 minutes, never 108.
 *
 * @example
 * parseUptime("1:08")            //=> 4080
 * parseUptime("3 days,  2:01")   //=> 266460
 * parseUptime("1 day, 23 min")   //=> 87780
 * parseUptime("45 min")          //=> 2700
 * parseUptime("0+00:15:38")      //=> 938
 */
declare function parseUptime(text: string): number;

/**
 * Converts a process CPU time as the `top`s print it (the TIME+ and TIME columns) to seconds:
 * - `0:01.57`, `80:13.45` minutes:seconds.hundredths (procps TIME+, macOS TIME `00:18.94`); `1234:56` minutes:seconds
 *   (procps TIME, BusyBox, FreeBSD);
 * - `5,07` hours,minutes: procps switches to it for long times, the comma is NOT a decimal comma;
 * - `12h`, `3d`, `2w`, `3d+4h`, `2w+3d` (procps 4.x; upper case with its CASEUP_SUFIX build);
 * - `1:02:03` hours:minutes:seconds (macOS over an hour) and `1-02:03:04` days-hours:minutes:seconds (ps style);
 * - `12.3H`, `4.5D` (FreeBSD beyond 1000 minutes).
 * Scaled forms are exact only to their last printed unit. Anything else throws a ValueError.
 *
 * @example
 * parseCpuTime("0:01.57")     //=> 1.57
 * parseCpuTime("1234:56")     //=> 74096
 * parseCpuTime("5,07")        //=> 18420
 * parseCpuTime("3d+4h")       //=> 273600
 * parseCpuTime("1-02:03:04")  //=> 93784
 */
declare function parseCpuTime(text: string): number;

/**
 * Places a time of day (seconds since midnight) on a running clock that only shows times, such as sar's rows:
 * `previous` is the absolute reading before it (seconds counted from midnight of the first day). The result is the
 * same day's reading, or the next day's when the time of day went backwards by more than `toleranceSeconds`
 * (default 6 hours), which is how a clock crossing midnight looks (`23:59:59` then `00:00:09`). A smaller step
 * back (a daylight-saving or NTP adjustment) stays on the same day.
 *
 * @example
 * rollClockForward(86_399, 9)          //=> 86_409  (23:59:59 then 00:00:09: the next day)
 * rollClockForward(50_000, 50_010)     //=> 50_010
 * rollClockForward(7_200, 3_600)       //=> 3_600   (one hour back: same day)
 */
declare function rollClockForward(previous: number, secondsOfDay: number, toleranceSeconds?: number): number;

/**
 * Builds an ISO 8601 local date-time (no offset, since the text did not print one) from a calendar date and the
 * seconds elapsed since that date's midnight, which may run past one day (see rollClockForward). Days are added
 * with date-fns on the calendar, so daylight-saving changes never shift the printed clock time.
 *
 * @example
 * localTimestamp({ year: 2024, month: 1, day: 15 }, 48_009)   //=> "2024-01-15T13:20:09"
 * localTimestamp({ year: 2024, month: 2, day: 28 }, 86_409)   //=> "2024-02-29T00:00:09"
 */
declare function localTimestamp(date: {
    year: number;
    month: number;
    day: number;
}, seconds: number): string;

/** Which printer a timestamp line came from. */
type TimestampStyle = 
/** `date` with no format: C/en_US (`Mon Nov 30 15:16:19 UTC 2026`, `... 03:16:19 PM UTC 2026`), de_DE, fr_FR, zh_CN, ja_JP. */
"date"
/** `date -Iseconds` / `-Iminutes` / `-Ins`: `2026-11-30T15:16:19+00:00`. */
 | "iso8601"
/** `date --rfc-3339=seconds|ns`: `2026-11-30 15:16:19+00:00`. */
 | "rfc3339"
/** `date -R` and HTTP `Date:` headers: `Mon, 30 Nov 2026 15:16:19 +0000` / `... GMT`. */
 | "rfc5322"
/** `date +%s` or `date +%s.%N`: seconds since 1970-01-01T00:00:00Z. */
 | "epoch";
interface TimestampLine {
    /**
     * ISO 8601 text. It carries an offset (`Z` for UTC, GMT and epoch seconds, else `+hh:mm`) whenever the line shows
     * one or names UTC/GMT; a zone abbreviation such as `CET` or `CST` is ambiguous, so the time is then given without
     * an offset (local time) unless `zoneOffsets` resolves it. Fractional seconds are kept as printed.
     */
    iso: string;
    /** Milliseconds since the Unix epoch; undefined when the offset is unknown (see `iso`). */
    epochMs: number | undefined;
    /**
     * The wall-clock reading in milliseconds as if it were UTC. Differences between two lines printed in the same zone
     * are exact (except across a daylight-saving change, which shows as a change of the zone text).
     */
    wallClockMs: number;
    /** The zone as printed (`UTC`, `CET`, `+04`, `+01:00`), or undefined for epoch seconds and ISO text without one. */
    zone: string | undefined;
    style: TimestampStyle;
}
interface TimestampLineOptions {
    /** Offsets for zone abbreviations, e.g. `{ CST: "+08:00" }` for a log written in Asia/Shanghai. */
    zoneOffsets?: Record<string, string>;
}
/**
 * Parses one timestamp line as printed before each sample of a monitoring loop (`date; curl .../status`): `date`'s
 * default format (C, en_US with AM/PM, de_DE, fr_FR, zh_CN, ja_JP), `date -Iseconds`/`-Ins`, `date --rfc-3339`,
 * `date -R` (also HTTP `Date:` headers) and epoch seconds (`date +%s`, `date +%s.%N`). Checks the calendar date and the
 * printed weekday. Throws a ValueError for anything else.
 *
 * @example
 * parseTimestampLine("Mon Nov 30 15:16:19 UTC 2026").iso        //=> "2026-11-30T15:16:19Z"
 * parseTimestampLine("2026-11-30T16:16:19+01:00").epochMs       //=> 1796051779000
 * parseTimestampLine("1796051779").iso                          //=> "2026-11-30T15:16:19Z"
 * parseTimestampLine("Mon Nov 30 23:16:19 CST 2026").iso        //=> "2026-11-30T23:16:19" (no offset: CST is ambiguous)
 * parseTimestampLine("Mon Nov 30 23:16:19 CST 2026", { zoneOffsets: { CST: "+08:00" } }).iso
 *                                                               //=> "2026-11-30T23:16:19+08:00"
 */
declare function parseTimestampLine(text: string, options?: TimestampLineOptions): TimestampLine;

export { AbConnectionRow, AbCsvPercentile, AbCsvRecord, AbGnuplotRecord, AbPercentile, AbProcessingRow, AbRecord, type AnyRecord, AtsarHeaderRecord, AtsarNoticeRecord, type AtsarParseOptions, AtsarRecord, AtsarRestartRecord, AtsarSampleRecord, AutocannonLatencyStats, AutocannonRecord, AutocannonRequestRateStats, AutocannonTransferRateStats, type BlockContext, type BlockRole, BombardierPercentile, BombardierRecord, type CalendarDate, type CommandLine, type CommonOptions, type CsvShape, CsvTable, type CsvTableOptions, type DateOrder, type Detection, type ExtractOptions, type ExtractResult, type ExtractWarning, type ExtractedBlock, FREE_UNITS, type FormatDefinition, type FormatMetrics, type FormatName, type FormatOption, type FormatOptions, type FreeParseOptions, FreeRecord, type FreeUnit, H2loadRateStats, H2loadRecord, H2loadThread, H2loadTimeStats, HeyBucket, HeyCsvRecord, HeyDetails, HeyError, HeyPercentile, HeyPhase, HeyRecord, HeyStatusCode, HttperfPeriod, HttperfRecord, HttperfSettings, type InfluxFieldDoc, type InfluxPoint, type Input, type Instant, IostatCpuRecord, IostatDeviceRecord, IostatHeaderRecord, type IostatOptions, IostatRecord, K6Check, K6Metric, K6Record, K6Threshold, type LabelledInput, LoadTestSummary, METRIC_OUTPUTS, type MetricContext, type MetricFamily, type MetricOutput, type MetricSample, type MetricType, type MetricsOptions, MetricsWriter, type MonitorSample, MpstatHeaderRecord, type MpstatOptions, MpstatRecord, MpstatSampleRecord, MpstatSummaryRecord, type OptionsOf, ParseError, type ParseFramesOptions, type ParseOptions, type PartialResult, type PercentileMethod, PidstatHeaderRecord, type PidstatOptions, PidstatRecord, PidstatSampleRecord, PidstatSummaryRecord, REPORT_FORMATS, type RawRecordOf, type RecordOf, type ReportData, type ReportFormat, type ReportInput, type ReportOptions, type ReportRow, type SafeParseResult, SarCommentRecord, SarHeaderRecord, type SarOptions, SarRecord, SarRestartRecord, SarSampleRecord, SarSummaryRecord, type SchemaColumn, SiegeMessage, SiegeRecord, SiegeResponse, type SizeOptions, type StreamErrorItem, type StreamOptions, type StreamSource, StubStatusCounters, StubStatusGauges, StubStatusMissing, type StubStatusOptions, StubStatusPage, StubStatusRates, StubStatusRecord, type TimeSpan, TimeZone, type TimestampLine, type TimestampLineOptions, type TimestampStyle, TopCpu, TopErrorRecord, TopFrameRecord, TopMemory, type TopParseOptions, TopProcess, TopProcessFields, TopRecord, TopSwap, TopTasks, VMSTAT_UNITS, VegetaBucket, VegetaLatencies, VegetaRecord, VmstatDiskRecord, VmstatDiskSummaryRecord, VmstatForksRecord, type VmstatParseOptions, VmstatPartitionRecord, VmstatRecord, VmstatSampleRecord, VmstatStatsRecord, type VmstatUnit, type VmstatUnitLetter, WebbenchRecord, WrkCalibration, WrkLatencyStats, WrkPercentile, WrkRecord, WrkSpectrum, WrkThreadRateStats, buildReport, counterRate, csvCell, csvRows, detect, detectAll, extract, formatColumns, formatNames, formats, formatsByPriority, getFormat, isLoadTestRecord, localTimestamp, metricsStream, namesOfRole, otherFormats, parse, parseCalendarDate, parseClockTime, parseCpuTime, parseFrames, parseInteger, parseNumber, parsePartial, parseSize, parseStream, parseTimestampLine, parseUptime, perMinuteToPerSecond, percentRangeWarning, percentile, percentiles, report, rollClockForward, safeParse, summarize, toCsv, toMetrics, unitsToBytes };
