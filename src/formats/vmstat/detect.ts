import { diskColumnHeader, englishListLabel, isCutHeader, isDashedGroupLine, isDiskBanner, partitionHeader, wordsOf } from "./labels.js";
import { detectHead } from "../../kit/detect.js";


/** The main report's English header (procps 3.2 to 4.x, -a, -t's zone name at the end). */
const ENGLISH_HEADER = /^\s*r\s+b\s+swpd\s+free\s+(?:buff\s+cache|inact\s+active)\s+si\s+so\s+bi\s+bo\s+in\s+cs\s+us\s+sy\s+id\s+wa(?:\s+st)?(?:\s+(?:gu|ge))?(?:\s+\S+)?\s*$/;
/** A row of the main report: 16 to 18 integers, then -t's date and time. */
const ROW = /^\s*\d+(?:\s+\d+){15,17}(?:\s+\d{4}-\d\d-\d\d\s+\d\d:\d\d:\d\d)?\s*$/;
/** A header line: 16 to 19 words, none a number. */
const ANY_HEADER = /^\s*(?:[^\s\d][^\s]*\s+){15,18}[^\s\d][^\s]*\s*$/;
const LIST_LINE = /^\s{0,12}(\d{1,20})\s+(\S(?:.*\S)?)\s*$/;
/** A row of numbers only (for a header cut like its rows: isCutHeader). */
const CUT_ROW = /^\s*\d+(?:\s+\d+)*\s*$/;

/**
 * Scores text as vmstat output: the main report's header over a row of 16-18 numbers (English: certain; another
 * language: under a dashed group line), the -d and -p headers (English or translated), or -s/-D/-f lines whose labels
 * vmstat prints.
 */
export function detectVmstat(text: string): number {
  const lines = detectHead(text, 16 * 1024).replace(/[\u200b-\u200d\u2060\ufeff]/g, "").split("\n", 60);
  let listLines = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = nextNonBlank(lines, i);
    if (ENGLISH_HEADER.test(line) && next !== undefined && ROW.test(next)) return 1;
    const words = wordsOf(line);
    if (isDiskBanner(words) || diskColumnHeader(words) !== undefined || isPartitionHeader(lines, i)) return 1;
    if (ANY_HEADER.test(line) && next !== undefined && ROW.test(next) && i > 0 && isDashedGroupLine(lines[i - 1]!.trim().split(/\s+/))) return 0.9;
    // lines cut after `bi` (a mail client, a book): the English header's first columns over rows of as many numbers
    // or fewer
    if (words.length >= 8 && isCutHeader(words) && next !== undefined && CUT_ROW.test(next) && wordsOf(next).length >= 8 && wordsOf(next).length <= words.length) return 0.9;
    const m = LIST_LINE.exec(line);
    if (m) {
      const label = m[2]!;
      const english = englishListLabel(label) ?? englishListLabel(label.replace(/^[bBkKmM]\s+/, ""));
      if (english === "total memory" || english === "disks") return 1;
      if (english !== undefined) listLines++;
    }
  }
  if (listLines >= 3) return 0.9;
  const nonBlank = lines.filter((l) => l.trim() !== "");
  if (nonBlank.length === 1 && /^\s*\d+ forks\s*$/.test(nonBlank[0]!)) return 0.8;
  return 0;
}

/** True when line i starts -p's header (de's runs over three lines). */
function isPartitionHeader(lines: string[], i: number): boolean {
  const header: string[][] = [];
  for (let j = i; j < Math.min(lines.length, i + 3); j++) {
    header.push(wordsOf(lines[j]!));
    const p = partitionHeader(header);
    if (p !== "partial") return p === "complete";
  }
  return false;
}

function nextNonBlank(lines: string[], i: number): string | undefined {
  for (let j = i + 1; j < lines.length; j++) if (lines[j]!.trim() !== "") return lines[j];
  return undefined;
}
