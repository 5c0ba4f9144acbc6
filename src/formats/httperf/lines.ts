import { gluedStarts } from "../../normalize/glued-starts.js";

/**
 * What httperf's lines look like (the printf formats of src/httperf.c, src/core.c, src/stat/basic.c and
 * src/stat/sess_stat.c), written once for detection, extract, the stream cutter and the command table. Leading
 * blanks are allowed everywhere (pasted copies gain indentation), and so is a terminal's `^C` before a line.
 */

const LEAD = String.raw`^\s*(?:\^C)?`;
const NUM = String.raw`\d+(?:\.\d+)?`;
const VAL = String.raw`(?:-?nan|-?inf|${NUM})`;

/**
 * The command line httperf echoes as the first line of its report: `httperf`, the flags it echoes before it
 * (`--verbose`, `--hog`, `--timeout=5` ...), then `--client=I/N`, which it always prints, and later the buffer sizes,
 * which it always prints too. A command typed by hand rarely has both, and never after a prompt (this is tested only
 * on lines without one). Each option before `--client` matches one way only, so a long line costs linear time.
 */
export const ECHO = /^\s*httperf(?: --(?!client=)[a-z][a-z_-]*(?:=\S*)?)* --client=\d+\/\d+(?= )(?=.* --send-buffer=\d+(?: |$))(?=.* --recv-buffer=\d+(?: |$))/;
/** `Maximum connect burst length: 1` (src/core.c core_exit: the report's first line after the echo). */
export const BURST = new RegExp(`${LEAD}Maximum connect burst length: \\d+\\s*$`);
/** `Total: connections 100 requests 1000 replies 1000 test-duration 0.026 s` */
export const TOTAL = new RegExp(`${LEAD}Total: connections \\d+ requests \\d+ replies \\d+ test-duration ${NUM} s\\s*$`);
/** `Connection rate: 3887.6 conn/s (0.3 ms/conn, <=1 concurrent connections)` */
export const CONNECTION_RATE = new RegExp(`${LEAD}Connection rate: ${VAL} conn/s \\(${VAL} ms/conn, <=\\d+ concurrent connections\\)`);
/** `Reply status: 1xx=0 2xx=1000 3xx=0 4xx=0 5xx=0` */
export const REPLY_STATUS = new RegExp(`${LEAD}Reply status: 1xx=\\d+ 2xx=\\d+ 3xx=\\d+ 4xx=\\d+ 5xx=\\d+`);
/** `Errors: total 0 client-timo 0 socket-timo 0 connrefused 0 connreset 0` */
export const ERRORS = new RegExp(`${LEAD}Errors: total \\d+ client-timo \\d+ socket-timo \\d+ connrefused \\d+ connreset \\d+`);
/** `Errors: fd-unavail 0 addrunavail 0 ftab-full 0 other 0`: the basic report's last line. */
export const MORE_ERRORS = new RegExp(`${LEAD}Errors: fd-unavail \\d+ addrunavail \\d+ ftab-full \\d+ other \\d+`);
/** The other lines of the report, by their labels. */
export const REPORT_LINES = [
  /^\s*(?:\^C)?Connection lifetime histogram \(time in ms\):/,
  new RegExp(`${LEAD}Connection time \\[ms\\]: (?:min ${VAL} avg|connect ${VAL})`),
  new RegExp(`${LEAD}Connection length \\[replies/conn\\]: ${VAL}`),
  new RegExp(`${LEAD}Request rate: ${VAL} req/s`),
  new RegExp(`${LEAD}Request size \\[B\\]: ${VAL}`),
  new RegExp(`${LEAD}Reply rate \\[replies/s\\]: min ${VAL}`),
  new RegExp(`${LEAD}Reply time \\[ms\\]: response ${VAL}`),
  new RegExp(`${LEAD}Reply size \\[B\\]: header ${VAL}`),
  new RegExp(`${LEAD}CPU time \\[s\\]: user ${VAL}`),
  new RegExp(`${LEAD}Net I/O: ${VAL} KB/s`),
];
/** The session lines (--wsess, --wsesslog), after the Errors lines. */
export const SESSION_LINES = [
  new RegExp(`${LEAD}Session rate \\[sess/s\\]: min ${VAL}`),
  new RegExp(`${LEAD}Session: avg ${VAL} connections/session`),
  new RegExp(`${LEAD}Session (?:lifetime|failtime) \\[s\\]: ${VAL}`),
  /^\s*(?:\^C)?Session length histogram:(?: \d+)*\s*$/,
];
/** -v: `reply-rate = 100.0   `, `session-rate = 8.0` */
export const RATE_SAMPLE = new RegExp(`${LEAD}(?:reply|session)-rate = ${VAL}\\s*$`);
/** -v -v: a bin of the lifetime histogram (`%16.1f %u`) or the `:` of skipped bins (`%14c`). */
export const HISTOGRAM_ROW = /^\s*\d+\.\d \d+\s*$|^\s+:\s*$/;
/** --print-request/--print-reply: `SH0:GET / HTTP/1.1`, `RS0: header 238 content 600 footer 0`. */
export const PRINTED = /^\s*(?:SH|SB|RH|RB|SS|RS)\d+:/;
/** `httperf: httperf-0.9.0 compiled without DEBUG without TIME_SYSCALLS.` (--version, which then runs a test) */
export const VERSION = /^\s*httperf: httperf-\S+ compiled /;
/**
 * httperf's messages that say what it is (src/*.c): its warnings and notes, its errors before a test (it exits),
 * getopt's complaints and the function-named errors (`httperf.core_addr_intern: invalid server address x`).
 */
export const MESSAGE =
  /^\s*(?:httperf: (?:warning: |maximum number of open descriptors = \d|httperf-\S+ compiled |illegal |bad |parameter missing |unrecognized option |unrecognised option |invalid option |option '|option requires |failed to |connection failed with unexpected error |sorry, need to recompile|--session-cookie requires |URI specified with --uri |can't |did not recognize |too many |fetching |accessing URI |ignoring )|httperf\.[a-z_]+: )/;
/** Any line that starts like one of httperf's messages: inside a run, kept with it. */
export const ANY_MESSAGE = /^\s*httperf[:.]\S*\s/;
/** `Usage: httperf [-hdvV] [--add-header S] [--burst-length N] [--client N/N]` (--help) */
export const USAGE = /^\s*Usage: httperf \[-hdvV\]/;
/** The usage text's other lines: a tab and options in brackets. */
export const USAGE_BODY = /^\s+\[--[a-z]/;

/** Lines that show a report: any of these. */
export const RUN_LINES = [BURST, TOTAL, CONNECTION_RATE, ...REPORT_LINES, REPLY_STATUS, ERRORS, MORE_ERRORS];

/** Blanks as the grammar skips them (grammars/kit WhiteSpace), for tests that must agree with it line for line. */
const BLANKS = "[ \\t\\r\\f\\v\\u00a0\\u3000]*";
/**
 * Each line's kind by its label alone, as the grammar tells them (grammars/httperf/tokens.ts): the stream cutter
 * follows the grouping's order of lines with these (src/formats/httperf/raw.ts ORDER). The first that matches wins.
 */
const LABELS: readonly (readonly [string, string])[] = [
  ["Maximum connect burst length:", "maxBurst"],
  ["Connection lifetime histogram \\(time in ms\\):", "histogramTitle"],
  ["Total:", "total"],
  ["Connection rate:", "connectionRate"],
  ["Connection time \\[ms\\]:", "connectionTime"],
  ["Connection length \\[replies/conn\\]:", "connectionLength"],
  ["Request rate:", "requestRate"],
  ["Request size \\[B\\]:", "requestSize"],
  ["Reply rate \\[replies/s\\]:", "replyRate"],
  ["Reply time \\[ms\\]:", "replyTime"],
  ["Reply size \\[B\\]:", "replySize"],
  ["Reply status:", "replyStatus"],
  ["CPU time \\[s\\]:", "cpuTime"],
  ["Net I/O:", "netIo"],
  ["Errors:", "errors"],
  ["Session rate \\[sess/s\\]:", "sessionRate"],
  ["Session lifetime \\[s\\]:", "sessionLifetime"],
  ["Session failtime \\[s\\]:", "sessionFailtime"],
  ["Session length histogram:", "sessionLengthHistogram"],
  ["Session:", "session"],
  ["httperf[:.]", "message"],
  ["Usage: httperf", "usage"],
  ["(?:reply|session)-rate =", "rateSample"],
  ["(?:SH|SB|RH|RB|SS|RS)\\d+:", "printed"],
];

/** Each label's test of a whole line (what labelKind does in one pass; test/httperf/lines.test.ts pins the two). */
export const LABEL_KINDS: readonly [RegExp, string][] = LABELS.map(([label, kind]) => [new RegExp(`^${BLANKS}(?:\\^C${BLANKS})?${label}`), kind]);

/**
 * The labels as one pattern, a group each (the labels have none of their own): one test of a line, not one per label
 * (the stream cutter asks it of every line). At the line's start only labels can follow the blanks and `^C`, so the
 * first group that matches is the first label of the list that does.
 */
const LABEL_AT = new RegExp(`^${BLANKS}(?:\\^C${BLANKS})?(?:${LABELS.map(([label]) => `(${label})`).join("|")})`);

/**
 * A line's kind by its label (LABEL_KINDS' first that matches), or undefined.
 *
 * @example
 * labelKind("Reply rate [replies/s]: min 0.0 avg 0.0") //=> "replyRate"
 * labelKind("hello") //=> undefined
 */
export function labelKind(line: string): string | undefined {
  const m = LABEL_AT.exec(line);
  if (m === null) return undefined;
  for (let k = 1; k < m.length; k++) if (m[k] !== undefined) return LABELS[k - 1]![1];
  return undefined;
}

/** The echo as the grammar and the grouping take it: from the line's first character, blanks aside. */
export function isEcho(line: string): boolean {
  // (the cheap test first: most lines are not an echo)
  return ECHO_AT_START.test(line) && ECHO.test(line.replace(LEADING_BLANKS, ""));
}
// made once, not for every line (the stream cutter asks isEcho of each)
const LEADING_BLANKS = new RegExp(`^${BLANKS}`);
const ECHO_AT_START = new RegExp(`^${BLANKS}httperf --`);

/**
 * Where one of the report's lines starts inside another line: a copy that lost its line ends glued it to the line
 * before (`reply-rate = 100.0   Total: connections 1100 requests 1100 ...`, `length: 1Total: connections ...`).
 */
const GLUED = new RegExp(
  String.raw`Maximum connect burst length: \d|Total: connections \d|(?:Connection rate|Connection time \[ms\]|Connection length \[replies/conn\]|Request rate|Request size \[B\]|Reply rate \[replies/s\]|Reply time \[ms\]|Reply size \[B\]|Reply status|CPU time \[s\]|Net I/O|Session rate \[sess/s\]|Session lifetime \[s\]|Session failtime \[s\]): \S|Errors: (?:total|fd-unavail) \d|Session: avg \d|Session length histogram:|Connection lifetime histogram \(time in ms\):|(?:reply|session)-rate = \d|httperf: (?:warning: |maximum number of open descriptors = \d)|httperf --[a-z]`,
  "g",
);
/** A --print-request/--print-reply header or body line (its text is the server's or the request's, anything). */
const PRINTED_LINE = /[ \t\r]*(?:SH|SB|RH|RB)\d+:/y; // (sticky, at the line's start)
/** A terminal's `^C` alone before the label. */
const CTRL_C_BEFORE = /^\s*\^C\s*$/;

/**
 * The offsets where the report's lines start glued to the end of another line (see GLUED), in the text's order:
 * where the grammar reads a line of its own (runGrammarCut). Not inside a printed request or reply, nor after a
 * terminal's `^C` (a line of its own, read with it). Linear: each line's start is found once, going forward with
 * the matches (a 2 MB line of glued labels was quadratic: its start looked for and its head sliced per match).
 *
 * @example
 * gluedCuts("reply-rate = 100.0   Total: connections 1 requests 1 replies 1 test-duration 0.1 s\n") //=> [21]
 */
export function gluedCuts(text: string): number[] {
  let lineStart = 0;
  let scanned = 0;
  return gluedStarts(text, GLUED, (_match, _before, at) => {
    for (; scanned < at; scanned++) if (text.charCodeAt(scanned) === 10) lineStart = scanned + 1;
    PRINTED_LINE.lastIndex = lineStart;
    if (PRINTED_LINE.test(text)) return false;
    return !(at - lineStart <= 256 && CTRL_C_BEFORE.test(text.slice(lineStart, at)));
  });
}
