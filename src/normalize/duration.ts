import { exactDecimal } from "./scaled.js";
import { ValueError } from "./value-error.js";

/** Microseconds in each unit a tool may glue to a duration. */
const MICROSECONDS: Readonly<Record<string, number>> = { us: 1, "µs": 1, "μs": 1, ms: 1_000, s: 1_000_000, m: 60_000_000, h: 3_600_000_000 };
const DURATION = /^(\d+)(?:\.(\d+))?([a-zµμ]*)$/;

export interface DurationOptions {
  /** The units the tool prints here (default all: us, µs, ms, s, m, h); any other is an error. */
  units?: readonly string[];
  /** The unit of a number printed without one (default: none is allowed). */
  defaultUnit?: string;
}

/**
 * A duration as printed with its unit glued on (`340us`, `1.02ms`, `1.23s`, `2m`), in milliseconds or seconds,
 * exactly: the digits are read as one whole number and divided once, so `635.91us` is the double nearest to
 * 0.63591 ms, not 635.91 / 1000 rounded twice. A unit the tool does not print here, a sign, a missing number or a
 * value whose digits times the unit pass 2^53 (too large to be exact) is a ValueError, never a guess.
 *
 * @example
 * parseDuration("635.91us")                    //=> 0.63591
 * parseDuration("1.51s")                       //=> 1510
 * parseDuration("69.51ms", "s")                //=> 0.06951
 * parseDuration("2m", "s")                     //=> 120
 * parseDuration("1.5h", "ms", { units: ["us", "ms", "s"] }) // throws ValueError (h2load never prints hours)
 */
export function parseDuration(text: string, to: "ms" | "s" = "ms", options: DurationOptions = {}): number {
  const m = DURATION.exec(text);
  const unit = m ? m[3] || options.defaultUnit : undefined;
  const us = unit === undefined || (options.units !== undefined && !options.units.includes(unit)) ? undefined : MICROSECONDS[unit];
  if (!m || us === undefined) throw new ValueError(`not a duration${unit === undefined || !m ? "" : ` in a unit printed here (${unit})`}: ${JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text)}`);
  // microseconds to the unit asked for: 10^3 (ms) or 10^6 (s)
  return exactDecimal(m[1]!, m[2] ?? "", us, to === "ms" ? 3 : 6, text);
}
