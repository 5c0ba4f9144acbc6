/**
 * What bombardier's lines look like (templates.go's plain-text template, bombardier.go's intro), written once for
 * detection, extract and the stream cutter. Leading blanks are allowed everywhere: pasted copies lose indentation.
 */

/** `Bombarding http://h:8080 with 10000 request(s) using 125 connection(s)`, `... for 10s using ...`; before v1.2 `requests`, `connections`. */
export const INTRO = /^\s*Bombarding \S+ (?:with \d+ requests?(?:\(s\))?|for \S+) using \d+ connections?(?:\(s\))?\s*$/;
/** The progress bar's frames (`[====] 10s`, ` 10000 / 10000 [====] 100.00% 2463/s 4s`, CR-separated when captured). */
export const PROGRESS = /^[\s\r]*(?:\d+ \/ \d+ )?\[[=>_ -]*\]/;
/** `Done!` (alone, or glued to the bar's last frame). */
export const DONE = /(?:^\s*|\] \S+ )Done!\s*$/;
/** `Statistics        Avg      Stdev        Max` */
export const STATS_HEADER = /^\s*Statistics\s+Avg\s+Stdev\s+Max\s*$/;
/** `  Reqs/sec     51234.56    3456.78   60012.00`, `  Latency        2.44ms     1.02ms    45.10ms` */
export const STAT_ROW = /^\s*(?:Reqs\/sec|Latency)\s+\d+(?:\.\d+)?[a-z]{0,2}\s+\d/;
/** `  There wasn't enough data to compute statistics for requests.` (or `latencies.`) */
export const NO_DATA = /^\s*There wasn't enough data to compute statistics for (?:requests|latencies)\.\s*$/;
/** `  Latency Distribution`, `  Latency Distribution (Total)`, `  Latency Distribution (2xx)` */
export const DISTRIBUTION = /^\s*Latency Distribution(?: \((?:Total|2xx)\))?\s*$/;
/** `     50%     2.10ms` */
export const PERCENTILE_ROW = /^\s*\d{1,3}% +\d+(?:\.\d+)?[a-z]{1,2}\s*$/;
/** `  HTTP codes:` */
export const HTTP_CODES = /^\s*HTTP codes:\s*$/;
/** `    1xx - 0, 2xx - 512000, 3xx - 0, 4xx - 0, 5xx - 0` */
export const CODES = /^\s*1xx - \d+, 2xx - \d+, 3xx - \d+, 4xx - \d+, 5xx - \d+\s*$/;
/** `    others - 12` */
export const OTHERS = /^\s*others - \d+\s*$/;
/** `  Errors:` */
export const ERRORS = /^\s*Errors:\s*$/;
/** An `Errors:` line: the error's text, then ` - ` and its count (`    dial tcp ...: connection refused - 12`). */
export const ERROR_LINE = /^\s*(\S.*?) - (\d+)\s*$/;
/** `  Throughput:    10.42MB/s` */
export const THROUGHPUT = /^\s*Throughput:\s+\d+(?:\.\d+)?(?:[KMGTPE]B)?\/s\s*$/;

/** The lines bombardier prints for every run (but the error lines), in order. */
export const RUN_LINES = [INTRO, PROGRESS, DONE, STATS_HEADER, STAT_ROW, NO_DATA, DISTRIBUTION, PERCENTILE_ROW, HTTP_CODES, CODES, OTHERS, ERRORS, THROUGHPUT];
