import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";
import type { ReportHeaderFields } from "../sysstat/header.js";
import { rowReportSchemas, Time, timestampSchema, type RowsOf, type SampleBase, type SummaryBase } from "../sysstat/row-schema.js";
import { SECTIONS } from "./columns.js";

/*
 * Records, one per line of meaning: the report header, one per data row (`sample`, with its timestamp) or
 * statistics row (`summary`: Average/Summary/Minimum/Maximum), and the events (`restart`, `comment`).
 * Row records are a union on `section` (src/formats/sysstat/row-schema.ts, shared with mpstat).
 */

const schemas = rowReportSchemas(
  {
    tool: "sar",
    keyColumns: "CPU, IFACE, DEV, INTR, TTY, FILESYSTEM, ...",
    keys: "all, 0, eth0, sda, sum, /dev/sda1, ...",
    columnUnits: "kbmemfree in kB, rxkB/s in kB/s",
    percentNote: " such as %commit; see columns.md",
    section: "The sar activity, recognised from the column names (sadf -j's name where sadf has one); unknown for columns we do not know",
  },
  SECTIONS,
  "The report header line (one per report; sar -f over several files prints several)",
);
const Format = schemas.Format;
const Timestamp = timestampSchema("sar");

export const SarHeaderRecord = schemas.header as unknown as z.ZodType<{ format: "sar"; kind: "header" } & ReportHeaderFields>;
export type SarHeaderRecord = z.infer<typeof SarHeaderRecord>;

/** A data row: its timestamp, section, item and values. */
export const SarSampleRecord = schemas.sample as unknown as z.ZodType<RowsOf<SampleBase<"sar">, typeof SECTIONS>>;
export type SarSampleRecord = z.infer<typeof SarSampleRecord>;

/** A statistics row (Average:, Summary:, Minimum:, Maximum: and their translations): no timestamp. */
export const SarSummaryRecord = schemas.summary as unknown as z.ZodType<RowsOf<SummaryBase<"sar">, typeof SECTIONS>>;
export type SarSummaryRecord = z.infer<typeof SarSummaryRecord>;

export const SarRestartRecord = z.object(lazyShape({ format: Format, kind: z.literal("restart").describe("A LINUX RESTART mark (the machine booted; counters start again)") }, () => ({
  timestamp: Timestamp.optional(),
  time: Time.optional(),
  cpuCount: z.number().int().nonnegative().optional().describe("CPUs after the restart, a count, from `LINUX RESTART (N CPU)` (sysstat 10.3.1+)"),
})));
export type SarRestartRecord = z.infer<typeof SarRestartRecord>;

export const SarCommentRecord = z.object(lazyShape({ format: Format, kind: z.literal("comment").describe("A COM line: a comment stored in the data file") }, () => ({
  timestamp: Timestamp.optional(),
  time: Time.optional(),
  text: z.string().describe("The comment written with `sadc -C` (shown by `sar -C`), once even when sar repeats it per activity"),
})));
export type SarCommentRecord = z.infer<typeof SarCommentRecord>;

/** Any sar record; `kind` says which (and `section`, for rows). */
export const SarRecord = z.discriminatedUnion("kind", [schemas.header, schemas.sample, schemas.summary, SarRestartRecord, SarCommentRecord]) as unknown as z.ZodType<
  SarHeaderRecord | SarSampleRecord | SarSummaryRecord | SarRestartRecord | SarCommentRecord
>;
export type SarRecord = z.infer<typeof SarRecord>;
