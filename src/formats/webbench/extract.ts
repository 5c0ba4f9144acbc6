/** Finding webbench's output in other text (extract), and its command line. */
import { type ExtractSignature } from "../../kit/line-tests.js";
import { intArgument } from "../../kit/shell.js";
import type { ProgramSpec } from "../../kit/format.js";

/** webbench, as its getopt reads it. */
export const webbenchProgram: ProgramSpec = {
  name: "webbench",
  aliases: ["webbench.exe"],
  // webbench 1.5: "912Vfrt:p:c:?h" and --time --proxy --clients (webbench-plus-post: -o/--post, -d/--header).
  shortWithValue: "tpcod",
  longWithValue: ["time", "proxy", "clients", "post", "header"],
  figures: (o) => ({
    concurrency: intArgument(o.c) ?? intArgument(o.clients),
    durationSeconds: intArgument(o.t) ?? intArgument(o.time),
  }),
};

// webbench — FORMATS.md §2

const WB_BANNER = /^\s*Web[Bb]ench - Simple Web Benchmark/;
const WB_SPEED = /^\s*Speed\s*=\s*-?\d+ pages\/min/;
const WB_HEADER = [/^\s*Benchmarking: [A-Z]+ \S+/, /^\s*Runing info:/, /^\s*\d+ clients?, running \d+ sec/];
/** Runs that stop before the header: usage, option errors. */
const WB_ERRORS = [/^webbench \[option\]\.\.\. URL/, /^webbench: Missing URL!/, /^Error in option --proxy /];

export const webbenchSignature: ExtractSignature = {
  start: [WB_BANNER, ...WB_HEADER, WB_SPEED, /^\s*Request:\s*$/, ...WB_ERRORS],
  body: [
    WB_BANNER, ...WB_HEADER, WB_SPEED, /^\s*Request:\s*$/,
    /^\s*Copyright \(c\)\s+Radim Kolar/, /^\s*Requests: \d+ su[sc]+e+d/, /^\s*Some of our child/,
    /^\s*problems forking worker/, /^\s*fork failed/, /^\s*Connect to server failed/, /^\s*benchcore has run/,
    /^\s*mean time to (?:connect|response)/, /^\s*rqeuest =/, /^(?:GET|HEAD|OPTIONS|TRACE|POST) \S+(?: HTTP\/\d\.\d)?\s*$/,
    /^(?:User-Agent|Host|Pragma|Connection|Content-Type|Content-Length|Accept): /, /^\^C/, ...WB_ERRORS,
    /^\s+-\S*\|\S+\s{2,}\S/, /^\s+--[a-z]+\s{2,}\S/,
    /: is not a valid URL\./,
    /^\s*(?:webbench: Missing URL!|Only HTTP protocol|Invalid URL syntax|Error in option --proxy|URL is too long|pipe failed|open pipe for)/,
  ],
  hardStart: [WB_BANNER],
  runStart: [...WB_HEADER, WB_SPEED, /^\s*Request:\s*$/, ...WB_ERRORS],
  runEnd: [/^\s*Requests: \d+ su[sc]+e+d/],
  splitBefore: [
    /Webbench - Simple Web Benchmark/, /Copyright \(c\)\s+Radim/, /Benchmarking: [A-Z]+ /, /Runing info:/,
    /(?<!\d)\d+ clients?, running \d+ sec/, /Speed\s*=\s*-?\d+ pages\/min/, /Requests: \d+ su[sc]+e+d/,
  ],
};
