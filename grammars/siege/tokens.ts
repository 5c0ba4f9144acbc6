import { Lexer, type TokenType } from "chevrotain";
import { lineCategories, Newline, restOfLineMode, token, WhiteSpace } from "../kit/tokens.js";
export { Newline, WhiteSpace };
/** This grammar's own categories (grammars/kit). */
export const { AnyToken, Label, Text } = lineCategories();

/*
 * siege's output, one line at a time (JoeDog/siege src/main.c, log.c, browser.c, notify.c): the `** SIEGE` banner and
 * run messages, the classic results block (`Transactions:  1000 hits`), the JSON summary (`"transactions": 1000,`:
 * siege prints it with printf, one key a line, and this grammar reads it as the lines siege prints, not as a JSON
 * document), the `-l` log file (its header, `**** mark ****` lines and CSV rows), the `-v` per-request lines and the
 * notices around them. siege's own words are Label tokens; values are Number tokens (no unit glued on: the unit is the
 * next word). Messages and URLs enter the "rest" mode, where the rest of the line is one RestOfLine token. Nothing
 * here can fail to lex: every character is some token.
 */

// Word: a run of visible characters but `,` `{` `}` `[` `]` `)` `%` (explicit ranges, no complement set: the lexer's
// first-character optimization stays on).
export const Word = token({
  name: "Word",
  pattern: /[\x21-\x24\x26-\x28\x2a\x2b\x2d-\x5a\x5c\x5e-\x7a\x7c\x7e\u0080-\u009f\u00a1-\u2fff\u3001-\uffff]+/,
  categories: [Text],
  label: "a word",
});
/** A number as siege prints it (`%12.2f`, `%12u`, `%7d`): `1000`, `100.00`, `-1`. */
export const Number = token({ name: "Number", pattern: /-?\d+(?:\.\d+)?/, longer_alt: Word, categories: [Text], label: "a number" });
/** glibc's printf of 0/0 and x/0 in the log file (`-nan`, `nan`, `inf`, `-inf`). */
export const NotFinite = token({ name: "NotFinite", pattern: /-?(?:nan|inf)/, longer_alt: Word, categories: [Text], label: "'nan' or 'inf'" });
/** The log's date (`%Y-%m-%d %H:%M:%S`, C locale), also the last field of a csv-mode per-request line. */
export const DateTime = token({ name: "DateTime", pattern: /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/, categories: [Text], label: "a date and time" });
export const Percent = token({ name: "Percent", pattern: /%/, categories: [Text], label: "'%'" });
export const Comma = token({ name: "Comma", pattern: /,/, categories: [Text], label: "','" });
export const Colon = token({ name: "Colon", pattern: /:/, categories: [Text], label: "':'" });
export const LBrace = token({ name: "LBrace", pattern: /\{/, categories: [Text], label: "'{'" });
export const RBrace = token({ name: "RBrace", pattern: /\}/, categories: [Text], label: "'}'" });
export const LBracket = token({ name: "LBracket", pattern: /\[/, categories: [Text], label: "'['" });
export const RBracket = token({ name: "RBracket", pattern: /\]/, categories: [Text], label: "']'" });
export const Control = token({ name: "Control", pattern: /[\x00-\x08\x0e-\x1f\x7f]/, categories: [Text], label: "a control character" });

/** A key of the JSON summary as siege prints it (`"transactions"`, `"elapsed_time"`). */
export const JsonKey = token({ name: "JsonKey", pattern: /"[a-z_]+"/, categories: [Label], label: "a JSON key" });

/** The labels of the classic results block. */
export const BlockLabel = token({ name: "BlockLabel", pattern: Lexer.NA, categories: [Label] });
/** The words of siege's notices around a run (log file, user limit, copyright): recognised, kept as printed. */
export const NoticeLabel = token({ name: "NoticeLabel", pattern: Lexer.NA, categories: [Label] });

const label = (name: string, pattern: RegExp, opts: { word?: boolean; rest?: boolean; category?: TokenType; shown?: string } = {}): TokenType =>
  token({
    name,
    pattern,
    categories: [opts.category ?? Label],
    label: `'${opts.shown ?? pattern.source.replace(/\\/g, "")}'`,
    ...(opts.word ? { longer_alt: Word } : {}),
    ...(opts.rest ? { push_mode: "rest" } : {}),
  });
const block = (name: string, pattern: RegExp): TokenType => label(name, pattern, { category: BlockLabel });
const notice = (name: string, pattern: RegExp, rest = false): TokenType => label(name, pattern, { category: NoticeLabel, rest });

/** `**** first run ****` (-m in the log file): the rest of the line is the mark. */
export const Mark = label("Mark", /\*\*\*\*/, { rest: true });
/** `** SIEGE 4.0.7`, `** Preparing ...` */
export const Stars = label("Stars", /\*\*/);
/** `SIEGE 4.0.7` (the banner's and -V's) */
export const Siege = label("Siege", /SIEGE/, { word: true });
export const DebuggingEnabled = label("DebuggingEnabled", /debugging enabled/);
export const Preparing = label("Preparing", /Preparing/, { word: true });
export const UnderSiege = label("UnderSiege", /The server is now under siege\.\.\./);
export const Lifting = label("Lifting", /Lifting the server siege\.\.\./);
/** NOTIFY's tag: `[error]`, `[alert]`, `[fatal]`, `[warning]`, `[debug]` (its colour codes are gone before lexing). */
export const LevelTag = label("LevelTag", /\[(?:error|alert|fatal|warning|debug|info)\]/, { rest: true, shown: "[error]" });
export const AbortedFailure = label("AbortedFailure", /siege aborted due to excessive socket failure/);
export const FailureThreshold = label("FailureThreshold", /can change the failure threshold in/);

export const Transactions = block("Transactions", /Transactions:/);
export const Availability = block("Availability", /Availability:/);
export const ElapsedTime = block("ElapsedTime", /Elapsed time:/);
export const DataTransferred = block("DataTransferred", /Data transferred:/);
export const ResponseTime = block("ResponseTime", /Response time:/);
export const TransactionRate = block("TransactionRate", /Transaction rate:/);
export const Throughput = block("Throughput", /Throughput:/);
export const Concurrency = block("Concurrency", /Concurrency:/);
export const SuccessfulTransactions = block("SuccessfulTransactions", /Successful transactions:/);
export const HttpOkReceived = block("HttpOkReceived", /HTTP OK received:/);
export const FailedTransactions = block("FailedTransactions", /Failed transactions:/);
export const LongestTransaction = block("LongestTransaction", /Longest transaction:/);
export const ShortestTransaction = block("ShortestTransaction", /Shortest transaction:/);

/** `      Date & Time,  Trans,  Elap Time, ...` (the log file's header) */
export const LogHeader = label("LogHeader", /Date & Time,/);

/** `HTTP/1.1` at the start of a -v per-request line. */
export const Protocol = label("Protocol", /HTTP\/\d(?:\.\d)?/, { word: true, shown: "HTTP/1.1" });
export const Secs = label("Secs", /secs:/);
export const Bytes = label("Bytes", /bytes/, { word: true });
/** `==> GET  /index.html`: the rest of the line is the method and the URL. */
export const Arrow = label("Arrow", /==>/, { rest: true });
/** `[Tue, 2026-12-01 21:22:47] HTTP/1.1 ...` (`timestamp = true`): one token, so that no other line starting with `[` is read as one. */
export const Stamp = token({ name: "Stamp", pattern: /\[[A-Z][a-z]{2}, \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\]/, categories: [Label], label: "a [Day, date time] stamp" });
/** `   0) HTTP/1.1 ...` (display-id) */
export const RParen = token({ name: "RParen", pattern: /\)/, categories: [Text], label: "')'" });

export const LogFile = notice("LogFile", /(?:LOG )?FILE:/, true);
export const YouCanDisable = notice("YouCanDisable", /You can disable this/);
export const SiegercFile = notice("SiegercFile", /the \.siegerc file in your home directory/);
export const ShowLogfile = notice("ShowLogfile", /'show-logfile'/);
export const TheDirective = notice("TheDirective", /the directive/);
export const AndChanging = notice("AndChanging", /and changing/);
export const NewConfig = notice("NewConfig", /New configuration template added to/, true);
export const UsersCapped = notice("UsersCapped", /WARNING: The number of users is capped at/);
export const LimitSearch = notice("LimitSearch", /limit, search your \.siegerc file/);
export const ItsValue = notice("ItsValue", /its value\. Make sure you read the instructions/);
export const Rule = notice("Rule", /={8,}/);
export const Copyright = notice("Copyright", /Copyright \(C\)/, true);
export const FreeSoftware = notice("FreeSoftware", /This is free software;/, true);
export const NoWarranty = notice("NoWarranty", /There is NO warranty;/, true);
export const ForAParticular = notice("ForAParticular", /FOR A PARTICULAR PURPOSE\./);

// Longer labels before the shorter ones they start with (`****` before `**`, `Transactions:` is not a prefix of
// `Transaction rate:` but both are listed before Word).
const labels = [
  Mark, Stars, Siege, DebuggingEnabled, Preparing, UnderSiege, Lifting, LevelTag, AbortedFailure, FailureThreshold,
  Transactions, Availability, ElapsedTime, DataTransferred, ResponseTime, TransactionRate, Throughput, Concurrency,
  SuccessfulTransactions, HttpOkReceived, FailedTransactions, LongestTransaction, ShortestTransaction, LogHeader,
  Stamp, Protocol, Secs, Bytes, Arrow, LogFile, YouCanDisable, SiegercFile, ShowLogfile, TheDirective, AndChanging, NewConfig,
  UsersCapped, LimitSearch, ItsValue, Rule, Copyright, FreeSoftware, NoWarranty, ForAParticular,
];

/** After a label that enters the "rest" mode, the rest of the line is one RestOfLine token (grammars/kit). */
const rest = restOfLineMode("rest", [AnyToken]);
export const PopNewline = rest.PopNewline;
export const RestOfLine = rest.RestOfLine;

export const lexerDefinition = {
  modes: {
    line: [Newline, WhiteSpace, ...labels, JsonKey, DateTime, NotFinite, Number, Percent, Comma, Colon, LBrace, RBrace, LBracket, RBracket, RParen, Word, Control],
    rest: rest.mode,
  },
  defaultMode: "line",
};

export const allTokens: TokenType[] = [AnyToken, Label, Text, BlockLabel, NoticeLabel, PopNewline, RestOfLine, ...lexerDefinition.modes.line];
