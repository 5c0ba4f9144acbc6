import { lineHasThen } from "../../kit/line-scan.js";
import { OLD_HEADER, sysstatToolOf } from "../sysstat/detect.js";

/** How much of the input the detector looks at. */
const WINDOW = 64 * 1024;

/**
 * `^\S+ \S+ \(.*\)[ \t]+\S.*[ \t]_[^\s_][^\s]*_[ \t]+\(\d+ CPU\)[ \t]*$` (multiline), read in two parts by lineHasThen: the
 * host in parentheses, then the tag and CPU count at the end. As one pattern its two `.*` retry each other's every
 * split of a long line.
 */
const SYSSTAT_HOST = /^\S+ \S+ \(.*?\)[ \t]+\S/m;
const SYSSTAT_END = /.*[ \t]_[^\s_][^\s]*_[ \t]+\(\d+ CPU\)[ \t]*$/my;
const UNIX_HEADER = /^(?:AIX|HP-UX|SunOS) \S+ .*\d{1,4}\/\d{1,2}\/\d{2,4}[ \t]*$/m;
// (a literal's source, not String.raw: a raw template keeps no \u escape, and the CLI bundle is ASCII only)
const CLOCK = /(?:\d{1,2}:\d{2}:\d{2}(?: ?[AaPp]\.?[Mm]\.?)?|\d{1,2}[时時]\d{1,2}分\d{1,2}秒|\d{1,2}시 ?\d{1,2}분 ?\d{1,2}초)/.source;
const TIMED_ROW = new RegExp(`^${CLOCK}[ \\t]+\\S`, "m");
/** A column header row with a name only sar prints. */
// `[ \t].*`, not `[ \t]+.*`: the two overlap, and every split of a long run of blanks would be retried.
const SAR_COLUMNS = new RegExp(
  `^${CLOCK}[ \\t].*(?:%user|%usr|%iowait|kbmemfree|kbswpfree|proc/s|cswch/s|pswpin/s|pgpgin/s|bread/s|runq-sz|ldavg-1|IFACE|rxpck/s|rxkB/s|totsck|dentunusd|areq-sz|rd_sec/s|%memused|frmpg/s|LINUX RESTART)`,
  "m",
);
/** atsar/atopsar header rows end with a tag such as `_cpu_` (mid-line in copies flattened onto one line): not ours. */
const ATSAR_TIME = /\d{1,2}:\d{2}:\d{2}[ \t]/;
/** After an ATSAR_TIME on the same line (lineHasThen: one `[^\n]*?` pattern rescans the line from every time). */
const ATSAR_TAG = /[ \t]_[a-z][a-z0-9]*_(?=[ \t]|$)/gm;

/**
 * Scores text as sysstat sar output: the report header (`Linux 6.1.0 (host) \t01/15/24 \t_x86_64_\t(8 CPU)`) is
 * certain; older headers and Unix sar headers followed by timed rows nearly so; a pasted table without the header
 * is recognised by sar's column names. A binary sa data file scores low so that parsing it explains what to do.
 */
export function detectSar(text: string): number {
  const head = text.slice(0, WINDOW);
  if (isBinarySa(head)) return 0.5;
  if (lineHasThen(head, ATSAR_TIME, ATSAR_TAG) || /analysis date:/.test(head)) return 0;
  // iostat, mpstat and pidstat print the same report header: their column header rows tell them apart
  // (src/formats/sysstat/detect.ts)
  const owner = sysstatToolOf(head);
  if (owner !== undefined && owner !== "sar") return 0;
  const timed = TIMED_ROW.test(head);
  // the header alone: sure once a row follows (before that, iostat's or mpstat's rows may yet come)
  if (lineHasThen(head, SYSSTAT_HOST, SYSSTAT_END, /[\n\r\u2028\u2029]/)) return timed ? 1 : 0.85;
  if (OLD_HEADER.test(head) && timed) return 0.9;
  if (UNIX_HEADER.test(head) && timed) return 0.8;
  if (SAR_COLUMNS.test(head)) return 0.7;
  return 0;
}

/**
 * True for a binary sysstat data file (what sadc writes and `sar -f` reads) that was read as text: it begins with
 * sysstat's magic number 0xd596, stored little-endian (bytes 96 d5), which a UTF-8 reader turns into replacement
 * characters and a Latin-1 reader into "\u0096\u00d5", and it holds NUL characters.
 */
export function isBinarySa(text: string): boolean {
  return /^(?:\ufffd|\u0096)(?:\ufffd|\u00d5)/.test(text) && text.slice(0, 4096).includes("\u0000");
}
