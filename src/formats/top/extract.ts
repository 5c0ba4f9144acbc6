/** Finding top's output in other text (extract), and its command line. */
import { DATE_LINE, type ExtractSignature, type LineTest } from "../../kit/line-tests.js";
import { intArgument, numberArgument } from "../../kit/shell.js";
import type { ProgramSpec } from "../../kit/format.js";

/** top, as procps's getopt reads it. */
export const topProgram: ProgramSpec = {
  name: "top",
  shortWithValue: "ndpuUoOswEe",
  figures: (o) => ({ intervalSeconds: numberArgument(o.d), count: intArgument(o.n) }),
};

// top — FORMATS.md §4 (procps, BusyBox, FreeBSD, macOS)

const TOP_START = [
  /^top - \d{1,2}:\d\d:\d\d\s+up\b/, /^Mem: \d+K used, \d+K free/, /^last pid:\s+\d+;\s+load averages?:/, /^Processes: \d+ total/,
];

/** procps 2.0 (Linux 2.4): a bare uptime line (` 19:15:16  up 2 days, ...`) over `58 processes: ...`. */
const PROCPS2_START: LineTest = (t, next) => /^ {0,3}\d\d?:\d\d(?::\d\d)?(?:[ap]m)? +up /.test(t) && next !== undefined && /^\s*\d+ processes:/.test(next);

/** A procps frame copied without its first line: from its task line, or its process table alone (raw.ts startsHeadless). */
const HEADLESS_START = [/^(?:Tasks|Threads):\s+\d+ total,\s+\d+ running,/, /^\s*PID\s+USER\s+PR\s+NI\s+VIRT\s+RES\s/];

export const topSignature: ExtractSignature = {
  start: [...TOP_START, PROCPS2_START, ...HEADLESS_START],
  body: [
    ...TOP_START, PROCPS2_START, /^\s+\d+k active,/, /^\s*\S[^:]{0,24}:/, /^\s*PID\s/, /^\s*\d+\s+\S+(?:\s+\S+){3,}/, /^\d+ processes:/, /^-{2,}\s*$/, DATE_LINE,
  ],
  lead: [DATE_LINE],
  splitBefore: [
    /top - \d{1,2}:\d\d:\d\d up/, /(?:Tasks|Threads):\s+\d+ total/, /%?Cpu(?:\(s\)|\d+)\s*:/, /(?:[KMGTPE]iB )?Mem\s*:\s+[\d.,]+ total/,
    /(?:[KMGTPE]iB )?Swap:\s+[\d.,]+ total/, /PID\s+USER/,
  ],
};
