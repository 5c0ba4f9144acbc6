/**
 * wrk's hand-read lines (grammars/wrk/rows.ts) are pinned to the grammar: over every sample and seeded variants of
 * them (words swapped for wrk's labels, units, values, `-nan`, punctuation, the labels that take the rest of the
 * line, blanks and characters outside ASCII, cut lines), wrkLines gives the lines, or the error, that the grammar
 * alone gives.
 */
import { describe, expect, it } from "vitest";
import { wrkGrammar } from "../../grammars/wrk/parser.js";
import { WRK_LINE_MODE, wrkLines } from "../../grammars/wrk/rows.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { seededEdits } from "../helpers/cell-edit.js";
import { expectHandLexable, handReaderCheck } from "../helpers/hand-reader.js";
import { root, sampleFiles, seeded } from "../helpers/samples.js";
import { readFileSync } from "node:fs";

const grammar = (text: string) => runGrammar(wrkGrammar, text, "wrk");
const { same, seen } = handReaderCheck(grammar, wrkLines, () => true);

const files = sampleFiles("wrk", (p) => p.endsWith(".txt"));

describe("wrk lines read by hand agree with the grammar", () => {
  it("finds the samples", () => expect(files.length).toBeGreaterThan(30));
  for (const file of files) {
    it(file.slice(root.length + 1), () => same(prepareText(readFileSync(file, "utf8"))));
  }

  it("reads a run's summary by hand alone", () => {
    const before = seen.hand;
    same(prepareText(readFileSync(`${root}/samples/wrk/wrk-latency-t2-c10-d3s.txt`, "utf8")));
    same(prepareText(readFileSync(`${root}/samples/wrk/wrk-t1-c1-d2s.txt`, "utf8")));
    expect(seen.hand).toBe(before + 2);
  });

  it("lines of a few tokens each, and the usual lines in unusual forms", () => {
    const lines = [
      "",
      " ",
      "\t",
      "Running 10s test @ http://127.0.0.1:8080/",
      "Running 10s test @",
      "Running 10s test @ ",
      "Running 10s test",
      "Running 10s",
      "Running",
      "Running x test @ http://x/",
      "Running 10s x test @ http://x/",
      "Running 10s test @ http://x/ test @ y",
      "Running 1.5m test @ http://x/?a=1&b=%20",
      "Running10s test @ http://x/",
      "Runningx 10s test @ http://x/",
      "x Running 10s test @ http://x/",
      "  2 threads and 10 connections",
      "  2 threads and",
      "  2 threads and x",
      "  2 threads and 10",
      "  2 threads",
      "2threads and 10 connections",
      "  Thread Stats   Avg      Stdev     Max   +/- Stdev",
      "  Thread Stats   Avg      Stdev     99%   +/- Stdev",
      "  Thread Stats",
      "    Latency   635.91us    0.89ms  12.54ms   93.14%",
      "    Latency   -nanus   -nanus   0.00us    -nan%",
      "    Latency   635.91us",
      "    Latency   635.91us %",
      "    Latency   635.91us %%",
      "    Latency   635.91us x 1ms",
      "    Latency   1, 2",
      "    Latency",
      "    Latency x",
      "    Latencyx 1ms",
      "    Req/Sec     9.01k   532.21    10.03k    72.00%",
      "    Req/Sec     0.00      0.00     0.00      -nan%",
      "    Req/Sec   inf  -inf nan",
      "  Latency Distribution",
      "  Latency Distribution x",
      "  Latency Distribution (HdrHistogram - Recorded Latency)",
      "     50%  436.00us",
      "     50%",
      "     50% x",
      "     50%  436.00us 1",
      "     50 %  436.00us",
      "     99.9%  1ms",
      "  179543 requests in 10.01s, 25.86MB read",
      "  179543 requests in 10.01s, 25.86MB",
      "  179543 requests in 10.01s,",
      "  179543 requests in 10.01s",
      "  179543 requests in",
      "  179543 requests in , 1MB read",
      "  179543 requests in x, 1MB read",
      "  179543 requests in 10.01s 25.86MB read",
      "  Socket errors: connect 0, read 12, write 0, timeout 3",
      "  Socket errors: connect 0, read 12",
      "  Socket errors: connect, read 12",
      "  Socket errors: connect 0 read 12",
      "  Socket errors: x connect 0",
      "  Socket errors:",
      "  Socket errors: connect -1, read 1.5, write x",
      "  Non-2xx or 3xx responses: 17",
      "  Non-2xx or 3xx responses:",
      "  Non-2xx or 3xx responses: x",
      "Requests/sec:  17937.35",
      "Requests/sec:  -nan",
      "Requests/sec:",
      "Requests/sec:  1 2",
      "Transfer/sec:      2.58MB",
      "Transfer/sec:      infB",
      "Transfer/sec:",
      "wrk 4.1.0 [epoll] Copyright (C) 2012 Will Glozer",
      "Usage: wrk <options> <url>",
      "unable to connect to 127.0.0.1:18099 Connection refused",
      "  Thread calibration: mean lat.: 1.464ms, rate sampling interval: 10ms",
      "  Detailed Percentile spectrum:",
      "       Value   Percentile   TotalCount 1/(1-Percentile)",
      "       0.067     0.000000            1         1.00",
      "#[Mean    =        1.441, StdDeviation   =        0.706]",
      "x #[Mean    =        1.441]",
      "----------------------------------------------------------",
      "12 34",
      "x:",
      "%",
      ",",
      "x\u00e9",
      "\u00e9",
      "a\u00a0b",
      "a\x7fb",
      "a\x01b",
      "a\rb",
      "    Latency   635.91us\r",
    ];
    for (const line of lines) {
      same(line);
      same(`${line}\n`);
      same(`Running 10s test @ http://127.0.0.1:8080/\n${line}\nRequests/sec:  17937.35\n`);
      same(`  Thread Stats   Avg      Stdev     Max   +/- Stdev\n${line}\n`);
    }
  });

  it("seeded variants", () => {
    const texts = files.map((f) => prepareText(readFileSync(f, "utf8")).split("\n"));
    const rnd = seeded(2029);
    const words = [
      "Running", "test @", "threads and", "connections", "Thread Stats", "Avg", "Stdev", "+/- Stdev", "Latency", "Req/Sec", "Latency Distribution",
      "Latency Distribution (HdrHistogram - ", "requests in", "read", "Socket errors:", "connect", "write", "timeout", "Non-2xx or 3xx responses:",
      "Requests/sec:", "Transfer/sec:", "Thread calibration: mean lat.:", "rate sampling interval:", "#[Mean    =", "----------",
      "wrk 4.1.0 [epoll] Copyright", "Usage: wrk", "unable to connect to", "%", ",", "-nan", "-nanus", "inf", "nanx", "10s", "1.5ms", "9.01k",
      "25.86MB", "12", "-3", "1.2.3", "x1", "é", "\u00a0", "\u3000", "\t", "  ", "\r", "\x7f", "\x01", "\f", "",
    ];
    seededEdits(texts, words, rnd, 500, same);
  });
});

describe("wrk's hand lexer's assumptions about the grammar", () => {
  it("the line mode's patterns read no lookaround, anchors or flags", () => expectHandLexable(WRK_LINE_MODE));
});
