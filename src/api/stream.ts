import type { FormatName, OptionsFor, OptionsForString, ParseOptions, ResultOf } from "../formats/index.js";
import type { ContextOptions } from "../kit/format.js";
import { asParseError, Engine, ErrorItem, type EngineOptions } from "./engine.js";
import { InputDecoder } from "./decode.js";
import type { ParseError } from "../kit/errors.js";

/** Where parseStream reads from: a Node stream, a web ReadableStream, or any (async) iterable of text or bytes. */
export type StreamSource =
  | AsyncIterable<string | Uint8Array>
  | Iterable<string | Uint8Array>
  | { getReader(): { read(): Promise<{ done: boolean; value?: string | Uint8Array }>; releaseLock(): void } };

/** parseStream's options: parse's, the engine's bounds, and whether to go on after a damaged piece. */
export type StreamOptions<F extends FormatName = FormatName> = ParseOptions<F> & StreamBounds;

/** What parseStream's options add to parse's: the engine's bounds, and whether to go on after a damaged piece. */
export type StreamBounds = Pick<EngineOptions, "maxUnitChars" | "maxLineChars" | "live"> & {
  /** Yield an error item for a piece that cannot be parsed and go on (default: stop with the error). */
  continueOnError?: boolean;
};

/** What parseStream yields for a piece it could not parse when `continueOnError` is set. */
export interface StreamErrorItem {
  ok: false;
  error: ParseError;
  /** The text of the piece (cut to 4 KiB). */
  text: string;
}

/**
 * Parses a long input piece by piece, yielding each record as soon as its piece is complete (a top frame when the
 * next one starts; an ab run, a free block, a stub_status page or a sar row when its last line has arrived). Memory
 * stays bounded by one piece. The engine is parse()'s: the records and errors are those of parse and parsePartial.
 */
export function parseStream<F extends FormatName = FormatName, R extends boolean = false>(source: StreamSource, options?: OptionsFor<F, R> & StreamBounds): AsyncGenerator<ResultOf<F, R> | StreamErrorItem>;
export function parseStream<S extends string = string, R extends boolean = false>(source: StreamSource, options: OptionsForString<S, R> & StreamBounds): AsyncGenerator<ResultOf<FormatName, R> | StreamErrorItem>;
export async function* parseStream(source: StreamSource, options: StreamOptions = {}): AsyncGenerator<unknown> {
  for await (const batch of parseBatches(source, options)) yield* batch;
}

/**
 * parseStream's items in batches: the records and error items each chunk of the input completed, as one array (the
 * same array, emptied and filled again for the next chunk: read it before asking for the next). The CLI reads these,
 * so that a file of a million records costs one promise per chunk read, not one per record.
 */
export async function* parseBatches(source: StreamSource, given: StreamOptions = {}): AsyncGenerator<readonly unknown[]> {
  const options = given as EngineOptions & { continueOnError?: boolean };
  const stop = options.continueOnError !== true;
  let engine: Engine;
  try {
    engine = new Engine(options, stop);
  } catch (err) {
    throw asParseError(err, options);
  }
  const out: unknown[] = [];
  /** The batch to give, or a thrown error (an error item when the stream stops at errors: the items before it first). */
  function* drain(): Generator<readonly unknown[]> {
    if (out.length === 0) return;
    if (stop) {
      const at = out.findIndex((item) => item instanceof ErrorItem);
      if (at !== -1) {
        const error = (out[at] as ErrorItem).error;
        out.length = at;
        if (at > 0) yield out;
        throw error;
      }
    }
    yield out;
    out.length = 0;
  }
  for await (const chunk of textChunks(source)) {
    try {
      engine.push(chunk, out);
    } catch (err) {
      out.push(new ErrorItem(asParseError(err, options), ""));
    }
    yield* drain();
  }
  try {
    engine.end(out);
  } catch (err) {
    out.push(new ErrorItem(asParseError(err, options), ""));
  }
  yield* drain();
}

/** Text from any supported source; bytes are decoded (src/api/decode.ts: UTF-8, or UTF-16 by its mark or NULs). */
async function* textChunks(source: StreamSource): AsyncGenerator<string> {
  const decoder = new InputDecoder();
  const decode = (value: string | Uint8Array): string => (typeof value === "string" ? value : decoder.write(value));
  if ("getReader" in source && typeof source.getReader === "function") {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (value !== undefined) yield decode(value);
      }
    } finally {
      reader.releaseLock();
    }
  } else {
    for await (const value of source as AsyncIterable<string | Uint8Array>) yield decode(value);
  }
  const tail = decoder.end();
  if (tail) yield tail;
}
