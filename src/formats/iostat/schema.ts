import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";
import { isNonNegative, type ColumnRow } from "../sysstat/columns.js";
import { reportHeaderShape } from "../sysstat/header.js";
import { CPU_COLUMNS, DEVICE_COLUMNS, type CpuField, type DeviceField } from "./columns.js";

/*
 * Records: the report header, then per report the CPU utilization (`cpu`, the avg-cpu block) and one record per
 * device row (`device`), each with the report's number and, with -t, its timestamp.
 */

const Format = z.literal("iostat").describe("The format id: iostat");
const Report = z.number().int().positive().describe("Which report of the run (1 = the first, since boot unless -y), a count");
const Timestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})?$/)
  .optional()
  .describe("ISO 8601 time of the report, from its -t line: a local date and time (iostat prints no zone), with the offset when S_TIME_FORMAT=ISO printed one, UTC (Z) for -U; absent without -t");
const OtherColumns = z
  .record(z.string(), z.union([z.number(), z.null()]))
  .optional()
  .describe(
    "The columns without a typed field (one we do not know, a column whose field an earlier column of the header has), as iostat named them: numbers in the column's own unit (-h cells converted to that unit), null for a placeholder; absent when every column has its field. The typed fields hold the other columns (each value once); `raw: true` gives every cell as printed",
  );
const Warnings = z.array(z.string().describe("One value out of range, e.g. `%util 130 is outside 0-100`")).optional().describe("Percentages outside 0-100, kept as printed; absent when there is none");

/** The typed fields: numbers, never below 0 but for the percentages (a value outside 0-100 is a warning). */
function fields(rows: readonly ColumnRow[]): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const row of rows) if (!(row[1] in shape)) shape[row[1]] = (isNonNegative(row) ? z.number().nonnegative() : z.number()).nullable().optional().describe(row[3]);
  return shape;
}

export const IostatHeaderRecord = z.object(lazyShape({ format: Format, kind: z.literal("header").describe("The report header line") }, () => ({
  ...reportHeaderShape(),
})));
export type IostatHeaderRecord = z.infer<typeof IostatHeaderRecord>;

type Typed<F extends string> = { [K in F]?: number | null };

const cpuObject = z.object(lazyShape({ format: Format, kind: z.literal("cpu").describe("The avg-cpu block of one report: CPU utilization of all CPUs") }, () => ({
  report: Report,
  timestamp: Timestamp,
  ...fields(CPU_COLUMNS),
  otherColumns: OtherColumns,
  warnings: Warnings,
})));
export type IostatCpuRecord = { format: "iostat"; kind: "cpu"; report: number; timestamp?: string; otherColumns?: Record<string, number | null>; warnings?: string[] } & Typed<CpuField>;
export const IostatCpuRecord = cpuObject as unknown as z.ZodType<IostatCpuRecord>;

const deviceObject = z.object(lazyShape({ format: Format, kind: z.literal("device").describe("One device row of one report (with -x -h, one per table: read, write, discard, flush)") }, () => ({
  report: Report,
  timestamp: Timestamp,
  keyColumn: z.string().describe("The device column's name as printed (`Device`, `Device:` before sysstat 11.5.7)"),
  key: z.string().describe("The device as printed (sda, nvme0n1p1, dm-0, vg0-root with -N, a -g group's name)"),
  group: z.literal(true).optional().describe("A -g device group's total row (printed with a blank before its name); absent for a device"),
  ...fields(DEVICE_COLUMNS),
  otherColumns: OtherColumns,
  warnings: Warnings,
})));
export type IostatDeviceRecord = {
  format: "iostat";
  kind: "device";
  report: number;
  timestamp?: string;
  keyColumn: string;
  key: string;
  group?: true;
  otherColumns?: Record<string, number | null>;
  warnings?: string[];
} & Typed<DeviceField>;
export const IostatDeviceRecord = deviceObject as unknown as z.ZodType<IostatDeviceRecord>;

/** Any iostat record; `kind` says which. */
export const IostatRecord = z.discriminatedUnion("kind", [IostatHeaderRecord, cpuObject, deviceObject]) as unknown as z.ZodType<IostatHeaderRecord | IostatCpuRecord | IostatDeviceRecord>;
export type IostatRecord = z.infer<typeof IostatRecord>;
