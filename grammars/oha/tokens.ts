import { Lexer, type TokenType } from "chevrotain";
import { lineCategories, Newline, restOfLineMode, token, WhiteSpace } from "../kit/tokens.js";
export { Newline, WhiteSpace };
/** This grammar's own categories (grammars/kit). */
export const { AnyToken, Label, Text } = lineCategories();

/*
 * oha's text summary (hatoo/oha src/printer.rs `print_summary`, every version since 2020), one line at a time. oha's
 * section titles are Title tokens; the labels of the Summary and Details lines (`Success rate:`, `Total:`,
 * `DNS+dialup:`) enter the "rest" mode, where the value after them is one RestOfLine token (a number, a unit that
 * may hold a blank: `10 sec`, a size `38.28 MiB`, Rust's `NaN`/`inf`: the normalizer reads it). A histogram row is a
 * Number, its unit's words and `[count]`; a percentile row a Number, `%` and `in`, after which the value is the rest of
 * the line; after a `]` (status and error rows, the histogram's bar) the rest of the line is one token. Nothing here
 * can fail to lex: every character is some token.
 */

/** The lines that open a section: `Summary:`, `Response time histogram:` ... */
export const Title = token({ name: "Title", pattern: Lexer.NA, categories: [Label] });
/** The labels of the Summary and Details lines: the rest of the line is their value. */
export const ValueLabel = token({ name: "ValueLabel", pattern: Lexer.NA, categories: [Label] });

// Word: a run of visible characters but `%`, `[` and `]` (explicit ranges, no complement set: the lexer's
// first-character optimization stays on).
export const Word = token({
  name: "Word",
  pattern: /[\x21-\x24\x26-\x5a\x5c\x5e-\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]+/,
  categories: [Text],
  label: "a word",
});
/** A number as oha prints it (`{:.3}` of a histogram mark, `{:.2}` of a percentage, a count). */
export const Number = token({ name: "Number", pattern: /\d+(?:\.\d+)?/, longer_alt: Word, categories: [Text], label: "a number" });
export const LBracket = token({ name: "LBracket", pattern: /\[/, categories: [Text], label: "'['" });
/** `]`: the rest of the line (a status row's `20000 responses`, an error's message, the histogram's bar) is one token. */
export const RBracket = token({ name: "RBracket", pattern: /\]/, categories: [Text], label: "']'", push_mode: "rest" });
export const Percent = token({ name: "Percent", pattern: /%/, categories: [Text], label: "'%'" });
/** `in` of a percentile row (`10.00% in 0.0014 secs`): the value after it is the rest of the line. */
export const In = token({ name: "In", pattern: /in/, longer_alt: Word, categories: [Label], label: "'in'", push_mode: "rest" });
export const Control = token({ name: "Control", pattern: /[\x00-\x08\x0e-\x1f\x7f]/, categories: [Text], label: "a control character" });

const title = (name: string, pattern: RegExp): TokenType => token({ name, pattern, categories: [Title], label: `'${pattern.source.replace(/\\/g, "")}'` });
const value = (name: string, pattern: RegExp): TokenType =>
  token({ name, pattern, categories: [ValueLabel], label: `'${pattern.source.replace(/\\/g, "")}'`, push_mode: "rest" });

/** The breakdown's qualifiers (`--stats-success-breakdown`, oha 0.6.3 on): `(2xx only)`, `(4xx + 5xx only)`. */
const QUALIFIER = String.raw`(?: \((?:2xx only|4xx \+ 5xx only)\))?`;
export const SummaryTitle = title("SummaryTitle", /Summary:/);
export const HistogramTitle = title("HistogramTitle", new RegExp(String.raw`Response time histogram${QUALIFIER}:`));
/** `Response time distribution:` (oha 0.6 on), `Latency distribution:` (before), with a breakdown's qualifier. */
export const DistributionTitle = title("DistributionTitle", new RegExp(String.raw`(?:Response time|Latency) distribution${QUALIFIER}:`));
export const DetailsTitle = title("DetailsTitle", /Details \(average, fastest, slowest\):/);
export const StatusTitle = title("StatusTitle", /Status code distribution:/);
export const ErrorTitle = title("ErrorTitle", /Error distribution:/);

export const SuccessRate = value("SuccessRate", /Success rate:/);
export const TotalData = value("TotalData", /Total data:/);
export const Total = value("Total", /Total:/);
export const Slowest = value("Slowest", /Slowest:/);
export const Fastest = value("Fastest", /Fastest:/);
export const Average = value("Average", /Average:/);
export const RequestsPerSec = value("RequestsPerSec", /Requests\/sec:/);
export const SizePerRequest = value("SizePerRequest", /Size\/request:/);
export const SizePerSec = value("SizePerSec", /Size\/sec:/);
export const DnsDialup = value("DnsDialup", /DNS\+dialup:/);
export const DnsLookup = value("DnsLookup", /DNS-lookup:/);

// Longer labels before the shorter ones they start with (`Total data:` before `Total:`).
const labels = [
  SummaryTitle, HistogramTitle, DistributionTitle, DetailsTitle, StatusTitle, ErrorTitle,
  SuccessRate, TotalData, Total, Slowest, Fastest, Average, RequestsPerSec, SizePerRequest, SizePerSec, DnsDialup, DnsLookup,
];

/** After a token that enters the "rest" mode, the rest of the line is one RestOfLine token (grammars/kit). */
const rest = restOfLineMode("rest", [AnyToken]);
export const PopNewline = rest.PopNewline;
export const RestOfLine = rest.RestOfLine;

export const lexerDefinition = {
  modes: {
    line: [Newline, WhiteSpace, ...labels, Number, In, LBracket, RBracket, Percent, Word, Control],
    rest: rest.mode,
  },
  defaultMode: "line",
};

export const allTokens: TokenType[] = [AnyToken, Label, Text, Title, ValueLabel, PopNewline, RestOfLine, ...lexerDefinition.modes.line];
