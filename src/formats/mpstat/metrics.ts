import { cpuUtilization, family } from "../../kit/metrics/names.js";
import { shiftDecimal } from "../../kit/metrics/units.js";
import type { FormatMetrics, InfluxFieldDoc, MetricFamily, MetricSample } from "../../kit/metrics/types.js";
import { CPU_STATES, fieldGauge, influxColumns, printedFields, type InfluxColumn } from "../sysstat/metrics.js";
import { SECTIONS, TOPOLOGY } from "./columns.js";
import type { MpstatRecord } from "./schema.js";

/*
 * mpstat rows as metrics. The CPU report is OTel's system.cpu.utilization (a 0-1 ratio, labels cpu and state; no cpu
 * label for the `all` row), as sar -u's rows are; the node report (-N) `mpstat.node.cpu.utilization` with `node` and
 * `state` labels (the semantic conventions' system.cpu.utilization is per logical CPU: it has no node); -I SUM's
 * intr/s a gauge `mpstat.interrupts.interrupts` (1/s). The per-interrupt tables are not mapped. Average: rows are not
 * samples of a moment and give nothing. Influx: one point per row, measurement `mpstat_<report>`, fields named as
 * mpstat prints them (`%usr` -> `pct_usr`), tag `cpu` or `node`.
 */

const CPU = new Map<string, { family: MetricFamily; state: string }>();
const INTR = fieldGauge("mpstat", "interrupts", "interruptsPerSecond", "Interrupts received (mpstat -I SUM intr/s)", "mpstat -I SUM intr/s (interruptsPerSecond)");
for (const [column, field] of SECTIONS[0].columns) {
  if (CPU_STATES[field] !== undefined && !CPU.has(field)) CPU.set(field, { family: cpuUtilization(`mpstat ${column} (${field})`), state: CPU_STATES[field] });
}

const NODE: MetricFamily = {
  ...family("gauge", "mpstat.node.cpu.utilization", "1", "Share of the CPU time of a NUMA node's CPUs in a state over the interval, 0-1 (mpstat -N).", "mpstat -N %usr, %sys, ... (cpu*Percent)"),
  otel: { name: "mpstat.node.cpu.utilization", unit: "1", attributes: { state: { key: "cpu.mode" } } },
};

const FAMILIES: MetricFamily[] = [CPU.values().next().value!.family, NODE, INTR.family];
/** -T's CORE, SOCK and NODE: ids, not values (no Influx fields). */
const TOPOLOGY_IDS: ReadonlySet<string> = new Set(TOPOLOGY.map((row) => row[1]));
const INFLUX_BY_SECTION = new Map<string, readonly InfluxColumn[]>();
const INFLUX_FIELDS: InfluxFieldDoc[] = [];
for (const def of SECTIONS) {
  const table = influxColumns(def.columns.filter((row) => !TOPOLOGY_IDS.has(row[1])));
  INFLUX_BY_SECTION.set(def.id, table);
  for (const [, field, column] of table) INFLUX_FIELDS.push({ measurement: `mpstat_${def.id.replace(/-/g, "_")}`, field, source: `mpstat ${column}`, unit: "as mpstat prints it (float)" });
}

export const mpstatMetrics: FormatMetrics<MpstatRecord> = {
  families: FAMILIES,
  influxFields: INFLUX_FIELDS,
  samples(record, ctx) {
    if (record.kind === "header") {
      ctx.host = record.hostname;
      return [];
    }
    if (record.kind !== "sample") return [];
    const values = record as unknown as Record<string, unknown>;
    const out: MetricSample[] = [];
    if (record.section === "cpu-load" || record.section === "node-load") {
      const label = record.section === "node-load" ? "node" : "cpu";
      for (const [field, m] of CPU) {
        const v = values[field];
        if (typeof v !== "number") continue;
        const labels: Record<string, string> = { state: m.state };
        if (record.key !== undefined && record.key !== "all") labels[label] = record.key;
        out.push({ family: label === "node" ? NODE : m.family, labels, value: shiftDecimal(v, -2), timestamp: record.timestamp });
      }
    } else if (record.section === "interrupts" && typeof values.interruptsPerSecond === "number") {
      out.push({ family: INTR.family, ...(record.key !== undefined && record.key !== "all" ? { labels: { cpu: record.key } } : {}), value: values.interruptsPerSecond, timestamp: record.timestamp });
    }
    return out;
  },
  influx(record, ctx) {
    if (record.kind === "header") {
      ctx.host = record.hostname;
      return [];
    }
    if (record.kind !== "sample" || record.section === "unknown") return [];
    const fields = printedFields(record, INFLUX_BY_SECTION.get(record.section) ?? []);
    const tag = record.section === "node-load" ? "node" : "cpu";
    return [{ measurement: `mpstat_${record.section.replace(/-/g, "_")}`, fields, timestamp: record.timestamp, ...(record.key !== undefined ? { tags: { [tag]: record.key } } : {}) }];
  },
};
