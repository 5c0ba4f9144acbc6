/**
 * The one engine behind parse, safeParse, parsePartial, parseStream and the CLI. Text goes in as chunks of any size
 * (one chunk for parse()); the engine splits lines once, picks the format from the first lines, cuts the lines into
 * pieces (a top frame, an ab run, a free block, a stub_status sample, a sar section...) with the format's cutter
 * (FormatDefinition.stream) and parses each piece as soon as it is complete, carrying the format's state from piece
 * to piece. Before detection and cutting, the paste stage (src/api/paste.ts) undoes what copy and paste did to the
 * lines; errors are placed back at the input's lines and columns (Placement). Whatever the chunking, the pieces and
 * so the records and errors are the same; the one exception is a "may end" line (Cut.mayEnd), where a piece is cut
 * only when no more input is at hand (a live pipe) and pieces are otherwise parsed in batches, and the formats that
 * declare one give the same records and errors, in the same order, either way (test/engine.test.ts checks this over
 * every sample).
 */
import { formatNames, getFormat, isFormatName, type FormatName } from "../formats/index.js";
import { Cut, type ContextOptions, type FormatDefinition, type StreamCutter } from "../formats/types.js";
import { scoreAll } from "./detect.js";
import { caretExcerpt, ParseError } from "./errors.js";
import { parseFormat } from "./parse-format.js";
import { parseCommandLine, type CommandLine } from "../extract/commands.js";
import { commandOf, HAS_STRAY, isContextLine, isProseLine, Paste, unstray, type PastedLine } from "./paste.js";

export interface EngineOptions extends ContextOptions {
  /** The largest piece held in memory before it is reported as an error (default 32 MiB of text). */
  maxUnitChars?: number;
  /** The longest line read (default 16 MiB): a longer one is a located error, skipped to its end. */
  maxLineChars?: number;
}

/** An error item: a piece of the input that could not be read, and where. */
export class ErrorItem {
  readonly ok = false as const;
  constructor(
    readonly error: ParseError,
    /** The text of the piece (cut to 4 KiB). */
    readonly text: string,
  ) {}
}

/** How many characters of the first lines detection may wait for before it decides on what it has. */
export const DETECT_CHARS = 64 * 1024;
/** A detection this sure, with no other format as sure, decides at once (a live pipe need not wait for 64 KiB). */
const CONFIDENT = 0.9;
/** Detection is tried after each of the first lines, then each time the lines read double in size. */
const DETECT_EACH_LINE = 64;
/** How many damaged paragraphs of one piece are set aside (and the rest parsed again) before the piece is given up. */
const MAX_SKIPPED_PARTS = 100;
/** How many lines of prose an input may hold (read as blank lines, see parsePiece); after them, each is an error,
 * so that a long text that is not the format's stops at its first error, as before. */
const MAX_PROSE_LINES = 16;
/** A batch of pieces (Cut.mayEnd) is parsed once it holds this many characters. */
const BATCH_CHARS = 64 * 1024;

const ANSI_SGR = /\x1b\[[0-9;]*m/g;
const TRAILING_CR = /\r+$/;

export class Engine {
  private format: FormatName | undefined;
  private cutter: StreamCutter | undefined;
  private command: FormatDefinition["command"];
  /** The names and aliases of the chosen format's programs (see mayBeCommand), when the engine reads their command lines. */
  private programNames: RegExp | undefined;
  /** The last line looked at for a command line that holds none (a series' header, `total used free`, repeats). */
  private notCommand = "";
  private lineDamage = false;
  private readonly state: Record<string, unknown> = {};
  private readonly maxUnit: number;
  private readonly maxLine: number;
  /** Whether the first character (a byte-order mark) has been looked at. */
  private started = false;
  /** Set after an error that ends the input (no format could be chosen, or stopAtError). */
  private dead = false;
  private skipped = 0;
  /** Errors already said of replayed lines (line:column:reason), each said once. */
  private readonly replayErrors = new Set<string>();
  /** An error found before any input (an unknown forced format), given with the first output. */
  private initial: ErrorItem | undefined;

  // the unfinished last line; a CR at the end of a chunk, which a LF may follow in the next
  private partial: string[] = [];
  private partialChars = 0;
  private dropping = false;
  private pendingCR = false;
  private crUndecided = false;
  /** Whether a CR alone ends a line (decided at the input's first line end). */
  private crLines: boolean | undefined;
  private lastChar = "";

  private readonly paste = new Paste();
  /** Whether the chunk being read holds a zero-width character or a no-break space (or the line was pieced together). */
  private stray = true;
  private partialJoined = false;
  /** Lines of the input read so far (the numbers errors are placed by). */
  private inputLines = 0;
  /** Scratch list for what the paste stage gives. */
  private pasted: PastedLine[] = [];
  /** Options the command line pasted before the output implies (`$ free -m`), under the caller's. */
  private commandOptions: Record<string, unknown> | undefined;

  // lines read before the format is known
  private pending: PastedLine[] = [];
  private pendingChars = 0;
  private nextDetectAt = 0;
  /** The first lines, for the "looks like" hint of a forced format that fails. */
  private head: string[] | undefined;
  private headChars = 0;

  /** Characters of the lines given to the cutter so far (each with its line end): raw records' offsets. */
  private charNo = 0;
  private unitFirstChar = 0;
  private records = 0;
  private header: PastedLine[] = [];
  private headerFirstChar = 0;
  private headerGiven = false;
  /** Header lines read inside a piece: given before the pieces after it. */
  private laterHeader: PastedLine[] = [];
  private context: PastedLine[] = [];
  private unitContext: PastedLine[] = [];
  /** The current piece: its lines, their line numbers in the input, and the repaired ones by index. */
  private unit: string[] = [];
  private unitLines: number[] = [];
  private unitRepaired: Map<number, PastedLine> | undefined;
  private unitOptions: Record<string, unknown> | undefined;
  private unitChars = 0;
  private unitHasText = false;
  /**
   * The line being read, when it is its chunk's text from lineFrom to lineTo exactly (a LF at lineTo): the chunk,
   * else undefined. The current piece's lines, while they are one chunk's text from unitFrom to unitTo in order and
   * unchanged: that chunk, so that the piece is a slice of it and not its lines joined again (a copy of the input).
   */
  private lineChunk: string | undefined;
  /** Which chunk lineChunk and unitChunk are (counted: two chunks may hold the same text) */
  private chunkNo = 0;
  private unitChunkNo = 0;
  private lineFrom = 0;
  private lineTo = 0;
  private unitChunk: string | undefined;
  private unitFrom = 0;
  private unitTo = 0;
  /** unit.length after the last "may end" line, or -1. */
  private mayEnd = -1;
  /** unit.length after each "may end" line of the current piece: where a live pipe would have cut it. */
  private unitEnds: number[] = [];
  private parsedAny = false;
  /** The error of the first line of prose read as a blank line (parsePiece), said if the input gives no record. */
  private proseError: ParseError | undefined;
  private proseLines = 0;
  private erred = false;
  private sawText = false;
  private firstLine: string | undefined;

  constructor(
    private readonly options: EngineOptions,
    /** Stop at the first error (parse(), or a stream without continueOnError): nothing is read after it. */
    private readonly stopAtError = false,
  ) {
    this.maxUnit = options.maxUnitChars ?? 32 * 1024 * 1024;
    this.maxLine = options.maxLineChars ?? 16 * 1024 * 1024;
    if (options.format !== undefined) {
      if (!isFormatName(options.format)) {
        this.initial = new ErrorItem(new ParseError({ format: options.format, source: options.source, message: `unknown format "${options.format}"; known formats: ${formatNames.join(", ")}` }), "");
        this.dead = true;
      } else {
        this.choose(options.format);
        this.head = [];
      }
    }
  }

  /** Reads a chunk of text; records and error items that are complete are pushed to `out`. */
  push(chunk: string, out: unknown[]): void {
    this.takeInitial(out);
    if (this.dead || chunk.length === 0) return;
    if (!this.started) {
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      if (chunk.length === 0) return;
    }
    let from = 0;
    if (this.pendingCR) {
      // CR LF split between two chunks: one line end
      this.pendingCR = false;
      if (chunk.charCodeAt(0) === 10) from = 1;
    }
    this.chunkNo++;
    let cr = chunk.includes("\r");
    // (crUndecided: the input's first CR ended the last chunk; this chunk's first character decides)
    if (this.crLines === undefined && (cr || this.crUndecided)) {
      this.crUndecided = false;
      // The first line end says which ends the input uses: a CR alone (an old Mac file) makes every CR a line end;
      // after a LF, a CR inside a line is a terminal's carriage return (ab 1.3's progress) and stays in the line.
      if (this.partial.length > 0) {
        chunk = this.partial.join("") + chunk;
        this.partial = [];
        this.partialChars = 0;
        cr = true;
      }
      const r = chunk.indexOf("\r");
      const lf = chunk.indexOf("\n");
      if (lf !== -1 && lf < r) this.crLines = false;
      else {
        let k = r;
        while (k < chunk.length && chunk.charCodeAt(k) === 13) k++;
        if (k < chunk.length) this.crLines = chunk.charCodeAt(k) !== 10;
      }
      if (this.crLines === undefined) {
        // a CR last in the chunk, before any line end: the next chunk tells
        this.partial = [chunk];
        this.partialChars = chunk.length;
        this.lastChar = chunk[chunk.length - 1]!;
        this.crUndecided = true;
        return;
      }
    }
    // ANSI colour codes, zero-width characters and no-break spaces: looked for in the lines only when the chunk holds
    // one (or a line was pieced together); after the line-end decision, which may have put the text held back in front
    // of the chunk
    const ansi = chunk.includes("\x1b");
    this.stray = HAS_STRAY.test(chunk);
    while (from < chunk.length && !this.dead) {
      let end = chunk.indexOf("\n", from);
      let next = end + 1;
      if (cr && this.crLines === true) {
        const r = chunk.indexOf("\r", from);
        if (r !== -1 && (end === -1 || r < end)) {
          if (r + 1 === chunk.length) {
            // a CR last in the chunk: a line end, and a LF first in the next chunk belongs to it
            this.pendingCR = true;
            end = r;
            next = r + 1;
          } else {
            end = r;
            next = chunk.charCodeAt(r + 1) === 10 ? r + 2 : r + 1;
          }
        }
      }
      if (end === -1) break;
      const start = from;
      let line: string;
      let joined = false;
      if (this.partial.length > 0) {
        this.partial.push(chunk.slice(from, end));
        line = this.partial.join("");
        this.partial = [];
        this.partialChars = 0;
        joined = true;
      } else line = chunk.slice(from, end);
      // CR LF, or CR CR LF (a file converted twice): one line end
      if (line.charCodeAt(line.length - 1) === 13) line = line.replace(TRAILING_CR, "");
      from = next;
      if (this.dropping) {
        // the rest of a line too long to read (counted and reported when it passed the limit)
        this.dropping = false;
        continue;
      }
      if (line.length > this.maxLine) {
        this.longLine(out);
        continue;
      }
      this.partialJoined = joined;
      const read = (ansi || joined) && line.includes("\x1b[") ? line.replace(ANSI_SGR, "") : line;
      // the chunk's text as it is: one LF ends it, nothing was taken off
      const exact = !joined && next === end + 1 && chunk.charCodeAt(end) === 10 && read.length === end - start;
      this.lineChunk = exact ? chunk : undefined;
      this.lineFrom = start;
      this.lineTo = end;
      this.line(read, out);
    }
    this.lastChar = chunk[chunk.length - 1]!;
    if (from < chunk.length && !this.dropping && !this.dead) {
      const rest = chunk.slice(from);
      this.partial.push(rest);
      this.partialChars += rest.length;
      if (this.partialChars > this.maxLine) {
        this.partial = [];
        this.partialChars = 0;
        this.longLine(out);
        this.dropping = true;
      }
    }
    // A live pipe: the input at hand ends after a line that may end a piece, so the piece is out now.
    if (this.mayEnd !== -1 && this.mayEnd === this.unit.length && this.partialChars === 0) this.flush(out, false);
  }

  /** The input has ended: the last piece (and anything held back) is pushed to `out`. */
  end(out: unknown[]): void {
    this.takeInitial(out);
    if (this.dead) return;
    if (this.partial.length > 0) {
      let line = this.partial.join("");
      this.partial = [];
      this.partialChars = 0;
      if (line.charCodeAt(line.length - 1) === 13) line = line.replace(TRAILING_CR, "");
      this.partialJoined = true;
      this.lineChunk = undefined;
      this.line(line.includes("\x1b[") ? line.replace(ANSI_SGR, "") : line, out);
    }
    if (this.dead) return;
    this.paste.end(this.pasted);
    this.takePasted(out);
    if (this.dead) return;
    if (this.format === undefined) {
      if (!this.sawText) {
        // (a line too long to read is not an empty input: it has been reported)
        if (!this.erred) this.fatal(this.emptyInput(), out);
        return;
      }
      this.detect(out, true);
      if (this.dead) return;
    }
    if (this.unitHasText) this.flush(out, true);
    else if (!this.parsedAny && this.header.length > 0) {
      // A file of header lines only: they are the piece.
      this.unit = this.header.map((p) => p.text);
      this.unitLines = this.header.map((p) => p.line);
      this.unitRepaired = new Map(this.header.flatMap((p, i) => (p.indent > 0 ? [[i, p] as const] : [])));
      this.unitFirstChar = this.headerFirstChar;
      this.header = [];
      this.unitHasText = true;
      this.flush(out, true);
    }
    if (this.proseError !== undefined && this.records === 0 && !this.erred && !this.dead) this.fatal(this.proseError, out);
    // Pieces that each gave nothing (no error either): the input holds no output of this format.
    if (this.parsedAny && this.records === 0 && !this.erred && !this.dead) {
      const none = new ParseError({ format: this.format!, source: this.options.source, text: this.firstLine ?? "", offset: 0, message: `no ${this.format} output found` });
      this.fatal(this.hinted(none, `${this.firstLine ?? ""}\n`, true), out);
    }
    if (!this.parsedAny && !this.erred && !this.dead) {
      this.fatal(this.emptyInput(), out);
    }
  }

  /** Nothing but blank lines (or nothing at all): placed at the start, as parse() always has. */
  private emptyInput(): ParseError {
    return new ParseError({ format: this.format ?? this.options.format ?? "unknown", source: this.options.source, text: this.firstLine ?? "", offset: 0, message: "empty input" });
  }

  private takeInitial(out: unknown[]): void {
    if (this.initial === undefined) return;
    out.push(this.initial);
    this.initial = undefined;
  }

  private longLine(out: unknown[]): void {
    const line = ++this.inputLines;
    const error = new ParseError({ format: this.format ?? this.options.format ?? "unknown", source: this.options.source, line, column: 1, message: `line ${line} is longer than ${this.maxLine} characters; it was skipped` });
    // The piece before the long line is complete.
    if (this.format !== undefined && this.unit.length > 0) this.flush(out, false);
    if (this.dead) return;
    this.emitError(error, "", out);
  }

  /** One line of the input: through the paste stage, then to detection or the cutter. */
  private line(line: string, out: unknown[]): void {
    const n = ++this.inputLines;
    this.firstLine ??= line;
    if (this.paste.passthrough) {
      // nothing to repair: the line as it is, without an object per line (most lines of a long log)
      if ((this.stray || this.partialJoined) && HAS_STRAY.test(line)) {
        line = unstray(line);
        this.lineChunk = undefined;
      }
      let command: CommandLine | undefined;
      if (this.mayBeCommand(line) && line !== this.notCommand) {
        command = commandOf(line, n);
        // (what commandOf finds depends on the text alone)
        if (command === undefined) this.notCommand = line;
      }
      // a fence or a bare prompt copied with the output: a blank line
      if (command === undefined && isContextLine(line)) {
        line = "";
        this.lineChunk = undefined;
      }
      this.take(line, n, undefined, command, out);
      return;
    }
    this.lineChunk = undefined;
    this.paste.take(line, n, this.pasted, this.stray || this.partialJoined);
    this.takePasted(out);
  }

  /**
   * Whether a line's shell command matters: before the format is known (detection leaves command lines out), and
   * for a format whose program's command line the engine reads (cut), when the line holds one of its programs' names
   * (any case, anywhere: cut acts only on those programs' command lines, so the other lines, most of a long log,
   * are not looked at for one). For a format that reads its own (parsesCommandLine) or has none, no line is.
   */
  private mayBeCommand(line: string): boolean {
    return this.format === undefined || (this.programNames !== undefined && this.programNames.test(line));
  }

  /** A line as the formats read it, its line number in the input, its repair (a margin taken off), its command. */
  private take(text: string, line: number, repaired: PastedLine | undefined, command: CommandLine | undefined, out: unknown[]): void {
    if (!this.sawText && text.trim() !== "") this.sawText = true;
    if (this.head !== undefined && this.headChars < DETECT_CHARS) {
      this.head.push(text);
      this.headChars += text.length + 1;
    }
    if (this.format === undefined) {
      this.pending.push(repaired ?? { text, line, indent: 0, input: undefined, command });
      this.pendingChars += text.length + 1;
      if (this.pending.length <= DETECT_EACH_LINE || this.pendingChars >= this.nextDetectAt) this.detect(out, false);
    } else this.cut(text, line, repaired, command, out);
  }

  private takePasted(out: unknown[]): void {
    const lines = this.pasted;
    if (lines.length === 0) return;
    // (the paste stage's lines are never slices of a chunk here)
    this.lineChunk = undefined;
    // (one list, emptied after each line: most lines give one pasted line)
    for (let i = 0; i < lines.length; i++) {
      const p = lines[i]!;
      if (this.dead) break;
      this.take(p.text, p.line, p.indent > 0 ? p : undefined, p.command, out);
    }
    lines.length = 0;
  }

  /** Picks the format from the lines read so far, when they settle it (or `final`: the input has ended). */
  private detect(out: unknown[], final: boolean): void {
    if (this.pendingChars >= this.nextDetectAt) this.nextDetectAt = Math.max(2 * this.pendingChars, 1024);
    if (!this.sawText && !final) return;
    // command lines (`$ free -m`) are context, not output
    const sample = `${this.pending.map((p) => (p.command ? "" : p.text)).join("\n")}\n`;
    const found = scoreAll(sample);
    const best = found[0];
    const settled = best !== undefined && best.confidence >= CONFIDENT && (found[1] === undefined || found[1].confidence < best.confidence);
    if (!final && !settled && this.pendingChars < DETECT_CHARS) return;
    if (!best) {
      const text = this.pending.map((p) => p.text).join("\n");
      this.fatal(
        new ParseError({ format: "unknown", source: this.options.source, text, offset: 0, message: `could not recognise the format (tried ${formatNames.join(", ")}); use --format to force one` }),
        out,
      );
      return;
    }
    this.choose(best.format);
    this.lineChunk = undefined;
    const lines = this.pending;
    this.pending = [];
    this.pendingChars = 0;
    for (const p of lines) {
      if (this.dead) return;
      this.cut(p.text, p.line, p.indent > 0 ? p : undefined, p.command, out);
    }
  }

  private choose(format: FormatName): void {
    this.format = format;
    const def = getFormat(format);
    this.cutter = def.stream?.cutter(this.options);
    this.lineDamage = def.stream?.damage === "line";
    this.command = def.command;
    const names = def.command?.parsesCommandLine === true ? [] : (def.command?.programs ?? []).flatMap((p) => [p.name, ...(p.aliases ?? [])]);
    this.programNames = names.length > 0 ? new RegExp(names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "i") : undefined;
    // the command given with the text (options.command) is read as if pasted before its first line
    const given = this.options.command === undefined ? undefined : parseCommandLine(`$ ${this.options.command}`, 0);
    if (given !== undefined && def.command?.programs.some((p) => p.name === given.program)) this.commandOptions = { ...def.command.fromCommand?.(given.args) };
  }

  private cut(text: string, lineNo: number, repaired: PastedLine | undefined, command: CommandLine | undefined, out: unknown[]): void {
    let chunk = repaired === undefined ? this.lineChunk : undefined;
    // A command line of a program that prints this format: what it says is kept, the line is read as blank.
    const commandLine = command !== undefined && this.command?.parsesCommandLine !== true && this.command?.programs.some((p) => p.name === command.program) === true;
    if (commandLine) {
      chunk = undefined;
      this.commandOptions = { ...this.command!.fromCommand?.(command!.args) };
      // A piece that has only blank lines so far is the command's: the later of two command lines says how it reads.
      // So is a piece that no command line reached before (a line of prose, then the command): its output, if
      // any came before the command, would have been cut from it had it been a run of its own.
      if (this.unit.length > 0 && (!this.unitHasText || this.unitOptions === undefined)) this.unitOptions = this.commandOptions;
      text = "";
      repaired = undefined;
    }
    const line = text;
    const at = this.charNo;
    this.charNo += line.length + 1;
    const role = this.cutter === undefined ? Cut.none : this.cutter.line(line);
    switch (role) {
      case Cut.header:
        // Before any piece: kept aside and given before each piece. After lines of a piece: part of that piece,
        // and given before the later ones; but the input's first header is the header of the pieces after it, and
        // the lines before it (a line of prose before a report) are parsed first, as a piece of their own.
        if (this.unitHasText && this.header.length === 0) {
          this.flush(out, false);
          if (this.dead) return;
          // (whatever that piece replayed, the header is new: its records come with the next piece)
          this.headerGiven = false;
        }
        if (!this.unitHasText) {
          if (this.header.length === 0) this.headerFirstChar = at;
          this.header.push(repaired ?? lineOf(text, lineNo));
          this.resetUnit();
          return;
        }
        this.laterHeader.push(repaired ?? lineOf(text, lineNo));
        break;
      case Cut.start:
      case Cut.section:
        if (this.unit.length > 0) this.flush(out, false);
        this.context = role === Cut.section ? [repaired ?? lineOf(text, lineNo)] : [];
        this.unitContext = [];
        break;
      default:
    }
    if (this.dead) return;
    if (this.unit.length === 0) {
      this.unitFirstChar = at;
      this.unitOptions = this.commandOptions;
      this.unitChunk = chunk;
      this.unitChunkNo = this.chunkNo;
      this.unitFrom = this.lineFrom;
      this.unitTo = this.lineTo;
    } else if (this.unitChunk !== undefined) {
      if (chunk !== undefined && this.chunkNo === this.unitChunkNo && this.lineFrom === this.unitTo + 1) this.unitTo = this.lineTo;
      else this.unitChunk = undefined;
    }
    if (repaired !== undefined) (this.unitRepaired ??= new Map()).set(this.unit.length, repaired);
    this.unit.push(line);
    this.unitLines.push(lineNo);
    this.unitChars += line.length + 1;
    if (!this.unitHasText && line.trim() !== "") this.unitHasText = true;
    if (role === Cut.end) this.flush(out, false);
    else if (role === Cut.mayEnd) {
      // a batch of pieces (parsed as one, see flush) is cut once it holds BATCH_CHARS, and at a command line (a batch
      // is read with one command's options: `$ free -b`, a block, `$ free -m`, a block)
      if (this.unitChars >= BATCH_CHARS || commandLine) this.flush(out, false);
      else {
        this.mayEnd = this.unit.length;
        this.unitEnds.push(this.unit.length);
      }
    } else if (this.unitChars > this.maxUnit) this.tooLong(out);
  }

  private tooLong(out: unknown[]): void {
    const error = new ParseError({ format: this.format!, source: this.options.source, line: this.unitLines[0]!, column: 1, message: `a piece of the input is longer than ${this.maxUnit} characters without a boundary this format knows` });
    const text = this.unit.slice(0, 20).join("\n").slice(0, 4096);
    this.resetUnit();
    this.emitError(error, text, out);
  }

  /** An empty current piece. */
  private resetUnit(): void {
    this.unit = [];
    this.unitLines = [];
    this.unitRepaired = undefined;
    this.unitChars = 0;
    this.unitHasText = false;
    this.mayEnd = -1;
    this.unitEnds = [];
    this.unitChunk = undefined;
  }

  /**
   * Parses the current piece; `last` when the input has ended. A piece that holds "may end" lines (Cut.mayEnd: a
   * batch of the pieces a live pipe would have cut there) is parsed as one text; if that fails, its pieces are
   * parsed one by one, so that the records and errors, and their order, are those of the pieces cut apart.
   */
  private flush(out: unknown[], last: boolean): void {
    const lines = this.unit;
    const lineNumbers = this.unitLines;
    const repaired = this.unitRepaired;
    const firstChar = this.unitFirstChar;
    const hasText = this.unitHasText;
    const chunk = this.unitChunk;
    const chunkFrom = this.unitFrom;
    const chunkTo = this.unitTo;
    const ends = this.unitEnds;
    const replay = this.unitContext.length > 0 ? [...this.header, ...this.unitContext] : this.header;
    const headerLines = replay.length - this.unitContext.length;
    this.resetUnit();
    // A piece cut inside a section starts with the section's first line again (sar's column header row).
    this.unitContext = this.context;
    if (this.laterHeader.length > 0) {
      this.header = [...this.header, ...this.laterHeader];
      this.laterHeader = [];
    }
    if (!hasText) return;
    const lineEnd = !last || this.lastChar === "\n" || this.lastChar === "\r";
    let body: string;
    // a piece of one chunk's lines as they are is a slice of it (their LF ends included); else its lines joined
    if (chunk !== undefined) body = chunk.slice(chunkFrom, lineEnd ? chunkTo + 1 : chunkTo);
    else {
      body = lines.join("\n");
      if (lineEnd) body += "\n";
    }
    const batch = ends.length > 0 && ends[0]! < lines.length;
    const headerGiven = this.headerGiven;
    const saved = batch ? { ...this.state } : undefined;
    const piece = (replay: PastedLine[], headerLines: number, text: string, numbers: number[], fixed: Map<number, PastedLine> | undefined, first: number, more: boolean, whole: boolean): boolean => {
      const replayed = replay.length > 0 ? `${replay.map((p) => p.text).join("\n")}\n` : "";
      const place = new Placement(replay, numbers, fixed);
      // the header's records are given with the first piece; after that, what is replayed was given before (a
      // section line's records always were: it is replayed only in the pieces after its own)
      const headerChars = headerLines > 0 ? replay.slice(0, headerLines).reduce((n, p) => n + p.text.length + 1, 0) : 0;
      this.state.replayedChars = this.headerGiven ? replayed.length : replayed.length - headerChars;
      if (replay.length > 0) this.headerGiven = true;
      this.state.morePieces = more;
      this.state.lineShift = place.shift;
      this.state.charShift = first - replayed.length;
      return this.parsePiece(replayed + text, replayed.length, place, out, whole);
    };
    if (piece(replay, headerLines, body, lineNumbers, repaired, firstChar, !last, batch) || saved === undefined) return;
    // the batch's pieces one by one, from the state before it; each after the first with what a live pipe's would
    // have been given before it (the header, the section's first line)
    this.headerGiven = headerGiven;
    restoreState(this.state, saved);
    const later = this.context.length > 0 ? [...this.header, ...this.context] : this.header;
    let from = 0;
    let at = firstChar;
    for (const to of [...ends.filter((e) => e < lines.length), lines.length]) {
      const own = lines.slice(from, to);
      let fixed: Map<number, PastedLine> | undefined;
      if (repaired !== undefined) for (const [i, p] of repaired) if (i >= from && i < to) (fixed ??= new Map()).set(i - from, p);
      const final = to === lines.length;
      const text = `${own.join("\n")}${!final || lineEnd ? "\n" : ""}`;
      if (own.some((l) => l.trim() !== "")) {
        if (from === 0) piece(replay, headerLines, text, lineNumbers.slice(from, to), fixed, at, !last || !final, false);
        else piece(later, later.length - this.context.length, text, lineNumbers.slice(from, to), fixed, at, !last || !final, false);
      }
      if (this.dead) return;
      for (const l of own) at += l.length + 1;
      from = to;
    }
  }

  /**
   * Parses one piece. A damaged paragraph (the lines between blank lines around the error) is set aside and the rest
   * parsed again, up to MAX_SKIPPED_PARTS times, so that one bad part costs only that part. A `batch` (see flush)
   * that fails is given back at once (false), nothing said, for its pieces to be parsed one by one.
   */
  private parsePiece(text: string, replayed: number, place: Placement, out: unknown[], batch = false): boolean {
    const format = this.format!;
    const options = this.unitOptions === undefined ? this.options : { ...this.unitOptions, ...this.options };
    let lines: string[] | undefined;
    const state = this.state;
    // the state before this piece, restored for each new try
    const saved = { ...state };
    for (;;) {
      try {
        const records = parseFormat(text, format, options, state);
        this.parsedAny = true;
        this.records += records.length;
        for (const r of records) out.push(place.identity ? r : place.record(r));
        return true;
      } catch (err) {
        // (a batch: flush parses its pieces one by one)
        if (batch) return false;
        const plain = asParseError(err, { ...this.options, format });
        const local = this.hinted(plain, text);
        const error = place.error(local, this.options.source);
        if (local !== plain && !this.parsedAny) {
          // a forced format that reads nothing of a text that looks like another: one error, not one per line
          this.fatal(error, out);
          return true;
        }
        const at = local.line - 1;
        lines ??= text.split("\n");
        const own = place.replayLines;
        // A line of prose copied with the output (`Here are the results:`), that no format recognises: read as a
        // blank line, not an error; its error is said if the input gives no record at all.
        if (at >= own && at < lines.length && this.proseLines < MAX_PROSE_LINES && isProseLine(lines[at]!) && scoreAll(`${lines[at]}\n`).length === 0) {
          this.proseError ??= error;
          this.proseLines++;
          lines[at] = "";
          restoreState(state, saved);
          if (lines.slice(own).every((l) => l.trim() === "")) return true;
          text = lines.join("\n");
          continue;
        }
        // an error in a replayed line (a damaged header given again before every piece) is said once, not per piece
        const key = `${error.line}:${error.column}:${error.reason}`;
        if (at >= own || !this.replayErrors.has(key)) {
          if (at < own) this.replayErrors.add(key);
          this.emitError(error, text.slice(replayed, replayed + 4096), out);
        }
        if (this.dead) return true;
        // a piece given up leaves the state as it was before it (a block number is not used up by a failed block)
        if (at < own || at >= lines.length || lines[at]!.trim() === "" || ++this.skipped > MAX_SKIPPED_PARTS || /^record \d+ failed validation/.test(error.reason)) {
          restoreState(state, saved);
          return true;
        }
        let start = at;
        let end = at;
        if (!this.lineDamage) {
          while (start > own && lines[start - 1]!.trim() !== "") start--;
          while (end + 1 < lines.length && lines[end + 1]!.trim() !== "") end++;
        }
        for (let i = start; i <= end; i++) lines[i] = "";
        restoreState(state, saved);
        if (lines.slice(own).every((l) => l.trim() === "")) return true;
        text = lines.join("\n");
      }
    }
  }

  /**
   * When a forced format fails, say what the text looks like instead (`--format ab` on a free table). `nothingRead`:
   * the format has read nothing of the text, which is then said to be another format's, in one message.
   */
  private hinted(err: ParseError, text: string, nothingRead = !this.parsedAny): ParseError {
    if (this.options.format === undefined || this.head === undefined) return err;
    const best = scoreAll(this.head.length > 0 ? `${this.head.join("\n")}\n` : text)[0];
    if (!best || best.format === this.format || best.confidence < 0.5) return err;
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

  private emitError(error: ParseError, text: string, out: unknown[]): void {
    this.erred = true;
    out.push(new ErrorItem(error, text));
    if (this.stopAtError) this.dead = true;
  }

  private fatal(error: ParseError, out: unknown[]): void {
    out.push(new ErrorItem(error, ""));
    this.dead = true;
  }
}

/** Puts a format's state back as it was (`saved`, a copy taken before a piece was parsed). */
function restoreState(state: Record<string, unknown>, saved: Record<string, unknown>): void {
  for (const key of Object.keys(state)) delete state[key];
  Object.assign(state, saved);
}

/**
 * Where the lines of a piece's text (the replayed lines, then the piece's own) came from in the input. When they are
 * the input's lines in order, unchanged, a line number in the piece is the input's plus `shift`; after paste repairs
 * (a margin taken off, doubled blank lines dropped) each is looked up.
 */
class Placement {
  readonly replayLines: number;
  readonly identity: boolean;
  /** What to add to a line number of the piece's own lines to get the input's (exact when `identity`). */
  readonly shift: number;

  constructor(
    private readonly replay: readonly PastedLine[],
    private readonly lines: readonly number[],
    private readonly repaired: ReadonlyMap<number, PastedLine> | undefined,
  ) {
    this.replayLines = replay.length;
    const first = lines[0]!;
    this.shift = first - 1 - replay.length;
    this.identity = repaired === undefined && lines[lines.length - 1]! - first === lines.length - 1;
  }

  /** Where a 1-based line of the piece's text came from: its input line, and what the paste stage took off it. */
  private at(line: number): { line: number; indent: number; input: string | undefined } | undefined {
    const k = line - 1;
    if (k < 0) return undefined;
    if (k < this.replayLines) return this.replay[k];
    const j = k - this.replayLines;
    if (j >= this.lines.length) return undefined;
    return this.repaired?.get(j) ?? { line: this.lines[j]!, indent: 0, input: undefined };
  }

  /** A ParseError of the piece's text, placed in the input (line, column, the input line as excerpt). */
  error(err: ParseError, source: string | undefined): ParseError {
    // (a replayed line, a header given again before the piece, is where it was in the input, whatever the shift)
    if (this.identity && err.line > this.replayLines) return err.shifted(this.shift, source);
    const p = this.at(err.line);
    if (p === undefined) return err.shifted(this.shift, source);
    const column = err.column + p.indent;
    return new ParseError({
      format: err.format,
      variant: err.variant,
      source: source ?? err.source,
      message: err.reason,
      line: p.line,
      column,
      excerpt: p.input !== undefined ? caretExcerpt(p.input, column) : err.excerpt,
      expected: err.expected,
    });
  }

  /** A record with an error of its own (top's `kind: "error"` frames), placed in the input as the piece's errors are. */
  record(record: unknown): unknown {
    const r = record as { kind?: unknown; error?: { line?: unknown; column?: unknown; message?: unknown } };
    if (r.kind !== "error" || typeof r.error?.line !== "number" || typeof r.error.column !== "number") return record;
    const local = r.error.line - this.shift;
    const p = this.at(local);
    if (p === undefined) return record;
    const column = r.error.column + p.indent;
    return { ...r, error: { ...r.error, line: p.line, column, ...(p.input !== undefined ? { excerpt: caretExcerpt(p.input, column) } : {}) } };
  }
}

/** A line of the input kept aside as it is (a header, a section's first line). */
function lineOf(text: string, line: number): PastedLine {
  return { text, line, indent: 0, input: undefined, command: undefined };
}

export function asParseError(err: unknown, options: ContextOptions): ParseError {
  if (err instanceof ParseError) return err;
  const message = err instanceof Error ? err.message : String(err);
  const wrapped = new ParseError({ format: options.format ?? "unknown", source: options.source, message: `internal error: ${message}` });
  (wrapped as { cause?: unknown }).cause = err;
  return wrapped;
}
