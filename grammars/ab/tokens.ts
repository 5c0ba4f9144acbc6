import { Lexer, type TokenType } from "chevrotain";
import { lineCategories, Newline, restOfLineMode, token, WhiteSpace } from "../kit/tokens.js";
export { Newline, WhiteSpace };
/** This grammar's own categories (grammars/kit). */
export const { AnyToken, Label, Text } = lineCategories();

/*
 * ApacheBench text output, one line at a time. Labels are tokens of their own (category Label); everything else on
 * a line is Word, Number or punctuation (category Text). Labels whose value is free text (server name, paths, TLS
 * details, the banner) enter the "text" mode, where the rest of the line is one RestOfLine token.
 */

/** Labels followed by one value (a number, or a word such as `Variable` or `nan`) and an optional unit. */
export const ValueLabel = token({ name: "ValueLabel", pattern: Lexer.NA, categories: [Label] });
/** Labels followed by free text, lexed as one RestOfLine token. */
export const TextLabel = token({ name: "TextLabel", pattern: Lexer.NA, categories: [Label] });


// Word: any run of visible characters except the punctuation below. Explicit ranges (no complement set) keep
// Chevrotain's first-character optimization on.
export const Word = token({
  name: "Word",
  pattern: /[\x21-\x24\x26-\x27\x2a-\x2b\x2d-\x39\x3b\x3d\x3f-\x5a\x5c\x5e-\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]+/,
  categories: [Text],
  label: "a word",
});
export const Num = token({
  name: "Num",
  pattern: /-?\d+(?:\.\d+)?/,
  longer_alt: Word,
  categories: [Text],
  label: "a number",
});
const punct = (name: string, pattern: RegExp, label: string): TokenType =>
  token({ name, pattern, categories: [Text], label });
export const LParen = punct("LParen", /\(/, "'('");
export const RParen = punct("RParen", /\)/, "')'");
export const LBracket = punct("LBracket", /\[/, "'['");
export const RBracket = punct("RBracket", /\]/, "']'");
export const Comma = punct("Comma", /,/, "','");
export const Colon = punct("Colon", /:/, "':'");
export const Percent = punct("Percent", /%/, "'%'");
export const LAngle = punct("LAngle", /</, "'<'");
export const RAngle = punct("RAngle", />/, "'>'");
export const Control = punct("Control", /[\x00-\x08\x0e-\x1f\x7f]/, "a control character");
export const KbPerSec = token({ name: "KbPerSec", pattern: /kb\/s/, longer_alt: Word, categories: [Text], label: "'kb/s'" });


/** A label token; `text` labels are followed by free text, `word` labels may also start an ordinary word. */
const label = (name: string, pattern: RegExp, opts: { text?: boolean; value?: boolean; word?: boolean; shown?: string } = {}): TokenType =>
  token({
    name,
    pattern,
    categories: [opts.text ? TextLabel : opts.value ? ValueLabel : Label],
    label: `'${opts.shown ?? pattern.source.replace(/\\/g, "")}'`,
    ...(opts.text ? { push_mode: "text" } : {}),
    ...(opts.word ? { longer_alt: Word } : {}),
  });

export const Banner = label("Banner", /This is ApacheBench, Version/, { text: true });
export const Benchmarking = label("Benchmarking", /Benchmarking/, { text: true, word: true });
export const Completed = label("Completed", /Completed/, { word: true });
export const Finished = label("Finished", /Finished/, { word: true });
export const ServerSoftware = label("ServerSoftware", /Server Software:/, { text: true });
export const ServerHostname = label("ServerHostname", /Server Hostname:/, { text: true });
export const ServerPort = label("ServerPort", /Server Port:/, { value: true });
export const SslProtocol = label("SslProtocol", /SSL\/TLS Protocol:/, { text: true });
export const ServerTempKey = label("ServerTempKey", /Server Temp Key:/, { text: true });
export const TlsServerName = label("TlsServerName", /TLS Server Name:/, { text: true });
export const DocumentPath = label("DocumentPath", /Document Path:/, { text: true });
export const DocumentLength = label("DocumentLength", /Document Length:/, { value: true });
export const ConcurrencyLevel = label("ConcurrencyLevel", /Concurrency Level:/, { value: true });
export const NumberOfWorkers = label("NumberOfWorkers", /Number of workers:/, { value: true });
export const ConcurrencyAchieved = label("ConcurrencyAchieved", /Concurrency achieved:/, { value: true });
export const RampupDelay = label("RampupDelay", /Rampup delay:/, { value: true });
export const NumberOfRequests = label("NumberOfRequests", /Number of requests:/, { value: true });
export const TimeTaken = label("TimeTaken", /Time taken for tests:/, { value: true });
export const CompleteRequests = label("CompleteRequests", /Complete requests:/, { value: true });
export const FailedRequests = label("FailedRequests", /Failed requests:/, { value: true });
export const WriteErrors = label("WriteErrors", /Write errors:/, { value: true });
export const BrokenPipeErrors = label("BrokenPipeErrors", /Broken pipe errors:/, { value: true });
export const KeepAliveRequests = label("KeepAliveRequests", /Keep-Alive requests:/, { value: true });
export const KeepAliveAborts = label("KeepAliveAborts", /Keep-Alive aborts:/, { value: true });
export const Non2xx = label("Non2xx", /Non-2xx responses:/, { value: true });
export const TotalTransferred = label("TotalTransferred", /Total transferred:/, { value: true });
export const TotalBodySent = label("TotalBodySent", /Total (?:body sent|POSTed|PUT):/, { value: true, shown: "Total body sent:" });
export const HtmlTransferred = label("HtmlTransferred", /HTML transferred:/, { value: true });
export const RequestsPerSecond = label("RequestsPerSecond", /Requests per second:/, { value: true });
export const TimePerRequest = label("TimePerRequest", /Time per request:/, { value: true });
export const TransferRate = label("TransferRate", /Transfer rate:/, { value: true });
export const ConnectionTimes = label("ConnectionTimes", /Con+ection Times \(ms\)/, { shown: "Connection Times (ms)" });
export const ConnHeaderFull = label("ConnHeaderFull", /min[ \t]+mean\[\+\/-sd\][ \t]+median[ \t]+max/, { shown: "min  mean[+/-sd] median   max" });
export const ConnHeaderShort = label("ConnHeaderShort", /min[ \t]+avg[ \t]+max/, { shown: "min   avg   max" });
export const Connect = label("Connect", /Connect:/);
export const Receive = label("Receive", /Receive:/);
export const Length = label("Length", /Length:/);
export const Exceptions = label("Exceptions", /Exceptions:/);
export const Processing = label("Processing", /Processing:/);
export const Waiting = label("Waiting", /Waiting:/);
export const Total = label("Total", /Total:/);
export const PercentageTitle = label("PercentageTitle", /Percentage of the requests served within a certain time \(ms\)/, { shown: "Percentage of the requests served within a certain time (ms)" });
export const Diagnostic = label("Diagnostic", /(?:WARNING|WARING|ERROR): The median and mean for/, { text: true, shown: "WARNING: The median and mean for" });
export const TotalOf = label("TotalOf", /Total of/);
export const TestAborted = label("TestAborted", /Test aborted after/);
export const AprError = label("AprError", /apr_[a-z_]+(?:\(\))?/, { text: true, shown: "apr_...:" });

const labels = [
  Banner, Benchmarking, Completed, Finished, ServerSoftware, ServerHostname, ServerPort, SslProtocol, ServerTempKey,
  TlsServerName, DocumentPath, DocumentLength, ConcurrencyLevel, ConcurrencyAchieved, NumberOfWorkers, NumberOfRequests,
  RampupDelay, TimeTaken, CompleteRequests, FailedRequests, WriteErrors, BrokenPipeErrors, KeepAliveRequests,
  KeepAliveAborts, Non2xx, TotalTransferred, TotalBodySent, TotalOf, HtmlTransferred, RequestsPerSecond, TimePerRequest,
  TransferRate, ConnectionTimes, ConnHeaderFull, ConnHeaderShort, Connect, Receive, Length, Exceptions, Processing,
  Waiting, Total, PercentageTitle, Diagnostic, TestAborted, AprError,
];

/** After a label that enters the "text" mode, the rest of the line is one RestOfLine token (grammars/kit). */
const restOfLine = restOfLineMode("text", [Text]);
export const PopNewline = restOfLine.PopNewline;
export const RestOfLine = restOfLine.RestOfLine;

export const lexerDefinition = {
  modes: {
    line: [Newline, WhiteSpace, ...labels, KbPerSec, Num, LParen, RParen, LBracket, RBracket, Comma, Colon, Percent, LAngle, RAngle, Word, Control],
    text: restOfLine.mode,
  },
  defaultMode: "line",
};

export const allTokens: TokenType[] = [AnyToken, Label, ValueLabel, TextLabel, Text, PopNewline, RestOfLine, ...lexerDefinition.modes.line];
