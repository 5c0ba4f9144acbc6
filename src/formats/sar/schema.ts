import { z } from "zod";
import { reportHeaderShape } from "../sysstat/header.js";
import { SECTIONS, type Conversion } from "./columns.js";

/*
 * Records, one per line of meaning: the report header, one per data row (`sample`, with its timestamp) or
 * statistics row (`summary`: Average/Summary/Minimum/Maximum), and the events (`restart`, `comment`).
 * Row records are a union on `section`: each section carries only its own typed fields, so that
 * `if (r.kind === "sample" && r.section === "memory") r.memFreeBytes` type-checks.
 */

type Sections = typeof SECTIONS;
type SectionId = Sections[number]["id"];
type ColumnRow = readonly [string, string, Conversion, string];

/** The typed fields of one section: numbers, or strings for `text` columns; null for a printed placeholder. */
type FieldsOf<S extends { columns: readonly ColumnRow[] }> = {
  [R in S["columns"][number] as R[1]]?: R[2] extends "text" ? string | null : number | null;
};

const Timestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
  .describe("ISO 8601 local date and time (sar prints no time zone): the report header's date plus the row's clock time, advanced a day each time the clock passes midnight");
const Time = z.string().regex(/^\d{2}:\d{2}:\d{2}$/).describe("The row's clock time as 24-hour HH:MM:SS (12-hour and CJK clocks converted)");

/** A column's value: a number in the column's own unit as sar names it (kB, %, /s), a string for names, or null. */
const ColumnValue = z.union([z.number(), z.string(), z.null()]);

const rowBase = {
  keyColumn: z.string().optional().describe("The name of the item column as printed (CPU, IFACE, DEV, INTR, TTY, FILESYSTEM, ...)"),
  key: z.string().optional().describe("The row's item as printed (all, 0, eth0, sda, sum, /dev/sda1, ...)"),
  columns: z
    .record(z.string(), ColumnValue)
    .describe(
      "Every column as sar named it, unknown ones too: numbers in the column's own unit (kbmemfree in kB, rxkB/s in kB/s; -h cells converted to that unit), strings for names and hex ids, null for a placeholder",
    ),
  warnings: z
    .array(z.string().describe("One value out of range: the column as printed, the value and the range, e.g. `%user 130 is outside 0-100`"))
    .optional()
    .describe(
      "Percentages outside the range their column allows (below 0, or above 100 except columns that may exceed it such as %commit; see columns.md), kept as printed in the fields; absent when there is none",
    ),
};
const Format = z.literal("sar").describe("The format id: sar");
const sampleBase = { format: Format, kind: z.literal("sample").describe("A data row (one per row sar printed with a clock time)"), timestamp: Timestamp.optional(), time: Time };
const summaryBase = {
  format: Format,
  kind: z.literal("summary").describe("A statistics row (Average:, Summary:, Minimum:, Maximum:), without a timestamp"),
  statistic: z
    .enum(["average", "summary", "minimum", "maximum", "other"])
    .describe("Which statistics row: Average: (and translations), Summary:, Minimum:, Maximum:; other for a label we do not know"),
  label: z.string().describe("The row label as printed (Average:, Durchschn.:, Moyenne :, 平均时间:)"),
};

function fieldShape(columns: readonly ColumnRow[]): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [, field, conv, description] of columns) {
    if (field in shape) continue;
    shape[field] = (conv === "text" ? z.string() : z.number()).nullable().optional().describe(description);
  }
  return shape;
}

const sectionDescription = "The sar activity, recognised from the column names (sadf -j's name where sadf has one); unknown for columns we do not know";

function rowUnion(base: Record<string, z.ZodType>) {
  const options = [
    ...SECTIONS.map((def) => z.object({ ...base, section: z.literal(def.id).describe(sectionDescription), ...rowBase, ...fieldShape(def.columns) })),
    z.object({ ...base, section: z.literal("unknown").describe(sectionDescription), ...rowBase }),
  ];
  return z.discriminatedUnion("section", options as unknown as [z.ZodObject, ...z.ZodObject[]]);
}

export interface RowBase {
  keyColumn?: string;
  key?: string;
  columns: Record<string, number | string | null>;
  warnings?: string[];
}
type SampleBase = { format: "sar"; kind: "sample"; timestamp?: string; time: string } & RowBase;
type SummaryBase = { format: "sar"; kind: "summary"; statistic: "average" | "summary" | "minimum" | "maximum" | "other"; label: string } & RowBase;
type RowsOf<Base> =
  | { [S in Sections[number] as S["id"]]: Base & { section: S["id"] } & FieldsOf<S> }[SectionId]
  | (Base & { section: "unknown" });

export const SarHeaderRecord = z.object({
  format: Format,
  kind: z.literal("header").describe("The report header line (one per report; sar -f over several files prints several)"),
  ...reportHeaderShape,
});
export type SarHeaderRecord = z.infer<typeof SarHeaderRecord>;

/** A data row: its timestamp, section, item and values. */
const sampleUnion = rowUnion(sampleBase);
export const SarSampleRecord = sampleUnion as unknown as z.ZodType<RowsOf<SampleBase>>;
export type SarSampleRecord = z.infer<typeof SarSampleRecord>;

/** A statistics row (Average:, Summary:, Minimum:, Maximum: and their translations): no timestamp. */
const summaryUnion = rowUnion(summaryBase);
export const SarSummaryRecord = summaryUnion as unknown as z.ZodType<RowsOf<SummaryBase>>;
export type SarSummaryRecord = z.infer<typeof SarSummaryRecord>;

export const SarRestartRecord = z.object({
  format: Format,
  kind: z.literal("restart").describe("A LINUX RESTART mark (the machine booted; counters start again)"),
  timestamp: Timestamp.optional(),
  time: Time,
  cpuCount: z.number().int().nonnegative().optional().describe("CPUs after the restart, a count, from `LINUX RESTART (N CPU)` (sysstat 10.3.1+)"),
});
export type SarRestartRecord = z.infer<typeof SarRestartRecord>;

export const SarCommentRecord = z.object({
  format: Format,
  kind: z.literal("comment").describe("A COM line: a comment stored in the data file"),
  timestamp: Timestamp.optional(),
  time: Time,
  text: z.string().describe("The comment written with `sadc -C` (shown by `sar -C`), once even when sar repeats it per activity"),
});
export type SarCommentRecord = z.infer<typeof SarCommentRecord>;

/** Any sar record; `kind` says which (and `section`, for rows). */
export const SarRecord = z.discriminatedUnion("kind", [SarHeaderRecord, sampleUnion, summaryUnion, SarRestartRecord, SarCommentRecord]) as unknown as z.ZodType<
  SarHeaderRecord | SarSampleRecord | SarSummaryRecord | SarRestartRecord | SarCommentRecord
>;
export type SarRecord = z.infer<typeof SarRecord>;
