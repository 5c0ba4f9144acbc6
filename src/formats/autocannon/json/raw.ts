import type { JsonObject } from "../../../../grammars/kit/json.js";
import type { ParseContext } from "../../../kit/format.js";
import { readToolJson } from "../../load-test/json.js";

/** One autocannon --json result as printed: its members by path (`latency.p97_5`), numbers as printed. */
export interface AutocannonJsonRawRun {
  kind: "run";
  /** Where the result's `{` is. */
  offset: number;
  members: Record<string, string>;
  /** What the run's record must say (a repaired or cut-off JSON). */
  warnings?: string[];
}

/** autocannon's result object (lib/run.js): its latency, requests and throughput histograms (a cut-off one: latency at least). */
const isResult = (o: JsonObject): boolean => o.keys.includes("latency") && ((o.keys.includes("requests") && o.keys.includes("throughput")) || !o.closed);

/** Reads a piece of autocannon --json output: one result per JSON line (a file of several runs appended). */
export function autocannonJsonRaw(ctx: ParseContext): AutocannonJsonRawRun[] {
  return readToolJson(ctx, { format: "autocannon-json", tool: "autocannon --json", isDocument: isResult, shape: '{"url": ..., "latency": {...}, "requests": {...}, "throughput": {...}, ...} on one line' }).map((doc) => ({
    kind: "run",
    offset: doc.object.offset,
    members: doc.members,
    ...(doc.warnings.length > 0 ? { warnings: doc.warnings } : {}),
  }));
}
