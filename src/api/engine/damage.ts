/**
 * Damage skipping: a piece is parsed, and when it fails, what failed is set aside and the rest parsed again, so that
 * one bad part costs only that part: a damaged paragraph (the lines between blank lines around the error; the line
 * alone for a format whose damage is a line's), and a line of prose copied with the output, read as a blank line.
 */
import type { FormatName } from "../../formats/index.js";
import type { ContextOptions } from "../../kit/format.js";
import { caretExcerpt, ParseError } from "../../kit/errors.js";
import type { CommandLine } from "../command-line.js";
import { scoreAll } from "../detect.js";
import { parseFormat } from "../parse-format.js";
import { isProseLine } from "../paste.js";
import { setRunCommand } from "../run-command.js";
import { asParseError, type Placement } from "./placement.js";
import { restoreState, snapshot } from "./piece-state.js";

/**
 * How many damaged paragraphs of one piece are set aside (and the rest parsed again), and how many characters of it
 * may be parsed again in all (REPARSE_FACTOR times its size, plus REPARSE_BASE), before the rest of the piece after
 * a damaged paragraph is set aside in one go: each try parses the whole piece again, so that a piece with a damaged
 * paragraph every few lines would cost its size times its damage.
 */
const MAX_SKIPPED_PARTS = 100;
const REPARSE_FACTOR = 8;
const REPARSE_BASE = 64 * 1024;
/** How many lines of prose an input may hold (read as blank lines, see PieceParser.parse); after them, each is an
 * error, so that a long text that is not the format's stops at its first error, as before. */
const MAX_PROSE_LINES = 16;

/** What the piece parser says through the engine: its errors, and whether the engine has stopped. */
export interface PieceHost {
  /** Whether an error ended the input (nothing more is parsed). */
  isDead(): boolean;
  /** A forced format's error, with what the text looks like instead (Head.hint). */
  hinted(err: ParseError, text: string, upToLine: number): ParseError;
  /** An error item given, the input read on (unless the engine stops at the first error). */
  emitError(error: ParseError, text: string, out: unknown[]): void;
  /** An error that ends the input. */
  fatal(error: ParseError, out: unknown[]): void;
}

/** Parses the pieces of one input, with the format's state carried from piece to piece. */
export class PieceParser {
  /** Whether a piece has been parsed without error (or what failed set aside, the rest parsed). */
  parsedAny = false;
  /** Records given so far. */
  records = 0;
  /** The error of the first line of prose read as a blank line, said if the input gives no record. */
  proseError: ParseError | undefined;
  private proseLines = 0;
  /** Errors already said of replayed lines (line:column:reason), each said once. */
  private readonly replayErrors = new Set<string>();
  /** Whether the format's damage is a line's (StreamDefinition.damage "line"): the line alone is set aside. */
  lineDamage = false;

  constructor(
    private readonly host: PieceHost,
    /** The caller's options (source, format). */
    private readonly options: ContextOptions,
    /** The format's state, carried from piece to piece. */
    private readonly state: Record<string, unknown>,
  ) {}

  /**
   * Parses one piece's text (`replayed`: how many characters of it are lines given again before its own) with the
   * piece's `options`, its records told their `command` (a load test's). A damaged paragraph is set aside and the
   * rest parsed again, up to MAX_SKIPPED_PARTS times. A `batch` (see Engine.flush) that fails is given back at once
   * (false), nothing said, for its pieces to be parsed one by one.
   */
  parse(format: FormatName, options: ContextOptions, command: CommandLine | undefined, text: string, replayed: number, place: Placement, out: unknown[], batch: boolean): boolean {
    const host = this.host;
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
        const local = host.hinted(plain, text, place.lastLine);
        const error = place.error(local, this.options.source);
        if (local !== plain && !this.parsedAny) {
          // a forced format that reads nothing of a text that looks like another: one error, not one per line
          host.fatal(error, out);
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
          host.emitError(error, text.slice(replayed, replayed + 4096), out);
        }
        if (host.isDead()) return true;
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
            host.emitError(place.error(note, this.options.source), text.slice(replayed, replayed + 4096), out);
            if (host.isDead()) return true;
          }
        }
        for (let i = start; i <= end; i++) lines[i] = "";
        restoreState(state, saved);
        if (lines.slice(own).every((l) => l.trim() === "")) return true;
        text = lines.join("\n");
      }
    }
  }
}
