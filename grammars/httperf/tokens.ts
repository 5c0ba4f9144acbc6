import { Lexer, type TokenType } from "chevrotain";
import { lineCategories, Newline, restOfLineMode, token, WhiteSpace } from "../kit/tokens.js";
export { Newline, WhiteSpace };
/** This grammar's own categories (grammars/kit). */
export const { AnyToken, Label, Text } = lineCategories();

/*
 * httperf 0.9's report (src/stat/basic.c dump, src/stat/sess_stat.c dump, src/core.c core_exit), its command echo
 * (src/httperf.c main), its -v lines and its --print-reply/--print-request lines, one line at a time. Each report
 * line starts with httperf's own label (`Total:`, `Connection time [ms]:`), then alternates its words (Key tokens:
 * `connections`, `min`, `client-timo`), its values (Value: a number, or `nan`/`inf` from a division by zero) and
 * its units and punctuation. The echoed command line, httperf's messages (`httperf: warning: ...`), its usage text
 * and the printed requests and replies (`RH0:HTTP/1.1 200 OK`) enter the "rest" mode, where the rest of the line is
 * one RestOfLine token. Nothing here can fail to lex: every character is some token.
 */

/** httperf's words between the values of a line (`connections`, `min`, `client-timo`). */
export const Key = token({ name: "Key", pattern: Lexer.NA, categories: [Text] });
/** A value: a number or a division by zero. */
export const Value = token({ name: "Value", pattern: Lexer.NA, categories: [Text] });
/** Units and punctuation between the values (`conn/s`, `(`, `<=`, `%`). */
export const Unit = token({ name: "Unit", pattern: Lexer.NA, categories: [Text] });
/** The five `Nxx=` labels of the Reply status line. */
export const StatusClass = token({ name: "StatusClass", pattern: Lexer.NA, categories: [Text] });

// Word: a run of visible characters but `%`, `(`, `)`, `,`, `/` and `:` (explicit ranges, no complement set: the
// lexer's first-character optimization stays on).
export const Word = token({
  name: "Word",
  pattern: /[\x21-\x24\x26\x27\x2a\x2b\x2d\x2e\x30-\x39\x3b-\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]+/,
  categories: [Text],
  label: "a word",
});
/** A number as httperf prints it (`%u`, `%.1f`, `%.3f`): digits and an optional fraction. */
export const Number = token({ name: "Number", pattern: /\d+(?:\.\d+)?/, categories: [Value], label: "a number" });
/** glibc's printf of 0/0 and x/0 (`nan`, `-nan`, `inf`): a rate over a test of no duration. */
export const NotANumber = token({ name: "NotANumber", pattern: /-?(?:nan|inf)/, longer_alt: Word, categories: [Value], label: "'nan'" });
/** A terminal's echo of Ctrl-C (`^C`), glued to the next line httperf prints after SIGINT. */
export const Interrupt = token({ name: "Interrupt", pattern: /\^C/, categories: [Text], label: "'^C'" });
export const Control = token({ name: "Control", pattern: /[\x00-\x08\x0e-\x1f\x7f]/, categories: [Text], label: "a control character" });

const shown = (pattern: RegExp): string => `'${pattern.source.replace(/\\(.)/g, "$1")}'`;
const label = (name: string, pattern: RegExp, rest = false): TokenType =>
  token({ name, pattern, categories: [Label], label: shown(pattern), ...(rest ? { push_mode: "rest" } : {}) });
const word = (name: string, pattern: RegExp, category: TokenType): TokenType =>
  token({ name, pattern, categories: [category], label: shown(pattern), ...(/^[a-z]/.test(pattern.source) ? { longer_alt: Word } : {}) });

// Line labels (the start of each line httperf prints), longer ones before the shorter ones they start with.
/** The command echo: `httperf --client=0/1 --server=...` (the rest of the line: its options). */
export const Echo = label("Echo", /httperf --/, true);
/** httperf's messages: `httperf: warning: ...`, `httperf.core_addr_intern: invalid server address x`. */
export const Message = label("Message", /httperf[:.]/, true);
export const Usage = label("Usage", /Usage: httperf/, true);
export const MaxBurst = label("MaxBurst", /Maximum connect burst length:/);
export const HistogramTitle = label("HistogramTitle", /Connection lifetime histogram \(time in ms\):/);
export const Total = label("Total", /Total:/);
export const ConnectionRate = label("ConnectionRate", /Connection rate:/);
export const ConnectionTime = label("ConnectionTime", /Connection time \[ms\]:/);
export const ConnectionLength = label("ConnectionLength", /Connection length \[replies\/conn\]:/);
export const RequestRate = label("RequestRate", /Request rate:/);
export const RequestSize = label("RequestSize", /Request size \[B\]:/);
export const ReplyRate = label("ReplyRate", /Reply rate \[replies\/s\]:/);
export const ReplyTime = label("ReplyTime", /Reply time \[ms\]:/);
export const ReplySize = label("ReplySize", /Reply size \[B\]:/);
export const ReplyStatus = label("ReplyStatus", /Reply status:/);
export const CpuTime = label("CpuTime", /CPU time \[s\]:/);
export const NetIo = label("NetIo", /Net I\/O:/);
export const Errors = label("Errors", /Errors:/);
export const SessionRate = label("SessionRate", /Session rate \[sess\/s\]:/);
export const SessionLifetime = label("SessionLifetime", /Session lifetime \[s\]:/);
export const SessionFailtime = label("SessionFailtime", /Session failtime \[s\]:/);
export const SessionLengthHistogram = label("SessionLengthHistogram", /Session length histogram:/);
export const Session = label("Session", /Session:/);
export const ReplyRateSample = label("ReplyRateSample", /reply-rate =/);
export const SessionRateSample = label("SessionRateSample", /session-rate =/);
/** --print-request/--print-reply: a line of a request or reply header or body, `SH0:`, `SB0:`, `RH0:`, `RB0:`. */
export const PrintedText = token({ name: "PrintedText", pattern: /(?:SH|SB|RH|RB)\d+:/, categories: [Label], label: "'SH0:'", push_mode: "rest" });
/** --print-request/--print-reply: the sizes of a request or reply, `SS0: header 72 content 0`, `RS0: ... footer 0`. */
export const PrintedSizes = token({ name: "PrintedSizes", pattern: /(?:SS|RS)\d+:/, categories: [Label], label: "'RS0:'" });

// Keys and units, longer ones first (`concurrent connections` before `connections`, `connections` before `connect`).
export const ConcurrentConnections = word("ConcurrentConnections", /concurrent connections/, Unit);
export const ConnectionsPerSession = word("ConnectionsPerSession", /connections\/session/, Unit);
export const Connections = word("Connections", /connections/, Key);
export const Connrefused = word("Connrefused", /connrefused/, Key);
export const Connreset = word("Connreset", /connreset/, Key);
export const ConnPerSec = word("ConnPerSec", /conn\/s/, Unit);
export const Connect = word("Connect", /connect/, Key);
export const Requests = word("Requests", /requests/, Key);
export const Replies = word("Replies", /replies/, Key);
export const TestDuration = word("TestDuration", /test-duration/, Key);
export const Min = word("Min", /min/, Key);
export const Avg = word("Avg", /avg/, Key);
export const Max = word("Max", /max/, Key);
export const Median = word("Median", /median/, Key);
export const Stddev = word("Stddev", /stddev/, Key);
export const Response = word("Response", /response/, Key);
export const Transfer = word("Transfer", /transfer/, Key);
export const Header = word("Header", /header/, Key);
export const Content = word("Content", /content/, Key);
export const Footer = word("Footer", /footer/, Key);
export const TotalKey = word("TotalKey", /total/, Key);
export const User = word("User", /user/, Key);
export const System = word("System", /system/, Key);
export const ClientTimo = word("ClientTimo", /client-timo/, Key);
export const SocketTimo = word("SocketTimo", /socket-timo/, Key);
export const FdUnavail = word("FdUnavail", /fd-unavail/, Key);
export const Addrunavail = word("Addrunavail", /addrunavail/, Key);
export const FtabFull = word("FtabFull", /ftab-full/, Key);
export const Other = word("Other", /other/, Key);
export const MsPerConn = word("MsPerConn", /ms\/conn/, Unit);
export const MsPerReq = word("MsPerReq", /ms\/req/, Unit);
export const ReqPerSec = word("ReqPerSec", /req\/s/, Unit);
export const KBPerSec = word("KBPerSec", /KB\/s/, Unit);
export const MegabitsPerSec = word("MegabitsPerSec", /\*10\^6 bps/, Unit);
export const Samples = word("Samples", /samples/, Unit);
export const Seconds = word("Seconds", /s/, Unit);
export const Status1xx = word("Status1xx", /1xx=/, StatusClass);
export const Status2xx = word("Status2xx", /2xx=/, StatusClass);
export const Status3xx = word("Status3xx", /3xx=/, StatusClass);
export const Status4xx = word("Status4xx", /4xx=/, StatusClass);
export const Status5xx = word("Status5xx", /5xx=/, StatusClass);
export const Percent = word("Percent", /%/, Unit);
export const LParen = word("LParen", /\(/, Unit);
export const RParen = word("RParen", /\)/, Unit);
export const Comma = word("Comma", /,/, Unit);
export const AtMost = word("AtMost", /<=/, Unit);
export const Slash = word("Slash", /\//, Unit);
export const Colon = word("Colon", /:/, Unit);

const labels = [
  Echo, Message, Usage, MaxBurst, HistogramTitle, Total, ConnectionRate, ConnectionTime, ConnectionLength, RequestRate,
  RequestSize, ReplyRate, ReplyTime, ReplySize, ReplyStatus, CpuTime, NetIo, Errors, SessionRate, SessionLifetime,
  SessionFailtime, SessionLengthHistogram, Session, ReplyRateSample, SessionRateSample, PrintedText, PrintedSizes,
];
const words = [
  ConcurrentConnections, ConnectionsPerSession, Connections, Connrefused, Connreset, ConnPerSec, Connect, Requests,
  Replies, TestDuration, Min, Avg, Max, Median, Stddev, Response, Transfer, Header, Content, Footer, TotalKey, User,
  System, ClientTimo, SocketTimo, FdUnavail, Addrunavail, FtabFull, Other, MsPerConn, MsPerReq, ReqPerSec, KBPerSec,
  MegabitsPerSec, Samples, Seconds, Status1xx, Status2xx, Status3xx, Status4xx, Status5xx,
];

/** After a label that enters the "rest" mode, the rest of the line is one RestOfLine token (grammars/kit). */
const rest = restOfLineMode("rest", [AnyToken]);
export const PopNewline = rest.PopNewline;
export const RestOfLine = rest.RestOfLine;

export const lexerDefinition = {
  modes: {
    line: [Newline, WhiteSpace, Interrupt, ...labels, ...words, NotANumber, Number, Percent, LParen, RParen, Comma, AtMost, Slash, Colon, Word, Control],
    rest: rest.mode,
  },
  defaultMode: "line",
};

export const allTokens: TokenType[] = [AnyToken, Label, Text, Key, Value, Unit, StatusClass, PopNewline, RestOfLine, ...lexerDefinition.modes.line];
