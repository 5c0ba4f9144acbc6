import type * as z from "zod";
import { typedRowReportSchemas } from "../sysstat/row-schema.js";
import { SECTIONS } from "./columns.js";

/*
 * Records: the report header, one `sample` per data row (with its timestamp: the header's date and the row's clock),
 * one `summary` per Average: row (in any of sysstat's translations). Row records are a union on `section`, as sar's
 * (src/formats/sysstat/row-schema.ts).
 */

/** The schemas of mpstat's records under a format id: `mpstat`, or `mpstat-json` (mpstat -o JSON, the same records). */
export function mpstatSchemas<F extends string>(tool: F) {
  return typedRowReportSchemas(
    {
      tool,
      keyColumns: "CPU, NODE",
      keys: "all, 0, 1, ...",
      columnUnits: "%usr in percent, intr/s and LOC/s per second",
      percentNote: "; mpstat prints none",
      section:
        "The mpstat report, recognised from the column names: cpu-load (the CPU report), node-load (-N, -n), interrupts (-I SUM), soft-interrupts (-I SCPU), interrupts-per-cpu (-I CPU); unknown for columns we do not know",
    },
    SECTIONS,
    "The report header line",
  );
}

const schemas = mpstatSchemas("mpstat");

export const MpstatHeaderRecord = schemas.header;
export type MpstatHeaderRecord = z.infer<typeof MpstatHeaderRecord>;

/** A data row: its timestamp, report (section), CPU or node, and values. */
export const MpstatSampleRecord = schemas.sample;
export type MpstatSampleRecord = z.infer<typeof MpstatSampleRecord>;

/** An Average: row (and its translations): no timestamp. */
export const MpstatSummaryRecord = schemas.summary;
export type MpstatSummaryRecord = z.infer<typeof MpstatSummaryRecord>;

/** Any mpstat record; `kind` says which (and `section`, for rows). */
export const MpstatRecord = schemas.record;
export type MpstatRecord = z.infer<typeof MpstatRecord>;
