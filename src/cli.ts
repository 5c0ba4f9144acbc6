#!/usr/bin/env node
/**
 * benchparse [options] [FILE...]: thin command-line front end. Everything it does goes through the public API.
 * Exit codes: 0 ok, 1 a file (or a part of one) could not be parsed or read, or output could not be written, 2 usage error,
 * 128 + N after signal N (130: Ctrl-C), once what was read is written (Interrupt).
 */
import { closeSync, createReadStream, fstatSync, lstatSync, openSync, readFileSync, readSync, statSync, writeFileSync, writeSync } from "node:fs";
import { constants as osConstants } from "node:os";
import { parseArgs } from "node:util";
import { commands } from "./commands/index.js";
import { errorOfRecord, escapeLines, reportError } from "./cli/errors.js";
import { heapGuarded } from "./cli/heap.js";
import { Interrupt, runTool } from "./cli/interrupt.js";
import { Output } from "./cli/output.js";
import { Progress, Warnings } from "./cli/progress.js";
import { CsvTable } from "./api/csv.js";
import { escapeControls } from "./kit/errors.js";
import { shellQuote } from "./kit/shell.js";
import { flagsHelp, optionsFromFlags, parseArgsOptions } from "./api/options.js";
import { formatsOfProgram } from "./api/command-line.js";
import { parseBatches } from "./api/stream.js";
import { fileSummary, startInputSummary, type InputSummary } from "./api/summary.js";
import { formats, formatNames, isLoadTestRecord, otherFormats, METRIC_OUTPUTS, MetricsWriter, namesOfRole, ParseError, summarize, type FormatName, type MetricOutput, type StreamErrorItem } from "./index.js";

const HELP = () => `Usage: benchparse [options] [FILE...]
       benchparse [options] -- TOOL [ARG...]     (runs TOOL, reads its output and its flags)
       benchparse COMMAND [options] [ARG...]     (benchparse COMMAND --help)

Reads tool output from each FILE (or standard input), detects the format and prints the records as JSON
(one array for all the files; with several, each record's "source" names its file). Records are written as the input is read: long logs (top -b, sar,
stub_status series, ab -g) stream with bounded memory, as JSON, --pretty, --ndjson or CSV.

Options:
  -f, --format NAME   force a format instead of detecting it (see --list)
  -l, --list          list the formats and exit
  -p, --pretty        indent the JSON
  -o, --output FORMAT json (default), ndjson, csv, or metrics: prometheus (text format 0.0.4),
                      openmetrics (with timestamps, ends with # EOF; for promtool tsdb
                      create-blocks-from openmetrics), influx (line protocol), otlp (OTLP/JSON lines);
                      load-test runs for regression trackers: benchmark-action (github-action-benchmark's
                      custom JSON: needs --out-prefix), bmf (Bencher Metric Format, bencher run --adapter json)
      --out-prefix P  benchmark-action: write P.bigger.json and P.smaller.json (one per direction, as the
                      action takes them); bmf: write P.bmf.json instead of standard output
      --name TEMPLATE benchmark-action, bmf: the runs' names, from {tool} {target} {concurrency} {threads}
                      {source}; default "{tool} {target} c={concurrency} t={threads}" (what was printed)
      --ndjson        one record per line (newline-delimited JSON): -o ndjson
  -q, --quiet         no progress line (a terminal, large inputs), no warnings or notes on stderr
      --csv           CSV (RFC 4180) with a header row: one row per record (a run, a sar row, a free block;
                      top: per process), nested fields with dotted names, no JSON in a cell: -o csv;
                      the header has every column the format's records can have (see the README)
      --tz ZONE       metrics: the time zone of the local clock times sar, top, free and stub_status
                      print (IANA name such as Europe/Paris, or +HH:MM); default: this machine's
      --label K=V     metrics: a label (Influx tag, OTLP attribute) added to every sample (repeatable)
      --time ISO      metrics: the time of the samples whose records print none (load-test runs, free
                      blocks), ISO 8601 (2024-05-01T12:00:00Z); -o openmetrics needs one for them
  -r, --raw           print the values as the tool printed them (strings), not normalized
  -s, --summary       print load-test runs (${namesOfRole("load-test")}) as one comparison row each
                      (target, concurrency, requests/s, successful, failed, bytes/s, latency percentiles),
                      and a whole input of ${wholeInputNames()} as one summary of its requests
                      (min, mean, sd, median, max, percentiles)
      --section NAME  only the records of that section (sar's cpu-load, memory, disk...; atsar's cpu,
                      disk...): one table for --csv (the records' "section" field names them)
${flagsHelp()}
      --debug         show the stack trace of an unexpected error
  -h, --help          show this help
  -V, --version       show the version

Examples:
  benchparse samples/ab/ab-plain-n1000-c10.txt
  ab -n 1000 -c 10 http://127.0.0.1/ 2>&1 | benchparse --pretty
  benchparse --format ab-gnuplot --ndjson results.tsv
  benchparse --raw --pretty run.txt
  benchparse --summary --pretty ab-*.txt webbench-*.txt
  sar -A -f /var/log/sysstat/sa01 | benchparse -o openmetrics --tz Europe/Paris > sa01.om
  free -m | benchparse --unit m
  benchparse -- free -m
  benchparse --pretty -- ab -n 100 -c 10 http://127.0.0.1/

Commands:
${Object.entries(commands)
  .map(([name, c]) => `  ${name.padEnd(18)}${c.summary}`)
  .join("\n") || "  (none)"}

Exit status: 0 when every input was parsed, 1 when one could not be, 2 on a usage error; 130 after Ctrl-C
(143 SIGTERM), once the records read are written (a tool run after -- gets the signal and is read to its end).`;

/** The formats whose --summary is one record for the whole input (FormatDefinition.inputSummary). */
const wholeInputNames = (): string => formatNames.filter((f) => formats[f].inputSummary !== undefined).join(", ");

/** The command line's options (node:util parseArgs): its own, and the formats' (api/options.ts). */
const OPTIONS = () =>
  ({
    format: { type: "string", short: "f" },
    list: { type: "boolean", short: "l" },
    pretty: { type: "boolean", short: "p" },
    ndjson: { type: "boolean" },
    csv: { type: "boolean" },
    output: { type: "string", short: "o" },
    tz: { type: "string" },
    time: { type: "string" },
    label: { type: "string", multiple: true },
    "out-prefix": { type: "string" },
    name: { type: "string" },
    quiet: { type: "boolean", short: "q" },
    raw: { type: "boolean", short: "r" },
    summary: { type: "boolean", short: "s" },
    section: { type: "string" },
    debug: { type: "boolean" },
    ...parseArgsOptions(),
    help: { type: "boolean", short: "h" },
    version: { type: "boolean", short: "V" },
  }) as const;

type Values = Record<string, unknown> & {
  format?: string;
  list?: boolean;
  pretty?: boolean;
  ndjson?: boolean;
  csv?: boolean;
  output?: string;
  tz?: string;
  time?: string;
  label?: string[];
  quiet?: boolean;
  raw?: boolean;
  summary?: boolean;
  section?: string;
  debug?: boolean;
  help?: boolean;
  version?: boolean;
};

async function main(argv: string[]): Promise<number> {
  const command = argv[0] !== undefined ? commands[argv[0]] : undefined;
  if (command) return command.run(argv.slice(1));
  // `benchparse [options] -- free -m`: run the tool and read what it prints
  const dashes = argv.indexOf("--");
  const after = dashes !== -1 ? programAfterDashes(argv[dashes + 1]) : undefined;
  const tool = after === "program" ? argv.slice(dashes + 1) : undefined;
  if (tool) argv = argv.slice(0, dashes);
  let values: Values;
  let files: string[];
  try {
    const parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: OPTIONS(),
    });
    values = parsed.values as Values;
    files = parsed.positionals;
  } catch (err) {
    const unknown = (err as { code?: string }).code === "ERR_PARSE_ARGS_UNKNOWN_OPTION";
    const message = unknown ? `${(err as Error).message.split(". ")[0]}; the options are ${Object.keys(OPTIONS()).map((o) => `--${o}`).join(", ")}` : (err as Error).message;
    process.stderr.write(`benchparse: ${escapeControls(message)}\nTry 'benchparse --help'.\n`);
    return 2;
  }
  if (after === "file" && values.quiet !== true) {
    const name = argv[dashes + 1]!;
    process.stderr.write(`benchparse: note: ${name} is the file ./${name} here, read as input, not the program ${name} (after --, an existing file wins; run the program from another folder, or pipe its output in)\n`);
  }
  if (values.help) {
    process.stdout.write(`${HELP()}\n`);
    return 0;
  }
  if (values.version) {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  if (values.list) {
    for (const name of formatNames) process.stdout.write(`${name.padEnd(20)} ${formats[name].description}\n`);
    return 0;
  }
  if (values.format !== undefined && !(formatNames as string[]).includes(values.format)) {
    process.stderr.write(`benchparse: unknown format "${escapeControls(values.format)}"; known formats: ${formatNames.join(", ")}\n`);
    return 2;
  }
  const OUTPUTS = ["json", "ndjson", "csv", ...METRIC_OUTPUTS];
  if (values.output !== undefined && !OUTPUTS.includes(values.output)) {
    process.stderr.write(`benchparse: --output takes ${OUTPUTS.join(", ")}, got "${escapeControls(values.output)}"\n`);
    return 2;
  }
  const shorthand = values.csv ? "csv" : values.ndjson ? "ndjson" : undefined;
  if ([values.pretty, values.ndjson, values.csv].filter(Boolean).length > 1 || (shorthand && values.output !== undefined && values.output !== shorthand)) {
    process.stderr.write("benchparse: choose one of --pretty, --ndjson, --csv and --output\n");
    return 2;
  }
  const mode = values.output ?? shorthand ?? "json";
  let metrics: MetricsWriter | undefined;
  if ((METRIC_OUTPUTS as readonly string[]).includes(mode)) {
    if (values.pretty || values.summary || values.raw) {
      process.stderr.write(`benchparse: -o ${mode} cannot be used with --pretty, --summary or --raw\n`);
      return 2;
    }
    const labels: Record<string, string> = {};
    for (const spec of values.label ?? []) {
      const eq = spec.indexOf("=");
      if (eq <= 0) {
        process.stderr.write(`benchparse: --label takes NAME=VALUE, got "${escapeControls(spec)}"\n`);
        return 2;
      }
      labels[spec.slice(0, eq)] = spec.slice(eq + 1);
    }
    try {
      metrics = new MetricsWriter({ output: mode as MetricOutput, tz: values.tz, labels, ...(values.time !== undefined ? { time: values.time } : {}), outPrefix: values["out-prefix"] as string | undefined, name: values.name as string | undefined });
    } catch (err) {
      process.stderr.write(`benchparse: ${escapeControls(err instanceof RangeError && values.tz !== undefined && /time zone/i.test(err.message) && !/--time/.test(err.message) ? `--tz: unknown time zone "${values.tz}" (an IANA name such as Europe/Paris, or +HH:MM)` : (err as Error).message)}\n`);
      return 2;
    }
  } else if (values["out-prefix"] !== undefined || values.name !== undefined) {
    process.stderr.write("benchparse: --out-prefix and --name apply to -o benchmark-action and -o bmf\n");
    return 2;
  } else if (values.tz !== undefined || values.label !== undefined || values.time !== undefined) {
    process.stderr.write("benchparse: --tz, --label and --time apply to the metric outputs (-o prometheus, openmetrics, influx, otlp)\n");
    return 2;
  }
  if (values.summary && values.raw) {
    process.stderr.write("benchparse: --summary and --raw cannot be used together\n");
    return 2;
  }
  if (tool && files.length > 0) {
    process.stderr.write(`benchparse: give FILEs or a command after --, not both\n`);
    return 2;
  }
  const options: Record<string, unknown> = {};
  if (values.format) options.format = values.format;
  if (tool) options.command = tool.map(shellQuote).join(" ");
  if (values.raw) options.raw = true;
  try {
    Object.assign(options, optionsFromFlags(values, values.format as FormatName | undefined));
  } catch (err) {
    process.stderr.write(`benchparse: ${escapeControls((err as Error).message)}\n`);
    return 2;
  }

  if (files.length === 0 && !tool && process.stdin.isTTY === true) {
    // nothing piped in and no file: say how to use it rather than wait in silence (jc: "Missing piped data")
    process.stderr.write(`benchparse: no input: give a FILE or pipe tool output in\n\n${HELP()}\n`);
    return 2;
  }
  const inputs = files.length > 0 ? files : ["-"];
  const out = new Output(process.stdout);
  let zoneSaid = values.tz !== undefined;
  // CSV: the header from the records' schema, written with the first 1000 rows (a live input's after a second at most)
  const csv = mode === "csv" ? new CsvTable({ section: values.section, sources: inputs.length > 1 }) : undefined;
  let csvTimer: NodeJS.Timeout | undefined;
  let opened = false; // JSON mode: "[" written
  /** Writes one record (JSON mode: as the next element of one array for all inputs); a promise when output is full. */
  const emit = (record: unknown): Promise<void> | undefined => {
    if (metrics) {
      const text = metrics.write(record);
      if (!zoneSaid && metrics.zone.usedLocal) {
        zoneSaid = true;
        process.stderr.write(`benchparse: note: local clock times are read in ${metrics.zone.name}, this machine's time zone (--tz ZONE to choose)\n`);
      }
      return text ? out.add(text) : undefined;
    }
    if (csv) {
      const text = csv.add(record, values.raw ? "plain" : values.summary ? "summary" : "format");
      if (csv.holding && csvTimer === undefined && (tool || inputs.includes("-"))) csvTimer = setTimeout(() => out.add(csv.flush()), 1000).unref();
      return text ? out.add(text) : undefined;
    }
    const json = JSON.stringify(record, null, values.pretty ? 2 : undefined);
    if (mode === "ndjson") return out.add(`${json}\n`);
    // The bytes JSON.stringify(array, null, 2) would give: each element on its own lines, indented by two spaces.
    const text = `${opened ? "," : "["}${values.pretty ? `\n  ${json.replace(/\n/g, "\n  ")}` : json}`;
    opened = true;
    return out.add(text);
  };
  const unreadable = (shown: string, err: unknown): void => {
    process.stderr.write(`benchparse: ${shown}: ${(err as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : escapeControls((err as Error).message)}\n`);
    failed = true;
  };

  // Ctrl-C (SIGINT), SIGTERM, SIGHUP: stop reading, write what was read (Interrupt)
  const interrupt = new Interrupt();
  for (const file of inputs) {
    if (interrupt.signal !== undefined) break;
    const source = tool ? (options.command as string) : file === "-" ? "<stdin>" : file;
    /** the name as written on standard error: a file name's control characters (ESC...) escaped, as the input's are */
    const shown = escapeControls(source);
    // with several inputs, each record says which it came from (metrics excepted: give each run its own --label)
    const tagged = inputs.length > 1 && !metrics ? (record: unknown): unknown => withSource(record, source) : (record: unknown): unknown => record;
    // Every mode reads the input as a stream: records are written as each piece is parsed, memory stays bounded.
    // A damaged piece is reported and the rest goes on.
    const progress = new Progress(shown, values.quiet !== true && process.stderr.isTTY === true);
    const warnings = new Warnings(shown, values.quiet !== true);
    let records = 0;
    let written = 0;
    /** the sections of this input's records (sar -A has some 50), for --section and CSV */
    const sections = new Set<string>();
    const formatsRead = new Set<string>();
    let errors = 0;
    /** --summary of formats summarized as a whole input (an ab -g file), by format */
    const wholes = new Map<string, InputSummary>();
    metrics?.input(source);
    const unmappedBefore = metrics?.unmapped ?? 0;
    let unmappedFormat: string | undefined;
    try {
      // --summary of a file in a whole-input format's usual form: read without the engine
      const fast = values.summary && file !== "-" ? summaryOfFile(file, values.format) : undefined;
      if (fast !== undefined) {
        await emit(tagged(fast));
        continue;
      }
      const run = tool ? runTool(tool, interrupt) : undefined;
      const pipe = run !== undefined || isPipe(file === "-" ? 0 : file);
      const input = run?.output ?? interrupt.reading(file === "-" ? process.stdin : createReadStream(file), pipe);
      // parseStream's items, a batch per chunk read (one promise per chunk, not per record); a file's pieces in batches
      // (a live pipe's as they come)
      for await (const batch of parseBatches(heapGuarded(progress.count(input)), { ...options, source, continueOnError: true, live: pipe || (file === "-" && process.stdin.isTTY === true) })) {
        for (const item of batch) {
          if ((item as { ok?: unknown }).ok === false) {
            failed = true;
            errors++;
            reportError((item as StreamErrorItem).error, values.debug === true);
            continue;
          }
          const read = (item as { format?: unknown }).format;
          if (typeof read === "string") formatsRead.add(read);
          const section = (item as { section?: unknown }).section;
          if (typeof section === "string") sections.add(section);
          if (values.section !== undefined && section !== values.section) continue;
          records++;
          warnings.say(item);
          // an error record among the good ones (top's damaged frame): said as an error is, and the exit status is 1
          const recordError = errorOfRecord(item);
          if (recordError !== undefined) {
            failed = true;
            reportError(new ParseError({ format: String(read), source, line: recordError.line, column: recordError.column, message: recordError.message, excerpt: recordError.excerpt }), false);
          }
          const record = !values.summary ? item : isLoadTestRecord(item) ? summarize(item) : addToWhole(wholes, item);
          if (metrics && unmappedFormat === undefined && !formats[(item as { format: keyof typeof formats }).format]?.metrics) unmappedFormat = (item as { format: string }).format;
          if (record === undefined) continue;
          const wait = emit(tagged(record));
          written++;
          progress.update(written);
          if (wait) await wait;
        }
      }
      if (run) {
        const status = await run.status;
        // (a tool stopped by the signal benchparse passed on: its end is no news)
        if (status !== 0 && interrupt.signal === undefined) {
          process.stderr.write(`benchparse: ${tool![0]} ${typeof status === "number" ? `exited with status ${status}` : escapeControls(status)}\n`);
          if (typeof status === "string") failed = true;
        }
      }
      for (const whole of wholes.values()) {
        const summary = whole.result();
        if (summary === undefined) continue;
        await emit(tagged(summary));
        written++;
      }
      if (!tool && file !== "-" && values.format === undefined && formatsRead.size > 0 && values.quiet !== true && interrupt.signal === undefined) sayOtherFormats(file, shown, formatsRead);
      if (values.section !== undefined && records === 0 && errors === 0) {
        process.stderr.write(`benchparse: ${shown}: no records of section "${escapeControls(values.section)}"; ${sections.size > 0 ? `its sections: ${escapeControls([...sections].join(", "))}` : "its records have no sections"}\n`);
        failed = true;
      } else if (mode === "csv" && values.section === undefined && sections.size > 1 && values.quiet !== true) {
        process.stderr.write(`benchparse: ${shown}: note: ${sections.size} sections in one CSV table; --section NAME gives one of them (${escapeControls([...sections].slice(0, 6).join(", "))}${sections.size > 6 ? ", ..." : ""})\n`);
      }
      if (metrics && records > 0 && metrics.unmapped - unmappedBefore === records) {
        process.stderr.write(`benchparse: ${shown}: ${unmappedFormat} records have no metric mapping (see the README's Metrics section); none written\n`);
        failed = true;
      }
      if (values.summary && written === 0 && (records > 0 || errors === 0)) {
        process.stderr.write(`benchparse: ${shown}: --summary applies to load-test runs (${namesOfRole("load-test")}) and inputs of ${wholeInputNames()}; this input has none\n`);
        failed = true;
      }
    } catch (err) {
      if (err instanceof ParseError) {
        failed = true;
        reportError(err, values.debug === true);
      } else unreadable(shown, err);
    }
    progress.done();
  }
  if (metrics) {
    out.add(metrics.end());
    for (const f of metrics.files) {
      try {
        writeFileSync(f.path, f.text);
      } catch (err) {
        unreadable(f.path, err);
      }
    }
  }
  else if (csv) {
    clearTimeout(csvTimer);
    out.add(csv.end());
    if (csv.left.size > 0 && values.quiet !== true) {
      const names = [...csv.left].map(([name, n]) => `${escapeControls(name)} (${n})`);
      process.stderr.write(`benchparse: note: CSV: ${names.length} column${names.length > 1 ? "s" : ""} first seen after the header was written (with the first 1000 rows) left out: ${names.slice(0, 6).join(", ")}${names.length > 6 ? ", ..." : ""}; --ndjson has every field\n`);
    }
  } else if (mode === "json") {
    // As before: no output when every input failed, `[]` when there was nothing to print and nothing failed.
    if (opened) out.add(values.pretty ? "\n]\n" : "]\n");
    else if (!failed) out.add("[]\n");
  }
  await out.end();
  // A pipe ends because the tool upstream got the same signal: the signal is already here (its handler ran), but its
  // callback can come after the end of input's, in the event loop's next poll: an immediate runs after this turn's
  // poll, a second one after the next turn's, which takes the signal before the loop could end.
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  if (interrupt.signal !== undefined) {
    if (values.quiet !== true) process.stderr.write(`benchparse: ${interrupt.signal}: stopped; the records read before it are written\n`);
    return 128 + osConstants.signals[interrupt.signal];
  }
  return failed ? 1 : 0;
}

/** A file this size or smaller is searched for other formats' output once parsed (sayOtherFormats): about 0.1 s per 64 KiB. */
const OTHER_FORMATS_BYTES = 256 * 1024;

/**
 * A document can hold several tools' output (a blog post: webbench runs with atsar beside them); parse reads one
 * format. What `extract` finds of the others in a small file is said, with how to get it.
 */
function sayOtherFormats(file: string, shown: string, read: ReadonlySet<string>): void {
  try {
    if (statSync(file).size > OTHER_FORMATS_BYTES) return;
    const others = otherFormats(readFileSync(file, "utf8"), read);
    if (others.length === 0) return;
    const found = others.map((o) => `${o.format} (${o.blocks} block${o.blocks > 1 ? "s" : ""} from line ${o.firstLine})`);
    process.stderr.write(`benchparse: ${shown}: note: read as ${[...read].join(", ")}; it also holds ${found.join(", ")}: \`benchparse extract ${shown}\` reads every format, --format NAME one\n`);
  } catch {
    // a note only: a file that cannot be read again is said elsewhere
  }
}

/**
 * What the word after `--` is: "program" only for a bare name (no `/`, no `\\`) that is a known program's name
 * exactly (`AB` is not `ab`) with no file of that name in the current folder; "file" for such a name when a file of
 * that name is there (an existing file wins: said on stderr); undefined for anything else, which stays a file name.
 * Scripts put `--` before file names (`benchparse -- "$upload"`): a path after it is never run.
 */
function programAfterDashes(word: string | undefined): "program" | "file" | undefined {
  if (word === undefined || /[\\/]/.test(word) || formatsOfProgram(word).length === 0) return undefined;
  try {
    lstatSync(word);
    return "file";
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "ENOENT" ? "program" : "file";
  }
}

/** True when the input (a descriptor or a path) is a pipe or a socket (`tool | benchparse`, `<(tool)`), not a file or a terminal. */
function isPipe(input: number | string): boolean {
  try {
    const stats = typeof input === "number" ? fstatSync(input) : statSync(input);
    return stats.isFIFO() || stats.isSocket();
  } catch {
    return false;
  }
}

/** The record with `source` after its `format` (the input it was read from, when there are several). */
function withSource(record: unknown, source: string): unknown {
  if (typeof record !== "object" || record === null) return record;
  const { format } = record as { format?: unknown };
  return format === undefined ? { source, ...record } : { format, source, ...record };
}

/** fileSummary of a file, read with readSync (one descriptor, rewound for each try). */
function summaryOfFile(file: string, format: string | undefined): unknown {
  const fd = openSync(file, "r");
  try {
    return fileSummary(() => {
      let position = 0;
      return (buffer, at) => {
        const n = readSync(fd, buffer, at, buffer.length - at, position);
        position += n;
        return n;
      };
    }, format);
  } finally {
    closeSync(fd);
  }
}

/** A record of a format summarized as a whole input goes to that summary (undefined: nothing to print now). */
function addToWhole(wholes: Map<string, InputSummary>, record: unknown): undefined {
  const format = (record as { format?: unknown }).format;
  if (typeof format !== "string") return undefined;
  let whole = wholes.get(format);
  if (whole === undefined) {
    whole = startInputSummary(format);
    if (whole === undefined) return undefined;
    wholes.set(format, whole);
  }
  whole.add(record);
  return undefined;
}

declare const __VERSION__: string;
const VERSION = typeof __VERSION__ === "string" ? __VERSION__ : "dev";

/** Set when an input could not be parsed or read: the exit status is 1. */
let failed = false;

// `benchparse ... | head`: a closed pipe ends the output quietly with the status so far, as for other command-line
// tools. Any other write error (a full disk: ENOSPC) is one line on standard error and exit status 1.
process.stdout.on("error", (err: NodeJS.ErrnoException) => {
  if (err.code !== "EPIPE") {
    const reason = err.message.replace(/^[A-Z][A-Z0-9_]*: /, "").replace(/, write$/, "");
    writeSync(2, `benchparse: write error: ${reason}\n`);
    failed = true;
  }
  process.exit(failed ? 1 : 0);
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`benchparse: internal error: ${escapeControls(err instanceof Error ? err.message : String(err))}\n`);
    if (process.argv.includes("--debug") && err instanceof Error) process.stderr.write(`${escapeLines(err.stack ?? "")}\n`);
    process.exitCode = 1;
  },
);
