/**
 * sadf -d -h: one line per sample with every activity on it. Its header marks each activity with items (CPU, IFACE,
 * INTR, ...) by `[...]` after its last column (`CPU;%user;...;%idle[...];runq-sz;...;IFACE;rxpck/s;...;%ifutil[...]`):
 * those columns repeat once per item on each line, as many times as the sample has items, and `INTR;CPU*[...]` repeats
 * an interrupt and one value per CPU. The line does not say where one activity's items end, so the split is worked
 * out: an item cell is never a decimal (`12.00`), a value cell of a number column is a number, the items of one
 * activity on one line are distinct, and the cells must all be used. When two splits fit, the first (most items
 * first) is taken and its rows say so.
 */
import { KEY_COLUMNS, sectionsOfColumn, tableSplitter, TEXT_COLUMNS } from "../columns.js";

/** One activity of a -h header: its columns, and whether they repeat per item (with `CPU*`: per-CPU values). */
export interface HourGroup {
  columns: string[];
  repeat: boolean;
  star: boolean;
}
export type HourGroups = HourGroup[];

/** One sar table row of a -h line. */
export interface HourRow {
  group: number;
  columns: string[];
  values: string[];
  offsets: number[];
  warning?: string;
}

/** Whether a sadf -d header is -h's (a column ends with `[...]`). */
export function isHourHeader(columns: readonly string[]): boolean {
  return columns.some((c) => c.endsWith("[...]"));
}

/** The activities of a -h header: repeated groups from an item column to a `[...]`, the others split by sar's sections. */
export function hourGroups(columns: readonly string[], fail: (message: string) => never): HourGroups {
  const groups: HourGroups = [];
  let fixed: HourGroup | undefined;
  const split = tableSplitter();
  for (let i = 0; i < columns.length; i++) {
    const c = columns[i]!;
    if (KEY_COLUMNS.has(c)) {
      const end = groupEnd(columns, i);
      if (end === i) return fail(`the item column ${c} of a -h header without its "[...]" or columns`);
      const group = columns.slice(i, end + 1).map((x) => x.replace(/\[\.\.\.\]$/, ""));
      groups.push({ columns: group, repeat: true, star: group[group.length - 1] === "CPU*" });
      fixed = undefined;
      split.reset();
      i = end;
      continue;
    }
    if (c.endsWith("[...]")) return fail(`a "[...]" column (${c}) without an item column before it`);
    if (split.next(c) || fixed === undefined) {
      fixed = { columns: [], repeat: false, star: false };
      groups.push(fixed);
    }
    fixed.columns.push(c);
  }
  return groups;
}

/**
 * The last column of the item group that starts at `i`: the one marked `[...]`, or (sysstat 12.6 prints
 * `FILESYSTEM;MBfsfree;...;%Iused` without the mark, yet one group per filesystem) the last of the columns after the
 * item that share a sar section with the first of them.
 */
function groupEnd(columns: readonly string[], i: number): number {
  for (let j = i; j < columns.length && (j === i || !KEY_COLUMNS.has(columns[j]!)); j++) if (columns[j]!.endsWith("[...]")) return j;
  let sections = sectionsOfColumn(columns[i + 1] ?? "");
  let j = i + 1;
  if (sections.length === 0) return i;
  while (j + 1 < columns.length) {
    const next = sectionsOfColumn(columns[j + 1]!).filter((x) => sections.includes(x));
    if (next.length === 0) break;
    sections = next;
    j++;
  }
  return j;
}

const DECIMAL = /^-?\d+[.,]\d+$/;
const NUMBER = /^-?\d+(?:[.,]\d+)?$/;
/** How many cells the search may look at per line before it gives up (a pathological line). */
const STEP_LIMIT = 200_000;
/** How many splits of a line are weighed at most. */
const MAX_SOLUTIONS = 64;

/** The split with the fewest activities whose items differ from those of an earlier activity with the same item column. */
function best(solutions: number[][][], groups: HourGroups, values: readonly string[]): number[][] {
  let pick = solutions[0]!;
  let least = Infinity;
  for (const sol of solutions) {
    const items = new Map<string, string>();
    let odd = 0;
    sol.forEach((reps, g) => {
      const group = groups[g]!;
      if (!group.repeat) return;
      const list: string[] = [];
      for (let r = 0; r < reps.length; r += 2) list.push(values[reps[r]!]!);
      const key = group.columns[0]!;
      const seen = items.get(key);
      if (seen === undefined) items.set(key, list.join("\u0000"));
      else if (seen !== list.join("\u0000")) odd++;
    });
    if (odd < least) {
      least = odd;
      pick = sol;
    }
  }
  return pick;
}

/** The rows of one -h line (values and their offsets after the timestamp). */
export function hourLineRows(groups: HourGroups, values: string[], offsets: number[], fail: (offset: number, message: string) => never): HourRow[] {
  let steps = 0;
  const solutions: number[][][] = [];
  /** Each group's rep boundaries: [start, width] per item (a fixed group: one). */
  const path: number[][] = [];
  const minRest = groups.map((_, g) => groups.slice(g).reduce((n, x) => n + (x.repeat ? 0 : x.columns.length), 0));

  const fits = (group: HourGroup, at: number, width: number, seen: Set<string>): boolean => {
    if (at + width > values.length) return false;
    if (group.repeat) {
      const item = values[at]!;
      if (DECIMAL.test(item) || seen.has(item)) return false;
    }
    for (let k = group.repeat ? 1 : 0; k < width; k++) {
      steps++;
      const col = group.star && k >= group.columns.length - 1 ? "" : group.columns[k]!;
      if (!TEXT_COLUMNS.has(col) && !NUMBER.test(values[at + k]!)) return false;
    }
    return true;
  };

  const search = (g: number, at: number): void => {
    if (solutions.length >= MAX_SOLUTIONS || steps > STEP_LIMIT) return;
    if (g === groups.length) {
      if (at === values.length) solutions.push(path.map((p) => [...p]));
      return;
    }
    if (values.length - at < minRest[g]!) return;
    const group = groups[g]!;
    if (!group.repeat) {
      if (!fits(group, at, group.columns.length, new Set())) return;
      path.push([at, group.columns.length]);
      search(g + 1, at + group.columns.length);
      path.pop();
      return;
    }
    // the widths of the items, then the longest run of them that fits, tried longest first
    let width = group.columns.length;
    if (group.star) {
      let k = at + 1;
      while (k < values.length && DECIMAL.test(values[k]!)) k++;
      width = k - at;
      if (width < 2) width = group.columns.length;
    }
    const starts: number[] = [];
    const seen = new Set<string>();
    let p = at;
    while (fits(group, p, width, seen)) {
      seen.add(values[p]!);
      starts.push(p);
      p += width;
    }
    for (let n = starts.length; n >= 1; n--) {
      path.push(starts.slice(0, n).flatMap((s) => [s, width]));
      search(g + 1, at + n * width);
      path.pop();
      if (solutions.length >= MAX_SOLUTIONS || steps > STEP_LIMIT) return;
    }
  };
  search(0, 0);
  // (of several splits, the one whose activities with the same item column have the same items: net-dev's and
  // net-edev's interfaces, cpu-load's, softnet's and MHz's CPUs)
  const first = solutions.length < 2 ? solutions[0] : best(solutions, groups, values);
  if (first === undefined) {
    return fail(offsets[0] ?? 0, steps > STEP_LIMIT ? "a sadf -d -h line too long to split into its activities" : `a sadf -d -h line whose ${values.length} values do not split into the header's activities`);
  }
  const warning = solutions.length > 1 || steps > STEP_LIMIT ? "sadf -d -h does not mark where an activity's items end on a line, and more than one split of this line fits its header: the one whose activities with the same item column (IFACE, CPU) list the same items is taken (read sadf -d without -h to be sure)" : undefined;
  const rows: HourRow[] = [];
  first.forEach((reps, g) => {
    const group = groups[g]!;
    for (let r = 0; r < reps.length; r += 2) {
      const [start, width] = [reps[r]!, reps[r + 1]!];
      const columns = group.star ? starColumns(group.columns, width) : group.columns;
      const row: HourRow = { group: g, columns, values: values.slice(start, start + width), offsets: offsets.slice(start, start + width) };
      if (warning !== undefined) row.warning = warning;
      rows.push(row);
    }
  });
  return rows;
}

/**
 * The columns sar prints for sadf -d's `INTR;CPU*` (sar -I with per-CPU columns) on a line or item of `n` cells:
 * `INTR all CPU0 CPU1 ...`.
 *
 * @example
 * starColumns(["INTR", "CPU*"], 4) //=> ["INTR", "all", "CPU0", "CPU1"]
 */
export function starColumns(columns: readonly string[], n: number): string[] {
  const key = `${columns.join(";")}\u0000${n}`;
  let out = starCache.get(key);
  if (out === undefined) {
    const fixed = columns.slice(0, -1);
    out = [...fixed, ...Array.from({ length: Math.max(0, n - fixed.length) }, (_, i) => (i === 0 ? "all" : `CPU${i - 1}`))];
    if (starCache.size < 256) starCache.set(key, out);
  }
  return out;
}
const starCache = new Map<string, string[]>();
