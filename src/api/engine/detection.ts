/**
 * Detection: which format the first lines of the input are (Detector), and, when the format was forced, what those
 * lines look like instead when it fails on them (Head: `--format ab` on a free table).
 */
import type { FormatName } from "../../formats/index.js";
import { ParseError } from "../../kit/errors.js";
import { scoreAll, type Detection } from "../detect.js";
import { elisionAt, type PastedLine } from "../paste.js";
import { countAtMost } from "../../normalize/count-at-most.js";

/** How many characters of the first lines detection may wait for before it decides on what it has. */
export const DETECT_CHARS = 64 * 1024;
/** A detection this sure, with no other format as sure, decides at once (a live pipe need not wait for 64 KiB). */
const CONFIDENT = 0.9;
/** Detection is tried after each of the first lines, then each time the lines read double in size. */
const DETECT_EACH_LINE = 64;

/** The lines read before the format is known, and when they settle it. */
export class Detector {
  private pending: PastedLine[] = [];
  private pendingChars = 0;
  private nextDetectAt = 0;

  /** Holds a line read before the format is known; whether detection is to be tried now. */
  add(line: PastedLine): boolean {
    this.pending.push(line);
    this.pendingChars += line.text.length + 1;
    return this.pending.length <= DETECT_EACH_LINE || this.pendingChars >= this.nextDetectAt;
  }

  /**
   * The format the lines read so far settle (`final`: the input has ended, decide on what there is): the best
   * detection; undefined when no format recognises them; "wait" for more lines.
   */
  decide(final: boolean, sawText: boolean): Detection | undefined | "wait" {
    if (this.pendingChars >= this.nextDetectAt) this.nextDetectAt = Math.max(2 * this.pendingChars, 1024);
    if (!sawText && !final) return "wait";
    // command lines (`$ free -m`) are context, not output; lines that stand for rows left out (`...`) are not there
    const sample = `${this.pending.flatMap((p) => (p.command ? [""] : elisionAt(p.text) > 0 ? [] : [p.text])).join("\n")}\n`;
    const found = scoreAll(sample);
    const best = found[0];
    const settled = best !== undefined && best.confidence >= CONFIDENT && (found[1] === undefined || found[1].confidence < best.confidence);
    if (!final && !settled && this.pendingChars < DETECT_CHARS) return "wait";
    return best;
  }

  /** The lines held, as text (for the error when no format recognises them). */
  text(): string {
    return this.pending.map((p) => p.text).join("\n");
  }

  /** The lines held, given up (to be cut once the format is chosen). */
  take(): PastedLine[] {
    const lines = this.pending;
    this.pending = [];
    this.pendingChars = 0;
    return lines;
  }
}

/** The first lines of an input whose format was forced (up to DETECT_CHARS), for the hint of a format that fails. */
export class Head {
  private readonly head: string[] = [];
  private chars = 0;
  /** Each head line's input line number, and the characters of the head up to and including it. */
  private readonly lines: number[] = [];
  private readonly ends: number[] = [];
  /** What the head looks like, by the number of its first lines scored (see looksLike). */
  private readonly scores = new Map<number, Detection | undefined>();

  /** A line of the input (`line`: its number), kept while the head holds less than DETECT_CHARS. */
  add(text: string, line: number): void {
    if (this.chars >= DETECT_CHARS) return;
    this.head.push(text);
    this.chars += text.length + 1;
    this.lines.push(line);
    this.ends.push(this.chars);
  }

  /**
   * When a forced format fails, say what the text looks like instead (`--format ab` on a free table). `format`: the
   * forced one; `text`: the text that failed, scored when no head line was read; `nothingRead`: the format has read
   * nothing of the text, which is then said to be another format's, in one message.
   */
  hint(err: ParseError, format: FormatName | undefined, text: string, upToLine: number, nothingRead: boolean): ParseError {
    const best = this.head.length > 0 ? this.looksLike(upToLine) : scoreAll(text)[0];
    if (!best || best.format === format || best.confidence < 0.5) return err;
    const advice = `leave out --format to read it as that`;
    const none = err.reason === `no ${err.format} output found`;
    return new ParseError({
      format: err.format,
      variant: err.variant,
      source: err.source,
      message: !nothingRead
        ? `${err.reason} (the text looks like ${best.format} output; ${advice})`
        : `${none ? err.reason : `this is not ${err.format} output (${err.reason})`}: the text looks like ${best.format} output; ${advice}`,
      line: err.line,
      column: err.column,
      excerpt: err.excerpt,
      expected: err.expected,
    });
  }

  /**
   * What the first lines of the input, up to input line `upToLine` (the end of the piece that failed), look like.
   * Scored on the first of them whose size is a power of two (at least 1 KiB) and cached by that: at most 17
   * scorings per input, however many pieces fail (scoring the whole head for each error was quadratic), and the
   * same lines whatever the chunking, since a piece's lines do not depend on it.
   */
  private looksLike(upToLine: number): Detection | undefined {
    const lines = this.lines;
    const ends = this.ends;
    // the head lines up to upToLine, then those within the largest power of two of their size
    let n = lines.length;
    if (upToLine < lines[n - 1]!) n = countAtMost(lines, upToLine);
    if (n === 0) n = 1;
    let limit = 1024;
    while (limit * 2 <= ends[n - 1]!) limit *= 2;
    const k = Math.max(1, Math.min(n, countAtMost(ends, limit)));
    if (!this.scores.has(k)) this.scores.set(k, scoreAll(`${this.head.slice(0, k).join("\n")}\n`)[0]);
    return this.scores.get(k);
  }
}

