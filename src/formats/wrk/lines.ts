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
export const STAT_ROW = /^\s*(?:Latency|Req\/Sec)\s+(?:-?nan|\d+(?:\.\d+)?[a-zA-Z]{0,2})\s/;
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
/** `Requests/sec:  17937.35` */
export const REQUESTS_PER_SEC = /^\s*Requests\/sec:\s+(?:\d+(?:\.\d+)?|-?nan)\s*$/;
/** `Transfer/sec:      2.58MB` */
export const TRANSFER_PER_SEC = /^\s*Transfer\/sec:\s+\d+(?:\.\d+)?[KMGTP]?B\s*$/;
/** `wrk 4.1.0 [epoll] Copyright (C) 2012 Will Glozer` (-v) */
export const VERSION = /^\s*wrk \S+ \[[a-z]+\] Copyright \(C\) 2012 Will Glozer/;
/** `Usage: wrk <options> <url>` */
export const USAGE = /^\s*Usage: wrk <options> <url>/;
/** The usage text's other lines. */
export const USAGE_BODY = [/^\s*Options:\s*$/, /^\s+-\w, --\w+\s/, /^\s+--(?:latency|timeout)\s/, /^\s*(?:Numeric|Time) arguments may include/];
/** wrk's fatal messages (stderr). */
export const MESSAGE = /^\s*(?:unable to connect to \S+:\S+ |unable to resolve \S+:\S+ |unable to create thread \d+: |invalid URL: |number of connections must be >= threads)/;

/** The lines wrk prints for every run, in order. */
export const RUN_LINES = [RUNNING, THREADS, STATS_HEADER, STAT_ROW, DISTRIBUTION, PERCENTILE_ROW, TOTALS, SOCKET_ERRORS, NON_2XX, REQUESTS_PER_SEC, TRANSFER_PER_SEC];
