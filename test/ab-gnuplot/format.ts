/** What the shared tests (test/helpers/formats.ts) need of the ab-gnuplot format beyond its samples. */

/** Security: inputs whose labels, headers or values are the reserved names. */
export const keyInputs: Record<string, string> = {
  "reserved names as the header": "__proto__\tconstructor\tprototype\tdtime\tttime\twait\n",
  "reserved names in the cells": "starttime\tseconds\tctime\tdtime\tttime\twait\n__proto__\tconstructor\tprototype\t1\t2\t3\n",
  "a reserved name as the date": "starttime\tseconds\tctime\tdtime\tttime\twait\n__proto__\t1796051821\t0\t1\t1\t1\nconstructor\t1796051821\t0\t1\t1\t1\n",
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["starttime\tseconds\tctime\tdtime\tttime\twait", "Wed Jun 30 21:49:08 1993\t"];

/** Security: long lines built to defeat a regular expression (each was quadratic once), and real output repeated. */
export const pathological: Record<string, () => string> = {
  "ab-gnuplot: a row of 100,000 cells under the header": () => `starttime\tseconds\tctime\tdtime\tttime\twait\n${"1\t".repeat(100_000)}\n`,
  "ab-gnuplot: one row 12,000 times": () => `starttime\tseconds\tctime\tdtime\tttime\twait\n${"Mon Nov 30 15:17:01 2026\t1796051821\t0\t1\t1\t1\n".repeat(12_000)}`,
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "ab/ab-oracle-n3000-c20.tsv", after: "2026\t" };
