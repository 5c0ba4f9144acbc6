/**
 * What the load generators' own JSON (autocannon --json, bombardier -o json, oha --json) shares: the documents read
 * with the one JSON grammar (grammars/kit/json.ts), one per run (JSON lines, or pretty-printed documents one after
 * another), each as its scalar members as printed (`latency.p99`), with the tool's own lines around them let be
 * (bombardier's intro, progress bar and `Done!` before its JSON); the warnings for what the grammar repaired; numbers
 * read from the members; the stream cutter that cuts between documents.
 */
import { flatMembers, flatTexts, readJson, type JsonDocument, type JsonObject, type JsonRepair } from "../../../grammars/kit/json.js";
import { ParseError } from "../../kit/errors.js";
import { plainDecimal } from "../../normalize/number.js";
import { ValueError } from "../../normalize/value-error.js";
import { Cut, type ParseContext, type StreamCutter } from "../../kit/format.js";

/** How a tool's JSON is read. */
export interface ToolJsonSpec {
  format: string;
  /** The tool and its option, for messages (`bombardier -o json`). */
  tool: string;
  /** Whether an object is the tool's document (its own members); `shape` says what it looks like, for the error. */
  isDocument: (obj: JsonObject) => boolean;
  shape: string;
  /** Lines the tool prints around its JSON (bombardier's intro, progress bar, `Done!`): read as blanks. */
  asides?: readonly RegExp[];
  /** Read a member printed without its value (`"90":  ,`) as null with a warning (grammars/kit/json.ts). */
  missingValues?: boolean;
}

/** One document read: its object, its scalar members as printed (flatTexts; their offsets are in `object`), what its records must say. */
export interface ToolJsonDocument {
  object: JsonObject;
  /** Scalar members by path (`result.latency.percentiles.99`), as printed: a number's text, a string's value. */
  members: Record<string, string>;
  warnings: string[];
}

const REPAIRS: Record<Exclude<JsonRepair["kind"], "missing-value">, string> = {
  "extra-comma": "a stray comma, read as if not there",
  "missing-comma": "a missing comma, read as if there",
  "decimal-comma": "a number with a decimal comma, read as a decimal",
};

/**
 * Reads a piece of input holding one or more of a tool's JSON documents. A document the input ends inside is read
 * with a warning (its members as far as printed); a member without its value, when the spec allows it, is an empty
 * text with a warning naming it; what cannot be read (not JSON, not the tool's document) is a ParseError.
 *
 * @example
 * readToolJson(ctx, { format: "oha-json", tool: "oha --json", isDocument: (o) => o.keys.includes("summary"), shape: '{"summary": ...}' })
 */
export function readToolJson(ctx: ParseContext, spec: ToolJsonSpec): ToolJsonDocument[] {
  // the tool's own lines are blanked, so that offsets stay those of the input
  const asides = spec.asides;
  const json = asides === undefined || asides.length === 0 ? ctx.text : ctx.text.replace(/[^\n]+/g, (line) => (asides.some((re) => re.test(line)) ? " ".repeat(line.length) : line));
  const { doc, fail } = readJsonInput(ctx, spec.format, { json, missingValues: spec.missingValues === true });
  if (doc.values.length === 0) {
    // the tool's own lines alone in a piece that more input follows (bombardier's intro before rows left out with
    // `...`): its document is in a later piece
    if (ctx.state.morePieces === true && json.trim() === "") return [];
    return fail(0, `no JSON here: ${spec.tool} prints ${spec.shape}`);
  }
  const docs: ToolJsonDocument[] = [];
  for (const value of doc.values) {
    if (value.type !== "object" || !spec.isDocument(value)) return fail(value.offset, `not ${spec.tool}'s JSON: it prints ${spec.shape}`);
    const members = flatTexts(value, ".");
    const warnings: string[] = [];
    if (!value.closed || (doc.cutAt !== undefined && value === doc.values.at(-1))) warnings.push(`${spec.tool}'s JSON ends before its closing brace (cut off): the members printed are read, the rest are missing`);
    docs.push({ object: value, members, warnings });
  }
  // each repair on the document it is in: a missing value names its member, the others are counted by kind
  const counts = new Map<ToolJsonDocument, Map<string, number>>();
  for (const r of doc.repairs) {
    let at = 0;
    while (at + 1 < docs.length && docs[at + 1]!.object.offset <= r.offset) at++;
    const d = docs[at]!;
    if (r.kind === "missing-value") {
      const name = [...flatMembers(d.object, ".")].find(([, m]) => m.offset === r.offset && m.text === "")?.[0] ?? "a member";
      d.warnings.push(`${spec.tool}'s JSON has no value for ${name} (printed as \`"${name.split(".").at(-1)}": ,\`: invalid JSON): read as null`);
      continue;
    }
    const kinds = counts.get(d) ?? new Map<string, number>();
    counts.set(d, kinds);
    kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + 1);
  }
  for (const [d, kinds] of counts) for (const [kind, n] of kinds) d.warnings.push(`${spec.tool}'s JSON is not valid JSON: ${n === 1 ? "" : `${n} times `}${REPAIRS[kind as keyof typeof REPAIRS]}`);
  return docs;
}

/**
 * A piece of input read as JSON values (grammars/kit/json.ts readJson), with the ParseError at an offset of the input
 * that its readers throw: what the grammar could not read is one at its first problem; with `strict` (the tool
 * printing valid JSON: vegeta, k6), so is the first thing it repaired. `json`: the text to read in place of the
 * input's, of the same length (the tool's own lines blanked), so that offsets stay the input's.
 *
 * @example
 * const { doc, fail } = readJsonInput(ctx, "vegeta-json", { strict: "vegeta" });
 * if (doc.values[0]?.type !== "object") fail(0, "not a vegeta report");
 */
export function readJsonInput(ctx: ParseContext, format: string, options: { json?: string; missingValues?: boolean; strict?: string } = {}): { doc: JsonDocument & { cutAt?: number }; fail: (offset: number, message: string) => never } {
  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format, source: ctx.source, text: ctx.text, offset, message });
  };
  const doc = readJson(options.json ?? ctx.text, { missingValues: options.missingValues === true });
  if (doc.problems.length > 0) fail(doc.problems[0]!.offset, doc.problems[0]!.message);
  if (options.strict !== undefined && doc.repairs.length > 0) fail(doc.repairs[0]!.offset, `not JSON as ${options.strict} prints it (a ${doc.repairs[0]!.kind.replace("-", " ")})`);
  return { doc, fail };
}

/**
 * A member as a number: undefined when not printed, null when printed without a value (a repaired `"90": ,`) or as
 * `null`; a number as printed (a decimal comma read as a point); anything else is a ValueError naming the member.
 *
 * @example
 * jsonNumber({ "result.latency.mean": "1918.752118" }, "result.latency.mean") //=> 1918.752118
 * jsonNumber({ "result.rps.percentiles.90": "" }, "result.rps.percentiles.90") //=> null
 */
export function jsonNumber(members: Readonly<Record<string, string>>, path: string): number | null | undefined {
  const text = members[path];
  if (text === undefined) return undefined;
  // (the usual member, `12.50` or `3`: read at once)
  const plain = plainDecimal(text);
  if (plain >= 0) return plain;
  if (text === "" || text === "null") return null;
  const n = /^-?\d+(?:[.,]\d+)?(?:[eE][+-]?\d+)?$/.test(text) ? Number(text.replace(",", ".")) : Number.NaN;
  if (!Number.isFinite(n)) throw new ValueError(`${path} is not a number: ${JSON.stringify(text.slice(0, 40))}`);
  return n;
}

/**
 * A raw run's members read as numbers (jsonNumber), with the format's ParseError at the run's `{` for a member that is
 * not one (`num`), and that ParseError for any other message (`fail`).
 *
 * @example
 * const { num, fail } = memberNumbers("oha-json", ctx, run);
 * num("summary.total") //=> 10.002234488
 */
export function memberNumbers(format: string, ctx: ParseContext, run: { members: Readonly<Record<string, string>>; offset: number }) {
  const fail = (message: string): never => {
    throw new ParseError({ format, source: ctx.source, text: ctx.text, offset: run.offset, message });
  };
  const num = (path: string): number | null | undefined => {
    try {
      return jsonNumber(run.members, path);
    } catch (e) {
      if (e instanceof ValueError) return fail(e.message);
      throw e;
    }
  };
  return { num, fail };
}

/**
 * The stream cutter of a load generator's JSON that is a run of JSON values one after another (k6's summary
 * documents pasted one after another, vegeta encode's JSON lines, one result a line): a piece may end after each
 * line that closes a value at the top level (depth 0, strings and their escapes skipped), so memory holds one value
 * (or a batch of lines) at a time. Lines before the first value (a note pasted before it) are read with it.
 *
 * @example
 * const cut = jsonValuesCutter();
 * ['{"a": {', '  "b": 1', "}}", '{"seq": 1}'].map((l) => cut.line(l)); //=> [0, 0, 3, 3]
 */
export function jsonValuesCutter(): StreamCutter {
  return valuesCutter(Cut.mayEnd);
}

/**
 * jsonValuesCutter whose pieces end at each value (Cut.end), not only may: a command line pasted between two documents
 * (`$ oha -j -c 1 URL` before the second) then starts the next piece and says how that one was run, not the one
 * before it.
 *
 * @example
 * const cut = jsonDocumentsCutter();
 * ['{"a": {', "}}", '{"b": 1}'].map((l) => cut.line(l)); //=> [0, 2, 2]
 */
export function jsonDocumentsCutter(): StreamCutter {
  return valuesCutter(Cut.end);
}

function valuesCutter(closes: typeof Cut.mayEnd | typeof Cut.end): StreamCutter {
  let depth = 0;
  return {
    line(line) {
      let opened = depth > 0;
      for (let i = 0; i < line.length; i++) {
        const c = line.charCodeAt(i);
        if (c === 34) {
          // a string: to its closing quote on this line (JSON strings hold no line break)
          for (i++; i < line.length; i++) {
            const d = line.charCodeAt(i);
            if (d === 92) i++;
            else if (d === 34) break;
          }
        } else if (c === 123 || c === 91) {
          depth++;
          opened = true;
        } else if ((c === 125 || c === 93) && depth > 0) depth--;
      }
      return opened && depth === 0 ? closes : Cut.none;
    },
  };
}
