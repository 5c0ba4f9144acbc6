import { CHECK, EXECUTION, METRIC, PROGRESS, TITLE, TOTAL_RESULTS } from "./lines.js";
import { detectHead } from "../../kit/detect.js";


/** k6's own metric names: one of them with its dot leader makes the text a k6 summary. */
const K6_METRIC = /^\s*(?:[\u2713\u2717] )?(?:http_req_duration|http_reqs|iteration_duration|iterations|vus_max|data_received|data_sent|checks(?:_total)?)\.{2,}: /;

/**
 * Scores text as a k6 summary: one of k6's built-in metrics with its dot leader, or `█ TOTAL RESULTS`, is certain;
 * other metric lines with the execution head or a progress line nearly so.
 */
export function detectK6(text: string): number {
  const lines = detectHead(text).split("\n");
  const has = (re: RegExp): boolean => lines.some((l) => re.test(l));
  if (has(K6_METRIC) || has(TOTAL_RESULTS)) return 1;
  if (has(METRIC) && (has(EXECUTION) || has(PROGRESS) || has(TITLE))) return 0.9;
  if (has(EXECUTION) && has(PROGRESS)) return 0.8;
  if (has(METRIC) && has(CHECK)) return 0.6;
  return 0;
}
