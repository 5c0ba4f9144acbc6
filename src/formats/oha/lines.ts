/**
 * What oha's lines look like (hatoo/oha src/printer.rs `print_summary`, 2020 to 1.15), written once for detection,
 * extract and the stream cutter. Leading blanks are allowed everywhere and the tab after a label may be any run of
 * blanks: pasted copies lose or gain indentation, and terminals expand tabs.
 */

/** A time as oha prints it: `0.0148 secs` (before 1.9), `14.8000 ms`, `NaN sec`, `1.2345 10 sec`. */
const TIME = String.raw`(?:\d+\.\d+|NaN|-?inf) (?:secs|sec|ms|us|ns|10 sec|min|10 min|hr)`;
/** A size as byte-unit prints it, binary: `38.28 MiB`, `0 B`. */
const SIZE = String.raw`\d+(?:\.\d+)? ?(?:B|[KMGTPE]iB)`;

/** `Summary:` */
export const SUMMARY = /^\s*Summary:\s*$/;
/** `  Success rate:\t100.00%` (oha 0.6 on), `  Success rate:\t1.0000` (before): only oha prints it. */
export const SUCCESS_RATE = /^\s*Success rate:\s+(?:\d+\.\d+%?|NaN%?)\s*$/;
/** `  Total:\t5.9440 secs`, `  Slowest:`, `  Fastest:`, `  Average:` */
export const TIMES = new RegExp(String.raw`^\s*(?:Total|Slowest|Fastest|Average):\s+${TIME}\s*$`);
/** `  Requests/sec:\t3364.7592` (4 decimals; wrk prints 2) */
export const REQUESTS_PER_SEC = /^\s*Requests\/sec:\s+(?:\d+\.\d{4}|NaN|-?inf)\s*$/;
/** `  Total data:\t38.28 MiB`, `  Size/request:\t1.96 KiB`, `  Size/sec:\t6.44 MiB`, `  Size/request:\tNaN` */
export const SIZES = new RegExp(String.raw`^\s*(?:Total data|Size\/request|Size\/sec):\s+(?:${SIZE}|NaN|\S{1,2})\s*$`);
/** `  Size/sec:\t6.44 MiB`: only oha prints it. */
export const SIZE_PER_SEC = new RegExp(String.raw`^\s*Size\/sec:\s+${SIZE}\s*$`);
/** oha's section titles. */
export const TITLES =
  /^\s*(?:Response time histogram(?: \((?:2xx only|4xx \+ 5xx only)\))?|(?:Response time|Latency) distribution(?: \((?:2xx only|4xx \+ 5xx only)\))?|Details \(average, fastest, slowest\)|Status code distribution|Error distribution):\s*$/;
/** oha's own titles (hey prints `Response time histogram:` and `Latency distribution:` too). */
export const OWN_TITLES = /^\s*(?:Response time distribution|Response time histogram \(|Latency distribution \()/;
/** `Status code distribution:`: a run has printed its results. */
export const STATUS_TITLE = /^\s*Status code distribution:\s*$/;
/** `  0.002 [19800] |■■■■`, `  14.800 ms [3]  |` */
export const BUCKET = /^\s*\d+\.\d{3}(?: (?:secs?|ms|us|ns|10 sec|min|10 min|hr))? \[\d+\]\s+\|\u25a0*\s*$/;
/** `  10.00% in 0.0014 secs`, `  99.99% in 14.2000 ms` */
export const PERCENTILE = new RegExp(String.raw`^\s*\d{1,3}(?:\.\d\d)?% in ${TIME}\s*$`);
/** `  10.00% in` with oha's two decimals: hey prints `10%`. */
export const OWN_PERCENTILE = /^\s*\d{1,3}\.\d\d% in \d/;
/** `  DNS+dialup:\t0.0086 secs, 0.0039 secs, 0.0097 secs` */
export const DETAIL = new RegExp(String.raw`^\s*(?:DNS\+dialup|DNS-lookup):\s+${TIME}, ${TIME}, ${TIME}\s*$`);
/** `  [200] 20000 responses` */
export const STATUS_ROW = /^\s*\[\d+\]\s+\d+ responses\s*$/;
/** `  [20] aborted due to deadline` */
export const ERROR_ROW = /^\s*\[\d+\]\s+\S/;

/** The lines oha prints for every run. */
export const RUN_LINES = [SUMMARY, SUCCESS_RATE, TIMES, REQUESTS_PER_SEC, SIZES, TITLES, BUCKET, PERCENTILE, DETAIL, STATUS_ROW, ERROR_ROW];

/** Lines only oha prints: one of them makes a text oha's. */
export const OWN_LINES = [SUCCESS_RATE, SIZE_PER_SEC, OWN_TITLES, OWN_PERCENTILE];

/** `Summary:` with oha's `Success rate:` as the next line: where a run's output starts. */
export const startsSummary = (text: string, next: string | undefined): boolean => SUMMARY.test(text) && next !== undefined && SUCCESS_RATE.test(next);
