import type { TokenType } from "chevrotain";
import { blankSpans, mergeByOffset } from "../kit/hand.js";
import type { SysstatCell, SysstatLine } from "./parser.js";
import * as T from "./tokens.js";

/**
 * A sysstat report's lines as the grammar reads them (SysstatParser.document), the common rows read by hand: a line that starts with
 * a 24-hour clock (an AM/PM word, then a zone, may follow) or an English statistics label (`Average:`), then cells of printable
 * ASCII without parentheses, separated by spaces or tabs, is a `row` whose cells are those words, numeric when the
 * Number token would read the whole word. Every other line (the report header, restarts, comments, translated
 * labels, CJK clocks, anything unusual) is left to the grammar, which reads the text with the rows blanked (same
 * offsets, so its errors are placed where they were). test/sar/rows.test.ts pins this to the grammar over every
 * sample and seeded variants.
 *
 * The report header line in its usual form (`Linux 6.1.0 (host) \t01/15/24 \t_x86_64_\t(8 CPU)`, or sysstat 8's,
 * which stops after the date) is read by hand too (readHeader), so that a report of such lines only never builds
 * the grammar.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 *
 * Kept for speed (#42): `node dist/cli.js --ndjson` on 10 MB of samples/mpstat/mpstat-A-1-1.txt repeated took a
 * median 22% less CPU (user+sys; 12 paired runs, every pair 4% to 28% less) with this reader than with `return
 * grammar(text)` here; on 10 MB of samples/sar/sar-A-C-comments-restart.txt repeated (bench/inputs.mjs) 15% less
 * (12 paired runs, every pair 7% to 30% less; an earlier call of 10 pairs, busier, gave 7%).
 */
export function sysstatLines(text: string, grammar: (text: string) => SysstatLine[]): SysstatLine[] {
  /** The lines read by hand. */
  const rows: SysstatLine[] = [];
  /** Where they start and end. */
  const spans: number[] = [];
  /** Where the grammar's text ends: after the last line that is neither a row nor blank. */
  let grammarEnd = 0;
  for (let pos = 0; pos <= text.length; ) {
    let end = text.indexOf("\n", pos);
    if (end === -1) end = text.length;
    const row = readRow(text, pos, end) ?? readHeader(text, pos, end) ?? readText(text, pos, end);
    if (row !== undefined) {
      rows.push(row);
      spans.push(pos, end);
    } else if (!isBlank(text, pos, end)) grammarEnd = Math.min(end + 1, text.length);
    pos = end + 1;
  }
  if (grammarEnd === 0) return rows;
  // the text up to there with the rows before it blanked (their line ends kept)
  const others = grammar(blankSpans(text, spans, grammarEnd));
  if (rows.length === 0) return others;
  // both lists are in the text's order
  return mergeByOffset(rows, others);
}


/** The whole word is one token of this type (the lexer's longer_alt Word reads a longer word as a Word). */
const whole = (t: TokenType): RegExp => new RegExp(`^(?:${(t.PATTERN as RegExp).source})$`);
const MERIDIEM = whole(T.Meridiem);
/** The zone names, each a Zone token as a whole word (T.ZONE_NAMES); a numeric zone is T.NUMERIC_ZONE. */
const ZONES: ReadonlySet<string> = new Set(T.ZONE_NAMES);
const NUMERIC_ZONE = T.NUMERIC_ZONE;
/** The English statistics labels, each a StatLabel token. */
const LABELS = new Set(Object.keys(T.STAT_LABELS).filter((l) => /^[A-Z][a-z]+:$/.test(l)));

function isBlank(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
/**
 * Whether text[from, to) is one Number token as a whole (`[-+]?\d+(?:[.,]\d+)?[%BkKMGTPs]?`, grammars/sysstat/tokens.ts),
 * read without the regular expression (a report has millions of cells).
 *
 * @example
 * isNumberAt("x 12.5k y", 2, 7); // true
 * isNumberAt("12,", 0, 3);       // false
 */
export function isNumberAt(text: string, from: number, to: number): boolean {
  let p = from;
  const sign = text.charCodeAt(p);
  if (sign === 43 || sign === 45) p++;
  const digits = p;
  while (p < to && isDigit(text.charCodeAt(p))) p++;
  if (p === digits) return false;
  const point = text.charCodeAt(p);
  if (p < to && (point === 46 || point === 44)) {
    let q = p + 1;
    while (q < to && isDigit(text.charCodeAt(q))) q++;
    if (q > p + 1) p = q;
  }
  if (p < to && UNIT_LETTERS.has(text.charCodeAt(p))) p++;
  return p === to;
}

/** The letters a Number token may end with. */
const UNIT_LETTERS = new Set([..."%BkKMGTPs"].map((c) => c.charCodeAt(0)));

/** A character a hand-read cell may hold: printable ASCII but the parentheses (which are tokens of their own). */
const isCellChar = (c: number): boolean => c >= 0x21 && c <= 0x7e && c !== 0x28 && c !== 0x29;

/** The row at text[from, to) (one line), or undefined when the line is not of the common form. */
function readRow(text: string, from: number, to: number): SysstatLine | undefined {
  let p = from;
  let stampEnd: number;
  let clock: boolean;
  const c0 = text.charCodeAt(p);
  if (isDigit(c0)) {
    // `13:20:09`: one or two digits for the hour
    p++;
    if (isDigit(text.charCodeAt(p))) p++;
    if (text.charCodeAt(p) !== 58 || !isDigit(text.charCodeAt(p + 1)) || !isDigit(text.charCodeAt(p + 2)) || text.charCodeAt(p + 3) !== 58) return undefined;
    if (!isDigit(text.charCodeAt(p + 4)) || !isDigit(text.charCodeAt(p + 5))) return undefined;
    stampEnd = p + 6;
    clock = true;
  } else if (c0 >= 65 && c0 <= 90) {
    const colon = text.indexOf(":", p);
    if (colon === -1 || colon >= to || !LABELS.has(text.slice(p, colon + 1))) return undefined;
    stampEnd = colon + 1;
    clock = false;
  } else return undefined;
  // a blank after the stamp, then the words
  const after = text.charCodeAt(stampEnd);
  if (stampEnd >= to || (after !== 32 && after !== 9)) return undefined;
  const cells: SysstatCell[] = [];
  p = stampEnd;
  let meridiemEnd = -1;
  let zoneEnd = -1;
  while (p < to) {
    const c = text.charCodeAt(p);
    if (c === 32 || c === 9) {
      p++;
      continue;
    }
    const start = p;
    while (p < to && isCellChar(text.charCodeAt(p))) p++;
    if (p < to && text.charCodeAt(p) !== 32 && text.charCodeAt(p) !== 9) return undefined;
    const word = text.slice(start, p);
    if (cells.length === 0 && clock) {
      // the first words after a clock: AM/PM and then a zone (`PM IST`) belong to the clock, as the grammar's clock
      // rule reads them; `COM` and `LINUX RESTART` after them are other lines
      if (meridiemEnd === -1 && zoneEnd === -1 && MERIDIEM.test(word)) {
        meridiemEnd = p;
        continue;
      }
      if (zoneEnd === -1 && (ZONES.has(word) || ((word.charCodeAt(0) === 43 || word.charCodeAt(0) === 45) && NUMERIC_ZONE.test(word)))) {
        zoneEnd = p;
        continue;
      }
      if (word === "COM" || word === "LINUX") return undefined;
    }
    // `Moyenne :` is one token (a label with a blank), so is `LINUX RESTART`: the grammar reads those lines
    if (word.charCodeAt(0) === 58 || word.startsWith("RESTART")) return undefined;
    cells.push({ text: word, offset: start, numeric: isNumberAt(text, start, p) });
  }
  const stampText = text.slice(from, zoneEnd !== -1 ? zoneEnd : meridiemEnd !== -1 ? meridiemEnd : stampEnd);
  return { kind: "row", offset: from, stamp: { text: stampText, offset: from, kind: clock ? "clock" : "label" }, cells };
}

/** A statistics label (English or translated, `Moyenne :` with its blank) at the start of a line. */
const LABEL_AT = new RegExp((T.StatLabel.PATTERN as RegExp).source, "y");

/**
 * A line of words that is no row, header, restart or comment (iostat's `-t` date and clock, `avg-cpu:` and `Device`
 * header rows, the values under them, device rows): the grammar's `text` line, read by hand when it holds only
 * printable ASCII without parentheses (as readRow's cells) and its first word is neither a clock (which makes it a
 * row, blanks before it or not) nor the start of a statistics label.
 */
function readText(text: string, from: number, to: number): SysstatLine | undefined {
  let first = from;
  while (first < to && (text.charCodeAt(first) === 32 || text.charCodeAt(first) === 9)) first++;
  if (first === to) return undefined;
  LABEL_AT.lastIndex = first;
  if (LABEL_AT.test(text)) return undefined;
  const cells: SysstatCell[] = [];
  for (let p = first; p < to; ) {
    const c = text.charCodeAt(p);
    if (c === 32 || c === 9) {
      p++;
      continue;
    }
    const start = p;
    while (p < to && isCellChar(text.charCodeAt(p))) p++;
    if (p < to && text.charCodeAt(p) !== 32 && text.charCodeAt(p) !== 9) return undefined;
    // `Moyenne :` and `LINUX RESTART` are one token with a blank in it: the grammar reads those lines
    if (text.charCodeAt(start) === 58 || text.startsWith("RESTART", start)) return undefined;
    // a first word of digits with a colon may be a clock
    if (start === first && !isLetter(c) && text.slice(start, p).includes(":")) return undefined;
    cells.push({ text: text.slice(start, p), offset: start, numeric: isNumberAt(text, start, p) });
  }
  return { kind: "text", offset: first, cells };
}

const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * The report header at text[from, to) in its usual form, or undefined (the grammar reads any other): `Linux`, the
 * release, the host in parentheses, the date, then the architecture and the CPU count or neither, separated by
 * spaces and tabs. Each part is held to characters that make it the one token the grammar reads there (a Word; the
 * Arch token; `(`, a Number, `CPU`, `)`).
 */
const HEADER = /^Linux([ \t]+)([A-Za-z0-9._+~-]+)[ \t]+\(([A-Za-z0-9._-]*)\)[ \t]+(\d{1,4}[./-]\d{1,2}[./-]\d{1,4})(?:[ \t]+(_[A-Za-z0-9][\w.-]*_)[ \t]+\((\d{1,6}) CPU\))?[ \t]*$/;

function readHeader(text: string, from: number, to: number): SysstatLine | undefined {
  if (text.charCodeAt(from) !== 76 || !text.startsWith("Linux", from)) return undefined;
  const line = text.slice(from, to);
  const m = HEADER.exec(line);
  if (m === null) return undefined;
  const cellAt = (word: string, offset: number): SysstatCell => ({ text: word, offset, numeric: isNumberAt(word, 0, word.length) });
  const releaseAt = from + 5 + m[1]!.length;
  const hostOffset = line.indexOf("(", releaseAt - from + m[2]!.length) + from + 1;
  const host = m[3]!;
  const dateAt = line.indexOf(m[4]!, hostOffset - from + host.length + 1) + from;
  const arch = m[5];
  const archAt = arch === undefined ? -1 : line.indexOf(arch, dateAt - from + m[4]!.length) + from;
  const cpuAt = arch === undefined ? -1 : line.indexOf("(", archAt - from + arch.length) + from + 1;
  return {
    kind: "sysinfo",
    offset: from,
    os: cellAt("Linux", from),
    release: cellAt(m[2]!, releaseAt),
    host,
    hostOffset,
    date: [cellAt(m[4]!, dateAt)],
    ...(arch !== undefined ? { arch: { text: arch, offset: archAt, numeric: false }, cpuCount: cellAt(m[6]!, cpuAt) } : {}),
    rest: [],
  };
}
