import { parseInteger } from "./number.js";
import { ValueError } from "./value-error.js";

/**
 * A tool's units for one kind of value, each mapped to [multiplier, power of ten to divide by] for the canonical unit:
 * `{ us: [1, 3], ms: [1, 0], s: [1000, 0] }` reads times as milliseconds; a negative power multiplies.
 */
export type Scale = Readonly<Record<string, readonly [number, number]>>;

const QUANTITY = /^(\d+)(?:\.(\d+))?([A-Za-z]*)$/;

/**
 * A printed quantity with its unit glued on, in the canonical unit, exactly: the digits are read as one whole number
 * and divided once by a power of ten, so `635.91us` gives 0.63591 ms (the double nearest to it), not 635.91 / 1000
 * rounded twice. A value whose digits times the unit's multiplier pass 2^53 is refused (too large to be exact), never
 * rounded; a unit the table does not have, or anything but digits and a unit, is a ValueError.
 *
 * @example
 * scaled("635.91us", { us: [1, 3], ms: [1, 0] }) //=> 0.63591
 * scaled("1.51s", { s: [1000, 0] })              //=> 1510
 * scaled("9.01k", { k: [1e3, 0] })               //=> 9010
 * scaled("0.999023", { "": [1, -2] })            //=> 99.9023
 */
export function scaled(text: string, table: Scale): number {
  const m = QUANTITY.exec(text);
  const unit = m ? table[m[3]!] : undefined;
  if (!m || unit === undefined || !Object.prototype.hasOwnProperty.call(table, m[3]!)) throw new ValueError(`not a value printed here: ${JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text)}`);
  const [multiplier, divide] = unit;
  return exactDecimal(m[1]!, m[2] ?? "", multiplier, divide, text);
}

/**
 * The decimal `whole.frac` times `multiplier`, divided by 10^`divide` (a negative `divide` multiplies), exactly: the
 * digits are one whole number, multiplied, then divided once by a power of ten. A product past 2^53 is a ValueError
 * ("too large to be exact", quoting `text`). The arithmetic of `scaled`, `scaleDecimal` and `parseDuration`.
 *
 * @example
 * exactDecimal("635", "91", 1, 3, "635.91us") //=> 0.63591
 */
export function exactDecimal(whole: string, frac: string, multiplier: number, divide: number, text: string): number {
  const power = frac.length + divide;
  const product = parseInteger(whole + frac) * multiplier * (power < 0 ? 10 ** -power : 1);
  if (!Number.isSafeInteger(product)) throw new ValueError(`too large to be exact: ${text.length > 40 ? `${text.slice(0, 40)}...` : text}`);
  return power > 0 ? product / 10 ** power : product;
}
