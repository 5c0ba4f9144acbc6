import { jsonObjectHead } from "../../../kit/detect.js";
/** How much of the input the detector looks at. */
const WINDOW = 16 * 1024;
const B = "[ \\t\\r\\n]*";

/**
 * Scores text as vegeta's JSON: a JSON object (at the start of a line: lines pasted before it let be) that is a report
 * (`"latencies": {` with `"bytes_in"` and `"status_codes"`) or an `encode` line (`"seq"`, `"latency"`, `"bytes_in"`).
 */
export function detectVegetaJson(text: string): number {
  const head = jsonObjectHead(text.slice(0, WINDOW));
  if (head === undefined) return 0;
  if (new RegExp(`"latencies"${B}:${B}\\{`).test(head) && /"bytes_in"/.test(head) && /"status_codes"/.test(head)) return 1;
  if (new RegExp(`"seq"${B}:${B}\\d`).test(head) && new RegExp(`"latency"${B}:${B}\\d`).test(head) && /"bytes_in"/.test(head)) return 1;
  return 0;
}
