import { cpuUtilization, memoryUsage, memoryUtilization, nodeLoad, nodeMemory, pagingUsage, pagingUtilization } from "../../kit/metrics/names.js";
import { shiftDecimal } from "../../kit/metrics/units.js";
import { once } from "../../kit/lazy-schema.js";
import { CPU_STATES, fieldGauge, influxColumns, printedFields, type InfluxColumn } from "../sysstat/metrics.js";
import type { FormatMetrics, InfluxFieldDoc, InfluxPoint, MetricFamily, MetricSample } from "../../kit/metrics/types.js";
import { expandGroup } from "../sysstat/row-group.js";
import { SECTIONS, type SectionDef } from "./columns.js";
import { SAR_INTERRUPTS } from "./spec.js";
import type { SarRecord } from "./schema.js";

/*
 * sar rows as metrics. Prometheus/OpenMetrics/OTLP: what node_exporter measures the same way keeps its name (the
 * memory report's /proc/meminfo fields: node_memory_MemFree_bytes...; the load averages: node_load1...); the CPU
 * report is OTel's system.cpu.utilization (a 0-1 ratio, labels cpu and state); every other column is a gauge of its
 * own, named from its report and field the OTel way (`sar.disk.read`, unit By/s) and translated as OTel's Prometheus
 * exporter does (`sar_disk_read_bytes_per_second`). Percentages become ratios, milliseconds seconds, MHz hertz. The
 * row's item is a label: `cpu` (absent for sar's `all` row), `intr`, or `device` (IFACE, DEV, FILESYSTEM, ...).
 * Statistics rows (Average:) are not samples of a moment and give nothing.
 *
 * Influx: what Telegraf's sysstat input writes (it reads `sadf -p`, the same columns): one point per row, the
 * measurement named after the report as in Telegraf's sample configuration (cpu_util, mem_util, disk, network, ...),
 * the row's item as the `device` tag, every column a float field in sar's own unit, named as Telegraf escapes it
 * (`%user` -> `pct_user`, `rxkB/s` -> `rxkB_per_s`; a quantity sar printed under another name in older versions,
 * rd_sec/s, under the name of our column table's first: its typed field back in that column's unit).
 */

interface FieldMetric {
  family: MetricFamily;
  /** Decimal places the value moves (percent -> ratio: -2). */
  shift: number;
  state?: string;
}

const NODE_MEMORY: Readonly<Record<string, string>> = {
  memFreeBytes: "MemFree",
  memAvailableBytes: "MemAvailable",
  memBuffersBytes: "Buffers",
  memCachedBytes: "Cached",
  memCommitBytes: "Committed_AS",
  memActiveBytes: "Active",
  memInactiveBytes: "Inactive",
  memDirtyBytes: "Dirty",
  memSharedBytes: "Shmem",
  memAnonPagesBytes: "AnonPages",
  memSlabBytes: "Slab",
  memKernelStackBytes: "KernelStack",
  memPageTablesBytes: "PageTables",
  memVmallocUsedBytes: "VmallocUsed",
  swapFreeBytes: "SwapFree",
  swapCachedBytes: "SwapCached",
};

/** Telegraf's sysstat measurement names (its sample configuration) for the reports they cover. */
const TELEGRAF: Readonly<Record<string, string>> = {
  "cpu-load": "cpu_util",
  paging: "paging",
  io: "io",
  disk: "disk",
  queue: "queue",
  memory: "mem_util",
  "swap-space": "swap_util",
  "memory-pages": "mem",
  kernel: "inode",
  "swap-pages": "swap",
  "process-and-context-switch": "task",
  hugepages: "hugepages",
  interrupts: "interrupts",
  "interrupts-per-cpu": "interrupts",
};
const influxMeasurement = (section: string): string => TELEGRAF[section] ?? (section.startsWith("net-") ? "network" : section.replace(/-/g, "_"));

function fieldMetric(def: SectionDef, column: string, field: string): FieldMetric {
  const source = `sar ${column} (${field})`;
  if (field in NODE_MEMORY) return { family: nodeMemory(NODE_MEMORY[field]!, source), shift: 0 };
  if (field in CPU_STATES) return { family: cpuUtilization(source), shift: -2, state: CPU_STATES[field] };
  const load = /^loadAverage(1|5|15)m$/.exec(field);
  if (load) return { family: nodeLoad(Number(load[1]) as 1 | 5 | 15, source), shift: 0 };
  if (field === "memUsedBytes") return { family: memoryUsage(source), shift: 0, state: "used" };
  if (field === "memUsedPercent") return { family: memoryUtilization(source), shift: -2, state: "used" };
  if (field === "swapUsedBytes") return { family: pagingUsage(source), shift: 0, state: "used" };
  if (field === "swapUsedPercent") return { family: pagingUtilization(source), shift: -2, state: "used" };
  const report = def.id === "swap-space" ? "memory" : def.id.replace(/-/g, "_");
  const help = `${def.columns.find((c) => c[1] === field)![3].replace(/, (?:bytes|percent|per second|a count)\b.*$/, "")} (sar ${column})`;
  return fieldGauge("sar", report, field, help, source);
}

/**
 * The tables the mapping reads, made on first use (every process loads every format; only `-o` outputs read these):
 * per report its fields and their metrics (a field printed under two names, rd_sec/s and rkB/s, once), the families,
 * and per report its Influx fields (a field printed under two names under the first).
 */
const tables = once(() => {
  const bySection = new Map<string, readonly (readonly [string, FieldMetric])[]>();
  /** Each section's usual item column: a record names its item column only where the section does not say it. */
  const keyColumns = new Map<string, string | undefined>();
  for (const def of SECTIONS as readonly SectionDef[]) {
    keyColumns.set(def.id, def.keys?.[0]);
    const fields = new Map<string, FieldMetric>();
    for (const [column, field, conv] of def.columns) if (conv !== "text" && !fields.has(field)) fields.set(field, fieldMetric(def, column, field));
    bySection.set(def.id, [...fields]);
  }
  const families: MetricFamily[] = [];
  const seenFamily = new Set<string>();
  for (const fields of bySection.values())
    for (const [, m] of fields) {
      if (seenFamily.has(m.family.name)) continue;
      seenFamily.add(m.family.name);
      families.push(m.family);
    }
  const influxBySection = new Map<string, readonly InfluxColumn[]>();
  const influxFields: InfluxFieldDoc[] = [];
  const seenField = new Set<string>();
  for (const def of SECTIONS as readonly SectionDef[]) {
    const table = influxColumns(def.columns);
    influxBySection.set(def.id, table);
    const measurement = influxMeasurement(def.id);
    for (const [, field, column] of table) {
      if (seenField.has(`${measurement} ${field}`)) continue;
      seenField.add(`${measurement} ${field}`);
      influxFields.push({ measurement, field, source: `sar ${column}`, unit: "as sar prints it (float)" });
    }
  }
  return { bySection, keyColumns, families, influxBySection, influxFields };
});

/** The label of a row's item. */
function itemLabel(keyColumn: string | undefined): string | undefined {
  if (keyColumn === undefined) return undefined;
  if (keyColumn === "CPU" || keyColumn === "cpu") return "cpu";
  if (keyColumn === "INTR") return "intr";
  return "device";
}

export const sarMetrics: FormatMetrics<SarRecord> = {
  get families() {
    return tables().families;
  },
  get influxFields() {
    return tables().influxFields;
  },
  samples(record, ctx) {
    if (record.kind === "header") {
      ctx.host = record.hostname;
      return [];
    }
    if (record.kind !== "sample") return [];
    const rows = interruptRows(record);
    if (rows !== undefined) return rows.flatMap((row) => sarMetrics.samples(row, ctx));
    const { bySection, keyColumns } = tables();
    const fields = bySection.get(record.section);
    if (!fields) return [];
    const label = itemLabel(record.keyColumn ?? keyColumns.get(record.section));
    const item = label !== undefined && record.key !== undefined && !(label === "cpu" && record.key === "all") ? record.key : undefined;
    const values = record as unknown as Record<string, unknown>;
    const out: MetricSample[] = [];
    for (const [field, m] of fields) {
      const v = values[field];
      if (typeof v !== "number") continue;
      let labels: Record<string, string> | undefined;
      if (item !== undefined || m.state !== undefined) {
        labels = {};
        if (item !== undefined) labels[label!] = item;
        if (m.state !== undefined) labels.state = m.state;
      }
      out.push({ family: m.family, labels, value: shiftDecimal(v, m.shift), timestamp: record.timestamp });
    }
    return out;
  },
  influx(record, ctx) {
    if (record.kind === "header") {
      ctx.host = record.hostname;
      return [];
    }
    if (record.kind !== "sample" || record.section === "unknown") return [];
    const rows = interruptRows(record);
    if (rows !== undefined) return rows.flatMap((row) => sarMetrics.influx!(row, ctx));
    const fields = printedFields(record, tables().influxBySection.get(record.section) ?? []);
    const point: InfluxPoint = { measurement: influxMeasurement(record.section), fields, timestamp: record.timestamp };
    return [record.key !== undefined ? { ...point, tags: { device: record.key } } : point];
  },
};

/**
 * A sample's interrupts record (one per sample: src/formats/sysstat/row-group.ts) as the rows sar printed, one per
 * interrupt with its per-CPU values as CPU0, CPU1 columns: what the mapping reads (a series per interrupt, its label
 * `intr`; Influx's point per interrupt, its tag `device`). Undefined for any other record.
 */
function interruptRows(record: SarRecord): SarRecord[] | undefined {
  if (record.kind !== "sample") return undefined;
  return expandGroup(record as unknown as Record<string, unknown>, SAR_INTERRUPTS) as unknown as SarRecord[] | undefined;
}
