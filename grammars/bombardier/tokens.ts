import { Lexer, type TokenType } from "chevrotain";
import { lineCategories, Newline, restOfLineMode, token, WhiteSpace } from "../kit/tokens.js";
export { Newline, WhiteSpace };
/** This grammar's own categories (grammars/kit). */
export const { AnyToken, Label, Text } = lineCategories();

/*
 * bombardier's plain-text output (codesenberg/bombardier templates.go plainTextTemplate, bombardier.go's intro and
 * cheggaaa/pb's progress bar), one line at a time. bombardier's own words are Label tokens; values are Quantity
 * tokens (a number with its unit glued on: `2.44ms`, `51234.56`, `10.42MB`) and Throughput's Rate (`10.42MB/s`).
 * The intro's URL and the error lines are free text: the intro enters the "rest" mode, an error line is any other
 * line (the grouping slices it). Nothing here can fail to lex: every character is some token.
 */

export const Word = token({
  name: "Word",
  pattern: /[\x21-\x24\x26-\x2b\x2d-\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]+/,
  categories: [Text],
  label: "a word",
});
/** `Throughput:`'s value: a 1024-based size (or plain bytes) per second (`10.42MB/s`, `566.33/s`). */
export const Rate = token({ name: "Rate", pattern: /\d+(?:\.\d+)?(?:[KMGTPE]B)?\/s/, longer_alt: Word, categories: [Text], label: "a rate" });
/** A number with its unit glued on (`2.44ms`, `377.16us`, `1.28s`, `51234.56`, `15369`). */
export const Quantity = token({ name: "Quantity", pattern: /\d+(?:\.\d+)?(?:[A-Za-z]{1,2})?/, longer_alt: Word, categories: [Text], label: "a number" });
/** Go's %f of NaN and infinities (`NaN`, `+Inf`): refused by the normalizer, but lexed as values. */
export const NotANumber = token({ name: "NotANumber", pattern: /NaN|[+-]Inf/, longer_alt: Word, categories: [Text], label: "'NaN'" });
export const Percent = token({ name: "Percent", pattern: /%/, categories: [Text], label: "'%'" });
export const Comma = token({ name: "Comma", pattern: /,/, categories: [Text], label: "','" });
export const Slash = token({ name: "Slash", pattern: /\//, longer_alt: Word, categories: [Text], label: "'/'" });
/** The progress bar (cheggaaa/pb v1): `[====>----]`, `[=====]`. */
export const Bar = token({ name: "Bar", pattern: /\[[=>_ -]*\]/, categories: [Text], label: "a progress bar" });
export const Control = token({ name: "Control", pattern: /[\x00-\x08\x0e-\x1f\x7f]/, categories: [Text], label: "a control character" });

/** The kinds of the `HTTP codes:` line's counts. */
export const CodeClass = token({ name: "CodeClass", pattern: /[1-5]xx -/, categories: [Label], label: "'Nxx -'" });

const label = (name: string, pattern: RegExp, opts: { word?: boolean; rest?: boolean; shown?: string } = {}): TokenType =>
  token({
    name,
    pattern,
    categories: [Label],
    label: `'${opts.shown ?? pattern.source.replace(/\\/g, "")}'`,
    ...(opts.word ? { longer_alt: Word } : {}),
    ...(opts.rest ? { push_mode: "rest" } : {}),
  });

export const Bombarding = label("Bombarding", /Bombarding/, { word: true, rest: true });
export const Done = label("Done", /Done!/, { word: true });
export const Statistics = label("Statistics", /Statistics/, { word: true });
export const ReqsSec = label("ReqsSec", /Reqs\/sec/, { word: true });
export const LatencyDistribution = label("LatencyDistribution", /Latency Distribution/);
export const Latency = label("Latency", /Latency/, { word: true });
export const NoData = label("NoData", /There wasn't enough data to compute statistics for/);
export const HttpCodes = label("HttpCodes", /HTTP codes:/);
export const Others = label("Others", /others -/);
export const ErrorsTitle = label("ErrorsTitle", /Errors:/, { word: true });
export const Throughput = label("Throughput", /Throughput:/, { word: true });

// Longer labels before the shorter ones they start with (`Latency Distribution` before `Latency`).
const labels = [Bombarding, Done, Statistics, ReqsSec, LatencyDistribution, Latency, NoData, HttpCodes, CodeClass, Others, ErrorsTitle, Throughput];

const rest = restOfLineMode("rest", [AnyToken]);
export const PopNewline = rest.PopNewline;
export const RestOfLine = rest.RestOfLine;

export const lexerDefinition = {
  modes: {
    line: [Newline, WhiteSpace, ...labels, Bar, Rate, Quantity, NotANumber, Percent, Comma, Slash, Word, Control],
    rest: rest.mode,
  },
  defaultMode: "line",
};

export const allTokens: TokenType[] = [AnyToken, Label, Text, PopNewline, RestOfLine, ...lexerDefinition.modes.line];
