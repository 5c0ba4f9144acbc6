/**
 * Paste damage undone before any format sees the text, line by line, for the engine (src/api/engine.ts): a margin
 * every line shares (indentation of a Markdown code block or a quoted mail, `> ` quote marks, `# ` or ` * ` comment
 * prefixes, `- ` bullets), a blank line after every line (double-spaced copies), zero-width characters, and shell
 * prompts with their command (`$ free -m`), kept aside with what they say. What the margin and the doubling are is
 * settled from the first lines; each line remembers where it came from, so that errors point at the user's text.
 *
 * @example
 * const paste = new Paste();
 * const out: PastedLine[] = [];
 * ["    Mem:  1 2 3", "", "    Swap: 0 0 0"].forEach((t, i) => paste.take(t, i + 1, out));
 * paste.end(out);
 * out.map((l) => l.text) //=> ["Mem:  1 2 3", "", "Swap: 0 0 0"]  (a margin of 4 blanks; not double-spaced: 2 lines)
 */
import { hasProgramWord, isCommandLine, parseCommandLine, type CommandLine } from "../extract/commands.js";

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
export const HAS_STRAY = /[\u200b-\u200d\u2060\ufeff\u00a0]/;
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
  /** Doubled mode: blank lines since the last non-blank line, and the line number of the first. */
  private pendingBlank = 0;
  private pendingLine = 0;

  /** Settled with nothing to repair: each later line is the input's line as it is (the engine reads it itself). */
  get passthrough(): boolean {
    return this.settled && this.margin === "" && !this.doubled;
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
    return out;
  }

  /**
   * Takes the input's next line; pushes the lines that are settled to `out`. `stray: false` when the caller knows
   * the line holds no zero-width or no-break space (the engine looks once per chunk).
   */
  take(text: string, line: number, out: PastedLine[], stray = true): void {
    if (stray && HAS_STRAY.test(text)) text = unstray(text);
    if (this.settled) {
      this.give(text, line, out);
      return;
    }
    this.held.push({ text, line });
    if (!EMPTY.test(text)) {
      // (a command line, often pasted at the left of indented output, has no say in the margin, nor has a fence or
      // a prompt, at whatever indentation)
      const m = MARGIN.exec(text)![0];
      if (!isCommand(text) && !isContextLine(text.slice(m.length))) {
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
  }

  private settle(out: PastedLine[]): void {
    this.settled = true;
    // A margin of blanks only: kept when every line has it (a code block); quote or comment marks likewise.
    this.margin = this.candidate ?? "";
    this.marks = /[^ \t]/.test(this.margin);
    // Double-spaced: the first lines each followed by an odd number of blank lines; a short text (free prints 3
    // lines) also with one after its last line (atopsar's host line, banner and a header have one blank between each).
    this.doubled = !this.evenGap && (this.seen >= 4 || (this.seen === 3 && this.blanks % 2 === 1));
    const held = this.held;
    this.held = [];
    for (const h of held) this.give(h.text, h.line, out);
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
 * words of letters and at most one with a digit (`Tasks: 1 total, 0 running` is top's).
 * Tool output aligns its columns with runs of blanks or tabs, and indents its section titles (wrk's
 * `  Latency Distribution (HdrHistogram - Recorded Latency)`: damaged, it must stay an error, not vanish); the engine
 * asks this only of a line a format has rejected, and reads it as a blank line when no format recognises it either.
 *
 * @example
 * isProseLine("Here are the results of the run:") //=> true
 * isProseLine("Mem:  1000  500")                  //=> false (runs of blanks: a table)
 * isProseLine("Killed")                            //=> false (one word)
 * isProseLine("  Latency Distribution (x - y)")    //=> false (indented: a tool's line)
 */
export function isProseLine(text: string): boolean {
  const t = text.trimEnd();
  if (t.length > 200 || !/^\p{L}/u.test(t) || /\s\s|\t/.test(t)) return false;
  const words = t.split(" ");
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
 * A text as the paste stage gives it to the formats, its command lines blank: what the public `detect` reads, so that
 * it agrees with what parse detects. Line ends as the engine reads them (a CR alone ends lines when the text has no LF).
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
  return out.map((l) => (l.command ? "" : l.text)).join("\n");
}
