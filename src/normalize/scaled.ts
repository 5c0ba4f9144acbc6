import { parseInteger } from "./number.js";
import { ValueError } from "./value-error.js";

/**
 * A tool's units for one kind of value, each mapped to [multiplier, power of ten to divide by] for the canonical unit:
 * `{ us: [1, 3], ms: [1, 0], s: [1000, 0] }` reads times as milliseconds; a negative power multiplies.
 */
export type Scale = Readonly<Record<string, readonly [number, number]>>;

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
  // Read by hand, not by a pattern (a long log has millions of these): the digits, up to 15 of them read as one
  // whole number on the way (exact: below 2^53), a fraction, then the unit's letters.
  const n = text.length;
  let p = 0;
  let whole = 0;
  for (let c = text.charCodeAt(p); c >= 48 && c <= 57; c = text.charCodeAt(++p)) whole = whole * 10 + (c - 48);
  const wholeEnd = p;
  let fracEnd = p;
  if (text.charCodeAt(p) === 46) {
    for (let c = text.charCodeAt(++p); c >= 48 && c <= 57; c = text.charCodeAt(++p)) whole = whole * 10 + (c - 48);
    fracEnd = p;
  }
  const unitAt = p;
  for (let c = text.charCodeAt(p); (c >= 65 && c <= 90) || (c >= 97 && c <= 122); c = text.charCodeAt(++p));
  const fracStart = wholeEnd + 1;
  const unitName = unitAt === n ? "" : text.slice(unitAt);
  if (wholeEnd === 0 || (fracEnd !== wholeEnd && fracEnd === fracStart) || p !== n || !Object.prototype.hasOwnProperty.call(table, unitName)) {
    throw new ValueError(`not a value printed here: ${JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text)}`);
  }
  const [multiplier, divide] = table[unitName]!;
  const frac = fracEnd === wholeEnd ? 0 : fracEnd - fracStart;
  const digits = wholeEnd + frac;
  // (more digits: read as text, as exactDecimal does, which says when they are too many to be exact)
  if (digits > 15) return exactDecimal(text.slice(0, wholeEnd), fracEnd === wholeEnd ? "" : text.slice(fracStart, fracEnd), multiplier, divide, text);
  const power = frac + divide;
  const product = whole * multiplier * (power < 0 ? 10 ** -power : 1);
  if (!Number.isSafeInteger(product)) throw new ValueError(`too large to be exact: ${text.length > 40 ? `${text.slice(0, 40)}...` : text}`);
  return power > 0 ? product / 10 ** power : product;
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
