import { Lexer, type TokenType } from "chevrotain";
import { keyValueGrammar, type KeyValueLine } from "../kit/key-value.js";
import { lazyGrammar, TextParser } from "../kit/parser.js";
import { token } from "../kit/tokens.js";

/*
 * PHP-FPM's status page (sapi/fpm/fpm/fpm_status.c). Its text forms (the default page, `?full`) are `name: value`
 * lines, read by the key-value page skeleton of grammars/kit (php-fpm's `************************` line between process
 * blocks is a line of words there). Its `?json` form (and `?json&full`) is one JSON object per page, read by the JSON
 * grammar below: the pages' spans are found by jsonPageSpans (lines.ts) and the grammar reads the text with everything
 * else blanked, so its offsets are the text's. Which member means what is the format's page rule
 * (src/formats/php-fpm-status/raw.ts).
 */
export type PhpFpmTextLine = KeyValueLine;

/** The text forms' grammar, built once on first use. */
export const phpFpmTextGrammar = keyValueGrammar();

/** A JSON value as printed: a string decoded, a number or literal as its text; where it starts. */
export type JsonValue =
  | { type: "string"; offset: number; text: string }
  | { type: "number" | "literal"; offset: number; text: string }
  | { type: "object"; offset: number; members: JsonMember[] }
  | { type: "array"; offset: number; items: JsonValue[] };

/** `"name":value` */
export interface JsonMember {
  name: string;
  value: JsonValue;
}

/** One JSON page: its top-level object. */
export type JsonPage = Extract<JsonValue, { type: "object" }>;

const Blank = token({ name: "Blank", pattern: /[ \t\r\n\f\v]+/, group: Lexer.SKIPPED, line_breaks: true });
const LCurly = token({ name: "LCurly", pattern: /\{/, label: "'{'" });
const RCurly = token({ name: "RCurly", pattern: /\}/, label: "'}'" });
const LSquare = token({ name: "LSquare", pattern: /\[/, label: "'['" });
const RSquare = token({ name: "RSquare", pattern: /\]/, label: "']'" });
const Comma = token({ name: "Comma", pattern: /,/, label: "','" });
const Colon = token({ name: "Colon", pattern: /:/, label: "':'" });
// RFC 8259's string (no raw control characters; php-fpm escapes `/` as `\/`), explicit ranges only
const StringLiteral = token({ name: "StringLiteral", pattern: /"(?:[\x20\x21\x23-\x5b\x5d-\uffff]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/, label: "a string" });
const NumberLiteral = token({ name: "NumberLiteral", pattern: /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/, label: "a number" });
const Literal = token({ name: "Literal", pattern: /true|false|null/, label: "true, false or null" });

const jsonTokens: TokenType[] = [Blank, LCurly, RCurly, LSquare, RSquare, Comma, Colon, StringLiteral, NumberLiteral, Literal];

export class PhpFpmJsonParser extends TextParser<JsonPage[]> {
  constructor() {
    super(jsonTokens, 1);
    this.performSelfAnalysis();
  }

  /** The pages, one JSON object each. */
  public document = this.RULE("document", (): JsonPage[] => {
    const pages: JsonPage[] = [];
    this.MANY(() => {
      const page = this.SUBRULE(this.object);
      this.ACTION(() => pages.push(page));
    });
    return pages;
  });

  private object = this.RULE("object", (): JsonPage => {
    const open = this.CONSUME(LCurly);
    const members: JsonMember[] = [];
    this.MANY_SEP({
      SEP: Comma,
      DEF: () => {
        const name = this.CONSUME(StringLiteral);
        this.CONSUME(Colon);
        const value = this.SUBRULE(this.value);
        this.ACTION(() => members.push({ name: JSON.parse(name.image) as string, value }));
      },
    });
    this.CONSUME(RCurly);
    return this.ACTION(() => ({ type: "object" as const, offset: open.startOffset, members }));
  });

  private array = this.RULE("array", (): JsonValue => {
    const open = this.CONSUME(LSquare);
    const items: JsonValue[] = [];
    this.MANY_SEP({
      SEP: Comma,
      DEF: () => {
        const item = this.SUBRULE(this.value);
        this.ACTION(() => items.push(item));
      },
    });
    this.CONSUME(RSquare);
    return this.ACTION(() => ({ type: "array" as const, offset: open.startOffset, items }));
  });

  private value = this.RULE("value", (): JsonValue =>
    this.OR([
      { ALT: () => this.SUBRULE(this.object) },
      { ALT: () => this.SUBRULE(this.array) },
      {
        ALT: () => {
          const t = this.CONSUME(StringLiteral);
          return this.ACTION(() => ({ type: "string" as const, offset: t.startOffset, text: JSON.parse(t.image) as string }));
        },
      },
      {
        ALT: () => {
          const t = this.CONSUME(NumberLiteral);
          return this.ACTION(() => ({ type: "number" as const, offset: t.startOffset, text: t.image }));
        },
      },
      {
        ALT: () => {
          const t = this.CONSUME(Literal);
          return this.ACTION(() => ({ type: "literal" as const, offset: t.startOffset, text: t.image }));
        },
      },
    ]),
  );
}

/** The `?json` form's grammar, built once on first use. */
export const phpFpmJsonGrammar = lazyGrammar(jsonTokens, () => new PhpFpmJsonParser(), (p, text) => p.read(text));
