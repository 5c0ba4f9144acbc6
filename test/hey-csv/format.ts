/** What the shared tests (test/helpers/formats.ts) need of the hey-csv format beyond its samples. */

const HEADER = "response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset";

/** Security: inputs whose cells are the reserved names. */
export const keyInputs: Record<string, string> = {
  "reserved names in the cells": `${HEADER}\n__proto__,constructor,prototype,0.0000,0.0000,0.0000,200,0.0001\n`,
  "a plain file": `${HEADER}\n0.0006,0.0003,0.0000,0.0001,0.0001,0.0001,404,0.0001\n`,
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = [HEADER, "0.0006,"];

/** Security: long lines built to defeat a regular expression, and real output repeated. */
export const pathological: Record<string, () => string> = {
  "hey-csv: a row of 100,000 cells under the header": () => `${HEADER}\n${"0.0001,".repeat(100_000)}\n`,
  "hey-csv: 20,000 rows": () => `${HEADER}\n${"0.0006,0.0003,0.0000,0.0001,0.0001,0.0001,200,0.0001\n".repeat(20_000)}`,
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "hey/hey-csv-o-n300-c10.csv", after: "0.0004," };
