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
 * every sample). A format whose pieces are small (a report, a run) may also let pieces cut at its start and section
 * lines be parsed in batches (stream.batchStarts: hold, flushHeld), on the same terms; from a live pipe, such a batch
 * (and one of pieces cut at Cut.next lines) holds the pieces of the input at hand, parsed once it is read (push).
 *
 * The Engine coordinates; its jobs are in src/api/engine/: the line source (line-source.ts: lines, ANSI codes, the
 * paste stage), detection (detection.ts), parsing a piece with damage and prose set aside (damage.ts), the format's
 * state saved and put back (piece-state.ts), error placement (placement.ts) and a value the input ends inside
 * (cut-value.ts). Cutting the lines into pieces and batching them is the Engine's own (cut, flush).
 */
import { formatNames, getFormat, isFormatName, type FormatName } from "../formats/index.js";
import { BATCH_CHARS, Cut, type ContextOptions, type FormatDefinition, type StreamCutter } from "../kit/format.js";
import { ParseError } from "../kit/errors.js";
import { parseCommandLine, type CommandLine } from "./command-line.js";
import { Asides, elisionError, type PastedLine } from "./paste.js";
import { markCut, mayEndInsideValue } from "./engine/cut-value.js";
import { PieceParser } from "./engine/damage.js";
import { Detector, Head } from "./engine/detection.js";
import { joinUnits, type Unit } from "./engine/held.js";
import { LineSource } from "./engine/line-source.js";
import { restoreState, snapshot } from "./engine/piece-state.js";
import { ErrorItem, Placement, replayPlaces } from "./engine/placement.js";

export { cutWarning } from "./engine/cut-value.js";
export { DETECT_CHARS } from "./engine/detection.js";
export { asParseError, ErrorItem } from "./engine/placement.js";

export interface EngineOptions extends ContextOptions {
  /** The largest piece held in memory before it is reported as an error (default 32 MiB of text). */
  maxUnitChars?: number;
  /** The longest line read (default 16 MiB): a longer one is a located error, skipped to its end. */
  maxLineChars?: number;
  /**
   * Whether the input may pause where a piece may end (a live pipe: `mpstat -o JSON 1 | ...`), so that such a piece
   * is parsed as soon as the input at hand ends there (default true). False for input that is all there or comes
   * at the speed of a disk (parse()'s text, a file): its pieces are parsed in batches and its last one knows it is
   * the last (a sadf -j document cut off after a sample then says so, sysstat #410).
   */
  live?: boolean;
}

/** How many errors of lines left out (`...`) a piece holds until it is parsed; past them, they are said at once. */
const MAX_ELISIONS = 1024;

export class Engine {
  private format: FormatName | undefined;
  private cutter: StreamCutter | undefined;
  private command: FormatDefinition["command"];
  /** The names and aliases of the chosen format's programs (see mayBeCommand), when the engine reads their command lines. */
  private programNames: RegExp | undefined;
  private readonly state: Record<string, unknown> = {};
  private readonly maxUnit: number;
  private readonly maxLine: number;
  private readonly live: boolean;
  /** Set after an error that ends the input (no format could be chosen, or stopAtError). */
  private dead = false;
  /** Where each line kept aside to be given again (Cut.header, Cut.section) was in the input (charNo). */
  private readonly charOf = new WeakMap<PastedLine, number>();
  /** An error found before any input (an unknown forced format), given with the first output. */
  private initial: ErrorItem | undefined;

  /** The input's lines, through the paste stage (line-source.ts). */
  private readonly source: LineSource;
  /** The lines read before the format is known (detection.ts). */
  private readonly detector = new Detector();
  /** The first lines, for the "looks like" hint of a forced format that fails (detection.ts). */
  private head: Head | undefined;
  /** Parses each piece, setting damage aside (damage.ts). */
  private readonly parser: PieceParser;

  /** What the chosen format's lines are beside its output: comments, elisions (see cut). */
  private asides: Asides | undefined;
  /** Options the command line pasted before the output implies (`$ free -m`), under the caller's. */
  private commandOptions: Record<string, unknown> | undefined;
  /** That command line, for a load-test format's records (runCommand); and the current piece's. */
  private commandLine: CommandLine | undefined;
  private unitCommand: CommandLine | undefined;
  /** Whether the chosen format is a load test, whose records are told their command line (setRunCommand). */
  private loadTest = false;

  /** Characters of the lines given to the cutter so far (each with its line end): raw records' offsets. */
  private charNo = 0;
  private unitFirstChar = 0;
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
   * The current piece's lines, while they are one chunk's text from unitFrom to unitTo in order and unchanged: that
   * chunk (the line source's lineChunk), so that the piece is a slice of it and not its lines joined again (a copy
   * of the input); unitChunkNo: which chunk it is (counted: two chunks may hold the same text).
   */
  private unitChunk: string | undefined;
  private unitChunkNo = 0;
  private unitFrom = 0;
  private unitTo = 0;
  /** Lines of the current piece left out with an error (rows elided: Asides), by where they were in it. */
  private unitElisions: { at: number; item: ErrorItem }[] | undefined;
  /** unit.length after the last "may end" line, or -1. */
  private mayEnd = -1;
  /** unit.length after each "may end" line of the current piece: where a live pipe would have cut it. */
  private unitEnds: number[] = [];
  /** The section line given before the piece that starts at each of unitEnds. */
  private unitEndContexts: PastedLine[][] = [];
  /**
   * Complete pieces held to be parsed with the next ones as a batch (the format's stream.batchStarts, input all at
   * hand), and their characters.
   */
  private held: Unit[] = [];
  private heldChars = 0;
  private batchStarts = false;
  /** Whether a piece with text has been parsed (or tried), whatever came of it. */
  private flushedAny = false;
  private erred = false;
  private sawText = false;

  constructor(
    private readonly options: EngineOptions,
    /** Stop at the first error (parse(), or a stream without continueOnError): nothing is read after it. */
    private readonly stopAtError = false,
  ) {
    this.maxUnit = options.maxUnitChars ?? 32 * 1024 * 1024;
    this.maxLine = options.maxLineChars ?? 16 * 1024 * 1024;
    this.live = options.live !== false;
    this.source = new LineSource(
      {
        isDead: () => this.dead,
        take: (text, line, repaired, command, out) => this.take(text, line, repaired, command, out),
        mayBeCommand: (line) => this.mayBeCommand(line),
        longLine: (line, out) => this.longLine(line, out),
        unreadable: (message, out) => this.fatal(new ParseError({ format: this.format ?? "unknown", source: this.options.source, line: 1, column: 1, message }), out),
      },
      this.maxLine,
    );
    this.parser = new PieceParser(
      {
        isDead: () => this.dead,
        hinted: (err, text, upToLine) => this.hinted(err, text, upToLine),
        emitError: (error, text, out) => this.emitError(error, text, out),
        fatal: (error, out) => this.fatal(error, out),
      },
      options,
      this.state,
    );
    if (options.format !== undefined) {
      if (!isFormatName(options.format)) {
        this.initial = new ErrorItem(new ParseError({ format: options.format, source: options.source, message: `unknown format "${options.format}"; known formats: ${formatNames.join(", ")}` }), "");
        this.dead = true;
      } else {
        this.choose(options.format);
        this.head = new Head();
      }
    }
  }

  /** Reads a chunk of text; records and error items that are complete are pushed to `out`. */
  push(chunk: string, out: unknown[]): void {
    this.takeInitial(out);
    if (this.dead || chunk.length === 0) return;
    this.source.push(chunk, out);
    if (!this.live || this.dead) return;
    // A live pipe: the input at hand ends after a line that may end a piece, so the piece is out now; complete
    // pieces held for a batch (hold) are out now too.
    if (this.mayEnd !== -1 && this.mayEnd === this.unit.length && this.source.atLineEnd) this.flush(out, false);
    else if (this.held.length > 0) this.flushHeld(out);
  }

  /** The input has ended: the last piece (and anything held back) is pushed to `out`. */
  end(out: unknown[]): void {
    this.takeInitial(out);
    if (this.dead) return;
    this.source.end(out);
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
    else if (this.held.length > 0) this.flushHeld(out);
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
    if (this.parser.proseError !== undefined && this.parser.records === 0 && !this.erred && !this.dead) this.fatal(this.parser.proseError, out);
    // Pieces that each gave nothing (no error either): the input holds no output of this format.
    if (this.parser.parsedAny && this.parser.records === 0 && !this.erred && !this.dead) {
      const none = new ParseError({ format: this.format!, source: this.options.source, text: this.source.firstLine ?? "", offset: 0, message: `no ${this.format} output found` });
      this.fatal(this.hinted(none, `${this.source.firstLine ?? ""}\n`, Infinity, true), out);
    }
    if (!this.parser.parsedAny && !this.erred && !this.dead) {
      this.fatal(this.emptyInput(), out);
    }
  }

  /** Nothing but blank lines (or nothing at all): placed at the start, as parse() always has. */
  private emptyInput(): ParseError {
    return new ParseError({ format: this.format ?? this.options.format ?? "unknown", source: this.options.source, text: this.source.firstLine ?? "", offset: 0, message: "empty input" });
  }

  private takeInitial(out: unknown[]): void {
    if (this.initial === undefined) return;
    out.push(this.initial);
    this.initial = undefined;
  }

  /** Input line `line` is too long to read: the piece before it is complete, and an error says it was skipped. */
  private longLine(line: number, out: unknown[]): void {
    const error = new ParseError({ format: this.format ?? this.options.format ?? "unknown", source: this.options.source, line, column: 1, message: `line ${line} is longer than ${this.maxLine} characters; it was skipped` });
    // The piece before the long line is complete.
    if (this.format !== undefined && this.unit.length > 0) this.flush(out, false);
    else if (this.held.length > 0) this.flushHeld(out);
    if (this.dead) return;
    this.emitError(error, "", out);
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
    this.head?.add(text, line);
    if (this.format === undefined) {
      if (this.detector.add(repaired ?? { text, line, indent: 0, input: undefined, command })) this.detect(out, false);
    } else this.cut(text, line, repaired, command, out);
  }

  /** Picks the format from the lines read so far, when they settle it (or `final`: the input has ended). */
  private detect(out: unknown[], final: boolean): void {
    const best = this.detector.decide(final, this.sawText);
    if (best === "wait") return;
    if (!best) {
      this.fatal(
        new ParseError({ format: "unknown", source: this.options.source, text: this.detector.text(), offset: 0, message: `could not recognise the format (tried ${formatNames.join(", ")}); use --format to force one` }),
        out,
      );
      return;
    }
    this.choose(best.format);
    this.source.lineChunk = undefined;
    for (const p of this.detector.take()) {
      if (this.dead) return;
      this.cut(p.text, p.line, p.indent > 0 ? p : undefined, p.command, out);
    }
  }

  private choose(format: FormatName): void {
    this.format = format;
    const def = getFormat(format);
    this.cutter = def.stream?.cutter(this.options);
    this.parser.lineDamage = def.stream?.damage === "line";
    this.batchStarts = def.stream?.batchStarts === true;
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
    let chunk = repaired === undefined ? this.source.lineChunk : undefined;
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
        if (this.held.length > 0) {
          this.flushHeld(out);
          if (this.dead) return;
        }
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
      case Cut.document:
        // the earlier document's pieces are done: this line starts the header of the pieces after it
        if (this.unit.length > 0) this.flush(out, false, true);
        else if (this.held.length > 0) this.flushHeld(out);
        if (this.dead) return;
        this.header = [];
        this.laterHeader = [];
        this.context = [];
        this.unitContext = [];
        this.headerGiven = false;
        // (a document whose header is all the input has left is read as a piece, as the first one's would be: end)
        this.flushedAny = false;
        this.headerFirstChar = at;
        this.header.push(this.kept(repaired ?? lineOf(text, lineNo), at));
        this.resetUnit();
        return;
      case Cut.start:
      case Cut.section:
        // (a complete piece is held for a batch where the format allows it, see hold)
        if (this.unit.length > 0) {
          if (this.mayHold()) this.hold(out);
          else this.flush(out, false);
        }
        this.context = role === Cut.section ? [this.kept(repaired ?? lineOf(text, lineNo), at)] : [];
        this.unitContext = [];
        break;
      case Cut.context:
        // (the line stays in this piece; later pieces cut inside its section are given it first)
        this.context = [this.kept(repaired ?? lineOf(text, lineNo), at)];
        break;
      case Cut.next:
        // (the section's line, kept by flush as the next piece's, is given before this one. The piece before it may
        // be parsed in a batch with the next ones instead, as at a Cut.mayEnd line: when the input is all at hand,
        // marked in the current piece; from a live pipe, held as a piece of its own, and the batch parsed once the
        // input at hand is read (push), so that a record is out as soon as it would be cut apart)
        if (this.unit.length === 0) break;
        if (this.unitChars >= BATCH_CHARS) this.flush(out, false);
        else if (!this.live) this.markEnd();
        else if (this.mayHold(true)) {
          this.hold(out);
          this.unitContext = this.context;
        } else this.flush(out, false);
        break;
      default:
    }
    if (this.dead) return;
    if (this.unit.length === 0) {
      this.unitFirstChar = at;
      this.unitOptions = this.commandOptions;
      this.unitCommand = this.commandLine;
      this.unitChunk = chunk;
      this.unitChunkNo = this.source.chunkNo;
      this.unitFrom = this.source.lineFrom;
      this.unitTo = this.source.lineTo;
    } else if (this.unitChunk !== undefined) {
      if (chunk !== undefined && this.source.chunkNo === this.unitChunkNo && this.source.lineFrom === this.unitTo + 1) this.unitTo = this.source.lineTo;
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
      else this.markEnd();
    } else if (this.unitChars > this.maxUnit) this.tooLong(out);
  }

  /** The current piece's lines so far may end a piece: a batch of pieces goes on after them (see flush). */
  private markEnd(): void {
    this.mayEnd = this.unit.length;
    this.unitEnds.push(this.unit.length);
    this.unitEndContexts.push(this.context);
  }

  /** A line kept aside to be given again before pieces (a header, a section's first line), with where it was. */
  private kept(line: PastedLine, at: number): PastedLine {
    this.charOf.set(line, at);
    return line;
  }

  private tooLong(out: unknown[]): void {
    if (this.held.length > 0) {
      this.flushHeld(out);
      if (this.dead) return;
    }
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
    this.unitEndContexts = [];
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
  private flush(out: unknown[], last: boolean, documentEnds = false): void {
    if (this.held.length > 0) {
      // the current piece is the held batch's last, or they are parsed before it, apart
      if (this.mayHold()) {
        this.held.push(this.takeUnit());
        this.takeHeld();
      } else {
        this.flushHeld(out);
        if (this.dead) return;
      }
    }
    this.flushUnit(out, last, documentEnds);
  }

  /**
   * Whether the current piece, complete, may wait to be parsed with the next ones (stream.batchStarts, or `next`: a
   * piece cut at a Cut.next line from a live pipe): it has text, no header line of its own to give before later
   * pieces, and the options and command line of those held before it.
   */
  private mayHold(next = false): boolean {
    if (!(this.batchStarts || next) || !this.unitHasText || this.laterHeader.length > 0) return false;
    const first = this.held[0];
    return first === undefined || (first.options === this.unitOptions && first.command === this.unitCommand);
  }

  /** Holds the current piece, complete, for a batch; the held pieces are parsed once they hold BATCH_CHARS. */
  private hold(out: unknown[]): void {
    this.heldChars += this.unitChars;
    this.held.push(this.takeUnit());
    if (this.heldChars >= BATCH_CHARS) this.flushHeld(out);
  }

  /** Parses the held pieces as a batch, before the current piece, which stays as it is. */
  private flushHeld(out: unknown[]): void {
    const current = this.takeUnit();
    const laterHeader = this.laterHeader;
    this.laterHeader = [];
    this.takeHeld();
    this.flushUnit(out, false);
    // lines left out after the batch's last line go with the current piece, before its own
    const carried = this.unitElisions;
    this.setUnit(current);
    if (carried !== undefined) this.unitElisions = [...carried, ...(this.unitElisions ?? [])];
    this.laterHeader = laterHeader;
  }

  /** The held pieces, joined, as the current piece (which must be empty or taken); none is held then. */
  private takeHeld(): void {
    this.setUnit(joinUnits(this.held));
    this.held = [];
    this.heldChars = 0;
  }

  /** The current piece, taken: the engine's current piece is then empty. */
  private takeUnit(): Unit {
    const unit: Unit = {
      lines: this.unit,
      numbers: this.unitLines,
      repaired: this.unitRepaired,
      options: this.unitOptions,
      command: this.unitCommand,
      chars: this.unitChars,
      hasText: this.unitHasText,
      firstChar: this.unitFirstChar,
      chunk: this.unitChunk,
      chunkNo: this.unitChunkNo,
      from: this.unitFrom,
      to: this.unitTo,
      elisions: this.unitElisions,
      ends: this.unitEnds,
      endContexts: this.unitEndContexts,
      context: this.unitContext,
    };
    this.unitElisions = undefined;
    this.resetUnit();
    return unit;
  }

  private setUnit(u: Unit): void {
    this.unit = u.lines;
    this.unitLines = u.numbers;
    this.unitRepaired = u.repaired;
    this.unitOptions = u.options;
    this.unitCommand = u.command;
    this.unitChars = u.chars;
    this.unitHasText = u.hasText;
    this.unitFirstChar = u.firstChar;
    this.unitChunk = u.chunk;
    this.unitChunkNo = u.chunkNo;
    this.unitFrom = u.from;
    this.unitTo = u.to;
    this.unitElisions = u.elisions;
    this.unitEnds = u.ends;
    this.unitEndContexts = u.endContexts;
    this.unitContext = u.context;
    this.mayEnd = u.ends.length > 0 && u.ends[u.ends.length - 1] === u.lines.length ? u.lines.length : -1;
  }

  /** Parses the current piece (flush). */
  private flushUnit(out: unknown[], last: boolean, documentEnds = false): void {
    const lines = this.unit;
    const lineNumbers = this.unitLines;
    const repaired = this.unitRepaired;
    const firstChar = this.unitFirstChar;
    const hasText = this.unitHasText;
    const chunk = this.unitChunk;
    const chunkFrom = this.unitFrom;
    const chunkTo = this.unitTo;
    const ends = this.unitEnds;
    const endContexts = this.unitEndContexts;
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
    const unendedLine = this.source.unendedLine;
    const lineEnd = unendedLine === 0 || lineNumbers[lineNumbers.length - 1] !== unendedLine;
    // the input ends inside the piece's last value (see markCut)
    const cut = !lineEnd && mayEndInsideValue(lines[lines.length - 1]!);
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
      if (replay.length > 0) this.state.replayPlaces = replayPlaces(replay, this.charOf);
      else delete this.state.replayPlaces;
      // (the input line of each of the piece's own lines, when they are not the input's in order: paste repairs)
      if (!place.identity) this.state.ownLines = numbers;
      else delete this.state.ownLines;
      if (!cut || numbers[numbers.length - 1] !== unendedLine) return this.parsePiece(replayed + text, replayed.length, place, out, whole);
      const before = snapshot(this.state);
      const mark = out.length;
      const parsed = this.parsePiece(replayed + text, replayed.length, place, out, whole);
      if (parsed && !this.dead) this.markCut(out, mark, `${replayed}${text.slice(0, text.lastIndexOf("\n") + 1)}`, before, place, lines[lines.length - 1]!);
      return parsed;
    };
    // (a batch with lines left out is parsed a piece at a time: each one's errors after its records)
    if ((elided === undefined || saved === undefined) && (piece(replay, headerLines, body, lineNumbers, repaired, firstChar, !(last || documentEnds), batch) || saved === undefined)) {
      return this.sayElided(elided, upTo, out);
    }
    // the batch's pieces one by one, from the state before it; each after the first with what a live pipe's would
    // have been given before it (the header, the section's first line)
    this.headerGiven = headerGiven;
    restoreState(this.state, saved);
    let from = 0;
    let at = firstChar;
    let k = 0;
    for (const to of [...ends.filter((e) => e < lines.length), lines.length]) {
      // (the section line given before this piece: where it starts inside one)
      const context = from === 0 ? [] : endContexts[k++]!;
      const later = context.length > 0 ? [...this.header, ...context] : this.header;
      const own = lines.slice(from, to);
      let fixed: Map<number, PastedLine> | undefined;
      if (repaired !== undefined) for (const [i, p] of repaired) if (i >= from && i < to) (fixed ??= new Map()).set(i - from, p);
      const final = to === lines.length;
      const text = `${own.join("\n")}${!final || lineEnd ? "\n" : ""}`;
      if (own.some((l) => l.trim() !== "")) {
        if (from === 0) piece(replay, headerLines, text, lineNumbers.slice(from, to), fixed, at, !((last || documentEnds) && final), false);
        else piece(later, later.length - context.length, text, lineNumbers.slice(from, to), fixed, at, !((last || documentEnds) && final), false);
      }
      this.sayElided(elided?.filter((e) => e.at >= from), final ? upTo : to, out);
      if (this.dead) return;
      for (const l of own) at += l.length + 1;
      from = to;
    }
  }

  /** The records of the piece's last line, which the input ends inside a value of, say so (cut-value.ts). */
  private markCut(out: unknown[], mark: number, withoutLast: string, before: Record<string, unknown>, place: Placement, line: string): void {
    const { left, stopped } = markCut(out, mark, withoutLast, before, place, line, { format: this.format!, options: this.options, pieceOptions: this.pieceOptions(), lineNo: this.source.unendedLine, loadTest: this.loadTest, stopAtError: this.stopAtError });
    if (left > 0) {
      this.parser.records -= left;
      this.erred = true;
    }
    if (stopped) this.dead = true;
  }

  /** Parses one piece (damage.ts); false: a `batch` that failed, to be parsed a piece at a time. */
  private parsePiece(text: string, replayed: number, place: Placement, out: unknown[], batch = false): boolean {
    return this.parser.parse(this.format!, this.pieceOptions(), this.loadTest ? this.unitCommand : undefined, text, replayed, place, out, batch);
  }

  /** The options a piece is parsed with: the caller's, over those its command line implies. */
  private pieceOptions(): ContextOptions {
    return this.unitOptions === undefined ? this.options : { ...this.unitOptions, ...this.options };
  }

  /** When a forced format fails, say what the text looks like instead (Head.hint). */
  private hinted(err: ParseError, text: string, upToLine = Infinity, nothingRead = !this.parser.parsedAny): ParseError {
    if (this.options.format === undefined || this.head === undefined) return err;
    return this.head.hint(err, this.format, text, upToLine, nothingRead);
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

/** A line of the input kept aside as it is (a header, a section's first line). */
function lineOf(text: string, line: number): PastedLine {
  return { text, line, indent: 0, input: undefined, command: undefined };
}
