/**
 * vegeta's hand-read lines (grammars/vegeta/rows.ts) are pinned to the grammar: over every sample and seeded variants
 * of them (words swapped for the report's row names, bracketed names, units, values, brackets, commas, blanks and
 * characters outside ASCII, cut lines), vegetaLines gives the lines, or the error, that the grammar alone gives.
 */
import { vegetaGrammar } from "../../grammars/vegeta/parser.js";
import { VEGETA_LINE_MODE, vegetaLines } from "../../grammars/vegeta/rows.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { describeHandLines } from "../helpers/hand-reader.js";
import { root, sampleFiles } from "../helpers/samples.js";
import { readFileSync } from "node:fs";

describeHandLines("vegeta", {
  grammar: (text: string) => runGrammar(vegetaGrammar, text, "vegeta"),
  reader: vegetaLines,
  mode: VEGETA_LINE_MODE,
  files: sampleFiles("vegeta", (p) => p.endsWith(".txt")),
  minFiles: 8,
  alone: () => [
    prepareText(readFileSync(`${root}/samples/vegeta/pasted-prompt-v12.8.4-pipeline.txt`, "utf8")),
    prepareText(readFileSync(`${root}/samples/vegeta/written-from-reporters-go-hist-0-2ms-4ms-6ms.txt`, "utf8")),
  ],
  lines: [
    "",
    " ",
    "\t",
    "Requests      [total, rate, throughput]         1250, 250.21, 249.89",
    "Requests      [total, rate, throughput]",
    "Requests      [total, rate, throughput",
    "Requests      [total,, rate] 1, 2",
    "Requests      [total rate] 1 2",
    "Requests      [] 1",
    "Requests      [",
    "Requests      total 1",
    "Requests",
    "Requestsx [total] 1",
    "x Requests [total] 1",
    "Duration      [total, attack, wait]             5.002s, 4.996s, 6.517ms",
    "Latencies     [min, mean, 50, 90, 95, 99, max]  3.189ms, 6.155ms, 5.747ms, 7.701ms, 8.577ms, 18.624ms, 43.835ms",
    "Latencies     [mean, 50, 95, 99, max]  3.189ms, 6.155ms, 5.747ms, 7.701ms, 8.577ms",
    "Bytes In      [total, mean]                     765000, 612.00",
    "Bytes Out     [total, mean]                     0, 0.00",
    "Bytes  In      [total, mean]                     765000, 612.00",
    "Success       [ratio]                           100.00%",
    "Status Codes  [code:count]                      200:1250  0:3",
    "Status Codes  [code:count]                      200:1250 ] [ x",
    "Error Set:",
    "Error Set: x",
    "Get \"http://127.0.0.1:8080/\": dial tcp 127.0.0.1:8080: connect: connection refused",
    "Bucket           #     %       Histogram",
    "Bucket",
    "[0s,     2ms]    1234  41.13%  ##############################",
    "[6ms,    +Inf]   66    2.20%   #",
    "[0s, 2ms]",
    "[0s, 2ms",
    "[0s,",
    "[0s",
    "[",
    "[,",
    "[0s,, 2ms] 1",
    "[0s] 1 2 3",
    "] x",
    ", x",
    "Requests [total\u00e9, rate] 1",
    "Success       [ratio]                           100.00%\r",
  ],
  contexts: [
    (line: string) => `Requests      [total, rate, throughput]         1250, 250.21, 249.89\n${line}\nSuccess       [ratio]                           100.00%\n`,
    (line: string) => `Bucket           #     %       Histogram\n${line}\n`,
  ],
  words: [
    "Requests", "Duration", "Latencies", "Bytes In", "Bytes Out", "Success", "Status Codes", "Error Set:", "Bucket", "[total, rate, throughput]",
    "[min, mean, 50, 90, 95, 99, max]", "[code:count]", "[ratio]", "total", "mean", "5.002s", "6.517ms", "+Inf", "100.00%", "200:1250", "#",
    "[", "]", ",", ":", "12", "1.2.3", "x1", "é", "\u00a0", "\u3000", "\t", "  ", "\r", "\x7f", "\x01", "\f", "",
  ],
  seed: 2033,
});
