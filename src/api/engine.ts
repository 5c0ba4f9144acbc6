/**
 * The one engine behind parse, safeParse, parsePartial, parseStream and the CLI. Text goes in as chunks of any size
 * (one chunk for parse()); the engine splits lines once, picks the format from the first lines, cuts the lines into
 * pieces (a top frame, an ab run, a free block, a stub_status sample, a sar section...) with the format's cutter
 * (FormatDefinition.stream) and parses each piece as soon as it is complete, carrying the format's state from piece
 * to piece. Whatever the chunking, the pieces and so the records and errors are the same; the one exception is a
 * "may end" line (Cut.mayEnd), where a piece is cut only when no more input is at hand (a live pipe), and the formats
 * that declare one give the same records either way (test/engine.test.ts checks this over every sample).
 */
import { formatNames, getFormat, isFormatName, type FormatName } from "../formats/index.js";
import { Cut, type ParseOptions, type StreamCutter } from "../formats/types.js";
import { detectAll } from "./detect.js";
import { ParseError } from "./errors.js";
import { parseFormat } from "./parse-format.js";

export interface EngineOptions extends ParseOptions {
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

const ANSI_SGR = /\x1b\[[0-9;]*m/g;

export class Engine {
  private format: FormatName | undefined;
  private cutter: StreamCutter | undefined;
  private lineDamage = false;
  private readonly state: Record<string, unknown> = {};
  private readonly maxUnit: number;
  private readonly maxLine: number;
  /** Whether the first character (a byte-order mark) has been looked at. */
  private started = false;
  /** Set after an error that ends the input (no format could be chosen, or stopAtError). */
  private dead = false;
  private skipped = 0;
  /** An error found before any input (an unknown forced format), given with the first output. */
  private initial: ErrorItem | undefined;

  // the unfinished last line
  private partial: string[] = [];
  private partialChars = 0;
  private dropping = false;
  private lastChar = "";

  // lines read before the format is known
  private pending: string[] = [];
  private pendingChars = 0;
  private nextDetectAt = 0;
  /** The first lines, for the "looks like" hint of a forced format that fails. */
  private head: string[] | undefined;
  private headChars = 0;

  /** Lines given to the cutter so far, and their characters (each with its line end). */
  private lineNo = 0;
  private charNo = 0;
  private unitFirstChar = 0;
  private records = 0;
  private header: string[] = [];
  /** The line number and character offset of the first header line. */
  private headerAt: [number, number] = [1, 0];
  private headerGiven = false;
  /** Header lines read inside a piece: given before the pieces after it. */
  private laterHeader: string[] = [];
  private context: string[] = [];
  private unitContext: string[] = [];
  private unit: string[] = [];
  private unitChars = 0;
  private unitFirstLine = 1;
  private unitHasText = false;
  /** unit.length after the last "may end" line, or -1. */
  private mayEnd = -1;
  private parsedAny = false;
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
    // ANSI colour codes: looked for in the lines only when the chunk holds an ESC (or a line was pieced together)
    const ansi = chunk.includes("\x1b");
    let from = 0;
    for (let nl = chunk.indexOf("\n", from); nl !== -1 && !this.dead; nl = chunk.indexOf("\n", from)) {
      let line: string;
      let joined = false;
      if (this.partial.length > 0) {
        this.partial.push(chunk.slice(from, nl));
        line = this.partial.join("");
        this.partial = [];
        this.partialChars = 0;
        joined = true;
      } else line = chunk.slice(from, nl);
      from = nl + 1;
      if (this.dropping) {
        this.dropping = false;
        continue;
      }
      if (line.length > this.maxLine) {
        this.longLine(out);
        continue;
      }
      this.line(line.endsWith("\r") ? line.slice(0, -1) : line, (ansi || joined) && line.includes("\x1b["), out);
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
      const line = this.partial.join("");
      this.partial = [];
      this.partialChars = 0;
      this.line(line.endsWith("\r") ? line.slice(0, -1) : line, line.includes("\x1b["), out);
    }
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
      this.unit = this.header;
      this.header = [];
      [this.unitFirstLine, this.unitFirstChar] = this.headerAt;
      this.unitHasText = true;
      this.flush(out, true);
    }
    // Pieces that each gave nothing (no error either): the input holds no output of this format.
    if (this.parsedAny && this.records === 0 && !this.erred && !this.dead) {
      this.fatal(new ParseError({ format: this.format!, source: this.options.source, text: this.firstLine ?? "", offset: 0, message: `no ${this.format} output found` }), out);
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
    const line = this.lineNo + this.pending.length + 1;
    const error = new ParseError({ format: this.format ?? this.options.format ?? "unknown", source: this.options.source, line, column: 1, message: `line ${line} is longer than ${this.maxLine} characters; it was skipped` });
    // The piece before the long line is complete; the line counts as read.
    if (this.format !== undefined && this.unit.length > 0) this.flush(out, false);
    if (this.dead) return;
    if (this.format === undefined) this.pending.push("");
    else this.lineNo++;
    this.unitFirstLine = this.lineNo + 1;
    this.emitError(error, "", out);
  }

  private line(line: string, ansi: boolean, out: unknown[]): void {
    if (ansi) line = line.replace(ANSI_SGR, "");
    this.firstLine ??= line;
    if (!this.sawText && line.trim() !== "") this.sawText = true;
    if (this.head !== undefined && this.headChars < DETECT_CHARS) {
      this.head.push(line);
      this.headChars += line.length + 1;
    }
    if (this.format === undefined) {
      this.pending.push(line);
      this.pendingChars += line.length + 1;
      if (this.pending.length <= DETECT_EACH_LINE || this.pendingChars >= this.nextDetectAt) this.detect(out, false);
      return;
    }
    this.cut(line, out);
  }

  /** Picks the format from the lines read so far, when they settle it (or `final`: the input has ended). */
  private detect(out: unknown[], final: boolean): void {
    if (this.pendingChars >= this.nextDetectAt) this.nextDetectAt = Math.max(2 * this.pendingChars, 1024);
    if (!this.sawText && !final) return;
    const sample = `${this.pending.join("\n")}\n`;
    const found = detectAll(sample);
    const best = found[0];
    const settled = best !== undefined && best.confidence >= CONFIDENT && (found[1] === undefined || found[1].confidence < best.confidence);
    if (!final && !settled && this.pendingChars < DETECT_CHARS) return;
    if (!best) {
      const text = sample.slice(0, -1);
      this.fatal(
        new ParseError({ format: "unknown", source: this.options.source, text, offset: 0, message: `could not recognise the format (tried ${formatNames.join(", ")}); use --format to force one` }),
        out,
      );
      return;
    }
    this.choose(best.format);
    const lines = this.pending;
    this.pending = [];
    this.pendingChars = 0;
    for (const line of lines) {
      if (this.dead) return;
      this.cut(line, out);
    }
  }

  private choose(format: FormatName): void {
    this.format = format;
    const stream = getFormat(format).stream;
    this.cutter = stream?.cutter(this.options);
    this.lineDamage = stream?.damage === "line";
  }

  private cut(line: string, out: unknown[]): void {
    this.lineNo++;
    const at = this.charNo;
    this.charNo += line.length + 1;
    const role = this.cutter === undefined ? Cut.none : this.cutter.line(line);
    switch (role) {
      case Cut.header:
        // Before any piece: kept aside and given before each piece. After lines of a piece (a prompt, say): part
        // of that piece, and given before the later ones.
        if (!this.unitHasText) {
          if (this.header.length === 0) this.headerAt = [this.lineNo, at];
          this.header.push(line);
          this.unit = [];
          this.unitChars = 0;
          return;
        }
        this.laterHeader.push(line);
        break;
      case Cut.start:
      case Cut.section:
        if (this.unit.length > 0) this.flush(out, false);
        this.context = role === Cut.section ? [line] : [];
        this.unitContext = [];
        break;
      default:
    }
    if (this.dead) return;
    if (this.unit.length === 0) {
      this.unitFirstLine = this.lineNo;
      this.unitFirstChar = at;
    }
    this.unit.push(line);
    this.unitChars += line.length + 1;
    if (!this.unitHasText && line.trim() !== "") this.unitHasText = true;
    if (role === Cut.end) this.flush(out, false);
    else if (role === Cut.mayEnd) this.mayEnd = this.unit.length;
    else if (this.unitChars > this.maxUnit) this.tooLong(out);
  }

  private tooLong(out: unknown[]): void {
    const error = new ParseError({ format: this.format!, source: this.options.source, line: this.unitFirstLine, column: 1, message: `a piece of the input is longer than ${this.maxUnit} characters without a boundary this format knows` });
    const text = this.unit.slice(0, 20).join("\n").slice(0, 4096);
    this.unit = [];
    this.unitChars = 0;
    this.unitHasText = false;
    this.mayEnd = -1;
    this.emitError(error, text, out);
  }

  /** Parses the current piece; `last` when the input has ended. */
  private flush(out: unknown[], last: boolean): void {
    const lines = this.unit;
    const first = this.unitFirstLine;
    const firstChar = this.unitFirstChar;
    const hasText = this.unitHasText;
    const replay = this.unitContext.length > 0 ? [...this.header, ...this.unitContext] : this.header;
    this.unit = [];
    this.unitChars = 0;
    this.unitHasText = false;
    this.mayEnd = -1;
    // A piece cut inside a section starts with the section's first line again (sar's column header row).
    this.unitContext = this.context;
    if (this.laterHeader.length > 0) {
      this.header = [...this.header, ...this.laterHeader];
      this.laterHeader = [];
    }
    if (!hasText) return;
    const replayed = replay.length > 0 ? `${replay.join("\n")}\n` : "";
    let body = lines.join("\n");
    if (!last || this.lastChar === "\n" || this.lastChar === "\r") body += "\n";
    // the header's records are given with the first piece; after that, what is replayed was given before
    this.state.replayedChars = this.headerGiven ? replayed.length : 0;
    if (replay.length > 0) this.headerGiven = true;
    this.state.morePieces = !last;
    this.state.lineShift = first - 1 - replay.length;
    this.state.charShift = firstChar - replayed.length;
    this.parsePiece(replayed + body, replayed.length, first - 1 - replay.length, out);
  }

  /**
   * Parses one piece. A damaged paragraph (the lines between blank lines around the error) is set aside and the rest
   * parsed again, up to MAX_SKIPPED_PARTS times, so that one bad part costs only that part.
   */
  private parsePiece(text: string, replayed: number, shift: number, out: unknown[]): void {
    const format = this.format!;
    let lines: string[] | undefined;
    const state = this.state;
    // the state before this piece, restored for each new try
    const saved = { ...state };
    for (;;) {
      try {
        const records = parseFormat(text, format, this.options, state);
        this.parsedAny = true;
        this.records += records.length;
        for (const r of records) out.push(r);
        return;
      } catch (err) {
        const error = this.hinted(asParseError(err, { ...this.options, format }), text).shifted(shift, this.options.source);
        const at = error.line - shift - 1;
        lines ??= text.split("\n");
        this.emitError(error, text.slice(replayed, replayed + 4096), out);
        if (this.dead) return;
        const own = replayed === 0 ? 0 : text.slice(0, replayed).split("\n").length - 1;
        if (at < own || at >= lines.length || lines[at]!.trim() === "" || ++this.skipped > MAX_SKIPPED_PARTS || /^record \d+ failed validation/.test(error.reason)) return;
        let start = at;
        let end = at;
        if (!this.lineDamage) {
          while (start > own && lines[start - 1]!.trim() !== "") start--;
          while (end + 1 < lines.length && lines[end + 1]!.trim() !== "") end++;
        }
        for (let i = start; i <= end; i++) lines[i] = "";
        if (lines.slice(own).every((l) => l.trim() === "")) return;
        text = lines.join("\n");
        for (const key of Object.keys(state)) delete state[key];
        Object.assign(state, saved);
      }
    }
  }

  /** When a forced format fails, say what the text looks like instead (`--format ab` on a free table). */
  private hinted(err: ParseError, text: string): ParseError {
    if (this.options.format === undefined || this.head === undefined) return err;
    const best = detectAll(this.head.length > 0 ? `${this.head.join("\n")}\n` : text)[0];
    if (!best || best.format === this.format || best.confidence < 0.5) return err;
    return new ParseError({
      format: err.format,
      variant: err.variant,
      source: err.source,
      message: `${err.reason} (the text looks like ${best.format} output; leave out --format to read it as that)`,
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

export function asParseError(err: unknown, options: ParseOptions): ParseError {
  if (err instanceof ParseError) return err;
  const message = err instanceof Error ? err.message : String(err);
  const wrapped = new ParseError({ format: options.format ?? "unknown", source: options.source, message: `internal error: ${message}` });
  (wrapped as { cause?: unknown }).cause = err;
  return wrapped;
}
