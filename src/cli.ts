#!/usr/bin/env node
/**
 * benchparse [options] [FILE...]: thin command-line front end. Everything it does goes through the public API.
 * Exit codes: 0 ok, 1 a file could not be parsed, 2 usage error.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { formats, formatNames, isLoadTestRecord, ParseError, safeParse, summarize } from "./index.js";

const HELP = `Usage: benchparse [options] [FILE...]

Reads tool output from each FILE (or standard input), detects the format and prints the records as JSON.

Options:
  -f, --format NAME   force a format instead of detecting it (see --list)
  -l, --list          list the formats and exit
  -p, --pretty        indent the JSON
      --ndjson        one record per line (newline-delimited JSON)
  -r, --raw           print the values as the tool printed them (strings), not normalized
  -s, --summary       print ab and webbench runs as one comparison row each (target, concurrency,
                      requests/s, successful, failed, bytes/s, latency percentiles)
      --unit UNIT     free: the unit free printed in (b, k, m, g, tebi, pebi, kilo, mega, giga,
                      tera, peta, or KiB, MiB, kB, ...); free prints no unit marker. Default KiB
      --si            free: -h output was printed with --si (1000-based)
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

Exit status: 0 when every input was parsed, 1 when one could not be, 2 on a usage error.`;

type Values = {
  format?: string;
  list?: boolean;
  pretty?: boolean;
  ndjson?: boolean;
  raw?: boolean;
  summary?: boolean;
  unit?: string;
  si?: boolean;
  "zone-offset"?: string[];
  debug?: boolean;
  help?: boolean;
  version?: boolean;
};

function main(argv: string[]): number {
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
        raw: { type: "boolean", short: "r" },
        summary: { type: "boolean", short: "s" },
        unit: { type: "string" },
        si: { type: "boolean" },
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
    process.stdout.write(`${HELP}\n`);
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
  if (values.pretty && values.ndjson) {
    process.stderr.write("benchparse: --pretty and --ndjson cannot be used together\n");
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
  for (const file of inputs) {
    const source = file === "-" ? "<stdin>" : file;
    let text: string;
    try {
      text = readFileSync(file === "-" ? 0 : file, "utf8");
    } catch (err) {
      process.stderr.write(`benchparse: ${source}: ${(err as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (err as Error).message}\n`);
      failed = true;
      continue;
    }
    const result = safeParse(text, { ...options, source });
    if (result.success && values.summary) {
      const runs = result.data.filter(isLoadTestRecord);
      if (runs.length === 0) {
        process.stderr.write(`benchparse: ${source}: --summary applies to ab and webbench runs; this input has none\n`);
        failed = true;
      }
      out.push(...runs.map(summarize));
    } else if (result.success) out.push(...result.data);
    else {
      failed = true;
      reportError(result.error, values.debug === true);
    }
  }
  if (values.ndjson) {
    for (const record of out) process.stdout.write(`${JSON.stringify(record)}\n`);
  } else if (!failed || out.length > 0) {
    process.stdout.write(`${JSON.stringify(out, null, values.pretty ? 2 : undefined)}\n`);
  }
  return failed ? 1 : 0;
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

process.exitCode = main(process.argv.slice(2));
