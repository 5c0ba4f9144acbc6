/** What the shared tests (test/helpers/formats.ts) need of the oha format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const run = (): string => sample("oha/oha-secs-c20-z10s-500s-deadline-aborts-rails-tutorial.txt");

/** Security: inputs whose error messages, status rows or other lines are the reserved names (oha builds no key from its input). */
export const keyInputs: Record<string, string> = {
  "error messages named like prototype keys": run().replace("aborted due to deadline", "__proto__"),
  "other lines named like prototype keys": run() + RESERVED.map((k) => `${k}: 1\n`).join(""),
  "a status row and a Details label with reserved words": run().replace("  [500] 7 responses", "  [500] 7 responses\n  [__proto__] constructor").replace("DNS-lookup:", "prototype DNS-lookup:"),
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["Summary:\n  Success rate:\t100.00%\n", "  Total:\t", "  0.002 [1] |", "  10.00% in ", "  DNS+dialup:\t", "  [200] ", "Response time histogram (2xx only):\n"];

/** Security: long lines built to defeat a regular expression, and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "oha: a Details row of 100,000 cells": () => `Summary:\n  Success rate:\t100.00%\n  DNS+dialup:\t${"0.0001 secs, ".repeat(100_000)}\n`,
  "oha: a histogram bar of 2 MB": () => `Summary:\n  Success rate:\t100.00%\nResponse time histogram:\n  0.002 [1] |${"\u25a0".repeat(MB2)}\n`,
  "oha: a 512 KB Requests/sec value": () => `Summary:\n  Success rate:\t100.00%\n  Requests/sec:\t${"1".repeat(KB512)}.5\n`,
  "oha: a histogram mark followed by 2 MB of unit words": () => `Summary:\n  Success rate:\t100.00%\nResponse time histogram:\n  0.002${" ms".repeat(MB2 / 3)} [1] |\n`,
  "oha: 2 MB of blanks between `oha` and a word, after a run": () => `${run()}oha${" ".repeat(MB2)}x\n`,
  "oha: one run 400 times": () => run().repeat(400),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "oha/oha-secs-c20-z10s-500s-deadline-aborts-rails-tutorial.txt", after: "Requests/sec:\t" };
