import { Lexer, type TokenType } from "chevrotain";
import { lineCategories, Newline, token, WhiteSpace } from "../kit/tokens.js";
export { Newline, WhiteSpace };
/** This grammar's own categories (grammars/kit). */
export const { AnyToken, Label, Text } = lineCategories();

/*
 * `vegeta report` (lib/reporters.go NewTextReporter, NewHistogramReporter), one line at a time: a row's name, its
 * bracketed list of what follows (`[total, rate, throughput]`), then the values, `, `-separated, as Go prints them
 * (`3000`, `100.03`, `1.012ms`, `850µs`, `1m30.006s`, `99.90%`, `200:2997`). The histogram's rows are `[lo, hi]`
 * then the count, the share and a bar of `#`. Everything else is a Word or punctuation: nothing fails to lex.
 */

export const LBracket = token({ name: "LBracket", pattern: /\[/, categories: [Text], label: "'['" });
export const RBracket = token({ name: "RBracket", pattern: /\]/, categories: [Text], label: "']'" });
export const Comma = token({ name: "Comma", pattern: /,/, categories: [Text], label: "','" });
// Word: a run of visible characters but `,`, `[` and `]` (explicit ranges: the lexer's optimizations stay on).
export const Word = token({
  name: "Word",
  pattern: /[\x21-\x2b\x2d-\x5a\x5c\x5e-\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]+/,
  categories: [Text],
  label: "a word",
});
export const Control = token({ name: "Control", pattern: /[\x00-\x08\x0e-\x1f\x7f]/, categories: [Text], label: "a control character" });

const label = (name: string, pattern: RegExp, category: TokenType = Label): TokenType =>
  token({ name, pattern, categories: [category], label: `'${pattern.source.replace(/\\/g, "")}'`, longer_alt: Word });

/** The name of a report row. */
export const RowName = token({ name: "RowName", pattern: Lexer.NA, categories: [Label] });
export const Requests = label("Requests", /Requests/, RowName);
export const Duration = label("Duration", /Duration/, RowName);
export const Latencies = label("Latencies", /Latencies/, RowName);
export const BytesIn = label("BytesIn", /Bytes In/, RowName);
export const BytesOut = label("BytesOut", /Bytes Out/, RowName);
export const Success = label("Success", /Success/, RowName);
export const StatusCodes = label("StatusCodes", /Status Codes/, RowName);
export const ErrorSet = label("ErrorSet", /Error Set:/);
export const Bucket = label("Bucket", /Bucket/);

const labels = [Requests, Duration, Latencies, BytesIn, BytesOut, Success, StatusCodes, ErrorSet, Bucket];

export const lexerDefinition: TokenType[] = [Newline, WhiteSpace, LBracket, RBracket, Comma, ...labels, Word, Control];

export const allTokens: TokenType[] = [AnyToken, Label, Text, RowName, ...lexerDefinition];
