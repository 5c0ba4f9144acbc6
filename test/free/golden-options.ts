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
