import { ParseError } from "../../kit/errors.js";
import { parseInteger } from "../../normalize/number.js";
import { SaidOnce } from "../../normalize/said-once.js";
import { parseSize } from "../../normalize/size.js";
import { ValueError } from "../../normalize/value-error.js";
import { bytesOrKib } from "../../normalize/bytes-or-kib.js";
import type { ParseContext } from "../../kit/format.js";
import { ENGLISH_HEADER_WORDS } from "./labels.js";
import { offsetsOf, type FreeLayout, type FreeRawOffsets, type FreeRawRecord, type FreeRole } from "./raw.js";
import type { FreeRecord } from "./schema.js";
import { fromCommandOrOption, resolvePlainUnit, UNIT_BYTES, UNIT_CHOICES, type FreeParseOptions, type FreeUnit, type FreeUnitSource } from "./units.js";

type SizeKey = Exclude<keyof FreeRecord, "format" | "sample" | "layout" | "unit" | "unitSource" | "humanBase" | "exact" | "warnings">;

const MEM_COLUMNS: Record<Exclude<FreeLayout, "line">, SizeKey[]> = {
  "buff-cache": ["memTotalBytes", "memUsedBytes", "memFreeBytes", "memSharedBytes", "memBuffCacheBytes", "memAvailableBytes"],
  wide: ["memTotalBytes", "memUsedBytes", "memFreeBytes", "memSharedBytes", "memBuffersBytes", "memCacheBytes", "memAvailableBytes"],
  "buffers-cached": ["memTotalBytes", "memUsedBytes", "memFreeBytes", "memSharedBytes", "memBuffersBytes", "memCachedBytes"],
  buffers: ["memTotalBytes", "memUsedBytes", "memFreeBytes", "memSharedBytes", "memBuffersBytes"],
};

const LOW: SizeKey[] = ["lowTotalBytes", "lowUsedBytes", "lowFreeBytes"];
const HIGH: SizeKey[] = ["highTotalBytes", "highUsedBytes", "highFreeBytes"];
const SWAP: SizeKey[] = ["swapTotalBytes", "swapUsedBytes", "swapFreeBytes"];
const TOTAL: SizeKey[] = ["combinedTotalBytes", "combinedUsedBytes", "combinedFreeBytes"];
const COMM: SizeKey[] = ["commitLimitBytes", "committedBytes", "commitAvailableBytes"];
const BUFFERS: SizeKey[] = ["memUsedExclBuffersBytes", "memFreeInclBuffersBytes"];
const BUFF_CACHE: SizeKey[] = ["memUsedExclBuffCacheBytes", "memFreeInclBuffCacheBytes"];
const SWAP_USED: SizeKey[] = ["swapUsedBytes"];
const BUFF_CACHE_USED: SizeKey[] = ["memBuffCacheBytes"];
const MEM_USED: SizeKey[] = ["memUsedBytes"];
const MEM_FREE: SizeKey[] = ["memFreeBytes"];
const NONE: SizeKey[] = [];

/** The record keys of a row's values, in order (one list per row and layout, shared: not to be changed). */
function columnsOf(role: FreeRole, layout: FreeLayout): readonly SizeKey[] {
  switch (role) {
    case "mem":
      return layout === "line" ? NONE : MEM_COLUMNS[layout];
    case "low":
      return LOW;
    case "high":
      return HIGH;
    case "swap":
      return SWAP;
    case "total":
      return TOTAL;
    case "comm":
      return COMM;
    case "buffersCache":
      return layout === "buffers" ? BUFFERS : BUFF_CACHE;
    case "swapUsed":
      return SWAP_USED;
    case "buffCacheUsed":
      return BUFF_CACHE_USED;
    case "memUsed":
      return MEM_USED;
    case "memFree":
      return MEM_FREE;
  }
}

const SUFFIXED = /[BKMGTPE]i?$/;

/**
 * What normalizing a block reads: its layout, header words, each row's role, label and values as printed, and where
 * its rows were in the parsed text.
 */
interface BlockView {
  layout: FreeLayout;
  header: readonly string[] | undefined;
  roles: readonly FreeRole[];
  rows: readonly { label: string; values: readonly string[] }[];
  offsets: FreeRawOffsets | undefined;
}

/** Raw free blocks (strings as printed) to typed records, every size in bytes. */
export function normalizeFree(raws: FreeRawRecord[], ctx: ParseContext): FreeRecord[] {
  return normalizeViews(
    raws.map((raw): BlockView => ({ layout: raw.layout, header: raw.header, roles: raw.rows.map((r) => r.role), rows: raw.rows, offsets: offsetsOf(raw) })),
    ctx,
  );
}

function normalizeViews(views: BlockView[], ctx: ParseContext): FreeRecord[] {
  const options = ctx.options as FreeParseOptions;
  let plain: ReturnType<typeof resolvePlainUnit>;
  try {
    plain = resolvePlainUnit(options);
  } catch {
    throw new ParseError({ format: "free", source: ctx.source, message: `unknown unit ${JSON.stringify(options.unit)}; use one of ${UNIT_CHOICES.join(", ")}` });
  }
  // Blocks are numbered across the pieces of a stream too.
  const first = typeof ctx.state.freeNextSample === "number" ? ctx.state.freeNextSample : 0;
  ctx.state.freeNextSample = first + views.length;
  // an assumed or inferred unit is said on the first block it applies to, not on every block (SaidOnce)
  const once = new SaidOnce(ctx.state, "free.said");
  const out = views.map((view, i) => normalizeBlock(view, first + i, plain, options, once, ctx));
  once.keep();
  return out;
}

function normalizeBlock(raw: BlockView, sample: number, plain: ReturnType<typeof resolvePlainUnit>, options: FreeParseOptions, once: SaidOnce, ctx: ParseContext): FreeRecord {
  const texts: string[] = [];
  let human = false;
  for (const r of raw.rows) {
    for (const t of r.values) {
      texts.push(t);
      if (!human && suffixed(t)) human = true;
    }
  }
  const rec: FreeRecord = { format: "free", sample, layout: raw.layout, unit: "KiB", unitSource: "default", exact: false };
  let warning: string | undefined;
  let toBytes: (text: string) => number;
  if (human) {
    const { base, source, warning: said } = humanBase(raw, texts, options, ctx);
    rec.unit = "human";
    rec.unitSource = source;
    rec.humanBase = base;
    rec.exact = false;
    warning = said;
    toBytes = (text) => parseSize(text, { base, decimalComma: text.includes(",") });
  } else {
    let { unit, source }: { unit: FreeUnit; source: FreeUnitSource } = plain;
    if (source === "default") {
      const inferred = inferUnit(raw, texts);
      unit = inferred.unit;
      source = inferred.unit === "B" ? "inferred" : "default";
      warning = inferred.warning;
    }
    rec.unit = unit;
    rec.unitSource = source;
    // An assumed or inferred unit is never exact: the numbers may be MiB or GiB, or KiB that look like bytes.
    rec.exact = (unit === "B" || unit === "KiB") && (source === "option" || source === "command");
    const size = UNIT_BYTES[unit];
    toBytes = (text) => {
      const n = parseInteger(text) * size;
      if (!Number.isSafeInteger(n)) throw new ValueError(`${text} ${unit} is too large to represent exactly in bytes`);
      return n;
    };
  }
  const rows = raw.rows;
  let k = 0;
  for (let i = 0; i < rows.length; i++) {
    const count = rows[i]!.values.length;
    const keys = columnsOf(raw.roles[i]!, raw.layout);
    const n = Math.min(keys.length, count);
    for (let j = 0; j < n; j++) {
      try {
        const v = toBytes(texts[k + j]!);
        // free prints a negative amount only as Comm's available (overcommitted memory)
        if (v < 0 && keys[j] !== "commitAvailableBytes") throw new ValueError(`${texts[k + j]} is negative: free prints no negative amount here (only Comm: available can be)`);
        rec[keys[j]!] = v;
      } catch (err) {
        valueError(raw, i, j, err, ctx);
      }
    }
    k += count;
  }
  if (warning !== undefined && once.first(warning)) rec.warnings = [warning];
  return rec;
}

/** A value that does not read, as a ParseError at the value. */
function valueError(raw: BlockView, row: number, col: number, err: unknown, ctx: ParseContext): never {
  const offsets = raw.offsets;
  const message = err instanceof ValueError ? err.message : String(err);
  const offset = offsets?.rows[row]?.values[col]?.offset ?? offsets?.start ?? 0;
  throw new ParseError({ format: "free", variant: raw.layout, source: ctx.source, text: ctx.text, offset, message: `${raw.rows[row]?.label ?? "row"} ${message}` });
}

/** A -h size with its unit letter (`241.7M`, `8,7Mi`, `0B`): the text ends in one of B K M G T P E, possibly with `i` (SUFFIXED). */
function suffixed(text: string): boolean {
  let c = text.charCodeAt(text.length - 1);
  if (c === 105) c = text.charCodeAt(text.length - 2);
  return c === 66 || c === 75 || c === 77 || c === 71 || c === 84 || c === 80 || c === 69;
}

const PASS_UNIT = "pass it (option `unit`/`si`, CLI --unit/--si) or paste the command line with the output";

const KIB_ASSUMED = `free prints no unit: KiB (free's default) was assumed; if free ran with -b, -m, -g, --si or another unit flag, ${PASS_UNIT}`;

const KIB_ROUND = `free prints no unit: KiB (free's default) was assumed; every value is a multiple of 1024 as free -b prints them, but they are round figures (as KiB figures written by hand are), which cannot tell bytes from KiB: if free ran with -b or another unit flag, ${PASS_UNIT}`;

/** Why bytes were inferred: `every value` or `every value but one`. */
const bytesInferred = (which: string): string =>
  `free prints no unit: bytes (free -b) were inferred: ${which} is a multiple of 1024 and not a round figure, as free -b prints them (/proc/meminfo's KiB times 1024)`;

/**
 * The unit of a block of plain numbers that nothing names (bytesOrKib): bytes when the numbers are free -b's (a value
 * off that pattern named in the warning: a typo, 1024 times off either way), else KiB, free's default; with the
 * warning that says which and why.
 */
function inferUnit(raw: BlockView, texts: string[]): { unit: FreeUnit; warning: string } {
  const values: number[] = [];
  for (const text of texts) {
    if (!/^-?\d+$/.test(text)) return { unit: "KiB", warning: KIB_ASSUMED };
    values.push(Number(text));
  }
  const found = bytesOrKib(values);
  if (found.unit === "KiB") return { unit: "KiB", warning: found.round ? KIB_ROUND : KIB_ASSUMED };
  if (found.odd === undefined) return { unit: "B", warning: `${bytesInferred("every value")}; if free ran with another unit flag, ${PASS_UNIT}` };
  const odd = `${cellName(raw, found.odd)} ${texts[found.odd]} is not a multiple of 1024, which free -b never prints: it may be mistyped`;
  return { unit: "B", warning: `${bytesInferred("every value but one")}; ${odd}; if free ran with another unit flag, ${PASS_UNIT}` };
}

/** The name of the k-th value of a block, as the record calls it without its unit (`Mem total`). */
function cellName(raw: BlockView, k: number): string {
  for (let i = 0; i < raw.rows.length; i++) {
    const count = raw.rows[i]!.values.length;
    const names = raw.roles[i] === "buffersCache" ? ["used", "free"] : raw.header;
    if (k < count) return `${raw.rows[i]!.label.replace(/[:：]\s*$/, "")} ${names?.[k] ?? `value ${k + 1}`}`;
    k -= count;
  }
  return "a value";
}

/** Blanks a paste may add that take no column: zero-width space, joiners, word joiner, byte-order mark. */
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;

/** The column (from 0) at which `offset` stands on its line, zero-width characters not counted. */
function columnOf(text: string, offset: number): number {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  return text.slice(lineStart, offset).replace(ZERO_WIDTH, "").length;
}

/**
 * The base of -h sizes. Printed `Ki/Mi/Gi` settle it (procps-ng >= 3.3.13 without --si); otherwise the `si` option
 * (or the pasted command line); otherwise the layout of procps-ng >= 3.3.17, which from 3.3.13 prints `i` unless
 * --si, so plain letters in that layout mean --si: its Mem label is padded to 9 columns and values are `%11s`, so the
 * first value (and the header's `total` above it) ends 20 columns after the start of `Mem:` (19 in 3.3.10-3.3.16 and
 * BusyBox, 18 before). The Mem row decides, measured from its label, so that a paste that indents every line or adds
 * a blank or a zero-width space to the header does not change the answer; a header out of line with it is a warning.
 * A value longer than 4 characters (`241.7M`) is BusyBox, which is 1024-based. Else 1024 is assumed (procps <= 3.3.12,
 * or a translated header), with a warning.
 */
function humanBase(raw: BlockView, texts: string[], options: FreeParseOptions, ctx: ParseContext): { base: 1024 | 1000; source: FreeUnitSource; warning?: string } {
  if (texts.some((t) => /[KMGTPE]i$/.test(t))) return { base: 1024, source: "printed" };
  if (options.si !== undefined) return { base: options.si ? 1000 : 1024, source: fromCommandOrOption(options, ["si"]) };
  const offsets = raw.offsets;
  const english = raw.header !== undefined && raw.header.every((w) => ENGLISH_HEADER_WORDS.has(w.toLowerCase()));
  const mem = offsets?.rows[0];
  const first = raw.rows[0]?.values[0];
  if (english && offsets !== undefined && mem !== undefined && first !== undefined && mem.values[0] !== undefined) {
    const labelAt = columnOf(ctx.text, mem.offset);
    const rowEnd = columnOf(ctx.text, mem.values[0].offset) + first.length - labelAt;
    const headerEnd = columnOf(ctx.text, offsets.start) + raw.header![0]!.length - labelAt;
    if (rowEnd === 20) {
      const warning =
        headerEnd === 20
          ? undefined
          : `-h sizes without "i": --si (1000-based) inferred from the Mem row's procps-ng >= 3.3.17 layout, but the header is not aligned with it as free prints it (total ends ${headerEnd} columns after the start of "Mem:", not 20): pass si: false (CLI: no --si) if free ran without --si`;
      return { base: 1000, source: "inferred", warning };
    }
  }
  if (texts.some((t) => SUFFIXED.test(t) && t.length > 4)) return { base: 1024, source: "inferred" };
  // Only bytes printed (0B): the base changes nothing.
  if (!texts.some((t) => /[KMGTPE]$/.test(t))) return { base: 1024, source: "default" };
  return {
    base: 1024,
    source: "default",
    warning: '-h sizes without "i" and nothing else to tell: 1024-based assumed (procps <= 3.3.12, BusyBox); if free ran with --si they are 1000-based: pass si: true (CLI --si)',
  };
}
