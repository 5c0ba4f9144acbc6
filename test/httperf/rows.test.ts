/**
 * httperf's hand-read lines (grammars/httperf/rows.ts) are pinned to the grammar: over every sample and seeded
 * variants of them (words swapped for httperf's labels, keys, units and values, punctuation, blanks and characters
 * outside ASCII, cut lines), httperfLines gives the lines, or the error, that the grammar alone gives.
 */
import { httperfGrammar } from "../../grammars/httperf/parser.js";
import { HTTPERF_LINE_MODE, httperfLines } from "../../grammars/httperf/rows.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { describeHandLines } from "../helpers/hand-reader.js";
import { root, sampleFiles } from "../helpers/samples.js";
import { readFileSync } from "node:fs";

const report = readFileSync(`${root}/samples/httperf/httperf-conns1000.txt`, "utf8").split("\n");

describeHandLines("httperf", {
  grammar: (text: string) => runGrammar(httperfGrammar, text, "httperf"),
  reader: httperfLines,
  mode: HTTPERF_LINE_MODE,
  files: sampleFiles("httperf", (p) => p.endsWith(".txt")),
  minFiles: 10,
  alone: () => [
    prepareText(readFileSync(`${root}/samples/httperf/httperf-conns1000.txt`, "utf8")),
  ],
  lines: [
    ...report,
    "",
    " ",
    "Total:",
    "Total: connections",
    "Total: connections 1000 requests x",
    "Total: connections 1000 requests 1000 replies 1000 test-duration 0.217 s extra words",
    "Total: connections nan requests -nan replies inf test-duration -inf s",
    "Total: connectionsx 1000",
    "Total:connections 1000",
    "Connection time [ms]:",
    "Connection time [ms]: x",
    "Connection time [ms]: connect",
    "Connection time [ms]: min",
    "Connection time [ms]: connect 0.1 min 2",
    "Errors: fd-unavail 0 addrunavail 0 ftab-full 0 other 0",
    "Errors: other 0",
    "Errors:",
    "Reply status: 1xx=0 2xx=1000 3xx=0 4xx=0 5xx=0",
    "Reply status: 1xx=0 2xx=1000x 3xx=0",
    "Reply status: 1xx= 0",
    "Net I/O: 4098.5 KB/s (33.6*10^6 bps)",
    "Net I/O: 4098.5 KB/s (33.6*10^6bps)",
    "CPU time [s]: user 0.02 system 0.09 (user 7.9% system 40.9% total 48.8%)",
    "Connection rate: 4611.9 conn/s (0.2 ms/conn, <=1 concurrent connections)",
    "Connection rate: 4611.9 conn/sx",
    "Session: avg 1.00 connections/session",
    "Session rate [sess/s]: min 0.00 avg 8.68 max 0.00 stddev 0.00 (20/20)",
    "Session length histogram: 0 0 0 0 0 20",
    "Session lifetime [s]: 0.4",
    "reply-rate = 100.0   ",
    "session-rate = 8.0",
    "SS0: header 72 content 0",
    "RS0: header 238 content 600 footer 0",
    "RH0:HTTP/1.1 200 OK",
    "Connection lifetime histogram (time in ms):",
    "             0.5 194",
    "             :",
    "^CMaximum connect burst length: 1",
    "^C",
    "httperf --client=0/1 --server=127.0.0.1 --port=18080 --uri=/ --send-buffer=4096 --recv-buffer=16384 --num-conns=10",
    "httperf: warning: open file limit > FD_SETSIZE; limiting max. # of open files to FD_SETSIZE",
    "httperf.core_addr_intern: invalid server address x",
    "Usage: httperf [-hdvV] [--add-header S]",
    "  Total: connections 1",
    "x Total: connections 1",
    "Total: connections 1 Total: connections 2",
    "Total: connections 1 httperf --x",
    "Total: connections 1\u00e9",
    "Total: connections 1\r",
    "Total:\tconnections\t1",
    "Total: connections 1\x7f",
    "12 34",
    "nan",
    "-5",
    "1.2.3",
  ],
  contexts: [
    (line: string) => `Maximum connect burst length: 1\n${line}\nTotal: connections 1000 requests 1000 replies 1000 test-duration 0.217 s\n`,
  ],
  words: [
    "Total:", "Connection time [ms]:", "Errors:", "Reply status:", "Net I/O:", "Session:", "httperf --", "httperf:", "Usage: httperf", "reply-rate =",
    "SS0:", "RH0:", "^C", "connections", "concurrent connections", "connect", "min", "avg", "total", "other", "client-timo", "conn/s", "ms/conn",
    "req/s", "KB/s", "*10^6 bps", "samples", "s", "1xx=", "5xx=", "%", "(", ")", ",", "<=", "/", ":", "nan", "-nan", "inf", "nanx", "12", "1.5", "1.",
    "-3", "x1", "é", "\u00a0", "\t", "  ", "\r", "\x7f", "\x01", "",
  ],
  seed: 2028,
});
