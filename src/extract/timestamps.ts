/**
 * CI logs put a timestamp in front of every line (GitHub Actions `2024-01-02T03:04:05.1234567Z `, GitLab and
 * Jenkins `[12:00:01] `, `[2024-01-02 12:00:01] `). The prefix is removed so that the tools' output starts where
 * the parsers expect it, and kept on the line as `time`, which later tells when a run happened.
 */
import type { SourceLine } from "./lines.js";

/** The prefixes we recognise, tried in this order. Each captures the timestamp in group 1. */
export const CI_TIMESTAMP_PREFIXES: readonly { name: string; pattern: RegExp }[] = [
  { name: "iso", pattern: /^(\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?)(?:[ \t]|$)/ },
  { name: "bracketed-iso", pattern: /^\[(\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?)\][ \t]?/ },
  { name: "bracketed-clock", pattern: /^\[(\d{1,2}:\d\d:\d\d(?:[.,]\d+)?)\][ \t]?/ },
];

/** Share of non-blank lines that must carry the same prefix before we treat the document as a CI log. */
const MIN_SHARE = 0.5;
const MIN_LINES = 3;

/**
 * Removes the CI timestamp prefix from every line that has it, when the document is a CI log: at least half of its
 * non-blank lines (and three or more) start with the same kind of prefix. A monitoring log whose own `date` lines
 * stand alone between outputs is not one. Returns the style found, if any.
 *
 * @example
 * stripCiTimestamps([{ text: "[12:00:01] Speed=60 pages/min, 0 bytes/sec.", line: 1 }, ...]).lines[0]
 * //=> { text: "Speed=60 pages/min, 0 bytes/sec.", line: 1, time: "12:00:01" }
 */
export function stripCiTimestamps(lines: SourceLine[]): { lines: SourceLine[]; style?: string } {
  const nonBlank = lines.filter((l) => l.text.trim() !== "");
  if (nonBlank.length < MIN_LINES) return { lines };
  for (const { name, pattern } of CI_TIMESTAMP_PREFIXES) {
    let hits = 0;
    for (const l of nonBlank) if (pattern.test(l.text)) hits++;
    if (hits < MIN_LINES || hits / nonBlank.length < MIN_SHARE) continue;
    return {
      style: name,
      lines: lines.map((l) => {
        const m = pattern.exec(l.text);
        if (!m) return l;
        return { ...l, text: l.text.slice(m[0].length), time: m[1]! };
      }),
    };
  }
  return { lines };
}
