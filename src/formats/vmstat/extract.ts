/** Finding vmstat's output in other text (extract), and its command line. */
import type { ExtractSignature, LineTest } from "../../kit/line-tests.js";
import { intArgument, numberArgument } from "../../kit/shell.js";
import type { ProgramSpec } from "../../kit/format.js";
import { englishListLabel, isBannerLine, isPartitionHeaderContinuation, partitionHeader, wordsOf } from "./labels.js";

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
const BANNER: LineTest = (t) => !/\d/.test(t) && isBannerLine(wordsOf(t));
/** A column header over a row of the main report, -d or -p. */
const HEADER: LineTest = (t, next) =>
  next !== undefined && !/^\s*\d/.test(t) && /^\s*(?:\S+\s+){3,18}\S+\s*$/.test(t) && (ROW.test(next) || DISK_ROW.test(next) || (PARTITION_ROW.test(next) && partitionHeader([wordsOf(t)]) === "complete"));
/** The first line of -p's header, in any language (de's runs over three lines), and its later lines. */
const PARTITION_HEADER: LineTest = (t) => partitionHeader([wordsOf(t)]) !== undefined;
const PARTITION_HEADER_MORE: LineTest = (t) => isPartitionHeaderContinuation(wordsOf(t));
/** The English label of a -s/-D/-f line (`     24684092 K total memory`, `  10 Lesevorgänge gesamt`), in any language procps ships. */
function listLabel(t: string): string | undefined {
  const m = /^\s{0,12}\d{1,20}\s+(\S(?:.*\S)?)\s*$/.exec(t);
  if (m === null) return undefined;
  return englishListLabel(m[1]!) ?? (/^[bBkKmM]\s/.test(m[1]!) ? englishListLabel(m[1]!.slice(2)) : undefined);
}
const LIST_LINE: LineTest = (t) => listLabel(t) !== undefined;
const LIST_START: LineTest = (t) => {
  const label = listLabel(t);
  return label === "total memory" || label === "disks" || label === "forks";
};

export const vmstatSignature: ExtractSignature = {
  start: [BANNER, HEADER, PARTITION_HEADER, LIST_START],
  body: [BANNER, HEADER, PARTITION_HEADER, PARTITION_HEADER_MORE, ROW, DISK_ROW, PARTITION_ROW, LIST_LINE],
  splitBefore: [/procs -+memory/, /(?<!-)--procs--/],
};
