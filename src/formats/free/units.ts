import type { ContextOptions } from "../../kit/format.js";

/** The units free can print without a marker: `-b`, `-k` (default), `-m`, `-g`, `--tebi`, `--pebi`, `--kilo` ... `--peta`. */
export const FREE_UNITS = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "kB", "MB", "GB", "TB", "PB"] as const;
export type FreeUnit = (typeof FREE_UNITS)[number];

/**
 * Options of the `free` format, on top of the common ones. free prints plain numbers with no unit marker, so the
 * unit it was run with has to be passed in; give the same flags you gave free.
 * - `unit`: the unit of plain numbers (default `KiB`, free's default). Accepts the names in FREE_UNITS and free's own
 *   option names: `bytes`/`b`, `kibi`/`k`, `mebi`/`m`, `gibi`/`g`, `tebi`, `pebi`, `kilo`, `mega`, `giga`, `tera`, `peta`.
 * - `si`: free was run with `--si`. Human-readable values (`-h`) without `i` are then powers of 1000; a binary `unit`
 *   becomes its decimal counterpart (`-m --si` prints MB), and with no `unit` the numbers are kB (procps-ng 4.x;
 *   `--si` alone printed KiB in 3.3.x: pass `unit: "KiB", si: false` for those).
 * Human-readable output (`-h`) carries its own units and ignores `unit`.
 */
export interface FreeParseOptions extends ContextOptions {
  unit?: FreeUnit | FreeUnitAlias;
  si?: boolean;
  /**
   * Set by the format's `command.fromCommand` (a pasted `$ free -m` line) next to the `unit`/`si` it implies, so that
   * records can say the unit came from the command line; a `unit` or `si` the caller gives instead wins.
   */
  freeCommand?: { unit?: FreeUnit | FreeUnitAlias; si?: boolean };
}

/** Where a record's unit (for `-h`: its base) came from: see the `unitSource` field of FreeRecord. */
export type FreeUnitSource = "default" | "option" | "command" | "printed" | "inferred";

export type FreeUnitAlias = "bytes" | "b" | "kibi" | "k" | "mebi" | "m" | "gibi" | "g" | "tebi" | "pebi" | "kilo" | "mega" | "giga" | "tera" | "peta";

const ALIASES: Record<FreeUnitAlias, FreeUnit> = {
  bytes: "B",
  b: "B",
  kibi: "KiB",
  k: "KiB",
  mebi: "MiB",
  m: "MiB",
  gibi: "GiB",
  g: "GiB",
  tebi: "TiB",
  pebi: "PiB",
  kilo: "kB",
  mega: "MB",
  giga: "GB",
  tera: "TB",
  peta: "PB",
};

const TO_DECIMAL: Partial<Record<FreeUnit, FreeUnit>> = { KiB: "kB", MiB: "MB", GiB: "GB", TiB: "TB", PiB: "PB" };

/** Size in bytes of one unit. */
export const UNIT_BYTES: Record<FreeUnit, number> = {
  B: 1,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4,
  PiB: 1024 ** 5,
  kB: 1000,
  MB: 1000 ** 2,
  GB: 1000 ** 3,
  TB: 1000 ** 4,
  PB: 1000 ** 5,
};

/** A unit option as given (canonical name or free's option name), or undefined when it is not one. */
export function canonicalUnit(value: string): FreeUnit | undefined {
  if ((FREE_UNITS as readonly string[]).includes(value)) return value as FreeUnit;
  return Object.prototype.hasOwnProperty.call(ALIASES, value) ? ALIASES[value as FreeUnitAlias] : undefined;
}

export const UNIT_CHOICES = [...FREE_UNITS, ...Object.keys(ALIASES)];

/**
 * The unit plain numbers are read in, and where that came from: `default` (no unit given: KiB, free's default, is
 * assumed), `option`, or `command` (the options are the ones fromCommand read from a pasted command line). Throws a
 * plain Error for an unknown unit name.
 */
export function resolvePlainUnit(options: FreeParseOptions): { unit: FreeUnit; source: "default" | "option" | "command" } {
  if (options.unit === undefined && !options.si) return { unit: "KiB", source: "default" };
  const given = fromCommandOrOption(options);
  if (options.unit === undefined) return { unit: "kB", source: given };
  const unit = canonicalUnit(String(options.unit));
  if (unit === undefined) throw new Error(`unknown unit ${JSON.stringify(options.unit)}; use one of ${UNIT_CHOICES.join(", ")}`);
  return { unit: options.si ? (TO_DECIMAL[unit] ?? unit) : unit, source: given };
}

/** `command` when the options (`keys`) are the ones the pasted command line implied, else `option`. */
export function fromCommandOrOption(options: FreeParseOptions, keys: readonly ("unit" | "si")[] = ["unit", "si"]): "option" | "command" {
  const cmd = options.freeCommand;
  return cmd !== undefined && keys.every((k) => cmd[k] === options[k]) ? "command" : "option";
}
