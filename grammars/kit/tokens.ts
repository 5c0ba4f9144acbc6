import { Lexer, type ITokenConfig, type TokenType } from "chevrotain";

/**
 * A token type, as Chevrotain's `createToken` makes it but without working out its categories' matches there: the
 * lexer built from a grammar's tokens does that for all of them at once (and the parser again), while createToken
 * rewalks every category's members for each new token, which cost every run about 70 ms of CPU at load for the 250
 * tokens of all the grammars, built or not. So a grammar's parser is built after its lexer (lazyGrammar does), and
 * nothing reads a token's `tokenTypeIdx` or category matches before its lexer is built.
 *
 * @example
 * export const Word = token({ name: "Word", pattern: /[a-z]+/, categories: [Text] });
 */
export function token(config: ITokenConfig): TokenType {
  const type: TokenType = { name: config.name };
  if (config.pattern !== undefined) type.PATTERN = config.pattern;
  type.CATEGORIES = config.categories === undefined ? [] : Array.isArray(config.categories) ? config.categories : [config.categories];
  if (config.label !== undefined) type.LABEL = config.label;
  if (config.group !== undefined) type.GROUP = config.group;
  if (config.pop_mode !== undefined) type.POP_MODE = config.pop_mode;
  if (config.push_mode !== undefined) type.PUSH_MODE = config.push_mode;
  if (config.longer_alt !== undefined) type.LONGER_ALT = config.longer_alt;
  if (config.line_breaks !== undefined) type.LINE_BREAKS = config.line_breaks;
  if (config.start_chars_hint !== undefined) type.START_CHARS_HINT = config.start_chars_hint;
  return type;
}

/*
 * Tokens every line-oriented grammar shares. Each grammar lists them in its own lexer definition next to its own
 * tokens; a grammar whose lines end differently (top's modes, ab -g's CR LF) makes its own with Newline as category.
 */

/**
 * Categories for grammars whose lines are a tool's own words and free text (ab, webbench, wrk): `Label` for the
 * tool's words (its labels, messages), `Text` for everything else on a line, `AnyToken` for either (a rest-of-line
 * rule consumes AnyToken). Categories only match; each grammar's own tokens declare which they belong to. Each grammar
 * makes its own: a category shared by several grammars matches the tokens of all of them, and Chevrotain's lookahead
 * analysis of each grammar then weighs every one (ab's parser took seconds to build, not a tenth of one).
 *
 * @example
 * export const { AnyToken, Label, Text } = lineCategories();
 */
export function lineCategories(): { AnyToken: TokenType; Label: TokenType; Text: TokenType } {
  const AnyToken = token({ name: "AnyToken", pattern: Lexer.NA });
  const Label = token({ name: "Label", pattern: Lexer.NA, categories: [AnyToken] });
  const Text = token({ name: "Text", pattern: Lexer.NA, categories: [AnyToken] });
  return { AnyToken, Label, Text };
}

/** The end of a line: a real token, so that grammars are LL(k) per line. */
export const Newline = token({ name: "Newline", pattern: /\n/, label: "end of line" });

/** Blanks between tokens, skipped: spaces, tabs, CR (a stray one), form feeds, no-break and ideographic spaces. */
export const WhiteSpace = token({ name: "WhiteSpace", pattern: /[ \t\r\f\v\u00a0\u3000]+/, group: Lexer.SKIPPED });

/**
 * "The rest of the line as one token", as a lexer mode (Chevrotain's INI example): a label token with
 * `push_mode: name` enters it, and the end of the line leaves it. A complement set (`[^\n]+`) in the default mode
 * would turn off the lexer's first-character optimization; inside a mode of its own it costs nothing.
 *
 * @example
 * const { mode, PopNewline, RestOfLine } = restOfLineMode("text", [Text]);
 * // lexerDefinition: { modes: { line: [Newline, ..., TextLabel /* push_mode: "text" *\/], text: mode } }
 */
export function restOfLineMode(name: string, categories: TokenType[] = []): { name: string; mode: TokenType[]; PopNewline: TokenType; RestOfLine: TokenType } {
  const PopNewline = token({ name: "PopNewline", pattern: /\n/, pop_mode: true, categories: [Newline], label: "end of line" });
  const RestOfLine = token({ name: "RestOfLine", pattern: /[\x00-\x09\x0b-\uffff]+/, categories, label: "text" });
  return { name, mode: [PopNewline, RestOfLine], PopNewline, RestOfLine };
}
