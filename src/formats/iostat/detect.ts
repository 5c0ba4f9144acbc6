import { sysstatScore } from "../sysstat/detect.js";

/** How much of the input the detector looks at. */
const WINDOW = 64 * 1024;

/**
 * Scores text as iostat output: sysstat's report header with iostat's `avg-cpu:` or `Device` header rows is certain
 * (sar and mpstat print neither: their rows start with a clock); the rows without the report header nearly so.
 */
export function detectIostat(text: string): number {
  return sysstatScore(text.slice(0, WINDOW), "iostat");
}
