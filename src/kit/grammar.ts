import type { EmbeddedActionsParser, ILexingError, IRecognitionException, TokenType } from "chevrotain";
import { blankSpans, mergeByOffset } from "../../grammars/kit/hand.js";
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

/**
 * runGrammar for a line grammar over a text some of whose lines hold several of the tool's lines glued together (a
 * web copy that lost their line ends: `26 hitsAvailability:  100.00 %Elapsed time: ...`). `cuts` are the offsets,
 * inside lines and in the text's order, where a glued line starts (the format knows its labels). The grammar reads
 * the text with the glued parts blanked (offsets and line ends kept), then each glued part alone, as a line of its
 * own; every `offset` field in the lines a part gives is moved by where the part starts. The lines come back in the
 * text's order. Without cuts this is runGrammar.
 *
 * @example
 * runGrammarCut(siegeGrammar, "Transactions: 26 hitsAvailability: 100.00 %\n", "siege", undefined, [20])
 * //=> [{ kind: "blockValue", offset: 0, ... }, { kind: "blockValue", offset: 20, ... }]
 */
export function runGrammarCut<P extends EmbeddedActionsParser, L extends { offset: number }>(
  grammar: Grammar<P, L[]>,
  text: string,
  format: string,
  source: string | undefined,
  cuts: readonly number[],
): L[] {
  if (cuts.length === 0) return runGrammar(grammar, text, format, source);
  // each part runs from its cut to the next cut on its line, or to the line's end
  const spans: number[] = [];
  for (let k = 0; k < cuts.length; k++) {
    const lineEnd = text.indexOf("\n", cuts[k]!);
    const end = lineEnd === -1 ? text.length : lineEnd;
    const next = cuts[k + 1];
    spans.push(cuts[k]!, next !== undefined && next < end ? next : end);
  }
  // (blanked from the first cut of each line to its end: one span per line)
  const blanked: number[] = [];
  for (let k = 0; k < spans.length; k += 2) {
    if (blanked.length > 0 && blanked[blanked.length - 1] === spans[k]) blanked[blanked.length - 1] = spans[k + 1]!;
    else blanked.push(spans[k]!, spans[k + 1]!);
  }
  const lines = runGrammar(grammar, blankSpans(text, blanked), format, source);
  const parts: L[] = [];
  for (let k = 0; k < spans.length; k += 2) {
    const at = spans[k]!;
    let part: L[];
    try {
      part = runGrammar(grammar, text.slice(at, spans[k + 1]), format, source);
    } catch {
      // a part the grammar cannot read alone: the whole text as printed, where its error is placed
      return runGrammar(grammar, text, format, source);
    }
    for (const l of part) parts.push(shifted(l, at));
  }
  return mergeByOffset(lines, parts);
}

/** A grammar's line with every `offset` in it (its own and its values') moved by `by`. */
function shifted<T>(value: T, by: number): T {
  if (Array.isArray(value)) return value.map((v) => shifted(v, by)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = k === "offset" && typeof v === "number" ? v + by : shifted(v, by);
  return out as T;
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
