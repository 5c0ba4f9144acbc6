import type { JsonObject, JsonValue } from "../../../../grammars/kit/json.js";
import type { ParseContext } from "../../../kit/format.js";
import { readToolJson } from "../../load-test/json.js";

/** One oha JSON document as printed: its top-level keys, its scalar members by path (`summary.total`), numbers as printed. */
export interface OhaJsonRawRun {
  kind: "run";
  /** Where the document's `{` is. */
  offset: number;
  /**
   * The document's own keys whose value is complete, in order (`summary`, `responseTimeHistogram`, ...: an empty `{}`
   * has no members). A member the input ends inside is left out: a cut-off histogram is no histogram, not an empty one.
   */
  keys: string[];
  /** Scalar members by path, `.` between keys: `latencyPercentiles.p99.9`, `errorDistribution.aborted due to deadline`. */
  members: Record<string, string>;
  /** What the run's record must say (a repaired or cut-off JSON). */
  warnings?: string[];
}

/**
 * oha's top-level keys (src/printer.rs print_json, 2022 to 1.15): `reaponseTimeHistogram` and `latencyDistribution`
 * are the first JSON's (733726f, the v0.5.3-test tag), renamed before 0.5.4.
 */
export const OHA_KEYS: ReadonlySet<string> = new Set([
  "summary", "metrics", "responseTimeHistogram", "reaponseTimeHistogram", "latencyPercentiles", "latencyDistribution",
  "firstByteHistogram", "firstBytePercentiles", "responseTimeHistogramSuccessful", "latencyPercentilesSuccessful",
  "latencyPercentileSuccessful", "responseTimeHistogramNotSuccessful", "latencyPercentilesNotSuccessful",
  "latencyPercentileNotSuccessful", "rps", "details", "statusCodeDistribution", "errorDistribution",
]);

/**
 * oha's document: a `summary` and a `statusCodeDistribution` among oha's keys (in any order: a copy re-serialized with
 * its keys sorted starts at `details`), or, cut off, only oha's keys so far.
 */
const isDocument = (o: JsonObject): boolean =>
  o.keys.length > 0 && o.keys.every((k) => OHA_KEYS.has(k)) && (!o.closed || (o.keys.includes("summary") && o.keys.includes("statusCodeDistribution")));

/** Whether the input ends after the value: an object or array closed, a scalar. */
const complete = (v: JsonValue): boolean => (v.type === "object" || v.type === "array" ? v.closed : true);

/** Reads a piece of oha's JSON output: one document per run (pretty-printed by oha, or one a line, one after another). */
export function ohaJsonRaw(ctx: ParseContext): OhaJsonRawRun[] {
  return readToolJson(ctx, { format: "oha-json", tool: "oha --json", isDocument, shape: '{"summary": {...}, "responseTimeHistogram": {...}, "latencyPercentiles": {...}, ..., "statusCodeDistribution": {...}, "errorDistribution": {...}}' }).map((doc) => ({
    kind: "run",
    offset: doc.object.offset,
    keys: doc.object.keys.filter((_, i) => complete(doc.object.values[i]!)),
    members: doc.members,
    ...(doc.warnings.length > 0 ? { warnings: doc.warnings } : {}),
  }));
}
