import { detectHead } from "../../kit/detect.js";
import { BUCKET, DETAIL, OWN_LINES, PERCENTILE, startsSummary, STATUS_ROW, TIMES, TITLES } from "./lines.js";

/**
 * Scores text as oha output. `Summary:` with oha's `Success rate:` line after it is certain; a line only oha prints
 * (`Success rate:`, `Size/sec: 6.44 MiB`, `Response time distribution:`, `10.00% in`) with its times nearly so; its
 * histogram, percentile and Details rows with a unit oha prints, a good sign.
 */
export function detectOha(text: string): number {
  const lines = detectHead(text).split("\n");
  const has = (test: RegExp): boolean => lines.some((l) => test.test(l));
  let next: string | undefined;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (startsSummary(line, next)) return 1;
    if (line.trim() !== "") next = line;
  }
  const own = OWN_LINES.some(has);
  if (own && (has(TIMES) || has(PERCENTILE) || has(DETAIL))) return 0.95;
  if (own && (has(TITLES) || has(STATUS_ROW))) return 0.8;
  if (own) return 0.5;
  return 0;
}
