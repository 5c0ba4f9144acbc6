import { TYPOGRAPHIC_DASH } from "../../kit/shell.js";
import type { VmstatParseOptions, VmstatUnitLetter } from "./units.js";

/** Long options of procps-ng vmstat (getopt_long, `afmnsdDp:S:wthVy`) that take a value. */
const LONG_WITH_VALUE = ["partition", "unit"];
const LONG = ["active", "forks", "slabs", "one-header", "stats", "disk", "disk-sum", "partition", "unit", "wide", "timestamp", "help", "version", "no-first"];

/** A long option by its name or an unambiguous prefix of it (getopt_long: `--un`, `--no-f`). */
function longName(name: string): string | undefined {
  if (LONG.includes(name)) return name;
  const matches = LONG.filter((n) => n.startsWith(name));
  return name !== "" && matches.length === 1 ? matches[0] : undefined;
}

/** Words that end the command: the shell's pipes, redirections and separators. */
const SHELL_END = /^(?:\||\|\||&&|;|&|[0-9]?>>?|<)/;

/**
 * The options a pasted `vmstat` command line implies for reading its output, from the words after `vmstat`, read the
 * way its getopt reads them: clusters (`-wt`), -S's value glued or separate (`-Sm`, `-S M`, `--unit=m`; only its
 * first letter counts, as in vmstat), `-y`/`--no-first`, and the delay operand. With no -S the unit is vmstat's
 * default, KiB (`K`), said by the command line rather than assumed.
 * vmstatOptionsFromCommand(["-S", "m", "2", "5"]) //=> { unit: "m", interval: 2, noFirst: false, vmstatCommand: { ... } }
 */
export function vmstatOptionsFromCommand(args: readonly string[]): VmstatParseOptions {
  let unit: VmstatUnitLetter = "K";
  let noFirst = false;
  const operands: string[] = [];
  const setUnit = (value: string | undefined): void => {
    const letter = value?.[0];
    if (letter !== undefined && /^[bBkKmM]$/.test(letter)) unit = letter as VmstatUnitLetter;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!.replace(TYPOGRAPHIC_DASH, (d) => "-".repeat(Math.min(d.length, 2)));
    if (SHELL_END.test(arg)) break;
    if (arg === "--") {
      operands.push(...args.slice(i + 1).filter((a) => !SHELL_END.test(a)));
      break;
    }
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      const name = longName(eq === -1 ? arg.slice(2) : arg.slice(2, eq));
      const value = eq === -1 ? (name !== undefined && LONG_WITH_VALUE.includes(name) ? args[++i] : undefined) : arg.slice(eq + 1);
      if (name === "unit") setUnit(value);
      if (name === "no-first") noFirst = true;
    } else if (arg.startsWith("-") && arg.length > 1) {
      for (let j = 1; j < arg.length; j++) {
        const letter = arg[j]!;
        if (letter === "S" || letter === "p") {
          const value = j < arg.length - 1 ? arg.slice(j + 1) : args[++i];
          if (letter === "S") setUnit(value);
          break;
        }
        if (letter === "y") noFirst = true;
      }
    } else {
      operands.push(arg);
    }
  }
  const delay = /^\d+$/.test(operands[0] ?? "") ? Number(operands[0]) : undefined;
  const interval = delay !== undefined && delay >= 1 ? delay : undefined;
  return { unit, noFirst, ...(interval !== undefined ? { interval } : {}), vmstatCommand: { unit, noFirst, ...(interval !== undefined ? { interval } : {}) } };
}
