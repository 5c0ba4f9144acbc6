import { type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { isVisibleChar, isWhiteSpace, matchAt, readLines } from "./hand.js";
import { lazyGrammar, LineParser, type Grammar } from "./parser.js";
import { Newline, restOfLineMode, token, WhiteSpace } from "./tokens.js";

/*
 * The skeleton of a `Key: value` status page polled into a log (Apache's and lighttpd's mod_status `?auto`, php-fpm's
 * status page): each line is a field (`Total Accesses: 2007`, `Server Built: 2026-11-12T08:58:41`), a line of plain
 * words (a timestamp line `date +%s.%N`, Apache's server-name line, `TLSSessionCacheStatus`, php-fpm's `*****`
 * separator), the HTTP head that `curl -i` prints (its headers are fields too), a curl error, or a line of an HTML page
 * fetched instead. Syntax only: which field means what, and where a page starts, is the format's page rule.
 */

// Any run of visible characters (explicit ranges, no complement set, so Chevrotain's optimizations stay on).
const Word = token({ name: "Word", pattern: /[\x21-\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]+/, label: "a word" });
/**
 * A field's name and its colon: words that start with a letter, one blank apart (`Total kBytes:`, `process manager:`,
 * `ProxyBalancer[0]Worker[1]Sent:`). A timestamp line (`Sun Dec  6 02:37:18 UTC 2026`, `2026-12-06T02:37:18+00:00`)
 * does not begin so: its colons follow a word that starts with a digit. Bounded (six words of up to 64 characters), so
 * that a long line of words without a colon is not scanned again from each word (quadratic).
 */
const KEY = /[A-Za-z][\w.[\]()/-]{0,63}(?: [A-Za-z][\w.[\]()/-]{0,63}){0,5}:/;
const Key = token({ name: "Key", pattern: KEY, push_mode: "rest", label: "a field name and ':'" });
/** `HTTP/1.1 200 OK` (curl -i). */
const HttpVersion = token({ name: "HttpVersion", pattern: /HTTP\/[0-9.]+/, push_mode: "rest", label: "'HTTP/1.1'" });
/** `curl: (7) Failed to connect to ...` (curl -sS, stderr merged into the log). */
const CurlError = token({ name: "CurlError", pattern: /curl: \(\d+\)/, push_mode: "rest", label: "'curl: (N)'" });
/** A line of an HTML page (an error page fetched instead of the status page). */
const HtmlLine = token({ name: "HtmlLine", pattern: /</, push_mode: "rest", label: "'<'" });

const restOfLine = restOfLineMode("rest");
const RestOfLine = restOfLine.RestOfLine;

const lexerDefinition = {
  modes: { line: [Newline, WhiteSpace, HttpVersion, CurlError, HtmlLine, Key, Word], rest: restOfLine.mode },
  defaultMode: "line",
};
const allTokens: TokenType[] = [restOfLine.PopNewline, RestOfLine, ...lexerDefinition.modes.line];

/** One line of a key-value page log, as printed; offsets point into the parsed text. */
export type KeyValueLine =
  /** `Name: value`: `value` without the blanks around it, `valueOffset` where it starts (the line's end when empty). */
  | { kind: "field"; offset: number; name: string; value: string; valueOffset: number }
  | { kind: "httpStatus"; offset: number; text: string }
  | { kind: "curlError"; offset: number; text: string }
  | { kind: "html"; offset: number; text: string }
  /** Any other line: a timestamp line, a server name, a block title; the words as printed. */
  | { kind: "text"; offset: number; text: string };

export class KeyValueParser extends LineParser<KeyValueLine> {
  constructor() {
    super(allTokens, 1);
    this.performSelfAnalysis();
  }

  private kinds?: ParserMethod<[], KeyValueLine>[];

  protected line = this.RULE("line", (): KeyValueLine => this.firstOf((this.kinds ??= [this.field, this.httpStatus, this.curlError, this.html, this.textLine])));

  /** `Total Accesses: 2007` */
  private field = this.RULE("field", (): KeyValueLine => {
    const key = this.CONSUME(Key);
    const rest = this.OPTION(() => this.CONSUME(RestOfLine));
    return this.ACTION(() => {
      const value = valueOf(key, rest);
      return { kind: "field" as const, offset: key.startOffset, name: key.image.slice(0, -1), value: value.text, valueOffset: value.offset };
    });
  });

  /** `HTTP/1.1 200 OK` */
  private httpStatus = this.RULE("httpStatus", (): KeyValueLine => {
    const start = this.CONSUME(HttpVersion);
    const rest = this.OPTION(() => this.CONSUME2(RestOfLine));
    return this.ACTION(() => ({ kind: "httpStatus" as const, offset: start.startOffset, text: `${start.image}${rest?.image ?? ""}`.trim() }));
  });

  /** `curl: (7) Failed to connect to 127.0.0.1 port 8091 after 0 ms: Couldn't connect to server` */
  private curlError = this.RULE("curlError", (): KeyValueLine => {
    const start = this.CONSUME(CurlError);
    const rest = this.OPTION(() => this.CONSUME3(RestOfLine));
    return this.ACTION(() => ({ kind: "curlError" as const, offset: start.startOffset, text: `${start.image}${rest?.image ?? ""}`.trim() }));
  });

  /** `<title>503 Service Unavailable</title>` */
  private html = this.RULE("html", (): KeyValueLine => {
    const start = this.CONSUME(HtmlLine);
    const rest = this.OPTION(() => this.CONSUME4(RestOfLine));
    return this.ACTION(() => ({ kind: "html" as const, offset: start.startOffset, text: `${start.image}${rest?.image ?? ""}`.trim() }));
  });

  /** `1796524638.603747499`, `127.0.0.1`, `TLSSessionCacheStatus`: words up to the end of the line (a word with a colon after the first one, too). */
  private textLine = this.RULE("textLine", (): KeyValueLine => {
    const first = this.CONSUME(Word);
    let last: IToken = first;
    this.MANY(() => {
      const t = this.CONSUME2(Word);
      this.ACTION(() => (last = t));
    });
    this.OPTION2(() => {
      const k = this.CONSUME2(Key);
      const rest = this.OPTION3(() => this.CONSUME5(RestOfLine));
      this.ACTION(() => (last = rest ?? k));
    });
    return this.ACTION(() => ({ kind: "text" as const, offset: first.startOffset, text: this.text.slice(first.startOffset, last.startOffset + last.image.length).trim() }));
  });
}

/** A field's value without the blanks (and a CR) around it, and where it starts. */
function valueOf(key: IToken, rest: IToken | undefined): { text: string; offset: number } {
  const end = key.startOffset + key.image.length;
  if (rest === undefined) return { text: "", offset: end };
  const image = rest.image;
  let i = 0;
  while (i < image.length && (image.charCodeAt(i) === 32 || image.charCodeAt(i) === 9)) i++;
  return { text: image.slice(i).trimEnd(), offset: rest.startOffset + i };
}

/** A key-value page grammar (built on first use): each format that reads such pages makes its own. */
export function keyValueGrammar(): Grammar<KeyValueParser, KeyValueLine[]> {
  return lazyGrammar(lexerDefinition, () => new KeyValueParser(), (p, text) => p.read(text));
}

export const keyValueTokens: TokenType[] = allTokens;

/*
 * The lines of a key-value page log read by hand (a polled log is lines like these and nothing else: the grammar's
 * lexer and parser were a fifth of reading one): a blank line, a field (`Name: value`), the HTTP status line, a curl
 * error, an HTML line, and a line of words (that may end in a field: `1796524638 Total Accesses: 5`), each as the
 * grammar gives it. A line the hand reader does not take (a character no token reads, an HTTP version, curl error
 * or `<` after a word: the grammar's lexer starts a second line there) is the grammar's: readLines (grammars/kit/hand.ts)
 * gives it the text with the hand-read lines blanked. test/grammars-kit/key-value-hand.test.ts pins the two over
 * every status page sample and seeded variants.
 */

/** The lexer's patterns at a place (sticky), in its order: HttpVersion, CurlError, Key (HtmlLine is `<`). */
const HTTP_AT = /HTTP\/[0-9.]+/y;
const CURL_AT = /curl: \(\d+\)/y;
const KEY_AT = new RegExp(KEY.source, "y");

/**
 * Reads the line text[from, to) into `rows` as the grammar would (nothing for a blank line); false when the grammar
 * must read it.
 */
function readKeyValueLine(text: string, from: number, to: number, rows: KeyValueLine[]): boolean {
  let p = from;
  while (p < to && isWhiteSpace(text.charCodeAt(p))) p++;
  if (p === to) return true;
  const c = text.charCodeAt(p);
  // a token that takes the rest of the line: the line's kind
  if (c === 72 /* H */ && matchAt(HTTP_AT, text, p) !== -1) {
    rows.push({ kind: "httpStatus", offset: p, text: text.slice(p, to).trim() });
    return true;
  }
  if (c === 99 /* c */ && matchAt(CURL_AT, text, p) !== -1) {
    rows.push({ kind: "curlError", offset: p, text: text.slice(p, to).trim() });
    return true;
  }
  if (c === 60 /* < */) {
    rows.push({ kind: "html", offset: p, text: text.slice(p, to).trim() });
    return true;
  }
  const key = matchAt(KEY_AT, text, p);
  if (key !== -1) {
    // valueOf: the rest of the line without the blanks and tabs before it and the blanks after it
    let v = key;
    while (v < to && (text.charCodeAt(v) === 32 || text.charCodeAt(v) === 9)) v++;
    rows.push({ kind: "field", offset: p, name: text.slice(p, key - 1), value: key === to ? "" : text.slice(v, to).trimEnd(), valueOffset: key === to ? key : v });
    return true;
  }
  // words, the last of them maybe a field whose value is the rest of the line
  let end = p;
  for (let q = p; q < to; ) {
    const d = text.charCodeAt(q);
    if (isWhiteSpace(d)) {
      q++;
      continue;
    }
    if (q > p) {
      if ((d === 72 && matchAt(HTTP_AT, text, q) !== -1) || (d === 99 && matchAt(CURL_AT, text, q) !== -1) || d === 60) return false;
      const k = matchAt(KEY_AT, text, q);
      if (k !== -1) {
        end = k < to ? to : k;
        break;
      }
    }
    if (!isVisibleChar(d)) return false;
    while (q < to && isVisibleChar(text.charCodeAt(q))) q++;
    end = q;
  }
  rows.push({ kind: "text", offset: p, text: text.slice(p, end).trim() });
  return true;
}

/**
 * A key-value page log's lines: read by hand where they are the usual ones, by `grammar` (the format's keyValueGrammar
 * run on the text, throwing its errors) elsewhere; what the grammar alone gives.
 *
 * @example
 * keyValueLines("Total Accesses: 5\nx", grammar) //=> [{ kind: "field", name: "Total Accesses", value: "5", ... }, { kind: "text", text: "x", ... }]
 */
export function keyValueLines(text: string, grammar: (text: string) => KeyValueLine[]): KeyValueLine[] {
  return readLines(text, readKeyValueLine, grammar);
}

/** What a line is by its first token (KeyValueLine's kinds, and `blank`), and a field's name: for a stream cutter. */
export type KeyValueLineKind = { kind: "field"; name: string } | { kind: "httpStatus" | "curlError" | "html" | "text" | "blank" };

const KEY_AT_START = new RegExp(`^${KEY.source}`);
const HTTP_AT_START = /^HTTP\/[0-9.]/;
const CURL_AT_START = /^curl: \(\d+\)/;
const BLANK: KeyValueLineKind = { kind: "blank" };
const TEXT: KeyValueLineKind = { kind: "text" };
const HTTP: KeyValueLineKind = { kind: "httpStatus" };
const CURL: KeyValueLineKind = { kind: "curlError" };
const HTML: KeyValueLineKind = { kind: "html" };

/**
 * The kind of one line of a key-value page log as the grammar's lexer starts it (its tokens in the same order), without
 * running the parser: what a stream cutter needs to know where a page starts and ends.
 *
 * @example
 * keyValueLineKind("Total Accesses: 2007") //=> { kind: "field", name: "Total Accesses" }
 * keyValueLineKind("1796524638.603747499") //=> { kind: "text" }
 */
export function keyValueLineKind(line: string): KeyValueLineKind {
  const text = line.trimStart();
  if (text === "") return BLANK;
  const c = text.charCodeAt(0);
  if (c === 60 /* < */) return HTML;
  if (c === 72 /* H */ && HTTP_AT_START.test(text)) return HTTP;
  if (c === 99 /* c */ && CURL_AT_START.test(text)) return CURL;
  const key = KEY_AT_START.exec(text);
  return key ? { kind: "field", name: key[0].slice(0, -1) } : TEXT;
}
