import { BUCKET, DURATION, HISTOGRAM_HEADER, LATENCIES, REQUESTS, STATUS_CODES, SUCCESS } from "./lines.js";
import { detectHead } from "../../kit/detect.js";


/**
 * Scores text as `vegeta report` output: its Requests row with its Latencies or Duration row, or the histogram's
 * header with a bucket row, are certain; one of vegeta's bracketed rows alone is a good sign.
 */
export function detectVegeta(text: string): number {
  const lines = detectHead(text).split("\n");
  const has = (re: RegExp): boolean => lines.some((l) => re.test(l));
  if (has(REQUESTS) && (has(LATENCIES) || has(DURATION))) return 1;
  if (has(HISTOGRAM_HEADER) && has(BUCKET)) return 1;
  if (has(REQUESTS) || has(LATENCIES) || has(STATUS_CODES) || has(SUCCESS) || has(HISTOGRAM_HEADER)) return 0.8;
  return 0;
}
