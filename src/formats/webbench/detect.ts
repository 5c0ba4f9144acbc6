import { detectHead } from "../../kit/detect.js";

/**
 * Scores text as webbench output. The banner is certain; the result lines are nearly so, also when pasted into
 * the middle of a line (table cells); the header lines alone, or the tool's usage/URL errors, are good signs.
 */
export function detectWebbench(text: string): number {
  const head = detectHead(text);
  if (/^[ \t]*Web[Bb]ench - Simple Web Benchmark\b/m.test(head)) return 1;
  if (/Speed[ \t]*=[ \t]*-?\d+ pages\/min, -?\d+ bytes\/sec/.test(head)) return 0.95;
  if (/Requests: \d+ su[sc]ceed, \d+ failed/.test(head)) return 0.9;
  if (/^Benchmarking: (?:GET|HEAD|OPTIONS|TRACE|POST) \S+/m.test(head) && /^\d+ clients?, running -?\d+ sec/m.test(head)) return 0.9;
  if (/^Run+ing info: \d+ clients?, running -?\d+ sec/m.test(head)) return 0.9;
  if (/^\d+ clients?, running -?\d+ sec(?:, [a-z ]+.*)?\.$/m.test(head)) return 0.7;
  if (/^webbench(?:: Missing URL!| \[option\]\.\.\. URL)$/m.test(head)) return 0.8;
  return 0;
}
