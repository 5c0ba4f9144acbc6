import { detectHead } from "../../kit/detect.js";

/**
 * Scores text as `top` batch output: procps line 1 (`top - 15:24:25 up ...`) is certain; BusyBox (`Mem: ...K used`
 * with `CPU:`/`Load average:`), FreeBSD (`last pid: N;  load averages:`) and macOS (`Processes: N total` with
 * `Load Avg:`) nearly so, as is procps 2.0's bare uptime line followed by `N processes:` (` 19:15:16  up 2 days, ...`,
 * `  6:58pm  up 14 min, ...`). A procps frame copied without its first line (from `Tasks:` or `%Cpu(s):` down, or
 * its default column header and rows alone) nearly so. Other tools' output (free's `Mem:` rows have no `K used`;
 * `uptime` alone has no `processes:` line) scores 0.
 */
export function detectTop(text: string): number {
  const head = detectHead(text);
  if (/^top - \d\d:\d\d:\d\d up /m.test(head)) return 1;
  if (/^last pid: +\d+; +load averages?: /m.test(head)) return 0.95;
  if (/^Mem: +\d+K used, \d+K free/m.test(head) && /^(?:CPU\d*:|Load average:)/m.test(head)) return 0.95;
  if (/^Processes: +\d+ total, /m.test(head) && /^Load Avg: /m.test(head)) return 0.95;
  if (/^ {0,3}\d\d?:\d\d(?::\d\d)?(?:[ap]m)? +up .*load average: .*\n\d+ processes: /m.test(head)) return 0.95;
  if (/^top - \d\d:\d\d:\d\d /m.test(head) && /^(?:Tasks|Threads|%?Cpu\(s\)):/m.test(head)) return 0.8;
  // a procps frame copied without its first line: from its task line (with its CPU line), or its table alone
  // (translated labels too: `Tâches:`, `%CPU(s):`, `MiB Spch:`, `ZEIT+ BEFEHL`)
  const cpu = /^%?C(?:pu|PU)\(s\): *[\d.,]+[ %]?[^\W\d]+,/m.test(head);
  if (cpu && (/^[^\s:]{1,20}: +\d+ total, +\d+ /m.test(head) || /^(?:[KMGTPE]iB [^\n:]{1,12}|Mem): +\d/m.test(head))) return 0.95;
  if (/^\d+ processes: +\d+ \w+, /m.test(head) && /^CPU\d* states: /m.test(head)) return 0.95;
  if (/^ *PID +\S+ +PR +NI +VIRT +RES +SHR +S +%CPU +%MEM +\S+ +\S+/m.test(head)) return 0.95;
  return 0;
}
