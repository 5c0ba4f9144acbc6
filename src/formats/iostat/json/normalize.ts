import type { ParseContext } from "../../../kit/format.js";
import { normalizeIostat } from "../normalize.js";
import type { IostatRawRecord } from "../raw.js";
import type { IostatJsonRawRecord } from "./raw.js";
import type { IostatJsonRecord } from "./schema.js";

const IOSTAT_JSON_REPORT = { format: "iostat-json", rowsTellLocale: false } as const;

/**
 * iostat -o JSON's raw records to typed records by iostat's own reader (src/formats/iostat/normalize.ts): the header's
 * date and each -t timestamp read as in the text (the JSON's numbers, printed with `.` in every locale, say nothing
 * of the locale the date was printed in); each sample's warnings (a repaired JSON bug, a cut-off) are added to its
 * records. Every cpu and device raw record makes one record, in order.
 */
export function normalizeIostatJson(raw: IostatJsonRawRecord[], ctx: ParseContext): IostatJsonRecord[] {
  const typed = normalizeIostat(raw as IostatRawRecord[], ctx, IOSTAT_JSON_REPORT);
  const rows = typed.filter((r) => r.kind !== "header");
  let t = 0;
  for (const rec of raw) {
    if (rec.kind !== "cpu" && rec.kind !== "device") continue;
    const record = rows[t++]!;
    if (rec.warnings !== undefined) record.warnings = [...(record.warnings ?? []), ...rec.warnings];
  }
  return typed;
}
