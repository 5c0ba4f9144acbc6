/**
 * autocannon's hand-read lines (grammars/autocannon/rows.ts) are pinned to the grammar: over every sample as parse()
 * prepares it, autocannon's lines in usual and unusual forms (alone, with a line end, between a run's lines), 600
 * seeded variants of the samples (labels, numbers with units and separators, borders and rules, parentheses, commas,
 * blanks and characters outside ASCII put in, lines cut), autocannonLines gives the lines, or the error, that the
 * grammar alone gives (describeHandLines). Its line mode's version labels look ahead for a digit, so the shared
 * hand-lexer check does not apply (no `mode` given): the image a label matches is still its own, `autocannon v` and
 * `node v`.
 */
import { readFileSync } from "node:fs";
import { autocannonGrammar } from "../../grammars/autocannon/parser.js";
import { autocannonLines } from "../../grammars/autocannon/rows.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { describeHandLines } from "../helpers/hand-reader.js";
import { root, sampleFiles } from "../helpers/samples.js";

const LINES = [
  "Running 2s test @ http://127.0.0.1:18006/index.html",
  "Running 5000 requests test @ http://x/",
  "Running 1s warmup @ http://x/",
  "Running 10s test @",
  "Running 10s test",
  "Running 10s",
  "Running",
  "Running x test @ http://x/",
  "Running 10s test @ http://x/ @ y",
  "Runningx 10s",
  "10 connections",
  "100 connections with 10 pipelining factor",
  "100 connections with 10",
  "100 connections with x",
  "100 connections with 10 pipelining factor x",
  "100 connections x",
  "4 workers",
  "30831 2xx responses, 32997 non 2xx responses",
  "30831 2xx responses, 32997",
  "30831 2xx responses, x",
  "30831 2xx responses",
  "55k requests in 2.01s, 45.9 MB read",
  "55k requests in 2.01s, 45.9 MB",
  "55k requests in 2.01s, 45.9",
  "55k requests in 2.01s, 45.9 read",
  "55k requests in 2.01s,",
  "55k requests in 2.01s",
  "55k requests in",
  "55k requests in x, 1 MB read",
  "31k errors (0 timeouts)",
  "31k errors (0",
  "31k errors (x timeouts)",
  "31k errors",
  "58k requests with mismatched body",
  "\u250c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u252c\u2500\u2500\u2500\u2500\u2500\u2500\u2510",
  "\u2502 Stat    \u2502 2.5% \u2502 50%  \u2502 97.5% \u2502 99%  \u2502 Avg     \u2502 Stdev   \u2502 Max   \u2502",
  "\u2502 Latency \u2502 0 ms \u2502 0 ms \u2502 1 ms  \u2502 2 ms \u2502 0.09 ms \u2502 0.96 ms \u2502 68 ms \u2502",
  "\u2502 Req/Sec   \u2502 25,551  \u2502 25,551  \u2502 25,551  \u2502 29,199  \u2502 27,368  \u2502 1,824   \u2502 25,545  \u2502",
  "\u2502 Bytes/Sec \u2502 21.4 MB \u2502 21.4 MB \u2502",
  "\u2502 200  \u2502 64811 \u2502",
  "\u2502 Code \u2502 Count \u2502",
  "\u2502 Percentile \u2502 Latency (ms) \u2502",
  "\u2502 \u2502",
  "\u2502",
  "\u2502\u2502 Stat",
  "| Stat | 2.5% |",
  "|:---:|---|",
  "Stat         2.5%     50%      97.5%    99%     Avg     Stdev    Max",
  "Latency (ms) 9.36     4.19     78",
  "Latency x",
  "99.999     605",
  "87.916,8 x",
  "28\u202f383 x",
  "28\u202f383abc",
  "1\u2019000xyz",
  "Req/Bytes counts sampled once per second.",
  "Req/Bytes counts sampled",
  "# of samples: 2",
  "# of samples:",
  "# of samples: x y",
  "request pipeline was reset 1 time",
  "request pipeline was reset",
  "autocannon v9.0.0",
  "autocannon vx",
  "autocannon v",
  "node v20.20.2",
  "node v",
  "(a)",
  ",",
  "x \u2502 y",
  "a\u00e9",
  "a\u00a0b",
  "a\x7fb",
  "a\x01b",
  "a\rb",
  "\u2588\u2588\u2588\u2588 50%",
];
const CONTEXTS = [(l: string) => `Running 2s test @ http://x/\n10 connections\n${l}\n55k requests in 2.01s, 45.9 MB read\n`, (l: string) => `${l}\n${l}`];
const WORDS = ["Running", "requests", "test", "warmup", "@", "connections", "with", "pipelining factor", "workers", "Stat", "Latency", "Latency (ms)", "Req/Sec", "Bytes/Sec", "Percentile", "Code", "2xx responses", "non 2xx responses", "requests in", "read", "errors", "timeouts", "(", ")", ",", "\u2502", "\u2500\u2500\u253c", "|", "---", "25,551", "2.5%", "1.2k", "MB", "autocannon v9", "\u00e9", "\u202f"];

describeHandLines("autocannon", {
  grammar: (text: string) => runGrammar(autocannonGrammar, text, "autocannon"),
  reader: autocannonLines,
  files: sampleFiles("autocannon", (p) => p.endsWith(".txt")),
  minFiles: 25,
  alone: () => [prepareText(readFileSync(`${root}/samples/autocannon/autocannon-c10-d2.txt`, "utf8")), LINES.slice(0, 2).join("\n")],
  lines: LINES,
  contexts: CONTEXTS,
  words: WORDS,
  seed: 2039,
  rounds: 600,
});
