import { normalizeSadf } from "../../sysstat/sadf.js";
import type { ParseContext } from "../../../kit/format.js";
import { SAR_REPORT } from "../spec.js";
import type { SarJsonRawRecord } from "./raw.js";
import type { SarJsonRecord } from "./schema.js";

/** sar's columns and reader under the format id sar-json. */
const SAR_JSON_REPORT = { ...SAR_REPORT, format: "sar-json" };

/**
 * sadf -j's raw records to typed records: sar's own reader (src/formats/sysstat/row-report.ts with sar's columns) makes
 * fields, units and sections; each row's timestamp is sadf's own date and time; restarts and comments carry sadf's
 * date and time (src/formats/sysstat/sadf.ts, shared with sadf -d and -p).
 */
export function normalizeSarJson(raw: SarJsonRawRecord[], ctx: ParseContext): SarJsonRecord[] {
  return normalizeSadf(raw, ctx, SAR_JSON_REPORT) as unknown as SarJsonRecord[];
}
