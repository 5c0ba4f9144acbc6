import { cpuUtilization } from "../../kit/metrics/names.js";
import { shiftDecimal } from "../../kit/metrics/units.js";
import type { FormatMetrics, InfluxFieldDoc, MetricFamily, MetricSample } from "../../kit/metrics/types.js";
import { CPU_STATES, fieldGauge, influxColumns, printedFields } from "../sysstat/metrics.js";
import { CPU_COLUMNS, DEVICE_COLUMNS } from "./columns.js";
import type { IostatRecord } from "./schema.js";

/*
 * iostat reports as metrics. The avg-cpu block is OTel's system.cpu.utilization (a 0-1 ratio, label state; no cpu
 * label: all CPUs), as sar -u's `all` rows are; every device field is a gauge of its own, named the OTel way
 * (`iostat.disk.read`, By/s -> `iostat_disk_read_bytes_per_second`), with the device as the `device` label.
 * Percentages become ratios, milliseconds seconds; the interval amounts (kB_read, ...) are left to their rates. Influx: Telegraf's diskio-like point per device row, measurement
 * `iostat`, fields named as iostat prints them (`%util` -> `pct_util`, `rkB/s` -> `rkB_per_s`) in iostat's units (a
 * quantity iostat prints under several names, kB_read/s and MB_read/s with -m, under the first: kB_read_per_s in kB/s).
 */

interface FieldMetric {
  family: MetricFamily;
  shift: number;
  state?: string;
}

const CPU = new Map<string, FieldMetric>();
for (const [column, field] of CPU_COLUMNS) {
  if (CPU_STATES[field] !== undefined && !CPU.has(field)) CPU.set(field, { family: cpuUtilization(`iostat avg-cpu ${column} (${field})`), shift: -2, state: CPU_STATES[field] });
}
const DEVICE = new Map<string, FieldMetric>();
/** The amounts of the interval (kB_read, ...): their rates are the gauges (kB_read/s), and would share their names. */
const AMOUNTS = new Set(["readBytes", "writtenBytes", "discardedBytes", "writtenAndDiscardedBytes"]);
for (const [column, field, , description] of DEVICE_COLUMNS) {
  if (DEVICE.has(field) || AMOUNTS.has(field)) continue;
  const help = `${description.replace(/, (?:bytes|percent|per second|milliseconds)\b.*$/, "").replace(/ \(iostat .*\)$/, "")} (iostat ${column})`;
  DEVICE.set(field, fieldGauge("iostat", "disk", field, help, `iostat ${column} (${field})`));
}

const FAMILIES: MetricFamily[] = [];
for (const m of [...CPU.values(), ...DEVICE.values()]) if (!FAMILIES.some((f) => f.name === m.family.name)) FAMILIES.push(m.family);

const CPU_INFLUX = influxColumns(CPU_COLUMNS);
const DEVICE_INFLUX = influxColumns(DEVICE_COLUMNS);
const INFLUX_FIELDS: InfluxFieldDoc[] = [];
for (const [measurement, table] of [["iostat_cpu", CPU_INFLUX], ["iostat", DEVICE_INFLUX]] as const) {
  for (const [, field, column] of table) INFLUX_FIELDS.push({ measurement, field, source: `iostat ${column}`, unit: "as iostat prints it (float)" });
}

export const iostatMetrics: FormatMetrics<IostatRecord> = {
  families: FAMILIES,
  influxFields: INFLUX_FIELDS,
  samples(record, ctx) {
    if (record.kind === "header") {
      ctx.host = record.hostname;
      return [];
    }
    const table = record.kind === "cpu" ? CPU : DEVICE;
    const values = record as unknown as Record<string, unknown>;
    const out: MetricSample[] = [];
    for (const [field, m] of table) {
      const v = values[field];
      if (typeof v !== "number") continue;
      const labels: Record<string, string> = {};
      if (record.kind === "device") labels.device = record.key;
      if (m.state !== undefined) labels.state = m.state;
      out.push({ family: m.family, ...(Object.keys(labels).length > 0 ? { labels } : {}), value: shiftDecimal(v, m.shift), timestamp: record.timestamp });
    }
    return out;
  },
  influx(record, ctx) {
    if (record.kind === "header") {
      ctx.host = record.hostname;
      return [];
    }
    if (record.kind === "cpu") return [{ measurement: "iostat_cpu", fields: printedFields(record, CPU_INFLUX), timestamp: record.timestamp }];
    return [{ measurement: "iostat", tags: { device: record.key }, fields: printedFields(record, DEVICE_INFLUX), timestamp: record.timestamp }];
  },
};
