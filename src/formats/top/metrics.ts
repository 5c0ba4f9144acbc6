import { borrowed, cpuUtilization, family, memoryUsage, nodeLoad, nodeMemory, pagingUsage } from "../../kit/metrics/names.js";
import { shiftDecimal } from "../../kit/metrics/units.js";
import type { FormatMetrics, InfluxFieldDoc, InfluxPoint, MetricFamily, MetricSample } from "../../kit/metrics/types.js";
import type { TopCpu, TopFrameRecord, TopRecord } from "./schema.js";

/*
 * top frames as metrics (the summary area; the task area's processes are not metrics). Prometheus/OTLP:
 * node_exporter's names for the load averages, the /proc/meminfo fields top prints as they are and the task states
 * (node_processes_state); OTel's system.cpu.utilization for the CPU lines (cpu label from %Cpu0, absent for
 * %Cpu(s)), system.memory.usage/system.paging.usage for used and buff/cache, system.uptime. Influx: Telegraf's
 * system, cpu (usage_* fields, cpu=cpu-total or cpu0), processes, mem and swap inputs. A frame has a timestamp only
 * when the log has `date` lines (or the `date` option); without one the samples have none.
 */
const CPU = cpuUtilization("%Cpu(s) and %CpuN lines (cpu.*Percent, cpus[].*Percent)");
const CPU_STATES: readonly [keyof TopCpu, string][] = [
  ["userPercent", "user"],
  ["systemPercent", "system"],
  ["nicePercent", "nice"],
  ["idlePercent", "idle"],
  ["iowaitPercent", "iowait"],
  ["hardIrqPercent", "interrupt"],
  ["softIrqPercent", "softirq"],
  ["stealPercent", "steal"],
  ["interruptPercent", "interrupt"],
];
const TELEGRAF_CPU: readonly [keyof TopCpu, string][] = [
  ["userPercent", "usage_user"],
  ["systemPercent", "usage_system"],
  ["nicePercent", "usage_nice"],
  ["idlePercent", "usage_idle"],
  ["iowaitPercent", "usage_iowait"],
  ["hardIrqPercent", "usage_irq"],
  ["softIrqPercent", "usage_softirq"],
  ["stealPercent", "usage_steal"],
];
const LOAD: readonly ["loadAverage1m" | "loadAverage5m" | "loadAverage15m", MetricFamily, string][] = [
  ["loadAverage1m", nodeLoad(1, "load average, first (loadAverage1m)"), "load1"],
  ["loadAverage5m", nodeLoad(5, "load average, second (loadAverage5m)"), "load5"],
  ["loadAverage15m", nodeLoad(15, "load average, third (loadAverage15m)"), "load15"],
];
const UPTIME = family("gauge", "system.uptime", "s", "Time since the system booted, seconds.", "up (uptimeSeconds)");
const USERS = family("gauge", "top.users", "{user}", "Logged-in users.", "users (users)");
const PROCESS_STATE = borrowed("node_exporter", "node_processes_state", "gauge", { name: "node_processes_state", unit: "" }, "Number of processes in each state.", "Tasks: running, sleeping, stopped, zombie (tasks.*)");
const PIDS = borrowed("node_exporter", "node_processes_pids", "gauge", { name: "node_processes_pids", unit: "" }, "Number of PIDs", "Tasks: total (tasks.total, tasks not threads)");
const THREADS = borrowed("node_exporter", "node_processes_threads", "gauge", { name: "node_processes_threads", unit: "" }, "Allocated threads in system", "Threads: total (tasks.total with -H)");
const STATES: readonly ["running" | "sleeping" | "diskSleeping" | "stopped" | "zombie", string][] = [
  ["running", "R"],
  ["sleeping", "S"],
  ["diskSleeping", "D"],
  ["stopped", "T"],
  ["zombie", "Z"],
];
type MemKey = keyof NonNullable<TopFrameRecord["memory"]>;
const MEMORY: readonly [MemKey, MetricFamily, string | undefined, string | undefined][] = [
  ["totalBytes", nodeMemory("MemTotal", "Mem total (memory.totalBytes)"), undefined, "total"],
  ["freeBytes", nodeMemory("MemFree", "Mem free (memory.freeBytes)"), undefined, "free"],
  ["availableBytes", nodeMemory("MemAvailable", "avail Mem (memory.availableBytes)"), undefined, "available"],
  ["buffersBytes", nodeMemory("Buffers", "Mem buffers (memory.buffersBytes)"), undefined, "buffered"],
  ["cachedBytes", nodeMemory("Cached", "cached (memory.cachedBytes)"), undefined, "cached"],
  ["sharedBytes", nodeMemory("Shmem", "shrd (memory.sharedBytes)"), undefined, "shared"],
  ["activeBytes", nodeMemory("Active", "active (memory.activeBytes)"), undefined, "active"],
  ["inactiveBytes", nodeMemory("Inactive", "inactive (memory.inactiveBytes)"), undefined, "inactive"],
  ["usedBytes", memoryUsage("Mem used (memory.usedBytes)"), "used", "used"],
  ["buffCacheBytes", memoryUsage("buff/cache (memory.buffCacheBytes)"), "buff_cache", undefined],
];
type SwapKey = keyof NonNullable<TopFrameRecord["swap"]>;
const SWAP: readonly [SwapKey, MetricFamily, string | undefined, string][] = [
  ["totalBytes", nodeMemory("SwapTotal", "Swap total (swap.totalBytes)"), undefined, "total"],
  ["freeBytes", nodeMemory("SwapFree", "Swap free (swap.freeBytes)"), undefined, "free"],
  ["usedBytes", pagingUsage("Swap used (swap.usedBytes)"), "used", "used"],
];

const doc = (measurement: string, field: string, source: string, unit: string): InfluxFieldDoc => ({ measurement, field, source, unit });

export const topMetrics: FormatMetrics<TopRecord> = {
  families: [...LOAD.map(([, f]) => f), UPTIME, USERS, CPU, PIDS, THREADS, PROCESS_STATE, ...MEMORY.map(([, f]) => f), ...SWAP.map(([, f]) => f)],
  influxFields: [
    ...LOAD.map(([k, , field]) => doc("system", field, `top ${k}`, "float")),
    doc("system", "uptime", "top uptimeSeconds", "seconds (integer)"),
    doc("system", "n_users", "top users", "count (integer)"),
    ...TELEGRAF_CPU.map(([k, field]) => doc("cpu", field, `top cpu.${k} (tag cpu=cpu-total, cpuN)`, "percent (float)")),
    doc("processes", "total", "top tasks.total", "count (integer)"),
    ...["running", "sleeping", "stopped", "zombie"].map((k) => doc("processes", k, `top tasks.${k}`, "count (integer)")),
    ...MEMORY.filter(([, , , t]) => t).map(([k, , , field]) => doc("mem", field!, `top memory.${k}`, "bytes (integer)")),
    ...SWAP.map(([k, , , field]) => doc("swap", field, `top swap.${k}`, "bytes (integer)")),
  ],
  samples(record) {
    if (record.kind !== "frame") return [];
    const at = record.timestamp;
    const out: MetricSample[] = [];
    for (const [key, f] of LOAD) if (record[key] !== undefined) out.push({ family: f, value: record[key]!, timestamp: at });
    if (record.uptimeSeconds !== undefined) out.push({ family: UPTIME, value: record.uptimeSeconds, timestamp: at });
    if (typeof record.users === "number") out.push({ family: USERS, value: record.users, timestamp: at });
    const cpu = (c: TopCpu): void => {
      for (const [key, state] of CPU_STATES) {
        const v = c[key];
        if (typeof v === "number") out.push({ family: CPU, labels: c.id !== undefined ? { cpu: c.id, state } : { state }, value: shiftDecimal(v, -2), timestamp: at });
      }
    };
    if (record.cpu) cpu(record.cpu);
    for (const c of record.cpus ?? []) cpu(c);
    const t = record.tasks;
    if (t) {
      if (t.total !== undefined) out.push({ family: t.kind === "threads" ? THREADS : PIDS, value: t.total, timestamp: at });
      for (const [key, state] of STATES) if (t[key] !== undefined) out.push({ family: PROCESS_STATE, labels: { state }, value: t[key]!, timestamp: at });
    }
    for (const [key, f, state] of MEMORY) {
      const v = record.memory?.[key];
      if (typeof v === "number") out.push({ family: f, value: v, timestamp: at, ...(state ? { labels: { state } } : {}) });
    }
    for (const [key, f, state] of SWAP) {
      const v = record.swap?.[key];
      if (typeof v === "number") out.push({ family: f, value: v, timestamp: at, ...(state ? { labels: { state } } : {}) });
    }
    return out;
  },
  influx(record) {
    if (record.kind !== "frame") return [];
    const at = record.timestamp;
    const points: InfluxPoint[] = [];
    const system: Record<string, number | { int: number }> = {};
    for (const [key, , field] of LOAD) if (record[key] !== undefined) system[field] = record[key]!;
    if (record.uptimeSeconds !== undefined) system.uptime = { int: record.uptimeSeconds };
    if (typeof record.users === "number") system.n_users = { int: record.users };
    points.push({ measurement: "system", fields: system, timestamp: at });
    const cpu = (c: TopCpu, tag: string): void => {
      const fields: Record<string, number> = {};
      for (const [key, field] of TELEGRAF_CPU) if (typeof c[key] === "number") fields[field] = c[key] as number;
      points.push({ measurement: "cpu", tags: { cpu: tag }, fields, timestamp: at });
    };
    if (record.cpu) cpu(record.cpu, "cpu-total");
    for (const c of record.cpus ?? []) if (c.id !== undefined) cpu(c, /^\d+$/.test(c.id) ? `cpu${c.id}` : c.id);
    if (record.tasks) {
      const t = record.tasks;
      const fields: Record<string, { int: number }> = {};
      for (const k of ["total", "running", "sleeping", "stopped", "zombie"] as const) if (t[k] !== undefined) fields[k] = { int: t[k]! };
      points.push({ measurement: "processes", fields, timestamp: at });
    }
    const mem: Record<string, { int: number }> = {};
    for (const [key, , , field] of MEMORY) if (field && typeof record.memory?.[key] === "number") mem[field] = { int: record.memory[key] as number };
    points.push({ measurement: "mem", fields: mem, timestamp: at });
    const swap: Record<string, { int: number }> = {};
    for (const [key, , , field] of SWAP) if (typeof record.swap?.[key] === "number") swap[field] = { int: record.swap[key] as number };
    points.push({ measurement: "swap", fields: swap, timestamp: at });
    return points;
  },
};
