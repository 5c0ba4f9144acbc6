import { cpuUtilization, family, nodeMemory, pagingUsage } from "../../kit/metrics/names.js";
import type { FormatMetrics, InfluxFieldDoc, InfluxPoint, MetricFamily, MetricSample } from "../../kit/metrics/types.js";
import type { VmstatRecord, VmstatSampleRecord } from "./schema.js";

/*
 * vmstat's main report as metrics, one sample per row at the row's -t timestamp (none without -t: the receiver's
 * time). Memory columns that are /proc/meminfo fields keep node_exporter's names (MemFree, Buffers, Active,
 * Inactive); swpd is OTel's system.paging.usage{state=used}; the cpu columns are system.cpu.utilization with a
 * state; r, b and the rates are vmstat's own gauges. The first row of a run (averages since boot) gives its memory
 * and r/b only: its rates are no interval's. -s, -D, -f, -d and -p records give nothing (counters since boot).
 * Influx: Telegraf's mem, swap, cpu (cpu=cpu-total) and processes fields, and a vmstat measurement for the rates.
 */
type Field = keyof VmstatSampleRecord;

const gauge = (name: string, unit: string, help: string, field: Field): MetricFamily => family("gauge", `vmstat.${name}`, unit, help, `vmstat ${field}`);

const CURRENT: readonly [Field, MetricFamily, string | undefined][] = [
  ["memFreeBytes", nodeMemory("MemFree", "vmstat free (memFreeBytes)"), undefined],
  ["memBuffersBytes", nodeMemory("Buffers", "vmstat buff (memBuffersBytes)"), undefined],
  ["memActiveBytes", nodeMemory("Active", "vmstat -a active (memActiveBytes)"), undefined],
  ["memInactiveBytes", nodeMemory("Inactive", "vmstat -a inact (memInactiveBytes)"), undefined],
  ["memCacheBytes", gauge("memory.cache", "By", "Page cache, Cached + SReclaimable (vmstat cache).", "memCacheBytes"), undefined],
  ["swapUsedBytes", pagingUsage("vmstat swpd (swapUsedBytes)"), "used"],
  ["runQueueLength", gauge("procs.runnable", "{task}", "Runnable tasks, running or waiting for a CPU (vmstat r).", "runQueueLength"), undefined],
  ["blockedTaskCount", gauge("procs.blocked", "{task}", "Tasks blocked waiting for I/O (vmstat b).", "blockedTaskCount"), undefined],
];

const INTERVAL: readonly [Field, MetricFamily, string | undefined, number][] = [
  ["swapInBytesPerSecond", gauge("swap.in", "By/s", "Memory swapped in from disk over the interval (vmstat si).", "swapInBytesPerSecond"), undefined, 1],
  ["swapOutBytesPerSecond", gauge("swap.out", "By/s", "Memory swapped out to disk over the interval (vmstat so).", "swapOutBytesPerSecond"), undefined, 1],
  ["pagedInBytesPerSecond", gauge("io.in", "By/s", "Data read from block devices over the interval (vmstat bi).", "pagedInBytesPerSecond"), undefined, 1],
  ["pagedOutBytesPerSecond", gauge("io.out", "By/s", "Data written to block devices over the interval (vmstat bo).", "pagedOutBytesPerSecond"), undefined, 1],
  ["interruptsPerSecond", gauge("system.interrupts", "1/s", "Interrupts over the interval (vmstat in).", "interruptsPerSecond"), undefined, 1],
  ["contextSwitchesPerSecond", gauge("system.context_switches", "1/s", "Context switches over the interval (vmstat cs).", "contextSwitchesPerSecond"), undefined, 1],
];

const CPU_FAMILY = cpuUtilization("vmstat us/sy/id/wa/st/gu (cpu*Percent)");
const CPU: readonly [Field, string][] = [
  ["cpuUserPercent", "user"],
  ["cpuSystemPercent", "system"],
  ["cpuIdlePercent", "idle"],
  ["cpuIowaitPercent", "iowait"],
  ["cpuStealPercent", "steal"],
  ["cpuGuestPercent", "guest"],
];

/** Telegraf's measurements and fields for the same columns. */
const TELEGRAF: readonly [Field, string, string, "int" | "float"][] = [
  ["memFreeBytes", "mem", "free", "int"],
  ["memBuffersBytes", "mem", "buffered", "int"],
  ["memCacheBytes", "mem", "cached", "int"],
  ["memActiveBytes", "mem", "active", "int"],
  ["memInactiveBytes", "mem", "inactive", "int"],
  ["swapUsedBytes", "swap", "used", "int"],
  ["runQueueLength", "processes", "running", "int"],
  ["blockedTaskCount", "processes", "blocked", "int"],
  ["cpuUserPercent", "cpu", "usage_user", "float"],
  ["cpuSystemPercent", "cpu", "usage_system", "float"],
  ["cpuIdlePercent", "cpu", "usage_idle", "float"],
  ["cpuIowaitPercent", "cpu", "usage_iowait", "float"],
  ["cpuStealPercent", "cpu", "usage_steal", "float"],
  ["cpuGuestPercent", "cpu", "usage_guest", "float"],
  ["swapInBytesPerSecond", "vmstat", "swap_in_bytes_per_second", "float"],
  ["swapOutBytesPerSecond", "vmstat", "swap_out_bytes_per_second", "float"],
  ["pagedInBytesPerSecond", "vmstat", "io_in_bytes_per_second", "float"],
  ["pagedOutBytesPerSecond", "vmstat", "io_out_bytes_per_second", "float"],
  ["interruptsPerSecond", "vmstat", "interrupts_per_second", "float"],
  ["contextSwitchesPerSecond", "vmstat", "context_switches_per_second", "float"],
];
/** Fields that hold no interval's figure in a since-boot row. */
const RATES = new Set<Field>([...INTERVAL.map(([f]) => f), ...CPU.map(([f]) => f)]);

export const vmstatMetrics: FormatMetrics<VmstatRecord> = {
  families: [...CURRENT.map(([, f]) => f), ...INTERVAL.map(([, f]) => f), CPU_FAMILY],
  influxFields: TELEGRAF.map(([field, measurement, name, type]): InfluxFieldDoc => ({
    measurement,
    field: name,
    source: `vmstat ${field}`,
    unit: field.endsWith("Percent") ? "percent (float)" : field.endsWith("PerSecond") ? (field.includes("Bytes") ? "bytes per second (float)" : "per second (float)") : field.endsWith("Bytes") ? "bytes (integer)" : `count (${type === "int" ? "integer" : "float"})`,
  })),
  samples(record) {
    if (record.kind !== "sample") return [];
    const at = record.timestamp !== undefined ? { timestamp: record.timestamp } : {};
    const out: MetricSample[] = [];
    for (const [field, fam, state] of CURRENT) {
      const v = record[field];
      if (typeof v === "number") out.push({ family: fam, value: v, ...(state ? { labels: { state } } : {}), ...at });
    }
    if (record.sinceBoot) return out;
    for (const [field, fam] of INTERVAL) {
      const v = record[field];
      if (typeof v === "number") out.push({ family: fam, value: v, ...at });
    }
    for (const [field, state] of CPU) {
      const v = record[field];
      if (typeof v === "number") out.push({ family: CPU_FAMILY, value: v / 100, labels: { state }, ...at });
    }
    return out;
  },
  influx(record) {
    if (record.kind !== "sample") return [];
    const points = new Map<string, Record<string, number | { int: number }>>();
    for (const [field, measurement, name, type] of TELEGRAF) {
      const v = record[field];
      if (typeof v !== "number" || (record.sinceBoot && RATES.has(field))) continue;
      const fields = points.get(measurement) ?? {};
      fields[name] = type === "int" ? { int: v } : v;
      points.set(measurement, fields);
    }
    const at = record.timestamp !== undefined ? { timestamp: record.timestamp } : {};
    return [...points].map(([measurement, fields]): InfluxPoint => ({ measurement, ...(measurement === "cpu" ? { tags: { cpu: "cpu-total" } } : {}), fields, ...at }));
  },
};
