import { lineIndex } from "../../normalize/line-index.js";
import { ParseError } from "../../kit/errors.js";
import type { ParseContext } from "../../kit/format.js";
import { placesOf, setPlaces } from "../../kit/places.js";

/**
 * The lines of a status-page log around its pages, as a grammar reads them: a timestamp line (`text`), the HTTP head
 * that `curl -i` prints, a curl error, a line of an HTML page fetched instead of the status page.
 */
export type SeriesHeadLine =
  | { kind: "httpStatus"; offset: number; text: string }
  | { kind: "header"; offset: number; name: string; value: string }
  | { kind: "curlError"; offset: number; text: string }
  | { kind: "html"; offset: number; text: string }
  /** Any other line: in a monitoring log, a timestamp line (`date`, `date -Iseconds`, `date +%s`). */
  | { kind: "text"; offset: number; text: string };

/** A whole status page, as the format's page rule made it, with where its values start (by the format's keys). */
export interface SeriesPageLine {
  kind: "page";
  offset: number;
  offsets?: Readonly<Record<string, number>>;
}

/**
 * One sample of a series with every value as printed: a page (the format adds its values), or a sample whose fetch
 * failed (`kind: "missing"`: a timestamp line with no page after it, a curl error, an HTML error page).
 */
export interface StatusSample<F extends string = string> {
  format: F;
  kind: "page" | "missing";
  /** 1-based line where the sample starts (its timestamp line, HTTP status line or page). */
  line: number;
  /** The timestamp line before the page, as printed. */
  timestamp?: string;
  /** `HTTP/1.1 200 OK` when the log has the HTTP head (curl -i). */
  httpStatus?: string;
  /** The `Server:` header (curl -i). */
  server?: string;
  /** The `Date:` header (curl -i). */
  date?: string;
  /** Why there is no page: the curl error line, or the lines of the HTML page that came instead. */
  failure?: string[];
}


/**
 * Where a sample's values started: its timestamp line, its Date header, its page and the page's values (by the keys
 * of the format's page). Fields, not a Map filled key by key: a long series has a sample per page. Read with offsetOf.
 */
export interface SampleOffsets {
  timestamp: number | undefined;
  date: number | undefined;
  page: number | undefined;
  /** The page line, whose offsets (by the format's keys) are read when an error asks. */
  pageLine: SeriesPageLine | undefined;
}

function withOffsets<S extends StatusSample>(sample: S, offsets: SampleOffsets): S {
  return setPlaces(sample, offsets);
}

/** Where the values of a sample that groupSamples made were in the text; undefined for any other object. */
export const offsetsOf = (sample: StatusSample): SampleOffsets | undefined => placesOf<SampleOffsets>(sample);

/** Where the value `field` (timestamp, date, page or a page value's key) of a sample started, when known. */
export function offsetOf(offsets: SampleOffsets | undefined, field: string): number | undefined {
  if (offsets === undefined) return undefined;
  if (field === "timestamp") return offsets.timestamp;
  if (field === "date") return offsets.date;
  if (field === "page") return offsets.page;
  const values = offsets.pageLine?.offsets;
  return values !== undefined && Object.hasOwn(values, field) ? values[field] : undefined;
}

interface Pending {
  offset: number;
  timestamp?: string;
  httpStatus?: string;
  server?: string;
  date?: string;
  failure?: string[];
  failureKind?: "curl" | "html";
  offsets: SampleOffsets;
}

/**
 * Groups a series' lines into samples. A timestamp line, an HTTP head and a page form one sample; a new timestamp
 * line, a second HTTP status line or a second curl error before any page closes the current sample as missing.
 * `page(sample, line)` adds the page's own values to a page sample (and returns it).
 */
export function groupSamples<F extends string, P extends SeriesPageLine, S extends StatusSample<F>>(
  format: F,
  lines: readonly (SeriesHeadLine | P)[],
  text: string,
  page: (sample: StatusSample<F>, line: P) => S,
): (S | StatusSample<F>)[] {
  const out: (S | StatusSample<F>)[] = [];
  // (a piece of a stream holds one sample, at its start: no index of its lines is needed)
  let index: ((offset: number) => number) | undefined;
  const lineOf = (offset: number): number => (offset === 0 ? 1 : (index ??= lineIndex(text))(offset));
  let cur: Pending | undefined;
  const start = (offset: number): Pending => (cur ??= { offset, offsets: { timestamp: undefined, date: undefined, page: undefined, pageLine: undefined } });
  const flushMissing = (): void => {
    if (!cur) return;
    const sample: StatusSample<F> = { format, kind: "missing", line: lineOf(cur.offset) };
    copyHead(cur, sample);
    if (cur.failure) sample.failure = cur.failure;
    out.push(withOffsets(sample, cur.offsets));
    cur = undefined;
  };

  for (const line of lines) {
    switch (line.kind) {
      case "text":
        // A timestamp line opens a new sample.
        if (cur) flushMissing();
        start(line.offset).timestamp = line.text;
        cur!.offsets.timestamp = line.offset;
        break;
      case "httpStatus":
        if (cur && (cur.httpStatus !== undefined || cur.failure)) flushMissing();
        start(line.offset).httpStatus = line.text;
        break;
      case "header": {
        const p = start(line.offset);
        const name = line.name.toLowerCase();
        if (name === "server") p.server = line.value;
        if (name === "date") {
          p.date = line.value;
          p.offsets.date = line.offset + line.name.length + 1;
        }
        break;
      }
      case "curlError":
        if (cur?.failure) flushMissing();
        start(line.offset).failure = [line.text];
        cur!.failureKind = "curl";
        break;
      case "html": {
        if (cur?.failureKind === "curl") flushMissing();
        const p = start(line.offset);
        (p.failure ??= []).push(line.text);
        p.failureKind = "html";
        break;
      }
      case "page": {
        if (cur?.failure) flushMissing();
        const p = start(line.offset);
        const sample: StatusSample<F> = { format, kind: "page", line: lineOf(p.offset) };
        copyHead(p, sample);
        const full = page(sample, line as P);
        p.offsets.pageLine = line as P;
        p.offsets.page = line.offset;
        out.push(withOffsets(full, p.offsets));
        cur = undefined;
        break;
      }
    }
  }
  flushMissing();
  return out;
}

function copyHead(from: Pending, to: StatusSample): void {
  if (from.timestamp !== undefined) to.timestamp = from.timestamp;
  if (from.httpStatus !== undefined) to.httpStatus = from.httpStatus;
  if (from.server !== undefined) to.server = from.server;
  if (from.date !== undefined) to.date = from.date;
}

/** Why a sample has no page: the curl error, `HTML page: <title>`, or what it had instead. */
export function missingReason(sample: StatusSample): string {
  const failure = sample.failure;
  if (failure?.[0] !== undefined && !failure[0].startsWith("<")) return failure[0];
  if (failure?.length) {
    const title = /<title>([^<]*)<\/title>/i.exec(failure.join("\n"))?.[1]?.trim();
    return title ? `HTML page: ${title}` : "HTML page";
  }
  if (sample.httpStatus !== undefined) return `no page after ${sample.httpStatus}`;
  return "no page after the timestamp line";
}

/**
 * A status-page format's samples, refused when there is no page in them and none was read before (`ctx.state[stateKey]`:
 * a piece of a stream after the first pages may hold only failed fetches): a ParseError with `message` at the text's
 * first non-blank character.
 */
export function requirePages<S extends StatusSample>(samples: S[], ctx: ParseContext, stateKey: string, message: string): S[] {
  if (ctx.state[stateKey] !== true && !samples.some((s) => s.kind === "page")) {
    throw new ParseError({ format: ctx.format, source: ctx.source, text: ctx.text, offset: ctx.text.length - ctx.text.trimStart().length, message });
  }
  ctx.state[stateKey] = true;
  return samples;
}
