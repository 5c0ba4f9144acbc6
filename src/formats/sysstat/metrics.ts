/**
 * What sysstat formats' metric mappings share: sysstat's CPU columns as OTel's cpu states, and a gauge family named
 * from a tool, its report and a typed field the OTel way (`iostat.disk.read`, unit By/s), whose unit and decimal
 * shift to the base unit come from the end of the field's name (Percent -> ratio, Ms -> seconds, Mhz -> hertz).
 */
import { family } from "../../kit/metrics/names.js";
import { snakeCase } from "../../kit/metrics/units.js";
import type { MetricFamily } from "../../kit/metrics/types.js";
import { unitBytes } from "./cells.js";
import type { ColumnRow } from "./columns.js";

/** sysstat's CPU fields as OTel's cpu states (%user of sar -u and %usr of -u ALL / mpstat are both `user`). */
export const CPU_STATES: Readonly<Record<string, string>> = {
  cpuUserPercent: "user",
  cpuUsrPercent: "user",
  cpuNicePercent: "nice",
  cpuSystemPercent: "system",
  cpuSysPercent: "system",
  cpuIowaitPercent: "iowait",
  cpuStealPercent: "steal",
  cpuIrqPercent: "interrupt",
  cpuSoftirqPercent: "softirq",
  cpuGuestPercent: "guest",
  cpuGuestNicePercent: "guest_nice",
  cpuIdlePercent: "idle",
};

/** How a field's unit (the end of its name) becomes a UCUM unit and a decimal shift to the base unit. */
const UNITS: readonly [suffix: string, unit: string, shift: number][] = [
  ["PercentPerMinute", "1/min", -2],
  ["BytesPerSecond", "By/s", 0],
  ["PerSecond", "1/s", 0],
  ["Percent", "1", -2],
  ["Bytes", "By", 0],
  ["Ms", "s", -3],
  ["Mhz", "Hz", 6],
  ["Celsius", "Cel", 0],
  ["Volts", "V", 0],
  ["Milliamps", "A", -3],
  ["Rpm", "1/min", 0],
  ["Count", "{count}", 0],
];

/**
 * The gauge `<tool>.<report>.<field without its unit>` and the decimal places its values move to the base unit.
 *
 * @example
 * fieldGauge("iostat", "disk", "readBytesPerSecond", "Data read (iostat rkB/s)", "iostat rkB/s (readBytesPerSecond)").family.name
 * //=> "iostat_disk_read_bytes_per_second"
 */
export function fieldGauge(tool: string, report: string, field: string, help: string, source: string): { family: MetricFamily; shift: number } {
  const [suffix, unit, shift] = UNITS.find(([s]) => field.endsWith(s) && field !== s) ?? ["", "", 0];
  const base = snakeCase(field.slice(0, field.length - suffix.length));
  return { family: family("gauge", `${tool}.${report}.${base}`, unit, help, source), shift };
}

/**
 * A column as Telegraf's sysstat plugin names the field (`%user` -> `pct_user`, `rkB/s` -> `rkB_per_s`).
 * @example telegrafField("%iowait") // "pct_iowait"
 */
export const telegrafField = (column: string): string => column.replace(/%%?/g, "pct_").replace(/\//g, "_per_");

/** One Influx field of a column table: the typed field, the Telegraf name of the first column that prints it, its unit in bytes. */
export type InfluxColumn = readonly [field: string, name: string, column: string, per: number];

/**
 * The Influx fields of a column table: one per typed number field, named after the first column that prints it (a
 * field printed under several names, `kB_read/s` and `MB_read/s`, has one: the first's, in the first's unit).
 *
 * @example
 * influxColumns([["rkB/s", "readBytesPerSecond", "kBps", "..."], ["rMB/s", "readBytesPerSecond", "MB", "..."]])
 * //=> [["readBytesPerSecond", "rkB_per_s", "rkB/s", 1024]]
 */
export function influxColumns(rows: readonly ColumnRow[]): InfluxColumn[] {
  const out: InfluxColumn[] = [];
  const seen = new Set<string>();
  for (const [column, field, conv] of rows) {
    if (conv === "text" || seen.has(field)) continue;
    seen.add(field);
    out.push([field, telegrafField(column), column, unitBytes(column, conv) ?? 1]);
  }
  return out;
}

/**
 * A row's numbers as Influx fields named as Telegraf names the columns (influxColumns), in the column's own unit as
 * the tool printed it (bytes back to kB: a power of two, exact), and the numbers of `otherColumns` under their names.
 */
export function printedFields(record: object, table: readonly InfluxColumn[]): Record<string, number> {
  const values = record as Readonly<Record<string, unknown>>;
  const fields: Record<string, number> = {};
  for (const [field, name, , per] of table) {
    const v = values[field];
    if (typeof v === "number") fields[name] = per === 1 ? v : v / per;
  }
  const other = values.otherColumns as Readonly<Record<string, unknown>> | undefined;
  if (other !== undefined)
    for (const column in other) {
      const v = other[column];
      if (typeof v === "number") fields[telegrafField(column)] = v;
    }
  return fields;
}
