import { detectHead } from "../../../kit/detect.js";

/** How much of the input the detector looks at (one result is about 1.5 KB). */
const WINDOW = 16 * 1024;

/**
 * Scores text as autocannon --json: a JSON object at a line's start with autocannon's result objects (`"latency": {`,
 * `"throughput": {`) and members no other tool's JSON has (`"p97_5"`, `"sampleInt"`, `"statusCodeStats"`).
 */
export function detectAutocannonJson(text: string): number {
  const head = detectHead(text, WINDOW);
  if (!/(?:^|\n)\ufeff?\s*\{\s*"/.test(head)) return 0;
  if (!/"latency"\s*:\s*\{/.test(head) || !/"throughput"\s*:\s*\{/.test(head)) return 0;
  return /"(?:p97_5|sampleInt|statusCodeStats)"\s*:/.test(head) ? 1 : 0;
}
