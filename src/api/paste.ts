/**
 * Paste damage undone before any format sees the text, line by line, for the engine (src/api/engine.ts): a margin
 * every line shares (indentation of a Markdown code block or a quoted mail, `> ` quote marks, `# ` or ` * ` comment
 * prefixes, `- ` bullets), a blank line after every line (double-spaced copies), zero-width characters, and shell
 * prompts with their command (`$ free -m`), kept aside with what they say; a bullet in front of some lines only (`- `,
 * `* `, `• `), and Markdown tables (`| r | b |` with a `|---|` rule under it) read as the columns they held. What the
 * margin and the doubling are is settled from the first lines; each line remembers where it came from, so that errors
 * point at the user's text. Once the format is known, the engine asks `Asides` about each line: a comment or Markdown
 * heading that the format does not print is read as a blank line, and rows elided with `...` are an error there.
 *
 * @example
 * const paste = new Paste();
 * const out: PastedLine[] = [];
 * ["    Mem:  1 2 3", "", "    Swap: 0 0 0"].forEach((t, i) => paste.take(t, i + 1, out));
 * paste.end(out);
 * out.map((l) => l.text) //=> ["Mem:  1 2 3", "", "Swap: 0 0 0"]  (a margin of 4 blanks; not double-spaced: 2 lines)
 */
import { hasProgramWord, isCommandLine, parseCommandLine, type CommandLine } from "./command-line.js";
import { anyLine, NUMERIC_TOKEN, ROW_TIME, type ExtractSignature } from "../kit/line-tests.js";
import { caretExcerpt, ParseError } from "../kit/errors.js";
import { memoized } from "../normalize/memoized.js";

export interface PastedLine {
  /** The line as the formats read it. */
  text: string;
  /** Its 1-based line in the input. */
  line: number;
  /** How many characters of the input line were taken off its front (the margin). */
  indent: number;
  /** The input line itself, when the margin was taken off (for error excerpts). */
  input: string | undefined;
  /** A shell command line (`$ free -m`): the command, read as the program's getopt reads it. */
  command: CommandLine | undefined;
}

/** What may stand in front of every line of a pasted copy: blanks, quote marks, comment marks (`>`, `#`, `//`, glued
 * to the text or not: `#19:59:12 ...` from a commented-out script), a bullet or ` * ` (`*` and `-` with a blank after). */
const MARGIN = /^[ \t]*(?:(?:>|#|\/\/)[ \t]*|(?:\*|-)(?=[ \t]|$)[ \t]*)*/;
/** A line that holds nothing but margin characters (`>` between quoted paragraphs). */
const EMPTY = /^[ \t>#*]*$/;
/** How many non-blank lines settle the margin, and the doubling (a prompt and a report header, each followed by a
 * blank line, look double-spaced for their first lines). */
const MARGIN_LINES = 4;
const DOUBLING_LINES = 8;
/** The most lines held while the margin and the doubling are settled. */
const SETTLE_MAX = 64;
/** Characters a copy adds that no tool prints: zero-width ones, and the no-break space of web pages (`&nbsp;`). */
export const STRAY = /[\u200b-\u200d\u2060\ufeff\u00a0]/;

/**
 * Whether a text holds one of the STRAY characters: six searches for one character each, which skip a text of one-byte
 * characters at once for the five outside that range and scan it fast for the no-break space (the engine asks it of
 * every chunk read: the pattern's test of each character was 2.6% of reading 100 MB of sadf -j; forty times as long
 * as these searches on its chunks).
 *
 * @example
 * hasStray("a\u00a0b") //=> true
 * hasStray("a b") //=> false
 */
export function hasStray(text: string): boolean {
  return (
    text.indexOf("\u00a0") !== -1 ||
    text.indexOf("\u200b") !== -1 ||
    text.indexOf("\u200c") !== -1 ||
    text.indexOf("\u200d") !== -1 ||
    text.indexOf("\u2060") !== -1 ||
    text.indexOf("\ufeff") !== -1
  );
}
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;

/**
 * A line without the characters a copy adds: zero-width ones taken out, a no-break space read as a blank (one for
 * one, so that columns stay). The narrow no-break space (U+202F) stays: French sysstat prints it (`Moyenne :`).
 *
 * @example
 * unstray("Mem:\u00a0 1000\u200b  500") //=> "Mem:  1000  500"
 */
export function unstray(text: string): string {
  return text.replace(ZERO_WIDTH, "").replace(NBSP, " ");
}
const NBSP = /\u00a0/g;

export class Paste {
  private held: { text: string; line: number }[] = [];
  private settled = false;
  private margin = "";
  /** The margin holds quote or comment marks, not only blanks. */
  private marks = false;
  private doubled = false;
  /** Non-blank lines seen while settling, the blank lines since the last one, whether a gap was even (or none). */
  private seen = 0;
  private blanks = 0;
  private evenGap = false;
  private candidate: string | undefined;
  private marginLines = 0;
  /** The margin of the comment lines (`# K : 1024 bytes`), which have a say only in a copy of nothing else. */
  private noteCandidate: string | undefined;
  /** Doubled mode: blank lines since the last non-blank line, and the line number of the first. */
  private pendingBlank = 0;
  private pendingLine = 0;
  /**
   * Lines held until the next line says what they are: a `|` row (a table's header when a `|---|` rule comes under
   * it), or a label (`Results:`, then blank lines, none when a code fence or a table comes under it).
   */
  private ahead: PastedLine[] = [];
  private aheadIsLabel = false;
  /** Inside a Markdown table (after its rule, until a blank line): `|` rows are read as columns. */
  private inTable = false;
  /** How many bullets were taken off and table rows read as columns (for `repairs`). */
  private bullets = 0;
  private tableRows = 0;
  private pass = false;

  /**
   * Settled with nothing to repair: each later line is the input's line as it is (the engine reads it itself), but
   * a line that mayBeRepaired says may need the paste stage (a bullet, a table row).
   */
  get passthrough(): boolean {
    return this.pass;
  }

  /** Whether lines were changed (a margin taken off, blank lines dropped): line numbers and columns are mapped. */
  get repairing(): boolean {
    return this.margin !== "" || this.doubled;
  }

  /** What was done, in words (for warnings). */
  repairs(): string[] {
    const out: string[] = [];
    if (this.margin !== "") out.push(`removed the margin ${JSON.stringify(this.margin)} in front of every line`);
    if (this.doubled) out.push("removed the blank line that followed every line");
    if (this.bullets > 0) out.push(`removed the bullet in front of ${this.bullets} line${this.bullets === 1 ? "" : "s"}`);
    if (this.tableRows > 0) out.push(`read ${this.tableRows} Markdown table row${this.tableRows === 1 ? "" : "s"} as columns`);
    return out;
  }

  /**
   * Takes the input's next line; pushes the lines that are settled to `out`. `stray: false` when the caller knows
   * the line holds no zero-width or no-break space (the engine looks once per chunk).
   */
  take(text: string, line: number, out: PastedLine[], stray = true): void {
    if (stray && hasStray(text)) text = unstray(text);
    if (this.settled) {
      this.give(text, line, out);
      return;
    }
    this.held.push({ text, line });
    if (!EMPTY.test(text)) {
      // A command line, often pasted at the left of indented output, has no say in the margin, nor has a fence or a
      // prompt, at whatever indentation; a comment line has a say only in a copy of comment lines alone
      // (`# K : 1024 bytes` before an indented report is not its margin, `# ` before every line of a commented-out
      // report is).
      const m = MARGIN.exec(text)![0];
      if (isCommand(text) || isContextLine(text.slice(m.length))) {
        // no say
      } else if (NOTE.test(text)) this.noteCandidate = this.noteCandidate === undefined ? m : commonPrefix(this.noteCandidate, m);
      else {
        this.candidate = this.candidate === undefined ? m : commonPrefix(this.candidate, m);
        this.marginLines++;
      }
      if (this.seen > 0 && (this.blanks === 0 || this.blanks % 2 === 0)) this.evenGap = true;
      this.seen++;
      this.blanks = 0;
    } else if (this.seen > 0) this.blanks++;
    const marginDone = this.candidate === "" || this.marginLines >= MARGIN_LINES;
    const doublingDone = this.evenGap || this.seen >= DOUBLING_LINES;
    if ((marginDone && doublingDone) || this.held.length >= SETTLE_MAX) this.settle(out);
  }

  /** The input has ended: pushes what is held. */
  end(out: PastedLine[]): void {
    if (!this.settled) this.settle(out);
    // trailing blank lines of a double-spaced copy: halved as everywhere
    if (this.doubled) this.flushBlanks(out, true);
    this.release(out);
  }

  private settle(out: PastedLine[]): void {
    this.settled = true;
    // A margin of blanks only: kept when every line has it (a code block); quote or comment marks likewise.
    this.margin = this.candidate ?? this.noteCandidate ?? "";
    this.marks = /[^ \t]/.test(this.margin);
    // Double-spaced: the first lines each followed by an odd number of blank lines; a short text (free prints 3
    // lines) also with one after its last line (atopsar's host line, banner and a header have one blank between each).
    this.doubled = !this.evenGap && (this.seen >= 4 || (this.seen === 3 && this.blanks % 2 === 1));
    this.updatePass();
    const held = this.held;
    this.held = [];
    for (const h of held) this.give(h.text, h.line, out);
  }

  private updatePass(): void {
    this.pass = this.settled && this.margin === "" && !this.doubled && this.ahead.length === 0 && !this.inTable;
  }

  private give(text: string, line: number, out: PastedLine[]): void {
    let indent = 0;
    const input = text;
    if (this.margin !== "") {
      if (text.startsWith(this.margin)) indent = this.margin.length;
      else if (EMPTY.test(text) && this.margin.startsWith(text.trimEnd())) indent = text.length;
      else if (this.marks) {
        // Quote or comment marks with blanks after them, settled from the first lines: a later line whose content
        // starts further left (a right-aligned number that grew, `> ` + `   1796143053 boot time`) has the marks
        // and fewer of the blanks.
        const shared = commonPrefix(this.margin, text);
        if (/^[ \t]*$/.test(this.margin.slice(shared.length)) && /[^ \t]/.test(shared)) indent = shared.length;
      }
      text = text.slice(indent);
    }
    if (this.doubled) {
      if (EMPTY.test(text)) {
        if (this.pendingBlank++ === 0) this.pendingLine = line;
        return;
      }
      this.flushBlanks(out, false);
    }
    this.read(text, line, indent, input, out);
  }

  /** A line without its margin: Markdown tables, labels before a code fence and bullets undone, then given on. */
  private read(text: string, line: number, indent: number, input: string, out: PastedLine[]): void {
    const table = tableLine(text);
    if (this.ahead.length > 0) {
      if (this.aheadIsLabel) {
        if (FENCE.test(text) || table === TableLine.row) {
          // `Results:` and a code fence (or a Markdown table) under it: a blank line each
          for (const p of this.ahead) out.push({ text: "", line: p.line, indent: 0, input: undefined, command: undefined });
          this.ahead = [];
          this.updatePass();
        } else if (text.trim() === "" && this.ahead.length <= LABEL_BLANKS) {
          this.hold(text, line, indent, input);
          return;
        }
      } else if (table === TableLine.rule) {
        // the row above was a table's header: read as columns, the rule dropped
        const row = this.ahead[0]!;
        this.ahead = [];
        this.inTable = true;
        this.updatePass();
        this.tableRows++;
        this.push(tableColumns(row.text), row.line, 0, undefined, out);
        return;
      }
      this.release(out);
    }
    if (table === TableLine.row) {
      if (this.inTable) {
        this.tableRows++;
        this.push(tableColumns(text), line, 0, undefined, out);
      } else {
        this.aheadIsLabel = false;
        this.hold(text, line, indent, input);
      }
      return;
    }
    if (this.inTable && (table === TableLine.rule || text.trim() === "")) {
      // (a second rule: a table of several header rows)
      this.inTable = table === TableLine.rule;
      this.updatePass();
      if (this.inTable) return;
    }
    if (LABEL.test(text)) {
      this.aheadIsLabel = true;
      this.hold(text, line, indent, input);
      return;
    }
    const bullet = bulletLength(text);
    if (bullet > 0) {
      this.bullets++;
      this.push(text.slice(bullet), line, indent + bullet, input, out);
      return;
    }
    this.push(text, line, indent, input, out);
  }

  private hold(text: string, line: number, indent: number, input: string): void {
    this.ahead.push({ text, line, indent, input: indent > 0 ? input : undefined, command: undefined });
    this.updatePass();
  }

  /** The lines held for the next one, given on as they are (no rule or fence came under them, or the input ended). */
  private release(out: PastedLine[]): void {
    if (this.ahead.length === 0) return;
    const lines = this.ahead;
    this.ahead = [];
    this.updatePass();
    for (const p of lines) this.push(p.text, p.line, p.indent, p.input ?? p.text, out);
  }

  private push(text: string, line: number, indent: number, input: string | undefined, out: PastedLine[]): void {
    const command = commandOf(text, line);
    // a fence or a bare prompt, at whatever indentation (less than the output's, at the left of quoted lines): a
    // blank line
    if (command === undefined && isContextLine(text.slice(MARGIN.exec(text)![0].length))) {
      out.push({ text: "", line, indent: 0, input: undefined, command: undefined });
      return;
    }
    // every line of one shape (all fields set), so that the engine's reads of them stay monomorphic
    out.push({ text, line, indent, input: indent > 0 ? input : undefined, command });
  }

  /** Doubled mode: a run of n blank lines stood for (n - 1) / 2 of the original text. */
  private flushBlanks(out: PastedLine[], last: boolean): void {
    const keep = last ? 0 : Math.floor((this.pendingBlank - 1) / 2);
    for (let i = 0; i < keep; i++) out.push({ text: "", line: this.pendingLine + 2 * i + 1, indent: 0, input: undefined, command: undefined });
    this.pendingBlank = 0;
  }
}

/**
 * Whether a line that passthrough would give on as it is may need the paste stage: a bullet in front of it (`- `,
 * `* `, `• ` at its start), a Markdown table row (`|` first after blanks) or a label (`Results:`, a colon last).
 * Looked at for every line of a long log: its first and last characters only (and the blanks in front of a `|`).
 *
 * @example
 * mayBeRepaired("- Transactions:  26 hits") //=> true
 * mayBeRepaired("  | r | b | swpd |")        //=> true
 * mayBeRepaired("-/+ buffers/cache:  10 20") //=> false
 */
export function mayBeRepaired(line: string): boolean {
  let c = line.charCodeAt(0);
  if (c === 45 || c === 42 || c === 0x2022) {
    const d = line.charCodeAt(1);
    return d === 32 || d === 9;
  }
  // (the last character, or the one before a blank or two: Markdown's line break is two blanks)
  let e = line.length - 1;
  let d = line.charCodeAt(e);
  if (d === 32 || d === 9) d = line.charCodeAt(--e);
  if (d === 32 || d === 9) d = line.charCodeAt(--e);
  if (d === 58 || d === 0xff1a) return true;
  let k = 0;
  while (c === 32 || c === 9) c = line.charCodeAt(++k);
  return c === 124;
}

/**
 * A Markdown list bullet at a line's start (`- `, `* `, `• `) and the one blank after it, before text (what the
 * line had after that, its own indentation, stays).
 */
const BULLET = /^[-*\u2022][ \t](?=[ \t]*\S)/;

/**
 * How many characters of a line's start are a list bullet, 0 when none. A tool prints none at the start of a line
 * (k6's `* default:` scenario lines are indented; free's `-/+ buffers/cache:` has no blank after the dash).
 */
function bulletLength(text: string): number {
  const c = text.charCodeAt(0);
  if (c !== 45 && c !== 42 && c !== 0x2022) return 0;
  const m = BULLET.exec(text);
  return m === null ? 0 : m[0].length;
}

/** What a line is to a Markdown table: a row (`|` first after blanks), its delimiter row (`|---|:---:|`), or neither. */
const TableLine = { none: 0, row: 1, rule: 2 } as const;
type TableLine = (typeof TableLine)[keyof typeof TableLine];
/** (of a trimmed line: blanks on its edges would make the pattern try each way of sharing them, on a long run) */
const TABLE_RULE = /^\|?(?:[ \t]*:?-+:?[ \t]*\|)*[ \t]*:?-+:?[ \t]*\|?$/;
/** A `|` that separates two cells: not escaped (`\|`), and not pidstat's `|__` in front of a thread's command. */
const CELL_BORDER = /(?<!\\)\|(?!__)/;

function tableLine(text: string): TableLine {
  if (!text.includes("|")) return TableLine.none;
  if (TABLE_RULE.test(text.trim())) return TableLine.rule;
  return /^[ \t]*\|/.test(text) ? TableLine.row : TableLine.none;
}

/**
 * A Markdown table row as the columns it held: the outer pipes taken off, the cells two blanks apart, as the tools
 * align them (top reads its rows' words with blanks between them, not tabs; ab -g reads a row whose tabs became runs
 * of blanks by its date's shape, a date with a blank of its own included).
 *
 * @example
 * tableColumns("| 2 | 0 | 759860 |") //=> "2  0  759860"
 * tableColumns("| Mon Nov 30 15:17:44 2026 | 1796051864 |") //=> "Mon Nov 30 15:17:44 2026  1796051864"
 */
export function tableColumns(text: string): string {
  const body = text.trim().replace(/^\|/, "").replace(/\|$/, "");
  return body
    .split(CELL_BORDER)
    .map((c) => c.trim())
    .filter((c) => c !== "")
    .join("  ");
}

/** Where an ellipsis may be (looked for in every line of a long log, once the format is known). */
const ELLIPSIS = /\.\.\.|[\u2026\u22ee\u22ef]/;
/**
 * A line that stands for lines left out: `...`, `…`, `[...]`, `(…)`, `. . .`, `... 40 more lines ...`, `[snip]`; at most
 * ELISION_CHARS long (the pattern is tried on short lines only: on a long run of dots it would take quadratic time).
 */
const ELISION_CHARS = 100;
const ELISION_LINE =
  /^[ \t]*(?:[[(<{]\s*)?(?:(?:\.{3,}|[\u2026\u22ee\u22ef]+|\.(?: \.){2,})(?:[^\n]{0,60}?(?:\.{3,}|[\u2026\u22ee\u22ef]+))?|-*\s*snip(?:ped)?\s*-*)(?:\s*[\])>}])?[ \t]*$/i;
/** A cell that stands for cells left out (atopsar's `......... logging restarted .........` rule is longer). */
const ELISION_CELL = /^(?:\.{3,4}|[\u2026\u22ee\u22ef]{1,2})$/;
/** One or two words of letters and a colon, at the line's start: `Results:`, `Test output:`, `结果：`. */
const LABEL = /^\p{L}+(?: \p{L}+)?[:：][ \t]*$/u;
/** How many blank lines may stand between a label and the code fence under it. */
const LABEL_BLANKS = 2;
/** A Markdown code fence (isContextLine's, which a label may stand above). */
const FENCE = /^[ \t]*(?:`{3,}|~{3,})/;
/** A comment or Markdown heading: `#` (up to 6) then a blank or the line's end. */
const NOTE = /^[ \t]*#{1,6}(?=[ \t]|$)/;

/**
 * Where a line leaves out part of the output, as a 1-based column, or 0: a line that is only an ellipsis (rows left
 * out), or a row with an ellipsis cell beside a number or a clock time (columns left out: `12:00:01 all 1.0 ... 98.0`).
 * An ellipsis glued to a word is the tool's own (`Lifting the server siege...`, `(be patient).....done`).
 *
 * @example
 * elisionAt("...")                       //=> 1
 * elisionAt("22:33:18  all  73.37  ...")  //=> 23
 * elisionAt("starting benchmark...")      //=> 0
 */
export function elisionAt(text: string): number {
  if (!ELLIPSIS.test(text)) return 0;
  if (text.length <= ELISION_CHARS && ELISION_LINE.test(text)) return text.length - text.trimStart().length + 1;
  const cells = /\S+/g;
  let prev = "";
  for (let m = cells.exec(text); m !== null; m = cells.exec(text)) {
    if (ELISION_CELL.test(m[0])) {
      const at = m.index;
      const next = /\S+/y;
      next.lastIndex = cells.lastIndex;
      while (next.lastIndex < text.length && /[ \t]/.test(text[next.lastIndex]!)) next.lastIndex++;
      const after = next.exec(text)?.[0] ?? "";
      if (isValue(prev) || isValue(after)) return at + 1;
    }
    prev = m[0];
  }
  return 0;
}

const isValue = (cell: string): boolean => NUMERIC_TOKEN.test(cell) || ROW_TIME.test(cell);

/**
 * What a line given to a format's cutter is beside its output, once the format is known (the engine asks for every
 * line): `-1` a line to read; `0` a comment or Markdown heading the format does not print (`# K : 1024 bytes`,
 * `### Second run`, a root prompt's `# ls`), read as a blank line; a column `n > 0` where rows or columns were elided
 * (`...`, also behind a comment's `#`), an error there and the line not read. A `#` line is the format's own when its extract signature claims the
 * line and would not claim it without the `#` (autocannon's `# of samples: 2`, pidstat's `# Time  UID  PID`): a
 * format's damaged line stays its error, never a comment.
 */
export class Asides {
  constructor(private readonly signature: Pick<ExtractSignature, "start" | "body" | "splitBefore"> | undefined) {}

  of(text: string): number {
    const n = text.length;
    if (n === 0) return -1;
    let k = 0;
    let c = text.charCodeAt(0);
    while ((c === 32 || c === 9) && ++k < n) c = text.charCodeAt(k);
    if (c === 35) return this.hashLine(text);
    const at = elisionAt(text);
    return at > 0 ? at : -1;
  }

  /** `of` for a line that starts with `#`, once per distinct line: pidstat -h prints its `# Time UID PID ...` header every sample. */
  private readonly hashLine = memoized((text: string): number => {
    const note = NOTE.exec(text);
    if (note === null || this.owns(text)) return -1;
    // an elision mark alone behind the `#` (`# ...`: rows left out of a commented copy) is still rows left out
    const after = text.slice(note[0].length);
    return after.length <= ELISION_CHARS && ELISION_LINE.test(after) ? note[0].length + after.length - after.trimStart().length + 1 : 0;
  });

  /**
   * Whether the format prints this `#` line: its signature's lines, or where they begin (`splitBefore`), so that a
   * damaged `# of samples: ?` stays autocannon's, and its error.
   */
  private owns(text: string): boolean {
    const sig = this.signature;
    if (sig === undefined) return false;
    const claims = (t: string): boolean => anyLine(sig.start, t, undefined) || anyLine(sig.body, t, undefined) || anyLine(sig.splitBefore, t, undefined);
    return claims(text) && !claims(text.replace(/#/g, " "));
  }
}

/** The error of rows or columns left out (Asides.of), placed in the user's text. */
export function elisionError(format: string, source: string | undefined, text: string, line: number, column: number, repaired: PastedLine | undefined): ParseError {
  const at = column + (repaired?.indent ?? 0);
  const input = repaired?.input ?? text;
  return new ParseError({
    format,
    source,
    line,
    column: at,
    excerpt: caretExcerpt(input, at),
    message: "part of the output was left out here (an ellipsis): this line is not read, and what was left out is not known",
  });
}

/** The command a line runs (`$ free -m`): a prompt or a program word in front, never a row of numbers. */
export function commandOf(text: string, line: number): CommandLine | undefined {
  let k = 0;
  while (k < text.length && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k++;
  if (k === text.length || text.length >= 4096) return undefined;
  const c = text.charCodeAt(k);
  if (c >= 48 && c <= 57) return undefined;
  return hasProgramWord(text) ? parseCommandLine(text, line) : undefined;
}

/**
 * A line copied with the output that no tool prints, read as a blank line (after the margin is taken off): a
 * Markdown code fence (`` ``` ``, `` ```console ``, `~~~`) and a shell prompt with no command or a command that
 * prints no format here (`$ `, `user@host:~$ exit`, `[root@host ~]# `, `(venv) me@box %`, `C:\xampp\apache\bin>`,
 * `PS C:\> `, `bash-5.1# `), as terminal logs end; sudo's password prompt, and the shell's `time` lines (`real
 * 0m10.021s`). A prompt before a known program's command is a command line (isCommandLine), not context. `# ` and
 * `> ` alone are not prompts here: they are comment and quote marks.
 *
 * @example
 * isContextLine("```bash")                //=> true
 * isContextLine("user@host:~$ exit")      //=> true
 * isContextLine("user@host:~$ free -m")   //=> false (a command line)
 * isContextLine("Mem:  1000  500")        //=> false
 */
export function isContextLine(text: string): boolean {
  return mayBeContext(text) && CONTEXT_LINE.test(text) && !isCommandLine(text);
}

/** isContextLine's lines, from their first character (a blank before it is the margin's, taken off before). */
const CONTEXT_LINE =
  /^(?:`{3,}[^`]*|~{3,}[^~]*|(?:\([^)\s]{1,40}\)\s*)?(?:\$|[\w.-]+@[\w.-]+(?:[: ]\s?[^\s#$%]*)?\s?[#$%]|\[[^\]\n]{1,80}\]\s?[#$]|bash-\d[\d.]*[#$])(?=\s|$).*|(?:PS )?[A-Za-z]:\\[^>\n]{0,200}>.*|\[sudo\] password for [^:\n]{1,64}:.*|(?:real|user|sys)\s+\d+m\d+(?:[.,]\d+)?s)$/;

/**
 * Whether a line can be a context line, from its first word, looked at by hand: most lines of a long log go no
 * further. A fence, `$`, `(venv)` or `[...]` first; else a word followed by `@` (`user@host`), `#` or `$`
 * (`bash-5.1#`), `:` after one letter (`C:\`), or one of `PS`, `real`, `user`, `sys` and a blank.
 */
function mayBeContext(text: string): boolean {
  const c = text.charCodeAt(0);
  // ` ~ $ ( [
  if (c === 96 || c === 126 || c === 36 || c === 40 || c === 91) return true;
  if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) return false;
  let i = 1;
  while (i < text.length && isNameChar(text.charCodeAt(i))) i++;
  const d = text.charCodeAt(i);
  // @ # $
  if (d === 64 || d === 35 || d === 36) return true;
  if (d === 58) return i === 1;
  if (d !== 32 && d !== 9) return false;
  return i === 2 ? text.startsWith("PS") : i === 3 ? text.startsWith("sys") : i === 4 && (text.startsWith("real") || text.startsWith("user"));
}

/**
 * A line of prose copied with the output (`Here are the results of the run:`, `That is all for today.`): words
 * separated by single blanks, starting with a letter at the line's start, at least three words, two of them plain
 * words of letters and at most one with a digit (`Tasks: 1 total, 0 running` is top's); or a label of one or two
 * words and a colon that opens nothing, the `next` line blank (`Results:` before a code fence, which the paste stage
 * read as a blank line; `Mem:` above free's Swap row is not one).
 * Tool output aligns its columns with runs of blanks or tabs, and indents its section titles (wrk's
 * `  Latency Distribution (HdrHistogram - Recorded Latency)`: damaged, it must stay an error, not vanish); the engine
 * asks this only of a line a format has rejected, and reads it as a blank line when no format recognises it either.
 *
 * @example
 * isProseLine("Here are the results of the run:") //=> true
 * isProseLine("Mem:  1000  500")                  //=> false (runs of blanks: a table)
 * isProseLine("Killed")                            //=> false (one word)
 * isProseLine("  Latency Distribution (x - y)")    //=> false (indented: a tool's line)
 * isProseLine("Results:", "")                      //=> true
 * isProseLine("Mem:", "Swap:  0  0  0")             //=> false
 */
export function isProseLine(text: string, next?: string): boolean {
  const t = text.trimEnd();
  if (t.length > 200 || !/^\p{L}/u.test(t) || /\s\s|\t/.test(t)) return false;
  const words = t.split(" ");
  // a label that opens nothing: `Results:` before a code fence (read as a blank line before it gets here)
  if (words.length <= 2 && next !== undefined && next.trim() === "" && LABEL.test(t)) return true;
  return words.length >= 3 && words.every((w) => PROSE_WORD.test(w)) && words.filter((w) => PLAIN_WORD.test(w)).length >= 2 && words.filter((w) => /\d/.test(w)).length <= 1;
}
const PROSE_WORD = /^[\p{L}\p{N}'’"(),.:;!?/-]+$/u;

const PLAIN_WORD = /^\p{L}+[,.:;!?]?$/u;

/** A letter, a digit, `_`, `.` or `-`: what a user or host name (or `bash-5.1`) is made of. */
const isNameChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45;

/** A line that runs a program (`$ free -m`), looked at only while the margin is settled. */
function isCommand(text: string): boolean {
  return text.length < 4096 && hasProgramWord(text) && isCommandLine(text);
}

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  // never end inside a mark: `> ` and `>` share `>`, `- ` and `-x` share nothing
  return MARGIN.exec(a.slice(0, i))![0].length === i ? a.slice(0, i) : MARGIN.exec(a.slice(0, i))![0];
}

/**
 * A text as the paste stage gives it to the formats, its command lines blank and its elisions (`...`) left out: what
 * the public `detect` reads, so that it agrees with what parse detects. Line ends as the engine reads them (a CR alone ends lines when the text has no LF).
 *
 * @example
 * repairText("> Mem:  1 2 3\n> Swap: 0 0 0\n") //=> "Mem:  1 2 3\nSwap: 0 0 0\n"
 */
export function repairText(text: string): string {
  const lines = text.split(text.includes("\n") || !text.includes("\r") ? /\r*\n/ : /\r\n?/);
  const paste = new Paste();
  const out: PastedLine[] = [];
  lines.forEach((line, i) => paste.take(line, i + 1, out));
  paste.end(out);
  return out.flatMap((l) => (l.command ? [""] : elisionAt(l.text) > 0 ? [] : [l.text])).join("\n");
}
