import { getFormat, type FormatName } from "../formats/index.js";
import type { ContextOptions, ParseContext } from "../kit/format.js";
import { ParseError } from "../kit/errors.js";
import { checkRecord } from "./quick.js";
import { work } from "./work.js";

/**
 * Parses one piece of prepared text (see Engine) as `format`: the grammar, the normalizer and the schema check.
 * `state` is carried between the pieces of one input (see ParseContext.state).
 */
export function parseFormat(text: string, format: FormatName, options: ContextOptions, state: Record<string, unknown>): unknown[] {
  const def = getFormat(format);
  work.parsed += text.length;
  // (\S: what trim() keeps, found without a trimmed copy of every piece)
  if (!/\S/.test(text)) throw new ParseError({ format, source: options.source, text, offset: 0, message: "empty input" });
  const ctx: ParseContext = { format, text, source: options.source, options, state };
  let n = 0;
  const check = (record: unknown): unknown => {
    const i = n++;
    if (options.validate === false) return record;
    const checked = checkRecord(def.schema, record);
    if (checked.ok) return checked.data;
    throw new ParseError({ format, source: options.source, text, offset: 0, message: `record ${i + 1} failed validation ${checked.issue}` });
  };
  if (!options.raw && def.parseRecords) return def.parseRecords(ctx, check);
  const raw = def.parseRaw(ctx);
  if (options.raw) return placeRaw(raw, state, format);
  return def.normalize(raw, ctx).map(check);
}

/**
 * Where the lines the engine gives again before a piece (a file header, a section's first line: Cut.header,
 * Cut.section) are: each one's start in the piece's text, and its place in the input (character, line), so that
 * raw records that point into them (a sar row's `block.offset`) point where the line was, whatever the cutting.
 */
export interface ReplayPlaces {
  /** Their length in the piece's text, line ends included. */
  length: number;
  starts: number[];
  /** -1 when not known. */
  inputChars: number[];
  lines: number[];
}

/**
 * Raw records of a piece as those of the whole input: records of the lines the engine gave again before the piece
 * (a file header) are left out, line numbers (`line`, `startLine`, ...) and offsets (`offset`, `valueOffsets`, ...)
 * are made the whole input's (through `ownLines`, the engine's input line of each line of the piece, when paste
 * repairs made them other than the input's in order), and each names its format first, as every record does (one place for every format:
 * most raw records are built without it, as the normalizers' input).
 */
function placeRaw(raw: unknown[], state: Record<string, unknown>, format: FormatName): unknown[] {
  const replayed = typeof state.replayedChars === "number" ? state.replayedChars : 0;
  const lines = typeof state.lineShift === "number" ? state.lineShift : 0;
  const chars = typeof state.charShift === "number" ? state.charShift : 0;
  const places = state.replayPlaces as ReplayPlaces | undefined;
  const own = state.ownLines as number[] | undefined;
  const replayedLines = places?.lines.length ?? 0;
  const kept = replayed === 0 ? raw : raw.filter((r) => !(typeof (r as { offset?: unknown }).offset === "number" && (r as { offset: number }).offset < replayed));
  if (lines !== 0 || chars !== 0 || places !== undefined || own !== undefined) {
    const place: Place = {
      char: (v) => {
        if (places !== undefined && v < places.length) {
          const k = lastAtMost(places.starts, v);
          if (places.inputChars[k]! >= 0) return places.inputChars[k]! + v - places.starts[k]!;
        }
        return v + chars;
      },
      line: (v) => (places !== undefined && v >= 1 && v <= replayedLines ? places.lines[v - 1]! : (own?.[v - replayedLines - 1] ?? v + lines)),
    };
    for (const r of kept) shiftPlaces(r, place);
  }
  return kept.map((r) => (typeof r === "object" && r !== null && !("format" in r) ? { format, ...r } : r));
}

interface Place {
  char(offset: number): number;
  line(line: number): number;
}

/** The index of the last of the ascending `starts` at most `v` (0 when none is). */
function lastAtMost(starts: readonly number[], v: number): number {
  let k = 0;
  while (k + 1 < starts.length && starts[k + 1]! <= v) k++;
  return k;
}

function shiftPlaces(value: unknown, place: Place): void {
  if (Array.isArray(value)) {
    for (const v of value) if (typeof v === "object" && v !== null) shiftPlaces(v, place);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  const o = value as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    const v = o[key];
    if (typeof v === "number") {
      if (key === "line" || key.endsWith("Line")) o[key] = place.line(v);
      else if (key === "offset" || key.endsWith("Offset")) o[key] = place.char(v);
    } else if (Array.isArray(v) && key.endsWith("Offsets")) {
      o[key] = v.map((x) => (typeof x === "number" ? place.char(x) : x));
    } else if (typeof v === "object" && v !== null) shiftPlaces(v, place);
  }
}
