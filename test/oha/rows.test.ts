/**
 * oha's hand-read lines (grammars/oha/rows.ts) are pinned to the grammar: over every sample (oha's and the oha
 * summary among hey's) and seeded variants of them (words swapped for oha's titles, labels, units, values, brackets,
 * bars, punctuation, blanks and characters outside ASCII, cut lines), ohaLines gives the lines, or the error, that the
 * grammar alone gives.
 */
import { ohaGrammar } from "../../grammars/oha/parser.js";
import { OHA_LINE_MODE, ohaLines } from "../../grammars/oha/rows.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { describeHandLines } from "../helpers/hand-reader.js";
import { root, sampleFiles } from "../helpers/samples.js";
import { readFileSync } from "node:fs";

describeHandLines("oha", {
  grammar: (text: string) => runGrammar(ohaGrammar, text, "oha"),
  reader: ohaLines,
  mode: OHA_LINE_MODE,
  files: [...sampleFiles("oha", (p) => p.endsWith(".txt")), ...sampleFiles("hey", (p) => p.endsWith(".txt"))],
  minFiles: 20,
  alone: () => [
    prepareText(readFileSync(`${root}/samples/oha/oha-secs-c20-z10s-500s-deadline-aborts-rails-tutorial.txt`, "utf8")).replace(/^[^\n]*\$[^\n]*\n/gm, ""),
    "Summary:\n  Success rate:\t1.0000\n  Total:\t2.9031 secs\n\nResponse time histogram:\n  0.012 [2] |\u25a0\u25a0\n  12.345 ms [3]  |\n\nLatency distribution:\n  10% in 0.0205 secs\n\nStatus code distribution:\n  [200] 30 responses\n",
  ],
  lines: [
    "",
    " ",
    "\t",
    "Summary:",
    "Summary: x",
    "x Summary:",
    "Response time histogram:",
    "Response time histogram (2xx only):",
    "Response time histogram (4xx + 5xx only):",
    "Response time distribution:",
    "Latency distribution:",
    "Details (average, fastest, slowest):",
    "Status code distribution:",
    "Error distribution:",
    "  Success rate:\t1.0000",
    "  Success rate:\t100.00%",
    "  Success rate:",
    "  Success rate:  ",
    "  Total:\t2.9031 secs",
    "  Total data:\t116.66 KiB",
    "  Size/sec:\t40.18 KiB",
    "  DNS+dialup:\t0.0060 secs, 0.0022 secs, 0.0134 secs",
    "  DNS-lookup:\t0.0001 secs, 0.0000 secs, 0.0012 secs \u00e9",
    "  0.012 [2] |\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0",
    "  0.015 [0] |",
    "  0.015 [0]",
    "  0.015 [0",
    "  0.015 [",
    "  0.015 []",
    "  0.015 [x] |",
    "  12.345 ms [3]  |",
    "  0.123 10 sec [1] |",
    "  0.123 in [1] |",
    "  0.123 x% [1] |",
    "  0.123 x y",
    "  12 34",
    "  0.123",
    "  0.012[2]|\u25a0",
    "  10% in 0.0205 secs",
    "  10.00% in 0.0014 secs",
    "  99.99% in 14.2000 ms",
    "  10% in",
    "  10%",
    "  10% x 0.0205 secs",
    "  10 % in 0.0205 secs",
    "  10%in 0.0205",
    "  10% index",
    "  [200] 30 responses",
    "  [20] aborted due to deadline",
    "  [200]",
    "  [200",
    "  [",
    "  []",
    "  [x] 1",
    "  ] x",
    "in x",
    "x in y",
    "x:",
    "%",
    "  Total:\t2.9031 secs\r",
  ],
  contexts: [
    (line: string) => `Summary:\n${line}\n  Total:\t2.9031 secs\n`,
    (line: string) => `Response time histogram:\n${line}\n`,
  ],
  words: [
    "Summary:", "Response time histogram:", "Response time histogram (2xx only):", "Latency distribution:", "Response time distribution:",
    "Details (average, fastest, slowest):", "Status code distribution:", "Error distribution:", "Success rate:", "Total:", "Total data:",
    "Size/request:", "Size/sec:", "Requests/sec:", "DNS+dialup:", "secs", "ms", "KiB", "in", "index", "responses", "[", "]", "|", "\u25a0",
    "\u25a0\u25a0", "%", ",", "0.002", "12", "1.2.3", "x1", "é", "\u00a0", "\u3000", "\t", "  ", "\r", "\x7f", "\x01", "\f", "",
  ],
  seed: 2032,
});
