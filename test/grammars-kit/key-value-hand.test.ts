/**
 * The key-value lines read by hand (grammars/kit/key-value.ts keyValueLines: what apache-status, lighttpd-status and
 * php-fpm-status read) are the lines, or the error, the key-value grammar alone gives: over every text sample of the
 * three formats as parse() prepares it, each of the usual lines in unusual forms (alone, with its line end, between
 * page lines), 600 seeded variants of the samples (labels, HTTP and curl words, `<`, blanks and characters outside
 * ASCII put in, lines cut), and texts made of those pieces in every order up to four long (describeHandLines, and
 * the arrangements below).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { keyValueGrammar, keyValueLines } from "../../grammars/kit/key-value.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { eachArrangement } from "../helpers/arrangements.js";
import { describeHandLines } from "../helpers/hand-reader.js";
import { sampleFiles } from "../helpers/samples.js";

const grammar = keyValueGrammar();
const DIRS = ["apache-status", "lighttpd-status", "php-fpm-status"];

const LINES = [
  "Total Accesses: 2007",
  "Total Accesses:",
  "Total Accesses:   ",
  "Total Accesses: \t 5 \r",
  "  Total kBytes:\t12",
  "ProxyBalancer[0]Worker[1]Sent: 12K",
  "a b c d e f g: 1",
  "a b c d e f: 1",
  "Scoreboard: ____W___....",
  "1796524638.603747499",
  "1796524638 Total Accesses: 5",
  "Sun Dec  6 02:37:18 UTC 2026",
  "2026-12-06T02:37:18+00:00",
  "TLSSessionCacheStatus",
  "************************",
  "HTTP/1.1 200 OK",
  "HTTP/1.1",
  "HTTP/x",
  "HTTPS: on",
  "curl: (7) Failed to connect to 127.0.0.1 port 8091 after 0 ms: Couldn't connect to server",
  "curl: (7)",
  "curl: x",
  "<title>503 Service Unavailable</title>",
  "<",
  "a <b>",
  "a HTTP/1.1 200",
  "a curl: (6) x",
  "a:b",
  "1:2",
  "x\u00e9: 1",
  "\u00e9t\u00e9: 1",
  "a\u00a0b: 1",
  "\u3000Total: 1",
  "a\x7fb",
  "a\x01b",
  "\x01",
  "a\rb",
  "\ufeffTotal Accesses: 1",
  "x \ud83d\ude00 y",
  "\t",
  " \r",
];
const CONTEXTS = [(l: string) => `1796524638\nTotal Accesses: 1\n${l}\nTotal kBytes: 2\n`, (l: string) => `${l}\n${l}`];
const WORDS = ["Total Accesses:", "Uptime:", "HTTP/1.1", "curl: (7)", "<", ":", "Key:", "\u00e9", "\u00a0", "\x01", " ", "\r", "1796524638"];

const { same } = describeHandLines("key-value", {
  grammar: (text: string) => runGrammar(grammar, text, "apache-status"),
  reader: keyValueLines,
  files: DIRS.flatMap((dir) => sampleFiles(dir, (p) => /\.txt$/.test(p) && !/\.json\.txt$/.test(p))),
  minFiles: 40,
  // a polled log of each server's pages
  alone: () => DIRS.map((dir) => prepareText(readFileSync(sampleFiles(dir, (p) => /series-epoch/.test(p))[0]!, "utf8"))),
  lines: LINES,
  contexts: CONTEXTS,
  words: WORDS,
  seed: 2031,
  rounds: 600,
});

describe("key-value lines read by hand: arrangements", () => {
  it("every arrangement of up to four pieces", () => {
    expect(eachArrangement(["Ab:", " ", "x", "\n", "HTTP/1", "<", "\r", "\u00a0", "9", "\x01"], 4, same)).toBeGreaterThan(10_000);
  });
});
