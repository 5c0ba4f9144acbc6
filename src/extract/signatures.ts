/**
 * What each tool's output looks like line by line, for finding it inside other text. One table per format, keyed by
 * the registry id; an entry whose format is not registered (yet) is simply not used, and a registered format without
 * an entry is still found, paragraph by paragraph, by its own `detect` (see blocks.ts).
 *
 * These tables only find where output starts and ends. Reading it is the format's own parser's job.
 */
import { statisticOf } from "../../grammars/sar/tokens.js";
import type { CommandLine } from "./commands.js";

/** A test on one line; functions also see the next non-blank line (for headers recognised by what follows). */
export type LineTest = RegExp | ((text: string, next: string | undefined) => boolean);

export type BlockRole = "load-test" | "monitor" | "side-output";

export interface BlockSignature {
  format: string;
  /** load-test: ab, webbench (a row of the report); monitor: sar, atsar, top, free, stub_status (its columns). */
  role: BlockRole;
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
  bridge?: { from: LineTest[]; to: LineTest[] };
  /**
   * Where the tool's lines begin inside text joined into one line (a table cell): patterns, no anchors. They are tried
   * at every offset of a line, so a pattern that starts with a repeated class begins with a lookbehind that stops it
   * inside a run (`(?<!-)-+`): otherwise each offset rescans the rest of the run (quadratic on a line of dashes).
   */
  splitBefore?: RegExp[];
  /** Rows start with a clock time and have as many values as the header has columns (sar, atsar). */
  timeTable?: boolean;
  /** The parser also reads the command line shown before the output (webbench takes clients and URL from it). */
  parseWithCommand?: boolean;
  /**
   * Output that is HTML itself (ab -w): in an HTML page, the lines from `start` (or the table holding `marker`) to
   * `end` are given to the parser as they are, not converted to text.
   */
  rawHtml?: { marker: RegExp; start: RegExp; end: RegExp };
}

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

/** A clock time at the start of a row: 24-hour, 12-hour with AM/PM, or a CJK clock (15时24分43秒, 15시 24분 43초). */
export const ROW_TIME = /^(?:\d{1,2}:\d\d:\d\d(?:\s?[AaPp][Mm])?|\d{1,2}[时時]\d\d分\d\d秒|\d{1,2}시 \d\d분 \d\d초)(?=\s|$)/;
/** A value as tables print it: `12`, `-1.5`, `0,00`, `2024M`, `12%`, `1.4G`. */
export const NUMERIC_TOKEN = /^[-+]?\d[\d.,]*(?:[%kKMGTPBb]|Ki|Mi|Gi|Ti)?$/;

export function tokens(text: string): string[] {
  return text.trim().split(/\s+/).filter((t) => t !== "");
}

/** True when at least half of the tokens are numbers. */
export function mostlyNumeric(toks: string[]): boolean {
  if (toks.length === 0) return false;
  return toks.filter((t) => NUMERIC_TOKEN.test(t)).length * 2 >= toks.length;
}

/** A `date` line or a log timestamp standing alone: `Mon Nov 30 15:36:41 UTC 2026`, `2026-11-30T15:25:25+00:00`, epoch. */
const DATE_LINE: LineTest = (t) => {
  const s = t.trim();
  if (/^\d{9,11}(?:\.\d+)?$/.test(s)) return true;
  if (s.length > 64) return false;
  if (/^\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?\S*)?$/.test(s)) return true;
  return /\d{1,2}:\d\d(?::\d\d)?/.test(s) && /(?:\b\d{4}\b|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b|[年月日])/.test(s) && !/[:：]\s*$/.test(s);
};

// ---------------------------------------------------------------------------------------------------------------
// ab (ApacheBench) — FORMATS.md §1

const AB_LABELS = [
  "Server Software", "Server Hostname", "Server Port", "SSL/TLS Protocol", "Server Temp Key", "TLS Server Name",
  "Document Path", "Document Length", "Concurrency Level", "Time taken for tests", "Complete requests",
  "Failed requests", "Write errors", "Broken pipe errors", "Non-2xx responses", "Keep-Alive requests",
  "Keep-Alive aborts", "Total transferred", "Total body sent", "Total POSTed", "Total PUT", "HTML transferred",
  "Requests per second", "Time per request", "Transfer rate", "Number of workers", "Concurrency achieved",
  "Rampup delay", "Number of requests", "Connect", "Processing", "Waiting", "Total",
];
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const AB_LABEL = new RegExp(`^\\s*(?:${AB_LABELS.map(escape).join("|")}):`);
const AB_BANNER = /^\s*This is ApacheBench, Version/;
const AB_BENCHMARKING = /^\s*Benchmarking \S+.*\(be patient\)/;
const AB_RESULTS_START = /^\s*(?:Server Software|Server Hostname|Document Path|Concurrency Level):/;
const AB_USAGE = /^Usage: \S*ab[\w.]* \[options\] \[http/;
const AB_ARG_ERROR = /^\S*ab[\w.]*: (?:wrong number of arguments|invalid URL|Invalid Concurrency|Cannot use concurrency|invalid option|option requires an argument)/;

export const AB: BlockSignature = {
  format: "ab",
  role: "load-test",
  // Progress lines alone (stderr captured apart) and the usage text are ab output too.
  start: [AB_BANNER, AB_BENCHMARKING, AB_RESULTS_START, /^Completed \d+ requests\s*$/, AB_USAGE, AB_ARG_ERROR],
  body: [
    AB_USAGE, AB_ARG_ERROR, /^Options are:/, /^\s+-[A-Za-z] .{5,}/,
    AB_BANNER, AB_BENCHMARKING, AB_LABEL,
    /^\s*Copyright (?:\(c\) )?(?:19|20)\d\d/, /^\s*Licensed to The Apache Software Foundation/,
    /^\s*(?:Completed|Finished) \d+ requests/, /^\s*\.*done\s*$/, /^\s*\.\.interrupted/,
    /^\s*Connn?ection Times \(ms\)/, /^\s*min\s+(?:mean|avg)/, /^\s*Percentage of the requests served/,
    /^\s*\d{1,3}%\s+(?:\d+|<0>)/, /^\s*\(Connect: \d+/, /^\s*[\d.]+ kb\/s (?:sent|total)/,
    /^\s*(?:WARNING|WARING|ERROR): The median/, /^\s+(?:deviation apart|These results)/,
    /^\s*apr_\w+.*\(\d+\)\s*$/, /^\s*Total of \d+ requests completed/, /^\s*Test aborted after \d+ failures/,
    /^\s*(?:Send request timed out|Send request failed|SSL handshake failed|SSL read failed|SSL write failed)/,
    /^\s*(?:WARNING: Response code not 2xx|LOG: |INFO: )/, /^\s*Worker \d+:/, /^\^C/,
  ],
  hardStart: [AB_BANNER],
  runStart: [AB_BANNER, AB_BENCHMARKING, AB_RESULTS_START],
  runEnd: [/^\s*Requests per second:/, /^\s*Percentage of the requests served/, /^\s*Connn?ection Times \(ms\)/],
  bridge: { from: [AB_BENCHMARKING], to: [AB_RESULTS_START, /^\s*Total of \d+ requests/, /^\s*Test aborted/, /^\s*apr_\w+/] },
  rawHtml: { marker: /<th colspan=2[^>]*>Server Software:<\/th>/, start: /This is ApacheBench/, end: /<\/table>/ },
  splitBefore: [
    /This is ApacheBench/, /Copyright \d{4} Adam/, /Copyright \(c\) \d{4}/, /Copyright \d{4} The Apache/, /Licensed to The Apache/,
    /Benchmarking \S+ (?:through \S+ )?\(be patient\)/, /(?:Completed|Finished) \d+ requests/,
    new RegExp(`(?:${AB_LABELS.filter((l) => !["Connect", "Processing", "Waiting", "Total"].includes(l)).map(escape).join("|")}):`),
    /(?:Connect|Processing|Waiting|Total):\s+\d/, /Connn?ection Times \(ms\)/, /min\s+mean\[\+\/-sd\]/, /min\s+avg\s+max/,
    /Percentage of the requests served/, /\d{1,3}%\s+\d+/, /\(Connect: \d+/,
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// webbench — FORMATS.md §2

const WB_BANNER = /^\s*Web[Bb]ench - Simple Web Benchmark/;
const WB_SPEED = /^\s*Speed\s*=\s*-?\d+ pages\/min/;
const WB_HEADER = [/^\s*Benchmarking: [A-Z]+ \S+/, /^\s*Runing info:/, /^\s*\d+ clients?, running \d+ sec/];
/** Runs that stop before the header: usage, option errors. */
const WB_ERRORS = [/^webbench \[option\]\.\.\. URL/, /^webbench: Missing URL!/, /^Error in option --proxy /];

export const WEBBENCH: BlockSignature = {
  format: "webbench",
  role: "load-test",
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
  parseWithCommand: true,
  splitBefore: [
    /Webbench - Simple Web Benchmark/, /Copyright \(c\)\s+Radim/, /Benchmarking: [A-Z]+ /, /Runing info:/,
    /(?<!\d)\d+ clients?, running \d+ sec/, /Speed\s*=\s*-?\d+ pages\/min/, /Requests: \d+ su[sc]+e+d/,
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// free — FORMATS.md §5. Labels are translated (Speicher:, 内存：, 메모리:), so rows are "label: numbers".

const FREE_ROW = /^\s*[^\s\d:：][^:：]{0,20}[:：]\s*-?[\d.,]+[A-Za-z]*(?:\s+-?[\d.,]+[A-Za-z]*)+\s*$/;
const FREE_HEADER: LineTest = (t, next) => /^\s*\S+(?:\s+\S+){2,7}\s*$/.test(t) && !/\d/.test(t) && next !== undefined && FREE_ROW.test(next);

export const FREE: BlockSignature = {
  format: "free",
  role: "monitor",
  start: [FREE_HEADER, /^\s*SwapUse\s+\d/],
  body: [FREE_HEADER, FREE_ROW, /^\s*SwapUse\s+\d/],
  lead: [DATE_LINE],
  splitBefore: [/total\s+used\s+free/, /(?:Mem|Swap|Total|Low|High|Comm):\s+\d/, /-\/\+ buffers(?:\/cache)?:/],
};

// ---------------------------------------------------------------------------------------------------------------
// nginx stub_status — FORMATS.md §6; series are `date` (or `curl -i` heads) and pages in turn.

const STUB_FIRST = /^\s*Active connections:\s*\d+/;
const HTTP_LINE = [/^HTTP\/\d(?:\.\d)? \d{3}/, /^[A-Za-z][\w-]*: \S.*$/];

export const STUB_STATUS: BlockSignature = {
  format: "nginx-stub-status",
  role: "monitor",
  start: [STUB_FIRST],
  body: [
    STUB_FIRST, /^\s*server accepts handled requests/, /^\s*\d+\s+\d+\s+\d+(?:\s+\d+)?\s*$/,
    /^\s*Reading:\s*\d+\s+Writing:\s*\d+\s+Waiting:\s*\d+/, DATE_LINE, ...HTTP_LINE, /^curl: \(\d+\)/, /^\s*<\/?[a-zA-Z!]/,
  ],
  lead: [DATE_LINE, ...HTTP_LINE],
  splitBefore: [/Active connections:/, /server accepts handled requests/, /(?<=requests(?: request_time)?)\s+\d/, /Reading:\s*\d/],
};

// ---------------------------------------------------------------------------------------------------------------
// top — FORMATS.md §4 (procps, BusyBox, FreeBSD, macOS)

const TOP_START = [
  /^top - \d{1,2}:\d\d:\d\d\s+up\b/, /^Mem: \d+K used, \d+K free/, /^last pid:\s+\d+;\s+load averages?:/, /^Processes: \d+ total/,
];

/** procps 2.0 (Linux 2.4): a bare uptime line (` 19:15:16  up 2 days, ...`) over `58 processes: ...`. */
const PROCPS2_START: LineTest = (t, next) => /^ {0,3}\d\d?:\d\d(?::\d\d)?(?:[ap]m)? +up /.test(t) && next !== undefined && /^\s*\d+ processes:/.test(next);

export const TOP: BlockSignature = {
  format: "top",
  role: "monitor",
  start: [...TOP_START, PROCPS2_START],
  body: [
    ...TOP_START, PROCPS2_START, /^\s+\d+k active,/, /^\s*\S[^:]{0,24}:/, /^\s*PID\s/, /^\s*\d+\s+\S+(?:\s+\S+){3,}/, /^\d+ processes:/, /^-{2,}\s*$/, DATE_LINE,
  ],
  lead: [DATE_LINE],
  splitBefore: [
    /top - \d{1,2}:\d\d:\d\d up/, /(?:Tasks|Threads):\s+\d+ total/, /%?Cpu(?:\(s\)|\d+)\s*:/, /(?:[KMGTPE]iB )?Mem\s*:\s+[\d.,]+ total/,
    /(?:[KMGTPE]iB )?Swap:\s+[\d.,]+ total/, /PID\s+USER/,
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// sar (sysstat) — FORMATS.md §3

/** `Linux 6.1.0 (host)  11/30/2026  _x86_64_  (2 CPU)`; Unix sar: `AIX host 2 7 00F93CFF4C00    04/20/20`. */
const SAR_BANNER = /^(?:Linux\s+\S+\s+\([^)\s]+\)\s+\S|(?:AIX|HP-UX|SunOS)\s.*\s(?:\d\d\/\d\d\/\d{2,4}|\d{4}-\d\d-\d\d)\s*$)/;
const TAG_AT_END = /\s_[a-z0-9]+_\s*$/;
const SAR_HEADER: LineTest = (t) => {
  const m = ROW_TIME.exec(t.trim());
  if (!m || TAG_AT_END.test(t)) return false;
  const rest = tokens(t.trim().slice(m[0].length));
  return rest.length >= 2 && !mostlyNumeric(rest) && rest.some((r) => /[%/]|^[A-Z]{2,}/.test(r));
};
const TIME_ROW: LineTest = (t) => {
  const m = ROW_TIME.exec(t.trim());
  return m !== null && tokens(t.trim().slice(m[0].length)).length >= 1;
};
/** `Average:` (and translations, `Summary:`) rows: numbers, or a header of column names (INTR, %user, rxpck/s). */
const LABEL_ROW: LineTest = (t) => {
  const m = /^\s*([^\d\s:：][^:：]{0,24}[:：])\s*(.*)$/.exec(t);
  if (m === null) return false;
  const rest = tokens(m[2]!);
  // sar's own labels (`Summary:`, `Moyenne :`) whatever follows (USB rows end in product names)
  if (statisticOf(m[1]!) !== undefined && rest.length > 0) return true;
  return mostlyNumeric(rest.slice(1)) || (rest.length >= 2 && rest.every((r) => /[%/]|^[A-Z][A-Z0-9-]+$|^[a-z]+$|^_[a-z0-9]+_$/.test(r)) && rest.some((r) => /[%/]|^[A-Z]{2,}/.test(r)));
};

export const SAR: BlockSignature = {
  format: "sar",
  role: "monitor",
  start: [SAR_BANNER, SAR_HEADER],
  body: [SAR_BANNER, TIME_ROW, LABEL_ROW, /LINUX RESTART/, /^System configuration:/],
  hardStart: [SAR_BANNER],
  timeTable: true,
  splitBefore: [/(?:Linux|AIX|HP-UX|SunOS) \S+ \(/, /Average:\s/],
};

// ---------------------------------------------------------------------------------------------------------------
// atsar / atopsar — FORMATS.md §3.8: every report header ends in its tag (`_cpu_`, `_mem_`).

const ATSAR_HEADER: LineTest = (t) => TAG_AT_END.test(t) && (ROW_TIME.test(t.trim()) || !/^\s/.test(t));
/** atopsar's first line: `vm  6.18.44-fc-v782  #1 SMP PREEMPT_DYNAMIC @0  x86_64  2026/11/30`. */
// `#\S.*`, not `#\S+.*`: the two overlap and retry every split of a long word when the date is missing.
const ATOPSAR_HOST = /^\S+\s+\S+\s+#\S.*\s\d{4}\/\d\d\/\d\d\s*$/;
const CONTINUATION_ROW: LineTest = (t) => /^\s+\S/.test(t) && mostlyNumeric(tokens(t));

export const ATSAR: BlockSignature = {
  format: "atsar",
  role: "monitor",
  start: [ATSAR_HEADER, /analysis date: /],
  body: [ATSAR_HEADER, /analysis date: /, TIME_ROW, CONTINUATION_ROW, /logging restarted/, ATOPSAR_HOST],
  lead: [ATOPSAR_HOST],
  timeTable: true,
  splitBefore: [/(?<!-)-+ analysis date: /],
};

// ---------------------------------------------------------------------------------------------------------------
// ab side outputs (-e CSV, -g gnuplot TSV)

export const AB_CSV: BlockSignature = {
  format: "ab-csv",
  role: "side-output",
  start: [/^Percentage served,Time in ms\s*$/],
  body: [/^Percentage served,Time in ms\s*$/, /^\d{1,3},[-+\d.eE]+\s*$/],
};

export const AB_GNUPLOT: BlockSignature = {
  format: "ab-gnuplot",
  role: "side-output",
  start: [/^starttime\tseconds\tctime\tdtime\tttime\twait\s*$/],
  body: [/^starttime\tseconds\t/, /^\w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{3,4}\t\d+/],
};

/** Every signature, most specific first: when two match the same line, the earlier wins. */
export const SIGNATURES: readonly BlockSignature[] = [AB, WEBBENCH, AB_CSV, AB_GNUPLOT, STUB_STATUS, TOP, ATSAR, SAR, FREE];

/** Runs a line test. */
export function testLine(test: LineTest, text: string, next: string | undefined): boolean {
  return typeof test === "function" ? test(text, next) : test.test(text);
}

export function anyLine(tests: readonly LineTest[] | undefined, text: string, next: string | undefined): boolean {
  if (!tests) return false;
  for (const t of tests) if (testLine(t, text, next)) return true;
  return false;
}
