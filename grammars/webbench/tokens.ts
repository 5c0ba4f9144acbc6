import { Lexer, type CustomPatternMatcherFunc, type TokenType } from "chevrotain";
import { lineCategories, Newline, restOfLineMode, token, WhiteSpace } from "../kit/tokens.js";
export { Newline, WhiteSpace };
/** This grammar's own categories (grammars/kit). */
export const { AnyToken, Label, Text } = lineCategories();

/*
 * WebBench output (1.5 and its forks), read as a stream of phrases rather than fixed lines: users paste whole runs
 * into one table cell (`| webbench -c200 ... | Speed=... Requests: ... |`), so a phrase may start anywhere on a line.
 * Phrase starts are Label tokens; everything else is Text. Labels whose value is free text (copyright, tool error
 * messages) enter the "text" mode, where the rest of the line is one RestOfLine token. The `Request:` block of the
 * EZLippi fork (the raw HTTP request, ending with an empty line) is lexed in the "request" mode.
 */

/** Tool messages (errors, warnings, usage): the rest of the line is kept as text. */
export const MessageLabel = token({ name: "MessageLabel", pattern: Lexer.NA, categories: [Label] });
/** Words that end a clients-line option (`, early socket close`, `, via proxy server`, ...). */
export const OptionLabel = token({ name: "OptionLabel", pattern: Lexer.NA, categories: [Label] });


// Word: a run of visible characters except `,` `.` `|` (punctuation that ends webbench's phrases). Explicit ranges
// (no complement set) keep Chevrotain's first-character optimization on.
export const Word = token({
  name: "Word",
  pattern: /[\x21-\x2b\x2d\x2f-\x7b\x7d\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]+/,
  categories: [Text],
  label: "a word",
});
export const Num = token({
  name: "Num",
  pattern: /-?\d+(?:\.\d+)*(?:[eE][-+]?\d+)?/,
  longer_alt: Word,
  categories: [Text],
  label: "a number",
});
/**
 * A URL as webbench echoes argv: scheme `://` and anything up to a blank or a `|` table border. The scheme is at most
 * 32 characters: an unbounded `[A-Za-z0-9+.-]*` rescans `a.b.c.d...` from every word start (quadratic time).
 */
export const Url = token({
  name: "Url",
  pattern: /[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/[\x21-\x7b\x7d\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]*/,
  categories: [Text],
  label: "a URL",
});
export const Comma = token({ name: "Comma", pattern: /,/, categories: [Text], label: "','" });
export const Dot = token({ name: "Dot", pattern: /\./, categories: [Text], label: "'.'" });
export const Pipe = token({ name: "Pipe", pattern: /\|/, categories: [Text], label: "'|'" });
export const Control = token({ name: "Control", pattern: /[\x00-\x08\x0e-\x1f\x7f]/, categories: [Text], label: "a control character" });


/** A keyword; `word` keywords give way to a longer Word (`clients` vs `clients数据`). */
const label = (name: string, pattern: RegExp, opts: { text?: boolean; word?: boolean; category?: TokenType; shown?: string } = {}): TokenType =>
  token({
    name,
    pattern,
    categories: [opts.category ?? Label],
    label: `'${opts.shown ?? pattern.source.replace(/\\/g, "")}'`,
    ...(opts.text ? { push_mode: "text" } : {}),
    ...(opts.word ? { longer_alt: Word } : {}),
  });

export const Banner = label("Banner", /Web[Bb]ench - Simple Web Benchmark/, { shown: "Webbench - Simple Web Benchmark" });
export const Copyright = label("Copyright", /Copyright \(c\)/, { text: true });
export const Benchmarking = label("Benchmarking", /Benchmarking:/);
export const RuningInfo = label("RuningInfo", /Run+ing info:/, { shown: "Runing info:" });
export const Method = label("Method", /GET|HEAD|OPTIONS|TRACE|POST|PUT|DELETE?|CONNECT/, { word: true, shown: "a method" });
export const UsingHttp = label("UsingHttp", /\(using HTTP\/\d\.\d\)/, { shown: "(using HTTP/x.y)" });
export const HttpVersion = label("HttpVersion", /HTTP\/\d\.\d/, { word: true, shown: "HTTP/x.y" });
export const ContentType = label("ContentType", /Content-Type:/);
export const Clients = label("Clients", /clients?/, { word: true, shown: "clients" });
export const Running = label("Running", /running/, { word: true });
export const Sec = label("Sec", /sec(?:onds?)?/, { word: true, shown: "sec" });
export const EarlySocketClose = label("EarlySocketClose", /early socket close/, { category: OptionLabel });
export const ViaProxy = label("ViaProxy", /via proxy server/, { category: OptionLabel });
export const ForcingReload = label("ForcingReload", /forcing reload/, { category: OptionLabel });
export const CustomHeader = label("CustomHeader", /custom header/, { category: OptionLabel });
export const Speed = label("Speed", /Speed[ \t]*=/, { shown: "Speed=" });
export const PagesPerMin = label("PagesPerMin", /pages\/min/, { word: true });
export const BytesPerSec = label("BytesPerSec", /bytes\/sec/, { word: true });
export const Requests = label("Requests", /Requests:/);
export const Succeed = label("Succeed", /su[sc]ceed/, { word: true, shown: "susceed" });
export const Failed = label("Failed", /failed/, { word: true });
export const MeanConnect = label("MeanConnect", /mean time to connect \(ms\)=/);
export const MeanResponse = label("MeanResponse", /mean time to response \(ms\)=/);
export const BenchcoreRun = label("BenchcoreRun", /benchcore has run/);

/**
 * `webbench`, `./webbench`, `/usr/local/bin/webbench`, `~#webbench` (a prompt glued to the command), but not
 * `webbench1.5` or `Webbench-c`. A custom matcher: the equivalent regular expression backtracks at every word.
 */
const isCommandChar = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45 || c === 46 || c === 47 || c === 126 || c === 35 || c === 36 || c === 37 || c === 62;
// The end of the last run of command characters scanned: the lexer tries this matcher at every word start, and in
// `a.b.c.d...` (Word stops at dots) every start lies in the same run, so rescanning it each time would be quadratic.
let scanned: { text: string; from: number; end: number } | undefined;
const commandWord: CustomPatternMatcherFunc = (text, offset) => {
  let end: number;
  if (scanned !== undefined && scanned.text === text && offset >= scanned.from && offset <= scanned.end) end = scanned.end;
  else {
    end = offset;
    while (end < text.length && isCommandChar(text.charCodeAt(end))) end++;
    scanned = { text, from: offset, end };
  }
  const start = end - 8;
  if (start < offset || !text.startsWith("ebbench", start + 1)) return null;
  const w = text[start];
  if (w !== "w" && w !== "W") return null;
  // A prompt or a directory path is short; checking a long prefix from every word start would be quadratic.
  if (start - offset > 256) return null;
  const prefix = text.slice(offset, start);
  if (prefix !== "" && !/^[~#$%>]+$/.test(prefix) && !/^[\w.~-]*\/$|^[\w.\/~-]*\/$/.test(prefix)) return null;
  return [text.slice(offset, end)] as unknown as RegExpExecArray;
};
export const Command = token({
  name: "Command",
  pattern: { exec: commandWord },
  start_chars_hint: [..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-./~#$%>"],
  line_breaks: false,
  categories: [Label],
  label: "'webbench'",
});

const message = (name: string, pattern: RegExp, shown?: string): TokenType =>
  label(name, pattern, { text: true, category: MessageLabel, ...(shown ? { shown } : {}) });
export const Usage = message("Usage", /webbench \[option\]\.\.\. URL/);
export const MissingUrl = message("MissingUrl", /webbench: Missing URL!/);
export const OptionError = message("OptionError", /Error in option|Missing argument \(-|Unrecognized option \(-/, "Error in option");
export const OptionWarning = message("OptionWarning", /Warning in option/);
export const OtherError = message("OtherError", /Error in (?:HTTP support|request size|alloc|file open|fread|fopen)/, "Error in ...");
export const InvalidUrl = message("InvalidUrl", /is not a valid URL\./);
export const UrlTooLong = message("UrlTooLong", /URL is too long\./);
export const OnlyHttp = message("OnlyHttp", /Only HTTP protocol is directly supported/);
export const InvalidUrlSyntax = message("InvalidUrlSyntax", /Invalid URL syntax - hostname (?:don't|must) ends? with/);
export const ConnectFailed = message("ConnectFailed", /Connect to server failed\. Aborting benchmark\./);
export const ChildrenDied = message("ChildrenDied", /Some of our child(?:ren)?s? died\./);
export const ForkProblem = message("ForkProblem", /[Pp]roblems forking (?:worker no\.|client No\.)/);
export const ForkFailed = message("ForkFailed", /[Ff]ork failed[.:]/);
export const PipeFailed = message("PipeFailed", /(?:[Oo]pen )?(?:pipe|PIPE) (?:for (?:reading|writing|read|write) )?failed[.:]?/, "pipe failed.");
export const ResolveFailed = message("ResolveFailed", /getaddrinfo\(\) failed:/);
export const FscanfFailed = message("FscanfFailed", /fscanf failed/);
/** weiqiangdragonite's fork prints its request line to stdout (`rqeuest = GET /`): known, not an error. */
export const DebugRequest = message("DebugRequest", /rqeuest = /);

/**
 * `Request:` alone on a line (the EZLippi fork's dump of the raw request): a custom matcher, because the label only
 * counts at the start of a line and only when nothing follows it.
 */
const requestAtLineStart: CustomPatternMatcherFunc = (text, offset) => {
  if (offset > 0 && text.charCodeAt(offset - 1) !== 10) return null;
  if (!text.startsWith("Request:", offset)) return null;
  let end = offset + 8;
  while (end < text.length && (text[end] === " " || text[end] === "\t" || text[end] === "\r")) end++;
  if (end < text.length && text[end] !== "\n") return null;
  const match = [text.slice(offset, end)] as unknown as RegExpExecArray;
  return match;
};
export const RequestBlock = token({
  name: "RequestBlock",
  pattern: { exec: requestAtLineStart },
  start_chars_hint: ["R"],
  line_breaks: false,
  push_mode: "request",
  categories: [Label],
  label: "'Request:'",
});
/** The empty line that ends the request dump (the request's own CRLF CRLF, then printf's newline). */
export const RequestEnd = token({ name: "RequestEnd", pattern: /\n[ \t\r]*\n/, pop_mode: true, line_breaks: true, label: "an empty line" });
export const RequestNewline = token({ name: "RequestNewline", pattern: /\n/, line_breaks: true, label: "end of line" });
export const RequestText = token({ name: "RequestText", pattern: /[\x00-\x09\x0b-\uffff]+/, label: "request text" });

const messages = [
  Usage, MissingUrl, OptionError, OptionWarning, OtherError, InvalidUrl, UrlTooLong, OnlyHttp, InvalidUrlSyntax, ConnectFailed,
  ChildrenDied, ForkProblem, ForkFailed, PipeFailed, ResolveFailed, FscanfFailed, DebugRequest,
];

// Order matters: Chevrotain takes the first pattern that matches, so longer keywords come before shorter ones that
// share a prefix (`Requests:` before the `Request:` block, messages before `webbench`, Url before Word).
const labels = [
  Banner, Copyright, Benchmarking, RuningInfo, ...messages, Command, RequestBlock, Requests, Speed, PagesPerMin, BytesPerSec,
  Succeed, Failed, MeanConnect, MeanResponse, BenchcoreRun, UsingHttp, HttpVersion, ContentType, EarlySocketClose, ViaProxy,
  ForcingReload, CustomHeader, Method, Clients, Running, Sec,
];

/** After a label that enters the "text" mode, the rest of the line is one RestOfLine token (grammars/kit). */
const restOfLine = restOfLineMode("text", [Text]);
export const PopNewline = restOfLine.PopNewline;
export const RestOfLine = restOfLine.RestOfLine;

export const lexerDefinition = {
  modes: {
    line: [Newline, WhiteSpace, ...labels, Url, Num, Comma, Dot, Pipe, Word, Control],
    text: restOfLine.mode,
    request: [RequestEnd, RequestNewline, RequestText],
  },
  defaultMode: "line",
};

export const allTokens: TokenType[] = [
  AnyToken, Label, Text, MessageLabel, OptionLabel, PopNewline, RestOfLine, RequestEnd, RequestNewline, RequestText,
  ...lexerDefinition.modes.line,
];

/** Message token name to the kind reported in raw records. */
export const messageKinds: Record<string, string> = {
  Usage: "usage",
  MissingUrl: "missingUrl",
  OptionError: "optionError",
  OptionWarning: "optionWarning",
  OtherError: "error",
  InvalidUrl: "invalidUrl",
  UrlTooLong: "urlTooLong",
  OnlyHttp: "onlyHttp",
  InvalidUrlSyntax: "invalidUrlSyntax",
  ConnectFailed: "connectFailed",
  ChildrenDied: "childrenDied",
  ForkProblem: "forkFailed",
  ForkFailed: "forkFailed",
  PipeFailed: "pipeFailed",
  ResolveFailed: "resolveFailed",
  FscanfFailed: "childrenDied",
  DebugRequest: "debug",
};
