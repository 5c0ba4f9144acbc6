import { type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { lazyGrammar, LineParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** The numbers of one stub_status page, as printed, with the offset of each value. */
export interface StubStatusPageValues {
  activeConnections: string;
  accepts: string;
  handled: string;
  requests: string;
  /** Tengine's fourth column (`request_time`), when the header line names it. */
  requestTime?: string;
  reading: string;
  writing: string;
  waiting: string;
}

/** One recognised line (or, for a page, four lines) with the strings as printed. Offsets point into the parsed text. */
export type StubStatusLine =
  | {
      kind: "page";
      offset: number;
      /** true when the header line ends with Tengine's `request_time`. */
      requestTimeColumn: boolean;
      values: StubStatusPageValues;
      offsets: Record<keyof StubStatusPageValues, number>;
    }
  | { kind: "httpStatus"; offset: number; text: string }
  | { kind: "header"; offset: number; name: string; value: string }
  | { kind: "curlError"; offset: number; text: string }
  | { kind: "html"; offset: number; text: string }
  /** Any other line: in a monitoring log, a timestamp line (`date`, `date -Iseconds`, `date +%s`). */
  | { kind: "text"; offset: number; text: string };

export class StubStatusParser extends LineParser<StubStatusLine> {
  constructor() {
    super(T.allTokens, 1);
    this.performSelfAnalysis();
  }

  private kinds?: ParserMethod<[], StubStatusLine>[];

  protected line = this.RULE("line", (): StubStatusLine =>
    this.firstOf((this.kinds ??= [this.pageToken, this.page, this.httpStatus, this.header, this.curlError, this.html, this.textLine])),
  );

  /**
   * ```
   * Active connections: 291 ⏎
   * server accepts handled requests[ request_time]⏎
   *  16630948 16630948 31070465[ 75806] ⏎
   * Reading: 6 Writing: 179 Waiting: 106 ⏎
   * ```
   */
  /** A page as one Page token (the common form), its numbers read by hand. */
  private pageToken = this.RULE("pageToken", (): StubStatusLine => {
    const page = this.CONSUME(T.Page);
    return this.ACTION(() => pageOfToken(page));
  });

  /** Any other page, token by token. */
  private page = this.RULE("page", (): StubStatusLine => {
    const start = this.CONSUME(T.ActiveConnections);
    const active = this.CONSUME(T.Int);
    this.CONSUME(T.Newline);
    this.CONSUME(T.ServerAcceptsHandledRequests);
    const rt = this.OPTION(() => this.CONSUME(T.RequestTime));
    this.CONSUME2(T.Newline);
    const accepts = this.CONSUME2(T.Int);
    const handled = this.CONSUME3(T.Int);
    const requests = this.CONSUME4(T.Int);
    const requestTime = this.OPTION2(() => this.CONSUME5(T.Int));
    this.CONSUME3(T.Newline);
    this.CONSUME(T.Reading);
    const reading = this.CONSUME6(T.Int);
    this.CONSUME(T.Writing);
    const writing = this.CONSUME7(T.Int);
    this.CONSUME(T.Waiting);
    const waiting = this.CONSUME8(T.Int);
    return this.ACTION(() => {
      const tokens: [keyof StubStatusPageValues, IToken | undefined][] = [
        ["activeConnections", active],
        ["accepts", accepts],
        ["handled", handled],
        ["requests", requests],
        ["requestTime", requestTime],
        ["reading", reading],
        ["writing", writing],
        ["waiting", waiting],
      ];
      const values = {} as StubStatusPageValues;
      const offsets = {} as Record<keyof StubStatusPageValues, number>;
      for (const [key, token] of tokens) {
        if (!token) continue;
        values[key] = token.image;
        offsets[key] = token.startOffset;
      }
      return { kind: "page" as const, offset: start.startOffset, requestTimeColumn: rt !== undefined, values, offsets };
    });
  });

  /** `HTTP/1.1 200 OK` */
  private httpStatus = this.RULE("httpStatus", (): StubStatusLine => {
    const version = this.CONSUME(T.HttpVersion);
    const rest = this.OPTION(() => this.CONSUME(T.RestOfLine));
    return this.ACTION(() => ({ kind: "httpStatus" as const, offset: version.startOffset, text: `${version.image}${rest?.image ?? ""}`.trim() }));
  });

  /** `Server: nginx/1.22.1` */
  private header = this.RULE("header", (): StubStatusLine => {
    const name = this.CONSUME(T.HeaderName);
    const rest = this.OPTION(() => this.CONSUME(T.RestOfLine));
    return this.ACTION(() => ({ kind: "header" as const, offset: name.startOffset, name: name.image.slice(0, -1), value: (rest?.image ?? "").trim() }));
  });

  /** `curl: (7) Failed to connect to 127.0.0.1 port 8086 after 9 ms: Couldn't connect to server` */
  private curlError = this.RULE("curlError", (): StubStatusLine => {
    const start = this.CONSUME(T.CurlError);
    const rest = this.OPTION(() => this.CONSUME(T.RestOfLine));
    return this.ACTION(() => ({ kind: "curlError" as const, offset: start.startOffset, text: `${start.image}${rest?.image ?? ""}`.trim() }));
  });

  /** `<head><title>502 Bad Gateway</title></head>` */
  private html = this.RULE("html", (): StubStatusLine => {
    const start = this.CONSUME(T.HtmlLine);
    const rest = this.OPTION(() => this.CONSUME(T.RestOfLine));
    return this.ACTION(() => ({ kind: "html" as const, offset: start.startOffset, text: `${start.image}${rest?.image ?? ""}`.trim() }));
  });

  /** `Mon Nov 30 15:24:14 UTC 2026`, `2026-11-30T15:24:26+00:00`, `1796052278`: words up to the end of the line. */
  private textLine = this.RULE("textLine", (): StubStatusLine => {
    let first: IToken | undefined;
    let last: IToken | undefined;
    this.AT_LEAST_ONE(() => {
      const t = this.OR([{ ALT: () => this.CONSUME(T.Int) }, { ALT: () => this.CONSUME(T.Word) }, { ALT: () => this.CONSUME(T.RequestTime) }]);
      this.ACTION(() => {
        first ??= t;
        last = t;
      });
    });
    return this.ACTION(() => ({
      kind: "text" as const,
      offset: first!.startOffset,
      text: this.text.slice(first!.startOffset, last!.startOffset + last!.image.length),
    }));
  });
}

/** A Page token read by hand: what `page` gives for the same text. */
function pageOfToken(token: IToken): StubStatusLine {
  return pageOfImage(token.image, token.startOffset);
}

/** The page of a Page token's text `image`, found at `offset` (also read without the lexer: lines.ts). */
export function pageOfImage(image: string, offset: number): StubStatusLine {
  // The token's numbers in the order it holds them (its words have no digits): active, accepts, handled, requests,
  // reading, writing, waiting; each object made at once with its keys (a series has a page per sample).
  // (the token's words hold no digit: the search for a number may start after them, past the line ends before them)
  const a = numberAt(image, ACTIVE.length);
  const aEnd = numberEnd;
  const b = numberAt(image, image.indexOf("\n", aEnd) + 1 + SERVER.length);
  const bEnd = numberEnd;
  const c = numberAt(image, bEnd);
  const cEnd = numberEnd;
  const d = numberAt(image, cEnd);
  const dEnd = numberEnd;
  const e = numberAt(image, image.indexOf("\n", dEnd) + 1 + READING.length);
  const eEnd = numberEnd;
  const f = numberAt(image, eEnd);
  const fEnd = numberEnd;
  const g = numberAt(image, fEnd);
  const gEnd = numberEnd;
  const values: StubStatusPageValues = {
    activeConnections: image.slice(a, aEnd),
    accepts: image.slice(b, bEnd),
    handled: image.slice(c, cEnd),
    requests: image.slice(d, dEnd),
    reading: image.slice(e, eEnd),
    writing: image.slice(f, fEnd),
    waiting: image.slice(g, gEnd),
  };
  const offsets = {
    activeConnections: offset + a,
    accepts: offset + b,
    handled: offset + c,
    requests: offset + d,
    reading: offset + e,
    writing: offset + f,
    waiting: offset + g,
  } as Record<keyof StubStatusPageValues, number>;
  return { kind: "page", offset, requestTimeColumn: false, values, offsets };
}

const ACTIVE = "Active connections:";
const SERVER = "server accepts handled requests";
const READING = "Reading:";

/** Where numberAt's number ends. */
let numberEnd = 0;

/** Where the first number of `image` at or after `from` starts (it ends at numberEnd). */
function numberAt(image: string, from: number): number {
  let i = from;
  while (!isDigit(image.charCodeAt(i))) i++;
  const start = i;
  while (isDigit(image.charCodeAt(i))) i++;
  numberEnd = i;
  return start;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** The stub_status grammar, built once on first use and reused for every input. */
export const stubStatusGrammar = lazyGrammar(T.lexerDefinition, () => new StubStatusParser(), (p, text) => p.read(text));

export const stubStatusTokens: TokenType[] = T.allTokens;
