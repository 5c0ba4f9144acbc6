import type { EmbeddedActionsParser, ILexingError, IRecognitionException, TokenType } from "chevrotain";
import type { Grammar } from "../../grammars/kit/parser.js";
import { ParseError } from "./errors.js";

export type { Grammar };

/**
 * Lexes and parses `text` with a grammar, turning Chevrotain's lexing and parsing errors into a ParseError that
 * points at the first offending character.
 */
export function runGrammar<P extends EmbeddedActionsParser, Out>(
  grammar: Grammar<P, Out>,
  text: string,
  format: string,
  source?: string,
): Out {
  const lexed = grammar.lexer().tokenize(text);
  if (lexed.errors.length > 0) throw lexingError(lexed.errors[0]!, text, format, source);
  const parser = grammar.parser();
  parser.input = lexed.tokens;
  const out = grammar.run(parser, text);
  if (parser.errors.length > 0) throw parsingError(parser.errors[0]!, text, format, source);
  return out;
}

function lexingError(err: ILexingError, text: string, format: string, source?: string): ParseError {
  const ch = text.slice(err.offset, err.offset + 1);
  return new ParseError({
    format,
    source,
    text,
    offset: err.offset,
    message: `unexpected character ${JSON.stringify(ch)}`,
  });
}

function parsingError(err: IRecognitionException, text: string, format: string, source?: string): ParseError {
  const token = err.token;
  const atEnd = token.tokenType?.name === "EOF" || Number.isNaN(token.startOffset);
  const offset = atEnd ? text.length : token.startOffset;
  const found = atEnd ? "the end of the input" : JSON.stringify(token.image.length > 60 ? `${token.image.slice(0, 60)}…` : token.image);
  const expected = expectedFromMessage(err.message);
  const what = expected.length > 0 ? `expected ${expected.join(" or ")}, found ${found}` : `unexpected ${found}`;
  const rule = err.context?.ruleStack?.at(-1);
  return new ParseError({
    format,
    source,
    text,
    offset,
    expected,
    message: rule ? `${what} (in ${rule})` : what,
  });
}

/** Chevrotain names expected tokens as `--> Label <--` or in `[Label, Label]` lists; keep just the labels. */
function expectedFromMessage(message: string): string[] {
  const out = new Set<string>();
  const single = /Expecting (?:token of type )?--> (.+?) <--/.exec(message);
  if (single) out.add(single[1]!);
  for (const m of message.matchAll(/\[([^\]]*)\]/g)) {
    for (const part of m[1]!.split(",")) {
      const name = part.trim();
      if (name && name !== "EOF") out.add(name);
    }
  }
  return [...out];
}

/** A token's name in error messages: its label when it has one. */
export function tokenLabel(t: TokenType): string {
  return t.LABEL ?? t.name;
}
