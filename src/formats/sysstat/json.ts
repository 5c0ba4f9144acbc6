/**
 * What the sysstat tools' JSON (sadf -j, iostat -o JSON, mpstat -o JSON, pidstat -o JSON) share: the document
 * `{"sysstat": {"hosts": [{ host fields..., "statistics": [ sample, ... ], ... }]}}`, read with the one JSON grammar
 * (grammars/kit/json.ts); the stream cutter that cuts it at sample boundaries; and the warnings for the repairs the
 * grammar made to the tools' known JSON bugs (a stray leading comma, a missing comma, decimal commas, a document cut
 * off by an interrupt).
 */
import { readJson, scalarText, member, type JsonArray, type JsonObject, type JsonRepair } from "../../../grammars/kit/json.js";
import { ParseError } from "../../kit/errors.js";
import { Cut, type ParseContext, type StreamCutter } from "../../kit/format.js";
import type { ExtractSignature, LineTest } from "../../kit/line-tests.js";
import type { RowReportRawHeader } from "./row-report-raw.js";

/** Where a sysstat JSON document opens: `{"sysstat": {` at the start of a line (blanks and a BOM before it let be). */
const DOCUMENT_START = /(?:^|\n)[\ufeff \t\r]*\{[ \t\r\n]*"sysstat"[ \t\r\n]*:[ \t\r\n]*\{/;

/**
 * The part of a detector's head from where a sysstat JSON document opens, or undefined when none opens in it. Lines
 * before the document are let be, as other formats' detectors let them be (a comment or a note pasted before the
 * output: the engine reads them as asides or prose once the format is chosen).
 *
 * @example
 * sysstatJsonHead('# run 1\n{"sysstat": {\n') // '{"sysstat": {\n'
 * sysstatJsonHead('{"k6": 1}')                 // undefined
 */
export function sysstatJsonHead(head: string): string | undefined {
  const m = DOCUMENT_START.exec(head);
  return m === null ? undefined : head.slice(m.index);
}

/** A line that opens a sysstat JSON document (`{"sysstat": {`), wherever the one before it stopped. */
const NEXT_DOCUMENT = /^[\ufeff \t\r]*\{[ \t]*"sysstat"[ \t]*:/;

/**
 * Whether a line leaves the depth where it was and never goes below it, told by a few searches: no bracket or
 * backslash at all (`"usr": 90.55,`), or one `{` outside strings and one `}` after it with no quote after that
 * (`{"cpu": "all", "usr": 90.55},`, `"timestamp": {...},`). A bracket or an escape in a string makes it false (the
 * cutter then counts the line's brackets one by one). (A line that ends inside a string is not JSON: the reader
 * reports it, wherever the piece is cut.)
 */
function keepsDepth(line: string): boolean {
  if (line.indexOf("[") !== -1 || line.indexOf("]") !== -1 || line.indexOf("\\") !== -1) return false;
  const open = line.indexOf("{");
  const close = line.lastIndexOf("}");
  if (open === -1) return close === -1;
  if (close < open || line.indexOf("{", open + 1) !== -1 || line.lastIndexOf("}", close - 1) !== -1 || line.indexOf('"', close) !== -1) return false;
  let quotes = 0;
  for (let at = line.indexOf('"'); at !== -1 && at < open; at = line.indexOf('"', at + 1)) quotes++;
  return quotes % 2 === 0;
}

/** A line of a sysstat JSON document as the tools print it: after blanks, a bracket, a brace, a member or a comma. */
const JSON_LINE: LineTest = /^\s*[{}[\]",]/;

/**
 * How `extract` finds a sysstat JSON document in other text (FormatDefinition.extract): it opens on the format's own
 * `start` lines (sadf's `"file-date"`, mpstat's clock timestamp), the lines of the document before them (its opening,
 * the host's members) lead into it, and it goes on over its JSON lines and the blank lines the tools print inside
 * it (sadf 11's empty `"fchosts": [` and `]`); a second document's opening begins a new block.
 */
export function sysstatJsonSignature(start: LineTest[]): ExtractSignature {
  // (the head before the first start line: `{"sysstat": {`, the host's members, `"statistics": [`, a blank line and
  // the sample's opening: 14 lines before iostat -d's first `"disk_device"`)
  return { start, lead: [JSON_LINE], maxLead: 32, body: [JSON_LINE], hardStart: [DOCUMENT_START] };
}

/** One host of a document: its object, its fields as printed (strings), its statistics array. */
export interface SysstatJsonHost {
  object: JsonObject;
  /** The host's scalar members (`nodename`, `sysname`, `release`, `machine`, `number-of-cpus`, `date`, `file-date`, ...). */
  fields: Record<string, string>;
  statistics: JsonArray | undefined;
}

/** One sample of a host's statistics, with what its records must say (repairs in it, a cut-off). */
export interface SysstatJsonSample {
  object: JsonObject;
  warnings: string[] | undefined;
}

/** A piece of a sysstat JSON document read: its hosts and samples, in the text's order. */
export interface SysstatJsonPiece {
  hosts: { host: SysstatJsonHost; samples: SysstatJsonSample[] }[];
}

/**
 * Reads a piece of a sysstat JSON document (the whole document, or in a stream its head given again and some of its
 * samples). A sample the input ends inside is given with a warning (the format reads its complete activities and
 * leaves out the one it was cut in), and the last sample of a document that ends without its closing brackets says
 * so. What cannot be read is a ParseError.
 */
export function readSysstatJson(ctx: ParseContext, format: string, tool: string): SysstatJsonPiece {
  const text = ctx.text;
  const doc = readJson(text);
  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format, source: ctx.source, text, offset, message });
  };
  if (doc.problems.length > 0) fail(doc.problems[0]!.offset, doc.problems[0]!.message);
  const replayed = typeof ctx.state.replayedChars === "number" ? ctx.state.replayedChars : 0;
  const more = ctx.state.morePieces === true;
  const root = doc.values[0];
  if (root === undefined) return fail(0, `no JSON here: ${tool} prints a document that starts with {"sysstat": {"hosts": [`);
  if (doc.values.length > 1) fail(doc.values[1]!.offset, `a second JSON document after the first: ${tool} prints one`);
  const sysstat = root.type === "object" ? member(root, "sysstat") : undefined;
  const hosts = sysstat?.type === "object" ? member(sysstat, "hosts") : undefined;
  if (hosts?.type !== "array") return fail(root.offset, `not ${tool}'s JSON: it has no "sysstat": {"hosts": [...]}`);
  const piece: SysstatJsonPiece = { hosts: [] };
  // (a piece after the first starts with its own text where the replayed head ends: a comma there is the separator
  // that sysstat 11 printed before each sample, not a stray one)
  const firstPiece = ctx.state.sysstatJsonSeen !== true;
  ctx.state.sysstatJsonSeen = true;
  const repairs = doc.repairs.filter((r) => firstPiece || r.kind !== "extra-comma" || !separatorAfterReplay(text, replayed, r.offset));
  let last: SysstatJsonSample | undefined;
  for (const item of hosts.items) {
    if (item.type !== "object") fail(item.offset, `a host of ${tool}'s JSON is not an object`);
    const object = item as JsonObject;
    const fields: Record<string, string> = {};
    for (let k = 0; k < object.keys.length; k++) {
      const value = scalarText(object.values[k]);
      if (value !== undefined) fields[object.keys[k]!] = value;
    }
    const statistics = member(object, "statistics");
    if (statistics !== undefined && statistics.type !== "array") fail(statistics.offset, `"statistics" is not an array`);
    const samples: SysstatJsonSample[] = [];
    if (statistics?.type === "array") {
      for (const s of statistics.items) {
        if (s.type !== "object") fail(s.offset, `a sample of ${tool}'s "statistics" is not an object`);
        const sample = { object: s as JsonObject, warnings: undefined as string[] | undefined };
        if (!sample.object.closed) (sample.warnings ??= []).push(`${tool}'s output ends inside this sample (the tool was interrupted or the file cut): what it printed of it is read, the rest is missing`);
        samples.push(sample);
        last = sample;
      }
    }
    piece.hosts.push({ host: { object, fields, statistics: statistics as JsonArray | undefined }, samples });
  }
  // the document ends after a sample without its closing brackets (SIGTERM: sysstat #410)
  if (!more && root.type === "object" && !root.closed && last !== undefined && last.object.closed) {
    (last.warnings ??= []).push(`${tool}'s JSON ends after this sample without its closing brackets (the tool was interrupted, sysstat #215, #410): the samples before are complete`);
  }
  attachRepairs(piece, repairs, tool);
  return piece;
}

/**
 * The report header the tool's text prints, from a host's members (`Linux 6.1.0 (host) \tDATE \t_x86_64_\t(2 CPU)`):
 * sysname, release, nodename, the date member `dateKeys` names first (sadf's `file-date`, iostat/mpstat's `date`),
 * machine, number-of-cpus, as printed. Undefined for a host without a sysname or a date.
 */
export function hostHeader(host: SysstatJsonHost, dateKeys: readonly string[]): RowReportRawHeader | undefined {
  const f = host.fields;
  const key = dateKeys.find((k) => f[k] !== undefined);
  const date = key === undefined ? undefined : member(host.object, key);
  if (f["sysname"] === undefined || date === undefined || date.type === "object" || date.type === "array") return undefined;
  return {
    kind: "header",
    offset: host.object.offset,
    os: f["sysname"],
    release: f["release"] ?? "",
    ...(f["nodename"] !== undefined ? { hostname: f["nodename"] } : {}),
    date: date.text,
    dateOffset: date.offset,
    ...(f["machine"] !== undefined ? { architecture: f["machine"] } : {}),
    ...(f["number-of-cpus"] !== undefined ? { cpuCount: f["number-of-cpus"] } : {}),
  };
}

/**
 * `columns`, or `last` when it holds the same names in the same order: the rows of a table share one columns array,
 * as the text's rows share their header row's, so that a plan kept for it (row-values.ts PlanCache) is found by the
 * array, not by its names joined again for every row.
 *
 * @example
 * const a = ["UID", "PID"];
 * sameColumns(a, ["UID", "PID"]) === a //=> true
 */
export function sameColumns(last: string[] | undefined, columns: string[]): string[] {
  if (last === undefined || last.length !== columns.length) return columns;
  for (let i = 0; i < columns.length; i++) if (last[i] !== columns[i]) return columns;
  return last;
}

/** Whether a repaired comma is the first thing of the piece's own text (after the replayed head and blanks). */
function separatorAfterReplay(text: string, replayed: number, offset: number): boolean {
  return replayed > 0 && offset >= replayed && text.slice(replayed, offset).trim() === "";
}

/** The repairs' warnings, each on the sample it is in (the first sample for one before any); one per kind and sample. */
function attachRepairs(piece: SysstatJsonPiece, repairs: readonly JsonRepair[], tool: string): void {
  if (repairs.length === 0) return;
  const samples = piece.hosts.flatMap((h) => h.samples);
  if (samples.length === 0) return;
  const counts = new Map<SysstatJsonSample, Map<JsonRepair["kind"], number>>();
  for (const r of repairs) {
    let at = 0;
    while (at + 1 < samples.length && samples[at + 1]!.object.offset <= r.offset) at++;
    const kinds = counts.get(samples[at]!) ?? new Map<JsonRepair["kind"], number>();
    counts.set(samples[at]!, kinds);
    kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + 1);
  }
  for (const [sample, kinds] of counts) for (const [kind, n] of kinds) (sample.warnings ??= []).push(repairWarning(kind, n, tool));
}

function repairWarning(kind: JsonRepair["kind"], n: number, tool: string): string {
  switch (kind) {
    case "extra-comma":
      return `${tool}'s JSON has ${n === 1 ? "a stray comma" : `${n} stray commas`} in this sample (sysstat #163, #222): read as if not there`;
    case "missing-comma":
      return `${tool}'s JSON misses ${n === 1 ? "a comma" : `${n} commas`} in this sample (sysstat #12, #90, #128): read as if there`;
    case "decimal-comma":
      return `${tool}'s JSON printed ${n === 1 ? "a number" : `${n} numbers`} of this sample with a decimal comma (a comma locale, sysstat #128): read as decimals`;
    case "missing-value":
      // (readSysstatJson does not ask for these: a value missing there is a problem)
      return `${tool}'s JSON misses ${n === 1 ? "a value" : `${n} values`} in this sample`;
  }
}

/** The scalar members of an object as printed, nested objects flattened with `/` (`io-reads/rtps`): grammars/kit/json.ts. */
export { flatMembers } from "../../../grammars/kit/json.js";

/** A line that opens a sample object in the statistics array (`\t\t\t\t{`, or `,{` in a copy that moved its commas). */
const SAMPLE_OPENS = /^[\ufeff \t\r,]*\{/;

/**
 * How the engine cuts a sysstat JSON document (FormatDefinition.stream): the lines up to the one that opens the first
 * host's `"statistics": [` are the head, given again before every piece; a piece ends before each line that opens
 * a sample after the first (Cut.next: a batch of samples is parsed as one text; a live `mpstat -o JSON 1` gives each
 * sample as the next begins, when mpstat prints the comma that ends its line). What follows the statistics (sadf's
 * restarts, the closing brackets, any later host) goes with the last sample. A document on one
 * line, or one whose statistics open on a line with more after them, is read whole. Lines before the line that opens
 * the document (a note pasted before it) are a piece of their own, which the engine reads as prose.
 */
export function sysstatJsonCutter(): StreamCutter {
  let depth = 0;
  /** The depth inside the statistics array, once its line is read; -1 after it closed. */
  let statsDepth = 0;
  /** Whether the document has opened: lines before its `{` (prose pasted before it) are a piece of their own. */
  let opened = false;
  /** Whether a sample of the statistics has opened: a piece ends before each later one (lines before it go with it). */
  let sampled = false;
  return {
    line(line) {
      /** A later document (`cat` of sadf -j files): it opens at depth 0, or with `{"sysstat":` after one cut off. */
      let next = false;
      if (!opened) {
        if (!/^[\ufeff \t\r]*\{/.test(line)) return Cut.none;
        opened = true;
      } else if (depth === 0 ? /^[\ufeff \t\r]*\{/.test(line) : NEXT_DOCUMENT.test(line)) {
        next = true;
        depth = 0;
        statsDepth = 0;
      }
      // (inside the statistics, nearly every line is one with no bracket outside its strings, or one whole object
      // (`{"cpu": "all", "usr": 90.55, ...},`): neither moves the depth nor closes a sample)
      if (statsDepth > 0 && !next && depth > statsDepth && keepsDepth(line)) return Cut.none;
      const before = depth;
      let min = depth;
      let inString = false;
      for (let i = 0; i < line.length; i++) {
        const c = line.charCodeAt(i);
        if (inString) {
          if (c === 92) i++;
          else if (c === 34) inString = false;
        } else if (c === 34) inString = true;
        else if (c === 123 || c === 91) depth++;
        else if (c === 125 || c === 93) {
          depth--;
          if (depth < min) min = depth;
        }
      }
      if (statsDepth === 0) {
        const head = next ? Cut.document : Cut.header;
        // the head: up to the line that opens the statistics, when that is all that line opens
        if (/"statistics"[ \t]*:[ \t]*\[[ \t]*$/.test(line) && depth === before + 1) {
          statsDepth = depth;
          sampled = false;
          return head;
        }
        if (!/"statistics"/.test(line)) return head;
        statsDepth = -1;
        return next ? Cut.document : Cut.none;
      }
      if (statsDepth === -1) return Cut.none;
      if (min < statsDepth) {
        statsDepth = -1;
        return Cut.none;
      }
      // (a sample is complete once the next opens: a live tool prints the comma after its last bracket only then, and
      // the closing brackets of a document cut off after its last sample go with that sample, which then says so)
      if (before !== statsDepth || !SAMPLE_OPENS.test(line)) return Cut.none;
      if (sampled) return Cut.next;
      sampled = true;
      return Cut.none;
    },
  };
}
