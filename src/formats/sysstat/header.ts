/**
 * The report header line every sysstat tool prints first (`print_gal_header`):
 * `Linux 6.1.0-13-amd64 (web01) \t01/15/2024 \t_x86_64_\t(8 CPU)`; sysstat <= 8.1 stops after the date.
 */
import * as z from "zod";
import { once } from "../../kit/lazy-schema.js";
import type { SysstatLine } from "../../../grammars/sysstat/parser.js";
import { parseLooseDate } from "../../normalize/loose-date.js";
import { parseInteger } from "../../normalize/number.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ReportDate } from "./date-order.js";

/** The header as printed (strings); offsets are 0-based positions in the parsed text. */
export interface SysstatRawHeader {
  kind: "header";
  offset: number;
  os: string;
  release: string;
  /** Absent when the line has no host in parentheses (a copy with the host name taken out). */
  hostname?: string;
  /** The date as printed (`01/15/24`, `15.01.2024`, `2024年01月15日`, `2024-01-15`). */
  date: string;
  dateOffset: number;
  architecture?: string;
  cpuCount?: string;
}

/** A date as sysstat prints it in a header: `01/15/24`, `15.01.2024`, `2024-01-15`, `2024年01月15日`, `20240115`. */
export const DATE_LIKE = /^(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\.?|\d{4}年\d{1,2}月\d{1,2}日|(?:19|20)\d{6})$/;

/**
 * A report header line, as the cutters find it before the grammar reads it: `Linux 6.1.0 (host) \t01/15/24 ...`
 * (any system name and release, the host in parentheses), or a Linux header copied with its host name taken out
 * (`Linux 3.2.0-24-generic  01/28/2016  _x86_64_  (4 CPU)`, read by hostlessHeaderOf).
 */
export const REPORT_HEADER_LINE = new RegExp(`^\\S+ \\S+ \\(\\S*\\)|^Linux[ \\t]+\\S+[ \\t]+(?:${DATE_LIKE.source.slice(1, -1)})(?=[ \\t]|$)`);

/**
 * The raw header of a grammar `sysinfo` line, or undefined when the line is no report header: it has no date, or
 * names another system than Linux (sysstat's) and has nothing like a date where the date goes (`Benchmarking host
 * (be patient).....done`). A Linux header's date may be any text: one that cannot be read is a warning (date-order.ts).
 */
export function rawHeaderOf(line: Extract<SysstatLine, { kind: "sysinfo" }>): SysstatRawHeader | undefined {
  const date = line.date.map((c) => c.text).join(" ");
  if (date === "" || (line.os.text !== "Linux" && !looksLikeDate(date))) return undefined;
  return {
    kind: "header",
    offset: line.offset,
    os: line.os.text,
    release: line.release.text,
    hostname: line.host.trim(),
    date,
    dateOffset: line.date[0]!.offset,
    ...(line.arch ? { architecture: line.arch.text.slice(1, -1) } : {}),
    ...(line.cpuCount ? { cpuCount: line.cpuCount.text } : {}),
  };
}

/** A date in a form sysstat prints (DATE_LIKE, or parseLooseDate's: a month name, eight digits), perhaps with a word after it. */
function looksLikeDate(text: string): boolean {
  if (DATE_LIKE.test(/^\S*/.exec(text)![0])) return true;
  try {
    parseLooseDate(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The raw header of a `text` line that is a Linux report header with its host name taken out, as people anonymize
 * it (`Linux 3.2.0-24-generic  01/28/2016  _x86_64_  (4 CPU)`; sysstat 8's stops after the date): the grammar and
 * the hand reader read it as text (no parentheses after the release), each tool's raw assembly asks this.
 * Undefined for any other line.
 *
 * @example
 * hostlessHeaderOf(cells of "Linux 5.10.0  01/15/24  _x86_64_  (8 CPU)") // { os: "Linux", release: "5.10.0", date: "01/15/24", architecture: "x86_64", cpuCount: "8", ... }
 */
export function hostlessHeaderOf(line: Extract<SysstatLine, { kind: "text" }>): SysstatRawHeader | undefined {
  const [os, release, date, arch, count, cpu, ...rest] = line.cells;
  if (os?.text !== "Linux" || release === undefined || date === undefined || !DATE_LIKE.test(date.text) || rest.length > 0) return undefined;
  const cpus = arch !== undefined ? /^_([A-Za-z0-9][\w.-]*)_$/.exec(arch.text) : undefined;
  const n = count !== undefined ? /^\((\d{1,6})$/.exec(count.text) : undefined;
  if (arch !== undefined && (!cpus || !n || cpu?.text !== "CPU)")) return undefined;
  return {
    kind: "header",
    offset: line.offset,
    os: os.text,
    release: release.text,
    date: date.text,
    dateOffset: date.offset,
    ...(cpus && n ? { architecture: cpus[1]!, cpuCount: n[1]! } : {}),
  };
}

/** The typed header's fields after `format` and `kind`, for each format's zod schema (made on first use). */
export const reportHeaderShape = once(() => ({
  os: z.string().describe("Operating system name (Linux; AIX, HP-UX, SunOS for Unix sar)"),
  kernelRelease: z.string().describe("Kernel release as printed"),
  hostname: z.string().optional().describe("The host name, as printed in parentheses; absent when the header has none (`Linux 5.10.0 \t01/15/24 ...`: a copy with it taken out)"),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe("The report's date, ISO 8601 (YYYY-MM-DD); absent when the printed date could not be read (a warning says so, and the rows have no timestamp)"),
  dateOrder: z
    .enum(["MDY", "DMY", "YMD"])
    .optional()
    .describe("How the printed date was read: from the text, the locale its statistics labels or decimal commas show, or the dateOrder option; absent with the date"),
  architecture: z.string().optional().describe("Machine architecture (x86_64)"),
  cpuCount: z.number().int().nonnegative().optional().describe("Number of CPUs, a count, from `(N CPU)`"),
  warnings: z.array(z.string().describe("A warning")).optional().describe("What could not be read for certain (an ambiguous date, a date that could not be read)"),
}));

export interface ReportHeaderFields {
  os: string;
  kernelRelease: string;
  hostname?: string;
  date?: string;
  dateOrder?: "MDY" | "DMY" | "YMD";
  architecture?: string;
  cpuCount?: number;
  warnings?: string[];
}

/** The typed header's fields; `fail` places an error (a CPU count that is not a whole number) at the header. */
export function reportHeaderFields(rec: SysstatRawHeader, read: ReportDate, fail: (offset: number, err: unknown, what: string) => never): ReportHeaderFields {
  const d = read.date;
  const iso = d && `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
  let cpuCount: number | undefined;
  if (rec.cpuCount !== undefined) {
    try {
      cpuCount = parseInteger(rec.cpuCount);
    } catch (err) {
      fail(rec.offset, err instanceof ValueError ? err : new ValueError(String(err)), "CPU count");
    }
  }
  return {
    os: rec.os,
    kernelRelease: rec.release,
    ...(rec.hostname !== undefined ? { hostname: rec.hostname } : {}),
    ...(d !== undefined ? { date: iso, dateOrder: d.order } : {}),
    ...(rec.architecture !== undefined ? { architecture: rec.architecture } : {}),
    ...(cpuCount !== undefined ? { cpuCount } : {}),
    ...(read.warning !== undefined ? { warnings: [read.warning] } : {}),
  };
}
