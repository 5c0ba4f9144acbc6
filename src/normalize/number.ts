import { ValueError } from "./value-error.js";

const PLAIN = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
const COMMA = /^[-+]?(?:\d+(?:,\d*)?|,\d+)(?:[eE][-+]?\d+)?$/;

/**
 * Parses a number exactly as a tool printed it. Accepts a decimal comma when `decimalComma` is set (locales such
 * as de_DE and fr_FR). Anything else (letters, thousands separators, empty text, `nan`) throws a ValueError: a value
 * that is not a number never becomes NaN. So does a number too large for a double (`1e999`, 400 digits), which would
 * otherwise become Infinity.
 *
 * @example
 * parseNumber("7546.16")                          //=> 7546.16
 * parseNumber("24105,6", { decimalComma: true })  //=> 24105.6
 * parseNumber("12a")                              // throws ValueError
 * parseNumber("1e999")                            // throws ValueError
 */
export function parseNumber(text: string, options: { decimalComma?: boolean } = {}): number {
  const s = text.trim();
  let n: number;
  if (isDigitsAndPoint(s) || PLAIN.test(s)) n = Number(s);
  else if (options.decimalComma && COMMA.test(s)) n = Number(s.replace(",", "."));
  else throw new ValueError(`not a number: ${JSON.stringify(text)}`);
  if (!Number.isFinite(n)) throw new ValueError(`too large to represent: ${s.length > 40 ? `${s.slice(0, 40)}...` : s}`);
  return n;
}

/**
 * Whether s is the common form `123` or `12.5` (digits, at most one point between digits), which PLAIN accepts,
 * checked without running the regular expression (logs hold millions of such values).
 */
function isDigitsAndPoint(s: string): boolean {
  const n = s.length;
  if (n === 0 || n > 20) return false;
  let point = -1;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 46 && point === -1 && i > 0 && i < n - 1) point = i;
    else if (c < 48 || c > 57) return false;
  }
  return true;
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
  if (!/^-?\d+$/.test(s)) throw new ValueError(`not a whole number: ${JSON.stringify(text)}`);
  const n = Number(s);
  if (!Number.isSafeInteger(n)) throw new ValueError(`too large to represent exactly: ${s}`);
  return n;
}
