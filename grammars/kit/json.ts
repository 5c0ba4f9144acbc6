import { EmbeddedActionsParser, EOF, Lexer, type IToken } from "chevrotain";
import { token } from "./tokens.js";
import { lazyGrammar, parserConfig } from "./parser.js";

/*
 * The one JSON grammar every format that reads a tool's JSON shares (sadf -j, iostat/mpstat -o JSON, k6's summary,
 * vegeta's report, ...): a document is zero or more JSON values (one, or JSON lines), read into a small tree that
 * keeps each value's offset and the number or string as printed. It reads what tools print when they get JSON wrong
 * and says what it did (`repairs`), so a format can warn instead of failing:
 * - a comma before the first item, or two in a row (sysstat #163, #222: `"statistics": [` then a line `,`);
 * - a missing comma between two members or items (sysstat #12, #90, #128);
 * - a decimal comma in a number member (`"pgpgin": 4,97`: sadf -j under a comma locale, sysstat #128);
 * - containers left open at the end of the input (an interrupted tool, sysstat #215, #410): `closed: false`;
 * - when the caller asks (readJson's `missingValues`), a member without its value (`"90":  ,`: a bombardier result
 *   pasted with a percentile lost): an empty `word` (text "") with a `missing-value` repair; else it is a problem.
 * What it cannot read is a `problem` (a closing bracket of the wrong kind, a value where a key goes): the format
 * turns the first into its ParseError.
 */

export const JsonLCurly = token({ name: "JsonLCurly", pattern: /{/, label: "'{'" });
export const JsonRCurly = token({ name: "JsonRCurly", pattern: /}/, label: "'}'" });
export const JsonLSquare = token({ name: "JsonLSquare", pattern: /\[/, label: "'['" });
export const JsonRSquare = token({ name: "JsonRSquare", pattern: /]/, label: "']'" });
export const JsonComma = token({ name: "JsonComma", pattern: /,/, label: "','" });
export const JsonColon = token({ name: "JsonColon", pattern: /:/, label: "':'" });
// (explicit ranges, no complement set: the lexer's first-character optimization stays on)
export const JsonString = token({
  name: "JsonString",
  pattern: /"(?:[\x09\x20\x21\x23-\x5b\x5d-\uffff]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/,
  label: "a string",
});
export const JsonNumber = token({ name: "JsonNumber", pattern: /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/, label: "a number" });
/** true, false, null, and the words some tools print for a number they could not compute (`nan`, `-nan`, `inf`). */
export const JsonWord = token({ name: "JsonWord", pattern: /-?[A-Za-z_][A-Za-z0-9_]*/, label: "a word" });
export const JsonBlank = token({ name: "JsonBlank", pattern: /[ \t\r\n\f\ufeff]+/, group: Lexer.SKIPPED, line_breaks: true });

export const jsonTokens = [JsonBlank, JsonLCurly, JsonRCurly, JsonLSquare, JsonRSquare, JsonComma, JsonColon, JsonString, JsonNumber, JsonWord];

/** A JSON value as read: its kind, where it starts in the text, and its parts. */
export type JsonValue = JsonObject | JsonArray | JsonScalar;

export interface JsonObject {
  type: "object";
  offset: number;
  /** False when the input ended before its closing brace. */
  closed: boolean;
  keys: string[];
  values: JsonValue[];
}

export interface JsonArray {
  type: "array";
  offset: number;
  /** False when the input ended before its closing bracket. */
  closed: boolean;
  items: JsonValue[];
}

export interface JsonScalar {
  /** `number`, `string`, or `word` (true, false, null, nan, ...). */
  type: "number" | "string" | "word";
  offset: number;
  /** A number or word as printed (a decimal comma kept: `4,97`), a string's value (unescaped). */
  text: string;
}

/** What the reader did to read a value a tool printed wrongly (see the comment on top). */
export interface JsonRepair {
  kind: "extra-comma" | "missing-comma" | "decimal-comma" | "missing-value";
  offset: number;
}

export interface JsonDocument {
  values: JsonValue[];
  repairs: JsonRepair[];
  /** What could not be read (the first is the error), at its offset. */
  problems: { offset: number; message: string }[];
}

/**
 * The value of a member of an object (the first of that name), or undefined.
 *
 * @example
 * member(obj, "timestamp") // the timestamp's value
 */
export function member(obj: JsonObject, key: string): JsonValue | undefined {
  const k = obj.keys.indexOf(key);
  return k === -1 ? undefined : obj.values[k];
}

/** A scalar's text (number and word as printed, string unescaped); undefined for an object or array. */
export function scalarText(value: JsonValue | undefined): string | undefined {
  return value !== undefined && value.type !== "object" && value.type !== "array" ? value.text : undefined;
}

/**
 * The scalar members of an object as printed (strings) with their offsets, nested objects flattened with
 * `separator` between the names (`io-reads/rtps`, `latency.p99`); the first of a name wins, arrays and unclosed
 * objects are left out.
 *
 * @example
 * flatMembers(obj, ".") // Map { "latency.mean" => { text: "1918.75", offset: 120 }, ... }
 */
export function flatMembers(obj: JsonObject, separator = "/", into: Map<string, { text: string; offset: number }> = new Map(), prefix = ""): Map<string, { text: string; offset: number }> {
  eachFlatMember(obj, separator, prefix, (key, value) => {
    if (!into.has(key)) into.set(key, { text: value.text, offset: value.offset });
  });
  return into;
}

/**
 * flatMembers' texts without their offsets, in a plain object (a tool's raw record): the same names, in the same
 * order, the first of a name kept.
 *
 * @example
 * flatTexts(obj, ".") // { "latency.mean": "1918.75", ... }
 */
export function flatTexts(obj: JsonObject, separator = "/", into: Record<string, string> = {}, prefix = ""): Record<string, string> {
  eachFlatMember(obj, separator, prefix, (key, value) => {
    if (!Object.prototype.hasOwnProperty.call(into, key)) into[key] = value.text;
  });
  return into;
}

/** Each scalar member of an object, by its path, in the order printed (what flatMembers and flatTexts keep of them). */
function eachFlatMember(obj: JsonObject, separator: string, prefix: string, visit: (key: string, value: JsonScalar) => void): void {
  for (let k = 0; k < obj.keys.length; k++) {
    const value = obj.values[k]!;
    const key = prefix + obj.keys[k]!;
    if (value.type === "object") {
      if (value.closed) eachFlatMember(value, separator, `${key}${separator}`, visit);
    } else if (value.type !== "array") visit(key, value);
  }
}

/** A string token's value: the characters between the quotes, escapes read. */
function stringValue(image: string): string {
  return image.includes("\\") ? (JSON.parse(image) as string) : image.slice(1, -1);
}

export class JsonParser extends EmbeddedActionsParser {
  private repairs: JsonRepair[] = [];
  private problems: { offset: number; message: string }[] = [];
  /** Whether a member without its value is read (a `missing-value` repair) rather than a problem: set by readJson. */
  public missingValues = false;

  constructor() {
    super(jsonTokens, parserConfig(1));
    this.performSelfAnalysis();
  }

  /** One or more values (JSON lines), or none. */
  public document = this.RULE("document", (): JsonDocument => {
    const values: JsonValue[] = [];
    this.ACTION(() => {
      this.repairs = [];
      this.problems = [];
    });
    this.MANY(() => {
      const value = this.SUBRULE(this.value);
      this.ACTION(() => values.push(value));
    });
    return { values, repairs: this.repairs, problems: this.problems };
  });

  private value = this.RULE("value", (): JsonValue => {
    return this.OR([
      { ALT: () => this.SUBRULE(this.object) },
      { ALT: () => this.SUBRULE(this.array) },
      { ALT: () => this.scalar(this.CONSUME(JsonString), "string") },
      { ALT: () => this.scalar(this.CONSUME(JsonNumber), "number") },
      { ALT: () => this.scalar(this.CONSUME(JsonWord), "word") },
    ]);
  });

  private scalar(tok: IToken, type: JsonScalar["type"]): JsonScalar {
    return { type, offset: tok.startOffset, text: type === "string" ? this.ACTION(() => stringValue(tok.image)) : tok.image };
  }

  private object = this.RULE("object", (): JsonObject => {
    const open = this.CONSUME(JsonLCurly);
    const obj: JsonObject = { type: "object", offset: open.startOffset, closed: false, keys: [], values: [] };
    /** What came last: the object's start, a comma, or a member (whose value was a number when `number`). */
    let last: "start" | "comma" | "member" = "start";
    let number: JsonScalar | undefined;
    this.MANY(() => {
      this.OR([
        {
          ALT: () => {
            const comma = this.CONSUME(JsonComma);
            this.ACTION(() => {
              if (last !== "member") this.repairs.push({ kind: "extra-comma", offset: comma.startOffset });
              last = "comma";
            });
          },
        },
        {
          ALT: () => {
            const key = this.CONSUME2(JsonString);
            const colon = this.CONSUME(JsonColon);
            const read = this.OPTION2(() => this.SUBRULE(this.value));
            this.ACTION(() => {
              const value = read ?? this.missingValue(colon);
              if (last === "member") this.repairs.push({ kind: "missing-comma", offset: key.startOffset });
              obj.keys.push(stringValue(key.image));
              obj.values.push(value);
              last = "member";
              number = value.type === "number" && !value.text.includes(",") ? value : undefined;
            });
          },
        },
        {
          // `"pgpgin": 4,97`: a number member, a comma, digits where a key goes
          ALT: () => {
            const digits = this.CONSUME2(JsonNumber);
            this.ACTION(() => {
              if (last === "comma" && number !== undefined && /^\d+$/.test(digits.image) && !/[eE]/.test(number.text)) {
                number.text = `${number.text},${digits.image}`;
                this.repairs.push({ kind: "decimal-comma", offset: number.offset });
                last = "member";
              } else this.problems.push({ offset: digits.startOffset, message: `a number where a member's name goes: ${digits.image}` });
              number = undefined;
            });
          },
        },
      ]);
    });
    this.OPTION(() => {
      this.CONSUME(JsonRCurly);
      this.ACTION(() => (obj.closed = true));
    });
    this.ACTION(() => this.unclosedProblem(obj.closed, "'}'"));
    return obj;
  });

  private array = this.RULE("array", (): JsonArray => {
    const open = this.CONSUME(JsonLSquare);
    const arr: JsonArray = { type: "array", offset: open.startOffset, closed: false, items: [] };
    let last: "start" | "comma" | "item" = "start";
    this.MANY(() => {
      this.OR([
        {
          ALT: () => {
            const comma = this.CONSUME(JsonComma);
            this.ACTION(() => {
              if (last !== "item") this.repairs.push({ kind: "extra-comma", offset: comma.startOffset });
              last = "comma";
            });
          },
        },
        {
          ALT: () => {
            const item = this.SUBRULE(this.value);
            this.ACTION(() => {
              if (last === "item") this.repairs.push({ kind: "missing-comma", offset: item.offset });
              arr.items.push(item);
              last = "item";
            });
          },
        },
      ]);
    });
    this.OPTION(() => {
      this.CONSUME(JsonRSquare);
      this.ACTION(() => (arr.closed = true));
    });
    this.ACTION(() => this.unclosedProblem(arr.closed, "']'"));
    return arr;
  });

  /**
   * A member's value that is not there: before a comma or a closing brace, an empty word with a `missing-value`
   * repair when the caller reads such values (missingValues), else a problem where the value should be.
   */
  private missingValue(colon: IToken): JsonScalar {
    const next = this.LA(1);
    const at = next.tokenType === EOF ? colon.startOffset + 1 : next.startOffset;
    if (this.missingValues && (next.tokenType === JsonComma || next.tokenType === JsonRCurly)) this.repairs.push({ kind: "missing-value", offset: at });
    // (at the input's end: -1, which readJson puts at the text's end, after what stopped the tokens there)
    else this.problems.push({ offset: next.tokenType === EOF ? -1 : at, message: next.tokenType === EOF ? "the input ends where a value goes" : `a value is missing before ${JSON.stringify(next.image)}` });
    return { type: "word", offset: at, text: "" };
  }

  /** A container not closed before something other than the input's end (`{"a": 1 ]`): a problem there. */
  private unclosedProblem(closed: boolean, expected: string): void {
    if (closed) return;
    const next = this.LA(1);
    if (next.tokenType !== EOF) this.problems.push({ offset: next.startOffset, message: `expected ${expected} or a comma, found ${JSON.stringify(next.image)}` });
  }
}

/** How deep readJson reads nested objects and arrays (sysstat's documents are 8 deep, k6's summary about 6). */
export const MAX_DEPTH = 256;

/** The grammar, built on first use and reused for every input (grammars/kit). */
export const jsonGrammar = lazyGrammar(jsonTokens, () => new JsonParser(), (p) => p.document());

/**
 * Reads a JSON text with the shared grammar: its values, the repairs made and the problems met (lexing and parsing
 * errors among them, at their offsets). A text that ends inside a string or number token (an interrupted tool: no
 * line end after it) is read up to that token, whose containers are left open (`cutAt` says where). With
 * `missingValues`, a member without its value (`"90":  ,`) is read as an empty word with a repair, not a problem.
 *
 * @example
 * readJson('{"a": [1, 2').values[0] // { type: "object", closed: false, ... }
 */
export function readJson(text: string, options: { missingValues?: boolean } = {}): JsonDocument & { cutAt?: number } {
  return readJsonByHand(text) ?? readJsonWithGrammar(text, options);
}

/** readJson by the grammar alone (what readJsonByHand is pinned to: test/grammars-kit/json-hand.test.ts). */
export function readJsonWithGrammar(text: string, options: { missingValues?: boolean } = {}): JsonDocument & { cutAt?: number } {
  let lexed = jsonGrammar.lexer().tokenize(text);
  let cutAt: number | undefined;
  const problems: { offset: number; message: string }[] = [];
  if (lexed.errors.length > 0) {
    const first = lexed.errors[0]!;
    if (text.indexOf("\n", first.offset) === -1) {
      cutAt = first.offset;
      lexed = jsonGrammar.lexer().tokenize(text.slice(0, cutAt));
    }
    for (const e of lexed.errors) problems.push({ offset: e.offset, message: `not JSON: ${JSON.stringify(text.slice(e.offset, e.offset + e.length).slice(0, 20))}` });
  }
  const tokens = lexed.tokens;
  // nesting deeper than any tool prints is a problem where it goes too deep, and what follows is not read (the
  // grammar is recursive: a document of 100,000 '[' would overflow the stack)
  for (let i = 0, depth = 0; i < tokens.length; i++) {
    const type = tokens[i]!.tokenType;
    if (type === JsonLCurly || type === JsonLSquare) {
      if (++depth > MAX_DEPTH) {
        problems.push({ offset: tokens[i]!.startOffset, message: `JSON nested more than ${MAX_DEPTH} deep` });
        tokens.length = i;
        break;
      }
    } else if (type === JsonRCurly || type === JsonRSquare) depth--;
  }
  const parser = jsonGrammar.parser();
  parser.missingValues = options.missingValues === true;
  parser.input = tokens;
  // (the top rule gives undefined when a value is missing where one must be, `{"a": }`: the parser's error says where)
  const doc: JsonDocument = parser.document() ?? { values: [], repairs: [], problems: [] };
  for (const e of parser.errors) problems.push({ offset: Number.isFinite(e.token.startOffset) ? e.token.startOffset : text.length, message: e.message });
  for (const p of doc.problems) if (p.offset < 0) p.offset = text.length;
  doc.problems.push(...problems);
  doc.problems.sort((a, b) => a.offset - b.offset);
  return cutAt === undefined ? doc : { ...doc, cutAt };
}

/*
 * The JSON tools print, read by hand (#44: the grammar's tokens and rules were a third of `--ndjson` on sadf -j, and
 * with the garbage they left, half): the same document the grammar gives (values, offsets, texts as printed, the
 * extra- and missing-comma repairs in the grammar's order), for text that is JSON values one after another, each
 * ended or left open at the text's end (a stream's piece: the head and some samples). Anything else (a decimal comma,
 * a token the grammar would read otherwise, a string or number the text ends inside, a problem, nesting past
 * MAX_DEPTH) gives undefined, and readJson asks the grammar. test/grammars-kit/json-hand.test.ts pins it to the
 * grammar over every JSON sample, pieces of them, and seeded variants.
 */

/** Bailing out of the hand reader: the grammar reads the text. */
const GRAMMAR = Symbol("grammar");

/** Whether a character ends a number or a word token: a blank, a bracket, a comma, a colon, or the text's end. */
function isDelimiter(c: number): boolean {
  return Number.isNaN(c) || c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 0xfeff || c === 44 || c === 58 || c === 93 || c === 125 || c === 123 || c === 91 || c === 34;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isWordStart = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isWordPart = (c: number): boolean => isWordStart(c) || isDigit(c);
const isHex = (c: number): boolean => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

class HandJson {
  pos = 0;
  readonly repairs: JsonRepair[] = [];
  /** Whether the last string read had an escape. */
  private escaped = false;
  /**
   * The keys of the last object read at each depth, when none had an escape: the next one's are mostly the same (the
   * rows of an array).
   */
  private readonly lastKeys: (string[] | undefined)[] = [];
  constructor(private readonly text: string) {}

  /**
   * The key at `pos` when it is `guess` as printed (guesses are keys printed without an escape), the position after
   * its closing quote; the same string, not a copy of it.
   */
  private knownKey(guess: string | undefined): string | undefined {
    if (guess === undefined) return undefined;
    const end = this.pos + 1 + guess.length;
    if (this.text.charCodeAt(end) !== 34 || !this.text.startsWith(guess, this.pos + 1)) return undefined;
    this.pos = end + 1;
    return guess;
  }

  /** The next character that is not a blank (JsonBlank), NaN at the end. */
  next(): number {
    const t = this.text;
    for (;;) {
      const c = t.charCodeAt(this.pos);
      // (one comparison for most characters, above the blanks)
      if (c > 32 ? c === 0xfeff : c === 32 || c === 10 || c === 9 || c === 13 || c === 12) this.pos++;
      else return c;
    }
  }

  value(c: number, depth: number): JsonValue {
    if (c === 123) return this.object(depth + 1);
    if (c === 91) return this.array(depth + 1);
    if (c === 34) return { type: "string", offset: this.pos, text: this.string() };
    const start = this.pos;
    const t = this.text;
    let i = start;
    let type: JsonScalar["type"];
    if (c === 45) i++;
    if (isDigit(t.charCodeAt(i))) {
      type = "number";
      while (isDigit(t.charCodeAt(i))) i++;
      if (t.charCodeAt(i) === 46 && isDigit(t.charCodeAt(i + 1))) for (i += 1; isDigit(t.charCodeAt(i)); ) i++;
      const e = t.charCodeAt(i);
      if (e === 101 || e === 69) {
        let j = i + 1;
        const sign = t.charCodeAt(j);
        if (sign === 43 || sign === 45) j++;
        if (isDigit(t.charCodeAt(j))) for (i = j; isDigit(t.charCodeAt(i)); ) i++;
      }
    } else if (isWordStart(t.charCodeAt(i))) {
      type = "word";
      while (isWordPart(t.charCodeAt(i))) i++;
    } else throw GRAMMAR;
    // (a number or word the text ends inside, or glued to what follows: the grammar's lexer decides)
    if (i >= t.length || !isDelimiter(t.charCodeAt(i))) throw GRAMMAR;
    this.pos = i;
    return { type, offset: start, text: t.slice(start, i) };
  }

  /** A string token's value, the position after its closing quote. */
  string(): string {
    const t = this.text;
    const start = this.pos;
    let escaped = false;
    for (let i = start + 1; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c === 34) {
        this.pos = i + 1;
        this.escaped = escaped;
        return escaped ? stringValue(t.slice(start, i + 1)) : t.slice(start + 1, i);
      }
      if (c === 92) {
        const e = t.charCodeAt(i + 1);
        if (e === 117) {
          if (!(isHex(t.charCodeAt(i + 2)) && isHex(t.charCodeAt(i + 3)) && isHex(t.charCodeAt(i + 4)) && isHex(t.charCodeAt(i + 5)))) throw GRAMMAR;
          i += 5;
        } else if (e === 34 || e === 92 || e === 47 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) i++;
        else throw GRAMMAR;
        escaped = true;
      } else if (c < 32 && c !== 9) throw GRAMMAR;
    }
    throw GRAMMAR;
  }

  object(depth: number): JsonObject {
    if (depth > MAX_DEPTH) throw GRAMMAR;
    const obj: JsonObject = { type: "object", offset: this.pos, closed: false, keys: [], values: [] };
    const guesses = this.lastKeys[depth];
    let plain = true;
    this.pos++;
    let last: "start" | "comma" | "member" = "start";
    for (;;) {
      const c = this.next();
      if (c === 125) {
        this.pos++;
        obj.closed = true;
        this.lastKeys[depth] = plain ? obj.keys : undefined;
        return obj;
      }
      if (Number.isNaN(c)) return obj;
      if (c === 44) {
        if (last !== "member") this.repairs.push({ kind: "extra-comma", offset: this.pos });
        this.pos++;
        last = "comma";
        continue;
      }
      if (c !== 34) throw GRAMMAR;
      const keyOffset = this.pos;
      let key = this.knownKey(guesses?.[obj.keys.length]);
      if (key === undefined) {
        key = this.string();
        if (this.escaped) plain = false;
      }
      if (this.next() !== 58) throw GRAMMAR;
      this.pos++;
      const v = this.next();
      if (Number.isNaN(v) || v === 44 || v === 58 || v === 93 || v === 125) throw GRAMMAR;
      const value = this.value(v, depth);
      if (last === "member") this.repairs.push({ kind: "missing-comma", offset: keyOffset });
      obj.keys.push(key);
      obj.values.push(value);
      last = "member";
    }
  }

  array(depth: number): JsonArray {
    if (depth > MAX_DEPTH) throw GRAMMAR;
    const arr: JsonArray = { type: "array", offset: this.pos, closed: false, items: [] };
    this.pos++;
    let last: "start" | "comma" | "item" = "start";
    for (;;) {
      const c = this.next();
      if (c === 93) {
        this.pos++;
        arr.closed = true;
        return arr;
      }
      if (Number.isNaN(c)) return arr;
      if (c === 44) {
        if (last !== "item") this.repairs.push({ kind: "extra-comma", offset: this.pos });
        this.pos++;
        last = "comma";
        continue;
      }
      if (c === 58 || c === 125) throw GRAMMAR;
      const item = this.value(c, depth);
      if (last === "item") this.repairs.push({ kind: "missing-comma", offset: item.offset });
      arr.items.push(item);
      last = "item";
    }
  }
}

/**
 * readJson's own reading of the usual JSON (see the comment above HandJson); undefined: the grammar reads the text.
 *
 * @example
 * readJsonByHand('{"a": [1, 2') // { values: [{ type: "object", closed: false, ... }], repairs: [], problems: [] }
 * readJsonByHand('{"a": 4,97}') // undefined (a decimal comma: the grammar's repair)
 */
export function readJsonByHand(text: string): JsonDocument | undefined {
  const reader = new HandJson(text);
  const values: JsonValue[] = [];
  try {
    for (let c = reader.next(); !Number.isNaN(c); c = reader.next()) {
      if (c === 44 || c === 58 || c === 93 || c === 125) return undefined;
      values.push(reader.value(c, 0));
    }
  } catch (err) {
    if (err === GRAMMAR) return undefined;
    throw err;
  }
  return { values, repairs: reader.repairs, problems: [] };
}
