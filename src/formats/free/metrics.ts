import { memoryUsage, nodeMemory, pagingUsage } from "../../kit/metrics/names.js";
import type { FormatMetrics, InfluxFieldDoc, MetricFamily, MetricSample } from "../../kit/metrics/types.js";
import type { FreeRecord } from "./schema.js";

/*
 * free blocks as metrics: node_exporter's names where free prints a /proc/meminfo field as it is (MemTotal, MemFree,
 * MemAvailable, Shmem, Buffers, Cached of the old layout, SwapTotal, SwapFree, the -l and -v lines); OTel's
 * system.memory.usage / system.paging.usage with a state for what free computes (used; buff_cache = Buffers + Cached
 * + SReclaimable). Influx: Telegraf's mem and swap inputs' fields (integers, bytes). free prints no time: the samples
 * have none (the receiver's time), so a -s series is only useful to Prometheus as its last block.
 */
type Field = keyof FreeRecord & `${string}Bytes`;
const MAP: readonly [Field, MetricFamily, string | undefined][] = [
  ["memTotalBytes", nodeMemory("MemTotal", "Mem: total (memTotalBytes)"), undefined],
  ["memFreeBytes", nodeMemory("MemFree", "Mem: free (memFreeBytes)"), undefined],
  ["memAvailableBytes", nodeMemory("MemAvailable", "Mem: available (memAvailableBytes)"), undefined],
  ["memSharedBytes", nodeMemory("Shmem", "Mem: shared (memSharedBytes)"), undefined],
  ["memBuffersBytes", nodeMemory("Buffers", "Mem: buffers (memBuffersBytes)"), undefined],
  ["memCachedBytes", nodeMemory("Cached", "Mem: cached, old layout (memCachedBytes)"), undefined],
  ["memUsedBytes", memoryUsage("Mem: used (memUsedBytes)"), "used"],
  ["memBuffCacheBytes", memoryUsage("Mem: buff/cache (memBuffCacheBytes)"), "buff_cache"],
  ["swapTotalBytes", nodeMemory("SwapTotal", "Swap: total (swapTotalBytes)"), undefined],
  ["swapFreeBytes", nodeMemory("SwapFree", "Swap: free (swapFreeBytes)"), undefined],
  ["swapUsedBytes", pagingUsage("Swap: used (swapUsedBytes)"), "used"],
  ["lowTotalBytes", nodeMemory("LowTotal", "Low: total (lowTotalBytes)"), undefined],
  ["lowFreeBytes", nodeMemory("LowFree", "Low: free (lowFreeBytes)"), undefined],
  ["highTotalBytes", nodeMemory("HighTotal", "High: total (highTotalBytes)"), undefined],
  ["highFreeBytes", nodeMemory("HighFree", "High: free (highFreeBytes)"), undefined],
  ["commitLimitBytes", nodeMemory("CommitLimit", "Comm: limit (commitLimitBytes)"), undefined],
  ["committedBytes", nodeMemory("Committed_AS", "Comm: used (committedBytes)"), undefined],
];

/** Telegraf's mem and swap fields. */
const TELEGRAF: readonly [Field, "mem" | "swap", string][] = [
  ["memTotalBytes", "mem", "total"],
  ["memUsedBytes", "mem", "used"],
  ["memFreeBytes", "mem", "free"],
  ["memSharedBytes", "mem", "shared"],
  ["memBuffersBytes", "mem", "buffered"],
  ["memCachedBytes", "mem", "cached"],
  ["memAvailableBytes", "mem", "available"],
  ["lowTotalBytes", "mem", "low_total"],
  ["lowFreeBytes", "mem", "low_free"],
  ["highTotalBytes", "mem", "high_total"],
  ["highFreeBytes", "mem", "high_free"],
  ["commitLimitBytes", "mem", "commit_limit"],
  ["committedBytes", "mem", "committed_as"],
  ["swapTotalBytes", "swap", "total"],
  ["swapUsedBytes", "swap", "used"],
  ["swapFreeBytes", "swap", "free"],
];

export const freeMetrics: FormatMetrics<FreeRecord> = {
  families: MAP.map(([, f]) => f),
  influxFields: TELEGRAF.map(([field, measurement, name]): InfluxFieldDoc => ({ measurement, field: name, source: `free ${field}`, unit: "bytes (integer)" })),
  samples(record) {
    const out: MetricSample[] = [];
    for (const [field, family, state] of MAP) {
      const v = record[field];
      if (typeof v === "number") out.push({ family, value: v, ...(state ? { labels: { state } } : {}) });
    }
    return out;
  },
  influx(record) {
    const mem: Record<string, { int: number }> = {};
    const swap: Record<string, { int: number }> = {};
    for (const [field, measurement, name] of TELEGRAF) {
      const v = record[field];
      if (typeof v === "number") (measurement === "mem" ? mem : swap)[name] = { int: v };
    }
    return [
      { measurement: "mem", fields: mem },
      { measurement: "swap", fields: swap },
    ];
  },
};
