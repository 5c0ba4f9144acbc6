/**
 * Streaming: records from a top log as it arrives, one frame at a time: parseStream forced to top. Memory stays
 * bounded by one frame (plus the unfinished line of the current chunk), whatever the size of the log. The records
 * equal those of parse() (one engine serves both).
 */
import { parseStream } from "./stream.js";
import type { TopParseOptions } from "../formats/top/normalize.js";
import type { TopRawItem } from "../formats/top/raw.js";
import type { TopRecord } from "../formats/top/schema.js";

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
 * no readable frame at all, the generator throws a ParseError, as parse() does.
 *
 * @example
 * for await (const frame of parseFrames(createReadStream("top.log", "utf8"))) {
 *   if (frame.kind === "frame") console.log(frame.timestamp ?? frame.time, frame.cpu?.idlePercent);
 * }
 */
export function parseFrames(chunks: AsyncIterable<string>, options: ParseFramesOptions & { raw: true }): AsyncGenerator<TopRawItem>;
export function parseFrames(chunks: AsyncIterable<string>, options?: ParseFramesOptions & { raw?: false }): AsyncGenerator<TopRecord>;
export async function* parseFrames(chunks: AsyncIterable<string>, options: ParseFramesOptions = {}): AsyncGenerator<TopRecord | TopRawItem> {
  for await (const item of parseStream(chunks, { ...options, format: "top" })) yield item as TopRecord | TopRawItem;
}
