import { detectHead } from "../../../kit/detect.js";

/** How much of the input the detector looks at. */
const WINDOW = 16 * 1024;

/** A value line: `host\tinterval\t2026-12-06 02:35:38 UTC\tdevice\tfield\tvalue` (or `-U`'s epoch seconds). */
const LINE = /(?:^|\n)[^\s]+\t\d{1,10}\t(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?: [A-Za-z][\w+-]{0,15})?|\d{9,11})\t[^\t\n]+\t[^\t\n]+\t[^\t\n]*(?=\r?\n|$)/g;

/** Scores text as sadf -p output: by how many of its first lines are sadf -p's six tab-separated cells. */
export function detectSarTsv(text: string): number {
  const n = detectHead(text, WINDOW).match(LINE)?.length ?? 0;
  return n >= 3 ? 1 : n >= 1 ? 0.5 : 0;
}
