import { sysstatScore } from "../sysstat/detect.js";

/** How much of the input the detector looks at. */
const WINDOW = 64 * 1024;

/**
 * Scores text as mpstat output: sysstat's report header with one of mpstat's own column header rows (`CPU %usr
 * %nice %sys %iowait %irq`, `CPU intr/s`, `NODE ...`, `CPU HI/s`, src/formats/sysstat/detect.ts) is certain; the rows
 * without the report header nearly so.
 */
export function detectMpstat(text: string): number {
  return sysstatScore(text.slice(0, WINDOW), "mpstat");
}
