import { getFormat, type AnyRecord, type FormatName, type RecordOf } from "../formats/index.js";
import type { ParseOptions } from "../formats/types.js";
import { ParseError } from "./errors.js";
import { asParseError, chooseFormat, parseFormat } from "./parse.js";
import { prepareText } from "./text.js";

/** Where parseStream reads from: a Node stream, a web ReadableStream, or any (async) iterable of text or bytes. */
export type StreamSource =
  | AsyncIterable<string | Uint8Array>
  | Iterable<string | Uint8Array>
  | { getReader(): { read(): Promise<{ done: boolean; value?: string | Uint8Array }>; releaseLock(): void } };

export interface StreamOptions extends ParseOptions {
  /** Yield an error item for a piece that cannot be parsed and go on (default: stop with the error). */
  continueOnError?: boolean;
  /** The largest piece held in memory before it is reported as an error (default 32 MiB of text). */
  maxUnitChars?: number;
}

/** What parseStream yields for a piece it could not parse when `continueOnError` is set. */
export interface StreamErrorItem {
  ok: false;
  error: ParseError;
  /** The text of the piece (cut to 4 KiB). */
  text: string;
}

const DETECT_CHARS = 64 * 1024;

/**
 * Parses a long input piece by piece, yielding records as soon as each piece (an ab run, a free block, a stub_status
 * sample, a batch of ab -g rows, a top frame...) is complete. Memory stays bounded by one piece for formats that say
 * how to cut their input (FormatDefinition.stream); others are read whole. Records are the same as parse() gives.
 */
export function parseStream<F extends FormatName>(source: StreamSource, options: StreamOptions & { format: F; raw?: false }): AsyncGenerator<RecordOf<F> | StreamErrorItem>;
export function parseStream(source: StreamSource, options?: StreamOptions): AsyncGenerator<AnyRecord | StreamErrorItem>;
export async function* parseStream(source: StreamSource, options: StreamOptions = {}): AsyncGenerator<unknown> {
  const maxUnit = options.maxUnitChars ?? 32 * 1024 * 1024;
  const state: Record<string, unknown> = {};
  let format: FormatName | undefined;
  let startsUnit: ((line: string, unit: readonly string[]) => boolean) | undefined;
  let isHeader: ((line: string, index: number) => boolean) | undefined;

  const header: string[] = [];
  let inHeader = true;
  let unit: string[] = [];
  let unitChars = 0;
  let unitFirstLine = 1; // 1-based line number of unit[0] in the whole input
  let lineNo = 0;
  let pending: string[] = []; // lines read before the format is known

  /** Parses the piece read so far; `last` when the input has ended. */
  function* flush(last: boolean): Generator<unknown> {
    if (unit.length === 0) return;
    const lines = unit;
    const first = unitFirstLine;
    unit = [];
    unitChars = 0;
    if (lines.every((l) => l.trim() === "")) return;
    const text = prepareText([...header, ...lines].join("\n"));
    // Tells the format how much of the text is the repeated header (see ParseContext.state).
    state.replayedChars = header.length > 0 ? prepareText(header.join("\n")).length + 1 : 0;
    state.morePieces = !last;
    try {
      yield* parseFormat(text, format!, options, state);
    } catch (err) {
      const error = asParseError(err, { ...options, format }).shifted(first - 1 - header.length, options.source);
      if (!options.continueOnError) throw error;
      yield { ok: false, error, text: lines.join("\n").slice(0, 4096) } satisfies StreamErrorItem;
    }
  }

  function* take(line: string): Generator<unknown> {
    lineNo++;
    if (inHeader && isHeader?.(line, header.length)) {
      header.push(line);
      unitFirstLine = lineNo + 1;
      return;
    }
    inHeader = false;
    if (startsUnit && unit.length > 0 && startsUnit(line, unit)) {
      yield* flush(false);
      unitFirstLine = lineNo;
    }
    unit.push(line);
    unitChars += line.length + 1;
    if (unitChars > maxUnit) {
      const error = new ParseError({ format: format!, source: options.source, line: unitFirstLine, column: 1, message: `a piece of the input is longer than ${maxUnit} characters without a boundary this format knows` });
      if (!options.continueOnError) throw error;
      yield { ok: false, error, text: unit.slice(0, 20).join("\n").slice(0, 4096) } satisfies StreamErrorItem;
      unit = [];
      unitChars = 0;
      unitFirstLine = lineNo + 1;
    }
  }

  function* choose(final: boolean): Generator<unknown> {
    const sample = pending.join("\n");
    if (!final && sample.length < DETECT_CHARS) return;
    try {
      format = chooseFormat(prepareText(sample), options);
    } catch (err) {
      throw asParseError(err, options);
    }
    const spec = getFormat(format).stream;
    startsUnit = spec?.startsUnit;
    isHeader = spec?.isHeader;
    const lines = pending;
    pending = [];
    for (const line of lines) yield* take(line);
  }

  let rest = "";
  for await (const chunk of textChunks(source)) {
    rest += chunk;
    const parts = rest.split("\n");
    rest = parts.pop()!;
    for (const raw of parts) {
      const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
      if (format === undefined) {
        pending.push(line);
        yield* choose(false);
      } else yield* take(line);
    }
  }
  if (rest !== "") {
    if (format === undefined) pending.push(rest);
    else yield* take(rest);
  }
  if (format === undefined) {
    if (pending.every((l) => l.trim() === "")) throw new ParseError({ format: options.format ?? "unknown", source: options.source, line: 0, column: 0, message: "empty input" });
    yield* choose(true);
  }
  yield* flush(true);
}

/** Text from any supported source; bytes are decoded as UTF-8, split characters included. */
async function* textChunks(source: StreamSource): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8");
  const decode = (value: string | Uint8Array): string => (typeof value === "string" ? value : decoder.decode(value, { stream: true }));
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
  const tail = decoder.decode();
  if (tail) yield tail;
}
