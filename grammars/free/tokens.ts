import { createToken, Lexer, type TokenType } from "chevrotain";

/*
 * free output, one line at a time. A line is a run of words (labels, column headers, possibly translated and
 * containing spaces) and values (`24683656`, `-32Gi`, `8,7Mi`, `0B`, `241.7M`). Blanks separate tokens and are
 * skipped; the newline is a real token.
 */

export const Newline = createToken({ name: "Newline", pattern: /\n/, label: "end of line" });
export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\f\v\u00a0\u3000]+/, group: Lexer.SKIPPED });

/**
 * Any run of visible characters (a label such as `Mem:`, `Speicher:`, `内存：`, `-/+`, or a header word).
 * Explicit ranges (no complement set) keep Chevrotain's first-character optimization on; the blanks matched by
 * WhiteSpace (U+00A0, U+3000) are left out.
 */
export const Word = createToken({
  name: "Word",
  pattern: /[\x21-\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]+/,
  label: "a word",
});

/**
 * A printed amount: an integer in the chosen unit, possibly negative (the `Comm:` row), or a human-readable size
 * (`-h`) with a decimal point or comma (localized) and a unit letter: `B`, `K M G T P E`, each optionally with `i`.
 * A longer word starting with digits (`12abc`) is a Word.
 */
export const Value = createToken({
  name: "Value",
  pattern: /-?\d+(?:[.,]\d+)?(?:B|[KMGTPE]i?)?/,
  longer_alt: Word,
  label: "a number",
});

export const lexerDefinition = [Newline, WhiteSpace, Value, Word];

export const allTokens: TokenType[] = lexerDefinition;
