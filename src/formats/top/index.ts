import { ParseError } from "../../api/errors.js";
import type { FormatDefinition, ParseContext } from "../types.js";
import { detectTop } from "./detect.js";
import { frameStarts, markerFamily } from "./frames.js";
import { TopNormalizer, type TopParseOptions } from "./normalize.js";
import { releaseFrame, withProcesses, type TopRawError, type TopRawItem } from "./raw.js";
import { TopReader, type FrameText, type ReaderState, type ReadItem } from "./reader.js";
import { countLines, LineCounter, NO_FRAME, toRecord } from "./records.js";
import { TopRecord } from "./schema.js";

export type { TopParseOptions } from "./normalize.js";
export type { TopRawError, TopRawFrame, TopRawItem } from "./raw.js";
export { parseFrames, type ParseFramesOptions } from "./stream.js";

/** Carried across the pieces of a stream read by parseStream (one fresh object per parse() call). */
interface TopState {
  reader: ReaderState;
  normalizer?: TopNormalizer;
  /** Lines of the input before the next piece. */
  lineBase: number;
  /** Lines of the input before the current piece. */
  pieceLineBase: number;
}

function topState(ctx: ParseContext): TopState {
  return (ctx.state.top ??= { reader: { build: {} }, lineBase: 0, pieceLineBase: 0 }) as TopState;
}

/** parseStream's cut: the family of the frames in a piece (the first marker line), cached per piece. */
const unitFamilies = new WeakMap<readonly string[], ReturnType<typeof markerFamily>>();

/** The frame text each raw item came from, for error positions (kept out of the raw records). */
const sources = new WeakMap<TopRawItem, FrameText>();

/**
 * `top` in batch mode: procps 3.2, procps-ng 3.3 and 4.x (any field set, -1, -H, -E/-e, -c/-w, toprc graphs and
 * forest view, translated labels and decimal commas), BusyBox, FreeBSD and macOS. One record per frame; a frame that
 * is cut off or damaged is an error item (`kind: "error"`) among the good ones. Option `date` (`YYYY-MM-DD`) dates
 * the frames of logs without `date` lines. For long logs use parseFrames (frame by frame, bounded memory).
 */
export const topFormat: FormatDefinition<TopRecord, TopRawItem> = {
  name: "top",
  description: "top -b (procps 3.2 to 4.x, BusyBox, FreeBSD, macOS): one record per frame, sizes in bytes, times in seconds",
  detect: detectTop,
  parseRaw(ctx) {
    const out: TopRawItem[] = [];
    readFrames(ctx, (r) => {
      sources.set(r.item, r.from);
      // the raw output shows each row as an object; parse() reads the cells straight from the text
      out.push(ctx.options.raw && r.item.kind === "frame" ? withProcesses(r.item) : r.item);
    });
    if (!out.some((i) => i.kind === "frame")) throw noFrameError(out.find(isRawError), ctx);
    return out;
  },
  normalize(items, ctx) {
    const normalizer = topNormalizer(ctx);
    return checkReadable(
      items.map((item) => toRecord(item, sources.get(item) ?? { text: ctx.text, base: 0, lineBase: 0 }, normalizer)),
      ctx,
    );
  },
  // parse(): each frame is normalized and checked as soon as it is read (its raw values die young)
  parseRecords(ctx, check) {
    const normalizer = topNormalizer(ctx);
    const records: TopRecord[] = [];
    let anyFrame = false;
    let firstRawError: TopRawError | undefined;
    readFrames(ctx, (r) => {
      if (r.item.kind === "frame") anyFrame = true;
      else firstRawError ??= r.item;
      records.push(check(toRecord(r.item, r.from, normalizer)));
      releaseFrame(r.item);
    });
    // as parseRaw: no frame at all is an error at the first damaged place
    if (!anyFrame) throw noFrameError(firstRawError, ctx);
    return checkReadable(records, ctx);
  },
  schema: TopRecord,
  // parseStream: a piece is one frame, from its first line (`top - `, BusyBox `Mem:`, FreeBSD `last pid:`, macOS
  // `Processes:`) to the next; lines before the first frame join it. parseFrames (stream.ts) does the same with the
  // exact cut-off rules of parse().
  stream: {
    startsUnit(line, unit) {
      const family = markerFamily(line);
      if (!family) return false;
      let current = unitFamilies.get(unit);
      if (current === undefined) {
        current = unit.map((l) => markerFamily(l)).find((f) => f !== undefined);
        if (current !== undefined) unitFamilies.set(unit, current);
      }
      return current === family;
    },
  },
};

/**
 * Cuts the text into frame pieces and reads them in order, passing each raw item, with the frame text it came from,
 * to `take` (parseRaw keeps them; parseRecords normalizes them at once). Throws when no frame starts in the text.
 */
function readFrames(ctx: ParseContext, take: (item: ReadItem) => void): void {
  const text = ctx.text;
  const { starts } = frameStarts(text);
  if (starts.length === 0) throw new ParseError({ format: "top", source: ctx.source, text, offset: 0, message: NO_FRAME });
  const state = topState(ctx);
  const reader = new TopReader(ctx.source, state.reader);
  const lineBase = state.lineBase;
  state.pieceLineBase = lineBase;
  // a frame's first line number is needed only to place an error: counted when asked
  const lines = new LineCounter(text);
  let from = 0;
  for (let k = 1; k <= starts.length; k++) {
    const to = k < starts.length ? starts[k]! : text.length;
    for (const r of reader.push(new FramePiece(text, from, to, lineBase, lines))) take(r);
    from = to;
  }
  // the pieces cover the text: the next piece of a stream (parseStream) starts after all their lines
  if (ctx.state.morePieces === true) state.lineBase = lineBase + countLines(text) + (text.endsWith("\n") ? 0 : 1);
  // under parseStream, a piece followed by more input does not hold the input's last frame
  for (const r of reader.end(text.endsWith("\n"), ctx.state.morePieces !== true)) take(r);
}

/**
 * A frame of a text parsed whole, whose first line's number is counted only when an error asks for it (a class: an
 * object literal with a getter is made by a slow path, and there is one per frame).
 */
class FramePiece implements FrameText {
  readonly text: string;
  constructor(
    readonly input: string,
    readonly base: number,
    to: number,
    private readonly linesBefore: number,
    private readonly lines: LineCounter,
  ) {
    this.text = input.slice(base, to);
  }

  get lineBase(): number {
    return this.linesBefore + this.lines.before(this.base);
  }
}

function topNormalizer(ctx: ParseContext): TopNormalizer {
  return (topState(ctx).normalizer ??= new TopNormalizer(topOptions(ctx)));
}

/** Records that are all errors: nothing readable. Fails like parse does when no frame could be cut (at the right line). */
function checkReadable(records: TopRecord[], ctx: ParseContext): TopRecord[] {
  const first = records[0];
  if (first?.kind === "error" && records.every((r) => r.kind === "error")) {
    const line = first.error.line - topState(ctx).pieceLineBase;
    throw new ParseError({ format: "top", source: ctx.source, line, column: first.error.column, message: first.error.message });
  }
  return records;
}

/** The top options inside the common ParseOptions. */
function topOptions(ctx: ParseContext): TopParseOptions {
  const date = (ctx.options as TopParseOptions).date;
  return date === undefined ? {} : { date };
}

/** The error when no frame could be read: at the first damaged place, or NO_FRAME when there is none. */
function noFrameError(first: TopRawError | undefined, ctx: ParseContext): ParseError {
  if (!first) return new ParseError({ format: "top", source: ctx.source, text: ctx.text, offset: 0, message: NO_FRAME });
  return new ParseError({ format: "top", source: ctx.source, text: ctx.text, offset: first.offset, message: first.message });
}

const isRawError = (i: TopRawItem): i is TopRawError => i.kind === "error";

