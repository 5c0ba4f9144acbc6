import { Lexer, type TokenType } from "chevrotain";
import { lineCategories, Newline, restOfLineMode, token, WhiteSpace } from "../kit/tokens.js";
export { Newline, WhiteSpace };
/** This grammar's own categories (grammars/kit). */
export const { AnyToken, Label, Text } = lineCategories();

/*
 * autocannon's output (lib/progressTracker.js, lib/printResult.js), one line at a time: the `Running ...` head, the
 * cli-table3 tables (box drawing since 3.2.0, the `table` package's borderless columns before), their footer and
 * the totals. autocannon's words are Label tokens; values are Quantity tokens (a number, possibly with the locale's
 * group and decimal separators and a unit glued on: `2.01s`, `55k`, `2.5%`, `25,551`, `87.916,8`); a cell's unit
 * after a blank (`0.09 ms`, `1.53 MB`) is a Word. The URL after `@` and the version lines enter the "rest" mode.
 * Nothing here can fail to lex: every character is some token.
 */

/** A cell border: cli-table3's `│`, a heavy `┃`, or Markdown's `|` (a table pasted as Markdown). */
export const Bar = token({ name: "Bar", pattern: /[\u2502\u2503|]/, categories: [Text], label: "'│'" });
/** A run of the other box-drawing characters (`┌──┬──┐`, `├──┼──┤`) or of Markdown's rule dashes (`:---:`). */
export const Rule = token({ name: "Rule", pattern: /[\u2500\u2501\u2504-\u257f]+|:?-{3,}:?/, categories: [Text], label: "a table rule" });
// Word: a run of visible characters but `,`, `(`, `)`, `|` and the box-drawing block (explicit ranges, no
// complement set: the lexer's first-character optimization stays on).
export const Word = token({
  name: "Word",
  pattern: /[\x21-\x27\x2a\x2b\x2d-\x7b\x7d\x7e\u0080-\u009f\u00a1-\u24ff\u2580-\u2fff\u3001-\uffff]+/,
  categories: [Text],
  label: "a word",
});
/** A number as autocannon prints it: `0`, `0.09`, `2.01s`, `55k`, `2.5%`, `25,551`, `87.916,8`, `28\u202f383`. */
export const Quantity = token({
  name: "Quantity",
  pattern: /\d+(?:[.,\u202f'\u2019]\d+)*(?:[A-Za-z%]{1,2})?/,
  longer_alt: Word,
  categories: [Text],
  label: "a number",
});
export const Comma = token({ name: "Comma", pattern: /,/, categories: [Text], label: "','" });
export const LParen = token({ name: "LParen", pattern: /\(/, categories: [Text], label: "'('" });
export const RParen = token({ name: "RParen", pattern: /\)/, categories: [Text], label: "')'" });
export const Control = token({ name: "Control", pattern: /[\x00-\x08\x0e-\x1f\x7f]/, categories: [Text], label: "a control character" });

const label = (name: string, pattern: RegExp, opts: { word?: boolean; rest?: boolean; shown?: string } = {}): TokenType =>
  token({
    name,
    pattern,
    categories: [Label],
    label: `'${opts.shown ?? pattern.source.replace(/\\/g, "")}'`,
    ...(opts.word ? { longer_alt: Word } : {}),
    ...(opts.rest ? { push_mode: "rest" } : {}),
  });

export const Running = label("Running", /Running/, { word: true });
export const Requests = label("Requests", /requests/, { word: true });
export const TestKind = label("TestKind", /test|warmup/, { word: true, shown: "test" });
export const At = label("At", /@/, { word: true, rest: true });
export const Connections = label("Connections", /connections/, { word: true });
export const WithPipelining = label("WithPipelining", /with/, { word: true });
export const PipeliningFactor = label("PipeliningFactor", /pipelining factor/);
export const Workers = label("Workers", /workers/, { word: true });
export const Stat = label("Stat", /Stat/, { word: true });
export const LatencyMs = label("LatencyMs", /Latency \(ms\)/);
export const Latency = label("Latency", /Latency/, { word: true });
export const ReqSec = label("ReqSec", /Req\/Sec/, { word: true });
export const BytesSec = label("BytesSec", /Bytes\/Sec/, { word: true });
export const Percentile = label("Percentile", /Percentile/, { word: true });
export const Code = label("Code", /Code/, { word: true });
export const Sampled = label("Sampled", /Req\/Bytes counts sampled/);
export const Samples = label("Samples", /# of samples:/);
export const Responses2xx = label("Responses2xx", /2xx responses/);
export const Non2xx = label("Non2xx", /non 2xx responses/);
export const RequestsIn = label("RequestsIn", /requests in/);
export const Read = label("Read", /read/, { word: true });
export const Errors = label("Errors", /errors/, { word: true });
export const Timeouts = label("Timeouts", /timeouts/, { word: true });
export const Mismatched = label("Mismatched", /requests with mismatched body/);
export const PipelineReset = label("PipelineReset", /request pipeline was reset/);
/** `autocannon v9.0.0` and `node v20.20.2` (-v): the rest of the line is the version. */
export const Version = label("Version", /autocannon v(?=\d)/, { rest: true, shown: "autocannon v" });
export const NodeVersion = label("NodeVersion", /node v(?=\d)/, { rest: true, shown: "node v" });

// Longer labels before the shorter ones they start with (`Latency (ms)` before `Latency`, `requests in` and
// `requests with ...` before `requests`, `non 2xx responses` before its words, `Req/Bytes ...` before `Req/Sec`).
const labels = [
  Version, NodeVersion, Running, RequestsIn, Mismatched, PipelineReset, Requests, TestKind, At, Connections, WithPipelining,
  PipeliningFactor, Workers, Stat, LatencyMs, Latency, Sampled, ReqSec, BytesSec, Percentile, Code, Samples, Non2xx,
  Responses2xx, Read, Errors, Timeouts,
];

/** After a label that enters the "rest" mode, the rest of the line is one RestOfLine token (grammars/kit). */
const rest = restOfLineMode("rest", [AnyToken]);
export const PopNewline = rest.PopNewline;
export const RestOfLine = rest.RestOfLine;

export const lexerDefinition = {
  modes: {
    line: [Newline, WhiteSpace, Bar, Rule, ...labels, Quantity, Comma, LParen, RParen, Word, Control],
    rest: rest.mode,
  },
  defaultMode: "line",
};

export const allTokens: TokenType[] = [AnyToken, Label, Text, PopNewline, RestOfLine, ...lexerDefinition.modes.line];
