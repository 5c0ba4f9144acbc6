import { PIDSTAT_REPORT } from "../columns.js";
import { normalizePidstat } from "../normalize.js";
import type { RowReportRawRecord } from "../../sysstat/row-report-raw.js";
import type { ParseContext } from "../../../kit/format.js";
import type { PidstatJsonRawRecord } from "./raw.js";
import type { PidstatJsonRecord } from "./schema.js";

const PIDSTAT_JSON_REPORT = { ...PIDSTAT_REPORT, format: "pidstat-json" };

/**
 * pidstat -o JSON's raw records to typed records by pidstat's own reader (src/formats/pidstat/normalize.ts): the
 * header's date and each sample's clock make its timestamp as in the text; a thread row's pid is its process's TGID;
 * the sample's warnings (a repaired JSON bug, a cut-off) are added. Every row makes one record, in order.
 */
export function normalizePidstatJson(raw: PidstatJsonRawRecord[], ctx: ParseContext): PidstatJsonRecord[] {
  const typed = normalizePidstat(raw as RowReportRawRecord[], ctx, PIDSTAT_JSON_REPORT) as unknown as Record<string, unknown>[];
  const rows = typed.filter((r) => r.kind !== "header");
  let t = 0;
  for (const rec of raw) {
    if (rec.kind !== "row") continue;
    const record = rows[t++]!;
    if (rec.warnings !== undefined) record.warnings = [...((record.warnings as string[] | undefined) ?? []), ...rec.warnings];
  }
  return typed as unknown as PidstatJsonRecord[];
}
