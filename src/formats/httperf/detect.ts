import { BURST, CONNECTION_RATE, ECHO, ERRORS, MESSAGE, MORE_ERRORS, REPLY_STATUS, REPORT_LINES, RATE_SAMPLE, SESSION_LINES, TOTAL, USAGE, VERSION } from "./lines.js";
import { detectHead } from "../../kit/detect.js";


/** True when one line passes `test` (line by line: no pattern runs across the window). */
function anyLine(lines: readonly string[], test: RegExp): boolean {
  for (const line of lines) if (test.test(line)) return true;
  return false;
}

/**
 * Scores text as httperf output. The echoed command line, the Total line, the Connection rate, Reply status and
 * Errors lines are certain; the burst line, the version line and the usage text nearly so; the other report lines
 * and the -v samples are good signs; httperf's messages alone (its stderr) are a fair one.
 */
export function detectHttperf(text: string): number {
  const lines = detectHead(text).split("\n");
  if ([ECHO, TOTAL, CONNECTION_RATE, REPLY_STATUS, ERRORS, MORE_ERRORS].some((re) => anyLine(lines, re))) return 1;
  if ([BURST, VERSION, USAGE].some((re) => anyLine(lines, re))) return 0.9;
  if ([...REPORT_LINES, ...SESSION_LINES, RATE_SAMPLE].some((re) => anyLine(lines, re))) return 0.8;
  if (anyLine(lines, MESSAGE)) return 0.6;
  return 0;
}
