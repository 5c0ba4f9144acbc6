import { BUCKET, DETAIL, MESSAGE, OHA, PERCENTILE, REQUESTS_PER_SEC, startsSummary, STATUS_ROW, TIMES, TITLES, TOTAL, USAGE } from "./lines.js";
import { detectHead } from "../../kit/detect.js";


/**
 * Scores text as hey output. `Summary:` with hey's `Total:` line after it is certain; the Summary lines without their
 * title, or the histogram and percentile rows, nearly so; the usage text is a good sign, a message alone a weak one.
 * oha's look-alike summary (`Success rate:`, `Size/sec:`, `10.00% in`) is not hey's: 0.
 */
export function detectHey(text: string): number {
  const lines = detectHead(text).split("\n");
  const has = (test: RegExp): boolean => lines.some((l) => test.test(l));
  if (has(OHA)) return 0;
  let next: string | undefined;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (startsSummary(line, next)) return 1;
    if (line.trim() !== "") next = line;
  }
  if (has(TOTAL) && has(TIMES) && has(REQUESTS_PER_SEC)) return 0.9;
  if (has(BUCKET) && has(PERCENTILE)) return 0.85;
  if (has(USAGE)) return 0.9;
  if (has(TITLES) && (has(DETAIL) || has(STATUS_ROW))) return 0.7;
  if (has(MESSAGE)) return 0.4;
  return 0;
}
