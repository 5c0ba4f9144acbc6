import { TYPOGRAPHIC_DASH } from "../../extract/shell.js";
import type { FreeParseOptions, FreeUnitAlias } from "./units.js";

/** What one of free's options says about how its output reads. */
interface Flag {
  unit?: FreeUnitAlias;
  si?: true;
  human?: true;
  /** The option takes a value (`-s 1`, `-c3`, `--seconds=1`), which is not read as options. */
  value?: true;
}

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
  t: {},
  v: {},
  w: {},
  L: {},
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
  total: {},
  committed: {},
  seconds: { value: true },
  count: { value: true },
  wide: {},
  line: {},
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
 * The options a pasted `free` command line implies for reading its output, from the words after `free`, read the way
 * free's getopt reads them: clusters (`-bt`), values glued or separate (`-s 1`, `-c3`, `--count=2`; a value is never an
 * option), long names and their unique prefixes. The last unit flag wins (free itself refuses two: "Multiple unit
 * options don't make sense", and prints no table); with none the unit is free's default, KiB. `-h` output carries its
 * units, so only `si` is given then: `--si` or not.
 * freeOptionsFromCommand(["-m"]) //=> { unit: "m", si: false, freeCommand: { unit: "m", si: false } }
 * freeOptionsFromCommand(["-h", "--si", "-s", "1"]) //=> { si: true, freeCommand: { si: true } }
 */
export function freeOptionsFromCommand(args: readonly string[]): FreeParseOptions {
  let unit: FreeUnitAlias | undefined;
  let si = false;
  let human = false;
  const apply = (flag: Flag | undefined): void => {
    if (flag?.unit) unit = flag.unit;
    if (flag?.si) si = true;
    if (flag?.human) human = true;
  };
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
  if (human) return { si, freeCommand: { si } };
  const u = unit ?? "k";
  return { unit: u, si, freeCommand: { unit: u, si } };
}
