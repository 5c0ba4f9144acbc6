/**
 * Raw top frames (strings as printed) to typed records: sizes in bytes, times in seconds, percentages, ISO
 * timestamps when a date is known. A value that cannot be read turns its frame into an error item that points at
 * the value; the other frames are unaffected.
 */
import { parseCalendarDate } from "../../normalize/calendar-date.js";
import { rollClockForward } from "../../normalize/clock-rollover.js";
import { parseClockTime } from "../../normalize/clock-time.js";
import { parseCpuTime } from "../../normalize/cpu-time.js";
import { localTimestamp } from "../../normalize/local-timestamp.js";
import { parseInteger, parseNumber } from "../../normalize/number.js";
import { percentRangeWarning } from "../../normalize/percent-range.js";
import { safeKey } from "../../normalize/safe-key.js";
import { exactBytes, parseSize } from "../../normalize/size.js";
import { parseTimestampLine } from "../../normalize/timestamp-line.js";
import { parseUptime } from "../../normalize/uptime.js";
import { ValueError } from "../../normalize/value-error.js";
import { cellBounds, cellNumber, kibBytes, lastBounds, mergedWords, scannedNumber, scanWord, shiftedColumns, splitRowStarts, wordCells, wordStart, type ColumnDef, type RowPlan, type TableLayout, type TopFamily } from "./columns.js";
import { RowMemo } from "./memo.js";
import { compactLabel, fieldOffset, frameOffsets, loadKey, rowCells, tableOf, type TopRawField, type TopRawFrame, type TopRawSummary } from "./raw.js";
import type { TopCpu, TopFrameRecord, TopMemory, TopProcess, TopSwap, TopTasks } from "./schema.js";

/** Options of the top format, besides the common ParseOptions. */
export interface TopParseOptions {
  /**
   * The calendar date of the first frame, `YYYY-MM-DD`, for logs without `date` lines: frames then get an ISO
   * `timestamp` (local time, no offset), rolling over to the next day when the clock goes back across midnight.
   */
  date?: string;
}

/** Where a value sits, for error items: a frame-relative locator. */
export type Locate = (offset: number) => { line: number; column: number; excerpt: string };

/** A value that could not be read: the frame becomes an error item at `offset`. */
export class FrameValueError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** A summary field that does not fit (an unknown name): located by the caller, which knows the field's offset. */
class FieldError extends Error {
  constructor(
    message: string,
    readonly field: TopRawField,
  ) {
    super(message);
  }
}

const SIZE_UNIT: Record<string, "K" | "M" | "G" | "T" | "P" | "E"> = {
  KiB: "K", MiB: "M", GiB: "G", TiB: "T", PiB: "P", EiB: "E", Kb: "K", Mb: "M", Gb: "G", КіБ: "K", МіБ: "M", ГіБ: "G", ТіБ: "T",
};
const POW: Record<string, number> = { B: 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4, P: 1024 ** 5, E: 1024 ** 6 };

const CPU_NAMES: Record<string, keyof TopCpu> = {
  us: "userPercent", user: "userPercent", usr: "userPercent",
  sy: "systemPercent", system: "systemPercent", sys: "systemPercent",
  ni: "nicePercent", nice: "nicePercent", nic: "nicePercent",
  id: "idlePercent", idle: "idlePercent",
  wa: "iowaitPercent", "IO-wait": "iowaitPercent", io: "iowaitPercent", iowait: "iowaitPercent",
  hi: "hardIrqPercent", irq: "hardIrqPercent",
  si: "softIrqPercent", sirq: "softIrqPercent", softirq: "softIrqPercent",
  st: "stealPercent",
  interrupt: "interruptPercent",
};
const PROCPS_CPU_ORDER: (keyof TopCpu)[] = ["userPercent", "systemPercent", "nicePercent", "idlePercent", "iowaitPercent", "hardIrqPercent", "softIrqPercent", "stealPercent"];

const TASK_NAMES: Record<string, keyof TopTasks> = {
  total: "total", running: "running", sleeping: "sleeping", sleep: "sleeping", "d-sleep": "diskSleeping", stopped: "stopped",
  zombie: "zombie", waiting: "waiting", idle: "idle", lock: "lock", starting: "starting", stuck: "stuck", threads: "threads",
};

/** procps Mem and Swap fields by position: 3.3.10 and later (total/free/used/buff/cache), 3.3.0 to 3.3.9. */
const MEM_ORDER = ["totalBytes", "freeBytes", "usedBytes", "buffCacheBytes"] as const;
const MEM_ORDER_330 = ["totalBytes", "usedBytes", "freeBytes", "buffersBytes"] as const;
const SWAP_ORDER = ["totalBytes", "freeBytes", "usedBytes", "availableBytes"] as const;
const SWAP_ORDER_330 = ["totalBytes", "usedBytes", "freeBytes", "cachedBytes"] as const;
/**
 * procps 2.0 Mem and Swap fields, by name (procps 2.0.x printed `av` and `shrd`/`buff`, some builds `total` and
 * `buffers`), and the names of its second Mem line (`224720k active, 69412k inactive`).
 */
const PROCPS2_MEMORY: Record<string, keyof TopMemory> = {
  av: "totalBytes", total: "totalBytes", used: "usedBytes", free: "freeBytes", shrd: "sharedBytes", buff: "buffersBytes", buffers: "buffersBytes",
  cached: "cachedBytes", active: "activeBytes", inactive: "inactiveBytes",
};
const PROCPS2_SWAP: Record<string, keyof TopSwap> = { av: "totalBytes", total: "totalBytes", used: "usedBytes", free: "freeBytes" };

/** The English names of those fields, to check them where top printed them in English. */
const ENGLISH_MEMORY = new Map([
  ["total", "totalBytes"], ["free", "freeBytes"], ["used", "usedBytes"], ["buff/cache", "buffCacheBytes"], ["buffers", "buffersBytes"],
  ["avail Mem", "availableBytes"], ["cached Mem", "cachedBytes"], ["cached", "cachedBytes"],
]);

/** parseNumber's and parseSize's options, made once (a frame has dozens of values). */
const POINT = { decimalComma: false };
const COMMA = { decimalComma: true };
const KIB_POINT = { defaultUnit: "K", decimalComma: false } as const;
const KIB_COMMA = { defaultUnit: "K", decimalComma: true } as const;

/** A summary field's value as a number, and as bytes (null for a value procps cut short); errors name `what name`. */
type ReadValue = (f: TopRawField, what: string, name?: string) => number;
type ReadSize = (f: TopRawField, what: string, unit?: string, name?: string) => number | null;

/** A ValueError placed at a value (`what name: reason`); other errors as they are. */
function located(err: unknown, what: string, name: string | undefined, offset: number): unknown {
  if (!(err instanceof ValueError)) return err;
  return new FrameValueError(`${name === undefined ? what : `${what} ${name}`}: ${err.message}`, offset);
}

/** Carries the calendar across frames (a `date` line, then clocks rolling past midnight). */
export class TopNormalizer {
  private day: { year: number; month: number; day: number } | undefined;
  private suffix = "";
  private previous: number | undefined;
  /** The previous frame's common rows (a log repeats most rows from frame to frame). */
  readonly rowMemo = new RowMemo();

  constructor(options: TopParseOptions = {}) {
    if (options.date !== undefined) {
      const d = parseCalendarDate(options.date, "YMD");
      this.day = { year: d.year, month: d.month, day: d.day };
    }
  }

  /** Normalizes one raw frame. Throws FrameValueError for a value that cannot be read. */
  frame(raw: TopRawFrame, base: number): TopFrameRecord {
    const meta = frameOffsets.get(raw);
    const at = (key: string): number => meta?.at.get(key) ?? meta?.at.get("frame") ?? base;
    const guard = <T>(offset: number, what: string, fn: () => T): T => {
      try {
        return fn();
      } catch (err) {
        throw located(err, what, undefined, offset);
      }
    };
    const decimalComma = raw.family === "procps" && hasDecimalComma(raw);
    const numbers = decimalComma ? COMMA : POINT;
    const fieldAt = (f: TopRawField): number => (meta && fieldOffset(meta, f)) ?? at("frame");
    // No closure per value (a frame has dozens): where the value is (a summary field, or the key of a frame-level
    // offset) is looked up, and its name spelled out, only when it fails.
    const number = (text: string, where: TopRawField | string, what: string, name?: string): number => {
      try {
        return parseNumber(stripPercent(text), numbers);
      } catch (err) {
        throw located(err, what, name, typeof where === "string" ? at(where) : fieldAt(where));
      }
    };

    const rec: TopFrameRecord = { format: "top", kind: "frame", variant: raw.variant, processes: [] };
    this.timestamp(raw, rec, at, guard);
    if (raw.uptime !== undefined) rec.uptimeSeconds = guard(at("uptime"), "uptime", () => parseUptime(raw.uptime!));
    if (raw.users !== undefined) rec.users = raw.users === "?" ? null : guard(at("users"), "users", () => parseInteger(raw.users!));
    if (raw.loadAverage) {
      // by index: destructuring would go through the array's iterator, once per frame
      const load = raw.loadAverage.map((v, k) => number(v, loadKey(k), "load average"));
      if (load.length > 0) rec.loadAverage1m = load[0]!;
      if (load.length > 1) rec.loadAverage5m = load[1]!;
      if (load.length > 2) rec.loadAverage15m = load[2]!;
    }
    if (raw.runnable !== undefined) {
      const [r, t] = raw.runnable.split("/");
      rec.runnableEntities = guard(at("frame"), "runnable entities", () => parseInteger(r!));
      rec.totalEntities = guard(at("frame"), "scheduling entities", () => parseInteger(t!));
    }
    if (raw.lastPid !== undefined) rec.lastPid = guard(at("frame"), "last pid", () => parseInteger(raw.lastPid!));

    const value: ReadValue = (f, what, name) => number(f.value, f, what, name);
    const size: ReadSize = (f, what, unit, name) => {
      if (unit && f.value.endsWith("+")) return null; // procps cut the value to fit its 9 characters
      try {
        if (unit) return exactBytes(Math.round(parseNumber(f.value, numbers) * POW[unit]!), f.value);
        return parseSize(f.value, decimalComma ? KIB_COMMA : KIB_POINT);
      } catch (err) {
        throw located(err, what, name, fieldAt(f));
      }
    };
    const other: string[] = [...(raw.otherLines ?? [])];

    try {
      this.summary(raw, rec, other, size, value);
    } catch (err) {
      if (err instanceof FieldError) throw new FrameValueError(err.message, fieldAt(err.field));
      throw err;
    }
    if (other.length) rec.otherLines = other;
    if (raw.header) {
      rec.columns = raw.header;
      rec.processes = this.processes(raw, decimalComma);
    }
    const warnings = raw.warnings ? [...raw.warnings, ...rangeWarnings(rec)] : rangeWarnings(rec);
    if (warnings.length) rec.warnings = warnings;
    return rec;
  }

  private summary(
    raw: TopRawFrame,
    rec: TopFrameRecord,
    other: string[],
    size: ReadSize,
    value: ReadValue,
  ): void {
    let memLines = 0;
    let sawCpu = false;
    for (const g of raw.summary) {
      const label = compactLabel(g.label);
      const cpuId = cpuLabel(label);
      if (cpuId !== undefined) {
        sawCpu = true;
        const cpu = this.cpu(g, cpuId, raw.family, value);
        if (cpuId.id === undefined) rec.cpu = cpu;
        else (rec.cpus ??= []).push(cpu);
        continue;
      }
      if (raw.family === "procps" || raw.family === "freebsd") {
        // FreeBSD, and procps 2.0: `58 processes: 55 sleeping, 3 running, 0 zombie, 0 stopped`
        const processes = label.endsWith("processes:") ? /^(\d+)processes:$/.exec(label) : null;
        if (processes) {
          const total = Number(processes[1]);
          if (!Number.isSafeInteger(total) && g.fields[0]) throw new FieldError(`processes: too large to be exact: ${processes[1]}`, g.fields[0]);
          rec.tasks = { ...this.tasks(g, "processes", value), ...(Number.isSafeInteger(total) ? { total } : {}) };
          continue;
        }
      }
      if (raw.family === "procps") {
        if (label === "" && raw.variant === "procps-2.0") {
          // the second Mem line (active, inactive)
          rec.memory = { ...rec.memory, ...mapFields(g, PROCPS2_MEMORY, (f) => size(f, "memory")) };
          continue;
        }
        const unitLabel = /^([KMGTPE]iB|[KMG]b|[КМГТ]іБ)/.exec(g.label);
        const isMem = unitLabel !== null || label === "Mem:" || label === "Swap:";
        if (isMem) {
          const unit = unitLabel ? SIZE_UNIT[unitLabel[1]!] : undefined;
          if (unitLabel) rec.memoryUnit = unitLabel[1]!;
          this.procpsMemory(rec, g, memLines++, raw.variant, unit, size, value);
          continue;
        }
        if (!sawCpu && rec.tasks === undefined) {
          rec.tasks = this.tasks(g, /^Threads:$/.test(label) ? "threads" : "tasks", value);
          continue;
        }
      } else if (raw.family === "busybox" && label === "Mem:") {
        rec.memory = mapFields(g, { used: "usedBytes", free: "freeBytes", shrd: "sharedBytes", buff: "buffersBytes", cached: "cachedBytes" }, (f) => size(f, "memory"));
        continue;
      } else if (raw.family === "freebsd") {
        if (label === "Mem:") {
          rec.memory = mapFields(g, { Active: "activeBytes", Inact: "inactiveBytes", Laundry: "laundryBytes", Wired: "wiredBytes", Cache: "cachedBytes", Buf: "bufBytes", Free: "freeBytes" }, (f) => size(f, "memory"));
          continue;
        }
        if (label === "ARC:") {
          rec.arc = mapFields(g, { Total: "totalBytes", MFU: "mfuBytes", MRU: "mruBytes", Anon: "anonBytes", Header: "headerBytes", Other: "otherBytes" }, (f) => size(f, "ARC"));
          continue;
        }
        if (label === "Swap:") {
          const swap: TopSwap = {};
          for (const f of g.fields) {
            if (f.name === "Inuse") swap.inusePercent = value(f, "swap");
            else {
              const key = ({ Total: "totalBytes", Free: "freeBytes", Used: "usedBytes", In: "inBytes", Out: "outBytes" } as const)[f.name as "Total"];
              if (key) swap[key] = size(f, "swap");
            }
          }
          if (Object.keys(swap).length) rec.swap = swap;
          continue;
        }
      } else if (raw.family === "macos") {
        if (label === "Processes:") {
          rec.tasks = this.tasks(g, "processes", value);
          continue;
        }
        if (label === "PhysMem:") {
          rec.memory = mapFields(
            g,
            { used: "usedBytes", wired: "wiredBytes", compressor: "compressorBytes", unused: "unusedBytes", active: "activeBytes", inactive: "inactiveBytes", free: "freeBytes" },
            (f) => size(f, "memory"),
          );
          continue;
        }
        const mac = macosGroup(g, (f) => size(f, label), (f, what) => value(f, what));
        if (mac) {
          const macos = (rec.macos ??= {});
          macos[mac.key] = { ...macos[mac.key], ...mac.values };
          continue;
        }
      }
      other.push(groupText(g));
    }
    if (raw.family === "freebsd") {
      for (let k = other.length - 1; k >= 0; k--) {
        const m = /^([\d.]+[KMGTPE]?) Compressed, ([\d.]+[KMGTPE]?) Uncompressed, ([\d.]+):1 Ratio$/.exec(other[k]!.trim());
        if (!m) continue;
        rec.arc = { ...rec.arc, compressedBytes: parseSize(m[1]!, { defaultUnit: "K" }), uncompressedBytes: parseSize(m[2]!, { defaultUnit: "K" }), ratio: Number(m[3]) };
        other.splice(k, 1);
      }
    }
  }

  private timestamp(
    raw: TopRawFrame,
    rec: TopFrameRecord,
    at: (key: string) => number,
    guard: <T>(offset: number, what: string, fn: () => T) => T,
  ): void {
    let clock: number | undefined;
    /** The clock as printed: the record's `time` only when no date makes it a timestamp (each value once). */
    let printed: string | undefined;
    if (raw.clock !== undefined) {
      printed = raw.clock;
      clock = guard(at("clock"), "clock", () => parseClockTime(withSeconds(raw.clock!)));
    }
    if (raw.date !== undefined) {
      const dateAt = at(raw.family === "macos" ? "date" : "frame");
      const mac = /^(\d{4})\/(\d\d)\/(\d\d) (\d\d:\d\d:\d\d)$/.exec(raw.date);
      if (mac) {
        // macOS prints the sample's own date and time
        printed = mac[4]!;
        this.day = guard(dateAt, "date", () => checkedDay(`${mac[1]}-${mac[2]}-${mac[3]}`));
        this.suffix = "";
        clock = guard(dateAt, "date", () => parseClockTime(mac[4]!));
        this.previous = clock;
      } else if (/^\d{4}-\d\d-\d\d$/.test(raw.date)) {
        this.day = guard(dateAt, "date", () => checkedDay(raw.date!));
        this.suffix = "";
        this.previous = 0;
      } else {
        const line = guard(dateAt, "date line", () => parseTimestampLine(raw.date!));
        const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)/.exec(line.iso)!;
        this.day = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
        this.suffix = /(Z|[+-]\d\d:\d\d)$/.exec(line.iso)?.[1] ?? "";
        this.previous = Number(m[4]) * 3600 + Number(m[5]) * 60 + Number(m[6]);
        if (clock === undefined) rec.timestamp = line.iso;
      }
    }
    if (clock === undefined || this.day === undefined) {
      if (printed !== undefined) rec.time = printed;
      return;
    }
    const absolute = this.previous === undefined ? clock : rollClockForward(this.previous, clock);
    this.previous = absolute;
    rec.timestamp = localTimestamp(this.day, absolute) + this.suffix;
  }

  private cpu(g: TopRawSummary, where: { id?: string; coreType?: "P" | "E" }, family: TopFamily, value: ReadValue): TopCpu {
    const cpu: TopCpu = {};
    if (where.id !== undefined) cpu.id = where.id;
    if (where.coreType) cpu.coreType = where.coreType;
    if (g.graph) {
      // `%Cpu(s):  75.0/25.0  100[...]`: user (us+ni) / system (sy+hi+si), then the total
      const first = g.fields[0];
      if (first) {
        const [u, s] = first.value.split("/");
        cpu.userNicePercent = value({ name: "", value: u! }, "CPU graph");
        if (s !== undefined) cpu.systemIrqPercent = value({ name: "", value: s }, "CPU graph");
      }
      if (g.fields[1]) cpu.busyPercent = value(g.fields[1], "CPU graph");
      return cpu;
    }
    const byName = g.fields.every((f) => CPU_NAMES[f.name] !== undefined);
    g.fields.forEach((f, k) => {
      if (f.value === "") return;
      const key = byName ? CPU_NAMES[f.name] : family === "procps" ? PROCPS_CPU_ORDER[k] : undefined;
      if (key === undefined) throw new FieldError(`unknown CPU field ${JSON.stringify(f.name)}`, f);
      (cpu as Record<string, unknown>)[key] = value(f, "CPU", f.name);
    });
    return cpu;
  }

  private tasks(g: TopRawSummary, kind: TopTasks["kind"], value: ReadValue): TopTasks {
    const tasks: TopTasks = { kind };
    const known = g.fields.every((f) => TASK_NAMES[f.name] !== undefined);
    const order: (keyof TopTasks)[] =
      g.fields.length === 6 ? ["total", "running", "sleeping", "diskSleeping", "stopped", "zombie"] : ["total", "running", "sleeping", "stopped", "zombie"];
    g.fields.forEach((f, k) => {
      const key = known ? TASK_NAMES[f.name] : order[k];
      if (key === undefined || key === "kind") return;
      const n = value(f, "tasks", f.name);
      if (!Number.isInteger(n)) throw new FieldError(`tasks ${f.name}: not a whole number`, f);
      (tasks as Record<string, unknown>)[key] = n;
    });
    return tasks;
  }

  /** procps Mem and Swap lines, by position (the names may be translated) and checked by name when English. */
  private procpsMemory(
    rec: TopFrameRecord,
    g: TopRawSummary,
    index: number,
    variant: TopRawFrame["variant"],
    unit: string | undefined,
    size: ReadSize,
    value: ReadValue,
  ): void {
    const isSwap = index === 1;
    if (g.graph) {
      const target: TopMemory & TopSwap = {};
      const first = g.fields[0];
      if (first) {
        const [p, total] = first.value.split("/");
        target.usedPercent = value({ name: "", value: p! }, "memory graph");
        if (total !== undefined) target.totalBytes = size({ name: "", value: total }, "memory graph", unit ?? "K");
      }
      if (isSwap) rec.swap = target;
      else rec.memory = target;
      return;
    }
    if (variant === "procps-2.0") {
      // by name: `Mem: 385040k av, 380820k used, 4220k free, 0k shrd, 67368k buff`, `Swap: ... av ... free  ... cached`
      const memory: TopMemory = rec.memory ?? {};
      const swap: TopSwap = {};
      for (const f of g.fields) {
        if (f.value === "") continue;
        // the page cache is printed on the Swap line, as in procps 3.2
        const toSwap = isSwap && f.name !== "cached";
        const names: Record<string, string> = toSwap ? PROCPS2_SWAP : PROCPS2_MEMORY;
        const key = Object.prototype.hasOwnProperty.call(names, f.name) ? names[f.name]! : undefined;
        if (key === undefined) throw new FieldError(`unknown field ${JSON.stringify(f.name)} in ${g.label}`, f);
        const bytes = size(f, isSwap ? "swap" : "memory", unit, f.name);
        if (toSwap) (swap as Record<string, number | null>)[key] = bytes;
        else (memory as Record<string, number | null>)[key] = bytes;
      }
      if (Object.keys(memory).length) rec.memory = memory;
      if (isSwap) rec.swap = swap;
      return;
    }
    const modern = variant === "procps-ng-3.3.10+";
    const order = isSwap ? (modern ? SWAP_ORDER : SWAP_ORDER_330) : modern ? MEM_ORDER : MEM_ORDER_330;
    const memory: TopMemory = rec.memory ?? {};
    const swap: TopSwap = {};
    g.fields.forEach((f, k) => {
      const key = order[k];
      if (key === undefined || f.value === "") return;
      const named = ENGLISH_MEMORY.get(f.name);
      if (named !== undefined && named !== key) throw new FieldError(`unexpected memory field ${JSON.stringify(f.name)} in position ${k + 1}`, f);
      const bytes = size(f, isSwap ? "swap" : "memory", unit, f.name);
      if (key === "availableBytes" || key === "cachedBytes" || !isSwap) (memory as Record<string, number | null>)[key] = bytes;
      else (swap as Record<string, number | null>)[key] = bytes;
    });
    if (Object.keys(memory).length) rec.memory = memory;
    if (isSwap) rec.swap = swap;
  }

  private processes(raw: TopRawFrame, decimalComma: boolean): TopProcess[] {
    const table = tableOf(raw);
    if (!table) return [];
    const { columns, header, defs } = table.layout;
    const n = header.length;
    const text = table.text;
    const byWords = table.family === "busybox";
    const rows = table.starts.length;
    const out: TopProcess[] = new Array(rows);
    const values = new Array<unknown>(n);
    const recent = new Array<string | undefined>(n);
    const plan = byWords || !commonRows.enabled ? undefined : table.layout.plan;
    const memo = plan && commonRows.reuse ? this.rowMemo : undefined;
    const wordEnds = plan ? scratchWordEnds(n) : undefined;
    if (memo) memo.begin(plan!, decimalComma, rows);
    for (let r = 0; r < rows; r++) {
      const start = table.starts[r]!;
      const end = table.ends[r]!;
      // the columns copied from the previous frame's row for this process (all of them when it is printed unchanged);
      // a common row is read word by word from there
      const copied = memo ? memo.find(text, start, end, r, values, wordEnds!) : 0;
      if (copied === n) {
        // printed unchanged: the record is made from the memo's copy of the values
        commonRows.reused++;
        out[r] = table.layout.makeRow!(memo!.store, memo!.at) as TopProcess;
        continue;
      }
      if (plan && readCommonRow(text, start, end, plan, values, recent, decimalComma, wordEnds!, copied)) {
        memo?.keep(r, values, wordEnds!);
        commonRows.read++;
        if (copied > 0) commonRows.resumed++;
        out[r] = table.layout.makeRow!(values, 0) as TopProcess;
        continue;
      }
      // cells are read from the row text as they are typed: no intermediate row object or cell strings
      let cells = byWords ? rowCells(table, r) : undefined;
      let cols = columns;
      let first = cells ? undefined : cellBounds(text, start, end, columns);
      // a row that does not line up with its header (two words under one label): by the header moved to the row, or
      // word by word when they fit (see rowCells)
      if (first && mergedWords()) {
        const moved = shiftedColumns(table.layout, text, start, end);
        if (moved !== undefined && (cellBounds(text, start, end, moved), !mergedWords())) cols = moved;
        else {
          const words = wordCells(text, start, end, columns);
          if (words) {
            cells = words;
            first = undefined;
          } else if (moved !== undefined) cellBounds(text, start, end, columns);
        }
      }
      const last = lastBounds();
      let extra: Record<string, string | null> | undefined;
      let treeDepth: number | undefined;
      let complete = true;
      let k = 0;
      for (;;) {
        try {
          for (k = 0; k < n; k++) {
            values[k] = undefined;
            const def = defs[k];
            if (!cells && def && def.kind !== "command" && first![k]! >= 0) {
              // a number read while the row was split (no string per cell), else the cell's text typed
              values[k] = cellNumber(k, def.kind) ?? wordValue(text, first![k]!, last[k]!, def, recent, k, decimalComma);
              continue;
            }
            const cell = cells ? cells[k] : first![k]! >= 0 ? text.slice(first![k]!, last[k]!) : undefined;
            if (cell === undefined) {
              if (def) complete = false;
              continue;
            }
            if (!def) {
              (extra ??= {})[safeKey(header[k]!)] = cell === "-" || cell === "?" ? null : cell;
            } else if (def.kind === "command") {
              // forest view: `` `- `` indented by 4 per level under the COMMAND label
              if (raw.family === "procps" && first && cell.charCodeAt(0) === 96 && cell.startsWith("`- ")) {
                values[k] = cell.slice(3);
                treeDepth = Math.max(0, Math.floor((first[k]! - start - cols[k]!.start - 1) / 4)) + 1;
              } else values[k] = cell;
            } else {
              const v = typedCell(cell, def, decimalComma);
              values[k] = v;
              if (def.kind === "string" && v === cell) recent[k] = cell;
            }
          }
          break;
        } catch (err) {
          if (!(err instanceof ValueError)) throw err;
          // a value that cannot be read where the header's positions put it: by the header moved to the row, or the
          // row's words, when they fit
          const moved = first && cols === columns ? shiftedColumns(table.layout, text, start, end) : undefined;
          if (moved !== undefined) {
            first = cellBounds(text, start, end, moved);
            cols = moved;
            extra = undefined;
            treeDepth = undefined;
            complete = true;
            continue;
          }
          const words = first ? wordCells(text, start, end, columns) : undefined;
          if (words) {
            cells = words;
            first = undefined;
            extra = undefined;
            treeDepth = undefined;
            complete = true;
            continue;
          }
          const row = text.slice(start, table.ends[r]!);
          const at = cells && !byWords ? wordStart(row, k) : splitRowStarts(row, cols)[k];
          throw new FrameValueError(`${header[k]}: ${err.message}`, table.base + start + (at ?? 0));
        }
      }
      const proc = storeRow(table.layout, values, n, complete);
      if (treeDepth !== undefined) proc.treeDepth = treeDepth;
      if (extra) proc.extra = extra;
      out[r] = proc as TopProcess;
    }
    return out;
  }
}

/**
 * The common-row path, for tests: `enabled: false` reads every row the general way; `read` counts the rows it read;
 * `reuse: false` reads every common row in full instead of copying from the previous frame's rows (RowMemo);
 * `reused` counts rows copied whole, `resumed` rows read from a column after those copied.
 */
export const commonRows = { enabled: true, read: 0, reuse: true, reused: 0, resumed: 0 };

let wordEndsScratch = new Int32Array(64);
/** readCommonRow's word ends, reused between frames. */
function scratchWordEnds(n: number): Int32Array {
  if (wordEndsScratch.length < n) wordEndsScratch = new Int32Array(n * 2);
  return wordEndsScratch;
}

/**
 * The common row (see RowPlan): one word per column, each under its own label, then the command line. Fills
 * `values` as the general path in processes() would, from the same helpers, and returns true; returns false, having
 * decided nothing, for any other row (a blank cell, a word between labels or under two, a cell in another form, a
 * forest-view command, a value that does not convert): the general path then reads it, and reports its errors.
 * Each word's end (from the row's start) goes to `wordEnds`. Reading starts at column `from`, after the word that
 * ends at wordEnds[from - 1]: the columns before it were copied from a row with the same text up to there (RowMemo),
 * and a column's value depends on nothing but its word and where it lies.
 */
function readCommonRow(text: string, s: number, e: number, plan: RowPlan, values: unknown[], recent: (string | undefined)[], decimalComma: boolean, wordEnds: Int32Array, from: number): boolean {
  const { starts, ends, nextStarts, defs } = plan;
  const last = defs.length - 1;
  let i = from > 0 ? s + wordEnds[from - 1]! : s;
  let ch = 0;
  for (let k = from; ; k++) {
    while (i < e && ((ch = text.charCodeAt(i)) === 32 || ch === 9 || ch === 10)) i++;
    if (i === e) return false;
    const wordStart = i;
    const ws = wordStart - s;
    if ((k > 0 && ws < ends[k - 1]!) || (k < last && ws >= ends[k]!)) return false;
    i = scanWord(text, i, e);
    const we = i - s;
    if (we <= starts[k]! || we > nextStarts[k]!) return false;
    if (k === last) {
      // the command line: the rest of the row, without its trailing blanks (forest-view art goes the general way)
      if (text.charCodeAt(wordStart) === 96) return false;
      let end = e;
      while (end > i && ((ch = text.charCodeAt(end - 1)) === 32 || ch === 9 || ch === 10)) end--;
      values[k] = text.slice(wordStart, end);
      return true;
    }
    wordEnds[k] = we;
    const def = defs[k]!;
    const v = scannedNumber(def.kind);
    if (v !== undefined) {
      values[k] = v;
      continue;
    }
    try {
      values[k] = wordValue(text, wordStart, i, def, recent, k, decimalComma);
    } catch {
      return false;
    }
  }
}

/**
 * A cell of a known column other than the command, one word at text[s, e) that was not read as a number while the
 * row was split, typed: the string of the row above when it is the same (a user, a state: shared, not made again),
 * else typedCell, which throws a ValueError for a value it cannot read. The general and the common-row paths both
 * type their cells here.
 */
function wordValue(text: string, s: number, e: number, def: ColumnDef, recent: (string | undefined)[], k: number, decimalComma: boolean): unknown {
  const previous = recent[k];
  if (previous !== undefined && previous.length === e - s && sameText(text, s, previous)) return previous;
  const cell = text.slice(s, e);
  const v = typedCell(cell, def, decimalComma);
  if (def.kind === "string" && v === cell) recent[k] = cell;
  return v;
}

/**
 * Percentages outside 0-100 in a frame (a damaged or edited log): kept as printed, named here. A process's %CPU is
 * left out (in top's default Irix mode it counts every CPU a process uses, so it may pass 100); its %MEM is checked.
 */
function rangeWarnings(rec: TopFrameRecord): string[] {
  const out: string[] = [];
  const check = (where: string, values: Record<string, unknown> | undefined): void => {
    if (!values) return;
    for (const key of Object.keys(values)) {
      const v = values[key];
      if (!key.endsWith("Percent") || typeof v !== "number") continue;
      const warning = percentRangeWarning(`${where} ${key}`, v);
      if (warning) out.push(warning);
    }
  };
  check("cpu", rec.cpu);
  for (const cpu of rec.cpus ?? []) check(cpu.id === undefined ? "cpu" : `cpu ${cpu.id}`, cpu);
  check("memory", rec.memory);
  check("swap", rec.swap);
  const processes = rec.processes;
  for (let i = 0; i < processes.length; i++) {
    const p = processes[i]!;
    const mem = p.memPercent as number | null | undefined;
    // the field's name is only spelled out for a value that is out of range (a log holds millions of rows)
    if (typeof mem === "number" && mem >= 0 && mem <= 100) continue;
    const warning = percentRangeWarning(`process row ${i + 1}${typeof p.pid === "number" ? ` (pid ${p.pid})` : ""} memPercent`, mem);
    if (warning) out.push(warning);
  }
  return out;
}

/**
 * A row object from the layout's keys and the row's values: the layout's generated literal when every known column
 * has a value (the usual row), else built key by key without the blank cells.
 */
function storeRow(layout: TableLayout, v: readonly unknown[], n: number, complete: boolean): Record<string, unknown> {
  if (complete && layout.makeRow) return layout.makeRow(v, 0);
  const keys = layout.storeKeys;
  const row: Record<string, unknown> = {};
  for (let k = 0; k < n; k++) if (v[k] !== undefined) row[keys[k]!] = v[k];
  return row;
}

/** Whether text holds s at `at` (s is short: a user name, a state; cheaper than a call to startsWith). */
function sameText(text: string, at: number, s: string): boolean {
  for (let i = 0; i < s.length; i++) if (text.charCodeAt(at + i) !== s.charCodeAt(i)) return false;
  return true;
}

/** A plain whole number (optional minus) read without a regular expression, or undefined. */
function plainInt(s: string): number | undefined {
  const n = s.length;
  if (n === 0 || n > 15) return undefined;
  let i = s.charCodeAt(0) === 45 ? 1 : 0;
  if (i === n) return undefined;
  let v = 0;
  for (; i < n; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return undefined;
    v = v * 10 + d;
  }
  return s.charCodeAt(0) === 45 ? -v : v;
}

/** `m:ss.cc` (procps TIME+) in hundredths of a second, or undefined. */
function minSecHundredths(s: string): number | undefined {
  const n = s.length;
  const colon = s.indexOf(":");
  if (colon < 1 || n !== colon + 6 || s.charCodeAt(colon + 3) !== 46) return undefined;
  const min = plainInt(s.slice(0, colon));
  const sec = plainInt(s.slice(colon + 1, colon + 3));
  const cc = plainInt(s.slice(colon + 4));
  if (min === undefined || min < 0 || sec === undefined || sec > 59 || cc === undefined || cc < 0) return undefined;
  return min * 6000 + sec * 100 + cc;
}

/** One typed cell. Placeholders (`-`, `?`) are null. Fast paths first: a log holds millions of cells. */
export function typedCell(cell: string, def: ColumnDef, decimalComma: boolean): unknown {
  if (cell === "-" || cell === "?") return def.kind === "command" ? cell : null;
  switch (def.kind) {
    case "int":
      return plainInt(cell) ?? parseInteger(cell);
    case "uint": {
      const v = plainInt(cell) ?? parseInteger(cell);
      if (v < 0) throw new ValueError(`${cell} is negative: top prints no negative value in this column (an id or a count)`);
      return v;
    }
    case "priority":
      if (cell === "rt" || cell === "RT") return "rt";
      return plainInt(cell) ?? parseInteger(cell);
    case "intOrText":
      return plainInt(cell) ?? (/^-?\d+$/.test(cell) ? parseInteger(cell) : cell);
    case "count": {
      const v = plainInt(cell);
      return v !== undefined && v >= 0 ? v : parseSize(cell, { defaultUnit: "B" });
    }
    case "kib": {
      const v = plainInt(cell);
      return (v !== undefined ? kibBytes(v) : undefined) ?? parseSize(cell, { defaultUnit: "K", decimalComma });
    }
    case "bytes":
      return parseSize(cell.replace(/[+-]$/, ""), { defaultUnit: "B" });
    case "percent": {
      const s = cell.charCodeAt(cell.length - 1) === 37 ? cell.slice(0, -1) : cell;
      // parseNumber reads the usual `12.5` without its regular expression
      return parseNumber(s, decimalComma ? COMMA : POINT);
    }
    case "time": {
      const h = minSecHundredths(cell);
      return h !== undefined ? h / 100 : parseCpuTime(cell);
    }
    default:
      return cell;
  }
}

function stripPercent(s: string): string {
  return s.endsWith("%") ? s.slice(0, -1) : s;
}

function hasDecimalComma(raw: TopRawFrame): boolean {
  if (raw.loadAverage) for (const v of raw.loadAverage) if (isDecimalComma(v)) return true;
  for (const g of raw.summary) for (const f of g.fields) if (isDecimalComma(f.value)) return true;
  if (raw.summary.length > 0 || raw.loadAverage !== undefined) return false;
  // a table copied alone: its first row's %CPU and %MEM cells tell
  const table = tableOf(raw);
  if (table === undefined || table.starts.length === 0) return false;
  const cells = rowCells(table, 0);
  return table.layout.header.some((label, k) => (label === "%CPU" || label === "%MEM") && cells[k] !== undefined && isDecimalComma(cells[k]!));
}

/** `24105,6`: most values hold no comma at all, so one is looked for before the pattern is tried. */
const isDecimalComma = (v: string): boolean => v.includes(",") && /^\d+,\d+$/.test(v);

/** `%Cpu(s):`, `CPU states:` -> {}, `%Cpu3:` -> { id: "3" }, `%CpE8:` -> { id: "8", coreType: "E" }, `%Node0:` -> { id: "node0" }. */
function cpuLabel(label: string): { id?: string; coreType?: "P" | "E" } | undefined {
  // `CPUstates:`: FreeBSD before 5 (and other BSD tops), procps 2.0: `CPU states:  0.0% user, ...`
  if (/^%?(?:Cpu|CPU)(?:\(s\))?:$/.test(label) || label === "CPUusage:" || label === "CPUstates:") return {};
  // procps 2.0 SMP: `CPU0 states:`
  const m = /^%?(?:Cp([uPE])|CPU)(\d+)(?:states)?:$/.exec(label);
  if (m) return m[1] === "P" || m[1] === "E" ? { id: m[2]!, coreType: m[1] } : { id: m[2]! };
  const node = /^%?Node(\d+):$/.exec(label);
  if (node) return { id: `node${node[1]}` };
  return undefined;
}

/** procps 2.0's clock without seconds (`6:58pm`, `19:15`) as parseClockTime reads it (`6:58:00pm`). */
function withSeconds(clock: string): string {
  return /^\d\d?:\d\d(?:[ap]m)?$/.test(clock) ? `${clock.slice(0, clock.indexOf(":") + 3)}:00${clock.slice(clock.indexOf(":") + 3)}` : clock;
}

function checkedDay(iso: string): { year: number; month: number; day: number } {
  const d = parseCalendarDate(iso, "YMD");
  return { year: d.year, month: d.month, day: d.day };
}

function mapFields<T extends Record<string, unknown>>(g: TopRawSummary, names: Record<string, keyof T & string>, read: (f: TopRawField) => unknown): T {
  const out: Record<string, unknown> = {};
  for (const f of g.fields) {
    const key = Object.prototype.hasOwnProperty.call(names, f.name) ? names[f.name] : undefined;
    if (key === undefined) throw new FieldError(`unknown field ${JSON.stringify(f.name)} in ${g.label}`, f);
    out[key] = read(f);
  }
  return out as T;
}

/** A group as text again, for otherLines. */
function groupText(g: TopRawSummary): string {
  return [g.label, g.fields.map((f) => [f.value, f.name].filter(Boolean).join(" ")).join(", ")].filter(Boolean).join(" ");
}

/** macOS summary lines other than Processes, CPU usage, PhysMem. */
function macosGroup(
  g: TopRawSummary,
  size: (f: TopRawField) => number | null,
  value: ReadValue,
): { key: string; values: Record<string, number | null> } | undefined {
  const label = g.label.replace(/:$/, "");
  const values: Record<string, number | null> = {};
  const camel = (s: string): string => s.replace(/ (\w)/g, (_, c: string) => c.toUpperCase());
  const withDelta = (f: TopRawField, key: string): void => {
    const m = /^(\d+)\((\d+)\)$/.exec(f.value);
    if (m) {
      values[key] = Number(m[1]);
      values[`${key}Delta`] = Number(m[2]);
      if (!Number.isSafeInteger(values[key]) || !Number.isSafeInteger(values[`${key}Delta`])) throw new FieldError(`${key}: too large to be exact: ${f.value}`, f);
    } else values[key] = value(f, key);
  };
  const pair = (f: TopRawField, countKey: string, bytesKey: string): void => {
    const [a, b] = f.value.split("/");
    values[countKey] = value({ name: "", value: a! }, countKey);
    if (b !== undefined) values[bytesKey] = size({ name: "", value: b });
  };
  switch (label) {
    case "SharedLibs":
      for (const f of g.fields) values[`${camel(f.name)}Bytes`] = size(f);
      return { key: "sharedLibs", values };
    case "MemRegions":
      for (const f of g.fields) {
        if (f.name === "total") values.total = value(f, "MemRegions total");
        else values[`${camel(f.name)}Bytes`] = size(f);
      }
      return { key: "memRegions", values };
    case "VM":
      for (const f of g.fields) {
        if (/vsize$/.test(f.name)) values[`${camel(f.name)}Bytes`] = size(f);
        else withDelta(f, camel(f.name));
      }
      return { key: "vm", values };
    case "Networks":
    case "packets":
      for (const f of g.fields) pair(f, f.name === "in" ? "packetsIn" : "packetsOut", f.name === "in" ? "bytesIn" : "bytesOut");
      return { key: "networks", values };
    case "Disks":
      for (const f of g.fields) pair(f, f.name === "read" ? "readOps" : "writtenOps", f.name === "read" ? "readBytes" : "writtenBytes");
      return { key: "disks", values };
    default:
      return undefined;
  }
}
