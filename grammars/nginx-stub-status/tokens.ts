import { type TokenType } from "chevrotain";
import { Newline, restOfLineMode, token, WhiteSpace } from "../kit/tokens.js";
export { Newline, WhiteSpace };

/*
 * nginx stub_status pages, alone or in a monitoring log: each page may be preceded by a timestamp line (`date`,
 * `date -Iseconds`, `date +%s`, ...), by the HTTP head that `curl -i` prints, or replaced by a failed fetch (a curl
 * error line, an HTML error page). The page's own words are keywords; a timestamp line is a run of Int/Word tokens
 * (read by src/normalize/timestamp-line.ts). HTTP header lines, curl errors and HTML lines enter the "rest" mode, where
 * the rest of the line is one RestOfLine token.
 */


// Any run of visible characters (explicit ranges, no complement set, so Chevrotain's optimizations stay on).
export const Word = token({ name: "Word", pattern: /[\x21-\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]+/, label: "a word" });
export const Int = token({ name: "Int", pattern: /\d+/, longer_alt: Word, label: "a whole number" });

/**
 * A whole page as nginx prints it (single blanks, no Tengine column, no CR), one token instead of some twenty: the
 * parser's `page` rule reads its seven numbers by hand. Any other page (a CR, a tab, `Waiting : 6`, request_time, a
 * damaged line) does not match and is read token by token by the same rule. It matches only text that those tokens
 * read as one valid page, numbers included (test/nginx-stub-status/page-token.test.ts pins the two readings).
 */
export const Page = token({
  name: "Page",
  pattern: { exec: (text, offset) => pageAt(text, offset) },
  start_chars_hint: ["A"],
  line_breaks: true,
  label: "'Active connections:'",
});
const PAGE = /Active connections: *\d+ *\nserver accepts handled requests *\n *\d+ +\d+ +\d+ *\nReading: *\d+ +Writing: *\d+ +Waiting: *\d+ */y;
/** PAGE at `offset`, when the line ends after it (also read by hand: lines.ts). */
export function pageAt(text: string, offset: number): RegExpExecArray | null {
  PAGE.lastIndex = offset;
  const m = PAGE.exec(text);
  return m !== null && (PAGE.lastIndex === text.length || text.charCodeAt(PAGE.lastIndex) === 10) ? m : null;
}
export const ActiveConnections = token({ name: "ActiveConnections", pattern: /Active connections:/, label: "'Active connections:'" });
export const ServerAcceptsHandledRequests = token({
  name: "ServerAcceptsHandledRequests",
  pattern: /server accepts handled requests/,
  label: "'server accepts handled requests'",
});
export const RequestTime = token({ name: "RequestTime", pattern: /request_time/, longer_alt: Word, label: "'request_time'" });
// nginx prints `Reading: 6 Writing: 179 Waiting: 106`; a widely copied blog page (Datadog's "How to collect NGINX
// metrics") has `Waiting : 6`, so blanks before the colon are accepted on this line's three labels.
export const Reading = token({ name: "Reading", pattern: /Reading[ \t]*:/, label: "'Reading:'" });
export const Writing = token({ name: "Writing", pattern: /Writing[ \t]*:/, label: "'Writing:'" });
export const Waiting = token({ name: "Waiting", pattern: /Waiting[ \t]*:/, label: "'Waiting:'" });

/** `HTTP/1.1 200 OK` (curl -i). */
export const HttpVersion = token({ name: "HttpVersion", pattern: /HTTP\/[0-9.]+/, push_mode: "rest", label: "'HTTP/1.1'" });
/** `curl: (7) Failed to connect to ...` (curl -sS, stderr merged into the log). */
export const CurlError = token({ name: "CurlError", pattern: /curl: \(\d+\)/, push_mode: "rest", label: "'curl: (N)'" });
/** A line of an HTML page (an error page fetched instead of the status page). */
export const HtmlLine = token({ name: "HtmlLine", pattern: /</, push_mode: "rest", label: "'<'" });
/** `Server:`, `Date:`, ... (curl -i). Listed after the page keywords, which also end in a colon. */
export const HeaderName = token({ name: "HeaderName", pattern: /[A-Za-z][A-Za-z0-9-]*:/, push_mode: "rest", label: "an HTTP header name" });


/** After a label that enters the "rest" mode, the rest of the line is one RestOfLine token (grammars/kit). */
const restOfLine = restOfLineMode("rest");
export const PopNewline = restOfLine.PopNewline;
export const RestOfLine = restOfLine.RestOfLine;

export const lexerDefinition = {
  modes: {
    line: [
      Newline,
      WhiteSpace,
      Page,
      ActiveConnections,
      ServerAcceptsHandledRequests,
      RequestTime,
      Reading,
      Writing,
      Waiting,
      HttpVersion,
      CurlError,
      HtmlLine,
      HeaderName,
      Int,
      Word,
    ],
    rest: restOfLine.mode,
  },
  defaultMode: "line",
};

export const allTokens: TokenType[] = [PopNewline, RestOfLine, ...lexerDefinition.modes.line];
