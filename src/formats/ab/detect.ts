import { detectHead } from "../../kit/detect.js";

/**
 * Scores text as ab output: the banner is certain; the results labels (also in fragments pasted without the banner)
 * and the HTML table (-w) are nearly so.
 */
export function detectAb(text: string): number {
  const head = detectHead(text);
  if (/^[ \t]*This is ApacheBench, Version /m.test(head)) return 1;
  // `[^<>]*`, not `[^>]*`: the latter rescans to the end of the window from every `<th` when no `>` follows.
  if (/<th[^<>]*>Server Software:<\/th>/.test(head)) return 0.95;
  const labels = [/^[ \t]*Concurrency Level:/m, /^[ \t]*Time taken for tests:/m, /^[ \t]*Complete requests:/m, /^[ \t]*Requests per second:/m, /^[ \t]*Server Software:/m];
  const hits = labels.filter((re) => re.test(head)).length;
  if (hits >= 2) return 0.9;
  if (/^Usage: \S*ab(?:\.exe|s)? \[options\] \[http/m.test(head)) return 0.8;
  if (/^Benchmarking \S+ (?:through \S+ )?\(be patient\)/m.test(head)) return 0.8;
  if (/^[ \t]*Percentage of the requests served within a certain time \(ms\)/m.test(head)) return 0.6;
  if (/^Con+ection Times \(ms\)/m.test(head)) return 0.6;
  // ab's stderr alone: progress lines.
  if (/^Completed \d+ requests[ \t]*$/m.test(head) && /^Finished \d+ requests/m.test(head)) return 0.5;
  return 0;
}
