import { lineHasThen } from "../../kit/line-scan.js";
import { detectHead } from "../../kit/detect.js";


/** The tags atsar and atopsar end their column headers with. */
const KNOWN_TAGS = "cpu|load|procthr|gpu|mem|swap|lvm|mdd|dsk|ib|nfm|nfc|nfs|if|ipv4|icmpv4|udpv4|ipv6|icmpv6|icmp6|udpv6|tcp|http|top3";
const BANNER = /^-{3,}[ \t]*analysis[ \t]+date:[ \t]+\d{4}\/\d{1,2}\/\d{1,2}/m;
const RESTART = /^\d{1,2}:\d{2}:\d{2}[ \t]+\.{3,}[ \t]*logging restarted/m;
/** A column header line: clock time, column names, a tag at the end (possibly glued: `maxmbps_if_`). */
// `[ \t][^\n]*?`, not `[ \t]+[^\n]*?`: the two overlap, and every split of a long run of blanks would be retried.
const HEADER_LINE = new RegExp(String.raw`^\d{1,2}:\d{2}:\d{2}[ \t][^\n]*?_(${KNOWN_TAGS})_[ \t]*$`, "m");
const ANY_TAG_LINE = /^\d{1,2}:\d{2}:\d{2}[ \t]+\S[^\n]*?_[a-z0-9]+_[ \t]*$/m;
/** Line breaks lost (pasted into a table cell): `16:09:26 cpu %usr ... _cpu_ 16:09:30 all 90 ...` */
/** Read as `FLATTENED_TIME[^\n]*?FLATTENED_TAG` by lineHasThen (one regular expression is quadratic on a line of times). */
const FLATTENED_TIME = /(?:^|[ \t])\d{1,2}:\d{2}:\d{2}[ \t]/;
const FLATTENED_TAG = new RegExp(String.raw`[ \t]_(${KNOWN_TAGS})_[ \t]+\d{1,2}:\d{2}:\d{2}[ \t]`, "g");

/**
 * Scores text as atsar/atopsar output (FORMATS.md §8): the `analysis date:` banner, a column header that starts with
 * a clock time and ends with a known tag (`_cpu_`, `_mem_`, `_dsk_`, ...), or such a header followed on the same line
 * by the next clock time (output whose line breaks were lost). sar's report header ends with `_x86_64_` too, but
 * never starts with a clock time.
 */
export function detectAtsar(text: string): number {
  const head = detectHead(text, 16 * 1024);
  if (BANNER.test(head)) return 1;
  if (HEADER_LINE.test(head)) return 0.95;
  if (lineHasThen(head, FLATTENED_TIME, FLATTENED_TAG)) return 0.9;
  if (RESTART.test(head)) return 0.8;
  if (ANY_TAG_LINE.test(head)) return 0.5;
  return 0;
}
