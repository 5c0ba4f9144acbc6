/**
 * Streaming: records from a top log as it arrives, one frame at a time. Memory stays bounded by one frame (plus the
 * unfinished line of the current chunk), whatever the size of the log. The records equal those of parse().
 */
import { ParseError } from "../../api/errors.js";
import { checkRecord } from "../../api/quick.js";
import { prepareText } from "../../api/text.js";
import { FrameCutter } from "./frames.js";
import { countLines, NO_FRAME, toRecord } from "./records.js";
import { TopNormalizer, type TopParseOptions } from "./normalize.js";
import { releaseFrame, withProcesses, type TopRawItem } from "./raw.js";
import { TopReader, type ReadItem } from "./reader.js";
import { TopRecord } from "./schema.js";

/** The longest line parseFrames buffers while waiting for its end. */
const MAX_LINE = 16 * 1024 * 1024;

export interface ParseFramesOptions extends TopParseOptions {
  /** Yield raw frames (strings as printed) instead of normalized records. */
  raw?: boolean;
  /** Validate each record with the zod schema (default true). */
  validate?: boolean;
  /** A name for the input, used in error messages. */
  source?: string;
}

/**
 * Yields one record per frame of `top -b` output read from `chunks` (strings of any size, split anywhere: inside a
 * line, inside `\r\n`). A cut-off or damaged frame is yielded as an error item (`kind: "error"`); when the input held
 * no readable frame at all, the generator throws a ParseError at the end, as parse() does.
 *
 * @example
 * for await (const frame of parseFrames(createReadStream("top.log", "utf8"))) {
 *   if (frame.kind === "frame") console.log(frame.time, frame.cpu?.idlePercent);
 * }
 */
export function parseFrames(chunks: AsyncIterable<string>, options: ParseFramesOptions & { raw: true }): AsyncGenerator<TopRawItem>;
export function parseFrames(chunks: AsyncIterable<string>, options?: ParseFramesOptions & { raw?: false }): AsyncGenerator<TopRecord>;
export async function* parseFrames(chunks: AsyncIterable<string>, options: ParseFramesOptions = {}): AsyncGenerator<TopRecord | TopRawItem> {
  const reader = new TopReader(options.source);
  const normalizer = new TopNormalizer(options.date === undefined ? {} : { date: options.date });
  const cutter = new FrameCutter();
  let pending = ""; // the unfinished last line of the input so far (not prepared yet)
  let base = 0;
  let lineBase = 0;
  let first = true;
  let lastChar = "";
  let frames = 0;
  let firstError: { message: string; line: number; column: number } | undefined;

  const emit = function* (items: ReadItem[]): Generator<TopRecord | TopRawItem> {
    for (const r of items) {
      if (options.raw) {
        if (r.item.kind === "frame") frames++;
        yield r.item.kind === "frame" ? withProcesses(r.item) : r.item;
        continue;
      }
      const record = toRecord(r.item, r.from, normalizer);
      releaseFrame(r.item);
      if (record.kind === "error") firstError ??= record.error;
      else frames++;
      if (options.validate === false) {
        yield record;
        continue;
      }
      // as parse() does: zod's output (keys in the schema's order)
      const checked = checkRecord(TopRecord, record);
      if (!checked.ok) throw new ParseError({ format: "top", source: options.source, message: `frame failed validation ${checked.issue}` });
      yield checked.data as TopRecord;
    }
  };
  const feed = function* (text: string): Generator<TopRecord | TopRawItem> {
    for (const frameText of cutter.push(text)) {
      const items = reader.push({ text: frameText, base, lineBase });
      base += frameText.length;
      lineBase += countLines(frameText);
      yield* emit(items);
    }
  };

  for await (const chunk of chunks) {
    if (typeof chunk !== "string") throw new ParseError({ format: "top", source: options.source, message: "parseFrames expects string chunks (decode bytes first, e.g. stream.setEncoding('utf8'))" });
    if (pending.length > MAX_LINE) {
      throw new ParseError({ format: "top", source: options.source, message: `a line longer than ${MAX_LINE} characters: not top output`, line: lineBase + 1, column: 1 });
    }
    let text = pending + chunk;
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    const nl = text.lastIndexOf("\n");
    if (nl === -1) {
      pending = text;
      continue;
    }
    pending = text.slice(nl + 1);
    const complete = prepareText(text.slice(0, nl + 1));
    lastChar = "\n";
    yield* feed(complete);
  }
  if (pending !== "") {
    const tail = prepareText(pending);
    lastChar = tail.slice(-1);
    yield* feed(tail);
  }
  const rest = cutter.end();
  if (cutter.family === undefined) {
    throw new ParseError({ format: "top", source: options.source, message: NO_FRAME, line: rest.length || base ? 1 : 0, column: 1 });
  }
  for (const frameText of rest) {
    const items = reader.push({ text: frameText, base, lineBase });
    base += frameText.length;
    lineBase += countLines(frameText);
    yield* emit(items);
  }
  yield* emit(reader.end(lastChar === "\n"));
  if (frames === 0) {
    const e = firstError;
    throw new ParseError({ format: "top", source: options.source, message: e ? e.message : NO_FRAME, line: e?.line ?? 1, column: e?.column ?? 1 });
  }
}
