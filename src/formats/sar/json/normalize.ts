import { normalizeRowReport } from "../../sysstat/row-report.js";
import type { RowReportRawRecord } from "../../sysstat/row-report-raw.js";
import type { ParseContext } from "../../../kit/format.js";
import { SAR_REPORT } from "../spec.js";
import type { SarJsonRawRecord } from "./raw.js";
import type { SarJsonRecord } from "./schema.js";

/** sar's columns and reader under the format id sar-json (events are made here: sadf gives their dates). */
const SAR_JSON_REPORT = { ...SAR_REPORT, format: "sar-json", events: false };

/**
 * sadf -j's raw records to typed records: the header and rows by sar's own reader (src/formats/sysstat/row-report.ts
 * with sar's columns), so fields, units and sections are sar's; then each row's timestamp is sadf's own date and time
 * (not sar's running clock: sadf prints a date per sample), and the sample's warnings (a repaired JSON bug, a cut-off)
 * are added. Restarts and comments carry sadf's date and time.
 */
export function normalizeSarJson(raw: SarJsonRawRecord[], ctx: ParseContext): SarJsonRecord[] {
  const report = raw.filter((r): r is Exclude<SarJsonRawRecord, { kind: "restart" | "comment" }> => r.kind === "header" || r.kind === "row");
  const typed = normalizeRowReport(report as RowReportRawRecord[], ctx, SAR_JSON_REPORT);
  const out: Record<string, unknown>[] = [];
  let t = 0;
  for (const rec of raw) {
    switch (rec.kind) {
      case "header":
        // (a stream's replayed head gives no header record again)
        if (typed[t]?.kind === "header") out.push(typed[t++]!);
        break;
      case "row": {
        const record = typed[t++]!;
        const stamp = isoStamp(rec.date, rec.time ?? "");
        if (stamp !== undefined) {
          record.timestamp = stamp;
          delete record.time;
        }
        if (rec.warnings !== undefined) record.warnings = [...((record.warnings as string[] | undefined) ?? []), ...rec.warnings];
        out.push(record);
        break;
      }
      case "restart":
        out.push({ format: "sar-json", kind: "restart", ...when(rec.date, rec.time), ...(rec.cpuCount !== undefined && /^\d{1,6}$/.test(rec.cpuCount) ? { cpuCount: Number(rec.cpuCount) } : {}) });
        break;
      case "comment":
        out.push({ format: "sar-json", kind: "comment", ...when(rec.date, rec.time), text: rec.text });
        break;
    }
  }
  return out as unknown as SarJsonRecord[];
}

/** `2026-12-06` and `02:35:38` as `2026-12-06T02:35:38`; undefined when either is not so printed. */
function isoStamp(date: string, time: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}:\d{2}$/.test(time) ? `${date}T${time}` : undefined;
}

function when(date: string, time: string): { timestamp: string } | { time: string } {
  const stamp = isoStamp(date, time);
  return stamp !== undefined ? { timestamp: stamp } : { time };
}
