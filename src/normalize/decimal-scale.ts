import { exactDecimal } from "./scaled.js";
import { ValueError } from "./value-error.js";

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A plain decimal as printed, times 10^power, exactly: its digits are read as one whole number and divided once by a
 * power of ten, so `0.0196` seconds gives 19.6 ms (the double nearest to it), not 0.0196 * 1000 rounded twice
 * (19.599999999999998). Digits beyond 2^53 are refused (too large to be exact), never rounded.
 *
 * @example
 * scaleDecimal("0.0196", 3) //=> 19.6
 * scaleDecimal("1.5", 3)    //=> 1500
 * scaleDecimal("1200", -3)  //=> 1.2
 */
export function scaleDecimal(text: string, power: number): number {
  // (the usual cell, up to 15 digits with at most one point between digits: read in place, as exactDecimal reads it)
  const n = text.length;
  if (n > 0 && n <= 16) {
    let digits = 0;
    let fracLength = -1;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c >= 48 && c <= 57) {
        digits = digits * 10 + (c - 48);
        if (fracLength >= 0) fracLength++;
      } else if (c === 46 && fracLength < 0 && i > 0 && i < n - 1) fracLength = 0;
      else {
        digits = -1;
        break;
      }
    }
    if (digits >= 0 && n - (fracLength >= 0 ? 1 : 0) <= 15) {
      const shift = (fracLength < 0 ? 0 : fracLength) - power;
      const product = digits * (shift < 0 ? 10 ** -shift : 1);
      if (Number.isSafeInteger(product)) return shift > 0 ? product / 10 ** shift : product;
    }
  }
  const m = DECIMAL.exec(text);
  if (!m) throw new ValueError(`not a decimal number: ${JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text)}`);
  return exactDecimal(m[1]!, m[2] ?? "", 1, -power, text);
}
