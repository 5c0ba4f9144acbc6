import { member, type JsonObject, type JsonValue } from "../../../../grammars/kit/json.js";
import type { ParseContext } from "../../../kit/format.js";
import { readJsonInput } from "../../load-test/json.js";

/** A member as printed: its name, its scalar's text (a string unescaped; `null`, `true` as words), where it is. */
export interface VegetaJsonMember {
  name: string;
  text: string;
  type: "number" | "string" | "word";
  offset: number;
}

/** `vegeta report -type=json` as printed: each group of members in its order. */
export interface VegetaJsonRawReport {
  format: "vegeta-json";
  kind: "report";
  offset: number;
  /** earliest, latest, end, duration, wait, requests, rate, throughput, success. */
  members: VegetaJsonMember[];
  latencies: VegetaJsonMember[];
  bytesIn: VegetaJsonMember[];
  bytesOut: VegetaJsonMember[];
  statusCodes: VegetaJsonMember[];
  errors: VegetaJsonMember[];
  /** `buckets` (with `-buckets`): each bucket's lower bound (ns) as the name, its count as the value, in order. */
  buckets: VegetaJsonMember[];
}

/** One line of `vegeta encode` (JSON): one result (request). */
export interface VegetaJsonRawResult {
  format: "vegeta-json";
  kind: "result";
  offset: number;
  /** attack, seq, code, timestamp, latency, bytes_out, bytes_in, error, body, method, url. */
  members: VegetaJsonMember[];
  /** `headers`: each name with its values. */
  headers?: { name: string; values: string[] }[];
}

export type VegetaJsonRawRecord = VegetaJsonRawReport | VegetaJsonRawResult;

/** A group's scalar members (an object's, or an array's items under their index). */
function scalars(value: JsonValue | undefined, what: string, fail: (offset: number, message: string) => never): VegetaJsonMember[] {
  if (value === undefined || (value.type === "word" && value.text === "null")) return [];
  const entries: [string, JsonValue][] = value.type === "object" ? value.keys.map((k, i) => [k, value.values[i]!]) : value.type === "array" ? value.items.map((v, i) => [String(i), v]) : fail(value.offset, `${what} is not an object or array`);
  return entries.map(([name, v]) => (v.type === "object" || v.type === "array" ? fail(v.offset, `${what}.${name} is not a number or string`) : { name, text: v.text, type: v.type, offset: v.offset }));
}

/**
 * Reads vegeta's JSON: each value a report (an object with `latencies`) or a result (an object with `seq` and
 * `latency`: one `vegeta encode` line). What it cannot be is a ParseError at it.
 */
export function vegetaJsonRaw(ctx: ParseContext): VegetaJsonRawRecord[] {
  const { doc, fail } = readJsonInput(ctx, "vegeta-json", { strict: "vegeta" });
  return doc.values.map((v): VegetaJsonRawRecord => {
    if (v.type !== "object") return fail(v.offset, "not a vegeta report or result: a JSON object");
    if (!v.closed) return fail(v.offset, "the JSON ends inside this object (cut off)");
    if (member(v, "latencies") !== undefined) return report(v, fail);
    if (member(v, "seq") !== undefined && member(v, "latency") !== undefined) return result(v, fail);
    return fail(v.offset, 'not a vegeta report (no "latencies") or encoded result (no "seq" and "latency")');
  });
}

function report(v: JsonObject, fail: (offset: number, message: string) => never): VegetaJsonRawReport {
  const groups = new Set(["latencies", "bytes_in", "bytes_out", "status_codes", "errors", "buckets"]);
  const members = scalars({ ...v, keys: v.keys.filter((k) => !groups.has(k)), values: v.values.filter((_, i) => !groups.has(v.keys[i]!)) }, "the report", fail);
  return {
    format: "vegeta-json",
    kind: "report",
    offset: v.offset,
    members,
    latencies: scalars(member(v, "latencies"), "latencies", fail),
    bytesIn: scalars(member(v, "bytes_in"), "bytes_in", fail),
    bytesOut: scalars(member(v, "bytes_out"), "bytes_out", fail),
    statusCodes: scalars(member(v, "status_codes"), "status_codes", fail),
    errors: scalars(member(v, "errors"), "errors", fail),
    buckets: member(v, "buckets")?.type === "array" ? fail(member(v, "buckets")!.offset, "buckets is not an object (lower bound in ns: count)") : scalars(member(v, "buckets"), "buckets", fail),
  };
}

function result(v: JsonObject, fail: (offset: number, message: string) => never): VegetaJsonRawResult {
  const members = scalars({ ...v, keys: v.keys.filter((k) => k !== "headers"), values: v.values.filter((_, i) => v.keys[i] !== "headers") }, "the result", fail);
  const out: VegetaJsonRawResult = { format: "vegeta-json", kind: "result", offset: v.offset, members };
  const headers = member(v, "headers");
  if (headers?.type === "object") out.headers = headers.keys.map((name, i) => ({ name, values: scalars(headers.values[i], `headers.${name}`, fail).map((m) => m.text) }));
  else if (headers !== undefined && !(headers.type === "word" && headers.text === "null")) fail(headers.offset, "headers is not an object");
  return out;
}
