/**
 * ab lines read by hand (grammars/ab/lines.ts: a plain report's banner, labelled fields, progress lines, Connection
 * Times table and percentage table) are pinned to the grammar: over every sample, every ab file of ../shared/corpus,
 * each of their stream pieces (cut as the engine cuts them, with ab's own cutter) and seeded variants of all of them
 * (words swapped for ab's labels, numbers glued to units and punctuation, percent signs, `<0>`, parentheses, blanks,
 * tabs, CRs, characters outside ASCII, cut lines), abLines gives the lines, or the error, that the grammar alone gives.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { abLines } from "../../grammars/ab/lines.js";
import { abGrammar } from "../../grammars/ab/parser.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { formats } from "../../src/formats/index.js";
import { abHtmlToText, isAbHtml } from "../../src/formats/ab/html.js";
import { Cut } from "../../src/kit/format.js";
import { damagedLines } from "../helpers/cell-edit.js";
import { handReaderCheck } from "../helpers/hand-reader.js";
import { root, sampleFiles, seeded } from "../helpers/samples.js";
import { sharedDir, skipShared } from "../helpers/shared.js";

const grammar = (text: string) => runGrammar(abGrammar, text, "ab");
/** Texts read by hand alone, and read partly by hand, partly by the grammar. */
const { same, seen } = handReaderCheck(grammar, abLines, (text) => /^(?:Complete requests|Connect|Total|Server Software): /m.test(text));

/** The text the grammar reads (the -w HTML form as the text it stands for, as parseRaw does). */
const asRead = (file: string): string => {
  const text = prepareText(readFileSync(file, "utf8"));
  return isAbHtml(text) ? abHtmlToText(text) : text;
};
/** A text cut as the engine cuts it, with ab's own cutter (each piece with its line ends). */
const pieces = (text: string): string[] => {
  const cutter = formats.ab.stream!.cutter!({});
  const out: string[] = [];
  let piece = "";
  for (const line of text.split(/(?<=\n)/)) {
    if (cutter.line(line.replace(/\n$/, "")) === Cut.start && piece !== "") {
      out.push(piece);
      piece = "";
    }
    piece += line;
  }
  return [...out, piece];
};

const samples = sampleFiles("ab", (p) => p.endsWith(".txt"));
const corpus = skipShared ? [] : readdirSync(join(sharedDir, "corpus", "ab")).filter((f) => !f.endsWith(".json")).map((f) => join(sharedDir, "corpus", "ab", f));
const files = [...samples, ...corpus];
const texts = files.map(asRead);
const plainRun = readFileSync(join(root, "samples", "ab", "ab-plain-n1000-c10.txt"), "utf8");
const run = (i: number) => plainRun.replace(/^Complete requests: +\d+/m, `Complete requests:      ${1000 + i}`).replace(/^ {2}50% +\d+/m, `  50%      ${1 + (i % 7)}`);

describe("ab lines read by hand agree with the grammar", () => {
  it("finds the samples", () => expect(samples.length).toBeGreaterThan(60));
  for (const [i, file] of files.entries()) {
    it(file.startsWith(root) ? file.slice(root.length + 1) : file, () => {
      same(texts[i]!);
      for (const piece of pieces(texts[i]!)) same(piece);
    });
  }
  describe.skipIf(skipShared)("the corpus (../shared/corpus/ab)", () => {
    it("finds the corpus", () => expect(corpus.length).toBeGreaterThan(10));
  });

  it("reads runs of a plain report without the grammar", () => {
    const before = seen.hand;
    same(Array.from({ length: 20 }, (_, i) => run(i)).join(""));
    const lines = [
      "Completed 100 requests", "Finished 7 requests", "Server Port:", "Server Port:   ", "Document Length:        -3 bytes", "Time taken for tests:   12 seconds",
      "Server Software:", "Server Software:   x y  ", "This is ApacheBench, Version 2.3 <$Revision: 1903618 $>", "Benchmarking", "Benchmarking h (be patient).....done",
      "Connect:", "Total:   1   2", "Connection Times (ms)", "Connection Times (ms) x", "  min   avg   max", "min\tmean[+/-sd]  median max x", "  50%  1", "100%  3 (longest request)",
      "   12.34 kb/s sent", "   1 kb/s", "   (Connect: 0, Receive: 1, Length: 2, Exceptions: 3)", "(Length: 2)", "Copyright 1996 Adam Twiss", "Licensed to The Apache Software Foundation, http://www.apache.org/",
      "Percentage of the requests served within a certain time (ms)", "Requests per second:    10.5 [#/sec] (mean)\r",
    ];
    for (const line of lines) {
      same(`${line}\n`);
      same(line);
    }
    expect(seen.hand - before).toBe(1 + 2 * lines.length);
  });

  it("seeded variants", () => {
    const series = Array.from({ length: 4 }, (_, i) => run(i)).join("");
    const all = [...texts, ...texts.flatMap(pieces)];
    all.push(...Array.from({ length: all.length }, (_, i) => (i % 2 ? series : run(i))));
    const rnd = seeded(2031);
    const before = { ...seen };
    // words a plain report holds (which keep most lines readable by hand), and words that make a line the grammar's
    const plain = ["7", "123", "0.5", "-2", "bytes", "seconds", "[ms]", "(mean)", "requests", "(longest request)", "kb/s", "  ", ""];
    // characters that, glued to a number, make it another token (a Word, or a number and punctuation)
    const glue = ["x", "s", ".", ".5", "-", ",", ":", "%", "(", ")", "[", "]", "<", ">", "_", "é", "\t", "\r", "\u00a0"];
    const words = [
      "Server Software:", "Server Port:", "Document Length:", "Variable", "Concurrency Level:", "Time taken for tests:", "Complete requests:", "Failed requests:", "Total transferred:",
      "Total POSTed:", "Total of", "Test aborted after", "Total:", "Total", "Connect:", "Receive:", "Length:", "Exceptions:", "Processing:", "Waiting:", "Connection Times (ms)",
      "Conection Times (ms)", "min", "mean[+/-sd]", "median", "max", "avg", "Percentage of the requests served within a certain time (ms)", "Completed", "Finished", "Benchmarking",
      "This is ApacheBench, Version", "Copyright", "Licensed", "WARNING: The median and mean for", "apr_socket_recv:", "apr_pollset_poll()", "Send request failed!", "kb/s", "kb/sx",
      "50%", "100%", "5%x", "%", "<0>", "<", ">", "(", ")", "(Connect: 0,", "Length: 5)", ",", ":", "[", "]", "1.", "1.5.2", "-", "-x", "1x", "x1", "nan", "inf",
      "\t", "\r", "é", "中文", "\u00a0", "\u3000", "\u2028", "\x07", "\x7f", "\x0b",
    ];
    for (let round = 0; round < 4000; round++) {
      const pick = () => {
        const kind = rnd(3);
        return { word: kind === 0 ? plain[rnd(plain.length)]! : kind === 1 ? words[rnd(words.length)]! : glue[rnd(glue.length)]!, glued: kind === 2 };
      };
      same(damagedLines(all[rnd(all.length)]!.split("\n"), pick, rnd));
    }
    // both ways, many times: by hand alone, and by hand around lines left to the grammar
    expect(seen.hand - before.hand).toBeGreaterThan(100);
    expect(seen.mixed - before.mixed).toBeGreaterThan(1000);
  });
});
