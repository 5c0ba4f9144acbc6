import type { AbLine } from "./parser.js";
import { blankSpans, mergeByOffset } from "../kit/hand.js";

/**
 * ab output's lines as the grammar reads them (AbParser.document), the lines of a plain ab report read by hand: the
 * banner, copyright and licence lines, `Benchmarking host (be patient)`, `Completed N requests`, the labelled fields
 * (`Server Software:`, `Document Length:`, `Requests per second:` ...), the failed-requests breakdown, the `kb/s
 * sent` lines, the Connection Times title, header and rows, and the percentage table. Each is read only in the form
 * ab prints it: spaces (not tabs) in front and between, numbers followed by a blank or the line end, the rows made of
 * numbers only. The grammar reads the other lines, in the text with the hand-read lines blanked (same offsets, so its
 * errors are placed where they were); a text without any is not lexed at all. The grammar's lines are independent of
 * each other (a Newline token ends every one, whatever it holds, and every character is some token), so which line
 * reads a line does not change what the others read. test/ab/lines.test.ts pins this to the grammar over every
 * sample, the corpus, stream pieces and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 *
 * Kept for speed (#42): `node dist/cli.js --ndjson` on 10 MB of samples/ab/ab-plain-n1000-c10.txt repeated
 * (bench/inputs.mjs) took a median 37% less CPU (user+sys; 5 paired runs, every pair 15% to 46% less) with this
 * reader than with `return grammar(text)` here.
 */
export function abLines(text: string, grammar: (text: string) => AbLine[]): AbLine[] {
  const hand: AbLine[] = [];
  /** Where the hand-read lines start and end. */
  const blanked: number[] = [];
  let others = false;
  for (let pos = 0; pos < text.length; ) {
    let end = text.indexOf("\n", pos);
    if (end === -1) end = text.length;
    const line = readLine(text, pos, end);
    if (line === undefined) others = true;
    else if (line !== BLANK) {
      hand.push(line);
      blanked.push(pos, end);
    }
    pos = end + 1;
  }
  if (!others) return hand;
  // the text with the hand-read lines blanked: the grammar reads nothing there (a line of blanks is no line); both
  // lists are in the text's order
  return mergeByOffset(hand, grammar(blankSpans(text, blanked)));
}

/** A line of spaces only (the grammar gives no line for it). */
const BLANK: AbLine = { kind: "other", offset: -1, text: "" };

/** How the rest of a line is read after a label at the line's start: the label's token name, the text, where they end. */
type Reader = (text: string, label: string, offset: number, after: number, end: number) => AbLine | undefined;

/** A free-text label (TextLabel, its token enters the "text" mode): the rest of the line, as printed, is one RestOfLine token. */
const textField: Reader = (text, label, offset, after, end) => ({ kind: "text", label, offset, text: text.slice(after, end) });

/** The labels read here, each as its token matches it (the lexer tries no other label first: none is a prefix of another). */
const LABELS: [string, string, Reader][] = [
  // followed by a number (ValueLabel tokens)
  ...(
    [
      ["Server Port:", "ServerPort"],
      ["Document Length:", "DocumentLength"],
      ["Concurrency Level:", "ConcurrencyLevel"],
      ["Number of workers:", "NumberOfWorkers"],
      ["Concurrency achieved:", "ConcurrencyAchieved"],
      ["Rampup delay:", "RampupDelay"],
      ["Number of requests:", "NumberOfRequests"],
      ["Time taken for tests:", "TimeTaken"],
      ["Complete requests:", "CompleteRequests"],
      ["Failed requests:", "FailedRequests"],
      ["Write errors:", "WriteErrors"],
      ["Broken pipe errors:", "BrokenPipeErrors"],
      ["Keep-Alive requests:", "KeepAliveRequests"],
      ["Keep-Alive aborts:", "KeepAliveAborts"],
      ["Non-2xx responses:", "Non2xx"],
      ["Total transferred:", "TotalTransferred"],
      ["Total body sent:", "TotalBodySent"],
      ["Total POSTed:", "TotalBodySent"],
      ["Total PUT:", "TotalBodySent"],
      ["HTML transferred:", "HtmlTransferred"],
      ["Requests per second:", "RequestsPerSecond"],
      ["Time per request:", "TimePerRequest"],
      ["Transfer rate:", "TransferRate"],
    ] as const
  ).map(([t, name]): [string, string, Reader] => [t, name, valueField]),
  // followed by free text
  ...(
    [
      ["Server Software:", "ServerSoftware"],
      ["Server Hostname:", "ServerHostname"],
      ["SSL/TLS Protocol:", "SslProtocol"],
      ["Server Temp Key:", "ServerTempKey"],
      ["TLS Server Name:", "TlsServerName"],
      ["Document Path:", "DocumentPath"],
      ["This is ApacheBench, Version", "Banner"],
    ] as const
  ).map(([t, name]): [string, string, Reader] => [t, name, textField]),
  // `Benchmarking` may start a longer Word: a blank or the line end must follow
  ["Benchmarking", "Benchmarking", (text, label, offset, after, end) => (after === end || text.charCodeAt(after) === 32 ? textField(text, label, offset, after, end) : undefined)],
  // the rows of the Connection Times table
  ...(["Connect", "Processing", "Waiting", "Total"] as const).map((name): [string, string, Reader] => [`${name}:`, name, connectionRow]),
  ["Completed ", "Completed", progress],
  ["Finished ", "Finished", progress],
  ["Connection Times (ms)", "", (_text, _label, offset) => ({ kind: "connectionTimes", offset })],
  ["Percentage of the requests served within a certain time (ms)", "", (_text, _label, offset) => ({ kind: "percentageTitle", offset })],
  // ab's own prose: a Word first that no label starts, so the grammar's otherLine
  ...["Copyright ", "Licensed to "].map((t): [string, string, Reader] => [t, "", (text, _label, offset, _after, end) => ({ kind: "other", offset, text: trimmed(text, offset, end) })]),
];

/** LABELS by the character code of their first letter. */
const BY_FIRST: { label: string; name: string; read: Reader }[][] = [];
for (const [label, name, read] of LABELS) (BY_FIRST[label.charCodeAt(0)] ??= []).push({ label, name, read });

/** The failed-requests breakdown's labels. */
const PART_LABELS = new Map<string, string>([
  ["Connect", "Connect"],
  ["Receive", "Receive"],
  ["Length", "Length"],
  ["Exceptions", "Exceptions"],
]);

// the header's tokens (ConnHeaderFull, ConnHeaderShort) as the lexer matches them; anything may follow
const HEADER_FULL = /min[ \t]+mean\[\+\/-sd\][ \t]+median[ \t]+max/y;
const HEADER_SHORT = /min[ \t]+avg[ \t]+max/y;

/** Where the first `:` from `at` to `limit` is, or -1 (looked for in the label's place only: no scan of a long line). */
function colonWithin(text: string, at: number, limit: number): number {
  for (let i = at; i < limit; i++) if (text.charCodeAt(i) === 58) return i;
  return -1;
}

/** A blank between tokens (WhiteSpace) that ab itself prints: space, tab, a CR before the line end. */
const isBlank = (c: number): boolean => c === 32 || c === 9 || c === 13;

/**
 * The end of the Num token (`-?\d+(?:\.\d+)?`) at `at` when it is the whole word (a blank or the line end follows,
 * so no Word is longer), else -1.
 */
function numEnd(text: string, at: number, end: number): number {
  let i = at;
  if (i < end && text.charCodeAt(i) === 45) i++;
  const digits = i;
  while (i < end && isDigit(text.charCodeAt(i))) i++;
  if (i === digits) return -1;
  if (i < end && text.charCodeAt(i) === 46) {
    const frac = ++i;
    while (i < end && isDigit(text.charCodeAt(i))) i++;
    if (i === frac) return -1;
  }
  return i === end || isBlank(text.charCodeAt(i)) ? i : -1;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** `text.slice(from, to).trim()`, with one slice where the ends are ASCII. */
function trimmed(text: string, from: number, to: number): string {
  while (from < to && isSpace(text.charCodeAt(from))) from++;
  while (to > from && isSpace(text.charCodeAt(to - 1))) to--;
  if (from < to && (text.charCodeAt(from) >= 128 || text.charCodeAt(to - 1) >= 128)) return text.slice(from, to).trim();
  return text.slice(from, to);
}

/** What trim() takes off in ASCII. */
const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);

function skipBlanks(text: string, at: number, end: number): number {
  while (at < end && isBlank(text.charCodeAt(at))) at++;
  return at;
}

/** The grammar's line for the line from `pos` to `end`, BLANK, or undefined when the line is not of a form read here. */
function readLine(text: string, pos: number, end: number): AbLine | undefined {
  let s = pos;
  while (s < end && text.charCodeAt(s) === 32) s++;
  if (s === end) return BLANK;
  const c = text.charCodeAt(s);
  if (isDigit(c)) return percentileOrRate(text, s, end);
  if (c === 40) return failedBreakdown(text, s, end);
  if (c === 109) return header(text, s, end); // m
  const labels = BY_FIRST[c];
  if (labels !== undefined) {
    for (let i = 0; i < labels.length; i++) {
      const l = labels[i]!;
      if (text.startsWith(l.label, s)) return l.read(text, l.name, s, s + l.label.length, end);
    }
  }
  return undefined;
}

/** `Complete requests:      1000`, `Requests per second:    10289.65 [#/sec] (mean)` */
function valueField(text: string, label: string, offset: number, after: number, end: number): AbLine | undefined {
  const v = skipBlanks(text, after, end);
  if (v === end) return { kind: "value", label, offset, rest: "" };
  const e = numEnd(text, v, end);
  if (e === -1) return undefined;
  return { kind: "value", label, offset, value: text.slice(v, e), valueOffset: v, rest: trimmed(text, e, end) };
}

/** `Connect:        0    0   0.1      0       1`: numbers only */
function connectionRow(text: string, label: string, offset: number, after: number, end: number): AbLine | undefined {
  const values: string[] = [];
  const valueOffsets: number[] = [];
  for (let at = skipBlanks(text, after, end); at < end; at = skipBlanks(text, at, end)) {
    const e = numEnd(text, at, end);
    if (e === -1) return undefined;
    values.push(text.slice(at, e));
    valueOffsets.push(at);
    at = e;
  }
  return { kind: "connectionRow", label, offset, values, valueOffsets };
}

/** `Completed 100 requests`, `Finished 1000 requests` */
function progress(text: string, label: string, offset: number, after: number, end: number): AbLine | undefined {
  const n = skipBlanks(text, after, end);
  if (n === end) return { kind: "progress", label, offset, rest: "" };
  const e = numEnd(text, n, end);
  if (e === -1) return undefined;
  return { kind: "progress", label, offset, count: text.slice(n, e), rest: trimmed(text, e, end) };
}

/** `  50%      5`, ` 100%   3067 (longest request)`; `   12.34 kb/s sent` */
function percentileOrRate(text: string, s: number, end: number): AbLine | undefined {
  // the first number is followed by `%` (no Word holds it) or by a blank
  let i = s;
  while (i < end && isDigit(text.charCodeAt(i))) i++;
  if (i < end && text.charCodeAt(i) === 46) {
    const frac = ++i;
    while (i < end && isDigit(text.charCodeAt(i))) i++;
    if (i === frac) return undefined;
  }
  const first = i;
  if (i < end && text.charCodeAt(i) === 37) {
    const v = skipBlanks(text, i + 1, end);
    const e = numEnd(text, v, end);
    if (e === -1) return undefined;
    return { kind: "percentile", offset: s, percent: text.slice(s, first), value: text.slice(v, e), rest: trimmed(text, e, end) };
  }
  if (i === end || !isBlank(text.charCodeAt(i))) return undefined;
  const k = skipBlanks(text, i, end);
  // `kb/s`, then a blank or the line end (else a longer Word)
  if (!text.startsWith("kb/s", k) || (k + 4 < end && !isBlank(text.charCodeAt(k + 4)))) return undefined;
  return { kind: "rateContinuation", offset: s, value: text.slice(s, first), rest: trimmed(text, k + 4, end) };
}

/** `   (Connect: 0, Receive: 818, Length: 818, Exceptions: 818)` and nothing after */
function failedBreakdown(text: string, s: number, end: number): AbLine | undefined {
  const parts: { label: string; value: string }[] = [];
  let at = s + 1;
  for (;;) {
    const colon = colonWithin(text, at, Math.min(end, at + 11));
    if (colon === -1) return undefined;
    const label = PART_LABELS.get(text.slice(at, colon));
    if (label === undefined || text.charCodeAt(colon + 1) !== 32) return undefined;
    let e = colon + 2;
    const digits = e;
    while (e < end && isDigit(text.charCodeAt(e))) e++;
    if (e === digits) return undefined;
    parts.push({ label, value: text.slice(digits, e) });
    const c = text.charCodeAt(e);
    if (c === 44 && text.charCodeAt(e + 1) === 32) at = e + 2;
    else if (c === 41 && skipBlanks(text, e + 1, end) === end) return { kind: "failedBreakdown", offset: s, parts };
    else return undefined;
  }
}

/** `              min  mean[+/-sd] median   max`, `              min   avg   max` */
function header(text: string, s: number, end: number): AbLine | undefined {
  for (const [re, style] of [
    [HEADER_FULL, "full"],
    [HEADER_SHORT, "short"],
  ] as const) {
    re.lastIndex = s;
    if (re.test(text) && re.lastIndex <= end) return { kind: "connectionHeader", offset: s, style };
  }
  return undefined;
}
