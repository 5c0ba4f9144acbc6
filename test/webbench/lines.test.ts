/**
 * webbench lines read by hand (grammars/webbench/lines.ts: a plain webbench 1.5 run's banner, copyright, header,
 * results, command line and prompts) are pinned to the grammar: over every sample, each of its stream pieces (cut
 * before each `webbench ...` command line, as the engine cuts a session) and seeded variants of both (words swapped
 * for webbench's keywords, messages, URLs, table borders, blanks, tabs, CRs, characters outside ASCII, cut lines),
 * webbenchLines gives the lines, or the error, that the grammar alone gives.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { webbenchLines } from "../../grammars/webbench/lines.js";
import { webbenchGrammar } from "../../grammars/webbench/parser.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { damagedLines } from "../helpers/cell-edit.js";
import { handReaderCheck } from "../helpers/hand-reader.js";
import { sampleFiles, seeded } from "../helpers/samples.js";

const grammar = (text: string) => runGrammar(webbenchGrammar, text, "webbench");
/** Texts read by hand alone, and read partly by hand, partly by the grammar. */
const { same, seen } = handReaderCheck(grammar, webbenchLines, (text) => !text.includes("Request:") && /^(?:Speed=|Requests: |\$ webbench )/m.test(text));

const files = sampleFiles("webbench", (p) => p.endsWith(".txt"));
const texts = files.map((f) => prepareText(readFileSync(f, "utf8")));
/** A session cut as the engine cuts it: a piece starts at each `webbench ...` command line. */
const pieces = (text: string): string[] => text.split(/(?=^\s*(?:[^\s#$%>\n]*[#$%>]\s*)?(?:[\w.~-]*\/)?webbench\s+[-\u2012-\u2015\u2212])/m);
const run = (i: number) =>
  `$ webbench -c ${1 + i} -t 30 http://127.0.0.1:8081/index.html\nWebbench - Simple Web Benchmark 1.5\nCopyright (c) Radim Kolar 1997-2004, GPL Open Source Software.\n\nBenchmarking: GET http://127.0.0.1:8081/index.html\n${1 + i} clients, running 30 sec.\n\nSpeed=${122468 + i} pages/min, ${1734963 - i} bytes/sec.\nRequests: ${61234 + i} susceed, ${i % 3} failed.\n$ \n`;

describe("webbench lines read by hand agree with the grammar", () => {
  it("finds the samples", () => expect(files.length).toBeGreaterThan(15));
  for (const [i, file] of files.entries()) {
    it(file, () => {
      same(texts[i]!);
      for (const piece of pieces(texts[i]!)) same(piece);
    });
  }

  it("reads a session of plain runs without the grammar", () => {
    const before = seen.hand;
    same(Array.from({ length: 20 }, (_, i) => run(i)).join(""));
    for (const line of ["1 client, running 5 sec.", "Speed=-5 pages/min, -12 bytes/sec.", "Requests: 0 succeed, 7 failed.", "# webbench", "#", "Webbench - Simple Web Benchmark", "Copyright (c)", "Copyright (c)   x  "]) {
      same(`${line}\n`);
      same(line);
    }
    expect(seen.hand - before).toBe(17);
  });

  it("seeded variants", () => {
    const series = Array.from({ length: 4 }, (_, i) => run(i)).join("");
    const all = [...texts, ...texts.flatMap(pieces)];
    all.push(...Array.from({ length: all.length }, (_, i) => (i % 2 ? series : run(i))));
    const rnd = seeded(2030);
    const before = { ...seen };
    // words a plain run holds (which keep most lines readable by hand), and words that make a line the grammar's
    const plain = ["7", "123", "-c", "--time", "sec.", "clients,", "http://h/x", "https://h:1/", "  ", ""];
    const words = [
      "Request:", "Requests:", "Speed=", "Speed =", "pages/min", "bytes/sec", "susceed", "failed", "failed.", "clients", "client", "running", "sec", "seconds",
      "early socket close", "via proxy server", ", forcing reload", "custom header", "Benchmarking:", "Runing info:", "GET", "POST", "HEAD", "(using HTTP/1.1)", "HTTP/1.0",
      "Content-Type:", "Webbench - Simple Web Benchmark", "WebBench - Simple Web Benchmark", "Copyright (c)", "webbench", "./webbench", "~#webbench", "webbench:", "webbench [option]... URL",
      "Connect to server failed. Aborting benchmark.", "Some of our childrens died.", "fork failed.", "pipe failed.", "mean time to connect (ms)=", "benchcore has run", "rqeuest = ",
      "|", "||", ".", ",", "1.5", "1e5", "-1", "1x", "secure://x", "ftp://h/", "^C", "$", "#", "root@h:~#", "\t", "\r", "é", "中文", "\u00a0", "\u3000", "\x07", "\x7f",
    ];
    for (let round = 0; round < 3000; round++) {
      same(damagedLines(all[rnd(all.length)]!.split("\n"), () => ({ word: rnd(2) ? plain[rnd(plain.length)]! : words[rnd(words.length)]! }), rnd));
    }
    // both ways, many times: by hand alone, and by hand around lines left to the grammar
    expect(seen.hand - before.hand).toBeGreaterThan(100);
    expect(seen.mixed - before.mixed).toBeGreaterThan(500);
  });
});
