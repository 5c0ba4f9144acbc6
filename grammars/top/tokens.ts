import { Lexer, type CustomPatternMatcherFunc, type TokenType } from "chevrotain";
import { Newline, token } from "../kit/tokens.js";
export { Newline };

/*
 * `top` batch output (procps 3.2 to 4.x, BusyBox, FreeBSD, macOS), lexed one frame at a time.
 *
 * Three lexer modes:
 * - "summary": the lines above the process table, up to a line's first blank. Labels are tokens (`top -`,
 *   `%Cpu0  :`, `MiB Mem :`, a line's leading `Tasks:`), values are Num/Clock/Word and punctuation. The tokens that
 *   only a line's start may hold (HeaderLine, DateLine, Separator, LineLabel: custom matchers) are tried here. The
 *   column header line is one HeaderLine token (it also ends the line) and enters "table" mode; the line's first
 *   blank enters "item" mode.
 * - "item": the rest of a summary line: the same tokens without those of a line's start, whose matchers would
 *   otherwise be called at every token only to refuse (8% fewer instructions per parse of a log of 2-row frames).
 *   The newline goes back to "summary". The tokens are those of one mode holding every token (a test checks it):
 *   only the blanks and the newline have types of their own (WhiteSpaceStart is skipped; NewlineEnd is a Newline by
 *   its category).
 * - "table": the process rows under the header are ONE Rows token (every row with its newline), so a table costs one
 *   token however many rows and columns it has; the rows are split into cells afterwards, by the header's column
 *   positions (src/formats/top/columns.ts). A blank line, or a line that starts the next frame (`top - `, BusyBox
 *   `Mem: `, FreeBSD `last pid:`, macOS `Processes:`, a `date` line, a `--` separator), ends the rows and leaves
 *   table mode.
 */

const isLineStart = (text: string, offset: number): boolean => offset === 0 || text.charCodeAt(offset - 1) === 10;

/** The end of the line that starts at `offset` (the index of its newline, or the text length). */
const lineEnd = (text: string, offset: number): number => {
  const nl = text.indexOf("\n", offset);
  return nl === -1 ? text.length : nl;
};

const matched = (image: string): RegExpExecArray => {
  const m = [image] as unknown as RegExpExecArray;
  return m;
};

/** Printable ASCII: the first characters a line-level custom token may start with. */
const PRINTABLE: number[] = Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i);

/** Column names that may start a header line; a header may also be recognised by containing `PID`. */
export const HEADER_STARTS = new Set([
  "PID", "PPID", "USER", "UID", "RUID", "RUSER", "SUID", "SUSER", "GID", "GROUP", "PGRP", "TTY", "TPGID", "SID", "PR",
  "NI", "nTH", "P", "%CPU", "%MEM", "TIME", "TIME+", "VIRT", "RES", "SHR", "SWAP", "CODE", "DATA", "S", "COMMAND",
  "USERNAME", "JID", "THR", "PRI", "NICE", "SIZE", "STATE", "WCPU", "CPU", "STAT", "VSZ", "%VSZ", "TGID", "CGROUPS",
  "ENVIRON", "EXE", "RSS", "PSS", "USS", "nMaj", "nMin", "nDRT", "WCHAN", "Flags", "STARTED", "ELAPSED", "进程号", "进程",
]);

const DATE_LINE = new RegExp(
  [
    // date(1) in the C locale: `Mon Nov 30 15:24:24 UTC 2026`, en_US with AM/PM
    String.raw`(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) +\d{1,2} \d\d:\d\d:\d\d(?: [AP]M)? [\x21-\x7e]+ \d{4}`,
    // ISO 8601 / RFC 3339 date-times, and a bare date (`2014-06-23`) written by a logging wrapper
    String.raw`\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:[.,]\d{1,9})?)?(?:Z|[+-]\d\d(?::?\d\d)?)?)?`,
    // date -R
    String.raw`(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), +\d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d (?:[+-]\d{4}|GMT|UTC|UT|Z)`,
    // macOS top -l: `2024/01/15 12:00:00`
    String.raw`\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d`,
  ]
    .map((s) => `(?:${s})`)
    .join("|") + String.raw`[ \t]*(?=\n|$)`,
  "y",
);

/** A whole line that is only a timestamp: a `date` line of a logging loop, or macOS top's sample time. */
const matchDateLine: CustomPatternMatcherFunc = (text, offset) => {
  if (!isLineStart(text, offset)) return null;
  DATE_LINE.lastIndex = offset;
  const m = DATE_LINE.exec(text);
  return m ? matched(m[0]) : null;
};

/** `--` (grep -A/-B context separators) or a longer dashed rule, alone on a line. */
const SEPARATOR = /-{2,}[ \t]*(?=\n|$)/y;
const matchSeparator: CustomPatternMatcherFunc = (text, offset) => {
  if (!isLineStart(text, offset)) return null;
  SEPARATOR.lastIndex = offset;
  const m = SEPARATOR.exec(text);
  return m ? matched(m[0]) : null;
};

/** A first word (group 1), blanks, and a second word. */
const TWO_WORDS = /^([^ \t]+)[ \t]+[^ \t]/;
/** `PID` as a word between blanks or at either end. */
const NAMES_PID = /(?:^|[ \t])PID(?:[ \t]|$)/;

/**
 * The column header: a line without `:` whose first word is a column name (or that names `PID`), with at least two
 * words. The token includes the line's newline, so that table mode starts on the first row.
 */
const matchHeaderLine: CustomPatternMatcherFunc = (text, offset) => {
  if (!isLineStart(text, offset)) return null;
  const end = lineEnd(text, offset);
  if (end - offset > 100_000) return null;
  const line = text.slice(offset, end);
  if (line.includes(":")) return null;
  // the words of line.trim() split at blanks, without the split (once per frame): the first, and a second one
  const trimmed = line.trim();
  const words = TWO_WORDS.exec(trimmed);
  if (!words) return null;
  if (!HEADER_STARTS.has(words[1]!) && !NAMES_PID.test(trimmed)) return null;
  return matched(text.slice(offset, end < text.length ? end + 1 : end));
};

/** A summary line's leading label (`Tasks:`, `Mem:`, `Load average:`, `76 processes:`, `Tâches:`) at line start. */
const LINE_LABEL = /(?:\d+ processes:|[A-Za-z\u00c0-\uffff%][A-Za-z\u00c0-\uffff%() .\-]{0,30}?:)(?=[ \t\d]|\n|$)/y;
const matchLineLabel: CustomPatternMatcherFunc = (text, offset) => {
  if (!isLineStart(text, offset)) return null;
  LINE_LABEL.lastIndex = offset;
  const m = LINE_LABEL.exec(text);
  return m ? matched(m[0]) : null;
};

/** The first line of a frame that lacks a `top - ` line (BusyBox, FreeBSD, macOS), seen while in table mode. */
const FRAME_LABEL = /(?:Mem: |last pid:|Processes:)/y;
const matchFrameLabel: CustomPatternMatcherFunc = (text, offset) => {
  FRAME_LABEL.lastIndex = offset;
  const m = FRAME_LABEL.exec(text);
  return m ? matched(m[0]) : null;
};

export const WhiteSpace = token({ name: "WhiteSpace", pattern: /[ \t\u00a0]+/, group: Lexer.SKIPPED });
/** A line's first blanks: from here on no token of a line's start can match, so the rest is lexed in "item" mode. */
export const WhiteSpaceStart = token({ name: "WhiteSpaceStart", pattern: /[ \t\u00a0]+/, group: Lexer.SKIPPED, push_mode: "item" });
/** The end of a line lexed in "item" mode: back to "summary" for the next line. */
export const NewlineEnd = token({ name: "NewlineEnd", pattern: /\n/, pop_mode: true, categories: [Newline], label: "end of line" });

/** Any token that may appear in a summary line after its label. */
export const Item = token({ name: "Item", pattern: Lexer.NA });
/** The token that starts an "other" line: a plain item, `up` or `load average:`. */
export const FirstItem = token({ name: "FirstItem", pattern: Lexer.NA, label: "a word, number or sign" });
/** Items that are not labels: numbers, words, punctuation. */
export const Plain = token({ name: "Plain", pattern: Lexer.NA, categories: [Item, FirstItem] });
/** The label of a summary line: LineLabel, CpuLabel or MemLabel. */
export const Label = token({ name: "Label", pattern: Lexer.NA, label: "a line label" });
/** What line 1 holds between `up` and `load average:`: numbers, times, words, commas and `?`. */
export const UpItem = token({ name: "UpItem", pattern: Lexer.NA, label: "an uptime or user count" });

export const HeaderLine = token({
  name: "HeaderLine",
  pattern: { exec: matchHeaderLine },
  line_breaks: true,
  // (and 进, zh_CN's PID label 进程号 at a header's start when it is pasted flush-left)
  start_chars_hint: [...PRINTABLE, 0x8fdb],
  push_mode: "table",
  label: "the column header",
});
export const DateLine = token({
  name: "DateLine",
  pattern: { exec: matchDateLine },
  line_breaks: false,
  start_chars_hint: ["M", "T", "W", "F", "S", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
  label: "a date line",
});
export const Separator = token({
  name: "Separator",
  pattern: { exec: matchSeparator },
  line_breaks: false,
  start_chars_hint: ["-"],
  label: "'--'",
});
/** `top - ` (procps line 1). */
export const TopDash = token({ name: "TopDash", pattern: /top - (?=\d)/, label: "'top - '" });
/**
 * `%Cpu(s):`, `%Cpu0  :`, `%CpP3  :`, `Cpu(s):` (3.2), `%CPU(s):` (de), `CPU:` (BusyBox, FreeBSD), `CPU 0:`,
 * `%Node0 :`, macOS `CPU usage:`, procps 2.0 SMP `CPU0 states:` (its `CPU states:` is a LineLabel).
 */
export const CpuLabel = token({
  name: "CpuLabel",
  pattern: /(?:%?(?:Cp[uPE]|CPU)(?:\(s\)| ?\d+)? *:|CPU\d+ states:|%?Node ?\d+ *:|CPU usage:)/,
  categories: [Item, Label],
  label: "a CPU label",
});
/** `KiB Mem :`, `MiB Swap:`, `Kb Mem:` (3.3.0), translated: `MiB Spch:`, `MiB Éch :`, `МіБ Пам :`. */
export const MemLabel = token({
  name: "MemLabel",
  pattern: /(?:[KMGTPE]iB|[KMG]b|[КМГТ]іБ) +[A-Za-z\u00c0-\uffff]+ *:/,
  categories: [Item, Label],
  label: "a memory label",
});
export const LineLabel = token({
  name: "LineLabel",
  pattern: { exec: matchLineLabel },
  categories: [Label],
  line_breaks: false,
  // ASCII, plus the first letters of a few translated task-line labels (uk/ru `З`, ja `タ`, zh `任`, ko `작`).
  start_chars_hint: PRINTABLE.filter((c) => c !== 0x20).concat([0x417, 0x30bf, 0x4efb, 0xc791]),
  label: "a line label",
});
export const LoadAverage = token({ name: "LoadAverage", pattern: /[Ll]oad (?:averages?|Avg):/, categories: [Item, FirstItem], label: "'load average:'" });
export const Clock = token({ name: "Clock", pattern: /\d+:\d\d(?::\d\d)?(?:\.\d+)?/, categories: [Plain, UpItem], label: "a time" });
/**
 * A number as printed: decimal point or comma, an optional size suffix, and procps' `+` for a value cut to fit. Not
 * where a Clock starts (`1:08`): Num is tried before Clock, since most digits start a number (one pattern tried
 * instead of two).
 */
export const Num = token({
  name: "Num",
  pattern: /(?!\d+:\d\d)\d+(?:[.,]\d+)?(?:[KMGTPEkmgtpeB](?![A-Za-z]))?(?:\+(?=[A-Za-z]))?/,
  categories: [Plain, UpItem],
  label: "a number",
});
/** `up` before the uptime (also an ordinary item of a line: FreeBSD's `up 0+00:15:38`). */
export const Up = token({ name: "Up", pattern: /up(?= )/, categories: [Item, FirstItem], label: "'up'" });
export const Word = token({
  name: "Word",
  pattern: /[A-Za-z\u00c0-\uffff](?:[A-Za-z0-9\u00c0-\uffff/_+\-]|\.(?=[A-Za-z]))*/,
  categories: [Plain, UpItem],
  label: "a word",
});
const punct = (name: string, pattern: RegExp, label: string, categories: TokenType[] = [Plain]): TokenType => token({ name, pattern, categories, label });
export const Comma = punct("Comma", /,/, "','", [Plain, UpItem]);
export const Period = punct("Period", /\./, "'.'");
export const Semicolon = punct("Semicolon", /;/, "';'");
export const Colon = punct("Colon", /:/, "':'");
export const Percent = punct("Percent", /%/, "'%'");
export const Slash = punct("Slash", /\//, "'/'");
export const Plus = punct("Plus", /\+/, "'+'");
export const LParen = punct("LParen", /\(/, "'('");
export const RParen = punct("RParen", /\)/, "')'");
export const LBracket = punct("LBracket", /\[/, "'['");
export const RBracket = punct("RBracket", /\]/, "']'");
export const Question = punct("Question", /\?/, "'?'", [Plain, UpItem]);
/** Any other visible character (`|` of bar graphs, `$` of a prompt, ...). */
export const Other = punct("Other", /[\x21-\x7e\u0080-\uffff]/, "a character");

// ---- table mode ----
/** An empty line ends the table (procps prints one after every frame). */
export const BlankLine = token({ name: "BlankLine", pattern: /\n/, pop_mode: true, categories: [Newline], label: "a blank line" });
export const TopDashPop = token({ name: "TopDashPop", pattern: /top - (?=\d)/, pop_mode: true, categories: [TopDash], label: "'top - '" });
export const FrameLabelPop = token({
  name: "FrameLabelPop",
  pattern: { exec: matchFrameLabel },
  line_breaks: false,
  start_chars_hint: ["M", "l", "P"],
  pop_mode: true,
  categories: [LineLabel],
  label: "a line label",
});
export const DateLinePop = token({
  name: "DateLinePop",
  pattern: { exec: matchDateLine },
  line_breaks: false,
  start_chars_hint: ["M", "T", "W", "F", "S", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
  pop_mode: true,
  categories: [DateLine],
  label: "a date line",
});
export const SeparatorPop = token({
  name: "SeparatorPop",
  pattern: { exec: matchSeparator },
  line_breaks: false,
  start_chars_hint: ["-"],
  pop_mode: true,
  categories: [Separator],
  label: "'--'",
});
/**
 * The process rows: every line (tab, printable characters, its newline) up to a line that is blank, holds a control
 * character, or starts the next frame (the table mode tokens above: `top - `, `Mem: `, `last pid:`, `Processes:`, a
 * date line, a `--` separator). One regular expression run per table, linear in its length.
 */
const ROW_START = String.raw`(?!top - \d|Mem: |last pid:|Processes:|-{2,}[ \t]*(?:\n|$)|(?:${DATE_LINE.source}))`;
const ROWS = new RegExp(String.raw`(?:${ROW_START}[\t\x20-\x7e\u0080-\uffff]+(?:\n|$))+`, "y");
/**
 * A row's characters before a control character, tried only where ROWS finds no row: the lexer then stops at the
 * control character, so the error points at it rather than at the row's start. (An optional tail on ROWS would do
 * the same, but took 9-44% longer on the bench log's tables, timed alone.)
 */
const ROW_PREFIX = new RegExp(String.raw`${ROW_START}[\t\x20-\x7e\u0080-\uffff]+`, "y");
const matchRows: CustomPatternMatcherFunc = (text, offset) => {
  ROWS.lastIndex = offset;
  let m = ROWS.exec(text);
  if (!m) {
    ROW_PREFIX.lastIndex = offset;
    m = ROW_PREFIX.exec(text);
  }
  return m ? matched(m[0]) : null;
};
/** The process rows of one table (all of them, each with its newline): see ROWS. */
export const Rows = token({
  name: "Rows",
  pattern: { exec: matchRows },
  line_breaks: true,
  start_chars_hint: [0x09, ...PRINTABLE, ...Array.from({ length: 0x80 }, (_, i) => 0x80 + i)],
  label: "the process rows",
});

/** The tokens of a summary line after its first blank, in the order tried (after TopDash, CpuLabel, MemLabel). */
const items = [
  LoadAverage, Up, Num, Clock, Word, Comma, Period, Semicolon, Colon, Percent, Slash, Plus, LParen, RParen, LBracket,
  RBracket, Question, Other,
];

export const lexerDefinition = {
  modes: {
    summary: [HeaderLine, DateLine, Separator, TopDash, CpuLabel, MemLabel, LineLabel, Newline, WhiteSpaceStart, ...items],
    item: [TopDash, CpuLabel, MemLabel, NewlineEnd, WhiteSpace, ...items],
    table: [BlankLine, TopDashPop, FrameLabelPop, DateLinePop, SeparatorPop, Rows],
  },
  defaultMode: "summary",
};

export const allTokens: TokenType[] = [
  Item, FirstItem, Plain, Label, UpItem, ...lexerDefinition.modes.summary, NewlineEnd, WhiteSpace, ...lexerDefinition.modes.table,
];
