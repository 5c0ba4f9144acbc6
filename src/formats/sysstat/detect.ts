/**
 * Which sysstat tool printed a text: sar, iostat, mpstat and pidstat open with the same report header, so each
 * detector asks here whose rows follow it. iostat's rows never start with a clock (`avg-cpu:`, `Device` headers);
 * mpstat's do, as sar's, but its column header rows are its own (`CPU %usr %nice %sys %iowait %irq`, in that order:
 * sar -u ALL prints `%steal` before `%irq`; `CPU intr/s`, where sar prints `INTR intr/s`; `NODE`; softirq names).
 * Patterns are linear: no two repeats in a row that can match the same text.
 */
import { lineHasThen } from "../line-scan.js";

/** `^\S+ \S+ \(.*\)[ \t]+\S.*[ \t]_[^\s_][^\s]*_[ \t]+\(\d+ CPU\)[ \t]*$`, read in two parts (see sar's detect). */
const SYSSTAT_HOST = /^\S+ \S+ \(.*?\)[ \t]+\S/m;
const SYSSTAT_END = /.*[ \t]_[^\s_][^\s]*_[ \t]+\(\d+ CPU\)[ \t]*$/my;
/** sysstat <= 8.1: no CPU count (and before that no architecture). */
export const OLD_HEADER = /^Linux \S+ \([^)\n]*\)[ \t]+\S+(?:[ \t]+_\S+_)?[ \t]*$/m;

/** True when the text has sysstat's report header line (`Linux 6.1.0 (host) \t01/15/24 \t_x86_64_\t(8 CPU)`). */
export function hasReportHeader(head: string): boolean {
  return lineHasThen(head, SYSSTAT_HOST, SYSSTAT_END, /[\n\r\u2028\u2029]/);
}

/** A row's clock: 24-hour, 12-hour with AM/PM, CJK. */
export const CLOCK = String.raw`(?:\d{1,2}:\d{2}:\d{2}(?: ?[AaPp]\.?[Mm]\.?)?|(?:(?:上午|下午|午前|午後|오전|오후) ?)?\d{1,2}[时時]\d{1,2}分\d{1,2}秒|(?:(?:上午|下午|午前|午後|오전|오후) ?)?\d{1,2}시 ?\d{1,2}분 ?\d{1,2}초)`;

/** iostat's header rows: `avg-cpu:  %user`, `Device:  rrqm/s`, `Device  tps`, `Device  r/s`, or the device column last (-h). */
export const IOSTAT_ROWS = /^(?:avg-cpu:[ \t]+%user[ \t]|Device:?[ \t]+(?:tps|rrqm\/s|r\/s)[ \t]|[ \t]*(?:tps|r\/s)[ \t][^\n]*[ \t]Device[ \t]*$)/m;

/** mpstat's column header rows (after the clock): CPU or NODE utilization, -I SUM, -I CPU, -I SCPU. */
export const MPSTAT_HEADER = new RegExp(
  String.raw`^${CLOCK}[ \t]+(?:(?:CPU|NODE)[ \t]+(?:CORE[ \t]+SOCK[ \t]+NODE[ \t]+)?%usr[ \t]+%nice[ \t]+%sys[ \t]+%iowait[ \t]+%irq[ \t]|CPU[ \t]+%user[ \t]+%nice[ \t]+%sys[ \t]+%iowait[ \t]+%irq[ \t]|CPU[ \t]+intr\/s[ \t]*$|CPU[ \t]+(?:\d+\/s|NMI\/s|LOC\/s|HI\/s)[ \t])`,
  "m",
);

/**
 * pidstat's column header rows: a clock, `# Time` (-h) or epoch seconds (-H), the task's ids (`UID PID`, `USER PID`,
 * `UID TGID TID`; no UID before sysstat 10.1.4), its activities, and `Command` last.
 */
export const PIDSTAT_HEADER = new RegExp(String.raw`^(?:${CLOCK}|#[ 	]+Time|\d{9,11})[ 	]+(?:(?:UID|USER)[ 	]+)?(?:PID|TGID[ 	]+TID)[ 	](?:[^
]*[ 	])?Command[ 	]*$`, "m");

/** The sysstat tool other than sar whose own rows the text has, or undefined (sar's, or none). */
export function sysstatToolOf(head: string): "iostat" | "mpstat" | "pidstat" | undefined {
  if (IOSTAT_ROWS.test(head)) return "iostat";
  if (MPSTAT_HEADER.test(head)) return "mpstat";
  if (PIDSTAT_HEADER.test(head)) return "pidstat";
  return undefined;
}
