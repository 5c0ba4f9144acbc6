/** What the shared tests (test/helpers/formats.ts) need of the ab-csv format beyond its samples. */

/** Security: inputs whose labels, headers or values are the reserved names. */
export const keyInputs: Record<string, string> = { "reserved names in the rows": "Percentage served,Time in ms\n__proto__,1\n0,constructor\n1,2.5\n", "a plain file": "Percentage served,Time in ms\n0,1.000\n100,2.500\n" };

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["Percentage served,Time in ms", "0,"];

/** Security: long lines built to defeat a regular expression (each was quadratic once), and real output repeated. */
export const pathological: Record<string, () => string> = {
  "ab-csv: a row of 100,000 values under the header": () => `Percentage served,Time in ms\n${"1,".repeat(100_000)}\n`,
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "ab/ab-oracle-n3000-c20.csv", after: "1," };
