/** What the shared tests (test/helpers/formats.ts) need of the autocannon format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const run = (): string => sample("autocannon/autocannon-status-codes-c10-d2.txt");

/** Security: inputs whose labels, URLs or values are the reserved names (autocannon builds no key from its input). */
export const keyInputs: Record<string, string> = {
  "a URL and table headers named like prototype keys": run().replace("http://127.0.0.1:18006/index.html", "http://__proto__/constructor").replace("│ Stat    │ 2.5% │", "│ Stat    │ __proto__ │"),
  "status codes named like prototype keys": run().replace("│ 200  │ 64811 │", RESERVED.map((k) => `│ ${k} │ 1 │`).join("\n")),
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["Running 1s test @ ", "10 connections with ", "│ Stat │ ", "│ Latency │ 1 ms ", "│ Req/Sec │ 1,", "Req/Bytes counts sampled ", "1k requests in ", "1 errors (", "│ 200 │ "];

/** Security: long lines built to defeat a regular expression, and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "autocannon: a Req/Sec row of 100,000 cells": () => `│ Stat │ 1% │\n│ Req/Sec │${" 1,000 │".repeat(100_000)}\n`,
  "autocannon: a 2 MB rule line": () => `┌${"─".repeat(MB2)}┐\n`,
  "autocannon: a 2 MB run of digit groups in a cell": () => `│ Stat │ 1% │\n│ Req/Sec │ ${"1,".repeat(MB2 / 2)}1 │\n`,
  "autocannon: a 512 KB requests count": () => `${"1".repeat(KB512)}k requests in 1s, 1 MB read\n`,
  "autocannon: 2 MB of blanks in a borderless row": () => `Stat Avg\nBytes/Sec 1${" ".repeat(MB2)}MB\n`,
  "autocannon: one run 1,000 times": () => run().repeat(1000),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "autocannon/autocannon-c10-d2.txt", after: "# of samples: " };
