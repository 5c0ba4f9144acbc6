import type { ProgramSpec } from "../../kit/format.js";

/** The interval and count operands of sysstat-like commands (`sar -u 1 5`, `iostat -x sda 2 10`, `mpstat -P ALL 1`). */
export function intervalAndCount(operands: readonly string[]): { intervalSeconds?: number; count?: number } {
  const numbers = operands.filter((o) => /^\d+(?:\.\d+)?$/.test(o)).map(Number);
  return { intervalSeconds: numbers[0], count: numbers[1] !== undefined ? Math.trunc(numbers[1]) : undefined };
}

/** sar, as its getopt reads it (sar, and atsar's sar-compatible command line). */
export const sarProgram: ProgramSpec = {
  name: "sar",
  shortWithValue: "fosePIinm",
  figures: (_options, operands) => intervalAndCount(operands),
};

/** mpstat (its text and `-o JSON`): `mpstat [-A] [-n] [-u] [-T] [-I {SUM|CPU|SCPU|ALL}] [-N {node|ALL}] [-o JSON] [-P {cpu|ALL}] [interval [count]]`. */
export const mpstatProgram: ProgramSpec = {
  name: "mpstat",
  shortWithValue: "INPo",
  longWithValue: ["dec"],
  figures: (_options, operands) => intervalAndCount(operands),
};

/** iostat (its text and `-o JSON`): `iostat [options] [devices...] [interval [count]]`; -g, -j and -o take a value (-p's is optional: an operand here). */
export const iostatProgram: ProgramSpec = {
  name: "iostat",
  shortWithValue: "gjo",
  longWithValue: ["dec"],
  figures: (_options, operands) => intervalAndCount(operands),
};

/**
 * pidstat (its text and, since sysstat 12.7.7, `-o JSON`): `pidstat [-d] [-H] [-h] [-I] [-l] [-R] [-r] [-s] [-t]
 * [-U [user]] [-u] [-v] [-w] [-C comm] [-G name] [-o JSON] [-p pid] [-T type] [interval [count]] [-e program args]`.
 */
export const pidstatProgram: ProgramSpec = {
  name: "pidstat",
  shortWithValue: "CGpTeo",
  longWithValue: ["dec"],
  figures: (_options, operands) => intervalAndCount(operands),
};
