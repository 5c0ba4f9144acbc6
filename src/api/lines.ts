/**
 * The input's lines, from text given in chunks of any size: one rule for every input and every chunking (the engine
 * reads its lines here; prepareText and so detect() read them the same way).
 * - A LF ends a line, and so do CR LF and CR CR LF (a file converted twice).
 * - A CR not followed by a LF (a lone CR) ends a line, but in a terminal's line: a line that follows a LF and whose
 *   first lone CR comes before any text (after blanks, or a quote or comment mark a copy put before the line). There
 *   each lone CR is a carriage return that a progress display printed, and stays in the line up to its LF: ab 1.3
 *   clears its progress dots with `\r`, blanks and `\r` before `Server Software:`; bombardier redraws its bar after
 *   `\r`. So an old Mac file (`a\r\rb` is three lines), and a part of a file whose lines end in CR alone after lines
 *   that end in LF (a fence or a prompt line before a copied report), are read line by line.
 * - A byte-order mark as the first character is taken off.
 * The rule looks at most at what follows a run of CRs, so that a chunk ending in CRs waits for the next one.
 */

/** What the lines go to. */
export interface LineSink {
  /**
   * A line, without its line end. `chunk`: the chunk whose text from `from` to `to` the line is exactly, with a LF at
   * `to` (not CR LF), when it is; else undefined.
   */
  line(text: string, chunk: string | undefined, from: number, to: number): void;
  /** A line longer than the limit: it is skipped (its text is not given). */
  tooLong(): void;
}

const CR = 13;
const LF = 10;
/** Text on a line, before its first lone CR: a character other than a blank or a mark a copy puts before lines. */
const TEXT = /[^ \t\u00a0\r>#*|]/;

/** The line being read: one after a LF, and so far without a lone CR; a terminal's line; one after a lone CR. */
const AFTER_LF = 0;
const TERMINAL = 1;
const AFTER_CR = 2;
const TRAILING_CR = /\r+$/;

export class LineSplitter {
  /** The unfinished last line, in parts. */
  private partial: string[] = [];
  private partialChars = 0;
  /** Whether the unfinished line holds no text so far (see TEXT). */
  private blank = true;
  /** What the line being read is (AFTER_LF...); the first line is read as one after a lone CR. */
  private kind = AFTER_CR;
  /** CRs that ended the last chunk: what follows them (a LF, or not) is in the next one. */
  private pendingCRs = 0;
  /** Skipping the rest of a line too long to read (reported when it passed the limit). */
  private dropping = false;
  private started = false;
  /** The last character read (a line end, or not: whether the input ended with one). */
  lastChar = "";
  /** True while the input's last line, which no line end ended, is given (from end()). */
  unended = false;

  constructor(
    private readonly sink: LineSink,
    private readonly maxLine = Infinity,
  ) {}

  /** Whether the text read so far ends at a line end, with no part of a line or CR held back. */
  get atLineEnd(): boolean {
    return this.partialChars === 0 && this.pendingCRs === 0 && !this.dropping;
  }

  push(chunk: string): void {
    if (!this.started) {
      if (chunk.length === 0) return;
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    const n = chunk.length;
    if (n === 0) return;
    this.lastChar = chunk[n - 1]!;
    let from = 0;
    if (this.pendingCRs > 0) {
      // the CRs that ended the last chunk, and any that begin this one: one run
      while (from < n && chunk.charCodeAt(from) === CR) from++;
      if (from === n) {
        this.pendingCRs += n;
        return;
      }
      const count = this.pendingCRs + from;
      this.pendingCRs = 0;
      if (chunk.charCodeAt(from) === LF) {
        this.end1("", undefined, 0, 0);
        this.kind = AFTER_LF;
        from++;
      } else this.loneCRs("", count);
    }
    let nl = chunk.indexOf("\n", from);
    let cr = chunk.indexOf("\r", from);
    while (from < n) {
      if (nl !== -1 && nl < from) nl = chunk.indexOf("\n", from);
      if (cr !== -1 && cr < from) cr = chunk.indexOf("\r", from);
      if (cr === -1 || (nl !== -1 && nl < cr)) {
        if (nl === -1) break;
        this.end1(chunk, chunk, from, nl);
        this.kind = AFTER_LF;
        from = nl + 1;
        continue;
      }
      // a CR before any LF: how many, and what follows them
      let k = cr + 1;
      while (k < n && chunk.charCodeAt(k) === CR) k++;
      if (k === n) {
        this.keep(chunk, from, cr);
        this.pendingCRs = k - cr;
        return;
      }
      if (chunk.charCodeAt(k) === LF) {
        this.end1(chunk, undefined, from, cr);
        this.kind = AFTER_LF;
        from = k + 1;
        continue;
      }
      this.keep(chunk, from, cr);
      this.loneCRs(chunk, k - cr);
      from = k;
    }
    if (from < n) this.keep(chunk, from, n);
  }

  /** The input has ended: the last line, if any. Returns whether the input ended with a line end. */
  end(): boolean {
    if (this.pendingCRs > 0) {
      const count = this.pendingCRs;
      this.pendingCRs = 0;
      this.loneCRs("", count);
    }
    if (this.dropping) {
      this.dropping = false;
      return false;
    }
    if (this.partial.length === 0) return true;
    let line = this.partial.join("");
    this.partial = [];
    this.partialChars = 0;
    // (a terminal's CR kept in a blank line, last in the input)
    if (line.charCodeAt(line.length - 1) === CR) line = line.replace(TRAILING_CR, "");
    this.unended = true;
    try {
      this.sink.line(line, undefined, 0, 0);
    } finally {
      this.unended = false;
    }
    return false;
  }

  /** `count` CRs not followed by a LF, after the unfinished line (see the rule above). */
  private loneCRs(chunk: string, count: number): void {
    if (this.kind === AFTER_LF && this.blank && !this.dropping) this.kind = TERMINAL;
    if (this.kind === TERMINAL) {
      // a terminal's carriage returns: kept in the line
      this.keep("\r".repeat(count), 0, count);
      return;
    }
    this.end1(chunk, undefined, 0, 0);
    for (let i = 1; i < count; i++) this.end1("", undefined, 0, 0);
    this.kind = AFTER_CR;
  }

  /** Ends the unfinished line with chunk's text from `from` to `to`; `exact`: the chunk, when a LF follows it there. */
  private end1(chunk: string, exact: string | undefined, from: number, to: number): void {
    let text: string;
    if (this.partial.length > 0) {
      if (from < to) this.partial.push(chunk.slice(from, to));
      text = this.partial.join("");
      this.partial = [];
      this.partialChars = 0;
      exact = undefined;
    } else text = from < to ? chunk.slice(from, to) : "";
    this.blank = true;
    if (this.dropping) {
      this.dropping = false;
      return;
    }
    if (text.length > this.maxLine) {
      this.sink.tooLong();
      return;
    }
    this.sink.line(text, exact, from, to);
  }

  /** Keeps chunk's text from `from` to `to` as part of the unfinished line. */
  private keep(chunk: string, from: number, to: number): void {
    if (from >= to || this.dropping) return;
    const part = from === 0 && to === chunk.length ? chunk : chunk.slice(from, to);
    if (this.blank && TEXT.test(part)) this.blank = false;
    this.partial.push(part);
    this.partialChars += part.length;
    if (this.partialChars > this.maxLine) {
      this.partial = [];
      this.partialChars = 0;
      this.dropping = true;
      this.blank = false;
      this.sink.tooLong();
    }
  }
}
