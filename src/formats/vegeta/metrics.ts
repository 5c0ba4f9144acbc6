import { loadTestMetrics } from "../load-test/metrics.js";
import { shiftDecimal } from "../../kit/metrics/units.js";
import type { InfluxPoint } from "../../kit/metrics/types.js";
import type { VegetaRecord } from "./schema.js";

/** ms to whole ns, as vegeta's JSON report gives its durations. */
const ns = (ms: number | null | undefined): { int: number } | undefined => (typeof ms === "number" ? { int: Math.round(shiftDecimal(ms, 6)) } : undefined);

/**
 * vegeta reports as load-test metrics (src/formats/load-test/metrics.ts): results with status code 0 (no response: a
 * transport error) as the error kind other, other non-2xx as status; `report -type=hist` as the histogram. Influx:
 * measurement `vegeta` with the fields of `vegeta report -type=json` flattened as Telegraf's JSON parser names them
 * (`latencies_mean` in ns, `bytes_in_total`, `status_codes_200`, ...), which is what dashboards over vegeta's JSON
 * read; vegeta has no InfluxDB output of its own.
 */
export const vegetaMetrics = loadTestMetrics<VegetaRecord>({
  errors: (r) => ({ other: r.statusCodes ? r.statusCodes.filter((c) => c.code === "0").reduce((n, c) => n + c.count, 0) : undefined }),
  histogram: (r) => r.buckets?.map((b) => ({ toMs: b.toMs, count: b.count })),
  influx(r, tags) {
    const l = r.latency;
    const fields: Record<string, number | { int: number } | undefined> = {
      latencies_min: ns(l?.minMs),
      latencies_mean: ns(l?.meanMs),
      latencies_50th: ns(l?.p50Ms),
      latencies_90th: ns(l?.p90Ms),
      latencies_95th: ns(l?.p95Ms),
      latencies_99th: ns(l?.p99Ms),
      latencies_max: ns(l?.maxMs),
      bytes_in_total: r.bytesIn ? { int: r.bytesIn.totalBytes } : undefined,
      bytes_in_mean: r.bytesIn?.meanBytes ?? undefined,
      bytes_out_total: r.bytesOut ? { int: r.bytesOut.totalBytes } : undefined,
      bytes_out_mean: r.bytesOut?.meanBytes ?? undefined,
      duration: r.durationSeconds !== undefined ? { int: Math.round(shiftDecimal(r.durationSeconds, 9)) } : undefined,
      wait: r.waitSeconds !== undefined ? { int: Math.round(shiftDecimal(r.waitSeconds, 9)) } : undefined,
      requests: r.requests !== undefined ? { int: r.requests } : undefined,
      rate: r.ratePerSecond,
      throughput: r.throughputPerSecond,
      success: typeof r.successPercent === "number" ? shiftDecimal(r.successPercent, -2) : undefined,
    };
    for (const c of r.statusCodes ?? []) fields[`status_codes_${c.code}`] = { int: c.count };
    for (const b of r.buckets ?? []) fields[`hist_${b.fromMs}ms_${b.toMs === null ? "inf" : `${b.toMs}ms`}`] = { int: b.count };
    const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as InfluxPoint["fields"];
    return Object.keys(set).length > 0 ? [{ measurement: "vegeta", tags, fields: set }] : [];
  },
  influxFields: [
    { measurement: "vegeta", field: "latencies_min, latencies_mean, latencies_50th, latencies_90th, latencies_95th, latencies_99th, latencies_max", source: "Latencies [min, mean, 50, 90, 95, 99, max] (latency)", unit: "ns (integer), as vegeta's JSON report" },
    { measurement: "vegeta", field: "bytes_in_total, bytes_in_mean, bytes_out_total, bytes_out_mean", source: "Bytes In, Bytes Out [total, mean]", unit: "bytes (total integer)" },
    { measurement: "vegeta", field: "requests, rate, throughput, success", source: "Requests [total, rate, throughput], Success [ratio]", unit: "count (integer), per second, ratio 0-1" },
    { measurement: "vegeta", field: "duration, wait", source: "Duration [total, attack, wait]", unit: "ns (integer)" },
    { measurement: "vegeta", field: "status_codes_<code>", source: "Status Codes [code:count]", unit: "count (integer)" },
    { measurement: "vegeta", field: "hist_<from>ms_<to>ms, hist_<from>ms_inf", source: "report -type=hist rows (buckets)", unit: "count (integer) in the bucket, not cumulative" },
  ],
});
