#!/usr/bin/env node
/**
 * benchparse [options] [FILE...]: thin command-line front end. Everything it does goes through the public API.
 * Exit codes: 0 ok, 1 a file could not be parsed, 2 usage error.
 */
import { createReadStream, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { commands } from "./commands/index.js";
import { csvRows, flatten, toCsv } from "./api/csv.js";
import { formats, formatNames, isLoadTestRecord, ParseError, parsePartial, parseStream, summarize, type StreamErrorItem } from "./index.js";

const HELP = () => `Usage: benchparse [options] [FILE...]
       benchparse COMMAND [options] [ARG...]     (benchparse COMMAND --help)

Reads tool output from each FILE (or standard input), detects the format and prints the records as JSON.

Options:
  -f, --format NAME   force a format instead of detecting it (see --list)
  -l, --list          list the formats and exit
  -p, --pretty        indent the JSON
      --ndjson        one record per line (newline-delimited JSON), written as the input is read:
                      long logs (top -b, sar, stub_status series, ab -g) stream with bounded memory
  -q, --quiet         no progress line on a terminal for large inputs
      --csv           CSV (RFC 4180) with a header row: one row per record (sar rows, frames, samples,
                      free blocks), or per percentile for ab runs; nested fields get dotted names
  -r, --raw           print the values as the tool printed them (strings), not normalized
  -s, --summary       print ab and webbench runs as one comparison row each (target, concurrency,
                      requests/s, successful, failed, bytes/s, latency percentiles)
      --unit UNIT     free: the unit free printed in (b, k, m, g, tebi, pebi, kilo, mega, giga,
                      tera, peta, or KiB, MiB, kB, ...); free prints no unit marker. Default KiB
      --si            free: -h output was printed with --si (1000-based)
      --date-order MDY|DMY|YMD
                      sar: how to read a header date whose day/month order is ambiguous
      --zone-offset Z=OFFSET
                      nginx-stub-status: resolve a time zone abbreviation in date lines,
                      e.g. --zone-offset CST=+08:00 (repeatable)
      --debug         show the stack trace of an unexpected error
  -h, --help          show this help
  -V, --version       show the version

Examples:
  benchparse samples/ab/ab-plain-n1000-c10.txt
  ab -n 1000 -c 10 http://127.0.0.1/ 2>&1 | benchparse --pretty
  benchparse --format ab-gnuplot --ndjson results.tsv
  benchparse --raw --pretty run.txt
  benchparse --summary --pretty ab-*.txt webbench-*.txt
  free -m | benchparse --unit m

Commands:
${Object.entries(commands)
  .map(([name, c]) => `  ${name.padEnd(18)}${c.summary}`)
  .join("\n") || "  (none)"}

Exit status: 0 when every input was parsed, 1 when one could not be, 2 on a usage error.`;

type Values = {
  format?: string;
  list?: boolean;
  pretty?: boolean;
  ndjson?: boolean;
  csv?: boolean;
  quiet?: boolean;
  raw?: boolean;
  summary?: boolean;
  unit?: string;
  si?: boolean;
  "date-order"?: string;
  "zone-offset"?: string[];
  debug?: boolean;
  help?: boolean;
  version?: boolean;
};

async function main(argv: string[]): Promise<number> {
  const command = argv[0] !== undefined ? commands[argv[0]] : undefined;
  if (command) return command.run(argv.slice(1));
  let values: Values;
  let files: string[];
  try {
    const parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: "string", short: "f" },
        list: { type: "boolean", short: "l" },
        pretty: { type: "boolean", short: "p" },
        ndjson: { type: "boolean" },
        csv: { type: "boolean" },
        quiet: { type: "boolean", short: "q" },
        raw: { type: "boolean", short: "r" },
        summary: { type: "boolean", short: "s" },
        unit: { type: "string" },
        si: { type: "boolean" },
        "date-order": { type: "string" },
        "zone-offset": { type: "string", multiple: true },
        debug: { type: "boolean" },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean", short: "V" },
      },
    });
    values = parsed.values as Values;
    files = parsed.positionals;
  } catch (err) {
    process.stderr.write(`benchparse: ${(err as Error).message}\nTry 'benchparse --help'.\n`);
    return 2;
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
    process.stderr.write(`benchparse: unknown format "${values.format}"; known formats: ${formatNames.join(", ")}\n`);
    return 2;
  }
  if ([values.pretty, values.ndjson, values.csv].filter(Boolean).length > 1) {
    process.stderr.write("benchparse: choose one of --pretty, --ndjson and --csv\n");
    return 2;
  }
  if (values.summary && values.raw) {
    process.stderr.write("benchparse: --summary and --raw cannot be used together\n");
    return 2;
  }
  const options: Record<string, unknown> = {};
  if (values.format) options.format = values.format;
  if (values.raw) options.raw = true;
  if (values.unit !== undefined) options.unit = values.unit;
  if (values.si) options.si = true;
  if (values["date-order"] !== undefined) {
    const order = values["date-order"].toUpperCase();
    if (!["MDY", "DMY", "YMD"].includes(order)) {
      process.stderr.write(`benchparse: --date-order takes MDY, DMY or YMD, got "${values["date-order"]}"\n`);
      return 2;
    }
    options.dateOrder = order;
  }
  if (values["zone-offset"]) {
    const zoneOffsets: Record<string, string> = Object.create(null);
    for (const spec of values["zone-offset"]) {
      const m = /^([A-Za-z][A-Za-z0-9+-]*)=([+-]\d\d:?\d\d|Z)$/.exec(spec);
      if (!m) {
        process.stderr.write(`benchparse: --zone-offset takes NAME=+HH:MM, got "${spec}"\n`);
        return 2;
      }
      zoneOffsets[m[1]!] = m[2]!;
    }
    options.zoneOffsets = zoneOffsets;
  }

  const inputs = files.length > 0 ? files : ["-"];
  const out: unknown[] = [];
  let failed = false;
  const unreadable = (source: string, err: unknown): void => {
    process.stderr.write(`benchparse: ${source}: ${(err as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (err as Error).message}\n`);
    failed = true;
  };
  const loadTestsOnly = (records: unknown[], source: string): unknown[] => {
    const runs = records.filter(isLoadTestRecord);
    if (runs.length === 0) {
      process.stderr.write(`benchparse: ${source}: --summary applies to ab and webbench runs; this input has none\n`);
      failed = true;
    }
    return runs.map(summarize);
  };

  for (const file of inputs) {
    const source = file === "-" ? "<stdin>" : file;
    if (values.ndjson) {
      // NDJSON is streamed: records are written as each piece of the input is parsed, memory stays bounded.
      const input = file === "-" ? process.stdin : createReadStream(file);
      const progress = new Progress(source, values.quiet !== true && process.stderr.isTTY === true);
      let records = 0;
      try {
        for await (const item of parseStream(progress.count(input), { ...options, source, continueOnError: true })) {
          if ((item as { ok?: unknown }).ok === false) {
            failed = true;
            reportError((item as StreamErrorItem).error, values.debug === true);
            continue;
          }
          const lines = values.summary ? (isLoadTestRecord(item) ? [summarize(item)] : []) : [item];
          for (const line of lines) process.stdout.write(`${JSON.stringify(line)}\n`);
          records += lines.length;
          progress.update(records);
        }
        if (values.summary && records === 0) loadTestsOnly([], source);
      } catch (err) {
        if (err instanceof ParseError) {
          failed = true;
          reportError(err, values.debug === true);
        } else unreadable(source, err);
      }
      progress.done();
      continue;
    }
    let text: string;
    try {
      text = readFileSync(file === "-" ? 0 : file, "utf8");
    } catch (err) {
      unreadable(source, err);
      continue;
    }
    // A damaged part costs only that part: the good records are printed, each bad part is reported.
    const { records, errors } = parsePartial(text, { ...options, source });
    for (const error of errors) reportError(error, values.debug === true);
    if (errors.length > 0) failed = true;
    if (records.length > 0 || errors.length === 0) out.push(...(values.summary ? loadTestsOnly(records, source) : records));
  }
  if (values.csv) {
    // Summaries and raw records are one row each; normalized records may have a row shape of their own (csvRows).
    const rows = values.summary || values.raw ? out.map((r) => flatten(r as Record<string, unknown>)) : csvRows(out);
    if (rows.length > 0) process.stdout.write(toCsv(rows));
  } else if (!values.ndjson && (!failed || out.length > 0)) {
    process.stdout.write(`${JSON.stringify(out, null, values.pretty ? 2 : undefined)}\n`);
  }
  return failed ? 1 : 0;
}

/** A progress line on standard error (a terminal only) for inputs over a few MB: bytes read, records out, rate. */
class Progress {
  private bytes = 0;
  private records = 0;
  private readonly started = Date.now();
  private last = 0;
  private shown = false;
  constructor(
    private readonly source: string,
    private readonly enabled: boolean,
  ) {}

  async *count(input: AsyncIterable<string | Uint8Array>): AsyncGenerator<string | Uint8Array> {
    for await (const chunk of input) {
      this.bytes += typeof chunk === "string" ? chunk.length : chunk.byteLength;
      yield chunk;
    }
  }

  update(records: number): void {
    this.records = records;
    const now = Date.now();
    if (!this.enabled || this.bytes < 4 * 1024 * 1024 || now - this.last < 500) return;
    this.last = now;
    this.shown = true;
    const seconds = Math.max(0.001, (now - this.started) / 1000);
    process.stderr.write(`\r${this.source}: ${(this.bytes / 1048576).toFixed(1)} MiB read, ${this.records} records, ${Math.round(this.records / seconds)} records/s `);
  }

  done(): void {
    if (this.shown) process.stderr.write("\n");
  }
}

function reportError(err: ParseError, debug: boolean): void {
  const where = `${err.source ?? "<input>"}:${err.line}:${err.column}`;
  process.stderr.write(`${where}: ${err.format}: ${err.reason}\n`);
  if (err.excerpt) process.stderr.write(`${err.excerpt.replace(/^/gm, "  ")}\n`);
  const cause = (err as { cause?: unknown }).cause;
  if (debug && cause instanceof Error && cause.stack) process.stderr.write(`${cause.stack}\n`);
  else if (debug && err.stack) process.stderr.write(`${err.stack}\n`);
}

declare const __VERSION__: string;
const VERSION = typeof __VERSION__ === "string" ? __VERSION__ : "dev";

// `benchparse ... | head`: a closed pipe ends the output quietly, as for other command-line tools.
process.stdout.on("error", (err: NodeJS.ErrnoException) => {
  if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw err;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`benchparse: internal error: ${err instanceof Error ? err.message : String(err)}\n`);
    if (process.argv.includes("--debug") && err instanceof Error) process.stderr.write(`${err.stack}\n`);
    process.exitCode = 1;
  },
);
