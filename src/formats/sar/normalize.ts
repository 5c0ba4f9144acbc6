import type { DateOrder } from "../../normalize/calendar-date.js";
import { groupRows } from "../sysstat/row-group.js";
import { normalizeRowReport } from "../sysstat/row-report.js";
import type { ParseContext } from "../../kit/format.js";
import type { SarRawRecord } from "./raw.js";
import type { SarRecord } from "./schema.js";
import { SAR_REPORT } from "./spec.js";

/** Options of the sar format, besides the common ones. */
export interface SarOptions {
  /**
   * How to read an all-numeric header date whose day and month order the text cannot settle (`03/04/24`): `MDY`
   * (C and en_US locales, the default for `/`), `DMY` (en_GB, fr_FR, es_ES; the default for `.` and `-`) or `YMD`.
   */
  dateOrder?: DateOrder;
}

/**
 * Raw sar records (strings as printed) to typed records with units in their names (the shared row-report reader), a
 * sample's interrupt rows as one record (row-group.ts).
 */
export function normalizeSar(raw: SarRawRecord[], ctx: ParseContext): SarRecord[] {
  return groupRows(normalizeRowReport(raw, ctx, SAR_REPORT), SAR_REPORT.grouped!) as unknown as SarRecord[];
}
