import type { TokenType } from "chevrotain";
import { firstChars } from "./first-chars.js";

/** The bits of a character's entry in lineLexer's table: the patterns that can start there. */
const BEFORE = 1;
const NUMBER = 2;
const AFTER = 4;

/** One line's tokens as a hand lexer cuts them: types, starts, ends (scratch lists, reused line after line), count. */
export interface LineTokens {
  types: TokenType[];
  starts: number[];
  ends: number[];
  count: number;
}

/**
 * What a grammar's line mode is to its hand lexer: its tokens in the lexer's order after Newline and WhiteSpace, the
 * number token among them (a grammar without one names its Word token: vegeta's), its Word token (the run of
 * `isWordChar` characters, the longer_alt of the tokens that have one), and the RestOfLine token of the mode a label
 * pushes (`push_mode`). The patterns have no lookaround, anchors or flags (the lexer tells a token by the image its
 * patterns matched), test/<format>/rows.test.ts checks it.
 * `restMode`, when given, is the one pushed mode that is the rest of the line (restOfLineMode's name): a label that
 * pushes it may stand anywhere in the line, and a label that pushes another mode is not read by hand (the line is
 * the grammar's). Without it, every pushed mode is taken for the rest of the line, after the line's first token only.
 */
export interface LineMode {
  tokens: readonly TokenType[];
  number: TokenType;
  word: TokenType;
  isWordChar: (c: number) => boolean;
  /**
   * Characters outside printable ASCII that start a token of the patterns before the number (autocannon's box
   * drawing: its cell borders and rules), none of them a blank or a Word character; a line's other characters outside
   * printable ASCII are the caller's to refuse.
   */
  alsoStarts?: (c: number) => boolean;
  /** Absent when no label pushes a mode (a grammar of one mode). */
  restOfLine?: TokenType;
  restMode?: string;
}

/**
 * A hand lexer for the lines a hand reader reads (grammars/autocannon, bombardier, h2load, httperf, wrk, hey, siege,
 * oha and vegeta rows.ts): it cuts a line of printable ASCII, spaces and tabs (and the characters LineMode.alsoStarts
 * lets start a token) into the tokens the grammar's lexer reads there, trying them in its order (the tokens before
 * the number as one pattern, then the number, then the ones after it as one pattern, then a word), a token with a
 * longer_alt giving way to a longer word, as Chevrotain does. A label that enters the rest mode ends the line with one
 * RestOfLine token: when it is the line's first token, or anywhere with LineMode.restMode. Each of the three patterns is
 * tried only at the characters a match of it can start with (first-chars.ts); the others cannot match there. `tokenize(text, from, to,
 * out)` fills `out` and gives false for a line it does not take (another character, such a label where it is not
 * taken, a label that enters another mode).
 */
export function lineLexer(mode: LineMode): (text: string, from: number, to: number, out: LineTokens) => boolean {
  const at = mode.tokens.indexOf(mode.number);
  const before = mode.tokens.slice(0, at);
  const after = mode.tokens.slice(at + 1).filter((t) => t !== mode.word);
  const combined = (list: readonly TokenType[]): RegExp => new RegExp(list.map((t) => (t.PATTERN as RegExp).source).join("|"), "y");
  const beforeAt = combined(before);
  const afterAt = combined(after);
  const numberAt = new RegExp((mode.number.PATTERN as RegExp).source, "y");
  const singles = new Map(mode.tokens.map((t) => [t, new RegExp((t.PATTERN as RegExp).source, "y")]));
  /**
   * The token each image a combined pattern matched is (the first token that matches at a place wins; whether a
   * pattern without lookaround matches depends on the characters it reads, so an image always has the same winner).
   * Bounded: a text of many different images finds the others without it.
   */
  const ofImage = new Map<string, TokenType>();
  const which = (list: readonly TokenType[], text: string, p: number, end: number): TokenType => {
    const image = text.slice(p, end);
    let type = ofImage.get(image);
    if (type !== undefined) return type;
    for (let k = 0; type === undefined; k++) {
      const re = singles.get(list[k]!)!;
      re.lastIndex = p;
      if (re.test(text)) type = list[k]!;
    }
    if (ofImage.size < 256) ofImage.set(image, type);
    return type;
  };
  // Which of the three patterns can start at each ASCII character (firstChars): the others are not tried there.
  const can = new Uint8Array(128);
  const mark = (tokens: readonly TokenType[], bit: number): void => {
    // (no tokens: their combined pattern is empty and matches everywhere, as it did when always tried)
    const sets = tokens.length === 0 ? [undefined] : tokens.map((t) => firstChars(t.PATTERN as RegExp));
    for (let c = 0; c < 128; c++) if (sets.some((s) => s === undefined || s.has(c))) can[c]! |= bit;
  };
  mark(before, BEFORE);
  mark([mode.number], NUMBER);
  mark(after, AFTER);
  const isWordChar = mode.isWordChar;
  const alsoStarts = mode.alsoStarts;
  const restMode = mode.restMode;
  const restOfLine = mode.restOfLine;

  return (text, from, to, out) => {
    const { types, starts, ends } = out;
    let n = 0;
    out.count = 0;
    for (let p = from; p < to; ) {
      const c = text.charCodeAt(p);
      if (c === 32 || c === 9) {
        p++;
        continue;
      }
      if ((c < 0x21 || c > 0x7e) && !(alsoStarts !== undefined && alsoStarts(c))) return false;
      let w = p;
      while (w < to && isWordChar(text.charCodeAt(w))) w++;
      let type: TokenType;
      let end: number;
      const tries = c < 128 ? can[c]! : BEFORE | NUMBER | AFTER;
      beforeAt.lastIndex = p;
      if ((tries & BEFORE) !== 0 && beforeAt.test(text)) {
        end = beforeAt.lastIndex;
        type = which(before, text, p, end);
      } else {
        numberAt.lastIndex = p;
        if ((tries & NUMBER) !== 0 && numberAt.test(text)) {
          end = numberAt.lastIndex;
          type = mode.number;
        } else {
          afterAt.lastIndex = p;
          if ((tries & AFTER) !== 0 && afterAt.test(text)) {
            end = afterAt.lastIndex;
            type = which(after, text, p, end);
          } else {
            type = mode.word;
            end = w;
          }
        }
      }
      if (end <= p || end > to) return false;
      if (type.LONGER_ALT !== undefined && w > end) {
        type = mode.word;
        end = w;
      } else if (type.PUSH_MODE !== undefined) {
        if (restOfLine === undefined || (restMode === undefined ? n > 0 : type.PUSH_MODE !== restMode)) return false;
        types[n] = type;
        starts[n] = p;
        ends[n] = end;
        // the rest of the line, blanks and all, is one RestOfLine token
        out.count = end === to ? n + 1 : n + 2;
        types[n + 1] = restOfLine;
        starts[n + 1] = end;
        ends[n + 1] = to;
        return true;
      }
      types[n] = type;
      starts[n] = p;
      ends[n] = end;
      n++;
      p = end;
    }
    out.count = n;
    return true;
  };
}

/**
 * A hand reader's scratch tokens (one line's, reused line after line) and what it asks of them: whether token k is of
 * type t, and token k as printed (its text and offset).
 *
 * @example
 * const { tokens, is, printedAt } = scratchTokens();
 * tokenize("12 x", 0, 4, tokens);
 * is(0, T.Number) //=> true
 * printedAt("12 x", 1) //=> { text: "x", offset: 3 }
 */
export function scratchTokens(): { tokens: LineTokens; is: (k: number, t: TokenType) => boolean; printedAt: (text: string, k: number) => { text: string; offset: number } } {
  const tokens: LineTokens = { types: [], starts: [], ends: [], count: 0 };
  const { types, starts, ends } = tokens;
  return {
    tokens,
    is: (k, t) => k < tokens.count && types[k] === t,
    printedAt: (text, k) => ({ text: text.slice(starts[k], ends[k]), offset: starts[k]! }),
  };
}
