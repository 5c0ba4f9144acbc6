/** Finding atsar's and atopsar's output in other text (extract), and their command lines. */
import { mostlyNumeric, ROW_TIME, TAG_AT_END, TIME_ROW, tokens, type ExtractSignature, type LineTest } from "../../kit/line-tests.js";
import { intervalAndCount, sarProgram } from "../sysstat/command.js";
import type { ProgramSpec } from "../../kit/format.js";

/** atsar takes sar's options; atopsar has its own. Both: `[interval [count]]`. */
export const atsarPrograms: readonly ProgramSpec[] = [
  { ...sarProgram, name: "atsar" },
  { name: "atopsar", shortWithValue: "rbeSBIi", figures: (_options, operands) => intervalAndCount(operands) },
  sarProgram,
];

// atsar / atopsar — FORMATS.md §3.8: every report header ends in its tag (`_cpu_`, `_mem_`).

const ATSAR_HEADER: LineTest = (t) => TAG_AT_END.test(t) && (ROW_TIME.test(t.trim()) || !/^\s/.test(t));
/** atopsar's first line: `vm  6.18.44-fc-v782  #1 SMP PREEMPT_DYNAMIC @0  x86_64  2026/11/30`. */
// `#\S.*`, not `#\S+.*`: the two overlap and retry every split of a long word when the date is missing.
const ATOPSAR_HOST = /^\S+\s+\S+\s+#\S.*\s\d{4}\/\d\d\/\d\d\s*$/;
const CONTINUATION_ROW: LineTest = (t) => /^\s+\S/.test(t) && mostlyNumeric(tokens(t));

export const atsarSignature: ExtractSignature = {
  start: [ATSAR_HEADER, /analysis date: /],
  body: [ATSAR_HEADER, /analysis date: /, TIME_ROW, CONTINUATION_ROW, /logging restarted/, ATOPSAR_HOST],
  lead: [ATOPSAR_HOST],
  timeTable: true,
  splitBefore: [/(?<!-)-+ analysis date: /],
};
