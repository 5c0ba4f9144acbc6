import { detectHead } from "../../kit/detect.js";

const PAGE = /^[ \t]*Active connections: *\d+[ \t]*\n[ \t]*server accepts handled requests(?: request_time)?[ \t]*\n/m;

/**
 * Scores text as nginx stub_status output. The page's first two lines are unique to it: certain when the text starts
 * with them (after blank lines, a timestamp line or an HTTP head), nearly so when they appear further down.
 */
export function detectStubStatus(text: string): number {
  const head = detectHead(text);
  const m = PAGE.exec(head);
  if (!m) return 0;
  const before = head.slice(0, m.index).split("\n").filter((l) => l.trim() !== "");
  if (before.length === 0) return 1;
  // A timestamp line, or the HTTP head that curl -i prints (status line, headers).
  if (before.length <= 12 && (before.length === 1 || /^HTTP\/[\d.]+ \d{3}/.test(before[0]!.trim()))) return 0.95;
  return 0.6;
}
