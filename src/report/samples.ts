import { getFormat, isFormatName } from "../formats/index.js";

/**
 * CPU and memory samples from monitoring records, whatever tool printed them. One reader works for every format by
 * looking for the field names the formats use (listed below); a format that names things differently gets an entry
 * in MONITOR_FIELDS.
 *
 * - CPU: user time of the all-CPU row (sar/atsar row whose item is `all`, top's `%Cpu(s)` line): `cpuUserPercent`
 *   (sar %user), else `cpuUsrPercent` (sar -u ALL %usr, atsar %usr), else `userPercent` / `usrPercent`.
 * - Memory used: what the monitor prints as used when it declares `report.memUsedSource` (free's `used` column,
 *   sysstat sar's kbmemused: the record's `memUsedBytes`; top's `MiB Mem` used: `memory.usedBytes`), else total minus free (`memTotalBytes - memFreeBytes`, or
 *   top's `memory.totalBytes - memory.freeBytes`).
 */

export interface MonitorSample {
  format: string;
  /** The sample's time as the record gives it (ISO 8601 or HH:MM:SS). */
  time?: string;
  cpuUserPercent?: number;
  memUsedBytes?: number;
  /** How memUsedBytes was obtained: total minus free, or the monitor's own source (sysstat sar: `sar-kbmemused`). */
  memSource?: string;
}

/** Field names, most preferred first. */
export const MONITOR_FIELDS = {
  cpuUser: ["cpuUserPercent", "cpuUsrPercent", "userPercent", "usrPercent"],
  cpuItem: ["key", "cpu", "cpuId", "id"],
  memTotal: ["memTotalBytes", "totalBytes"],
  memFree: ["memFreeBytes", "freeBytes"],
  memUsed: ["memUsedBytes", "usedBytes"],
} as const;

/** Record kinds that are not samples (headers, statistics rows, events, unreadable frames). */
export const NOT_A_SAMPLE: ReadonlySet<string> = new Set(["header", "summary", "average", "restart", "comment", "error", "missing"]);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
const firstNumber = (o: Obj, names: readonly string[]): number | undefined => {
  for (const n of names) {
    const v = o[n];
    if (typeof v === "number" && Number.isFinite(v)) return v;
  }
  return undefined;
};

/**
 * The CPU and memory samples in a monitoring block's records, in order. A record may hold both (a top frame) or one
 * (a sar CPU row, a free block); records without either are left out.
 */
export function monitorSamples(format: string, records: readonly unknown[]): MonitorSample[] {
  const out: MonitorSample[] = [];
  for (const r of records) {
    if (!isObj(r)) continue;
    if (typeof r.kind === "string" && NOT_A_SAMPLE.has(r.kind)) continue;
    const s: MonitorSample = { format };
    const time = typeof r.timestamp === "string" ? r.timestamp : typeof r.time === "string" ? r.time : undefined;
    if (time !== undefined) s.time = time;
    const cpu = cpuUser(r);
    if (cpu !== undefined) s.cpuUserPercent = cpu;
    const mem = memUsed(r);
    if (mem) {
      s.memUsedBytes = mem.bytes;
      s.memSource = mem.source;
    }
    if (s.cpuUserPercent !== undefined || s.memUsedBytes !== undefined) out.push(s);
  }
  return out;
}

function cpuUser(r: Obj): number | undefined {
  // top: the `%Cpu(s)` line is an object of its own.
  if (isObj(r.cpu)) return firstNumber(r.cpu, MONITOR_FIELDS.cpuUser);
  const item = MONITOR_FIELDS.cpuItem.map((k) => r[k]).find((v) => typeof v === "string" || typeof v === "number");
  if (item !== undefined && String(item).toLowerCase() !== "all") return undefined; // one CPU's row
  return firstNumber(r, MONITOR_FIELDS.cpuUser);
}

function memUsed(r: Obj): { bytes: number; source: string } | undefined {
  // a monitor whose own "used" is what it means by used names where it comes from (FormatDefinition.report)
  const source = typeof r.format === "string" && isFormatName(r.format) ? getFormat(r.format).report?.memUsedSource : undefined;
  const holder = isObj(r.memory) ? r.memory : r;
  const used = firstNumber(holder, MONITOR_FIELDS.memUsed);
  if (used !== undefined && source !== undefined) return { bytes: used, source };
  const total = firstNumber(holder, MONITOR_FIELDS.memTotal);
  const free = firstNumber(holder, MONITOR_FIELDS.memFree);
  if (total !== undefined && free !== undefined) return { bytes: total - free, source: "total-minus-free" };
  return undefined;
}
