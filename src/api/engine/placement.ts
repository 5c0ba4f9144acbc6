/**
 * Error placement: the error items the engine gives, and where the lines of a piece's text (the lines given again
 * before it, then its own) were in the input, so that an error of the piece is said at the input's line and column.
 */
import type { ContextOptions } from "../../kit/format.js";
import { caretExcerpt, ParseError } from "../../kit/errors.js";
import type { ReplayPlaces } from "../parse-format.js";
import type { PastedLine } from "../paste.js";

/** An error item: a piece of the input that could not be read, and where. */
export class ErrorItem {
  readonly ok = false as const;
  constructor(
    readonly error: ParseError,
    /** The text of the piece (cut to 4 KiB). */
    readonly text: string,
  ) {}
}

export function asParseError(err: unknown, options: ContextOptions): ParseError {
  if (err instanceof ParseError) return err;
  const message = err instanceof Error ? err.message : String(err);
  const wrapped = new ParseError({ format: options.format ?? "unknown", source: options.source, message: `internal error: ${message}` });
  (wrapped as { cause?: unknown }).cause = err;
  return wrapped;
}

/**
 * Where the lines of a piece's text (the replayed lines, then the piece's own) came from in the input. When they are
 * the input's lines in order, unchanged, a line number in the piece is the input's plus `shift`; after paste repairs
 * (a margin taken off, doubled blank lines dropped) each is looked up.
 */
export class Placement {
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

/**
 * Where the lines given again before a piece start in its text, and were in the input (see ReplayPlaces);
 * `charOf`: where each line kept aside was in the input (a character number, see Engine.kept).
 */
export function replayPlaces(replay: readonly PastedLine[], charOf: WeakMap<PastedLine, number>): ReplayPlaces {
  const starts: number[] = [];
  const inputChars: number[] = [];
  const lines: number[] = [];
  let at = 0;
  for (const p of replay) {
    starts.push(at);
    inputChars.push(charOf.get(p) ?? -1);
    lines.push(p.line);
    at += p.text.length + 1;
  }
  return { length: at, starts, inputChars, lines };
}
