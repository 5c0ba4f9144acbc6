import type { ContextOptions } from "../../kit/format.js";

/** The units vmstat -S prints memory (and si/so) in, without a marker: b/B bytes, k 1000, K 1024 (default), m 10^6, M 2^20. */
export const VMSTAT_UNITS = ["B", "kB", "KiB", "MB", "MiB"] as const;
export type VmstatUnit = (typeof VMSTAT_UNITS)[number];

/** vmstat's own -S letters (procps src/vmstat.c: UNIT_B 1, UNIT_k 1000, UNIT_K 1024, UNIT_m 1000000, UNIT_M 1048576). */
export type VmstatUnitLetter = "b" | "B" | "k" | "K" | "m" | "M";

const LETTERS: Record<VmstatUnitLetter, VmstatUnit> = { b: "B", B: "B", k: "kB", K: "KiB", m: "MB", M: "MiB" };

/** Size in bytes of one unit. */
export const UNIT_BYTES: Record<VmstatUnit, number> = { B: 1, kB: 1000, KiB: 1024, MB: 1_000_000, MiB: 1_048_576 };

export const UNIT_CHOICES: readonly string[] = [...VMSTAT_UNITS, "b", "k", "K", "m", "M"];

/**
 * Options of the `vmstat` format, on top of the common ones.
 * - `unit`: what vmstat ran with as -S (its letters b/B, k, K, m, M, or B, kB, KiB, MB, MiB): the unit of the memory
 *   columns and of si/so. Default KiB, vmstat's default, with a warning on the first row (once per input: vmstat prints no unit there).
 * - `interval`: the delay vmstat ran with, in seconds (`vmstat 2 10`: 2), put on each row as intervalSeconds.
 * - `noFirst`: vmstat ran with -y (procps-ng 3.3.13+), so the first row is an interval like the others, not the
 *   averages since boot.
 * - `zoneOffsets`: offsets for -t's zone name when it is an abbreviation (`{ CET: "+01:00" }`); UTC, GMT and numeric
 *   zones (`+04`) need none.
 */
export interface VmstatParseOptions extends ContextOptions {
  unit?: VmstatUnit | VmstatUnitLetter;
  interval?: number;
  noFirst?: boolean;
  zoneOffsets?: Record<string, string>;
  /** Set by `command.fromCommand` (a pasted `$ vmstat -S m 1 5`) next to what it implies, so rows can say so. */
  vmstatCommand?: { unit?: VmstatUnit | VmstatUnitLetter; interval?: number; noFirst?: boolean };
}

/** Where a row's unit came from: assumed (vmstat's KiB default), the option, the pasted command line, or inferred (-S b). */
export type VmstatUnitSource = "default" | "option" | "command" | "inferred" | "printed";

/** A unit as given (canonical name or -S letter), or undefined when it is not one. */
export function canonicalUnit(value: string): VmstatUnit | undefined {
  if ((VMSTAT_UNITS as readonly string[]).includes(value)) return value as VmstatUnit;
  return Object.prototype.hasOwnProperty.call(LETTERS, value) ? LETTERS[value as VmstatUnitLetter] : undefined;
}

/** `command` when the option's value is the one the pasted command line implied, else `option`. */
export function givenBy(options: VmstatParseOptions, key: "unit" | "interval" | "noFirst"): "option" | "command" {
  const cmd = options.vmstatCommand;
  return cmd !== undefined && cmd[key] === options[key] ? "command" : "option";
}
