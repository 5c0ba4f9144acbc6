import { Lexer, type TokenType } from "chevrotain";
import { lineCategories, Newline, restOfLineMode, token, WhiteSpace } from "../kit/tokens.js";
export { Newline, WhiteSpace };
/** This grammar's own categories (grammars/kit). */
export const { AnyToken, Label, Text } = lineCategories();

/*
 * hey's text summary (rakyll/hey requester/print.go `defaultTmpl`, report.go), one line at a time. hey's own words
 * are Label tokens (section titles, the Summary and Details labels, `secs`, `bytes`, `responses`); values are Number
 * tokens (`0.1571`, `12733.8351`, `1200000`) or Go's `NaN` and `+Inf`. `[`, `]`, `|`, `%`, `,` and the histogram's
 * bars (U+25A0) are tokens of their own; everything else on a line is a Word. The usage text and hey's fatal
 * messages enter the "rest" mode, where the rest of the line is one RestOfLine token. Nothing here can fail to lex:
 * every character is some token.
 */

/** The lines that open a section: `Summary:`, `Response time histogram:` ... */
export const Title = token({ name: "Title", pattern: Lexer.NA, categories: [Label] });
/** The labels of the Summary block's lines. */
export const SummaryLabel = token({ name: "SummaryLabel", pattern: Lexer.NA, categories: [Label] });
/** The labels of the Details block's rows. */
export const DetailLabel = token({ name: "DetailLabel", pattern: Lexer.NA, categories: [Label] });
/** hey's fatal messages on stderr before its usage text: the rest of the line is kept as text. */
export const Message = token({ name: "Message", pattern: Lexer.NA, categories: [Label] });
/** oha's own lines in its hey-like summary (`Success rate:`, `Size/sec:`, `Response time distribution:`). */
export const OhaLabel = token({ name: "OhaLabel", pattern: Lexer.NA, categories: [Label] });

// Word: a run of visible characters but `%`, `,`, `[`, `]`, `|` and the bar U+25A0 (explicit ranges, no complement
// set: the lexer's first-character optimization stays on).
export const Word = token({
  name: "Word",
  pattern: /[\x21-\x24\x26-\x2b\x2d-\x5a\x5c\x5e-\x7b\x7d\x7e\u0080-\u009f\u00a1-\u259f\u25a1-\u2fff\u3001-\uffff]+/,
  categories: [Text],
  label: "a word",
});
/** A number as hey prints it: `%4.4f`, `%4.3f`, `%v` of a count (`0.1571`, `0.002`, `2000`). */
export const Number = token({ name: "Number", pattern: /\d+(?:\.\d+)?/, longer_alt: Word, categories: [Text], label: "a number" });
/** Go's %f of 0/0: an average without a successful request (`Average:\t NaN secs`). */
export const NaN = token({ name: "NaN", pattern: /NaN/, longer_alt: Word, categories: [Text], label: "'NaN'" });
/** Go's %f of a division by zero: Requests/sec of a run that took no measurable time. */
export const Inf = token({ name: "Inf", pattern: /[+-]Inf/, longer_alt: Word, categories: [Text], label: "'+Inf'" });
export const LBracket = token({ name: "LBracket", pattern: /\[/, categories: [Text], label: "'['" });
export const RBracket = token({ name: "RBracket", pattern: /\]/, categories: [Text], label: "']'" });
export const Pipe = token({ name: "Pipe", pattern: /\|/, categories: [Text], label: "'|'" });
/** The histogram's bar: U+25A0 repeated (`barChar`). */
export const Bars = token({ name: "Bars", pattern: /\u25a0+/, categories: [Text], label: "'■'" });
export const Percent = token({ name: "Percent", pattern: /%/, categories: [Text], label: "'%'" });
export const Comma = token({ name: "Comma", pattern: /,/, categories: [Text], label: "','" });
export const Control = token({ name: "Control", pattern: /[\x00-\x08\x0e-\x1f\x7f]/, categories: [Text], label: "a control character" });

const label = (name: string, pattern: RegExp, opts: { word?: boolean; rest?: boolean; category?: TokenType } = {}): TokenType =>
  token({
    name,
    pattern,
    categories: [opts.category ?? Label],
    label: `'${pattern.source.replace(/\\/g, "")}'`,
    ...(opts.word ? { longer_alt: Word } : {}),
    ...(opts.rest ? { push_mode: "rest" } : {}),
  });

export const SummaryTitle = label("SummaryTitle", /Summary:/, { category: Title });
export const HistogramTitle = label("HistogramTitle", /Response time histogram:/, { category: Title });
export const LatencyTitle = label("LatencyTitle", /Latency distribution:/, { category: Title });
export const DetailsTitle = label("DetailsTitle", /Details \(average, fastest, slowest\):/, { category: Title });
export const StatusTitle = label("StatusTitle", /Status code distribution:/, { category: Title });
export const ErrorTitle = label("ErrorTitle", /Error distribution:/, { category: Title });
/** hey 0.1.0's per-phase report with tracing on: read as printed lines, not values. */
export const DetailedReportTitle = label("DetailedReportTitle", /Detailed Report:/, { category: Title });

export const TotalData = label("TotalData", /Total data:/, { category: SummaryLabel });
export const Total = label("Total", /Total:/, { category: SummaryLabel });
export const Slowest = label("Slowest", /Slowest:/, { category: SummaryLabel });
export const Fastest = label("Fastest", /Fastest:/, { category: SummaryLabel });
export const Average = label("Average", /Average:/, { category: SummaryLabel });
export const RequestsPerSec = label("RequestsPerSec", /Requests\/sec:/, { category: SummaryLabel });
export const SizePerRequest = label("SizePerRequest", /Size\/request:/, { category: SummaryLabel });

export const DnsDialup = label("DnsDialup", /DNS\+dialup:/, { category: DetailLabel });
export const DnsLookup = label("DnsLookup", /DNS-lookup:/, { category: DetailLabel });
export const ReqWrite = label("ReqWrite", /req write:/, { category: DetailLabel });
export const RespWait = label("RespWait", /resp wait:/, { category: DetailLabel });
export const RespRead = label("RespRead", /resp read:/, { category: DetailLabel });

export const SuccessRate = label("SuccessRate", /Success rate:/, { category: OhaLabel });
export const SizePerSec = label("SizePerSec", /Size\/sec:/, { category: OhaLabel });
export const ResponseTimeDistribution = label("ResponseTimeDistribution", /Response time distribution:/, { category: OhaLabel });

export const Secs = label("Secs", /secs/, { word: true });
export const Bytes = label("Bytes", /bytes/, { word: true });
export const Responses = label("Responses", /responses/, { word: true });
export const In = label("In", /in/, { word: true });

/** `Usage: hey [options...] <url>` (stderr). */
export const Usage = label("Usage", /Usage: hey/, { rest: true });
const message = (name: string, pattern: RegExp): TokenType => label(name, pattern, { rest: true, category: Message });
// hey.go's usageAndExit / errAndExit messages and Go's flag package's, which come before the usage text.
export const NLessThanC = message("NLessThanC", /-n cannot be less than -c\./);
export const NAndCBelowOne = message("NAndCBelowOne", /-n and -c cannot be smaller than 1\./);
export const CBelowOne = message("CBelowOne", /-c cannot be smaller than 1\./);
export const DeprecatedH = message("DeprecatedH", /Flag '-h' is deprecated/);
export const CouldNotParse = message("CouldNotParse", /could not parse the provided input;/);
export const FlagNotDefined = message("FlagNotDefined", /flag provided but not defined:/);
export const FlagNeedsArgument = message("FlagNeedsArgument", /flag needs an argument:/);
export const InvalidValue = message("InvalidValue", /invalid (?:boolean )?value "/);

// Longer labels before the shorter ones they start with (`Total data:` before `Total:`, `Response time
// distribution:` is oha's, `in` last: it starts no other label).
const labels = [
  Usage, NLessThanC, NAndCBelowOne, CBelowOne, DeprecatedH, CouldNotParse, FlagNotDefined, FlagNeedsArgument, InvalidValue,
  SummaryTitle, HistogramTitle, LatencyTitle, DetailsTitle, StatusTitle, ErrorTitle, DetailedReportTitle,
  TotalData, Total, Slowest, Fastest, Average, RequestsPerSec, SizePerRequest,
  DnsDialup, DnsLookup, ReqWrite, RespWait, RespRead,
  SuccessRate, SizePerSec, ResponseTimeDistribution,
  Secs, Bytes, Responses, In,
];

/** After a label that enters the "rest" mode, the rest of the line is one RestOfLine token (grammars/kit). */
const rest = restOfLineMode("rest", [AnyToken]);
export const PopNewline = rest.PopNewline;
export const RestOfLine = rest.RestOfLine;

export const lexerDefinition = {
  modes: {
    line: [Newline, WhiteSpace, ...labels, NaN, Inf, Number, LBracket, RBracket, Pipe, Bars, Percent, Comma, Word, Control],
    rest: rest.mode,
  },
  defaultMode: "line",
};

export const allTokens: TokenType[] = [AnyToken, Label, Text, Title, SummaryLabel, DetailLabel, Message, OhaLabel, PopNewline, RestOfLine, ...lexerDefinition.modes.line];
