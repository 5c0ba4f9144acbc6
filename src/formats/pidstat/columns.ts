/**
 * pidstat's tables (pidstat.c `write_pid_task_cpu_stats`, `..._memory_stats`, `write_pid_stack_stats`,
 * `write_pid_io_stats`, `write_pid_ctxswitch_stats`, `write_pid_ktab_stats`, `write_pid_rt_stats`, the -T CHILD
 * tables and -h's one-line tables) and their columns. Every table starts with the task's ids (`UID PID`, `USER PID`
 * with -U, `UID TGID TID` with -t) and ends with `Command`.
 *
 * Names: a quantity sar or top also reports has their field's name (sar -B's majflt/s is majorFaultsPerSecond, -u ALL's
 * %usr cpuUsrPercent; top's VIRT is virtBytes, RSS rssBytes, %CPU cpuPercent, %MEM memPercent, P lastCpu, UID uid),
 * so that records join. pidstat's cswch/s is the task's *voluntary* context switches, not sar -w's total: its own names.
 * Units: kB and kB/s are 1024 bytes (pidstat.c divides the byte counts of /proc/PID/io by 1024; VSZ is vsize >> 10,
 * RSS pages << (page shift - 10)); percentages of one CPU, so the CPU columns may exceed 100 (a task on several CPUs).
 */
import { PERCENT_0_100, type PercentRange } from "../../normalize/percent-range.js";
import { columnKit, type ColumnRow, type RowReportSpec, type SectionDef } from "../sysstat/columns.js";

/** pidstat's CPU percentages are of one CPU (IRIX mode, the default): a task running on several CPUs shows more than 100. */
const OF_ONE_CPU: PercentRange = { min: 0, max: Infinity };
const CPU_PERCENTS = new Set(["%usr", "%system", "%guest", "%wait", "%CPU"]);
const percentRangeOf = (col: string): PercentRange => (CPU_PERCENTS.has(col) ? OF_ONE_CPU : PERCENT_0_100);

const kit = columnKit("pidstat", percentRangeOf);
const { pct, rate, count, kb, kbps, ms, text, num } = kit;

/** The task's ids, first in every table, and its command, last. */
const IDS = [
  num("UID", "uid", "The task's real user id (no unit)"),
  text("USER", "user", "The task's user name (-U; the UID as a number when it has no name)"),
  num("PID", "pid", "The process id (for -t rows: the TGID, as the TID rows under a TGID row are its threads; no unit)"),
  num("TGID", "tgid", "The thread group (process) id of a -t process row; null on its thread rows, which print `-` (no unit)"),
  num("TID", "tid", "The thread id of a -t thread row; null on the process row, which prints `-` (no unit)"),
  text("Command", "command", "The command name (-l: the whole command line), without the `|__` that marks a -t thread row"),
] as const;

const CPU = [
  pct("%usr", "cpuUsrPercent", "Time in user mode, excluding guests, of one CPU (a task on several CPUs exceeds 100)"),
  pct("%system", "cpuSystemPercent", "Time in kernel mode, of one CPU"),
  pct("%guest", "cpuGuestPercent", "Time running a virtual processor, of one CPU"),
  pct("%wait", "cpuWaitPercent", "Time waiting to run (runnable, not running; sysstat 11.5.5+), of one CPU"),
  pct("%CPU", "cpuPercent", "Total CPU time (user + system), of one CPU unless -I divides it by the CPU count"),
  num("CPU", "lastCpu", "The processor the task last ran on, as an index; null on Average rows, which print `-`"),
] as const;

const MEMORY = [
  rate("minflt/s", "minorFaultsPerSecond", "Minor page faults (no page loaded from disk)"),
  rate("majflt/s", "majorFaultsPerSecond", "Major page faults (a page loaded from disk)"),
  kb("VSZ", "virtBytes", "Virtual memory size"),
  kb("RSS", "rssBytes", "Resident set size (non-swapped physical memory)"),
  pct("%MEM", "memPercent", "Share of the available physical memory the resident set uses"),
] as const;

const STACK = [kb("StkSize", "stackSizeBytes", "Memory reserved for the task's stack"), kb("StkRef", "stackReferencedBytes", "Stack memory in use")] as const;

const IO = [
  kbps("kB_rd/s", "readBytesPerSecond", "Data the task caused to be read from disk; null where pidstat printed -1.00 (no /proc/PID/io)"),
  kbps("kB_wr/s", "writtenBytesPerSecond", "Data the task caused (or will cause) to be written to disk; null where pidstat printed -1.00"),
  kbps("kB_ccwr/s", "cancelledWriteBytesPerSecond", "Data whose writing the task cancelled (truncated dirty page cache); null where pidstat printed -1.00"),
  count("iodelay", "ioDelayTicks", "Block I/O delay in clock ticks (1/USER_HZ s: 10 ms at Linux's 100)"),
] as const;

const CONTEXT_SWITCHES = [
  rate("cswch/s", "voluntaryContextSwitchesPerSecond", "Voluntary context switches (the task blocked for a resource)"),
  rate("nvcswch/s", "involuntaryContextSwitchesPerSecond", "Involuntary context switches (the task was preempted)"),
] as const;

const KERNEL_TABLES = [count("threads", "threads", "Threads of the task"), count("fd-nr", "fileDescriptors", "Open file descriptors; null where pidstat printed -1 (fd directory unreadable)")] as const;

const SCHEDULING = [num("prio", "realtimePriority", "Real-time priority (0 for normal tasks; no unit)"), text("policy", "schedulingPolicy", "Scheduling policy: NORMAL, FIFO, RR, BATCH, IDLE, DEADLN")] as const;

const CHILD_CPU = [
  ms("usr-ms", "userTimeWithChildrenMs", "Time in user mode, excluding guests, of the task and its waited-for children over the interval (Average: per interval)"),
  ms("system-ms", "systemTimeWithChildrenMs", "Time in kernel mode of the task and its waited-for children over the interval"),
  ms("guest-ms", "guestTimeWithChildrenMs", "Time in a virtual processor of the task and its children over the interval"),
] as const;

const CHILD_MEMORY = [
  count("minflt-nr", "minorFaultsWithChildren", "Minor page faults of the task and its children over the interval"),
  count("majflt-nr", "majorFaultsWithChildren", "Major page faults of the task and its children over the interval"),
] as const;

const section = <I extends string, C extends readonly ColumnRow[]>(id: I, markers: readonly string[], columns: C) => ({ id, markers, columns: [...IDS, ...columns] as const });

export const SECTIONS = [
  section("cpu", ["%usr", "%CPU"], CPU),
  section("memory", ["minflt/s", "VSZ"], MEMORY),
  section("stack", ["StkSize"], STACK),
  section("io", ["kB_rd/s", "iodelay"], IO),
  section("context-switches", ["cswch/s"], CONTEXT_SWITCHES),
  section("kernel-tables", ["fd-nr", "threads"], KERNEL_TABLES),
  section("scheduling", ["policy"], SCHEDULING),
  section("children-cpu", ["usr-ms"], CHILD_CPU),
  section("children-memory", ["minflt-nr"], CHILD_MEMORY),
  // -h: every activity of the task on one line, or of its children (-T CHILD)
  section("all", [], [...CPU, ...MEMORY, ...STACK, ...IO, ...CONTEXT_SWITCHES, ...KERNEL_TABLES, ...SCHEDULING]),
  section("children-all", [], [...CHILD_CPU, ...CHILD_MEMORY]),
] as const satisfies readonly SectionDef[];

const defs = SECTIONS as readonly SectionDef[];
const byId = (id: string): SectionDef => defs.find((d) => d.id === id)!;
const SINGLE = defs.filter((d) => d.markers.length > 0);

/** The table a header row belongs to: by its marker columns; several activities on one line are -h's. */
export function sectionOf(columns: readonly string[]): SectionDef | undefined {
  const names = new Set(columns);
  const found = SINGLE.filter((d) => d.markers.some((m) => names.has(m)));
  if (found.length === 1) return found[0];
  if (found.length === 0) return undefined;
  return found.some((d) => d.id.startsWith("children-")) ? byId("children-all") : byId("all");
}

/** What the shared row-report reader needs of pidstat: no item column (the ids are fields), Command and names as text. */
export const PIDSTAT_REPORT: RowReportSpec = {
  format: "pidstat",
  keyColumns: new Set(),
  textColumns: new Set(["Command", "USER", "policy"]),
  sectionOf,
  percentRangeOf,
  events: false,
  headerPrefix: ["#", "Time"],
  headerCycle: true,
  // -1 where pidstat could not read the value (no /proc/PID/io, an unreadable fd directory)
  unreadable: new Set(["kB_rd/s", "kB_wr/s", "kB_ccwr/s", "fd-nr"]),
};
