/** Finding free's output in other text (extract), and its command line. */
import { DATE_LINE, type ExtractSignature, type LineTest } from "../../kit/line-tests.js";
import { intArgument, numberArgument } from "../../kit/shell.js";
import type { ProgramSpec } from "../../kit/format.js";

/** free, as its getopt reads it. */
export const freeProgram: ProgramSpec = {
  name: "free",
  shortWithValue: "sc",
  longWithValue: ["seconds", "count"],
  figures: (o) => ({
    intervalSeconds: numberArgument(o.s) ?? numberArgument(o.seconds),
    count: intArgument(o.c) ?? intArgument(o.count),
  }),
};

// free — FORMATS.md §5. Labels are translated (Speicher:, 内存：, 메모리:), so rows are "label: numbers".

const FREE_ROW = /^\s*[^\s\d:：][^:：]{0,20}[:：]\s*-?[\d.,]+[A-Za-z]*(?:\s+-?[\d.,]+[A-Za-z]*)+\s*$/;
const FREE_HEADER: LineTest = (t, next) => /^\s*\S+(?:\s+\S+){2,7}\s*$/.test(t) && !/\d/.test(t) && next !== undefined && FREE_ROW.test(next);

export const freeSignature: ExtractSignature = {
  start: [FREE_HEADER, /^\s*SwapUse\s+\d/],
  body: [FREE_HEADER, FREE_ROW, /^\s*SwapUse\s+\d/],
  lead: [DATE_LINE],
  splitBefore: [/total\s+used\s+free/, /(?:Mem|Swap|Total|Low|High|Comm):\s+\d/, /-\/\+ buffers(?:\/cache)?:/],
};
