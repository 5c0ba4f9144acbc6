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
import { Cut, type ContextOptions, type FormatDefinition, type StreamCutter } from "../kit/format.js";
import { scoreAll, type Detection } from "./detect.js";
import { caretExcerpt, escapeControls, ParseError } from "../kit/errors.js";
import { parseFormat, type ReplayPlaces } from "./parse-format.js";
import { checkRecord } from "./quick.js";
import { parseCommandLine, type CommandLine } from "./command-line.js";
import { LineSplitter } from "./lines.js";
import { runCommand, setRunCommand } from "./run-command.js";
import { Asides, commandOf, elisionAt, elisionError, HAS_STRAY, isContextLine, isProseLine, mayBeRepaired, Paste, unstray, type PastedLine } from "./paste.js";

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

/**
 * A line whose last word could go on as another value: one that ends in a digit (`1593`, `kworker/u1`), a decimal
 * point or comma after one (`1593.`), or one or two letters after one (`21.44m` of `21.44ms`, `1.5G` of `1.5Gi`).
 * A word without a digit (`kB/s`, `(mean)`, a command name) is not a number cut short.
 */
const VALUE_GOES_ON = /\d(?:[.,]|\p{L}{1,2})?$/u;
/** A line `Label:  value` (up to two words after the value: `Requests per second:    1593.21 [#/sec] (mean)`). */
const LABELLED_VALUE = /^[ \t]*(\p{L}[\p{L}\p{N} ./()#%'-]{0,60}?)[ \t]*:[ \t]+\S+(?:[ \t]+\S+){0,2}$/u;

/**
 * The warning of a record made from a line the input ends inside: its label's, or the line's (see markCut).
 * @example cutWarning("Requests per second:    1593", 32) //=> "Requests per second: the input ends inside this value"
 * @example cutWarning("12:00:05   all   3.2", 14) //=> 'line 14 ("12:00:05 all 3.2"): the input ends inside its last value'
 */
export function cutWarning(line: string, lineNo: number): string {
  const label = LABELLED_VALUE.exec(line);
  if (label) return `${label[1]}: the input ends inside this value`;
  let shown = line.trim().replace(/\s+/g, " ");
  if (shown.length > 60) shown = `…${shown.slice(-59)}`;
  return `line ${lineNo} ("${escapeControls(shown)}"): the input ends inside its last value`;
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

/** Whether a record's schema keeps the `warnings` it was given (markCut). */
function carriesWarnings(record: { format?: unknown; warnings: unknown[] }): boolean {
  if (typeof record.format !== "string" || !isFormatName(record.format)) return false;
  const checked = checkRecord(getFormat(record.format).schema, record);
  return checked.ok && Array.isArray((checked.data as { warnings?: unknown }).warnings) && (checked.data as { warnings: unknown[] }).warnings.length === record.warnings.length;
}

/** How many characters of the first lines detection may wait for before it decides on what it has. */
export const DETECT_CHARS = 64 * 1024;
/** A detection this sure, with no other format as sure, decides at once (a live pipe need not wait for 64 KiB). */
const CONFIDENT = 0.9;
/** Detection is tried after each of the first lines, then each time the lines read double in size. */
const DETECT_EACH_LINE = 64;
/**
 * How many damaged paragraphs of one piece are set aside (and the rest parsed again), and how many characters of it
 * may be parsed again in all (REPARSE_FACTOR times its size, plus REPARSE_BASE), before the rest of the piece after
 * a damaged paragraph is set aside in one go: each try parses the whole piece again, so that a piece with a damaged
 * paragraph every few lines would cost its size times its damage.
 */
const MAX_SKIPPED_PARTS = 100;
const REPARSE_FACTOR = 8;
const REPARSE_BASE = 64 * 1024;
/** How many lines of prose an input may hold (read as blank lines, see parsePiece); after them, each is an error,
 * so that a long text that is not the format's stops at its first error, as before. */
const MAX_PROSE_LINES = 16;
/** How many errors of lines left out (`...`) a piece holds until it is parsed; past them, they are said at once. */
const MAX_ELISIONS = 1024;
/** A batch of pieces (Cut.mayEnd) is parsed once it holds this many characters. */
const BATCH_CHARS = 64 * 1024;

const ANSI_SGR = /\x1b\[[0-9;]*m/g;

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
  /** Set after an error that ends the input (no format could be chosen, or stopAtError). */
  private dead = false;
  /** Where each line kept aside to be given again (Cut.header, Cut.section) was in the input (charNo). */
  private readonly charOf = new WeakMap<PastedLine, number>();
  /** Errors already said of replayed lines (line:column:reason), each said once. */
  private readonly replayErrors = new Set<string>();
  /** An error found before any input (an unknown forced format), given with the first output. */
  private initial: ErrorItem | undefined;

  /** The input's lines (src/api/lines.ts), given to readLine, or to longLine when too long. */
  private readonly lines: LineSplitter;
  /** Where push and end put what is complete (the lines' callbacks put it there too). */
  private out: unknown[] = [];
  /** Whether the chunk being read holds an ESC (an ANSI colour code may be in its lines). */
  private ansi = true;
  /** Whether the line being read is not one chunk's text (the chunk's `ansi` and `stray` do not tell). */
  private lineJoined = false;
  /** The input line number of the input's last line when no line end ended it (see cutValue), else 0. */
  private unendedLine = 0;

  private readonly paste = new Paste();
  /** What the chosen format's lines are beside its output: comments, elisions (see cut). */
  private asides: Asides | undefined;
  /** Whether the chunk being read holds a zero-width character or a no-break space (or the line was pieced together). */
  private stray = true;
  /** Lines of the input read so far (the numbers errors are placed by). */
  private inputLines = 0;
  /** Scratch list for what the paste stage gives. */
  private pasted: PastedLine[] = [];
  /** Options the command line pasted before the output implies (`$ free -m`), under the caller's. */
  private commandOptions: Record<string, unknown> | undefined;
  /** That command line, for a load-test format's records (runCommand); and the current piece's. */
  private commandLine: CommandLine | undefined;
  private unitCommand: CommandLine | undefined;
  /** Whether the chosen format is a load test, whose records are told their command line (setRunCommand). */
  private loadTest = false;

  // lines read before the format is known
  private pending: PastedLine[] = [];
  private pendingChars = 0;
  private nextDetectAt = 0;
  /** The first lines, for the "looks like" hint of a forced format that fails (see headLooksLike). */
  private head: string[] | undefined;
  private headChars = 0;
  /** Each head line's input line number, and the characters of the head up to and including it. */
  private headLines: number[] = [];
  private headEnds: number[] = [];
  /** What the head looks like, by the number of its first lines scored (see headLooksLike). */
  private readonly headScores = new Map<number, Detection | undefined>();

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
  /** Lines of the current piece left out with an error (rows elided: Asides), by where they were in it. */
  private unitElisions: { at: number; item: ErrorItem }[] | undefined;
  /** unit.length after the last "may end" line, or -1. */
  private mayEnd = -1;
  /** unit.length after each "may end" line of the current piece: where a live pipe would have cut it. */
  private unitEnds: number[] = [];
  private parsedAny = false;
  /** Whether a piece with text has been parsed (or tried), whatever came of it. */
  private flushedAny = false;
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
    this.lines = new LineSplitter({ line: (text, chunk, from, to) => this.readLine(text, chunk, from, to), tooLong: () => this.longLine(this.out) }, this.maxLine);
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
    this.chunkNo++;
    // ANSI colour codes, zero-width characters and no-break spaces: looked for in a line only when its chunk holds
    // one (or the line is not one chunk's text)
    this.ansi = chunk.includes("\x1b");
    this.stray = HAS_STRAY.test(chunk);
    this.out = out;
    this.lines.push(chunk);
    // A live pipe: the input at hand ends after a line that may end a piece, so the piece is out now.
    if (this.mayEnd !== -1 && this.mayEnd === this.unit.length && this.lines.atLineEnd && !this.dead) this.flush(out, false);
  }

  /** The input has ended: the last piece (and anything held back) is pushed to `out`. */
  end(out: unknown[]): void {
    this.takeInitial(out);
    if (this.dead) return;
    this.out = out;
    this.lines.end();
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
    else if (!this.flushedAny && this.header.length > 0) {
      // A file of header lines only: they are the piece.
      this.unit = this.header.map((p) => p.text);
      this.unitLines = this.header.map((p) => p.line);
      this.unitRepaired = new Map(this.header.flatMap((p, i) => (p.indent > 0 ? [[i, p] as const] : [])));
      this.unitFirstChar = this.headerFirstChar;
      this.header = [];
      this.unitHasText = true;
      this.flush(out, true);
    }
    // lines left out after the last piece
    this.sayElided(this.unitElisions, Infinity, out);
    this.unitElisions = undefined;
    if (this.proseError !== undefined && this.records === 0 && !this.erred && !this.dead) this.fatal(this.proseError, out);
    // Pieces that each gave nothing (no error either): the input holds no output of this format.
    if (this.parsedAny && this.records === 0 && !this.erred && !this.dead) {
      const none = new ParseError({ format: this.format!, source: this.options.source, text: this.firstLine ?? "", offset: 0, message: `no ${this.format} output found` });
      this.fatal(this.hinted(none, `${this.firstLine ?? ""}\n`, Infinity, true), out);
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

  /** A line from the splitter; `chunk`: the chunk it is the text of, from `from` to `to` (see LineSink). */
  private readLine(text: string, chunk: string | undefined, from: number, to: number): void {
    if (this.dead) return;
    if (this.lines.unended) this.unendedLine = this.inputLines + 1;
    this.lineJoined = chunk === undefined;
    const read = (this.ansi || chunk === undefined) && text.includes("\x1b[") ? text.replace(ANSI_SGR, "") : text;
    // the chunk's text as it is: nothing was taken off
    this.lineChunk = chunk !== undefined && read.length === text.length ? chunk : undefined;
    this.lineFrom = from;
    this.lineTo = to;
    this.line(read, this.out);
  }

  /** One line of the input: through the paste stage, then to detection or the cutter. */
  private line(line: string, out: unknown[]): void {
    const n = ++this.inputLines;
    if (n === 1 && line.length >= 16 && readAsBytes(line)) {
      this.fatal(new ParseError({ format: this.format ?? "unknown", source: this.options.source, line: 1, column: 1, message: "the input is UTF-16 text read one byte per character (a NUL between the characters): pass its bytes (a Buffer or Uint8Array), which are decoded, or decode them as UTF-16" }), out);
      return;
    }
    this.firstLine ??= line;
    if (this.paste.passthrough && !mayBeRepaired(line)) {
      // nothing to repair: the line as it is, without an object per line (most lines of a long log)
      if ((this.stray || this.lineJoined) && HAS_STRAY.test(line)) {
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
    this.paste.take(line, n, this.pasted, this.stray || this.lineJoined);
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
      this.headLines.push(line);
      this.headEnds.push(this.headChars);
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
    // command lines (`$ free -m`) are context, not output; lines that stand for rows left out (`...`) are not there
    const sample = `${this.pending.flatMap((p) => (p.command ? [""] : elisionAt(p.text) > 0 ? [] : [p.text])).join("\n")}\n`;
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
    this.asides = new Asides(def.extract);
    this.command = def.command;
    const names = def.command?.parsesCommandLine === true ? [] : (def.command?.programs ?? []).flatMap((p) => [p.name, ...(p.aliases ?? [])]);
    this.programNames = names.length > 0 ? new RegExp(names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "i") : undefined;
    // the command given with the text (options.command) is read as if pasted before its first line
    const given = this.options.command === undefined ? undefined : parseCommandLine(`$ ${this.options.command}`, 0);
    this.loadTest = def.role === "load-test";
    if (given !== undefined && def.command?.programs.some((p) => p.name === given.program)) {
      this.commandOptions = { ...def.command.fromCommand?.(given.args) };
      this.commandLine = given;
    }
  }

  private cut(text: string, lineNo: number, repaired: PastedLine | undefined, command: CommandLine | undefined, out: unknown[]): void {
    let chunk = repaired === undefined ? this.lineChunk : undefined;
    // A command line of a program that prints this format: what it says is kept, the line is read as blank.
    const commandLine = command !== undefined && this.command?.parsesCommandLine !== true && this.command?.programs.some((p) => p.name === command.program) === true;
    if (commandLine) {
      chunk = undefined;
      this.commandOptions = { ...this.command!.fromCommand?.(command!.args) };
      this.commandLine = command;
      // A piece that has only blank lines so far is the command's: the later of two command lines says how it reads.
      // So is a piece that no command line reached before (a line of prose, then the command): its output, if
      // any came before the command, would have been cut from it had it been a run of its own.
      if (this.unit.length > 0 && (!this.unitHasText || this.unitOptions === undefined)) {
        this.unitOptions = this.commandOptions;
        this.unitCommand = this.commandLine;
      }
      text = "";
      repaired = undefined;
    }
    // a comment or Markdown heading the format does not print: a blank line; rows or columns left out (`...`): an
    // error there, the line not read (paste.ts, Asides)
    const aside = this.asides!.of(text);
    if (aside === 0) {
      text = "";
      chunk = undefined;
      repaired = undefined;
    } else if (aside > 0) {
      // (said after the records of the piece it is in, as a live pipe's pieces would give them: see flush; at once
      // past MAX_ELISIONS held, so that memory stays bounded)
      const item = new ErrorItem(elisionError(this.format!, this.options.source, text, lineNo, aside, repaired), text.slice(0, 4096));
      (this.unitElisions ??= []).push({ at: this.unit.length, item });
      if (this.unitElisions.length > MAX_ELISIONS) {
        this.sayElided(this.unitElisions, Infinity, out);
        this.unitElisions = undefined;
      }
      return;
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
          this.header.push(this.kept(repaired ?? lineOf(text, lineNo), at));
          this.resetUnit();
          return;
        }
        this.laterHeader.push(this.kept(repaired ?? lineOf(text, lineNo), at));
        break;
      case Cut.start:
      case Cut.section:
        if (this.unit.length > 0) this.flush(out, false);
        this.context = role === Cut.section ? [this.kept(repaired ?? lineOf(text, lineNo), at)] : [];
        this.unitContext = [];
        break;
      default:
    }
    if (this.dead) return;
    if (this.unit.length === 0) {
      this.unitFirstChar = at;
      this.unitOptions = this.commandOptions;
      this.unitCommand = this.commandLine;
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

  /** A line kept aside to be given again before pieces (a header, a section's first line), with where it was. */
  private kept(line: PastedLine, at: number): PastedLine {
    this.charOf.set(line, at);
    return line;
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
    // (lines left out of a piece set aside unparsed: said with the next one)
    if (this.unitElisions !== undefined) for (const e of this.unitElisions) e.at = 0;
  }

  /** The errors of lines left out of a piece (cut) that stood before its line `to`, after the piece's records. */
  private sayElided(elided: { at: number; item: ErrorItem }[] | undefined, to: number, out: unknown[]): void {
    if (elided === undefined) return;
    for (const e of elided) if (e.at < to && !this.dead) this.emitError(e.item.error, e.item.text, out);
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
    const elided = this.unitElisions;
    this.unitElisions = undefined;
    const replay = this.unitContext.length > 0 ? [...this.header, ...this.unitContext] : this.header;
    const headerLines = replay.length - this.unitContext.length;
    this.resetUnit();
    // lines left out after the piece's last one go with the next piece (a live pipe may have cut this one before them)
    const upTo = last ? Infinity : lines.length;
    if (elided !== undefined && !last && elided.some((e) => e.at >= upTo)) this.unitElisions = elided.filter((e) => e.at >= upTo).map((e) => ({ at: 0, item: e.item }));
    // A piece cut inside a section starts with the section's first line again (sar's column header row).
    this.unitContext = this.context;
    if (this.laterHeader.length > 0) {
      this.header = [...this.header, ...this.laterHeader];
      this.laterHeader = [];
    }
    if (!hasText) return this.sayElided(elided, upTo, out);
    this.flushedAny = true;
    // whether the piece's last line has its line end: all but the input's last line, when that has none
    const lineEnd = this.unendedLine === 0 || lineNumbers[lineNumbers.length - 1] !== this.unendedLine;
    // the input ends inside the piece's last value (see markCut)
    const cut = !lineEnd && VALUE_GOES_ON.test(lines[lines.length - 1]!);
    let body: string;
    // a piece of one chunk's lines as they are is a slice of it (their LF ends included); else its lines joined
    if (chunk !== undefined) body = chunk.slice(chunkFrom, lineEnd ? chunkTo + 1 : chunkTo);
    else {
      body = lines.join("\n");
      if (lineEnd) body += "\n";
    }
    const batch = ends.length > 0 && ends[0]! < lines.length;
    const headerGiven = this.headerGiven;
    const saved = batch ? snapshot(this.state) : undefined;
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
      if (replay.length > 0) this.state.replayPlaces = this.replayPlaces(replay);
      else delete this.state.replayPlaces;
      // (the input line of each of the piece's own lines, when they are not the input's in order: paste repairs)
      if (!place.identity) this.state.ownLines = numbers;
      else delete this.state.ownLines;
      if (!cut || numbers[numbers.length - 1] !== this.unendedLine) return this.parsePiece(replayed + text, replayed.length, place, out, whole);
      const before = snapshot(this.state);
      const mark = out.length;
      const parsed = this.parsePiece(replayed + text, replayed.length, place, out, whole);
      if (parsed && !this.dead) this.markCut(out, mark, `${replayed}${text.slice(0, text.lastIndexOf("\n") + 1)}`, before, place, lines[lines.length - 1]!);
      return parsed;
    };
    // (a batch with lines left out is parsed a piece at a time: each one's errors after its records)
    if ((elided === undefined || saved === undefined) && (piece(replay, headerLines, body, lineNumbers, repaired, firstChar, !last, batch) || saved === undefined)) {
      return this.sayElided(elided, upTo, out);
    }
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
      this.sayElided(elided?.filter((e) => e.at >= from), final ? upTo : to, out);
      if (this.dead) return;
      for (const l of own) at += l.length + 1;
      from = to;
    }
  }

  /**
   * The input ends without a line end inside what may be a value (`Requests per second:    1593`, of 15939.21): the
   * records the last line made (out[mark...]) say so, in a warning that names the field by its label, or the line.
   * They are the records that differ from those of the piece without its last line (`withoutLast`, parsed from the
   * state before the piece), or all the piece's records when that does not parse. One rule for every format and mode.
   */
  private markCut(out: unknown[], mark: number, withoutLast: string, before: Record<string, unknown>, place: Placement, line: string): void {
    let others: string[] | undefined;
    try {
      others = /\S/.test(withoutLast) ? parseFormat(withoutLast, this.format!, this.pieceOptions(), snapshot(before)).map((r) => JSON.stringify(place.identity ? r : place.record(r))) : [];
    } catch {
      others = undefined;
    }
    const warning = cutWarning(line, this.unendedLine);
    const checked = this.options.raw !== true && this.options.validate !== false;
    let k = 0;
    for (let i = mark; i < out.length; i++) {
      const record = out[i];
      if (record instanceof ErrorItem || typeof record !== "object" || record === null) continue;
      const other = others?.[k++];
      // (a record of an error, top's damaged frame, says already that what it holds is not values)
      if ((other !== undefined && other === JSON.stringify(record)) || (record as { kind?: unknown }).kind === "error") continue;
      const warnings = (record as { warnings?: unknown }).warnings;
      const warned = { ...record, warnings: [...(Array.isArray(warnings) ? (warnings as unknown[]) : []), warning] };
      if (!checked || carriesWarnings(warned)) {
        const command = this.loadTest ? runCommand(record) : undefined;
        if (command !== undefined) setRunCommand(warned, command);
        out[i] = warned;
      }
      else {
        // a record whose schema has no warnings: left out, and an error says why
        const error = new ParseError({ format: this.format!, source: this.options.source, line: this.unendedLine, column: 1, excerpt: caretExcerpt(line, 1), message: `${warning}; the record made from it is left out` });
        this.records--;
        this.erred = true;
        out[i] = new ErrorItem(error, line);
        if (this.stopAtError) {
          this.dead = true;
          out.length = i + 1;
          return;
        }
      }
    }
  }

  /** Where the lines given again before a piece start in its text, and were in the input (see ReplayPlaces). */
  private replayPlaces(replay: readonly PastedLine[]): ReplayPlaces {
    const starts: number[] = [];
    const inputChars: number[] = [];
    const lines: number[] = [];
    let at = 0;
    for (const p of replay) {
      starts.push(at);
      inputChars.push(this.charOf.get(p) ?? -1);
      lines.push(p.line);
      at += p.text.length + 1;
    }
    return { length: at, starts, inputChars, lines };
  }

  /** The options a piece is parsed with: the caller's, over those its command line implies. */
  private pieceOptions(): ContextOptions {
    return this.unitOptions === undefined ? this.options : { ...this.unitOptions, ...this.options };
  }

  /**
   * Parses one piece. A damaged paragraph (the lines between blank lines around the error) is set aside and the rest
   * parsed again, up to MAX_SKIPPED_PARTS times, so that one bad part costs only that part. A `batch` (see flush)
   * that fails is given back at once (false), nothing said, for its pieces to be parsed one by one.
   */
  private parsePiece(text: string, replayed: number, place: Placement, out: unknown[], batch = false): boolean {
    const format = this.format!;
    const options = this.pieceOptions();
    let lines: string[] | undefined;
    const state = this.state;
    // the state before this piece, restored for each new try
    const saved = snapshot(state);
    // (see MAX_SKIPPED_PARTS)
    let parts = 0;
    let budget = REPARSE_FACTOR * text.length + REPARSE_BASE;
    let restSetAside = false;
    for (;;) {
      try {
        const records = parseFormat(text, format, options, state);
        this.parsedAny = true;
        this.records += records.length;
        const command = this.loadTest ? this.unitCommand : undefined;
        for (const r of records) {
          const record = place.identity ? r : place.record(r);
          if (command !== undefined) setRunCommand(record, command);
          out.push(record);
        }
        return true;
      } catch (err) {
        // (a batch: flush parses its pieces one by one)
        if (batch) return false;
        const plain = asParseError(err, { ...this.options, format });
        const local = this.hinted(plain, text, place.lastLine);
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
        if (at >= own && at < lines.length && this.proseLines < MAX_PROSE_LINES && isProseLine(lines[at]!, lines[at + 1] ?? "") && scoreAll(`${lines[at]}\n`).length === 0) {
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
        if (at < own || at >= lines.length || lines[at]!.trim() === "" || restSetAside || /^record \d+ failed validation/.test(error.reason)) {
          restoreState(state, saved);
          return true;
        }
        let start = at;
        let end = at;
        if (!this.lineDamage) {
          while (start > own && lines[start - 1]!.trim() !== "") start--;
          while (end + 1 < lines.length && lines[end + 1]!.trim() !== "") end++;
        }
        budget -= text.length;
        if (++parts > MAX_SKIPPED_PARTS || budget < 0) {
          // too much damage to try again paragraph by paragraph: the rest of the piece goes with this paragraph
          restSetAside = true;
          const rest = lines.findIndex((l, i) => i > end && l.trim() !== "");
          if (rest !== -1) {
            const note = new ParseError({ format, line: rest + 1, column: 1, excerpt: caretExcerpt(lines[rest]!, 1), message: `not read: ${parts} damaged parts before it in this piece of the input, which is set aside from here on` });
            end = lines.length - 1;
            this.emitError(place.error(note, this.options.source), text.slice(replayed, replayed + 4096), out);
            if (this.dead) return true;
          }
        }
        for (let i = start; i <= end; i++) lines[i] = "";
        restoreState(state, saved);
        if (lines.slice(own).every((l) => l.trim() === "")) return true;
        text = lines.join("\n");
      }
    }
  }

  /**
   * What the first lines of the input, up to input line `upToLine` (the end of the piece that failed), look like.
   * Scored on the first of them whose size is a power of two (at least 1 KiB) and cached by that: at most 17
   * scorings per input, however many pieces fail (scoring the whole head for each error was quadratic), and the
   * same lines whatever the chunking, since a piece's lines do not depend on it.
   */
  private headLooksLike(upToLine: number): Detection | undefined {
    const head = this.head!;
    const lines = this.headLines;
    const ends = this.headEnds;
    // the head lines up to upToLine, then those within the largest power of two of their size
    let n = lines.length;
    if (upToLine < lines[n - 1]!) n = countAtMost(lines, upToLine);
    if (n === 0) n = 1;
    let limit = 1024;
    while (limit * 2 <= ends[n - 1]!) limit *= 2;
    const k = Math.max(1, Math.min(n, countAtMost(ends, limit)));
    if (!this.headScores.has(k)) this.headScores.set(k, scoreAll(`${head.slice(0, k).join("\n")}\n`)[0]);
    return this.headScores.get(k);
  }

  /**
   * When a forced format fails, say what the text looks like instead (`--format ab` on a free table). `nothingRead`:
   * the format has read nothing of the text, which is then said to be another format's, in one message.
   */
  private hinted(err: ParseError, text: string, upToLine = Infinity, nothingRead = !this.parsedAny): ParseError {
    if (this.options.format === undefined || this.head === undefined) return err;
    const best = this.head.length > 0 ? this.headLooksLike(upToLine) : scoreAll(text)[0];
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

/**
 * A copy of a format's state to put back (restoreState) when a piece fails: plain objects, arrays, Maps and Sets are
 * copied through, so that what a failed parse changed inside them (iostat's report count) is undone too; other
 * objects (a class's instance: a cache, a clock) are kept as they are (ParseContext.state).
 */
function snapshot<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(snapshot) as T;
  if (value instanceof Map) return new Map([...value].map(([k, v]) => [k, snapshot(v)])) as T;
  if (value instanceof Set) return new Set([...value].map(snapshot)) as T;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const copy: Record<string, unknown> = proto === null ? Object.create(null) : {};
  for (const key of Object.keys(value)) copy[key] = snapshot((value as Record<string, unknown>)[key]);
  return copy as T;
}

/** Puts a format's state back as it was (`saved`, a snapshot taken before a piece was parsed; it stays unused). */
function restoreState(state: Record<string, unknown>, saved: Record<string, unknown>): void {
  for (const key of Object.keys(state)) delete state[key];
  Object.assign(state, snapshot(saved));
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
  /** The input line number of the piece's last line. */
  readonly lastLine: number;

  constructor(
    private readonly replay: readonly PastedLine[],
    private readonly lines: readonly number[],
    private readonly repaired: ReadonlyMap<number, PastedLine> | undefined,
  ) {
    this.replayLines = replay.length;
    const first = lines[0]!;
    this.shift = first - 1 - replay.length;
    this.lastLine = lines[lines.length - 1]!;
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

/** How many of the ascending numbers `sorted` are at most `n`. */
function countAtMost(sorted: readonly number[], n: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= n) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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
