/**
 * mpstat's reports (mpstat.c `write_cpu_stats`, `write_node_stats`, `write_isumcpu_stats`, `write_irqcpu_stats`) and
 * their columns. The CPU report's fields are sar -u's (src/formats/sysstat/columns.ts: `%usr` is cpuUsrPercent,
 * `%sys` cpuSysPercent, as sar -u ALL's), so that the records of both tools join; `-I SUM`'s `intr/s` is sar -I's
 * interruptsPerSecond. The per-interrupt tables (-I CPU, -I SCPU) have one column per interrupt, which depend on the
 * kernel: their values are in `columns` by name (`LOC/s`, `TIMER/s`), as sar's per-CPU interrupt table's are.
 */
import { PERCENT_0_100 } from "../../normalize/percent-range.js";
import { columnKit, cpuColumns, type RowReportSpec, type SectionDef } from "../sysstat/columns.js";

const kit = columnKit("mpstat");
const { rate, num } = kit;

/** -T: the CPU's topology, printed after CPU (blank on the `all` row): numbers, as the CPU's are. */
export const TOPOLOGY = [num("CORE", "coreId", "Core number (-T; no unit)"), num("SOCK", "socketId", "Socket (package) number (-T; no unit)"), num("NODE", "nodeId", "NUMA node number (-T; no unit)")] as const;

/** Softirq names mpstat -I SCPU prints (the kernel's, from /proc/softirqs). */
const SOFTIRQS = ["HI/s", "TIMER/s", "NET_TX/s", "NET_RX/s", "BLOCK/s", "IRQ_POLL/s", "BLOCK_IOPOLL/s", "TASKLET/s", "SCHED/s", "HRTIMER/s", "RCU/s"];

export const SECTIONS = [
  {
    id: "cpu-load",
    keys: ["CPU"],
    markers: ["%usr", "%user"],
    columns: [...TOPOLOGY, ...cpuColumns(kit), rate("intr/s", "interruptsPerSecond", "Interrupts received (sysstat <= 8 prints it in the CPU report)")],
  },
  { id: "node-load", keys: ["NODE"], markers: [], columns: cpuColumns(kit) },
  { id: "interrupts", keys: ["CPU"], markers: ["intr/s"], columns: [rate("intr/s", "interruptsPerSecond", "Interrupts received")] },
  { id: "soft-interrupts", keys: ["CPU"], markers: SOFTIRQS, columns: [] },
  { id: "interrupts-per-cpu", keys: ["CPU"], markers: [], columns: [] },
] as const satisfies readonly SectionDef[];

export const KEY_COLUMNS: ReadonlySet<string> = new Set(["CPU", "NODE"]);
export const TEXT_COLUMNS: ReadonlySet<string> = new Set();

const byId = (id: string): SectionDef => (SECTIONS as readonly SectionDef[]).find((d) => d.id === id)!;

/** The report a header row belongs to: NODE rows are -N/-n's; else by a marker column; else a per-interrupt table. */
export function sectionOf(columns: readonly string[], keyColumn: string | undefined): SectionDef | undefined {
  if (keyColumn === "NODE") return byId("node-load");
  const names = new Set(columns);
  for (const def of SECTIONS as readonly SectionDef[]) if (def.markers.some((m) => names.has(m))) return def;
  if (keyColumn === "CPU" && columns.length > 0 && columns.every((c) => /\/s$/.test(c))) return byId("interrupts-per-cpu");
  return undefined;
}

/** What the shared row-report reader needs of mpstat (no restarts or comments; -T's blank topology on `all`). */
export const MPSTAT_REPORT: RowReportSpec = {
  format: "mpstat",
  keyColumns: KEY_COLUMNS,
  textColumns: TEXT_COLUMNS,
  sectionOf,
  percentRangeOf: () => PERCENT_0_100,
  events: false,
  optionalColumns: new Set(["CORE", "SOCK", "NODE"]),
};
