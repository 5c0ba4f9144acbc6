import { gluedStarts } from "../../normalize/glued-starts.js";

/**
 * What `vegeta report` lines look like (lib/reporters.go), written once for detection, extract and the stream cutter.
 * Go's tabwriter pads the columns, so the blanks between them vary with the values; leading blanks are allowed.
 */

/** `Requests      [total, rate, throughput]         3000, 100.03, 99.98` (`[total, rate]` before v12.6.0) */
export const REQUESTS = /^\s*Requests\s+\[total, rate(?:, throughput)?\]\s+\d+, /;
/** `Duration      [total, attack, wait]             30.006s, 29.99s, 15.221ms` */
export const DURATION = /^\s*Duration\s+\[total, attack, wait\]\s+\S/;
/** `Latencies     [min, mean, 50, 90, 95, 99, max]  ...` (`[mean, 50, 95, 99, max]` before v12.8.0) */
export const LATENCIES = /^\s*Latencies\s+\[(?:min, )?mean, 50, (?:90, )?95, 99, max\]\s+\S/;
/** `Bytes In      [total, mean]                     1836000, 612.00`, `Bytes Out ...` */
export const BYTES = /^\s*Bytes (?:In|Out)\s+\[total, mean\]\s+\d/;
/** `Success       [ratio]                           99.90%` */
export const SUCCESS = /^\s*Success\s+\[ratio\]\s+(?:\d+\.\d+|NaN)%/;
/** `Status Codes  [code:count]                      0:3  200:2997  ` */
export const STATUS_CODES = /^\s*Status Codes\s+\[code:count\]/;
/** `Error Set:` */
export const ERROR_SET = /^\s*Error Set:\s*$/;
/** `Bucket           #     %       Histogram` */
export const HISTOGRAM_HEADER = /^\s*Bucket\s+#\s+%\s+Histogram\s*$/;
/** `[0s,     2ms]    1234  41.13%  ####` */
export const BUCKET = /^\s*\[[^\s,\]]+,\s+[^\s\]]+\]\s+\d+\s+\d+\.\d+%\s*(?:#+\s*)?$/;

/**
 * The usual lines of an Error Set (Go's net/http errors: `Get "http://h/": dial tcp ...: connection refused`,
 * `Post https://h/: EOF`, `net/http: request canceled ...`, a status line `403 Forbidden`): for extract, which cannot
 * know what follows `Error Set:` in a document; the parser takes any line there.
 */
export const ERROR_LINE = /^\s*(?:(?:Get|Post|Put|Patch|Delete|Head|Options|Connect|Trace) "?[a-z][a-z0-9+.-]*:\/\/\S*|net\/http: |(?:dial|read|write) (?:tcp|udp|unix)\b|context deadline exceeded|\d{3} [A-Z][A-Za-z -]{1,40}$)/;

/** The lines of a report, in order. */
export const REPORT_LINES = [REQUESTS, DURATION, LATENCIES, BYTES, SUCCESS, STATUS_CODES, ERROR_SET];

/**
 * Where one of the report's lines starts inside another line: a copy that lost its line ends (`180000,
 * 1000.01Duration      [total, attack, wait]    3m10.06s, ...`, `200:180000Error Set:`). A row's name counts only
 * with its bracket after it.
 */
const GLUED = /(?:Requests|Duration|Latencies|Bytes In|Bytes Out|Success|Status Codes)[ \t]+\[|Error Set:/g;
/** `Error Set:` and an error on its line (`Error Set:500 Internal Server Error`): where the error starts. */
const ERROR_AFTER_SET = /Error Set:[ \t]*(?=\S)/g;

/**
 * The offsets where the report's lines start glued to the end of another line (see GLUED), and where an error glued
 * to `Error Set:` starts, in the text's order: where the grammar reads a line of its own (runGrammarCut).
 *
 * @example
 * gluedCuts("Status Codes  [code:count]  200:9Error Set:x\n") //=> [33, 43]
 */
export function gluedCuts(text: string): number[] {
  const cuts = gluedStarts(text, GLUED);
  ERROR_AFTER_SET.lastIndex = 0;
  for (let m = ERROR_AFTER_SET.exec(text); m !== null; m = ERROR_AFTER_SET.exec(text)) cuts.push(m.index + m[0].length);
  return cuts.sort((a, b) => a - b);
}
