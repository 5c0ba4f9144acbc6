/**
 * `benchparse report [--label L] [--format markdown|csv|json|html] FILE...`: the comparison table of the load tests
 * found in the files (one row per target and concurrency, with CPU and memory from the monitoring output captured
 * with each run).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { escapeControls } from "../kit/errors.js";
import { extract, namesOfRole } from "../index.js";
import { buildReport, report, REPORT_FORMATS, type LabelledInput, type ReportFormat, type ReportInput } from "../index.js";
import { resultsReport, runsOfResults } from "../run/report.js";
import type { RunResult } from "../run/run.js";
import type { Command } from "./command.js";

const HELP = `Usage: benchparse report [options] FILE...

Builds the comparison table of the load tests (${namesOfRole("load-test")}) found in the FILEs: one row per target
and concurrency with requests/s, successful and failed requests, failure rate, latency percentiles, and the CPU
user % and memory used from the monitors' output (${namesOfRole("monitor")}) captured with each run. Reads standard input when
FILE is - or absent. What \`benchparse run\` wrote (a campaign's results, a run's JSON or NDJSON) makes the table of its
runs by server (its "server" label) and concurrency, CPU and memory from each run's window, and the HTML page adds
a time line of the run at the highest concurrency with its monitors.

Options:
  -f, --format F        markdown (default), csv, json or html (a self-contained page with charts)
  -l, --label L         name the target(s) of the FILEs that follow (repeat per file:
                        --label apache a.txt --label nginx b.txt); TARGET=NAME renames one target
                        (e.g. --label 127.0.0.1:8080/=nginx)
  -o, --output FILE     write the report to FILE instead of standard output
  -t, --title TITLE     title of the HTML page
  -q, --quiet           do not print extract's warnings
  -h, --help            show this help

Targets are labelled host[:port]/path from the URL unless labelled. Exit status: 0 when a table was made,
1 when a file could not be read or no load-test run was found, 2 on a usage error.`;

export const reportCommand: Command = {
  summary: "comparison table of a load-test campaign (Markdown, CSV, JSON, HTML with charts)",
  run(argv) {
    let parsed: ReturnType<typeof parse>;
    try {
      parsed = parse(argv);
    } catch (err) {
      process.stderr.write(`benchparse report: ${escapeControls((err as Error).message)}\nTry 'benchparse report --help'.\n`);
      return 2;
    }
    if (parsed.help) {
      process.stdout.write(`${HELP}\n`);
      return 0;
    }
    if (!(REPORT_FORMATS as readonly string[]).includes(parsed.format)) {
      process.stderr.write(`benchparse report: unknown format "${escapeControls(parsed.format)}"; use one of ${REPORT_FORMATS.join(", ")}\n`);
      return 2;
    }
    const inputs: (ReportInput | LabelledInput)[] = [];
    /** what `benchparse run` wrote (a campaign's results, a run): its runs, with their monitors' windows */
    const runs: RunResult[] = [];
    let failed = false;
    for (const { file, label } of parsed.files.length ? parsed.files : [{ file: "-", label: parsed.trailingLabel }]) {
      const source = file === "-" ? "<stdin>" : file;
      let text: string;
      try {
        text = readFileSync(file === "-" ? 0 : file, "utf8");
      } catch (err) {
        process.stderr.write(`benchparse report: ${escapeControls(source)}: ${(err as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : escapeControls((err as Error).message)}\n`);
        failed = true;
        continue;
      }
      const ran = runsOfResults(text);
      if (ran !== undefined) {
        runs.push(...ran);
        continue;
      }
      const result = extract(text, { source });
      if (!parsed.quiet) for (const w of result.warnings) process.stderr.write(`${escapeControls(source)}:${w.line}: ${escapeControls(w.message)}\n`);
      inputs.push(label !== undefined ? { label, input: result } : result);
    }
    if (runs.length > 0) {
      if (inputs.length > 0) process.stderr.write("benchparse report: note: the files written by `benchparse run` make the report; the others are left out\n");
      const out = resultsReport(runs, parsed.format as ReportFormat, parsed.title);
      if (parsed.output !== undefined) writeFileSync(parsed.output, out);
      else process.stdout.write(out);
      return failed ? 1 : 0;
    }
    const options = { format: parsed.format as ReportFormat, ...(parsed.renames ? { label: parsed.renames } : {}), ...(parsed.title ? { title: parsed.title } : {}) };
    if (buildReport(inputs, options).rows.length === 0) {
      process.stderr.write("benchparse report: no ab or webbench run found\n");
      return 1;
    }
    const out = report(inputs, options);
    if (parsed.output !== undefined) writeFileSync(parsed.output, out);
    else process.stdout.write(out);
    return failed ? 1 : 0;
  },
};

interface ParsedArgs {
  help: boolean;
  quiet: boolean;
  format: string;
  output?: string;
  title?: string;
  /** Each file with the plain --label given before it. */
  files: { file: string; label?: string }[];
  /** A plain --label given after the last file: it names every file when none was named. */
  trailingLabel?: string;
  /** TARGET=NAME labels. */
  renames?: Record<string, string>;
}

function parse(argv: string[]): ParsedArgs {
  const { tokens } = parseArgs({
    args: argv,
    allowPositionals: true,
    tokens: true,
    options: {
      format: { type: "string", short: "f" },
      label: { type: "string", short: "l", multiple: true },
      output: { type: "string", short: "o" },
      title: { type: "string", short: "t" },
      quiet: { type: "boolean", short: "q" },
      help: { type: "boolean", short: "h" },
    },
  });
  const out: ParsedArgs = { help: false, quiet: false, format: "markdown", files: [] };
  let label: string | undefined;
  let lastPlain: string | undefined;
  for (const t of tokens) {
    if (t.kind === "positional") out.files.push(label !== undefined ? { file: t.value, label } : { file: t.value });
    if (t.kind !== "option") continue;
    const v = t.value;
    switch (t.name) {
      case "help":
        out.help = true;
        break;
      case "quiet":
        out.quiet = true;
        break;
      case "format":
        out.format = v ?? "";
        break;
      case "output":
        if (v !== undefined) out.output = v;
        break;
      case "title":
        if (v !== undefined) out.title = v;
        break;
      case "label": {
        const value = v ?? "";
        const eq = value.lastIndexOf("=");
        if (eq > 0 && !/\s/.test(value.slice(0, eq))) {
          out.renames ??= Object.create(null) as Record<string, string>;
          out.renames[value.slice(0, eq)] = value.slice(eq + 1);
        } else {
          label = value;
          lastPlain = value;
        }
        break;
      }
    }
  }
  if (lastPlain !== undefined && out.files.every((f) => f.label === undefined)) {
    out.files = out.files.map((f) => ({ ...f, label: lastPlain }));
    out.trailingLabel = lastPlain;
  }
  return out;
}
