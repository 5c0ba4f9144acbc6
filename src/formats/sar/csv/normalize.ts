import { normalizeSadf } from "../../sysstat/sadf.js";
import type { ParseContext } from "../../../kit/format.js";
import { SAR_REPORT } from "../spec.js";
import type { SarCsvRawRecord } from "./raw.js";
import type { SarCsvRecord } from "./schema.js";

/** sar's columns and reader under the format id sar-csv; sadf -d's CPU `-1` is sar's `all`. */
const SAR_CSV_REPORT = { ...SAR_REPORT, format: "sar-csv" };

/**
 * sadf -d's raw records to typed records: sar's own reader makes fields, units and sections (src/formats/sysstat/sadf.ts,
 * shared with sadf -j and -p); each row's timestamp is sadf's date and time. The CPU item `-1` (all CPUs, in the CPU,
 * softnet and frequency tables) is read as sar's `all`.
 */
export function normalizeSarCsv(raw: SarCsvRawRecord[], ctx: ParseContext): SarCsvRecord[] {
  return normalizeSadf(raw, ctx, SAR_CSV_REPORT, allCpus) as unknown as SarCsvRecord[];
}

function allCpus(column: string, value: string): string {
  return column === "CPU" && value === "-1" ? "all" : value;
}
