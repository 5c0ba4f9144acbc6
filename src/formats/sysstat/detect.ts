/**
 * Which sysstat tool printed a text: sar, iostat, mpstat and pidstat open with the same report header, so each
 * detector asks here whose rows follow it, and each format asks whose a column header row is before it reads the rows
 * under it (a format that sees another tool's header row refuses the text and names the tool).
 *
 * A column header row tells its tool by its words, whatever its clock or locale (FORMATS.md §3.4, FORMATS-more.md
 * §10-12, sysstat 5 to 12.7):
 * - pidstat: the task's ids, `PID` or `TGID TID` (every pidstat table; `UID`/`USER` before them since 10.1.4);
 * - mpstat: `%irq` right after `%iowait` (mpstat's CPU and NODE reports, every version: sar -u ALL prints `%steal`
 *   between them), `CPU intr/s` (sar prints `INTR intr/s`), an old CPU report ending in `intr/s`, `NODE`, or
 *   `CPU` then per-interrupt columns named as the kernel does (`0/s`, `NMI/s`, `HI/s`);
 * - sar: its item columns (IFACE, DEV, INTR, TTY, ...), `CPU` then `i000/s` columns, or a column of one of its
 *   activities (`%user`, `kbmemfree`, `proc/s`, `runq-sz`, ...), Unix sar's included;
 * - iostat: its rows never start with a clock: `avg-cpu:  %user`, `Device  tps`, `Device:  rrqm/s`, or the device
 *   column last (`-h`);
 * - atsar/atopsar (not sysstat, but printed as sar is): a header that ends with a tag (`_cpu_`, `maxmbps_if_`).
 */
import { stampLength } from "./header-row.js";
import { isNumberAt } from "../../../grammars/sysstat/rows.js";
import { lineHasThen } from "../../kit/line-scan.js";

/** A tool whose column header rows can be told from the others'. */
export type HeaderOwner = "sar" | "iostat" | "mpstat" | "pidstat" | "atsar";

/** `^\S+ \S+ \(.*\)[ \t]+\S.*[ \t]_[^\s_][^\s]*_[ \t]+\(\d+ CPU\)[ \t]*$`, read in two parts (see sar's detect). */
const SYSSTAT_HOST = /^\S+ \S+ \(.*?\)[ \t]+\S/m;
const SYSSTAT_END = /.*[ \t]_[^\s_][^\s]*_[ \t]+\(\d+ CPU\)[ \t]*$/my;
/** sysstat <= 8.1: no CPU count (and before that no architecture); the date may be words (`Thursday 06 April 2006`). */
export const OLD_HEADER = /^Linux \S+ \([^)\n]*\)[ \t]+\S+(?:[ \t]\S+){0,4}?(?:[ \t]+_\S+_)?[ \t]*$/m;

/** True when the text has sysstat's report header line (`Linux 6.1.0 (host) \t01/15/24 \t_x86_64_\t(8 CPU)`). */
export function hasReportHeader(head: string): boolean {
  return lineHasThen(head, SYSSTAT_HOST, SYSSTAT_END, /[\n\r\u2028\u2029]/);
}

/** sar's item columns (first, or last with --pretty and for -F, -m FAN/TEMP/IN); Unix sar's `device`. */
const SAR_KEYS: ReadonlySet<string> = new Set(["INTR", "IFACE", "DEV", "TTY", "FAN", "TEMP", "IN", "BUS", "BAT", "FCHOST", "FILESYSTEM", "MOUNTPOINT", "device"]);
/** A column of one of sar's activities (the markers of src/formats/sar/columns.ts, and Unix sar's). */
const SAR_COLUMNS: ReadonlySet<string> = new Set([
  "%user", "%usr", "total/s", "MHz", "wghMHz", "proc/s", "cswch/s", "intr/s", "pswpin/s", "pgpgin/s", "fault/s", "rtps", "bread/s",
  "kbmemfree", "kbmemused", "kbswpfree", "kbswpused", "frmpg/s", "kbhugfree", "kbhugused", "dentunusd", "file-nr", "file-sz",
  "runq-sz", "ldavg-1", "%scpu-10", "%sio-10", "%smem-10", "rcvin/s", "rkB/s", "rd_sec/s", "areq-sz", "avgrq-sz", "rxpck/s",
  "rxerr/s", "call/s", "scall/s", "totsck", "tcp6sck", "irec/s", "irec6/s", "ihdrerr/s", "ihdrer6/s", "imsg/s", "imsg6/s", "ierr/s",
  "ierr6/s", "active/s", "iseg/s", "atmptf/s", "estres/s", "idgm/s", "idgm6/s", "fch_rxf/s", "rpm", "degC", "inV", "idvendor",
  "maxpower", "%cap", "MBfsfree",
  // Unix sar (AIX, HP-UX, Solaris)
  "%wio", "%busy", "swpin/s", "iget/s", "rawch/s", "proc-sz", "msg/s", "atch/s", "pgout/s", "freemem", "lread/s",
]);
/** mpstat -I CPU / SCPU columns: an interrupt as /proc/interrupts and /proc/softirqs name it, per second. */
const MPSTAT_INTERRUPT = /^(?:\d+|[A-Z][A-Za-z0-9_]*)\/s$/;
/** sar's per-CPU interrupt columns (`i000/s`). */
const SAR_INTERRUPT = /^i\d+\/s$/;
/** atsar/atopsar's header tag, possibly glued to the last column (`maxmbps_if_`). */
const ATSAR_TAG = /_[a-z][a-z0-9]*_$/;

/**
 * Whose column header row `cells` (the names after a row's clock or label) is, when only one tool prints such a row;
 * undefined for one no tool is known by (a column a future version adds alone, a damaged row).
 *
 * @example
 * ownerOfColumns(["CPU", "%usr", "%nice", "%sys", "%iowait", "%irq", "%soft"])   //=> "mpstat"
 * ownerOfColumns(["CPU", "%usr", "%nice", "%sys", "%iowait", "%steal", "%irq"])  //=> "sar" (-u ALL)
 * ownerOfColumns(["UID", "PID", "minflt/s", "majflt/s", "VSZ", "RSS", "%MEM", "Command"]) //=> "pidstat"
 */
export function ownerOfColumns(cells: readonly string[]): HeaderOwner | undefined {
  const n = cells.length;
  if (n === 0) return undefined;
  const first = cells[0]!;
  const last = cells[n - 1]!;
  if (ATSAR_TAG.test(last)) return "atsar";
  if (cells.includes("PID") || cells.includes("TGID")) return "pidstat";
  if (first === "NODE") return "mpstat";
  if (first === "CPU") {
    const iowait = cells.indexOf("%iowait");
    if (iowait !== -1 && cells[iowait + 1] === "%irq") return "mpstat";
    if (last === "intr/s") return "mpstat";
    if (n > 1 && cells.every((c, i) => i === 0 || MPSTAT_INTERRUPT.test(c))) return "mpstat";
    // sar -I ALL -P ALL before 12.5.6: one `iNNN/s` column per interrupt
    if (n > 1 && cells.every((c, i) => i === 0 || SAR_INTERRUPT.test(c))) return "sar";
  }
  if (SAR_KEYS.has(first) || SAR_KEYS.has(last)) return "sar";
  for (const c of cells) if (SAR_COLUMNS.has(c)) return "sar";
  return undefined;
}

/** iostat's header rows (no clock before them): `avg-cpu:  %user`, `Device  tps`, `Device:  rrqm/s`, `r/s ... Device`. */
const IOSTAT_ROW = /^[ \t]*(?:avg-cpu:[ \t]+%user(?:[ \t]|$)|Device:?[ \t]+(?:tps|rrqm\/s|r\/s|kB\/s|MB\/s)(?:[ \t]|$)|(?:tps|r\/s|w\/s|d\/s|f\/s)[ \t](?:[^\n]*[ \t])?Device[ \t]*$)/;

/** True for one of iostat's header rows (a whole line). */
export function isIostatHeaderRow(line: string): boolean {
  return IOSTAT_ROW.test(line);
}

/** pidstat -h's header prefix: `# Time` (11.6.0+), `#      Time` (before). */
export const PIDSTAT_PREFIX = /^#[ \t]+Time(?=[ \t])/;

/**
 * Whose column header row a line is (a whole line: the stamp, then the names), or undefined when it is none or no
 * tool is known by it.
 *
 * @example
 * headerRowOwner("12:38:33 PM IST  CPU    %usr   %nice    %sys %iowait    %irq   %soft") //=> "mpstat"
 * headerRowOwner("Среднее:      UID       PID  minflt/s  majflt/s     VSZ     RSS   %MEM  Command") //=> "pidstat"
 * headerRowOwner("Device             tps    kB_read/s    kB_wrtn/s") //=> "iostat"
 */
export function headerRowOwner(line: string): HeaderOwner | undefined {
  const stamp = stampLength(line, PIDSTAT_PREFIX);
  if (stamp === -1) return isIostatHeaderRow(line) ? "iostat" : undefined;
  const cells: string[] = [];
  for (const cell of line.slice(stamp).split(/[ \t\u00a0]+/)) {
    if (cell === "") continue;
    if (isNumberAt(cell, 0, cell.length)) return undefined;
    cells.push(cell);
  }
  return ownerOfColumns(cells);
}

let lastHead: string | undefined;
let lastOwner: HeaderOwner | undefined;

/**
 * The tool whose column header row comes first in the text (the detectors' window), or undefined when no line is one
 * whose tool is known. Each sysstat detector asks (sar, iostat, mpstat, pidstat): the last answer is kept.
 */
export function sysstatToolOf(head: string): HeaderOwner | undefined {
  if (head === lastHead) return lastOwner;
  let owner: HeaderOwner | undefined;
  for (let pos = 0; pos < head.length && owner === undefined; ) {
    let end = head.indexOf("\n", pos);
    if (end === -1) end = head.length;
    const line = head.charCodeAt(end - 1) === 13 ? head.slice(pos, end - 1) : head.slice(pos, end);
    // (a data row is the common line: its stamp is followed by a number, which headerRowOwner finds at once)
    if (line.length > 4) owner = headerRowOwner(line);
    pos = end + 1;
  }
  lastHead = head;
  lastOwner = owner;
  return owner;
}

/**
 * The message of a format that finds another tool's line (a column header row, atopsar's banner) in its text.
 *
 * @example
 * otherToolMessage("pidstat", "sar", ["UID", "PID", "%usr", "Command"])
 * //=> "this is pidstat output, not sar's (`UID PID %usr Command` is pidstat's); parse it as pidstat"
 */
export function otherToolMessage(owner: HeaderOwner, format: string, words: readonly string[]): string {
  let shown = words.join(" ");
  if (shown.length > 72) shown = `${shown.slice(0, 71)}…`;
  return `this is ${owner} output, not ${format}'s (\`${shown}\` is ${owner}'s); parse it as ${owner}`;
}

/** atopsar's banner before each sample of a multi-report run (`------ analysis date: 2026/11/30 ------`). */
export const ATSAR_BANNER = /^-{3,}[ \t]*analysis[ \t]+date:/;

/** The detectors' score for a text of `tool`'s: certain with sysstat's report header, nearly so without it. */
export function sysstatScore(head: string, tool: HeaderOwner): number {
  if (sysstatToolOf(head) !== tool) return 0;
  return hasReportHeader(head) || OLD_HEADER.test(head) || /^Linux \S+ \([^)\n]*\)[ \t]+\S/m.test(head) ? 1 : 0.8;
}
