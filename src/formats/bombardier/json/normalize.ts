import type { ParseContext } from "../../../kit/format.js";
import { shiftDecimal } from "../../../kit/metrics/units.js";
import { memberNumbers } from "../../load-test/json.js";
import type { BombardierJsonRawRun } from "./raw.js";
import type { BombardierJsonRecord } from "./schema.js";
import { definedFields } from "../../../normalize/defined-fields.js";

/** The response classes: the JSON's member, the record's field (the text's `1xx - N, ...` and `others - N`). */
const CLASSES = [
  ["req1xx", "responses1xx"],
  ["req2xx", "responses2xx"],
  ["req3xx", "responses3xx"],
  ["req4xx", "responses4xx"],
  ["req5xx", "responses5xx"],
  ["others", "responsesOther"],
] as const;

/** Where the latency percentiles' members are (`result.latency.percentiles.99`). */
const PERCENTILES = "result.latency.percentiles.";

/**
 * bombardier -o json documents to bombardier's records (the fields of its text, in the same units): the spec as the
 * intro (url, connections, -n or -d), latency from microseconds to ms (the text's FormatTimeUs), the rps statistics,
 * the response classes, the errors, and Throughput computed as bombardier computes it ((bytesRead + bytesWritten) /
 * timeTakenSeconds, bytes per second). A run whose latency or rps statistics are absent is null there, as the text's
 * `There wasn't enough data` lines are. A response class absent from an older template's result (which left zero
 * counters out) is 0, said in a warning.
 */
export function normalizeBombardierJson(raw: BombardierJsonRawRun[], ctx: ParseContext): BombardierJsonRecord[] {
  return raw.map((run) => {
    const m = run.members;
    const warnings = [...(run.warnings ?? [])];
    const { num, fail } = memberNumbers("bombardier-json", ctx, run);
    const value = (path: string): number | undefined => num(path) ?? undefined;
    const ms = (path: string): number | undefined => {
      const us = value(path);
      return us === undefined ? undefined : shiftDecimal(us, -3);
    };
    // (one pass over the members: whether the result is there, and the latency percentiles' members)
    let hasResult = false;
    const percentileKeys: string[] = [];
    for (const k in m) {
      if (!k.startsWith("result.")) continue;
      hasResult = true;
      if (k.startsWith(PERCENTILES) && /^\d+$/.test(k.slice(PERCENTILES.length))) percentileKeys.push(k);
    }
    const latency = hasResult ? (m["result.latency.mean"] !== undefined ? { avgMs: ms("result.latency.mean")!, stdevMs: ms("result.latency.stddev")!, maxMs: ms("result.latency.max")! } : null) : undefined;
    const rps = hasResult ? (m["result.rps.mean"] !== undefined ? { avgPerSecond: value("result.rps.mean")!, stdevPerSecond: value("result.rps.stddev")!, maxPerSecond: value("result.rps.max")! } : null) : undefined;
    const distribution = percentileKeys.map((k) => ({ percent: Number(k.slice(PERCENTILES.length)), ms: ms(k) })).sort((a, b) => a.percent - b.percent);
    const classes: Record<string, number> = {};
    if (hasResult) {
      const absent = CLASSES.filter(([key]) => m[`result.${key}`] === undefined).map(([key]) => key);
      for (const [key, field] of CLASSES) classes[field] = value(`result.${key}`) ?? 0;
      if (absent.length > 0 && absent.length < CLASSES.length) warnings.push(`bombardier's JSON has no ${absent.join(", ")} (an older template left zero counters out): read as 0`);
      else if (absent.length === CLASSES.length) for (const [, field] of CLASSES) delete classes[field];
    }
    const read = value("result.bytesRead");
    const written = value("result.bytesWritten");
    const taken = value("result.timeTakenSeconds");
    const seconds = value("spec.testDurationSeconds");
    const requests = value("spec.numberOfRequests");
    const rate = value("spec.rate");
    const testType = m["spec.testType"];
    const record = {
      format: "bombardier-json" as const,
      status: hasResult && run.warnings?.some((w) => /cut off/.test(w)) !== true ? ("complete" as const) : ("incomplete" as const),
      url: m["spec.url"],
      testType: testType === "timed" || testType === "number-of-requests" ? testType : undefined,
      numberOfRequests: requests,
      testDurationSeconds: seconds,
      connections: value("spec.numberOfConnections"),
      requestsPerSecondStats: rps,
      latency,
      latencyDistribution: distribution.length > 0 ? distribution.filter((p): p is { percent: number; ms: number } => p.ms !== undefined) : undefined,
      ...classes,
      errors: run.errors?.map((e) => {
        const count = /^\d+$/.test(e.count) ? Number(e.count) : fail(`an error's count is not a number: ${JSON.stringify(e.count)}`);
        return { message: e.description, count };
      }),
      throughputBytesPerSecond: read !== undefined && written !== undefined && taken !== undefined && taken > 0 ? (read + written) / taken : undefined,
      targetRequestsPerSecond: rate !== undefined && rate > 0 ? rate : undefined,
      warnings: warnings.length > 0 ? warnings : undefined,
    };
    if (!hasResult) record.warnings = [...warnings, "bombardier's JSON has no result (--print without result, or cut off before it): the spec only"];
    return definedFields(record) as unknown as BombardierJsonRecord;
  });
}
