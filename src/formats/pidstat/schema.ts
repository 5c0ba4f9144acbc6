import type * as z from "zod";
import { typedRowReportSchemas } from "../sysstat/row-schema.js";
import { SECTIONS } from "./columns.js";

/*
 * Records: the report header, one `sample` per task row (with its timestamp: the header's date and the row's clock),
 * one `summary` per Average: row (in any of sysstat's translations). Row records are a union on `section` (the
 * pidstat table), as sar's (src/formats/sysstat/row-schema.ts); the task's ids are fields (uid, pid, tgid, tid).
 */

/** The schemas of pidstat's records under a format id: `pidstat`, or `pidstat-json` (pidstat -o JSON, the same records). */
export function pidstatSchemas<F extends string>(tool: F) {
  return typedRowReportSchemas(
    {
      tool,
      keyColumns: "pidstat has none: the task's ids are the uid, user, pid, tgid and tid fields",
      keys: "none",
      columnUnits: "VSZ and RSS in kB, kB_rd/s in kB/s, %CPU in percent, cswch/s per second",
      percentNote: ": pidstat's %usr, %system, %guest, %wait and %CPU are of one CPU and exceed 100 for a task on several CPUs",
      section:
        "The pidstat table, recognised from the column names: cpu (-u), memory (-r), stack (-s), io (-d), context-switches (-w), kernel-tables (-v), scheduling (-R), children-cpu and children-memory (-T CHILD), all and children-all (-h: several activities on one line); unknown for columns we do not know",
    },
    SECTIONS,
    "The report header line",
  );
}

const schemas = pidstatSchemas("pidstat");

export const PidstatHeaderRecord = schemas.header;
export type PidstatHeaderRecord = z.infer<typeof PidstatHeaderRecord>;

/** A task row: its timestamp, table (section), ids and values. */
export const PidstatSampleRecord = schemas.sample;
export type PidstatSampleRecord = z.infer<typeof PidstatSampleRecord>;

/** An Average: row (and its translations): no timestamp. */
export const PidstatSummaryRecord = schemas.summary;
export type PidstatSummaryRecord = z.infer<typeof PidstatSummaryRecord>;

/** Any pidstat record; `kind` says which (and `section`, for rows). */
export const PidstatRecord = schemas.record;
export type PidstatRecord = z.infer<typeof PidstatRecord>;
