import * as z from "zod";
import { lazyJsonSchema, lazyShape } from "../../kit/lazy-schema.js";
import { allColumns, type ColumnKind } from "./columns.js";

const bytes = (what: string) => z.number().int().nonnegative().nullable().describe(`${what}, in bytes (null when top printed a value cut to fit, such as \`15896.40+\`)`);
const pct = (what: string) => z.number().nonnegative().describe(`${what}, percent (0-100 per CPU; a multi-threaded process can exceed 100)`);
const count = (what: string) => z.number().int().nonnegative().describe(what);

export const TopCpu = z
  .object(lazyShape(() => ({
    id: z.string().optional().describe("CPU number (`0` for `%Cpu0`), NUMA node (`node0`) or absent for the all-CPU line"),
    coreType: z.enum(["P", "E"]).optional().describe("procps 4 core type display: performance (`%CpP`) or efficiency (`%CpE`) core"),
    userPercent: pct("Time running un-niced user processes (procps `us`, BusyBox `usr`, FreeBSD and macOS `user`)").optional(),
    systemPercent: pct("Time running the kernel (`sy`, `sys`, `system`)").optional(),
    nicePercent: pct("Time running niced user processes (`ni`, `nic`, `nice`)").optional(),
    idlePercent: pct("Idle time (`id`, `idle`)").optional(),
    iowaitPercent: pct("Waiting for I/O (`wa`, BusyBox `io`)").optional(),
    hardIrqPercent: pct("Servicing hardware interrupts (`hi`, BusyBox `irq`)").optional(),
    softIrqPercent: pct("Servicing software interrupts (`si`, BusyBox `sirq`)").optional(),
    stealPercent: pct("Stolen by the hypervisor (`st`)").optional(),
    interruptPercent: pct("FreeBSD `interrupt`").optional(),
    userNicePercent: pct("Bar-graph mode (toprc `t`): user share, us + ni").optional(),
    systemIrqPercent: pct("Bar-graph mode: system share, sy + hi + si").optional(),
    busyPercent: pct("Bar-graph mode: total busy share").optional(),
  })))
  .describe("CPU time shares over the last interval (the first frame: since boot)");
export type TopCpu = z.infer<typeof TopCpu>;

export const TopTasks = z
  .object(lazyShape({ kind: z.enum(["tasks", "threads", "processes"]).describe("procps counts tasks (or threads with -H); procps 2.0, FreeBSD and macOS count processes") }, () => ({
    total: count("All tasks (count)").optional(),
    running: count("Running (count)").optional(),
    sleeping: count("Sleeping (procps 4.0.5+: interruptible sleep only) (count)").optional(),
    diskSleeping: count("Uninterruptible sleep (procps 4.0.5+ `d-sleep`) (count)").optional(),
    stopped: count("Stopped (count)").optional(),
    zombie: count("Zombie (count)").optional(),
    waiting: count("FreeBSD waiting (count)").optional(),
    idle: count("FreeBSD idle (count)").optional(),
    lock: count("FreeBSD waiting on a lock (count)").optional(),
    starting: count("FreeBSD starting (count)").optional(),
    stuck: count("macOS stuck (count)").optional(),
    threads: count("macOS: threads of all processes (count)").optional(),
  })))
  .describe("Task counts from the Tasks/Threads line (procps 2.0 and FreeBSD `N processes:`, macOS `Processes:`)");
export type TopTasks = z.infer<typeof TopTasks>;

export const TopMemory = z
  .object(lazyShape(() => ({
    totalBytes: bytes("Total (procps 2.0 `av`)").optional(),
    freeBytes: bytes("Free").optional(),
    usedBytes: bytes("Used").optional(),
    buffCacheBytes: bytes("Buffers plus page cache (procps 3.3.10+ `buff/cache`)").optional(),
    buffersBytes: bytes("Buffers (procps before 3.3.10, procps 2.0 and BusyBox `buff`)").optional(),
    cachedBytes: bytes("Page cache (procps before 3.3.10 print it on the Swap line; BusyBox `cached`; FreeBSD before 11 `Cache`)").optional(),
    availableBytes: bytes("Estimated available for new programs (procps 3.3.10+ `avail Mem`, printed on the Swap line)").optional(),
    sharedBytes: bytes("Shared memory (procps 2.0 and BusyBox `shrd`)").optional(),
    activeBytes: bytes("FreeBSD Active / old macOS active / procps 2.0 `active` (its second Mem line)").optional(),
    inactiveBytes: bytes("FreeBSD Inact / old macOS inactive / procps 2.0 `inactive`").optional(),
    laundryBytes: bytes("FreeBSD Laundry").optional(),
    wiredBytes: bytes("FreeBSD and macOS wired").optional(),
    bufBytes: bytes("FreeBSD Buf").optional(),
    compressorBytes: bytes("macOS compressor").optional(),
    unusedBytes: bytes("macOS unused").optional(),
    usedPercent: pct("Bar-graph mode (toprc `m`): used share").optional(),
  })))
  .describe("Physical memory");
export type TopMemory = z.infer<typeof TopMemory>;

export const TopSwap = z
  .object(lazyShape(() => ({
    totalBytes: bytes("Total swap (procps 2.0 `av`)").optional(),
    freeBytes: bytes("Free swap").optional(),
    usedBytes: bytes("Used swap").optional(),
    inusePercent: pct("FreeBSD `Inuse`").optional(),
    inBytes: bytes("FreeBSD swapped in during the interval").optional(),
    outBytes: bytes("FreeBSD swapped out during the interval").optional(),
    usedPercent: pct("Bar-graph mode: used share").optional(),
  })))
  .describe("Swap");
export type TopSwap = z.infer<typeof TopSwap>;

const PROCESS_NOTES: Record<string, string> = {
  pid: "Process (or thread, with -H) ID (index)",
  command: "COMMAND as printed: the name, or the full command line with -c; spaces kept; a `+` at the end marks a name top cut to fit",
  user: "User name as printed (a trailing `+` marks a name top cut to fit)",
  state: "Process state as printed (procps R S D T t Z I X; BusyBox STAT; FreeBSD/macOS STATE)",
  priority: "Scheduling priority (PR/PRI); `rt` for real-time",
  cpuPercent: "%CPU (FreeBSD WCPU/CPU), percent of one CPU",
  cpuTimeSeconds: "CPU time (TIME+, or TIME when there is no TIME+), in seconds",
  timeSeconds: "procps TIME when TIME+ is also shown, in seconds",
};

const KIND_TYPES: Record<ColumnKind, () => z.ZodType> = {
  int: () => z.number().int().nullable(),
  uint: () => z.number().int().nonnegative().nullable(),
  count: () => z.number().int().nonnegative().nullable(),
  kib: () => z.number().int().nonnegative().nullable(),
  bytes: () => z.number().int().nonnegative().nullable(),
  percent: () => z.number().nonnegative().nullable(),
  time: () => z.number().nonnegative().nullable(),
  priority: () => z.union([z.number().int(), z.literal("rt")]).nullable(),
  intOrText: () => z.union([z.number().int(), z.string()]).nullable(),
  string: () => z.string().nullable(),
  command: () => z.string(),
};
const KIND_UNITS: Partial<Record<ColumnKind, string>> = { kib: ", in bytes", bytes: ", in bytes", time: ", in seconds", percent: ", percent", int: " (no unit; may be negative)", uint: " (an id or a count, no unit)", count: " (count)", priority: " (no unit)", intOrText: " (no unit, or text as printed)" };

/** One optional key per known column (all families), in the order of the tables (procps' default order first). */
function processShape(): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  const labels = new Map<string, string[]>();
  const kinds = new Map<string, Set<ColumnKind>>();
  for (const { label, family, def } of [...allColumns(), { label: "TIME", family: "procps" as const, def: { key: "timeSeconds", kind: "time" as const } }]) {
    labels.set(def.key, [...(labels.get(def.key) ?? []), `${family} ${label}`]);
    kinds.set(def.key, (kinds.get(def.key) ?? new Set()).add(def.kind));
  }
  for (const [key, set] of kinds) {
    const list = [...set];
    const note = PROCESS_NOTES[key] ?? `Column ${labels.get(key)!.join(", ")}${KIND_UNITS[list[0]!] ?? ""}`;
    const type = list.length === 1 ? KIND_TYPES[list[0]!]() : z.union(list.map((k) => KIND_TYPES[k]()) as [z.ZodType, z.ZodType]);
    shape[key] = type.optional().describe(note);
    if (key === "command") shape.treeDepth = z.number().int().positive().optional().describe("Forest view (toprc `V`): nesting level; the `` `- `` art is removed from command (index)");
  }
  shape.extra = z.record(z.string(), z.string().nullable()).optional().describe("Columns benchparse does not know (e.g. headers translated into a language it has no table for), as printed, keyed by label");
  return shape;
}

const PROCESS_DESCRIPTION =
  "One row of the task area. Keys depend on the columns shown; sizes in bytes, times in seconds, `-` and `?` placeholders as null, blank cells (zero suppression) absent";

/**
 * Every key a process record can have, with its type and description: the documentation of a task-area row. Used
 * to type TopProcess and checked against the fast validator below in the tests.
 */
export const TopProcessFields = z
  .looseObject(lazyShape(processShape))
  .describe(PROCESS_DESCRIPTION);
export type TopProcess = z.infer<typeof TopProcessFields>;

/*
 * What a process field may hold, as bits: a safe integer (int, priority, intOrText), a safe integer >= 0 (count,
 * kib, bytes), a finite number >= 0 (percent, time), `rt` (priority), any string (string, command, intOrText),
 * null (every kind but command). A key that several families type differently (cpuTimeSeconds, lastCpu) gets
 * the union.
 */
const INT = 1;
const NONNEG_INT = 2;
const NONNEG = 4;
const RT = 8;
const TEXT = 16;
const NULL = 32;
const KIND_BITS: Record<ColumnKind, number> = {
  int: INT | NULL,
  uint: NONNEG_INT | NULL,
  count: NONNEG_INT | NULL,
  kib: NONNEG_INT | NULL,
  bytes: NONNEG_INT | NULL,
  percent: NONNEG | NULL,
  time: NONNEG | NULL,
  priority: INT | RT | NULL,
  intOrText: INT | TEXT | NULL,
  string: TEXT | NULL,
  command: TEXT,
};

const KEY_BITS = new Map<string, number>();
for (const { def } of [...allColumns(), { def: { key: "timeSeconds", kind: "time" as ColumnKind } }]) {
  KEY_BITS.set(def.key, (KEY_BITS.get(def.key) ?? 0) | KIND_BITS[def.kind]);
}

function fits(bits: number, v: unknown): boolean {
  if (typeof v === "number") {
    if (bits & (INT | NONNEG_INT) && Number.isSafeInteger(v) && (bits & INT || v >= 0)) return true;
    return (bits & NONNEG) !== 0 && Number.isFinite(v) && v >= 0;
  }
  if (typeof v === "string") return (bits & TEXT) !== 0 || ((bits & RT) !== 0 && v === "rt");
  return v === null && (bits & NULL) !== 0;
}

/** The keys of the rows checked last, by position, and their bits: rows of a log share their keys in order. */
const seenKeys: string[] = [];
const seenBits: number[] = [];

/**
 * The same rules as TopProcessFields, checked by hand: a log holds hundreds of thousands of rows, and a generic
 * object schema with a hundred optional keys costs more than the whole parse.
 */
export function isTopProcess(v: unknown): v is TopProcess {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  let position = 0;
  for (const key in v) {
    const value = (v as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (key === "extra") {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
      for (const k in value) {
        const x = (value as Record<string, unknown>)[k];
        if (x !== null && typeof x !== "string") return false;
      }
      continue;
    }
    if (key === "treeDepth") {
      if (!Number.isSafeInteger(value) || (value as number) < 1) return false;
      continue;
    }
    let bits: number;
    if (seenKeys[position] === key) bits = seenBits[position]!;
    else {
      bits = KEY_BITS.get(key) ?? 0;
      seenKeys[position] = key;
      seenBits[position] = bits;
    }
    position++;
    if (!fits(bits, value)) return false;
  }
  return true;
}

/** The JSON Schema of one process row (z.custom has none of its own), for the generated schemas/top.json. */
function processJsonSchema(): Record<string, unknown> {
  const { $schema: _drop, ...schema } = z.toJSONSchema(TopProcessFields) as Record<string, unknown>;
  return schema;
}

export const TopProcess = lazyJsonSchema(
  z.custom<TopProcess>(isTopProcess, { message: "not a valid process record (see TopProcessFields)" }).describe(PROCESS_DESCRIPTION),
  processJsonSchema,
);

/** The task area: checked as one array (one check per frame instead of one zod payload per row). */
export const TopProcesses = lazyJsonSchema(
  z
    .custom<TopProcess[]>((v) => Array.isArray(v) && v.every(isTopProcess), { message: "not a valid process list (see TopProcessFields)" })
    .describe("The task area, in top's order: one TopProcess per row"),
  () => ({ type: "array", items: processJsonSchema() }),
);

export const TopFrameRecord = z
  .object(lazyShape({ format: z.literal("top").describe("The registry name of the format (no unit)"), kind: z.literal("frame").describe("What the record is: frame (no unit)") }, () => ({
    variant: z
      .enum(["procps-2.0", "procps-3.2", "procps-ng-3.3.0", "procps-ng-3.3.10+", "busybox", "freebsd", "macos"])
      .describe("procps-2.0 (no `top - `, `N processes:`, `CPU states:`, `Mem: ...k av`); procps-3.2; procps-ng-3.3.0 (3.3.0 to 3.3.9: total/used/free/buffers); procps-ng-3.3.10+ (3.3.10 to 4.x: total/free/used/buff/cache). A layout: the first version that prints it, not the version that printed this frame; BusyBox; FreeBSD; macOS"),
    timestamp: z.string().optional().describe("ISO 8601 date-time of the frame: its clock on a date from a preceding `date` line or the `date` option (an offset only when the date line showed one); absent when no date is known, where `time` has the clock instead"),
    time: z.string().optional().describe("The frame's clock time as printed (HH:MM:SS; procps 2.0 may print `19:15` or a 12-hour `6:58pm`), only when no date is known (else `timestamp` has it; `raw: true` keeps the clock as printed)"),
    uptimeSeconds: z.number().int().nonnegative().optional().describe("System uptime, in seconds (procps prints whole minutes)"),
    users: z.number().int().nonnegative().nullable().optional().describe("Logged-in users; null when top printed `?` (count)"),
    loadAverage1m: z.number().nonnegative().optional().describe("1-minute load average (no unit)"),
    loadAverage5m: z.number().nonnegative().optional().describe("5-minute load average (no unit)"),
    loadAverage15m: z.number().nonnegative().optional().describe("15-minute load average (no unit)"),
    runnableEntities: count("BusyBox: runnable scheduling entities (from /proc/loadavg) (count)").optional(),
    totalEntities: count("BusyBox: all scheduling entities (threads) (count)").optional(),
    lastPid: count("BusyBox, FreeBSD: the last process ID allocated (index)").optional(),
    tasks: TopTasks.optional(),
    cpu: TopCpu.optional().describe("All CPUs together (`%Cpu(s)`)"),
    cpus: z.array(TopCpu).optional().describe("Per-CPU lines (-1, toprc) and NUMA node lines"),
    memoryUnit: z.string().optional().describe("The unit of procps' Mem/Swap lines as printed (`KiB`...`EiB`, `Kb`); values are converted to bytes"),
    memory: TopMemory.optional(),
    swap: TopSwap.optional(),
    arc: z
      .object(lazyShape(() => ({
        totalBytes: bytes("Total").optional(),
        mfuBytes: bytes("MFU").optional(),
        mruBytes: bytes("MRU").optional(),
        anonBytes: bytes("Anon").optional(),
        headerBytes: bytes("Header").optional(),
        otherBytes: bytes("Other").optional(),
        compressedBytes: bytes("Compressed").optional(),
        uncompressedBytes: bytes("Uncompressed").optional(),
        ratio: z.number().nonnegative().optional().describe("Compression ratio (`1.23:1` -> 1.23) (no unit)"),
      })))
      .optional()
      .describe("FreeBSD ZFS ARC"),
    macos: z
      .record(z.string(), z.record(z.string(), z.number().nullable()))
      .optional()
      .describe("macOS summary lines (sharedLibs, memRegions, vm, networks, disks): sizes in bytes (keys ending in Bytes), counts otherwise"),
    otherLines: z.array(z.string()).optional().describe("Summary lines benchparse does not interpret, as printed"),
    columns: z.array(z.string()).optional().describe("The column header's labels, in order"),
    processes: TopProcesses,
    warnings: z
      .array(z.string().describe("A warning"))
      .optional()
      .describe("What could not be read as it should: values kept as printed but out of range (a percentage outside 0-100 in the CPU, memory or swap lines, or a process's %MEM), each naming the field; lines below the column header that are not process rows, each quoted"),
  })))
  .describe("One top frame (one screen of `top -b`)");
export type TopFrameRecord = z.infer<typeof TopFrameRecord>;

export const TopErrorRecord = z
  .object(lazyShape({ format: z.literal("top").describe("The registry name of the format (no unit)"), kind: z.literal("error").describe("What the record is: error (no unit)") }, () => ({
    time: z.string().optional().describe("The damaged frame's clock, when it was read"),
    error: z
      .object(lazyShape(() => ({
        message: z.string().describe("What is wrong, in words"),
        line: z.number().int().nonnegative().describe("1-based line number (index)"),
        column: z.number().int().nonnegative().describe("1-based column number (index)"),
        excerpt: z.string().describe("The offending line and a caret"),
      })))
      .describe("Where and why the frame could not be read"),
  })))
  .describe("A frame that could not be read (cut off, damaged); the frames around it are still returned");
export type TopErrorRecord = z.infer<typeof TopErrorRecord>;

export const TopRecord = z.discriminatedUnion("kind", [TopFrameRecord, TopErrorRecord]);
export type TopRecord = z.infer<typeof TopRecord>;
