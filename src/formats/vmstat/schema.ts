import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";
import { VMSTAT_UNITS } from "./units.js";

const bytes = (what: string) => z.number().int().nonnegative().describe(`${what}, in bytes`);
const perSecond = (what: string) => z.number().nonnegative().describe(`${what}, per second`);
const percent = (what: string) => z.number().int().nonnegative().describe(`${what}, percent (0-100, whole numbers as vmstat rounds them)`);
const count = (what: string) => z.number().int().nonnegative().describe(`${what}, a count`);
const timestamp = z.iso
  .datetime({ offset: true, local: true })
  .describe(
    "-t: when vmstat printed the row, ISO 8601: the printed local time, with Z when the zone under -t's header is UTC or GMT, its offset when numeric (+04) or given in zoneOffsets, else no offset",
  );
const warnings = z.array(z.string()).optional().describe("What benchparse had to assume to read the record (the unit vmstat did not print: said once per input, on the first row it applies to, `unitSource` says it of every row), and a row cut short");

export const VmstatSampleRecord = z
  .object(lazyShape({ format: z.literal("vmstat").describe("Format id (always `vmstat`)"), kind: z.literal("sample").describe("A row of the main report (vmstat, -a, -w, -t, -n, -S, -y)") }, () => ({
    run: z.number().int().nonnegative().describe("Index of the vmstat run in the input, from 0 (a header at the start or after a blank line or pasted command begins a run; a repeated header does not)"),
    sample: z.number().int().nonnegative().describe("Index of the row in its run, from 0; the row's only position in time when vmstat ran without -t"),
    sinceBoot: z
      .boolean()
      .describe(
        "The first row of a run (unless -y): its rates and percentages are averages since boot, not over an interval (procps up to 4.0.x divide the since-boot counts by the CPU ticks of all CPUs, so its rates are per CPU); memory and r/b are current",
      ),
    timestamp: timestamp.optional(),
    timeZone: z.string().optional().describe("-t: the zone name printed under the timestamp header when the timestamp cannot say it (`CET`, `IST`: a name, not an offset); absent for UTC and numeric zones (`+04`), which the timestamp's `Z` or offset says"),
    intervalSeconds: z.number().positive().optional().describe("The delay vmstat ran with, seconds, when the pasted command line (vmstat 2 10) or the interval option says it"),
    layout: z.enum(["default", "wide"]).optional().describe("-w's wide columns or the default ones, from the dashed group line above the header (absent when it was not pasted)"),
    memoryColumns: z.enum(["buff-cache", "active-inactive"]).describe("Columns 5 and 6: buff/cache, or -a's inact/active"),
    unit: z.enum(VMSTAT_UNITS).describe("The -S unit the memory and si/so numbers were read in (vmstat prints none): from the unit option, the pasted command line, bytes recognised, or the KiB default"),
    unitSource: z
      .enum(["default", "option", "command", "inferred"])
      .describe("Where the unit came from: assumed (KiB, vmstat's default; see the first such row's warnings), the unit option, the command line pasted before the output (`$ vmstat -S m 1`), or inferred (-S b: every memory value a multiple of 1024)"),
    exact: z.boolean().describe("True when the byte figures are exact: the unit is bytes or KiB and was not assumed (vmstat truncates values to whole kB, MB or MiB)"),
    runQueueLength: count("r: runnable tasks, running or waiting for a CPU (procs_running of /proc/stat; sar -q runq-sz)"),
    blockedTaskCount: count("b: tasks blocked waiting for I/O (procs_blocked; sar -q blocked)").optional(),
    swapUsedBytes: bytes("swpd: swap in use").optional(),
    memFreeBytes: bytes("free: unused memory (MemFree)").optional(),
    memBuffersBytes: bytes("buff: block device buffers (Buffers)").optional(),
    memCacheBytes: bytes("cache: page cache (procps-ng: Cached + SReclaimable, as free -w's cache; procps 3.2: Cached)").optional(),
    memInactiveBytes: bytes("-a inact: inactive memory (Inactive)").optional(),
    memActiveBytes: bytes("-a active: active memory (Active)").optional(),
    swapInBytesPerSecond: perSecond("si: memory swapped in from disk, bytes (in the -S unit as printed: procps 3.x print 0 with -S m or M, a page being less than one unit)").optional(),
    swapOutBytesPerSecond: perSecond("so: memory swapped out to disk, bytes").optional(),
    pagedInBytesPerSecond: perSecond("bi: data read from block devices (pgpgin, 1024-byte blocks), bytes; sar -B pgpgin/s").optional(),
    pagedOutBytesPerSecond: perSecond("bo: data written to block devices (pgpgout, 1024-byte blocks), bytes; sar -B pgpgout/s").optional(),
    interruptsPerSecond: perSecond("in: interrupts, including the clock").optional(),
    contextSwitchesPerSecond: perSecond("cs: context switches").optional(),
    cpuUserPercent: percent("us: time running user code, nice included (procps-ng 4.x: guest time excluded)").optional(),
    cpuSystemPercent: percent("sy: time in the kernel, hard and soft interrupts included").optional(),
    cpuIdlePercent: percent("id: idle time").optional(),
    cpuIowaitPercent: percent("wa: idle time with I/O outstanding").optional(),
    cpuStealPercent: percent("st: time stolen by the hypervisor (procps-ng 3.3+)").optional(),
    cpuGuestPercent: percent("gu: time running a guest, nice included (procps-ng 4.x; 4.0.2 prints it only with -w)").optional(),
    warnings,
  })))
  .describe("One row of vmstat's main report");
export type VmstatSampleRecord = z.infer<typeof VmstatSampleRecord>;

export const VmstatDiskRecord = z
  .object(lazyShape({ format: z.literal("vmstat").describe("Format id (always `vmstat`)"), kind: z.literal("disk").describe("A row of vmstat -d: one disk's counters since boot") }, () => ({
    sample: z.number().int().nonnegative().describe("Index of the report in the input, from 0 (vmstat -d 1 3 prints every disk 3 times)"),
    timestamp: timestamp.optional(),
    timeZone: z.string().optional().describe("-t: the zone name printed under the timestamp header when the timestamp cannot say it (a name such as `CET`; absent for UTC and numeric zones, which the timestamp says)"),
    device: z.string().describe("The disk's name, as printed (%-5s: longer names push the row right)"),
    readsCompleted: count("reads total: reads completed"),
    readsMerged: count("reads merged: adjacent reads merged"),
    readBytes: bytes("reads sectors: 512-byte sectors read"),
    readTimeSeconds: z.number().nonnegative().describe("reads ms: time spent reading, seconds (printed in milliseconds)"),
    writesCompleted: count("writes total: writes completed"),
    writesMerged: count("writes merged"),
    writtenBytes: bytes("writes sectors: 512-byte sectors written"),
    writeTimeSeconds: z.number().nonnegative().describe("writes ms: time spent writing, seconds (printed in milliseconds)"),
    ioInProgressThousands: count("IO cur: I/O requests in progress, divided by 1000 and truncated as vmstat prints them (0 below 1000 in flight)"),
    ioTimeSeconds: z.number().int().nonnegative().describe("IO sec: time spent doing I/O, whole seconds (the kernel's milliseconds / 1000, truncated by vmstat)"),
    warnings,
  })))
  .describe("One disk of vmstat -d");
export type VmstatDiskRecord = z.infer<typeof VmstatDiskRecord>;

export const VmstatPartitionRecord = z
  .object(lazyShape({ format: z.literal("vmstat").describe("Format id (always `vmstat`)"), kind: z.literal("partition").describe("A row of vmstat -p DEVICE: the device's counters since boot") }, () => ({
    sample: z.number().int().nonnegative().describe("Index of the row, from 0"),
    device: z.string().describe("The device named in the header (vmstat -p vda1)"),
    readsCompleted: count("reads: reads completed"),
    readBytes: bytes("read sectors: 512-byte sectors read"),
    writesCompleted: count("writes: writes completed"),
    writtenBytes: bytes("requested writes: 512-byte sectors written"),
    warnings,
  })))
  .describe("One row of vmstat -p");
export type VmstatPartitionRecord = z.infer<typeof VmstatPartitionRecord>;

const unknownLines = z
  .array(z.object(lazyShape(() => ({ label: z.string().describe("The label as printed"), value: z.number().int().nonnegative().describe("The number as printed, no unit known (a count)") }))))
  .optional()
  .describe("Lines whose label is not one vmstat prints in English or a language procps-ng 4.0.2 ships, kept as printed");

export const VmstatStatsRecord = z
  .object(lazyShape({ format: z.literal("vmstat").describe("Format id (always `vmstat`)"), kind: z.literal("stats").describe("vmstat -s: event counters and memory statistics") }, () => ({
    memTotalBytes: bytes("total memory (MemTotal)").optional(),
    memUsedBytes: bytes("used memory").optional(),
    memActiveBytes: bytes("active memory (Active)").optional(),
    memInactiveBytes: bytes("inactive memory (Inactive)").optional(),
    memFreeBytes: bytes("free memory (MemFree)").optional(),
    memBuffersBytes: bytes("buffer memory (Buffers)").optional(),
    memCacheBytes: bytes("`swap cache` as vmstat labels it: the page cache, the main report's cache column (Cached + SReclaimable)").optional(),
    swapTotalBytes: bytes("total swap").optional(),
    swapUsedBytes: bytes("used swap").optional(),
    swapFreeBytes: bytes("free swap").optional(),
    cpuUserTicks: count("non-nice user cpu ticks: clock ticks (USER_HZ, 1/100 s on Linux) in user mode, all CPUs").optional(),
    cpuNiceTicks: count("nice user cpu ticks, clock ticks").optional(),
    cpuSystemTicks: count("system cpu ticks, clock ticks").optional(),
    cpuIdleTicks: count("idle cpu ticks, clock ticks").optional(),
    cpuIowaitTicks: count("IO-wait cpu ticks, clock ticks").optional(),
    cpuIrqTicks: count("IRQ cpu ticks, clock ticks").optional(),
    cpuSoftirqTicks: count("softirq cpu ticks, clock ticks").optional(),
    cpuStealTicks: count("stolen cpu ticks, clock ticks").optional(),
    cpuGuestTicks: count("non-nice guest cpu ticks, clock ticks").optional(),
    cpuGuestNiceTicks: count("nice guest cpu ticks, clock ticks").optional(),
    pagedInBytes: bytes("K paged in (procps 3.2: `pages paged in`, the same KiB counter pgpgin)").optional(),
    pagedOutBytes: bytes("K paged out (pgpgout)").optional(),
    swappedInPages: count("pages swapped in (pswpin), pages").optional(),
    swappedOutPages: count("pages swapped out (pswpout), pages").optional(),
    pagesAllocatedDma: count("pages alloc in dma (procps-ng 4.0.5+), pages").optional(),
    pagesAllocatedDma32: count("pages alloc in dma32, pages").optional(),
    pagesAllocatedHigh: count("pages alloc in high, pages").optional(),
    pagesAllocatedMovable: count("pages alloc in movable, pages").optional(),
    pagesAllocatedNormal: count("pages alloc in normal, pages").optional(),
    pagesFreed: count("pages free (pgfree), pages").optional(),
    interrupts: count("interrupts since boot").optional(),
    contextSwitches: count("CPU context switches since boot").optional(),
    bootTime: z.iso.datetime().optional().describe("boot time: printed as seconds since the epoch, given as ISO 8601 UTC"),
    forks: count("forks since boot").optional(),
    unknownLines,
    warnings,
  })))
  .describe("vmstat -s: one record for the whole list");
export type VmstatStatsRecord = z.infer<typeof VmstatStatsRecord>;

export const VmstatDiskSummaryRecord = z
  .object(lazyShape({ format: z.literal("vmstat").describe("Format id (always `vmstat`)"), kind: z.literal("disk-summary").describe("vmstat -D: the disks' counters added up") }, () => ({
    diskCount: count("disks").optional(),
    partitionCount: count("partitions").optional(),
    readsCompleted: count("total reads").optional(),
    readsMerged: count("merged reads").optional(),
    readBytes: bytes("read sectors: 512-byte sectors read").optional(),
    readTimeSeconds: z.number().nonnegative().optional().describe("milli reading: time spent reading, seconds (printed in milliseconds)"),
    writesCompleted: count("writes").optional(),
    writesMerged: count("merged writes").optional(),
    writtenBytes: bytes("written sectors: 512-byte sectors written").optional(),
    writeTimeSeconds: z.number().nonnegative().optional().describe("milli writing: time spent writing, seconds (printed in milliseconds)"),
    ioInProgressThousands: count("inprogress IO: requests in flight divided by 1000 per disk, truncated, as vmstat adds them").optional(),
    ioTimeSeconds: z.number().int().nonnegative().optional().describe("`milli spent IO` as labelled, but whole seconds: vmstat divides each disk's milliseconds by 1000"),
    ioWeightedTimeSeconds: z.number().int().nonnegative().optional().describe("`milli weighted IO` (procps-ng 4.x), whole seconds like milli spent IO"),
    unknownLines,
    warnings,
  })))
  .describe("vmstat -D: one record for the whole list");
export type VmstatDiskSummaryRecord = z.infer<typeof VmstatDiskSummaryRecord>;

export const VmstatForksRecord = z
  .object(lazyShape({ format: z.literal("vmstat").describe("Format id (always `vmstat`)"), kind: z.literal("forks").describe("vmstat -f: forks since boot") }, () => ({
    forks: count("forks since boot (processes created)"),
    warnings,
  })))
  .describe("vmstat -f");
export type VmstatForksRecord = z.infer<typeof VmstatForksRecord>;

export const VmstatRecord = z.discriminatedUnion("kind", [VmstatSampleRecord, VmstatDiskRecord, VmstatPartitionRecord, VmstatStatsRecord, VmstatDiskSummaryRecord, VmstatForksRecord]);
export type VmstatRecord = z.infer<typeof VmstatRecord>;
