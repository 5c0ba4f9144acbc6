import { ParseError } from "../../api/errors.js";
import { parseInteger } from "../../normalize/number.js";
import { parseSize } from "../../normalize/size.js";
import { ValueError } from "../../normalize/value-error.js";
import type { ParseContext } from "../types.js";
import { ENGLISH_HEADER_WORDS } from "./labels.js";
import { rawOffsets, type FreeLayout, type FreeRawRecord, type FreeRole } from "./raw.js";
import type { FreeRecord } from "./schema.js";
import { resolvePlainUnit, UNIT_BYTES, UNIT_CHOICES, type FreeParseOptions } from "./units.js";

type SizeKey = Exclude<keyof FreeRecord, "format" | "sample" | "layout" | "unit" | "unitSource" | "humanBase" | "exact">;

const MEM_COLUMNS: Record<Exclude<FreeLayout, "line">, SizeKey[]> = {
  "buff-cache": ["memTotalBytes", "memUsedBytes", "memFreeBytes", "memSharedBytes", "memBuffCacheBytes", "memAvailableBytes"],
  wide: ["memTotalBytes", "memUsedBytes", "memFreeBytes", "memSharedBytes", "memBuffersBytes", "memCacheBytes", "memAvailableBytes"],
  "buffers-cached": ["memTotalBytes", "memUsedBytes", "memFreeBytes", "memSharedBytes", "memBuffersBytes", "memCachedBytes"],
  buffers: ["memTotalBytes", "memUsedBytes", "memFreeBytes", "memSharedBytes", "memBuffersBytes"],
};

function columnsOf(role: FreeRole, layout: FreeLayout): SizeKey[] {
  switch (role) {
    case "mem":
      return layout === "line" ? [] : MEM_COLUMNS[layout];
    case "low":
      return ["lowTotalBytes", "lowUsedBytes", "lowFreeBytes"];
    case "high":
      return ["highTotalBytes", "highUsedBytes", "highFreeBytes"];
    case "swap":
      return ["swapTotalBytes", "swapUsedBytes", "swapFreeBytes"];
    case "total":
      return ["combinedTotalBytes", "combinedUsedBytes", "combinedFreeBytes"];
    case "comm":
      return ["commitLimitBytes", "committedBytes", "commitAvailableBytes"];
    case "buffersCache":
      return layout === "buffers" ? ["memUsedExclBuffersBytes", "memFreeInclBuffersBytes"] : ["memUsedExclBuffCacheBytes", "memFreeInclBuffCacheBytes"];
    case "swapUsed":
      return ["swapUsedBytes"];
    case "buffCacheUsed":
      return ["memBuffCacheBytes"];
    case "memUsed":
      return ["memUsedBytes"];
    case "memFree":
      return ["memFreeBytes"];
  }
}

const SUFFIXED = /[BKMGTPE]i?$/;

/** Raw free blocks (strings as printed) to typed records, every size in bytes. */
export function normalizeFree(raws: FreeRawRecord[], ctx: ParseContext): FreeRecord[] {
  const options = ctx.options as FreeParseOptions;
  let plain: ReturnType<typeof resolvePlainUnit>;
  try {
    plain = resolvePlainUnit(options);
  } catch {
    throw new ParseError({ format: "free", source: ctx.source, message: `unknown unit ${JSON.stringify(options.unit)}; use one of ${UNIT_CHOICES.join(", ")}` });
  }
  // Blocks are numbered across the pieces of a stream too.
  const first = typeof ctx.state.freeNextSample === "number" ? ctx.state.freeNextSample : 0;
  ctx.state.freeNextSample = first + raws.length;
  return raws.map((raw, i) => normalizeBlock(raw, first + i, plain, options, ctx));
}

function normalizeBlock(raw: FreeRawRecord, sample: number, plain: ReturnType<typeof resolvePlainUnit>, options: FreeParseOptions, ctx: ParseContext): FreeRecord {
  const offsets = rawOffsets.get(raw);
  const fail = (row: number, col: number, err: unknown): never => {
    const message = err instanceof ValueError ? err.message : String(err);
    const offset = offsets?.rows[row]?.values[col] ?? offsets?.start ?? 0;
    throw new ParseError({ format: "free", variant: raw.layout, source: ctx.source, text: ctx.text, offset, message: `${raw.rows[row]?.label ?? "row"} ${message}` });
  };
  const texts = raw.rows.flatMap((r) => r.values);
  const human = texts.some((t) => SUFFIXED.test(t));
  const rec: FreeRecord = { format: "free", sample, layout: raw.layout, unit: "KiB", unitSource: "default", exact: true };
  let toBytes: (text: string) => number;
  if (human) {
    const { base, source } = humanBase(raw, texts, options, ctx);
    rec.unit = "human";
    rec.unitSource = source;
    rec.humanBase = base;
    rec.exact = false;
    toBytes = (text) => parseSize(text, { base, decimalComma: text.includes(",") });
  } else {
    rec.unit = plain.unit;
    rec.unitSource = plain.source;
    rec.exact = plain.unit === "B" || plain.unit === "KiB";
    const size = UNIT_BYTES[plain.unit];
    toBytes = (text) => {
      const n = parseInteger(text) * size;
      if (!Number.isSafeInteger(n)) throw new ValueError(`${text} ${plain.unit} is too large to represent exactly in bytes`);
      return n;
    };
  }
  for (const [i, row] of raw.rows.entries()) {
    const keys = columnsOf(row.role, raw.layout);
    for (const [j, key] of keys.entries()) {
      const text = row.values[j];
      if (text === undefined) continue;
      try {
        rec[key] = toBytes(text);
      } catch (err) {
        fail(i, j, err);
      }
    }
  }
  return rec;
}

/**
 * The base of -h sizes. Printed `Ki/Mi/Gi` settle it (procps-ng >= 3.3.13 without --si); otherwise the `si` option;
 * otherwise two layout facts: procps-ng >= 3.3.17 indents its English header by 15 blanks and from 3.3.13 prints
 * `i` unless --si, so plain letters under that header mean --si; a value longer than 4 characters (`241.7M`) is
 * BusyBox, which is 1024-based. Else 1024 (procps <= 3.3.12 and BusyBox).
 */
function humanBase(raw: FreeRawRecord, texts: string[], options: FreeParseOptions, ctx: ParseContext): { base: 1024 | 1000; source: FreeRecord["unitSource"] } {
  if (texts.some((t) => /[KMGTPE]i$/.test(t))) return { base: 1024, source: "printed" };
  if (options.si !== undefined) return { base: options.si ? 1000 : 1024, source: "option" };
  const start = rawOffsets.get(raw)?.start;
  const english = raw.header !== undefined && raw.header.every((w) => ENGLISH_HEADER_WORDS.has(w));
  if (english && start !== undefined && start - (ctx.text.lastIndexOf("\n", start - 1) + 1) === 15 && ctx.text.slice(start - 15, start) === " ".repeat(15)) {
    return { base: 1000, source: "inferred" };
  }
  if (texts.some((t) => SUFFIXED.test(t) && t.length > 4)) return { base: 1024, source: "inferred" };
  return { base: 1024, source: "default" };
}
