/**
 * CSV output (RFC 4180): records as rows (csvRows, flatten), cells made safe for spreadsheets and terminals (csvCell),
 * a whole table at once (toCsv), and a table written as the records come (CsvTable: the CLI's --csv), whose header
 * is made from the records' zod schema (schemaColumns) so that it need not wait for the last record.
 */
import type * as z from "zod";
import { formats, isFormatName, type FormatName } from "../formats/index.js";
import { jsonSchemaBuilderOf } from "../kit/lazy-schema.js";
import { escapeControls } from "../kit/errors.js";
import { LoadTestSummary } from "./summary.js";

type Row = Record<string, unknown>;

/** A format's own rows of a record (FormatDefinition.csvRows), or the record as one row. */
function rowsOf(record: unknown): Row[] {
  const format = (record as { format?: unknown } | null)?.format;
  const def = typeof format === "string" && isFormatName(format) ? (formats[format] as { csvRows?: (r: unknown) => Row[] }) : undefined;
  return def?.csvRows ? def.csvRows(record) : [record as Row];
}

/**
 * Rows for CSV output. A format may say how its records become rows (`csvRows` in its module: top gives one row per
 * process, the frame's fields repeated); otherwise each record is one row. Either way the rows are flattened
 * (`flatten`): no cell holds JSON.
 */
export function csvRows(records: readonly unknown[]): Row[] {
  const rows: Row[] = [];
  for (const record of records) for (const r of rowsOf(record)) rows.push(flatten(r));
  return rows;
}

/**
 * One CSV row of a record, no JSON in any cell: nested objects get dotted names (`gauges.activeConnections`); a
 * percentile table (objects with a `percent`) one column per percentile and value (`percentiles.p50Ms`,
 * `percentiles.p99Ms`); a list of values one cell, joined with "; "; a list of other objects numbered names
 * (`errors.0.message`).
 *
 * @example
 * flatten({ a: { b: 1 }, percentiles: [{ percent: 50, ms: 2 }], warnings: ["x", "y"] })
 * //=> { "a.b": 1, "percentiles.p50Ms": 2, warnings: "x; y" }
 */
export function flatten(value: Row, prefix = "", out: Row = {}): Row {
  for (const [key, v] of Object.entries(value)) put(v, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

function put(v: unknown, name: string, out: Row): void {
  if (Array.isArray(v)) putList(v, name, out);
  else if (v !== null && typeof v === "object") flatten(v as Row, name, out);
  else out[name] = v;
}

function putList(list: unknown[], name: string, out: Row): void {
  if (list.every((e) => e === null || typeof e !== "object")) {
    out[name] = list.map((e) => (e === null ? "" : String(e))).join("; ");
    return;
  }
  const isPercentile = (e: unknown): e is Row => e !== null && typeof e === "object" && !Array.isArray(e) && typeof (e as Row).percent === "number";
  if (list.every(isPercentile)) {
    for (const { percent, ...values } of list) {
      for (const [k, v] of Object.entries(values)) put(v, `${name}.p${String(percent)}${k.charAt(0).toUpperCase()}${k.slice(1)}`, out);
    }
    return;
  }
  list.forEach((e, i) => put(e, `${name}.${i}`, out));
}

/** What a spreadsheet reads as the start of a formula (OWASP, CSV injection): `=`, `+`, `-`, `@`, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell. Absent and null are empty; numbers and booleans are written as they are (a negative number held as a
 * number is a value, not a formula: `-5` stays `-5`). A string is made safe first: control characters (ESC, the C1
 * controls, bidirectional overrides: escapeControls) are shown escaped (`\x1b`), but tab, CR and LF, which a quoted
 * cell may hold; a string that starts with `=`, `+`, `-`, `@`, tab or CR gets a `'` before it, so that a spreadsheet
 * shows it as text instead of running it (OWASP's advice against CSV injection: `=HYPERLINK(...)` becomes
 * `'=HYPERLINK(...)`). Then a cell with a comma, quote, CR or LF is quoted, its quotes doubled.
 *
 * @example
 * csvCell(-5)               //=> "-5"
 * csvCell("-5")             //=> "'-5"
 * csvCell('=HYPERLINK("x")') //=> "\"'=HYPERLINK(\"\"x\"\")\""
 * csvCell("a\x1b[2Jb")      //=> "a\\x1b[2Jb"
 */
export function csvCell(v: unknown): string {
  if (v === undefined || v === null) return "";
  if (typeof v !== "string") return typeof v === "object" ? quoted(safeText(JSON.stringify(v))) : String(v);
  return quoted(safeText(v));
}

/** A string's controls escaped (but tab, CR and LF: escapeControls keeps tabs) and a formula start neutralised. */
function safeText(s: string): string {
  const shown = s.includes("\n") || s.includes("\r") ? s.replace(/[^\r\n]+/g, escapeControls) : escapeControls(s);
  return FORMULA_START.test(shown) ? `'${shown}` : shown;
}

const quoted = (s: string): string => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/**
 * RFC 4180 CSV of rows held in memory: a header row with every field name (in order of first appearance), then one
 * row per record, CRLF line ends, cells as csvCell writes them. The CLI's --csv writes with CsvTable instead.
 *
 * @example
 * toCsv([{ a: 1, b: "x,y" }, { a: 2, c: true }]) //=> 'a,b,c\r\n1,"x,y",\r\n2,,true\r\n'
 */
export function toCsv(rows: readonly Row[]): string {
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) if (!seen.has(key)) (seen.add(key), columns.push(key));
  const lines = [columns.map(csvCell).join(","), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

// ---------------------------------------------------------------------------------------------------------------------
// The header from the schema

/**
 * A column of a schema's table: a name, or a place whose names come from the input (`pattern`): the keys of a map
 * (`z.record`: sar's `columns`, top's `process.extra`), the percents of a percentile table (`percentiles.p50Ms`), the
 * positions of a numbered list (`statusCodes.0.code`).
 */
export type SchemaColumn = string | { pattern: RegExp; example: string };

/** In a sample record: a map's key, a list's position and a percentile's percent (see schemaColumns). */
const ANY_KEY = "\u0000";
const ANY_PERCENT = Number.NaN;
const NUMBER_TEXT = String.raw`-?\d+(?:\.\d+)?(?:e[-+]?\d+)?`;
/** How deep a schema is followed (a recursive z.lazy stops here). */
const MAX_DEPTH = 16;
/** Sample records made of one object, at most (an object takes as many as its most varied field gives). */
const MAX_VARIANTS = 256;

interface ZodDef {
  type: string;
  innerType?: unknown;
  getter?: () => unknown;
  in?: unknown;
  out?: { _zod: { def: ZodDef } };
  shape?: Record<string, unknown>;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  element?: unknown;
  items?: unknown[];
  valueType?: unknown;
  values?: unknown[];
  entries?: Record<string, unknown>;
}
const defOf = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def?: ZodDef } } | null)?._zod?.def;
const isPlain = (v: unknown): v is Row => v !== null && typeof v === "object" && !Array.isArray(v);
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional", "success"]);

/**
 * Sample values of a schema, enough of them that flattening them gives every column a value of the schema can have:
 * every key of an object (optional ones too), each option of a union, one element of a list, one key (ANY_KEY) of a
 * map; a percentile table's element has the percent ANY_PERCENT (and, when its `percent` is optional, a second sample
 * whose percent is not a number: flatten numbers a list whose elements do not all have one). A zod type with a JSON
 * Schema of its own (lazyJsonSchema: top's process rows) is read through that.
 */
function samplesOf(schema: unknown, depth = 0): unknown[] {
  if (depth > MAX_DEPTH) return [""];
  const own = typeof schema === "object" && schema !== null ? jsonSchemaBuilderOf(schema) : undefined;
  if (own) return jsonSamples(own(), depth);
  const def = defOf(schema);
  if (def === undefined) return [""];
  if (WRAPPERS.has(def.type)) return samplesOf(def.innerType, depth + 1);
  switch (def.type) {
    case "lazy":
      return samplesOf(def.getter!(), depth + 1);
    case "pipe":
      return samplesOf(def.out?._zod.def.type === "transform" ? def.in : def.out, depth + 1);
    case "object":
      return objectSamples(Object.entries(def.shape!).map(([key, field]) => [key, samplesOf(field, depth + 1), defOf(field)?.type === "optional"]));
    case "union":
      return def.options!.flatMap((o) => samplesOf(o, depth + 1));
    case "intersection":
      return zip([samplesOf(def.left, depth + 1), samplesOf(def.right, depth + 1)], (parts) => Object.assign({}, ...parts.filter(isPlain)));
    case "array":
      return listSamples(samplesOf(def.element, depth + 1));
    case "tuple":
      return zip(def.items!.map((item) => samplesOf(item, depth + 1)), (items) => items);
    case "record":
      return samplesOf(def.valueType, depth + 1).map((v) => ({ [ANY_KEY]: v }));
    case "literal":
      return [def.values![0]];
    case "enum":
      return [Object.values(def.entries!)[0]];
    case "number":
    case "int":
    case "bigint":
      return [0];
    case "boolean":
      return [false];
    default:
      return [""];
  }
}

/** The same from a JSON Schema (what lazyJsonSchema gives a z.custom). */
function jsonSamples(schema: unknown, depth: number): unknown[] {
  if (depth > MAX_DEPTH || !isPlain(schema)) return [""];
  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) return alternatives.flatMap((s) => jsonSamples(s, depth + 1));
  if ("const" in schema) return [schema.const];
  if (Array.isArray(schema.enum)) return [schema.enum[0]];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "array") return listSamples(jsonSamples(schema.items, depth + 1));
  if (type === "object") {
    const properties = isPlain(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    if (Object.keys(properties).length === 0 && isPlain(schema.additionalProperties)) return jsonSamples(schema.additionalProperties, depth + 1).map((v) => ({ [ANY_KEY]: v }));
    return objectSamples(Object.entries(properties).map(([key, field]) => [key, jsonSamples(field, depth + 1), !required.has(key)]));
  }
  if (type === "number" || type === "integer") return [0];
  if (type === "boolean") return [false];
  return [""];
}

/** Objects with every key: as many as the most varied field has samples, each field's samples taken in turn. */
function objectSamples(fields: [string, unknown[], boolean][]): Row[] {
  const percent = fields.find(([key]) => key === "percent");
  const samples = zip(
    fields.map(([, values]) => values),
    (values) => Object.fromEntries(fields.map(([key], i) => [key, values[i]])),
  );
  // an element of a percentile table whose percent may be absent: flatten numbers such a list instead (a percent
  // that is not a number stands for it: the list is numbered, and its elements that have a percent name a column)
  if (percent?.[2] === true) samples.push(...samples.map((e) => ({ ...e, percent: "" })));
  return samples;
}

/** Lists of one element each; a percentile table's element with ANY_PERCENT. */
function listSamples(elements: unknown[]): unknown[][] {
  return elements.map((e) => [isPlain(e) && typeof e.percent === "number" ? { ...e, percent: ANY_PERCENT } : e]);
}

/** n-th combinations of several sample lists: as many as the longest, the shorter ones repeating their last. */
function zip<T>(lists: unknown[][], make: (values: unknown[]) => T): T[] {
  const n = Math.min(MAX_VARIANTS, Math.max(1, ...lists.map((l) => l.length)));
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(make(lists.map((l) => l[Math.min(i, l.length - 1)])));
  return out;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A sample column's name as a column: a name, or the pattern of the names the input fills its place with. */
function toColumn(name: string): SchemaColumn {
  const segments = name.split(".");
  let dynamic = false;
  const parts = segments.map((s) => {
    if (s.includes(ANY_KEY)) return ((dynamic = true), s.split(ANY_KEY).map(escapeRegExp).join("[^]*"));
    if (s === "0") return ((dynamic = true), "\\d+");
    if (s.startsWith("pNaN")) return ((dynamic = true), `p${NUMBER_TEXT}${escapeRegExp(s.slice(4))}`);
    return escapeRegExp(s);
  });
  return dynamic ? { pattern: new RegExp(`^${parts.join("\\.")}$`), example: name.replace(/\0/g, "*").replace(/\.0(?=\.|$)/g, ".N").replace(/\.pNaN/g, ".pN") } : name;
}

/**
 * The columns of the CSV rows of a schema's records, in schema order (the order of the keys, the union's options in
 * turn; a column first met in a later option comes after those of the earlier ones): what flattening `rows(record)`
 * gives for every record the schema accepts. `rows` is how a record becomes rows (a format's csvRows); `section`
 * keeps the records of one section only (the CLI's --section: a record without a section is left out).
 *
 * @example
 * schemaColumns(z.object({ a: z.number(), b: z.object({ c: z.string() }).optional(), tags: z.array(z.string()) }))
 * //=> ["a", "b.c", "tags"]
 * schemaColumns(z.object({ p: z.array(z.object({ percent: z.number(), ms: z.number() })) }))
 * //=> [{ pattern: /^p\.p-?\d+(?:\.\d+)?(?:e[-+]?\d+)?Ms$/, example: "p.pNMs" }]
 */
export function schemaColumns(schema: z.ZodType, rows: (record: unknown) => Row[] = (r) => [r as Row], section?: string): SchemaColumn[] {
  const columns: SchemaColumn[] = [];
  const seen = new Set<string>();
  for (const sample of samplesOf(schema)) {
    if (section !== undefined && (!isPlain(sample) || sample.section !== section)) continue;
    let made: Row[];
    try {
      made = rows(sample);
    } catch {
      made = [sample as Row]; // a format's row function that needs real values: the record's own columns
    }
    for (const row of made) {
      for (const name of Object.keys(flatten(row))) {
        if (seen.has(name)) continue;
        seen.add(name);
        columns.push(toColumn(name));
      }
    }
  }
  return columns;
}

/**
 * The columns of a format's CSV rows (its schema through its csvRows: schemaColumns), or of one section's.
 *
 * @example
 * formatColumns("free").slice(0, 4) //=> ["format", "sample", "layout", "unit"]
 * formatColumns("sar", "cpu-load") // format, kind, timestamp, time, section, keyColumn, key, cpuUsrPercent, ...
 */
export function formatColumns(format: FormatName, section?: string): SchemaColumn[] {
  return planColumns(`format:${format}\0${section ?? ""}`, () => schemaColumns(formats[format].schema as z.ZodType, rowsOf, section));
}

// ---------------------------------------------------------------------------------------------------------------------
// The table written as the records come

/**
 * How a record becomes rows and which columns it may fill: `format` (its format's schema and csvRows: the CLI's
 * records), `summary` (LoadTestSummary's columns: --summary; a whole-input summary, such as an ab -g file's, is
 * `plain`), `plain` (one row, the columns it has: --raw, whose records have no schema).
 */
export type CsvShape = "format" | "summary" | "plain";

export interface CsvTableOptions {
  /** Only the records of this section are added (the CLI's --section): the header has that section's columns. */
  section?: string;
  /** The records carry `source` (several inputs): a column after `format`. */
  sources?: boolean;
  /** Rows held before the header is written (default 1000): the input fills the columns a schema leaves open. */
  window?: number;
  /** Cells held before the header is written (default 200,000). */
  windowCells?: number;
}

/** Columns of a kind of record, and the names the input gave its open places so far. */
interface Plan {
  columns: SchemaColumn[];
  /** The names found for each open place (pattern), by its index in `columns`. */
  found: Map<number, string[]>;
  /** Names no column of the schema takes (a format's row with a key its schema lacks; a `plain` row's every key). */
  extra: string[];
  known: Set<string>;
}

const planCache = new Map<string, SchemaColumn[]>();

function planColumns(key: string, make: () => SchemaColumn[]): SchemaColumn[] {
  let columns = planCache.get(key);
  if (columns === undefined) planCache.set(key, (columns = make()));
  return columns;
}

/** A column name's place in the header, found by walking a row's keys (CsvTable.walk): no name is built per row. */
interface PathNode {
  name: string;
  /** The column's index in the header, -1 when the header lacks it. */
  index: number;
  children: Map<string, PathNode> | undefined;
}
/** Path nodes kept at most (the input names map keys and list positions: a hostile input could name millions). */
const MAX_NODES = 100_000;

/**
 * A CSV table written as its records come, in bounded memory (the CLI's --csv): `add(record)` returns the text to
 * write now, `end()` the rest. The header has every column the records' schema gives (their format's, or that
 * section's: schemaColumns), in schema order, so that a later record's fields have their columns however late they
 * come. The places whose names only the input knows (a map's keys, a percentile table's percents, a numbered list's
 * positions) are named from the first rows: the header and those rows are written once `window` rows (1000) or
 * `windowCells` cells are in hand, at `flush()` (a live input waits no longer), or at the end. A later row's value
 * in a column the header lacks is left out and counted in `left` (the CLI says so on stderr).
 */
export class CsvTable {
  /** Columns rows had that the header lacks, with how many values each lost. */
  readonly left = new Map<string, number>();
  private readonly plans = new Map<string, Plan>();
  private readonly order: Plan[] = [];
  private held: Row[] | undefined = [];
  private heldCells = 0;
  private index = new Map<string, number>();
  private width = 0;
  private root: PathNode = { name: "", index: -1, children: undefined };
  private nodes = 0;
  /** The row being written: its cells by column index, the indexes it filled (in order), and its number. */
  private cells: string[] = [];
  private stamp: number[] = [];
  private touched: number[] = [];
  private rowNumber = 0;
  private commas: string[] = [];

  constructor(private readonly options: CsvTableOptions = {}) {}

  /** True while rows are held for the header. */
  get holding(): boolean {
    return this.held !== undefined && this.held.length > 0;
  }

  /** Adds a record's rows; returns the CSV text to write now ("" while the header waits). */
  add(record: unknown, shape: CsvShape = "format"): string {
    const source = (record as { source?: unknown } | null)?.source;
    const plan = this.held === undefined ? undefined : this.planOf(record, shape);
    const rows = shape === "format" ? rowsOf(record) : [record as Row];
    let text = "";
    for (const r of rows) {
      const row = this.options.sources && typeof source === "string" && !("source" in r) ? { source, ...r } : r;
      if (this.held === undefined) {
        text += this.line(row);
        continue;
      }
      const flat = flatten(row);
      this.learn(plan!, flat);
      this.held.push(flat);
      this.heldCells += Object.keys(flat).length;
      if (this.held.length >= (this.options.window ?? 1000) || this.heldCells >= (this.options.windowCells ?? 200_000)) text += this.flush();
    }
    return text;
  }

  /** Writes the header and the rows held for it now ("" when it is written already or no row came). */
  flush(): string {
    const held = this.held;
    if (held === undefined || held.length === 0) return "";
    this.held = undefined;
    const header: string[] = [];
    const seen = new Set<string>();
    const take = (name: string): void => {
      if (!seen.has(name)) (seen.add(name), header.push(name));
    };
    for (const plan of this.order) {
      plan.columns.forEach((c, i) => (typeof c === "string" ? take(c) : plan.found.get(i)?.forEach(take)));
      plan.extra.forEach(take);
    }
    this.plans.clear();
    this.order.length = 0;
    this.index = new Map(header.map((name, i) => [name, i]));
    this.width = header.length;
    this.cells = new Array<string>(this.width).fill("");
    this.stamp = new Array<number>(this.width).fill(-1);
    this.commas = Array.from({ length: this.width + 1 }, (_, n) => ",".repeat(n));
    let text = `${header.map(csvCell).join(",")}\r\n`;
    for (const row of held) {
      this.begin();
      for (const name in row) this.cell(this.nodeOf(this.root, name, true), row[name]);
      text += this.finish();
    }
    return text;
  }

  /** The text still to write at the end of the output. */
  end(): string {
    return this.flush();
  }

  /** A row once the header is written: its keys walked as flatten names them, each value put in its column. */
  private line(row: Row): string {
    this.begin();
    this.walk(row, this.root);
    return this.finish();
  }

  private begin(): void {
    this.rowNumber++;
    this.touched.length = 0;
  }

  private finish(): string {
    const { touched, cells, commas } = this;
    let sorted = true;
    for (let i = 1; i < touched.length; i++) if (touched[i]! < touched[i - 1]!) sorted = false;
    if (!sorted) touched.sort((a, b) => a - b);
    let text = "";
    let at = 0;
    for (const i of touched) {
      text += commas[i - at]! + cells[i]!;
      at = i;
    }
    return `${text}${commas[this.width - 1 - at] ?? ""}\r\n`;
  }

  private walk(value: Row, node: PathNode): void {
    for (const key in value) this.put(value[key], this.nodeOf(node, key, false));
  }

  /** flatten's put: the same names, as path nodes. */
  private put(v: unknown, node: PathNode): void {
    if (Array.isArray(v)) this.putList(v, node);
    else if (v !== null && typeof v === "object") this.walk(v as Row, node);
    else this.cell(node, v);
  }

  private putList(list: unknown[], node: PathNode): void {
    if (list.every((e) => e === null || typeof e !== "object")) return this.cell(node, list.map((e) => (e === null ? "" : String(e))).join("; "));
    if (list.every((e) => e !== null && typeof e === "object" && !Array.isArray(e) && typeof (e as Row).percent === "number")) {
      for (const { percent, ...values } of list as Row[]) {
        for (const k in values) this.put(values[k], this.nodeOf(node, `p${String(percent)}${k.charAt(0).toUpperCase()}${k.slice(1)}`, false));
      }
      return;
    }
    list.forEach((e, i) => this.put(e, this.nodeOf(node, String(i), false)));
  }

  private cell(node: PathNode, v: unknown): void {
    const i = node.index;
    if (i === -1) {
      if (v !== undefined && v !== null && v !== "") this.left.set(node.name, (this.left.get(node.name) ?? 0) + 1);
      return;
    }
    if (this.stamp[i] !== this.rowNumber) {
      this.stamp[i] = this.rowNumber;
      this.touched.push(i);
    }
    this.cells[i] = csvCell(v);
  }

  /** The node of `key` under `node` (`whole`: key is a whole flattened name, under the root). */
  private nodeOf(node: PathNode, key: string, whole: boolean): PathNode {
    const known = node.children?.get(key);
    if (known !== undefined) return known;
    const name = whole || node.name === "" ? key : `${node.name}.${key}`;
    const made: PathNode = { name, index: this.index.get(name) ?? -1, children: undefined };
    if (this.nodes < MAX_NODES) {
      this.nodes++;
      (node.children ??= new Map()).set(key, made);
    }
    return made;
  }
  /** Names a held row's columns that only the input knows. */
  private learn(plan: Plan, row: Row): void {
    for (const name in row) {
      if (plan.known.has(name)) continue;
      const at = plan.columns.findIndex((c) => typeof c !== "string" && c.pattern.test(name));
      const v = row[name];
      // A name the schema does not give, whose cell is empty, is an empty list or a null object (flatten writes one
      // empty cell under its own name): no column for it. A plain row's every name is a column.
      if (at === -1 && plan.columns.length > 0 && (v === undefined || v === null || v === "")) continue;
      plan.known.add(name);
      if (at === -1) plan.extra.push(name);
      else plan.found.set(at, [...(plan.found.get(at) ?? []), name]);
    }
  }

  private planOf(record: unknown, shape: CsvShape): Plan {
    const format = (record as { format?: unknown } | null)?.format;
    const summary = shape === "summary" && LoadTestSummary.safeParse(record).success;
    const schemaOf = shape === "format" && typeof format === "string" && isFormatName(format);
    const key = summary ? "summary" : schemaOf ? `format:${format}` : "plain";
    let plan = this.plans.get(key);
    if (plan !== undefined) return plan;
    let columns: SchemaColumn[] = [];
    if (summary) columns = planColumns("summary", () => schemaColumns(LoadTestSummary));
    else if (schemaOf) columns = formatColumns(format as FormatName, this.options.section);
    if (this.options.sources && key !== "plain" && !columns.includes("source")) {
      const at = columns.indexOf("format") + 1;
      columns = [...columns.slice(0, at), "source", ...columns.slice(at)];
    }
    plan = { columns, found: new Map(), extra: [], known: new Set(columns.filter((c): c is string => typeof c === "string")) };
    this.plans.set(key, plan);
    this.order.push(plan);
    return plan;
  }
}
