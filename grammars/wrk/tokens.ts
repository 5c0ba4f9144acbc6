import { Lexer, type TokenType } from "chevrotain";
import { lineCategories, Newline, restOfLineMode, token, WhiteSpace } from "../kit/tokens.js";
export { Newline, WhiteSpace };
/** This grammar's own categories (grammars/kit). */
export const { AnyToken, Label, Text } = lineCategories();

/*
 * wrk 4.x's text summary (src/wrk.c main, print_stats_header, print_stats, print_stats_latency), one line at a time.
 * wrk's own words are Label tokens; values are Quantity tokens (a number with its unit glued on: `635.91us`, `9.01k`,
 * `25.86MB`, `30s`) or NotFinite (`-nan`, `-nanus`, `inf`: glibc's 0/0 and x/0). Everything else on a line is a Word or punctuation. The URL after
 * `test @`, the version banner and wrk's error messages enter the "rest" mode, where the rest of the line is one
 * RestOfLine token. Nothing here can fail to lex: every character is some token.
 */

/** The four kinds of the `Socket errors:` line. */
export const ErrorKind = token({ name: "ErrorKind", pattern: Lexer.NA, categories: [Label] });
/** wrk's messages on stderr (`unable to connect to ...`): the rest of the line is kept as text. */
export const Message = token({ name: "Message", pattern: Lexer.NA, categories: [Label] });

// Word: a run of visible characters but `,` and `%` (explicit ranges, no complement set: the lexer's first-character
// optimization stays on).
export const Word = token({
  name: "Word",
  pattern: /[\x21-\x24\x26-\x2b\x2d-\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]+/,
  categories: [Text],
  label: "a word",
});
/** A number as wrk prints it, with its unit glued on (`635.91us`, `9.01k`, `0.00B`, `6.80GB`, `30s`, `-5`). */
export const Quantity = token({ name: "Quantity", pattern: /-?\d+(?:\.\d+)?(?:[A-Za-z]{1,2})?/, longer_alt: Word, categories: [Text], label: "a number" });
/**
 * glibc's printf of 0/0 and x/0 (`-nan`, `nan`, `inf`, `-inf`), with the unit wrk's format_units glues on (`-nanus`:
 * a Latency cell of a run without samples; wrk2's `Req/Sec -nan`, which it does not sample; `infB` per second).
 */
export const NotFinite = token({ name: "NotFinite", pattern: /-?(?:nan|inf)(?:us|ms|[KMGTP]?B|[smhkMGTP])?/, longer_alt: Word, categories: [Text], label: "'-nan' or 'inf'" });
export const Percent = token({ name: "Percent", pattern: /%/, categories: [Text], label: "'%'" });
export const Comma = token({ name: "Comma", pattern: /,/, categories: [Text], label: "','" });
export const Control = token({ name: "Control", pattern: /[\x00-\x08\x0e-\x1f\x7f]/, categories: [Text], label: "a control character" });

const label = (name: string, pattern: RegExp, opts: { word?: boolean; rest?: boolean; footer?: boolean; category?: TokenType; shown?: string } = {}): TokenType =>
  token({
    name,
    pattern,
    categories: [opts.category ?? Label],
    label: `'${opts.shown ?? pattern.source.replace(/\\/g, "")}'`,
    ...(opts.word ? { longer_alt: Word } : {}),
    ...(opts.rest ? { push_mode: "rest" } : {}),
    ...(opts.footer ? { push_mode: "footer" } : {}),
  });

export const Running = label("Running", /Running/, { word: true });
export const TestAt = label("TestAt", /test @/, { rest: true });
export const ThreadsAnd = label("ThreadsAnd", /threads and/);
export const Connections = label("Connections", /connections/, { word: true });
export const ThreadStats = label("ThreadStats", /Thread Stats/);
export const LatencyDistribution = label("LatencyDistribution", /Latency Distribution/);
export const Latency = label("Latency", /Latency/, { word: true });
// wrk2 (giltene/wrk2 src/wrk.c calibrate, print_hdr_latency; src/hdr_histogram.c hdr_percentiles_print)
/** `  Thread calibration: mean lat.: 1.464ms, rate sampling interval: 10ms` (older wrk2: `9747 usec`, `21 msec`) */
export const ThreadCalibration = label("ThreadCalibration", /Thread calibration: mean lat\.:/, { shown: "Thread calibration: mean lat.:" });
export const RateSamplingInterval = label("RateSamplingInterval", /rate sampling interval:/);
/** `  Latency Distribution (HdrHistogram - Recorded Latency)`: the rest of the line is the histogram's name. */
export const HdrDistribution = label("HdrDistribution", /Latency Distribution \(HdrHistogram - /, { rest: true, shown: "Latency Distribution (HdrHistogram - " });
export const SpectrumTitle = label("SpectrumTitle", /Detailed Percentile spectrum:/);
export const SpectrumHeader = label("SpectrumHeader", /Value +Percentile +TotalCount +1\/\(1-Percentile\)/, { shown: "Value Percentile TotalCount 1/(1-Percentile)" });
/** The footer lines of the spectrum (`#[Mean    =`, `#[Max     =`, `#[Buckets =`): their values are read in the "footer" mode. */
export const FooterLabel = token({ name: "FooterLabel", pattern: Lexer.NA, categories: [Label] });
const footer = (name: string, pattern: RegExp, shown: string): TokenType => label(name, pattern, { category: FooterLabel, shown, footer: true });
export const FooterMean = footer("FooterMean", /#\[Mean +=/, "#[Mean =");
export const FooterMax = footer("FooterMax", /#\[Max +=/, "#[Max =");
export const FooterBuckets = footer("FooterBuckets", /#\[Buckets +=/, "#[Buckets =");
/** The dashes wrk2 prints after each histogram (58 of them). */
export const HdrRule = label("HdrRule", /-{10,}/, { word: true, shown: "----------" });
export const ReqSec = label("ReqSec", /Req\/Sec/, { word: true });
export const RequestsIn = label("RequestsIn", /requests in/);
export const SocketErrors = label("SocketErrors", /Socket errors:/);
export const Connect = label("Connect", /connect/, { word: true, category: ErrorKind });
export const Read = label("Read", /read/, { word: true, category: ErrorKind });
export const Write = label("Write", /write/, { word: true, category: ErrorKind });
export const Timeout = label("Timeout", /timeout/, { word: true, category: ErrorKind });
export const Non2xx = label("Non2xx", /Non-2xx or 3xx responses:/);
export const RequestsPerSec = label("RequestsPerSec", /Requests\/sec:/);
export const TransferPerSec = label("TransferPerSec", /Transfer\/sec:/);
/** `wrk 4.1.0 [epoll] Copyright (C) 2012 Will Glozer` (-v): the version is any word without brackets. */
export const Version = label("Version", /wrk [\x21-\x5a\x5c\x5e-\x7e]+ \[[a-z]+\] Copyright/, { rest: true, shown: "wrk VERSION [ENGINE] Copyright" });
export const Usage = label("Usage", /Usage: wrk/, { rest: true });
const message = (name: string, pattern: RegExp): TokenType => label(name, pattern, { rest: true, category: Message });
export const UnableToConnect = message("UnableToConnect", /unable to connect to/);
export const UnableToResolve = message("UnableToResolve", /unable to resolve/);
export const UnableToCreateThread = message("UnableToCreateThread", /unable to create thread/);
export const UnableToInitSsl = message("UnableToInitSsl", /unable to initialize SSL/);
export const InvalidUrl = message("InvalidUrl", /invalid URL:/);
export const ConnectionsBelowThreads = message("ConnectionsBelowThreads", /number of connections must be >= threads/);

// Longer labels before the shorter ones they start with (`Latency Distribution` before `Latency`, the messages
// before `connect`/`read`).
const labels = [
  Version, Usage, UnableToConnect, UnableToResolve, UnableToCreateThread, UnableToInitSsl, InvalidUrl,
  ConnectionsBelowThreads, Running, TestAt, ThreadsAnd, Connections, ThreadStats, ThreadCalibration, RateSamplingInterval,
  HdrDistribution, LatencyDistribution, Latency, ReqSec, SpectrumTitle, SpectrumHeader, FooterMean, FooterMax, FooterBuckets, HdrRule,
  RequestsIn, SocketErrors, Connect, Read, Write, Timeout, Non2xx, RequestsPerSec, TransferPerSec,
];

/** After a label that enters the "rest" mode, the rest of the line is one RestOfLine token (grammars/kit). */
const rest = restOfLineMode("rest", [AnyToken]);
export const PopNewline = rest.PopNewline;
export const RestOfLine = rest.RestOfLine;

/**
 * The "footer" mode, after `#[Mean    =` and the like: numbers (`1.441`, `27`; `nan`, `inf` when the histogram is
 * empty), the next name with its `=` (`StdDeviation   =`), `,` and `]`; any other character is one Stray token.
 */
export const FooterPopNewline = token({ name: "FooterPopNewline", pattern: /\n/, pop_mode: true, categories: [Newline], label: "end of line" });
export const FooterValue = token({ name: "FooterValue", pattern: /-?(?:\d+(?:\.\d+)?|nan|inf)/, categories: [Text], label: "a number" });
export const FooterName = token({ name: "FooterName", pattern: /[A-Za-z]+(?: [A-Za-z]+)* *=/, categories: [Text], label: "a name and '='" });
export const FooterPunct = token({ name: "FooterPunct", pattern: /[,\]]/, categories: [Text], label: "',' or ']'" });
export const Stray = token({ name: "Stray", pattern: /[\x00-\x08\x0b-\x1f\x21-\x2b\x2d-\x5c\x5e-\uffff]/, categories: [Text], label: "a character" });

export const lexerDefinition = {
  modes: {
    line: [Newline, WhiteSpace, ...labels, NotFinite, Quantity, Percent, Comma, Word, Control],
    rest: rest.mode,
    footer: [FooterPopNewline, WhiteSpace, FooterValue, FooterName, FooterPunct, Stray],
  },
  defaultMode: "line",
};

export const allTokens: TokenType[] = [
  AnyToken, Label, Text, ErrorKind, Message, FooterLabel, PopNewline, RestOfLine, FooterPopNewline, FooterValue, FooterName, FooterPunct, Stray,
  ...lexerDefinition.modes.line,
];
