import { Lexer, type TokenType } from "chevrotain";
import { Newline, token } from "../kit/tokens.js";
export { Newline };

/*
 * free output, one line at a time. A line is a run of words (labels, column headers, possibly translated and
 * containing spaces) and values (`24683656`, `-32Gi`, `8,7Mi`, `0B`, `241.7M`). Blanks separate tokens and are
 * skipped; the newline is a real token.
 */

/** Blanks, including the zero-width ones a paste can carry (U+200B-U+200D, U+2060, U+FEFF): they separate nothing visible. */
export const WhiteSpace = token({ name: "WhiteSpace", pattern: /[ \t\r\f\v\u00a0\u3000\u200b-\u200d\u2060\ufeff]+/, group: Lexer.SKIPPED });

/**
 * Any run of visible characters (a label such as `Mem:`, `Speicher:`, `内存：`, `-/+`, or a header word).
 * Explicit ranges (no complement set) keep Chevrotain's first-character optimization on; the blanks matched by
 * WhiteSpace (U+00A0, U+3000, the zero-width ones) are left out.
 */
export const Word = token({
  name: "Word",
  pattern: /[\x21-\x7e\u0080-\u009f\u00a1-\u200a\u200e-\u205f\u2061-\u2fff\u3001-\ufefe\uff00-\uffff]+/,
  label: "a word",
});

/**
 * A printed amount: an integer in the chosen unit, possibly negative (the `Comm:` row), or a human-readable size
 * (`-h`) with a decimal point or comma (localized) and a unit letter: `B`, `K M G T P E`, each optionally with `i`.
 * A longer word starting with digits (`12abc`) is a Word.
 */
export const Value = token({
  name: "Value",
  pattern: /-?\d+(?:[.,]\d+)?(?:B|[KMGTPE]i?)?/,
  longer_alt: Word,
  label: "a number",
});

export const lexerDefinition = [Newline, WhiteSpace, Value, Word];

export const allTokens: TokenType[] = lexerDefinition;
