import type { ProgramSpec } from "../types.js";

/** curl and wget, the programs that fetch status pages, as their getopt reads them (only the options that take a value matter here). */
export const fetchPrograms: readonly ProgramSpec[] = [
  { name: "curl", shortWithValue: "HXodAeEuUmrwx", expectOutput: false },
  { name: "wget", shortWithValue: "Oo", expectOutput: false },
];
