import type { StubStatusLine, StubStatusPageValues } from "../../../grammars/nginx-stub-status/parser.js";
import { lineIndex } from "../../normalize/line-index.js";
import { placesOf, setPlaces } from "../../kit/places.js";

/**
 * One sample with every value as printed (the `raw` output): a stub_status page, or a sample whose fetch failed
 * (`kind: "missing"`: a timestamp line with no page after it, a curl error, an HTML error page).
 */
export interface StubStatusRawSample {
  format: "nginx-stub-status";
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
  /** `nginx` (3 counters) or `tengine` (a 4th counter, `request_time`). */
  variant?: "nginx" | "tengine";
  page?: StubStatusPageValues;
}

/** Where the values of a sample that groupSamples made were in the text (kit/places.ts); undefined for any other object. */
export const offsetsOf = (sample: StubStatusRawSample): SampleOffsets | undefined => placesOf<SampleOffsets>(sample);

/**
 * Where a sample's values started: its timestamp line, its Date header, its page and the page's numbers (by the keys
 * of StubStatusPageValues). Fields, not a Map filled key by key: a long series has a sample per page. A plain object
 * (it is a property of the sample, which stays a plain object all through): read with offsetOf.
 */
export interface SampleOffsets {
  timestamp: number | undefined;
  date: number | undefined;
  page: number | undefined;
  values: Readonly<Record<string, number>> | undefined;
}

/** Where the value `field` (timestamp, date, page or a page number's key) of a sample started, when known. */
export function offsetOf(offsets: SampleOffsets | undefined, field: string): number | undefined {
  if (offsets === undefined) return undefined;
  if (field === "timestamp") return offsets.timestamp;
  if (field === "date") return offsets.date;
  if (field === "page") return offsets.page;
  return offsets.values !== undefined && Object.hasOwn(offsets.values, field) ? offsets.values[field] : undefined;
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
 * Groups the grammar's lines into samples. A timestamp line, an HTTP head and a page form one sample; a new timestamp
 * line, a second HTTP status line or a second curl error before any page closes the current sample as missing.
 */
export function groupSamples(lines: StubStatusLine[], text: string): StubStatusRawSample[] {
  const out: StubStatusRawSample[] = [];
  // (a piece of a stream holds one sample, at its start: no index of its lines is needed)
  let index: ((offset: number) => number) | undefined;
  const lineOf = (offset: number): number => (offset === 0 ? 1 : (index ??= lineIndex(text))(offset));
  let cur: Pending | undefined;
  const start = (offset: number): Pending => (cur ??= { offset, offsets: { timestamp: undefined, date: undefined, page: undefined, values: undefined } });
  const flushMissing = (): void => {
    if (!cur) return;
    const sample: StubStatusRawSample = { format: "nginx-stub-status", kind: "missing", line: lineOf(cur.offset) };
    copyHead(cur, sample);
    if (cur.failure) sample.failure = cur.failure;
    out.push(setPlaces(sample, cur.offsets));
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
        const sample: StubStatusRawSample = {
          format: "nginx-stub-status",
          kind: "page",
          line: lineOf(p.offset),
        };
        copyHead(p, sample);
        sample.variant = line.requestTimeColumn ? "tengine" : "nginx";
        sample.page = line.values;
        p.offsets.values = line.offsets;
        p.offsets.page = line.offset;
        out.push(setPlaces(sample, p.offsets));
        cur = undefined;
        break;
      }
    }
  }
  flushMissing();
  return out;
}

function copyHead(from: Pending, to: StubStatusRawSample): void {
  if (from.timestamp !== undefined) to.timestamp = from.timestamp;
  if (from.httpStatus !== undefined) to.httpStatus = from.httpStatus;
  if (from.server !== undefined) to.server = from.server;
  if (from.date !== undefined) to.date = from.date;
}
