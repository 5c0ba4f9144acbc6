/**
 * A run's summary per monitor: what a reader of a campaign's table wants from the samples taken inside the run's
 * window (window.ts). Figures come from the records' fields whatever the tool, by name:
 * - CPU busy % = 100 - idle (`cpuIdlePercent`: vmstat, mpstat, sar -u, iostat's avg-cpu; top's `cpu.idlePercent`),
 *   mean and max over the all-CPU rows (a row whose `key` is `all`, or without a key); per CPU (mpstat -P ALL): the
 *   max of each CPU's rows.
 * - memory used: the monitor's used as `report` reads it (free's and sar's used, top's used, else total - free):
 *   the max, and its change from the window's first sample to its last.
 * - run queue (`runQueueLength`: vmstat r, sar -q runq-sz) and context switches/s (`contextSwitchesPerSecond`):
 *   mean and max.
 * - disk utilization (`utilizationPercent`: iostat -x, sar -d): the max, and the device that had it.
 * - status page: active connections (`activeConnections`, or in `gauges`) max; requests/s (`requestsPerSecond`, or
 *   in `rates`: between two pages)
 *   mean and max.
 * - pidstat: the watched processes' CPU % (`cpuPercent`) and RSS (`rssBytes`), summed over the processes of one
 *   time (nginx's workers), then mean and max of CPU %, max of RSS.
 */
import { monitorSamples } from "../report/samples.js";

export interface Stat {
  mean: number;
  max: number;
}

export interface MonitorSummary {
  monitor: string;
  format: string;
  /** Samples in the window. */
  samples: number;
  cpu?: { busyMeanPercent?: number; busyMaxPercent?: number; samples: number; perCpuMaxPercent?: Record<string, number> };
  memory?: { usedMaxBytes: number; usedChangeBytes: number; samples: number };
  runQueue?: Stat;
  contextSwitchesPerSecond?: Stat;
  disk?: { utilizationMaxPercent: number; device: string };
  server?: { activeConnectionsMax?: number; requestsPerSecond?: Stat };
  process?: { cpuPercent?: Stat; rssMaxBytes?: number };
}

type Obj = Record<string, unknown>;
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
/** A nested group of a record (a status page's `gauges`, `rates`), or an empty one. */
const inner = (r: Obj, key: string): Obj => (r[key] !== null && typeof r[key] === "object" ? (r[key] as Obj) : {});
const stat = (xs: number[]): Stat | undefined => (xs.length ? { mean: xs.reduce((a, b) => a + b, 0) / xs.length, max: Math.max(...xs) } : undefined);

/**
 * The summary of one monitor's samples in the window (records in time order, headers and averages already left out).
 *
 * @example
 * summarizeMonitor("mpstat", "mpstat", [{ key: "all", cpuIdlePercent: 40 }, { key: "all", cpuIdlePercent: 20 }]).cpu
 * //=> { busyMeanPercent: 70, busyMaxPercent: 80, samples: 2 }
 */
export function summarizeMonitor(monitor: string, format: string, records: readonly unknown[]): MonitorSummary {
  const out: MonitorSummary = { monitor, format, samples: records.length };
  const busy: number[] = [];
  const perCpu: Record<string, number> = {};
  const used: number[] = [];
  const runQueue: number[] = [];
  const switches: number[] = [];
  let disk: MonitorSummary["disk"];
  const active: number[] = [];
  const rates: number[] = [];
  const processCpu = new Map<string, number>();
  const processRss = new Map<string, number>();
  for (const item of records) {
    const r = item as Obj;
    const idle = num(r.cpuIdlePercent) ?? (r.cpu !== null && typeof r.cpu === "object" ? num((r.cpu as Obj).idlePercent) : undefined);
    if (idle !== undefined) {
      const key = r.key === undefined ? "all" : String(r.key);
      if (key === "all") busy.push(100 - idle);
      else perCpu[key] = Math.max(perCpu[key] ?? Number.NEGATIVE_INFINITY, 100 - idle);
    }
    const mem = monitorSamples(format, [r])[0]?.memUsedBytes;
    if (mem !== undefined) used.push(mem);
    const q = num(r.runQueueLength);
    if (q !== undefined) runQueue.push(q);
    const cs = num(r.contextSwitchesPerSecond);
    if (cs !== undefined) switches.push(cs);
    const util = num(r.utilizationPercent);
    if (util !== undefined && (disk === undefined || util > disk.utilizationMaxPercent)) disk = { utilizationMaxPercent: util, device: String(r.key ?? "") };
    const conns = num(r.activeConnections) ?? num(inner(r, "gauges").activeConnections);
    if (conns !== undefined) active.push(conns);
    const rps = num(r.requestsPerSecond) ?? num(inner(r, "rates").requestsPerSecond);
    if (rps !== undefined) rates.push(rps);
    if (format === "pidstat") {
      const at = String(r.timestamp ?? "");
      const cpu = num(r.cpuPercent);
      if (cpu !== undefined) processCpu.set(at, (processCpu.get(at) ?? 0) + cpu);
      const rss = num(r.rssBytes);
      if (rss !== undefined) processRss.set(at, (processRss.get(at) ?? 0) + rss);
    }
  }
  const b = stat(busy);
  if (b || Object.keys(perCpu).length) {
    out.cpu = { ...(b ? { busyMeanPercent: b.mean, busyMaxPercent: b.max } : {}), samples: busy.length, ...(Object.keys(perCpu).length ? { perCpuMaxPercent: perCpu } : {}) };
  }
  if (used.length) out.memory = { usedMaxBytes: Math.max(...used), usedChangeBytes: used.at(-1)! - used[0]!, samples: used.length };
  const q = stat(runQueue);
  if (q) out.runQueue = q;
  const cs = stat(switches);
  if (cs) out.contextSwitchesPerSecond = cs;
  if (disk) out.disk = disk;
  if (active.length || rates.length) {
    const rs = stat(rates);
    out.server = { ...(active.length ? { activeConnectionsMax: Math.max(...active) } : {}), ...(rs ? { requestsPerSecond: rs } : {}) };
  }
  if (processCpu.size || processRss.size) {
    const pc = stat([...processCpu.values()]);
    out.process = { ...(pc ? { cpuPercent: pc } : {}), ...(processRss.size ? { rssMaxBytes: Math.max(...processRss.values()) } : {}) };
  }
  return out;
}
