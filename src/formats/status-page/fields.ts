import { parseInteger, parseNumber } from "../../normalize/number.js";
import { safeKey } from "../../normalize/safe-key.js";
import { ValueError } from "../../normalize/value-error.js";
import type { RawField } from "./pages.js";

/**
 * How a field of a `Name: value` status page reads (a format's field table gives each field a key and a kind):
 * - `int`: a whole number (`%d`, `%lu`); `number`: a C `%g` number (`.03`, `1.2e+06`, `182.455`);
 * - `kbytes`: whole KiB, given in bytes (x 1024: the server divided the bytes by 1024);
 * - `percent`: `12.5%` as 12.5; `text`: as printed.
 */
export type StatusFieldKind = "int" | "number" | "kbytes" | "percent" | "text";

/** A field table: each printed name to its key in the record and how its value reads. */
export type StatusFieldTable<K extends string = string> = Readonly<Record<string, readonly [key: string, kind: K]>>;

/**
 * A field's value by its kind (a kind this does not know: the text as printed). Throws ValueError when it does not read.
 *
 * @example
 * readFieldValue("kbytes", "1588") //=> 1626112
 */
export function readFieldValue(kind: string, value: string): number | string {
  switch (kind) {
    case "int":
      return parseInteger(value);
    case "number":
      return parseNumber(value);
    case "kbytes":
      return parseInteger(value) * 1024;
    case "percent": {
      const m = /^(.*?)\s*%$/.exec(value);
      if (!m) throw new ValueError(`not a percentage: ${JSON.stringify(value)}`);
      return parseNumber(m[1]!);
    }
    default:
      return value;
  }
}

/** The values of a page by its field table: typed values by key, and the fields the table does not name. */
export interface TableValues {
  values: Record<string, unknown>;
  /** Fields the table does not name, as printed (a name an object answers gets safeKey's trailing `_`). */
  other: Record<string, string> | undefined;
}

/**
 * Reads a page's fields by a field table: `read(name, value, kind)` types each known field (the first of a name that
 * is printed twice; a second with another value adds a warning), unknown ones are kept as printed in `other`.
 */
export function readFieldTable<K extends string>(fields: readonly RawField[], table: StatusFieldTable<K>, read: (name: string, value: string, kind: K) => unknown, warnings: string[]): TableValues {
  const values: Record<string, unknown> = {};
  let other: Record<string, string> | undefined;
  const seen = new Map<string, string>();
  for (const [name, value] of fields) {
    const known = Object.hasOwn(table, name) ? table[name] : undefined;
    if (!known) {
      (other ??= {})[safeKey(name)] = value;
      continue;
    }
    const before = seen.get(name);
    if (before !== undefined) {
      if (before !== value) warnings.push(`${name} printed twice with different values (${before}, ${value}); the first is kept`);
      continue;
    }
    seen.set(name, value);
    values[known[0]] = read(name, value, known[1]);
  }
  return { values, other };
}

/** The keys of a table's fields in the table's order (the schema's), for building a record key by key. */
export const tableKeys = (table: StatusFieldTable): string[] => Object.values(table).map(([key]) => key);

/**
 * A scoreboard line counted per state letter: `slots` (letters printed), a count per state of `states` (each letter
 * to its key, in the schema's order), and `unknown` for any other letter.
 *
 * @example
 * countScoreboard("W__.", { _: "waiting", W: "sending", ".": "openSlot" }) //=> { slots: 4, waiting: 2, sending: 1, openSlot: 1, unknown: 0 }
 */
export function countScoreboard<K extends string>(text: string, states: Readonly<Record<string, K>>): { slots: number; unknown: number } & Record<K, number> {
  const board: Record<string, number> = { slots: text.length };
  for (const key of Object.values(states)) board[key] = 0;
  // each character counted by its code (a busy server's board is thousands of letters, on every page of a series)
  const ascii = new Uint32Array(128);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) ascii[code]!++;
  }
  let known = 0;
  for (const [letter, key] of Object.entries(states)) {
    // (a key longer than one UTF-16 unit is no letter of the board; one beyond ASCII is counted apart)
    const code = letter.length === 1 ? letter.charCodeAt(0) : -1;
    const n = code < 0 ? 0 : code < 128 ? ascii[code]! : text.split(letter).length - 1;
    board[key]! += n;
    known += n;
  }
  board.unknown = text.length - known;
  return board as { slots: number; unknown: number } & Record<K, number>;
}
