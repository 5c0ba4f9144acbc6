import { detectHead } from "../../kit/detect.js";
import {
  AVAILABILITY, BANNER, gluedLines, COPYRIGHT, FAILURE_ABORT, JSON_LINE, JSON_RATE, LIFTING, LOG_FILE, LOG_HEADER, LOG_ROW, MESSAGE, NOTICE, PREPARING, RESPONSE,
  RESPONSE_CSV, TRANSACTION_RATE, TRANSACTIONS, UNDER_SIEGE, VERSION,
} from "./lines.js";


function anyLine(lines: readonly string[], test: RegExp): boolean {
  for (const line of lines) if (test.test(line)) return true;
  return false;
}

/**
 * Scores text as siege output. The banner, the log header, the results block's first lines together and the JSON
 * summary's keys are certain; the run's other stderr lines nearly so; per-request lines, a log row, siege's messages
 * and its log file notice alone are good signs (the other stream of a run, or a part of it).
 */
export function detectSiege(text: string): number {
  const lines = detectHead(text).split("\n");
  if (anyLine(lines, BANNER) || anyLine(lines, LOG_HEADER)) return 1;
  if (lines.some(gluedLines)) return 1;
  if (anyLine(lines, TRANSACTIONS) && (anyLine(lines, AVAILABILITY) || anyLine(lines, TRANSACTION_RATE))) return 1;
  if (anyLine(lines, JSON_RATE) && lines.filter((l) => JSON_LINE.test(l)).length >= 3) return 1;
  if (anyLine(lines, PREPARING) || anyLine(lines, UNDER_SIEGE) || anyLine(lines, LIFTING)) return 0.9;
  if (anyLine(lines, VERSION) && anyLine(lines, COPYRIGHT)) return 0.9;
  if (anyLine(lines, RESPONSE) || anyLine(lines, LOG_ROW)) return 0.8;
  if (anyLine(lines, FAILURE_ABORT)) return 0.8;
  if (anyLine(lines, LOG_FILE) && NOTICE.slice(0, 4).some((re) => anyLine(lines, re))) return 0.7;
  if (anyLine(lines, RESPONSE_CSV)) return 0.6;
  if (anyLine(lines, MESSAGE)) return 0.5;
  return 0;
}
