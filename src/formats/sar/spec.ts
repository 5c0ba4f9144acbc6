import type { RowReportSpec } from "../sysstat/columns.js";
import { KEY_COLUMNS, percentRangeOf, sectionOf, TEXT_COLUMNS } from "./columns.js";

/** What the shared row-report reader (src/formats/sysstat/row-report*.ts) needs of sar: its columns and events. */
export const SAR_REPORT: RowReportSpec = { format: "sar", keyColumns: KEY_COLUMNS, textColumns: TEXT_COLUMNS, sectionOf, percentRangeOf, events: true };
