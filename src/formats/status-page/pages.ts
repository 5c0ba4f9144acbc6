import type { KeyValueLine } from "../../../grammars/kit/key-value.js";
import type { SeriesHeadLine, SeriesPageLine } from "./samples.js";

/** A field as printed: its name and its value (blanks around it removed). */
export type RawField = [name: string, value: string];

/**
 * A `Name: value` page as the page rule makes it from the grammar's lines. Offsets by `field:<name>`
 * (`<block prefix>:<name>` in a block), built when first read (an error's place) from each field's value offset.
 */
export interface KeyValuePageLine extends SeriesPageLine {
  /** The line of words just before the page's `nameBefore` field (Apache 2.4's server name). */
  serverName?: string;
  fields: RawField[];
  /** Where each field's value starts, by its index in `fields`. */
  fieldOffsets: number[];
  /** The fields of the page's titled block (Apache's `TLSSessionCacheStatus`), when printed, and their offsets. */
  block?: RawField[];
  blockOffsets?: number[];
  readonly offsets: Record<string, number>;
  seen: Set<string>;
}

/**
 * Offsets by key from fields read with their value offsets (each field's key by `keyOf`; the first of a key kept):
 * a page's `offsets`, built only when an error asks where a value is, not for every field of every page.
 *
 * @example
 * offsetsByKey([[(n) => `field:${n}`, [["Uptime", "5"]], [120]]]) //=> { "field:Uptime": 120 }
 */
export function offsetsByKey(groups: readonly (readonly [keyOf: (name: string) => string, fields: readonly RawField[], offsets: readonly number[]])[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [keyOf, fields, offsets] of groups) {
    for (let i = 0; i < fields.length; i++) {
      const key = keyOf(fields[i]![0]);
      if (!Object.hasOwn(out, key)) out[key] = offsets[i]!;
    }
  }
  return out;
}

/** A page being read; its offsets are built from its fields' when first read (a getter on the class: one shape). */
class KeyValuePage implements KeyValuePageLine {
  readonly kind = "page";
  declare serverName?: string;
  fields: RawField[] = [];
  fieldOffsets: number[] = [];
  declare block?: RawField[];
  declare blockOffsets?: number[];
  seen = new Set<string>();
  private built: Record<string, number> | undefined = undefined;

  constructor(
    readonly offset: number,
    /** The key prefix of the titled block's fields (KeyValuePageRule.block.offsetKey). */
    private readonly blockKey: string | undefined,
  ) {}

  get offsets(): Record<string, number> {
    const blockKey = this.blockKey;
    return (this.built ??= offsetsByKey([[(name) => `field:${name}`, this.fields, this.fieldOffsets], ...(this.block !== undefined && blockKey !== undefined ? [[(name: string) => `${blockKey}:${name}`, this.block, this.blockOffsets!] as const] : [])]));
  }
}

/** What a `Name: value` status page's rule needs to know of the format (src/kit/key-value grammar lines). */
export interface KeyValuePageRule {
  /** Whether the server prints a field of this name (a page starts at the first one). */
  isField(name: string): boolean;
  /** Fields a page may print twice (a second one does not start a new page). */
  repeated?: ReadonlySet<string>;
  /** A line of words just before a field of this name starts the page and names the server (`ServerVersion`). */
  nameBefore?: string;
  /** A titled block inside a page: its title line and the prefix of its fields' names (`TLSSessionCacheStatus`, `Cache`). */
  block?: { title: string; prefix: string; offsetKey: string };
}

/** An HTTP header's name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const NONE: ReadonlySet<string> = new Set();

/**
 * The page rule of a `Name: value` status page (Apache's and lighttpd's mod_status `?auto`): where a page starts and
 * ends in the grammar's lines. A page starts at the rule's `nameBefore` line when it has one, else at the first field
 * the server prints, and at a field the open page already has (pages back to back, with no timestamp lines; the
 * rule's `repeated` fields excepted). A timestamp line, an HTTP status line, a curl error or an HTML line ends it.
 * Before a page, fields that the server does not print are HTTP headers (curl -i) when their name is a header's,
 * else lines of text.
 */
export function keyValuePages(lines: readonly KeyValueLine[], rule: KeyValuePageRule): (SeriesHeadLine | KeyValuePageLine)[] {
  const out: (SeriesHeadLine | KeyValuePageLine)[] = [];
  const repeated = rule.repeated ?? NONE;
  const block = rule.block;
  let page: KeyValuePageLine | undefined;
  const open = (offset: number): KeyValuePageLine => {
    if (page) out.push(page);
    page = new KeyValuePage(offset, block?.offsetKey);
    return page;
  };
  const close = (): void => {
    if (page) out.push(page);
    page = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    switch (line.kind) {
      case "text": {
        const next = lines[i + 1];
        if (rule.nameBefore !== undefined && next?.kind === "field" && next.name === rule.nameBefore) open(line.offset).serverName = line.text;
        else if (page && block && line.text === block.title) {
          page.block ??= [];
          page.blockOffsets ??= [];
        }
        else {
          close();
          out.push(line);
        }
        break;
      }
      case "field": {
        const { name, value } = line;
        if (!page) {
          if (!rule.isField(name)) {
            // an HTTP header (curl -i) has a token for a name; `Results of the run:` is a line of prose, which goes
            // where any other line of text does (a timestamp line that is not one fails there, as prose does)
            if (HEADER_NAME.test(name)) out.push({ kind: "header", offset: line.offset, name, value });
            else out.push({ kind: "text", offset: line.offset, text: value === "" ? `${name}:` : `${name}: ${value}` });
            break;
          }
          open(line.offset);
        } else if (page.seen.has(name) && !repeated.has(name)) open(line.offset);
        const p = page!;
        p.seen.add(name);
        const inBlock = p.block !== undefined && name.startsWith(block!.prefix);
        (inBlock ? p.block! : p.fields).push([name, value]);
        (inBlock ? p.blockOffsets! : p.fieldOffsets).push(line.valueOffset);
        break;
      }
      default:
        close();
        out.push(line);
    }
  }
  close();
  return out;
}
