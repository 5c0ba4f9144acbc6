import type { FreeBlock, FreeRowLine, FreeTable, FreeValue } from "../../../grammars/free/parser.js";
import { ParseError } from "../../kit/errors.js";
import type { ParseContext } from "../../kit/format.js";
import { ENGLISH_HEADER_WORDS, roleOfLabel, type TableRole } from "./labels.js";
import { placesOf, setPlaces } from "../../kit/places.js";

/**
 * Column layouts, named after their Mem row:
 * - `buff-cache`: total used free shared buff/cache available (procps-ng >= 3.3.10, BusyBox >= 1.30)
 * - `wide`: total used free shared buffers cache available (procps-ng >= 3.3.10 with -w)
 * - `buffers-cached`: total used free shared buffers cached, with the `-/+ buffers/cache:` row unless -o
 *   (procps 3.2.x, procps-ng 3.3.0-3.3.9, BusyBox 1.24-1.29)
 * - `buffers`: total used free shared buffers (BusyBox <= 1.23, with `-/+ buffers:` in 1.2x)
 * - `line`: `SwapUse … CachUse … MemUse … MemFree …` (procps-ng >= 4.0.4 with -L)
 */
export type FreeLayout = "buff-cache" | "wide" | "buffers-cached" | "buffers" | "line";

export type LineRole = "swapUsed" | "buffCacheUsed" | "memUsed" | "memFree";
export type FreeRole = TableRole | LineRole;

/** One row as printed: its label (possibly translated), the row it was identified as, and its values. */
export interface FreeRawRow {
  role: FreeRole;
  label: string;
  values: string[];
}

/** One block of free output (one iteration of -s/-c, or one -L line) with every value as printed (the `raw` output). */
export interface FreeRawRecord {
  format: "free";
  layout: FreeLayout;
  /** The column header words as printed (absent for -L lines). */
  header?: string[];
  rows: FreeRawRow[];
  startLine: number;
  endLine: number;
}

/**
 * Where a raw record's rows were in the parsed text (offsetsOf): the block's offset, and each row's label offset and
 * values as the grammar read them (text and offset).
 */
export interface FreeRawOffsets {
  start: number;
  rows: readonly { offset: number; values: readonly FreeValue[] }[];
}

/** Where the rows of a raw record that toRawRecords made were in the parsed text; undefined for any other object. */
export const offsetsOf = (raw: FreeRawRecord): FreeRawOffsets | undefined => placesOf<FreeRawOffsets>(raw);

/** A function that throws toRawRecords' ParseError at an offset of the parsed text. */
function failure(ctx: ParseContext): (offset: number, message: string) => never {
  return (offset, message) => {
    throw new ParseError({ format: "free", source: ctx.source, text: ctx.text, offset, message });
  };
}

const LINE_ROLES: LineRole[] = ["swapUsed", "buffCacheUsed", "memUsed", "memFree"];
/** The order procps and BusyBox print the rows below Mem in. */
const ORDER: TableRole[] = ["low", "high", "buffersCache", "swap", "total", "comm"];

/** Grammar blocks to raw records: identifies the layout and each row. Throws ParseError for what free never prints. */
export function toRawRecords(blocks: FreeBlock[], ctx: ParseContext): FreeRawRecord[] {
  const fail = failure(ctx);
  const lineOf = lineCounter(ctx.text);
  const out: FreeRawRecord[] = [];
  for (const block of blocks) {
    if (block.kind === "orphan") {
      fail(block.offset, "a row before any column header: free output starts with its header line (total used free ...)");
    } else if (block.kind === "pairs") {
      if (block.pairs.length !== 4) fail(block.offset, `free -L prints 4 label/value pairs (SwapUse CachUse MemUse MemFree), found ${block.pairs.length}`);
      const line = lineOf(block.offset);
      const rows = block.pairs.map((p, i): FreeRawRow => ({ role: LINE_ROLES[i]!, label: p.label, values: [p.value.text] }));
      const rec: FreeRawRecord = { format: "free", layout: "line", rows, startLine: line, endLine: line };
      out.push(setPlaces(rec, { start: block.offset, rows: block.pairs.map((p) => ({ offset: p.value.offset, values: [p.value] })) }));
    } else {
      out.push(tableRecord(block, fail, lineOf));
    }
  }
  return out;
}

/**
 * A function from an offset in `text` to its 1-based line number, for offsets asked in increasing order (a block's
 * start, then its last row): each newline is counted once however many blocks a piece has, and nothing is allocated.
 * An offset before the last one asked starts the count again from the start of the text.
 */
function lineCounter(text: string): (offset: number) => number {
  let at = 0;
  let line = 1;
  return (offset) => {
    if (offset < at) {
      at = 0;
      line = 1;
    }
    for (let i = text.indexOf("\n", at); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line++;
    at = offset;
    return line;
  };
}

/** What a table's header words and its rows' labels and value counts settle: its layout and the role of each row. */
export interface TableShape {
  layout: FreeLayout;
  roles: FreeRole[];
}

/**
 * Shapes already settled, by the text that settles them (a -s/-c series prints one table shape thousands of times):
 * only those that passed every check without the rows' values (sumsFit), so that a hit is what the checks would give.
 */
const shapes = new Map<string, TableShape>();
const SHAPES = 256;
/** Longer texts (a header of thousands of words) are not kept: the memo stays small whatever the input. */
const SHAPE_KEY_CHARS = 1024;

/** The header words, then each row's label and its number of values (labels hold no newline and end in a non-blank). */
function shapeKey(table: FreeTable): string {
  let key = table.header.words.join(" ");
  for (const r of table.rows) key += `\n${r.label}\t${r.values.length}`;
  return key;
}

/** A table's layout and the role of each of its rows, checked: throws what toRawRecords throws for the table. */
function tableShape(table: FreeTable, fail: (offset: number, message: string) => never): TableShape {
  if (lastShape !== undefined && hasKey(table, lastKey)) return lastShape;
  const key = shapeKey(table);
  const known = shapes.get(key);
  if (known !== undefined) {
    lastKey = key;
    lastShape = known;
    return known;
  }
  return settle(table, key, fail);
}

/**
 * The key of the last shape found in `shapes` (or kept there), and that shape: a -s/-c series prints one table shape
 * thousands of times, each a piece of the stream, and hasKey tells it again without making its key.
 */
let lastKey = "";
let lastShape: TableShape | undefined;

/** Whether shapeKey(table) would be `key`, read in place. */
function hasKey(table: FreeTable, key: string): boolean {
  let p = 0;
  const words = table.header.words;
  for (let i = 0; i < words.length; i++) {
    if (i > 0 && key.charCodeAt(p++) !== 32) return false;
    const w = words[i]!;
    if (!key.startsWith(w, p)) return false;
    p += w.length;
  }
  for (const r of table.rows) {
    if (key.charCodeAt(p++) !== 10 || !key.startsWith(r.label, p)) return false;
    p += r.label.length;
    if (key.charCodeAt(p++) !== 9) return false;
    const count = String(r.values.length);
    if (!key.startsWith(count, p)) return false;
    p += count.length;
  }
  return p === key.length;
}

function tableRecord(table: FreeTable, fail: (offset: number, message: string) => never, lineOf: (offset: number) => number): FreeRawRecord {
  const rows = table.rows;
  const shape = tableShape(table, fail);
  const out = new Array<FreeRawRow>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const texts = new Array<string>(r.values.length);
    for (let j = 0; j < texts.length; j++) texts[j] = r.values[j]!.text;
    out[i] = { role: shape.roles[i]!, label: r.label, values: texts };
  }
  const rec: FreeRawRecord = { format: "free", layout: shape.layout, header: table.header.words, rows: out, startLine: lineOf(table.offset), endLine: lineOf(rows.at(-1)!.offset) };
  return setPlaces(rec, { start: table.offset, rows });
}

/** The layout and row roles of a table, checked (throws for what free never prints), kept in `shapes` when sure. */
function settle(table: FreeTable, key: string, fail: (offset: number, message: string) => never): TableShape {
  const [mem, ...rest] = table.rows;
  if (!mem) return fail(table.offset, "a column header with no rows below it (truncated output?)");
  const memRole = roleOfLabel(mem.label);
  if (memRole !== undefined && memRole !== "mem") fail(mem.offset, `the first row must be Mem:, found ${JSON.stringify(mem.label)}`);
  // (another tool's table: sar's or atsar's `16:09:26  memtot memfree ...` over `16:09:30  2024M ...`)
  const numbered = table.header.words.find((w) => /\d/.test(w));
  if (numbered !== undefined) fail(table.offset, `not a column header free prints (free's hold no digit: ${JSON.stringify(numbered)})`);
  if (memRole === undefined && !/[:：]$/.test(mem.label)) fail(mem.offset, `the first row must be Mem: (a label free prints, in any language, ends with a colon), found ${JSON.stringify(mem.label)}`);

  const layout = layoutOf(table, mem, rest, fail);
  const { roles, byValues } = identifyRows(mem, rest, fail);
  for (const [i, row] of rest.entries()) {
    const want = roles[i] === "buffersCache" ? 2 : 3;
    if (row.values.length !== want) fail(row.values[want]?.offset ?? row.offset, `${JSON.stringify(row.label)} row: expected ${want} values, found ${row.values.length}`);
  }
  const shape: TableShape = { layout, roles: ["mem", ...roles] };
  if (!byValues && key.length <= SHAPE_KEY_CHARS) {
    if (shapes.size >= SHAPES) shapes.clear();
    shapes.set(key, shape);
    lastKey = key;
    lastShape = shape;
  }
  return shape;
}

function layoutOf(table: FreeTable, mem: FreeRowLine, rest: FreeRowLine[], fail: (offset: number, message: string) => never): FreeLayout {
  const words = table.header.words.map((w) => w.toLowerCase());
  const english = words.every((w) => ENGLISH_HEADER_WORDS.has(w));
  const n = mem.values.length;
  if (english && words.length !== n) {
    fail(mem.offset, `the header has ${words.length} columns but the Mem row has ${n} values (numbers wider than their column may have run together)`);
  }
  if (n === 7) return "wide";
  if (n === 5) return "buffers";
  if (n === 6) {
    if (english) return words.includes("cached") ? "buffers-cached" : "buff-cache";
    // Translated header: only procps <= 3.3.9 prints the -/+ buffers/cache row under a translated header.
    return rest.some((r) => r.values.length === 2) ? "buffers-cached" : "buff-cache";
  }
  return fail(mem.values[0]?.offset ?? mem.offset, `the Mem row has ${n} values; free prints 5, 6 or 7`);
}

/**
 * Which row each row below Mem is. Known labels (any language procps ships) and the two-value `-/+` row decide;
 * rows with unknown labels take the only roles, in free's printing order, that fit the rows around them (`byValues`:
 * the rows' values had to tell, see sumsFit).
 */
function identifyRows(mem: FreeRowLine, rest: FreeRowLine[], fail: (offset: number, message: string) => never): { roles: TableRole[]; byValues: boolean } {
  const known = rest.map((r): TableRole | undefined => roleOfLabel(r.label) ?? (r.values.length === 2 ? "buffersCache" : undefined));
  for (const [i, role] of known.entries()) if (role === "mem") fail(rest[i]!.offset, `a second Mem row in one table`);
  const structural = orderedChoices(rest.length).filter(
    (roles) =>
      roles.every((role, i) => (known[i] === undefined ? (role === "buffersCache") === (rest[i]!.values.length === 2) : known[i] === role)) &&
      roles.includes("low") === roles.includes("high") &&
      (!roles.includes("total") || roles.includes("swap")) &&
      (!roles.includes("comm") || roles.includes("swap")),
  );
  const unknownAt = known.findIndex((role) => role === undefined);
  const byValues = unknownAt !== -1 && structural.length > 1;
  const candidates = byValues ? structural.filter((roles) => sumsFit(mem, rest, roles)) : structural;
  if (candidates.length === 1) return { roles: candidates[0]!, byValues };
  if (candidates.length === 0) {
    return fail((rest[unknownAt] ?? rest[0] ?? mem).offset, `rows in an order free never prints them (${rest.map((r) => JSON.stringify(r.label)).join(", ")})`);
  }
  const unknown = rest[unknownAt]!;
  return fail(unknown.offset, `cannot tell which row ${JSON.stringify(unknown.label)} is (not a label free prints in any known language)`);
}

/** Every way to give n rows distinct roles in free's printing order. */
function orderedChoices(n: number): TableRole[][] {
  const out: TableRole[][] = [];
  const walk = (from: number, acc: TableRole[]): void => {
    if (acc.length === n) {
      out.push([...acc]);
      return;
    }
    for (let i = from; i < ORDER.length; i++) walk(i + 1, [...acc, ORDER[i]!]);
  };
  walk(0, []);
  return out;
}

/**
 * Arithmetic that holds for free's rows, used only to tell rows with unknown labels apart: Low + High = Mem and
 * Total = Mem + Swap (totals column). Plain numbers may be off by 2 printed units (truncation); `-h` sizes, printed
 * with 2 or 3 significant digits, by 10%.
 */
function sumsFit(mem: FreeRowLine, rest: FreeRowLine[], roles: TableRole[]): boolean {
  const texts = [mem, ...rest].flatMap((r) => r.values.map((v) => v.text));
  const human = texts.some((t) => /[BKMGTPE]/.test(t));
  const size = (text: string | undefined): number => {
    const m = /^(-?\d+(?:[.,]\d+)?)([BKMGTPE]?)i?$/.exec(text ?? "");
    return m ? Number(m[1]!.replace(",", ".")) * LETTERS[m[2]!]! : Number.NaN;
  };
  const total = (role: TableRole): number | undefined => {
    const i = roles.indexOf(role);
    return i === -1 ? undefined : size(rest[i]!.values[0]?.text);
  };
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= (human ? 0.1 * Math.max(Math.abs(a), Math.abs(b)) : 2);
  const m = size(mem.values[0]?.text);
  const low = total("low");
  const high = total("high");
  const swap = total("swap");
  const sum = total("total");
  if (low !== undefined && high !== undefined && !near(low + high, m)) return false;
  if (sum !== undefined && swap !== undefined && !near(sum, m + swap)) return false;
  return true;
}

const LETTERS: Record<string, number> = { "": 1, B: 1, K: 2 ** 10, M: 2 ** 20, G: 2 ** 30, T: 2 ** 40, P: 2 ** 50, E: 2 ** 60 };
