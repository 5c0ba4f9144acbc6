import type { JsonPage, JsonValue, PhpFpmTextLine } from "../../../grammars/php-fpm-status/parser.js";
import { groupSamples, type SeriesHeadLine, type SeriesPageLine, type StatusSample } from "../status-page/samples.js";
import { offsetsByKey } from "../status-page/pages.js";
import { isPoolField } from "./fields.js";

/** A field as printed: its name and its value (blanks around it removed; a JSON string decoded, a number as printed). */
export type RawField = [name: string, value: string];

/**
 * One sample with every value as printed (the `raw` output): a status page (text or JSON), or a sample whose fetch
 * failed (`kind: "missing"`: a curl error, an HTML error page, a timestamp line with no page after it).
 */
export interface PhpFpmStatusRawSample extends StatusSample<"php-fpm-status"> {
  /** `text` (the default page, `?full`) or `json` (`?json`, `?json&full`). */
  form?: "text" | "json";
  /** The pool's fields in the order printed, unknown ones included. */
  fields?: RawField[];
  /** `?full`: each process's fields, in the order printed. */
  processes?: RawField[][];
}

/** A page as the page rule makes it. Offsets by `field:<name>` and `process:<index>:<name>`. */
interface PhpFpmPageLine extends SeriesPageLine {
  form: "text" | "json";
  fields: RawField[];
  processes?: RawField[][];
  /** By `field:<name>` and `process:<i>:<name>` (names in lower case): the text form's built when first read. */
  readonly offsets: Record<string, number>;
}

/** A text page being read: each field's value offset beside it, by its index in `fields` or in its process. */
interface PhpFpmTextPage extends PhpFpmPageLine {
  fieldOffsets: number[];
  processOffsets?: number[][];
}

/** An HTTP header's name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** The line php-fpm prints before each process of `?full` (24 stars). */
const SEPARATOR = /^\*+$/;

/**
 * The text forms' page rule: a page starts at a pool field (`pool:` first; a page cut at its top starts at its first
 * field) and at `pool:` again (pages back to back); a line of stars or `pid:` opens a process block inside it; a timestamp line,
 * an HTTP status line, a curl error or an HTML line ends it. Before a page, a field that php-fpm does not print is an
 * HTTP header (curl -i, cgi-fcgi) when its name is a header's, else a line of text.
 */
function textPages(lines: readonly PhpFpmTextLine[]): (SeriesHeadLine | PhpFpmPageLine)[] {
  const out: (SeriesHeadLine | PhpFpmPageLine)[] = [];
  let page: PhpFpmTextPage | undefined;
  const close = (): void => {
    if (page) out.push(page);
    page = undefined;
  };
  for (const line of lines) {
    if (line.kind === "field") {
      const { name, value } = line;
      if (!page || (name === "pool" && (page.processes !== undefined || page.fields.some(([n]) => n === "pool")))) {
        if (!isPoolField(name)) {
          // an HTTP header (curl -i, cgi-fcgi) has a token for a name; `Results of the run:` is a line of prose
          if (HEADER_NAME.test(name)) out.push({ kind: "header", offset: line.offset, name, value });
          else out.push({ kind: "text", offset: line.offset, text: value === "" ? `${name}:` : `${name}: ${value}` });
          continue;
        }
        close();
        page = new TextPage(line.offset);
      }
      const p: PhpFpmTextPage = page;
      // `pid:` opens a process block too (a copy that lost the line of stars before it: a Markdown rule to some)
      if (name === "pid" && p.processes?.at(-1)?.length !== 0) openProcess(p);
      const procs = p.processes;
      (procs ? procs[procs.length - 1]! : p.fields).push([name, value]);
      (procs ? p.processOffsets![procs.length - 1]! : p.fieldOffsets).push(line.valueOffset);
      continue;
    }
    if (line.kind === "text" && page && SEPARATOR.test(line.text)) {
      openProcess(page);
      continue;
    }
    close();
    out.push(line);
  }
  close();
  return out;
}

/** A JSON value as printed: a string decoded, a number as printed, anything else as compact JSON. */
function printed(value: JsonValue): string {
  return value.type === "object" || value.type === "array" ? JSON.stringify(plain(value)) : value.text;
}

function plain(value: JsonValue): unknown {
  switch (value.type) {
    case "object":
      return Object.fromEntries(value.members.map((m) => [m.name, plain(m.value)]));
    case "array":
      return value.items.map(plain);
    case "string":
      return value.text;
    default:
      return JSON.parse(value.text) as unknown;
  }
}

/** A text page being read; its offsets are built from its fields' when first read (a getter on the class: one shape). */
class TextPage implements PhpFpmTextPage {
  readonly kind = "page";
  readonly form = "text";
  fields: RawField[] = [];
  fieldOffsets: number[] = [];
  declare processes?: RawField[][];
  declare processOffsets?: number[][];
  private built: Record<string, number> | undefined = undefined;

  constructor(readonly offset: number) {}

  get offsets(): Record<string, number> {
    return (this.built ??= offsetsByKey([
      [(name) => `field:${name.toLowerCase()}`, this.fields, this.fieldOffsets],
      ...(this.processes ?? []).map((fields, i) => [(name: string) => `process:${i}:${name.toLowerCase()}`, fields, this.processOffsets![i]!] as const),
    ]));
  }
}

/** A new process block in a text page (a line of stars, or `pid:`). */
function openProcess(page: PhpFpmTextPage): void {
  (page.processes ??= []).push([]);
  (page.processOffsets ??= []).push([]);
}

/** The JSON form's page rule: one object, its `processes` array (`?json&full`) the process blocks. */
export function jsonPage(object: JsonPage): PhpFpmPageLine {
  const page: PhpFpmPageLine = { kind: "page", offset: object.offset, form: "json", fields: [], offsets: {} };
  for (const { name, value } of object.members) {
    if (name === "processes" && value.type === "array") {
      page.processes = value.items.map((item, i) => {
        if (item.type !== "object") return [["(process)", printed(item)]];
        return item.members.map((m): RawField => {
          page.offsets[`process:${i}:${m.name.toLowerCase()}`] ??= m.value.offset;
          return [m.name, printed(m.value)];
        });
      });
      continue;
    }
    page.offsets[`field:${name.toLowerCase()}`] ??= value.offset;
    page.fields.push([name, printed(value)]);
  }
  return page;
}

/** The grammars' lines (the JSON pages and the text lines, in the text's order) to samples. */
export function phpFpmSamples(lines: readonly (PhpFpmTextLine | PhpFpmPageLine)[], text: string): PhpFpmStatusRawSample[] {
  const textLines: PhpFpmTextLine[] = [];
  const merged: (SeriesHeadLine | PhpFpmPageLine)[] = [];
  const flush = (): void => {
    if (textLines.length) merged.push(...textPages(textLines));
    textLines.length = 0;
  };
  for (const line of lines) {
    if (line.kind === "page") {
      flush();
      merged.push(line);
    } else textLines.push(line);
  }
  flush();
  return groupSamples("php-fpm-status", merged, text, (sample: PhpFpmStatusRawSample, page: PhpFpmPageLine) => {
    sample.form = page.form;
    sample.fields = page.fields;
    if (page.processes) sample.processes = page.processes;
    return sample;
  });
}

export type { PhpFpmPageLine };
