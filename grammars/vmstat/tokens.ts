import { Lexer, type TokenType } from "chevrotain";
import { Newline, token } from "../kit/tokens.js";
export { Newline };

/*
 * vmstat output, one line at a time: every line vmstat prints is a run of blank-separated cells (the dashed group
 * line, column headers, possibly translated, rows of integers, `-t`'s `2026-12-01 21:20:59`, the `-s`/`-D` lines
 * `     24684092 K total memory`). Blanks separate cells and are skipped; the newline is a real token.
 */

/** Blanks, including the zero-width ones a paste can carry (U+200B-U+200D, U+2060, U+FEFF). */
export const WhiteSpace = token({ name: "WhiteSpace", pattern: /[ \t\r\f\v\u00a0\u3000\u200b-\u200d\u2060\ufeff]+/, group: Lexer.SKIPPED });

/**
 * Any other run of visible characters: a header word (`swpd`, `frei`, `스왑`), a group of the dashed line
 * (`-----------memory----------`), a -s label word, a disk name (`nvme0n1`). Explicit ranges keep Chevrotain's
 * first-character optimization on.
 */
export const Word = token({
  name: "Word",
  pattern: /[\x21-\x7e\u0080-\u009f\u00a1-\u200a\u200e-\u205f\u2061-\u2fff\u3001-\ufefe\uff00-\uffff]+/,
  label: "a word",
});

/** `-t`'s date, `%Y-%m-%d`. */
export const DateCell = token({ name: "DateCell", pattern: /\d{4}-\d\d-\d\d/, longer_alt: Word, label: "a date" });

/** `-t`'s clock, `%H:%M:%S`. */
export const ClockCell = token({ name: "ClockCell", pattern: /\d\d:\d\d:\d\d/, longer_alt: Word, label: "a clock time" });

/** An integer as vmstat prints every value (`%lu`, `%d`: a negative in-progress count is possible in -d). */
export const Integer = token({ name: "Integer", pattern: /-?\d+/, longer_alt: Word, label: "a number" });

export const lexerDefinition: TokenType[] = [Newline, WhiteSpace, DateCell, ClockCell, Integer, Word];

export const allTokens: TokenType[] = lexerDefinition;
