/** What the shared tests (test/helpers/formats.ts) need of the h2load format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const run = (): string => sample("h2load/h2load-tls-h2-n5000-c10-m10.txt");

/** Security: inputs whose labels, fields or values are the reserved names (h2load builds no key from its input). */
export const keyInputs: Record<string, string> = {
  "requests fields named like prototype keys": run().replace("5000 started,", "5000 __proto__, 1 constructor,"),
  "a traffic field and a status class named like prototype keys": run().replace("2.86MB (3000000) data", "2.86MB (3000000) __proto__").replace("0 3xx", "0 prototype"),
  "a TLS cipher, a protocol and prose with reserved words": run().replace("TLS_AES_128_GCM_SHA256", "__proto__").replace("Application protocol: h2", "Application protocol: constructor") + RESERVED.map((k) => `${k}: 1\n`).join(""),
  "a table header of reserved names": run().replace(/^ +min +max +mean +sd +\+\/- sd$/m, "  min max __proto__ constructor +/- sd"),
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["spawning thread #", "finished in ", "requests: 1 total, ", "traffic: 1B (1) total, ", "time for request: ", "progress: ", "-n, -c: ", "h2load nghttp2/"];

/** Security: long lines built to defeat a regular expression, and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "h2load: a shell prompt that almost matches, 2 MB long, after a run": () => `${run()}a@${"a".repeat(MB2)} b $\n`,
  "h2load: 2 MB of blanks between `h2load` and a word, after a run": () => `${run()}h2load${" ".repeat(MB2)}x\n`,
  "h2load: 50,000 fields on a requests line": () => `requests: ${"1 total, ".repeat(50_000)}\n`,
  "h2load: a traffic line of 50,000 parentheses": () => `traffic: 1B ${"(".repeat(50_000)}\n`,
  "h2load: a time for request row of 100,000 cells": () => `time for request: ${"1.00ms ".repeat(100_000)}\n`,
  "h2load: a 512 KB finished-in value": () => `finished in ${"1".repeat(KB512)}s, 1.00 req/s, 1B/s\n`,
  "h2load: a table header of 50,000 column names": () => `   min max ${"mean ".repeat(50_000)}\n`,
  "h2load: one run 1,000 times": () => run().repeat(1000),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "h2load/h2load-h2c-n5000-c10-m10.txt", after: "finished in " };
