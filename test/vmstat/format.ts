/** What the shared tests (test/helpers/formats.ts) need of the vmstat format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { MB2 } from "../helpers/security.js";

/**
 * Options for samples/vmstat/<file>: vmstat prints no unit marker for -S k/K/m/M (the -s lists print their letter, and
 * -S b is recognised), so the golden test reads the -S captures with the unit in their names; -y captures with noFirst.
 */
export function sampleOptions(file: string): Record<string, unknown> {
  const name = file.replace(/^.*\//, "").replace(/\.txt$/, "");
  const out: Record<string, unknown> = {};
  const unit = /-S-([kKmM])-/.exec(name)?.[1];
  if (unit) out.unit = unit;
  if (/-y-/.test(name)) out.noFirst = true;
  return out;
}

/** vmstat's flags for the unit the clean records were read in: a pasted `vmstat` command line says it. */
const FLAGS: Record<string, string> = { B: " -S b", kB: " -S k", KiB: "", MB: " -S m", MiB: " -S M" };

/** The arguments of a `vmstat` command line that reads the capture as its clean records were read. */
export function commandArgs(records: unknown[]): string {
  const rows = records as { kind?: string; unit?: string; sinceBoot?: boolean; sample?: number }[];
  const first = rows.find((r) => r.kind === "sample");
  const noFirst = first !== undefined && first.sample === 0 && first.sinceBoot === false ? " -y" : "";
  return `${FLAGS[first?.unit ?? "KiB"] ?? ""}${noFirst}`;
}

/** What a pasted `vmstat` command changes: the unit is given, no longer assumed. */
export const commandFields = ["unitSource", "exact", "warnings"];

const table = (): string => sample("vmstat/procps-4.0.2-C-default-1-3.txt");

/** Security: inputs whose labels, headers or values are the reserved names. */
export const keyInputs: Record<string, string> = {
  "reserved header words": "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----\n __proto__ constructor prototype __proto__ constructor prototype a b c d e f g h i j __proto__\n 1 0 0 2 3 4 0 0 1 1 10 20 1 1 98 0 0\n",
  "a -t zone named like a prototype key": table().replace(/st\n/, "st __proto__\n").replace(/( 0)\n/g, "$1 2026-12-01 21:20:59\n"),
  "-s labels named like prototype keys": "     24684092 K total memory\n            1 __proto__\n            2 K constructor\n            3 prototype\n",
  "-d and -p devices named like prototype keys": `${sample("vmstat/procps-4.0.2-C-d.txt").replace(/^loop0/m, "__proto__").replace(/^loop1/m, "constructor")}\n__proto__             reads      read sectors      writes  requested writes\n               454974          11224626      125343          19622368\n`,
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["procs ", " r  b ", "     1 K ", "disk- ", "           10 disks\n", " 1 "];

/** Security: long lines built to defeat a regular expression, and real output repeated. */
export const pathological: Record<string, () => string> = {
  "vmstat: a row of 100,000 numbers under a header": () => `${table().split("\n").slice(0, 2).join("\n")}\n${"1 ".repeat(100_000)}\n`,
  "vmstat: a 2 MB header line and a row": () => `${"swpd ".repeat(MB2 / 5)}\n 1 0 0 2 3 4 0 0 1 1 10 20 1 1 98 0 0\n`,
  "vmstat: a 2 MB dashed line": () => `procs ${"-".repeat(MB2)} --a-- --b--\n r b\n`,
  "vmstat: a -s line with a 2 MB label": () => `     24684092 K ${"total ".repeat(MB2 / 6)}memory\n`,
  "vmstat: one run 5,000 times": () => `${table()}\n`.repeat(5000),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "vmstat/procps-4.0.2-C-default-1-3.txt", after: " r  b   swpd" };
