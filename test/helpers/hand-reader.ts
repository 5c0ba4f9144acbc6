import { expect } from "vitest";
import type { LineMode } from "../../grammars/kit/line-lexer.js";

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
