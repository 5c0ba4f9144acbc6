import { Lexer, type TokenType } from "chevrotain";
import { lineCategories, Newline, restOfLineMode, token, WhiteSpace } from "../kit/tokens.js";
export { Newline, WhiteSpace };
/** This grammar's own categories (grammars/kit). */
export const { AnyToken, Label, Text } = lineCategories();

/*
 * h2load's text report (nghttp2 src/h2load.cc main, create_worker, Worker::report_progress, Client::report_tls_info,
 * the phase callbacks), one line at a time. h2load's own words are Label tokens; values are Quantity tokens (a number
 * with its unit glued on: `69.51ms`, `340us`, `1.21MB/s`, `3.46MB`, `2xx`, `500ms`) and punctuation. The TLS lines,
 * the application protocol, the version line, the usage line and h2load's messages enter the "rest" mode, where the
 * rest of the line is one RestOfLine token. Nothing here can fail to lex: every character is some token.
 */

/** h2load's messages (option errors on stderr, `client could not connect to host`): the line is kept as printed. */
export const Message = token({ name: "Message", pattern: Lexer.NA, categories: [Label] });
/** The row labels of the statistics table (`time for request:`, `req/s           :`, v1.69's `TTFB        :`). */
export const RowLabel = token({ name: "RowLabel", pattern: Lexer.NA, categories: [Label] });
/** The column names of the statistics table's header (`min`, `max`, `mean`, `sd`, `+/- sd`, v1.69's `median`, ...). */
export const ColumnName = token({ name: "ColumnName", pattern: Lexer.NA, categories: [Label] });
/** The timing mode's (-D) phase lines (`Warm-up started for thread #0.`). */
export const PhaseLabel = token({ name: "PhaseLabel", pattern: Lexer.NA, categories: [Label] });
/** The TLS lines (`TLS Protocol:`, `Cipher:`, `Server Temp Key:`; `Protocol:` before 1.8). */
export const TlsLabel = token({ name: "TlsLabel", pattern: Lexer.NA, categories: [Label] });

// Word: a run of visible characters but `#` `%` `(` `)` `,` `:` (explicit ranges, no complement set: the lexer's
// first-character optimization stays on).
export const Word = token({
  name: "Word",
  pattern: /[\x21\x22\x24\x26\x27\x2a\x2b\x2d-\x39\x3b-\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]+/,
  categories: [Text],
  label: "a word",
});
/**
 * A number as h2load prints it, with its unit glued on (`69.51ms`, `340us`, `1.21MB/s`, `3.46MB`, `0B/s`, `2xx`,
 * `500ms`), or a C++ stream's exponent form of a double (`1e+06s`, the -D echo of a million seconds).
 */
export const Quantity = token({ name: "Quantity", pattern: /-?\d+(?:\.\d+)?(?:e[-+]\d+)?(?:[A-Za-z]+(?:\/s)?)?/, longer_alt: Word, categories: [Text], label: "a number" });
export const Hash = token({ name: "Hash", pattern: /#/, categories: [Text], label: "'#'" });
export const Percent = token({ name: "Percent", pattern: /%/, categories: [Text], label: "'%'" });
export const Comma = token({ name: "Comma", pattern: /,/, categories: [Text], label: "','" });
export const Colon = token({ name: "Colon", pattern: /:/, categories: [Text], label: "':'" });
export const LParen = token({ name: "LParen", pattern: /\(/, categories: [Text], label: "'('" });
export const RParen = token({ name: "RParen", pattern: /\)/, categories: [Text], label: "')'" });
export const Control = token({ name: "Control", pattern: /[\x00-\x08\x0e-\x1f\x7f]/, categories: [Text], label: "a control character" });

const label = (name: string, pattern: RegExp, opts: { word?: boolean; rest?: boolean; category?: TokenType; shown?: string } = {}): TokenType =>
  token({
    name,
    pattern,
    categories: [opts.category ?? Label],
    label: `'${opts.shown ?? pattern.source.replace(/\\/g, "").replace(/ \*/g, " ")}'`,
    ...(opts.word ? { longer_alt: Word } : {}),
    ...(opts.rest ? { push_mode: "rest" } : {}),
  });

export const StartingBenchmark = label("StartingBenchmark", /starting benchmark\.\.\./);
export const SpawningThread = label("SpawningThread", /spawning thread/);
export const TotalClients = label("TotalClients", /total client\(s\)\./);
export const TimingBased = label("TimingBased", /Timing-based test with/);
export const OfWarmUp = label("OfWarmUp", /of warm-up time and/);
export const OfMainDuration = label("OfMainDuration", /of main duration for measurements\./);
export const UpTo = label("UpTo", /Up to/, { word: true });
export const WillBeCreated = label("WillBeCreated", /client\(s\) will be created every/);
export const TotalRequests = label("TotalRequests", /total requests/);
export const TlsProtocol = label("TlsProtocol", /TLS Protocol:/, { rest: true, category: TlsLabel });
/** nghttp2 before 1.8 printed the TLS version as `Protocol: TLSv1.2`. */
export const OldProtocol = label("OldProtocol", /Protocol:/, { rest: true, category: TlsLabel });
export const Cipher = label("Cipher", /Cipher:/, { rest: true, category: TlsLabel });
export const ServerTempKey = label("ServerTempKey", /Server Temp Key:/, { rest: true, category: TlsLabel });
export const AppProtocol = label("AppProtocol", /Application protocol:/, { rest: true });
export const Progress = label("Progress", /progress:/);
const phase = (name: string, pattern: RegExp): TokenType => label(name, pattern, { category: PhaseLabel });
export const WarmUpStarted = phase("WarmUpStarted", /Warm-up started for thread/);
export const WarmUpOver = phase("WarmUpOver", /Warm-up phase is over for thread/);
export const MainStarted = phase("MainStarted", /Main benchmark duration is started for thread/);
export const MainOver = phase("MainOver", /Main benchmark duration is over for thread/);
export const StoppedAll = phase("StoppedAll", /Stopped all clients for thread/);
export const FinishedIn = label("FinishedIn", /finished in/);
export const ReqPerSec = label("ReqPerSec", /req\/s/, { word: true });
export const Requests = label("Requests", /requests:/);
export const StatusCodes = label("StatusCodes", /status codes:/);
export const Traffic = label("Traffic", /traffic:/);
export const SpaceSavings = label("SpaceSavings", /\(space savings/);
export const UdpDatagram = label("UdpDatagram", /UDP datagram:/);
const column = (name: string, pattern: RegExp, word = true): TokenType => label(name, pattern, { word, category: ColumnName });
export const Min = column("Min", /min/);
export const Max = column("Max", /max/);
export const Median = column("Median", /median/);
export const P95 = column("P95", /p95/);
export const P99 = column("P99", /p99/);
export const Mean = column("Mean", /mean/);
export const PlusMinusSd = column("PlusMinusSd", /\+\/- sd/, false);
export const Sd = column("Sd", /sd/);
const row = (name: string, pattern: RegExp): TokenType => label(name, pattern, { category: RowLabel });
export const TimeForRequest = row("TimeForRequest", /time for request *:/);
export const TimeForConnect = row("TimeForConnect", /time for connect *:/);
export const TimeToFirstByte = row("TimeToFirstByte", /time to 1st byte *:/);
/** `req/s           :` (1.6+), `req/s (client)  :` (as nghttp2's how-to shows it), v1.69's `req/s       :`. */
export const ReqPerSecRow = row("ReqPerSecRow", /req\/s(?: \(client\))? *:/);
/** v1.69+: `request     :`, `connect     :`, `TTFB        :` (the label padded to 12). */
export const RequestRow = row("RequestRow", /request *:/);
export const ConnectRow = row("ConnectRow", /connect *:/);
export const TtfbRow = row("TtfbRow", /TTFB *:/);
/** `h2load nghttp2/1.52.0` (--version). */
export const Version = label("Version", /h2load nghttp2\//, { rest: true });
export const Usage = label("Usage", /Usage: h2load/, { rest: true });
const message = (name: string, pattern: RegExp): TokenType => label(name, pattern, { rest: true, category: Message });
/** An option's error or warning on stderr: `-n, -c: the number of requests ...`, `--rate-period: value error 0.5`. */
export const OptionMessage = message("OptionMessage", /--?[A-Za-z][\w-]*(?:, --?[A-Za-z][\w-]*)*:/);
export const CouldNotConnect = message("CouldNotConnect", /client could not connect to host/);
export const NoUriOrInput = message("NoUriOrInput", /no URI or input file given/);
export const NoUriAvailable = message("NoUriAvailable", /no URI available/);
export const NoUriGiven = message("NoUriGiven", /No URI given/);
export const InvalidUri = message("InvalidUri", /invalid URI:/);
export const GetaddrinfoFailed = message("GetaddrinfoFailed", /getaddrinfo\(\) failed:/);
export const NoAddress = message("NoAddress", /No address returned/);
export const NoProtocolNegotiated = message("NoProtocolNegotiated", /No protocol negotiated\./);
export const FallingBack = message("FallingBack", /Server does not support NPN\/ALPN\./);
export const NoSupportedProtocol = message("NoSupportedProtocol", /No supported protocol was negotiated\./);
export const ProcessRequestFailure = message("ProcessRequestFailure", /Process Request Failure:/);
export const PublicServer = message("PublicServer", /Using h2load against public server/);
export const CannotRead = message("CannotRead", /cannot read input file:/);
export const SslFailure = message("SslFailure", /Failed to create SSL_CTX|Could not set TLS versions|SSL_CTX_set\w+/);

// Longer labels before the shorter ones they start with (`TLS Protocol:` before `Protocol:` is not needed, they start
// differently; `req/s ... :` before `req/s`, `requests:` before `request :`, `+/- sd` before `sd`).
const labels = [
  Version, Usage, StartingBenchmark, SpawningThread, TotalClients, TimingBased, OfWarmUp, OfMainDuration, UpTo, WillBeCreated,
  TotalRequests, TlsProtocol, OldProtocol, Cipher, ServerTempKey, AppProtocol, Progress, WarmUpStarted, WarmUpOver, MainStarted,
  MainOver, StoppedAll, FinishedIn, ReqPerSecRow, ReqPerSec, Requests, StatusCodes, Traffic, SpaceSavings, UdpDatagram,
  TimeForRequest, TimeForConnect, TimeToFirstByte, RequestRow, ConnectRow, TtfbRow, Min, Max, Median, P95, P99, Mean, PlusMinusSd, Sd,
  OptionMessage, CouldNotConnect, NoUriOrInput, NoUriAvailable, NoUriGiven, InvalidUri, GetaddrinfoFailed, NoAddress,
  NoProtocolNegotiated, FallingBack, NoSupportedProtocol, ProcessRequestFailure, PublicServer, CannotRead, SslFailure,
];

/** After a label that enters the "rest" mode, the rest of the line is one RestOfLine token (grammars/kit). */
const rest = restOfLineMode("rest", [AnyToken]);
export const PopNewline = rest.PopNewline;
export const RestOfLine = rest.RestOfLine;

export const lexerDefinition = {
  modes: {
    line: [Newline, WhiteSpace, ...labels, Quantity, Hash, Percent, Comma, Colon, LParen, RParen, Word, Control],
    rest: rest.mode,
  },
  defaultMode: "line",
};

export const allTokens: TokenType[] = [AnyToken, Label, Text, Message, RowLabel, ColumnName, PhaseLabel, TlsLabel, PopNewline, RestOfLine, ...lexerDefinition.modes.line];
