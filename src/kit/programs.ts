import type { ProgramSpec } from "./format.js";

/**
 * curl and wget, as their getopt reads them (only the options that take a value matter): the programs that fetch a
 * status page (nginx stub_status and the other servers' pages), declared by each status-page format as its programs.
 */
export const FETCH_PROGRAMS: readonly ProgramSpec[] = [
  { name: "curl", shortWithValue: "HXodAeEuUmrwx", expectOutput: false },
  { name: "wget", shortWithValue: "Oo", expectOutput: false },
];
