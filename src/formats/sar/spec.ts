import type { RowReportSpec } from "../sysstat/columns.js";
import type { RowGroupSpec } from "../sysstat/row-group.js";
import { KEY_COLUMNS, percentRangeOf, sectionOf, TEXT_COLUMNS } from "./columns.js";

/** sar -I's rows of one sample are one record: the interrupts by name, and by CPU (sysstat 12's CPU0, CPU1 columns). */
export const SAR_INTERRUPTS: RowGroupSpec = { section: "interrupts", keyColumn: "INTR", field: "interruptsPerSecond", cpuField: "cpuInterruptsPerSecond" };

/** What the shared row-report reader (src/formats/sysstat/row-report*.ts) needs of sar: its columns and events. */
export const SAR_REPORT: RowReportSpec = { format: "sar", keyColumns: KEY_COLUMNS, textColumns: TEXT_COLUMNS, sectionOf, percentRangeOf, events: true, grouped: SAR_INTERRUPTS };
