import { MESSAGE, RUNNING, STATS_HEADER, THREADS, TOTALS, TRANSFER_PER_SEC, REQUESTS_PER_SEC, USAGE, VERSION } from "./lines.js";
import { detectHead } from "../../kit/detect.js";


/** True when one line of `head` passes `test` (line by line: no pattern runs across the window). */
function anyLine(lines: readonly string[], test: RegExp): boolean {
  for (const line of lines) if (test.test(line)) return true;
  return false;
}

/**
 * Scores text as wrk output. Its first two lines together, the Thread Stats header or the -v banner are certain;
 * the totals with the rate lines (a summary pasted without its head) nearly so; the usage text and wrk's stderr
 * messages alone are good signs.
 */
export function detectWrk(text: string): number {
  const lines = detectHead(text).split("\n");
  if (anyLine(lines, STATS_HEADER) || anyLine(lines, VERSION)) return 1;
  if (anyLine(lines, RUNNING) && anyLine(lines, THREADS)) return 1;
  if (anyLine(lines, TOTALS) && (anyLine(lines, REQUESTS_PER_SEC) || anyLine(lines, TRANSFER_PER_SEC))) return 0.9;
  if (anyLine(lines, USAGE)) return 0.9;
  // `Running 10s test @ URL` alone: a cut-off wrk run, unless `N connections` follows (autocannon prints both)
  if (anyLine(lines, RUNNING)) return anyLine(lines, /^\s*\d+ connections\b/) ? 0 : 0.7;
  if (anyLine(lines, MESSAGE)) return 0.5;
  return 0;
}
