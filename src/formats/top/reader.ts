/**
 * Frame by frame: the grammar runs on one frame's text at a time, and the last frame is held back until the input
 * ends, because only then can it be told whether it was cut off. Batch parsing (index.ts) and streaming (stream.ts)
 * both go through TopReader, so they give the same records.
 */
import { topGrammar } from "../../../grammars/top/parser.js";
import { caretExcerpt, ParseError } from "../../kit/errors.js";
import { runGrammar } from "../../kit/grammar.js";
import { buildFrames, frameOffsets, rowCells, tableOf, type BuildState, type TopRawError, type TopRawFrame, type TopRawItem } from "./raw.js";

/** A frame's text and where it sits in the whole input. */
export interface FrameText {
  text: string;
  /** Offset of text[0] in the whole (prepared) input. */
  base: number;
  /** Number of lines before text[0]. */
  lineBase: number;
  /**
   * The whole input `text` was cut from, when there is one string of it (parse(), not a stream), so that
   * `text === input.slice(base, base + text.length)`. The process rows are read from it: characters of the string
   * a file was read into are quicker to read than those of a slice of it.
   */
  input?: string;
}

/** A raw item with the frame text it came from (needed to locate errors and cells later). */
export interface ReadItem {
  item: TopRawItem;
  from: FrameText;
}

/** What one frame tells about the next ones; kept across the pieces of a stream. */
export interface ReaderState {
  build: BuildState;
  /** true while every frame so far showed as many rows as its task total (so a short last frame is cut off). */
  allFull?: boolean;
  sawHeader?: boolean;
}

export class TopReader {
  private held: ReadItem[] = [];

  constructor(
    private readonly source?: string,
    private readonly state: ReaderState = { build: {} },
  ) {}

  /** Reads one frame text; returns the items that are final (everything but the last frame read so far). */
  push(from: FrameText): ReadItem[] {
    const items = this.read(from);
    if (items.length === 0) return [];
    const ready = this.held.map((r) => this.settle(r, false, true));
    this.held = items.map((item) => ({ item, from }));
    // Only the very last item can be the cut-off one: settle the others now.
    const keep = this.held.pop()!;
    ready.push(...this.held.map((r) => this.settle(r, false, true)));
    this.held = [keep];
    return ready;
  }

  /**
   * The text has ended: settles the held frame. `endsWithNewline` tells whether the last line is complete;
   * `isLast` is false when more of the input follows in another piece (parseStream), so the frame is not the one
   * that could have been cut off.
   */
  end(endsWithNewline: boolean, isLast = true): ReadItem[] {
    const out = this.held.map((r) => this.settle(r, isLast, isLast ? endsWithNewline : true));
    this.held = [];
    return out;
  }

  private read(from: FrameText): TopRawItem[] {
    let lines;
    try {
      lines = runGrammar(topGrammar, from.text, "top", this.source);
    } catch (err) {
      if (!(err instanceof ParseError)) throw err;
      return [{ kind: "error", message: err.reason, offset: from.base + offsetOf(from.text, err.line, err.column) }];
    }
    return buildFrames(lines, from.text, from.base, this.state.build, from.input);
  }

  /** Decides whether a frame is complete; a cut-off frame becomes an error item. */
  private settle(r: ReadItem, isLast: boolean, endsWithNewline: boolean): ReadItem {
    const frame = r.item;
    if (frame.kind !== "frame") return r;
    const cut = this.cutOff(frame, isLast, endsWithNewline, r.from);
    if (cut) return { item: cut, from: r.from };
    return r;
  }

  private cutOff(frame: TopRawFrame, isLast: boolean, endsWithNewline: boolean, from: FrameText): TopRawError | undefined {
    const end = frameOffsets.get(frame)?.at.get("end") ?? from.base + from.text.length;
    const where = (message: string): TopRawError => ({
      kind: "error",
      message,
      offset: Math.max(from.base, endsWithNewline || !isLast ? end - 1 : end),
      ...(frame.clock !== undefined ? { clock: frame.clock } : {}),
    });
    if (!frame.header) {
      if (this.state.sawHeader) return where(isLast ? "the last frame is cut off before its process table" : "a frame without its process table");
      return undefined;
    }
    this.state.sawHeader = true;
    const table = tableOf(frame);
    const rows = table?.starts.length ?? 0;
    // the last row is split into cells only where it may be cut (every frame's would cost a split per frame)
    const lastRow = isLast && !endsWithNewline && table && rows > 0 ? rowCells(table, rows - 1) : undefined;
    if (lastRow && lastRow[lastRow.length - 1] === undefined) {
      return where(`the last frame is cut off in its process table (row ${rows} is incomplete)`);
    }
    const total = taskTotal(frame);
    if (isLast && this.state.allFull === true && total !== undefined && rows < total) {
      return where(`the last frame is cut off after ${rows} of ${total} process rows`);
    }
    if (total !== undefined) this.state.allFull = (this.state.allFull ?? true) && rows === total;
    else this.state.allFull = false;
    return undefined;
  }
}

/** The task total of a procps frame (`Tasks: 209 total`), when printed in English or first. */
function taskTotal(frame: TopRawFrame): number | undefined {
  if (frame.family !== "procps") return undefined;
  const g = frame.summary.find((s) => /^(?:Tasks|Threads):$/.test(s.label));
  const f = g?.fields[0];
  if (!f || !/^\d+$/.test(f.value)) return undefined;
  return Number(f.value);
}

/** The 0-based offset of a 1-based line and column in text. */
function offsetOf(text: string, line: number, column: number): number {
  let at = 0;
  for (let n = 1; n < line; n++) {
    const nl = text.indexOf("\n", at);
    if (nl === -1) return text.length;
    at = nl + 1;
  }
  return Math.min(text.length, at + Math.max(0, column - 1));
}

/** Line and column of a global offset inside a frame text, with the excerpt, for error items. */
export function locateIn(from: FrameText, offset: number): { line: number; column: number; excerpt: string } {
  const local = Math.max(0, Math.min(offset - from.base, from.text.length));
  const text = from.text;
  let line = 1;
  let start = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < local; i = text.indexOf("\n", i + 1)) {
    line++;
    start = i + 1;
  }
  const nl = text.indexOf("\n", start);
  const lineText = text.slice(start, nl === -1 ? text.length : nl);
  const column = local - start + 1;
  return {
    line: from.lineBase + line,
    column,
    // the whole line, as before (error items in goldens show it), escaped like a ParseError's
    excerpt: caretExcerpt(lineText, column, Infinity),
  };
}
