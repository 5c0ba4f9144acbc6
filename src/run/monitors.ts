import { formatNames, getFormat, type FormatName } from "../formats/index.js";

/**
 * What `benchparse run --monitor SPEC` watches, and how: a program started with fixed arguments (its interval given,
 * sysstat asked for ISO dates and 24-hour times), or a status page polled over HTTP. Only the programs below are run,
 * by their bare names; what the user gives (a PID, a process name, a URL) is one argument, never a shell word.
 */
export type MonitorPlan = ProgramMonitor | StatusMonitor;

interface MonitorBase {
  /** The SPEC as given (`vmstat`, `stub=http://127.0.0.1:8080/nginx_status`). */
  spec: string;
  /** The monitor's name in the output: the program, or the status page's format. */
  name: string;
  /** The format its output is read as (parseStream with this format). */
  format: FormatName;
}

export interface ProgramMonitor extends MonitorBase {
  kind: "program";
  argv: string[];
  env: Record<string, string>;
  /**
   * For a program whose samples carry no clock (free): a line that starts a sample. A sample's time is then when
   * that line was received (the engine gives a free block only once the next one starts).
   */
  sampleStart?: RegExp;
}

export interface StatusMonitor extends MonitorBase {
  kind: "status";
  url: string;
}

/** sysstat (mpstat, iostat, pidstat, sar): ISO dates, 24-hour times, C number format. */
const SYSSTAT_ENV = { LC_ALL: "C", S_TIME_FORMAT: "ISO" };
/** procps (vmstat, free, top): C locale (a decimal point, English headers). */
const PROCPS_ENV = { LC_ALL: "C" };

/** The monitors `--monitor` knows, as --help shows them. */
export const monitorUsage = (): string[] => [
  "vmstat            vmstat -t N (CPU, run queue, context switches, memory free)",
  "mpstat            mpstat -P ALL N (CPU busy %, every CPU)",
  "iostat            iostat -x -t -y N (CPU, disk utilization)",
  "free              free -b -s N (memory used)",
  "top               top -b -d N (CPU, memory)",
  "sar               sar -u -r -q -w -d N (CPU, memory, run queue, context switches, disks)",
  "pidstat=PID|NAME  pidstat -u -r -p PID N, or -C NAME (a server's processes: CPU %, RSS)",
  `FORMAT=URL        poll a status page over HTTP every N s (${statusPageNames().join(", ")})`,
];

/** The names a status page can be polled as (`nginx-stub-status`, its alias `stub`), to its format. */
export function statusPageFormats(): Map<string, FormatName> {
  const out = new Map<string, FormatName>();
  for (const name of formatNames) {
    const page = getFormat(name).statusPage;
    if (page === undefined) continue;
    out.set(name, name);
    for (const alias of page.aliases ?? []) out.set(alias, name);
  }
  return out;
}

function statusPageNames(): string[] {
  return [...statusPageFormats().keys()];
}

/**
 * A --monitor SPEC's plan, or an Error that says what is wrong (a usage error).
 *
 * @example
 * parseMonitor("mpstat", 1).argv //=> ["mpstat", "-P", "ALL", "1"]
 * parseMonitor("pidstat=nginx", 2).argv //=> ["pidstat", "-u", "-r", "-C", "nginx", "2"]
 * parseMonitor("stub=http://127.0.0.1:8080/nginx_status", 1).format //=> "nginx-stub-status"
 */
export function parseMonitor(spec: string, interval: number): MonitorPlan {
  const n = String(interval);
  const eq = spec.indexOf("=");
  const head = eq === -1 ? spec : spec.slice(0, eq);
  const value = eq === -1 ? undefined : spec.slice(eq + 1);
  const program = (format: FormatName, argv: string[], env: Record<string, string>, sampleStart?: RegExp): ProgramMonitor => ({
    kind: "program",
    spec,
    name: argv[0]!,
    format,
    argv,
    env,
    ...(sampleStart ? { sampleStart } : {}),
  });
  const page = statusPageFormats().get(head);
  if (page !== undefined) {
    if (value === undefined || !/^http:\/\/[^\s/]+(\/\S*)?$/i.test(value)) throw new Error(`--monitor ${head}=URL takes an http:// URL, got "${spec}"`);
    return { kind: "status", spec, name: page, format: page, url: value };
  }
  if (value !== undefined && head !== "pidstat") throw new Error(`--monitor ${head} takes no value ("${spec}"); ${monitorNames()}`);
  switch (head) {
    case "vmstat":
      return program("vmstat", ["vmstat", "-t", n], PROCPS_ENV);
    case "mpstat":
      return program("mpstat", ["mpstat", "-P", "ALL", n], SYSSTAT_ENV);
    case "iostat":
      // -y: no first report of the averages since boot
      return program("iostat", ["iostat", "-x", "-t", "-y", n], SYSSTAT_ENV);
    case "free":
      return program("free", ["free", "-b", "-s", n], PROCPS_ENV, /^\s+total\s/);
    case "top":
      return program("top", ["top", "-b", "-d", n], PROCPS_ENV);
    case "sar":
      return program("sar", ["sar", "-u", "-r", "-q", "-w", "-d", n], SYSSTAT_ENV);
    case "pidstat": {
      if (value === undefined || value === "" || /\s/.test(value) || value.startsWith("-")) throw new Error(`--monitor pidstat=PID or pidstat=NAME (a process name, as pidstat -C takes it), got "${spec}"`);
      const which = /^\d+(,\d+)*$/.test(value) ? ["-p", value] : ["-C", value];
      return program("pidstat", ["pidstat", "-u", "-r", ...which, n], SYSSTAT_ENV);
    }
    default:
      throw new Error(`unknown monitor "${spec}"; ${monitorNames()}`);
  }
}

const monitorNames = (): string => `the monitors are vmstat, mpstat, iostat, free, top, sar, pidstat=PID|NAME and ${statusPageNames().map((s) => `${s}=URL`).join(", ")}`;
