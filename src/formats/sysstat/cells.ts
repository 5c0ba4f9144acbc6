/**
 * One printed cell of a sysstat report to a number: in the column's own unit (what the header names: kB, MB/s, %)
 * and in the canonical unit of its typed field (bytes, bytes per second, percent). Decimal commas (de_DE, fr_FR),
 * `--human` cells (`1.4G`, `254.1M`, `82.9%`, `12s` sectors) and placeholders are read here for every sysstat tool.
 */
import { parseNumber } from "../../normalize/number.js";
import { exactBytes, parseSize } from "../../normalize/size.js";
import { ValueError } from "../../normalize/value-error.js";
import type { Conversion } from "./columns.js";

const HUMAN_SIZE = /^[-+]?\d+(?:[.,]\d+)?[BkKMGTP]$/;
const HUMAN_SECTORS = /^[-+]?\d+(?:[.,]\d+)?s$/;
const PERCENT = /^[-+]?\d+(?:[.,]\d+)?%$/;
const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;

/** Printed placeholders for a value the tool could not compute. */
export const PLACEHOLDERS: ReadonlySet<string> = new Set(["-", "N/A", "n/a", "?"]);

/** Bytes in one unit of a column, from its table row or, for columns not in the table, from sysstat's naming (kb..., MB...). */
export function unitBytes(col: string, conv: Conversion | undefined): number | undefined {
  switch (conv) {
    case "kB":
    case "kBps":
      return 1024;
    case "MB":
      return 1024 * 1024;
    case "sectors":
      return 512;
    case "B":
      return 1;
    case "same":
    case "text":
      return undefined;
  }
  if (/^kb|kB(?:\/s)?$|^kB_/.test(col)) return 1024;
  if (/^MB/.test(col)) return 1024 * 1024;
  return undefined;
}

/**
 * One printed cell: `column` in the column's own unit (what the header names), `typed` in the canonical unit of the
 * field (`conv` says how). Undefined when the cell is not numeric at all.
 *
 * @example
 * readCell("kB_read/s", "325,42", "kBps") //=> { column: 325.42, typed: 333230.08 }
 * readCell("rkB/s", "326.8k", "kBps")     //=> { column: 326.7998046875, typed: 334643 } (the bytes rounded as printed)
 * readCell("%util", "0.4%", "same")       //=> { column: 0.4, typed: 0.4 }
 */
export function readCell(col: string, value: string, conv: Conversion | undefined): { column: number | string; typed?: number } | undefined {
  if (NUMBER.test(value)) {
    const n = parseNumber(value, { decimalComma: true });
    return { column: n, typed: convert(n, conv) };
  }
  if (PERCENT.test(value)) {
    // --human prints percentages with a `%` sign.
    const n = parseNumber(value.slice(0, -1), { decimalComma: true });
    return { column: n, typed: convert(n, conv) };
  }
  const unit = unitBytes(col, conv);
  if (HUMAN_SIZE.test(value) || HUMAN_SECTORS.test(value)) {
    // --human prints sizes with a unit letter (1024-based; `s` = 512-byte sectors).
    const bytes = value.endsWith("s") ? exactBytes(parseNumber(value.slice(0, -1), { decimalComma: true }) * 512, value) : parseSize(value, { decimalComma: true });
    if (unit === undefined) {
      if (conv !== undefined) throw new ValueError(`a size (${value}) in a column that is not one`);
      return { column: value };
    }
    return { column: bytes / unit, typed: bytes };
  }
  return undefined;
}

/** A number in a column's unit to its field's canonical unit (undefined for a column without a typed field). */
export function convert(n: number, conv: Conversion | undefined): number | undefined {
  switch (conv) {
    case undefined:
    case "text":
      return undefined;
    case "same":
    case "B":
      return n;
    case "kB":
    case "kBps":
      return exactBytes(n * 1024, n);
    case "MB":
      return exactBytes(n * 1024 * 1024, n);
    case "sectors":
      return exactBytes(n * 512, n);
  }
}

/**
 * `name`, or `name#2`, `name#3`, ... when taken (a header that prints the same name twice keeps both): the smallest
 * free suffix. `next` remembers, per name, the suffix after the last one given, so a header that repeats a name k
 * times tries k suffixes in all instead of k^2/2 (keys are only added, so every suffix below it is still taken).
 *
 * @example
 * uniqueName({ "%user": 1 }, "%user", new Map()) //=> "%user#2"
 */
export function uniqueName(map: Record<string, unknown>, name: string, next: Map<string, number>): string {
  if (!Object.prototype.hasOwnProperty.call(map, name)) return name;
  for (let n = next.get(name) ?? 2; ; n++) {
    if (!Object.prototype.hasOwnProperty.call(map, `${name}#${n}`)) {
      next.set(name, n + 1);
      return `${name}#${n}`;
    }
  }
}
