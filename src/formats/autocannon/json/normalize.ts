import type { ParseContext } from "../../../kit/format.js";
import { memberNumbers } from "../../load-test/json.js";
import type { AutocannonJsonRawRun } from "./raw.js";
import type { AutocannonJsonRecord } from "./schema.js";
import { definedFields } from "../../../normalize/defined-fields.js";

/** A histogram's percentile member (`p97_5`, `p0_001`) to its percent (97.5, 0.001). */
const percentOf = (key: string): number => Number(key.slice(1).replace("_", "."));
/** The percentiles autocannon's tables show: Latency 2.5 to 99, Req/Sec and Bytes/Sec 1 to 97.5. */
const LATENCY_TABLE = ["p2_5", "p50", "p97_5", "p99"];
const RATE_TABLE = ["p1", "p2_5", "p50", "p97_5"];
/** A latency histogram member (`latency.p97_5`), and a status code's count (`statusCodeStats.200.count`). */
const EVERY_PERCENTILE = /^latency\.p\d+(?:_\d+)?$/;
const STATUS_COUNT = /^statusCodeStats\.([^.]+)\.count$/;

/**
 * autocannon --json results to autocannon's records (the fields its tables give, in the same units: ms, per second,
 * bytes), exact where the tables round: the latency histogram's members (whole ms) as the Latency row's percentiles
 * and all of them (0.001 to 99.999) as -l's table, the Req/Sec and Bytes/Sec rows from `requests` and `throughput`,
 * the counts unrounded (`requests.sent`: what the text's `N requests in` counts since 7.4.0; `requests.total` before),
 * the status codes as --renderStatusCodes would list them.
 */
export function normalizeAutocannonJson(raw: AutocannonJsonRawRun[], ctx: ParseContext): AutocannonJsonRecord[] {
  return raw.map((run) => {
    const m = run.members;
    const numbers = memberNumbers("autocannon-json", ctx, run);
    const num = (path: string): number | undefined => numbers.num(path) ?? undefined;
    const percentiles = (group: string, keys: readonly string[]) => {
      let rows: { percent: number; value: number }[] | undefined;
      for (const k of keys) {
        const v = num(`${group}.${k}`);
        if (v !== undefined) (rows ??= []).push({ percent: percentOf(k), value: v });
      }
      return rows;
    };
    // (one pass over the members: the latency histogram's percentile members, and the status codes' counts)
    const everyKey: string[] = [];
    const codeKeys: [string, string][] = [];
    for (const k in m) {
      if (k.startsWith("latency.p")) {
        if (EVERY_PERCENTILE.test(k)) everyKey.push(k.slice(8));
      } else if (k.startsWith("statusCodeStats.")) {
        const c = STATUS_COUNT.exec(k);
        if (c) codeKeys.push([k, c[1]!]);
      }
    }
    const bytes = (v: number | undefined) => (v === undefined ? undefined : Math.round(v));
    const latency = percentiles("latency", LATENCY_TABLE);
    const requestRate = percentiles("requests", RATE_TABLE);
    const transferRate = percentiles("throughput", RATE_TABLE);
    const everyLatency = percentiles("latency", everyKey)?.sort((a, b) => a.percent - b.percent);
    const codes: { code: string; count: number }[] = [];
    for (const [k, code] of codeKeys) {
      const count = num(k);
      if (count !== undefined) codes.push({ code, count });
    }
    const workers = num("workers");
    const sampleInt = num("sampleInt");
    const record = {
      format: "autocannon-json" as const,
      status: "complete" as const,
      url: m["url"],
      socketPath: m["socketPath"],
      connections: num("connections"),
      pipelining: num("pipelining"),
      workers: workers ? workers : undefined,
      latency: { percentiles: latency?.map((p) => ({ percent: p.percent, ms: p.value })), avgMs: num("latency.average"), stdevMs: num("latency.stddev"), maxMs: num("latency.max"), minMs: num("latency.min") },
      requestRate: { percentiles: requestRate?.map((p) => ({ percent: p.percent, perSecond: p.value })), avgPerSecond: num("requests.average"), stdevPerSecond: num("requests.stddev"), minPerSecond: num("requests.min"), maxPerSecond: num("requests.max") },
      transferRate: {
        percentiles: transferRate?.map((p) => ({ percent: p.percent, bytesPerSecond: bytes(p.value)! })),
        avgBytesPerSecond: bytes(num("throughput.average")),
        stdevBytesPerSecond: bytes(num("throughput.stddev")),
        minBytesPerSecond: bytes(num("throughput.min")),
        maxBytesPerSecond: bytes(num("throughput.max")),
      },
      // (`statusCodeStats: {}`, no response: none)
      statusCodes: codes.length > 0 ? codes : undefined,
      sampleIntervalSeconds: sampleInt !== undefined ? sampleInt / 1000 : undefined,
      samples: num("samples"),
      latencyPercentiles: everyLatency?.map((p) => ({ percent: p.percent, ms: p.value })),
      responses2xx: num("2xx"),
      non2xxResponses: num("non2xx"),
      requests: num("requests.sent") ?? num("requests.total"),
      durationSeconds: num("duration"),
      readBytes: num("throughput.total"),
      errors: num("errors"),
      timeouts: num("timeouts"),
      mismatches: num("mismatches"),
      resets: num("resets"),
      warnings: run.warnings,
    };
    return definedFields(record, { nested: true }) as AutocannonJsonRecord;
  });
}
