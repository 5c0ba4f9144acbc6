/**
 * `benchparse extract FILE...`: every block of tool output found in each file, as JSON; warnings (what could not be
 * read, and where) on standard error as FILE:LINE: message.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { escapeControls } from "../kit/errors.js";
import { extract, formatNames, type ExtractedBlock } from "../index.js";
import type { Command } from "./command.js";

const HELP = `Usage: benchparse extract [options] FILE...

Finds every block of tool output (${formatNames.join(", ")}) in each FILE (a terminal transcript, a blog post saved as text, Markdown or HTML, a CI log with timestamps) and prints the blocks as JSON:
format, line range, records, the command line that produced it, and for monitoring output the load test it was
captured during. Reads standard input when FILE is - or absent.

Options:
  -p, --pretty          indent the JSON
      --ndjson          one block per line
      --formats LIST    only look for these formats (comma-separated registry ids)
  -h, --help            show this help

Warnings (output that could not be read, commands without output) go to standard error as FILE:LINE: message.
Exit status: 0 when every file was read, 1 when a file could not be read or holds no block, 2 on a usage error.`;

export const extractCommand: Command = {
  summary: "find every block of tool output in documents (transcripts, blog posts, HTML, CI logs)",
  run(argv) {
    let values: { pretty?: boolean; ndjson?: boolean; formats?: string; help?: boolean };
    let files: string[];
    try {
      const parsed = parseArgs({
        args: argv,
        allowPositionals: true,
        options: {
          pretty: { type: "boolean", short: "p" },
          ndjson: { type: "boolean" },
          formats: { type: "string" },
          help: { type: "boolean", short: "h" },
        },
      });
      values = parsed.values;
      files = parsed.positionals;
    } catch (err) {
      process.stderr.write(`benchparse extract: ${escapeControls((err as Error).message)}\nTry 'benchparse extract --help'.\n`);
      return 2;
    }
    if (values.help) {
      process.stdout.write(`${HELP}\n`);
      return 0;
    }
    if (values.pretty && values.ndjson) {
      process.stderr.write("benchparse extract: --pretty and --ndjson cannot be used together\n");
      return 2;
    }
    const formats = values.formats?.split(",").map((f) => f.trim()).filter((f) => f !== "");
    const unknown = formats?.filter((f) => !(formatNames as string[]).includes(f)) ?? [];
    if (unknown.length > 0 || formats?.length === 0) {
      process.stderr.write(`benchparse extract: --formats: ${unknown.length > 0 ? `unknown format${unknown.length > 1 ? "s" : ""} ${unknown.map((f) => `"${escapeControls(f)}"`).join(", ")}` : "no format given"}; known formats: ${formatNames.join(", ")}\n`);
      return 2;
    }
    const blocks: ExtractedBlock[] = [];
    let failed = false;
    for (const file of files.length ? files : ["-"]) {
      const source = file === "-" ? "<stdin>" : file;
      let text: string;
      try {
        text = readFileSync(file === "-" ? 0 : file, "utf8");
      } catch (err) {
        process.stderr.write(`benchparse extract: ${escapeControls(source)}: ${(err as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : escapeControls((err as Error).message)}\n`);
        failed = true;
        continue;
      }
      const result = extract(text, { source, ...(formats ? { formats } : {}) });
      for (const w of result.warnings) process.stderr.write(`${escapeControls(source)}:${w.line}: ${escapeControls(w.message)}\n`);
      if (result.blocks.length === 0) {
        process.stderr.write(`${escapeControls(source)}: no tool output found\n`);
        failed = true;
      }
      blocks.push(...result.blocks);
    }
    if (values.ndjson) for (const b of blocks) process.stdout.write(`${JSON.stringify(b)}\n`);
    else process.stdout.write(`${JSON.stringify(blocks, null, values.pretty ? 2 : undefined)}\n`);
    return failed ? 1 : 0;
  },
};
