import * as z from "zod";
import { lazySchemas, lazyShape } from "../../kit/lazy-schema.js";
import type { ReportHeaderFields } from "../sysstat/header.js";
import { rowReportSchemas, Time, timestampSchema, type GroupedRowOf, type RowsOf, type SampleBase, type Statistic, type SummaryBase, type When } from "../sysstat/row-schema.js";
import { SECTIONS } from "./columns.js";
import { SAR_INTERRUPTS } from "./spec.js";

/*
 * Records, one per line of meaning: the report header, one per data row (`sample`, with its timestamp) or
 * statistics row (`summary`: Average/Summary/Minimum/Maximum), and the events (`restart`, `comment`); the interrupts'
 * rows of one sample (or statistics label) are one record, by interrupt (src/formats/sysstat/row-group.ts).
 * Row records are a union on `section` (src/formats/sysstat/row-schema.ts, shared with mpstat).
 */

/**
 * The schemas of sar's records under a format id: `sar` for the text, `sar-json` for sadf -j (src/formats/sar/json/),
 * whose records are the same but for their `format`; built on first use (lazySchemas).
 */
export function sarSchemas<F extends string>(tool: F) {
  return lazySchemas(["header", "sample", "summary", "restart", "comment", "record"], () => sarSchemasNow(tool));
}

/** sarSchemas, built now. */
function sarSchemasNow<F extends string>(tool: F) {
  const schemas = rowReportSchemas(
    {
      tool,
      keyColumns: "CPU, IFACE, DEV, INTR, TTY, FILESYSTEM, ...",
      keys: "all, 0, eth0, sda, sum, /dev/sda1, ...",
      columnUnits: "kbmemfree in kB, rxkB/s in kB/s",
      percentNote: " such as %commit; see columns.md",
      section: "The sar activity, recognised from the column names (sadf -j's name where sadf has one); unknown for columns we do not know",
    },
    SECTIONS,
    "The report header line (one per report; sar -f over several files prints several)",
    SAR_INTERRUPTS,
  );
  const Format = schemas.Format;
  const Timestamp = timestampSchema(tool);
  const header = schemas.header as unknown as z.ZodType<SarHeaderOf<F>>;
  const sample = schemas.sample as unknown as z.ZodType<SarSampleOf<F>>;
  const summary = schemas.summary as unknown as z.ZodType<SarSummaryOf<F>>;
  const restart = z.object(lazyShape({ format: Format, kind: z.literal("restart").describe("A LINUX RESTART mark (the machine booted; counters start again)") }, () => ({
    timestamp: Timestamp.optional(),
    time: Time.optional(),
    cpuCount: z.number().int().nonnegative().optional().describe("CPUs after the restart, a count, from `LINUX RESTART (N CPU)` (sysstat 10.3.1+)"),
  })));
  const comment = z.object(lazyShape({ format: Format, kind: z.literal("comment").describe("A COM line: a comment stored in the data file") }, () => ({
    timestamp: Timestamp.optional(),
    time: Time.optional(),
    text: z.string().describe("The comment written with `sadc -C` (shown by `sar -C`), once even when sar repeats it per activity"),
  })));
  const record = z.discriminatedUnion("kind", [schemas.header, schemas.sample, schemas.summary, restart, comment]) as unknown as z.ZodType<
    SarHeaderOf<F> | SarSampleOf<F> | SarSummaryOf<F> | SarRestartOf<F> | SarCommentOf<F>
  >;
  return { header, sample, summary, restart, comment, record };
}

type SarHeaderOf<F extends string> = { format: F; kind: "header" } & ReportHeaderFields;
/** sar -I's rows of one sample (or statistics row): one record, by interrupt and by CPU. */
type SarInterruptsOf<Base> = GroupedRowOf<Base, "interrupts", "interruptsPerSecond", "cpuInterruptsPerSecond">;
type SarSampleOf<F extends string> = Exclude<RowsOf<SampleBase<F>, typeof SECTIONS>, { section: "interrupts" }> | SarInterruptsOf<{ format: F; kind: "sample" } & When>;
type SarSummaryOf<F extends string> =
  | Exclude<RowsOf<SummaryBase<F>, typeof SECTIONS>, { section: "interrupts" }>
  | SarInterruptsOf<{ format: F; kind: "summary"; statistic: Statistic; label: string }>;
type SarRestartOf<F extends string> = { format: F; kind: "restart"; timestamp?: string; time?: string; cpuCount?: number };
type SarCommentOf<F extends string> = { format: F; kind: "comment"; timestamp?: string; time?: string; text: string };
/** Any record of sar's kinds under the format id F. */
export type SarRecordOf<F extends string> = SarHeaderOf<F> | SarSampleOf<F> | SarSummaryOf<F> | SarRestartOf<F> | SarCommentOf<F>;

const schemas = sarSchemas("sar");

export const SarHeaderRecord = schemas.header;
export type SarHeaderRecord = z.infer<typeof SarHeaderRecord>;

/** A data row: its timestamp, section, item and values. */
export const SarSampleRecord = schemas.sample;
export type SarSampleRecord = z.infer<typeof SarSampleRecord>;

/** A statistics row (Average:, Summary:, Minimum:, Maximum: and their translations): no timestamp. */
export const SarSummaryRecord = schemas.summary;
export type SarSummaryRecord = z.infer<typeof SarSummaryRecord>;

export const SarRestartRecord = schemas.restart;
export type SarRestartRecord = z.infer<typeof SarRestartRecord>;

export const SarCommentRecord = schemas.comment;
export type SarCommentRecord = z.infer<typeof SarCommentRecord>;

/** Any sar record; `kind` says which (and `section`, for rows). */
export const SarRecord = schemas.record;
export type SarRecord = z.infer<typeof SarRecord>;
