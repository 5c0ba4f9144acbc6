import { CODES, HTTP_CODES, INTRO, STATS_HEADER, THROUGHPUT } from "./lines.js";
import { detectHead } from "../../kit/detect.js";


/**
 * Scores text as bombardier output: its intro or its `Statistics  Avg  Stdev  Max` header with the `HTTP codes:`
 * block is certain; the header or the codes line alone nearly so.
 */
export function detectBombardier(text: string): number {
  const lines = detectHead(text).split("\n");
  const has = (re: RegExp): boolean => lines.some((l) => re.test(l));
  const header = has(STATS_HEADER);
  const codes = has(HTTP_CODES) || has(CODES);
  if (has(INTRO) && (header || codes || has(THROUGHPUT))) return 1;
  if (header && codes) return 1;
  if (header || has(CODES)) return 0.9;
  if (has(INTRO)) return 0.8;
  return 0;
}
