/** Raw items to records, shared by parse (index.ts) and parseFrames (stream.ts). */
import { escapeControls } from "../../kit/errors.js";
import { FrameValueError, type TopNormalizer } from "./normalize.js";
import type { TopRawItem } from "./raw.js";
import { locateIn, type FrameText } from "./reader.js";
import type { TopErrorRecord, TopFrameRecord, TopRecord } from "./schema.js";

/** What the input must contain, said when it does not. */
export const NO_FRAME =
  "no top frame found: expected a line starting with `top - HH:MM:SS up` (procps), `HH:MM:SS  up` followed by `N processes:` (procps 2.0), `Mem: ...K used` (BusyBox), `last pid:` (FreeBSD) or `Processes:` (macOS)";

/** One raw item to a record: a frame, or an error item with line and column. */
export function toRecord(item: TopRawItem, from: FrameText, normalizer: TopNormalizer): TopRecord {
  if (item.kind === "error") return errorRecord(item.message, item.offset, from, item.clock);
  try {
    return normalizer.frame(item, from.base) satisfies TopFrameRecord;
  } catch (err) {
    if (err instanceof FrameValueError) return errorRecord(err.message, err.offset, from, item.clock);
    throw err;
  }
}

function errorRecord(message: string, offset: number, from: FrameText, clock?: string): TopErrorRecord {
  const where = locateIn(from, offset);
  return { format: "top", kind: "error", ...(clock !== undefined ? { time: clock } : {}), error: { message: escapeControls(message), ...where } };
}

/**
 * Lines before an offset of a text, for error positions: counted only when asked, from the offset of the previous
 * question (forwards or backwards), so that questions in input order cost one pass over the text in all.
 */
export class LineCounter {
  private at = 0;
  private lines = 0;

  constructor(private readonly text: string) {}

  before(offset: number): number {
    const text = this.text;
    if (offset >= this.at) {
      for (let i = text.indexOf("\n", this.at); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) this.lines++;
    } else {
      for (let i = text.indexOf("\n", offset); i !== -1 && i < this.at; i = text.indexOf("\n", i + 1)) this.lines--;
    }
    this.at = offset;
    return this.lines;
  }
}

export function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
