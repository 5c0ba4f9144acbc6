/**
 * k6's hand-read lines (grammars/k6/rows.ts) are pinned to the grammar: over every sample as parse() prepares it,
 * k6's lines in usual and unusual forms (alone, with a line end, between summary lines), 600 seeded variants of the
 * samples (marks, titles, arrows, leaders, quoted thresholds, values, blanks and control characters put in, lines
 * cut), and texts made of k6's pieces in every order up to four long, k6Lines gives the lines, or the error, that the
 * grammar alone gives (describeHandLines, and the arrangements below).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { k6Grammar } from "../../grammars/k6/parser.js";
import { k6Lines } from "../../grammars/k6/rows.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { eachArrangement } from "../helpers/arrangements.js";
import { describeHandLines } from "../helpers/hand-reader.js";
import { root, sampleFiles } from "../helpers/samples.js";

const read = (file: string): string => prepareText(readFileSync(`${root}/samples/k6/${file}`, "utf8"));

const LINES = [
  "    http_req_duration..............: avg=678.07ms min=0s     med=410.77ms max=3.31s  p(90)=1.38s  p(95)=1.44s",
  "      { expected_response:true }...: avg=662.39ms min=26.7ms med=388.94ms max=3.12s  p(90)=1.38s  p(95)=1.42s",
  "    checks_succeeded...: 99.99% 71660 out of 71663",
  "     \u2713 http_req_failed................: 0.00%   \u2713 0         \u2717 40495",
  "     \u2717 http_req_duration..............: avg=1s",
  "    http_reqs......................:",
  "    http_reqs.:",
  "    http_reqs..",
  "    http_reqs..:x",
  "    1http_reqs...: 1",
  "    {}..: 1",
  "    { a:b }. : 1",
  "    { a}b }...: 1",
  "    \u2713 'rate>0.6' rate=99.99%",
  "    \u2717 'p(95)<5000' p(95)=1.44s",
  "    \u2713 ''",
  "    \u2713 'unclosed",
  "    \u2713 status is 200",
  "    \u2717 tree: status 200",
  "    \u2713",
  "    \u2713\u2713",
  "    \u2713 \u2713",
  "    \u2713 \u2588 x",
  "      \u21b3  99% \u2014 \u2713 15590 / \u2717 1",
  "      \u21b3",
  "      \u21b3x",
  "  \u2588 THRESHOLDS",
  "  \u2588 TOTAL RESULTS",
  "  \u2588",
  "  \u2588\u2588 x",
  "  x \u2588 y",
  "    CUSTOM",
  "running (7m07.5s), 000/600 VUs, 22935 complete and 0 interrupted iterations",
  "readers \u2713 [======================================] 000/300 VUs  7m0s",
  'WARN[0254] Request Failed                                error="Get \\"http://x/\\": dial: i/o timeout"',
  "     execution: local",
  "        script: script.js",
  "     scenarios: (100.00%) 1 scenario, 10 max VUs, 40s max duration (incl. graceful stop):",
  "  scenario x\u00b5s \u00e9",
  "a\u00a0b",
  "a\u3000b",
  "a\x7fb",
  "a\x01b",
  "\x01",
  "a\rb",
  "\ufeffhttp_reqs...: 1",
  "x \ud83d\ude00 y",
];
const CONTEXTS = [(l: string) => `  \u2588 TOTAL RESULTS\n\n    http_reqs......................: 71663  167.622907/s\n${l}\n    vus............................: 1      min=1              max=600\n`, (l: string) => `${l}\n${l}`];
const WORDS = ["\u2713", "\u2717", "\u2588", "\u21b3", "http_reqs.....:", "{ a:b }...:", "'p(95)<500'", "avg=1ms", "1.5\u00b5s", ":", ".", "'", "{", "}", "\x01", "\u00a0", " "];

const { same } = describeHandLines("k6", {
  grammar: (text: string) => runGrammar(k6Grammar, text, "k6"),
  reader: k6Lines,
  files: sampleFiles("k6", (p) => p.endsWith(".txt")),
  minFiles: 5,
  alone: () => [read("crush-test-k6-1.x-text-summary.txt"), read("pasted-legacy-failed-checks-pass-fail-counts.txt")],
  lines: LINES,
  contexts: CONTEXTS,
  words: WORDS,
  seed: 2037,
  rounds: 600,
});

describe("k6 lines read by hand: arrangements", () => {
  it("every arrangement of up to four pieces", () => {
    expect(eachArrangement(["\u2713", "\u2588", "\u21b3", "a..:", "'x'", "w", " ", "\n", "{b}..:", "\x01"], 4, same)).toBeGreaterThan(10_000);
  });
});
