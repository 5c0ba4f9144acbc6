import { jsonObjectHead } from "../../../kit/detect.js";
/** How much of the input the detector looks at. */
const WINDOW = 16 * 1024;
/** One of k6's own metrics as a member whose value is an object (`"http_reqs": {`). */
const K6_METRIC = /"(?:http_reqs|http_req_duration|http_req_failed|iterations|iteration_duration|vus_max|data_received|data_sent|checks)(?:\{[^"\n]*\})?"[ \t\r\n]*:[ \t\r\n]*\{/;

/**
 * Scores text as k6's JSON summary: a JSON object (at the start of a line: lines pasted before it let be)
 * with a `"metrics"` member and `"root_group"` (both --summary-export and handleSummary's data have it) is certain;
 * `"metrics"` with one of k6's own metrics as an object member nearly so (a document cut before root_group).
 */
export function detectK6Json(text: string): number {
  const head = jsonObjectHead(text.slice(0, WINDOW));
  if (head === undefined || !/"metrics"[ \t\r\n]*:[ \t\r\n]*\{/.test(head)) return 0;
  if (/"root_group"[ \t\r\n]*:[ \t\r\n]*\{/.test(head)) return 1;
  return K6_METRIC.test(head) ? 0.9 : 0;
}
