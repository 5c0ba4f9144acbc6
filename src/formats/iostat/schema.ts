import * as z from "zod";
import { lazySchemas, lazyShape, once } from "../../kit/lazy-schema.js";
import { isNonNegative, type ColumnRow } from "../sysstat/columns.js";
import { reportHeaderShape, type ReportHeaderFields } from "../sysstat/header.js";
import { CPU_COLUMNS, DEVICE_COLUMNS, type CpuField, type DeviceField } from "./columns.js";

/*
 * Records: the report header, then per report the CPU utilization (`cpu`, the avg-cpu block) and one record per
 * device row (`device`), each with the report's number and, with -t, its timestamp.
 */

/** The keys the cpu and device records share, made once (by the first record checked). */
const rowParts = once(() => ({
  report: z.number().int().positive().describe("Which report of the run (1 = the first, since boot unless -y), a count"),
  timestamp: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})?$/)
    .optional()
    .describe("ISO 8601 time of the report, from its -t line: a local date and time (iostat prints no zone), with the offset when S_TIME_FORMAT=ISO printed one, UTC (Z) for -U; absent without -t"),
  otherColumns: z
    .record(z.string(), z.union([z.number(), z.null()]))
    .optional()
    .describe(
      "The columns without a typed field (one we do not know, a column whose field an earlier column of the header has), as iostat named them: numbers in the column's own unit (-h cells converted to that unit), null for a placeholder; absent when every column has its field. The typed fields hold the other columns (each value once); `raw: true` gives every cell as printed",
    ),
  warnings: z.array(z.string().describe("One value out of range, e.g. `%util 130 is outside 0-100`")).optional().describe("Percentages outside 0-100, kept as printed; absent when there is none"),
}));

/** The typed fields: numbers, never below 0 but for the percentages (a value outside 0-100 is a warning). */
function fields(rows: readonly ColumnRow[]): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const row of rows) if (!(row[1] in shape)) shape[row[1]] = (isNonNegative(row) ? z.number().nonnegative() : z.number()).nullable().optional().describe(row[3]);
  return shape;
}

type Typed<F extends string> = { [K in F]?: number | null };

export type IostatHeaderRecordOf<F extends string> = { format: F; kind: "header" } & ReportHeaderFields;
export type IostatCpuRecordOf<F extends string> = { format: F; kind: "cpu"; report: number; timestamp?: string; otherColumns?: Record<string, number | null>; warnings?: string[] } & Typed<CpuField>;
export type IostatDeviceRecordOf<F extends string> = {
  format: F;
  kind: "device";
  report: number;
  timestamp?: string;
  key: string;
  group?: true;
  otherColumns?: Record<string, number | null>;
  warnings?: string[];
} & Typed<DeviceField>;

/** The schemas of iostat's records under a format id: `iostat`, or `iostat-json` (iostat -o JSON, the same records); built on first use (lazySchemas). */
export function iostatSchemas<F extends string>(tool: F) {
  return lazySchemas(["header", "cpu", "device", "record"], () => iostatSchemasNow(tool));
}

/** iostatSchemas, built now. */
function iostatSchemasNow<F extends string>(tool: F) {
  const Format = z.literal(tool).describe(`The format id: ${tool}`);
  const header = z.object(lazyShape({ format: Format, kind: z.literal("header").describe("The report header line") }, () => ({
    ...reportHeaderShape(),
  })));
  const cpu = z.object(lazyShape({ format: Format, kind: z.literal("cpu").describe("The avg-cpu block of one report: CPU utilization of all CPUs") }, () => {
    const { report, timestamp, otherColumns, warnings } = rowParts();
    return { report, timestamp, ...fields(CPU_COLUMNS), otherColumns, warnings };
  }));
  const device = z.object(lazyShape({ format: Format, kind: z.literal("device").describe("One device row of one report (with -x -h, one per table: read, write, discard, flush)") }, () => {
    const { report, timestamp, otherColumns, warnings } = rowParts();
    return {
      report,
      timestamp,
      key: z.string().describe("The device as printed (sda, nvme0n1p1, dm-0, vg0-root with -N, a -g group's name)"),
      group: z.literal(true).optional().describe("A -g device group's total row (printed with a blank before its name); absent for a device"),
      ...fields(DEVICE_COLUMNS),
      otherColumns,
      warnings,
    };
  }));
  return {
    header: header as unknown as z.ZodType<IostatHeaderRecordOf<F>>,
    cpu: cpu as unknown as z.ZodType<IostatCpuRecordOf<F>>,
    device: device as unknown as z.ZodType<IostatDeviceRecordOf<F>>,
    record: z.discriminatedUnion("kind", [header, cpu, device]) as unknown as z.ZodType<IostatHeaderRecordOf<F> | IostatCpuRecordOf<F> | IostatDeviceRecordOf<F>>,
  };
}

const schemas = iostatSchemas("iostat");

export const IostatHeaderRecord = schemas.header;
export type IostatHeaderRecord = z.infer<typeof IostatHeaderRecord>;
export type IostatCpuRecord = IostatCpuRecordOf<"iostat">;
export const IostatCpuRecord = schemas.cpu;
export type IostatDeviceRecord = IostatDeviceRecordOf<"iostat">;
export const IostatDeviceRecord = schemas.device;

/** Any iostat record; `kind` says which. */
export const IostatRecord = schemas.record;
export type IostatRecord = z.infer<typeof IostatRecord>;
