import { ParseError } from "../../kit/errors.js";
import { memoized } from "../../normalize/memoized.js";
import { parseInteger } from "../../normalize/number.js";
import { parseTimestampLine } from "../../normalize/timestamp-line.js";
import { ValueError } from "../../normalize/value-error.js";
import { bytesOrKib } from "../../normalize/bytes-or-kib.js";
import { SaidOnce } from "../../normalize/said-once.js";
import type { ParseContext } from "../../kit/format.js";
import { LIST_LABELS, memoryColumnsOf } from "./labels.js";
import { type VmstatPlaces, type VmstatRawDisk, type VmstatRawList, type VmstatRawPartition, type VmstatRawRecord, type VmstatRawSample } from "./raw.js";
import type { VmstatDiskRecord, VmstatDiskSummaryRecord, VmstatForksRecord, VmstatPartitionRecord, VmstatRecord, VmstatSampleRecord, VmstatStatsRecord } from "./schema.js";
import { canonicalUnit, givenBy, UNIT_BYTES, UNIT_CHOICES, type VmstatParseOptions, type VmstatUnit, type VmstatUnitSource } from "./units.js";
import { placesOf } from "../../kit/places.js";

const SECTOR = 512;

/** Raw vmstat records (strings as printed) to typed records: sizes in bytes, rates per second, times in seconds. */
export function normalizeVmstat(raws: VmstatRawRecord[], ctx: ParseContext): VmstatRecord[] {
  const options = ctx.options as VmstatParseOptions;
  const fail = (raw: VmstatRawRecord | undefined, index: number | undefined, message: string): never => {
    const offsets = raw ? placesOf<VmstatPlaces>(raw) : undefined;
    const offset = index === undefined ? offsets?.start : (offsets?.values[index] ?? offsets?.start);
    throw new ParseError({ format: "vmstat", source: ctx.source, text: ctx.text, offset: offset ?? 0, message });
  };
  // an assumed or inferred unit is said on the first row it applies to, not on every row (SaidOnce)
  const once = new SaidOnce(ctx.state, "vmstat.said");
  const out = raws.map((raw): VmstatRecord => {
    const int = (index: number): number => {
      const text = "lines" in raw ? raw.lines[index]!.value : raw.values[index]!;
      let v: number;
      try {
        v = parseInteger(text);
      } catch (err) {
        return fail(raw, index, err instanceof ValueError ? err.message : String(err));
      }
      // every figure vmstat prints is a count, an amount, a rate or a share: never negative
      return v < 0 ? fail(raw, index, `${text} is negative: vmstat prints no negative value`) : v;
    };
    switch (raw.kind) {
      case "sample":
        return sampleRecord(raw, int, sampleUnit(raw, options, fail), raw.zone, options, once, fail);
      case "disk":
        return diskRecord(raw, int, raw.zone, options, fail);
      case "partition":
        return partitionRecord(raw, int);
      default:
        return listRecord(raw, int, fail);
    }
  });
  once.keep();
  return out;
}

type Fail = (raw: VmstatRawRecord | undefined, index: number | undefined, message: string) => never;
type Int = (index: number) => number;

interface ResolvedUnit {
  unit: VmstatUnit;
  source: Exclude<VmstatUnitSource, "printed">;
  /** What had to be assumed or inferred, said on the row. */
  warning?: string;
}

/**
 * The -S unit of a row's memory and si/so columns: the option (or the pasted command line's -S), else bytes when the
 * row's memory values are -S b's (bytesOrKib: multiples of 1024 that are not round figures; row by row, so that a
 * stream cut anywhere reads the same), else KiB assumed; with a warning that says which and why.
 */
function sampleUnit(raw: VmstatRawSample, options: VmstatParseOptions, fail: Fail): ResolvedUnit {
  if (options.unit !== undefined) {
    const unit = canonicalUnit(String(options.unit));
    if (unit === undefined) return fail(raw, undefined, `unknown unit ${JSON.stringify(options.unit)}; use one of ${UNIT_CHOICES.join(", ")}`);
    return { unit, source: givenBy(options, "unit") };
  }
  const cells = raw.values.slice(2, 6);
  const numbers: number[] = [];
  for (const c of cells) {
    if (!DIGITS.test(c)) return KIB_DEFAULT;
    numbers.push(Number(c));
  }
  const found = bytesOrKib(numbers);
  if (found.unit === "KiB") return { unit: "KiB", source: "default", warning: found.round ? KIB_ROUND : KIB_ASSUMED };
  const odd = found.odd === undefined ? "" : `; ${raw.header[2 + found.odd] ?? "a memory value"} ${cells[found.odd]} is not a multiple of 1024, which -S b never prints: it may be mistyped`;
  return { unit: "B", source: "inferred", warning: `vmstat prints no unit: bytes (-S b) were inferred for memory and si/so: ${found.odd === undefined ? "every" : "every but one"} memory value is a multiple of 1024 and not a round figure, as -S b prints them (/proc/meminfo's KiB times 1024)${odd}; ${PASS_UNIT}` };
}

const DIGITS = /^\d+$/;

const PASS_UNIT = "if vmstat ran with another -S unit, pass it (option `unit`, CLI --unit) or paste the command line with the output";

const KIB_ASSUMED =
  "vmstat prints no unit: KiB (vmstat's default) was assumed for memory and si/so; if vmstat ran with -S k, m, M or b, pass it (option `unit`, CLI --unit) or paste the command line with the output";

/** KiB assumed, said so: the same object for every row (it is read, never changed). */
const KIB_DEFAULT: ResolvedUnit = { unit: "KiB", source: "default", warning: KIB_ASSUMED };

const KIB_ROUND = `vmstat prints no unit: KiB (vmstat's default) was assumed for memory and si/so; the memory values are multiples of 1024 as -S b prints them, but round figures (as KiB figures written by hand are), which cannot tell bytes from KiB: ${PASS_UNIT}`;

/** A zone the ISO timestamp already says (`Z` for UTC, `+04:00` for `+04`): not repeated as `timeZone`. */
const inTimestamp = (zone: string): boolean => NUMERIC_ZONE.test(zone) || UTC_ZONE.test(zone);
const NUMERIC_ZONE = /^[+-]\d\d(?::?\d\d)?$/;
const UTC_ZONE = /^(?:UTC|GMT|UT|Z)$/;

/** `2026-12-01 21:20:59` and the zone under the header to ISO 8601, with an offset when the zone says one. */
function isoTimestamp(text: string, zone: string | undefined, options: VmstatParseOptions): string {
  const numeric = zone !== undefined && NUMERIC_ZONE.test(zone);
  const named = zone !== undefined && !numeric ? zone : undefined;
  const suffix = numeric ? zone : named !== undefined && UTC_ZONE.test(named) ? "Z" : named !== undefined && options.zoneOffsets !== undefined && Object.prototype.hasOwnProperty.call(options.zoneOffsets, named) ? options.zoneOffsets[named]! : "";
  return parseTimestampLine(`${text}${suffix}`.replace(" ", "T")).iso;
}

function sampleRecord(raw: VmstatRawSample, int: Int, unit: ResolvedUnit, zone: string | undefined, options: VmstatParseOptions, once: SaidOnce, fail: Fail): VmstatSampleRecord {
  const n = raw.values.length;
  const header = raw.header;
  const columns = memoryColumnsOfHeader(header);
  const size = UNIT_BYTES[unit.unit];
  const bytes = (index: number): number => {
    const v = int(index) * size;
    if (!Number.isSafeInteger(v)) fail(raw, index, `${raw.values[index]} ${unit.unit} is too large to represent exactly in bytes`);
    return v;
  };
  const noFirst = options.noFirst === true;
  const rec = {
    format: "vmstat",
    kind: "sample",
    run: raw.run,
    sample: raw.sample,
    sinceBoot: raw.sample === 0 && !noFirst,
  } as VmstatSampleRecord;
  if (raw.timestamp !== undefined) {
    try {
      rec.timestamp = isoTimestamp(raw.timestamp, zone, options);
    } catch (err) {
      fail(raw, n, err instanceof ValueError ? err.message : String(err));
    }
    if (zone !== undefined && !inTimestamp(zone)) rec.timeZone = zone;
  }
  if (options.interval !== undefined) rec.intervalSeconds = options.interval;
  if (raw.banner !== undefined) rec.layout = isWideBanner(raw.banner) ? "wide" : "default";
  rec.memoryColumns = columns ?? "buff-cache";
  rec.unit = unit.unit;
  rec.unitSource = unit.source;
  // an assumed or inferred unit is never exact
  rec.exact = (unit.unit === "B" || unit.unit === "KiB") && (unit.source === "option" || unit.source === "command");
  // (a row whose line was cut has the columns its header names: `n` of them, see isCutHeader)
  rec.runQueueLength = int(0);
  if (n > 1) rec.blockedTaskCount = int(1);
  if (n > 2) rec.swapUsedBytes = bytes(2);
  if (n > 3) rec.memFreeBytes = bytes(3);
  if (rec.memoryColumns === "active-inactive") {
    if (n > 4) rec.memInactiveBytes = bytes(4);
    if (n > 5) rec.memActiveBytes = bytes(5);
  } else {
    if (n > 4) rec.memBuffersBytes = bytes(4);
    if (n > 5) rec.memCacheBytes = bytes(5);
  }
  if (n > 6) rec.swapInBytesPerSecond = bytes(6);
  if (n > 7) rec.swapOutBytesPerSecond = bytes(7);
  if (n > 8) rec.pagedInBytesPerSecond = int(8) * 1024;
  if (n > 9) rec.pagedOutBytesPerSecond = int(9) * 1024;
  if (n > 10) rec.interruptsPerSecond = int(10);
  if (n > 11) rec.contextSwitchesPerSecond = int(11);
  if (n > 12) rec.cpuUserPercent = int(12);
  if (n > 13) rec.cpuSystemPercent = int(13);
  if (n > 14) rec.cpuIdlePercent = int(14);
  if (n > 15) rec.cpuIowaitPercent = int(15);
  if (n >= 17) rec.cpuStealPercent = int(16);
  if (n >= 18) rec.cpuGuestPercent = int(17);
  for (let i = 0; i < CPU_KEYS.length; i++) {
    const key = CPU_KEYS[i]!;
    const v = rec[key];
    if (v !== undefined && v > 100) fail(raw, 12 + i, `${header[12 + i] ?? key} ${v} is not a percentage (vmstat's cpu columns are 0-100): columns may have run together`);
  }
  if (unit.warning !== undefined && once.first(unit.warning)) rec.warnings = [unit.warning];
  if (n < 16) (rec.warnings ??= []).push(`the row stops after \`${header[n - 1]}\` and its header before \`st\` (lines cut, as a mail client or a book cuts them): the columns after \`${header[n - 1]}\` are absent`);
  return rec;
}

/** The cpu columns' fields, in the order of their columns (the 13th on). */
const CPU_KEYS = ["cpuUserPercent", "cpuSystemPercent", "cpuIdlePercent", "cpuIowaitPercent", "cpuStealPercent", "cpuGuestPercent"] as const;

/** The wide layout's dashed line: `--procs--` (3.3.17+, and its translations) or a long memory group (3.3.9-3.3.16). */
const isWideBanner = memoized((banner: string): boolean => {
  const groups = banner.split(" ");
  return groups[0]!.startsWith("-") || groups.some((g) => g.length >= 40);
});

/** memoryColumnsOf of a header's words, worked out once per header (the raw rows under a header share its array). */
const headerColumns = new WeakMap<readonly string[], ReturnType<typeof memoryColumnsOf> | null>();
function memoryColumnsOfHeader(header: readonly string[]): ReturnType<typeof memoryColumnsOf> {
  let columns = headerColumns.get(header);
  if (columns === undefined) headerColumns.set(header, (columns = memoryColumnsOf(header[4], header[5]) ?? null));
  return columns ?? undefined;
}

function diskRecord(raw: VmstatRawDisk, int: Int, zone: string | undefined, options: VmstatParseOptions, fail: Fail): VmstatDiskRecord {
  const rec: VmstatDiskRecord = {
    format: "vmstat",
    kind: "disk",
    sample: raw.sample,
  } as VmstatDiskRecord;
  if (raw.timestamp !== undefined) {
    try {
      rec.timestamp = isoTimestamp(raw.timestamp, zone, options);
    } catch (err) {
      fail(raw, 10, err instanceof ValueError ? err.message : String(err));
    }
    if (zone !== undefined && !inTimestamp(zone)) rec.timeZone = zone;
  }
  rec.device = raw.device;
  rec.readsCompleted = int(0);
  rec.readsMerged = int(1);
  rec.readBytes = int(2) * SECTOR;
  rec.readTimeSeconds = int(3) / 1000;
  rec.writesCompleted = int(4);
  rec.writesMerged = int(5);
  rec.writtenBytes = int(6) * SECTOR;
  rec.writeTimeSeconds = int(7) / 1000;
  rec.ioInProgressThousands = int(8);
  rec.ioTimeSeconds = int(9);
  return rec;
}

function partitionRecord(raw: VmstatRawPartition, int: Int): VmstatPartitionRecord {
  return {
    format: "vmstat",
    kind: "partition",
    sample: raw.sample,
    device: raw.device,
    readsCompleted: int(0),
    readBytes: int(1) * SECTOR,
    writesCompleted: int(2),
    writtenBytes: int(3) * SECTOR,
  };
}

/** The -s memory lines' unit letters (procps: szDataUnit, the -S argument's first letter; K by default). */
const LETTER_BYTES: Record<string, number> = { b: 1, B: 1, k: 1000, K: 1024, m: 1_000_000, M: 1_048_576 };

function listRecord(raw: VmstatRawList, int: Int, fail: Fail): VmstatStatsRecord | VmstatDiskSummaryRecord | VmstatForksRecord {
  const values: Record<string, number | string> = {};
  const unknown: { label: string; value: number }[] = [];
  for (const [i, line] of raw.lines.entries()) {
    const n = int(i);
    const def = line.english === undefined ? undefined : LIST_LABELS[line.english];
    if (def === undefined) {
      unknown.push({ label: line.unit === undefined ? line.label : `${line.unit} ${line.label}`, value: n });
      continue;
    }
    let v: number | string;
    switch (def.conversion) {
      case "memory":
        v = n * LETTER_BYTES[line.unit!]!;
        break;
      case "kib":
        v = n * 1024;
        break;
      case "sectors":
        v = n * SECTOR;
        break;
      case "ms":
        v = n / 1000;
        break;
      case "epoch":
        v = new Date(n * 1000).toISOString().replace(".000Z", "Z");
        break;
      default:
        v = n;
    }
    if (typeof v === "number" && !Number.isSafeInteger(Math.round(v))) fail(raw, i, `${line.value} is too large to represent exactly`);
    values[def.field] = v;
  }
  if (raw.kind === "forks") return { format: "vmstat", kind: "forks", forks: values.forks as number };
  const rec = { format: "vmstat", kind: raw.kind, ...values, ...(unknown.length > 0 ? { unknownLines: unknown } : {}) } as VmstatStatsRecord | VmstatDiskSummaryRecord;
  return rec;
}
