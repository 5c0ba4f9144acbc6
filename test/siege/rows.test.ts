/**
 * siege's hand-read lines (grammars/siege/rows.ts) are pinned to the grammar: over every sample and seeded variants of
 * them (words swapped for siege's labels, units, the arrow and the protocol, values, punctuation, the labels that
 * take the rest of the line, blanks and characters outside ASCII, cut lines), siegeLines gives the lines, or the
 * error, that the grammar alone gives.
 */
import { describe, expect, it } from "vitest";
import { siegeGrammar } from "../../grammars/siege/parser.js";
import { SIEGE_LINE_MODE, siegeLines } from "../../grammars/siege/rows.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { seededEdits } from "../helpers/cell-edit.js";
import { expectHandLexable, handReaderCheck } from "../helpers/hand-reader.js";
import { root, sampleFiles, seeded } from "../helpers/samples.js";
import { readFileSync } from "node:fs";

const grammar = (text: string) => runGrammar(siegeGrammar, text, "siege");
const { same, seen } = handReaderCheck(grammar, siegeLines, () => true);

const files = sampleFiles("siege", (p) => p.endsWith(".txt"));

describe("siege lines read by hand agree with the grammar", () => {
  it("finds the samples", () => expect(files.length).toBeGreaterThan(30));
  for (const file of files) {
    it(file.slice(root.length + 1), () => same(prepareText(readFileSync(file, "utf8"))));
  }

  it("reads per-request lines and a summary block by hand alone", () => {
    const before = seen.hand;
    same("HTTP/1.1 200     0.00 secs:     600 bytes ==> GET  /index.html\nHTTP/1.1 404     0.01 secs:     153 bytes ==> GET  /x\n");
    same("Transactions:\t\t        1000 hits\nAvailability:\t\t      100.00 %\nElapsed time:\t\t        0.26 secs\n");
    expect(seen.hand).toBe(before + 2);
  });

  it("lines of a few tokens each, and the usual lines in unusual forms", () => {
    const lines = [
      "",
      " ",
      "\t",
      "HTTP/1.1 200     0.00 secs:     600 bytes ==> GET  /index.html",
      "HTTP/1.1 200     0.00 secs:     600 bytes ==> GET  /index.html ==> x",
      "HTTP/1.1 200     0.00 secs:     600 bytes ==>",
      "HTTP/1.1 200     0.00 secs:     600 bytes ==> ",
      "HTTP/1.1 200     0.00 secs:     600 bytes",
      "HTTP/1.1 200     0.00 secs:     600",
      "HTTP/1.1 200     0.00 secs:",
      "HTTP/1.1 200     0.00",
      "HTTP/1.1 200",
      "HTTP/1.1",
      "HTTP/2 200     0.00 secs:     600 bytes ==> GET  /",
      "HTTP/1.1x 200",
      "HTTP/1.1 x 0.00 secs: 600 bytes ==> GET /",
      "HTTP/1.1 200 secs: 600 bytes ==> GET /",
      "HTTP/1.1 200 0.00 600 bytes ==> GET /",
      "HTTP/1.1 200 0.00 secs: bytes ==> GET /",
      "HTTP/1.1 200 0.00 secs: 600 ==> GET /",
      "HTTP/1.1 200 0.00 secs: 600 bytes x ==> GET /",
      "HTTP/1.1 200 -1.5 secs: 600 bytes ==> GET /",
      "HTTP/1.1 200 nan secs: 600 bytes ==> GET /",
      "HTTP/1.1,200,  0.00,    600,/index.html,0,2026-12-01 21:22:47",
      "HTTP/1.1,200",
      "HTTP/1.1,",
      "   0) HTTP/1.1 200     0.00 secs:     600 bytes ==> GET  /index.html",
      "[Tue, 2026-12-01 21:22:47] HTTP/1.1 200     0.00 secs:     600 bytes ==> GET  /index.html",
      "Transactions:\t\t        1000 hits",
      "Transactions:\t\t        1000",
      "Transactions:\t\t        hits",
      "Transactions:",
      "Transactions:\t\t        1000 hits x",
      "Availability:\t\t      100.00 %",
      "Availability:\t\t      100.00 %%",
      "Elapsed time:\t\t        0.26 secs",
      "Data transferred:\t        0.57 MB",
      "Response time:\t\t        0.00 secs",
      "Response time:\t\t        0.00 ms",
      "Transaction rate:\t     3846.15 trans/sec",
      "Throughput:\t\t        2.20 MB/sec",
      "Concurrency:\t\t        9.35",
      "Successful transactions:        1000",
      "Failed transactions:\t           0",
      "Longest transaction:\t        0.02",
      "Shortest transaction:\t        0.00",
      "HTTP OK received:\t        1000",
      "Transactions:\t\t        nan hits",
      "Transactions:\t\t        1000 ==> x",
      "Transactions: 1000 [error] x",
      "** SIEGE 4.0.7",
      "The server is now under siege...",
      "Lifting the server siege...",
      "[error] socket: unable to connect sock.c:282: Connection refused",
      "{\t\"transactions\":\t\t\t        1000,",
      "\t\"availability\":\t\t\t      100.00,",
      "}",
      "LOG FILE: /var/log/siege.log",
      "**** text ****",
      "12 34",
      "x:",
      "%",
      ",",
      ")",
      "x\u00e9",
      "\u00e9",
      "a\u00a0b",
      "a\x7fb",
      "a\x01b",
      "a\rb",
      "HTTP/1.1 200     0.00 secs:     600 bytes ==> GET  /index.html\r",
      "HTTP/1.1 200     0.00 secs:     600 bytes ==> GET  /\u00e9",
    ];
    for (const line of lines) {
      same(line);
      same(`${line}\n`);
      same(`** SIEGE 4.0.7\n${line}\nHTTP/1.1 200     0.00 secs:     600 bytes ==> GET  /index.html\n`);
      same(`Transactions:\t\t        1000 hits\n${line}\n`);
    }
  });

  it("seeded variants", () => {
    const texts = files.map((f) => prepareText(readFileSync(f, "utf8")).split("\n"));
    const rnd = seeded(2031);
    const words = [
      "HTTP/1.1", "HTTP/2", "secs:", "bytes", "==>", "GET", "Transactions:", "Availability:", "Elapsed time:", "Data transferred:", "Response time:",
      "Transaction rate:", "Throughput:", "Concurrency:", "Successful transactions:", "Failed transactions:", "Longest transaction:", "hits",
      "trans/sec", "MB", "** SIEGE", "**", "****", "[error]", "LOG FILE:", "Lifting the server siege...", "Date & Time,", "\"transactions\"",
      "[Tue, 2026-12-01 21:22:47]", "2026-12-01 21:22:47", "0)", "%", ",", ":", "{", "}", "[", "]", ")", "nan", "-inf", "0.00", "600", "-3", "1.2.3",
      "x1", "é", "\u00a0", "\u3000", "\t", "  ", "\r", "\x7f", "\x01", "\f", "",
    ];
    seededEdits(texts, words, rnd, 500, same);
  });
});

describe("siege's hand lexer's assumptions about the grammar", () => {
  it("the line mode's patterns read no lookaround, anchors or flags", () => expectHandLexable(SIEGE_LINE_MODE));
});
