import { detectHead } from "../../../kit/detect.js";

/** How much of the input the detector looks at. */
const WINDOW = 16 * 1024;

/** sadf -d's column header line, at the start of a line. */
const HEADER = /(?:^|\n)# ?hostname;interval;timestamp;[^\n;]+/;
/** A data line: `host;interval;2026-12-06 02:35:38 UTC;...` (or `-t`/`-T` without the zone), at the start of a line. */
const ROW = /(?:^|\n)[^\s;]+;-?\d{1,10};\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?: [A-Za-z][\w+-]{0,15})?;[^\n]/g;
/** A data line of `-U` (epoch seconds). */
const EPOCH_ROW = /(?:^|\n)[^\s;]+;-?\d{1,10};\d{9,11};[^\n]/g;

/**
 * Scores text as sadf -d output: its column header line (`# hostname;interval;timestamp;...`) says so; rows alone (a
 * copy without the header) score by how many there are.
 */
export function detectSarCsv(text: string): number {
  const head = detectHead(text, WINDOW);
  if (HEADER.test(head)) return 1;
  const rows = (head.match(ROW)?.length ?? 0) + (head.match(EPOCH_ROW)?.length ?? 0) / 2;
  return rows >= 3 ? 0.8 : rows >= 1 ? 0.5 : 0;
}
