import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { LineMode } from "../../grammars/kit/line-lexer.js";
import { prepareText } from "../../src/api/text.js";
import { seededEdits } from "./cell-edit.js";
import { root, seeded } from "./samples.js";

/** What reading a text gives: its value (lines, records), or its error (line, column, reason and excerpt). */
export function outcome(read: () => unknown): { value: unknown } | { error: string } {
  try {
    return { value: read() };
  } catch (err) {
    const e = err as { line?: number; column?: number; reason?: string; excerpt?: string; message: string };
    return { error: `${e.line}:${e.column} ${e.reason ?? e.message}\n${e.excerpt}` };
  }
}

/**
 * The check of a hand reader's differential test (grammars/ab/lines.ts, grammars/webbench/lines.ts): `same(text)`
 * expects `reader(text, grammar)` to give what `grammar(text)` gives, lines or error, and counts in `seen` the texts
 * read by hand alone (the grammar never called) and those read partly by each (`mixed(text)` says which texts
 * count: the ones where the hand reader had lines of its own to read).
 *
 * @example
 * const { same, seen } = handReaderCheck(grammar, abLines, (t) => /^Total: /m.test(t));
 * same(text); // expect(seen.hand).toBeGreaterThan(100) after many
 */
export function handReaderCheck<L>(grammar: (text: string) => L[], reader: (text: string, grammar: (text: string) => L[]) => L[], mixed: (text: string) => boolean) {
  const seen = { hand: 0, mixed: 0 };
  const same = (text: string): void => {
    let calls = 0;
    const reference = outcome(() => grammar(text));
    const got = outcome(() =>
      reader(text, (t) => {
        calls++;
        return grammar(t);
      }),
    );
    expect(got, JSON.stringify(text.slice(0, 300))).toEqual(reference);
    if (calls === 0) seen.hand++;
    else if (mixed(text)) seen.mixed++;
  };
  return { same, seen };
}

/**
 * A line mode's tokens as grammars/kit/line-lexer.ts needs them: patterns without lookaround, anchors or flags, so
 * that whether one matches depends on the characters it reads only (the lexer tells a token by its image), the
 * number and the word among them, and the word token the longer_alt of any token that has one.
 */
export function expectHandLexable(mode: LineMode): void {
  expect(mode.tokens).toContain(mode.number);
  expect(mode.tokens).toContain(mode.word);
  for (const t of mode.tokens) {
    const re = t.PATTERN as RegExp;
    expect(re, t.name).toBeInstanceOf(RegExp);
    expect(re.source, t.name).not.toMatch(/\\b|\\B|(?<!\\)[$^]|\(\?[=!<]/);
    expect(re.flags, t.name).toBe("");
    if (t.LONGER_ALT !== undefined) expect(t.LONGER_ALT, t.name).toBe(mode.word);
  }
}

/** Lines every hand reader meets in a pasted copy: letters outside ASCII, a no-break space, DEL, a control, a CR. */
const STRANGE_LINES = ["x\u00e9", "\u00e9", "a\u00a0b", "a\x7fb", "a\x01b", "a\rb"];

/**
 * The differential test of a hand line reader against its grammar (the rows.ts of autocannon, bombardier, k6, h2load,
 * httperf, wrk, hey, siege, oha and vegeta; keyValueLines), with handReaderCheck: every file of `files` as parse()
 * prepares it; `alone`, texts the reader must read without calling the grammar; each of `lines` and of STRANGE_LINES
 * alone, with its line end and in each of `contexts`; `rounds` (500) seeded variants of the files (`words` put in,
 * lines cut: seededEdits, seeded by `seed`); and, for a reader on the shared hand lexer, its line mode's patterns as
 * the hand lexer needs them (expectHandLexable; a `mode` whose patterns look ahead, autocannon's, is not given).
 * Gives the check, for a caller's own tests of the same reader.
 *
 * @example
 * describeHandLines("wrk", { grammar, reader: wrkLines, mode: WRK_LINE_MODE, files, minFiles: 30, alone: () => [...],
 *   lines: ["Requests/sec:", ...], contexts: [(l) => `Running 1s test @ x\n${l}\n`], words: ["Latency", ...], seed: 2029 });
 */
export function describeHandLines<L>(
  format: string,
  spec: {
    grammar: (text: string) => L[];
    reader: (text: string, grammar: (text: string) => L[]) => L[];
    mode?: LineMode;
    files: readonly string[];
    minFiles: number;
    alone: () => string[];
    lines: readonly string[];
    contexts: readonly ((line: string) => string)[];
    words: readonly string[];
    seed: number;
    rounds?: number;
  },
): { same: (text: string) => void } {
  const { same, seen } = handReaderCheck(spec.grammar, spec.reader, () => true);
  const read = (file: string): string => prepareText(readFileSync(file, "utf8"));
  describe(`${format} lines read by hand agree with the grammar`, () => {
    it("finds the samples", () => expect(spec.files.length).toBeGreaterThan(spec.minFiles));
    for (const file of spec.files) it(file.slice(root.length + 1), () => same(read(file)));

    it("reads the usual output by hand alone", () => {
      const before = seen.hand;
      const texts = spec.alone();
      for (const text of texts) same(text);
      expect(seen.hand).toBe(before + texts.length);
    });

    it("lines of a few tokens each, and the usual lines in unusual forms", () => {
      for (const line of [...spec.lines, ...STRANGE_LINES]) {
        same(line);
        same(`${line}\n`);
        for (const context of spec.contexts) same(context(line));
      }
    });

    it("seeded variants", () => seededEdits(spec.files.map((f) => read(f).split("\n")), spec.words, seeded(spec.seed), spec.rounds ?? 500, same));
  });

  const mode = spec.mode;
  if (mode !== undefined) {
    describe(`${format}'s hand lexer's assumptions about the grammar`, () => {
      it("the line mode's patterns read no lookaround, anchors or flags", () => expectHandLexable(mode));
    });
  }
  return { same };
}
