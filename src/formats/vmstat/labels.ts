import { DISK_BANNER_TRANSLATIONS, DISK_COLUMN_TRANSLATIONS, HEADER_WORD_TRANSLATIONS, LIST_LABEL_TRANSLATIONS, PARTITION_HEADER_TRANSLATIONS, TIMESTAMP_GROUP_TRANSLATIONS } from "./translations.js";

/**
 * The lines of `vmstat -s`, `-D` and `-f` (`%13lu label`), by English label (procps 3.2.8 to 4.x; memory lines carry
 * the -S unit letter before the label, which is not part of it): the record field each fills and how its number
 * converts. `kind` says which report the label belongs to; `forks` ends -s and is all of -f.
 */
export type ListReport = "stats" | "disk-summary" | "forks";
export type ListConversion = "memory" | "kib" | "sectors" | "ms" | "seconds" | "count" | "epoch";

export interface ListLabel {
  report: ListReport;
  field: string;
  conversion: ListConversion;
}

const S = (field: string, conversion: ListConversion): ListLabel => ({ report: "stats", field, conversion });
const D = (field: string, conversion: ListConversion): ListLabel => ({ report: "disk-summary", field, conversion });

export const LIST_LABELS: Readonly<Record<string, ListLabel>> = {
  "total memory": S("memTotalBytes", "memory"),
  "used memory": S("memUsedBytes", "memory"),
  "active memory": S("memActiveBytes", "memory"),
  "inactive memory": S("memInactiveBytes", "memory"),
  "free memory": S("memFreeBytes", "memory"),
  "buffer memory": S("memBuffersBytes", "memory"),
  "swap cache": S("memCacheBytes", "memory"),
  "total swap": S("swapTotalBytes", "memory"),
  "used swap": S("swapUsedBytes", "memory"),
  "free swap": S("swapFreeBytes", "memory"),
  "non-nice user cpu ticks": S("cpuUserTicks", "count"),
  "nice user cpu ticks": S("cpuNiceTicks", "count"),
  "system cpu ticks": S("cpuSystemTicks", "count"),
  "idle cpu ticks": S("cpuIdleTicks", "count"),
  "IO-wait cpu ticks": S("cpuIowaitTicks", "count"),
  "IRQ cpu ticks": S("cpuIrqTicks", "count"),
  "softirq cpu ticks": S("cpuSoftirqTicks", "count"),
  "stolen cpu ticks": S("cpuStealTicks", "count"),
  "non-nice guest cpu ticks": S("cpuGuestTicks", "count"),
  "nice guest cpu ticks": S("cpuGuestNiceTicks", "count"),
  "K paged in": S("pagedInBytes", "kib"),
  "K paged out": S("pagedOutBytes", "kib"),
  "pages paged in": S("pagedInBytes", "kib"),
  "pages paged out": S("pagedOutBytes", "kib"),
  "pages swapped in": S("swappedInPages", "count"),
  "pages swapped out": S("swappedOutPages", "count"),
  "pages alloc in dma": S("pagesAllocatedDma", "count"),
  "pages alloc in dma32": S("pagesAllocatedDma32", "count"),
  "pages alloc in high": S("pagesAllocatedHigh", "count"),
  "pages alloc in movable": S("pagesAllocatedMovable", "count"),
  "pages alloc in normal": S("pagesAllocatedNormal", "count"),
  "pages free": S("pagesFreed", "count"),
  interrupts: S("interrupts", "count"),
  "CPU context switches": S("contextSwitches", "count"),
  "boot time": S("bootTime", "epoch"),
  forks: { report: "forks", field: "forks", conversion: "count" },
  disks: D("diskCount", "count"),
  partitions: D("partitionCount", "count"),
  "total reads": D("readsCompleted", "count"),
  "merged reads": D("readsMerged", "count"),
  "read sectors": D("readBytes", "sectors"),
  "milli reading": D("readTimeSeconds", "ms"),
  writes: D("writesCompleted", "count"),
  "merged writes": D("writesMerged", "count"),
  "written sectors": D("writtenBytes", "sectors"),
  "milli writing": D("writeTimeSeconds", "ms"),
  "inprogress IO": D("ioInProgressThousands", "count"),
  "milli spent IO": D("ioTimeSeconds", "seconds"),
  "milli weighted IO": D("ioWeightedTimeSeconds", "seconds"),
};

/** The English label of the first line of each list report (a new report starts there). */
export const FIRST_LABELS: Readonly<Record<string, ListReport>> = { "total memory": "stats", disks: "disk-summary" };

/** A label reduced for lookup: NFC, zero-width characters dropped, blanks collapsed. */
export function labelKey(label: string): string {
  return label
    .normalize("NFC")
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, "")
    .replace(/[\s\u3000]+/g, " ")
    .trim();
}

/** English and translated labels to English; a translation two English labels share is left out (it tells neither). */
const BY_LABEL = new Map<string, string>();
{
  const seen = new Map<string, Set<string>>();
  for (const english of Object.keys(LIST_LABELS)) seen.set(labelKey(english), new Set([english]));
  for (const [english, translations] of Object.entries(LIST_LABEL_TRANSLATIONS)) {
    for (const t of translations) {
      const key = labelKey(t);
      seen.set(key, (seen.get(key) ?? new Set()).add(english));
    }
  }
  for (const [key, englishes] of seen) if (englishes.size === 1) BY_LABEL.set(key, [...englishes][0]!);
}

/** The English label a printed -s/-D/-f label stands for (any language procps-ng 4.0.2 ships), or undefined. */
export function englishListLabel(label: string): string | undefined {
  return BY_LABEL.get(labelKey(label));
}

/** Header words of the 5th and 6th columns that say `-a` (inact/active) rather than buff/cache, in any language. */
const ACTIVE_WORDS = new Set([...["inact", "active"], ...(HEADER_WORD_TRANSLATIONS.inact ?? []), ...(HEADER_WORD_TRANSLATIONS.active ?? [])].map(labelKey));
const BUFF_CACHE_WORDS = new Set([...["buff", "cache"], ...(HEADER_WORD_TRANSLATIONS.buff ?? []), ...(HEADER_WORD_TRANSLATIONS.cache ?? [])].map(labelKey));

/** What the memory header words of columns 5 and 6 say: `-a`'s inact/active, buff/cache, or nothing known. */
export function memoryColumnsOf(fifth: string | undefined, sixth: string | undefined): "active-inactive" | "buff-cache" | undefined {
  const words = [fifth, sixth].filter((w): w is string => w !== undefined).map(labelKey);
  if (words.some((w) => ACTIVE_WORDS.has(w))) return "active-inactive";
  if (words.some((w) => BUFF_CACHE_WORDS.has(w))) return "buff-cache";
  return undefined;
}

/** The English column header words of the main report, in vmstat's order (`ge` was `gu`'s name in a 3.3.x development tree). */
export const COLUMN_WORDS = ["r", "b", "swpd", "free", "buff", "cache", "si", "so", "bi", "bo", "in", "cs", "us", "sy", "id", "wa", "st", "gu"] as const;
const ENGLISH_WORDS = new Set<string>([...COLUMN_WORDS, "inact", "active", "ge"]);

/**
 * True when an English header names the first columns of the main report, in vmstat's order, and stops before `st`
 * (`r b swpd free inact active si so bi`: a copy whose lines a mail client or a book cut). -a's inact/active stand
 * where buff/cache do.
 */
export function isCutHeader(words: readonly string[]): boolean {
  return words.length >= 2 && words.length < 16 && words.every((w, k) => w === COLUMN_WORDS[k] || (k === 4 && w === "inact") || (k === 5 && w === "active"));
}

/** True when every word of a header is one of vmstat's English column words. */
export function isEnglishHeader(words: readonly string[]): boolean {
  return words.every((w) => ENGLISH_WORDS.has(w));
}

/**
 * True for vmstat's dashed group line (`procs -----------memory---------- ---swap-- ...`, `--procs-- ...`, `disk-
 * ------------reads------------ ...`, translated): at least 3 groups that start and end with a dash and hold `--`,
 * at most 12 words. Command-line options (`--prefix=/usr`) end otherwise.
 */
export function isDashedGroupLine(words: readonly string[]): boolean {
  if (words.length > 12) return false;
  return words.filter((w) => w.length >= 3 && w.startsWith("-") && w.endsWith("-") && w.includes("--")).length >= 3;
}

/** The words of a line as the grammar splits it (blanks, the ideographic space, zero-width characters). */
export function wordsOf(line: string): string[] {
  return line.split(/[ \t\r\f\v\u00a0\u3000\u200b-\u200d\u2060\ufeff]+/).filter((w) => w !== "");
}

/** True for any dashed group line vmstat prints: the main report's, -d's (translated, with -t's group). */
export function isBannerLine(words: readonly string[]): boolean {
  return isDashedGroupLine(words) || isDiskBanner(words);
}

/**
 * The names of a dashed line's groups: `disk- ----reads---- ---- -----IO----` gives disk, reads, IO; a -t group that
 * starts with a dash runs into the one before (pl's `----we/wy--------------czas--------`: we/wy, czas).
 */
function groupNames(words: readonly string[]): string[] {
  return words.flatMap((w) => w.split(/-{2,}/).map((n) => labelKey(n.replace(/^-|-$/g, "")))).filter((w) => w !== "");
}

const DISK_BANNER_NAMES = unique(["disk- ------------reads------------ ------------writes----------- -----IO------", ...DISK_BANNER_TRANSLATIONS].map((b) => groupNames(wordsOf(b))));
const TIMESTAMP_GROUP_NAMES = new Set([" -----timestamp-----", ...TIMESTAMP_GROUP_TRANSLATIONS].map((t) => groupNames(wordsOf(t)).join("\n")));

/**
 * True for `vmstat -d`'s dashed line (`disk- ----reads---- ----writes---- ---IO---`, -w's, -t's group after it) in
 * English or any translation procps-ng 4.0.2 ships (`Disk- ---Lesevorgänge--- ...`, `disq- ---lectures--- ...`).
 */
export function isDiskBanner(words: readonly string[]): boolean {
  // (not always a dashed group line: vi's -t group runs into the IO group, `------VR-------dấu vết thời gian--`)
  if (words.length > 12 || words.filter((w) => /^-.*--.*-$/.test(w)).length < 2) return false;
  const names = groupNames(words);
  return DISK_BANNER_NAMES.some((b) => b.every((n, i) => names[i] === n) && (names.length === b.length || TIMESTAMP_GROUP_NAMES.has(names.slice(b.length).join("\n"))));
}

/** -d's column header words (`total merged sectors ms total merged sectors ms cur sec`), English and each catalog's. */
const DISK_COLUMNS = unique(
  [["total", "merged", "sectors", "ms", "cur", "sec"] as const, ...DISK_COLUMN_TRANSLATIONS].map(([total, merged, sectors, ms, cur, sec]) =>
    [total, merged, sectors, ms, total, merged, sectors, ms, cur, sec].flatMap((w) => wordsOf(w).map(labelKey)),
  ),
);

/**
 * `vmstat -d`'s column header in English or any translation procps-ng 4.0.2 ships (`gesamt merged Sektoren ms ...`;
 * pt_BR's `sec` is two words, `DRDOS/s (FAT12)`): `{ zone }` with the zone name -t prints after it, `{}` without one,
 * undefined when the words are not -d's header.
 */
export function diskColumnHeader(words: readonly string[]): { zone?: string } | undefined {
  const keys = words.map(labelKey);
  for (const columns of DISK_COLUMNS) {
    if (keys.length !== columns.length && keys.length !== columns.length + 1) continue;
    if (!columns.every((w, i) => keys[i] === w)) continue;
    return keys.length > columns.length ? { zone: words.at(-1)! } : {};
  }
  return undefined;
}

/**
 * -p's header lines in each language after the device name (`%-10s %10s %16s %10s %16s`): the English one and each
 * catalog's, whose line breaks (de) make more lines.
 */
const PARTITION_LAYOUTS: string[][][] = [["reads", "read sectors", "writes", "requested writes"] as const, ...PARTITION_HEADER_TRANSLATIONS].map((columns) =>
  columns
    .join(" ")
    .split("\n")
    .map((line) => wordsOf(line).map(labelKey)),
);

/**
 * How far header lines go into `vmstat -p`'s header (`vda reads read sectors writes requested writes`, in English or any
 * translation procps-ng 4.0.2 ships; the first line starts with the device name): "complete", "partial" (de's header
 * runs over three lines: `vda gelesen gelesene`, `Sektoren geschrieben angeforderte`, `Schreibvorgänge`), or
 * undefined when they are not -p's header.
 */
export function partitionHeader(lines: readonly (readonly string[])[]): "complete" | "partial" | undefined {
  if (lines.length === 0 || lines[0]!.length < 2) return undefined;
  const given = [lines[0]!.slice(1), ...lines.slice(1)].map((l) => l.map(labelKey));
  let partial = false;
  for (const layout of PARTITION_LAYOUTS) {
    if (given.length > layout.length || !given.every((l, i) => l.length === layout[i]!.length && l.every((w, j) => w === layout[i]![j]))) continue;
    if (given.length === layout.length) return "complete";
    partial = true;
  }
  return partial ? "partial" : undefined;
}

/** True for a later line of a -p header that runs over more lines (de's `Sektoren geschrieben angeforderte`). */
export function isPartitionHeaderContinuation(words: readonly string[]): boolean {
  const keys = words.map(labelKey);
  return PARTITION_LAYOUTS.some((layout) => layout.slice(1).some((l) => l.length === keys.length && l.every((w, j) => w === keys[j])));
}

function unique(lists: string[][]): string[][] {
  const seen = new Map<string, string[]>();
  for (const l of lists) seen.set(l.join("\n"), l);
  return [...seen.values()];
}
