import { FINISHED, MESSAGE, REQUESTS, SPAWNING, STARTING, STATUS_CODES, TABLE_HEADER, TABLE_ROW, TRAFFIC, USAGE, VERSION } from "./lines.js";
import { detectHead } from "../../kit/detect.js";


/** True when one line of `lines` passes `test` (line by line: no pattern runs across the window). */
function anyLine(lines: readonly string[], test: RegExp): boolean {
  for (const line of lines) if (test.test(line)) return true;
  return false;
}

/**
 * Scores text as h2load output. The finished line, the requests line with the status codes or traffic line, the
 * head (`starting benchmark...` with a spawning line) or the version line are certain; the statistics table alone
 * (a summary pasted in part) or the usage text nearly so; a spawning line alone or h2load's messages are good signs.
 */
export function detectH2load(text: string): number {
  const lines = detectHead(text).split("\n");
  if (anyLine(lines, FINISHED) || anyLine(lines, VERSION)) return 1;
  if (anyLine(lines, REQUESTS) && (anyLine(lines, STATUS_CODES) || anyLine(lines, TRAFFIC))) return 1;
  if (anyLine(lines, STARTING) && anyLine(lines, SPAWNING)) return 1;
  if (anyLine(lines, TABLE_HEADER) && anyLine(lines, TABLE_ROW)) return 0.9;
  if (anyLine(lines, USAGE) || anyLine(lines, SPAWNING)) return 0.9;
  if (anyLine(lines, REQUESTS) || anyLine(lines, STARTING)) return 0.7;
  if (anyLine(lines, MESSAGE)) return 0.5;
  return 0;
}
