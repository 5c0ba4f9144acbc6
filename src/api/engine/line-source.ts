/**
 * The line source: the input's lines, from chunks of any size (src/api/lines.ts), with ANSI colour codes taken off
 * and through the paste stage (src/api/paste.ts: margins, stray characters, fences, prompts and command lines), each
 * numbered as in the input. A line of a long log that needs no repair goes on as it is, without an object per line,
 * and while it is one chunk's text unchanged the source says where in the chunk (lineChunk), so that a piece can be
 * a slice of the chunk and not its lines joined again.
 */
import type { CommandLine } from "../command-line.js";
import { LineSplitter } from "../lines.js";
import { commandOf, hasStray, isContextLine, mayBeRepaired, Paste, unstray, type PastedLine } from "../paste.js";

const ANSI_SGR = /\x1b\[[0-9;]*m/g;

/** Where the line source's lines go (the engine). */
export interface SourceSink {
  /** Whether an error ended the input (nothing more is read). */
  isDead(): boolean;
  /** A line as the formats read it, its line number in the input, its repair (a margin taken off), its command. */
  take(text: string, line: number, repaired: PastedLine | undefined, command: CommandLine | undefined, out: unknown[]): void;
  /** Whether a line may hold a command line that matters (see Engine.mayBeCommand). */
  mayBeCommand(line: string): boolean;
  /** Input line `line` is longer than the limit: skipped. */
  longLine(line: number, out: unknown[]): void;
  /** The input cannot be read as text (`message` says why): an error that ends it. */
  unreadable(message: string, out: unknown[]): void;
}

export class LineSource {
  /** The input's lines (src/api/lines.ts), given to readLine, or to the sink's longLine when too long. */
  private readonly lines: LineSplitter;
  /** Where push and end put what is complete (the lines' callbacks put it there too). */
  private out: unknown[] = [];
  /** Whether the chunk being read holds an ESC (an ANSI colour code may be in its lines). */
  private ansi = true;
  /** Whether the chunk being read holds a zero-width character or a no-break space (or the line was pieced together). */
  private stray = true;
  /** Whether the line being read is not one chunk's text (the chunk's `ansi` and `stray` do not tell). */
  private lineJoined = false;
  private readonly paste = new Paste();
  /** Scratch list for what the paste stage gives. */
  private pasted: PastedLine[] = [];
  /** The last line looked at for a command line that holds none (a series' header, `total used free`, repeats). */
  private notCommand = "";

  /** Lines of the input read so far (the numbers errors are placed by). */
  inputLines = 0;
  /** The input line number of the input's last line when no line end ended it (see Engine.flush), else 0. */
  unendedLine = 0;
  /** The input's first line. */
  firstLine: string | undefined;
  /**
   * The line being read, when it is its chunk's text from lineFrom to lineTo exactly (a LF at lineTo): the chunk,
   * else undefined (the engine sets it undefined when it gives lines read before).
   */
  lineChunk: string | undefined;
  /** Which chunk lineChunk is (counted: two chunks may hold the same text). */
  chunkNo = 0;
  lineFrom = 0;
  lineTo = 0;

  constructor(
    private readonly sink: SourceSink,
    maxLine: number,
  ) {
    this.lines = new LineSplitter({ line: (text, chunk, from, to) => this.readLine(text, chunk, from, to), tooLong: () => this.sink.longLine(++this.inputLines, this.out) }, maxLine);
  }

  /** Whether the text read so far ends at a line end. */
  get atLineEnd(): boolean {
    return this.lines.atLineEnd;
  }

  /** Reads a chunk of text (not empty); its lines go to the sink, which puts what is complete in `out`. */
  push(chunk: string, out: unknown[]): void {
    this.chunkNo++;
    // ANSI colour codes, zero-width characters and no-break spaces: looked for in a line only when its chunk holds
    // one (or the line is not one chunk's text)
    this.ansi = chunk.includes("\x1b");
    this.stray = hasStray(chunk);
    this.out = out;
    this.lines.push(chunk);
  }

  /** The input has ended: its last line, and what the paste stage held back, go to the sink. */
  end(out: unknown[]): void {
    this.out = out;
    this.lines.end();
    if (this.sink.isDead()) return;
    this.paste.end(this.pasted);
    this.takePasted(out);
  }

  /** A line from the splitter; `chunk`: the chunk it is the text of, from `from` to `to` (see LineSink). */
  private readLine(text: string, chunk: string | undefined, from: number, to: number): void {
    if (this.sink.isDead()) return;
    if (this.lines.unended) this.unendedLine = this.inputLines + 1;
    this.lineJoined = chunk === undefined;
    const read = (this.ansi || chunk === undefined) && text.includes("\x1b[") ? text.replace(ANSI_SGR, "") : text;
    // the chunk's text as it is: nothing was taken off
    this.lineChunk = chunk !== undefined && read.length === text.length ? chunk : undefined;
    this.lineFrom = from;
    this.lineTo = to;
    this.line(read, this.out);
  }

  /** One line of the input: through the paste stage, then to the sink. */
  private line(line: string, out: unknown[]): void {
    const n = ++this.inputLines;
    if (n === 1 && line.length >= 16 && readAsBytes(line)) {
      this.sink.unreadable("the input is UTF-16 text read one byte per character (a NUL between the characters): pass its bytes (a Buffer or Uint8Array), which are decoded, or decode them as UTF-16", out);
      return;
    }
    this.firstLine ??= line;
    if (this.paste.passthrough && !mayBeRepaired(line)) {
      // nothing to repair: the line as it is, without an object per line (most lines of a long log)
      if ((this.stray || this.lineJoined) && hasStray(line)) {
        line = unstray(line);
        this.lineChunk = undefined;
      }
      let command: CommandLine | undefined;
      if (this.sink.mayBeCommand(line) && line !== this.notCommand) {
        command = commandOf(line, n);
        // (what commandOf finds depends on the text alone)
        if (command === undefined) this.notCommand = line;
      }
      // a fence or a bare prompt copied with the output: a blank line
      if (command === undefined && isContextLine(line)) {
        line = "";
        this.lineChunk = undefined;
      }
      this.sink.take(line, n, undefined, command, out);
      return;
    }
    this.lineChunk = undefined;
    this.paste.take(line, n, this.pasted, this.stray || this.lineJoined);
    this.takePasted(out);
  }

  private takePasted(out: unknown[]): void {
    const lines = this.pasted;
    if (lines.length === 0) return;
    // (the paste stage's lines are never slices of a chunk here)
    this.lineChunk = undefined;
    // (one list, emptied after each line: most lines give one pasted line)
    for (let i = 0; i < lines.length; i++) {
      const p = lines[i]!;
      if (this.sink.isDead()) break;
      this.sink.take(p.text, p.line, p.indent > 0 ? p : undefined, p.command, out);
    }
    lines.length = 0;
  }
}

/**
 * Whether a first line is UTF-16 text decoded one byte per character (as UTF-8 or Latin-1): after what its
 * byte-order mark became, most characters of its first 32 are NUL every other one (src/api/decode.ts reads the bytes).
 */
function readAsBytes(line: string): boolean {
  const from = /^(?:\ufffd\ufffd|\u00ff\u00fe|\u00fe\u00ff)/.test(line) ? 2 : 0;
  const n = Math.min(line.length - from, 32) & ~1;
  let even = 0;
  let odd = 0;
  for (let i = from; i < from + n; i += 2) {
    if (line.charCodeAt(i) === 0) even++;
    if (line.charCodeAt(i + 1) === 0) odd++;
  }
  const pairs = n / 2;
  return pairs >= 7 && Math.max(even, odd) * 4 >= pairs * 3 && Math.min(even, odd) * 4 <= pairs;
}
