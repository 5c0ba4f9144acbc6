/**
 * The zod schemas of a row report's records (sar, mpstat): the report header, one `sample` per data row (with its
 * timestamp) and one `summary` per statistics row (Average/Summary/Minimum/Maximum). Row records are a union on
 * `section`: each section carries only its own typed fields, so that
 * `if (r.kind === "sample" && r.section === "memory") r.memFreeBytes` type-checks. Each tool gives its sections and
 * the words its descriptions use.
 */
import * as z from "zod";
import { lazySchemas, lazyShape, once } from "../../kit/lazy-schema.js";
import { isNonNegative, type ColumnRow } from "./columns.js";
import { reportHeaderShape, type ReportHeaderFields } from "./header.js";
import type { RowGroupSpec } from "./row-group.js";

/** The typed fields of one section: numbers, or strings for `text` columns; null for a printed placeholder. */
export type FieldsOf<S extends { columns: readonly ColumnRow[] }> = {
  [R in S["columns"][number] as R[1]]?: R[2] extends "text" ? string | null : number | null;
};

export interface RowBase {
  keyColumn?: string;
  key?: string;
  otherColumns?: Record<string, number | string | null>;
  warnings?: string[];
}
export type Statistic = "average" | "summary" | "minimum" | "maximum" | "other";
/** When a reading was: its `timestamp` when the report's date is known, else its clock `time` alone. */
export type When = { timestamp: string; time?: never } | { time: string; timestamp?: never };
export type SampleBase<F extends string> = { format: F; kind: "sample" } & When & RowBase;
export type SummaryBase<F extends string> = { format: F; kind: "summary"; statistic: Statistic; label: string } & RowBase;
/** A row record of a tool whose sections are `Sections`, on the base `Base` (a sample or a summary). */
export type RowsOf<Base, Sections extends readonly { id: string; columns: readonly ColumnRow[] }[]> =
  | { [S in Sections[number] as S["id"]]: Base & { section: S["id"] } & FieldsOf<S> }[Sections[number]["id"]]
  | (Base & { section: "unknown" });

/**
 * The record of a section whose rows of one sample are one record (row-group.ts, sar's interrupts): on `Base` (the
 * sample's or statistics row's own keys), `Field` a map by item, `CpuField` a map by CPU of such maps.
 */
export type GroupedRowOf<Base, Section extends string, Field extends string, CpuField extends string> = Base & {
  section: Section;
  keyColumn?: string;
  /** (no item: the record holds every item of the sample) */
  key?: undefined;
  otherColumns?: Record<string, Record<string, number | string | null>>;
  warnings?: string[];
} & { [K in Field]: Record<string, number | null> } & { [K in CpuField]?: Record<string, Record<string, number | null>> };

/** The words a tool's record descriptions use. */
export interface RowSchemaText<F extends string = string> {
  /** The format id (`sar`). */
  tool: F;
  /** Examples of item columns: `CPU, IFACE, DEV, INTR, TTY, FILESYSTEM, ...`. */
  keyColumns: string;
  /** Examples of items: `all, 0, eth0, sda, sum, /dev/sda1, ...`. */
  keys: string;
  /** Examples of columns in their own unit: `kbmemfree in kB, rxkB/s in kB/s`. */
  columnUnits: string;
  /** Examples of percentages allowed above 100, and where their list is: `such as %commit; see columns.md`. */
  percentNote: string;
  /** What a section is: `The sar activity, recognised from the column names (...)`. */
  section: string;
}

export const Time = z
  .string()
  .regex(/^\d{2}:\d{2}:\d{2}$/)
  .describe("The row's clock time as 24-hour HH:MM:SS (12-hour and CJK clocks converted), only when no date is known (no report header above the row); a record has either timestamp or time");
/** A timestamp: the header's date and the row's clock. */
export function timestampSchema(tool: string) {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
    .describe(
      `ISO 8601 local date and time (${tool} prints no time zone): the report header's date plus the row's clock time, advanced a day each time the clock passes midnight; absent when no date is known, where \`time\` has the clock instead (a record has either)`,
    );
}

/**
 * The header, sample and summary schemas of a tool; `grouped`, a section whose rows of one sample are one record
 * (row-group.ts).
 */
export function rowReportSchemas<F extends string>(text: RowSchemaText<F>, sections: readonly { id: string; columns: readonly ColumnRow[] }[], headerDescription: string, grouped?: RowGroupSpec) {
  const { tool } = text;
  /** A column's value: a number in the column's own unit (kB, %, /s), a string for names, or null. */
  const ColumnValue = z.union([z.number(), z.string(), z.null()]);
  const rowBase = once(() => ({
    keyColumn: z
      .string()
      .optional()
      .describe(`The name of the item column as printed (${text.keyColumns}), only where the section does not say it: a section of unknown columns, or an item column other than the section's usual one (sar -F MOUNT's MOUNTPOINT); absent where the section says it (CPU for cpu-load, IFACE for net-dev: each value once)`),
    key: z.string().optional().describe(`The row's item as printed (${text.keys})`),
    otherColumns: z
      .record(z.string(), ColumnValue)
      .optional()
      .describe(
        `The columns without a typed field (unknown ones, per-interrupt tables, a column whose field an earlier column of the header has), as ${tool} named them: numbers in the column's own unit (${text.columnUnits}; -h cells converted to that unit), strings for names, hex ids and \`used/size\` pairs, null for a placeholder; absent when every column has its field. The typed fields hold the other columns (each value once); \`raw: true\` gives every cell as printed`,
      ),
    warnings: z
      .array(z.string().describe("One value out of range: the column as printed, the value and the range, e.g. `%user 130 is outside 0-100`"))
      .optional()
      .describe(`Percentages outside the range their column allows (below 0, or above 100 except columns that may exceed it${text.percentNote}), kept as printed in the fields; absent when there is none`),
  }));
  const Format = z.literal(tool).describe(`The format id: ${tool}`);
  const sampleBase = { format: Format, kind: z.literal("sample").describe(`A data row (one per row ${tool} printed with a clock time)`), timestamp: timestampSchema(tool).optional(), time: Time.optional() };
  const summaryBase = {
    format: Format,
    kind: z.literal("summary").describe("A statistics row (Average:, Summary:, Minimum:, Maximum:), without a timestamp"),
    statistic: z
      .enum(["average", "summary", "minimum", "maximum", "other"])
      .describe("Which statistics row: Average: (and translations), Summary:, Minimum:, Maximum:; other for a label we do not know"),
    label: z.string().describe("The row label as printed (Average:, Durchschn.:, Moyenne :, 平均时间:)"),
  };
  const fieldShape = (columns: readonly ColumnRow[]): Record<string, z.ZodType> => {
    const shape: Record<string, z.ZodType> = {};
    for (const row of columns) {
      const [, field, conv, description] = row;
      if (field in shape) continue;
      shape[field] = (conv === "text" ? z.string() : isNonNegative(row) ? z.number().nonnegative() : z.number()).nullable().optional().describe(description);
    }
    return shape;
  };
  // each section's literal (what the union tells its options apart by: made with the first union) and fields (made on the first
  // row of the section), shared by the sample and the summary rows: zod schemas are immutable
  const sectionParts = once(() => [...sections.map((def) => ({ id: def.id, columns: def.columns })), { id: "unknown", columns: [] }].map(({ id, columns }) => ({
    section: z.literal(id).describe(text.section),
    // (in the records' order: the item, the typed fields, then what is left of the row)
    fields: once(() => {
      const { keyColumn, key, ...rest } = rowBase();
      if (id === grouped?.section) return groupedShape(grouped, columns, keyColumn, ColumnValue, rest.warnings);
      return { keyColumn, key, ...fieldShape(columns), ...rest };
    }),
  })));
  const rowUnion = (base: Record<string, z.ZodType>) => {
    const options = sectionParts().map(({ section, fields }) => z.object(lazyShape({ ...base, section }, fields)));
    return z.discriminatedUnion("section", options as unknown as [z.ZodObject, ...z.ZodObject[]]);
  };
  const header = z.object(lazyShape({ format: Format, kind: z.literal("header").describe(headerDescription) }, () => ({ ...reportHeaderShape() })));
  // the row unions (an object per section, 40 for sar) are built when a record is first checked, not when the module
  // loads: every process loads every format (a run of ab paid sar's, sar-json's, mpstat's and pidstat's unions)
  return { Format, header, sample: z.lazy(() => rowUnion(sampleBase)), summary: z.lazy(() => rowUnion(summaryBase)) };
}

/**
 * A row report's schemas (rowReportSchemas) typed for its sections: the header, sample and summary records and their
 * union, under the format id F; one call for a tool and its -o JSON twin (mpstat and mpstat-json, pidstat and
 * pidstat-json), so that both give the same record types; built on first use (lazySchemas).
 */
export function typedRowReportSchemas<F extends string, S extends readonly { id: string; columns: readonly ColumnRow[] }[]>(text: RowSchemaText<F>, sections: S, headerDescription: string) {
  return lazySchemas(["header", "sample", "summary", "record"], () => typedRowReportSchemasNow(text, sections, headerDescription));
}

/** typedRowReportSchemas, built now. */
function typedRowReportSchemasNow<F extends string, S extends readonly { id: string; columns: readonly ColumnRow[] }[]>(text: RowSchemaText<F>, sections: S, headerDescription: string) {
  const schemas = rowReportSchemas(text, sections, headerDescription);
  const header = schemas.header as unknown as z.ZodType<{ format: F; kind: "header" } & ReportHeaderFields>;
  const sample = schemas.sample as unknown as z.ZodType<RowsOf<SampleBase<F>, S>>;
  const summary = schemas.summary as unknown as z.ZodType<RowsOf<SummaryBase<F>, S>>;
  const record = z.discriminatedUnion("kind", [schemas.header, schemas.sample, schemas.summary]) as unknown as z.ZodType<
    ({ format: F; kind: "header" } & ReportHeaderFields) | RowsOf<SampleBase<F>, S> | RowsOf<SummaryBase<F>, S>
  >;
  return { header, sample, summary, record };
}

/** The fields of a grouped section's record (row-group.ts): its field's map by item, the per-CPU maps, the rest by item. */
function groupedShape(grouped: RowGroupSpec, columns: readonly ColumnRow[], keyColumn: z.ZodType, columnValue: z.ZodType, warnings: z.ZodType): Record<string, z.ZodType> {
  const row = columns.find((c) => c[1] === grouped.field);
  const value = (row !== undefined && isNonNegative(row) ? z.number().nonnegative() : z.number()).nullable();
  const what = row?.[3] ?? grouped.field;
  const ByItem = z.record(z.string(), value);
  return {
    keyColumn,
    [grouped.field]: ByItem.describe(
      `${what}, by ${grouped.keyColumn} as printed (\`sum\`, \`0\`, \`LOC\`, ...): one record for the rows of one sample (or one statistics row), not one per row; null for a placeholder`,
    ),
    [grouped.cpuField]: z
      .record(z.string().describe("The CPU's number, from the column's name (CPU0 is 0)"), ByItem)
      .optional()
      .describe(`The same per CPU, by ${grouped.keyColumn} (sysstat 12's CPU0, CPU1, ... columns); absent when none is printed`),
    otherColumns: z
      .record(z.string(), z.record(z.string(), columnValue))
      .optional()
      .describe(`Columns without a typed field, by ${grouped.keyColumn} then by the column's name as printed; absent when every column has its field`),
    warnings,
  };
}
