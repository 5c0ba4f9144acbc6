import { MPSTAT_REPORT } from "../columns.js";
import { normalizeRowReport } from "../../sysstat/row-report.js";
import type { RowReportRawRecord } from "../../sysstat/row-report-raw.js";
import type { ParseContext } from "../../../kit/format.js";
import type { MpstatJsonRawRecord } from "./raw.js";
import type { MpstatJsonRecord } from "./schema.js";

const MPSTAT_JSON_REPORT = { ...MPSTAT_REPORT, format: "mpstat-json" };

/**
 * mpstat -o JSON's raw records to typed records by mpstat's own reader (src/formats/sysstat/row-report.ts with
 * mpstat's columns): the header's date and each sample's clock make its timestamp as in the text; the sample's
 * warnings (a repaired JSON bug, a cut-off) are added.
 */
export function normalizeMpstatJson(raw: MpstatJsonRawRecord[], ctx: ParseContext): MpstatJsonRecord[] {
  const typed = normalizeRowReport(raw as RowReportRawRecord[], ctx, MPSTAT_JSON_REPORT);
  let t = 0;
  for (const rec of raw) {
    if (rec.kind === "header") {
      if (typed[t]?.kind === "header") t++;
      continue;
    }
    const record = typed[t++]!;
    if (rec.warnings !== undefined) record.warnings = [...((record.warnings as string[] | undefined) ?? []), ...rec.warnings];
  }
  return typed as unknown as MpstatJsonRecord[];
}
