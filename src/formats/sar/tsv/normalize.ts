import { normalizeSadf } from "../../sysstat/sadf.js";
import type { ParseContext } from "../../../kit/format.js";
import { SAR_REPORT } from "../spec.js";
import type { SarTsvRawRecord } from "./raw.js";
import type { SarTsvRecord } from "./schema.js";

/** sar's columns and reader under the format id sar-tsv. */
const SAR_TSV_REPORT = { ...SAR_REPORT, format: "sar-tsv" };

/**
 * sadf -p's raw records to typed records: sar's own reader makes fields, units and sections (src/formats/sysstat/sadf.ts,
 * shared with sadf -j and -d); each row's timestamp is sadf's date and time. sadf -p names numbered items by a word
 * and the number (`cpu0`, `ttyS0`, `bus1`, `BAT0`, `fan1`): read as sar prints them (`0`, `1`).
 */
export function normalizeSarTsv(raw: SarTsvRawRecord[], ctx: ParseContext): SarTsvRecord[] {
  return normalizeSadf(raw, ctx, SAR_TSV_REPORT, numberedItem) as unknown as SarTsvRecord[];
}

/** The item columns whose items sar prints as a number. */
const NUMBERED = new Set(["CPU", "TTY", "BUS", "BAT", "FAN", "TEMP", "IN"]);

function numberedItem(column: string, value: string): string {
  if (!NUMBERED.has(column)) return value;
  const m = /^[A-Za-z]+(\d+)$/.exec(value);
  return m === null ? value : m[1]!;
}
