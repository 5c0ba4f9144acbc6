import { TYPOGRAPHIC_DASH } from "../../kit/shell.js";
import type { FreeParseOptions, FreeUnitAlias } from "./units.js";

/** What one of free's options says about how its output reads. */
interface Flag {
  unit?: FreeUnitAlias;
  si?: true;
  human?: true;
  /** The option takes a value (`-s 1`, `-c3`, `--seconds=1`), which is not read as options. */
  value?: true;
  /** The row a block ends with under this option (-t Total, -v Comm), or `line` for -L (a block is one line). */
  ends?: BlockEnd;
}

/** The last row of each of free's blocks (its role, see labels.ts), or `line` for -L's one-line blocks. */
export type BlockEnd = "swap" | "total" | "comm" | "line";

/**
 * procps-ng free's options (4.0.x: getopt string "bkmghltvc:ws:V" and the long names; `-L/--line` 4.0.4+, `-o/--old`
 * 3.3.x), and BusyBox's `-b -k -m -g -h`. The unit names are those of procps-ng >= 3.3.11, where `--kilo` ... `--peta`
 * are powers of 1000.
 */
const SHORT: Record<string, Flag> = {
  b: { unit: "b" },
  k: { unit: "k" },
  m: { unit: "m" },
  g: { unit: "g" },
  h: { human: true },
  s: { value: true },
  c: { value: true },
  l: {},
  t: { ends: "total" },
  v: { ends: "comm" },
  w: {},
  L: { ends: "line" },
  o: {},
  V: {},
};

const LONG: Record<string, Flag> = {
  bytes: { unit: "b" },
  kilo: { unit: "kilo" },
  mega: { unit: "mega" },
  giga: { unit: "giga" },
  tera: { unit: "tera" },
  peta: { unit: "peta" },
  kibi: { unit: "k" },
  mebi: { unit: "m" },
  gibi: { unit: "g" },
  tebi: { unit: "tebi" },
  pebi: { unit: "pebi" },
  human: { human: true },
  si: { si: true },
  lohi: {},
  total: { ends: "total" },
  committed: { ends: "comm" },
  seconds: { value: true },
  count: { value: true },
  wide: {},
  line: { ends: "line" },
  old: {},
  help: {},
  version: {},
};

/** A long option by its name or, as getopt_long allows, an unambiguous prefix of it (`--by`, `--meg`). */
function longFlag(name: string): Flag | undefined {
  if (Object.prototype.hasOwnProperty.call(LONG, name)) return LONG[name];
  const matches = Object.keys(LONG).filter((n) => n.startsWith(name));
  return name !== "" && matches.length === 1 ? LONG[matches[0]!] : undefined;
}

/** Words that end the command: the shell's pipes, redirections and separators. */
const SHELL_END = /^(?:\||\|\||&&|;|&|[0-9]?>>?|<)/;

/**
 * Walks free's arguments the way its getopt reads them, passing each flag found: clusters (`-bt`), values glued or
 * separate (`-s 1`, `-c3`, `--count=2`; a value is never an option), long names and their unique prefixes, up to the
 * shell's pipes and redirections.
 */
function eachFlag(args: readonly string[], apply: (flag: Flag | undefined) => void): void {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!.replace(TYPOGRAPHIC_DASH, (d) => "-".repeat(Math.min(d.length, 2)));
    if (arg === "--" || SHELL_END.test(arg)) break;
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      const flag = longFlag(eq === -1 ? arg.slice(2) : arg.slice(2, eq));
      if (flag?.value && eq === -1) i++;
      apply(flag);
    } else if (arg.startsWith("-") && arg.length > 1) {
      for (let j = 1; j < arg.length; j++) {
        const flag = SHORT[arg[j]!];
        if (flag?.value) {
          if (j === arg.length - 1) i++;
          break;
        }
        apply(flag);
      }
    }
    // free takes no operands; anything else is ignored.
  }
}

/**
 * The options a pasted `free` command line implies for reading its output, from the words after `free` (eachFlag).
 * The last unit flag wins (free itself refuses two: "Multiple unit options don't make sense", and prints no table);
 * with none the unit is free's default, KiB. `-h` output carries its units, so only `si` is given then: `--si` or not.
 * freeOptionsFromCommand(["-m"]) //=> { unit: "m", si: false, freeCommand: { unit: "m", si: false } }
 * freeOptionsFromCommand(["-h", "--si", "-s", "1"]) //=> { si: true, freeCommand: { si: true } }
 */
export function freeOptionsFromCommand(args: readonly string[]): FreeParseOptions {
  let unit: FreeUnitAlias | undefined;
  let si = false;
  let human = false;
  eachFlag(args, (flag) => {
    if (flag?.unit) unit = flag.unit;
    if (flag?.si) si = true;
    if (flag?.human) human = true;
  });
  if (human) return { si, freeCommand: { si } };
  const u = unit ?? "k";
  return { unit: u, si, freeCommand: { unit: u, si } };
}

/**
 * The row each block of free's output ends with, from the words after `free`: Comm with -v, else Total with -t, else
 * Swap; `line` with -L (procps-ng 4.0.4+: one line per block, which -t and -v do not change).
 * freeBlockEnd(["-t", "-s", "1"]) //=> "total"; freeBlockEnd(["-s", "1"]) //=> "swap"
 */
export function freeBlockEnd(args: readonly string[]): BlockEnd {
  let total = false;
  let comm = false;
  let line = false;
  eachFlag(args, (flag) => {
    if (flag?.ends === "total") total = true;
    else if (flag?.ends === "comm") comm = true;
    else if (flag?.ends === "line") line = true;
  });
  return line ? "line" : comm ? "comm" : total ? "total" : "swap";
}
