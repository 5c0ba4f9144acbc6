import { sysstatScore } from "../sysstat/detect.js";

/** How much of the input the detector looks at. */
const WINDOW = 64 * 1024;

/**
 * Scores text as pidstat output: sysstat's report header with one of pidstat's column header rows (the task's ids,
 * its activities, `Command` last: src/formats/sysstat/detect.ts) is certain; the rows without the report header
 * nearly so.
 */
export function detectPidstat(text: string): number {
  return sysstatScore(text.slice(0, WINDOW), "pidstat");
}
