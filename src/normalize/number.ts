import { ValueError } from "./value-error.js";

const PLAIN = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
const COMMA = /^[-+]?(?:\d+(?:,\d*)?|,\d+)(?:[eE][-+]?\d+)?$/;

/**
 * Parses a number exactly as a tool printed it. Accepts a decimal comma when `decimalComma` is set (locales such
 * as de_DE and fr_FR). Anything else (letters, thousands separators, empty text, `nan`) throws a ValueError: a value
 * that is not a number never becomes NaN. So does a number too large for a double (`1e999`, 400 digits), which would
 * otherwise become Infinity, and a number whose whole part is beyond Number.MAX_SAFE_INTEGER (2^53 - 1), which a
 * double could only round: `99999999999999999999` would become 1e20, `9007199254740993` would become ...992.
 * Fractions are read to the nearest double, as Number() does; only the whole part has to be exact.
 *
 * @example
 * parseNumber("7546.16")                          //=> 7546.16
 * parseNumber("24105,6", { decimalComma: true })  //=> 24105.6
 * parseNumber("12a")                              // throws ValueError
 * parseNumber("1e999")                            // throws ValueError
 * parseNumber("9007199254740993")                 // throws ValueError (too large to be exact)
 */
export function parseNumber(text: string, options: { decimalComma?: boolean } = {}): number {
  const s = text.trim();
  const quick = plainDecimal(s);
  if (quick >= 0) return quick;
  let n: number;
  if (PLAIN.test(s)) n = Number(s);
  else if (options.decimalComma && COMMA.test(s)) n = Number(s.replace(",", "."));
  else throw new ValueError(`not a number: ${JSON.stringify(text)}`);
  if (!Number.isFinite(n)) throw new ValueError(`too large to represent: ${shorten(s)}`);
  if (n > Number.MAX_SAFE_INTEGER || n < -Number.MAX_SAFE_INTEGER) throw new ValueError(`too large to be exact: ${shorten(s)}`);
  return n;
}

/** Printed text for a message, cut at 40 characters (a 2 MB run of digits is not repeated). */
function shorten(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}...` : s;
}

/** The value of s when it is 1 to 15 digits (exact in a double, as Number(s)), else -1. */
function digitsOnly(s: string): number {
  const n = s.length;
  if (n === 0 || n > 15) return -1;
  let v = 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/** 10^k for k = 0..22, each an exact double (5^22 < 2^53), read from its text. */
const POW10 = Array.from({ length: 23 }, (_, k) => Number(`1e${k}`));

/**
 * The value of s when it is the common form `123` or `12.5` (at most 15 digits, at most one point between digits),
 * which PLAIN accepts, else -1: read without the regular expression and without Number() (logs hold millions of such
 * values). The digits make a whole number below 2^53 and the point a power of ten, both exact doubles, so their
 * quotient is the correctly rounded value of the decimal, the one Number(s) gives. Exported for readers that try the
 * common form before the others.
 *
 * @example
 * plainDecimal("12.50") //=> 12.5
 * plainDecimal("1,5")   //=> -1
 */
export function plainDecimal(s: string): number {
  return scaledPlainDecimal(s, 0);
}

/**
 * A decimal of plainDecimal's form times 10^power, exactly (one whole number and one exact power of ten, so one
 * correctly rounded operation); -1 when the text is not of that form, or the result would not be exact (a product
 * beyond 2^53, a divisor beyond 10^22): scaleDecimal then reads it the long way.
 *
 * @example
 * scaledPlainDecimal("0.0196", 3) //=> 19.6
 * scaledPlainDecimal("1e3", 3)    //=> -1
 */
export function scaledPlainDecimal(s: string, power: number): number {
  const n = s.length;
  if (n === 0 || n > 16) return -1;
  let point = -1;
  let v = 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 46 && point === -1 && i > 0 && i < n - 1) point = i;
    else if (c < 48 || c > 57) return -1;
    else v = v * 10 + (c - 48);
  }
  if (point === -1 && n > 15) return -1;
  const shift = (point === -1 ? 0 : n - 1 - point) - power;
  if (shift >= 0) return shift < POW10.length ? v / POW10[shift]! : -1;
  const product = -shift < POW10.length ? v * POW10[-shift]! : Infinity;
  return Number.isSafeInteger(product) ? product : -1;
}

/**
 * Parses a whole number (a counter or a count). Throws a ValueError for fractions, signs other than a leading
 * minus and values beyond Number.MAX_SAFE_INTEGER, which could not be represented exactly.
 *
 * @example
 * parseInteger("1000000")  //=> 1000000
 * parseInteger("12.5")     // throws ValueError
 */
export function parseInteger(text: string): number {
  const s = text.trim();
  const quick = digitsOnly(s);
  if (quick >= 0) return quick;
  if (!/^-?\d+$/.test(s)) throw new ValueError(`not a whole number: ${JSON.stringify(text)}`);
  const n = Number(s);
  if (!Number.isSafeInteger(n)) throw new ValueError(`too large to represent exactly: ${shorten(s)}`);
  return n;
}
