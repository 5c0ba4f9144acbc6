import { parseNumber } from "./number.js";
import { ValueError } from "./value-error.js";

const POWERS: Record<string, number> = { "": 0, B: 0, K: 1, M: 2, G: 3, T: 4, P: 5, E: 6 };
const SIZE = /^\s*([-+]?[\d.,]+)\s*([kKmMgGtTpPeE]?)(i?)([bB]?)(?:ytes?)?\s*$/;

export interface SizeOptions {
  /** 1024 (default) or 1000. A unit written with `i` (`Ki`, `MiB`) is always 1024-based. */
  base?: 1024 | 1000;
  /** The unit to assume when the text has none (default bytes). */
  defaultUnit?: "B" | "K" | "M" | "G" | "T" | "P" | "E";
  decimalComma?: boolean;
}

/**
 * Converts a printed size to bytes: `512`, `2.9m`, `10.3g`, `268.0k`, `1.5Gi`, `3.7G`, `22.6GiB`, `4147888k`.
 * Suffixes are 1024-based unless `base: 1000` (e.g. `free --si`). The result is rounded to a whole byte,
 * since a printed `2.9m` is itself rounded. Unknown units throw a ValueError, and so does a size beyond
 * Number.MAX_SAFE_INTEGER bytes (8 PiB), which could not be a whole number of bytes exactly.
 *
 * @example
 * parseSize("1.5Gi")                       //=> 1610612736
 * parseSize("4147888", { defaultUnit: "K" }) //=> 4247437312
 * parseSize("1.2G", { base: 1000 })        //=> 1200000000
 */
export function parseSize(text: string, options: SizeOptions = {}): number {
  const m = SIZE.exec(text);
  if (!m) throw new ValueError(`not a size: ${JSON.stringify(text)}`);
  const [, num, letter = "", iMark, bMark] = m;
  const value = parseNumber(num!, { decimalComma: options.decimalComma });
  let unit = letter.toUpperCase();
  if (unit === "" && !bMark) unit = options.defaultUnit ?? "B";
  const power = POWERS[unit];
  if (power === undefined) throw new ValueError(`unknown size unit in ${JSON.stringify(text)}`);
  const base = iMark ? 1024 : (options.base ?? 1024);
  const bytes = Math.round(value * base ** power);
  if (!Number.isSafeInteger(bytes)) throw new ValueError(`too large to represent exactly in bytes: ${JSON.stringify(text)}`);
  return bytes;
}

/**
 * Multiplies a count of units by the unit's size in bytes, for columns whose unit is fixed by the tool
 * (free's KiB, ab's Kbytes/sec). Whole numbers stay exact; a result beyond Number.MAX_SAFE_INTEGER bytes throws a
 * ValueError (see exactBytes).
 *
 * @example
 * unitsToBytes(2024, "K")          //=> 2072576
 * unitsToBytes(1938.12, "K")       //=> 1984634.88
 * unitsToBytes(9007199254740, "K") // throws ValueError (too large to be exact)
 */
export function unitsToBytes(value: number, unit: "B" | "K" | "M" | "G" | "T" | "P" | "E", base: 1024 | 1000 = 1024): number {
  return exactBytes(value * base ** POWERS[unit]!, value);
}

/**
 * `bytes`, a count already multiplied by its unit, when its whole part is at most Number.MAX_SAFE_INTEGER (8 PiB);
 * else a ValueError naming the printed `value`. Past 2^53 a double no longer holds every whole number, so a byte
 * count there would be rounded (9007199254740993 KiB) or could not be added to exactly: it is refused instead.
 *
 * @example
 * exactBytes(2024 * 1024, 2024)                    //=> 2072576
 * exactBytes(9007199254740 * 1024, 9007199254740)  // throws ValueError
 */
export function exactBytes(bytes: number, value: number | string): number {
  if (bytes <= Number.MAX_SAFE_INTEGER && bytes >= -Number.MAX_SAFE_INTEGER) return bytes;
  throw new ValueError(`too large to be exact in bytes: ${typeof value === "number" ? value : JSON.stringify(value)}`);
}
