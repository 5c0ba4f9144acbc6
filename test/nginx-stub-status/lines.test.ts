/**
 * stub_status lines read by hand (grammars/nginx-stub-status/lines.ts: pages as nginx prints them, timestamp lines
 * of plain words) are pinned to the grammar: over every sample, each of its stream pieces (a page with the lines
 * before it, as the engine cuts a series) and seeded variants of both (words swapped for the page's keywords, HTTP
 * heads, curl errors, HTML, blanks, tabs, CRs, characters outside ASCII, cut lines), stubStatusLines gives the lines,
 * or the error, that the grammar alone gives.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { stubStatusLines } from "../../grammars/nginx-stub-status/lines.js";
import { stubStatusGrammar } from "../../grammars/nginx-stub-status/parser.js";
import { runGrammar } from "../../src/kit/grammar.js";
import { prepareText } from "../../src/api/text.js";
import { damagedLines } from "../helpers/cell-edit.js";
import { outcome } from "../helpers/hand-reader.js";
import { sampleFiles, seeded } from "../helpers/samples.js";

const grammar = (text: string) => runGrammar(stubStatusGrammar, text, "nginx-stub-status");
let byHand = 0;
const same = (text: string) => {
  const hand = outcome(() => stubStatusLines(text, () => ({ grammar: true }) as never));
  const reference = outcome(() => grammar(text));
  // (what the hand reader leaves to the grammar is the grammar's, whole)
  if (!("value" in hand && (hand.value as { grammar?: boolean }).grammar)) {
    byHand++;
    expect(hand, JSON.stringify(text.slice(0, 300))).toEqual(reference);
  }
  expect(outcome(() => stubStatusLines(text, grammar)), JSON.stringify(text.slice(0, 300))).toEqual(reference);
};

const files = sampleFiles("nginx-stub-status", (p) => p.endsWith(".txt"));
const texts = files.map((f) => prepareText(readFileSync(f, "utf8")));
/** A series cut as the engine cuts it: each piece ends with a page's Reading line. */
const pieces = (text: string): string[] => text.split(/(?<=^[ \t]*Reading[^\n]*\n)/m);
const page = (i: number) => `${1796050000 + i}\nActive connections: ${1 + (i % 7)} \nserver accepts handled requests\n ${13403 + i} ${13403 + i} ${18385 + 3 * i} \nReading: 0 Writing: 1 Waiting: ${i % 5} \n`;

describe("stub_status lines read by hand agree with the grammar", () => {
  it("finds the samples", () => expect(files.length).toBeGreaterThan(20));
  for (const [i, file] of files.entries()) {
    it(file, () => {
      same(texts[i]!);
      for (const piece of pieces(texts[i]!)) same(piece);
    });
  }

  it("reads a series of pages after epoch, ISO and date lines by hand", () => {
    const before = byHand;
    for (const stamp of ["1796050000", "1796050000.123456789", "2026-11-30T15:16:19+00:00", "Mon Nov 30 15:16:19 UTC 2026", "Mon Nov 30 03:16:19 PM CET 2026", ""]) {
      same(`${stamp}\n${page(1).split("\n").slice(1).join("\n")}`);
    }
    same(Array.from({ length: 20 }, (_, i) => page(i)).join(""));
    expect(byHand - before).toBe(7);
  });

  it("seeded variants", () => {
    // the samples, their pieces, and pieces of a generated series (the form read by hand), as often as the rest
    const series = Array.from({ length: 6 }, (_, i) => page(i)).join("");
    const all = [...texts, ...texts.flatMap(pieces)];
    all.push(...Array.from({ length: all.length }, (_, i) => (i % 2 ? series : page(i))));
    const rnd = seeded(2028);
    const before = byHand;
    const words = [
      "server", "server accepts handled requests", "Active", "Active connections:", "Active connections: 1", "connections:", "Reading", "Reading:", "Reading :", ":", "Writing :",
      "Waiting", "request_time", "requests", "HTTP/1.1", "HTTP/1.1 200 OK", "Server:", "Date:", "curl: (7)", "curl:", "<", "<html>", "A", "a", "1", "1x", "x1", "-1", "1.5",
      "Mon", "UTC", "2026", "15:16:19", "+00:00", "\t", "  ", "\r", "é", "星期一", "\u00a0", "\x7f", "_", "",
    ];
    // words a timestamp line may hold, which keep the text readable by hand (unless put inside a page)
    const plain = ["7", "123", "0x1", "1,5", "Mon", "Nov", "PM", "UTC", "CET", "2026-11-30T15:16:19Z", "15:16:19", "+01:00", "  ", ""];
    for (let round = 0; round < 3000; round++) {
      same(damagedLines(all[rnd(all.length)]!.split("\n"), () => ({ word: rnd(2) ? plain[rnd(plain.length)]! : words[rnd(words.length)]! }), rnd));
    }
    // both kinds, many times: read by hand, and left to the grammar
    expect(byHand - before).toBeGreaterThan(200);
    expect(byHand - before).toBeLessThan(2800);
  });
});
