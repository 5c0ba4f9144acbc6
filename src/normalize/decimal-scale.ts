import { scaledPlainDecimal } from "./number.js";
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
  // (the usual cell, up to 15 digits with at most one point between digits: read in place, with the same arithmetic)
  const quick = scaledPlainDecimal(text, power);
  if (quick >= 0) return quick;
  const m = DECIMAL.exec(text);
  if (!m) throw new ValueError(`not a decimal number: ${JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text)}`);
  return exactDecimal(m[1]!, m[2] ?? "", 1, -power, text);
}
