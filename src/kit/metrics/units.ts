/**
 * Moves a number's decimal point by `digits` places as it is written, so that a printed value converts without a
 * binary rounding error: the result is the double nearest to the decimal the tool printed, shifted.
 *
 * @example
 * shiftDecimal(0.57, -2)    //=> 0.0057   (0.57 / 100 gives 0.005699999999999999)
 * shiftDecimal(0.7, -3)     //=> 0.0007
 * shiftDecimal(2400, 6)     //=> 2400000000
 */
export function shiftDecimal(value: number, digits: number): number {
  if (digits === 0 || value === 0 || !Number.isFinite(value)) return value;
  const text = String(value);
  const e = text.indexOf("e");
  const mantissa = e < 0 ? text : text.slice(0, e);
  const exponent = e < 0 ? 0 : Number(text.slice(e + 1));
  return Number(`${mantissa}e${exponent + digits}`);
}

/**
 * camelCase to snake_case.
 *
 * @example
 * snakeCase("rxPacketsPerSecond")   //=> "rx_packets_per_second"
 * snakeCase("loadAverage15m")       //=> "load_average15m"
 */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
