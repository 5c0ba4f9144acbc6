import { sample } from "../helpers/samples.js";
import { MB2 } from "../helpers/security.js";
/**
 * The options each free sample must be read with. free prints no unit marker for -b/-k/-m/-g/--tebi/--pebi/--kilo/
 * --mega/--giga/--tera/--peta (nor, under a translated header, for --si), so the golden test cannot detect them; the
 * file names carry the flags the sample was captured with. Keys are the flag parts of the names.
 */
const BY_FLAG: Record<string, Record<string, unknown>> = {
  b: { unit: "b" },
  k: { unit: "k" },
  m: { unit: "m" },
  g: { unit: "g" },
  tebi: { unit: "tebi" },
  pebi: { unit: "pebi" },
  kilo: { unit: "kilo" },
  mega: { unit: "mega" },
  giga: { unit: "giga" },
  tera: { unit: "tera" },
  peta: { unit: "peta" },
  si: { si: true },
  "h-si": { si: true },
};

/**
 * Options for samples/free/<file> (relative to samples/free). `free -b` oracles are bytes. `procps-4.0.2-pasted-*`
 * files are read with no options, as a paste without its command line is: bytes are recognised, other units are
 * read as KiB with a warning.
 */
export function sampleOptions(file: string): Record<string, unknown> {
  const name = file.replace(/^.*\//, "").replace(/\.txt$/, "");
  if (name.startsWith("procps-4.0.2-pasted-")) return {};
  if (name.endsWith(".oracle-b")) return { unit: "b" };
  // procps-4.0.2-C-m, procps-4.0.2-frozen-m-wltv, busybox-1.35.0-m, written-procps-3.2.8-m-l-t-s1-c2, ...
  const m = /^(?:procps-[\d.]+-(?:C|frozen|bigmem|[a-z]{2}_[A-Z]{2})|busybox-[\d.]+|written-procps-[\d.]+|written-busybox-[\d.]+)-(.+?)(?:-wltv)?$/.exec(name);
  const flags = m?.[1] ?? "";
  if (BY_FLAG[flags]) return BY_FLAG[flags]!;
  const first = /^(b|k|m|g)-/.exec(flags)?.[1];
  if (first) return BY_FLAG[first]!;
  if (/^h-si-/.test(flags)) return { si: true };
  return {};
}

/** free's flags for a unit as the clean records were read: a pasted `free` command line says its unit. */
const FREE_FLAGS: Record<string, string> = { B: " -b", KiB: "", MiB: " -m", GiB: " -g", TiB: " --tebi", PiB: " --pebi", kB: " --kilo", MB: " --mega", GB: " --giga", TB: " --tera", PB: " --peta" };

/** The arguments of a `free` command line that reads the capture as its clean records were read. */
export function commandArgs(records: unknown[]): string {
  const record = records[0] as { unit?: string; humanBase?: number } | undefined;
  if (record?.unit === "human") return record.humanBase === 1000 ? " -h --si" : " -h";
  return FREE_FLAGS[record?.unit ?? "KiB"] ?? "";
}

/** What a pasted `free` command changes: the unit is given, no longer assumed. */
export const commandFields = ["unitSource", "exact", "warnings"];

/** Security: inputs whose labels, headers or values are the reserved names. */
export const keyInputs: Record<string, string> = {
  "reserved row labels below Mem": `${sample("free/procps-4.0.2-C-default.txt").trimEnd()}\n__proto__:     1 2 3\nconstructor: 1 2 3\nprototype: 1 2 3\n`,
  "a reserved Mem label": "              total        used        free      shared  buff/cache   available\n__proto__:   1 2 3 4 5 6\nconstructor:     0 0 0\n",
  "reserved header words": "__proto__ constructor prototype __proto__ constructor prototype\nMem: 1 2 3 4 5 6\nSwap: 0 0 0\n",
  "free -L with reserved labels": "__proto__ 0 constructor 1 prototype 2 __proto__ 3 \n",
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["Mem: ", "total used free ", "SwapUse 1 "];

/** Security: long lines built to defeat a regular expression (each was quadratic once), and real output repeated. */
export const pathological: Record<string, () => string> = {
  "free: a Mem row of 100,000 values under a header": () => `              total        used        free\nMem: ${"1 ".repeat(100_000)}\nSwap: 0 0 0\n`,
  "free: a 2 MB header line and a Mem row": () => `${"total ".repeat(MB2 / 6)}\nMem: 1 2 3 4 5 6\n`,
  "free: one table 2,500 times": () => `${sample("free/procps-4.0.2-C-default.txt")}\n`.repeat(2500),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "free/procps-4.0.2-C-default.txt", after: "Mem:   " };
