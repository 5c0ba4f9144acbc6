import { charBefore, gluedStarts } from "../../normalize/glued-starts.js";

/**
 * What wrk's lines look like (src/wrk.c's printf formats), written once for detection, extract and the stream
 * cutter. Leading blanks are allowed everywhere: pasted copies lose or gain indentation.
 */

/** `Running 10s test @ http://127.0.0.1:8080/` */
export const RUNNING = /^\s*Running \d+[smh]? test @ \S/;
/** `  2 threads and 10 connections` */
export const THREADS = /^\s*\d+ threads and \d+ connections\s*$/;
/** `  Thread Stats   Avg      Stdev     Max   +/- Stdev` */
export const STATS_HEADER = /^\s*Thread Stats\s+Avg\s+Stdev\s+Max\s+\+\/- Stdev\s*$/;
/** `    Latency   635.91us    0.89ms  12.54ms   93.14%`, `    Req/Sec     9.01k   532.21    10.03k    72.00%` */
export const STAT_ROW = /^\s*(?:Latency|Req\/Sec)\s+(?:-?(?:nan|inf)[a-zA-Z]{0,2}|\d+(?:\.\d+)?[a-zA-Z]{0,2})\s/;
/** `  Latency Distribution` */
export const DISTRIBUTION = /^\s*Latency Distribution\s*$/;
/** `     50%  436.00us` */
export const PERCENTILE_ROW = /^\s*\d{2}% +\d+(?:\.\d+)?[a-z]{0,2}\s*$/;
/** `  179543 requests in 10.01s, 25.86MB read` */
export const TOTALS = /^\s*\d+ requests in \d+(?:\.\d+)?[a-z]{0,2}, \d+(?:\.\d+)?[KMGTP]?B read/;
/** `  Socket errors: connect 0, read 12, write 0, timeout 3` */
export const SOCKET_ERRORS = /^\s*Socket errors: connect -?\d+, read -?\d+, write -?\d+, timeout -?\d+/;
/** `  Non-2xx or 3xx responses: 17` */
export const NON_2XX = /^\s*Non-2xx or 3xx responses: -?\d+/;
/** `Requests/sec:  17937.35` (`%9.2Lf`: two decimals; oha's and hey's `Requests/sec:\t3364.7592` have four and are not wrk's) */
export const REQUESTS_PER_SEC = /^\s*Requests\/sec:\s+(?:\d+(?:\.\d\d?)?|-?nan|-?inf)\s*$/;
/** `Transfer/sec:      2.58MB` */
export const TRANSFER_PER_SEC = /^\s*Transfer\/sec:\s+(?:\d+(?:\.\d+)?|-?nan|-?inf)[KMGTP]?B\s*$/;
/** `wrk 4.1.0 [epoll] Copyright (C) 2012 Will Glozer` (-v) */
export const VERSION = /^\s*wrk \S+ \[[a-z]+\] Copyright \(C\) 2012 Will Glozer/;
/** `Usage: wrk <options> <url>` */
export const USAGE = /^\s*Usage: wrk <options> <url>/;
/** The usage text's other lines. */
export const USAGE_BODY = [/^\s*Options:\s*$/, /^\s+-\w, --\w+\s/, /^\s+--(?:latency|timeout)\s/, /^\s*(?:Numeric|Time) arguments may include/];
/** wrk's fatal messages (stderr). */
export const MESSAGE = /^\s*(?:unable to connect to \S+:\S+ |unable to resolve \S+:\S+ |unable to create thread \d+: |invalid URL: |number of connections must be >= threads)/;

// wrk2 (giltene/wrk2 src/wrk.c, src/hdr_histogram.c hdr_percentiles_print)
/** `  Thread calibration: mean lat.: 1.464ms, rate sampling interval: 10ms` (older wrk2: `9747 usec`, `21 msec`) */
export const CALIBRATION = /^\s*Thread calibration: mean lat\.: \d+(?:\.\d+)?(?:ms| usec), rate sampling interval: \d+(?:ms| msec)\s*$/;
/** `  Latency Distribution (HdrHistogram - Recorded Latency)`, `... - Uncorrected Latency (measured ...))` */
export const HDR_TITLE = /^\s*Latency Distribution \(HdrHistogram - (?:Recorded|Uncorrected) Latency/;
/** ` 50.000%    1.37ms`, `100.000%   12.93ms` (`%7.3Lf%%`) */
export const HDR_PERCENTILE_ROW = /^\s*\d{1,3}\.\d{3}% +\d+(?:\.\d+)?[a-z]{0,2}\s*$/;
/** `  Detailed Percentile spectrum:` */
export const SPECTRUM_TITLE = /^\s*Detailed Percentile spectrum:\s*$/;
/** `       Value   Percentile   TotalCount 1/(1-Percentile)` */
export const SPECTRUM_HEADER = /^\s*Value +Percentile +TotalCount +1\/\(1-Percentile\)\s*$/;
/** `       0.067     0.000000            1         1.00` (`%12.3f %12f %12d %12.2f`; the last row's `inf`) */
export const SPECTRUM_ROW = /^\s*\d+\.\d{3} +[01]\.\d{6} +\d+ +(?:\d+\.\d{2}|inf)\s*$/;
/** `#[Mean    =        1.441, StdDeviation   =        0.706]`, `#[Max ...`, `#[Buckets ...` */
export const HDR_FOOTER = /^\s*#\[(?:Mean|Max|Buckets) +=/;
/** The `----------------------------------------------------------` after each histogram. */
export const HDR_RULE = /^\s*-{10,}\s*$/;
/** wrk2's lines (with RUN_LINES' in a wrk2 run). */
export const WRK2_LINES = [CALIBRATION, HDR_TITLE, HDR_PERCENTILE_ROW, SPECTRUM_TITLE, SPECTRUM_HEADER, SPECTRUM_ROW, HDR_FOOTER, HDR_RULE];

/** The lines wrk prints for every run, in order. */
export const RUN_LINES = [RUNNING, THREADS, STATS_HEADER, STAT_ROW, DISTRIBUTION, PERCENTILE_ROW, TOTALS, SOCKET_ERRORS, NON_2XX, REQUESTS_PER_SEC, TRANSFER_PER_SEC];

/**
 * Where one of wrk's lines starts inside another line: a copy that lost its line ends, or a fork's message printed
 * without one (wrk-mp: `Rate is disabled, latency is not corrected  Thread Stats   Avg ...`). Its labels, each with
 * what follows it in wrk's format.
 */
const GLUED = /Running \d+[smh]? test @ |Thread Stats +Avg|(?:Latency|Req\/Sec) +(?:\d|-?nan|-?inf)|Latency Distribution|Socket errors: connect|Non-2xx or 3xx responses:|Requests\/sec: |Transfer\/sec: /g;
/** The lines that start with a count, found by the words after it (a pattern that starts with `\d+` is tried at every digit). */
const COUNTED = / (?:threads and \d+ connections|requests in \d)/g;

/**
 * The offsets where wrk's lines start glued to the end of another line (see GLUED), in the text's order: where the
 * grammar reads a line of its own (runGrammarCut). A Thread Stats row only after the header or the row before it
 * (`+/- Stdev`, `93.14%`): a Lua script's output may say `Latency 5ms`; a count's line (`2 threads and ...`, `179543
 * requests in ...`) only after something else than a digit.
 *
 * @example
 * gluedCuts("Rate is disabled, latency is not corrected  Thread Stats   Avg  Stdev  Max  +/- Stdev\n") //=> [44]
 */
export function gluedCuts(text: string): number[] {
  const cuts = gluedStarts(text, GLUED, (match, before) => !(match.startsWith("Latency ") || match.startsWith("Req/Sec")) || before === 118 || before === 37);
  COUNTED.lastIndex = 0;
  let counted = false;
  for (let m = COUNTED.exec(text); m !== null; m = COUNTED.exec(text)) {
    let at = m.index;
    while (at > 0 && text.charCodeAt(at - 1) >= 48 && text.charCodeAt(at - 1) <= 57) at--;
    if (at === m.index) continue;
    const before = charBefore(text, at);
    if (before !== -1 && (before < 48 || before > 57)) {
      cuts.push(at);
      counted = true;
    }
  }
  return counted ? cuts.sort((a, b) => a - b) : cuts;
}
