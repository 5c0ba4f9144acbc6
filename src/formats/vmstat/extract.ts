/** Finding vmstat's output in other text (extract), and its command line. */
import type { ExtractSignature, LineTest } from "../../extract/line-tests.js";
import { intArgument, numberArgument } from "../../extract/shell.js";
import type { ProgramSpec } from "../types.js";
import { englishListLabel } from "./labels.js";

/** vmstat (procps, procps-ng): `vmstat [options] [delay [count]]`, getopt `afmnsdDp:S:wthVy`. */
export const vmstatProgram: ProgramSpec = {
  name: "vmstat",
  shortWithValue: "pS",
  longWithValue: ["partition", "unit"],
  figures: (_options, operands) => ({ intervalSeconds: numberArgument(operands[0]), count: intArgument(operands[1]) }),
};

// vmstat — FORMATS-more.md §13. Headers may be translated; rows are integers.

const ROW = /^\s*\d+(?:\s+\d+){15,17}(?:\s+\d{4}-\d\d-\d\d\s+\d\d:\d\d:\d\d)?\s*$/;
const DISK_ROW = /^\s*\S+(?:\s+-?\d+){10}(?:\s+\d{4}-\d\d-\d\d\s+\d\d:\d\d:\d\d)?\s*$/;
const PARTITION_ROW = /^\s*\d+\s+\d+\s+\d+\s+\d+\s*$/;
/** The dashed group line: `procs -----------memory---------- ---swap-- ...`, `--procs-- ...`, `disk- ----reads---- ...`. */
const BANNER: LineTest = (t) => /^\s*\S+\s+(?:\S*--\S*\s+){2,}\S*--/.test(t) && !/\d/.test(t.replace(/-+/g, ""));
/** A column header over a row of the main report, -d or -p. */
const HEADER: LineTest = (t, next) =>
  next !== undefined && !/^\s*\d/.test(t) && /^\s*(?:\S+\s+){3,18}\S+\s*$/.test(t) && (ROW.test(next) || DISK_ROW.test(next) || (PARTITION_ROW.test(next) && /reads/.test(t)));
const LIST_LINE: LineTest = (t) => {
  const m = /^\s{0,12}\d{1,20}\s+(\S.*?)\s*$/.exec(t);
  return m !== null && (englishListLabel(m[1]!) ?? englishListLabel(m[1]!.replace(/^[bBkKmM]\s+/, ""))) !== undefined;
};
const LIST_START: LineTest = (t) => /^\s{0,12}\d+\s+(?:[bBkKmM]\s+total memory|disks|forks)\s*$/.test(t);

export const vmstatSignature: ExtractSignature = {
  start: [BANNER, HEADER, LIST_START],
  body: [BANNER, HEADER, ROW, DISK_ROW, PARTITION_ROW, LIST_LINE],
  splitBefore: [/procs -+memory/, /(?<!-)--procs--/],
};
