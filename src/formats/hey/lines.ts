/**
 * What hey's lines look like (rakyll/hey requester/print.go `defaultTmpl`, hey.go's usage text), written once for
 * detection, extract and the stream cutter. Leading blanks are allowed everywhere and the tab after a label may be
 * any run of blanks: pasted copies lose or gain indentation, and terminals expand tabs.
 */

const SECS = String.raw`(?:\d+\.\d+|NaN|[+-]Inf) secs`;

/** `Summary:` */
export const SUMMARY = /^\s*Summary:\s*$/;
/** `  Total:\t0.1571 secs` */
export const TOTAL = new RegExp(String.raw`^\s*Total:\s+${SECS}\s*$`);
/** `  Slowest:\t0.0196 secs`, `  Fastest:`, `  Average:\t NaN secs` */
export const TIMES = new RegExp(String.raw`^\s*(?:Slowest|Fastest|Average):\s+${SECS}\s*$`);
/** `  Requests/sec:\t12733.8351` */
export const REQUESTS_PER_SEC = /^\s*Requests\/sec:\s+(?:\d+\.\d+|NaN|[+-]Inf)\s*$/;
/** `  Total data:\t1200000 bytes`, `  Size/request:\t600 bytes` (oha prints `38.28 MiB`: not these) */
export const SIZES = /^\s*(?:Total data|Size\/request):\s+\d+ bytes\s*$/;
/** `Response time histogram:`, `Latency distribution:`, `Details (average, fastest, slowest):`, ... */
export const TITLES = /^\s*(?:Response time histogram|Latency distribution|Details \(average, fastest, slowest\)|Status code distribution|Error distribution):\s*$/;
/** `Status code distribution:`: a run has printed its results. */
export const STATUS_TITLE = /^\s*Status code distribution:\s*$/;
/** `  0.002 [389]\t|■■■■■■■■■■■■■■■` */
export const BUCKET = /^\s*\d+\.\d{3} \[\d+\]\s+\|\u25a0*\s*$/;
/** `  10% in 0.0008 secs` */
export const PERCENTILE = /^\s*\d{1,3}% in \d+\.\d+ secs\s*$/;
/** `  DNS+dialup:\t0.0000 secs, 0.0000 secs, 0.0196 secs` */
export const DETAIL = new RegExp(String.raw`^\s*(?:DNS\+dialup|DNS-lookup|req write|resp wait|resp read):\s+${SECS}, ${SECS}, ${SECS}\s*$`);
/** `  [200]\t2000 responses` */
export const STATUS_ROW = /^\s*\[\d+\]\s+\d+ responses\s*$/;
/** `  [100]\tGet "http://127.0.0.1:18099/": dial tcp 127.0.0.1:18099: connect: connection refused` */
export const ERROR_ROW = /^\s*\[\d+\]\s+\S/;
/** `Usage: hey [options...] <url>` */
export const USAGE = /^\s*Usage: hey \[options\.\.\.\] <url>/;
/** The usage text's other lines. */
export const USAGE_BODY = [
  /^\s*Options:\s*$/,
  /^\s+-(?:[a-zA-Z]|h2|host|disable-\w+|cpus)\s/,
  /^\s+(?:be smaller than the concurrency|application stops and exits|Examples: -z |"csv" is the only supported|metrics in comma-separated|For example, -H |connections between different|\(default for current machine)/,
];
/** hey's fatal messages (stderr, before the usage text). */
export const MESSAGE = /^\s*(?:-n cannot be less than -c\.|-n and -c cannot be smaller than 1\.|-c cannot be smaller than 1\.|Flag '-h' is deprecated|flag provided but not defined: -|flag needs an argument: -)/;
/** oha's own lines in its look-alike summary: a text with one of them is oha's, not hey's. */
export const OHA = /^\s*(?:Success rate:\s+\d|Size\/sec:\s+\d|Response time distribution:\s*$|\d+\.\d\d% in \d)/;

/** The lines hey prints for every run. */
export const RUN_LINES = [SUMMARY, TOTAL, TIMES, REQUESTS_PER_SEC, SIZES, TITLES, BUCKET, PERCENTILE, DETAIL, STATUS_ROW, ERROR_ROW];

/**
 * `Summary:` with hey's `Total:` line as the next line: where a run's output starts. oha's summary has `Success rate:`
 * there, and is not hey's.
 */
export const startsSummary = (text: string, next: string | undefined): boolean => SUMMARY.test(text) && next !== undefined && TOTAL.test(next);
