import { topGrammar } from "../../../grammars/top/parser.js";
import { ParseError } from "../../kit/errors.js";
import { Cut, type FormatDefinition, type ParseContext } from "../../kit/format.js";
import { detectTop } from "./detect.js";
import { frameStarts, markerKind } from "./frames.js";
import { topMetrics } from "./metrics.js";
import { TopNormalizer, type TopParseOptions } from "./normalize.js";
import { releaseFrame, withProcesses, type TopRawError, type TopRawItem } from "./raw.js";
import { TopReader, type FrameText, type ReaderState, type ReadItem } from "./reader.js";
import { LineCounter, NO_FRAME, toRecord } from "./records.js";
import { TopRecord } from "./schema.js";
import { topProgram, topSignature } from "./extract.js";
import { topOptions } from "./options.js";

export type { TopParseOptions } from "./normalize.js";
export type { TopRawError, TopRawFrame, TopRawItem } from "./raw.js";

/** Carried across the pieces of a stream read by parseStream (one fresh object per parse() call). */
interface TopState {
  reader: ReaderState;
  normalizer?: TopNormalizer;
  /** Lines of the input before the current piece. */
  pieceLineBase: number;
  /** Whether a frame has been read in the input so far. */
  anyFrame?: boolean;
  /** The input's first damaged place, placed in the piece it was found in (`shift`: that piece's pieceLineBase). */
  firstError?: { error: ParseError; shift: number };
}

function topState(ctx: ParseContext): TopState {
  return (ctx.state.top ??= { reader: { build: {} }, pieceLineBase: 0 }) as TopState;
}

/** The frame text each raw item came from, for error positions (kept out of the raw records). */
const sources = new WeakMap<TopRawItem, FrameText>();

/**
 * `top` in batch mode: procps 2.0 and 3.2, procps-ng 3.3 and 4.x (any field set, -1, -H, -E/-e, -c/-w, toprc graphs
 * and forest view, translated labels and decimal commas), BusyBox, FreeBSD and macOS. One record per frame; a frame
 * that is cut off or damaged is an error item (`kind: "error"`) among the good ones. Option `date` (`YYYY-MM-DD`) dates
 * the frames of logs without `date` lines. For long logs use parseFrames (frame by frame, bounded memory).
 */
export const topFormat: FormatDefinition<TopRecord, TopRawItem, typeof topOptions> = {
  name: "top",
  description: "top -b (procps 2.0 to 4.x, BusyBox, FreeBSD, macOS): one record per frame, sizes in bytes, times in seconds",
  records: "one per frame (or an error item for a cut-off frame)",
  role: "monitor",
  priority: 40,
  grammar: topGrammar,
  options: topOptions,
  testing: { samples: "samples/top" },
  detect: detectTop,
  parseRaw(ctx) {
    const out: TopRawItem[] = [];
    const state = topState(ctx);
    readFrames(ctx, (r) => {
      sources.set(r.item, r.from);
      if (r.item.kind === "frame") state.anyFrame = true;
      else state.firstError ??= { error: rawError(r.item, ctx), shift: state.pieceLineBase };
      // the raw output shows each row as an object; parse() reads the cells straight from the text
      out.push(ctx.options.raw && r.item.kind === "frame" ? withProcesses(r.item) : r.item);
    });
    checkAnyFrame(ctx);
    return out;
  },
  normalize(items, ctx) {
    const normalizer = topNormalizer(ctx);
    return checkReadable(
      items.map((item) => toRecord(item, sources.get(item) ?? { text: ctx.text, base: 0, lineBase: 0 }, normalizer)),
      ctx,
    );
  },
  // parse(): each frame is normalized and checked as soon as it is read (its raw values die young). Not kept for
  // speed (#42): `node dist/cli.js --ndjson` on 10 MB of top -b frames (bench/inputs.mjs's top input, cut) took a
  // median 5% less CPU (user+sys) with it than with parseRaw then normalize (10 paired runs, ratio 0.86 to 1.25, a
  // noisy shared machine; peak memory the same), but the two differ under the stream: a piece whose one frame the
  // normalizer refuses fails as a piece there (checkReadable) where this gives its error item. Pinned on whole texts
  // by test/top/top.test.ts ("one-pass path").
  parseRecords(ctx, check) {
    const normalizer = topNormalizer(ctx);
    const records: TopRecord[] = [];
    const state = topState(ctx);
    readFrames(ctx, (r) => {
      const record = check(toRecord(r.item, r.from, normalizer));
      if (record.kind === "frame") state.anyFrame = true;
      else if (state.firstError === undefined) {
        // a raw error is placed in the text (with its excerpt); a frame the normalizer refused, by its line
        const error =
          r.item.kind === "error"
            ? rawError(r.item, ctx)
            : new ParseError({ format: "top", source: ctx.source, line: record.error.line - state.pieceLineBase, column: record.error.column, message: record.error.message });
        state.firstError = { error, shift: state.pieceLineBase };
      }
      records.push(record);
      releaseFrame(r.item);
    });
    checkAnyFrame(ctx);
    return records;
  },
  schema: TopRecord,
  extract: topSignature,
  metrics: topMetrics,
  // the command line pasted before the output (`$ top ...`) is context, not output
  command: { programs: [topProgram] },
  report: {
    notes: ["Memory used from top is the `used` of its Mem line, as that top version computes it (procps-ng 3.3.10 and later leave buff/cache out; older tops and BusyBox count it in)."],
    memUsedSource: "top-used",
  },
  // one row per process, the frame's fields repeated before it (a frame without a process table: one row)
  csvRows(record) {
    if (record.kind !== "frame") return [record];
    const { processes, ...frame } = record;
    return processes.length > 0 ? processes.map((process) => ({ ...frame, process })) : [frame];
  },
  // parseStream: a piece is one frame, from its first line (`top - `, procps 2.0's bare uptime line, BusyBox `Mem:`,
  // FreeBSD `last pid:`, macOS `Processes:`) to the next; lines before the first frame join it. parseFrames
  // (stream.ts) does the same with the exact cut-off rules of parse().
  stream: {
    cutter() {
      let first: ReturnType<typeof markerKind>;
      return {
        line(line) {
          const kind = markerKind(line);
          if (kind === undefined) return Cut.none;
          if (first === undefined) {
            first = kind;
            return Cut.none;
          }
          // procps 2.0's bare uptime lines, then a later procps's `top - `: they were `uptime` lines (as frameStarts)
          if (first === "procps2" && kind === "procps") first = kind;
          return kind === first ? Cut.start : Cut.none;
        },
      };
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
  const lineBase = typeof ctx.state.lineShift === "number" ? ctx.state.lineShift : 0;
  state.pieceLineBase = lineBase;
  // a frame's first line number is needed only to place an error: counted when asked
  const lines = new LineCounter(text);
  let from = 0;
  for (let k = 1; k <= starts.length; k++) {
    const to = k < starts.length ? starts[k]! : text.length;
    for (const r of reader.push(new FramePiece(text, from, to, lineBase, lines))) take(r);
    from = to;
  }
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
  return (topState(ctx).normalizer ??= new TopNormalizer(optionsOf(ctx)));
}

/**
 * An input with no readable frame at all fails, at its first damaged place (or with NO_FRAME when there is none):
 * told at its last piece, as the damaged frames before it have been given as error items.
 */
function checkAnyFrame(ctx: ParseContext): void {
  const state = topState(ctx);
  if (state.anyFrame || ctx.state.morePieces === true) return;
  const first = state.firstError;
  if (!first) throw new ParseError({ format: "top", source: ctx.source, text: ctx.text, offset: 0, message: NO_FRAME });
  throw first.error.shifted(first.shift - state.pieceLineBase);
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
function optionsOf(ctx: ParseContext): TopParseOptions {
  const date = (ctx.options as TopParseOptions).date;
  return date === undefined ? {} : { date };
}

/** A damaged place of the text as a ParseError (what is thrown when the input holds no readable frame). */
function rawError(item: TopRawError, ctx: ParseContext): ParseError {
  return new ParseError({ format: "top", source: ctx.source, text: ctx.text, offset: item.offset, message: item.message });
}
